#include "CatalogVerb.h"

#include "CommandLine.h"
#include "ExitStatus.h"
#include "VerbSupport.h"
#include "catalog/AtomicFile.h"
#include "catalog/OwnQuote.h"

#include "catalog/JsonText.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <stdexcept>

namespace rightsizer::app {
namespace {

using catalog::CatalogDb;
using catalog::CatalogRow;
using catalog::RowKind;
using catalog::RowStatus;

constexpr const char* kCatalogVerb = "catalog";

constexpr const char* kCatalogHelp = R"(usage: rightsizer catalog list gpus|models|prices [--json]
       rightsizer catalog show ID [--json]
       rightsizer catalog import-hf CONFIG.json [--id ID]
       rightsizer catalog quote GPU USD_PER_GPU_HOUR [--kind KIND] [--provider NAME]
                                [--region REGION] [--date YYYY-MM-DD] [--note TEXT]
       rightsizer catalog reset ID [--kind gpu|model|price]
       rightsizer catalog rebuild [--force]

  The catalog is DATA/catalog.sqlite (DATA: $RIGHTSIZER_DATA_DIR, else
  $XDG_DATA_HOME/RightSizer, else ~/.local/share/RightSizer): the GPUs, models and prices
  bundled with this build, and your edits and additions on top of them, which a newer build's
  catalog never overwrites.
  list       one line per row: key figures, status (bundled, edited, added), date and source
  show       every field of one GPU, model or price quote, with its source and date
             (--json: one object, or an array when the id names rows of several kinds)
  import-hf  adds a model from a Hugging Face config.json (model_type llama, mistral, mixtral,
             qwen2, qwen2_moe, qwen3, qwen3_moe, gemma2, deepseek_v2, deepseek_v3); the id is
             --id, else the config's _name_or_path, else the file's name; importing the same
             id again replaces the model
  quote      adds a price of your own: what you pay (or were quoted) per GPU-hour, kind
             on-demand (default), reserved-1y, reserved-3y, reserved, spot or capacity-block;
             dated today unless --date. Your newest quote of a GPU prices it in every price
             tier of its kind (cost.price_tier: on-demand in all, hyperscaler, specialist,
             marketplace; any in mine), ahead of the public median. The row's id is
             my-GPU-DATE[-KIND]; quoting the same GPU, kind and day again replaces it, and
             `catalog reset ID` removes it
  reset      drops your edit of a row (your added row is removed) so the bundled one shows
  rebuild    moves a damaged catalog file aside (catalog.sqlite.corrupt-TIME) and recreates it
             from the bundled catalog; the edits and additions in the damaged file are lost
             (--force: rebuild a healthy file too)
Exit status: 0 success, 2 bad input.
)";

/// Positional arguments and options apart ("--id X" keeps its value with it).
std::pair<std::vector<std::string>, std::vector<std::string>>
splitArgs(const std::vector<std::string>& args, const std::set<std::string>& valueOptions) {
    std::vector<std::string> positional;
    std::vector<std::string> options;
    for (size_t i = 0; i < args.size(); ++i) {
        if (args[i].rfind("--", 0) == 0 || args[i] == "-h") {
            options.push_back(args[i]);
            if (valueOptions.count(args[i].substr(2)) && i + 1 < args.size())
                options.push_back(args[++i]);
        } else {
            positional.push_back(args[i]);
        }
    }
    return {positional, options};
}

model::Result<CatalogDb> openCatalog(const std::string& path) {
    auto db = CatalogDb::open(path);
    if (!db && db.error().field == catalog::kCatalogDbCorrupt)
        return model::Error{db.error().field,
                            db.error().message + " Run `rightsizer catalog rebuild` to do that."};
    return db;
}

size_t editDistance(const std::string& a, const std::string& b) {
    std::vector<size_t> row(b.size() + 1);
    for (size_t j = 0; j <= b.size(); ++j)
        row[j] = j;
    for (size_t i = 1; i <= a.size(); ++i) {
        size_t diagonal = row[0];
        row[0] = i;
        for (size_t j = 1; j <= b.size(); ++j) {
            const size_t up = row[j];
            row[j] =
                std::min({row[j] + 1, row[j - 1] + 1,
                          diagonal + (std::tolower(static_cast<unsigned char>(a[i - 1])) ==
                                              std::tolower(static_cast<unsigned char>(b[j - 1]))
                                          ? 0
                                          : 1)});
            diagonal = up;
        }
    }
    return row[b.size()];
}

std::string lower(std::string s) {
    for (char& c : s)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return s;
}

/// "no GPU, model or price 'X'; close matches: a, b" (up to five ids, closest first).
model::Result<std::string> unknownIdMessage(CatalogDb& db, const std::string& id) {
    std::vector<std::pair<size_t, std::string>> scored;
    const std::string needle = lower(id);
    for (RowKind kind : catalog::kRowKinds) {
        auto rows = db.rows(kind);
        if (!rows)
            return rows.error();
        for (const CatalogRow& r : *rows) {
            const std::string candidate = lower(r.data.id);
            const size_t d = editDistance(needle, candidate);
            const bool contains = candidate.find(needle) != std::string::npos ||
                                  needle.find(candidate) != std::string::npos;
            if (contains || d <= std::max<size_t>(2, needle.size() / 3))
                scored.emplace_back(contains ? 0 : d, r.data.id);
        }
    }
    std::sort(scored.begin(), scored.end());
    std::string message = "no GPU, model or price '" + id + "' in the catalog";
    for (size_t i = 0; i < scored.size() && i < 5; ++i)
        message += (i ? ", " : "; close matches: ") + scored[i].second;
    if (scored.empty())
        message += " (rightsizer catalog list gpus|models|prices shows every id)";
    return message;
}

int runList(const std::vector<std::string>& args, CatalogDb& db, std::ostream& out,
            std::ostream& err) {
    auto [positional, options] = splitArgs(args, {});
    auto cl = CommandLine::parse(options, {}, {"json"});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    if (positional.size() != 1)
        return badInput(err, kCatalogVerb, "list: give one of gpus, models, prices");
    auto kind = catalog::parseRowKind(positional[0], "list");
    if (!kind)
        return badInput(err, kCatalogVerb, kind.error().message);
    auto rows = db.rows(*kind);
    if (!rows)
        return badInput(err, kCatalogVerb, rows.error().message);
    if (cl->flag("json"))
        out << catalog::dumpJson(catalogRowsToJson(*kind, *rows), 2) << "\n";
    else
        out << catalogRowsToText(*kind, *rows);
    return kExitOk;
}

int runShow(const std::vector<std::string>& args, CatalogDb& db, std::ostream& out,
            std::ostream& err) {
    auto [positional, options] = splitArgs(args, {});
    auto cl = CommandLine::parse(options, {}, {"json"});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    if (positional.size() != 1)
        return badInput(err, kCatalogVerb,
                        "show: give one id (rightsizer catalog list shows them)");
    auto found = db.findAnyKind(positional[0]);
    if (!found)
        return badInput(err, kCatalogVerb, found.error().message);
    std::erase_if(found.value(),
                  [](const CatalogRow& r) { return r.status == RowStatus::Deleted; });
    if (found->empty()) {
        auto message = unknownIdMessage(db, positional[0]);
        return badInput(err, kCatalogVerb,
                        "show: " + (message ? *message : message.error().message));
    }
    if (cl->flag("json")) {
        nlohmann::ordered_json rows = nlohmann::ordered_json::array();
        for (const CatalogRow& r : *found)
            rows.push_back(catalogRowToJson(r));
        out << catalog::dumpJson(rows.size() == 1 ? rows.front() : rows, 2) << "\n";
        return kExitOk;
    }
    for (size_t i = 0; i < found->size(); ++i)
        out << (i ? "\n" : "") << catalogRowToText((*found)[i]);
    return kExitOk;
}

/// The id a config names (the last part of _name_or_path, lower case), else the file's stem.
std::string defaultModelId(const std::string& configText, const std::string& path) {
    const auto j = nlohmann::json::parse(configText, nullptr, false);
    std::string name;
    if (j.is_object() && j.contains("_name_or_path") && j["_name_or_path"].is_string())
        name = j["_name_or_path"].get<std::string>();
    if (const auto slash = name.find_last_of('/'); slash != std::string::npos)
        name = name.substr(slash + 1);
    if (name.empty())
        name = std::filesystem::path(path).stem().string();
    return lower(name);
}

int runImportHf(const std::vector<std::string>& args, CatalogDb& db, std::ostream& out,
                std::ostream& err) {
    auto [positional, options] = splitArgs(args, {"id"});
    auto cl = CommandLine::parse(options, {"id"}, {});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    if (positional.size() != 1)
        return badInput(err, kCatalogVerb, "import-hf: give one Hugging Face config.json file");
    const std::string& path = positional[0];
    auto text = catalog::readWholeFile(path);
    if (!text)
        return badInput(err, kCatalogVerb, "import-hf: " + text.error().message);
    const std::string id = cl->value("id").value_or(defaultModelId(*text, path));
    if (id.empty() || std::any_of(id.begin(), id.end(), [](unsigned char c) {
            return std::isspace(c) || std::iscntrl(c);
        }))
        return badInput(err, kCatalogVerb,
                        "--id: '" + id + "' is not an id (no spaces; give --id ID)");
    auto before = db.find(RowKind::Model, id);
    if (!before)
        return badInput(err, kCatalogVerb, before.error().message);
    const std::string source = "Hugging Face config.json (" +
                               std::filesystem::absolute(path).lexically_normal().string() + ")";
    auto imported = db.importHfModel(*text, id, source);
    if (!imported)
        return badInput(err, kCatalogVerb, "import-hf " + path + ": " + imported.error().message);
    const model::ParameterCount p = model::countParameters(imported->spec);
    const bool replaced = *before && (*before)->status != RowStatus::Bundled &&
                          (*before)->status != RowStatus::Deleted;
    char figures[160];
    std::snprintf(figures, sizeof figures,
                  "%.2f B parameters (%.2f B active), %d layers, context %.0f", p.total / 1e9,
                  p.active / 1e9, imported->spec.layers, imported->spec.maxContext);
    out << (replaced ? "replaced" : "imported") << " model '" << id << "' ("
        << catalog::rowStatusName(imported->row.status) << "): " << figures << "\n";
    return kExitOk;
}

int runReset(const std::vector<std::string>& args, CatalogDb& db, std::ostream& out,
             std::ostream& err) {
    auto [positional, options] = splitArgs(args, {"kind"});
    auto cl = CommandLine::parse(options, {"kind"}, {});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    if (positional.size() != 1)
        return badInput(err, kCatalogVerb, "reset: give one id");
    const std::string& id = positional[0];
    auto found = db.findAnyKind(id);
    if (!found)
        return badInput(err, kCatalogVerb, found.error().message);
    if (auto k = cl->value("kind")) {
        auto kind = catalog::parseRowKind(*k, "--kind");
        if (!kind)
            return badInput(err, kCatalogVerb, kind.error().message);
        std::erase_if(found.value(), [&](const CatalogRow& r) { return r.data.kind != *kind; });
    }
    if (found->empty()) {
        auto message = unknownIdMessage(db, id);
        return badInput(err, kCatalogVerb,
                        "reset: " + (message ? *message : message.error().message));
    }
    std::vector<CatalogRow> edited;
    for (const CatalogRow& r : *found)
        if (r.status != RowStatus::Bundled)
            edited.push_back(r);
    if (edited.empty())
        return badInput(err, kCatalogVerb,
                        "reset: " + std::string(catalog::rowKindName(found->front().data.kind)) +
                            " '" + id + "' is not edited: it holds the bundled figures");
    if (edited.size() > 1)
        return badInput(err, kCatalogVerb,
                        "reset: '" + id + "' names rows of several kinds; give --kind");
    const CatalogRow& row = edited.front();
    if (auto done = db.resetToBundled(row.data.kind, id); !done)
        return badInput(err, kCatalogVerb, done.error().message);
    out << catalog::rowKindName(row.data.kind) << " '" << id << "': "
        << (row.status == RowStatus::Added
                ? "removed (it was added by the user; there is no bundled row)"
                : "reset to the bundled figures")
        << "\n";
    return kExitOk;
}

int runQuote(const std::vector<std::string>& args, CatalogDb& db, std::ostream& out,
             std::ostream& err) {
    const std::set<std::string> valued{"kind", "provider", "region", "date", "note"};
    auto [positional, options] = splitArgs(args, valued);
    auto cl = CommandLine::parse(options, valued, {});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    if (positional.size() != 2)
        return badInput(err, kCatalogVerb, "quote: give a GPU id and a price in USD per GPU-hour");
    catalog::OwnQuote quote;
    quote.gpuId = positional[0];
    try {
        size_t used = 0;
        quote.usdPerGpuHour = std::stod(positional[1], &used);
        if (used != positional[1].size())
            throw std::invalid_argument(positional[1]);
    } catch (const std::exception&) {
        return badInput(err, kCatalogVerb,
                        "quote: price '" + positional[1] +
                            "' is not a number of USD per GPU-hour (e.g. 2.45)");
    }
    if (auto k = cl->value("kind")) {
        auto kind = model::parsePriceKind(*k, "--kind");
        if (!kind)
            return badInput(err, kCatalogVerb, kind.error().message);
        quote.kind = *kind;
    }
    quote.provider = cl->value("provider").value_or(quote.provider);
    quote.region = cl->value("region").value_or("");
    quote.date = cl->value("date").value_or("");
    quote.note = cl->value("note").value_or("");
    quote.product = "entered with rightsizer catalog quote";
    auto row = catalog::putOwnQuote(db, quote);
    if (!row)
        return badInput(err, kCatalogVerb, "quote: " + row.error().message);
    out << "added your " << model::priceKindName(quote.kind) << " quote '" << quote.id()
        << "': " << quote.gpuId << " at " << positional[1] << " USD per GPU-hour ("
        << quote.provider << (quote.region.empty() ? "" : ", " + quote.region) << ")\n";
    return kExitOk;
}

int runRebuild(const std::vector<std::string>& args, const std::string& path, std::ostream& out,
               std::ostream& err) {
    auto cl = CommandLine::parse(args, {}, {"force"});
    if (!cl)
        return badInput(err, kCatalogVerb, cl.error().message);
    auto bundled = catalog::bundledRows();
    if (!bundled)
        return badInput(err, kCatalogVerb, bundled.error().message);
    if (!cl->flag("force")) {
        auto healthy = CatalogDb::open(path, *bundled);
        if (healthy)
            return badInput(err, kCatalogVerb,
                            "rebuild: " + path +
                                " is not damaged; --force rebuilds it anyway (your edits "
                                "and additions in it are then lost)");
        if (healthy.error().field != catalog::kCatalogDbCorrupt)
            return badInput(err, kCatalogVerb, healthy.error().message);
    }
    auto aside = catalog::rebuildCatalogDb(path, *bundled);
    if (!aside)
        return badInput(err, kCatalogVerb, aside.error().message);
    out << "moved the old catalog to " << *aside << " and rebuilt " << path
        << " from the bundled catalog (the user edits and additions of the old file are "
           "not carried over)\n";
    return kExitOk;
}

} // namespace

