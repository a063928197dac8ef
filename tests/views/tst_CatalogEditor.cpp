// The catalog browser and editor: in-place edits through the undo stack into the catalog
// database, the JSON row dialog, delete and reset, filter and sort, and persistence.
#include "catalog/CatalogDb.h"
#include "views/catalog/CatalogEditor.h"
#include "views/catalog/CatalogKindPage.h"
#include "views/catalog/CatalogRowDialog.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogTableModel.h"
#include "views/catalog/CatalogWindow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPointer>
#include <QPushButton>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <memory>

namespace tst_CatalogEditor_suite {

using namespace rightsizer;
using catalog::RowKind;
using catalog::RowStatus;
using views::CatalogEditor;
using views::CatalogKindPage;
using views::CatalogTableModel;

namespace {

constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
/// gpus.json, h100-sxm: memory_runtime_bytes (nvidia-smi 81559 MiB x 1048576).
constexpr double kH100Bytes = 85520809984.0;

bool near(double a, double b, double rel = 1e-12) {
    return std::abs(a - b) <= rel * std::max(std::abs(a), std::abs(b));
}

} // namespace

class tst_CatalogEditor final : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    QString dbPath() const { return m_dir->path() + QStringLiteral("/catalog.sqlite"); }
    std::unique_ptr<CatalogEditor> newEditor() {
        auto e = std::make_unique<CatalogEditor>(dbPath().toStdString());
        e->resize(1200, 800);
        e->show();
        return e;
    }

    /// The proxy index of (id, column key) in a page.
    static QModelIndex cell(CatalogKindPage* page, const std::string& id, const char* key) {
        const CatalogTableModel* m = page->tableModel();
        return page->proxy()->mapFromSource(m->index(m->rowOf(id), m->columnOf(key)));
    }
    static QString status(CatalogKindPage* page, const std::string& id) {
        const CatalogTableModel* m = page->tableModel();
        return m->index(m->rowOf(id), m->columnOf("status")).data().toString();
    }
    /// The effective catalog's figure, read as the planner reads it.
    static double h100Bytes(CatalogEditor& editor) {
        auto c = editor.effectiveCatalog();
        if (!c || !c->findGpu("h100-sxm"))
            return -1.0;
        return c->findGpu("h100-sxm")->memoryRuntimeBytes;
    }
    /// Types `text` into the cell's editor, as a user double-clicking the cell would, and
    /// presses Enter.
    static void typeIntoCell(QTableView* table, const QModelIndex& index, const QString& text) {
        table->setCurrentIndex(index);
        table->edit(index);
        auto* line = qobject_cast<QLineEdit*>(table->indexWidget(index));
        QVERIFY2(line, "the cell opened no line editor");
        line->selectAll();
        QTest::keyClicks(line, text);
        QPointer<QLineEdit> open = line;
        QTest::keyClick(line, Qt::Key_Return);
        // The delegate commits and closes the editor from the event loop.
        QTRY_VERIFY(!open);
    }
    static views::CatalogRowDialog* openDialog(CatalogEditor& editor) {
        return editor.findChild<views::CatalogRowDialog*>(QStringLiteral("catalogRowDialog"));
    }

private slots:
    void init() {
        m_dir = std::make_unique<QTemporaryDir>();
        QVERIFY(m_dir->isValid());
    }

    void editMemoryCellUndoRedo() {
        auto editor = newEditor();
        QVERIFY(editor->isOpen());
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QSignalSpy changed(editor.get(), &CatalogEditor::catalogChanged);
        QVERIFY(near(h100Bytes(*editor), kH100Bytes));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("bundled"));

