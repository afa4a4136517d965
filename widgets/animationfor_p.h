// SPDX-License-Identifier: MIT
#ifndef IMPETUS_ANIMATIONFOR_P_H
#define IMPETUS_ANIMATIONFOR_P_H

#include <impetus/motionanimation.h>

namespace Impetus {

// A new animation playing spec, of its model's class (so that its parameters are typed
// properties: qobject_cast<SpringAnimation *>), with parent; nullptr for a spec that
// cannot move a value (MotionSpec::placementError()).
inline MotionAnimation *animationFor(const MotionSpec &spec, QObject *parent = nullptr)
{
    if (!spec.placementError().isEmpty())
        return nullptr;
    MotionAnimation *animation = nullptr;
    switch (spec.model()) {
    case Motion::Type::Spring:
        animation = new SpringAnimation(parent);
        break;
    case Motion::Type::ExponentialDecay:
        animation = new DecayAnimation(parent);
        break;
    case Motion::Type::Gravity:
        animation = new GravityAnimation(parent);
        break;
    case Motion::Type::Bounce:
        animation = new BounceAnimation(parent);
        break;
    case Motion::Type::None:
        return nullptr;
    }
    animation->setSpec(spec);
    return animation;
}

} // namespace Impetus

#endif
