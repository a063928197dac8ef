#include "CatalogKindPage.h"

#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogTableModel.h"
#include "views/export/ExportActions.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QSortFilterProxyModel>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rightsizer::views {
namespace {

QString kindPlural(catalog::RowKind kind) {
    switch (kind) {
    case catalog::RowKind::Gpu:
        return QStringLiteral("gpus");
    case catalog::RowKind::Model:
        return QStringLiteral("models");
    case catalog::RowKind::Price:
        break;
    }
    return QStringLiteral("prices");
}

/// Edits a figure as text holding its full raw value (a spin box would round it to its
/// decimals, and opening and closing it would then change the figure). An unchanged text
/// writes nothing; anything else goes to the model, which refuses what the catalog refuses.
class FigureDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex&) const override {
        auto* editor = new QLineEdit(parent);
        editor->setObjectName(QStringLiteral("catalogCellEditor"));
        editor->setFrame(false);
        return editor;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        auto* line = static_cast<QLineEdit*>(editor);
        line->setText(rawText(index));
        line->selectAll();
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        const QString text = static_cast<QLineEdit*>(editor)->text().trimmed();
        if (text != rawText(index))
            model->setData(index, text, Qt::EditRole);
    }

private:
    static QString rawText(const QModelIndex& index) {
        QLocale locale;
        locale.setNumberOptions(QLocale::OmitGroupSeparator);
        return locale.toString(index.data(Qt::EditRole).toDouble(), 'g', 12);
    }
};

} // namespace

/// Lets through the rows whose columns, together, hold every word of the filter (each word
/// anywhere in some column's text, case-insensitive), and deleted rows only on request.
class CatalogFilterProxy final : public QSortFilterProxyModel {
public:
    explicit CatalogFilterProxy(QObject* parent)
        : QSortFilterProxyModel(parent) {
        setSortRole(Qt::EditRole);
        setSortCaseSensitivity(Qt::CaseInsensitive);
    }

    void setFilter(const QString& text, bool showDeleted) {
        m_words = text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
        m_showDeleted = showDeleted;
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override {
        if (sourceParent.isValid())
            return false;
        const auto* model = static_cast<const CatalogTableModel*>(sourceModel());
        const CatalogEntry* e = model->entry(sourceRow);
        if (!e || (!m_showDeleted && e->row.status == catalog::RowStatus::Deleted))
            return false;
        QStringList cells;
        for (int c = 0, n = model->columnCount(); c < n; ++c)
            cells << model->index(sourceRow, c).data(Qt::DisplayRole).toString();
        return std::all_of(m_words.begin(), m_words.end(), [&](const QString& word) {
            return std::any_of(cells.begin(), cells.end(), [&](const QString& cell) {
                return cell.contains(word, Qt::CaseInsensitive);
            });
        });
    }

private:
    QStringList m_words;
    bool m_showDeleted = false;
};

CatalogKindPage::CatalogKindPage(CatalogSession* session, catalog::RowKind kind, QWidget* parent)
    : QWidget(parent)
    , m_kind(kind)
    , m_model(new CatalogTableModel(session, kind, this))
    , m_proxy(new CatalogFilterProxy(this))
    , m_filter(new QLineEdit(this))
    , m_showDeleted(new QCheckBox(tr("Show deleted"), this))
    , m_table(new QTableView(this)) {
    const QString name = kindPlural(kind);
    m_filter->setObjectName(QStringLiteral("catalogFilter-") + name);
    m_filter->setPlaceholderText(tr("Filter: words found in any column, e.g. nvidia sxm"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setToolTip(tr("Shows the rows that hold every word typed, in any column"));
    m_showDeleted->setObjectName(QStringLiteral("catalogShowDeleted-") + name);
    m_showDeleted->setToolTip(tr("List the bundled rows you deleted, so that you can reset them"));

    m_proxy->setSourceModel(m_model);
    m_proxy->setFilter({}, false);
    m_table->setObjectName(QStringLiteral("catalogTable-") + name);
    m_table->setModel(m_proxy);
    m_table->setItemDelegate(new FigureDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setHighlightSections(false);
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    fitColumns();
    addTableExport(m_table, QStringLiteral("catalog-") + name);

    auto* bar = new QHBoxLayout;
    bar->addWidget(m_filter, 1);
    bar->addWidget(m_showDeleted);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_table, 1);

    connect(m_filter, &QLineEdit::textChanged, this, &CatalogKindPage::onFilterChanged);
    connect(m_showDeleted, &QCheckBox::toggled, this, &CatalogKindPage::onFilterChanged);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &CatalogKindPage::currentRowChanged);
    connect(m_model, &CatalogTableModel::reloaded, this, &CatalogKindPage::currentRowChanged);
}

CatalogKindPage::~CatalogKindPage() = default;

void CatalogKindPage::fitColumns() {
    // Long names, products and source URLs are cut (their tooltip or the Edit… dialog holds
    // all of them) so that the figures, status and date fit beside them; Source takes the rest.
    constexpr int kMaxTextWidth = 180;
    m_table->resizeColumnsToContents();
    for (int c = 0, n = m_model->columnCount(); c < n; ++c)
        m_table->setColumnWidth(c, std::min(m_table->columnWidth(c), kMaxTextWidth));
    // Status and date follow their contents: an edit's date is a day, bundled ones are often
    // months.
    for (int c : {statusColumn(m_kind), dateColumn(m_kind)})
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
}

QSortFilterProxyModel* CatalogKindPage::proxy() const {
    return m_proxy;
}

const CatalogEntry* CatalogKindPage::currentEntry() const {
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    if (!current.isValid())
        return nullptr;
    return m_model->entry(m_proxy->mapToSource(current).row());
}

bool CatalogKindPage::selectRow(const std::string& id) {
    const int row = m_model->rowOf(id);
    const CatalogEntry* e = m_model->entry(row);
    if (!e)
        return false;
    if (e->row.status == catalog::RowStatus::Deleted && !m_showDeleted->isChecked())
        m_showDeleted->setChecked(true);
    QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid()) {
        m_filter->clear();
        index = m_proxy->mapFromSource(m_model->index(row, 0));
    }
    m_table->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect |
                                                          QItemSelectionModel::Rows);
    m_table->scrollTo(index);
    return index.isValid();
}

int CatalogKindPage::shownCount() const {
    return m_proxy->rowCount();
}

void CatalogKindPage::onFilterChanged() {
    m_proxy->setFilter(m_filter->text(), m_showDeleted->isChecked());
    emit currentRowChanged();
}

} // namespace rightsizer::views
