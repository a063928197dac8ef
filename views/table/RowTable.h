#pragma once

// One description of a table's columns for every place the table is shown: a workbench table
// (RowTableModel, and its CSV export), a plain-text table (the CLI) and a report table. Each
// column says once what its header is, how a row's cell reads, its raw value and its tooltip.

#include <QAbstractTableModel>
#include <QStringList>
#include <QVariant>

#include <algorithm>
#include <functional>
#include <vector>

namespace rightsizer::views {

/// Where a column is shown.
enum ColumnPlace : unsigned {
    InWorkbench = 1u << 0, ///< the workbench's table and its CSV export
    InText = 1u << 1,      ///< plain-text tables (the CLI)
    InReport = 1u << 2,    ///< the PDF report's table
    Everywhere = InWorkbench | InText | InReport,
};

/// One column of a table whose rows are `Row`s.
template <class Row> struct TableColumn {
    int id = 0;           ///< the table's own name for the column (an enum value)
    QString title;        ///< the workbench's header (and the CSV's)
    QString compactTitle; ///< the header in plain-text and report tables; empty: `title`
    QString tip;          ///< the header's tooltip: what the column holds, with its unit
    bool numeric = false; ///< right-aligned
    unsigned places = Everywhere;
    std::function<QString(const Row&)> text;        ///< the cell as read, units included
    std::function<QVariant(const Row&)> raw;        ///< Qt::EditRole (sort key); unset: text
    std::function<QVariant(const Row&)> toolTip;    ///< unset: none
    std::function<QVariant(const Row&)> foreground; ///< unset: the palette's
    std::function<QVariant(const Row&)> background; ///< unset: the palette's
    std::function<QVariant(const Row&)> decoration; ///< unset: none
    std::function<QVariant(const Row&)> font;       ///< unset: the view's
    /// A check box in the cell (Qt::CheckState) where it gives one; toggling it calls `edit`
    /// with true or false. Unset: no check box.
    std::function<QVariant(const Row&)> checkState;
    /// Takes a value typed into the cell (Qt::EditRole); false refuses it. Unset: read-only.
    std::function<bool(const Row&, const QVariant&)> edit;
    /// Which rows may be edited when `edit` is set; unset: every row.
    std::function<bool(const Row&)> editable;

    const QString& shortTitle() const { return compactTitle.isEmpty() ? title : compactTitle; }
    bool shownIn(ColumnPlace p) const { return (places & p) != 0; }
};

/// A column with its header and cells: `text` reads a row, `raw` (optional) gives its value.
template <class Row>
TableColumn<Row> tableColumn(int id, QString title, QString tip, bool numeric,
                             std::function<QString(const Row&)> text,
                             std::function<QVariant(const Row&)> raw = {}) {
    TableColumn<Row> c;
    c.id = id;
    c.title = std::move(title);
    c.tip = std::move(tip);
    c.numeric = numeric;
    c.text = std::move(text);
    c.raw = std::move(raw);
    return c;
}

/// A column whose cells read the item a row points to (`item`: SizingRow::candidate, ...).
template <class Row, class Item>
TableColumn<Row> itemColumn(const Item* Row::*item, int id, QString title, QString tip,
                            bool numeric, std::function<QString(const Item&)> text,
                            std::function<QVariant(const Item&)> raw = {}) {
    std::function<QVariant(const Row&)> rowRaw;
    if (raw)
        rowRaw = [item, raw](const Row& r) { return raw(*(r.*item)); };
    return tableColumn<Row>(
        id, std::move(title), std::move(tip), numeric,
        [item, text](const Row& r) { return text(*(r.*item)); }, std::move(rowRaw));
}

/// The columns of `all` shown in `place`, in order.
template <class Row>
std::vector<TableColumn<Row>> columnsIn(const std::vector<TableColumn<Row>>& all,
                                        ColumnPlace place) {
    std::vector<TableColumn<Row>> out;
    std::copy_if(all.begin(), all.end(), std::back_inserter(out),
                 [place](const TableColumn<Row>& c) { return c.shownIn(place); });
    return out;
}

/// A workbench table of `Row`s with the columns that are InWorkbench. Roles: Qt::DisplayRole
/// the cell's text, Qt::EditRole its raw value, Qt::ToolTipRole, Qt::ForegroundRole,
/// Qt::BackgroundRole, Qt::DecorationRole, Qt::FontRole, Qt::CheckStateRole as the column gives
/// them, Qt::TextAlignmentRole by numeric; the header gives the title and tip.
template <class Row> class RowTableModel : public QAbstractTableModel {
public:
    using QAbstractTableModel::QAbstractTableModel;

    /// Replaces columns and rows (a model reset).
    void reset(std::vector<TableColumn<Row>> columns, std::vector<Row> rows) {
        beginResetModel();
        m_columns = columnsIn(columns, InWorkbench);
        m_rows = std::move(rows);
        endResetModel();
    }

    /// Replaces the rows, keeping the columns: in place (dataChanged, so the view keeps its
    /// selection and current cell) when the count is the same, else a model reset.
    void setRows(std::vector<Row> rows) {
        if (rows.size() != m_rows.size()) {
            replaceRows(std::move(rows));
            return;
        }
        m_rows = std::move(rows);
        if (!m_rows.empty() && !m_columns.empty())
            emit this->dataChanged(this->index(0, 0),
                                   this->index(int(m_rows.size()) - 1, int(m_columns.size()) - 1));
    }

    /// Replaces the rows, keeping the columns, as a model reset: other rows, not the same rows'
    /// cells changing.
    void replaceRows(std::vector<Row> rows) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }

