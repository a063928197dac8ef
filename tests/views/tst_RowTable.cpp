// One description of a table's columns (views/table/RowTable.h) read by the workbench's table
// model, the CLI's plain-text table and the report's table; the planner's candidates use it in
// all three (views/CandidateColumns.h).

#include "app/CliInProcess.h"
#include "views/CandidateTableModel.h"
#include "views/ViewTestSupport.h"
#include "views/cost/TcoOptionColumns.h"
#include "views/report/ReportText.h"
#include "workspace/ScenarioDocument.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

namespace tst_RowTable_suite {

using namespace rightsizer;

namespace {

struct Item {
    QString name;
    double watts = 0;
};

std::vector<views::TableColumn<Item>> itemColumns() {
    views::TableColumn<Item> name;
    name.id = 0;
    name.title = QStringLiteral("Name");
    name.text = [](const Item& i) { return i.name; };
    views::TableColumn<Item> watts;
    watts.id = 1;
    watts.title = QStringLiteral("Power (W)");
    watts.compactTitle = QStringLiteral("W");
    watts.numeric = true;
    watts.text = [](const Item& i) { return QString::number(i.watts); };
    watts.raw = [](const Item& i) { return i.watts; };
    views::TableColumn<Item> note;
    note.id = 2;
    note.title = QStringLiteral("Note");
    note.places = views::InWorkbench;
    note.text = [](const Item& i) { return i.name.toUpper(); };
    return {name, watts, note};
}

} // namespace

class TestRowTable : public QObject {
    Q_OBJECT

private slots:
    void textTablePadsToTheWidestCell() {
        const std::vector<Item> items{{QStringLiteral("h100"), 700}, {QStringLiteral("l4"), 72}};
        const QStringList lines = views::textTable(itemColumns(), items);
        // "Name" is 4 wide, "h100" 4: names padded to 4; watts right-aligned to "700" (3 > "W").
        // The workbench-only Note column is left out.
        QCOMPARE(lines, (QStringList{QStringLiteral("Name    W"), QStringLiteral("h100  700"),
                                     QStringLiteral("l4     72")}));
    }

    void modelShowsTheWorkbenchColumns() {
        views::RowTableModel<Item> model;
        QAbstractItemModelTester tester(&model,
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.reset(itemColumns(), {{QStringLiteral("h100"), 700}});
        QCOMPARE(model.columnCount(), 3);
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("Power (W)"));
        QCOMPARE(model.index(0, 1).data().toString(), QStringLiteral("700"));
        QCOMPARE(model.index(0, 1).data(Qt::EditRole).toDouble(), 700.0);
        QCOMPARE(model.index(0, 2).data().toString(), QStringLiteral("H100"));
        // Text without a raw value sorts by its text.
        QCOMPARE(model.index(0, 0).data(Qt::EditRole).toString(), QStringLiteral("h100"));
        QVERIFY(model.index(0, 1).data(Qt::TextAlignmentRole).toInt() & Qt::AlignRight);
        QCOMPARE(model.sectionOf(2), 2);
        QCOMPARE(model.sectionOf(7), -1);
    }

    void reportTableTakesTheReportColumns() {
        const views::ReportTable t =
            views::reportTable(itemColumns(), std::vector<Item>{{QStringLiteral("l4"), 72}});
        QCOMPARE(t.headers, (QStringList{QStringLiteral("Name"), QStringLiteral("W")}));
        QCOMPARE(t.rightAligned, (std::vector<bool>{false, true}));
        QCOMPARE(t.rows.front(), (QStringList{QStringLiteral("l4"), QStringLiteral("72")}));
    }

