// SPDX-License-Identifier: MIT
#ifndef IMPETUS_FORMMOTION_P_H
#define IMPETUS_FORMMOTION_P_H

#include "intoview_p.h"

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

} // namespace Impetus

#endif
