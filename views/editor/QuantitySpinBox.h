#pragma once

#include <QDoubleSpinBox>

#include <optional>

namespace rightsizer::views::editor {

/// A QDoubleSpinBox for a scenario quantity: it accepts as many decimals as the field allows
/// (so that its range can be the field's accepted range, 1e-6 requests/s and up) but shows no
/// trailing zeros ("20 req/s", "0.5 h"), groups thousands ("131,072 tokens"), and ignores the
/// mouse wheel until it has focus, so that scrolling the form never edits the scenario.
///
/// A number outside the range ("-3" where the minimum is positive, "0" in a field from 1, a
/// value in the gap after a special minimum) is neither swallowed keystroke by keystroke nor
/// fixed up (QDoubleSpinBox's ways): it can be typed, and when editing finishes (Return, focus
/// out) the box keeps the typed text, keeps its value and announces refused(), so that the form
/// can say what the field accepts. Escape then announces revertRequested().
class QuantitySpinBox final : public QDoubleSpinBox {
    Q_OBJECT
public:
    explicit QuantitySpinBox(QWidget* parent = nullptr);

    QString textFromValue(double value) const override;
    /// `value` rounded to the decimals this box keeps (what value() would read after setValue).
    double rounded(double value) const;
    QValidator::State validate(QString& text, int& pos) const override;
    double valueFromText(const QString& text) const override;
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

    /// Whether the text in the box is one editing would refuse (a number outside the accepted
    /// values, or no number at all).
    bool holdsRefusedText() const;
    /// Whether the last finished editing was refused and the typed text still stands.
    bool isRefused() const { return m_refused; }
    /// The scenario's value was shown again (undo, Escape): the refusal is over.
    void forgetRefusal();
    /// The typed text without prefix, suffix and surrounding spaces ("-3" of "-3 req/s").
    QString typedText() const;

signals:
    /// Editing finished on a text the box refuses; the value did not change and the text stays.
    void refused(const QString& typed);
    /// Editing finished on an accepted text after a refusal (the refusal's message can go),
    /// also when the accepted value is the unchanged one.
    void refusalWithdrawn();
    /// Escape on a box holding text not applied (refused or marked invalid): show the
    /// scenario's value again.
    void revertRequested();

protected:
    bool event(QEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;

private:
    /// Refuses the text if editing would; returns whether it did.
    bool refuseIfHeld();
    bool inGap(double value) const;
    /// The text the box shows for its value.
    QString valueText() const;

    /// The number in the box's text (prefix, suffix and group separators aside), if any.
    std::optional<double> typedNumber(const QString& text) const;
    /// `text` without the prefix and the unit suffix (either form), trimmed.
    QString withoutAffixes(const QString& text) const;
    bool m_refused = false;
    double m_lowestAfterMinimum = 0;
    QString m_plural;
    QString m_singular;
};

} // namespace rightsizer::views::editor
