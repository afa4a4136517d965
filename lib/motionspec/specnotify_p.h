// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SPECNOTIFY_P_H
#define IMPETUS_SPECNOTIFY_P_H

// Shared by the animations (lib/) and the QML types (qml/), whose properties are a spec's
// parameters by name: the notifications a change of spec owes.

#include <impetus/motionspec.h>

#include <QtCore/qmetaobject.h>
#include <QtCore/qobject.h>
#include <QtCore/qset.h>

#include <cmath>

namespace Impetus::Detail {

// Emits the notify signal of every property of object, from property index first on, whose
// spec parameter of the same name changed value from before to after (each signal once).
inline void notifyChangedParameters(QObject *object, int first, const MotionSpec &before, const MotionSpec &after)
{
    const QMetaObject *meta = object->metaObject();
    QSet<int> emitted;
    for (int i = first; i < meta->propertyCount(); ++i) {
        const QMetaProperty property = meta->property(i);
        const double a = before.value(property.name());
        const double b = after.value(property.name());
        if (a == b || (std::isnan(a) && std::isnan(b)) || !property.hasNotifySignal()
            || emitted.contains(property.notifySignalIndex())) {
            continue;
        }
        emitted.insert(property.notifySignalIndex());
        property.notifySignal().invoke(object, Qt::DirectConnection);
    }
}

} // namespace Impetus::Detail

#endif
