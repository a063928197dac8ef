// The scenario form's number boxes and the keyboard, as a user types (found by a first-use
// trial): a box showing its special value ("none", "engine default") is not refused when the
// focus leaves it; scientific notation is read, never "1e9" as 19; Ctrl+Z and Ctrl+Y in a box
// that shows its value undo and redo the scenario, not the box's empty typing history.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/ScenarioEditor.h"
#include "workspace/ScenarioDocument.h"

#include <QAction>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>
#include <QUndoStack>

#include <memory>

namespace tst_FieldKeys_suite {

using namespace rightsizer;

class tst_FieldKeys final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    std::unique_ptr<workspace::ScenarioDocument> m_doc;
    std::unique_ptr<views::ScenarioEditor> m_editor; // destroyed before the document

    QDoubleSpinBox* box(const char* path) {
        auto* w = m_editor->findChild<QDoubleSpinBox*>(QString::fromLatin1(path));
        if (w == nullptr)
            qFatal("no box named %s", path);
        return w;
    }
    bool refused(const char* path) {
        auto* error =
            m_editor->findChild<QLabel*>(QString::fromLatin1(path) + QStringLiteral(".error"));
        return error != nullptr && error->isVisibleTo(m_editor.get());
    }
    /// Selects the box's text, types `text` and presses Return, as a user does.
    static void type(QAbstractSpinBox* b, const QString& text) {
        b->setFocus();
        b->selectAll();
        QTest::keyClicks(b, text);
        QTest::keyClick(b, Qt::Key_Return);
    }
    /// The focus moves on, as Tab does.
    void leave(QWidget* from, QWidget* to) {
        to->setFocus();
        QTRY_VERIFY(to->hasFocus());
        QVERIFY(!from->hasFocus());
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init() {
        m_doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_doc->reset(test::exampleScenario(m_catalog));
        m_editor = std::make_unique<views::ScenarioEditor>(m_doc.get());
        m_editor->resize(380, 900);
        // The window's Edit > Undo and Redo, as the main window has them.
        auto* undo = m_doc->undoStack()->createUndoAction(m_editor.get());
        undo->setShortcut(QKeySequence::Undo);
        auto* redo = m_doc->undoStack()->createRedoAction(m_editor.get());
        QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
        if (!redoKeys.contains(QKeySequence(Qt::CTRL | Qt::Key_Y)))
            redoKeys.append(QKeySequence(Qt::CTRL | Qt::Key_Y));
        redo->setShortcuts(redoKeys);
        m_editor->addActions({undo, redo});
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }

    void cleanup() {
        m_editor.reset();
        m_doc.reset();
    }

    void specialValueIsNotRefusedOnLeaving() {
        // "Max running sequences" shows "engine default (...)"; clicking in and tabbing out
        // changes nothing and says nothing.
        QDoubleSpinBox* running = box("runtime.max_batch");
        QDoubleSpinBox* rate = box("workload.requests_per_s");
        QVERIFY(running->text().startsWith(QStringLiteral("engine default")));
        running->setFocus();
        QTRY_VERIFY(running->hasFocus());
        leave(running, rate);
        QVERIFY(!refused("runtime.max_batch"));
        QVERIFY(running->text().startsWith(QStringLiteral("engine default")));
        QCOMPARE(m_doc->undoStack()->count(), 0);
        // TTFT at 0 shows "none" (no target); Return and then leaving keep it, unrefused.
        QDoubleSpinBox* ttft = box("sla.ttft_ms");
        type(ttft, QStringLiteral("0"));
        QCOMPARE(m_doc->scenario().sla.ttftS, 0.0);
        QCOMPARE(ttft->text(), QStringLiteral("none"));
        leave(ttft, rate);
        QVERIFY(!refused("sla.ttft_ms"));
        QCOMPARE(m_doc->scenario().sla.ttftS, 0.0);
        QCOMPARE(m_doc->undoStack()->count(), 1);
    }

    void scientificNotationIsReadNotMangled() {
        QDoubleSpinBox* rate = box("workload.requests_per_s");
        // 1e9 requests/s is above the field's 1,000,000: refused with the range, not read as 19.
        type(rate, QStringLiteral("1e9"));
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 20.0);
        QVERIFY(refused("workload.requests_per_s"));
        QCOMPARE(rate->text(), QStringLiteral("1e9 req/s"));
        // More decimals than the field keeps: refused, not rounded (tokens are whole).
        QDoubleSpinBox* tokens = box("workload.input_tokens.mean");
        type(tokens, QStringLiteral("1500.5"));
        QCOMPARE(m_doc->scenario().serving.inputTokens.mean, 1500.0);
        QVERIFY(refused("workload.input_tokens.mean"));
        type(tokens, QStringLiteral("1.6e3"));
        QCOMPARE(m_doc->scenario().serving.inputTokens.mean, 1600.0);
        // 2.5e1 is 25.
        type(rate, QStringLiteral("2.5e1"));
        QVERIFY(!refused("workload.requests_per_s"));
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 25.0);
        QCOMPARE(rate->text(), QStringLiteral("25 req/s"));
    }

    void undoInAFieldUndoesTheScenario() {
        QDoubleSpinBox* rate = box("workload.requests_per_s");
        type(rate, QStringLiteral("25"));
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 25.0);
        QVERIFY(rate->hasFocus());
        QTest::keyClick(rate, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 20.0);
        QCOMPARE(rate->text(), QStringLiteral("20 req/s"));
        QTest::keyClick(rate, Qt::Key_Y, Qt::ControlModifier);
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 25.0);
        // In another box, after Tab, too.
        QDoubleSpinBox* mean = box("workload.input_tokens.mean");
        leave(rate, mean);
        QTest::keyClick(mean, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_doc->scenario().serving.requestsPerS, 20.0);
        // While a typed text is pending, Ctrl+Z is the box's own: the scenario stays.
        mean->selectAll();
        QTest::keyClicks(mean, QStringLiteral("99"));
        const int before = m_doc->undoStack()->index();
        QTest::keyClick(mean, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(m_doc->undoStack()->index(), before);
    }
};

} // namespace tst_FieldKeys_suite

QTEST_MAIN(tst_FieldKeys_suite::tst_FieldKeys)
#include "tst_FieldKeys.moc"
