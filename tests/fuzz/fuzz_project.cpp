// Project files (*.rsplan, SQLite): opened by every verb that takes a project and the
// workbench at start (the last project).
#include "FuzzSupport.h"
#include "project/ProjectCalibration.h"
#include "project/ProjectFile.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace rightsizer;
    auto p = project::loadProjectImage(std::string(fuzz::text(data, size)), "fuzzed.rsplan");
    if (p)
        (void)project::activeCalibration(*p);
    return 0;
}
