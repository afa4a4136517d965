# Runs a QML file in Qt's `qml` tool, offscreen, with the module Impetus of the build, and
# fails unless it exits 0 without writing anything (a warning, an error, a console message).
#   cmake -DQML_TOOL=<qml> -DQML_FILE=<file.qml> -DIMPORT_PATH=<build>/qml -DRUNTIME=<dir> -P run_qml_tool.cmake
file(MAKE_DIRECTORY "${RUNTIME}")
# Qt warns about a runtime directory that is missing or open to others.
file(CHMOD "${RUNTIME}" DIRECTORY_PERMISSIONS OWNER_READ OWNER_WRITE OWNER_EXECUTE)
set(ENV{XDG_RUNTIME_DIR} "${RUNTIME}")
set(ENV{QML_IMPORT_PATH} "${IMPORT_PATH}")
set(ENV{QT_QPA_PLATFORM} offscreen)
execute_process(COMMAND "${QML_TOOL}" "${QML_FILE}"
    RESULT_VARIABLE status OUTPUT_VARIABLE output ERROR_VARIABLE output TIMEOUT 60)
if(NOT status EQUAL 0 OR NOT output STREQUAL "")
    message(FATAL_ERROR "${QML_TOOL} ${QML_FILE}: exit status ${status}, output:\n${output}")
endif()
