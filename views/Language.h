#pragma once

#include <QLocale>
#include <QString>

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

} // namespace rightsizer::views
