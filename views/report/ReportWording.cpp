#include "ReportWording.h"

#include "views/EnginePhrase.h"
#include "views/cost/TcoChartSupport.h"

#include <QLocale>

#include <cmath>

namespace rightsizer::views::report {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString q(const model::Phrase& p) {
    return phraseText(p);
}

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

const QuantityFormat& fmt() {
    // The report is built under a ScopedLanguage: its locale, C for English.
    static QLocale locale = QLocale::c();
    static QuantityFormat f(locale);
    if (QLocale() != locale) {
        locale = QLocale();
        f = QuantityFormat(locale);
    }
    return f;
}

QStringList reportFontFamilies() {
    const QString latin = QStringLiteral("DejaVu Sans");
    switch (QLocale().language()) {
    case QLocale::Chinese:
        return {latin, QStringLiteral("Noto Sans CJK SC")};
    case QLocale::Japanese:
        return {latin, QStringLiteral("Noto Sans CJK JP")};
    default:
        return {latin};
    }
}

QString listSeparator() {
    return QObject::tr("; ", "between the clauses of a list");
}

QString commaSeparator() {
    return QObject::tr(", ", "between the items of a list");
}

QString precisionText(model::Precision p) {
    return q(model::precisionInfo(p).name);
}

QString layoutText(const model::Candidate& c) {
    return QString::fromStdString(model::layoutName(c.layout, c.train.contextParallel));
}

QString configText(const model::Candidate& c) {
    return q(c.gpuId) + QLatin1Char(' ') + precisionText(c.precision) + QLatin1Char(' ') +
           layoutText(c);
}

QString deploymentText(const model::Scenario& s, const model::Candidate& c) {
    QString text = QObject::tr("%1 × %2 in %3 (%4")
                       .arg(c.layout.gpus)
                       .arg(q(c.gpuName), precisionText(c.precision), layoutText(c));
    if (s.mode == model::Mode::Serve)
        text += QObject::tr(", %1 at batch %2)")
                    .arg(QObject::tr("%n replica(s)", nullptr, c.serve.replicas))
                    .arg(c.serve.batch);
    else
        text += QObject::tr(", data parallel %1)").arg(c.train.dataParallel);
    return text;
}

QString optionText(const model::TcoOptionResult& o) {
    return tcoOptionLabel(o);
}

QString marginText(double predicted, double target) {
    if (target <= 0)
        return QObject::tr("n/a");
    return fmt().percent((target - predicted) / target);
}

} // namespace rightsizer::views::report
