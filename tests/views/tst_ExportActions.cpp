// Export of charts (PNG, SVG) and tables (CSV): the files the context menus write.

#include "ViewTestSupport.h"
#include "views/CandidateTableModel.h"
#include "views/export/ExportActions.h"

#include <QChart>
#include <QChartView>
#include <QFile>
#include <QImage>
#include <QLineSeries>
#include <QStandardItemModel>
#include <QTemporaryDir>
#include <QTest>

namespace tst_ExportActions_suite {

using namespace rightsizer;

class tst_ExportActions final : public QObject {
    Q_OBJECT

private slots:
    void pngHasTwiceTheViewSize();
    void svgIsVectorWithTheTitle();
    void unknownExtensionIsRefused();
    void unwritablePathNamesTheFile();
    void csvQuotesAndUsesRawNumbers();
    void candidateTableExportsEveryRow();
    void contextMenusOfferExport();

private:
    QChartView* makeChart(QWidget* parent);
    QTemporaryDir m_dir;
};

QChartView* tst_ExportActions::makeChart(QWidget* parent) {
    auto* view = new QChartView(parent);
    auto* series = new QLineSeries;
    series->append(0, 1);
    series->append(1, 3);
    view->chart()->addSeries(series);
    view->chart()->createDefaultAxes();
    view->chart()->setTitle(QStringLiteral("Cumulative cost"));
    view->resize(400, 300);
    return view;
}

void tst_ExportActions::pngHasTwiceTheViewSize() {
    QWidget parent;
    QChartView* view = makeChart(&parent);
    const QString path = m_dir.filePath(QStringLiteral("chart.png"));
    auto done = views::exportChart(view, path);
    QVERIFY2(done, done ? "" : done.error().message.c_str());
    QImage image(path);
    QVERIFY(!image.isNull());
    // Written at a device pixel ratio of 2: 400 x 300 logical pixels are 800 x 600 pixels.
    QCOMPARE(image.size(), QSize(800, 600));
}

void tst_ExportActions::svgIsVectorWithTheTitle() {
    QWidget parent;
    QChartView* view = makeChart(&parent);
    const QString path = m_dir.filePath(QStringLiteral("chart.svg"));
    auto done = views::exportChart(view, path);
    QVERIFY2(done, done ? "" : done.error().message.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray svg = f.readAll();
    QVERIFY(svg.contains("<svg"));
    QVERIFY(svg.contains("<title>Cumulative cost</title>"));
    // The line is drawn as a path, not pasted as an image.
    QVERIFY(svg.contains("<path") || svg.contains("<polyline"));
    QVERIFY(!svg.contains("<image"));
}

void tst_ExportActions::unknownExtensionIsRefused() {
    QWidget parent;
    QChartView* view = makeChart(&parent);
    const QString path = m_dir.filePath(QStringLiteral("chart.jpg"));
    auto done = views::exportChart(view, path);
    QVERIFY(!done);
    QVERIFY(QString::fromStdString(done.error().message).contains(QStringLiteral(".png or .svg")));
    QVERIFY(!QFile::exists(path));
}

void tst_ExportActions::unwritablePathNamesTheFile() {
    QWidget parent;
    QChartView* view = makeChart(&parent);
    const QString path = m_dir.filePath(QStringLiteral("no/such/folder/chart.png"));
    auto done = views::exportChart(view, path);
    QVERIFY(!done);
    QVERIFY(QString::fromStdString(done.error().message).contains(path));
    QStandardItemModel model(1, 1);
    auto table = views::exportTable(model, m_dir.filePath(QStringLiteral("no/such/t.csv")));
    QVERIFY(!table);
}

void tst_ExportActions::csvQuotesAndUsesRawNumbers() {
    QStandardItemModel model(2, 3);
    model.setHorizontalHeaderLabels(
        {QStringLiteral("GPU"), QStringLiteral("Cost, $/month"), QStringLiteral("Note")});
    model.setData(model.index(0, 0), QStringLiteral("H100 \"NVL\""));
    model.setData(model.index(0, 1), 12345.5, Qt::EditRole);
    model.setData(model.index(0, 2), QStringLiteral("two\nlines"));
    model.setData(model.index(1, 0), QStringLiteral("B200"));
    model.setData(model.index(1, 1), 0.125, Qt::EditRole);
    model.setData(model.index(1, 2), QString());
    // RFC 4180: fields with a comma, a quote or a line break are quoted, quotes doubled; CRLF.
    QCOMPARE(views::tableToCsv(model),
             QStringLiteral("GPU,\"Cost, $/month\",Note\r\n"
                            "\"H100 \"\"NVL\"\"\",12345.5,\"two\nlines\"\r\n"
                            "B200,0.125,\r\n"));
}

void tst_ExportActions::candidateTableExportsEveryRow() {
    const workspace::EvaluationPtr e = test::exampleEvaluation();
    views::CandidateTableModel model;
    model.setEvaluation(e);
    const QString path = m_dir.filePath(QStringLiteral("candidates.csv"));
    auto done = views::exportTable(model, path);
    QVERIFY2(done, done ? "" : done.error().message.c_str());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = f.readAll().split('\n');
    // Header + one line per row + the empty string after the last CRLF.
    QCOMPARE(lines.size(), model.rowCount() + 2);
    QCOMPARE(model.rowCount(), int(e->plan.feasible.size() + e->plan.rejected.size()));
    QVERIFY(lines[1].contains(QByteArray::fromStdString(e->plan.feasible.front().gpuId)));
}

void tst_ExportActions::contextMenusOfferExport() {
    QWidget parent;
    QChartView* view = makeChart(&parent);
    views::addChartExport(view, QStringLiteral("cost"));
    QCOMPARE(view->contextMenuPolicy(), Qt::ActionsContextMenu);
    QVERIFY(view->findChild<QAction*>(QStringLiteral("exportChart")));
}

} // namespace tst_ExportActions_suite

QTEST_MAIN(tst_ExportActions_suite::tst_ExportActions)
#include "tst_ExportActions.moc"
