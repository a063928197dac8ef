// The report's pagination (issue 20 item 10): no table row is split by a page break, and a table
// continued on the next page repeats its header there, once. Checked on the layout's own page
// assignments: the pages of the first and the last line of every row.

#include "ViewTestSupport.h"
#include "views/report/ReportData.h"
#include "views/report/ReportDocument.h"
#include "views/report/ReportText.h"

#include <QBuffer>
#include <QChartView>
#include <QPdfWriter>
#include <QTest>
#include <QTextDocument>

#include <algorithm>
#include <map>
#include <memory>
#include <set>
#include <tuple>

namespace tst_ReportLayout_suite {

using namespace rightsizer;
using views::ReportText;
using views::TableRowPages;

namespace {

QString describe(const TableRowPages& r) {
    return QStringLiteral("table %1 row %2 (%3) runs from page %4 to %5")
        .arg(r.table)
        .arg(r.row)
        .arg(r.firstCell.left(40))
        .arg(r.firstPage + 1)
        .arg(r.lastPage + 1);
}

/// Fails naming the first row whose lines are on two pages.
void verifyNoRowSplits(const std::vector<TableRowPages>& rows) {
    for (const TableRowPages& r : rows)
        QVERIFY2(r.firstPage == r.lastPage, qPrintable(describe(r)));
}

/// For each table (split tables are one table per page), a header row on each page it is on:
/// the header rows of a table are on the page of its first body row, exactly once per page.
void verifyHeaderOncePerPage(const std::vector<TableRowPages>& rows) {
    // page -> table -> header rows seen / body rows seen
    std::map<std::pair<int, int>, std::pair<int, int>> perPage;
    for (const TableRowPages& r : rows) {
        auto& [headers, bodies] = perPage[{r.table, r.firstPage}];
        (r.header ? headers : bodies) += 1;
    }
    for (const auto& [key, counts] : perPage) {
        const bool hasHeader = std::any_of(rows.begin(), rows.end(), [&](const TableRowPages& r) {
            return r.table == key.first && r.header;
        });
        if (hasHeader)
            QVERIFY2(counts.first == 1 && counts.second > 0,
                     qPrintable(QStringLiteral("table %1 on page %2: %3 header rows, %4 rows")
                                    .arg(key.first)
                                    .arg(key.second + 1)
                                    .arg(counts.first)
                                    .arg(counts.second)));
    }
}

} // namespace

class tst_ReportLayout final : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void exampleReportSplitsNoRow() {
        const catalog::Catalog catalog = test::bundledCatalog();
        auto data = views::prepareReport({test::exampleScenario(catalog)}, catalog, {});
        QVERIFY2(data, data ? "" : data.error().message.c_str());
        QBuffer buffer;
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QPdfWriter pdf(&buffer);
        pdf.setResolution(views::ReportDocument::kPdfResolutionDpi);
        views::ReportDocument report(std::move(data).value());
        const int pages = report.layOut(&pdf);
        QVERIFY(pages > 5);
        // The demand section's month 1 is the plan's month: its fixed fleet is the plan's
        // rank 1 (5 replicas of the example), not the fleet a month of growth later asks for.
        const int replicas = test::exampleEvaluation()->plan.feasible.front().serve.replicas;
        QVERIFY2(report.textDocument()->toPlainText().contains(
                     QStringLiteral("In month 1 the fixed fleet holds %1 replicas").arg(replicas)),
                 qPrintable(QStringLiteral("expected %1 replicas in month 1").arg(replicas)));
        const auto rows = ReportText::tableRowPages(report.textDocument());
        QVERIFY(rows.size() > 50);
        verifyNoRowSplits(rows);
        verifyHeaderOncePerPage(rows);
        // A table continued on the next page continues there, not a page further: a part
        // under the same header as the part before starts at most a page after it ends.
        std::map<int, std::tuple<QString, int, int>> parts; // table -> header, first, last page
        for (const TableRowPages& r : rows) {
            auto [it, added] = parts.try_emplace(r.table, r.header ? r.firstCell : QString(),
                                                 r.firstPage, r.lastPage);
            std::get<2>(it->second) = std::max(std::get<2>(it->second), r.lastPage);
        }
        for (auto it = std::next(parts.begin()); it != parts.end(); ++it) {
            const auto& [header, first, last] = it->second;
            const auto& [beforeHeader, beforeFirst, beforeLast] = std::prev(it)->second;
            if (!header.isEmpty() && header == beforeHeader)
                QVERIFY2(first <= beforeLast + 1,
                         qPrintable(QStringLiteral("table %1 (%2) starts on page %3, the part "
                                                   "before ends on page %4")
                                        .arg(it->first)
                                        .arg(header)
                                        .arg(first + 1)
                                        .arg(beforeLast + 1)));
        }
    }

    void longTableContinuesUnderItsHeader() {
        // 90 rows, every fifth of three lines: about two and a half A4 pages of 7.5 pt rows.
        QTextDocument doc;
        views::ReportChartObjects charts;
        views::ReportTable table;
        table.headers = {QStringLiteral("GPU"), QStringLiteral("Note"), QStringLiteral("Cost")};
        table.widthsPercent = {25, 55, 20};
        table.rightAligned = {false, false, true};
        const QString longNote = QStringLiteral(
            "a note long enough to wrap over three lines of this narrow column, so that a page "
            "break can fall between the lines of the row, which the report must never allow to "
            "happen");
        for (int i = 0; i < 90; ++i)
            table.rows.push_back({QStringLiteral("GPU %1").arg(i + 1),
                                  i % 5 == 2 ? longNote : QStringLiteral("short"),
                                  QStringLiteral("$%1").arg(1000 + i)});
        {
            ReportText out(&doc, 96, &charts);
            out.heading(1, QStringLiteral("Candidates"));
            out.paragraph(QStringLiteral("Every candidate GPU."));
            out.table(table);
            out.paragraph(QStringLiteral("After the table."));
        }
        doc.setPageSize(QSizeF(700, 900));
        const std::vector<TableRowPages> before = ReportText::tableRowPages(&doc);
        // Without the pagination Qt breaks a three-line row between its lines.
        QVERIFY(std::any_of(before.begin(), before.end(),
                            [](const TableRowPages& r) { return r.firstPage != r.lastPage; }));

        ReportText::paginate(&doc);
        const std::vector<TableRowPages> rows = ReportText::tableRowPages(&doc);
        QVERIFY(doc.pageCount() >= 2);
        verifyNoRowSplits(rows);
        verifyHeaderOncePerPage(rows);
        // Every row is still there, once, in order, after the header of its page.
        QStringList names;
        for (const TableRowPages& r : rows)
            if (!r.header)
                names << r.firstCell;
        QCOMPARE(names.size(), 90);
        for (int i = 0; i < 90; ++i)
            QCOMPARE(names[i], QStringLiteral("GPU %1").arg(i + 1));
        int headers = 0;
        std::set<int> pages;
        for (const TableRowPages& r : rows) {
            headers += r.header ? 1 : 0;
            pages.insert(r.firstPage);
        }
        QCOMPARE(headers, int(pages.size())); // one header per page the table is on
        QVERIFY(pages.size() >= 2);
        QCOMPARE(*pages.rbegin() - *pages.begin() + 1, int(pages.size())); // no page skipped
        QVERIFY(doc.toPlainText().contains(QStringLiteral("After the table.")));
    }
};

} // namespace tst_ReportLayout_suite

QTEST_MAIN(tst_ReportLayout_suite::tst_ReportLayout)
#include "tst_ReportLayout.moc"
