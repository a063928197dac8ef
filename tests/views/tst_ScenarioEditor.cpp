// The scenario editor: every field edits the document as one undoable step, refused values
// show the engine's message inline and change nothing, and the form follows undo and redo.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "model/Units.h"
#include "views/ScenarioEditor.h"
#include "workspace/ScenarioDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGroupBox>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPlainTextEdit>
#include <QScrollArea>
#include <QSignalSpy>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <memory>

namespace tst_ScenarioEditor_suite {

using namespace rightsizer;
using views::ScenarioEditor;
using workspace::ScenarioDocument;

namespace {

// meta-llama/Llama-3.1-8B config.json (the fields the importer reads), as in tst_Catalog.
const QByteArray kLlamaConfig =
    R"({"architectures": ["LlamaForCausalLM"], "model_type": "llama", "hidden_size": 4096,
        "intermediate_size": 14336, "num_attention_heads": 32, "num_hidden_layers": 32,
        "num_key_value_heads": 8, "vocab_size": 128256, "max_position_embeddings": 131072,
        "tie_word_embeddings": false, "torch_dtype": "bfloat16"})";

bool hasPrecision(const model::Scenario& s, model::Precision p) {
    return std::find(s.precisions.begin(), s.precisions.end(), p) != s.precisions.end();
}

} // namespace

