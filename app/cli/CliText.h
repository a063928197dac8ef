#pragma once

#include "model/Phrase.h"
#include "views/QuantityFormat.h"
#include "workspace/QtText.h"

#include <QCoreApplication>
#include <QString>

namespace rightsizer::app {

/// The command line's own words, translated under the context "Cli" (Cli::tr): English unless
/// LANG names a language RightSizer is translated into (installCliLanguage). JSON and CSV
/// output never go through it.
class Cli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

/// Installs the command line's language: LANG's (LC_ALL, LC_MESSAGES) where a translation
/// exists, with numbers in that locale; otherwise English with the C locale's numbers ("1.50 s",
/// "12,345"), whatever the system's locale, so that scripts reading the text keep working.
/// Returns the language installed ("en", "fr", ...).
QString installCliLanguage();

/// The figures' format for text output: the installed language's locale (C in English).
views::QuantityFormat cliFormat();

/// An engine sentence as the command line prints it: the engine's own English in English,
/// else phrased in the installed language (views::phraseText).
QString cliPhrase(const model::Phrase& phrase);

/// One line of a text report: `label` padded to the label column (30 characters), then `value`.
QString row(const QString& label, const QString& value);

/// `s` padded with spaces to `width` display columns (wide characters count two), on the right;
/// rpad pads on the left (figures aligned right).
QString pad(const QString& s, qsizetype width);
QString rpad(const QString& s, qsizetype width);

} // namespace rightsizer::app
