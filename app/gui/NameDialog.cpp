#include "NameDialog.h"

#include "views/editor/FieldRow.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace rightsizer::app {

model::Status checkOneLine(const QString& label, const QString& text) {
    const auto refuse = [&](const QString& why) {
        return model::Error{label.toStdString(),
                            (label + QStringLiteral(": ") + why).toStdString()};
    };
    if (text.trimmed().isEmpty())
        return refuse(QObject::tr("must not be empty"));
    if (text.contains(QLatin1Char('\n')) || text.contains(QLatin1Char('\r')))
        return refuse(QObject::tr("must be one line"));
    if (text != text.trimmed())
        return refuse(QObject::tr("starts or ends with a space; remove it"));
    return {};
}

NameDialog::NameDialog(const QString& title, const QString& prompt, const QString& initial,
                       Check check, QWidget* parent)
    : QDialog(parent)
    , m_check(std::move(check))
    , m_edit(new QLineEdit(initial))
    , m_error(new QLabel) {
    setWindowTitle(title);
    m_edit->setObjectName(QStringLiteral("nameEdit"));
    m_edit->selectAll();
    m_edit->setMinimumWidth(m_edit->fontMetrics().averageCharWidth() * 52);
    m_error->setObjectName(QStringLiteral("nameError"));
    m_error->setWordWrap(true);
    QPalette red = m_error->palette();
    red.setColor(QPalette::WindowText, views::editor::errorTextColor());
    m_error->setPalette(red);
    auto* label = new QLabel(prompt);
    label->setWordWrap(true);
    label->setBuddy(m_edit);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_edit, &QLineEdit::textChanged, this, &NameDialog::validate);
    auto* layout = new QVBoxLayout(this);
    // The dialog follows its contents: a refusal that appears or wraps is never cut off.
    layout->setSizeConstraint(QLayout::SetFixedSize);
    layout->addWidget(label);
    layout->addWidget(m_edit);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    validate();
}

QString NameDialog::text() const {
    return m_edit->text();
}

QString NameDialog::errorText() const {
    return m_error->text();
}

void NameDialog::validate() {
    const auto ok = m_check(m_edit->text());
    m_error->setText(ok ? QString() : QString::fromStdString(ok.error().message));
    m_error->setVisible(!ok);
    m_ok->setEnabled(bool(ok));
}

} // namespace rightsizer::app
