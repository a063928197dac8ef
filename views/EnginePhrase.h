#pragma once

#include "model/Phrase.h"
#include "model/Result.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rightsizer::views {

/// An engine sentence (rejection, provisioning note, warning, balance check) in the language
/// installed and its locale's numbers: the template's translation (context "Engine"), each
/// figure formatted as QuantityFormat writes it, words translated, nested phrases phrased the
/// same way. Without a translation the English template, with the locale's numbers.
QString phraseText(const model::Phrase& phrase);
/// Each phrase as phraseText writes it.
QStringList phraseTexts(const std::vector<model::Phrase>& phrases);
/// A word or name the engine marks RS_WORD("Engine", ...) ("KV cache", "M output tokens", a
/// price tier's label) in the installed language.
QString engineWord(std::string_view english);
/// model::kGeForceLicenceCaveat in the installed language.
QString geforceCaveatText();
/// An engine error as a person reads it: "FIELD: WHAT" with WHAT in the installed language
/// when the engine phrased it (model::Error::what), else its English message.
QString errorText(const model::Error& error);
/// True when the phrase's English contains `text` (model::kGeForceLicenceCaveat, say).
bool phraseMentions(const model::Phrase& phrase, std::string_view text);

} // namespace rightsizer::views
