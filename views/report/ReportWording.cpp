#include "ReportWording.h"

#include "views/cost/TcoChartSupport.h"

#include <QLocale>

#include <cmath>

namespace rightsizer::views::report {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

QString q(std::string_view s) {
    return QString::fromUtf8(s.data(), qsizetype(s.size()));
}

const QuantityFormat& fmt() {
    static const QuantityFormat f(QLocale::c());
    return f;
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
    QString text = QStringLiteral("%1 × %2 in %3 (%4")
                       .arg(c.layout.gpus)
                       .arg(q(c.gpuName), precisionText(c.precision), layoutText(c));
    if (s.mode == model::Mode::Serve)
        text +=
            QStringLiteral(", %1 at batch %2)")
                .arg(c.serve.replicas == 1 ? QStringLiteral("1 replica")
                                           : QStringLiteral("%1 replicas").arg(c.serve.replicas))
                .arg(c.serve.batch);
    else
        text += QStringLiteral(", data parallel %1)").arg(c.train.dataParallel);
    return text;
}

QString optionText(const model::TcoOptionResult& o) {
    return tcoOptionLabel(o);
}

QString marginText(double predicted, double target) {
    if (target <= 0)
        return QStringLiteral("n/a");
    return fmt().percent((target - predicted) / target);
}

} // namespace rightsizer::views::report
