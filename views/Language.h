#pragma once

#include <QLocale>
#include <QString>

#include <optional>
#include <vector>

namespace rightsizer::views {

/// A language the interface is translated into (resources/translations/rightsizer_CODE.ts,
/// compiled into the binary).
struct UiLanguage {
    QString code;       ///< "fr", "uk", "pt_BR", "zh_CN", "ja"; "en" for the source text
    QString nativeName; ///< as its speakers write it: "Français", "日本語"
};

/// English first, then the translations.
const std::vector<UiLanguage>& uiLanguages();

/// The language for `locale`: its language and territory ("pt_BR"), else its language ("fr"
/// for fr_CA), else English.
QString uiLanguageFor(const QLocale& locale);

/// Installs the translations of `code` ("" or "system": the system locale's) on the
/// application: RightSizer's own and Qt's (its dialogs and buttons). Numbers and dates follow
/// the system locale, or the language's locale when the interface speaks another language than
/// the system. Returns the code installed ("en" when none applies). Call
/// after the QCoreApplication exists and before the widgets are made; a second call replaces
/// the first one's translations (widgets made before keep their words).
QString installUiLanguage(const QString& code);

/// The language whose translations are installed ("en" before any).
QString installedUiLanguage();

/// The language code `code` names ("fr", "pt_BR", "ja"; "pt-br" and "zh" are taken too), or
/// nothing when no translation exists for it.
std::optional<QString> reportLanguageCode(const QString& code);

/// While it lives, RightSizer's and Qt's words are those of `code` (a code of uiLanguages()),
/// and numbers follow that language's locale (the C locale for English: a report in English
/// reads the same on every machine, as the command line prints). The interface's language
/// and locale come back when it goes. For a document in a language the interface may not
/// speak: the report.
class ScopedLanguage {
public:
    explicit ScopedLanguage(const QString& code);
    ~ScopedLanguage();
    ScopedLanguage(const ScopedLanguage&) = delete;
    ScopedLanguage& operator=(const ScopedLanguage&) = delete;

private:
    QString m_previousCode;
    QLocale m_previousLocale;
};

} // namespace rightsizer::views
