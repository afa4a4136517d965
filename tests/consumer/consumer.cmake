# cmake -P script behind the `consumer` test (see CMakeLists.txt for its -D arguments).
cmake_minimum_required(VERSION 3.21)

# Runs a command; on failure, shows its output and fails the test.
function(run step)
    execute_process(COMMAND ${ARGN} RESULT_VARIABLE result OUTPUT_VARIABLE output ERROR_VARIABLE output)
    if(NOT result EQUAL 0)
        message(FATAL_ERROR "consumer: ${step} failed (${result}):\n${ARGN}\n${output}")
    endif()
    set(output "${output}" PARENT_SCOPE)
endfunction()

function(expect step output regex)
    if(NOT output MATCHES "${regex}")
        message(FATAL_ERROR "consumer: ${step} printed\n${output}\nwhich does not match\n${regex}")
    endif()
endfunction()

# Install into one prefix, then move it: nothing may depend on where the tree was put,
# neither the CMake package nor the binaries' library search paths.
set(staging ${WORK_DIR}/staging)
set(prefix ${WORK_DIR}/prefix)
file(REMOVE_RECURSE ${staging} ${prefix} ${WORK_DIR}/build)
run("cmake --install" ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${staging} --config ${CONFIG})
file(RENAME ${staging} ${prefix})

file(GLOB_RECURSE private_headers RELATIVE ${prefix} ${prefix}/*_p.h)
if(private_headers)
    message(FATAL_ERROR "consumer: private headers installed: ${private_headers}")
endif()

# The Designer plugin and the QML module are checked once some layer installs them.
file(GLOB designer_plugins ${prefix}/${DESIGNERPLUGINDIR}/*)
set(check_designer OFF)
if(designer_plugins)
    set(check_designer ON)
endif()
set(check_qml OFF)
if(EXISTS ${prefix}/${QMLDIR}/Impetus/qmldir)
    set(check_qml ON)
endif()

string(REPLACE "|" ";" prefix_path "${PREFIX_PATH}")
run("configuring the consumer" ${CMAKE_COMMAND} -S ${PROJECT_DIR} -B ${WORK_DIR}/build
    -G ${GENERATOR} -DCMAKE_MAKE_PROGRAM=${MAKE_PROGRAM} -DCMAKE_CXX_COMPILER=${CXX_COMPILER}
    "-DCMAKE_PREFIX_PATH=${prefix};${prefix_path}"
    -DCHECK_DESIGNER=${check_designer} -DCHECK_QML=${check_qml})
file(STRINGS ${WORK_DIR}/build/CMakeCache.txt impetus_dir REGEX "^Impetus_DIR:")
if(NOT impetus_dir STREQUAL "Impetus_DIR:PATH=${prefix}/${CMAKEDIR}")
    message(FATAL_ERROR "consumer: found another Impetus: ${impetus_dir}")
endif()
run("building the consumer" ${CMAKE_COMMAND} --build ${WORK_DIR}/build)
run("running the consumer" ${WORK_DIR}/build/consumer)
expect("the consumer" "${output}"
    "^gravity 1\\.5\nomega 0\\.567143290409783[0-9]*\nImpetus::SpringAnimation is a MotionAnimation: yes\n$")

# The installed tool, run where it was moved to.
if(SKIP_INSTALL_RPATH)
    set(ENV{LD_LIBRARY_PATH} "${prefix}/${LIBDIR}:$ENV{LD_LIBRARY_PATH}")
endif()
run("the installed impetus" ${prefix}/${BINDIR}/impetus sample gravity --start-position=1 --start-velocity=2 --acceleration=-4 --at=0.5)
expect("the installed impetus" "${output}" "^t,position,velocity\n0\\.5,1\\.5,0\n$")

# The plugins, found as docs/install.md says for a custom prefix.
if(check_designer OR check_qml)
    run("loading the installed plugins" ${CMAKE_COMMAND} -E env
        QT_PLUGIN_PATH=${prefix}/${QTPLUGINDIR} QML_IMPORT_PATH=${prefix}/${QMLDIR} QT_QPA_PLATFORM=offscreen
        ${WORK_DIR}/build/plugins ${prefix})
    message("${output}")
endif()
