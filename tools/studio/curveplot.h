// SPDX-License-Identifier: MIT
#ifndef IMPETUS_STUDIO_CURVEPLOT_H
#define IMPETUS_STUDIO_CURVEPLOT_H

#include <QtGui/qcolor.h>
#include <QtWidgets/qwidget.h>

#include <functional>

namespace Impetus::Studio {

/*
    Several easings on one plot: progress (0 at the start, 1 at the end, overshoot and
    bounces beyond) over time in seconds, each curve drawn to its own duration and held at
    its end after it, with a legend naming each and its duration. The studio draws the
    exported approximation over the exact curve with it, and the motions it compares.
    A cursor time (Play) marks where each curve is then, with a dot on it and a ball in a
    lane of its own at the right, so that the motions are seen side by side.

    It follows the palette: Base behind, Text for axes and labels, the first curve in
    Highlight, the others in fixed colours that read on light and dark bases.
*/
class CurvePlot : public QWidget
{
    Q_OBJECT

public:
    struct Curve
    {
        QString name;
        double duration = 0; // seconds; the curve is held at value(1) after it
        std::function<double(double progress)> value;
        bool dashed = false;
    };

    explicit CurvePlot(QWidget *parent = nullptr);

    void setCurves(const QList<Curve> &curves);
    QList<Curve> curves() const { return m_curves; }
    // A line of text under the legend (the export's stated error); empty for none.
    void setNote(const QString &note);
    QString note() const { return m_note; }
    // Whether the value axis always spans 0 to 1 (the start and the end of an easing; the
    // default), or only the values the curves take (a plot of errors).
    void setUnitRange(bool unitRange);
    // A band from -band to +band drawn behind the curves (the error stated); 0 for none.
    void setBand(double band);
    double band() const { return m_band; }
    // Seconds from the start marked by the cursor; negative hides it.
    void setCursorTime(double seconds);
    double cursorTime() const { return m_cursor; }
    // The longest duration among the curves (the time the cursor must run to show them all).
    double longestDuration() const;

    QSize sizeHint() const override { return { 420, 260 }; }
    QSize minimumSizeHint() const override { return { 160, 100 }; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QColor colorOf(int index) const;
    QList<Curve> m_curves;
    QString m_note;
    double m_cursor = -1;
    double m_band = 0;
    bool m_unitRange = true;
};

} // namespace Impetus::Studio

#endif
