#include "RateDelegate.h"

#include <QLineEdit>
#include <QLocale>

namespace rightsizer::views {

QWidget* RateDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem&,
                                    const QModelIndex&) const {
    auto* edit = new QLineEdit(parent);
    edit->setObjectName(QStringLiteral("rateEditor"));
    edit->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    edit->setToolTip(tr("Requests/s, 0 to 1e+06; Return applies, Escape cancels"));
    return edit;
}

void RateDelegate::setEditorData(QWidget* editor, const QModelIndex& index) const {
    auto* edit = static_cast<QLineEdit*>(editor);
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    edit->setText(locale.toString(index.data(Qt::EditRole).toDouble(), 'g', 12));
    // The shown text may round the stored value: an editor closed unchanged writes nothing.
    edit->setProperty("initialText", edit->text());
    edit->selectAll();
}

void RateDelegate::setModelData(QWidget* editor, QAbstractItemModel* model,
                                const QModelIndex& index) const {
    auto* edit = static_cast<QLineEdit*>(editor);
    if (edit->text() == edit->property("initialText").toString())
        return;
    model->setData(index, edit->text(), Qt::EditRole);
}

} // namespace rightsizer::views
