#include "ComparisonTableModel.h"

#include "views/charts/ChartStyle.h"

#include <QColor>
#include <QFont>
#include <QGuiApplication>
#include <QPalette>

#include <algorithm>

namespace rightsizer::views {
namespace {

using Json = nlohmann::ordered_json;

/// Input paths in the order of the files, each path once: a path that only a later entry has
/// goes after the path that precedes it there.
std::vector<std::string> unionOfPaths(const std::vector<ComparisonTableModel::Entry>& entries) {
    std::vector<std::string> order;
    for (const auto& e : entries) {
        std::ptrdiff_t previous = -1;
        for (const auto& [path, value] : e.inputs) {
            const auto at = std::find(order.begin(), order.end(), path);
            if (at != order.end()) {
                previous = at - order.begin();
            } else {
                order.insert(order.begin() + (previous + 1), path);
                ++previous;
            }
        }
    }
    return order;
}

QString inputToolTip(const QString& path) {
    return QObject::tr("Scenario field %1, in the scenario file's units (_ms milliseconds, "
                       "_percent percent, _usd US dollars, _s per second)")
        .arg(path);
}

/// Tint of a row that differs, readable on the light and the dark palette.
QColor differenceColor() {
    return isDarkPalette(QGuiApplication::palette()) ? QColor(0x5a, 0x4a, 0x14)
                                                     : QColor(0xff, 0xef, 0xb8);
}

} // namespace

ComparisonTableModel::ComparisonTableModel(QObject* parent)
    : QAbstractTableModel(parent) {}

void ComparisonTableModel::setEntries(std::vector<Entry> entries) {
    beginResetModel();
    m_entries = std::move(entries);
    rebuildRows();
    endResetModel();
}

void ComparisonTableModel::setOnlyDifferences(bool only) {
    if (only == m_onlyDifferences)
        return;
    beginResetModel();
    m_onlyDifferences = only;
    rebuildRows();
    endResetModel();
}

void ComparisonTableModel::rebuildRows() {
    m_allRows.clear();
    m_rows.clear();
    if (m_entries.empty())
        return;
    addInputRows();
    addResultRows();
    std::vector<Row> shown;
    for (const Row& r : m_allRows)
        if (r.kind == GroupRow || r.differs || !m_onlyDifferences)
            shown.push_back(r);
    // A group row stays while its group shows a row.
    for (size_t i = 0; i < shown.size(); ++i)
        if (shown[i].kind != GroupRow || (i + 1 < shown.size() && shown[i + 1].kind != GroupRow))
            m_rows.push_back(shown[i]);
}

void ComparisonTableModel::addInputRows() {
    m_allRows.push_back({GroupRow, QStringLiteral("group.inputs"), tr("Inputs"),
                         tr("The scenario's fields as its file holds them"),
                         ComparisonResult::Status, false});
    for (const std::string& path : unionOfPaths(m_entries)) {
        Row row{InputRow, QString::fromStdString(path), QString::fromStdString(path), {}};
        row.toolTip = inputToolTip(row.key);
        const Json* first = inputValue(m_entries.front(), row.key);
        for (const Entry& e : m_entries) {
            const Json* v = inputValue(e, row.key);
            if ((v == nullptr) != (first == nullptr) || (v && *v != *first))
                row.differs = true;
        }
        m_allRows.push_back(std::move(row));
    }
}

void ComparisonTableModel::addResultRows() {
    m_allRows.push_back({GroupRow, QStringLiteral("group.results"), tr("Results"),
                         tr("What the engine recommends for each entry"), ComparisonResult::Status,
                         false});
    for (const TableColumn<workspace::Evaluation>& column : comparisonResultColumns()) {
        if (!column.shownIn(InWorkbench))
            continue;
        const auto which = ComparisonResult(column.id);
        Row row{ResultRow, comparisonResultKey(which), column.title, column.tip, which};
        // Entries still computing take no part; a failed one differs from an evaluated one.
        std::optional<QVariant> first;
        for (const Entry& e : m_entries) {
            if (e.computing)
                continue;
            const QVariant v = e.evaluation ? column.raw(*e.evaluation) : QVariant(e.error);
            if (!first)
                first = v;
            else if (v != *first)
                row.differs = true;
        }
        m_allRows.push_back(std::move(row));
    }
}

const Json* ComparisonTableModel::inputValue(const Entry& e, const QString& path) const {
    const std::string p = path.toStdString();
    for (const auto& [name, value] : e.inputs)
        if (name == p)
            return &value;
    return nullptr;
}

int ComparisonTableModel::rowOf(const QString& rowKey) const {
    for (size_t i = 0; i < m_rows.size(); ++i)
        if (m_rows[i].key == rowKey)
            return int(i);
    return -1;
}

int ComparisonTableModel::columnOf(const QString& entryKey) const {
    for (size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].key == entryKey)
            return int(i) + 1;
    return -1;
}

