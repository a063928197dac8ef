// File → Export Report…: the dialog lists the project's scenarios (the edited one with its unsaved
// edits, an unreadable one disabled with its reason), prepares the report off the UI thread
// (superseded and cancelled preparations are dropped), previews the very document the PDF holds
// (same page count, same page size) and saves it, or says why not without writing anything.

#include "ViewTestSupport.h"
#include "app/gui/AppSettings.h"
#include "app/gui/FileActions.h"
#include "project/ProjectFile.h"
#include "project/ScenarioJsonWriter.h"
#include "views/report/ReportDialog.h"
#include "views/report/ReportDocument.h"
#include "workspace/ScenarioDocument.h"

#include <QBuffer>
#include <QComboBox>
#include <QDateEdit>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QPdfWriter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <memory>

namespace tst_ReportDialog_suite {

using namespace rightsizer;
using views::ReportDialog;
using workspace::ScenarioDocument;

namespace {

constexpr int kTimeoutMs = 120000; // a Debug build prepares two scenarios in a few seconds

/// Pages of the report of `data` laid out on a PDF writer, as writeReportPdf lays it out.
int pdfPageCount(const views::ReportData& data) {
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter pdf(&buffer);
    pdf.setResolution(rightsizer::views::ReportDocument::kPdfResolutionDpi);
    views::ReportDocument report(data);
    return report.layOut(&pdf);
}

/// Pages in a PDF file: its page objects ("/Type /Page", not "/Type /Pages").
int pagesInPdf(const QByteArray& bytes) {
    static const QRegularExpression page(QStringLiteral("/Type\\s*/Page(?![s\\w])"));
    int n = 0;
    for (auto it = page.globalMatch(QString::fromLatin1(bytes)); it.hasNext(); it.next())
        ++n;
    return n;
}

bool near(double actual, double expected, double relative) {
    return std::abs(actual - expected) <= relative * std::abs(expected);
}

} // namespace

class tst_ReportDialog final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    QTemporaryDir m_dir;
    QString m_unreadableError; ///< parseScenario's error for the unreadable scenario

    /// "plan.rsplan": "baseline" (the example), "busy" (the example at 40 requests/s, example:
    /// 20) and, with `unreadable`, "broken" whose JSON is not JSON. The document edits
    /// "baseline". Both scenarios weigh one GPU (the H100 SXM), not the whole catalog, unless
    /// `everyGpu`: what the dialog does is the same, and each preparation (a plan with a
    /// scheduler simulation per candidate, a sweep and the TCO, twice) costs a fraction (under
    /// the sanitizers, 68 s for the whole test against 160 s with three GPUs).
    std::unique_ptr<workspace::ScenarioDocument> project(bool unreadable = false,
                                                         bool everyGpu = false) {
        project::Project p;
        model::Scenario baseline = test::exampleScenario(m_catalog);
        baseline.name = "baseline";
        if (!everyGpu)
            baseline.gpuIds = {"h100-sxm"};
        model::Scenario busy = baseline;
        busy.name = "busy";
        busy.serving.requestsPerS = 40;
        for (const model::Scenario& s : {baseline, busy}) {
            project::ProjectScenario ps;
            ps.name = s.name;
            ps.json = project::scenarioToJsonText(s, m_catalog);
            p.scenarios.push_back(ps);
        }
        if (unreadable) {
            project::ProjectScenario ps;
            ps.name = "broken";
            ps.json = "{\"schema\": 1, \"name\": ";
            p.scenarios.push_back(ps);
            auto e = project::parseScenario(ps.json, m_catalog);
            if (e)
                qFatal("the broken scenario parses");
            m_unreadableError = QString::fromStdString(e.error().message);
        }
        const QString path = m_dir.filePath(QStringLiteral("plan.rsplan"));
        if (!project::saveProject(p, path.toStdString()))
            qFatal("saveProject failed");
        auto doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        if (!doc->open(path))
            qFatal("open failed");
        return doc;
    }

