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
    case Kind::Significant:
        return locale.toString(a.value, 'g', a.decimals);
    case Kind::Percent: // the decimals model::phrase::percent chose
        return locale.toString(a.value * 100.0, 'f', a.decimals) + QStringLiteral(" %");
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
    std::vector<std::string> args;
    args.reserve(phrase.args.size());
    for (const model::PhraseArg& a : phrase.args)
        args.push_back(argText(a, f, locale).toStdString());
    // The engine's own one-pass substitution, on the translated template.
    return QString::fromStdString(model::substitutePlaceholders(
        QCoreApplication::translate(phrase.context, phrase.text).toStdString(), args));
}

QStringList phraseTexts(const std::vector<model::Phrase>& phrases) {
    QStringList out;
    for (const model::Phrase& p : phrases)
        out << phraseText(p);
    return out;
}

QString engineWord(std::string_view english) {
    return QCoreApplication::translate("Engine", std::string(english).c_str());
}

QString geforceCaveatText() {
    return engineWord(model::kGeForceLicenceCaveat);
}

QString errorText(const model::Error& error) {
    if (error.what.empty())
        return QString::fromStdString(error.message);
    return QCoreApplication::translate("Engine", "%1: %2")
        .arg(QString::fromStdString(error.field), phraseText(error.what));
}

bool phraseMentions(const model::Phrase& phrase, std::string_view text) {
    return phrase.english().find(text) != std::string::npos;
}

} // namespace rightsizer::views
