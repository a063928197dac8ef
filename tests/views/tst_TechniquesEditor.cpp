// The serving techniques in the workbench (issue 24): speculative decoding, prefix caching and
// the disaggregated-serving comparison are set in the editor as a user sets them, each change
// one undoable step, and the form follows undo; the candidates table names the techniques and
// the candidates view and the detail pane show the disaggregated verdict.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/CandidateTableModel.h"
#include "views/CandidatesView.h"
#include "views/DetailView.h"
#include "views/ScenarioEditor.h"
#include "views/TechniqueText.h"
#include "workspace/Evaluation.h"
#include "workspace/ScenarioDocument.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGroupBox>
#include <QLabel>
#include <QTest>
#include <QTextBrowser>

#include <memory>

namespace tst_TechniquesEditor_suite {

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

    void disaggregationIsComparedOnRequest() {
        auto* compare = field<QComboBox>("runtime.disaggregation.compare");
        auto* link = field<QComboBox>("runtime.disaggregation.kv_link");
        QVERIFY(!shown(link));
        const int before = m_doc->undoStack()->count();
        compare->setCurrentIndex(compare->findData(1.0));
        emit compare->activated(compare->currentIndex());
        QVERIFY(scenario().disaggregation.compare);
        QCOMPARE(m_doc->undoStack()->count(), before + 1);
        QVERIFY(shown(link));
        QVERIFY(shown(field<QComboBox>("runtime.disaggregation.mixed_gpus")));
        link->setCurrentIndex(link->findData(double(int(model::KvLink::Network))));
        emit link->activated(link->currentIndex());
        QCOMPARE(scenario().disaggregation.link, model::KvLink::Network);
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QVERIFY(!scenario().disaggregation.compare);
        QCOMPARE(scenario().disaggregation.link, model::KvLink::Auto);
        QVERIFY(!shown(link));
    }

    void theWorkbenchShowsTheDisaggregatedVerdict() {
        model::Scenario s = test::exampleScenario(m_catalog);
        s.disaggregation.compare = true;
        auto e = workspace::evaluate(s, m_catalog);
        QVERIFY(e);
        QVERIFY(e->disaggregation && e->disaggregation->best);
        const auto evaluation = std::make_shared<const workspace::Evaluation>(std::move(e).value());
        views::CandidatesView candidates;
        candidates.setEvaluation(evaluation);
        candidates.show();
        auto* verdict = candidates.findChild<QLabel*>(QStringLiteral("disaggregationVerdict"));
        QVERIFY(verdict && verdict->isVisibleTo(&candidates));
        QVERIFY2(verdict->text().contains(
                     views::disaggregationVerdict(*evaluation->disaggregation).toHtmlEscaped()),
                 qPrintable(verdict->text()));
        views::DetailView detail;
        detail.showCandidate(evaluation, candidates.currentCandidate());
        const QString text =
            detail.findChild<QTextBrowser*>(QStringLiteral("details"))->toPlainText();
        QVERIFY2(text.contains(QStringLiteral("Disaggregated serving, against rank 1")),
                 qPrintable(text));
        const model::DisaggregatedRequest& r = evaluation->disaggregation->best->request;
        QVERIFY2(text.contains(QStringLiteral("%1 × TP%2 on %3")
                                   .arg(r.decodeWorkers)
                                   .arg(r.decode.layout.tp)
                                   .arg(QString::fromStdString(r.decode.gpu.name))),
                 qPrintable(text));
        // A scenario that does not ask shows neither.
        candidates.setEvaluation(test::exampleEvaluation());
        QVERIFY(!verdict->isVisibleTo(&candidates));
    }

    void theTableNamesTheTechniques() {
        model::Scenario s = test::exampleScenario(m_catalog);
        s.gpuIds = {"h100-sxm"};
        s.runtime.speculative.method = model::Speculation::Mtp; // 3 proposals at 70 %
        s.serving.prefixTokens = 800;
        s.serving.prefixHitRate = 0.5;
        auto e = workspace::evaluate(s, m_catalog);
        QVERIFY(e);
        views::CandidateTableModel table;
        table.setEvaluation(std::make_shared<const workspace::Evaluation>(std::move(e).value()));
        const int column = table.columnOf(views::CandidateTableModel::Column::Technique);
        QVERIFY(column >= 0);
        // (1 - 0.7^4) / (1 - 0.7) = 2.53 tokens a step; 800 x 50 % = 400 prompt tokens cached.
        QCOMPARE(table.index(0, column).data().toString(),
                 QStringLiteral("MTP ×2.53 · prefix 400 tok"));
    }

    void trainingHidesTheTechniques() {
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findText(QStringLiteral("train"), Qt::MatchStartsWith));
        emit mode->activated(mode->currentIndex());
        QCOMPARE(scenario().mode, model::Mode::Train);
        QVERIFY(!shown(field<QGroupBox>("group.techniques")));
    }
};

} // namespace tst_TechniquesEditor_suite

QTEST_MAIN(tst_TechniquesEditor_suite::tst_TechniquesEditor)
#include "tst_TechniquesEditor.moc"