    /// Waits until the dialog shows a prepared report.
    static bool prepared(ReportDialog& d) {
        return QTest::qWaitFor([&d] { return d.data() != nullptr && !d.isPreparing(); },
                               kTimeoutMs);
    }

    static QPushButton* button(ReportDialog& d, const char* name) {
        return d.findChild<QPushButton*>(QLatin1String(name));
    }

    /// Toggles the check box of scenario row `row` with the keyboard, as a user does.
    static void toggleRow(ReportDialog& d, int row) {
        auto* list = d.findChild<QListWidget*>(QStringLiteral("reportScenarios"));
        list->setFocus();
        list->setCurrentRow(row);
        QTest::keyClick(list, Qt::Key_Space);
    }

private slots:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void listsEveryScenarioWithTheDefaults() {
        auto doc = project(true);
        ReportDialog d(*doc);
        auto* list = d.findChild<QListWidget*>(QStringLiteral("reportScenarios"));
        QVERIFY(list);
        QCOMPARE(list->count(), 3);
        QCOMPARE(list->item(0)->text(), QStringLiteral("baseline (editing)"));
        QCOMPARE(list->item(1)->text(), QStringLiteral("busy"));
        QCOMPARE(list->item(0)->checkState(), Qt::Checked);
        QCOMPARE(list->item(1)->checkState(), Qt::Checked);
        // The unreadable scenario is listed, disabled, unchecked, with the parser's reason.
        QListWidgetItem* broken = list->item(2);
        QCOMPARE(broken->text(), QStringLiteral("broken (cannot be read)"));
        QVERIFY(!(broken->flags() & Qt::ItemIsEnabled));
        QCOMPARE(broken->checkState(), Qt::Unchecked);
        QVERIFY(!m_unreadableError.isEmpty());
        QCOMPARE(broken->toolTip(), m_unreadableError);
        QCOMPARE(d.scenarios()[2].error, m_unreadableError);

        QVERIFY(prepared(d));
        const views::ReportData& data = *d.data();
        QCOMPARE(data.scenarios.size(), size_t(2));
        QCOMPARE(data.scenarios[0].scenario().name, std::string("baseline"));
        QCOMPARE(data.scenarios[1].scenario().name, std::string("busy"));
        QCOMPARE(data.scenarios[1].scenario().serving.requestsPerS, 40.0);
        // The options `rightsizer report plan.rsplan` uses by default.
        QCOMPARE(data.options.project, QStringLiteral("plan"));
        QCOMPARE(data.options.source, QStringLiteral("plan.rsplan"));
        QCOMPARE(data.options.author, qEnvironmentVariable("USER").trimmed());
        QCOMPARE(data.options.date, QDate::currentDate());
        QCOMPARE(data.options.pageSize, QPageSize::A4);
        QCOMPARE(d.suggestedPath(), m_dir.filePath(QStringLiteral("plan-report.pdf")));
        QVERIFY(button(d, "reportSave")->isEnabled());
        QCOMPARE(d.errorText(), QString());
    }

    void editedScenarioKeepsUnsavedEdits() {
        auto doc = project();
        QVERIFY(doc->edit(QStringLiteral("workload.requests_per_s"), QStringLiteral("Requests/s"),
                          [](model::Scenario& s) { s.serving.requestsPerS = 30; }));
        QVERIFY(doc->isModified());
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        const views::ReportScenario& r = d.data()->scenarios[0];
        QCOMPARE(r.scenario().serving.requestsPerS, 30.0);
        // The engine's plan of the edited scenario, as the workbench computes it.
        auto expected = workspace::evaluate(doc->scenario(), m_catalog);
        QVERIFY(expected);
        QVERIFY(!expected->plan.feasible.empty());
        QVERIFY(r.recommended());
        QCOMPARE(r.recommended()->gpuId, expected->plan.feasible.front().gpuId);
        QVERIFY(near(r.recommended()->costPerMonthUsd,
                     expected->plan.feasible.front().costPerMonthUsd, 1e-12));
    }

