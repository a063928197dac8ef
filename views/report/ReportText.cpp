#include "ReportText.h"
#include "ReportWording.h"

#include <QAbstractTextDocumentLayout>
#include <QChartView>
#include <QCoreApplication>
#include <QGraphicsLayout>
#include <QGraphicsScene>
#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QTextTable>

#include <algorithm>

// Qt's own resolution for format lengths (qfont.cpp); QTextDocumentLayout scales lengths by
// device dpi / this.
Q_GUI_EXPORT int qt_defaultDpiY();

namespace rightsizer::views {
namespace {

constexpr int kChartIndex = QTextFormat::UserProperty + 1;
/// Logical width charts are laid out at before they are scaled onto the page: their fonts then
/// print at about 8 pt across an A4 or Letter text width.
constexpr int kChartLogicalWidth = 760;

const QColor kInk(0x1f, 0x23, 0x28);
const QColor kGrey(0x5a, 0x62, 0x6e);
const QColor kRule(0xb8, 0xc0, 0xcc);
const QColor kHeaderFill(0xe4, 0xe9, 0xf1);
const QColor kZebraFill(0xf6, 0xf7, 0xf9);

QTextCharFormat textFormat(double pointSize, bool bold = false, const QColor& color = kInk) {
    QTextCharFormat f;
    f.setFontFamilies(report::reportFontFamilies());
    f.setFontPointSize(pointSize);
    f.setFontWeight(bold ? QFont::Bold : QFont::Normal);
    f.setForeground(color);
    // Any letter spacing turns ligatures off: "fi" stays two letters that a reader of the PDF
    // can search and copy, not one glyph.
    f.setFontLetterSpacingType(QFont::AbsoluteSpacing);
    f.setFontLetterSpacing(0.05);
    return f;
}

/// Long tokens (URLs, dotted field names) get zero-width break opportunities after their
/// separators, so that they wrap inside their column instead of widening it.
QString breakable(const QString& text) {
    constexpr int kLongToken = 18;
    QString out;
    out.reserve(text.size() + text.size() / 8);
    int run = 0;
    for (const QChar ch : text) {
        out += ch;
        run = ch.isSpace() ? 0 : run + 1;
        if (run >= kLongToken / 3 && QStringLiteral("/._-&?=,:").contains(ch)) {
            out += QChar(0x200B);
            run = 0;
        }
    }
    return out;
}

} // namespace

int ReportChartObjects::add(std::unique_ptr<QChartView> view, double aspect) {
    // The view is never shown, so it never resizes its chart: size the chart itself and let
    // its layout place axes, legend and plot area now.
    QChart* chart = view->chart();
    chart->setPos(0, 0);
    chart->resize(QSizeF(kChartLogicalWidth, kChartLogicalWidth * aspect));
    chart->layout()->activate();
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    m_views.push_back(std::move(view));
    m_aspects.push_back(aspect);
    return int(m_views.size()) - 1;
}

QSizeF ReportChartObjects::intrinsicSize(QTextDocument* doc, int, const QTextFormat& format) {
    const int i = format.intProperty(kChartIndex);
    const double width = doc->textWidth() > 0 ? doc->textWidth() : doc->pageSize().width();
    const double aspect = i >= 0 && i < count() ? m_aspects[size_t(i)] : 0.5;
    return {width, width * aspect};
}

void ReportChartObjects::drawObject(QPainter* painter, const QRectF& rect, QTextDocument*, int,
                                    const QTextFormat& format) {
    const int i = format.intProperty(kChartIndex);
    if (i < 0 || i >= count())
        return;
    // A chart never splits across pages: draw it on the page that holds it. (Chart items set
    // their own clip, so the page's clip would not keep a neighbour's chart off this page.)
    if (painter->hasClipping() && !painter->clipBoundingRect().contains(rect.center()))
        return;
    QChart* chart = view(i)->chart();
    // The scene draws straight into the painter's device: the chart goes into the PDF as
    // paths and text, not as a bitmap.
    painter->save();
    view(i)->scene()->render(painter, rect, chart->geometry(), Qt::IgnoreAspectRatio);
    painter->restore();
}

ReportText::ReportText(QTextDocument* doc, double dpi, ReportChartObjects* charts)
    : m_doc(doc)
    , m_dpi(dpi)
    , m_charts(charts)
    , m_cursor(doc) {
    m_cursor.movePosition(QTextCursor::End);
    m_cursor.beginEditBlock();
}

ReportText::~ReportText() {
    m_cursor.endEditBlock();
}

double ReportText::pt(double points) const {
    return points * qt_defaultDpiY() / 72.0;
}

QTextCursor& ReportText::block(double spaceBeforePt, double spaceAfterPt) {
    QTextBlockFormat f;
    f.setTopMargin(pt(spaceBeforePt + m_spaceAfterTable));
    m_spaceAfterTable = 0;
    f.setBottomMargin(pt(spaceAfterPt));
    if (m_breakNext)
        f.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    m_breakNext = false;
    m_cursor.movePosition(QTextCursor::End);
    if (m_empty)
        m_cursor.setBlockFormat(f);
    else
        m_cursor.insertBlock(f);
    m_empty = false;
    return m_cursor;
}

void ReportText::heading(int level, const QString& text) {
    level = std::clamp(level, 1, 3);
    ++m_numbers[level - 1];
    for (int l = level; l < 3; ++l)
        m_numbers[l] = 0;
    QString number = QString::number(m_numbers[0]);
    for (int l = 1; l < level; ++l)
        number += QLatin1Char('.') + QString::number(m_numbers[l]);
    if (level == 1)
        m_breakNext = true;
    const double size = level == 1 ? 16 : level == 2 ? 12 : 10;
    QTextCursor& c = block(level == 1 ? 0 : level == 2 ? 18 : 12, level == 1 ? 14 : 7);
    QTextBlockFormat f = c.blockFormat();
    f.setProperty(kKeepWithNext, true);
    c.setBlockFormat(f);
    c.insertText(number + QStringLiteral("  ") + text,
                 textFormat(size, true, level == 1 ? QColor(0x1b, 0x3a, 0x6b) : kInk));
}

void ReportText::paragraph(const QString& text, bool html, double pointSize) {
    QTextCursor& c = block(0, 8);
    c.setCharFormat(textFormat(pointSize));
    if (html) {
        // insertHtml takes the document's default font for text without a style of its own.
        c.insertHtml(
            QStringLiteral("<span style=\"font-size:%1pt\">%2</span>").arg(pointSize).arg(text));
    } else {
        c.insertText(text, textFormat(pointSize));
    }
}

void ReportText::note(const QString& text) {
    QTextCursor& c = block(0, 10);
    c.insertText(text, textFormat(7.5, false, kGrey));
}

void ReportText::bullets(const QStringList& items) {
    for (const QString& item : items) {
        QTextCursor& c = block(0, 4);
        QTextBlockFormat f = c.blockFormat();
        f.setIndent(0);
        f.setLeftMargin(pt(16));
        f.setTextIndent(-pt(10));
        c.setBlockFormat(f);
        c.insertText(QStringLiteral("•  "), textFormat(9));
        c.insertHtml(QStringLiteral("<span style=\"font-size:9pt\">%1</span>").arg(item));
    }
    QTextCursor& c = m_cursor;
    QTextBlockFormat f = c.blockFormat();
    f.setBottomMargin(pt(10));
    c.setBlockFormat(f);
}

void ReportText::facts(const std::vector<std::pair<QString, QString>>& rows, double labelPercent,
                       double pointSize) {
    if (rows.empty())
        return;
    block(0, 0);
    QTextTableFormat tf;
    tf.setBorder(0);
    tf.setCellSpacing(0);
    tf.setCellPadding(pt(pointSize < 8.5 ? 2.5 : 3.5));
    tf.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    tf.setColumnWidthConstraints({QTextLength(QTextLength::PercentageLength, labelPercent),
                                  QTextLength(QTextLength::PercentageLength, 100 - labelPercent)});
    // No bottom margin: a table's margin that reaches onto the next page makes Qt repeat its
    // header there. The space goes above the next block instead.
    tf.setBottomMargin(0);
    QTextTable* t = m_cursor.insertTable(int(rows.size()), 2, tf);
    for (int r = 0; r < int(rows.size()); ++r) {
        t->cellAt(r, 0).firstCursorPosition().insertText(rows[size_t(r)].first,
                                                         textFormat(pointSize, false, kGrey));
        QTextCursor value = t->cellAt(r, 1).firstCursorPosition();
        value.setCharFormat(textFormat(pointSize));
        value.insertHtml(QStringLiteral("<span style=\"font-size:%1pt\">%2</span>")
                             .arg(pointSize)
                             .arg(rows[size_t(r)].second));
    }
    endTable();
}

void ReportText::table(const ReportTable& t) {
    const int columns = int(t.headers.size());
    if (columns == 0)
        return;
    block(0, 0);
    QTextTableFormat tf;
    tf.setBorderCollapse(true);
    tf.setBorder(pt(0.75));
    tf.setBorderBrush(kRule);
    tf.setBorderStyle(QTextFrameFormat::BorderStyle_Solid);
    tf.setCellSpacing(0);
    tf.setCellPadding(pt(t.fontPointSize < 7.5 ? 3 : 4));
    tf.setHeaderRowCount(1);
    tf.setWidth(QTextLength(QTextLength::PercentageLength, 100));
    tf.setBottomMargin(0);
    if (int(t.widthsPercent.size()) == columns) {
        QList<QTextLength> widths;
        for (double w : t.widthsPercent)
            widths << QTextLength(QTextLength::PercentageLength, w);
        tf.setColumnWidthConstraints(widths);
    }
    if (m_breakNext)
        tf.setPageBreakPolicy(QTextFormat::PageBreak_AlwaysBefore);
    m_breakNext = false;
    QTextTable* table = m_cursor.insertTable(int(t.rows.size()) + 1, columns, tf);
    auto fill = [&](int row, int col, const QString& text, bool bold, const QColor& background,
                    bool left = false) {
        QTextTableCell cell = table->cellAt(row, col);
        if (background.isValid()) {
            QTextTableCellFormat cf = cell.format().toTableCellFormat();
            cf.setBackground(background);
            cell.setFormat(cf);
        }
        QTextCursor c = cell.firstCursorPosition();
        QTextBlockFormat bf;
        const bool right =
            !left && size_t(col) < t.rightAligned.size() && t.rightAligned[size_t(col)];
        bf.setAlignment(right ? Qt::AlignRight : Qt::AlignLeft);
        // Figures never wrap ("49.8 ms" stays on one line); text wraps at words.
        const bool whole = size_t(col) < t.noWrap.size() && t.noWrap[size_t(col)];
        bf.setNonBreakableLines((right || whole) && row > 0);
        c.setBlockFormat(bf);
        c.insertText(right ? text : breakable(text), textFormat(t.fontPointSize, bold));
    };
    for (int col = 0; col < columns; ++col)
        fill(0, col, t.headers[col], true, kHeaderFill);
    for (int r = 0; r < int(t.rows.size()); ++r) {
        const QStringList& row = t.rows[size_t(r)];
        const bool bold =
            std::find(t.emphasised.begin(), t.emphasised.end(), r) != t.emphasised.end();
        // A row of two cells spans its second over the rest (a remark instead of figures).
        const bool remark = row.size() == 2 && columns > 2;
        for (int col = 0; col < (remark ? 2 : columns); ++col)
            fill(r + 1, col, col < row.size() ? row[col] : QString(), bold,
                 r % 2 ? kZebraFill : QColor(), remark);
        if (remark)
            table->mergeCells(r + 1, 1, 1, columns - 1);
    }
    endTable();
}

void ReportText::endTable() {
    // Qt 6.4 does not move the first line after a table to the next page when it straddles
    // the page's end (the page then cuts it): that line is a 1-point spacer, and what follows
    // is paginated as usual.
    m_cursor.movePosition(QTextCursor::End);
    QTextBlockFormat spacer;
    m_cursor.setBlockFormat(spacer);
    QTextCharFormat tiny = textFormat(1);
    m_cursor.setBlockCharFormat(tiny);
    m_cursor.setCharFormat(tiny);
    m_empty = false;
    m_spaceAfterTable = 10;
}

void ReportText::chart(std::unique_ptr<QChartView> view, double aspect) {
    const int index = m_charts->add(std::move(view), aspect);
    QTextCursor& c = block(6, 14);
    QTextCharFormat f;
    f.setObjectType(ReportChartObjects::kObjectType);
    f.setProperty(kChartIndex, index);
    c.insertText(QString(QChar::ObjectReplacementCharacter), f);
}

void ReportText::titleLine(const QString& text, double pointSize, bool bold, double spaceBeforePt) {
    QTextCursor& c = block(spaceBeforePt, 4);
    c.insertText(text, textFormat(pointSize, bold, bold ? QColor(0x1b, 0x3a, 0x6b) : kInk));
}

void ReportText::pageBreak() {
    m_breakNext = true;
}

} // namespace rightsizer::views
