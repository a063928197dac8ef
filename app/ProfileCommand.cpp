#include "ProfileCommand.h"

#include <iostream>

namespace rightsizer::app {

int runProfile(const std::vector<std::string>&, const catalog::Catalog&) {
    std::cerr << "rightsizer profile: not available in this build yet\n";
    return 2;
}

} // namespace rightsizer::app
