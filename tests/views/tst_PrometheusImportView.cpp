// The workbench's import from Prometheus (issue 25): the dialog refuses bad fields naming them,
// and the Measured tab's telemetry panel reads a range from the real Prometheus the ctest
// fixture prometheus_server starts (tests/prometheus/server.sh), showing the verdicts the same
// samples give as a file; a server that cannot be reached is one error line and what was shown
// stays. RIGHTSIZER_SHOT_DIR: screenshots of the dialog and the panel.
#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/measured/PrometheusImportDialog.h"
#include "views/measured/TelemetryPanel.h"

#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTcpServer>
#include <QTest>
#include <QUndoStack>

namespace tst_PrometheusImportView_suite {

using namespace rightsizer;

class tst_PrometheusImportView final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    QString m_url;

    static void type(views::PrometheusImportDialog& d, const char* name, const QString& text) {
        auto* e = d.findChild<QLineEdit*>(QLatin1String(name));
        QVERIFY2(e, name);
        e->setText(text);
    }

    /// RIGHTSIZER_SHOT_DIR: a screenshot to look at.
    static void shot(QWidget* w, const QString& name) {
        if (!qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR"))
            return;
        w->show();
        for (int i = 0; i < 5; ++i)
            QCoreApplication::processEvents();
        w->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") + QLatin1Char('/') + name);
    }

private slots:
    void initTestCase() {
        QFile port(QStringLiteral(RIGHTSIZER_PROMETHEUS_DIR "/port"));
        if (!port.open(QIODevice::ReadOnly))
            QFAIL("no Prometheus: run this test through ctest (fixture prometheus_server)");
        m_url = QStringLiteral("http://127.0.0.1:") + QString::fromLatin1(port.readAll().trimmed());
    }

    void theDialogNamesTheBadField() {
        views::PrometheusImportDialog d;
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            views::PrometheusImportDialog filled;
            type(filled, "prometheusUrl", QStringLiteral("https://prometheus.example.com"));
            type(filled, "prometheusRange", QStringLiteral("30d"));
            type(filled, "prometheusMatch", QStringLiteral("{namespace=\"llm\"}"));
            shot(&filled, QStringLiteral("prometheus-dialog.png"));
        }
        type(d, "prometheusUrl", QStringLiteral("prometheus:9090"));
        d.accept();
        QVERIFY(d.result() != QDialog::Accepted);
        QVERIFY(!d.request());
        QVERIFY(d.errorLabel()->isVisibleTo(&d));
        QVERIFY2(d.errorLabel()->text().startsWith(QStringLiteral("Server URL: 'prometheus:9090' "
                                                                  "is not an http://")),
                 qPrintable(d.errorLabel()->text()));
        type(d, "prometheusUrl", m_url);
        type(d, "prometheusRange", QStringLiteral("six hours"));
        d.accept();
        QVERIFY(d.errorLabel()->text().startsWith(QStringLiteral("Range: got 'six hours'")));
        type(d, "prometheusRange", QStringLiteral("6h"));
        type(d, "prometheusEnd", QStringLiteral("2026-10-01T05:59:45Z"));
        type(d, "prometheusMatch", QStringLiteral("Hostname=node-a"));
        d.accept();
        QVERIFY(d.errorLabel()->text().startsWith(QStringLiteral("Label matchers: ")));
        type(d, "prometheusMatch", QString());
        d.accept();
        QCOMPARE(d.result(), int(QDialog::Accepted));
        QVERIFY(d.request());
        // 05:59:45Z less 6 h.
        QCOMPARE(d.request()->query.endS, 1790812800.0 + 21585);
        QCOMPARE(d.request()->query.startS, 1790812800.0 - 15);
        QCOMPARE(d.request()->query.url, m_url.toStdString());
    }

