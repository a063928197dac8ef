#include "CatalogEditor.h"

#include "views/catalog/CatalogKindPage.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogTableModel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTabWidget>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rightsizer::views {
namespace {

using catalog::RowKind;
using catalog::RowStatus;

QString countText(RowKind kind, int n) {
    switch (kind) {
    case RowKind::Gpu:
        return n == 1 ? QObject::tr("1 GPU") : QObject::tr("%1 GPUs").arg(n);
    case RowKind::Model:
        return n == 1 ? QObject::tr("1 model") : QObject::tr("%1 models").arg(n);
    case RowKind::Price:
        break;
    }
    return n == 1 ? QObject::tr("1 price") : QObject::tr("%1 prices").arg(n);
}

QToolButton* toolButton(QAction* action, const char* name, QWidget* parent) {
    auto* b = new QToolButton(parent);
    b->setObjectName(QString::fromLatin1(name));
    b->setDefaultAction(action);
    b->setToolButtonStyle(Qt::ToolButtonTextOnly);
    return b;
}

} // namespace

CatalogEditor::CatalogEditor(std::string dbPath, QWidget* parent)
    : QWidget(parent)
    , m_session(new CatalogSession(std::move(dbPath), this))
    , m_tabs(new QTabWidget(this))
    , m_error(new QLabel(this))
    , m_status(new QLabel(this)) {
    setObjectName(QStringLiteral("catalogEditor"));
    m_tabs->setObjectName(QStringLiteral("catalogTabs"));
    const QString titles[] = {tr("GPUs"), tr("Models"), tr("Prices")};
    for (RowKind kind : catalog::kRowKinds) {
        auto* page = new CatalogKindPage(m_session, kind, m_tabs);
        m_pages[size_t(kind)] = page;
        m_tabs->addTab(page, titles[size_t(kind)]);
        connect(page, &CatalogKindPage::currentRowChanged, this, &CatalogEditor::updateState);
        connect(page->tableModel(), &CatalogTableModel::editRefused, this,
                &CatalogEditor::showError);
    }
    m_error->setObjectName(QStringLiteral("catalogError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();
    m_status->setObjectName(QStringLiteral("catalogStatus"));
    m_status->setToolTip(tr("Catalog database: %1").arg(QString::fromStdString(m_session->path())));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(buildActionBar());
    layout->addWidget(m_error);
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_status);

    connect(m_tabs, &QTabWidget::currentChanged, this, &CatalogEditor::updateState);
    connect(m_session, &CatalogSession::rowsChanged, this, &CatalogEditor::catalogChanged);
    // A change, undo or redo clears an earlier error, unless it failed itself (the stack
    // announces the new index after the command ran).
    connect(m_session, &CatalogSession::commandFailed, this, [this](const QString& message) {
        showError(message);
        m_keepError = true;
    });
    connect(m_session->undoStack(), &QUndoStack::indexChanged, this, [this] {
        if (!m_keepError)
            m_error->hide();
        m_keepError = false;
    });
    if (!isOpen()) {
        m_tabs->hide();
        showError(tr("The catalog database cannot be opened, so it cannot be edited: %1")
                      .arg(m_session->openError()));
    }
    updateState();
}

CatalogEditor::~CatalogEditor() = default;

QPushButton* CatalogEditor::button(const QString& text, const char* name, const QString& tip) {
    auto* b = new QPushButton(text, this);
    b->setObjectName(QString::fromLatin1(name));
    b->setToolTip(tip);
    return b;
}

QWidget* CatalogEditor::buildActionBar() {
    m_edit = button(tr("Edit…"), "catalogEdit",
                    tr("Edit the current row as JSON, with the source and date of its figures"));
    m_add =
        button(tr("Add…"), "catalogAdd", tr("Add a row: a copy of the current row under a new id"));
    m_delete = button(tr("Delete"), "catalogDelete",
                      tr("Hide the current bundled row, or remove your added row"));
    m_reset = button(tr("Reset to bundled"), "catalogReset",
                     tr("Drop your edit, addition or deletion of the current row"));
    // The buttons keep short names; the step they undo or redo is in their tooltip.
    QUndoStack* undo = m_session->undoStack();
    m_undoAction = new QAction(tr("Undo"), this);
    m_undoAction->setShortcut(QKeySequence::Undo);
    m_redoAction = new QAction(tr("Redo"), this);
    m_redoAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z));
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    connect(m_undoAction, &QAction::triggered, undo, &QUndoStack::undo);
    connect(m_redoAction, &QAction::triggered, undo, &QUndoStack::redo);
    connect(undo, &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(undo, &QUndoStack::undoTextChanged, m_undoAction,
            [this](const QString& text) { m_undoAction->setToolTip(tr("Undo: %1").arg(text)); });
    connect(undo, &QUndoStack::redoTextChanged, m_redoAction,
            [this](const QString& text) { m_redoAction->setToolTip(tr("Redo: %1").arg(text)); });
    for (QAction* a : {m_undoAction, m_redoAction}) {
        // Only while the editor has focus: the workbench's Ctrl+Z undoes scenario edits.
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    auto* bar = new QWidget(this);
    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(0, 0, 0, 0);
    for (QPushButton* b : {m_edit, m_add, m_delete, m_reset})
        row->addWidget(b);
    row->addStretch(1);
    row->addWidget(toolButton(m_undoAction, "catalogUndo", bar));
    row->addWidget(toolButton(m_redoAction, "catalogRedo", bar));
    connect(m_edit, &QPushButton::clicked, this, &CatalogEditor::editCurrentRow);
    connect(m_add, &QPushButton::clicked, this, &CatalogEditor::addRow);
    connect(m_delete, &QPushButton::clicked, this, &CatalogEditor::deleteCurrentRow);
    connect(m_reset, &QPushButton::clicked, this, &CatalogEditor::resetCurrentRow);
    return bar;
}

bool CatalogEditor::isOpen() const {
    return m_session->db() != nullptr;
}

const std::string& CatalogEditor::dbPath() const {
    return m_session->path();
}

QUndoStack* CatalogEditor::undoStack() const {
    return m_session->undoStack();
}

model::Result<catalog::Catalog> CatalogEditor::effectiveCatalog() {
    return m_session->effectiveCatalog();
}

CatalogKindPage* CatalogEditor::currentPage() const {
    return static_cast<CatalogKindPage*>(m_tabs->currentWidget());
}

void CatalogEditor::showKind(RowKind kind) {
    m_tabs->setCurrentWidget(page(kind));
}

void CatalogEditor::showError(const QString& message) {
    m_error->setText(message);
    m_error->show();
}

void CatalogEditor::deleteCurrentRow() {
    CatalogKindPage* p = currentPage();
    const CatalogEntry* e = p->currentEntry();
    if (!e)
        return;
    if (auto done = m_session->remove(p->kind(), e->row.data.id); !done)
        showError(QString::fromStdString(done.error().message));
}

void CatalogEditor::resetCurrentRow() {
    CatalogKindPage* p = currentPage();
    const CatalogEntry* e = p->currentEntry();
    if (!e)
        return;
    const std::string id = e->row.data.id;
    if (auto done = m_session->reset(p->kind(), id); !done)
        showError(QString::fromStdString(done.error().message));
    else
        p->selectRow(id);
}

void CatalogEditor::updateState() {
    CatalogKindPage* p = currentPage();
    const CatalogEntry* e = isOpen() ? p->currentEntry() : nullptr;
    const bool live = e && e->row.status != RowStatus::Deleted;
    m_edit->setEnabled(live);
    m_add->setEnabled(isOpen() && p->tableModel()->rowCount() > 0);
    m_delete->setEnabled(live);
    m_reset->setEnabled(e && e->row.status != RowStatus::Bundled);
    if (!isOpen()) {
        m_status->setText(tr("No catalog"));
        return;
    }
    const CatalogTableModel* m = p->tableModel();
    const int deleted = m->count(RowStatus::Deleted);
    QString text = tr("%1, %2 edited, %3 added")
                       .arg(countText(p->kind(), m->rowCount() - deleted))
                       .arg(m->count(RowStatus::Edited))
                       .arg(m->count(RowStatus::Added));
    if (deleted > 0)
        text += tr(", %1 deleted").arg(deleted);
    if (!m->loadError().isEmpty())
        text += tr(" — %1").arg(m->loadError());
    if (!p->filter()->text().trimmed().isEmpty())
        text += tr(" (%1 shown)").arg(p->shownCount());
    m_status->setText(text);
}

} // namespace rightsizer::views
