#pragma once

#include <QMainWindow>

#include <string>

namespace rightsizer::views {

class CatalogEditor;

/// A non-modal window around a CatalogEditor, titled "Catalog — PATH". Closing it hides it;
/// the owner keeps it to show it again (its undo history lives as long as the window).
class CatalogWindow final : public QMainWindow {
    Q_OBJECT
public:
    explicit CatalogWindow(std::string dbPath, QWidget* parent = nullptr);

    CatalogEditor* editor() const { return m_editor; }

private:
    CatalogEditor* m_editor;
};

} // namespace rightsizer::views
