// The main of a test executable that holds several Qt Test classes (tests/CMakeLists.txt): the
// first argument names the test, the rest go to Qt Test.
//
//   rightsizer_tests_core tst_Planner -v2
//   rightsizer_tests_core             (lists the tests)

#include <cstdio>
#include <cstring>

// Each test's QTEST_*_MAIN, renamed after the test by the batch that compiles it.
#define RIGHTSIZER_TEST(name) int rightsizer_test_main_##name(int argc, char* argv[]);
#include "bundle_tests.h"
#undef RIGHTSIZER_TEST

namespace {

struct TestEntry {
    const char* name;
    int (*run)(int argc, char* argv[]);
};

constexpr TestEntry kTests[] = {
#define RIGHTSIZER_TEST(name) {#name, rightsizer_test_main_##name},
#include "bundle_tests.h"
#undef RIGHTSIZER_TEST
};

int listTests(const char* program, std::FILE* out) {
    std::fprintf(out, "usage: %s TEST [Qt Test options]\ntests:\n", program);
    for (const TestEntry& test : kTests)
        std::fprintf(out, "  %s\n", test.name);
    return 2;
}

} // namespace

int main(int argc, char* argv[]) {
    if (argc < 2)
        return listTests(argv[0], stderr);
    for (const TestEntry& test : kTests) {
        if (std::strcmp(argv[1], test.name) == 0) {
            // The test sees its own name as the program, and its options after it.
            argv[1] = argv[0];
            return test.run(argc - 1, argv + 1);
        }
    }
    std::fprintf(stderr, "%s: no test named '%s'\n", argv[0], argv[1]);
    return listTests(argv[0], stderr);
}
