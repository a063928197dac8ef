#include "Phrase.h"

#include "Units.h"

#include <cmath>
#include <cstdio>

namespace rightsizer::model {

std::string substitutePlaceholders(const std::string& text, const std::vector<std::string>& args) {
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    for (size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const size_t n = size_t(text[i + 1] - '1');
            if (n < args.size()) {
                out += args[n];
                ++i;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

std::string Phrase::english() const {
    if (empty())
        return {};
    std::vector<std::string> english;
    english.reserve(args.size());
    for (const PhraseArg& a : args)
        english.push_back(a.english);
    return substitutePlaceholders(text, english);
}

std::vector<std::string> englishTexts(const std::vector<Phrase>& phrases) {
    std::vector<std::string> out;
    out.reserve(phrases.size());
    for (const Phrase& p : phrases)
        out.push_back(p.english());
    return out;
}

namespace phrase {
namespace {
PhraseArg figure(PhraseArg::Kind kind, double value, const char* format, double shown) {
    char buf[48];
    std::snprintf(buf, sizeof buf, format, shown);
    return {kind, buf, value, {}};
}

/// The same with a precision: "%.*f" or "%.*g" and its digits.
PhraseArg figure(PhraseArg::Kind kind, double value, const char* format, int digits, double shown) {
    char buf[48];
    std::snprintf(buf, sizeof buf, format, digits, shown);
    return {kind, buf, value, {}};
}
} // namespace

PhraseArg verbatim(std::string text) {
    return {PhraseArg::Kind::Verbatim, std::move(text), 0, {}};
}

PhraseArg word(const char* word) {
    return {PhraseArg::Kind::Word, word, 0, {}};
}

PhraseArg integer(long long n) {
    return {PhraseArg::Kind::Integer, std::to_string(n), double(n), {}};
}

PhraseArg count(double value) {
    const bool whole = std::abs(value) >= 100 || value == std::floor(value);
    return figure(PhraseArg::Kind::Count, value, whole ? "%.0f" : "%.3g", value);
}

PhraseArg number(double value, int decimals) {
    PhraseArg a = figure(PhraseArg::Kind::Number, value, "%.*f", decimals, value);
    a.decimals = decimals;
    return a;
}

PhraseArg significant(double value, int digits) {
    PhraseArg a = figure(PhraseArg::Kind::Significant, value, "%.*g", digits, value);
    a.decimals = digits;
    return a;
}

PhraseArg percent(double fraction) {
    // A share under 1 % keeps a decimal: a miss by 0.4 % never reads "+0 %". The count is in
    // `decimals`, which the views write the figure with too.
    const int decimals = fraction != 0 && std::abs(fraction) < 0.01 ? 1 : 0;
    PhraseArg a = figure(PhraseArg::Kind::Percent, fraction, "%.*f %%", decimals, fraction * 100.0);
    a.decimals = decimals;
    return a;
}

PhraseArg seconds(double seconds) {
    if (seconds >= 1.0)
        return figure(PhraseArg::Kind::Seconds, seconds, "%.2f s", seconds);
    // Below a millisecond in microseconds, as the views write it (never "0.0 ms" for 1 µs).
    if (seconds != 0 && std::abs(seconds) < 1e-3)
        return figure(PhraseArg::Kind::Seconds, seconds, "%.1f µs", seconds * 1e6);
    return figure(PhraseArg::Kind::Seconds, seconds, "%.1f ms", seconds * 1e3);
}

PhraseArg bytes(double bytes) {
    // Below 1 GiB in MiB, so a small shortfall never reads "0.0 GiB" (as the views write it).
    if (std::abs(bytes) < kGiB && bytes != 0)
        return figure(PhraseArg::Kind::Bytes, bytes, "%.0f MiB", bytes / (1024.0 * 1024.0));
    return figure(PhraseArg::Kind::Bytes, bytes, "%.1f GiB", bytes / kGiB);
}

PhraseArg grouped(double value) {
    std::string digits = std::to_string(std::llround(std::abs(value)));
    for (int i = int(digits.size()) - 3; i > 0; i -= 3)
        digits.insert(size_t(i), ",");
    return {PhraseArg::Kind::Integer, (value < 0 ? "-" : "") + digits, std::round(value), {}};
}

PhraseArg usd(double value) {
    PhraseArg a = grouped(value);
    a.kind = PhraseArg::Kind::Usd;
    a.english += " USD";
    return a;
}

PhraseArg nested(Phrase phrase) {
    PhraseArg a{PhraseArg::Kind::Nested, phrase.english(), 0, {}};
    a.nested.push_back(std::move(phrase));
    return a;
}

} // namespace phrase
} // namespace rightsizer::model
