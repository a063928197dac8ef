#pragma once

#include "workspace/PrometheusClient.h"

#include <QDialog>

#include <optional>

class QDoubleSpinBox;
class QLabel;
class QLineEdit;

namespace rightsizer::views {

/// File → Import from Prometheus…: the server, the range and the label matchers of a
/// dcgm-exporter import (what `rightsizer profile --prometheus` takes). OK is refused, with the
/// field named in red, until every field is valid; credentials come from a token file or the
/// environment and are not kept.
class PrometheusImportDialog final : public QDialog {
    Q_OBJECT
public:
    explicit PrometheusImportDialog(QWidget* parent = nullptr);

    /// The fields as typed (to open the dialog again with them).
    workspace::PrometheusRequestText text() const;
    void setText(const workspace::PrometheusRequestText& text);
    /// What the fields resolve to once accepted.
    const std::optional<workspace::PrometheusRequest>& request() const { return m_request; }
    QLabel* errorLabel() const { return m_error; }

public slots:
    void accept() override;

private:
    QLineEdit* m_url;
    QLineEdit* m_range;
    QLineEdit* m_end;
    QLineEdit* m_step;
    QLineEdit* m_matchers;
    QLineEdit* m_tokenFile;
    QLineEdit* m_user;
    QDoubleSpinBox* m_timeout;
    QLabel* m_error;
    std::optional<workspace::PrometheusRequest> m_request;
};

} // namespace rightsizer::views