bool ComparisonTableModel::isGroupRow(int row) const {
    return row >= 0 && size_t(row) < m_rows.size() && m_rows[size_t(row)].kind == GroupRow;
}

int ComparisonTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : int(m_rows.size());
}

int ComparisonTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() || m_entries.empty() ? 0 : int(m_entries.size()) + 1;
}

QVariant ComparisonTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row& row = m_rows[size_t(index.row())];
    switch (role) {
    case DiffersRole:
        return row.differs;
    case RowKeyRole:
        return row.key;
    case RowKindRole:
        return int(row.kind);
    case Qt::FontRole:
    case Qt::BackgroundRole:
        return decoration(row, role);
    default:
        break;
    }
    if (index.column() == 0) {
        if (role == Qt::DisplayRole || role == Qt::EditRole)
            return row.label;
        return role == Qt::ToolTipRole ? QVariant(row.toolTip) : QVariant();
    }
    if (row.kind == GroupRow)
        return {};
    return entryCell(row, m_entries[size_t(index.column() - 1)], role);
}

QVariant ComparisonTableModel::decoration(const Row& row, int role) const {
    if (role == Qt::FontRole) {
        if (!row.differs && row.kind != GroupRow)
            return {};
        QFont bold = QGuiApplication::font();
        bold.setBold(true);
        return bold;
    }
    if (row.kind == GroupRow)
        return QGuiApplication::palette().color(QPalette::AlternateBase);
    return row.differs ? QVariant(differenceColor()) : QVariant();
}

QVariant ComparisonTableModel::entryCell(const Row& row, const Entry& e, int role) const {
    if (role == Qt::TextAlignmentRole) // Qt 6.4's item delegate reads it with toInt()
        return int(Qt::AlignLeft | Qt::AlignVCenter);
    return row.kind == InputRow ? inputCell(row, e, role) : resultCell(row, e, role);
}

QVariant ComparisonTableModel::inputCell(const Row& row, const Entry& e, int role) const {
    const Json* v = inputValue(e, row.key);
    switch (role) {
    case Qt::DisplayRole:
        return v ? compactInputText(*v) : tr("— (not set: default)");
    case Qt::EditRole:
        return v ? inputEditValue(*v) : QVariant();
    case Qt::ToolTipRole:
        return v ? QString::fromStdString(v->dump()).left(2000)
                 : tr("The file leaves %1 out: the engine's default applies").arg(row.key);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::resultCell(const Row& row, const Entry& e, int role) const {
    if (!e.evaluation) {
        if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
            return {};
        if (e.computing)
            return tr("computing…");
        if (row.result == ComparisonResult::Status)
            return role == Qt::DisplayRole ? tr("error: %1").arg(e.error) : e.error;
        return role == Qt::DisplayRole ? QStringLiteral("—") : QVariant();
    }
    const TableColumn<workspace::Evaluation>& column =
        comparisonResultColumns()[size_t(row.result)];
    switch (role) {
    case Qt::DisplayRole:
        return column.text(*e.evaluation);
    case Qt::EditRole:
        return column.raw(*e.evaluation);
    case Qt::ToolTipRole:
        return column.toolTip(*e.evaluation);
    default:
        return {};
    }
}

QVariant ComparisonTableModel::headerData(int section, Qt::Orientation orientation,
                                          int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section == 0) {
        if (role == Qt::DisplayRole)
            return tr("Field");
        if (role == Qt::ToolTipRole)
            return tr("Scenario field (path in the scenario file) or result");
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    const Entry& e = m_entries[size_t(section - 1)];
    if (role == Qt::DisplayRole)
        return e.label;
    if (role == Qt::ToolTipRole)
        return e.toolTip;
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags ComparisonTableModel::flags(const QModelIndex& index) const {
    if (!index.isValid() ||
        !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    if (isGroupRow(index.row()))
        return Qt::ItemIsEnabled;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable;
}

} // namespace rightsizer::views
