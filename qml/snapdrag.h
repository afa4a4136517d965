// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_SNAPDRAG_H
#define IMPETUS_QML_SNAPDRAG_H

#include <impetus/snapaxis.h>

#include <QtCore/qlist.h>
#include <QtCore/qpointer.h>
#include <QtQml/qqmlregistration.h>
#include <QtQuick/qquickitem.h>

namespace Impetus::Detail {
class SnapSession;
}

namespace Impetus::Qml {

// SnapDrag's crossAxis, a grouped property to QML (crossAxis.snapPoints: [...]).
struct SnapAxisForeign
{
    Q_GADGET
    QML_FOREIGN(Impetus::SnapAxis)
    QML_ANONYMOUS
};

/*!
    Makes an item draggable along one axis or both, ending in exact motion onto a snap point: the
    QML face of Impetus::SnapDrag (widgets), with the same rule (Impetus::SnapRule), the
    same names and the same numbers.

        Rectangle {
            id: sheet
            y: 560
            SnapDrag {
                anchors.fill: parent            // where the pointer grabs it
                target: sheet                   // what moves (default: the parent)
                orientation: Qt.Vertical
                snapPoints: [80, 320, 560]
                dismissPoints: [900]
                motion: "swiftui.snappy"
                onSnapped: (index, position) => console.log("detent", index)
            }
        }

    It is an Item that takes the pointer itself (mouse and touch), as MouseArea does, and
    keeps its grab while dragging (a Flickable around it does not steal the drag). The
    target follows the pointer along `orientation` within the bounds (`minimum` and
    `maximum`, or the range of the points), rubber-banding past them over its own extent
    (`rubberBand`, iOS's constant 0.55). On release the velocity from the events' own
    timestamps (Impetus::VelocityTracker) chooses the point (faster than `threshold`, 125
    px/s: the next point in the flick's direction; slower: the point nearest where it
    would coast to under `decelerationRate`, 0.998 per ms), and the target moves there with
    `motion` from where it was released, with the release velocity. Pressing it while it
    moves catches it where it is drawn.

    Both axes: `crossAxis` is the other one (Impetus::SnapAxis), off until
    `crossAxis.enabled`; it has its own `snapPoints`, `dismissPoints`, `minimum`,
    `maximum`, `position`, `moving`, `velocity` and signals, and a release chooses a point
    on each axis from its own part of the release velocity: points on both make a grid
    (a window thrown to the corner it flies towards).

    `position` is the target's x or y. Signals: released(position, velocity, target),
    snapped(index, position), dismissed(index, position). A bad value is refused with a
    warning naming the property, the rule and the value; the previous one is kept.
*/
class SnapDrag : public QQuickItem
{
    Q_OBJECT
    Q_PROPERTY(QQuickItem *target READ target WRITE setTarget NOTIFY targetChanged FINAL)
    Q_PROPERTY(Qt::Orientation orientation READ orientation WRITE setOrientation NOTIFY orientationChanged FINAL)
    Q_PROPERTY(Impetus::SnapAxis *crossAxis READ crossAxis CONSTANT FINAL)
    Q_PROPERTY(QList<qreal> snapPoints READ snapPoints WRITE setSnapPoints NOTIFY snapPointsChanged FINAL)
    Q_PROPERTY(QList<qreal> dismissPoints READ dismissPoints WRITE setDismissPoints NOTIFY dismissPointsChanged FINAL)
    Q_PROPERTY(qreal minimum READ minimum WRITE setMinimum RESET resetMinimum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal maximum READ maximum WRITE setMaximum RESET resetMaximum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal threshold READ threshold WRITE setThreshold NOTIFY thresholdChanged FINAL)
    Q_PROPERTY(
            qreal decelerationRate READ decelerationRate WRITE setDecelerationRate NOTIFY decelerationRateChanged FINAL)
    Q_PROPERTY(qreal rubberBand READ rubberBand WRITE setRubberBand NOTIFY rubberBandChanged FINAL)
    Q_PROPERTY(QString motion READ motion WRITE setMotion NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal position READ position WRITE setPosition NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool dragging READ isDragging NOTIFY draggingChanged FINAL)
    Q_PROPERTY(bool moving READ isMoving NOTIFY movingChanged FINAL)
    Q_PROPERTY(qreal velocity READ velocity NOTIFY velocityChanged FINAL)
    QML_ELEMENT

public:
    explicit SnapDrag(QQuickItem *parent = nullptr);
    ~SnapDrag() override;

    QQuickItem *target() const;
    void setTarget(QQuickItem *target);
    Qt::Orientation orientation() const;
    void setOrientation(Qt::Orientation orientation);
    SnapAxis *crossAxis() const;
    QList<qreal> snapPoints() const;
    void setSnapPoints(const QList<qreal> &points);
    QList<qreal> dismissPoints() const;
    void setDismissPoints(const QList<qreal> &points);
    qreal minimum() const;
    void setMinimum(qreal minimum);
    void resetMinimum();
    qreal maximum() const;
    void setMaximum(qreal maximum);
    void resetMaximum();
    qreal threshold() const;
    void setThreshold(qreal pixelsPerSecond);
    qreal decelerationRate() const;
    void setDecelerationRate(qreal perMillisecond);
    qreal rubberBand() const;
    void setRubberBand(qreal constant);
    QString motion() const;
    void setMotion(const QString &spec);
    qreal position() const;
    void setPosition(qreal position);
    bool isDragging() const;
    bool isMoving() const;
    /*! The target's velocity along the axis while it moves (px/s), 0 at rest. */
    qreal velocity() const;

    /*! Moves the target to position with `motion`, leaving with velocity (px/s). */
    Q_INVOKABLE void moveTo(qreal position, qreal velocity = 0);

Q_SIGNALS:
    void targetChanged();
    void orientationChanged();
    void snapPointsChanged();
    void dismissPointsChanged();
    void boundsChanged();
    void thresholdChanged();
    void decelerationRateChanged();
    void rubberBandChanged();
    void motionChanged();
    void positionChanged();
    void draggingChanged();
    void movingChanged();
    void velocityChanged();
    void released(qreal position, qreal velocity, qreal target);
    void snapped(int index, qreal position);
    void dismissed(int index, qreal position);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void mouseUngrabEvent() override;
    void touchEvent(QTouchEvent *event) override;
    void touchUngrabEvent() override;
    void itemChange(ItemChange change, const ItemChangeData &data) override;

private:
    QQuickItem *moved() const;
    void watch(QQuickItem *item);

    Detail::SnapSession *m_session;
    QPointer<QQuickItem> m_target;
    QMetaObject::Connection m_xWatch;
    QMetaObject::Connection m_yWatch;
    int m_touchId = -1;
};

} // namespace Impetus::Qml

#endif
