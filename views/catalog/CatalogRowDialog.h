#pragma once

#include "model/Result.h"

#include <QDialog>
#include <QString>

#include <functional>
#include <string>

class QLabel;
class QLineEdit;
class QPlainTextEdit;

namespace rightsizer::views {

/// What the row dialog hands back: the row's id, its JSON, the source and date of its figures.
struct CatalogRowInput {
    std::string id;
    std::string json;
    std::string source;
    std::string date; ///< empty: today
};

/// Edits one catalog row as JSON, with the source and date of its figures. In "add" mode the
/// id is typed by the user and written into the JSON's "id" as it is typed. OK hands the input
/// to `apply`; when that fails, the error is shown in the dialog (naming the field) and the
/// dialog stays open.
class CatalogRowDialog final : public QDialog {
    Q_OBJECT
public:
    enum class Mode { Edit, Add };
    using Apply = std::function<model::Status(const CatalogRowInput&)>;

    CatalogRowDialog(Mode mode, const QString& title, const CatalogRowInput& initial, Apply apply,
                     QWidget* parent = nullptr);

    QLineEdit* idEdit() const { return m_id; }
    QPlainTextEdit* jsonEdit() const { return m_json; }
    QLineEdit* sourceEdit() const { return m_source; }
    QLineEdit* dateEdit() const { return m_date; }
    QLabel* errorLabel() const { return m_error; }

    /// Checks the input and applies it; closes the dialog only when that succeeded.
    void accept() override;

private:
    void onIdEdited(const QString& id);
    [[nodiscard]] model::Result<CatalogRowInput> input() const;

    Apply m_apply;
    QLineEdit* m_id;
    QPlainTextEdit* m_json;
    QLineEdit* m_source;
    QLineEdit* m_date;
    QLabel* m_error;
};

} // namespace rightsizer::views
