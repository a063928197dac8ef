// The report's pagination: headings stay with what follows them, no paragraph leaves one line
// alone on a page, no table row splits across pages (Qt 6.4 breaks a row between the lines of
// its cells) and a table continued on the next page repeats its header there.

#include "ReportText.h"

#include <QAbstractTextDocumentLayout>
#include <QPaintDevice>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextDocumentFragment>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>
#include <climits>
#include <limits>

// Qt's own resolution for format lengths (qfont.cpp).
Q_GUI_EXPORT int qt_defaultDpiY();

namespace rightsizer::views {

namespace {

/// The first of the headings directly above `block` (empty paragraphs between them skipped),
/// or `block` itself: a page break before a heading goes before the headings it sits under,
/// so "2.6" does not stay alone at the foot of a page when "2.6.1" moves on.
QTextBlock headingChainStart(QTextBlock block) {
    for (;;) {
        QTextBlock prev = block.previous();
        while (prev.isValid() && prev.text().isEmpty() && !QTextCursor(prev).currentTable())
            prev = prev.previous();
        if (!prev.isValid() || QTextCursor(prev).currentTable() ||
            !prev.blockFormat().boolProperty(ReportText::kKeepWithNext))
            return block;
        block = prev;
    }
}

/// Sets a page break before `block`.
void setBreakBefore(QTextBlock block) {
    QTextCursor c(block);
    QTextBlockFormat f = block.blockFormat();
    f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    c.setBlockFormat(f);
}

} // namespace

void ReportText::keepHeadingsWithNext(QTextDocument* doc) {
    const double pageHeight = doc->pageSize().height();
    if (pageHeight <= 0)
        return;
    QAbstractTextDocumentLayout* layout = doc->documentLayout();
    auto pageOf = [&](double y) { return int(y / pageHeight); };
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (!b.blockFormat().boolProperty(kKeepWithNext) ||
            b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue;
        QTextBlock next = b.next();
        // Skip the empty paragraph a table is anchored after.
        while (next.isValid() && next.text().isEmpty() && !QTextCursor(next).currentTable() &&
               next.next().isValid())
            next = next.next();
        if (!next.isValid())
            continue;
        const QRectF here = layout->blockBoundingRect(b);
        QRectF there = layout->blockBoundingRect(next);
        // A table's blocks are placed within its frame: what must share the page with the
        // heading is the table's top, its header row and a first row or two.
        if (QTextTable* t = QTextCursor(next).currentTable()) {
            const QRectF table = layout->frameBoundingRect(t);
            there = QRectF(table.left(), table.top(), table.width(),
                           std::min(table.height(), here.height() * 3));
        }
        const int page = pageOf(here.top() + 1);
        const bool nextStartsLater = pageOf(there.top() + 1) > page;
        const bool shortNextSplits =
            pageOf(there.bottom() - 1) > page && there.height() < pageHeight / 4;
        if (nextStartsLater || shortNextSplits)
            setBreakBefore(headingChainStart(b));
    }
}

void ReportText::keepParagraphLinesTogether(QTextDocument* doc) {
    const double pageHeight = doc->pageSize().height();
    if (pageHeight <= 0)
        return;
    QAbstractTextDocumentLayout* layout = doc->documentLayout();
    for (QTextBlock b = doc->begin(); b.isValid(); b = b.next()) {
        if (QTextCursor(b).currentTable() ||
            b.blockFormat().pageBreakPolicy() & QTextFormat::PageBreak_AlwaysBefore)
            continue;
        const QTextLayout* lines = b.layout();
        const int count = lines ? lines->lineCount() : 0;
        if (count < 2)
            continue;
        const QRectF box = layout->blockBoundingRect(b);
        if (box.height() > pageHeight / 3)
            continue; // a long paragraph breaks where it must
        auto pageOfLine = [&](int i) {
            const QTextLine line = lines->lineAt(i);
            return int((box.top() + line.y() + line.height() / 2) / pageHeight);
        };
        const bool lastAlone = pageOfLine(count - 1) > pageOfLine(count - 2);
        const bool firstAlone = pageOfLine(1) > pageOfLine(0);
        if (lastAlone || firstAlone) {
            // The headings just above go with their paragraph.
            setBreakBefore(headingChainStart(b));
        }
    }
}

namespace {

/// Every table of the document, in reading order (tables in tables too).
void collectTables(QTextFrame* frame, std::vector<QTextTable*>& out) {
    for (QTextFrame* child : frame->childFrames()) {
        if (auto* table = qobject_cast<QTextTable*>(child))
            out.push_back(table);
        collectTables(child, out);
    }
}

/// The bottom of the lowest line of text of row `row` of `table` (document pixels), and the top
/// of its highest line.
std::pair<double, double> rowTextSpan(QTextTable* table, int row) {
    QAbstractTextDocumentLayout* layout = table->document()->documentLayout();
    double top = std::numeric_limits<double>::max();
    double bottom = std::numeric_limits<double>::lowest();
    for (int col = 0; col < table->columns(); ++col) {
        const QTextTableCell cell = table->cellAt(row, col);
        if (cell.row() != row || cell.column() != col)
            continue; // covered by a merged cell
        const QTextBlock end = cell.lastCursorPosition().block().next();
        for (QTextBlock b = cell.firstCursorPosition().block(); b.isValid() && b != end;
             b = b.next()) {
            const QTextLayout* lines = b.layout();
            const QRectF box = layout->blockBoundingRect(b);
            for (int i = 0; lines != nullptr && i < lines->lineCount(); ++i) {
                const QTextLine line = lines->lineAt(i);
                top = std::min(top, box.top() + line.y());
                bottom = std::max(bottom, box.top() + line.y() + line.height());
            }
        }
    }
    return {top, bottom};
}

/// How far a row of `table` reaches below its lowest line (its padding and rules), measured on
/// its last row: the table's frame ends there. A row whose text ends just above a page's end but
/// whose bottom edge crosses it puts the table over that page's end, and what follows the
/// table a page further (an empty page where that is the table's next part).
double rowBottomAllowance(QTextTable* table, double pageHeight) {
    const auto [top, bottom] = rowTextSpan(table, table->rows() - 1);
    const double frameBottom =
        table->document()->documentLayout()->frameBoundingRect(table).bottom();
    const double measured = frameBottom - bottom;
    return measured > 0 && measured < pageHeight / 8 ? measured + 2 : 2;
}

/// The pages of the first and the last line of text of row `row` of `table`, the last counting
/// `allowance` below its text.
std::pair<int, int> rowPages(QTextTable* table, int row, double pageHeight, double allowance) {
    const auto [top, bottom] = rowTextSpan(table, row);
    if (top > bottom)
        return {0, 0};
    return {int((top + 1) / pageHeight), int((bottom + allowance) / pageHeight)};
}

/// Sets a page break before `block`, or before the headings just above it (they go along).
void breakBefore(QTextBlock block) {
    setBreakBefore(headingChainStart(block));
}

} // namespace

std::vector<TableRowPages> ReportText::tableRowPages(QTextDocument* doc) {
    std::vector<TableRowPages> out;
    const double pageHeight = doc->pageSize().height();
    if (pageHeight <= 0)
        return out;
    std::vector<QTextTable*> tables;
    collectTables(doc->rootFrame(), tables);
    for (size_t t = 0; t < tables.size(); ++t) {
        QTextTable* table = tables[t];
        const int header = table->format().headerRowCount();
        const double allowance = rowBottomAllowance(table, pageHeight);
        for (int row = 0; row < table->rows(); ++row) {
            const auto [first, last] = rowPages(table, row, pageHeight, allowance);
            QTextCursor text(doc);
            text.setPosition(table->cellAt(row, 0).firstPosition());
            text.setPosition(table->cellAt(row, 0).lastPosition(), QTextCursor::KeepAnchor);
            out.push_back({int(t), row, row < header, text.selectedText(), first, last});
        }
    }
    return out;
}

bool ReportText::keepTableRowsTogether(QTextDocument* doc) {
    const double pageHeight = doc->pageSize().height();
    if (pageHeight <= 0)
        return false;
    bool moved = false;
    // Each move changes the layout of what follows it only: the tables before the one moved
    // are settled, the search goes on from there.
    size_t from = 0;
    for (int guard = 0; guard < 10000; ++guard) {
        std::vector<QTextTable*> tables;
        collectTables(doc->rootFrame(), tables);
        QTextTable* splitIn = nullptr;
        int splitAt = 0;
        size_t at = from;
        for (; at < tables.size() && splitIn == nullptr; ++at) {
            QTextTable* table = tables[at];
            const int header = table->format().headerRowCount();
            const double allowance = rowBottomAllowance(table, pageHeight);
            int previousLast = -1;
            for (int row = 0; row < table->rows() && splitIn == nullptr; ++row) {
                const auto [first, last] = rowPages(table, row, pageHeight, allowance);
                const bool splits = first != last;
                // Where Qt itself carries a table over (a row that starts on the next page),
                // the table is split too: each part is on one page, under its own header.
                const bool continues = row > header && previousLast >= 0 && first > previousLast;
                previousLast = last;
                if (!splits && !continues)
                    continue;
                if (row > header) {
                    splitIn = table;
                    splitAt = row;
                } else if (splits && !table->format().boolProperty(kMovedWhole)) {
                    // The header or the first row would split: the table starts the next page
                    // (once: a first row taller than a page splits where it must).
                    QTextCursor edit(doc);
                    edit.beginEditBlock();
                    QTextTableFormat f = table->format();
                    f.setProperty(kMovedWhole, true);
                    table->setFormat(f);
                    breakBefore(table->firstCursorPosition().block().previous());
                    edit.endEditBlock();
                    splitIn = table;
                    splitAt = -1;
                }
            }
        }
        if (splitIn == nullptr)
            return moved;
        --at; // the table moved or split
        if (splitAt > 0) {
            QTextTable* copy = splitTable(splitIn, splitAt);
            // Where the part before ends at the page's very end, Qt 6.4 honours the break a
            // page further (an empty page): the copy then starts the next page without it.
            const int before = rowPages(splitIn, splitIn->rows() - 1, pageHeight,
                                        rowBottomAllowance(splitIn, pageHeight))
                                   .second;
            const int starts = rowPages(copy, 0, pageHeight, 0).first;
            if (starts > before + 1) {
                QTextCursor gap(copy->firstCursorPosition().block().previous());
                QTextBlockFormat plain = gap.blockFormat();
                plain.clearProperty(QTextFormat::PageBreakPolicy);
                gap.setBlockFormat(plain);
            }
            from = at + 1; // its rest, in the copy
        } else {
            from = at;
        }
        moved = true;
    }
    return moved;
}

QTextTable* ReportText::splitTable(QTextTable* table, int row) {
    QTextDocument* doc = table->document();
    QTextTableFormat format = table->format();
    format.clearProperty(QTextFormat::PageBreakPolicy);
    format.setProperty(kMovedWhole, true); // it starts a page already
    const int header = format.headerRowCount();
    const int columns = table->columns();
    const int rest = table->rows() - row;

    QTextCursor after(doc);
    // One change for the layout, not one per cell (each would lay out all that follows).
    after.beginEditBlock();
    after.setPosition(table->lastPosition() + 1);
    QTextTable* copy = after.insertTable(header + rest, columns, format);
    // The page break goes on the (empty, 1-point) block before the copy: on the table itself,
    // Qt 6.4 left a page empty where the table before it was such a copy too.
    QTextCursor before(copy->firstCursorPosition().block().previous());
    QTextBlockFormat breaks;
    breaks.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    before.setBlockFormat(breaks);
    QTextCharFormat tiny;
    tiny.setFontPointSize(1);
    before.setBlockCharFormat(tiny);
    auto source = [&](int r) { return r < header ? r : row + r - header; };
    for (int r = 0; r < header + rest; ++r)
        for (int col = 0; col < columns; ++col) {
            const QTextTableCell from = table->cellAt(source(r), col);
            if (from.row() == source(r) && from.column() == col && from.columnSpan() > 1)
                copy->mergeCells(r, col, 1, from.columnSpan());
        }
    for (int r = 0; r < header + rest; ++r)
        for (int col = 0; col < columns; ++col) {
            const QTextTableCell from = table->cellAt(source(r), col);
            if (from.row() != source(r) || from.column() != col)
                continue;
            QTextTableCell to = copy->cellAt(r, col);
            to.setFormat(from.format());
            QTextCursor text(doc);
            text.setPosition(from.firstPosition());
            text.setPosition(from.lastPosition(), QTextCursor::KeepAnchor);
            const QTextDocumentFragment content(text);
            QTextCursor into = to.firstCursorPosition();
            into.setBlockFormat(from.firstCursorPosition().blockFormat());
            into.setCharFormat(from.firstCursorPosition().charFormat());
            into.insertFragment(content);
        }
    table->removeRows(row, rest);
    after.endEditBlock();
    return copy;
}

void ReportText::paginate(QTextDocument* doc) {
    doc->setUndoRedoEnabled(false); // the moves are not edits anyone undoes
    keepHeadingsWithNext(doc);
    keepParagraphLinesTogether(doc);
    // Moving a row moves what follows: the passes run again until nothing moves (a few rounds).
    for (int round = 0; round < 20 && keepTableRowsTogether(doc); ++round) {
        keepHeadingsWithNext(doc);
        keepParagraphLinesTogether(doc);
    }
}

} // namespace rightsizer::views
