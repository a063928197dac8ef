// validateProject: the rules a project must follow to be saved, checked again on load.
#include "ProjectFile.h"

#include <set>
#include <utility>

namespace rightsizer::project {
using importers::Measurement;
using model::Error;
using model::Status;

namespace {

using model::Error;
using model::fieldError;

bool hasNul(const std::string& text) {
    return text.find('\0') != std::string::npos;
}

bool hasNul(const std::optional<std::string>& text) {
    return text && hasNul(*text);
}

/// The first of `fields` (name, text) that holds a NUL character; nothing when none does.
template <typename Text>
std::optional<Error> nulIn(const std::string& owner,
                           std::initializer_list<std::pair<const char*, const Text*>> fields) {
    for (const auto& [name, text] : fields)
        if (hasNul(*text))
            return fieldError(owner + "." + name, "holds a NUL character");
    return std::nullopt;
}

std::optional<Error> checkScenario(const ProjectScenario& s, const std::string& owner) {
    if (auto nul = nulIn<std::string>(owner, {{"name", &s.name},
                                              {"json", &s.json},
                                              {"created_utc", &s.createdUtc},
                                              {"modified_utc", &s.modifiedUtc}}))
        return nul;
    int previous = 0;
    for (const Revision& r : s.revisions) {
        const std::string revision = owner + ".revision " + std::to_string(r.number);
        if (r.number <= previous)
            return fieldError(revision, "numbers must increase from 1 (previous " +
                                            std::to_string(previous) + ")");
        previous = r.number;
        if (auto nul = nulIn<std::string>(revision, {{"author", &r.author},
                                                     {"timestamp_utc", &r.timestampUtc},
                                                     {"summary", &r.summary},
                                                     {"json", &r.json}}))
            return nul;
    }
    return std::nullopt;
}

std::optional<Error> checkOverrides(const std::vector<CatalogOverride>& overrides) {
    std::set<std::pair<OverrideKind, std::string>> seen;
    for (const CatalogOverride& o : overrides) {
        const std::string owner = std::string("override ") + overrideKindName(o.kind);
        if (o.id.empty())
            return fieldError(owner, "id is empty");
        if (!seen.insert({o.kind, o.id}).second)
            return fieldError(owner + " '" + o.id + "'", "is a duplicate");
        if (auto nul = nulIn<std::string>(
                owner + " '" + o.id + "'",
                {{"id", &o.id}, {"json", &o.json}, {"source", &o.source}, {"date", &o.date}}))
            return nul;
    }
    return std::nullopt;
}

std::optional<Error> checkMeasurementsAndNotes(const Project& project) {
    for (size_t i = 0; i < project.measurements.size(); ++i) {
        const Measurement& m = project.measurements[i];
        if (auto nul = nulIn<std::optional<std::string>>("measurements[" + std::to_string(i) + "]",
                                                         {{"model", &m.model},
                                                          {"gpu", &m.gpu},
                                                          {"precision", &m.precision},
                                                          {"source", &m.source},
                                                          {"note", &m.note}}))
            return nul;
    }
    for (size_t i = 0; i < project.calibrations.size(); ++i) {
        const CalibrationRecord& c = project.calibrations[i];
        const std::string owner = "calibrations[" + std::to_string(i) + "]";
        if (auto nul = nulIn<std::string>(
                owner,
                {{"created_utc", &c.createdUtc}, {"summary", &c.summary}, {"json", &c.json}}))
            return nul;
        if (c.summary.find_first_of("\r\n") != std::string::npos)
            return fieldError(owner + ".summary", "is more than one line");
    }
    for (size_t i = 0; i < project.telemetryQueries.size(); ++i) {
        const TelemetryQuery& q = project.telemetryQueries[i];
        if (auto nul = nulIn<std::string>("telemetry_queries[" + std::to_string(i) + "]",
                                          {{"json", &q.json}, {"saved_utc", &q.savedUtc}}))
            return nul;
    }
    for (size_t i = 0; i < project.notes.size(); ++i) {
        const Note& n = project.notes[i];
        if (auto nul = nulIn<std::string>("notes[" + std::to_string(i) + "]",
                                          {{"text", &n.text}, {"timestamp_utc", &n.timestampUtc}}))
            return nul;
    }
    return std::nullopt;
}

} // namespace

Status validateProject(const Project& project) {
    std::set<std::string> names;
    for (size_t i = 0; i < project.scenarios.size(); ++i) {
        const ProjectScenario& s = project.scenarios[i];
        const std::string owner = "scenarios[" + std::to_string(i) + "]";
        if (s.name.empty())
            return fieldError(owner + ".name", "is empty");
        if (!names.insert(s.name).second)
            return fieldError(owner + ".name", "'" + s.name + "' is a duplicate");
        if (auto problem = checkScenario(s, "scenario '" + s.name + "'"))
            return *problem;
    }
    if (auto problem = checkOverrides(project.overrides))
        return *problem;
    if (auto problem = checkMeasurementsAndNotes(project))
        return *problem;
    return {};
}

} // namespace rightsizer::project
