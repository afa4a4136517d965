#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The pictures of the README and docs/*.md are produced by the docs script from the
current code. Runs scripts/pictures.sh (what scripts/docs.sh runs on docs/images/) on a
scratch directory with this build, then checks that
- every image a page shows exists under docs/images/ and every file there is shown;
- pictures.sh writes exactly the files that docs/images/ holds;
- each SVG plot is byte for byte what the tool draws now (they are deterministic);
- each PNG screenshot has the size of the committed one (same window, same layout).

    test_pictures.py <repository root> <build directory>"""

import os
import pathlib
import re
import struct
import subprocess
import sys
import tempfile

IMAGE = re.compile(r"!\[[^\]]*\]\(([^)\s]+)\)")


def png_size(path):
    header = path.read_bytes()[:24]
    if header[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", header[16:24])


def main():
    root, build = pathlib.Path(sys.argv[1]), sys.argv[2]
    images = root / "docs" / "images"
    pages = [root / "README.md"] + sorted((root / "docs").glob("*.md"))
    failures = []

    shown = set()
    for page in pages:
        for target in IMAGE.findall(page.read_text()):
            path = (page.parent / target).resolve()
            if not path.is_file():
                failures.append(f"{page.relative_to(root)} shows {target}, which does not exist")
            elif path.parent != images.resolve():
                failures.append(f"{page.relative_to(root)} shows {target}, outside docs/images/")
            else:
                shown.add(path.name)
    committed = sorted(p.name for p in images.iterdir() if p.is_file())
    for name in committed:
        if name not in shown:
            failures.append(f"docs/images/{name} is shown on no page (README.md, docs/*.md)")

    with tempfile.TemporaryDirectory(prefix="impetus-pictures-") as scratch:
        out = pathlib.Path(scratch) / "images"
        run = subprocess.run(["bash", str(root / "scripts" / "pictures.sh"), str(out)],
                             env=dict(os.environ, IMPETUS_BUILD_DIR=build),
                             stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, timeout=240)
        print(run.stdout)
        if run.returncode != 0:
            failures.append(f"scripts/pictures.sh exited with status {run.returncode}")
        produced = sorted(p.name for p in out.iterdir() if p.is_file()) if out.is_dir() else []
        for name in committed:
            if name not in produced:
                failures.append(f"docs/images/{name} is not written by scripts/pictures.sh")
        for name in produced:
            fresh, old = out / name, images / name
            if not old.is_file():
                failures.append(f"scripts/pictures.sh writes {name}, which is not in docs/images/")
            elif name.endswith(".svg") and fresh.read_bytes() != old.read_bytes():
                failures.append(f"docs/images/{name} is not what this build draws: run bash scripts/docs.sh")
            elif name.endswith(".png") and png_size(fresh) != png_size(old):
                failures.append(f"docs/images/{name} is {png_size(old)} but this build renders "
                                f"{png_size(fresh)}: run bash scripts/docs.sh")

    print(f"{len(committed)} pictures in docs/images/, {len(shown)} shown on {len(pages)} pages, "
          f"{len(produced)} written by scripts/pictures.sh")
    for failure in failures:
        print("FAIL: " + failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
