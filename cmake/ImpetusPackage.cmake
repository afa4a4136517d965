# The CMake package (ImpetusConfig.cmake and its version file) and the Debian packages,
# from what cmake/ImpetusInstall.cmake's functions recorded. Included at the end of the
# top-level CMakeLists.txt, once every layer has declared its targets.

include_guard(GLOBAL)
include(CMakePackageConfigHelpers)

# Installed binaries need at least the Qt they were built against.
set(IMPETUS_QT_VERSION "${Qt6_VERSION_MAJOR}.${Qt6_VERSION_MINOR}")

# Each component's find_package() dependencies are its libraries' PUBLIC links.
get_property(impetus_libraries GLOBAL PROPERTY IMPETUS_LIBRARIES)
set(IMPETUS_COMPONENTS)
set(IMPETUS_COMPONENT_DEPENDENCIES)
set(impetus_library_dirs)
foreach(target IN LISTS impetus_libraries)
    get_target_property(component ${target} IMPETUS_COMPONENT)
    get_target_property(links ${target} INTERFACE_LINK_LIBRARIES)
    set(qt)
    set(impetus)
    foreach(link IN LISTS links)
        if(link MATCHES "^Qt6?::([A-Za-z0-9]+)$")
            list(APPEND qt ${CMAKE_MATCH_1})
        elseif(TARGET "${link}")
            get_target_property(aliased "${link}" ALIASED_TARGET)
            if(aliased)
                set(link ${aliased})
            endif()
            get_target_property(dependency "${link}" IMPETUS_COMPONENT)
            if(NOT dependency)
                message(FATAL_ERROR "${target} links ${link} publicly, which ImpetusConfig.cmake "
                    "cannot provide: link it PRIVATE or teach cmake/ImpetusPackage.cmake to find it")
            endif()
            list(APPEND impetus ${dependency})
        endif()
    endforeach()
    list(APPEND IMPETUS_COMPONENTS ${component})
    set(impetus_${component}_depends ${impetus})
    string(APPEND IMPETUS_COMPONENT_DEPENDENCIES
        "set(_impetus_${component}_qt ${qt})\nset(_impetus_${component}_impetus ${impetus})\n")
    get_target_property(dir ${target} LIBRARY_OUTPUT_DIRECTORY)
    if(NOT dir)
        get_target_property(dir ${target} BINARY_DIR)
    endif()
    list(APPEND impetus_library_dirs ${dir})
endforeach()
if(NOT "Core" IN_LIST IMPETUS_COMPONENTS)
    message(FATAL_ERROR "Impetus::Core is not installed with impetus_install_library()")
endif()

configure_package_config_file(${CMAKE_CURRENT_LIST_DIR}/ImpetusConfig.cmake.in
    ${PROJECT_BINARY_DIR}/ImpetusConfig.cmake
    INSTALL_DESTINATION ${IMPETUS_INSTALL_CMAKEDIR})
# The promise the soname makes: any later 0.x.y serves a consumer of 0.1.
write_basic_package_version_file(${PROJECT_BINARY_DIR}/ImpetusConfigVersion.cmake
    COMPATIBILITY SameMajorVersion)
install(FILES ${PROJECT_BINARY_DIR}/ImpetusConfig.cmake ${PROJECT_BINARY_DIR}/ImpetusConfigVersion.cmake
    DESTINATION ${IMPETUS_INSTALL_CMAKEDIR} COMPONENT Devel)

# Debian packages, one per install component, named as Debian names them: a package per
# shared library (libimpetuscore0, ...), libimpetus-dev, the tool and the two plugins.
# Their dependencies on Qt and the C++ runtime come from dpkg-shlibdeps (dpkg-dev) run on
# the binaries; those between our packages are the component dependencies below.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME impetus)
set(CPACK_PACKAGE_VENDOR Impetus)
if(NOT CPACK_PACKAGE_CONTACT)
    set(CPACK_PACKAGE_CONTACT "Impetus maintainers")
endif()
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_ENABLE_COMPONENT_DEPENDS ON)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_GENERATE_SHLIBS ON)
# Where dpkg-shlibdeps finds the libImpetus*.so.N that the other packages' binaries need.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS_PRIVATE_DIRS ${impetus_library_dirs})
set(CPACK_PROJECT_CONFIG_FILE ${CMAKE_CURRENT_LIST_DIR}/ImpetusCPackOptions.cmake)
set(CPACK_IMPETUS_INSTALL_PREFIX "${CMAKE_INSTALL_PREFIX}")
set(CPACK_IMPETUS_LIBDIR "${CMAKE_INSTALL_LIBDIR}")