    const std::vector<Row>& rows() const { return m_rows; }
    const std::vector<TableColumn<Row>>& columns() const { return m_columns; }
    /// The section showing the column with this id; -1 when none does.
    int sectionOf(int id) const {
        for (size_t i = 0; i < m_columns.size(); ++i)
            if (m_columns[i].id == id)
                return int(i);
        return -1;
    }

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : int(m_columns.size());
    }

    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        const TableColumn<Row>& c = m_columns[size_t(index.column())];
        const Row& row = m_rows[size_t(index.row())];
        auto call = [&row](const std::function<QVariant(const Row&)>& f) {
            return f ? f(row) : QVariant();
        };
        switch (role) {
        case Qt::DisplayRole:
            return c.text(row);
        case Qt::EditRole:
            return c.raw ? c.raw(row) : QVariant(c.text(row));
        case Qt::ToolTipRole:
            return call(c.toolTip);
        case Qt::ForegroundRole:
            return call(c.foreground);
        case Qt::BackgroundRole:
            return call(c.background);
        case Qt::DecorationRole:
            return call(c.decoration);
        case Qt::FontRole:
            return call(c.font);
        case Qt::CheckStateRole:
            return call(c.checkState);
        case Qt::TextAlignmentRole:
            return alignment(c);
        default:
            return {};
        }
    }

    Qt::ItemFlags flags(const QModelIndex& index) const override {
        Qt::ItemFlags f = QAbstractTableModel::flags(index);
        if (!index.isValid() || index.column() >= columnCount())
            return f;
        const TableColumn<Row>& c = m_columns[size_t(index.column())];
        const Row& row = m_rows[size_t(index.row())];
        if (c.edit && (!c.editable || c.editable(row)))
            f |= c.checkState && c.checkState(row).isValid() ? Qt::ItemIsUserCheckable
                                                             : Qt::ItemIsEditable;
        return f;
    }

    bool setData(const QModelIndex& index, const QVariant& value,
                 int role = Qt::EditRole) override {
        const Qt::ItemFlags f = flags(index);
        const TableColumn<Row>& c = m_columns[size_t(index.column())];
        // A copy: an edit that changes what the table shows may replace the rows (setRows).
        const Row row = m_rows[size_t(index.row())];
        if (role == Qt::CheckStateRole && (f & Qt::ItemIsUserCheckable))
            return c.edit(row, value.toInt() == Qt::Checked);
        if (role != Qt::EditRole || !(f & Qt::ItemIsEditable))
            return false;
        return c.edit(row, value);
    }

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override {
        if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
            return QAbstractTableModel::headerData(section, orientation, role);
        const TableColumn<Row>& c = m_columns[size_t(section)];
        switch (role) {
        case Qt::DisplayRole:
            return c.title;
        case Qt::ToolTipRole:
            return c.tip;
        case Qt::TextAlignmentRole:
            return alignment(c);
        default:
            return QAbstractTableModel::headerData(section, orientation, role);
        }
    }

