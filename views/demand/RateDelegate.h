#pragma once

#include <QStyledItemDelegate>

namespace rightsizer::views {

/// Edits a rate as free text, so that every value reaches the model and the scenario's
/// validation (a spin box would clamp a negative or too-large value silently). The model gets
/// the text; it parses it and reports what it refuses.
class RateDelegate final : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
    void setEditorData(QWidget* editor, const QModelIndex& index) const override;
    void setModelData(QWidget* editor, QAbstractItemModel* model,
                      const QModelIndex& index) const override;
};

} // namespace rightsizer::views
