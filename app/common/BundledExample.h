#pragma once

#include <string_view>

namespace rightsizer::app {

/// The bundled example scenario's JSON (resources/examples/llama-3.1-70b-chat.json), compiled
/// into the binary so that the workbench and `rightsizer example` need no file.
std::string_view bundledExampleScenario();

} // namespace rightsizer::app
