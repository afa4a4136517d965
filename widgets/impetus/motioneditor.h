// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONEDITOR_H
#define IMPETUS_MOTIONEDITOR_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

class MotionPlot;
class MotionPreview;

/*!
    Choose a model and its parameters and see the motion: a model selector, a slider and a
    spin box (with its unit) for each parameter of the model chosen and for the distance,
    start velocity and tolerance, a MotionPlot and a MotionPreview. A spring is set either
    by its duration and bounce (SwiftUI's parameters) or by its stiffness, damping ratio
    and mass (springParameters, also a selector under the model's). The sliders are
    logarithmic for scale parameters (stiffness, mass, lambda, accelerations, tolerance);
    the spin boxes take any value, and a value a model refuses is shown with its message
    under the controls.

    The editor is an AbstractMotionWidget: its properties are the motion (set them, or
    read back motion(), easing() or easingCurve(), or createAnimation()), and every
    control, the plot and the preview follow them. The controls are named after the
    properties they edit ("stiffnessSlider", "stiffnessSpinBox", "modelTypeComboBox",
    "springParametersComboBox").
*/
class IMPETUS_WIDGETS_EXPORT MotionEditor : public AbstractMotionWidget
{
    Q_OBJECT
    Q_PROPERTY(SpringParameters springParameters READ springParameters WRITE setSpringParameters
                       NOTIFY springParametersChanged)

public:
    /*! Which parameters of a spring the editor shows; both describe the same spring. */
    enum SpringParameters { DurationAndBounce, StiffnessAndDamping };
    Q_ENUM(SpringParameters)

    explicit MotionEditor(QWidget *parent = nullptr);
    ~MotionEditor() override;

    SpringParameters springParameters() const;
    void setSpringParameters(SpringParameters parameters);

    MotionPlot *plot() const;
    MotionPreview *preview() const;

Q_SIGNALS:
    void springParametersChanged();

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
