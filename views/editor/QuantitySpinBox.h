#pragma once

#include <QDoubleSpinBox>

#include <optional>

namespace rightsizer::views::editor {

/// A QDoubleSpinBox for a scenario quantity: it accepts as many decimals as the field allows
/// (so that its range can be the field's accepted range, 1e-6 requests/s and up) but shows no
/// trailing zeros ("20 req/s", "0.5 h"), groups thousands ("131,072 tokens"), and ignores the
/// mouse wheel until it has focus, so that scrolling the form never edits the scenario.
///
/// A number typed outside the range is not swallowed keystroke by keystroke (QDoubleSpinBox's
/// way): it can be typed, and when editing finishes the box keeps its previous value and
/// announces outOfRangeTyped, so that the form can say what the field accepts.
class QuantitySpinBox final : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit QuantitySpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    /// `value` rounded to the decimals this box keeps (what value() would read after setValue).
    double rounded(double value) const;
    QValidator::State validate(QString& text, int& pos) const override;
    void stepBy(int steps) override;
    /// Wide enough for the special value's text too (Qt sizes the box for its numbers only),
    /// so that a narrow form puts the label above the box rather than clip the text.
    QSize minimumSizeHint() const override;

    /// The least value above the minimum the field accepts (a special minimum such as "engine
    /// default" at 0, then 64 and up): the arrow keys step from one to the other. 0: no gap.
    void setLowestAfterMinimum(double value) { m_lowestAfterMinimum = value; }
    /// Shows `singular` instead of the suffix set before at a value of exactly 1 ("1 GPU",
    /// "2 GPUs"); typed text is read with either.
    void setSingularSuffix(const QString& singular);
    /// Puts the suffix in line with the value (valueChanged does, unless it was blocked).
    void followValueWithSuffix();

signals:
    /// A number outside the range was typed and editing finished; the value did not change.
    void outOfRangeTyped(double typed);

protected:
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// The number in the box's text (prefix, suffix and group separators aside), if any.
    std::optional<double> typedNumber(const QString& text) const;
    /// The typed number when it is outside the range (the text is not a value of the box).
    std::optional<double> typedOutOfRange() const;

    double m_lowestAfterMinimum = 0;
    QString m_plural;
    QString m_singular;
};

} // namespace rightsizer::views::editor
