#pragma once

#include <QDoubleSpinBox>

namespace rightsizer::views::editor {

/// A QDoubleSpinBox for a scenario quantity: it accepts as many decimals as the field allows
/// (so that its range can be the field's accepted range, 1e-6 requests/s and up) but shows no
/// trailing zeros ("20 req/s", "0.5 h"), groups thousands ("131,072 tokens"), and ignores the
/// mouse wheel until it has focus, so that scrolling the form never edits the scenario.
class QuantitySpinBox final : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit QuantitySpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    /// `value` rounded to the decimals this box keeps (what value() would read after setValue).
    double rounded(double value) const;

protected:
    void wheelEvent(QWheelEvent* event) override;
};

} // namespace rightsizer::views::editor
