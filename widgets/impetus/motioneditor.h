// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONEDITOR_H
#define IMPETUS_MOTIONEDITOR_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

class MotionPlot;
class MotionPreview;

/*!
    Choose a motion and see it: a model selector, the presets (MotionSpec::presets(): Material
    3's springs, SwiftUI's, the into-view helpers' defaults), the spec as text to read or
    type, a slider and a spin box (with its unit) for each parameter of the model chosen
    and for the distance, start velocity and tolerance, a MotionPlot and a MotionPreview.
    A spring is set either by its duration and bounce (SwiftUI's parameters) or by its
    stiffness, damping ratio and mass (springParameters, also a selector under the
    model's; choosing a preset or typing a spec shows the ones it is given by). The
    sliders are logarithmic for scale parameters (stiffness, mass, lambda, accelerations,
    a fling's friction and density, tolerance); the spin boxes take any value, and a value
    a model refuses, or a spec that does not parse, is shown with its message under the
    controls.

    The editor is an AbstractMotionWidget: its properties are the motion (set them, or
    read back spec() or motionSpec() for any layer, such as the into-view helpers, or
    motion(), easing(), easingCurve() or createAnimation()), and every control, the plot
    and the preview follow them. The controls are named after the properties they edit
    ("stiffnessSlider", "stiffnessSpinBox", "modelTypeComboBox", "presetComboBox",
    "motionLineEdit", "springParametersComboBox").
*/
class IMPETUS_WIDGETS_EXPORT MotionEditor : public AbstractMotionWidget
{
    Q_OBJECT
    Q_PROPERTY(SpringParameters springParameters READ springParameters WRITE setSpringParameters NOTIFY
                       springParametersChanged)

public:
    /*! Which parameters of a spring the editor shows; both describe the same spring. */
    enum SpringParameters : int { DurationAndBounce, StiffnessAndDamping };
    Q_ENUM(SpringParameters)
    /*! \var MotionEditor::SpringParameters MotionEditor::DurationAndBounce
        duration and bounce, SwiftUI's parameters. The default. */
    /*! \var MotionEditor::SpringParameters MotionEditor::StiffnessAndDamping
        stiffness, dampingRatio and mass. */

    /*! Constructs an editor with parent, showing AbstractMotionWidget's default motion. */
    explicit MotionEditor(QWidget *parent = nullptr);
    /*! Destroys the editor. */
    ~MotionEditor() override;

    /*! Which parameters the controls show for a spring. Default DurationAndBounce. */
    SpringParameters springParameters() const;
    /*! Sets springParameters(): only the controls shown change, not the motion. */
    void setSpringParameters(SpringParameters parameters);

    /*! The editor's plot. Its motion follows the editor's properties (set those on the
        editor); its appearance, such as showVelocity, is yours to set. */
    MotionPlot *plot() const;
    /*! The editor's preview. Its motion follows the editor's properties (set those on the
        editor); how it plays, such as marker or looping, is yours to set. */
    MotionPreview *preview() const;

Q_SIGNALS:
    /*! Emitted when springParameters() changes. */
    void springParametersChanged();

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