        typeIntoCell(gpus->table(), cell(gpus, "h100-sxm", "memory"), QStringLiteral("100"));
        // 100 GiB = 100 x 2^30 B = 107374182400 B.
        QVERIFY(near(h100Bytes(*editor), 107374182400.0));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("edited"));
        QCOMPARE(cell(gpus, "h100-sxm", "memory").data(Qt::EditRole).toDouble(), 100.0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(editor->undoStack()->count(), 1);
        auto* statusLine = editor->findChild<QLabel*>(QStringLiteral("catalogStatus"));
        QVERIFY(statusLine->text().contains(QStringLiteral("28 GPUs, 1 edited, 0 added")));
        // The edited row is marked: bold status, tinted background.
        const QModelIndex st = cell(gpus, "h100-sxm", "status");
        QVERIFY(st.data(Qt::FontRole).value<QFont>().bold());
        QVERIFY(st.data(Qt::BackgroundRole).isValid());
        QVERIFY(!cell(gpus, "h100-pcie", "status").data(Qt::BackgroundRole).isValid());

        editor->undoStack()->undo();
        QVERIFY(near(h100Bytes(*editor), kH100Bytes));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("bundled"));
        QVERIFY(near(cell(gpus, "h100-sxm", "memory").data(Qt::EditRole).toDouble(),
                     kH100Bytes / kGiB));
        QCOMPARE(changed.count(), 2);

        editor->undoStack()->redo();
        QVERIFY(near(h100Bytes(*editor), 107374182400.0));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("edited"));
        QCOMPARE(changed.count(), 3);

        // Ctrl+Z in the table undoes it again.
        editor->show();
        editor->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(editor.get()));
        gpus->table()->setFocus();
        QTest::keyClick(gpus->table(), Qt::Key_Z, Qt::ControlModifier);
        QTRY_VERIFY(near(h100Bytes(*editor), kH100Bytes));
        QTest::keyClick(gpus->table(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QTRY_VERIFY(near(h100Bytes(*editor), 107374182400.0));
    }

    void editSurvivesRestart() {
        {
            auto editor = newEditor();
            CatalogKindPage* gpus = editor->page(RowKind::Gpu);
            typeIntoCell(gpus->table(), cell(gpus, "h100-sxm", "memory"), QStringLiteral("96"));
            QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("edited"));
        }
        auto editor = newEditor();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QCOMPARE(cell(gpus, "h100-sxm", "memory").data(Qt::EditRole).toDouble(), 96.0);
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("edited"));
        QCOMPARE(editor->undoStack()->count(), 0); // the history is per session, the edit is not
        editor.reset();
        // The CLI and the planner see it too: 96 x 2^30 B = 103079215104 B.
        auto db = catalog::CatalogDb::open(dbPath().toStdString());
        QVERIFY(db);
        auto c = db.value().effectiveCatalog();
        QVERIFY(c);
        QVERIFY(near(c->findGpu("h100-sxm")->memoryRuntimeBytes, 103079215104.0));
        auto row = db.value().find(RowKind::Gpu, "h100-sxm");
        QVERIFY(row && *row);
        QCOMPARE((*row)->status, RowStatus::Edited);
    }

    void invalidValueRefused() {
        auto editor = newEditor();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QSignalSpy changed(editor.get(), &CatalogEditor::catalogChanged);
        QSignalSpy refused(gpus->tableModel(), &CatalogTableModel::editRefused);
        auto* error = editor->findChild<QLabel*>(QStringLiteral("catalogError"));
        QVERIFY(error);

        typeIntoCell(gpus->table(), cell(gpus, "h100-sxm", "memory"), QStringLiteral("-5"));
        QCOMPARE(refused.count(), 1);
        const QString message = refused.at(0).at(0).toString();
        QVERIFY2(message.contains(QStringLiteral("memory_runtime_bytes")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("h100-sxm")), qPrintable(message));
        QCOMPARE(error->text(), message);
        QVERIFY(!error->isHidden());
        QCOMPARE(changed.count(), 0);
        QCOMPARE(editor->undoStack()->count(), 0);
        QVERIFY(near(h100Bytes(*editor), kH100Bytes));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("bundled"));

        typeIntoCell(gpus->table(), cell(gpus, "h100-sxm", "bandwidth"), QStringLiteral("fast"));
        QCOMPARE(refused.count(), 2);
        QVERIFY(refused.at(1).at(0).toString().contains(QStringLiteral("is not a number")));
        QCOMPARE(editor->undoStack()->count(), 0);
        // Opening and closing an editor without typing writes nothing.
        const QModelIndex bw = cell(gpus, "h100-sxm", "bandwidth");
        gpus->table()->edit(bw);
        QPointer<QWidget> open = gpus->table()->indexWidget(bw);
        QVERIFY(open);
        QTest::keyClick(open, Qt::Key_Return);
        QTRY_VERIFY(!open);
        QCOMPARE(editor->undoStack()->count(), 0);
    }

    void priceEditKeepsPerGpuHourConsistent() {
        auto editor = newEditor();
        CatalogKindPage* prices = editor->page(RowKind::Price);
        editor->showKind(RowKind::Price);
        // prices.csv PRC-0001: 55.04 USD/instance-hour for 8 GPUs, 6.88 USD per GPU-hour.
        typeIntoCell(prices->table(), cell(prices, "PRC-0001", "usd"), QStringLiteral("44"));
        auto c = editor->effectiveCatalog();
        QVERIFY(c);
        const auto it = std::find_if(c->prices.quotes.begin(), c->prices.quotes.end(),
                                     [](const model::PriceQuote& q) { return q.id == "PRC-0001"; });
        QVERIFY(it != c->prices.quotes.end());
        QVERIFY(near(it->usd, 44.0));
        QVERIFY(near(it->perGpuHourUsd, 44.0 / 8.0, 1e-9)); // 5.5: usd / gpu_count
        QCOMPARE(status(prices, "PRC-0001"), QStringLiteral("edited"));
    }

    void addPriceRowAndReset() {
        auto editor = newEditor();
        editor->show();
        editor->showKind(RowKind::Price);
        CatalogKindPage* prices = editor->page(RowKind::Price);
        const int before = prices->tableModel()->rowCount();
        QVERIFY(prices->selectRow("PRC-0001"));
        editor->findChild<QPushButton*>(QStringLiteral("catalogAdd"))->click();
        QPointer<views::CatalogRowDialog> dialog = openDialog(*editor);
        QVERIFY(dialog);
        // The id is new: an existing one is refused in the dialog, which stays open.
        QTest::keyClicks(dialog->idEdit(), QStringLiteral("PRC-0002"));
        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("quote e-mailed to us"));
        dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->errorLabel()->text().contains(QStringLiteral("already in the catalog")),
                 qPrintable(dialog->errorLabel()->text()));

        dialog->idEdit()->clear();
        QTest::keyClicks(dialog->idEdit(), QStringLiteral("PRC-USER-1"));
        QVERIFY(dialog->jsonEdit()->toPlainText().contains(QStringLiteral("\"PRC-USER-1\"")));
        dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());

        QCOMPARE(prices->tableModel()->rowCount(), before + 1);
        QCOMPARE(status(prices, "PRC-USER-1"), QStringLiteral("added"));
        QCOMPARE(prices->currentEntry()->row.data.id, std::string("PRC-USER-1"));
        auto c = editor->effectiveCatalog();
        QVERIFY(c);
        const auto find = [](const catalog::Catalog& cat, const std::string& id) {
            return std::find_if(cat.prices.quotes.begin(), cat.prices.quotes.end(),
                                [&](const model::PriceQuote& q) { return q.id == id; });
        };
        const auto it = find(*c, "PRC-USER-1");
        QVERIFY(it != c->prices.quotes.end());
        QVERIFY(near(it->usd, 55.04)); // copied from PRC-0001
        QCOMPARE(it->gpuId, std::string("h100-sxm"));
        QVERIFY(editor->findChild<QLabel*>(QStringLiteral("catalogStatus"))
                    ->text()
                    .contains(QStringLiteral("0 edited, 1 added")));

        editor->findChild<QPushButton*>(QStringLiteral("catalogReset"))->click();
        QCOMPARE(prices->tableModel()->rowCount(), before);
        QCOMPARE(prices->tableModel()->rowOf("PRC-USER-1"), -1);
        c = editor->effectiveCatalog();
        QVERIFY(c && find(*c, "PRC-USER-1") == c->prices.quotes.end());
        // Undo the reset, then the addition.
        editor->undoStack()->undo();
        QCOMPARE(status(prices, "PRC-USER-1"), QStringLiteral("added"));
        editor->undoStack()->undo();
        QCOMPARE(prices->tableModel()->rowOf("PRC-USER-1"), -1);
    }

    void editDialogShowsErrorAndStaysOpen() {
        auto editor = newEditor();
        editor->show();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QVERIFY(gpus->selectRow("h100-sxm"));
        editor->findChild<QPushButton*>(QStringLiteral("catalogEdit"))->click();
        QPointer<views::CatalogRowDialog> dialog = openDialog(*editor);
        QVERIFY(dialog);
        QString json = dialog->jsonEdit()->toPlainText();
        QVERIFY(json.contains(QStringLiteral("\"memory_bandwidth_gbps\": 3350")));
        dialog->jsonEdit()->setPlainText(
            json.replace(QStringLiteral("\"memory_bandwidth_gbps\": 3350"),
                         QStringLiteral("\"memory_bandwidth_gbps\": -1")));
        dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
        QVERIFY(dialog && dialog->isVisible());
        QVERIFY2(dialog->errorLabel()->text().contains(QStringLiteral("memory_bandwidth_gbps")),
                 qPrintable(dialog->errorLabel()->text()));
        QCOMPARE(editor->undoStack()->count(), 0);

        dialog->jsonEdit()->setPlainText(
            json.replace(QStringLiteral("\"memory_bandwidth_gbps\": -1"),
                         QStringLiteral("\"memory_bandwidth_gbps\": 3000")));
        dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        auto c = editor->effectiveCatalog();
        QVERIFY(c && near(c->findGpu("h100-sxm")->memoryBandwidthBytesPerS, 3000e9));
        QCOMPARE(status(gpus, "h100-sxm"), QStringLiteral("edited"));
        QCOMPARE(cell(gpus, "h100-sxm", "source").data(Qt::ToolTipRole).toString(),
                 QString::fromStdString(gpus->currentEntry()->row.data.source));
    }

    void deleteRefusedWhilePricedThenDeleteAndReset() {
        auto editor = newEditor();
        editor->show();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        auto* error = editor->findChild<QLabel*>(QStringLiteral("catalogError"));
        auto* del = editor->findChild<QPushButton*>(QStringLiteral("catalogDelete"));
        QVERIFY(gpus->selectRow("h100-sxm"));
        del->click();
        QVERIFY2(error->text().contains(QStringLiteral("prices refer to it")),
                 qPrintable(error->text()));
        QVERIFY(gpus->tableModel()->rowOf("h100-sxm") >= 0);
        QCOMPARE(editor->undoStack()->count(), 0);

        // mi250x has no price in prices.csv.
        QVERIFY(gpus->selectRow("mi250x"));
        del->click();
        auto c = editor->effectiveCatalog();
        QVERIFY(c && c->findGpu("mi250x") == nullptr);
        QCOMPARE(gpus->shownCount(), 27);
        QCOMPARE(status(gpus, "mi250x"), QStringLiteral("deleted"));
        QVERIFY(gpus->selectRow("mi250x")); // shows deleted rows
        QVERIFY(gpus->showDeleted()->isChecked());
        QCOMPARE(gpus->shownCount(), 28);
        editor->findChild<QPushButton*>(QStringLiteral("catalogReset"))->click();
        c = editor->effectiveCatalog();
        QVERIFY(c && c->findGpu("mi250x") != nullptr);
        QCOMPARE(status(gpus, "mi250x"), QStringLiteral("bundled"));
        editor->undoStack()->undo(); // the reset
        QCOMPARE(status(gpus, "mi250x"), QStringLiteral("deleted"));
        editor->undoStack()->undo(); // the delete
        QCOMPARE(status(gpus, "mi250x"), QStringLiteral("bundled"));
    }

    void resetOfAddedGpuRefusedWhilePriced() {
        auto editor = newEditor();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QVERIFY(gpus->selectRow("h100-sxm"));
        editor->findChild<QPushButton*>(QStringLiteral("catalogAdd"))->click();
        QPointer<views::CatalogRowDialog> dialog = openDialog(*editor);
        QVERIFY(dialog);
        QTest::keyClicks(dialog->idEdit(), QStringLiteral("my-h100"));
        QTest::keyClicks(dialog->sourceEdit(), QStringLiteral("our own measurements"));
        dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
        QTRY_VERIFY(!dialog || !dialog->isVisible());
        QCOMPARE(status(gpus, "my-h100"), QStringLiteral("added"));
        QCOMPARE(gpus->currentEntry()->row.data.id, std::string("my-h100"));
        const std::string price =
            R"({"id":"PRC-MINE","gpu_id":"my-h100","kind":"on-demand","provider":"Us",)"
            R"("product":"rack 1","region":"","gpu_count":"1","usd":"2","unit":"USD/GPU-hour",)"
            R"("per_gpu_hour_usd":"2","observed_date":"2026-01-01","confidence":"high",)"
            R"("source":"our invoice","note":""})";
        QVERIFY(editor->session()->put(RowKind::Price, "PRC-MINE", price, "our invoice", {},
                                       QStringLiteral("Add price")));

        // Removing the GPU would leave the price without its GPU: refused, nothing changes.
        QVERIFY(gpus->selectRow("my-h100"));
        editor->findChild<QPushButton*>(QStringLiteral("catalogReset"))->click();
        auto* error = editor->findChild<QLabel*>(QStringLiteral("catalogError"));
        QVERIFY2(error->text().contains(QStringLiteral("PRC-MINE")), qPrintable(error->text()));
        QCOMPARE(status(gpus, "my-h100"), QStringLiteral("added"));
        auto c = editor->effectiveCatalog();
        QVERIFY2(c, c ? "" : c.error().message.c_str());
        QCOMPARE(editor->undoStack()->count(), 2);
        // Undo runs in order: the price goes first, then the GPU.
        editor->undoStack()->undo();
        editor->undoStack()->undo();
        QCOMPARE(gpus->tableModel()->rowOf("my-h100"), -1);
        QVERIFY(editor->effectiveCatalog());
    }

    void filterNarrowsRows() {
        auto editor = newEditor();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QCOMPARE(gpus->shownCount(), 28); // gpus.json holds 28 GPUs
        auto shownIds = [&] {
            QStringList ids;
            for (int r = 0; r < gpus->proxy()->rowCount(); ++r)
                ids << gpus->proxy()
                           ->index(r, gpus->tableModel()->columnOf("id"))
                           .data()
                           .toString();
            ids.sort();
            return ids;
        };
        // gpus.json: only the MI300X and MI325X have "MI3" in any field.
        QTest::keyClicks(gpus->filter(), QStringLiteral("mi3"));
        QCOMPARE(shownIds(), (QStringList{QStringLiteral("mi300x"), QStringLiteral("mi325x")}));
        // Every word must be found, each in any column: vendor AMD, form factor OAM.
        gpus->filter()->clear();
        QTest::keyClicks(gpus->filter(), QStringLiteral("amd oam"));
        QCOMPARE(shownIds(), (QStringList{QStringLiteral("mi250"), QStringLiteral("mi250x"),
                                          QStringLiteral("mi300x"), QStringLiteral("mi325x")}));
        QVERIFY(editor->findChild<QLabel*>(QStringLiteral("catalogStatus"))
                    ->text()
                    .contains(QStringLiteral("(4 shown)")));
        gpus->filter()->clear();
        QCOMPARE(gpus->shownCount(), 28);
    }

    void sortByMemoryUsesRawNumber() {
        auto editor = newEditor();
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        const int column = gpus->tableModel()->columnOf("memory");
        gpus->table()->sortByColumn(column, Qt::AscendingOrder);
        auto c = editor->effectiveCatalog();
        QVERIFY(c);
        std::vector<double> expected;
        for (const model::GpuSpec& g : c->gpus)
            expected.push_back(g.memoryRuntimeBytes / kGiB);
        std::sort(expected.begin(), expected.end());
        QCOMPARE(gpus->proxy()->rowCount(), int(expected.size()));
        for (int r = 0; r < gpus->proxy()->rowCount(); ++r)
            QVERIFY(near(gpus->proxy()->index(r, column).data(Qt::EditRole).toDouble(),
                         expected[size_t(r)]));
        // gpus.json: the T4 (15 GiB) is smallest, the MI325X (255.69 GiB) largest. As text,
        // "15.00" < "255.69" < "79.65" would put the H100 last.
        const int id = gpus->tableModel()->columnOf("id");
        QCOMPARE(gpus->proxy()->index(0, id).data().toString(), QStringLiteral("t4"));
        QCOMPARE(gpus->proxy()->index(27, id).data().toString(), QStringLiteral("mi325x"));
    }

    void modelsPassTheModelTester() {
        auto editor = newEditor();
        std::vector<std::unique_ptr<QAbstractItemModelTester>> testers;
        for (RowKind kind : catalog::kRowKinds) {
            CatalogKindPage* page = editor->page(kind);
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                page->tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest));
            testers.push_back(std::make_unique<QAbstractItemModelTester>(
                page->proxy(), QAbstractItemModelTester::FailureReportingMode::QtTest));
            QVERIFY(page->tableModel()->rowCount() > 0);
        }
        CatalogKindPage* models = editor->page(RowKind::Model);
        const CatalogTableModel* m = models->tableModel();
        const std::string id = m->entry(0)->row.data.id;
        QVERIFY(models->tableModel()->setData(
            m->index(0, m->columnOf("context")),
            m->index(0, m->columnOf("context")).data(Qt::EditRole).toDouble() * 2.0));
        QCOMPARE(status(models, id), QStringLiteral("edited"));
        QVERIFY(editor->session()->remove(RowKind::Model, id));
        models->filter()->setText(QStringLiteral("llama"));
        models->showDeleted()->setChecked(true);
        editor->undoStack()->undo();
        editor->undoStack()->undo();
        QCOMPARE(status(models, id), QStringLiteral("bundled"));
        // Headers carry units; read-only columns are not editable.
        CatalogKindPage* gpus = editor->page(RowKind::Gpu);
        QCOMPARE(gpus->tableModel()
                     ->headerData(gpus->tableModel()->columnOf("memory"), Qt::Horizontal)
                     .toString(),
                 QStringLiteral("Memory (GiB)"));
        QVERIFY(!(gpus->tableModel()->flags(gpus->tableModel()->index(0, 0)) & Qt::ItemIsEditable));
    }

    void openFailureIsShown() {
        // A file where the catalog's folder should be: the database cannot be created.
        QFile blocker(m_dir->path() + QStringLiteral("/blocker"));
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        CatalogEditor editor(
            (m_dir->path() + QStringLiteral("/blocker/catalog.sqlite")).toStdString());
        QVERIFY(!editor.isOpen());
        auto* error = editor.findChild<QLabel*>(QStringLiteral("catalogError"));
        QVERIFY(!error->isHidden());
        QVERIFY(error->text().contains(QStringLiteral("cannot be opened")));
        QVERIFY(!editor.effectiveCatalog());
        QVERIFY(!editor.findChild<QPushButton*>(QStringLiteral("catalogAdd"))->isEnabled());

        // A damaged file: the message offers the rebuild.
        QFile garbage(dbPath());
        QVERIFY(garbage.open(QIODevice::WriteOnly));
        garbage.write(QByteArray(4096, 'x'));
        garbage.close();
        CatalogEditor damaged(dbPath().toStdString());
        QVERIFY(!damaged.isOpen());
        QVERIFY(damaged.findChild<QLabel*>(QStringLiteral("catalogError"))
                    ->text()
                    .contains(QStringLiteral("rebuild")));
    }

    void windowTitleNamesTheFile() {
        views::CatalogWindow window(dbPath().toStdString());
        QVERIFY(window.windowTitle().startsWith(QStringLiteral("Catalog — ")));
        QVERIFY(window.windowTitle().endsWith(QStringLiteral("catalog.sqlite")));
        QVERIFY(window.editor()->isOpen());
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            CatalogKindPage* gpus = window.editor()->page(RowKind::Gpu);
            typeIntoCell(gpus->table(), cell(gpus, "h100-sxm", "memory"), QStringLiteral("100"));
            QVERIFY(gpus->selectRow("h100-pcie"));
            window.resize(1200, 800);
            const QString dir = qEnvironmentVariable("RIGHTSIZER_SHOT_DIR");
            window.grab().save(dir + QStringLiteral("/catalog-gpus.png"));
            window.editor()->showKind(RowKind::Model);
            window.grab().save(dir + QStringLiteral("/catalog-models.png"));
            window.editor()->showKind(RowKind::Price);
            window.grab().save(dir + QStringLiteral("/catalog-prices.png"));
            window.editor()->showKind(RowKind::Gpu);
            typeIntoCell(gpus->table(), cell(gpus, "h100-pcie", "memory"), QStringLiteral("-1"));
            window.grab().save(dir + QStringLiteral("/catalog-error.png"));
            window.editor()->editCurrentRow();
            views::CatalogRowDialog* dialog = openDialog(*window.editor());
            QVERIFY(dialog);
            dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
            dialog->sourceEdit()->setText(QStringLiteral("our lab"));
            dialog->jsonEdit()->setPlainText(QStringLiteral("{\"id\": \"h100-pcie\"}"));
            dialog->findChild<QPushButton*>(QStringLiteral("catalogRowOk"))->click();
            dialog->grab().save(dir + QStringLiteral("/catalog-dialog.png"));
            dialog->reject();
        }
    }
};

} // namespace tst_CatalogEditor_suite

QTEST_MAIN(tst_CatalogEditor_suite::tst_CatalogEditor)
#include "tst_CatalogEditor.moc"
