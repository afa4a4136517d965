#!/usr/bin/env bash
# Writes every picture the README and docs/ show into the directory given, from an existing
# build (IMPETUS_BUILD_DIR, default build/): each model's curve as `impetus export
# --format=svg` draws it, offscreen screenshots of the gallery and the examples
# (scripts/screenshots.sh) and of Qt Designer with the plugin (scripts/designer-screenshots.sh).
# scripts/docs.sh runs it on docs/images/; the ctest docs-pictures runs it on a scratch
# directory and compares.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${IMPETUS_BUILD_DIR:-$root/build}"
out="${1:?usage: pictures.sh <dir>}"
mkdir -p "$out"

plot() {
    local name=$1
    shift
    "$build/tools/impetus/impetus" export "$@" --format=svg >"$out/$name.svg"
    echo "wrote $out/$name.svg"
}
plot spring-underdamped spring --duration=0.5 --bounce=0.4 --start-position=-100
plot spring-critical spring --duration=0.5 --bounce=0 --start-position=-100 --start-velocity=600
plot spring-overdamped spring --duration=0.5 --bounce=-0.6 --start-position=-100
plot decay decay --start-position=0 --end-position=240 --end-velocity=20 --duration=0.8
plot gravity gravity --start-position=0 --start-velocity=300 --acceleration=-2000 --reach=-200
plot bounce bounce --start-position=300 --restitution=0.5 --gravity=-2000
# Every preset as a spec on its own plays it (from 100 to 0), for docs/motion-spec.md.
while IFS=$'\t' read -r name spec; do
    plot "preset-$name" --motion="$name"
done < <("$build/tools/impetus/impetus" presets)

bash "$root/scripts/screenshots.sh" "$out"
bash "$root/scripts/designer-screenshots.sh" "$out"
