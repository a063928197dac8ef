#include "CatalogWindow.h"

#include "views/catalog/CatalogEditor.h"

#include <QDir>

namespace rightsizer::views {

CatalogWindow::CatalogWindow(std::string dbPath, QWidget* parent)
    : QMainWindow(parent)
    , m_editor(new CatalogEditor(std::move(dbPath), this)) {
    setObjectName(QStringLiteral("catalogWindow"));
    // A window of its own even with a parent (which keeps it above the workbench).
    setWindowFlag(Qt::Window);
    setWindowModality(Qt::NonModal);
    setWindowTitle(tr("Catalog — %1")
                       .arg(QDir::toNativeSeparators(QString::fromStdString(m_editor->dbPath()))));
    setCentralWidget(m_editor);
    resize(1200, 720);
}

} // namespace rightsizer::views