private:
    // Qt 6.4's item delegate reads the alignment with toInt().
    static QVariant alignment(const TableColumn<Row>& c) {
        return int(Qt::AlignVCenter | (c.numeric ? Qt::AlignRight : Qt::AlignLeft));
    }

    std::vector<TableColumn<Row>> m_columns;
    std::vector<Row> m_rows;
};

/// Columns `text` takes in a terminal: two for each East Asian wide or full-width character
/// (CJK ideographs, kana, hangul, full-width forms), one for the others.
inline int displayWidth(const QString& text) {
    int width = 0;
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        const bool wide = (u >= 0x1100 && u <= 0x115F) || (u >= 0x2E80 && u <= 0xA4CF) ||
                          (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xF900 && u <= 0xFAFF) ||
                          (u >= 0xFE30 && u <= 0xFE4F) || (u >= 0xFF00 && u <= 0xFF60) ||
                          (u >= 0xFFE0 && u <= 0xFFE6);
        width += wide ? 2 : 1;
    }
    return width;
}

/// `text` padded with spaces to `width` terminal columns (displayWidth), on the right or, for
/// `alignRight`, on the left; longer text is left as it is.
inline QString padToWidth(const QString& text, int width, bool alignRight = false) {
    const int missing = width - displayWidth(text);
    if (missing <= 0)
        return text;
    const QString spaces(missing, QLatin1Char(' '));
    return alignRight ? spaces + text : text + spaces;
}

/// A plain-text table of the columns that are InText and have a cell to show: a header line,
/// then one line per row, each column as wide as its widest cell, numbers right-aligned, two
/// spaces between columns.
template <class Row>
QStringList textTable(const std::vector<TableColumn<Row>>& all, const std::vector<Row>& rows) {
    std::vector<TableColumn<Row>> columns = columnsIn(all, InText);
    columns.erase(std::remove_if(columns.begin(), columns.end(),
                                 [&rows](const TableColumn<Row>& c) {
                                     return std::all_of(
                                         rows.begin(), rows.end(),
                                         [&c](const Row& r) { return c.text(r).isEmpty(); });
                                 }),
                  columns.end());
    std::vector<QStringList> cells(rows.size());
    std::vector<int> widths;
    for (const TableColumn<Row>& c : columns)
        widths.push_back(displayWidth(c.shortTitle()));
    for (size_t r = 0; r < rows.size(); ++r)
        for (size_t i = 0; i < columns.size(); ++i) {
            cells[r] << columns[i].text(rows[r]);
            widths[i] = std::max(widths[i], displayWidth(cells[r].back()));
        }
    auto line = [&](auto&& cellAt) {
        QString out;
        for (size_t i = 0; i < columns.size(); ++i) {
            const QString cell = cellAt(i);
            const bool last = i + 1 == columns.size();
            if (i > 0)
                out += QStringLiteral("  ");
            out += columns[i].numeric ? padToWidth(cell, widths[i], true)
                   : last             ? cell
                                      : padToWidth(cell, widths[i]);
        }
        while (out.endsWith(QLatin1Char(' ')))
            out.chop(1);
        return out;
    };
    QStringList out;
    out << line([&](size_t i) { return columns[i].shortTitle(); });
    for (const QStringList& row : cells)
        out << line([&](size_t i) { return row[qsizetype(i)]; });
    return out;
}

} // namespace rightsizer::views
