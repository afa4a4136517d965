// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_MOTIONPLOT_H
#define IMPETUS_QML_MOTIONPLOT_H

#include <QtCore/qpointer.h>
#include <QtGui/qcolor.h>
#include <QtQml/qqmlregistration.h>
#include <QtQuick/qquickpainteditem.h>

namespace Impetus::Qml {

class MotionModel;

/*!
    Plots a model's position over time: MotionPlot { model: SpringModel { ... } }.

    The time axis runs from 0 to `duration` seconds (0, the default, is automatic: the
    model's settle time and a tenth more, or 1 s for a motion that never settles); the
    position axis fits the curve and the final position, drawn as a dashed guide. `time`
    (seconds, negative for none, the default) marks the position at that time with a dot,
    for a preview that plays along. The plot follows every change of the model.
*/
class MotionPlot : public QQuickPaintedItem
{
    Q_OBJECT
    Q_PROPERTY(Impetus::Qml::MotionModel *model READ model WRITE setModel NOTIFY modelChanged FINAL)
    Q_PROPERTY(qreal duration READ duration WRITE setDuration NOTIFY durationChanged FINAL)
    Q_PROPERTY(qreal time READ time WRITE setTime NOTIFY timeChanged FINAL)
    Q_PROPERTY(QColor color READ color WRITE setColor NOTIFY colorChanged FINAL)
    Q_PROPERTY(QColor guideColor READ guideColor WRITE setGuideColor NOTIFY guideColorChanged FINAL)
    Q_PROPERTY(qreal lineWidth READ lineWidth WRITE setLineWidth NOTIFY lineWidthChanged FINAL)
    QML_ELEMENT

public:
    explicit MotionPlot(QQuickItem *parent = nullptr);

    MotionModel *model() const;
    void setModel(MotionModel *model);
    qreal duration() const { return m_duration; }
    void setDuration(qreal duration);
    qreal time() const { return m_time; }
    void setTime(qreal time);
    QColor color() const { return m_color; }
    void setColor(const QColor &color);
    QColor guideColor() const { return m_guideColor; }
    void setGuideColor(const QColor &color);
    qreal lineWidth() const { return m_lineWidth; }
    void setLineWidth(qreal width);

    /*! The time span plotted, seconds: duration, or the automatic one. */
    Q_INVOKABLE qreal timeSpan() const;

    void paint(QPainter *painter) override;

Q_SIGNALS:
    void modelChanged();
    void durationChanged();
    void timeChanged();
    void colorChanged();
    void guideColorChanged();
    void lineWidthChanged();

private:
    struct Range
    {
        double low = -1;
        double high = 1;
    };
    Range positionRange() const;
    QRectF plotArea() const;

    QPointer<MotionModel> m_model;
    QMetaObject::Connection m_connection;
    qreal m_duration = 0;
    qreal m_time = -1;
    QColor m_color = QColor(0x21, 0x96, 0xf3);
    QColor m_guideColor = QColor(0x9e, 0x9e, 0x9e);
    qreal m_lineWidth = 2;
};

} // namespace Impetus::Qml

#endif
