#!/usr/bin/env bash
# Regenerates the pictures under docs/images/ from the current code: each model's curve as
# `impetus export --format=svg` draws it, and PNG screenshots of the gallery and examples
# (scripts/screenshots.sh). Run after changing a model or an example; commit the result.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh" >/dev/null
impetus="${IMPETUS_BUILD_DIR:-$root/build}/tools/impetus/impetus"
out="$root/docs/images"
mkdir -p "$out"

plot() {
    local name=$1
    shift
    "$impetus" export "$@" --format=svg >"$out/$name.svg"
    echo "wrote $out/$name.svg"
}

plot spring-underdamped spring --duration=0.5 --bounce=0.4 --x0=-100
plot spring-critical spring --duration=0.5 --bounce=0 --x0=-100 --v0=600
plot spring-overdamped spring --duration=0.5 --bounce=-0.6 --x0=-100
plot decay decay --x0=0 --xT=240 --vT=20 --duration=0.8
plot gravity gravity --x0=0 --v0=300 --acceleration=-2000 --reach=-200
plot bounce bounce --height=300 --restitution=0.5 --gravity=-2000

# Offscreen screenshots of the gallery's pages and of the examples.
bash "$root/scripts/screenshots.sh" "$out"
