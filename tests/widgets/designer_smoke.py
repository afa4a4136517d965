#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Starts the real Qt Designer under Xvfb with the Impetus plugin from a build tree and a
form that uses the three widgets, and checks from the plugin's own log (the
impetus.designer logging category) that Designer loaded the collection, initialised every
widget and created each one in the form, then that Designer is still running a few
seconds later with the widgets live in the form (the preview animating). Designer is
then stopped.

    designer_smoke.py --xvfb-run PATH --designer PATH --plugins DIR --form FILE.ui"""

import argparse
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

WIDGETS = ["Impetus::MotionPlot", "Impetus::MotionPreview", "Impetus::MotionEditor",
           "Impetus::MotionStackedWidget"]
TIMEOUT = 60  # seconds for Designer to start and open the form
# The parents of widgets created in the forms (not for the widget box, with no parent):
# the forms' top-level widgets, or Designer's widget for a nested layout.
FORMS = ('"MotionForm"', '"DesignerForm"', "QLayoutWidget(0x")
ALIVE = 3  # seconds Designer must keep running with the form open


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--xvfb-run", required=True)
    parser.add_argument("--designer", required=True)
    parser.add_argument("--plugins", required=True)
    parser.add_argument("--form", required=True, action="append",
                        help="a form to open; together they use every widget")
    args = parser.parse_args()

    home = tempfile.mkdtemp(prefix="impetus-designer-")
    env = dict(os.environ)
    env.update({
        "QT_QPA_PLATFORM": "xcb",  # a real window system, whatever ctest's environment says
        "QT_PLUGIN_PATH": args.plugins,
        "QT_LOGGING_RULES": "impetus.designer.debug=true",
        "HOME": home,  # fresh Designer settings: no remembered state, no dialogs
        "XDG_CONFIG_HOME": os.path.join(home, "config"),
        "XDG_RUNTIME_DIR": home,
    })
    command = [args.xvfb_run, "-a", "-s", "-screen 0 1600x1000x24", args.designer, *args.form]

    designer = subprocess.Popen(command, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                                stderr=subprocess.STDOUT, text=True, start_new_session=True)
    lines = queue.Queue()
    threading.Thread(target=lambda: [lines.put(line) for line in designer.stdout] + [lines.put(None)],
                     daemon=True).start()

    log = []
    alive = False
    loaded = False
    initialised = set()
    created = set()
    deadline = time.monotonic() + TIMEOUT
    try:
        while time.monotonic() < deadline and not (loaded and initialised == created == set(WIDGETS)):
            try:
                line = lines.get(timeout=0.5)
            except queue.Empty:
                continue
            if line is None:
                break
            log.append(line.rstrip("\n"))
            if "impetus.designer" not in line and "Impetus" not in line:
                continue
            loaded |= ("loaded with %d widgets" % len(WIDGETS)) in line
            for widget in WIDGETS:
                if "initialised " + widget in line:
                    initialised.add(widget)
                # Instances in the form have it for parent; Designer also makes
                # parentless ones to learn the default property values.
                if "creating " + widget + " in" in line and any(form in line for form in FORMS):
                    created.add(widget)
        if loaded and initialised == created == set(WIDGETS):
            time.sleep(ALIVE)
            alive = designer.poll() is None
    finally:
        if designer.poll() is None:
            os.killpg(designer.pid, signal.SIGTERM)
            try:
                designer.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(designer.pid, signal.SIGKILL)
                designer.wait()
        shutil.rmtree(home, ignore_errors=True)

    failures = []
    if not loaded:
        failures.append("Designer did not load the Impetus plugin collection")
    for widget in WIDGETS:
        if widget not in initialised:
            failures.append("Designer did not initialise " + widget)
        if widget not in created:
            failures.append("Designer did not create " + widget + " in the form")
    if not alive and not failures:
        failures.append("Designer stopped within %d s of opening the form" % ALIVE)
    for line in log:
        if "impetusdesigner" in line and ("Cannot load" in line or "not a valid" in line):
            failures.append("Designer: " + line)
    print("\n".join(line for line in log if "impetus" in line.lower()))
    for failure in failures:
        print("FAIL: " + failure)
    if failures:
        print("--- Designer's output ---")
        print("\n".join(log))
        return 1
    print("Designer loaded the plugin, initialised and created %d widgets" % len(WIDGETS))
    return 0


if __name__ == "__main__":
    sys.exit(main())
