#include "EnginePhrase.h"

#include "QuantityFormat.h"
#include "model/GpuSpec.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace rightsizer::views {
namespace {

QString argText(const model::PhraseArg& a, const QuantityFormat& f, const QLocale& locale) {
    using Kind = model::PhraseArg::Kind;
    switch (a.kind) {
    case Kind::Verbatim:
        return QString::fromStdString(a.english);
    case Kind::Word:
        return QCoreApplication::translate("Engine", a.english.c_str());
    case Kind::Integer:
        return locale.toString(static_cast<long long>(a.value));
    case Kind::Count: {
        const bool whole = std::abs(a.value) >= 100 || a.value == std::floor(a.value);
        return whole ? locale.toString(a.value, 'f', 0) : locale.toString(a.value, 'g', 3);
    }
    case Kind::Number:
        return locale.toString(a.value, 'f', a.decimals);
    case Kind::Percent:
        return locale.toString(a.value * 100.0, 'f', 0) + QStringLiteral(" %");
    case Kind::Seconds:
        return f.seconds(a.value);
    case Kind::Bytes:
        return f.bytes(a.value);
    case Kind::Usd:
        return money(a.value, 0);
    case Kind::Nested:
        return a.nested.empty() ? QString() : phraseText(a.nested.front());
    }
    return QString::fromStdString(a.english);
}

} // namespace

QString phraseText(const model::Phrase& phrase) {
    if (phrase.empty())
        return {};
    const QLocale locale;
    const QuantityFormat f(locale);
    const QString text = QCoreApplication::translate("Engine", phrase.text);
    // One pass over %1 ... %9, as model::substitutePlaceholders does: an argument that itself
    // holds "%2" stays as it is.
    QString out;
    out.reserve(text.size() + 24 * qsizetype(phrase.args.size()));
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text.at(i);
        if (c == QLatin1Char('%') && i + 1 < text.size()) {
            const int n = text.at(i + 1).digitValue();
            if (n >= 1 && size_t(n) <= phrase.args.size()) {
                out += argText(phrase.args[size_t(n - 1)], f, locale);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

QStringList phraseTexts(const std::vector<model::Phrase>& phrases) {
    QStringList out;
    for (const model::Phrase& p : phrases)
        out << phraseText(p);
    return out;
}

QString geforceCaveatText() {
    return QCoreApplication::translate("Engine", model::kGeForceLicenceCaveat.data());
}

bool phraseMentions(const model::Phrase& phrase, std::string_view text) {
    return phrase.english().find(text) != std::string::npos;
}

} // namespace rightsizer::views
