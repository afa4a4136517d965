// SPDX-License-Identifier: MIT
// A throw made of real mouse events, with the timestamps a pointer would give them: what the
// examples do at start so that they move before you touch them (a SnapDrag reads the
// release velocity from the events' timestamps, not from a clock of its own).
#ifndef IMPETUS_EXAMPLES_THROWWIDGET_H
#define IMPETUS_EXAMPLES_THROWWIDGET_H

#include <QtCore/QPointF>
#include <QtGui/QMouseEvent>
#include <QtWidgets/QApplication>
#include <QtWidgets/QWidget>

namespace ExampleThrow {

// Presses widget at `from` (its coordinates) at time startMs, moves dx px along x every 8 ms
// for `moves` moves (dx / 0.008 px/s), and lets go there.
inline void throwWidget(QWidget *widget, QPointF from, double dx, int moves, quint64 startMs)
{
    const QPointF global = widget->mapToGlobal(from);
    const auto send = [widget](QEvent::Type type, QPointF at, quint64 ms) {
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, widget->mapFromGlobal(at), at, button, held, Qt::NoModifier);
        event.setTimestamp(ms);
        QApplication::sendEvent(widget, &event);
    };
    send(QEvent::MouseButtonPress, global, startMs);
    for (int i = 1; i <= moves; ++i)
        send(QEvent::MouseMove, global + QPointF(dx * i, 0), startMs + 8 * i);
    send(QEvent::MouseButtonRelease, global + QPointF(dx * moves, 0), startMs + 8 * moves);
}

} // namespace ExampleThrow

#endif
