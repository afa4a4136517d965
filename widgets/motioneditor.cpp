// SPDX-License-Identifier: MIT
#include "motioneditor.h"

#include "motionplot.h"
#include "motionpreview.h"

#include <QtCore/qmetaobject.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qgridlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qslider.h>
#include <QtWidgets/qspinbox.h>

#include <cmath>

namespace Impetus {

namespace {

constexpr int AnyModel = -1;
constexpr int AnyParameters = -1;
constexpr int SliderSteps = 1000;
constexpr double SpinLimit = 1e9;

// One row of controls per parameter. The slider covers a useful range; the spin box
// takes anything from the lower bound up, so a refused value can be typed and explained.
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
    int model;
    int parameters; // the spring parameterisation that shows it
};

const Parameter Parameters[] = {
    { "springDuration", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Duration"), " s", 0.05, 5, 0, 3, true, AbstractMotionWidget::Spring, MotionEditor::DurationAndBounce },
    { "springBounce", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Bounce"), "", -0.9, 1, -1, 2, false, AbstractMotionWidget::Spring, MotionEditor::DurationAndBounce },
    { "stiffness", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Stiffness"), " /s²", 1, 10000, 0, 1, true, AbstractMotionWidget::Spring, MotionEditor::StiffnessAndDamping },
    { "dampingRatio", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Damping ratio"), "", 0, 3, -SpinLimit, 3, false, AbstractMotionWidget::Spring, MotionEditor::StiffnessAndDamping },
    { "mass", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Mass"), "", 0.05, 20, 0, 2, true, AbstractMotionWidget::Spring, MotionEditor::StiffnessAndDamping },
    { "lambda", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Decay rate"), " /s", 0.1, 50, 0, 2, true, AbstractMotionWidget::Decay, AnyParameters },
    { "acceleration", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Acceleration"), " px/s²", 10, 50000, 0, 0, true, AbstractMotionWidget::Gravity, AnyParameters },
    { "gravity", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Gravity"), " px/s²", 10, 50000, 0, 0, true, AbstractMotionWidget::Bounce, AnyParameters },
    { "restitution", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Restitution"), "", 0, 1, 0, 2, false, AbstractMotionWidget::Bounce, AnyParameters },
    { "maxBounces", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Max. bounces"), "", -1, 30, -1, 0, false, AbstractMotionWidget::Bounce, AnyParameters },
    { "distance", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Distance"), " px", -1000, 1000, -SpinLimit, 0, false, AnyModel, AnyParameters },
    { "velocity", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Start velocity"), " px/s", -5000, 5000, -SpinLimit, 0, false, AnyModel, AnyParameters },
    { "tolerance", QT_TRANSLATE_NOOP("Impetus::MotionEditor", "Tolerance"), " px", 0.01, 10, 0, 2, true, AnyModel, AnyParameters },
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

    MotionEditor *const q;
    SpringParameters springParameters = DurationAndBounce;
    QComboBox *modelType;
    QComboBox *springParametersBox;
    QList<Row> rows;
    QLabel *error;
    MotionPlot *plot;
    MotionPreview *preview;
};

MotionEditor::Private::Private(MotionEditor *q)
    : q(q),
      modelType(new QComboBox(q)),
      springParametersBox(new QComboBox(q)),
      error(new QLabel(q)),
      plot(new MotionPlot(q)),
      preview(new MotionPreview(q))
{
    modelType->setObjectName(QStringLiteral("modelTypeComboBox"));
    const QMetaEnum types = QMetaEnum::fromType<ModelType>();
    for (int i = 0; i < types.keyCount(); ++i)
        modelType->addItem(MotionEditor::tr(types.key(i)), types.value(i));
    QObject::connect(modelType, &QComboBox::activated, q, [this](int index) {
        this->q->setModelType(ModelType(modelType->itemData(index).toInt()));
    });

    springParametersBox->setObjectName(QStringLiteral("springParametersComboBox"));
    springParametersBox->addItem(MotionEditor::tr("Duration and bounce"), DurationAndBounce);
    springParametersBox->addItem(MotionEditor::tr("Stiffness and damping"), StiffnessAndDamping);
    QObject::connect(springParametersBox, &QComboBox::activated, q, [this](int index) {
        this->q->setSpringParameters(SpringParameters(springParametersBox->itemData(index).toInt()));
    });

    auto *controls = new QGridLayout;
    controls->setColumnStretch(1, 1);
    auto *modelLabel = new QLabel(MotionEditor::tr("Model"), q);
    modelLabel->setBuddy(modelType);
    controls->addWidget(modelLabel, 0, 0);
    controls->addWidget(modelType, 0, 1, 1, 2);
    controls->addWidget(springParametersBox, 1, 1, 1, 2);
    for (const Parameter &parameter : Parameters) {
        const QString name = QLatin1String(parameter.property);
        Row row{ &parameter, new QLabel(MotionEditor::tr(parameter.label), q),
                 new QSlider(Qt::Horizontal, q), new QDoubleSpinBox(q) };
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
        QObject::connect(row.spinBox, &QDoubleSpinBox::valueChanged, q, [this, &parameter](double value) {
            this->q->setProperty(parameter.property, value);
        });
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

// Every control, the plot and the preview show the editor's properties.
void MotionEditor::Private::sync()
{
    {
        const QSignalBlocker blocker(modelType);
        modelType->setCurrentIndex(modelType->findData(int(q->modelType())));
        const QSignalBlocker parametersBlocker(springParametersBox);
        springParametersBox->setCurrentIndex(springParametersBox->findData(int(springParameters)));
        springParametersBox->setVisible(q->modelType() == Spring);
    }
    for (const Row &row : std::as_const(rows)) {
        const bool shown = (row.parameter->model == AnyModel || row.parameter->model == q->modelType())
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
    for (AbstractMotionWidget *view : { static_cast<AbstractMotionWidget *>(plot),
                                        static_cast<AbstractMotionWidget *>(preview) }) {
        for (const QByteArray &property : AbstractMotionWidget::parameterNames())
            view->setProperty(property, q->property(property));
    }
}

MotionEditor::MotionEditor(QWidget *parent)
    : AbstractMotionWidget(parent), d(std::make_unique<Private>(this))
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
