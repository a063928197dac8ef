#include "Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QTranslator>

namespace rightsizer::views {

const std::vector<UiLanguage>& uiLanguages() {
    static const std::vector<UiLanguage> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("fr"), QStringLiteral("Français")},
        {QStringLiteral("uk"), QStringLiteral("Українська")},
        {QStringLiteral("pt_BR"), QStringLiteral("Português (Brasil)")},
        {QStringLiteral("zh_CN"), QStringLiteral("简体中文")},
        {QStringLiteral("ja"), QStringLiteral("日本語")},
    };
    return languages;
}

QString uiLanguageFor(const QLocale& locale) {
    const QString full = locale.name(); // "pt_BR", "fr_CA", "C"
    const QString language = full.section(QLatin1Char('_'), 0, 0);
    for (const UiLanguage& l : uiLanguages())
        if (l.code == full)
            return l.code;
    for (const UiLanguage& l : uiLanguages())
        if (l.code.section(QLatin1Char('_'), 0, 0) == language)
            return l.code;
    return QStringLiteral("en");
}

QString installUiLanguage(const QString& code) {
    const QLocale system = QLocale::system();
    const QString chosen = code.isEmpty() || code == QLatin1String("system")
                               ? uiLanguageFor(system)
                               : uiLanguageFor(QLocale(code));
    if (chosen == QLatin1String("en"))
        return chosen;
    auto* app = QCoreApplication::instance();
    auto* own = new QTranslator(app);
    if (own->load(QStringLiteral(":/i18n/rightsizer_") + chosen + QStringLiteral(".qm")))
        QCoreApplication::installTranslator(own);
    auto* qt = new QTranslator(app);
    if (qt->load(QStringLiteral("qtbase_") + chosen,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    if (system.language() != QLocale(chosen).language())
        QLocale::setDefault(QLocale(chosen));
    return chosen;
}

} // namespace rightsizer::views