    void thePanelReadsTheRange() {
        views::TelemetryPanel panel(m_catalog);
        workspace::PrometheusRequestText text;
        text.url = m_url.toStdString();
        text.range = "6h";
        text.end = "2026-10-01T05:59:45Z";
        auto request = workspace::resolvePrometheusRequest(text, 0);
        QVERIFY(request);
        QVERIFY(panel.loadPrometheus(*request));
        QCOMPARE(panel.deployments().size(), size_t(3));
        QVERIFY2(panel.verdictLabel()->text().startsWith(QStringLiteral("Over-provisioned")),
                 qPrintable(panel.verdictLabel()->text()));
        panel.resize(1500, 950);
        shot(&panel, QStringLiteral("prometheus-panel.png"));
        panel.showDeployment(2);
        QVERIFY2(panel.verdictLabel()->text().startsWith(QStringLiteral("Bottlenecked elsewhere")),
                 qPrintable(panel.verdictLabel()->text()));
        // The same samples as a file give the same statistics.
        views::TelemetryPanel files(m_catalog);
        QVERIFY(files.loadFiles({QStringLiteral(RIGHTSIZER_PROMETHEUS_DIR "/samples.prom")}));
        for (size_t i = 0; i < 3; ++i) {
            QCOMPARE(panel.deployments()[i].gpuUtil.p95, files.deployments()[i].gpuUtil.p95);
            QCOMPARE(panel.deployments()[i].memoryUsedBytes.max,
                     files.deployments()[i].memoryUsedBytes.max);
            QCOMPARE(panel.deployments()[i].gaps, files.deployments()[i].gaps);
        }
        // A closed port: one error line, and the range read before stays shown.
        quint16 closed = 0;
        {
            QTcpServer probe;
            QVERIFY(probe.listen(QHostAddress::LocalHost, 0));
            closed = probe.serverPort();
        }
        text.url = "http://127.0.0.1:" + std::to_string(closed);
        auto unreachable = workspace::resolvePrometheusRequest(text, 0);
        QVERIFY(unreachable);
        QVERIFY(!panel.loadPrometheus(*unreachable));
        QVERIFY(panel.errorLabel()->text().contains(QStringLiteral("Connection refused")));
        QCOMPARE(panel.deployments().size(), size_t(3));
    }

    void theProjectKeepsTheQuery() {
        // A range read through the panel is kept in the project (an undo step, no credentials:
        // the token file's path is kept, not what it holds); Refresh reads it again; undo
        // forgets it.
        project::Project project;
        QUndoStack undo;
        views::TelemetryPanel panel(m_catalog, &project, &undo);
        QVERIFY(!panel.refreshButton()->isEnabled());
        QVERIFY(!panel.refreshFromProject());
        QVERIFY(panel.errorLabel()->text().contains(QStringLiteral("keeps no Prometheus query")));
        workspace::PrometheusRequestText text;
        text.url = m_url.toStdString();
        text.range = "6h";
        text.end = "2026-10-01T05:59:45Z";
        text.matchers = "{Hostname=\"node-b\"}";
        QVERIFY(panel.readQuery(text));
        QCOMPARE(panel.deployments().size(), size_t(1));
        QCOMPARE(project.telemetryQueries.size(), size_t(1));
        QCOMPARE(undo.count(), 1);
        QVERIFY(panel.refreshButton()->isEnabled());
        const auto kept = workspace::prometheusRequestFromJson(project.telemetryQueries[0].json);
        QVERIFY(kept);
        QCOMPARE(kept->url, text.url);
        QCOMPARE(kept->matchers, text.matchers);
        QCOMPARE(kept->end, text.end);
        // The same query again is not a change.
        QVERIFY(panel.readQuery(text));
        QCOMPARE(undo.count(), 1);
        // Refresh, from another panel on the same project (as after reopening it).
        views::TelemetryPanel reopened(m_catalog, &project, &undo);
        QVERIFY(reopened.refreshButton()->isEnabled());
        QVERIFY(reopened.refreshFromProject());
        QCOMPARE(reopened.deployments().size(), size_t(1));
        QCOMPARE(reopened.deployments()[0].gpuUtil.p95, panel.deployments()[0].gpuUtil.p95);
        reopened.resize(1500, 950);
        shot(&reopened, QStringLiteral("prometheus-refresh.png"));
        undo.undo();
        QVERIFY(project.telemetryQueries.empty());
        QVERIFY(!panel.refreshButton()->isEnabled());
        // A kept query that is not JSON is named, nothing is read.
        project.telemetryQueries = {{"not json", "2026-11-27T09:00:00Z"}};
        QVERIFY(!reopened.refreshFromProject());
        QVERIFY(reopened.errorLabel()->text().contains(QStringLiteral("cannot be read")));
    }
};

} // namespace tst_PrometheusImportView_suite

QTEST_MAIN(tst_PrometheusImportView_suite::tst_PrometheusImportView)
#include "tst_PrometheusImportView.moc"
