#pragma once

#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

#include <algorithm>

namespace rightsizer::views {

/// Sets the table's height to show its rows (at most `maxRows`, then it scrolls) and no empty
/// band below them; at least `minRows` rows high so that an empty table does not collapse.
inline void fitTableHeight(QTableView* table, int minRows, int maxRows) {
    const int rowHeight = table->verticalHeader()->defaultSectionSize();
    const int rows = std::clamp(table->model()->rowCount(), minRows, maxRows);
    const int height = table->horizontalHeader()->sizeHint().height() + rows * rowHeight +
                       2 * table->frameWidth() +
                       (table->horizontalScrollBar()->isVisible()
                            ? table->horizontalScrollBar()->sizeHint().height()
                            : 0);
    table->setFixedHeight(height);
}

} // namespace rightsizer::views
