# The interface's translations (resources/translations/rightsizer_LANG.ts), checked on every
# test run:
#  * lupdate, run on the code into copies of the files, finds no string the files lack beyond
#    what resources/translations/unfinished.txt allows per language: a string added to the
#    code without a translation fails this test once its language is complete (0 allowed), and
#    while one is being translated the allowance can only go down;
#  * every finished translation keeps its source's placeholders (%1, %2, ..., %n, %p%):
#    a lost or invented one would show the wrong figure or none.
#
#   cmake -DROOT=/path/to/repository -DLUPDATE=/usr/lib/qt6/bin/lupdate -DWORK=dir -P Translations.cmake
cmake_minimum_required(VERSION 3.25)
foreach(v ROOT LUPDATE WORK)
    if(NOT DEFINED ${v} OR "${${v}}" STREQUAL "")
        message(FATAL_ERROR "Translations.cmake: pass -D${v}=...")
    endif()
endforeach()

file(STRINGS "${ROOT}/resources/translations/unfinished.txt" allowances REGEX "^[a-zA-Z_]+ [0-9]+")
file(REMOVE_RECURSE "${WORK}")
file(MAKE_DIRECTORY "${WORK}")
set(failures 0)
foreach(line IN LISTS allowances)
    string(REGEX MATCH "^([a-zA-Z_]+) ([0-9]+)" _ "${line}")
    set(lang "${CMAKE_MATCH_1}")
    set(allowed "${CMAKE_MATCH_2}")
    set(ts "${WORK}/rightsizer_${lang}.ts")
    file(COPY_FILE "${ROOT}/resources/translations/rightsizer_${lang}.ts" "${ts}")
    # English is the source text: its file holds only the plural forms ("%n GPU(s)").
    set(only)
    if(lang STREQUAL "en")
        set(only -pluralonly)
    endif()
    execute_process(COMMAND "${LUPDATE}" -silent -no-obsolete -locations none -extensions cpp,h ${only}
                            -tr-function-alias QT_TRANSLATE_NOOP+=RS_WORD
                            model views workspace app -ts "${ts}"
                    WORKING_DIRECTORY "${ROOT}" RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "lupdate failed (${rc}) on ${lang}")
    endif()
    file(READ "${ts}" text)
    string(REGEX MATCHALL "type=\"unfinished\"" unfinished "${text}")
    list(LENGTH unfinished count)
    string(REGEX MATCHALL "<message>" messages "${text}")
    list(LENGTH messages total)
    if(count GREATER allowed)
        message("${lang}: ${count} of ${total} strings untranslated, ${allowed} allowed "
                "(resources/translations/unfinished.txt): run scripts/update-translations.sh "
                "and translate the new strings")
        math(EXPR failures "${failures} + 1")
    else()
        message(STATUS "${lang}: ${count} of ${total} strings untranslated (${allowed} allowed)")
    endif()
    # Placeholders: each finished message's %N (and %p%) set must equal its source's. Semicolons
    # and brackets would split or nest CMake's lists: they are masked first.
    string(REPLACE ";" "@SC@" text "${text}")
    string(REPLACE "[" "@LB@" text "${text}")
    string(REPLACE "]" "@RB@" text "${text}")
    string(REGEX MATCHALL "<source>[^<]*</source>[ \n]*<translation>[^<]*</translation>" pairs
           "${text}")
    foreach(pair IN LISTS pairs)
        string(REGEX MATCH "<source>([^<]*)</source>" _ "${pair}")
        set(source "${CMAKE_MATCH_1}")
        string(REGEX MATCH "<translation>([^<]*)</translation>" _ "${pair}")
        set(translation "${CMAKE_MATCH_1}")
        string(REGEX MATCHALL "%([0-9]+|n|p%)" a "${source}")
        string(REGEX MATCHALL "%([0-9]+|n|p%)" b "${translation}")
        list(REMOVE_DUPLICATES a)
        list(REMOVE_DUPLICATES b)
        list(SORT a)
        list(SORT b)
        if(NOT "${a}" STREQUAL "${b}")
            message("${lang}: placeholders differ (${a} against ${b}) in \"${source}\" -> \"${translation}\"")
            math(EXPR failures "${failures} + 1")
        endif()
    endforeach()
endforeach()
if(failures GREATER 0)
    message(FATAL_ERROR "translations: ${failures} problem(s)")
endif()