    void renamedAndEditedScenarioIsReportedAsItIsNow() {
        // Issue 20, item 1: the example turned into another case. The report's headings, its
        // requirements sentence and its facts describe the case as it is now; the scenario's
        // own description (written for the example) comes after, marked as the user's words.
        auto doc = project();
        QVERIFY(doc->renameScenario(QStringLiteral("Llama 3.1 8B chatbot")));
        QVERIFY(
            doc->edit(QStringLiteral("model"), QStringLiteral("Model"), [this](model::Scenario& s) {
                s.model = *m_catalog.findModel("llama-3.1-8b");
                s.serving.requestsPerS = 5;
                s.sla.ttftS = 0.5;
                s.sla.tpotS = 0.04;
            }));
        const std::string description = doc->scenario().description;
        QVERIFY(!description.empty());
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        views::ReportDocument report(*d.data());
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        (void)report.layOut(&pdf);
        const QString text = report.plainText();
        QVERIFY(text.contains(QStringLiteral("Scenario “Llama 3.1 8B chatbot”")));
        QVERIFY(!text.contains(QStringLiteral("Scenario “baseline”")));
        const qsizetype sentence =
            // Peak and mean (issue 20, item 2): 5 x 6 x 12.97 / 168 = 2.316 over the week.
            text.indexOf(QStringLiteral("Serve Llama 3.1 8B at peak 5.00 requests/s, mean 2.32 "
                                        "requests/s over the week (default daytime profile)"));
        QVERIFY2(sentence >= 0,
                 qPrintable(text.mid(text.indexOf(QStringLiteral("Requirements")), 900)));
        QVERIFY(text.indexOf(QStringLiteral("p95 time to first token within 500 ms"), sentence) >
                0);
        QVERIFY(text.indexOf(QStringLiteral("p95 time per output token within 40.0 ms"), sentence) >
                0);
        const qsizetype own = text.indexOf(QStringLiteral("The scenario's description: "));
        QVERIFY(own > sentence);
    }

