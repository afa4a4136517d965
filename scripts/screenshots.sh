#!/usr/bin/env bash
# Renders each gallery page, each example and impetus-studio offscreen to PNG files in the directory given
# (default build/screenshots/), from an existing build: used by run.sh and docs.sh.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${IMPETUS_BUILD_DIR:-$root/build}"
out="${1:-$build/screenshots}"
mkdir -p "$out"
export QT_QPA_PLATFORM=offscreen
if [ -z "${XDG_RUNTIME_DIR:-}" ]; then # Qt warns without one
    export XDG_RUNTIME_DIR="$build/runtime"
    mkdir -p -m 0700 "$XDG_RUNTIME_DIR"
fi

shot() {
    local name=$1 program=$2
    shift 2
    "$build/examples/$program/$program" --screenshot "$out/$name.png" "$@"
    echo "wrote $out/$name.png"
}

# The model pages once their preview has played (before it loops), the into-view page
# while its panels are still coming in (bounces in the air, springs overshooting).
pages=(spring decay gravity bounce fling intoview)
after=(1200 1200 450 1200 1200 1000)
for page in "${!pages[@]}"; do
    shot "gallery-${pages[$page]}" gallery --page "$page" --after "${after[$page]}"
done
shot highscores highscores --game 0.3 --after 1500
shot explosion explosion --after 500
shot flinglist flinglist --after 550
shot widgets-throw widgets-throw --after 1400
# Both lists at rest after the throw at 2,000 px/s, their figures under them.
shot scroll-compare scroll-compare --after 7000
# impetus-studio (tools/studio): a spring exported as CSS, a bounce as QML's Bezier spline in
# a dark palette, and the compare tab with the motions shown 0.3 s after their start.
studio() {
    local name=$1
    shift
    "$build/tools/studio/impetus-studio" --screenshot "$out/$name.png" "$@"
    echo "wrote $out/$name.png"
}
studio studio-export --after 1200
studio studio-bezier --motion "bounce(restitution: 0.6)" --format qml-bezier --dark --after 1200
studio studio-compare --tab compare --compare-at 0.3 --after 1200
shot qml-gallery qml-gallery --after 2000
shot qml-gallery-springanimation qml-gallery --page 1 --after 2000
shot qml-gallery-sheet qml-gallery --page 3 --after 900
shot qml-gallery-corners qml-gallery --page 4 --after 330
# Both lists at rest after the page's throw (at 150 ms): KineticScroller's coast ends last.
shot qml-gallery-scroll qml-gallery --page 5 --after 6500
echo "Screenshots of the gallery, the examples and impetus-studio are in $out/"
