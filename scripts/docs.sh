#!/usr/bin/env bash
# Regenerates every picture under docs/images/ from the current code (scripts/pictures.sh:
# the models' curves, the gallery, the examples and Qt Designer), after installing what is
# missing and building. Run it after changing a model, an example or a widget, and commit
# the result; the ctest docs-pictures fails while docs/images/ is not what this writes.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh" >/dev/null
bash "$root/scripts/pictures.sh" "$root/docs/images"
