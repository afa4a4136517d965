# Read by cpack (CPACK_PROJECT_CONFIG_FILE), after CPackConfig.cmake.

if(CPACK_GENERATOR STREQUAL "DEB")
    # Without dpkg-shlibdeps CPackDeb would quietly build packages that depend on nothing.
    find_program(IMPETUS_DPKG_SHLIBDEPS dpkg-shlibdeps)
    if(NOT IMPETUS_DPKG_SHLIBDEPS)
        message(FATAL_ERROR "dpkg-shlibdeps, which finds the packages' Qt dependencies, is "
            "missing: apt-get install dpkg-dev")
    endif()
    if(NOT CPACK_IMPETUS_INSTALL_PREFIX STREQUAL "/usr")
        message(WARNING "This build was configured for ${CPACK_IMPETUS_INSTALL_PREFIX}: the "
            "packages install the libraries into /usr/${CPACK_IMPETUS_LIBDIR}, not Debian's "
            "multiarch directory. Configure with -DCMAKE_INSTALL_PREFIX=/usr for packages.")
    endif()
    # Each component's description begins with its own synopsis: no project-wide one in front.
    unset(CPACK_PACKAGE_DESCRIPTION_SUMMARY)
endif()
