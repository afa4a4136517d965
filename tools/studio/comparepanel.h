// SPDX-License-Identifier: MIT
#ifndef IMPETUS_STUDIO_COMPAREPANEL_H
#define IMPETUS_STUDIO_COMPAREPANEL_H

#include <impetus/easing.h>

#include <QtCore/qelapsedtimer.h>
#include <QtWidgets/qwidget.h>

class QComboBox;
class QPushButton;
class QSpinBox;
class QTimer;

namespace Impetus::Studio {

class CurvePlot;

/*
    The motion being edited against others on one plot, each with its duration, and played
    side by side (Play): any preset (MotionSpec::presets(): Material 3's springs, SwiftUI's,
    ...) and Qt's own curves (OutElastic, OutBounce, OutBack, OutCubic), which have no
    duration of their own and are given one. All are drawn as progress over time, 0 at the
    start and 1 at the end, whatever their distances.
*/
class ComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ComparePanel(QWidget *parent = nullptr);

    // The motion edited, first on the plot.
    void setEdited(const QString &name, const Easing &easing);
    // "preset:<name>", "qt:<QEasingCurve::Type name>" or "" (none), for each of the two others.
    void setOthers(const QString &first, const QString &second);
    // Milliseconds given to Qt's curves.
    void setQtDuration(int milliseconds);
    CurvePlot *plot() const { return m_plot; }

public Q_SLOTS:
    void play();
    // Shows the motions at seconds from their start (the frame Play shows then).
    void showTime(double seconds);

private:
    void rebuild();
    QString m_name;
    Easing m_easing;
    QComboBox *m_first;
    QComboBox *m_second;
    QSpinBox *m_qtDuration;
    QPushButton *m_play;
    CurvePlot *m_plot;
    QTimer *m_frames;
    QElapsedTimer m_clock;
};

} // namespace Impetus::Studio

#endif
