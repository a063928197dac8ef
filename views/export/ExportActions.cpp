#include "ExportActions.h"

#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QChartView>
#include <QClipboard>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QMessageBox>
#include <QPainter>
#include <QSaveFile>
#include <QSvgGenerator>

namespace rightsizer::views {
namespace {

model::Error fileError(const QString& path, const QString& why) {
    return model::Error{"file",
                        (QStringLiteral("cannot write '%1': %2").arg(path, why)).toStdString()};
}

QString csvField(const QString& text) {
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString cellText(const QVariant& edit, const QVariant& display) {
    if (edit.isValid() && !edit.isNull()) {
        if (edit.typeId() == QMetaType::Double || edit.typeId() == QMetaType::Float)
            return QString::number(edit.toDouble(), 'g', 10);
        if (edit.canConvert<QString>())
            return edit.toString();
    }
    return display.toString();
}

QString suggestedPath(const QString& baseName, const QString& extension) {
    return QDir::home().filePath(baseName + extension);
}

void showError(QWidget* parent, const model::Error& e) {
    auto* box = new QMessageBox(QMessageBox::Warning, QObject::tr("Export failed"),
                                QString::fromStdString(e.message), QMessageBox::Ok, parent);
    box->setObjectName(QStringLiteral("exportError"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

} // namespace

model::Status exportChart(QChartView* view, const QString& path) {
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QSize size = view->size();
    if (suffix == QLatin1String("svg")) {
        // QSvgGenerator writes to the file itself; write to a sibling and move it into place.
        QSaveFile out(path);
        if (!out.open(QIODevice::WriteOnly))
            return fileError(path, out.errorString());
        QSvgGenerator svg;
        svg.setOutputDevice(&out);
        svg.setSize(size);
        svg.setViewBox(QRect(QPoint(0, 0), size));
        svg.setTitle(view->chart() ? view->chart()->title() : QString());
        svg.setDescription(QStringLiteral("RightSizer chart"));
        QPainter painter(&svg);
        view->render(&painter);
        painter.end();
        if (!out.commit())
            return fileError(path, out.errorString());
        return {};
    }
    if (suffix != QLatin1String("png"))
        return fileError(path, QObject::tr("give a file name ending in .png or .svg"));
    QImage image(size * 2, QImage::Format_ARGB32_Premultiplied);
    image.setDevicePixelRatio(2.0);
    image.fill(view->palette().color(QPalette::Window));
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    view->render(&painter);
    painter.end();
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return fileError(path, out.errorString());
    if (!image.save(&out, "PNG"))
        return fileError(path, QObject::tr("the image could not be encoded"));
    if (!out.commit())
        return fileError(path, out.errorString());
    return {};
}

QString tableToCsv(const QAbstractItemModel& model) {
    QStringList lines;
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << csvField(model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString());
    lines << header.join(QLatin1Char(','));
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex i = model.index(r, c);
            row << csvField(cellText(model.data(i, Qt::EditRole), model.data(i, Qt::DisplayRole)));
        }
        lines << row.join(QLatin1Char(','));
    }
    return lines.join(QStringLiteral("\r\n")) + QStringLiteral("\r\n");
}

model::Status exportTable(const QAbstractItemModel& model, const QString& path) {
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return fileError(path, out.errorString());
    out.write(tableToCsv(model).toUtf8());
    if (!out.commit())
        return fileError(path, out.errorString());
    return {};
}

void addChartExport(QChartView* view, const QString& baseName) {
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* exportAction = new QAction(QObject::tr("Export chart as PNG or SVG…"), view);
    exportAction->setObjectName(QStringLiteral("exportChart"));
    QObject::connect(exportAction, &QAction::triggered, view, [view, baseName] {
        const QString path = QFileDialog::getSaveFileName(
            view, QObject::tr("Export chart"), suggestedPath(baseName, QStringLiteral(".png")),
            QObject::tr("PNG image (*.png);;SVG vector image (*.svg)"));
        if (path.isEmpty())
            return;
        if (auto done = exportChart(view, path); !done)
            showError(view, done.error());
    });
    auto* copyAction = new QAction(QObject::tr("Copy chart"), view);
    QObject::connect(copyAction, &QAction::triggered, view,
                     [view] { QApplication::clipboard()->setPixmap(view->grab()); });
    view->addAction(exportAction);
    view->addAction(copyAction);
}

void addTableExport(QAbstractItemView* view, const QString& baseName) {
    view->setContextMenuPolicy(Qt::ActionsContextMenu);
    auto* action = new QAction(QObject::tr("Export table as CSV…"), view);
    action->setObjectName(QStringLiteral("exportTable"));
    QObject::connect(action, &QAction::triggered, view, [view, baseName] {
        if (!view->model())
            return;
        const QString path = QFileDialog::getSaveFileName(
            view, QObject::tr("Export table"), suggestedPath(baseName, QStringLiteral(".csv")),
            QObject::tr("CSV (*.csv)"));
        if (path.isEmpty())
            return;
        if (auto done = exportTable(*view->model(), path); !done)
            showError(view, done.error());
    });
    view->addAction(action);
}

} // namespace rightsizer::views
