#include "CliText.h"

#include "views/EnginePhrase.h"
#include "views/Language.h"
#include "views/table/RowTable.h"

#include <QLocale>

namespace rightsizer::app {

QString installCliLanguage() {
    const QString code = views::uiLanguageFor(QLocale::system());
    const QString installed = views::installUiLanguage(code);
    // English keeps the C locale's numbers on any system, as the command line always printed.
    if (installed == QLatin1String("en"))
        QLocale::setDefault(QLocale::c());
    return installed;
}

views::QuantityFormat cliFormat() {
    return views::QuantityFormat(QLocale());
}

QString cliPhrase(const model::Phrase& phrase) {
    if (views::installedUiLanguage() == QLatin1String("en"))
        return QString::fromStdString(phrase.english());
    return views::phraseText(phrase);
}

QString row(const QString& label, const QString& value) {
    return views::padToWidth(label, 30) + value;
}

QString pad(const QString& s, qsizetype width) {
    return views::padToWidth(s, int(width));
}

QString rpad(const QString& s, qsizetype width) {
    return views::padToWidth(s, int(width), true);
}

} // namespace rightsizer::app
