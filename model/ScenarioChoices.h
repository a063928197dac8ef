#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace rightsizer::model {

struct Scenario;

/// One value a choice field takes: the number the Scenario's accessor reads and writes, and
/// how the scenario file spells it ("selective", "p95", "16bit", "2", "true").
struct ChoiceOption {
    double value = 0;
    std::string name = {};
};

/// One choice field of a scenario (mode, SLA percentile, ZeRO stage, recompute, context
/// parallelism, gradient precision, engine, the ranking switches, the price tier), described
/// once: its file path, the values it offers in order, and its accessors. The model's name and
/// parse functions (modeName, parseRecompute, ...) iterate the same value lists, and the
/// editor builds its drop-downs from here, adding only the words a person reads.
struct ScenarioChoice {
    std::string_view path = {};
    std::vector<ChoiceOption> options = {};
    /// Other values are valid too (workload.cp takes any whole number in its numeric range;
    /// the options are the usual ones), so a view shows a value that is not listed as itself.
    bool openEnded = false;
    double (*get)(const Scenario&) = nullptr;
    void (*set)(Scenario&, double) = nullptr;

    /// The option holding `value`; nullptr for none.
    const ChoiceOption* find(double value) const;
};

/// Every choice field of a scenario, in the editor's order.
const std::vector<ScenarioChoice>& scenarioChoices();

/// The choice field at `path` ("workload.recompute"); nullptr for none.
const ScenarioChoice* findScenarioChoice(std::string_view path);

} // namespace rightsizer::model
