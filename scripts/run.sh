#!/usr/bin/env bash
# Installs what is missing, builds, and runs the main job: for now a tour of the
# `impetus` curve tool (no display needed).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh"
impetus="${IMPETUS_BUILD_DIR:-$root/build}/tools/impetus/impetus"

show() {
    echo
    echo "\$ impetus $*"
    "$impetus" "$@"
}

echo "Impetus: exact, closed-form motion. A tour of the impetus command-line tool."
show info spring --duration=0.5 --bounce=0.3 --x0=-1
show sample spring --duration=0.5 --bounce=0.3 --x0=-1 --samples=6
show sample bounce --height=300 --restitution=0.5 --gravity=-2000 --max-bounces=3 --at=0,0.2,0.4,0.6,0.8
show solve decay --x0=0 --xT=120 --vT=15 --duration=0.8
show sample decay --x0=0 --xT=120 --vT=15 --duration=0.8 --at=0,0.2,0.4,0.8
show sample gravity --x0=0 --v0=12 --acceleration=-9.81 --at=0.5,1,1.5
echo
echo "\$ impetus sample spring --mass=-1 --stiffness=100 --damping=4 --at=0   # errors name the option"
"$impetus" sample spring --mass=-1 --stiffness=100 --damping=4 --at=0 || echo "(exit status $?)"
echo
echo "impetus --help documents every model and option."
