#include "RevisionSummary.h"

#include <QCoreApplication>

#include <algorithm>
#include <utility>
#include <vector>

namespace rightsizer::workspace {

QString summariseEdits(const QStringList& edits, int maxChars) {
    // Distinct edits in the order they were first made, each with how often.
    std::vector<std::pair<QString, int>> distinct;
    for (const QString& raw : edits) {
        const QString edit = raw.simplified(); // a summary is one line
        if (edit.isEmpty())
            continue;
        auto it = std::find_if(distinct.begin(), distinct.end(),
                               [&](const auto& d) { return d.first == edit; });
        if (it == distinct.end())
            distinct.emplace_back(edit, 1);
        else
            ++it->second;
    }
    if (distinct.empty())
        return QCoreApplication::translate("RevisionSummary", "saved");
    QStringList parts;
    int length = 0;
    for (size_t i = 0; i < distinct.size(); ++i) {
        const auto& [edit, count] = distinct[i];
        const QString part = count > 1 ? QStringLiteral("%1 (%2×)").arg(edit).arg(count) : edit;
        // Keep room for the tail that counts what did not fit.
        if (!parts.isEmpty() && length + part.size() + 2 > maxChars - 24) {
            int rest = 0;
            for (size_t j = i; j < distinct.size(); ++j)
                rest += distinct[j].second;
            const QString tail =
                rest == 1 ? QCoreApplication::translate("RevisionSummary", "; … and 1 more edit")
                          : QCoreApplication::translate("RevisionSummary", "; … and %1 more edits")
                                .arg(rest);
            return parts.join(QStringLiteral("; ")) + tail;
        }
        parts << part;
        length += int(part.size()) + 2;
    }
    return parts.join(QStringLiteral("; "));
}

} // namespace rightsizer::workspace
