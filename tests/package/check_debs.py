#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The Debian packages that cpack makes from this build install on this system.

check_debs.py <cpack> <CPackConfig.cmake> <output dir> <package>...

Runs cpack, checks that it wrote exactly the packages named, and that every dependency of
each (Depends, alternatives included) is satisfied by a package installed here, at the
version asked, by its name or by one it provides (qt6-declarative-private-abi on Debian 13,
qt6-declarative-abi on Debian 12), or by another of these packages. That is what apt
would check when installing them, without installing anything (and without root).
"""
import glob
import os
import re
import shutil
import subprocess
import sys


def run(*args):
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def installed():
    """name -> [versions] of every installed package and every package they provide."""
    found = {}
    listing = run("dpkg-query", "-W", "-f=${Package}\t${Version}\t${Provides}\t${Status}\n")
    for line in listing.splitlines():
        name, version, provides, status = (line.split("\t") + ["", "", ""])[:4]
        if not status.endswith(" installed"):
            continue
        found.setdefault(name, []).append(version)
        for provided in filter(None, (p.strip() for p in provides.split(","))):
            match = re.fullmatch(r"(\S+)(?:\s*\(=\s*([^)]+)\))?", provided)
            if match:
                # An unversioned Provides satisfies only unversioned dependencies.
                found.setdefault(match.group(1), []).append(match.group(2))
    return found


def satisfied(relation, available):
    match = re.fullmatch(r"([^\s(:]+)(?::\S+)?\s*(?:\(\s*(<<|<=|=|>=|>>)\s*([^)\s]+)\s*\))?", relation.strip())
    if not match:
        raise SystemExit(f"cannot read the dependency {relation!r}")
    name, operator, wanted = match.groups()
    for version in available.get(name, []):
        if operator is None:
            return True
        if version is not None and subprocess.run(
                ["dpkg", "--compare-versions", version, {"<<": "lt", "<=": "le", "=": "eq", ">=": "ge",
                                                         ">>": "gt"}[operator], wanted]).returncode == 0:
            return True
    return False


def main():
    cpack, config, out, *names = sys.argv[1:]
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    result = subprocess.run([cpack, "--config", config, "-B", out], capture_output=True, text=True)
    if result.returncode != 0:
        print(result.stdout, result.stderr)
        raise SystemExit("cpack failed")
    debs = sorted(glob.glob(os.path.join(out, "*.deb")))
    fields = {}
    for deb in debs:
        package = run("dpkg-deb", "--field", deb, "Package").strip()
        fields[package] = (run("dpkg-deb", "--field", deb, "Version").strip(),
                           run("dpkg-deb", "--field", deb, "Depends").strip())
    if sorted(fields) != sorted(names):
        raise SystemExit(f"cpack wrote {sorted(fields)}, expected {sorted(names)}")

    available = installed()
    for package, (version, _) in fields.items():
        available.setdefault(package, []).append(version)
    failures = 0
    for package, (version, depends) in sorted(fields.items()):
        print(f"{package} {version}: Depends: {depends or '(nothing)'}")
        for dependency in filter(None, (d.strip() for d in depends.split(","))):
            if not any(satisfied(alternative, available) for alternative in dependency.split("|")):
                print(f"  not satisfied on this system: {dependency}")
                failures += 1
    if failures:
        raise SystemExit(f"{failures} dependencies cannot be satisfied")
    print(f"{len(fields)} packages; every dependency is satisfied by this system's packages")


if __name__ == "__main__":
    main()
