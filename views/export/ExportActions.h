#pragma once

#include "model/Result.h"

#include <QString>

class QAbstractItemModel;
class QAbstractItemView;
class QChartView;
class QWidget;

namespace rightsizer::views {

// Every chart exports as PNG or SVG and every table as CSV, from its context menu (right click)
// or programmatically. The file is written whole or not at all.

/// Writes the chart as SVG (vector) when `path` ends in .svg, else as PNG at twice the
/// on-screen resolution. The error names the file and why (unknown extension, unwritable).
model::Status exportChart(QChartView* view, const QString& path);

/// The model as RFC 4180 CSV: the horizontal header, then every row. Numbers are written from
/// Qt::EditRole when the model gives one there (raw values, no thousands separators), else the
/// shown text.
QString tableToCsv(const QAbstractItemModel& model);
model::Status exportTable(const QAbstractItemModel& model, const QString& path);

/// Adds "Export chart as PNG or SVG…" (and "Copy chart") to the chart's context menu;
/// `baseName` suggests the file name.
void addChartExport(QChartView* view, const QString& baseName);
/// Adds "Export table as CSV…" to the view's context menu, exporting what the view shows
/// (its model, after any sort or filter).
void addTableExport(QAbstractItemView* view, const QString& baseName);

} // namespace rightsizer::views
