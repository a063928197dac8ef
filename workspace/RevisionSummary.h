#pragma once

#include <QString>
#include <QStringList>

namespace rightsizer::workspace {

/// The one-line summary of a revision from the edits made since the last save, oldest first
/// (the undo history's texts): each distinct edit once, in order, with a count when it was
/// repeated ("Set Requests/s (3×); Set p95 TPOT target; Rename to “8B chat”"). Past
/// `maxChars` the rest is counted ("… and 4 more edits"). No edits: "saved".
QString summariseEdits(const QStringList& edits, int maxChars = 240);

} // namespace rightsizer::workspace
