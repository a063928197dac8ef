#pragma once

#include "model/Result.h"

#include <QDialog>
#include <QString>

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace rightsizer::app {

/// A small dialog asking for one line of text (a scenario's name, the revision author). The
/// text is checked as it is typed: a refusal shows in red under the field, naming it, and OK
/// stays disabled until the text is accepted. Nothing is trimmed or changed behind the user's
/// back.
///
/// Object names: "nameEdit", "nameError", and the dialog's own name as given.
class NameDialog final : public QDialog {
    Q_OBJECT
public:
    using Check = std::function<model::Status(const QString&)>;

    NameDialog(const QString& title, const QString& prompt, const QString& initial, Check check,
               QWidget* parent = nullptr);

    QString text() const;
    QLineEdit* edit() const { return m_edit; }
    QString errorText() const;

private:
    void validate();

    Check m_check;
    QLineEdit* m_edit;
    QLabel* m_error;
    QPushButton* m_ok = nullptr;
};

/// A scenario name, a revision author: not empty, one line, no space at either end. The field
/// is named `label` in the message.
model::Status checkOneLine(const QString& label, const QString& text);

} // namespace rightsizer::app
