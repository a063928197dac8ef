#include "GpuPicker.h"
#include "views/EnginePhrase.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "QuantitySpinBox.h"
#include "model/Units.h"
#include "views/QuantityFormat.h"
#include "workspace/ScenarioDocument.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <set>

namespace rightsizer::views::editor {
namespace {

constexpr int kVisibleGpuRows = 12;

const std::vector<model::GpuSpec>& gpus(EditSession* session) {
    return session->document()->catalog().gpus;
}

/// "All …" first, then the distinct values in alphabetical order.
void fillChoices(QComboBox* combo, const QString& all, const std::set<std::string>& values) {
    combo->addItem(all, QString());
    for (const std::string& v : values)
        combo->addItem(QString::fromStdString(v), QString::fromStdString(v));
}

} // namespace

GpuPicker::GpuPicker(EditSession* session, QWidget* parent)
    : FormSection(tr("Candidate GPUs"), session, parent) {
    m_all = new QCheckBox(tr("All catalog GPUs"));
    m_all->setObjectName(QStringLiteral("gpus.all"));
    m_all->setToolTip(tr("Every GPU of the catalog is a candidate (the scenario lists none). "
                         "Uncheck to choose GPUs in the list.\nScenario field: gpus"));
    form()->addRow(m_all);
    connect(m_all, &QCheckBox::toggled, this, &GpuPicker::setAll);
    buildFilters();

    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("gpus"));
    // Whole names, wrapped where the dock is narrow; the tooltip has vendor, form and memory.
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setToolTip(tr("Checked GPUs are the planner's candidates; at least one.\n"
                          "Scenario field: gpus"));
    addRow({}, new FieldRow(QStringLiteral("gpus"), m_list));
    m_checkAll = new QPushButton(tr("All"));
    m_checkAll->setObjectName(QStringLiteral("gpus.check_all"));
    m_checkAll->setToolTip(tr("Check every GPU the filters show"));
    m_checkNone = new QPushButton(tr("None"));
    m_checkNone->setObjectName(QStringLiteral("gpus.check_none"));
    m_checkNone->setToolTip(tr("Uncheck every GPU the filters show; with none left, check the "
                               "ones you want (the scenario keeps its GPUs until you do)"));
    auto* buttons = new QWidget;
    auto* buttonRow = new QHBoxLayout(buttons);
    buttonRow->setContentsMargins(0, 0, 0, 0);
    buttonRow->addWidget(m_checkAll);
    buttonRow->addWidget(m_checkNone);
    buttonRow->addStretch();
    form()->addRow(buttons);
    connect(m_checkAll, &QPushButton::clicked, this, [this] { checkShown(true); });
    connect(m_checkNone, &QPushButton::clicked, this, [this] { checkShown(false); });
    m_summary = new QLabel;
    m_summary->setObjectName(QStringLiteral("gpus.summary"));
    m_summary->setWordWrap(true);
    form()->addRow(m_summary);
    populate();
    connect(m_list, &QListWidget::itemChanged, this, &GpuPicker::toggle);
    connect(session->document(), &workspace::ScenarioDocument::catalogChanged, this, [this] {
        const QSignalBlocker block(m_list);
        m_list->clear();
        populate();
        applyFilters();
        refresh(this->session()->scenario());
    });
}

