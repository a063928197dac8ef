#pragma once

// The command line's verbs in one table, and the one entry point that runs a verb: main()
// calls it with std::cout and std::cerr, the tests with string streams.

#include "catalog/Catalog.h"

#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::app {

/// The catalog a verb is given.
enum class VerbCatalog {
    Bundled,             ///< the bundled data only (the verb manages the user's edits itself)
    UserEdits,           ///< the bundled data with the user's catalog edits
    UserEditsAndProject, ///< and the calibration of the project file among the arguments
};

using VerbFunction = int (*)(const std::vector<std::string>& args, const catalog::Catalog& catalog,
                             std::ostream& out, std::ostream& err);

struct Verb {
    std::string_view name;
    /// Its lines of `rightsizer --help`: the synopsis at the left, the summary beside it.
    std::string_view usage;
    VerbCatalog catalog;
    VerbFunction run;
    /// Needs a QApplication on the offscreen platform (its charts are widgets).
    bool needsWidgets = false;
};

/// Every verb, in the order `rightsizer --help` lists them.
std::span<const Verb> verbs();
/// The verb called `name`, or nullptr.
const Verb* findVerb(std::string_view name);
/// The text of `rightsizer --help`.
std::string usageText();

/// Runs `rightsizer ARGS...` (ARGS without the program name): --help, --version or a verb.
/// Writes what the verb prints to `out` and `err`; returns the exit status (ExitStatus.h).
/// The caller provides the Qt application object (a QApplication when the verb needs widgets).
int runVerb(const std::vector<std::string>& args, std::ostream& out, std::ostream& err);

} // namespace rightsizer::app