    void previewIsThePdfLayout() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        const int pages = d.previewPageCount();
        QVERIFY2(pages > 2, qPrintable(QString::number(pages)));
        QCOMPARE(pages, pdfPageCount(*d.data()));
        QCOMPARE(d.previewPageSize().id(), QPageSize::A4);
        auto* label = d.findChild<QLabel*>(QStringLiteral("reportPages"));
        QCOMPARE(label->text(), QStringLiteral("%1 pages, A4").arg(pages));
    }

    void letterRelaysOutWithoutEvaluatingAgain() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        const workspace::Evaluation* before = d.data()->scenarios[0].evaluation.get();
        QSignalSpy updated(&d, &ReportDialog::previewUpdated);
        auto* combo = d.findChild<QComboBox*>(QStringLiteral("reportPageSize"));
        combo->setFocus();
        QTest::keyClick(combo, Qt::Key_Down);
        QCOMPARE(combo->currentData().toInt(), int(QPageSize::Letter));
        // Regenerated at once, from the same evaluation.
        QCOMPARE(updated.count(), 1);
        QVERIFY(!d.isPreparing());
        QCOMPARE(d.data()->scenarios[0].evaluation.get(), before);
        QCOMPARE(d.data()->options.pageSize, QPageSize::Letter);
        QCOMPARE(d.previewPageSize().id(), QPageSize::Letter);
        // Letter is 8.5 x 11 in = 215.9 x 279.4 mm.
        const QSizeF mm = d.previewPageSize().size(QPageSize::Millimeter);
        QVERIFY2(near(mm.width(), 215.9, 1e-3) && near(mm.height(), 279.4, 1e-3),
                 qPrintable(QStringLiteral("%1 x %2").arg(mm.width()).arg(mm.height())));
        QCOMPARE(updated.at(0).at(0).toInt(), d.previewPageCount());
        QCOMPARE(d.previewPageCount(), pdfPageCount(*d.data()));
        QVERIFY(d.findChild<QLabel*>(QStringLiteral("reportPages"))
                    ->text()
                    .endsWith(QStringLiteral(", Letter")));
    }

    void authorAndDateFollowTheFields() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        auto* author = d.findChild<QLineEdit*>(QStringLiteral("reportAuthor"));
        author->setFocus();
        author->selectAll();
        QTest::keyClicks(author, QStringLiteral("Procurement Team"));
        QTRY_COMPARE(d.data()->options.author, QStringLiteral("Procurement Team"));
        auto* date = d.findChild<QDateEdit*>(QStringLiteral("reportDate"));
        date->setFocus();
        date->setCurrentSection(QDateTimeEdit::YearSection);
        const QDate lastYear = QDate::currentDate().addYears(-1);
        QTest::keyClick(date, Qt::Key_Down); // one year back, as a user steps it
        QTRY_COMPARE(d.data()->options.date, lastYear);
        views::ReportDocument report(*d.data());
        QBuffer buffer;
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter pdf(&buffer);
        (void)report.layOut(&pdf);
        QVERIFY(report.plainText().contains(QStringLiteral("Procurement Team")));
        QVERIFY(report.plainText().contains(d.data()->options.date.toString(Qt::ISODate)));
    }

    void authorIsTheRevisionAuthor() {
        // The name the workbench records with revisions (Edit -> Revision Author...).
        auto doc = project();
        doc->setAuthor(QStringLiteral("Ada Planner"));
        ReportDialog d(*doc);
        QCOMPARE(d.findChild<QLineEdit*>(QStringLiteral("reportAuthor"))->text(),
                 QStringLiteral("Ada Planner"));
        QVERIFY(prepared(d));
        QCOMPARE(d.data()->options.author, QStringLiteral("Ada Planner"));
    }

    void uncheckingRemovesTheScenario() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        const int twoPages = d.previewPageCount();
        toggleRow(d, 1);
        QVERIFY(d.isPreparing());
        QVERIFY(prepared(d));
        QCOMPARE(d.data()->scenarios.size(), size_t(1));
        QCOMPARE(d.data()->scenarios[0].scenario().name, std::string("baseline"));
        // One scenario section and the side-by-side section fewer.
        QVERIFY2(d.previewPageCount() < twoPages,
                 qPrintable(QStringLiteral("%1 >= %2").arg(d.previewPageCount()).arg(twoPages)));
        QCOMPARE(d.previewPageCount(), pdfPageCount(*d.data()));

        // Nothing checked: said inline, nothing to preview or save.
        toggleRow(d, 0);
        QVERIFY(d.data() == nullptr);
        QVERIFY(d.errorText().contains(QStringLiteral("Check at least one scenario")));
        QCOMPARE(d.previewPageCount(), 0);
        QVERIFY(!button(d, "reportSave")->isEnabled());
        auto r = d.saveTo(m_dir.filePath(QStringLiteral("none.pdf")));
        QVERIFY(!r);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("none.pdf"))));
    }

    void savesThePreviewedDocument() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        QSignalSpy saved(&d, &ReportDialog::saved);
        const QString path = m_dir.filePath(QStringLiteral("out/report.pdf"));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("out")));
        auto pages = d.saveTo(path);
        QVERIFY2(pages, pages ? "" : pages.error().message.c_str());
        QCOMPARE(*pages, d.previewPageCount());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(bytes.startsWith("%PDF"));
        QCOMPARE(pagesInPdf(bytes), d.previewPageCount());
        QCOMPARE(saved.count(), 1);
        QCOMPARE(saved.at(0).at(0).toString(), path);
        QVERIFY(d.findChild<QLabel*>(QStringLiteral("reportStatus"))
                    ->text()
                    .contains(QDir::toNativeSeparators(path)));
        QCOMPARE(d.errorText(), QString());
    }

    void saveErrorsNameTheFileAndWriteNothing() {
        auto doc = project();
        ReportDialog d(*doc);
        QVERIFY(prepared(d));
        const QString missing = m_dir.filePath(QStringLiteral("no-such-folder/report.pdf"));
        const QString notPdf = m_dir.filePath(QStringLiteral("report.txt"));
        const QString folder = m_dir.filePath(QStringLiteral("a-folder.pdf"));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("a-folder.pdf")));
        const struct {
            QString path;
            QString why;
        } cases[] = {{missing, QStringLiteral("does not exist")},
                     {notPdf, QStringLiteral(".pdf")},
                     {folder, QStringLiteral("folder")}};
        for (const auto& c : cases) {
            auto r = d.saveTo(c.path);
            QVERIFY2(!r, qPrintable(c.path));
            const QString message = QString::fromStdString(r.error().message);
            QVERIFY2(message.contains(c.path) && message.contains(c.why), qPrintable(message));
            QVERIFY2(d.errorText().contains(c.path), qPrintable(d.errorText()));
            QVERIFY(QFileInfo(c.path).isDir() || !QFile::exists(c.path));
        }
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("no-such-folder"))));
        // Saving works again after a failure, and the error goes.
        QVERIFY(d.saveTo(m_dir.filePath(QStringLiteral("good.pdf"))));
        QCOMPARE(d.errorText(), QString());
    }

    void failedPreparationIsShownAndBlocksSaving() {
        auto doc = project();
        // The document takes an edit the catalog cannot evaluate (as after a catalog edit that
        // removes the scenario's GPU): the plan fails on "gpus[0]".
        QVERIFY(doc->edit(QStringLiteral("gpus"), QStringLiteral("GPUs"),
                          [](model::Scenario& s) { s.gpuIds = {"no-such-gpu"}; }));
        auto expected = views::prepareReport({doc->scenario()}, m_catalog, {});
        QVERIFY(!expected);
        const QString why = QString::fromStdString(expected.error().message);
        QVERIFY2(why.contains(QStringLiteral("no-such-gpu")), qPrintable(why));

        ReportDialog d(*doc);
        QSignalSpy failed(&d, &ReportDialog::preparationFailed);
        QTRY_VERIFY_WITH_TIMEOUT(!d.isPreparing(), kTimeoutMs);
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), why);
        QVERIFY(d.data() == nullptr);
        QVERIFY2(d.errorText().contains(why), qPrintable(d.errorText()));
        QVERIFY(!button(d, "reportSave")->isEnabled());
        QCOMPARE(d.previewPageCount(), 0);
        auto r = d.saveTo(m_dir.filePath(QStringLiteral("failed.pdf")));
        QVERIFY(!r);
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("failed.pdf"))));

        // Leaving the failing scenario out gives a report of the other one.
        toggleRow(d, 0);
        QVERIFY(prepared(d));
        QCOMPARE(d.data()->scenarios.size(), size_t(1));
        QCOMPARE(d.data()->scenarios[0].scenario().name, std::string("busy"));
        QCOMPARE(d.errorText(), QString());
        QVERIFY(button(d, "reportSave")->isEnabled());
    }

    void cancelStopsAndUpdateStartsAgain() {
        auto doc = project();
        ReportDialog d(*doc);
        QSignalSpy cancelled(&d, &ReportDialog::preparationCancelled);
        QSignalSpy updated(&d, &ReportDialog::previewUpdated);
        QVERIFY(d.isPreparing());
        QTest::mouseClick(button(d, "reportCancel"), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!d.isPreparing(), kTimeoutMs);
        QCOMPARE(cancelled.count(), 1);
        QCOMPARE(updated.count(), 0);
        QVERIFY(d.data() == nullptr);
        QVERIFY(!button(d, "reportSave")->isEnabled());
        QVERIFY(d.findChild<QLabel*>(QStringLiteral("reportStatus"))
                    ->text()
                    .startsWith(QStringLiteral("Cancelled")));
        QCOMPARE(d.findChild<QLabel*>(QStringLiteral("reportPlaceholder"))->text(),
                 QStringLiteral("Cancelled: nothing to preview."));
        QVERIFY(!d.saveTo(m_dir.filePath(QStringLiteral("cancelled.pdf"))));
        QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("cancelled.pdf"))));

        QTest::mouseClick(button(d, "reportRefresh"), Qt::LeftButton);
        QVERIFY(prepared(d));
        QCOMPARE(d.data()->scenarios.size(), size_t(2));
        QCOMPARE(updated.count(), 1);
    }

    void newerRequestSupersedesOlder() {
        auto doc = project();
        ReportDialog d(*doc);
        QSignalSpy updated(&d, &ReportDialog::previewUpdated);
        QVERIFY(d.isPreparing());
        toggleRow(d, 1); // while the two-scenario preparation runs
        QVERIFY(prepared(d));
        // The superseded two-scenario report was never shown.
        QCOMPARE(updated.count(), 1);
        QCOMPARE(d.data()->scenarios.size(), size_t(1));
    }

    void closingWhilePreparingIsSafe() {
        auto doc = project();
        auto d = std::make_unique<ReportDialog>(*doc);
        QVERIFY(d->isPreparing());
        // The destructor waits for the worker; what it posted is dropped with the dialog.
        d.reset();
        QCoreApplication::processEvents();
    }

    void fileMenuOpensTheDialog() {
        auto doc = project();
        QWidget window;
        app::AppSettings settings(m_dir.filePath(QStringLiteral("settings.ini")));
        app::FileActions files(doc.get(), &settings, &window,
                               [this] { return test::exampleScenario(m_catalog); });
        QMenu menu;
        files.populate(&menu);
        const QList<QAction*> actions = menu.actions();
        qsizetype at = -1;
        for (qsizetype i = 0; i < actions.size(); ++i)
            if (actions[i]->shortcut() == QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E))
                at = i;
        QVERIFY(at > 0);
        QCOMPARE(actions[at]->text(), QStringLiteral("Export Re&port…"));
        QCOMPARE(actions[at - 1]->text(), QStringLiteral("&Export Scenario JSON…"));
        QVERIFY(!actions[at]->statusTip().isEmpty());
        actions[at]->trigger();
        auto* d = window.findChild<ReportDialog*>(QStringLiteral("reportDialog"));
        QVERIFY(d);
        QCOMPARE(d->windowModality(), Qt::WindowModal);
        QCOMPARE(d->scenarios().size(), size_t(2));
        QVERIFY(prepared(*d));
        d->close(); // deletes itself
        QTRY_VERIFY(window.findChild<ReportDialog*>() == nullptr);
    }

    void screenshot() {
        // The whole catalog when the picture is taken for the documentation; the three GPUs of
        // the other functions otherwise (the same checks, a fraction of the time under ASan).
        auto doc = project(false, qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"));
        ReportDialog d(*doc);
        d.resize(1400, 900);
        d.show();
        QVERIFY(QTest::qWaitForWindowExposed(&d));
        QVERIFY(prepared(d));
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        // The preview (not the placeholder) shows, with the page counter.
        QVERIFY(d.findChild<QWidget*>(QStringLiteral("reportPreview"))->isVisible());
        QVERIFY(!d.findChild<QLabel*>(QStringLiteral("reportPlaceholder"))->isVisible());
        QCOMPARE(d.findChild<QLabel*>(QStringLiteral("reportPages"))->text(),
                 QStringLiteral("%1 pages, A4").arg(d.previewPageCount()));
        const QImage shot = d.grab().toImage();
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            shot.save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                      QStringLiteral("/report-dialog.png"));
    }
};

} // namespace tst_ReportDialog_suite

QTEST_MAIN(tst_ReportDialog_suite::tst_ReportDialog)
#include "tst_ReportDialog.moc"
