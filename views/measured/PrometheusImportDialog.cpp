#include "PrometheusImportDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

#include <ctime>

namespace rightsizer::views {
namespace {

QLineEdit* field(const QString& name, const QString& placeholder, const QString& tip) {
    auto* e = new QLineEdit;
    e->setObjectName(name);
    e->setPlaceholderText(placeholder);
    e->setToolTip(tip);
    e->setClearButtonEnabled(true);
    return e;
}

std::string str(const QLineEdit* e) {
    return e->text().trimmed().toStdString();
}

} // namespace

PrometheusImportDialog::PrometheusImportDialog(QWidget* parent)
    : QDialog(parent)
    , m_url(field(QStringLiteral("prometheusUrl"), QStringLiteral("http://prometheus:9090"),
                  tr("The Prometheus server that scrapes dcgm-exporter (http or https; https "
                     "checks the certificate against the system's CA store)")))
    , m_range(field(QStringLiteral("prometheusRange"), QStringLiteral("1d"),
                    tr("How far back from the end: a number and one unit of s, m, h, d, w "
                       "(30d, 12h)")))
    , m_end(field(QStringLiteral("prometheusEnd"), tr("now"),
                  tr("End of the range: RFC 3339 (2026-10-01T06:00:00Z) or Unix seconds; empty "
                     "for now")))
    , m_step(field(QStringLiteral("prometheusStep"), QStringLiteral("15s"),
                   tr("One sample per GPU and metric per step, the last of each; 15 s is "
                      "dcgm-exporter's scrape interval, a longer step reads less")))
    , m_matchers(field(QStringLiteral("prometheusMatch"), QStringLiteral("{namespace=\"llm\"}"),
                       tr("Label matchers added to every metric, in braces: =, !=, =~, !~")))
    , m_tokenFile(field(QStringLiteral("prometheusTokenFile"), QString(),
                        tr("A file holding a bearer token; empty: the RIGHTSIZER_PROMETHEUS_TOKEN "
                           "environment variable, if set. The token is not kept.")))
    , m_user(field(QStringLiteral("prometheusUser"), QString(),
                   tr("Basic authentication; the password comes from the "
                      "RIGHTSIZER_PROMETHEUS_PASSWORD environment variable")))
    , m_timeout(new QDoubleSpinBox)
    , m_error(new QLabel) {
    setObjectName(QStringLiteral("prometheusImportDialog"));
    setWindowTitle(tr("Import from Prometheus"));
    m_timeout->setObjectName(QStringLiteral("prometheusTimeout"));
    m_timeout->setRange(1, 600);
    m_timeout->setDecimals(0);
    m_timeout->setValue(30);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("How long to wait for each answer (1 to 600 s)"));
    m_error->setObjectName(QStringLiteral("prometheusError"));
    m_error->setStyleSheet(QStringLiteral("color: #c01c28"));
    m_error->setWordWrap(true);
    m_error->hide();

    auto* browse = new QPushButton(tr("Browse…"));
    browse->setToolTip(tr("Choose the token file"));
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString f = QFileDialog::getOpenFileName(this, tr("Bearer token file"));
        if (!f.isEmpty())
            m_tokenFile->setText(f);
    });
    auto* token = new QHBoxLayout;
    token->addWidget(m_tokenFile, 1);
    token->addWidget(browse);

    auto* form = new QFormLayout;
    form->addRow(tr("&Server URL:"), m_url);
    form->addRow(tr("&Range:"), m_range);
    form->addRow(tr("&End:"), m_end);
    form->addRow(tr("S&tep:"), m_step);
    form->addRow(tr("&Label matchers:"), m_matchers);
    auto* tokenLabel = new QLabel(tr("Bearer to&ken file:"));
    tokenLabel->setBuddy(m_tokenFile); // a row of a layout has no buddy of its own
    form->addRow(tokenLabel, token);
    form->addRow(tr("&User:"), m_user);
    form->addRow(tr("T&imeout:"), m_timeout);

    auto* intro = new QLabel(tr("Reads the dcgm-exporter metrics (DCGM_FI_*) of the range from "
                                "Prometheus's HTTP API, as <code>rightsizer profile "
                                "--prometheus</code> does. Gaps stay gaps; nothing is kept if "
                                "any request fails."));
    intro->setWordWrap(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Import"));
    connect(buttons, &QDialogButtonBox::accepted, this, &PrometheusImportDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addLayout(form);
    layout->addWidget(m_error);
    layout->addWidget(buttons);
    setMinimumWidth(520);
}

workspace::PrometheusRequestText PrometheusImportDialog::text() const {
    workspace::PrometheusRequestText t;
    t.url = str(m_url);
    t.range = str(m_range);
    t.end = str(m_end);
    t.step = str(m_step);
    t.matchers = str(m_matchers);
    t.tokenFile = str(m_tokenFile);
    t.user = str(m_user);
    t.timeoutS = m_timeout->value();
    return t;
}

void PrometheusImportDialog::setText(const workspace::PrometheusRequestText& t) {
    m_url->setText(QString::fromStdString(t.url));
    m_range->setText(QString::fromStdString(t.range));
    m_end->setText(QString::fromStdString(t.end));
    m_step->setText(QString::fromStdString(t.step));
    m_matchers->setText(QString::fromStdString(t.matchers));
    m_tokenFile->setText(QString::fromStdString(t.tokenFile));
    m_user->setText(QString::fromStdString(t.user));
    m_timeout->setValue(t.timeoutS);
}

void PrometheusImportDialog::accept() {
    auto r = workspace::resolvePrometheusRequest(text(), double(std::time(nullptr)));
    if (!r) {
        // The command line's option names, as the dialog's fields.
        QString message = QString::fromStdString(r.error().message);
        const std::pair<const char*, QString> names[] = {{"--prometheus", tr("Server URL")},
                                                         {"--range", tr("Range")},
                                                         {"--end", tr("End")},
                                                         {"--step", tr("Step")},
                                                         {"--match", tr("Label matchers")},
                                                         {"--token-file", tr("Bearer token file")},
                                                         {"--timeout", tr("Timeout")}};
        for (const auto& [option, label] : names)
            if (message.startsWith(QLatin1String(option) + QLatin1Char(':')))
                message = label + message.mid(int(qstrlen(option)));
        m_error->setText(message);
        m_error->show();
        m_request.reset();
        return;
    }
    m_error->hide();
    m_request = std::move(r).value();
    QDialog::accept();
}

} // namespace rightsizer::views