class tst_ScenarioEditor final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    std::unique_ptr<workspace::ScenarioDocument> m_doc;
    std::unique_ptr<ScenarioEditor> m_editor; // destroyed before the document

    template <typename T> T* field(const char* path) {
        auto* w = m_editor->findChild<T*>(QString::fromLatin1(path));
        if (w == nullptr)
            qFatal("no editor named %s", path);
        return w;
    }
    QLabel* errorOf(const char* path) {
        return field<QLabel>((QByteArray(path) + ".error").constData());
    }
    bool shown(QWidget* w) const { return w->isVisibleTo(m_editor.get()); }
    const model::Scenario& scenario() const { return m_doc->scenario(); }
    int undoCount() const { return m_doc->undoStack()->count(); }

    /// Selects the box's text, types `text` and presses Return, as a user does.
    static void type(QAbstractSpinBox* box, const QString& text) {
        box->setFocus();
        box->selectAll();
        QTest::keyClicks(box, text);
        QTest::keyClick(box, Qt::Key_Return);
    }
    int gpuRow(const QString& id) {
        auto* list = field<QListWidget>("gpus");
        for (int row = 0; row < list->count(); ++row)
            if (list->item(row)->data(Qt::UserRole).toString() == id)
                return row;
        return -1;
    }
    /// Scrolls the form to the check box and clicks its indicator, as a user does.
    void click(QCheckBox* box) {
        m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(box);
        QStyleOptionButton option;
        option.initFrom(box);
        const QRect indicator =
            box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
        QTest::mouseClick(box, Qt::LeftButton, {}, indicator.center());
    }
    /// Space on the list's current row toggles its check box, as a user does.
    void toggleGpu(const QString& id) {
        auto* list = field<QListWidget>("gpus");
        list->setCurrentRow(gpuRow(id));
        QTest::keyClick(list, Qt::Key_Space);
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init() {
        m_doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_doc->reset(test::exampleScenario(m_catalog));
        m_editor = std::make_unique<ScenarioEditor>(m_doc.get());
        m_editor->resize(380, 900);
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }

    void cleanup() {
        m_editor.reset();
        m_doc.reset();
    }

    void showsTheExample() {
        // The example: 20 requests/s, input 1500/4000, p95 TTFT 1 s, TPOT 50 ms, bf16 + fp8,
        // all catalog GPUs, 20 % headroom.
        QCOMPARE(field<QDoubleSpinBox>("workload.requests_per_s")->text(),
                 QStringLiteral("20 req/s"));
        QCOMPARE(field<QDoubleSpinBox>("workload.input_tokens.mean")->value(), 1500.0);
        QCOMPARE(field<QDoubleSpinBox>("workload.input_tokens.p95")->text(),
                 QStringLiteral("4,000 tokens"));
        QCOMPARE(field<QDoubleSpinBox>("sla.ttft_ms")->text(), QStringLiteral("1,000 ms"));
        QCOMPARE(field<QDoubleSpinBox>("sla.tpot_ms")->value(), 50.0);
        QCOMPARE(field<QDoubleSpinBox>("sla.min_output_tokens_per_s")->text(),
                 QStringLiteral("none"));
        QCOMPARE(field<QComboBox>("sla.percentile")->currentText(), QStringLiteral("p95"));
        QVERIFY(field<QCheckBox>("precisions.bf16")->isChecked());
        QVERIFY(field<QCheckBox>("precisions.fp8")->isChecked());
        QVERIFY(!field<QCheckBox>("precisions.int4")->isChecked());
        QVERIFY(field<QCheckBox>("gpus.all")->isChecked());
        QVERIFY(!field<QListWidget>("gpus")->isEnabled());
        QVERIFY(field<QLabel>("model.current")->text().contains(QStringLiteral("Llama 3.1 70B")));
        QVERIFY(shown(field<QGroupBox>("group.serving")));
        QVERIFY(!shown(field<QGroupBox>("group.training")));
        QVERIFY(!shown(errorOf("workload.requests_per_s")));
    }

    void headroomIsShownInPercent() {
        auto* headroom = field<QDoubleSpinBox>("limits.headroom_percent");
        QCOMPARE(scenario().limits.headroom, 0.2);
        QCOMPARE(headroom->value(), 20.0);
        QCOMPARE(headroom->text(), QStringLiteral("20 %"));
        QCOMPARE(field<QDoubleSpinBox>("runtime.memory_utilization")->text(),
                 QStringLiteral("90 %"));
        type(headroom, QStringLiteral("35"));
        QVERIFY(test::near(scenario().limits.headroom, 0.35, 1e-12));
    }

    void everyFieldHasUnitRangeAndHelp_data() {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<double>("minimum");
        QTest::addColumn<double>("maximum");
        // Ranges of validateScenario (model/Scenario.cpp), in the shown unit; token fields
        // end at the model's context (Llama 3.1: 131,072 tokens).
        QTest::newRow("rate") << "workload.requests_per_s"
                              << " req/s" << 1e-6 << 1e6;
        QTest::newRow("input mean") << "workload.input_tokens.mean"
                                    << " tokens" << 1.0 << 131072.0;
        QTest::newRow("input p95") << "workload.input_tokens.p95"
                                   << " tokens" << 1.0 << 131072.0;
        QTest::newRow("output mean") << "workload.output_tokens.mean"
                                     << " tokens" << 1.0 << 131072.0;
        QTest::newRow("output p95") << "workload.output_tokens.p95"
                                    << " tokens" << 1.0 << 131072.0;
        QTest::newRow("ttft") << "sla.ttft_ms"
                              << " ms" << 0.0 << 600000.0;
        QTest::newRow("tpot") << "sla.tpot_ms"
                              << " ms" << 0.0 << 60000.0;
        QTest::newRow("min rate") << "sla.min_output_tokens_per_s"
                                  << " tokens/s" << 0.0 << 1e9;
        QTest::newRow("tokens (billions)") << "workload.tokens"
                                           << " B tokens" << 1e-9 << 1e6;
        QTest::newRow("deadline") << "workload.deadline_hours"
                                  << " h" << 0.01 << 17568.0;
        QTest::newRow("seq len") << "workload.seq_len"
                                 << " tokens" << 1.0 << 131072.0;
        QTest::newRow("global batch") << "workload.global_batch"
                                      << " sequences" << 1.0 << 1e8;
        QTest::newRow("max gpus") << "limits.max_gpus"
                                  << " GPUs" << 1.0 << 65536.0;
        QTest::newRow("gpus per node") << "limits.gpus_per_node"
                                       << " GPUs" << 1.0 << 72.0;
        QTest::newRow("headroom") << "limits.headroom_percent"
                                  << " %" << 0.0 << 1000.0;
        // At the example's 1: singular ("1 replica", not "1 replicas").
        QTest::newRow("min replicas") << "limits.min_replicas"
                                      << " replica" << 1.0 << 1024.0;
        QTest::newRow("memory use") << "runtime.memory_utilization"
                                    << " %" << 5.0 << 100.0;
        // 0 is the engine's default; then 1 or 64 up to validateScenario's maximum.
        QTest::newRow("max running") << "runtime.max_batch"
                                     << " sequences" << 0.0 << 65536.0;
        QTest::newRow("step budget") << "runtime.prefill_chunk_tokens"
                                     << " tokens" << 0.0 << 1048576.0;
    }

    void everyFieldHasUnitRangeAndHelp() {
        QFETCH(QString, path);
        QFETCH(QString, suffix);
        QFETCH(double, minimum);
        QFETCH(double, maximum);
        auto* box = m_editor->findChild<QDoubleSpinBox*>(path);
        QVERIFY2(box != nullptr, qPrintable(path));
        QCOMPARE(box->suffix(), suffix);
        QCOMPARE(box->minimum(), minimum);
        QCOMPARE(box->maximum(), maximum);
        QVERIFY2(box->toolTip().contains(QStringLiteral("Accepted: ")), qPrintable(box->toolTip()));
        QVERIFY(box->toolTip().contains(path));
    }

    void typedRateEditsTheScenario() {
        auto* rate = field<QDoubleSpinBox>("workload.requests_per_s");
        type(rate, QStringLiteral("25.5"));
        QCOMPARE(scenario().serving.requestsPerS, 25.5);
        QCOMPARE(undoCount(), 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Set Peak requests/s"));
    }

    void peakAndMeanRequestsAreNamedAndUndoable() {
        // The rate is the peak, labelled so, with its meaning and the headroom in the tooltip;
        // the mean is a field of its own that shows the profile's mean until it is given.
        auto* peak = field<QDoubleSpinBox>("workload.requests_per_s");
        auto* mean = field<QDoubleSpinBox>("workload.mean_requests_per_s");
        QStringList labels;
        for (const QLabel* l : m_editor->findChildren<QLabel*>())
            if (shown(const_cast<QLabel*>(l)))
                labels << l->text();
        QVERIFY2(labels.contains(QStringLiteral("Peak requests/s")),
                 qPrintable(labels.join(QLatin1Char('|'))));
        QVERIFY(labels.contains(QStringLiteral("Mean requests/s")));
        QVERIFY(!labels.contains(QStringLiteral("Requests/s")));
        QVERIFY(peak->toolTip().contains(QStringLiteral("busiest hour")));
        QVERIFY(peak->toolTip().contains(QStringLiteral("headroom")));
        QVERIFY(mean->toolTip().contains(QStringLiteral("fleet sized for the peak")));
        // The example gives no mean: the default daytime profile's, 20 x 6 x 12.97 / 168 = 9.26.
        QVERIFY(!scenario().serving.meanRequestsPerS.has_value());
        QCOMPARE(mean->text(), QStringLiteral("profile's mean (9.26)"));

        type(mean, QStringLiteral("12"));
        QCOMPARE(scenario().serving.meanRequestsPerS.value_or(0), 12.0);
        QCOMPARE(undoCount(), 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Set Mean requests/s"));
        m_doc->undoStack()->undo();
        QVERIFY(!scenario().serving.meanRequestsPerS.has_value());
        QCOMPARE(mean->text(), QStringLiteral("profile's mean (9.26)"));
        m_doc->undoStack()->redo();
        QCOMPARE(scenario().serving.meanRequestsPerS.value_or(0), 12.0);
        QCOMPARE(mean->value(), 12.0);

        // Below what the daytime shape reaches (20 x 30/168 = 3.57): refused, naming the field.
        type(mean, QStringLiteral("2"));
        QCOMPARE(scenario().serving.meanRequestsPerS.value_or(0), 12.0);
        QVERIFY2(errorOf("workload.mean_requests_per_s")
                     ->text()
                     .startsWith(QStringLiteral("Mean requests/s: got 2 requests/s")),
                 qPrintable(errorOf("workload.mean_requests_per_s")->text()));
        QCOMPARE(undoCount(), 1);
    }

    void dragIsOneUndoStepUntilEditingFinishes() {
        auto* rate = field<QDoubleSpinBox>("workload.requests_per_s");
        for (double r : {21.0, 22.0, 23.0})
            rate->setValue(r); // what a drag or held arrow key does
        QCOMPARE(scenario().serving.requestsPerS, 23.0);
        QCOMPARE(undoCount(), 1);
        QTest::keyClick(rate, Qt::Key_Return); // editing finished: the step is sealed
        rate->setValue(30);
        QCOMPARE(undoCount(), 2);

        m_doc->undoStack()->undo();
        QCOMPARE(scenario().serving.requestsPerS, 23.0);
        QCOMPARE(rate->value(), 23.0);
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().serving.requestsPerS, 20.0);
        QCOMPARE(rate->value(), 20.0);
        QCOMPARE(rate->text(), QStringLiteral("20 req/s"));
        m_doc->undoStack()->redo();
        QCOMPARE(rate->value(), 23.0);
    }

    void undoRestoresConvertedUnits() {
        auto* ttft = field<QDoubleSpinBox>("sla.ttft_ms");
        type(ttft, QStringLiteral("1500"));
        QCOMPARE(scenario().sla.ttftS, 1.5);
        type(ttft, QStringLiteral("0")); // 0 = no target; TPOT still holds one
        QCOMPARE(scenario().sla.ttftS, 0.0);
        QCOMPARE(ttft->text(), QStringLiteral("none"));
        QCOMPARE(undoCount(), 2);
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().sla.ttftS, 1.0);
        QCOMPARE(ttft->text(), QStringLiteral("1,000 ms"));
    }

    void crossFieldErrorShowsInlineAndChangesNothing() {
        QSignalSpy changed(m_doc.get(), &workspace::ScenarioDocument::scenarioChanged);
        auto* p95 = field<QDoubleSpinBox>("workload.input_tokens.p95");
        QLabel* error = errorOf("workload.input_tokens.p95");
        type(p95, QStringLiteral("100")); // below the mean of 1500
        QVERIFY(shown(error));
        QVERIFY2(error->text().startsWith(QStringLiteral("Input tokens, p95: got 100")),
                 qPrintable(error->text()));
        // The range in the window's number format, as the field beside it ("1,000 ms").
        QVERIFY2(error->text().contains(QStringLiteral("accepted 1,500 to 131,072 tokens")),
                 qPrintable(error->text()));
        QVERIFY(p95->property("invalid").toBool());
        QCOMPARE(scenario().serving.inputTokens.p95, 4000.0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(undoCount(), 0);

        type(p95, QStringLiteral("5000")); // fixed: the error goes
        QCOMPARE(scenario().serving.inputTokens.p95, 5000.0);
        QVERIFY(!shown(error));
        QVERIFY(!p95->property("invalid").toBool());
    }

    void errorShowsWhereTheUserTypedAndMarksTheNamedField() {
        // A mean above the p95 is refused on the p95: the message shows under the mean (where
        // the user is) and the p95 is marked too.
        auto* mean = field<QDoubleSpinBox>("workload.input_tokens.mean");
        type(mean, QStringLiteral("5000"));
        QVERIFY(shown(errorOf("workload.input_tokens.mean")));
        QVERIFY(errorOf("workload.input_tokens.mean")
                    ->text()
                    .contains(QStringLiteral("Input tokens, p95")));
        QVERIFY(field<QDoubleSpinBox>("workload.input_tokens.p95")->property("invalid").toBool());
        QCOMPARE(scenario().serving.inputTokens.mean, 1500.0);
        // Undo of an earlier step, or any other change, shows the scenario again without errors.
        type(field<QDoubleSpinBox>("sla.tpot_ms"), QStringLiteral("40"));
        QVERIFY(!shown(errorOf("workload.input_tokens.mean")));
        QCOMPARE(mean->value(), 1500.0);
        QVERIFY(!field<QDoubleSpinBox>("workload.input_tokens.p95")->property("invalid").toBool());
    }

    void precisionCheckboxesEditTheList() {
        click(field<QCheckBox>("precisions.fp8"));
        QVERIFY(!hasPrecision(scenario(), model::Precision::Fp8));
        QVERIFY(hasPrecision(scenario(), model::Precision::Bf16));
        click(field<QCheckBox>("precisions.int4"));
        QVERIFY(hasPrecision(scenario(), model::Precision::Int4));
        QCOMPARE(undoCount(), 2);
        m_doc->undoStack()->undo();
        QVERIFY(!field<QCheckBox>("precisions.int4")->isChecked());
        QVERIFY(!hasPrecision(scenario(), model::Precision::Int4));

        // The last precision cannot go: the engine refuses an empty list, the box stays.
        auto* bf16 = field<QCheckBox>("precisions.bf16");
        click(bf16);
        QVERIFY(bf16->isChecked());
        QVERIFY(hasPrecision(scenario(), model::Precision::Bf16));
        QVERIFY(shown(errorOf("precisions")));
        QVERIFY(errorOf("precisions")->text().startsWith(QStringLiteral("precisions: ")));
    }

    void gpuListChoosesCandidates() {
        click(field<QCheckBox>("gpus.all"));
        QCOMPARE(scenario().gpuIds.size(), m_catalog.gpus.size()); // every GPU, explicitly
        QVERIFY(field<QListWidget>("gpus")->isEnabled());
        toggleGpu(QStringLiteral("h100-sxm"));
        const auto& ids = scenario().gpuIds;
        QCOMPARE(ids.size(), m_catalog.gpus.size() - 1);
        QVERIFY(std::find(ids.begin(), ids.end(), "h100-sxm") == ids.end());
        QCOMPARE(field<QListWidget>("gpus")->item(gpuRow(QStringLiteral("h100-sxm")))->checkState(),
                 Qt::Unchecked);
        m_doc->undoStack()->undo();
        QCOMPARE(field<QListWidget>("gpus")->item(gpuRow(QStringLiteral("h100-sxm")))->checkState(),
                 Qt::Checked);
        m_doc->undoStack()->undo();
        QVERIFY(scenario().gpuIds.empty());
        QVERIFY(field<QCheckBox>("gpus.all")->isChecked());
    }

    void lastGpuCannotBeUnchecked() {
        QVERIFY(m_doc->edit(QStringLiteral("gpus"), QStringLiteral("setup"),
                            [](model::Scenario& s) { s.gpuIds = {"h100-sxm"}; }));
        toggleGpu(QStringLiteral("h100-sxm"));
        QCOMPARE(scenario().gpuIds, std::vector<std::string>{"h100-sxm"});
        QCOMPARE(field<QListWidget>("gpus")->item(gpuRow(QStringLiteral("h100-sxm")))->checkState(),
                 Qt::Checked);
        QVERIFY(shown(errorOf("gpus")));
        QCOMPARE(undoCount(), 1);
    }

    void gpuFiltersHideRowsButKeepTheSelection() {
        QVERIFY(
            m_doc->edit(QStringLiteral("gpus"), QStringLiteral("setup"), [](model::Scenario& s) {
                s.gpuIds = {"h100-sxm", "mi300x"};
            }));
        const std::vector<std::string> chosen = scenario().gpuIds;
        auto* list = field<QListWidget>("gpus");
        auto* vendor = field<QComboBox>("gpus.filter.vendor");
        vendor->setCurrentIndex(vendor->findText(QStringLiteral("AMD")));
        int visible = 0;
        for (int row = 0; row < list->count(); ++row) {
            const auto* gpu =
                m_catalog.findGpu(list->item(row)->data(Qt::UserRole).toString().toStdString());
            QCOMPARE(list->item(row)->isHidden(), gpu->vendor != "AMD");
            visible += list->item(row)->isHidden() ? 0 : 1;
        }
        QVERIFY(visible > 0);
        QVERIFY(list->item(gpuRow(QStringLiteral("h100-sxm")))->isHidden());
        QCOMPARE(scenario().gpuIds, chosen);

        vendor->setCurrentIndex(0); // all vendors
        field<QDoubleSpinBox>("gpus.filter.min_memory_gib")->setValue(100);
        for (int row = 0; row < list->count(); ++row) {
            const auto* gpu =
                m_catalog.findGpu(list->item(row)->data(Qt::UserRole).toString().toStdString());
            QCOMPARE(list->item(row)->isHidden(), gpu->memoryRuntimeBytes < 100 * model::kGiB);
        }
        auto* formFactor = field<QComboBox>("gpus.filter.form_factor");
        formFactor->setCurrentIndex(formFactor->findText(QStringLiteral("PCIe")));
        QCOMPARE(scenario().gpuIds, chosen);
        QCOMPARE(undoCount(), 1);
        QVERIFY(field<QLabel>("gpus.summary")->text().contains(QStringLiteral("2 of ")));
    }

    void modeSwitchShowsTheTrainingGroup() {
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findData(double(static_cast<int>(model::Mode::Train))));
        QCOMPARE(scenario().mode, model::Mode::Train);
        QVERIFY(shown(field<QGroupBox>("group.training")));
        QVERIFY(!shown(field<QGroupBox>("group.serving")));
        QVERIFY(!shown(field<QGroupBox>("group.sla")));
        QVERIFY(!shown(field<QDoubleSpinBox>("workload.lora_rank")));
        // Training runs in fp32, bf16, fp16 or fp8: int4 and gguf are not offered.
        QVERIFY(!field<QCheckBox>("precisions.int4")->isEnabled());
        QVERIFY(!field<QCheckBox>("precisions.gguf-q4_k_m")->isEnabled());
        QVERIFY(field<QCheckBox>("precisions.fp32")->isEnabled());
        mode->setCurrentIndex(mode->findData(double(static_cast<int>(model::Mode::Lora))));
        QVERIFY(field<QCheckBox>("precisions.int4")->isEnabled());
        QVERIFY(shown(field<QDoubleSpinBox>("workload.lora_rank")));

        type(field<QDoubleSpinBox>("workload.tokens"), QStringLiteral("2.5"));
        QCOMPARE(scenario().training.tokens, 2.5e9);
        auto* zero = field<QComboBox>("workload.zero");
        zero->setCurrentIndex(3);
        QCOMPARE(scenario().training.workload.zeroStage, 3);

        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().mode, model::Mode::Serve);
        QCOMPARE(mode->currentIndex(), 0);
        QVERIFY(shown(field<QGroupBox>("group.serving")));
        QVERIFY(!shown(field<QGroupBox>("group.training")));
    }

    void contextParallelAndGradientsAreTrainingChoices() {
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findData(double(static_cast<int>(model::Mode::Train))));
        auto* cp = field<QComboBox>("workload.cp");
        auto* grads = field<QComboBox>("workload.grad_precision");
        QVERIFY(shown(cp) && shown(grads));
        QVERIFY(cp->toolTip().contains(QStringLiteral("2 x CP")));
        QCOMPARE(cp->currentText(), QStringLiteral("1 (off)"));
        QCOMPARE(grads->currentText(), QStringLiteral("16-bit (bf16/fp16)"));
        cp->setCurrentIndex(cp->findData(2.0));
        QCOMPARE(scenario().training.workload.contextParallel, 2);
        grads->setCurrentIndex(grads->findData(1.0));
        QVERIFY(scenario().training.workload.fp32Gradients);
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            m_editor->resize(380, 700);
            m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(grads, 0, 200);
            QCoreApplication::processEvents();
            m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                  QStringLiteral("/editor-training.png"));
        }
        // A sequence that CP cannot split into 2 x cp equal chunks is refused under the field.
        type(field<QDoubleSpinBox>("workload.seq_len"), QStringLiteral("4098"));
        QCOMPARE(scenario().training.workload.seqLen, 4096.0);
        QVERIFY(shown(errorOf("workload.seq_len")));
        QVERIFY2(errorOf("workload.seq_len")->text().contains(QStringLiteral("2 x cp = 4")),
                 qPrintable(errorOf("workload.seq_len")->text()));
        m_doc->undoStack()->undo();
        QVERIFY(!scenario().training.workload.fp32Gradients);
        QCOMPARE(grads->currentIndex(), 0);
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().training.workload.contextParallel, 1);
        QCOMPARE(cp->currentIndex(), 0);
    }

    void unlistedContextParallelIsShownAsItself() {
        // The file accepts any whole cp from 1 to 1024 (model/ScenarioFields); the drop-down
        // offers 1-32. A scenario with cp 3 (sequence 6 144 = 2 x 3 x 1 024) shows "3", and
        // choosing 2 and undoing brings "3" back.
        model::Scenario s = scenario();
        s.mode = model::Mode::Train;
        s.training.workload.seqLen = 6144;
        s.training.workload.contextParallel = 3;
        QVERIFY(m_doc->replaceScenario(s, QStringLiteral("cp 3")).ok());
        auto* cp = field<QComboBox>("workload.cp");
        QCOMPARE(cp->currentText(), QStringLiteral("3"));
        cp->setCurrentIndex(cp->findData(2.0));
        QCOMPARE(scenario().training.workload.contextParallel, 2);
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().training.workload.contextParallel, 3);
        QCOMPARE(cp->currentText(), QStringLiteral("3"));
    }

    void priceEvidenceChoiceEditsTheCostAndUndoes() {
        auto* evidence = field<QComboBox>("cost.well_evidenced_prices_only");
        QVERIFY(shown(evidence));
        QVERIFY(evidence->toolTip().contains(QStringLiteral("fewer than 3 providers")));
        QCOMPARE(evidence->currentText(), QStringLiteral("every catalog price"));
        evidence->setCurrentIndex(1);
        QVERIFY(scenario().cost.wellEvidencedPricesOnly);
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            m_editor->resize(380, 700);
            m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(evidence, 0, 200);
            QCoreApplication::processEvents();
            m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                  QStringLiteral("/editor-price-evidence.png"));
        }
        m_doc->undoStack()->undo();
        QVERIFY(!scenario().cost.wellEvidencedPricesOnly);
        QCOMPARE(evidence->currentIndex(), 0);
    }

    void engineComboEditsTheRuntimeAndUndoes() {
        auto* engine = field<QComboBox>("runtime.engine");
        QVERIFY(shown(engine));
        QCOMPARE(engine->count(), 4);
        QCOMPARE(scenario().runtime.engine, model::Engine::Vllm); // the example gives none
        QCOMPARE(engine->currentText(), QStringLiteral("vLLM"));
        QVERIFY2(engine->toolTip().contains(QStringLiteral("own fitted")) &&
                     engine->toolTip().contains(QStringLiteral("vLLM is the default")),
                 qPrintable(engine->toolTip()));

        // The arrow key picks the next engine, as a user does.
        engine->setFocus();
        QTest::keyClick(engine, Qt::Key_Down);
        QCOMPARE(scenario().runtime.engine, model::Engine::Sglang);
        QCOMPARE(undoCount(), 1);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Set Serving engine"));
        engine->setCurrentIndex(engine->findText(QStringLiteral("llama.cpp")));
        QCOMPARE(scenario().runtime.engine, model::Engine::LlamaCpp);
        QCOMPARE(undoCount(), 2); // two choices, two steps

        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.engine, model::Engine::Sglang);
        QCOMPARE(engine->currentText(), QStringLiteral("SGLang"));
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.engine, model::Engine::Vllm);
        QCOMPARE(engine->currentText(), QStringLiteral("vLLM"));
        m_doc->undoStack()->redo();
        QCOMPARE(scenario().runtime.engine, model::Engine::Sglang);
        QCOMPARE(engine->currentText(), QStringLiteral("SGLang"));

        // Training has no serving engine: the field hides with the serving workload.
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findData(double(static_cast<int>(model::Mode::Train))));
        QVERIFY(!shown(engine));
    }

    void schedulerFieldsShowTheEngineDefault_data() {
        QTest::addColumn<QStringList>("gpus");
        QTest::addColumn<int>("engine");
        QTest::addColumn<QString>("running");
        QTest::addColumn<QString>("budget");
        // engineMaxRunning / engineTokenBudget (model/Workload.h): vLLM 1024 sequences and 8192
        // tokens on GPUs of at least 70 GiB other than the A100 (B200: 179 GiB), else 256 and
        // 2048 (L4: 22.5 GiB; the A100 80GB by name); SGLang 4096 sequences, 8192 tokens from
        // 60 GB, 4096 from 35 GB (L40S: 48.3 GB), else 2048; TensorRT-LLM 2048 and 8192.
        const auto vllm = static_cast<int>(model::Engine::Vllm);
        QTest::newRow("vLLM, B200")
            << QStringList{QStringLiteral("b200")} << vllm << "engine default (1,024)"
            << "engine default (8,192)";
        QTest::newRow("vLLM, L4") << QStringList{QStringLiteral("l4")} << vllm
                                  << "engine default (256)"
                                  << "engine default (2,048)";
        QTest::newRow("vLLM, A100 80GB")
            << QStringList{QStringLiteral("a100-sxm-80gb")} << vllm << "engine default (256)"
            << "engine default (2,048)";
        QTest::newRow("vLLM, B200 and L4")
            << QStringList{QStringLiteral("b200"), QStringLiteral("l4")} << vllm
            << "engine default (256–1,024)"
            << "engine default (2,048–8,192)";
        QTest::newRow("SGLang, L4, L40S, B200")
            << QStringList{QStringLiteral("l4"), QStringLiteral("l40s"), QStringLiteral("b200")}
            << static_cast<int>(model::Engine::Sglang) << "engine default (4,096)"
            << "engine default (2,048–8,192)";
        QTest::newRow("TensorRT-LLM, L4")
            << QStringList{QStringLiteral("l4")} << static_cast<int>(model::Engine::Trtllm)
            << "engine default (2,048)"
            << "engine default (8,192)";
    }

    void schedulerFieldsShowTheEngineDefault() {
        QFETCH(QStringList, gpus);
        QFETCH(int, engine);
        QFETCH(QString, running);
        QFETCH(QString, budget);
        model::Scenario s = test::exampleScenario(m_catalog);
        s.gpuIds.clear();
        for (const QString& id : gpus)
            s.gpuIds.push_back(id.toStdString());
        s.runtime.engine = static_cast<model::Engine>(engine);
        m_doc->reset(s);
        auto* maxBatch = field<QDoubleSpinBox>("runtime.max_batch");
        auto* chunk = field<QDoubleSpinBox>("runtime.prefill_chunk_tokens");
        QVERIFY(shown(maxBatch) && shown(chunk));
        QCOMPARE(maxBatch->value(), 0.0);
        QCOMPARE(maxBatch->text(), running);
        QCOMPARE(chunk->text(), budget);
    }

    void schedulerDefaultFollowsTheEngineAndNamesTheGpus() {
        auto* chunk = field<QDoubleSpinBox>("runtime.prefill_chunk_tokens");
        // The example considers every catalog GPU: vLLM's default differs between them.
        QCOMPARE(chunk->text(), QStringLiteral("engine default (2,048–8,192)"));
        const QString tip = chunk->toolTip();
        for (const char* part :
             {"max_num_batched_tokens", "max_num_tokens", "chunked_prefill_size",
              "Accepted: 64 to 1,048,576 tokens, or 0 (engine default).",
              "vLLM's default depends on the GPU:", "8,192 tokens on NVIDIA H100 SXM5 80GB",
              "2,048 tokens on NVIDIA A100 SXM4 80GB",
              "Scenario field: runtime.prefill_chunk_tokens"})
            QVERIFY2(tip.contains(QString::fromUtf8(part)),
                     qPrintable(QString::fromUtf8(part) + QStringLiteral(" in ") + tip));
        const QString runningTip = field<QDoubleSpinBox>("runtime.max_batch")->toolTip();
        for (const char* part : {"max_num_seqs", "max_batch_size", "max_running_requests",
                                 "Accepted: 1 to 65,536 sequences, or 0 (engine default).",
                                 "1,024 sequences on NVIDIA H100 SXM5 80GB"})
            QVERIFY2(runningTip.contains(QString::fromUtf8(part)),
                     qPrintable(QString::fromUtf8(part) + QStringLiteral(" in ") + runningTip));

        // TensorRT-LLM's default is the same on every GPU; undo brings vLLM's back.
        auto* engine = field<QComboBox>("runtime.engine");
        engine->setCurrentIndex(engine->findText(QStringLiteral("TensorRT-LLM")));
        QCOMPARE(scenario().runtime.engine, model::Engine::Trtllm);
        QCOMPARE(chunk->text(), QStringLiteral("engine default (8,192)"));
        QVERIFY2(chunk->toolTip().contains(QStringLiteral(
                     "TensorRT-LLM's default on every candidate GPU: 8,192 tokens.")),
                 qPrintable(chunk->toolTip()));
        QCOMPARE(field<QDoubleSpinBox>("runtime.max_batch")->text(),
                 QStringLiteral("engine default (2,048)"));
        m_doc->undoStack()->undo();
        QCOMPARE(chunk->text(), QStringLiteral("engine default (2,048–8,192)"));
    }

    void typedSchedulerValuesEditTheRuntimeAndUndo() {
        auto* maxBatch = field<QDoubleSpinBox>("runtime.max_batch");
        auto* chunk = field<QDoubleSpinBox>("runtime.prefill_chunk_tokens");
        QCOMPARE(scenario().runtime.maxBatch, 0); // the example gives neither
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);

        type(maxBatch, QStringLiteral("512"));
        QCOMPARE(scenario().runtime.maxBatch, 512);
        QCOMPARE(maxBatch->text(), QStringLiteral("512 sequences"));
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Set Max running sequences"));
        type(chunk, QStringLiteral("4096"));
        QCOMPARE(scenario().runtime.prefillChunkTokens, 4096.0);
        QCOMPARE(chunk->text(), QStringLiteral("4,096 tokens"));
        QCOMPARE(undoCount(), 2);
        type(maxBatch, QStringLiteral("0")); // back to the engine's default
        QCOMPARE(scenario().runtime.maxBatch, 0);
        QVERIFY(maxBatch->text().startsWith(QStringLiteral("engine default (")));
        QCOMPARE(undoCount(), 3);

        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.maxBatch, 512);
        QCOMPARE(maxBatch->text(), QStringLiteral("512 sequences"));
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);
        QVERIFY(chunk->text().startsWith(QStringLiteral("engine default (")));
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().runtime.maxBatch, 0);
        QVERIFY(maxBatch->text().startsWith(QStringLiteral("engine default (")));
        m_doc->undoStack()->redo();
        QCOMPARE(scenario().runtime.maxBatch, 512);
    }

    void arrowKeysStepOverTheRefusedGap() {
        // 1..63 tokens are refused: up from the default goes to 64, down from 64 back to it.
        auto* chunk = field<QDoubleSpinBox>("runtime.prefill_chunk_tokens");
        chunk->setFocus();
        QTest::keyClick(chunk, Qt::Key_Up);
        QCOMPARE(scenario().runtime.prefillChunkTokens, 64.0);
        QTest::keyClick(chunk, Qt::Key_Up);
        QCOMPARE(scenario().runtime.prefillChunkTokens, 65.0);
        QTest::keyClick(chunk, Qt::Key_Down);
        QTest::keyClick(chunk, Qt::Key_Down);
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);
        QVERIFY(!shown(errorOf("runtime.prefill_chunk_tokens")));
        QTest::keyClick(chunk, Qt::Key_Return);
        QCOMPARE(undoCount(), 1); // one run of arrow keys, one step
    }

    void outOfRangeSchedulerValuesAreRefusedNamingTheField() {
        QSignalSpy changed(m_doc.get(), &workspace::ScenarioDocument::scenarioChanged);
        auto* maxBatch = field<QDoubleSpinBox>("runtime.max_batch");
        auto* chunk = field<QDoubleSpinBox>("runtime.prefill_chunk_tokens");

        // Past the maximum: the digits can be typed, Return refuses them, keeps the value and
        // leaves the typed text until Escape.
        type(maxBatch, QStringLiteral("70000"));
        QLabel* error = errorOf("runtime.max_batch");
        QVERIFY(shown(error));
        QCOMPARE(error->text(), QStringLiteral("Max running sequences must be 0 (engine default) "
                                               "or between 1 and 65,536 sequences; 70000 was not "
                                               "applied"));
        QVERIFY(maxBatch->property("invalid").toBool());
        QCOMPARE(scenario().runtime.maxBatch, 0);
        QCOMPARE(maxBatch->text(), QStringLiteral("70000 sequences"));
        QTest::keyClick(maxBatch, Qt::Key_Escape);
        QVERIFY(!shown(error));
        QVERIFY(maxBatch->text().startsWith(QStringLiteral("engine default (")));

        // In the gap below 64 tokens: refused the same way.
        type(chunk, QStringLiteral("10"));
        QLabel* chunkError = errorOf("runtime.prefill_chunk_tokens");
        QVERIFY(shown(chunkError));
        QCOMPARE(chunkError->text(), QStringLiteral("Step token budget must be 0 (engine default) "
                                                    "or between 64 and 1,048,576 tokens; 10 was "
                                                    "not applied"));
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);

        type(chunk, QStringLiteral("2000000"));
        QCOMPARE(chunkError->text(), QStringLiteral("Step token budget must be 0 (engine default) "
                                                    "or between 64 and 1,048,576 tokens; 2000000 "
                                                    "was not applied"));
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(undoCount(), 0);
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            // The dock at a wide width and at the main window's default (330 px).
            for (int width : {380, 330}) {
                m_editor->resize(width, 700);
                m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(chunk, 0, 200);
                QCoreApplication::processEvents();
                m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                      QStringLiteral("/editor-runtime-%1.png").arg(width));
            }
        }

        type(chunk, QStringLiteral("8192")); // an accepted value clears the error
        QCOMPARE(scenario().runtime.prefillChunkTokens, 8192.0);
        QVERIFY(!shown(chunkError));
        QVERIFY(!chunk->property("invalid").toBool());
    }

    void refusedTextStaysUntilFixedOrReverted() {
        // Issue 20 item 5: "-3" in Requests/s used to apply 3 (the "-" was dropped), "0" in a
        // tokens field snapped back without a word.
        QSignalSpy changed(m_doc.get(), &workspace::ScenarioDocument::scenarioChanged);
        auto* rate = field<QDoubleSpinBox>("workload.requests_per_s");
        auto* mean = field<QDoubleSpinBox>("workload.input_tokens.mean");
        QLabel* rateError = errorOf("workload.requests_per_s");
        const QRect meanRow = mean->parentWidget()->geometry();
        const QRect meanBox = QRect(mean->mapTo(m_editor.get(), QPoint(0, 0)), mean->size());

        type(rate, QStringLiteral("-3"));
        QCOMPARE(scenario().serving.requestsPerS, 20.0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(undoCount(), 0);
        QCOMPARE(rate->text(), QStringLiteral("-3 req/s"));
        QVERIFY(rate->property("invalid").toBool());
        QVERIFY(shown(rateError));
        QCOMPARE(rateError->text(), QStringLiteral("Peak requests/s must be between 0.000001 and "
                                                   "1,000,000 req/s; -3 was not applied"));
        // The message floats under the box: the next field does not move.
        QCOMPARE(mean->parentWidget()->geometry(), meanRow);
        QCOMPARE(QRect(mean->mapTo(m_editor.get(), QPoint(0, 0)), mean->size()), meanBox);
        QVERIFY(rateError->mapTo(m_editor.get(), QPoint(0, 0)).y() >=
                rate->mapTo(m_editor.get(), QPoint(0, rate->height())).y());

        // Leaving the field keeps the text and the message; nothing is applied.
        mean->setFocus();
        QTRY_VERIFY(mean->hasFocus());
        QCOMPARE(rate->text(), QStringLiteral("-3 req/s"));
        QVERIFY(shown(rateError));
        QCOMPARE(scenario().serving.requestsPerS, 20.0);

        // A valid value applies as one undo step and clears the message.
        type(rate, QStringLiteral("30"));
        QCOMPARE(scenario().serving.requestsPerS, 30.0);
        QCOMPARE(undoCount(), 1);
        QVERIFY(!shown(rateError));
        QVERIFY(!rate->property("invalid").toBool());
        QCOMPARE(rate->text(), QStringLiteral("30 req/s"));

        // The unchanged value after a refusal clears it too.
        type(rate, QStringLiteral("-"));
        QCOMPARE(rateError->text(), QStringLiteral("Peak requests/s must be between 0.000001 and "
                                                   "1,000,000 req/s; - was not applied"));
        type(rate, QStringLiteral("30"));
        QVERIFY(!shown(rateError));
        QCOMPARE(undoCount(), 1);

        // Escape shows the scenario's value again.
        type(rate, QStringLiteral("-3"));
        QVERIFY(shown(rateError));
        QTest::keyClick(rate, Qt::Key_Escape);
        QCOMPARE(rate->text(), QStringLiteral("30 req/s"));
        QVERIFY(!shown(rateError));
        QVERIFY(!rate->property("invalid").toBool());
        QCOMPARE(scenario().serving.requestsPerS, 30.0);
        QCOMPARE(undoCount(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(rate->value(), 20.0);

        // "0" in a tokens field: refused the same way, by the field's label.
        type(mean, QStringLiteral("0"));
        QCOMPARE(mean->text(), QStringLiteral("0 tokens"));
        QCOMPARE(errorOf("workload.input_tokens.mean")->text(),
                 QStringLiteral("Input tokens, mean must be between 1 and 131,072 tokens; 0 was "
                                "not applied"));
        QCOMPARE(scenario().serving.inputTokens.mean, 1500.0);
        QVERIFY(mean->property("invalid").toBool());
        QTest::keyClick(mean, Qt::Key_Escape);
        QCOMPARE(mean->text(), QStringLiteral("1,500 tokens"));
        QVERIFY(!shown(errorOf("workload.input_tokens.mean")));
        QCOMPARE(undoCount(), 1); // the Requests/s step, undone; nothing pushed since
        QCOMPARE(m_doc->undoStack()->index(), 0);
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            type(rate, QStringLiteral("-3"));
            m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(rate, 0, 200);
            QCoreApplication::processEvents();
            m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                  QStringLiteral("/editor-refused.png"));
        }
    }

    void typedNumbersFollowTheLocale() {
        auto* rate = field<QDoubleSpinBox>("workload.requests_per_s");
        rate->setLocale(QLocale(QLocale::German, QLocale::Germany));
        type(rate, QStringLiteral("2,5"));
        QCOMPARE(scenario().serving.requestsPerS, 2.5);
        QCOMPARE(rate->text(), QStringLiteral("2,5 req/s"));
        type(rate, QStringLiteral("-0,5"));
        QCOMPARE(scenario().serving.requestsPerS, 2.5);
        QVERIFY(errorOf("workload.requests_per_s")->text().contains(QStringLiteral("-0,5")));
    }

    void outOfRangeIsRefusedOnOtherFieldsToo() {
        // The same refusal on a field without a special value (the box used to drop the digit).
        auto* gpus = field<QDoubleSpinBox>("limits.gpus_per_node");
        type(gpus, QStringLiteral("100"));
        QCOMPARE(scenario().limits.gpusPerNode, 8);
        QCOMPARE(gpus->value(), 8.0);
        QCOMPARE(errorOf("limits.gpus_per_node")->text(),
                 QStringLiteral("GPUs per node must be between 1 and 72 GPUs; 100 was not "
                                "applied"));
        QCOMPARE(gpus->text(), QStringLiteral("100 GPUs"));
    }

    void sizingFieldsEditTheScenario() {
        // Size to the band's pessimistic end, N+1 replicas and the GeForce rule: one undo step
        // each, with their meaning in the tooltip.
        auto* sizeTo = field<QComboBox>("sla.size_to_pessimistic");
        QVERIFY(shown(sizeTo));
        QCOMPARE(sizeTo->currentText(), QStringLiteral("the estimate"));
        QVERIFY(sizeTo->toolTip().contains(QStringLiteral("90 % band")));
        sizeTo->setCurrentIndex(sizeTo->findData(1.0));
        QVERIFY(scenario().sla.sizeToPessimistic);
        QCOMPARE(m_doc->undoStack()->undoText(), QStringLiteral("Set Size to"));

        auto* replicas = field<QDoubleSpinBox>("limits.min_replicas");
        QVERIFY(replicas->toolTip().contains(QStringLiteral("N+1")));
        QCOMPARE(replicas->text(), QStringLiteral("1 replica"));
        type(replicas, QStringLiteral("2"));
        QCOMPARE(scenario().limits.minReplicas, 2);
        QCOMPARE(replicas->text(), QStringLiteral("2 replicas"));
        // Past the range: refused, naming the field and its range; nothing changes.
        type(replicas, QStringLiteral("2000"));
        QCOMPARE(scenario().limits.minReplicas, 2);
        QCOMPARE(errorOf("limits.min_replicas")->text(),
                 QStringLiteral("Min. replicas must be between 1 and 1,024 replicas; 2000 was not "
                                "applied"));

        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            m_editor->resize(380, 700);
            m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(replicas, 0, 250);
            QCoreApplication::processEvents();
            m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                  QStringLiteral("/editor-sizing.png"));
        }
        // The GeForce card's row in the GPU list says why it is left out.
        const QListWidget* gpus = field<QListWidget>("gpus");
        QVERIFY(gpus->item(gpuRow(QStringLiteral("rtx-4090")))
                    ->toolTip()
                    .contains(QStringLiteral("not licensed for datacenter deployment")));
        QVERIFY(!gpus->item(gpuRow(QStringLiteral("h100-sxm")))
                     ->toolTip()
                     .contains(QStringLiteral("licence")));
        auto* geforce = field<QComboBox>("allow_geforce");
        QCOMPARE(geforce->currentText(), QStringLiteral("left out (driver licence)"));
        QVERIFY(geforce->toolTip().contains(QStringLiteral("licence")));
        geforce->setCurrentIndex(geforce->findData(1.0));
        QVERIFY(scenario().allowGeForce);
        QCOMPARE(undoCount(), 3);
        m_doc->undoStack()->undo();
        QVERIFY(!scenario().allowGeForce);
        QCOMPARE(geforce->currentText(), QStringLiteral("left out (driver licence)"));
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().limits.minReplicas, 1);
        QCOMPARE(replicas->value(), 1.0);
    }

    void schedulerDefaultsRoundTripAsOmitted() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("scenario.json"));
        const auto runtimeOf = [&path]() {
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly))
                qFatal("cannot read %s", qPrintable(path));
            return QJsonDocument::fromJson(file.readAll()).object().value(u"runtime").toObject();
        };
        auto* maxBatch = field<QDoubleSpinBox>("runtime.max_batch");
        type(maxBatch, QStringLiteral("384"));
        QVERIFY(m_doc->exportScenarioJson(path));
        QJsonObject runtime = runtimeOf();
        QCOMPARE(runtime.value(u"max_batch").toInt(), 384);
        QVERIFY(!runtime.contains(u"prefill_chunk_tokens")); // 0: left out

        type(maxBatch, QStringLiteral("0"));
        QVERIFY(m_doc->exportScenarioJson(path));
        runtime = runtimeOf();
        QVERIFY(runtime.contains(u"engine")); // the runtime is written, without the defaults
        QVERIFY(!runtime.contains(u"max_batch"));
        QVERIFY(!runtime.contains(u"prefill_chunk_tokens"));

        // Read back (after a value, so that the import changes something): 0 again.
        type(maxBatch, QStringLiteral("128"));
        QVERIFY(m_doc->importScenarioJson(path));
        QCOMPARE(scenario().runtime.maxBatch, 0);
        QCOMPARE(scenario().runtime.prefillChunkTokens, 0.0);
        QVERIFY(maxBatch->text().startsWith(QStringLiteral("engine default (")));
    }

    void refusedModeSwitchGoesBack() {
        click(field<QCheckBox>("precisions.int4"));
        auto* mode = field<QComboBox>("mode");
        mode->setCurrentIndex(mode->findData(double(static_cast<int>(model::Mode::Train))));
        QCOMPARE(scenario().mode, model::Mode::Serve); // int4 does not train
        QCOMPARE(mode->currentIndex(), 0);
        QVERIFY(shown(errorOf("mode")));
        QVERIFY(errorOf("mode")->text().contains(QStringLiteral("int4")));
        QVERIFY(field<QGroupBox>("group.precisions")->findChild<QWidget*>()); // still there
    }

    void modelListSearchAndPick() {
        auto* list = field<QListWidget>("model");
        QTest::keyClicks(field<QLineEdit>("model.search"), QStringLiteral("qwen"));
        int visible = 0;
        int qwenRow = -1;
        for (int row = 0; row < list->count(); ++row) {
            QListWidgetItem* item = list->item(row);
            const QString id = item->data(Qt::UserRole).toString();
            QCOMPARE(item->isHidden(), !id.contains(QStringLiteral("qwen")));
            visible += item->isHidden() ? 0 : 1;
            if (id == QStringLiteral("qwen2.5-72b"))
                qwenRow = row;
        }
        QCOMPARE(visible, 5); // qwen2-7b, qwen2.5-72b, qwen3-0.6b, qwen3-32b, qwen3-235b-a22b
        const QRect rect = list->visualItemRect(list->item(qwenRow));
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, rect.center());
        QCOMPARE(scenario().model.id, std::string("qwen2.5-72b"));
        QVERIFY(field<QLabel>("model.current")->text().contains(QStringLiteral("Qwen2.5 72B")));
        QCOMPARE(undoCount(), 1);
    }

    void modelThatCannotHoldTheWorkloadIsRefused() {
        // Llama 2 7B has a 4,096-token context: input p95 4,000 + output p95 900 do not fit.
        auto* list = field<QListWidget>("model");
        QListWidgetItem* llama2 =
            list->findItems(QStringLiteral("Llama 2 7B"), Qt::MatchStartsWith).value(0);
        QVERIFY(llama2 != nullptr);
        list->scrollToItem(llama2);
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {},
                          list->visualItemRect(llama2).center());
        QCOMPARE(scenario().model.id, std::string("llama-3.1-70b"));
        QVERIFY(shown(errorOf("model")));
        QVERIFY(errorOf("model")->text().contains(QStringLiteral("Output tokens, p95")));
        QVERIFY(field<QDoubleSpinBox>("workload.output_tokens.p95")->property("invalid").toBool());
        QCOMPARE(list->currentItem()->data(Qt::UserRole).toString(),
                 QStringLiteral("llama-3.1-70b"));
        QCOMPARE(undoCount(), 0);
    }

    void importsAHuggingFaceConfig() {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path =
            test::writeFile(dir.filePath(QStringLiteral("my-llama-8b.json")), kLlamaConfig);
        QVERIFY(!path.isEmpty());
        QVERIFY(m_editor->importHfConfigFile(path));
        QCOMPARE(scenario().model.id, std::string("my-llama-8b"));
        QCOMPARE(scenario().model.layers, 32);
        QVERIFY(field<QLabel>("model.current")->text().contains(QStringLiteral("imported")));
        QCOMPARE(undoCount(), 1);
        m_doc->undoStack()->undo();
        QCOMPARE(scenario().model.id, std::string("llama-3.1-70b"));

        // A downloaded repository keeps config.json in a folder named after the model.
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("Llama-3.1-8B")));
        const QString repo =
            test::writeFile(dir.filePath(QStringLiteral("Llama-3.1-8B/config.json")), kLlamaConfig);
        QVERIFY(m_editor->importHfConfigFile(repo));
        QCOMPARE(scenario().model.id, std::string("Llama-3.1-8B"));
    }

    void brokenHuggingFaceConfigChangesNothing() {
        QTemporaryDir dir;
        const QString path = test::writeFile(
            dir.filePath(QStringLiteral("broken.json")),
            R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32})");
        QVERIFY(!m_editor->importHfConfigFile(path));
        QVERIFY(shown(errorOf("model")));
        QVERIFY2(errorOf("model")->text().contains(QStringLiteral("num_hidden_layers")),
                 qPrintable(errorOf("model")->text()));
        QCOMPARE(scenario().model.id, std::string("llama-3.1-70b"));
        QCOMPARE(undoCount(), 0);

        QVERIFY(!m_editor->importHfConfigFile(dir.filePath(QStringLiteral("missing.json"))));
        QVERIFY(errorOf("model")->text().contains(QStringLiteral("missing.json")));
        QCOMPARE(undoCount(), 0);
    }

    void followsTheDocumentWithoutEditingIt() {
        model::Scenario other = test::exampleScenario(m_catalog);
        other.serving.requestsPerS = 7;
        other.limits.headroom = 0.5;
        other.gpuIds = {"b200"};
        QSignalSpy index(m_doc->undoStack(), &QUndoStack::indexChanged);
        m_doc->reset(other);
        QCOMPARE(field<QDoubleSpinBox>("workload.requests_per_s")->value(), 7.0);
        QCOMPARE(field<QDoubleSpinBox>("limits.headroom_percent")->text(), QStringLiteral("50 %"));
        QVERIFY(!field<QCheckBox>("gpus.all")->isChecked());
        QCOMPARE(field<QListWidget>("gpus")->item(gpuRow(QStringLiteral("b200")))->checkState(),
                 Qt::Checked);
        QCOMPARE(undoCount(), 0);
        QVERIFY(!m_doc->isModified());
        QCOMPARE(index.count(), 0);
    }

    void focusAndShowFieldError() {
        m_editor->showFieldError(QStringLiteral("limits.max_gpus"),
                                 QStringLiteral("limits.max_gpus: nothing fits in 64 GPUs"));
        QVERIFY(shown(errorOf("limits.max_gpus")));
        QCOMPARE(m_editor->fieldError(QStringLiteral("limits.max_gpus")),
                 QStringLiteral("limits.max_gpus: nothing fits in 64 GPUs"));
        m_editor->focusField(QStringLiteral("limits.max_gpus"));
        QTRY_VERIFY(field<QDoubleSpinBox>("limits.max_gpus")->hasFocus());
        m_editor->showFieldError(QStringLiteral("cost.hours_per_month"), QStringLiteral("cost: x"));
        QVERIFY(shown(field<QLabel>("scenario.error")));
    }

    void nameAndDescriptionAreEditedInTheForm() {
        // Issue 20, item 1: the name and the description, typed as a user does; each one step.
        auto* name = field<QLineEdit>("name");
        QCOMPARE(name->text(), QString::fromStdString(scenario().name));
        m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(name);
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("Llama 3.1 8B chatbot"));
        QCOMPARE(undoCount(), 0); // applies on Enter, not per key
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(scenario().name, std::string("Llama 3.1 8B chatbot"));
        QCOMPARE(undoCount(), 1);

        auto* description = field<QPlainTextEdit>("description");
        QCOMPARE(description->toPlainText(), QString::fromStdString(scenario().description));
        description->setFocus();
        description->selectAll();
        QTest::keyClicks(description, QStringLiteral("Support chat for the help desk"));
        QCOMPARE(undoCount(), 1);
        QTest::keyClick(description, Qt::Key_Return, Qt::ControlModifier);
        QCOMPARE(scenario().description, std::string("Support chat for the help desk"));
        QCOMPARE(undoCount(), 2);
        // Leaving the field applies too; no change, no step.
        name->setFocus();
        QCOMPARE(undoCount(), 2);

        // Undo: the form follows.
        m_doc->undoStack()->undo();
        QVERIFY(description->toPlainText() != QStringLiteral("Support chat for the help desk"));
        m_doc->undoStack()->undo();
        QCOMPARE(name->text(), QString::fromStdString(test::exampleScenario(m_catalog).name));
    }

    void aBadNameIsRefusedUnderTheField() {
        QVERIFY(m_doc->addScenario(test::exampleScenario(m_catalog), QStringLiteral("other")));
        QVERIFY(m_doc->switchToScenario(0));
        const std::string before = scenario().name;
        const int steps = undoCount();
        auto* name = field<QLineEdit>("name");
        name->setFocus();
        name->selectAll();
        QTest::keyClicks(name, QStringLiteral("other"));
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(scenario().name, before);
        QCOMPARE(undoCount(), steps);
        QVERIFY(shown(errorOf("name")));
        QVERIFY2(errorOf("name")->text().startsWith(QStringLiteral("Scenario name: “other” is "
                                                                   "already the name")),
                 qPrintable(errorOf("name")->text()));
        name->selectAll();
        QTest::keyClick(name, Qt::Key_Delete);
        QTest::keyClick(name, Qt::Key_Return);
        QCOMPARE(errorOf("name")->text(), QStringLiteral("Scenario name: must not be empty"));
        QCOMPARE(scenario().name, before);
    }

    void theScenarioListSwitchesTheForm() {
        auto* list = field<QComboBox>("scenario.switch");
        QCOMPARE(list->count(), 1);
        QVERIFY(!shown(list)); // nothing to switch to
        model::Scenario busy = test::exampleScenario(m_catalog);
        busy.serving.requestsPerS = 40;
        QVERIFY(m_doc->addScenario(busy, QStringLiteral("busy")));
        QCOMPARE(list->count(), 2);
        QVERIFY(shown(list));
        QCOMPARE(list->currentIndex(), 1);
        QCOMPARE(list->itemText(1), QStringLiteral("2. busy"));
        QCOMPARE(field<QLineEdit>("name")->text(), QStringLiteral("busy"));
        QCOMPARE(field<QDoubleSpinBox>("workload.requests_per_s")->value(), 40.0);
        // Pick the first with the keyboard, as a user does.
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Up);
        QCOMPARE(m_doc->currentScenarioIndex(), 0);
        QCOMPARE(field<QDoubleSpinBox>("workload.requests_per_s")->value(), 20.0);
        QCOMPARE(field<QLineEdit>("name")->text(), m_doc->scenarioNames().front());
    }
};

} // namespace tst_ScenarioEditor_suite

QTEST_MAIN(tst_ScenarioEditor_suite::tst_ScenarioEditor)
#include "tst_ScenarioEditor.moc"
