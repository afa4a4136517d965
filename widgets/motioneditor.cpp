// SPDX-License-Identifier: MIT
#include "motioneditor.h"

#include "motioncopy_p.h"
#include "motionplot.h"
#include "motionpreview.h"

#include <QtCore/qmetaobject.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qgridlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlineedit.h>
#include <QtWidgets/qslider.h>
#include <QtWidgets/qspinbox.h>

#include <cmath>

namespace Impetus {

namespace {

constexpr int AnyParameters = -1;
constexpr int SliderSteps = 1000;
constexpr double SpinLimit = 1e9;

constexpr int modelBit(AbstractMotionWidget::ModelType model)
{
    return 1 << model;
}
constexpr int Springs = modelBit(AbstractMotionWidget::Spring);
constexpr int Flings = modelBit(AbstractMotionWidget::Fling);
constexpr int Settling =
        Springs | modelBit(AbstractMotionWidget::Decay) | modelBit(AbstractMotionWidget::Bounce) | Flings;
constexpr int AnyModel = Settling | modelBit(AbstractMotionWidget::Gravity);

// One row of controls per parameter. The slider covers a useful range (a logarithmic one
// has both ends of one sign: gravity runs from -10 to -50000); the spin box takes
// anything from the lower bound up, so a refused value can be typed and explained.
struct Parameter
{
    const char *property;
    const char *label;
    const char *unit;
    double sliderMinimum;
    double sliderMaximum;
    double spinMinimum;
    int decimals;
    bool logarithmic;
    int models; // modelBit()s of the models that take it
    int parameters; // the spring parameterisation that shows it
};

const Parameter Parameters[] = {
    { "duration", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Duration"), " s", 0.05, 5, 0, 3, true, Springs,
      MotionEditor::DurationAndBounce },
    { "bounce", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Bounce"), "", -0.9, 1, -1, 2, false, Springs,
      MotionEditor::DurationAndBounce },
    { "stiffness", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Stiffness"), " /s²", 1, 10000, 0, 1, true, Springs,
      MotionEditor::StiffnessAndDamping },
    { "dampingRatio", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Damping ratio"), "", 0, 3, -SpinLimit, 3, false,
      Springs, MotionEditor::StiffnessAndDamping },
    { "mass", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Mass"), "", 0.05, 20, 0, 2, true, Springs,
      MotionEditor::StiffnessAndDamping },
    { "lambda", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Decay rate"), " /s", 0.1, 50, 0, 2, true,
      modelBit(AbstractMotionWidget::Decay), AnyParameters },
    { "acceleration", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Acceleration"), " px/s²", -10, -50000, -SpinLimit, 0,
      true, modelBit(AbstractMotionWidget::Gravity), AnyParameters },
    { "gravity", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Gravity"), " px/s²", -10, -50000, -SpinLimit, 0, true,
      modelBit(AbstractMotionWidget::Bounce), AnyParameters },
    { "restitution", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Restitution"), "", 0, 1, 0, 2, false,
      modelBit(AbstractMotionWidget::Bounce), AnyParameters },
    { "maxBounces", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Max. bounces"), "", -1, 30, -1, 0, false,
      modelBit(AbstractMotionWidget::Bounce), AnyParameters },
    { "friction", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Friction"), "", 0.001, 0.5, 0, 4, true, Flings,
      AnyParameters },
    { "density", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Density"), "", 0.5, 5, 0, 2, true, Flings, AnyParameters },
    { "distance", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Distance"), " px", -1000, 1000, -SpinLimit, 0, false,
      AnyModel, AnyParameters },
    { "startVelocity", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Start velocity"), " px/s", -5000, 5000, -SpinLimit,
      0, false, AnyModel, AnyParameters },
    { "tolerance", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Tolerance"), "", 1e-5, 0.1, 0, 5, true, Settling,
      AnyParameters },
};

int sliderPosition(const Parameter &parameter, double value)
{
    const double fraction = parameter.logarithmic
            ? std::log(value / parameter.sliderMinimum) / std::log(parameter.sliderMaximum / parameter.sliderMinimum)
            : (value - parameter.sliderMinimum) / (parameter.sliderMaximum - parameter.sliderMinimum);
    return std::isfinite(fraction) ? int(std::lround(std::clamp(fraction, 0.0, 1.0) * SliderSteps)) : 0;
}

double sliderValue(const Parameter &parameter, int position)
{
    const double fraction = double(position) / SliderSteps;
    return parameter.logarithmic
            ? parameter.sliderMinimum * std::pow(parameter.sliderMaximum / parameter.sliderMinimum, fraction)
            : parameter.sliderMinimum + fraction * (parameter.sliderMaximum - parameter.sliderMinimum);
}

struct Row
{
    const Parameter *parameter;
    QLabel *label;
    QSlider *slider;
    QDoubleSpinBox *spinBox;
};

} // namespace

class MotionEditor::Private
{
public:
    explicit Private(MotionEditor *q);

