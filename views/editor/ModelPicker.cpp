#include "ModelPicker.h"

#include "EditSession.h"
#include "FieldRow.h"
#include "FieldSpecs.h"
#include "catalog/HfConfigImporter.h"
#include "views/QuantityFormat.h"
#include "workspace/ScenarioDocument.h"

#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace rightsizer::views::editor {
namespace {

constexpr int kVisibleModelRows = 6;

/// An imported model's id: the file's name, or its folder's for a Hugging Face "config.json"
/// (a downloaded repository keeps it in a folder named after the model).
QString importedModelId(const QString& path) {
    const QFileInfo info(path);
    QString id = info.completeBaseName();
    if (id.compare(QStringLiteral("config"), Qt::CaseInsensitive) == 0)
        id = info.absoluteDir().dirName();
    return id.isEmpty() ? QStringLiteral("imported-model") : id;
}

} // namespace

ModelPicker::ModelPicker(EditSession* session, QWidget* parent)
    : FormSection(tr("Model"), session, parent) {
    m_current = new QLabel;
    m_current->setObjectName(QStringLiteral("model.current"));
    m_current->setWordWrap(true);
    QFont bold = m_current->font();
    bold.setBold(true);
    m_current->setFont(bold);
    form()->addRow(m_current);
    addRow({}, new FieldRow(QStringLiteral("model"), buildPicker()));
    addChoice(FieldSpecs::mode());
    populate();
    connect(session->document(), &workspace::ScenarioDocument::catalogChanged, this, [this] {
        m_list->clear();
        populate();
        filter(m_search->text());
        refresh(this->session()->scenario());
    });
}

QWidget* ModelPicker::buildPicker() {
    auto* picker = new QWidget;
    auto* column = new QVBoxLayout(picker);
    column->setContentsMargins(0, 0, 0, 0);

    m_search = new QLineEdit;
    m_search->setObjectName(QStringLiteral("model.search"));
    m_search->setPlaceholderText(tr("Search models…"));
    m_search->setClearButtonEnabled(true);
    m_search->setToolTip(tr("Shows the catalog models whose name or id contains the text."));
    connect(m_search, &QLineEdit::textChanged, this, &ModelPicker::filter);

    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("model"));
    // Whole names, wrapped where the dock is narrow (1024 px), as in the GPU list.
    m_list->setTextElideMode(Qt::ElideNone);
    m_list->setWordWrap(true);
    m_list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_list->setToolTip(tr("Catalog models with their parameter count. Click a model (or press "
                          "Enter on it) to make it the scenario's model.\nScenario field: model"));
    connect(m_list, &QListWidget::itemClicked, this, &ModelPicker::choose);
    connect(m_list, &QListWidget::itemActivated, this, &ModelPicker::choose);

    m_import = new QPushButton(tr("Import HF config…"));
    m_import->setObjectName(QStringLiteral("model.import_hf"));
    m_import->setToolTip(tr("Use the architecture of a Hugging Face config.json (llama, mistral, "
                            "mixtral, qwen2, qwen3, gemma2, deepseek) as the scenario's model."));
    connect(m_import, &QPushButton::clicked, this, &ModelPicker::chooseHfConfigFile);

    column->addWidget(m_search);
    column->addWidget(m_list);
    column->addWidget(m_import, 0, Qt::AlignLeft);
    picker->setFocusProxy(m_list);
    return picker;
}

QString ModelPicker::summary(const model::ModelSpec& m) const {
    const QuantityFormat format(locale());
    const model::ParameterCount count = model::countParameters(m);
    QString params = tr("%1 parameters").arg(format.count(count.total));
    if (count.active < count.total)
        params =
            tr("%1 total, %2 active").arg(format.count(count.total), format.count(count.active));
    return tr("%1 · %2").arg(QString::fromStdString(m.name.empty() ? m.id : m.name), params);
}

