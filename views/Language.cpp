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

namespace {
QTranslator* g_own = nullptr; // the translators installed last
QTranslator* g_qt = nullptr;
QString g_code = QStringLiteral("en"); // their language

/// Replaces the installed translators by those of `chosen`. English has a catalogue of its own
/// too: the plural forms of "%n GPU(s)".
void installTranslations(const QString& chosen) {
    if (chosen == g_code && g_own != nullptr)
        return; // already installed (a report in the window's own language)
    for (QTranslator** t : {&g_own, &g_qt})
        if (*t != nullptr) {
            QCoreApplication::removeTranslator(*t);
            delete *t;
            *t = nullptr;
        }
    g_code = chosen;
    auto* app = QCoreApplication::instance();
    g_own = new QTranslator(app);
    if (g_own->load(QStringLiteral(":/i18n/rightsizer_") + chosen + QStringLiteral(".qm")))
        QCoreApplication::installTranslator(g_own);
    if (chosen == QLatin1String("en"))
        return;
    g_qt = new QTranslator(app);
    if (g_qt->load(QStringLiteral("qtbase_") + chosen,
                   QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(g_qt);
}
} // namespace

QString installUiLanguage(const QString& code) {
    const QLocale system = QLocale::system();
    const QString chosen = code.isEmpty() || code == QLatin1String("system")
                               ? uiLanguageFor(system)
                               : uiLanguageFor(QLocale(code));
    // Numbers follow the system's conventions, unless the interface speaks another language
    // than the system (then that language's): English text keeps a German system's "2.221".
    const bool systemNumbers =
        chosen == QLatin1String("en") || system.language() == QLocale(chosen).language();
    QLocale::setDefault(systemNumbers ? system : QLocale(chosen));
    installTranslations(chosen);
    return chosen;
}

QString installedUiLanguage() {
    return g_code;
}

std::optional<QString> reportLanguageCode(const QString& code) {
    QString wanted = code.trimmed();
    wanted.replace(QLatin1Char('-'), QLatin1Char('_'));
    for (const UiLanguage& l : uiLanguages())
        if (l.code.compare(wanted, Qt::CaseInsensitive) == 0)
            return l.code;
    // A bare language with one translation: "zh" is zh_CN, "pt" is pt_BR.
    for (const UiLanguage& l : uiLanguages())
        if (l.code.section(QLatin1Char('_'), 0, 0).compare(wanted, Qt::CaseInsensitive) == 0)
            return l.code;
    return std::nullopt;
}

ScopedLanguage::ScopedLanguage(const QString& code)
    : m_previousCode(g_code)
    , m_previousLocale(QLocale()) {
    installTranslations(code);
    QLocale::setDefault(code == QLatin1String("en") ? QLocale::c() : QLocale(code));
}

ScopedLanguage::~ScopedLanguage() {
    installTranslations(m_previousCode);
    QLocale::setDefault(m_previousLocale);
}

} // namespace rightsizer::views
