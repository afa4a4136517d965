# Writes what `impetus export --format=cpp` prints for the motions tests/cli/tst_exportlines.cpp
# compiles, one file each, as printed:
#   cmake -DTOOL=<impetus> -DOUT=<dir> -P export_lines.cmake
file(MAKE_DIRECTORY "${OUT}")
function(export_line name)
    execute_process(COMMAND "${TOOL}" export ${ARGN} --format=cpp
        RESULT_VARIABLE status OUTPUT_VARIABLE line ERROR_VARIABLE error)
    if(NOT status EQUAL 0)
        message(FATAL_ERROR "impetus export ${ARGN} --format=cpp: status ${status}: ${error}")
    endif()
    file(WRITE "${OUT}/${name}.cppline" "${line}")
endfunction()
export_line(spring spring --duration=0.4 --bounce=0.5)
export_line(bouncy --motion=swiftui.bouncy)
export_line(bounce "--motion=bounce(maxBounces: 3, restitution: 0.6)")
export_line(decay decay --lambda=3 --start-velocity=1500)
