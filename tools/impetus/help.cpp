// SPDX-License-Identifier: MIT
#include "help.h"

#include "models.h"

namespace Impetus::Tool {

QString helpText()
{
    QString models;
    QString previous;
    for (const Form &form : forms()) {
        QString options;
        for (const QString &name : form.required)
            options += option(name) + QLatin1String("=... ");
        for (const QString &name : form.optional)
            options += QLatin1Char('[') + option(name) + QLatin1String("=...] ");
        models += QLatin1String("  ") + (form.model == previous ? QString(7, QLatin1Char(' ')) : form.model.leftJustified(7))
                + QLatin1Char(' ') + options.trimmed() + QLatin1String("\n          ") + form.description
                + QLatin1Char('\n');
        previous = form.model;
    }
    return QLatin1String(
                   "impetus - exact, closed-form motion curves (Impetus " IMPETUS_VERSION ")\n"
                   "\n"
                   "Usage:\n"
                   "  impetus sample <model> <model options> --at=T1,T2,... [--tolerance=E]\n"
                   "  impetus sample <model> <model options> --samples=N [--until=T] [--tolerance=E]\n"
                   "  impetus solve decay <end conditions>\n"
                   "  impetus info <model> <model options> [--tolerance=E]\n"
                   "  impetus export <model> <model options> --format=F [--tolerance=E] [--reach=X]\n"
                   "  impetus --help | impetus help | impetus --version\n"
                   "\n"
                   "Options are written --name=VALUE. Numbers are decimals in the C locale (1, -2.5,\n"
                   "1e-3); nan and inf are refused. Units: seconds, positions in any unit L, L/s, L/s^2.\n"
                   "\n"
                   "Models (each line is one way to give the model; x0 and v0 default to 0):\n")
            + models
            + QLatin1String(
                   "\n"
                   "  A spring's x0 is its displacement from the rest position 0. A bounce's ground is\n"
                   "  at 0 and gravity is negative; --max-bounces=N lets the ball rebound N times and\n"
                   "  rest at its next landing (without it, it rests at the Zeno time for restitution\n"
                   "  < 1, and bounces for ever for restitution 1).\n"
                   "\n"
                   "sample\n"
                   "  Prints CSV: the header t,position,velocity, then one row per time, numbers with\n"
                   "  17 significant digits (they read back exactly).\n"
                   "  --at=T1,T2,...   the times; negative times are allowed except for a bounce.\n"
                   "  --samples=N      N evenly spaced times from 0 to --until inclusive (N = 1: t = 0).\n"
                   "  --until=T        the last time (> 0); by default the settle time, so a motion\n"
                   "                   that never settles needs it.\n"
                   "  --tolerance=E    the distance from the final position that counts as at rest\n"
                   "                   (> 0, in L; default 0.001).\n"
                   "\n"
                   "solve decay\n"
                   "  Solves an exponential decay (dv/dt = -lambda v) from end conditions, through the\n"
                   "  Lambert W function. Prints key=value lines:\n"
                   "  --x0 --xT --vT --duration    v0=...      lambda=...\n"
                   "  --x0 --xT --v0 --duration    vT=...      lambda=...\n"
                   "  --x0 --x1 --v0 --v1          lambda=...  duration=...\n"
                   "  Velocities must have the sign of the displacement; lambda < 0 (growth) is\n"
                   "  returned when the data ask for it.\n"
                   "\n"
                   "info\n"
                   "  Prints key=value lines: the model, its parameters in every parameterisation,\n"
                   "  the spring regime (undamped, underdamped, critically-damped, overdamped),\n"
                   "  final_position, settle_time (never, when it does not settle) and more.\n"
                   "\n"
                   "export\n"
                   "  Writes the motion normalised to an easing curve, from its start (0) to its end\n"
                   "  (1), over the physical duration: until it settles within --tolerance (a fraction\n"
                   "  of the distance, default 0.001), or with --reach=X until it first reaches X (the\n"
                   "  way to end a gravity or decay). --format is one of\n"
                   "    css         transition-duration and a linear() timing function within --tolerance\n"
                   "    qml-bezier  duration and easing.bezierCurve (at most 10 cubic segments, Qt 6.4's\n"
                   "                limit), with its maximum error\n"
                   "    timeline    a Qt Quick Timeline KeyframeGroup, frames in milliseconds\n"
                   "    json        the model, the normalisation and linear() points\n"
                   "    csv         t,position,velocity over the duration (--samples=N, default 101)\n"
                   "    svg         a plot of position over time, the settle time and tolerance marked,\n"
                   "                animated: a dot runs along the curve in real time\n"
                   "\n"
                   "Errors\n"
                   "  An invalid, missing, unknown or unparsable option, or a sample beyond the range\n"
                   "  of doubles, prints one line on stderr naming the option, the rule and the value\n"
                   "  given, prints nothing on stdout, and exits with status 2.\n"
                   "\n"
                   "Examples\n"
                   "  impetus sample spring --mass=1 --stiffness=100 --damping=4 --x0=1 --v0=0 --at=0,0.1,0.2\n"
                   "  impetus sample bounce --height=300 --restitution=0.6 --gravity=-2000 --samples=50\n"
                   "  impetus solve decay --x0=0 --xT=100 --vT=10 --duration=1\n"
                   "  impetus info spring --duration=0.5 --bounce=0.3 --x0=1\n"
                   "  impetus export bounce --height=1 --restitution=0.5 --gravity=-9.81 --format=css\n");
}

} // namespace Impetus::Tool