void GpuPicker::buildFilters() {
    std::set<std::string> vendors;
    std::set<std::string> formFactors;
    double maxGiB = 0;
    for (const model::GpuSpec& g : gpus(session())) {
        vendors.insert(g.vendor);
        formFactors.insert(g.formFactor);
        maxGiB = std::max(maxGiB, std::ceil(g.memoryRuntimeBytes / model::kGiB));
    }
    const QString hides = tr("Hides rows only: the scenario's GPUs stay as they are.");
    m_vendor = new QComboBox;
    m_vendor->setObjectName(QStringLiteral("gpus.filter.vendor"));
    m_vendor->setToolTip(tr("Show the GPUs of one vendor. ") + hides);
    fillChoices(m_vendor, tr("All vendors"), vendors);
    narrowable(m_vendor);

    m_minMemory = new QuantitySpinBox;
    m_minMemory->setObjectName(QStringLiteral("gpus.filter.min_memory_gib"));
    m_minMemory->setRange(0, maxGiB);
    m_minMemory->setSuffix(tr(" GiB"));
    m_minMemory->setSpecialValueText(tr("any"));
    m_minMemory->setKeyboardTracking(true); // a filter, not an edit: follow the typing
    m_minMemory->setToolTip(tr("Show the GPUs whose runtime memory is at least this. ") + hides);

    m_formFactor = new QComboBox;
    m_formFactor->setObjectName(QStringLiteral("gpus.filter.form_factor"));
    m_formFactor->setToolTip(tr("Show the GPUs of one form factor (SXM, PCIe, OAM, …). ") + hides);
    fillChoices(m_formFactor, tr("All form factors"), formFactors);
    narrowable(m_formFactor);

    m_text = new QLineEdit;
    m_text->setObjectName(QStringLiteral("gpus.filter.text"));
    m_text->setPlaceholderText(tr("Filter by name, e.g. h100"));
    m_text->setClearButtonEnabled(true);
    m_text->setToolTip(tr("Show the GPUs whose name or id contains all these words. ") + hides);

    form()->addRow(tr("Search"), m_text);
    form()->addRow(tr("Vendor"), m_vendor);
    form()->addRow(tr("Min. memory"), m_minMemory);
    form()->addRow(tr("Form factor"), m_formFactor);
    connect(m_vendor, &QComboBox::currentIndexChanged, this, &GpuPicker::applyFilters);
    connect(m_minMemory, &QDoubleSpinBox::valueChanged, this, &GpuPicker::applyFilters);
    connect(m_formFactor, &QComboBox::currentIndexChanged, this, &GpuPicker::applyFilters);
    connect(m_text, &QLineEdit::textChanged, this, &GpuPicker::applyFilters);
}

void GpuPicker::populate() {
    const QuantityFormat format(locale());
    for (const model::GpuSpec& g : gpus(session())) {
        const QString memory = format.bytes(g.memoryRuntimeBytes);
        auto* item =
            new QListWidgetItem(tr("%1 · %2").arg(QString::fromStdString(g.name), memory), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(g.id));
        item->setFlags(Qt::ItemIsUserCheckable | Qt::ItemIsEnabled | Qt::ItemIsSelectable);
        item->setCheckState(Qt::Unchecked);
        QString tip = tr("%1 (id %2)\n%3, %4; %5 usable by the runtime")
                          .arg(QString::fromStdString(g.name), QString::fromStdString(g.id),
                               QString::fromStdString(g.vendor),
                               QString::fromStdString(g.formFactor), memory);
        if (model::geforceLicence(g))
            tip += QLatin1Char('\n') +
                   tr("%1: left out of the plan unless GeForce cards are included below")
                       .arg(geforceCaveatText());
        item->setToolTip(tip);
    }
    // Sized on the font, not on a row's hint before the list is polished (which was smaller).
    const int row = std::max(m_list->count() > 0 ? m_list->sizeHintForRow(0) : 0,
                             m_list->fontMetrics().height() + 6);
    m_list->setFixedHeight(row * kVisibleGpuRows + 2 * m_list->frameWidth());
}

void GpuPicker::applyFilters() {
    const QString vendor = m_vendor->currentData().toString();
    const QString formFactor = m_formFactor->currentData().toString();
    const double minBytes = m_minMemory->value() * model::kGiB;
    const QStringList words = m_text->text().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    const auto& all = gpus(session());
    for (int row = 0; row < m_list->count(); ++row) {
        const model::GpuSpec& g = all[static_cast<size_t>(row)];
        const bool shown =
            (vendor.isEmpty() || QString::fromStdString(g.vendor) == vendor) &&
            (formFactor.isEmpty() || QString::fromStdString(g.formFactor) == formFactor) &&
            g.memoryRuntimeBytes >= minBytes &&
            std::all_of(words.begin(), words.end(), [&g](const QString& w) {
                return QString::fromStdString(g.name).contains(w, Qt::CaseInsensitive) ||
                       QString::fromStdString(g.id).contains(w, Qt::CaseInsensitive);
            });
        m_list->item(row)->setHidden(!shown);
    }
    updateSummary(session()->scenario());
}

