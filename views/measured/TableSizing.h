#pragma once

#include "views/export/ExportActions.h"

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

/// A read-only table of the Measured view: whole rows selected, no row numbers, the last column
/// stretched (and every column fitted to its contents when asked), with the table's export
/// actions; `name` is its object name and export file stem.
inline QTableView* makeMeasuredTable(QAbstractItemModel* model, const QString& name,
                                     bool fitColumns) {
    auto* table = new QTableView;
    table->setObjectName(name);
    table->setModel(model);
    table->setAlternatingRowColors(true);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->verticalHeader()->hide();
    if (fitColumns)
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    addTableExport(table, name);
    return table;
}

} // namespace rightsizer::views
