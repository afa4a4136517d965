// SPDX-License-Identifier: MIT
#ifndef IMPETUS_FORMMOTION_H
#define IMPETUS_FORMMOTION_H

#include <impetus/impetuswidgets_export.h>

#include <QtCore/qobject.h>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Impetus {

/*! \class Impetus::FormMotion
    \brief Plays the entrance and exit motions set on a form's widgets, with no animation
    code: one line for the whole application.

        int main(int argc, char **argv)
        {
            QApplication app(argc, argv);
            Impetus::FormMotion::install();
            ...

    A widget is marked with dynamic properties, which Qt Designer's "Motion..." (the task
    menu of every widget, with the Impetus plugin) writes into the .ui and uic sets in
    setupUi(); setProperty() sets them as well:

    Text properties may be QString or QByteArray (the .ui's `<string>` or `<cstring>`;
    Designer writes the latter, which is never translated).

    | property | type | meaning |
    |---|---|---|
    | `impetusEnter` | text | how it enters: `left`, `right`, `top` or `bottom` (from just beyond that edge of its parent), `scale` (from a point, or `scale 0.5` from half its size, about its centre), `fade` (from transparent, or `fade 0.3`), `none` |
    | `impetusEnterMotion` | text | the motion: a spec or a preset name (MotionSpec); empty: `impetus.springIntoView`, or `impetus.scaleIntoView` for a scale |
    | `impetusEnterDelay` | double | seconds between the widget being shown and its motion starting; meanwhile it is drawn where the motion starts |
    | `impetusEnterEveryShow` | bool | enter on every show, not only the first |
    | `impetusExit` | text | where it goes when hidden, in the words of `impetusEnter`; empty: back the way it came in; `none`: hidden at once |
    | `impetusExitMotion` | text | the exit's motion; empty: the entrance's |
    | `impetusScroll` | bool | a scroll area (QAbstractScrollArea: a list, a table, a tree, a text edit, a QScrollArea, a QGraphicsView) scrolls with a KineticScroller, installed when it is first shown and set from the rows below |
    | `impetusScrollMouse` | bool | the left mouse button drags the content too (touch always does) |
    | `impetusScrollMotion` | text | the coast after a release, a decay or fling spec or preset; empty: `ios.scroll.normal` |
    | `impetusScrollSnap` | text | where a release comes to rest: `none` (where the coast ends), `items` (an item view's item edges), `pages`, or vertical positions in pixels apart by spaces (`0 120 480`) |
    | `impetusScrollEdgeMotion` | text | the spring back onto an edge; empty: `swiftui.snappy` |
    | `impetusScrollRubberBand` | double | the rubber band's constant past an edge (> 0); empty: 0.55 |
    | `impetusScrollWheel` | text | the spring a wheel's notches scroll with; empty: `swiftui.snappy`; `none`: the wheel scrolls as the area does |

    Once installed, a marked widget enters the first time it is shown (with its window, or
    on its own), as the into-view helpers bring it in (springIntoView(), fadeIntoView()):
    only its picture moves, and it lands exactly on the place its layout gives it. A
    marked widget that is hidden (hide(), setVisible(false), a Designer connection to
    either) leaves along its exit path, as springOutOfView() and friends do; shown again
    meanwhile, it turns around where it is drawn, keeping its velocity. Windows and
    spontaneous show and hide events (a window minimised or restored) are left alone.

    A scroll area marked `impetusScroll` gets its KineticScroller (KineticScroller::of()
    returns it) when it is first shown, with the marks it has then; the marks are applied
    again on each show, so a property changed meanwhile takes effect at the next.

    A property that is not understood is reported once per widget, naming the widget, the
    property, the rule and the value given; the widget then appears and disappears without
    a motion (a scroll area scrolls with that property's default). Designer's Form > Preview plays the same motions: the plugin installs a
    FormMotion that leaves the form being edited alone (plays()).
*/
class IMPETUS_WIDGETS_EXPORT FormMotion : public QObject
{
    Q_OBJECT

public:
    /*! Installs a FormMotion on the application (QCoreApplication::instance(), which must
        exist), once: a second call returns the first. It belongs to the application. */
    static FormMotion *install();

    /*! A FormMotion that plays nothing until installed as an event filter on the
        application (or on the widgets themselves). */
    explicit FormMotion(QObject *parent = nullptr);
    ~FormMotion() override;

    /*! The names of the dynamic properties read, in the order of the table above. */
    static QList<QByteArray> propertyNames();

protected:
    /*! Whether the motions of widget are played; true. Designer's plugin leaves out the
        widgets of the forms being edited. */
    virtual bool plays(const QWidget *widget) const;

    /*! Starts the entrance of a marked widget on its show event, its exit on its hide
        event; never filters the event out. */
    bool eventFilter(QObject *watched, QEvent *event) override;
};

} // namespace Impetus

#endif