    void tcoOptionsListTheCostedOnesAndNameTheOthers() {
        // On-demand $1.2 M; a hybrid whose best base is no node is on-demand itself (no
        // break-even of its own); on-prem cannot be costed without a server price.
        model::TcoResult r;
        model::TcoOptionResult onDemand;
        onDemand.totalUsd = 1.2e6;
        onDemand.npvUsd = 1.1e6;
        onDemand.usdPerUnit = 1.02;
        model::TcoOptionResult hybrid = onDemand;
        hybrid.option = model::TcoOption::Hybrid;
        hybrid.breakEvenMonth = 1; // equal every month
        model::TcoOptionResult onPrem;
        onPrem.option = model::TcoOption::OnPrem;
        onPrem.available = false;
        onPrem.unavailableReason = {"no purchase price", {}};
        r.options = {onDemand, onPrem, hybrid};
        const QStringList text =
            views::textTable(views::tcoOptionColumns(true, views::QuantityFormat(QLocale::c())),
                             views::tcoOptionRows(r));
        QCOMPARE(text.size(), qsizetype(3)); // header, on-demand, hybrid
        QVERIFY2(text[0].contains(QStringLiteral("$/M out tok")), qPrintable(text[0]));
        QVERIFY2(text[1].startsWith(QStringLiteral("on-demand")), qPrintable(text[1]));
        QVERIFY(text[1].contains(QStringLiteral("$1,200,000")));
        QVERIFY(text[1].contains(QStringLiteral("$1.020")));
        QVERIFY2(text[2].startsWith(QStringLiteral("hybrid (no on-prem base)")),
                 qPrintable(text[2]));
        QVERIFY2(text[2].endsWith(QStringLiteral("—")), qPrintable(text[2]));
        QCOMPARE(views::unavailableTcoOptions(r),
                 QStringList{QStringLiteral("on-prem: unavailable: no purchase price")});
    }

    void typedPriceReranksAndUndoes() {
        // The example's H100 NVL at a quote of $1.00/GPU-hour (its catalog price, one RunPod
        // Community Cloud offer of $2.59, counts only in the marketplace tier), typed into its
        // $/GPU-h cell: its cheapest layout, TP2 PP2 on 20 GPUs, at $1.00 = $20/h undercuts 8
        // B200 x $7.875 = $63/h, so the re-evaluated plan ranks H100 NVL first; Undo restores
        // B200 TP1 as rank 1. (The
        // workbench keeps such a price as a catalog quote of the user's own; tst_MainWindow
        // covers that path, this one the scenario's cost.gpu_hour_usd.)
        const catalog::Catalog catalog = test::bundledCatalog();
        workspace::ScenarioDocument doc(catalog);
        doc.reset(test::exampleScenario(catalog));
        const workspace::EvaluationPtr e = test::exampleEvaluation();
        QCOMPARE(e->plan.feasible.front().gpuId, std::string("b200"));
        views::CandidateTableModel model;
        model.setEvaluation(e);
        QSignalSpy entered(&model, &views::CandidateTableModel::priceEntered);
        const int nvl = model.rowOf("h100-nvl", model::Precision::Fp8, 2, 1);
        const QModelIndex price =
            model.index(nvl, model.columnOf(views::CandidateColumnId::UsdPerGpuHour));
        QVERIFY(model.flags(price) & Qt::ItemIsEditable);
        // Refused: not a number, not positive, beyond any GPU's rent; a rejected row's cell is
        // not editable at all; other columns are read-only.
        QVERIFY(!model.setData(price, QStringLiteral("cheap")));
        QVERIFY(!model.setData(price, -3.0));
        QVERIFY(!model.setData(price, 5000.0));
        QVERIFY(!(model.flags(model.index(model.feasibleCount(), price.column())) &
                  Qt::ItemIsEditable));
        QVERIFY(!(model.flags(model.index(nvl, 1)) & Qt::ItemIsEditable));
        QCOMPARE(entered.count(), 0);
        QVERIFY(model.setData(price, QStringLiteral("$1.00")));
        QCOMPARE(entered.count(), 1);
        const QString gpu = entered.front().at(0).toString();
        const double usd = entered.front().at(1).toDouble();
        QCOMPARE(gpu, QStringLiteral("h100-nvl"));
        QCOMPARE(usd, 1.0);

        QVERIFY(doc.edit(QStringLiteral("cost.gpu_hour_usd.") + gpu,
                         QStringLiteral("Price of %1 (your quote)").arg(gpu),
                         [&](model::Scenario& s) { s.cost.gpuHourUsd[gpu.toStdString()] = usd; })
                    .ok());
        QCOMPARE(doc.scenario().cost.gpuHourUsd.at("h100-nvl"), 1.0);
        auto priced = workspace::evaluate(doc.scenario(), catalog);
        QVERIFY(priced.ok());
        const model::Candidate& first = priced->plan.feasible.front();
        QCOMPARE(first.gpuId, std::string("h100-nvl"));
        QCOMPARE(first.price->usdPerGpuHour, 1.0);
        QCOMPARE(first.costPerMonthUsd, 20 * 1.0 * 730.0);
        QVERIFY(doc.undoStack()->undoText().contains(QStringLiteral("h100-nvl")));
        doc.undoStack()->undo();
        QVERIFY(doc.scenario().cost.gpuHourUsd.empty());
        auto back = workspace::evaluate(doc.scenario(), catalog);
        QVERIFY(back.ok());
        QCOMPARE(back->plan.feasible.front().gpuId, std::string("b200"));
    }

