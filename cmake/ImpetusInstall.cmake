# How every Impetus layer installs itself: the directories, and one function per kind of
# installed thing. Included once by the top-level CMakeLists.txt, after find_package(Qt6);
# cmake/ImpetusPackage.cmake, included at its end, writes the CMake package and the .deb
# configuration from what these functions recorded.
#
#   impetus_install_library(<target> COMPONENT <Name> EXPORT_HEADER <file> [HEADERS <header>...])
#       A library that consumers link as Impetus::<Name> after
#       find_package(Impetus COMPONENTS <Name>). Call it once the target exists; it
#       may come before or after target_link_libraries(), whose PUBLIC Qt6::<Module>
#       and Impetus::<Name> entries become the component's dependencies in
#       ImpetusConfig.cmake. EXPORT_HEADER is generate_export_header()'s file and the
#       public headers are installed next to it, flat into include/impetus/ (consumers
#       write #include <impetus/spring.h>): by default the target's sources named
#       impetus/<name>.h, not *_p.h; HEADERS replaces that list.
#   impetus_install_executable(<target>)        a command-line tool, into bin/.
#   impetus_install_designer_plugin(<target>)   into Qt Designer's plugin directory.
#   impetus_install_qml_module(<target> [DEBIAN_DEPENDS <package>...])
#       The backing target of qt_add_qml_module(): its plugin, qmldir and .qmltypes into
#       <QML import path>/<URI as a path>. The QML modules it declares as DEPENDENCIES or
#       IMPORTS become Debian dependencies by Debian's naming (QtQuick.Shapes:
#       qml6-module-qtquick-shapes); DEBIAN_DEPENDS adds others.
#
# Directories, relative to the install prefix (KDE's KDE_INSTALL_* counterparts;
# -DIMPETUS_INSTALL_<DIR>=<dir> overrides one). The Qt ones mirror Qt's own layout under
# our prefix: with the prefix Qt was installed to (/usr for the .deb) Designer and the QML
# engine find the files with no configuration; under any other prefix,
# QT_PLUGIN_PATH=<prefix>/${IMPETUS_INSTALL_QTPLUGINDIR} and
# QML_IMPORT_PATH=<prefix>/${IMPETUS_INSTALL_QMLDIR} point them there (docs/install.md).
#
#   IMPETUS_INSTALL_CMAKEDIR            ${CMAKE_INSTALL_LIBDIR}/cmake/Impetus
#   IMPETUS_INSTALL_QTPLUGINDIR         Qt's plugin directory, ${QT6_INSTALL_PLUGINS}
#   IMPETUS_INSTALL_DESIGNERPLUGINDIR   ${IMPETUS_INSTALL_QTPLUGINDIR}/designer
#   IMPETUS_INSTALL_QMLDIR              Qt's QML import directory, ${QT6_INSTALL_QML}
#
# Installed binaries find libImpetus* through an $ORIGIN-relative RUNPATH, so an installed
# tree works wherever it is moved; -DCMAKE_SKIP_INSTALL_RPATH=ON drops it (distributions).
# Install components, one Debian package each: one per library, named as its find_package()
# component (Core, Widgets), Devel (headers, namelinks, CMake package), Tools (the CLI),
# Designer and Qml.

include_guard(GLOBAL)
include(GNUInstallDirs)

# Computed on every run, so that they follow the prefix and the Qt found.
macro(_impetus_default variable value)
    if(NOT DEFINED ${variable})
        set(${variable} "${value}")
    endif()
