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
/// application: RightSizer's own and Qt's (its dialogs and buttons). Numbers, money and dates
/// follow the language's locale unless the system locale speaks the same language (then its
/// territory's conventions stay). Returns the code installed ("en" when none applies). Call
/// once, after the QCoreApplication exists and before any widget is made.
QString installUiLanguage(const QString& code);

} // namespace rightsizer::views
