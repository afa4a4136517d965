// SPDX-License-Identifier: MIT
// The widgets Designer offers: what its widget box, tooltips and "What's This" say, the
// include file uic writes, and the properties a widget dropped on a form starts with.
#include "impetusdesignerplugin.h"

#include <impetus/motioneditor.h>
#include <impetus/motionplot.h>
#include <impetus/motionpreview.h>
#include <impetus/motionstackedwidget.h>

#include <iterator>

namespace Impetus {

namespace {

template<typename Widget> QWidget *create(QWidget *parent)
{
    return new Widget(parent);
}

} // namespace

// The motion, a spec or a preset name, is one line of text that is never translated: the
// .ui writes it with notr="true", and uic sets it in setupUi().
#define IMPETUS_MOTION_PROPERTY(className) IMPETUS_CUSTOM_WIDGET(className, "")
// extra: more of the <customwidget>, such as the class it extends.
#define IMPETUS_CUSTOM_WIDGET(className, extra)                                                                        \
    " <customwidgets>\n"                                                                                               \
    "  <customwidget>\n"                                                                                               \
    "   <class>" className "</class>\n" extra "   <propertyspecifications>\n"                                          \
    "    <tooltip name=\"motion\">A motion spec, such as spring(duration: 0.5, bounce: 0.3) or "                       \
    "bounce(restitution: 0.6), or a preset name, such as swiftui.bouncy</tooltip>\n"                                   \
    "    <stringpropertyspecification name=\"motion\" notr=\"true\" type=\"singleline\"/>\n"                           \
    "   </propertyspecifications>\n"                                                                                   \
    "  </customwidget>\n"                                                                                              \
    " </customwidgets>\n"                                                                                              \
    "</ui>\n"

const DesignerWidget DesignerWidgets[] = {
    {
            "Impetus::MotionPlot",
            "impetus/motionplot.h",
            "Position over time of a spring, decay, gravity, bounce or fling motion",
            "Plots a physical motion exactly: position over time, with overshoot and bounces, "
            "the target and the settle time marked, the velocity optionally. Type the motion as "
            "a spec or a preset name (motion: swiftui.bouncy, bounce(restitution: 0.6), "
            "android.fling, ...), or choose the model with modelType and set its parameters "
            "(stiffness, dampingRatio, duration, bounce, lambda, acceleration, gravity, "
            "restitution, friction, density, ...).",
            R"(<ui language="c++" displayname="Motion Plot">
 <widget class="Impetus::MotionPlot" name="motionPlot">
  <property name="geometry">
   <rect><x>0</x><y>0</y><width>320</width><height>200</height></rect>
  </property>
  <property name="motion">
   <string notr="true">swiftui.bouncy</string>
  </property>
  <property name="showSettleTime">
   <bool>true</bool>
  </property>
 </widget>
)" IMPETUS_MOTION_PROPERTY("Impetus::MotionPlot"),
            create<MotionPlot>,
            [] {
                auto *plot = new MotionPlot;
                plot->setDampingRatio(0.25);
                return static_cast<QWidget *>(plot);
            },
    },
    {
            "Impetus::MotionPreview",
            "impetus/motionpreview.h",
            "Plays a spring, decay, gravity, bounce or fling motion in a loop",
            "Animates a ball or a box with the motion's own animation class, looping; click it "
            "to play or pause. Its properties are those of MotionPlot, plus playing, looping, "
            "loopPause, marker and orientation.",
            R"(<ui language="c++" displayname="Motion Preview">
 <widget class="Impetus::MotionPreview" name="motionPreview">
  <property name="geometry">
   <rect><x>0</x><y>0</y><width>320</width><height>64</height></rect>
  </property>
  <property name="motion">
   <string notr="true">swiftui.bouncy</string>
  </property>
  <property name="playing">
   <bool>true</bool>
  </property>
 </widget>
)" IMPETUS_MOTION_PROPERTY("Impetus::MotionPreview"),
            create<MotionPreview>,
            [] {
                auto *preview = new MotionPreview;
                preview->setModelType(AbstractMotionWidget::Bounce);
                preview->setOrientation(Qt::Vertical);
                preview->setCurrentTime(0.15);
                return static_cast<QWidget *>(preview);
            },
    },
    {
            "Impetus::MotionEditor",
            "impetus/motioneditor.h",
            "Choose a physical motion with sliders and see it plotted and played",
            "A model selector, the presets, the spec as text, sliders and spin boxes with units "
            "for every parameter, a MotionPlot and a MotionPreview. Read the result back with "
            "motionSpec() (for any layer: springIntoView(panel, Qt::LeftEdge, "
            "editor->motionSpec())), motion(), easing(), easingCurve() or createAnimation().",
            R"(<ui language="c++" displayname="Motion Editor">
 <widget class="Impetus::MotionEditor" name="motionEditor">
  <property name="geometry">
   <rect><x>0</x><y>0</y><width>640</width><height>360</height></rect>
  </property>
  <property name="modelType">
   <enum>Impetus::AbstractMotionWidget::Spring</enum>
  </property>
 </widget>
)" IMPETUS_MOTION_PROPERTY("Impetus::MotionEditor"),
            create<MotionEditor>,
            [] {
                auto *plot = new MotionPlot;
                plot->setModelType(AbstractMotionWidget::Bounce);
                return static_cast<QWidget *>(plot);
            },
    },
    {
            "Impetus::MotionStackedWidget",
            "impetus/motionstackedwidget.h",
            "A QStackedWidget whose pages slide, spring, grow or fade in with a physical motion",
            "A QStackedWidget (addWidget, insertWidget, currentIndex, currentChanged, ...) whose "
            "page changes move: the pages slide side by side (transition Slide, along "
            "orientation), or the new page grows (Scale) or fades in (Fade), with motion, a spec "
            "or a preset name. A change during a transition turns it around, keeping its "
            "velocity. Add, delete and reorder pages from its context menu, as for a "
            "QStackedWidget; Form > Preview plays the transitions.",
            R"(<ui language="c++" displayname="Motion Stacked Widget">
 <widget class="Impetus::MotionStackedWidget" name="motionStackedWidget">
  <property name="geometry">
   <rect><x>0</x><y>0</y><width>320</width><height>240</height></rect>
  </property>
  <property name="motion">
   <string notr="true">impetus.springIntoView</string>
  </property>
  <widget class="QWidget" name="page"/>
  <widget class="QWidget" name="page_2"/>
 </widget>
)" IMPETUS_CUSTOM_WIDGET("Impetus::MotionStackedWidget",
                         "   <extends>QStackedWidget</extends>\n"
                         "   <addpagemethod>addWidget</addpagemethod>\n"),
            create<MotionStackedWidget>,
            [] {
                auto *preview = new MotionPreview;
                preview->setMarker(MotionPreview::Box);
                preview->setDampingRatio(0.4);
                preview->setCurrentTime(0.12);
                return static_cast<QWidget *>(preview);
            },
            true,
    },
};

const int DesignerWidgetCount = int(std::size(DesignerWidgets));

} // namespace Impetus
