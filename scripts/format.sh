#!/usr/bin/env bash
# Formats the project's C++ sources with clang-format and the house style (.clang-format):
#   bash scripts/format.sh           rewrites the files that are not formatted
#   bash scripts/format.sh --check   changes nothing; fails, naming them, if any is not
# Installs clang-format if it is missing (Debian). The tree is formatted with Debian 12's
# clang-format 14, the one CI runs; another major version may break some lines otherwise.
# Generated files (lib/models/lambertw_tables_p.h, written by tools/fit_lambertw.py) are
# left as their generator writes them.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"
IMPETUS_SETUP_FORMAT=1 IMPETUS_SETUP_PACKAGES_ONLY=1 bash scripts/setup.sh
tool=${CLANG_FORMAT:-clang-format}
mapfile -t files < <(git ls-files '*.cpp' '*.h' | grep -v -x -e 'lib/models/lambertw_tables_p.h')
if [ "${1:-}" = --check ]; then
    unformatted=()
    for file in "${files[@]}"; do
        "$tool" --dry-run --Werror "$file" >/dev/null 2>&1 || unformatted+=("$file")
    done
    if ((${#unformatted[@]})); then
        echo "format: ${#unformatted[@]} of ${#files[@]} files are not formatted ($("$tool" --version)):" >&2
        printf '  %s\n' "${unformatted[@]}" >&2
        echo "format: run bash scripts/format.sh to format them" >&2
        exit 1
    fi
    echo "format: all ${#files[@]} files are formatted ($("$tool" --version))"
else
    "$tool" -i "${files[@]}"
fi
