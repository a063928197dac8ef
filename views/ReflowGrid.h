#pragma once

#include <QRect>
#include <QSize>
#include <QVector>
#include <QWidget>

#include <map>

namespace rightsizer::views {

/// Cells (charts, mostly) in as many columns as the width gives each at least its minimum size,
/// fewer columns and more rows when narrow. Meant for a QScrollArea with widgetResizable: it
/// asks for one cell's width at least and, through heightForWidth(), the height its rows need,
/// so a narrow window scrolls a page of readable charts instead of squeezing them unreadable.
class ReflowGrid final : public QWidget {
    Q_OBJECT

public:
    explicit ReflowGrid(QSize cellMinimum, QWidget* parent = nullptr);

    /// Appends a cell; the grid owns it.
    void addCell(QWidget* cell);
    /// Where each cell goes with `columns` columns: one QRect per cell, in grid units (x column,
    /// y row, width column span, height row span). Without one for a column count, the cells go
    /// row by row.
    void setArrangement(int columns, const QVector<QRect>& cells);
    void setMaximumColumns(int columns);

    /// Columns used at `width` pixels.
    int columnsFor(int width) const;
    int columns() const { return columnsFor(width()); }

    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    QVector<QRect> arrangement(int columns) const;
    static int rowsOf(const QVector<QRect>& cells);
    void place();

    QSize m_cellMinimum;
    int m_maxColumns = 3;
    int m_spacing = 6;
    int m_placedColumns = 0;
    QVector<QWidget*> m_cells;
    std::map<int, QVector<QRect>> m_arrangements;
};

} // namespace rightsizer::views
