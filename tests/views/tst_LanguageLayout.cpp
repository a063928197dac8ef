// The window at 1600×1000 in every language keeps its words whole: no label, button, check box,
// group title, tab or drop-down shows less than its text, on any of the workbench's tabs, and
// the layout's minimum size fits the window (otherwise Qt cuts the whole content). French and
// Ukrainian labels run a third longer than English ones; this is where they would be cut.
#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/MainWindow.h"
#include "views/EvaluationRunner.h"
#include "views/Language.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTextDocument>
#include <QToolButton>
#include <QtTest>

namespace tst_LanguageLayout_suite {

using namespace rightsizer;

namespace {

/// "class 'text' (needs W px, has w px)".
QString describe(const QWidget* w, const QString& text, int need, int have) {
    return QStringLiteral("%1 '%2' (needs %3 px, has %4)")
        .arg(QString::fromLatin1(w->metaObject()->className()), text.left(60))
        .arg(need)
        .arg(have);
}

/// The text a label shows, rich text reduced to its words, a mnemonic's "&" left out.
QString shownText(const QLabel* l) {
    if (l->textFormat() == Qt::PlainText || !Qt::mightBeRichText(l->text())) {
        QString text = l->text();
        if (l->buddy() != nullptr)
            text.remove(QRegularExpression(QStringLiteral("&(?!&)")));
        return text;
    }
    QTextDocument doc;
    doc.setHtml(l->text());
    return doc.toPlainText();
}

void checkLabel(const QLabel* l, QStringList& clipped) {
    const QString text = shownText(l);
    if (text.trimmed().isEmpty() || !l->pixmap().isNull())
        return;
    const QRect room = l->contentsRect();
    if (l->wordWrap()) {
        const int need = l->heightForWidth(l->width());
        if (need > l->height() + 1)
            clipped << describe(l, text, need, l->height()) + QStringLiteral(" tall");
        return;
    }
    // The widest line (a label may hold several).
    int need = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        need = std::max(need, l->fontMetrics().horizontalAdvance(line));
    need += 2 * l->margin() + std::max(0, l->indent());
    if (need > room.width() + 1)
        clipped << describe(l, text, need, room.width());
}

void checkButton(const QAbstractButton* b, QStringList& clipped) {
    if (b->text().isEmpty() || qobject_cast<const QToolButton*>(b) != nullptr)
        return; // tool buttons elide on purpose (the tab bar's scroll arrows, icons)
    // A button narrower than its size hint draws its text cut.
    const int need = b->sizeHint().width();
    if (need > b->width() + 1)
        clipped << describe(b, b->text(), need, b->width());
}

void checkGroup(const QGroupBox* g, QStringList& clipped) {
    if (g->title().isEmpty())
        return;
    const int need = g->fontMetrics().horizontalAdvance(g->title()) + 16;
    if (need > g->width())
        clipped << describe(g, g->title(), need, g->width());
}

void checkCombo(const QComboBox* c, QStringList& clipped) {
    // Each choice, once picked, shown whole in the box's text field (the list that opens is
    // as wide as its longest item).
    if (c->isEditable())
        return;
    QStyleOptionComboBox option;
    option.initFrom(c);
    const QRect field =
        c->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, c);
    for (int i = 0; i < c->count(); ++i) {
        int need = c->fontMetrics().horizontalAdvance(c->itemText(i));
        if (!c->itemIcon(i).isNull())
            need += c->iconSize().width() + 4;
        // A few pixels of slack: the advance of a last full-width "）" is mostly blank.
        if (need > field.width() + 4)
            clipped << describe(c, c->itemText(i), need, field.width());
    }
}

void checkTabs(const QTabBar* t, QStringList& clipped) {
    // Every tab whole: no elided title, no scroll arrows needed.
    for (int i = 0; i < t->count(); ++i) {
        if (!t->isTabVisible(i))
            continue;
        const int need = t->fontMetrics().horizontalAdvance(t->tabText(i).remove(QLatin1Char('&')));
        if (need > t->tabRect(i).width())
            clipped << describe(t, t->tabText(i), need, t->tabRect(i).width());
    }
}

/// What the window shows cut, on its current tab.
QStringList clippedIn(const QWidget& window) {
    QStringList clipped;
    for (const QWidget* w : window.findChildren<QWidget*>()) {
        if (!w->isVisibleTo(&window) || w->width() <= 0 || w->height() <= 0)
            continue;
        if (const auto* l = qobject_cast<const QLabel*>(w))
            checkLabel(l, clipped);
        else if (const auto* b = qobject_cast<const QAbstractButton*>(w))
            checkButton(b, clipped);
        else if (const auto* g = qobject_cast<const QGroupBox*>(w))
            checkGroup(g, clipped);
        else if (const auto* c = qobject_cast<const QComboBox*>(w))
            checkCombo(c, clipped);
        else if (const auto* t = qobject_cast<const QTabBar*>(w))
            checkTabs(t, clipped);
    }
    clipped.removeDuplicates();
    return clipped;
}

} // namespace

class tst_LanguageLayout final : public QObject {
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void nothingClippedAt1600x1000_data() {
        QTest::addColumn<QString>("code");
        for (const char* code : {"en", "fr", "uk", "pt_BR", "zh_CN", "ja"})
            QTest::newRow(code) << QString::fromLatin1(code);
    }

    void nothingClippedAt1600x1000() {
        QFETCH(QString, code);
        views::installUiLanguage(code);
        app::AppSettings settings(m_dir.filePath(code + QStringLiteral(".ini")));
        app::MainWindow window(test::bundledCatalog(), &settings,
                               m_dir.filePath(QStringLiteral("data")));
        QSignalSpy done(window.runner(), &views::EvaluationRunner::finished);
        window.resize(1600, 1000);
        window.show();
        window.start(QString(), false);
        QVERIFY(done.wait(60000) || !done.isEmpty());
        QCoreApplication::processEvents();

        // The layout fits: below its minimum size Qt cuts whatever does not fit.
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(
            minimum.width() <= 1600 && minimum.height() <= 1000,
            qPrintable(QStringLiteral("minimum %1×%2").arg(minimum.width()).arg(minimum.height())));
        QCOMPARE(window.size(), QSize(1600, 1000));

        auto* tabs = window.findChild<QTabWidget*>();
        QVERIFY(tabs);
        QStringList clipped;
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            for (const QString& c : clippedIn(window))
                clipped << tabs->tabText(i).remove(QLatin1Char('&')) + QStringLiteral(": ") + c;
        }
        clipped.removeDuplicates();
        QVERIFY2(clipped.isEmpty(), qPrintable(QStringLiteral("\n") + clipped.join(u'\n')));
        views::installUiLanguage(QStringLiteral("en"));
    }
};

} // namespace tst_LanguageLayout_suite

QTEST_MAIN(tst_LanguageLayout_suite::tst_LanguageLayout)
#include "tst_LanguageLayout.moc"