foreach(component IN LISTS IMPETUS_COMPONENTS)
    string(TOUPPER ${component} upper)
    string(TOLOWER ${component} lower)
    set(CPACK_DEBIAN_${upper}_PACKAGE_NAME libimpetus${lower}${PROJECT_VERSION_MAJOR})
    set(CPACK_DEBIAN_${upper}_PACKAGE_SECTION libs)
    set(CPACK_COMPONENT_${upper}_DEPENDS ${impetus_${component}_depends})
    string(CONCAT CPACK_COMPONENT_${upper}_DESCRIPTION "Impetus::${component} shared library\n"
        "Springs, exponential decay, gravity and bounces in closed form for Qt.")
endforeach()

set(CPACK_DEBIAN_DEVEL_PACKAGE_NAME libimpetus-dev)
set(CPACK_DEBIAN_DEVEL_PACKAGE_SECTION libdevel)
set(CPACK_DEBIAN_DEVEL_PACKAGE_DEPENDS "qt6-base-dev (>= ${IMPETUS_QT_VERSION})")
set(CPACK_COMPONENT_DEVEL_DEPENDS ${IMPETUS_COMPONENTS})
list(JOIN IMPETUS_COMPONENTS " " components)
string(CONCAT CPACK_COMPONENT_DEVEL_DESCRIPTION "Impetus development files\n"
    "Headers and the CMake package: find_package(Impetus COMPONENTS ${components}).")

set(CPACK_DEBIAN_TOOLS_PACKAGE_NAME impetus)
set(CPACK_DEBIAN_TOOLS_PACKAGE_SECTION utils)
if(TARGET impetus-studio)
    # impetus-studio, the tool as an application (tools/studio), is in the same package.
    set(CPACK_COMPONENT_TOOLS_DEPENDS Core Widgets)
    string(CONCAT CPACK_COMPONENT_TOOLS_DESCRIPTION "Impetus motion curve tool and studio\n"
        "The impetus command samples, solves and exports springs, decays, gravity and bounces; "
        "impetus-studio tunes, compares and exports them in a window.")
else()
    set(CPACK_COMPONENT_TOOLS_DEPENDS Core)
    string(CONCAT CPACK_COMPONENT_TOOLS_DESCRIPTION "Impetus motion curve tool\n"
        "The impetus command samples, solves and exports springs, decays, gravity and bounces.")
endif()

set(CPACK_DEBIAN_DESIGNER_PACKAGE_NAME impetus-designer-plugin)
set(CPACK_DEBIAN_DESIGNER_PACKAGE_SECTION devel)
set(CPACK_DEBIAN_DESIGNER_PACKAGE_ENHANCES designer-qt6)
set(CPACK_COMPONENT_DESIGNER_DEPENDS Widgets)
string(CONCAT CPACK_COMPONENT_DESIGNER_DESCRIPTION "Qt Designer plugin for the Impetus widgets\n"
    "Puts the Impetus widgets in Qt Designer's widget box.")

set(CPACK_DEBIAN_QML_PACKAGE_NAME qml6-module-impetus)
set(CPACK_DEBIAN_QML_PACKAGE_SECTION libs)
get_property(impetus_qml_depends GLOBAL PROPERTY IMPETUS_DEBIAN_QML_DEPENDS)
list(REMOVE_DUPLICATES impetus_qml_depends)
list(JOIN impetus_qml_depends ", " CPACK_DEBIAN_QML_PACKAGE_DEPENDS)
set(CPACK_COMPONENT_QML_DEPENDS Core)
string(CONCAT CPACK_COMPONENT_QML_DESCRIPTION "Impetus QML module\n"
    "import Impetus: closed-form springs, decays, gravity and bounces in QML.")

include(CPack)

# The test that these packages install here: cpack runs on the built tree, and every
# dependency it wrote must be satisfied by this system's packages (Debian's own names
# differ between releases: tests/package/check_debs.py).
find_program(IMPETUS_DPKG_DEB dpkg-deb)
find_package(Python3 3.9 QUIET COMPONENTS Interpreter)
if(IMPETUS_BUILD_TESTS AND IMPETUS_DPKG_DEB AND Python3_Interpreter_FOUND)
    get_cmake_property(impetus_package_components COMPONENTS)
    set(impetus_package_names)
    foreach(component IN LISTS impetus_package_components)
        string(TOUPPER ${component} upper)
        list(APPEND impetus_package_names ${CPACK_DEBIAN_${upper}_PACKAGE_NAME})
    endforeach()
    add_test(NAME debian-packages
        COMMAND Python3::Interpreter ${PROJECT_SOURCE_DIR}/tests/package/check_debs.py ${CMAKE_CPACK_COMMAND}
            ${PROJECT_BINARY_DIR}/CPackConfig.cmake ${PROJECT_BINARY_DIR}/tests/debian-packages
            ${impetus_package_names})
    set_tests_properties(debian-packages PROPERTIES TIMEOUT 600)
endif()
