#pragma once

#include "Result.h"

#include <string_view>
#include <vector>

namespace rightsizer::model {

struct Scenario;

/// One numeric field of a scenario, described once for every layer: the scenario file's reader
/// and writer (project/), validateScenario, the editor's spin boxes (views/editor) and the
/// messages that name a bad value all take the path, unit and range from here. Values are in
/// the file's unit: ms for times the Scenario keeps in seconds, percent for fractions, GiB and
/// GB/s for bytes. Labels and help are words a person reads, so the views keep them (to be
/// translated); everything else about a field lives here.
struct ScenarioField {
    std::string_view path = {}; ///< "workload.seq_len": file path, error field, editor path
    std::string_view unit = {}; ///< " tokens": after numbers in messages ("" for none)
    double minimum = 0;         ///< accepted range, in the file's unit
    double maximum = 0;
    /// The file's unit against the Scenario's: file = stored x filePerStored (ms for seconds:
    /// 1000, percent for fractions: 100) or stored = file x storedPerFile (bytes for GiB: 2^30,
    /// bytes/s for GB/s: 1e9); each a multiplication or a division, so values round-trip.
    double filePerStored = 1;
    double storedPerFile = 1;
    bool whole = false;         ///< must be a whole number
    bool integer = false;       ///< kept in an int: the reader refuses fractions and overflow
    bool zeroIsDefault = false; ///< 0 stands for the engine's default and passes the check
    double (*get)(const Scenario&) = nullptr; ///< the stored value
    void (*set)(Scenario&, double) = nullptr; ///< sets the stored value
    /// Bounds that depend on the rest of the scenario (the model's context, the mean under a
    /// p95, the global batch over a micro-batch), in the file's unit; null: the fixed bound.
    double (*minimumFor)(const Scenario&) = nullptr;
    double (*maximumFor)(const Scenario&) = nullptr;
    std::string_view boundNote =
        {}; ///< why a scenario-dependent bound applies: " (at most the peak)"

    double fileValue(const Scenario& s) const { return get(s) / storedPerFile * filePerStored; }
    void setFileValue(Scenario& s, double v) const { set(s, v / filePerStored * storedPerFile); }
    /// The accepted range for this scenario, in the file's unit.
    double lowest(const Scenario& s) const;
    double highest(const Scenario& s) const;
};

/// Every numeric scenario field with a range: workload (serving and training), SLA targets,
/// limits, cost hours, runtime assumptions. TCO inputs have their own table
/// (tcoParameterTable).
const std::vector<ScenarioField>& scenarioFields();

/// The field at `path` ("sla.ttft_ms"); nullptr for none.
const ScenarioField* findScenarioField(std::string_view path);

/// Checks the field's value in `s` against its range for this scenario (and that it is whole
/// where it must be); the error names the path and the accepted range with its unit:
/// "sla.ttft_ms: got -5 ms, accepted 0 to 600000 ms".
Status checkScenarioField(const Scenario& s, std::string_view path);

} // namespace rightsizer::model