    void candidatesReadTheSameEverywhere() {
        // The example's plan: the CLI prints the table of the shared columns, and its cells are
        // the workbench's cells (C locale, as the CLI writes numbers).
        const workspace::EvaluationPtr e = test::exampleEvaluation();
        QLocale::setDefault(QLocale::c());
        const auto columns = views::candidateColumns(e->scenario);
        const std::vector<views::CandidateRow> rows = views::candidateRows(e->plan, false);
        const QStringList text = views::textTable(columns, rows);

        const test::CliRun run = test::runInProcess({QStringLiteral("plan"), test::examplePath(),
                                                     QStringLiteral("--top"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList printed = QString::fromUtf8(run.out).split(QLatin1Char('\n'));
        // Widths follow the widest cell of the rows printed, so compare cells, not lines.
        qsizetype header = 0;
        while (header < printed.size() && !printed[header].contains(QStringLiteral("TPOT p95")))
            ++header;
        QVERIFY(header + 3 < printed.size());
        QCOMPARE(printed[header].simplified(), text.front().simplified());
        for (int r = 1; r <= 3; ++r)
            QCOMPARE(printed[header + r].simplified(), text[r].simplified());

        views::CandidateTableModel model;
        model.setEvaluation(e);
        for (const views::CandidateColumn& c : views::columnsIn(columns, views::InText)) {
            if (c.id == int(views::CandidateColumnId::Flags)) {
                QVERIFY(model.columnOf(views::CandidateColumnId::Flags) < 0);
                continue;
            }
            const int section = model.sectionOf(c.id);
            QVERIFY2(section >= 0, qPrintable(c.title));
            QVERIFY2(text[1].contains(model.index(0, section).data().toString()),
                     qPrintable(c.title));
        }
        // The workbench names thin price evidence in words where the text flags it E: the
        // GB200's price is one CoreWeave quote.
        const int gb200 = model.rowOf("gb200", model::Precision::Fp8, 1, 1);
        QVERIFY(gb200 >= 0);
        QVERIFY(text[qsizetype(gb200) + 1].contains(QStringLiteral("E")));
        QVERIFY2(model.index(gb200, model.columnOf(views::CandidateColumnId::Notes))
                     .data()
                     .toString()
                     .contains(QStringLiteral("thin price evidence (one provider)")),
                 qPrintable(model.index(gb200, model.columnOf(views::CandidateColumnId::Notes))
                                .data()
                                .toString()));
        // The report shows the same figures and neither status nor flags.
        const views::ReportTable report = views::reportTable(columns, rows);
        QCOMPARE(report.headers.size(), qsizetype(13));
        qsizetype from = 0;
        for (const QString& cell : report.rows.front()) {
            from = text[1].indexOf(cell, from);
            QVERIFY2(from >= 0, qPrintable(cell));
        }
        QVERIFY(!report.headers.contains(QStringLiteral("Status")));
        QLocale::setDefault(QLocale::system());
    }
};

} // namespace tst_RowTable_suite

QTEST_MAIN(tst_RowTable_suite::TestRowTable)
#include "tst_RowTable.moc"
