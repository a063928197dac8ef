#pragma once

#include "Words.h"

#include <string>
#include <vector>

namespace rightsizer::model {

struct Phrase;

/// One figure or name inside an engine sentence (Phrase): its English text as the engine writes
/// it, and for a figure its value and kind, so that a view writes it in the reader's
/// conventions ("43 %", "1,50 s", "72,0 GiB").
struct PhraseArg {
    enum class Kind {
        Verbatim,    ///< a name, an id, a field: shown as it is
        Word,        ///< an English word or sentence marked RS_WORD("Engine", ...): translated
        Integer,     ///< a count: "8"
        Count,       ///< a quantity: "1234", "2.5"
        Number,      ///< a number with a fixed count of decimals: "70.1"
        Significant, ///< a number to a count of significant digits (in `decimals`): "12.35"
        Percent,     ///< a fraction shown as a whole percentage: "43 %"
        Seconds,     ///< "54.2 ms", "1.40 s"
        Bytes,       ///< "72.0 GiB"
        Usd,         ///< whole US dollars: "362,797 USD"
        Nested       ///< another phrase (nested[0]), phrased in the same language
    };
    Kind kind = Kind::Verbatim;
    std::string english;
    double value = 0;
    std::vector<Phrase> nested; ///< Nested: the one phrase
    int decimals = 0;           ///< Number: digits after the point; Significant: digits
};

/// An engine sentence with structure: a template marked for translation under its context
/// (RS_WORD("Engine", "TP %1 over %2: ...")), the code a view looks its translation up by, and
/// the arguments its %1 ... %9 stand for. The command line, the JSON output and the
/// tests read english(); the views and the report phrase it in the reader's language
/// (views::phraseText).
struct Phrase {
    const char* text = ""; ///< the English template; %1 ... %9 are args[0] ... args[8]
    std::vector<PhraseArg> args;
    /// The context `text` is marked under: RS_WORD("Engine", ...) for the engine's sentences,
    /// RS_WORD("TcoWords", ...) for the TCO's sources and names.
    const char* context = "Engine";

    /// The template with each %N replaced by its argument's English text.
    std::string english() const;
    bool empty() const { return text == nullptr || *text == '\0'; }
};

/// Replaces %1 ... %9 in `text` by `args` in one pass (an argument that itself contains "%2"
/// is not replaced again); a %N without an argument stays as it is.
std::string substitutePlaceholders(const std::string& text, const std::vector<std::string>& args);

/// The English of each phrase.
std::vector<std::string> englishTexts(const std::vector<Phrase>& phrases);

/// The arguments of a Phrase, each with the English form the engine has always written.
namespace phrase {
PhraseArg verbatim(std::string text);
/// `word` must be a literal marked RS_WORD("Engine", ...) so that its translation exists.
PhraseArg word(const char* word);
PhraseArg integer(long long n);
PhraseArg count(double value);                   ///< "%.0f" when whole or >= 100, else "%.3g"
PhraseArg number(double value, int decimals);    ///< "70.1" at 1 decimal
PhraseArg significant(double value, int digits); ///< "%.4g" at 4 digits: "12.35", "0.4561"
PhraseArg percent(double fraction);              ///< "23 %"
PhraseArg seconds(double seconds);               ///< "54.2 ms" below a second, else "1.40 s"
PhraseArg bytes(double bytes);                   ///< "72.0 GiB"
PhraseArg grouped(double value); ///< a whole number with thousands separators: "6,648"
PhraseArg usd(double value);     ///< "362,797 USD"
PhraseArg nested(Phrase phrase);
} // namespace phrase

} // namespace rightsizer::model
