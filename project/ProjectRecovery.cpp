// Recovery copies: the periodic autosave beside a project, offered back when it is newer.
#include "ProjectFile.h"

#include <filesystem>
#include <system_error>

namespace rightsizer::project {
using model::Error;
using model::Result;
using model::Status;

namespace fs = std::filesystem;
using model::Error;

std::string autosavePath(const std::string& projectPath) {
    const fs::path project(projectPath);
    return (project.parent_path() / ("." + project.filename().string() + ".autosave")).string();
}

std::string untitledAutosavePath(const std::string& folder, const std::string& untitledName) {
    return (fs::path(folder) / (untitledName + ".rsplan.autosave")).string();
}

Status writeAutosave(const Project& project, const std::string& autosaveFile,
                     const SaveOptions& options) {
    return saveProject(project, autosaveFile, options);
}

std::optional<std::string> findRecovery(const std::string& projectPath) {
    const std::string autosave = autosavePath(projectPath);
    std::error_code ec;
    const auto autosaveTime = fs::last_write_time(autosave, ec);
    if (ec)
        return std::nullopt; // no recovery copy (or none that can be read)
    const auto projectTime = fs::last_write_time(projectPath, ec);
    // Equal times count as newer: both can land in one tick of a coarse file-system clock.
    if (ec || autosaveTime >= projectTime)
        return autosave;
    return std::nullopt;
}

Result<bool> discardRecovery(const std::string& projectPath) {
    const std::string autosave = autosavePath(projectPath);
    std::error_code ec;
    const bool removed = fs::remove(autosave, ec);
    if (ec)
        return Error{autosave, autosave + ": cannot remove: " + ec.message()};
    return removed;
}

} // namespace rightsizer::project
