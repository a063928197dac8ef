#pragma once

#include "model/Result.h"

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace rightsizer::app {

/// Options of one verb: "--name value" pairs and "--flag" switches. Unknown options, repeated
/// options and missing values are errors that name the option.
class CommandLine {
public:
    static model::Result<CommandLine> parse(const std::vector<std::string>& args,
                                            const std::set<std::string>& valueOptions,
                                            const std::set<std::string>& flagOptions);

    bool flag(const std::string& name) const { return m_flags.count(name) != 0; }
    bool has(const std::string& name) const { return m_values.count(name) != 0; }
    std::optional<std::string> value(const std::string& name) const;

    /// Integer option in [lo, hi]; `fallback` when absent.
    model::Result<int> integer(const std::string& name, int fallback, int lo, int hi) const;
    /// Real option in [lo, hi]; `fallback` when absent.
    model::Result<double> real(const std::string& name, double fallback, double lo,
                               double hi) const;

private:
    std::map<std::string, std::string> m_values;
    std::set<std::string> m_flags;
};

} // namespace rightsizer::app