void ModelPicker::populate() {
    const QuantityFormat format(locale());
    for (const model::ModelSpec& m : session()->document()->catalog().models) {
        auto* item = new QListWidgetItem(summary(m), m_list);
        item->setData(Qt::UserRole, QString::fromStdString(m.id));
        QString tip = tr("%1 (%2 model, id %3)")
                          .arg(QString::fromStdString(m.name),
                               fromStd(model::modelKindName(m.kind)), QString::fromStdString(m.id));
        if (m.maxContext > 0)
            tip += QLatin1Char('\n') + tr("Context: %1 tokens").arg(format.number(m.maxContext, 0));
        item->setToolTip(tip);
    }
    if (m_list->count() > 0)
        m_list->setFixedHeight(m_list->sizeHintForRow(0) * kVisibleModelRows +
                               2 * m_list->frameWidth());
}

void ModelPicker::filter(const QString& text) {
    const QString needle = text.trimmed();
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const bool match =
            item->text().contains(needle, Qt::CaseInsensitive) ||
            item->data(Qt::UserRole).toString().contains(needle, Qt::CaseInsensitive);
        item->setHidden(!match);
    }
}

void ModelPicker::choose(QListWidgetItem* item) {
    const std::string id = item->data(Qt::UserRole).toString().toStdString();
    const model::Scenario& s = session()->scenario();
    if (id == s.model.id)
        return;
    const model::ModelSpec* spec = session()->document()->catalog().findModel(id);
    if (spec == nullptr)
        return;
    const model::ModelSpec chosen = *spec;
    const bool applied = session()->apply(
        QStringLiteral("model"), tr("Choose model %1").arg(QString::fromStdString(chosen.name)),
        [&chosen](model::Scenario& edited) { edited.model = chosen; });
    session()->seal();
    if (!applied) // keep showing the scenario's model beside the error
        refresh(session()->scenario());
}

void ModelPicker::chooseHfConfigFile() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import Hugging Face config"), {},
                                     tr("Hugging Face config (*.json);;All files (*)"));
    if (!path.isEmpty())
        importHfConfigFile(path);
}

bool ModelPicker::importHfConfigFile(const QString& path) {
    const QString field = QStringLiteral("model");
    const QString fileName = QFileInfo(path).fileName();
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        session()->refuse(field, tr("%1: cannot read the file (%2)").arg(path, file.errorString()));
        return false;
    }
    const QByteArray json = file.readAll();
    const QString id = importedModelId(path);
    auto imported = catalog::importHfConfig(
        std::string_view(json.constData(), static_cast<size_t>(json.size())), id.toStdString());
    if (!imported) {
        session()->refuse(
            field, tr("%1: %2").arg(fileName, QString::fromStdString(imported.error().message)));
        return false;
    }
    const model::ModelSpec spec = std::move(imported).value();
    const bool applied =
        session()->apply(field, tr("Import model %1").arg(id),
                         [&spec](model::Scenario& edited) { edited.model = spec; });
    session()->seal();
    return applied;
}

void ModelPicker::refresh(const model::Scenario& s) {
    FormSection::refresh(s);
    const bool inCatalog = session()->document()->catalog().findModel(s.model.id) != nullptr;
    m_current->setText(inCatalog ? summary(s.model)
                                 : tr("%1 · imported architecture").arg(summary(s.model)));
    m_current->setToolTip(
        tr("The scenario's model (id %1)").arg(QString::fromStdString(s.model.id)));
    const QSignalBlocker blocker(m_list);
    const QString id = QString::fromStdString(s.model.id);
    QListWidgetItem* current = nullptr;
    for (int row = 0; row < m_list->count() && current == nullptr; ++row)
        if (m_list->item(row)->data(Qt::UserRole).toString() == id)
            current = m_list->item(row);
    m_list->setCurrentItem(current);
    if (current == nullptr)
        m_list->clearSelection();
}

} // namespace rightsizer::views::editor
