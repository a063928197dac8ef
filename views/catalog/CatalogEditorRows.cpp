// The whole-row actions of the catalog editor that go through the JSON dialog: Edit… and Add….
#include "CatalogEditor.h"

#include "views/catalog/CatalogKindPage.h"
#include "views/catalog/CatalogRowDialog.h"
#include "views/catalog/CatalogSession.h"
#include "views/catalog/CatalogTableModel.h"

#include <nlohmann/json.hpp>

#include <QDateTime>

namespace rightsizer::views {
namespace {

using catalog::RowKind;
using nlohmann::ordered_json;

/// A row's JSON indented for editing.
std::string pretty(const std::string& json) {
    const ordered_json j = ordered_json::parse(json, nullptr, false);
    return j.is_discarded() ? json : j.dump(2);
}

void openDialog(CatalogRowDialog* dialog) {
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

} // namespace

void CatalogEditor::editCurrentRow() {
    CatalogKindPage* p = currentPage();
    const CatalogEntry* e = p->currentEntry();
    if (!e || e->row.status == catalog::RowStatus::Deleted)
        return;
    const RowKind kind = p->kind();
    const catalog::RowData before = e->row.data;
    auto apply = [this, kind, before](const CatalogRowInput& in) -> model::Status {
        const bool same = ordered_json::parse(in.json, nullptr, false) ==
                              ordered_json::parse(before.json, nullptr, false) &&
                          in.source == before.source && in.date == before.date;
        if (same)
            return {}; // nothing changed: no undo step, a bundled row stays bundled
        auto row =
            m_session->put(kind, in.id, in.json, in.source, in.date,
                           tr("Edit %1 %2").arg(rowKindLabel(kind), QString::fromStdString(in.id)));
        if (!row)
            return row.error();
        return {};
    };
    const CatalogRowInput initial{before.id, pretty(before.json), before.source, before.date};
    openDialog(new CatalogRowDialog(
        CatalogRowDialog::Mode::Edit,
        tr("Edit %1 %2").arg(rowKindLabel(kind), QString::fromStdString(before.id)), initial, apply,
        this));
}

void CatalogEditor::addRow() {
    CatalogKindPage* p = currentPage();
    const CatalogEntry* e = p->currentEntry();
    if (!e)
        e = p->tableModel()->entry(0);
    if (!e)
        return;
    const RowKind kind = p->kind();
    auto apply = [this, kind, p](const CatalogRowInput& in) -> model::Status {
        auto found = m_session->db()->find(kind, in.id);
        if (!found)
            return found.error();
        if (*found)
            return model::fieldError(
                "id",
                "'" + in.id + "' is already in the catalog (" +
                    std::string(catalog::rowStatusName((*found)->status)) + "); choose a new id" +
                    ((*found)->status == catalog::RowStatus::Deleted ? ", or reset the deleted row"
                                                                     : ""));
        auto row =
            m_session->put(kind, in.id, in.json, in.source, in.date,
                           tr("Add %1 %2").arg(rowKindLabel(kind), QString::fromStdString(in.id)));
        if (!row)
            return row.error();
        p->selectRow(in.id);
        return {};
    };
    const std::string today =
        QDateTime::currentDateTimeUtc().date().toString(Qt::ISODate).toStdString();
    const CatalogRowInput initial{{}, pretty(e->row.data.json), {}, today};
    openDialog(
        new CatalogRowDialog(CatalogRowDialog::Mode::Add,
                             tr("Add a %1 (a copy of %2)")
                                 .arg(rowKindLabel(kind), QString::fromStdString(e->row.data.id)),
                             initial, apply, this));
}

} // namespace rightsizer::views
