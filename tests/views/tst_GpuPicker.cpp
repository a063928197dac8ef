// The candidate GPU list of the scenario editor (issue 20 item 11): a dozen rows visible, a
// text filter, "All" and "None" for the rows shown, and whole names.

#include "TestSupport.h"
#include "ViewTestSupport.h"
#include "views/ScenarioEditor.h"
#include "workspace/ScenarioDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollArea>
#include <QTest>
#include <QUndoStack>

#include <algorithm>
#include <climits>
#include <memory>

namespace tst_GpuPicker_suite {

using namespace rightsizer;

class tst_GpuPicker final : public QObject {
    Q_OBJECT

    catalog::Catalog m_catalog = test::bundledCatalog();
    std::unique_ptr<workspace::ScenarioDocument> m_doc;
    std::unique_ptr<views::ScenarioEditor> m_editor; // destroyed before the document

    template <typename T> T* field(const char* name) {
        auto* w = m_editor->findChild<T*>(QString::fromLatin1(name));
        if (w == nullptr)
            qFatal("no editor named %s", name);
        return w;
    }
    QListWidget* list() { return field<QListWidget>("gpus"); }
    const std::vector<std::string>& ids() const { return m_doc->scenario().gpuIds; }
    int shownRows() {
        int n = 0;
        for (int row = 0; row < list()->count(); ++row)
            n += list()->item(row)->isHidden() ? 0 : 1;
        return n;
    }
    QListWidgetItem* item(const QString& id) {
        for (int row = 0; row < list()->count(); ++row)
            if (list()->item(row)->data(Qt::UserRole).toString() == id)
                return list()->item(row);
        return nullptr;
    }
    void click(QWidget* w) {
        m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(w);
        QTest::mouseClick(w, Qt::LeftButton);
    }
    void explicitList() {
        QVERIFY(m_doc->edit(QStringLiteral("gpus"), QStringLiteral("setup"),
                            [this](model::Scenario& s) {
                                s.gpuIds.clear();
                                for (const auto& g : m_catalog.gpus)
                                    s.gpuIds.push_back(g.id);
                            }));
    }

private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void init() {
        m_doc = std::make_unique<workspace::ScenarioDocument>(m_catalog);
        m_doc->reset(test::exampleScenario(m_catalog));
        m_editor = std::make_unique<views::ScenarioEditor>(m_doc.get());
        m_editor->resize(300, 900); // the dock's default width
        m_editor->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_editor.get()));
    }

    void cleanup() {
        m_editor.reset();
        m_doc.reset();
    }

    void showsADozenRowsWithWholeNames() {
        QVERIFY(list()->count() >= 27);
        // A one-line row (a long name wraps onto two lines in the dock's narrow form, which no
        // longer scrolls sideways): a dozen of them show.
        int row = INT_MAX;
        for (int i = 0; i < list()->count(); ++i)
            row = std::min(row, list()->visualItemRect(list()->item(i)).height());
        QVERIFY(row > 0);
        QVERIFY2(list()->viewport()->height() >= 11 * row,
                 qPrintable(QStringLiteral("%1 px for rows of %2 px")
                                .arg(list()->viewport()->height())
                                .arg(row)));
        if (qEnvironmentVariableIsSet("RIGHTSIZER_SHOT_DIR")) {
            m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(list(), 0, 120);
            QCoreApplication::processEvents();
            m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                  QStringLiteral("/editor-gpus.png"));
            // The price tier and region under the list.
            if (auto* region = m_editor->findChild<QComboBox*>(QStringLiteral("cost.region"))) {
                m_editor->findChild<QScrollArea*>()->ensureWidgetVisible(region, 0, 40);
                QCoreApplication::processEvents();
                m_editor->grab().save(qEnvironmentVariable("RIGHTSIZER_SHOT_DIR") +
                                      QStringLiteral("/editor-prices.png"));
            }
        }
        QCOMPARE(list()->textElideMode(), Qt::ElideNone);
        QVERIFY(list()->wordWrap());
        // Every row fits the list's width (long names wrap) and its tooltip names the GPU.
        for (int i = 0; i < list()->count(); ++i) {
            const QRect r = list()->visualItemRect(list()->item(i));
            QVERIFY2(r.right() <= list()->viewport()->width(), qPrintable(list()->item(i)->text()));
            QVERIFY(list()->item(i)->toolTip().contains(
                list()->item(i)->text().section(QStringLiteral(" · "), 0, 0)));
        }
    }

    void textFilterHidesRowsOnly() {
        auto* text = field<QLineEdit>("gpus.filter.text");
        QTest::keyClicks(text, QStringLiteral("h100"));
        // H100 SXM, PCIe and NVL; the scenario still plans for every GPU.
        QCOMPARE(shownRows(), 3);
        QVERIFY(!item(QStringLiteral("h100-nvl"))->isHidden());
        QVERIFY(item(QStringLiteral("l40s"))->isHidden());
        QVERIFY(ids().empty());
        QVERIFY(field<QLabel>("gpus.summary")->text().endsWith(QStringLiteral("; 3 shown")));
        text->clear();
        QCOMPARE(shownRows(), list()->count());
        QTest::keyClicks(text, QStringLiteral("nvidia l4"));
        // Both words: NVIDIA L4, L40S, L40.
        QCOMPARE(shownRows(), 3);
        QTest::keyClicks(text, QStringLiteral("0s"));
        QCOMPARE(shownRows(), 1);
    }

    void noneThenPickAFew() {
        explicitList();
        const int before = m_doc->undoStack()->count();
        click(field<QPushButton>("gpus.check_none"));
        // Nothing checked yet: the scenario keeps its GPUs and says so; no undo step.
        QCOMPARE(ids().size(), m_catalog.gpus.size());
        QCOMPARE(m_doc->undoStack()->count(), before);
        for (int row = 0; row < list()->count(); ++row)
            QCOMPARE(list()->item(row)->checkState(), Qt::Unchecked);
        QVERIFY(field<QLabel>("gpus.summary")->text().startsWith(QStringLiteral("No GPU checked")));
        // The first check makes the list that one GPU.
        list()->setCurrentItem(item(QStringLiteral("l4")));
        QTest::keyClick(list(), Qt::Key_Space);
        QCOMPARE(ids(), std::vector<std::string>{"l4"});
        list()->setCurrentItem(item(QStringLiteral("h100-sxm")));
        QTest::keyClick(list(), Qt::Key_Space);
        QCOMPARE(ids(), (std::vector<std::string>{"l4", "h100-sxm"}));
        QCOMPARE(field<QLabel>("gpus.summary")->text(),
                 QStringLiteral("2 of %1 GPUs chosen").arg(list()->count()));
        // Each check is its own undo step.
        m_doc->undoStack()->undo();
        QCOMPARE(ids(), std::vector<std::string>{"l4"});
    }

    void allAndNoneActOnTheShownRows() {
        QVERIFY(m_doc->edit(QStringLiteral("gpus"), QStringLiteral("setup"),
                            [](model::Scenario& s) { s.gpuIds = {"l4"}; }));
        QTest::keyClicks(field<QLineEdit>("gpus.filter.text"), QStringLiteral("h100"));
        click(field<QPushButton>("gpus.check_all"));
        QCOMPARE(ids(), (std::vector<std::string>{"l4", "h100-sxm", "h100-pcie", "h100-nvl"}));
        click(field<QPushButton>("gpus.check_none"));
        QCOMPARE(ids(), std::vector<std::string>{"l4"});
        m_doc->undoStack()->undo();
        QCOMPARE(ids().size(), size_t(4));
    }

    void buttonsFollowAllCatalogGpus() {
        QVERIFY(field<QCheckBox>("gpus.all")->isChecked());
        QVERIFY(!field<QPushButton>("gpus.check_all")->isEnabled());
        QVERIFY(!field<QPushButton>("gpus.check_none")->isEnabled());
        explicitList();
        QVERIFY(field<QPushButton>("gpus.check_none")->isEnabled());
    }
};

} // namespace tst_GpuPicker_suite

QTEST_MAIN(tst_GpuPicker_suite::tst_GpuPicker)
#include "tst_GpuPicker.moc"
