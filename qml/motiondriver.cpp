// SPDX-License-Identifier: MIT
#include "motiondriver.h"

namespace Impetus::Qml {

QuickMotionDriver::QuickMotionDriver(QObject *parent) : Impetus::MotionDriver(parent)
{
}

} // namespace Impetus::Qml