endmacro()
_impetus_default(IMPETUS_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/Impetus")
_impetus_default(IMPETUS_INSTALL_QTPLUGINDIR "${QT6_INSTALL_PLUGINS}")
_impetus_default(IMPETUS_INSTALL_DESIGNERPLUGINDIR "${IMPETUS_INSTALL_QTPLUGINDIR}/designer")
_impetus_default(IMPETUS_INSTALL_QMLDIR "${QT6_INSTALL_QML}")
foreach(dir CMAKEDIR QTPLUGINDIR DESIGNERPLUGINDIR QMLDIR)
    if(IMPETUS_INSTALL_${dir} STREQUAL "" OR IS_ABSOLUTE "${IMPETUS_INSTALL_${dir}}")
        message(FATAL_ERROR "IMPETUS_INSTALL_${dir} must be a path relative to the install "
            "prefix (is find_package(Qt6 COMPONENTS Core) done?), but is '${IMPETUS_INSTALL_${dir}}'")
    endif()
endforeach()

# $ORIGIN/<path from destination to the library directory>, plus any non-system directory
# a dependency was linked from (a Qt outside /usr).
function(_impetus_set_install_rpath target destination)
    file(RELATIVE_PATH to_libdir "/${destination}" "/${CMAKE_INSTALL_LIBDIR}")
    set(rpath "$ORIGIN")
    if(to_libdir)
        string(APPEND rpath "/${to_libdir}")
    endif()
    set_target_properties(${target} PROPERTIES
        INSTALL_RPATH "${rpath}"
        INSTALL_RPATH_USE_LINK_PATH ON)
endfunction()

function(impetus_install_library target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "COMPONENT;EXPORT_HEADER" "HEADERS")
    if(NOT arg_COMPONENT OR NOT arg_EXPORT_HEADER OR arg_UNPARSED_ARGUMENTS)
        message(FATAL_ERROR "usage: impetus_install_library(<target> COMPONENT <Name> "
            "EXPORT_HEADER <file> [HEADERS <header>...])")
    endif()
    get_target_property(source_dir ${target} SOURCE_DIR)
    if(NOT DEFINED arg_HEADERS)
        get_target_property(sources ${target} SOURCES)
        foreach(source IN LISTS sources)
            if(source MATCHES "(^|/)impetus/[^/]+\\.h$" AND NOT source MATCHES "_p\\.h$")
                list(APPEND arg_HEADERS ${source})
            endif()
        endforeach()
    endif()
    list(TRANSFORM arg_HEADERS PREPEND "${source_dir}/" REGEX "^[^/]")

    set_target_properties(${target} PROPERTIES
        EXPORT_NAME ${arg_COMPONENT}
        IMPETUS_COMPONENT ${arg_COMPONENT})
    _impetus_set_install_rpath(${target} ${CMAKE_INSTALL_LIBDIR})
    install(TARGETS ${target} EXPORT Impetus${arg_COMPONENT}Targets
        RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT ${arg_COMPONENT}
        LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT ${arg_COMPONENT} NAMELINK_COMPONENT Devel
        ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Devel
        INCLUDES DESTINATION ${CMAKE_INSTALL_INCLUDEDIR})
    install(FILES ${arg_HEADERS} ${arg_EXPORT_HEADER}
        DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}/impetus COMPONENT Devel)
    install(EXPORT Impetus${arg_COMPONENT}Targets NAMESPACE Impetus::
        DESTINATION ${IMPETUS_INSTALL_CMAKEDIR} COMPONENT Devel)
    set_property(GLOBAL APPEND PROPERTY IMPETUS_LIBRARIES ${target})
endfunction()

function(impetus_install_executable target)
    _impetus_set_install_rpath(${target} ${CMAKE_INSTALL_BINDIR})
    install(TARGETS ${target} RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT Tools)
endfunction()

# Plugins are loaded, never linked: no export, no namelink.
function(_impetus_install_plugin target destination component)
    _impetus_set_install_rpath(${target} ${destination})
    install(TARGETS ${target}
        LIBRARY DESTINATION ${destination} COMPONENT ${component}
        RUNTIME DESTINATION ${destination} COMPONENT ${component})
endfunction()

function(impetus_install_designer_plugin target)
    _impetus_install_plugin(${target} ${IMPETUS_INSTALL_DESIGNERPLUGINDIR} Designer)
endfunction()

# Qt 6.4 has no install command for QML modules; this is what Qt's own modules install.
# qt_add_qml_module() gives its plugin a RUNPATH for a qml/ directory next to lib/, which
# Debian's lib/<multiarch>/qt6/qml is not: the plugin gets ours instead.
function(impetus_install_qml_module target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "DEBIAN_DEPENDS")
    foreach(property URI TARGET_PATH OUTPUT_DIRECTORY TYPEINFO PLUGIN_TARGET DEPENDENCIES IMPORTS)
        get_target_property(${property} ${target} QT_QML_MODULE_${property})
    endforeach()
    if(NOT URI)
        message(FATAL_ERROR "impetus_install_qml_module: ${target} is not the backing target of a qt_add_qml_module()")
    endif()
    foreach(module IN LISTS DEPENDENCIES IMPORTS)
        if(module)
            string(REGEX REPLACE "[/ ].*" "" module "${module}")
            string(REPLACE "." "-" module "${module}")
            string(TOLOWER "qml6-module-${module}" package)
            list(APPEND arg_DEBIAN_DEPENDS ${package})
        endif()
    endforeach()
    set_property(GLOBAL APPEND PROPERTY IMPETUS_DEBIAN_QML_DEPENDS ${arg_DEBIAN_DEPENDS})
    set(destination "${IMPETUS_INSTALL_QMLDIR}/${TARGET_PATH}")
    if(PLUGIN_TARGET)
        _impetus_install_plugin(${PLUGIN_TARGET} ${destination} Qml)
    endif()
    get_target_property(type ${target} TYPE)
    if(type STREQUAL "SHARED_LIBRARY" AND NOT target STREQUAL PLUGIN_TARGET)
        # A shared backing library is loaded through the plugin's RUNPATH, never linked
        # by consumers.
        _impetus_set_install_rpath(${target} ${CMAKE_INSTALL_LIBDIR})
        install(TARGETS ${target}
            LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR} COMPONENT Qml NAMELINK_SKIP
            RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR} COMPONENT Qml)
    endif()
    install(FILES "${OUTPUT_DIRECTORY}/qmldir" DESTINATION ${destination} COMPONENT Qml)
    if(TYPEINFO)
        # Only written when the module registers C++ types.
        install(FILES "${OUTPUT_DIRECTORY}/${TYPEINFO}" DESTINATION ${destination} COMPONENT Qml OPTIONAL)
    endif()
endfunction()