void GpuPicker::updateSummary(const model::Scenario& s) {
    int shown = 0;
    for (int row = 0; row < m_list->count(); ++row)
        shown += m_list->item(row)->isHidden() ? 0 : 1;
    const int total = m_list->count();
    const QString chosen =
        s.gpuIds.empty()
            ? tr("All %1 catalog GPUs are candidates").arg(total)
            : tr("%1 of %2 GPUs chosen").arg(static_cast<int>(s.gpuIds.size())).arg(total);
    const QString text =
        m_pendingNone
            ? tr("No GPU checked: check the ones to plan for (until then the scenario keeps "
                 "its %1)")
                  .arg(s.gpuIds.empty() ? tr("%1 catalog GPUs").arg(total)
                                        : tr("%1 GPUs").arg(static_cast<int>(s.gpuIds.size())))
            : chosen;
    m_summary->setText(shown == total ? text : tr("%1; %2 shown").arg(text).arg(shown));
}

bool GpuPicker::commit(const QString& description, const std::vector<std::string>& ids) {
    const bool applied = session()->apply(QStringLiteral("gpus"), description,
                                          [&ids](model::Scenario& s) { s.gpuIds = ids; });
    session()->seal();
    if (!applied) // the widgets show the scenario again, beside the error
        refresh(session()->scenario());
    return applied;
}

void GpuPicker::setAll(bool all) {
    std::vector<std::string> ids;
    if (!all)
        for (const model::GpuSpec& g : gpus(session()))
            ids.push_back(g.id);
    commit(all ? tr("Consider all catalog GPUs") : tr("Choose candidate GPUs"), ids);
}

void GpuPicker::toggle(QListWidgetItem* item) {
    const std::string id = item->data(Qt::UserRole).toString().toStdString();
    const bool checked = item->checkState() == Qt::Checked;
    std::vector<std::string> ids;
    if (!m_pendingNone)
        ids = session()->scenario().gpuIds;
    ids.erase(std::remove(ids.begin(), ids.end(), id), ids.end());
    if (checked)
        ids.push_back(id);
    if (ids.empty()) { // an empty list would mean "all": refuse rather than flip its meaning
        session()->refuse(QStringLiteral("gpus"),
                          tr("gpus: keep at least one GPU checked, or check “All catalog GPUs”"));
        refresh(session()->scenario());
        return;
    }
    const QString name = item->text().section(QStringLiteral(" · "), 0, 0);
    commit(checked ? tr("Add GPU %1").arg(name) : tr("Remove GPU %1").arg(name), ids);
}

std::vector<std::string> GpuPicker::shownIds() const {
    std::vector<std::string> ids;
    for (int row = 0; row < m_list->count(); ++row)
        if (!m_list->item(row)->isHidden())
            ids.push_back(m_list->item(row)->data(Qt::UserRole).toString().toStdString());
    return ids;
}

void GpuPicker::checkShown(bool checked) {
    const std::vector<std::string> shown = shownIds();
    const std::vector<std::string>& current = session()->scenario().gpuIds;
    std::vector<std::string> ids;
    for (const std::string& id : m_pendingNone ? std::vector<std::string>{} : current)
        if (checked || std::find(shown.begin(), shown.end(), id) == shown.end())
            ids.push_back(id);
    if (checked)
        for (const std::string& id : shown)
            if (std::find(ids.begin(), ids.end(), id) == ids.end())
                ids.push_back(id);
    if (ids.empty()) {
        // Nothing would be left, and an empty list means "all": wait for the first check.
        m_pendingNone = !checked || m_pendingNone;
        const QSignalBlocker blocker(m_list);
        for (int row = 0; row < m_list->count(); ++row)
            m_list->item(row)->setCheckState(Qt::Unchecked);
        updateSummary(session()->scenario());
        return;
    }
    if (ids == current && !m_pendingNone)
        return;
    const QString what =
        shown.size() == 1 ? tr("1 shown GPU") : tr("%1 shown GPUs").arg(int(shown.size()));
    commit(checked ? tr("Check %1").arg(what) : tr("Uncheck %1").arg(what), ids);
}

void GpuPicker::refresh(const model::Scenario& s) {
    FormSection::refresh(s);
    m_pendingNone = false;
    const bool all = s.gpuIds.empty();
    {
        const QSignalBlocker blocker(m_all);
        m_all->setChecked(all);
    }
    m_list->setEnabled(!all);
    m_checkAll->setEnabled(!all);
    m_checkNone->setEnabled(!all);
    const QSignalBlocker blocker(m_list);
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        const bool chosen =
            all || std::find(s.gpuIds.begin(), s.gpuIds.end(), id) != s.gpuIds.end();
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
    }
    updateSummary(s);
}

} // namespace rightsizer::views::editor
