// SPDX-License-Identifier: MIT
#ifndef IMPETUS_FORMMOTION_P_H
#define IMPETUS_FORMMOTION_P_H

#include "intoview_p.h"

#include <impetus/kineticscroller.h>

#include <functional>

namespace Impetus {

// What the dynamic properties of a widget say about its motions (FormMotion's table):
// read by FormMotion and by Designer's Motion dialog, which also writes them.
struct IMPETUS_WIDGETS_EXPORT FormMarks
{
    ViewPath enter;
    bool enterGiven = false; // impetusEnter set, even to none
    QString enterMotion; // as written; empty for the path's default
    double enterDelay = 0;
    bool enterEveryShow = false;
    ViewPath exit;
    bool exitGiven = false; // impetusExit set: otherwise the exit is the entrance's path
    QString exitMotion;
    // The written motions, parsed once as they are read (null when none is written).
    MotionSpec enterMotionSpec;
    MotionSpec exitMotionSpec;

    // The marks of widget, or those property gives by name; a property that is not
    // understood is left at its default and named in *error.
    static FormMarks read(const QWidget *widget, QString *error);
    static FormMarks read(const std::function<QVariant(const char *)> &property, QString *error);
    // The motions as specs: the one written, or the default of the path.
    MotionSpec enterSpec() const;
    MotionSpec exitSpec() const;
    ViewPath exitPath() const { return exitGiven ? exit : enter; }
};

// What the dynamic properties of a scroll area say about its kinetic scrolling (the
// impetusScroll rows of FormMotion's table): read by FormMotion, which installs a
// KineticScroller with them, and by Designer's Motion dialog, which also writes them.
struct IMPETUS_WIDGETS_EXPORT ScrollMarks
{
    bool scroll = false; // impetusScroll: a KineticScroller is installed
    bool scrollGiven = false; // impetusScroll set, even to false
    bool mouse = false;
    // As written, trimmed; empty for the scroller's default.
    QString motion;
    QString edgeMotion;
    QString wheel; // a spring, or "none": the wheel scrolls as the area does
    KineticScroller::SnapMode snapMode = KineticScroller::NoSnap;
    QList<qreal> snapPositions; // of SnapToPositions
    double rubberBand = 0; // 0: the scroller's default

    // The marks of widget, or those property gives by name; a property that is not
    // understood is left at its default and named in *error.
    static ScrollMarks read(const QWidget *widget, QString *error);
    static ScrollMarks read(const std::function<QVariant(const char *)> &property, QString *error);
    // The names of the properties, in the order of FormMotion's table.
    static QList<QByteArray> propertyNames();
    // The text of impetusScrollSnap for a mode and its positions ("items", "0 120 480").
    static QString snapText(KineticScroller::SnapMode mode, const QList<qreal> &positions);
    // Sets the scroller's properties to the marks (a default for each one not written).
    void apply(KineticScroller *scroller) const;
    // How far (px) the coast of the marks carries a release at velocity (px/s) with no
    // edge near, and when it rests (s), as the scroller plays it.
    std::pair<double, double> coast(double velocity) const;
};

} // namespace Impetus

#endif