int runCatalog(const std::vector<std::string>& args, std::ostream& out, std::ostream& err,
               const std::string& dbPath) {
    if (args.empty()) {
        err << kCatalogHelp;
        return kExitBadInput;
    }
    if (args[0] == "help" || wantsHelp(args)) {
        out << kCatalogHelp;
        return kExitOk;
    }
    const std::string path = dbPath.empty() ? catalog::defaultCatalogDbPath() : dbPath;
    const std::string sub = args[0];
    const std::vector<std::string> rest(args.begin() + 1, args.end());
    if (sub == "rebuild")
        return runRebuild(rest, path, out, err);
    if (sub != "list" && sub != "show" && sub != "import-hf" && sub != "reset" && sub != "quote")
        return badInput(err, kCatalogVerb,
                        "unknown command '" + sub +
                            "'; accepted: list, show, import-hf, quote, reset, rebuild");
    auto db = openCatalog(path);
    if (!db)
        return badInput(err, kCatalogVerb, db.error().message);
    if (sub == "list")
        return runList(rest, db.value(), out, err);
    if (sub == "show")
        return runShow(rest, db.value(), out, err);
    if (sub == "import-hf")
        return runImportHf(rest, db.value(), out, err);
    if (sub == "quote")
        return runQuote(rest, db.value(), out, err);
    return runReset(rest, db.value(), out, err);
}

} // namespace rightsizer::app
