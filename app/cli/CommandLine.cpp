#include "CommandLine.h"

#include <charconv>
#include <cmath>

namespace rightsizer::app {
model::Result<CommandLine> CommandLine::parse(const std::vector<std::string>& args,
                                              const std::set<std::string>& valueOptions,
                                              const std::set<std::string>& flagOptions) {
    CommandLine cl;
    for (size_t i = 0; i < args.size(); ++i) {
        std::string arg = args[i] == "-h" ? std::string("--help") : args[i];
        if (arg.rfind("--", 0) != 0)
            return model::fieldError(arg, "unexpected argument (options start with --)");
        std::string name = arg.substr(2);
        std::optional<std::string> inlineValue;
        if (auto eq = name.find('='); eq != std::string::npos) {
            inlineValue = name.substr(eq + 1);
            name = name.substr(0, eq);
        }
        if (flagOptions.count(name)) {
            if (inlineValue)
                return model::fieldError("--" + name, "takes no value");
            cl.m_flags.insert(name);
            continue;
        }
        if (!valueOptions.count(name))
            return model::fieldError("--" + name, "unknown option (see --help)");
        if (cl.m_values.count(name))
            return model::fieldError("--" + name, "given more than once");
        if (inlineValue) {
            cl.m_values[name] = *inlineValue;
        } else {
            if (i + 1 >= args.size())
                return model::fieldError("--" + name, "needs a value");
            cl.m_values[name] = args[++i];
        }
    }
    return cl;
}

std::optional<std::string> CommandLine::value(const std::string& name) const {
    auto it = m_values.find(name);
    if (it == m_values.end())
        return std::nullopt;
    return it->second;
}

model::Result<double> CommandLine::real(const std::string& name, double fallback, double lo,
                                        double hi) const {
    const auto text = value(name);
    if (!text)
        return fallback;
    double v = 0;
    const char* end = text->data() + text->size();
    auto [ptr, ec] = std::from_chars(text->data(), end, v);
    if (ec != std::errc() || ptr != end || !std::isfinite(v))
        return model::fieldError("--" + name, "'" + *text + "' is not a number");
    if (v < lo || v > hi)
        return model::fieldError("--" + name, "got " + *text + ", accepted " +
                                                  model::plainNumber(lo) + " to " +
                                                  model::plainNumber(hi));
    return v;
}

model::Result<int> CommandLine::integer(const std::string& name, int fallback, int lo,
                                        int hi) const {
    auto v = real(name, fallback, lo, hi);
    if (!v)
        return v.error();
    if (*v != std::floor(*v))
        return model::fieldError("--" + name, "'" + *value(name) + "' is not a whole number");
    return static_cast<int>(*v);
}

} // namespace rightsizer::app
