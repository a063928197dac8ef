// The editor's serving techniques (issue 24): speculative decoding and prefix caching are set
// as a user sets them, each change one undoable step, and the form follows undo.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/ScenarioEditor.h"
#include "workspace/ScenarioDocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QTest>

#include <memory>

using namespace rightsizer;

class tst_TechniquesEditor final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    std::unique_ptr<workspace::ScenarioDocument> m_doc;
    std::unique_ptr<views::ScenarioEditor> m_editor;

    template <typename T> T* field(const char* path) {
        auto* w = m_editor->findChild<T*>(QString::fromLatin1(path));
        if (w == nullptr)
            qFatal("no editor named %s", path);
        return w;
    }
    bool shown(QWidget* w) const { return w->isVisibleTo(m_editor.get()); }
    const model::Scenario& scenario() const { return m_doc->scenario(); }
    /// Picks the item whose data is `key`, as a user does with the mouse.
    void pick(QComboBox* combo, const QString& key) {
        const int index = combo->findData(key);
        QVERIFY2(index >= 0, qPrintable(key));
        combo->setCurrentIndex(index);
        emit combo->activated(index);
    }
    static void type(QAbstractSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init() {
        m_doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_doc->reset(test::exampleScenario(m_catalog)); // Llama 3.1 70B
        m_editor = std::make_unique<views::ScenarioEditor>(m_doc.get());
        m_editor->resize(380, 900);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }

    void cleanup() {
        m_editor.reset();
        m_doc.reset();
    }

    void offersTheDraftsOfTheModel() {
        auto* combo = field<QComboBox>("runtime.speculative.draft_model");
        QVERIFY(shown(field<QGroupBox>("group.techniques")));
        QCOMPARE(combo->currentData().toString(), QStringLiteral("none"));
        // Llama 3.1 70B's tokenizer (128 256 tokens) is Llama 3.2 1B's and Llama 3.1 8B's; Qwen3
        // 0.6B has another and is not offered.
        QVERIFY(combo->findData(QStringLiteral("llama-3.2-1b")) >= 0);
        QVERIFY(combo->findData(QStringLiteral("llama-3.1-8b")) >= 0);
        QCOMPARE(combo->findData(QStringLiteral("qwen3-0.6b")), -1);
        QVERIFY(combo->findData(QStringLiteral("mtp")) >= 0);
        // The proposals and acceptance show only while speculation is on.
        QVERIFY(!shown(field<QDoubleSpinBox>("runtime.speculative.tokens")));
    }

    void choosingADraftIsOneUndoableEdit() {
        auto* combo = field<QComboBox>("runtime.speculative.draft_model");
        const int before = m_doc->undoStack()->count();
        pick(combo, QStringLiteral("llama-3.2-1b"));
        QCOMPARE(scenario().runtime.speculative.method, model::Speculation::Draft);
        QVERIFY(scenario().runtime.speculative.draft);
        QCOMPARE(scenario().runtime.speculative.draft->id, std::string("llama-3.2-1b"));
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        QVERIFY(shown(field<QDoubleSpinBox>("runtime.speculative.tokens")));
        type(field<QDoubleSpinBox>("runtime.speculative.acceptance_percent"), QStringLiteral("80"));
        QCOMPARE(scenario().runtime.speculative.acceptance, 0.8);
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.speculative.method, model::Speculation::None);
        QCOMPARE(combo->currentData().toString(), QStringLiteral("none"));
        QVERIFY(!shown(field<QDoubleSpinBox>("runtime.speculative.tokens")));
    }

    void prefixFieldsSetTheWorkload() {
        type(field<QDoubleSpinBox>("workload.prefix.tokens"), QStringLiteral("800"));
        type(field<QDoubleSpinBox>("workload.prefix.hit_rate_percent"), QStringLiteral("90"));
        QCOMPARE(scenario().serving.prefixTokens, 800.0);
        QCOMPARE(scenario().serving.prefixHitRate, 0.9);
        // Longer than the mean input (1 500 tokens) is refused, and the value stays.
        type(field<QDoubleSpinBox>("workload.prefix.tokens"), QStringLiteral("5000"));
        QCOMPARE(scenario().serving.prefixTokens, 800.0);
        QVERIFY(!field<QLabel>("workload.prefix.tokens.error")->text().isEmpty());
    }

    void trainingHidesTheTechniques() {
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findText(QStringLiteral("train"), Qt::MatchStartsWith));
        emit mode->activated(mode->currentIndex());
        QCOMPARE(scenario().mode, model::Mode::Train);
        QVERIFY(!shown(field<QGroupBox>("group.techniques")));
    }
};

QTEST_MAIN(tst_TechniquesEditor)
#include "tst_TechniquesEditor.moc"
