#pragma once

#include "views/table/RowTable.h"

#include <QString>
#include <QStringList>
#include <QTextCursor>
#include <QTextObjectInterface>

#include <memory>
#include <vector>

class QChartView;
class QTextDocument;
class QTextTable;

namespace rightsizer::views {

/// A table of the report: a header row that repeats on every page the table runs onto, then
/// rows of text. Columns are aligned left unless `rightAligned` says otherwise (numbers). A row
/// of two cells in a wider table is a remark: its second cell spans the other columns.
struct ReportTable {
    QStringList headers;
    std::vector<QStringList> rows;
    std::vector<bool> rightAligned;    ///< per column; missing entries: left (right: never wraps)
    std::vector<bool> noWrap;          ///< per column: short names that must not wrap
    std::vector<double> widthsPercent; ///< per column; empty: Qt sizes the columns
    std::vector<int> emphasised;       ///< rows set in bold (the recommendation)
    double fontPointSize = 7.5;
};

/// A report table of the columns that are InReport: their compact titles, numbers right-aligned.
template <class Row>
ReportTable reportTable(const std::vector<TableColumn<Row>>& all, const std::vector<Row>& rows) {
    ReportTable t;
    const std::vector<TableColumn<Row>> columns = columnsIn(all, InReport);
    for (const TableColumn<Row>& c : columns) {
        t.headers << c.shortTitle();
        t.rightAligned.push_back(c.numeric);
    }
    for (const Row& row : rows) {
        QStringList cells;
        for (const TableColumn<Row>& c : columns)
            cells << c.text(row);
        t.rows.push_back(cells);
    }
    return t;
}

/// Charts inside the report's text: each is an inline object as wide as the text, drawn by
/// rendering its chart view into the page's painter, so the PDF holds vector paths and text.
class ReportChartObjects final : public QObject, public QTextObjectInterface {
    Q_OBJECT
    Q_INTERFACES(QTextObjectInterface)
public:
    static constexpr int kObjectType = QTextFormat::UserObject + 1;

    /// Takes the chart; `aspect` is its height over its width. Returns its index.
    int add(std::unique_ptr<QChartView> view, double aspect);
    int count() const { return int(m_views.size()); }
    QChartView* view(int index) const { return m_views.at(size_t(index)).get(); }

    QSizeF intrinsicSize(QTextDocument* doc, int posInDocument, const QTextFormat& format) override;
    void drawObject(QPainter* painter, const QRectF& rect, QTextDocument* doc, int posInDocument,
                    const QTextFormat& format) override;

private:
    std::vector<std::unique_ptr<QChartView>> m_views;
    std::vector<double> m_aspects;
};

/// Where one row of a table of the report lies: the pages of its first and last line of text.
struct TableRowPages {
    int table = 0; ///< index of the table in the document, in reading order
    int row = 0;
    bool header = false;    ///< one of the table's header rows
    QString firstCell = {}; ///< the text of its first cell
    int firstPage = 0;
    int lastPage = 0;
};

/// Writes the report's content into a QTextDocument laid out for one paint device: sizes are
/// given in points and converted with the device's resolution.
class ReportText {
public:
    /// On a heading's block: it goes to the page of what follows it.
    static constexpr int kKeepWithNext = QTextFormat::UserProperty + 2;
    /// On a table moved to the next page because its first row would split there.
    static constexpr int kMovedWhole = QTextFormat::UserProperty + 3;

    /// `dpi` is the device's logical resolution; `charts` draws the chart objects.
    ReportText(QTextDocument* doc, double dpi, ReportChartObjects* charts);
    /// Ends the edit: the document is laid out once, not after every insertion.
    ~ReportText();
    ReportText(const ReportText&) = delete;
    ReportText& operator=(const ReportText&) = delete;

    /// Format lengths (margins, padding, borders, indents) of `points` (1/72 inch). Qt's text
    /// layout takes them in pixels at the default resolution and scales them to the paint
    /// device itself, so the report looks the same at any device resolution.
    double pt(double points) const;

    /// A numbered heading ("2.3 Candidates"): level 1 starts a page. Headings stay on the page
    /// of what follows them (see keepHeadingsWithNext).
    void heading(int level, const QString& text);
    /// A paragraph of plain text; `html` true takes simple HTML (<b>, <i>).
    void paragraph(const QString& text, bool html = false, double pointSize = 9.0);
    /// A paragraph in small grey type (notes under a table or a chart).
    void note(const QString& text);
    /// Bulleted list, one item per entry (simple HTML allowed).
    void bullets(const QStringList& items);
    /// Label/value pairs as a two-column table without header.
    void facts(const std::vector<std::pair<QString, QString>>& rows, double labelPercent = 34,
               double pointSize = 8.5);
    void table(const ReportTable& t);
    /// A chart as wide as the text.
    void chart(std::unique_ptr<QChartView> view, double aspect);
    /// Large title-page lines.
    void titleLine(const QString& text, double pointSize, bool bold, double spaceBeforePt);
    void pageBreak();

    /// Moves each heading whose next block starts on a later page to that page (so no heading
    /// ends a page). Lays the document out; call after the content is complete.
    static void keepHeadingsWithNext(QTextDocument* doc);
    /// Moves each paragraph (outside tables) that would leave one line alone at the top or the
    /// bottom of a page to the next page, whole (a page holding only "of the GPUs paid for."
    /// was the case). Call after keepHeadingsWithNext.
    static void keepParagraphLinesTogether(QTextDocument* doc);
    /// Moves each table row that would run over a page's end to the next page, whole: the
    /// table is split there and its rest continues on the next page under a copy of its header
    /// rows (Qt 6.4 breaks a row between the lines of its cells). A table whose first row would
    /// split moves whole, with the heading above it. Returns whether anything moved.
    static bool keepTableRowsTogether(QTextDocument* doc);
    /// All the passes above, until none moves anything more. Call after the content is
    /// complete and the page size is set.
    static void paginate(QTextDocument* doc);
    /// The pages of every table row, in reading order (for the pagination's checks).
    static std::vector<TableRowPages> tableRowPages(QTextDocument* doc);

private:
    /// Splits `table` before `row`: rows from `row` on go to a copy of the table (with the
    /// header rows) that starts a page. Returns the copy.
    static QTextTable* splitTable(QTextTable* table, int row);
    QTextCursor& block(double spaceBeforePt, double spaceAfterPt);
    void endTable();

    QTextDocument* m_doc;
    double m_dpi;
    ReportChartObjects* m_charts;
    QTextCursor m_cursor;
    bool m_empty = true;
    bool m_breakNext = false;
    double m_spaceAfterTable = 0; ///< points added above the block after a table
    int m_numbers[3] = {0, 0, 0};
};

} // namespace rightsizer::views
