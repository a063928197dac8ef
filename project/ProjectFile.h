#pragma once

#include "ProjectLock.h"
#include "catalog/AtomicFile.h"
#include "importers/Measurement.h"
#include "model/Result.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace rightsizer::project {

using model::Result;
using model::Status;

// A project file (*.rsplan) is a SQLite database; see ProjectSchema.h for its tables. Scenario,
// override and revision JSON is opaque text here: the caller writes and reads it. Times are
// ISO 8601 UTC text, e.g. "2026-01-21T10:04:05Z".

/// One saved state of a scenario.
struct Revision {
    int number = 0; ///< 1, 2, 3 ... per scenario
    std::string author;
    std::string timestampUtc;
    std::string summary; ///< one line: what changed
    std::string json;    ///< the scenario as it was saved
    bool operator==(const Revision&) const = default;
};

struct ProjectScenario {
    std::string name; ///< unique in the project, not empty
    std::string json; ///< the current scenario
    std::string createdUtc;
    std::string modifiedUtc;
    std::vector<Revision> revisions; ///< oldest first
    bool operator==(const ProjectScenario&) const = default;
};

enum class OverrideKind { Gpu, Model, Price };

/// A catalog entry the project replaces or adds; (kind, id) is unique in a project.
struct CatalogOverride {
    OverrideKind kind = OverrideKind::Gpu;
    std::string id;
    std::string json;
    std::string source;
    std::string date;
    bool operator==(const CatalogOverride&) const = default;
};

/// One state of the project's calibration: what `rightsizer calibrate` or the Measured view
/// stored. The JSON (see ProjectCalibration.h) holds the fitted factors and the measurements
/// behind them; a reset is a record with neither.
struct CalibrationRecord {
    std::string createdUtc;
    std::string summary; ///< one line: what changed
    std::string json;
    bool operator==(const CalibrationRecord&) const = default;
};

/// A telemetry query the project keeps so that its profile can be read again (issue 25): the
/// Prometheus import's fields as JSON (workspace::prometheusRequestJson; never a password or
/// token, only where they come from), and when it was kept.
struct TelemetryQuery {
    std::string json;
    std::string savedUtc;
    bool operator==(const TelemetryQuery&) const = default;
};

struct Note {
    std::string text;
    std::string timestampUtc;
    bool operator==(const Note&) const = default;
};

/// What the file says about itself. saveProject writes application "RightSizer", this build's
/// version and schema, and createdUtc (now when empty); loadProject reports the file's values,
/// so an older file reads as its old schema until it is saved again.
struct ProjectMetadata {
    std::string application;
    std::string applicationVersion;
    int schemaVersion = 0;
    std::string createdUtc;
    bool operator==(const ProjectMetadata&) const = default;
};

struct Project {
    ProjectMetadata metadata;
    std::vector<ProjectScenario> scenarios;
    std::vector<CatalogOverride> overrides;
    std::vector<importers::Measurement> measurements;
    std::vector<CalibrationRecord> calibrations;  ///< oldest first; the last one is in force
    std::vector<TelemetryQuery> telemetryQueries; ///< schema 4; the last one is refreshed
    std::vector<Note> notes;
    bool operator==(const Project&) const = default;

    ProjectScenario* findScenario(const std::string& name);
};

/// "gpu", "model", "price".
const char* overrideKindName(OverrideKind kind);

/// The current time as ISO 8601 UTC to the second ("2026-01-21T10:04:05Z").
std::string utcTimestampNow();

/// Who saves, when, and a one-line summary of what changed.
struct RevisionStamp {
    std::string author;
    std::string summary;
    std::string timestampUtc; ///< utcTimestampNow() when empty
};

/// Adds a revision holding the scenario's current JSON when it differs from the latest
/// revision (or there is none) and sets modifiedUtc; true when one was added. A summary with
/// a line break is an error (a summary is one line).
model::Result<bool> recordRevision(ProjectScenario& scenario, const RevisionStamp& stamp);
/// recordRevision for every scenario: call it before each save so that every save of a
/// changed scenario adds a revision. Returns how many were added.
model::Result<int> recordRevisions(Project& project, const RevisionStamp& stamp);

/// True when `path` holds a SQLite database (its 16-byte header) or is named *.rsplan: a
/// project, as opposed to a scenario JSON file.
bool isProjectFile(const std::string& path);

/// Reads a project file. The file is read into memory and opened there, so reading never
/// changes it (no journal, no lock, no rollback of a stale journal), whatever it holds. An
/// older schema is migrated in memory only; the file is rewritten when the project is saved.
/// The error names the file and what is wrong: "not a RightSizer project (...)",
/// "written by a newer RightSizer (schema 7, this build reads up to 2)", "damaged: ...".
model::Result<Project> loadProject(const std::string& path);
/// loadProject on a file's bytes already in memory; `path` names it in messages.
model::Result<Project> loadProjectImage(const std::string& bytes, const std::string& path);

/// What saveProject requires, and loadProject checks of what it read: scenario names unique
/// and not empty, revision numbers increasing from 1, override (kind, id) pairs unique with
/// an id, and no NUL character in any text (JSON and one-line text never hold one; a page of
/// zeros inside a text does). The error names the field.
model::Status validateProject(const Project& project);

struct SaveOptions {
    /// Test hook: makes a stage of the write fail (see catalog::FailureHook); "build" names the
    /// assembly of the database in memory.
    catalog::FailureHook failAt;
    /// The file as it was when the project was read (fileStamp): when set and the file on disk
    /// differs (another program saved it since), nothing is written and the error says so.
    std::optional<FileStamp> expected;
};

/// Writes the whole project to `path` atomically (writeFileAtomically): on any failure the
/// previous file is untouched and no temporary file is left. Checks validateProject first.
model::Status saveProject(const Project& project, const std::string& path,
                          const SaveOptions& options = {});

// ---- Recovery copies ----------------------------------------------------------------------

/// The recovery copy of a saved project: ".NAME.autosave" beside it (hidden on Unix).
std::string autosavePath(const std::string& projectPath);
/// The recovery copy of an untitled project, "NAME.rsplan.autosave" in `folder` (for example
/// the application's data folder).
std::string untitledAutosavePath(const std::string& folder, const std::string& untitledName);

/// Writes the recovery copy, atomically like saveProject.
model::Status writeAutosave(const Project& project, const std::string& autosaveFile,
                            const SaveOptions& options = {});

/// The recovery copy of `projectPath` when there is one not older than the project file
/// (or the project file is gone); nothing otherwise.
std::optional<std::string> findRecovery(const std::string& projectPath);

/// Removes the recovery copy of `projectPath`; true when there was one.
model::Result<bool> discardRecovery(const std::string& projectPath);

} // namespace rightsizer::project
