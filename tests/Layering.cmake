# The layers of docs/architecture.md, checked on every #include (issue 22): a header from a
# layer above, or Qt in the Qt-free engine, catalog, importers or project code, fails this
# test and names the line.
# Every library puts the repository root on its include path, so the compiler alone would
# accept an upward include; this check is what keeps the picture true.
#
#   cmake -DROOT=/path/to/repository -P tests/Layering.cmake
#
# A quoted include is resolved next to the including file first, then from the repository
# root; the folder it resolves into is its layer. Angle-bracket includes are system or
# third-party headers: only Qt's are checked (none in model/, catalog/, importers/ and
# project/).
cmake_minimum_required(VERSION 3.25)

if(NOT DEFINED ROOT OR ROOT STREQUAL "")
    message(FATAL_ERROR "Layering.cmake: pass the repository root as -DROOT=...")
endif()
get_filename_component(ROOT "${ROOT}" ABSOLUTE)

# Layer name, then the layers it may include (itself first). Most specific folder first.
set(layers model catalog importers project workspace views app/common app/cli app/gui app)
set(allowed_model model)
set(allowed_catalog catalog model)
set(allowed_importers importers catalog model)
set(allowed_project project importers catalog model)
set(allowed_workspace workspace project importers catalog model)
set(allowed_views views workspace project importers catalog model)
set(allowed_app/common app/common catalog model)
set(allowed_app/cli app/cli app/common views workspace project importers catalog model)
set(allowed_app/gui app/gui app/common views workspace project importers catalog model)
set(allowed_app app app/cli app/gui app/common views workspace project importers catalog model)
set(qt_free model catalog importers project)

# The layer of a path relative to ROOT, or "" when it is outside every layer.
function(layer_of path out)
    set(found "")
    foreach(layer IN LISTS layers)
        string(LENGTH "${layer}/" n)
        string(SUBSTRING "${path}" 0 ${n} head)
        if(head STREQUAL "${layer}/")
            set(found "${layer}")
            break()
        endif()
    endforeach()
    set(${out} "${found}" PARENT_SCOPE)
endfunction()

set(sources "")
foreach(layer IN LISTS layers)
    file(GLOB_RECURSE found LIST_DIRECTORIES false RELATIVE "${ROOT}"
         "${ROOT}/${layer}/*.h" "${ROOT}/${layer}/*.cpp" "${ROOT}/${layer}/*.in")
    list(APPEND sources ${found})
endforeach()
list(REMOVE_DUPLICATES sources)
list(SORT sources)
if(NOT sources)
    message(FATAL_ERROR "Layering.cmake: no sources under ${ROOT}")
endif()

set(violations 0)
set(checked 0)
foreach(source IN LISTS sources)
    layer_of("${source}" own)
    get_filename_component(dir "${source}" DIRECTORY)
    file(STRINGS "${ROOT}/${source}" lines REGEX "^[ \t]*#[ \t]*include")
    foreach(line IN LISTS lines)
        if(line MATCHES "#[ \t]*include[ \t]*\"([^\"]+)\"")
            set(header "${CMAKE_MATCH_1}")
            if(EXISTS "${ROOT}/${dir}/${header}")
                set(resolved "${dir}/${header}")
            else()
                set(resolved "${header}")
            endif()
            cmake_path(NORMAL_PATH resolved)
            layer_of("${resolved}" target)
            math(EXPR checked "${checked} + 1")
            if(target STREQUAL "")
                # Generated or third-party headers outside the layers (e.g. *_autogen, moc).
                continue()
            endif()
            if(NOT target IN_LIST allowed_${own})
                message("${source}: includes \"${header}\" from ${target}/, which ${own}/ may "
                        "not use (allowed: ${allowed_${own}})")
                math(EXPR violations "${violations} + 1")
            endif()
        elseif(own IN_LIST qt_free AND line MATCHES "#[ \t]*include[ \t]*<(Q[A-Za-z]*[/>])")
            math(EXPR checked "${checked} + 1")
            message("${source}: includes a Qt header (${line}); ${own}/ is Qt-free")
            math(EXPR violations "${violations} + 1")
        endif()
    endforeach()
endforeach()

list(LENGTH sources files)
if(violations GREATER 0)
    message(FATAL_ERROR "layering: ${violations} include(s) break the layers "
                        "(docs/architecture.md)")
endif()
message(STATUS "layering: ${checked} includes in ${files} files keep to the layers")
