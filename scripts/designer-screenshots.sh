#!/usr/bin/env bash
# Takes the Qt Designer screenshots of the documentation, designer-widgets.png,
# designer-edit-motion.png, designer-stacked.png, designer-motion-dialog.png and
# designer-scroll-dialog.png, in the
# directory given (default build/screenshots/), from an
# existing build: the real Designer on a virtual X screen of its own, with the Impetus
# plugin and the screenshot driver (docs/designer-screenshots/), which does the clicking
# from inside Designer and quits. Used by scripts/pictures.sh (docs.sh) and the ctest
# designer-screenshots. Deterministic: the same build writes the same bytes.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="${IMPETUS_BUILD_DIR:-$root/build}"
out="${1:-$build/screenshots}"
mkdir -p "$out"
out=$(cd "$out" && pwd)

die() {
    echo "designer-screenshots: error: $*" >&2
    exit 1
}

config="$build/docs-plugins/designer-screenshots.env"
[ -f "$config" ] || die "$config is missing: configure $build with the Designer plugin" \
    "(qt6-tools-dev) and build the target ImpetusDesignerScreenshots"
designer='' xvfb='' designer_plugins='' screenshot_plugins='' forms=()
# shellcheck source=/dev/null
source "$config"
[ -x "$designer" ] || die "Qt Designer was not found when $build was configured (Debian: designer-qt6)"
[ -x "$xvfb" ] || die "Xvfb was not found when $build was configured (Debian: xvfb)"
for plugin in "$designer_plugins/libimpetusdesigner.so" "$screenshot_plugins/libimpetusdesignerscreenshots.so"; do
    [ -f "$plugin" ] || die "$plugin is missing: build $build first"
done

# A fresh home (no remembered Designer settings or dialogs) and the X server's files.
tmp=$(mktemp -d "${TMPDIR:-/tmp}/impetus-designer-screenshots.XXXXXX")
xvfb_pid=''
cleanup() {
    if [ -n "$xvfb_pid" ]; then
        kill "$xvfb_pid" 2>/dev/null || true
        wait "$xvfb_pid" 2>/dev/null || true
    fi
    rm -rf "$tmp"
}
trap cleanup EXIT

# Xvfb picks a free display itself (-displayfd) and writes its number once it accepts
# clients: no race with another X server starting at the same time (xvfb-run -a has one).
# The screen is larger than Designer's window, whose size the driver fixes.
"$xvfb" -displayfd 3 -screen 0 1600x1000x24 -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
    [ -s "$tmp/display" ] && break
    kill -0 "$xvfb_pid" 2>/dev/null || break
    sleep 0.1
done
display=$(tr -dc 0-9 <"$tmp/display")
if [ -z "$display" ]; then
    cat "$tmp/xvfb.log" >&2
    die "Xvfb did not start"
fi

# The driver writes into the scratch directory: the pictures in $out are replaced only
# once both are taken.
mkdir -p "$tmp/home/config" "$tmp/out"
mkdir -m 0700 "$tmp/runtime"
status=0
env -u QT_SCALE_FACTOR -u QT_SCREEN_SCALE_FACTORS -u QT_FONT_DPI -u QT_STYLE_OVERRIDE -u QT_QPA_PLATFORMTHEME \
    -u LANGUAGE \
    DISPLAY=":$display" QT_QPA_PLATFORM=xcb LC_ALL=C.UTF-8 \
    HOME="$tmp/home" XDG_CONFIG_HOME="$tmp/home/config" XDG_RUNTIME_DIR="$tmp/runtime" \
    QT_PLUGIN_PATH="$(dirname "$designer_plugins"):$(dirname "$screenshot_plugins")" \
    IMPETUS_DESIGNER_SCREENSHOTS="$tmp/out" \
    timeout --kill-after=5 90 "$designer" "${forms[@]}" >"$tmp/designer.log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
    echo "--- Designer's output, with the driver's ---" >&2
    cat "$tmp/designer.log" >&2
    [ "$status" -ne 124 ] || die "Designer did not finish within 90 s"
    die "Designer exited with status $status"
fi
grep '^designer-screenshots:' "$tmp/designer.log" || true
names=(designer-widgets.png designer-edit-motion.png designer-stacked.png designer-motion-dialog.png
    designer-scroll-dialog.png)
for name in "${names[@]}"; do
    [ -f "$tmp/out/$name" ] || die "Designer exited without writing $name"
done
for name in "${names[@]}"; do
    cp "$tmp/out/$name" "$out/$name"
    echo "wrote $out/$name"
done
