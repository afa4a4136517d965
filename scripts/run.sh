#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job. With a display ($DISPLAY or
# $WAYLAND_DISPLAY) it opens impetus-studio (tools/studio: pick, tune, compare and export a
# motion; the gallery stays an example). Without one, it renders impetus-studio, each
# gallery page and each example offscreen to PNG files under build/screenshots/, says
# where, and then tours the `impetus` curve tool (also when the display cannot be opened).
# IMPETUS_OFFSCREEN=1 takes the second path with a display.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh"
build="${IMPETUS_BUILD_DIR:-$root/build}"
impetus="$build/tools/impetus/impetus"

if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ] && [ -z "${IMPETUS_OFFSCREEN:-}" ]; then
    echo "Impetus: opening impetus-studio ($build/tools/studio/impetus-studio)."
    status=0
    "$build/tools/studio/impetus-studio" || status=$?
    # A display that cannot be opened (a stale $DISPLAY, say) makes Qt abort (SIGABRT, 134)
    # at start; any other status is the studio's own.
    [ "$status" -eq 134 ] || exit "$status"
    echo "Impetus: impetus-studio could not run on this display (exit status $status); rendering offscreen instead."
fi

# No display: offscreen screenshots (scripts/screenshots.sh <dir>), then the CLI tour.
bash "$root/scripts/screenshots.sh" "$build/screenshots"

show() {
    echo
    echo "\$ impetus $*"
    "$impetus" "$@"
}

echo "Impetus: exact, closed-form motion. A tour of the impetus command-line tool."
show info spring --duration=0.5 --bounce=0.3 --start-position=-1
show sample spring --duration=0.5 --bounce=0.3 --start-position=-1 --samples=6
show sample bounce --start-position=300 --restitution=0.5 --gravity=-2000 --max-bounces=3 --at=0,0.2,0.4,0.6,0.8
show solve decay --start-position=0 --end-position=120 --end-velocity=15 --duration=0.8
show sample decay --start-position=0 --end-position=120 --end-velocity=15 --duration=0.8 --at=0,0.2,0.4,0.8
show sample gravity --start-position=0 --start-velocity=12 --acceleration=-9.81 --at=0.5,1,1.5
show presets
show info --motion=material.standard.spatial.default
show sample --motion="swiftui.bouncy(startVelocity: 300)" --samples=6
echo
echo "\$ impetus sample spring --mass=-1 --stiffness=100 --damping=4 --at=0   # errors name the option"
"$impetus" sample spring --mass=-1 --stiffness=100 --damping=4 --at=0 || echo "(exit status $?)"
echo
echo "impetus --help documents every model and option."
