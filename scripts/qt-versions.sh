#!/usr/bin/env bash
# Builds Impetus and runs every ctest test on other Qt versions, each in a Debian root made
# here with debootstrap: trixie (Debian 13, Qt 6.8) and testing (Qt 6.11) by default, or the
# releases named (bookworm, trixie, testing, sid). Each root installs its packages through
# the project's own scripts/setup.sh and runs scripts/test.sh, as a user on that release
# would, then scripts/run.sh, the main job. Prints one table: distribution, Qt, compiler,
# tests passed and failed, the main job; exits non-zero if any of them failed or a root
# could not be made.
#
# Roots and their build trees are cached in $IMPETUS_ROOTS_DIR (default
# /var/cache/impetus/roots): a later run refreshes their packages and builds incrementally.
# Needs root (debootstrap, chroot, mounts) and Debian's debootstrap (installed if missing).
# IMPETUS_DEBIAN_MIRROR overrides the package mirror.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
roots=${IMPETUS_ROOTS_DIR:-/var/cache/impetus/roots}
mirror=${IMPETUS_DEBIAN_MIRROR:-http://deb.debian.org/debian}
releases=("$@")
((${#releases[@]})) || releases=(trixie testing)

if [ "$(id -u)" -ne 0 ]; then
    echo "qt-versions: debootstrap, chroot and mount need root" >&2
    exit 1
fi
if ! command -v debootstrap >/dev/null; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends debootstrap >/dev/null
fi
mkdir -p "$roots"

# A root per release, made once: debootstrap into <name>.new, renamed when complete, so an
# interrupted run leaves nothing that looks usable. Testing and unstable use sid's script
# (debootstrap knows no script for testing's newest codename).
make_root() {
    local release=$1 dir=$roots/$1
    [ -x "$dir/usr/bin/apt-get" ] && return
    local script=()
    case $release in
        testing | sid | unstable) script=(/usr/share/debootstrap/scripts/sid) ;;
    esac
    rm -rf "$dir.new"
    echo "qt-versions: making a Debian $release root in $dir"
    debootstrap --variant=minbase --include=ca-certificates "$release" "$dir.new" "$mirror" \
        "${script[@]}" >"$roots/$release.debootstrap.log" 2>&1 \
        || { tail -n 20 "$roots/$release.debootstrap.log" >&2; return 1; }
    # The mirror's Release file of testing can be past its Valid-Until date.
    echo 'Acquire::Check-Valid-Until "false";' >"$dir.new/etc/apt/apt.conf.d/99impetus-valid-until"
    # No daemon starts inside the root (packages' postinst scripts would try).
    printf '#!/bin/sh\nexit 101\n' >"$dir.new/usr/sbin/policy-rc.d"
    chmod +x "$dir.new/usr/sbin/policy-rc.d"
    mv "$dir.new" "$dir"
}

# Runs a command in the root, in a mount namespace of its own (the mounts go with it): the
# checkout read-only at /impetus, the build tree in the root's /var/tmp/impetus-build.
in_root() {
    local dir=$1
    shift
    mkdir -p "$dir/impetus" "$dir/var/tmp/impetus-build"
    unshare --mount --propagation private bash -euo pipefail -c '
        dir=$1 src=$2
        shift 2
        mount -t proc proc "$dir/proc"
        mount -t sysfs sys "$dir/sys"
        mount --rbind /dev "$dir/dev"
        mount -t tmpfs -o mode=1777 shm "$dir/dev/shm"
        mount -t tmpfs -o mode=1777 tmp "$dir/tmp"
        mount --bind "$src" "$dir/impetus"
        mount -o remount,bind,ro "$dir/impetus"
        cp -L /etc/resolv.conf "$dir/etc/resolv.conf" 2>/dev/null || true
        exec chroot "$dir" /usr/bin/env -i PATH=/usr/sbin:/usr/bin:/sbin:/bin HOME=/root \
            LANG=C.UTF-8 CI="${CI:-}" IMPETUS_BUILD_DIR=/var/tmp/impetus-build "$@"
    ' in_root "$dir" "$root" "$@"
}

rows=()
status=0
for release in "${releases[@]}"; do
    dir=$roots/$release
    log=$roots/$release.test.log
    start=$SECONDS
    if ! make_root "$release"; then
        rows+=("$release|-|-|-|root not made ($roots/$release.debootstrap.log)|-|-")
        status=1
        continue
    fi
    # A cached root gets the release's current packages first (setup.sh installs only
    # what is missing).
    in_root "$dir" bash -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get upgrade -y -qq >/dev/null' \
        >"$log" 2>&1 || true
    echo "qt-versions: Debian $release: setup, build and ctest (log: $log)"
    test_status=0
    in_root "$dir" bash /impetus/scripts/test.sh >>"$log" 2>&1 || test_status=$?
    # The README's other command, the main job: with no display, the examples rendered
    # offscreen and the tool's tour.
    main_job=passed
    in_root "$dir" bash /impetus/scripts/run.sh >"$roots/$release.run.log" 2>&1 \
        || main_job="failed ($roots/$release.run.log)"
    minutes=$(((SECONDS - start + 30) / 60))
    distribution=$(in_root "$dir" bash -c '. /etc/os-release; echo "$PRETTY_NAME"')
    qt=$(in_root "$dir" bash -c "dpkg-query -W -f='\${Version}' qt6-base-dev 2>/dev/null | sed 's/[+~-].*//'" || true)
    compiler=$(in_root "$dir" bash -c 'g++ --version 2>/dev/null | head -n 1 | sed "s/^g++ ([^)]*) /GCC /"' || true)
    # ctest's summary: "100% tests passed, 0 tests failed out of 48".
    summary=$(grep -E '^[0-9]+% tests passed, [0-9]+ tests? failed out of [0-9]+' "$log" | tail -n 1 || true)
    if [[ "$summary" =~ ([0-9]+)\ tests?\ failed\ out\ of\ ([0-9]+) ]]; then
        failed=${BASH_REMATCH[1]}
        total=${BASH_REMATCH[2]}
        rows+=("$distribution|${qt:--}|${compiler:--}|$((total - failed))|$failed|$main_job|$minutes min")
        ((failed == 0 && test_status == 0)) || status=1
        [ "$main_job" = passed ] || status=1
    else
        rows+=("$distribution|${qt:--}|${compiler:--}|-|no ctest run (exit $test_status; see $log)|$main_job|$minutes min")
        status=1
    fi
    # What failed, where a reader of CI's output sees it.
    if ((test_status)); then
        tail -n 80 "$log" | sed "s/^/qt-versions: $release: /"
    fi
    if [ "$main_job" != passed ]; then
        tail -n 40 "$roots/$release.run.log" | sed "s/^/qt-versions: $release: run.sh: /"
    fi
done

echo
echo "| distribution | Qt | compiler | tests passed | tests failed | main job | time |"
echo "|---|---|---|---|---|---|---|"
for row in "${rows[@]}"; do
    echo "| ${row//|/ | } |"
done
exit "$status"