    void sync();
    void show(const QString &motion);
    int presetIndex() const;

    MotionEditor *const q;
    SpringParameters springParameters = DurationAndBounce;
    QComboBox *modelType;
    QComboBox *preset;
    QLineEdit *motion;
    QComboBox *springParametersBox;
    QList<Row> rows;
    QLabel *error;
    MotionPlot *plot;
    MotionPreview *preview;
};

MotionEditor::Private::Private(MotionEditor *q)
    : q(q), modelType(new QComboBox(q)), preset(new QComboBox(q)), motion(new QLineEdit(q)),
      springParametersBox(new QComboBox(q)), error(new QLabel(q)), plot(new MotionPlot(q)),
      preview(new MotionPreview(q))
{
    modelType->setObjectName(QStringLiteral("modelTypeComboBox"));
    const QMetaEnum types = QMetaEnum::fromType<ModelType>();
    for (int i = 0; i < types.keyCount(); ++i)
        modelType->addItem(MotionEditor::tr(types.key(i)), types.value(i));
    QObject::connect(modelType, &QComboBox::activated, q,
                     [this](int index) { this->q->setModelType(ModelType(modelType->itemData(index).toInt())); });

    // The presets by name, each with its spec as a tooltip; the first item stands for any
    // other motion.
    preset->setObjectName(QStringLiteral("presetComboBox"));
    preset->addItem(MotionEditor::tr("Custom"));
    for (const auto &[name, spec] : MotionSpec::presets()) {
        preset->addItem(name, name);
        preset->setItemData(preset->count() - 1, spec, Qt::ToolTipRole);
    }
    QObject::connect(preset, &QComboBox::activated, q, [this](int index) {
        if (index > 0)
            show(preset->itemData(index).toString());
    });

    motion->setObjectName(QStringLiteral("motionLineEdit"));
    motion->setPlaceholderText(MotionEditor::tr("a spec, such as spring(duration: 0.5, bounce: 0.3), or a preset"));
    QObject::connect(motion, &QLineEdit::editingFinished, q, [this] {
        if (motion->text() != this->q->motionSpec())
            show(motion->text());
    });

    springParametersBox->setObjectName(QStringLiteral("springParametersComboBox"));
    springParametersBox->addItem(MotionEditor::tr("Duration and bounce"), DurationAndBounce);
    springParametersBox->addItem(MotionEditor::tr("Stiffness and damping"), StiffnessAndDamping);
    QObject::connect(springParametersBox, &QComboBox::activated, q, [this](int index) {
        this->q->setSpringParameters(SpringParameters(springParametersBox->itemData(index).toInt()));
    });

    auto *controls = new QGridLayout;
    controls->setColumnStretch(1, 1);
    const auto labelled = [&](const QString &text, QWidget *widget) {
        auto *label = new QLabel(text, q);
        label->setBuddy(widget);
        const int line = controls->rowCount();
        controls->addWidget(label, line, 0);
        controls->addWidget(widget, line, 1, 1, 2);
    };
    labelled(MotionEditor::tr("Model"), modelType);
    labelled(MotionEditor::tr("Preset"), preset);
    labelled(MotionEditor::tr("Motion"), motion);
    controls->addWidget(springParametersBox, controls->rowCount(), 1, 1, 2);
    for (const Parameter &parameter : Parameters) {
        const QString name = QLatin1String(parameter.property);
        Row row{ &parameter, new QLabel(MotionEditor::tr(parameter.label), q), new QSlider(Qt::Horizontal, q),
                 new QDoubleSpinBox(q) };
        row.slider->setObjectName(name + QLatin1String("Slider"));
        row.slider->setRange(0, SliderSteps);
        row.spinBox->setObjectName(name + QLatin1String("SpinBox"));
        row.spinBox->setDecimals(parameter.decimals);
        row.spinBox->setRange(parameter.spinMinimum, SpinLimit);
        row.spinBox->setSuffix(QString::fromUtf8(parameter.unit));
        row.spinBox->setKeyboardTracking(false);
        row.spinBox->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        // One width, for the values the sliders reach rather than what can be typed.
        row.spinBox->setFixedWidth(row.spinBox->fontMetrics().horizontalAdvance(QStringLiteral("-00000.000 px/s²"))
                                   + 40);
        row.slider->setMinimumWidth(60);
        if (qstrcmp(parameter.property, "maxBounces") == 0)
            row.spinBox->setSpecialValueText(MotionEditor::tr("no limit"));
        row.label->setBuddy(row.spinBox);
        const int line = controls->rowCount();
        controls->addWidget(row.label, line, 0);
        controls->addWidget(row.slider, line, 1);
        controls->addWidget(row.spinBox, line, 2);
        QObject::connect(row.slider, &QSlider::valueChanged, q, [this, &parameter](int position) {
            this->q->setProperty(parameter.property, sliderValue(parameter, position));
        });
        QObject::connect(row.spinBox, &QDoubleSpinBox::valueChanged, q,
                         [this, &parameter](double value) { this->q->setProperty(parameter.property, value); });
        rows.append(row);
    }
    error->setObjectName(QStringLiteral("errorLabel"));
    error->setWordWrap(true);
    QFont bold = error->font();
    bold.setBold(true);
    error->setFont(bold);

    auto *left = new QVBoxLayout;
    left->addLayout(controls);
    left->addWidget(error);
    left->addStretch(1);
    auto *right = new QVBoxLayout;
    right->addWidget(plot, 3);
    right->addWidget(preview, 1);
    auto *layout = new QHBoxLayout(q);
    layout->addLayout(left, 2);
    layout->addLayout(right, 3);

    QObject::connect(q, &AbstractMotionWidget::motionChanged, q, [this] { sync(); });
    sync();
}

// A motion chosen as a whole (a preset, a spec typed): a spring is then shown by the
// parameters it was given in.
void MotionEditor::Private::show(const QString &text)
{
    q->setMotionSpec(text);
    const MotionSpec spec = q->spec();
    if (spec.has(u"stiffness"))
        q->setSpringParameters(StiffnessAndDamping);
    else if (spec.has(u"duration"))
        q->setSpringParameters(DurationAndBounce);
}

// The preset shown: the one named, else the first whose spec is the motion's, else
// Custom (0).
int MotionEditor::Private::presetIndex() const
{
    const int named = preset->findData(q->motionSpec());
    if (named > 0)
        return named;
    const MotionSpec spec = q->spec();
    for (int i = 1; i < preset->count(); ++i) {
        if (MotionSpec::parse(preset->itemData(i).toString()) == spec)
            return i;
    }
    return 0;
}

// Every control, the plot and the preview show the editor's motion.
void MotionEditor::Private::sync()
{
    {
        const QSignalBlocker blocker(modelType);
        modelType->setCurrentIndex(modelType->findData(int(q->modelType())));
        const QSignalBlocker presetBlocker(preset);
        preset->setCurrentIndex(presetIndex());
        const QSignalBlocker motionBlocker(motion);
        if (motion->text() != q->motionSpec()) {
            motion->setText(q->motionSpec());
            motion->setCursorPosition(0); // a long spec shows its model
        }
        const QSignalBlocker parametersBlocker(springParametersBox);
        springParametersBox->setCurrentIndex(springParametersBox->findData(int(springParameters)));
        springParametersBox->setVisible(q->modelType() == Spring);
    }
    const int model = q->modelType() >= Spring && q->modelType() <= Fling ? modelBit(q->modelType()) : 0;
    for (const Row &row : std::as_const(rows)) {
        const bool shown = (row.parameter->models == AnyModel || (row.parameter->models & model))
                && (row.parameter->parameters == AnyParameters || row.parameter->parameters == springParameters);
        row.label->setVisible(shown);
        row.slider->setVisible(shown);
        row.spinBox->setVisible(shown);
        const double value = q->property(row.parameter->property).toDouble();
        const QSignalBlocker sliderBlocker(row.slider);
        const QSignalBlocker spinBoxBlocker(row.spinBox);
        row.slider->setValue(sliderPosition(*row.parameter, value));
        row.spinBox->setValue(value);
    }
    error->setText(q->errorString());
    error->setVisible(!q->isValid());
    copyMotion(*q, plot);
    copyMotion(*q, preview);
}

MotionEditor::MotionEditor(QWidget *parent) : AbstractMotionWidget(parent), d(std::make_unique<Private>(this))
{
}

MotionEditor::~MotionEditor() = default;

MotionEditor::SpringParameters MotionEditor::springParameters() const
{
    return d->springParameters;
}

void MotionEditor::setSpringParameters(SpringParameters parameters)
{
    if (parameters == d->springParameters)
        return;
    d->springParameters = parameters;
    d->sync();
    Q_EMIT springParametersChanged();
}

MotionPlot *MotionEditor::plot() const
{
    return d->plot;
}

MotionPreview *MotionEditor::preview() const
{
    return d->preview;
}

} // namespace Impetus
