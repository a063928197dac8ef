#pragma once

#include <QString>

namespace rightsizer::app {

/// Why the window cannot open here, or empty when it can. On Linux and the other X11/Wayland
/// systems the window needs a display: with none of DISPLAY, WAYLAND_DISPLAY and
/// QT_QPA_PLATFORM set, creating the QApplication would abort (core dump) in the platform
/// plugin. The text says what to do instead (the CLI verbs, or a virtual display).
QString missingDisplayMessage();

/// Runs the workbench window until it closes: opens `file` when given, else the last project,
/// else the bundled example. Returns the application's exit status; without a display
/// (missingDisplayMessage) it prints why to standard error and returns 2 before creating the
/// QApplication.
int runWorkbench(int& argc, char** argv, const QString& file);

} // namespace rightsizer::app
