#include "ReflowGrid.h"

#include <QResizeEvent>

#include <algorithm>

namespace rightsizer::views {

ReflowGrid::ReflowGrid(QSize cellMinimum, QWidget* parent)
    : QWidget(parent)
    , m_cellMinimum(cellMinimum) {
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void ReflowGrid::addCell(QWidget* cell) {
    cell->setParent(this);
    cell->show();
    m_cells.push_back(cell);
    m_placedColumns = 0;
    place();
}

void ReflowGrid::setArrangement(int columns, const QVector<QRect>& cells) {
    m_arrangements[columns] = cells;
    m_placedColumns = 0;
    place();
}

void ReflowGrid::setMaximumColumns(int columns) {
    m_maxColumns = std::max(1, columns);
    m_placedColumns = 0;
    place();
}

int ReflowGrid::columnsFor(int width) const {
    const int fit = (width + m_spacing) / (m_cellMinimum.width() + m_spacing);
    return std::clamp(fit, 1, std::max(1, std::min(m_maxColumns, int(m_cells.size()))));
}

QVector<QRect> ReflowGrid::arrangement(int columns) const {
    if (auto it = m_arrangements.find(columns);
        it != m_arrangements.end() && it->second.size() == m_cells.size())
        return it->second;
    QVector<QRect> cells;
    for (int i = 0; i < m_cells.size(); ++i)
        cells.push_back(QRect(i % columns, i / columns, 1, 1));
    return cells;
}

int ReflowGrid::rowsOf(const QVector<QRect>& cells) {
    int rows = 1;
    for (const QRect& r : cells)
        rows = std::max(rows, r.y() + r.height());
    return rows;
}

QSize ReflowGrid::minimumSizeHint() const {
    return m_cellMinimum;
}

QSize ReflowGrid::sizeHint() const {
    const int columns = std::max(1, std::min(m_maxColumns, int(m_cells.size())));
    const int width = columns * m_cellMinimum.width() + (columns - 1) * m_spacing;
    return {width, heightForWidth(width)};
}

int ReflowGrid::heightForWidth(int width) const {
    const int rows = rowsOf(arrangement(columnsFor(width)));
    return rows * m_cellMinimum.height() + (rows - 1) * m_spacing;
}

void ReflowGrid::resizeEvent(QResizeEvent* event) {
    QWidget::resizeEvent(event);
    place();
}

void ReflowGrid::place() {
    if (m_cells.isEmpty())
        return;
    const int columns = columnsFor(width());
    const QVector<QRect> cells = arrangement(columns);
    const int rows = rowsOf(cells);
    const int cellW = std::max(1, (width() - (columns - 1) * m_spacing) / columns);
    const int cellH = std::max(m_cellMinimum.height(), (height() - (rows - 1) * m_spacing) / rows);
    for (int i = 0; i < m_cells.size(); ++i) {
        const QRect& r = cells[i];
        m_cells[i]->setGeometry(r.x() * (cellW + m_spacing), r.y() * (cellH + m_spacing),
                                r.width() * cellW + (r.width() - 1) * m_spacing,
                                r.height() * cellH + (r.height() - 1) * m_spacing);
    }
    // Also as the minimum height, so that a layout or a scroll area above gives the rows room
    // (not every container asks heightForWidth()).
    if (const int need = heightForWidth(width()); minimumHeight() != need)
        setMinimumHeight(need);
    if (columns != m_placedColumns) {
        // Another column count needs another height: the scroll area asks heightForWidth again.
        m_placedColumns = columns;
        updateGeometry();
    }
}

} // namespace rightsizer::views
