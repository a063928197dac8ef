#include "TcoInputsPanel.h"

#include "TcoInputModel.h"
#include "views/EnginePhrase.h"
#include "views/export/ExportActions.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

namespace rightsizer::views {
namespace {

/// Edits a value as free text, so that a value out of range reaches the model and is refused
/// with its reason (a spin box would clamp it silently). An unchanged text is no edit.
class TcoValueDelegate final : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem&,
                          const QModelIndex&) const override {
        auto* editor = new QLineEdit(parent);
        editor->setObjectName(QStringLiteral("tcoValueEditor"));
        editor->setAlignment(Qt::AlignRight);
        return editor;
    }
    void setEditorData(QWidget* editor, const QModelIndex& index) const override {
        auto* line = static_cast<QLineEdit*>(editor);
        line->setText(textOf(index));
        line->selectAll();
    }
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override {
        const QString text = static_cast<QLineEdit*>(editor)->text().trimmed();
        if (text != textOf(index))
            model->setData(index, text, Qt::EditRole);
    }

private:
    static QString textOf(const QModelIndex& index) {
        const QVariant v = index.data(Qt::EditRole);
        return v.isValid() ? QLocale().toString(v.toDouble(), 'g', 12) : QString();
    }
};

} // namespace

TcoInputsPanel::TcoInputsPanel(workspace::ScenarioDocument* document, QWidget* parent)
    : QWidget(parent)
    , m_model(new TcoInputModel(document, this))
    , m_table(new QTableView(this))
    , m_reset(new QPushButton(tr("Reset to default"), this))
    , m_error(new QLabel(this)) {
    auto* title = new QLabel(tr("<b>Inputs</b> \u2014 bold: set by the scenario; double-click a "
                                "value to change it (Undo reverts)"),
                             this);
    title->setWordWrap(true);

    m_table->setObjectName(QStringLiteral("tcoInputsTable"));
    m_table->setModel(m_model);
    m_table->setItemDelegateForColumn(TcoInputModel::Value, new TcoValueDelegate(m_table));
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                             QAbstractItemView::AnyKeyPressed);
    m_table->setWordWrap(false);
    m_table->setAlternatingRowColors(true);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    QHeaderView* header = m_table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(TcoInputModel::Source, QHeaderView::Stretch);
    addTableExport(m_table, QStringLiteral("tco-inputs"));

    m_reset->setObjectName(QStringLiteral("tcoResetInput"));
    m_reset->setToolTip(tr("Takes the selected input back to its default: the catalog's price or "
                           "the stated assumption (one undo step)."));
    m_error->setObjectName(QStringLiteral("tcoInputError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QPalette palette = m_error->palette();
    palette.setColor(QPalette::WindowText, QColor(0xc6, 0x28, 0x28));
    m_error->setPalette(palette);
    m_error->hide();

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_reset);
    buttons->addStretch();
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(title);
    // Above the table: below it, a tall table pushes the message out of the page's view.
    layout->addWidget(m_error);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);

    connect(m_model, &TcoInputModel::editFailed, this, &TcoInputsPanel::showError);
    connect(m_model, &TcoInputModel::editApplied, this, [this] { showError({}); });
    connect(m_reset, &QPushButton::clicked, this, &TcoInputsPanel::resetSelected);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &TcoInputsPanel::updateReset);
    connect(m_model, &QAbstractItemModel::modelReset, this, &TcoInputsPanel::updateReset);
    updateReset();
}

void TcoInputsPanel::showError(const QString& message) {
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void TcoInputsPanel::updateReset() {
    m_reset->setEnabled(m_model->isEditable(m_table->currentIndex().row()));
}

void TcoInputsPanel::resetSelected() {
    if (auto ok = m_model->resetToDefault(m_table->currentIndex().row()); !ok)
        showError(errorText(ok.error()));
}

} // namespace rightsizer::views
