#include "CatalogRowDialog.h"

#include <nlohmann/json.hpp>

#include <QDialogButtonBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QVBoxLayout>

namespace rightsizer::views {
namespace {

using nlohmann::ordered_json;

bool isIsoDate(const QString& date) {
    static const QRegularExpression iso(QStringLiteral("^\\d{4}(-\\d{2}(-\\d{2})?)?$"));
    return iso.match(date).hasMatch();
}

} // namespace

CatalogRowDialog::CatalogRowDialog(Mode mode, const QString& title, const CatalogRowInput& initial,
                                   Apply apply, QWidget* parent)
    : QDialog(parent)
    , m_apply(std::move(apply))
    , m_id(new QLineEdit(QString::fromStdString(initial.id), this))
    , m_json(new QPlainTextEdit(this))
    , m_source(new QLineEdit(QString::fromStdString(initial.source), this))
    , m_date(new QLineEdit(QString::fromStdString(initial.date), this))
    , m_error(new QLabel(this)) {
    setObjectName(QStringLiteral("catalogRowDialog"));
    setWindowTitle(title);
    m_id->setObjectName(QStringLiteral("catalogRowId"));
    m_id->setReadOnly(mode == Mode::Edit);
    m_id->setToolTip(mode == Mode::Add ? tr("A new id (no spaces); it is written into the JSON")
                                       : tr("The row's id (an edit keeps it)"));
    m_json->setObjectName(QStringLiteral("catalogRowJson"));
    m_json->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_json->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_json->setPlainText(QString::fromStdString(initial.json));
    m_json->setToolTip(tr("The row in the catalog's own format (as in catalog/data)"));
    m_source->setObjectName(QStringLiteral("catalogRowSource"));
    m_source->setPlaceholderText(tr("Where the figures come from: URL, document, measurement"));
    m_date->setObjectName(QStringLiteral("catalogRowDate"));
    m_date->setPlaceholderText(tr("YYYY-MM-DD (empty: today)"));
    m_error->setObjectName(QStringLiteral("catalogRowError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("color: #c62828;"));
    m_error->hide();

    auto* form = new QFormLayout;
    form->addRow(tr("ID:"), m_id);
    form->addRow(tr("Source:"), m_source);
    form->addRow(tr("Date:"), m_date);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setObjectName(QStringLiteral("catalogRowOk"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_json, 1);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    resize(720, 640);

    connect(buttons, &QDialogButtonBox::accepted, this, &CatalogRowDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &CatalogRowDialog::reject);
    if (mode == Mode::Add)
        connect(m_id, &QLineEdit::textEdited, this, &CatalogRowDialog::onIdEdited);
}

void CatalogRowDialog::onIdEdited(const QString& id) {
    ordered_json j = ordered_json::parse(m_json->toPlainText().toStdString(), nullptr, false);
    if (!j.is_object())
        return; // the user is editing the JSON by hand: leave it alone
    j["id"] = id.trimmed().toStdString();
    m_json->setPlainText(QString::fromStdString(j.dump(2)));
}

model::Result<CatalogRowInput> CatalogRowDialog::input() const {
    CatalogRowInput in{m_id->text().trimmed().toStdString(), m_json->toPlainText().toStdString(),
                       m_source->text().trimmed().toStdString(),
                       m_date->text().trimmed().toStdString()};
    static const QRegularExpression space(QStringLiteral("\\s"));
    if (in.id.empty() || m_id->text().trimmed().contains(space))
        return model::fieldError("id", "'" + in.id + "' is not an id (give one, without spaces)");
    if (in.source.empty())
        return model::fieldError("source", "must not be empty (every figure needs its source)");
    if (!in.date.empty() && !isIsoDate(m_date->text().trimmed()))
        return model::fieldError("date", "'" + in.date +
                                             "' is not an ISO date (YYYY, YYYY-MM or YYYY-MM-DD)");
    const ordered_json j = ordered_json::parse(in.json, nullptr, false);
    if (!j.is_object())
        return model::fieldError("json", "not a JSON object");
    // Stored compact, in the order typed.
    in.json = j.dump();
    return in;
}

void CatalogRowDialog::accept() {
    auto in = input();
    model::Status done = in ? m_apply(*in) : model::Status(in.error());
    if (!done) {
        m_error->setText(QString::fromStdString(done.error().message));
        m_error->show();
        return;
    }
    m_error->hide();
    QDialog::accept();
}

} // namespace rightsizer::views
