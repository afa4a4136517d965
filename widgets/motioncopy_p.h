// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONCOPY_P_H
#define IMPETUS_MOTIONCOPY_P_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

// Gives to the motion of from, exactly: the spec kept for every model, the one shown (as
// it was written), the distance and the start velocity. (MotionEditor's plot and preview,
// and Designer's Edit Motion dialog.)
inline void copyMotion(const AbstractMotionWidget &from, AbstractMotionWidget *to)
{
    using Widget = AbstractMotionWidget;
    for (const Widget::ModelType kept :
         { Widget::Spring, Widget::Decay, Widget::Gravity, Widget::Bounce, Widget::Fling }) {
        if (kept != from.modelType() && to->spec(kept) != from.spec(kept)) {
            to->setModelType(kept);
            to->setSpec(from.spec(kept));
        }
    }
    to->setModelType(from.modelType());
    if (from.modelType() >= Widget::Spring && from.modelType() <= Widget::Fling) {
        to->setSpec(from.spec());
        if (from.motionSpec() != from.spec().toString()) // a text kept as written
            to->setMotionSpec(from.motionSpec());
    }
    to->setDistance(from.distance());
    to->setStartVelocity(from.startVelocity());
}

} // namespace Impetus

#endif
