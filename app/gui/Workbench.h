#pragma once

#include <QString>

namespace rightsizer::app {

/// Runs the workbench window until it closes: opens `file` when given, else the last project,
/// else the bundled example. Returns the application's exit status.
int runWorkbench(int& argc, char** argv, const QString& file);

} // namespace rightsizer::app
