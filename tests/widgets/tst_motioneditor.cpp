// SPDX-License-Identifier: MIT
// MotionEditor: its controls set its properties, its properties set its controls, the
// plot and the preview show the same motion, and the Motion read back is the model
// built directly from the parameters.
#include <impetus/motioneditor.h>
#include <impetus/motionplot.h>
#include <impetus/motionpreview.h>

#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qslider.h>
#include <QtWidgets/qspinbox.h>

#include <cmath>

using namespace Impetus;

class tst_MotionEditor : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void spinBox_data();
    void spinBox();
    void slider_data();
    void slider();
    void modelSelector_data();
    void modelSelector();
    void springParameters();
    void propertiesDriveControls();
    void error();
};

namespace {

QDoubleSpinBox *spinBoxOf(const MotionEditor &editor, const char *property)
{
    return editor.findChild<QDoubleSpinBox *>(QLatin1String(property) + QLatin1String("SpinBox"));
}

QSlider *sliderOf(const MotionEditor &editor, const char *property)
{
    return editor.findChild<QSlider *>(QLatin1String(property) + QLatin1String("Slider"));
}

const double DefaultStiffness = std::pow(2 * M_PI / 0.5, 2);

QByteArrayList stiffnessAndDamping()
{
    return { "stiffness", "dampingRatio", "mass" };
}

} // namespace

void tst_MotionEditor::spinBox_data()
{
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<double>("value");
    QTest::addColumn<Motion>("expected");

    const auto spring = [](double mass, double stiffness, double zeta, double distance, double velocity) {
        return Motion(Spring::fromDampingRatio(mass, stiffness, zeta).withRestPosition(distance).withStart(0, velocity));
    };
    QTest::newRow("stiffness") << AbstractMotionWidget::Spring << QByteArray("stiffness") << 300.0
                               << spring(1, 300, 0.5, 100, 0);
    QTest::newRow("damping ratio") << AbstractMotionWidget::Spring << QByteArray("dampingRatio") << 0.25
                                   << spring(1, DefaultStiffness, 0.25, 100, 0);
    QTest::newRow("mass") << AbstractMotionWidget::Spring << QByteArray("mass") << 3.0
                          << spring(3, DefaultStiffness, 0.5, 100, 0);
    QTest::newRow("spring bounce") << AbstractMotionWidget::Spring << QByteArray("springBounce") << 0.2
                                   << spring(1, DefaultStiffness, 0.8, 100, 0);
    QTest::newRow("distance") << AbstractMotionWidget::Spring << QByteArray("distance") << -240.0
                              << spring(1, DefaultStiffness, 0.5, -240, 0);
    QTest::newRow("velocity") << AbstractMotionWidget::Spring << QByteArray("velocity") << 1500.0
                              << spring(1, DefaultStiffness, 0.5, 100, 1500);
    // DecayAnimation's rule from rest: the start velocity lambda d, resting on d.
    QTest::newRow("decay rate") << AbstractMotionWidget::Decay << QByteArray("lambda") << 5.0
                                << Motion(ExponentialDecay(0, 500, 5));
    QTest::newRow("acceleration") << AbstractMotionWidget::Gravity << QByteArray("acceleration") << 800.0
                                  << Motion(Gravity(0, 0, 800));
    QTest::newRow("gravity") << AbstractMotionWidget::Bounce << QByteArray("gravity") << 3000.0
                             << Motion(Bounce::fromDrop(100, 0.5, -3000));
    QTest::newRow("restitution") << AbstractMotionWidget::Bounce << QByteArray("restitution") << 0.75
                                 << Motion(Bounce::fromDrop(100, 0.75, -2000));
    QTest::newRow("max bounces") << AbstractMotionWidget::Bounce << QByteArray("maxBounces") << 3.0
                                 << Motion(Bounce::fromDrop(100, 0.5, -2000, 3));
}

// Typing into a spin box sets the property; the Motion read back is the model itself.
void tst_MotionEditor::spinBox()
{
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QByteArray, property);
    QFETCH(double, value);
    QFETCH(Motion, expected);

    MotionEditor editor;
    editor.setModelType(model);
    if (stiffnessAndDamping().contains(property))
        editor.setSpringParameters(MotionEditor::StiffnessAndDamping);
    QDoubleSpinBox *box = spinBoxOf(editor, property);
    QVERIFY(box);
    QVERIFY(box->isVisibleTo(&editor));
    QSignalSpy changed(&editor, &AbstractMotionWidget::motionChanged);
    box->setValue(value);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(editor.property(property).toDouble(), value);
    QCOMPARE(editor.motion(), expected);
    QCOMPARE(editor.plot()->motion(), expected);
    QCOMPARE(editor.preview()->motion(), expected);
}

void tst_MotionEditor::slider_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::newRow("stiffness") << QByteArray("stiffness") << AbstractMotionWidget::Spring;
    QTest::newRow("spring duration") << QByteArray("springDuration") << AbstractMotionWidget::Spring;
    QTest::newRow("damping ratio") << QByteArray("dampingRatio") << AbstractMotionWidget::Spring;
    QTest::newRow("lambda") << QByteArray("lambda") << AbstractMotionWidget::Decay;
    QTest::newRow("restitution") << QByteArray("restitution") << AbstractMotionWidget::Bounce;
    QTest::newRow("tolerance") << QByteArray("tolerance") << AbstractMotionWidget::Gravity;
}

// Sliders move their property over its range, increasing, and the spin box follows.
void tst_MotionEditor::slider()
{
    QFETCH(QByteArray, property);
    QFETCH(AbstractMotionWidget::ModelType, model);
    MotionEditor editor;
    editor.setModelType(model);
    if (stiffnessAndDamping().contains(property))
        editor.setSpringParameters(MotionEditor::StiffnessAndDamping);
    QSlider *bar = sliderOf(editor, property);
    QVERIFY(bar->isVisibleTo(&editor));
    QDoubleSpinBox *box = spinBoxOf(editor, property);
    QVERIFY(bar && box);
    double previous = -qInf();
    for (const int fraction : { 0, 1, 2, 3, 4 }) {
        bar->setValue(bar->minimum() + (bar->maximum() - bar->minimum()) * fraction / 4);
        const double value = editor.property(property).toDouble();
        QVERIFY2(value > previous, qPrintable(QStringLiteral("%1 after %2").arg(value).arg(previous)));
        previous = value;
        QVERIFY(std::fabs(box->value() - value) <= 0.5 * std::pow(10.0, -box->decimals()));
        QVERIFY2(editor.isValid(), qPrintable(editor.errorString()));
    }
}

void tst_MotionEditor::modelSelector_data()
{
    QTest::addColumn<QString>("item");
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::addColumn<QByteArrayList>("shown");
    QTest::addColumn<QByteArrayList>("hidden");
    const QByteArrayList common{ "distance", "velocity", "tolerance" };
    QTest::newRow("spring") << "Spring" << AbstractMotionWidget::Spring
                            << common + QByteArrayList{ "springDuration", "springBounce" }
                            << stiffnessAndDamping() + QByteArrayList{ "lambda", "acceleration", "gravity", "restitution", "maxBounces" };
    QTest::newRow("decay") << "Decay" << AbstractMotionWidget::Decay << common + QByteArrayList{ "lambda" }
                           << QByteArrayList{ "stiffness", "acceleration", "gravity" };
    QTest::newRow("gravity") << "Gravity" << AbstractMotionWidget::Gravity << common + QByteArrayList{ "acceleration" }
                             << QByteArrayList{ "stiffness", "lambda", "restitution" };
    QTest::newRow("bounce") << "Bounce" << AbstractMotionWidget::Bounce
                            << common + QByteArrayList{ "gravity", "restitution", "maxBounces" }
                            << QByteArrayList{ "stiffness", "lambda", "acceleration" };
}

// Choosing a model shows its parameters, and only them.
void tst_MotionEditor::modelSelector()
{
    QFETCH(QString, item);
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QByteArrayList, shown);
    QFETCH(QByteArrayList, hidden);

    MotionEditor editor;
    editor.setModelType(AbstractMotionWidget::ModelType((int(model) + 1) % 4));
    auto *selector = editor.findChild<QComboBox *>(QStringLiteral("modelTypeComboBox"));
    QVERIFY(selector);
    const int index = selector->findText(item);
    QVERIFY(index >= 0);
    selector->setCurrentIndex(index);
    Q_EMIT selector->activated(index); // what a user's choice emits
    QCOMPARE(editor.modelType(), model);
    QCOMPARE(editor.plot()->modelType(), model);
    QCOMPARE(editor.preview()->modelType(), model);
    for (const QByteArray &property : shown)
        QVERIFY2(spinBoxOf(editor, property)->isVisibleTo(&editor), property.constData());
    for (const QByteArray &property : hidden)
        QVERIFY2(!spinBoxOf(editor, property)->isVisibleTo(&editor), property.constData());
}

// A spring is shown by its duration and bounce, or by its stiffness, damping and mass.
void tst_MotionEditor::springParameters()
{
    MotionEditor editor;
    auto *selector = editor.findChild<QComboBox *>(QStringLiteral("springParametersComboBox"));
    QVERIFY(selector);
    QVERIFY(selector->isVisibleTo(&editor));
    QCOMPARE(editor.springParameters(), MotionEditor::DurationAndBounce);
    QSignalSpy changed(&editor, &MotionEditor::springParametersChanged);
    const int index = selector->findText(QStringLiteral("Stiffness and damping"));
    QVERIFY(index >= 0);
    selector->setCurrentIndex(index);
    Q_EMIT selector->activated(index);
    QCOMPARE(editor.springParameters(), MotionEditor::StiffnessAndDamping);
    QCOMPARE(changed.count(), 1);
    for (const QByteArray &property : stiffnessAndDamping())
        QVERIFY2(spinBoxOf(editor, property)->isVisibleTo(&editor), property.constData());
    for (const char *property : { "springDuration", "springBounce" })
        QVERIFY2(!spinBoxOf(editor, property)->isVisibleTo(&editor), property);
    editor.setModelType(AbstractMotionWidget::Decay);
    QVERIFY(!selector->isVisibleTo(&editor));
    for (const QByteArray &property : stiffnessAndDamping())
        QVERIFY(!spinBoxOf(editor, property)->isVisibleTo(&editor));
    editor.setSpringParameters(MotionEditor::DurationAndBounce);
    QCOMPARE(selector->currentIndex(), selector->findText(QStringLiteral("Duration and bounce")));
}

// Setting properties in code (or in Designer) updates every control.
void tst_MotionEditor::propertiesDriveControls()
{
    MotionEditor editor;
    editor.setModelType(AbstractMotionWidget::Bounce);
    editor.setRestitution(0.65);
    editor.setMaxBounces(-1);
    auto *selector = editor.findChild<QComboBox *>(QStringLiteral("modelTypeComboBox"));
    QCOMPARE(selector->currentText(), QStringLiteral("Bounce"));
    QCOMPARE(spinBoxOf(editor, "restitution")->value(), 0.65);
    QCOMPARE(spinBoxOf(editor, "maxBounces")->text(), QStringLiteral("no limit"));
    QCOMPARE(sliderOf(editor, "restitution")->value(),
             qRound(sliderOf(editor, "restitution")->maximum() * 0.65));
    editor.setSpringDuration(0.8);
    QVERIFY(std::fabs(spinBoxOf(editor, "stiffness")->value() - std::pow(2 * M_PI / 0.8, 2)) < 0.05);
    QCOMPARE(editor.plot()->stiffness(), editor.stiffness());
}

void tst_MotionEditor::error()
{
    MotionEditor editor;
    auto *label = editor.findChild<QLabel *>(QStringLiteral("errorLabel"));
    QVERIFY(label);
    QVERIFY(!label->isVisibleTo(&editor));
    spinBoxOf(editor, "stiffness")->setValue(0);
    QVERIFY(label->isVisibleTo(&editor));
    QCOMPARE(label->text(), QStringLiteral("stiffness must be > 0, but got 0"));
    QCOMPARE(editor.plot()->errorString(), label->text());
    spinBoxOf(editor, "stiffness")->setValue(100);
    QVERIFY(!label->isVisibleTo(&editor));
    QVERIFY(editor.plot()->isValid());
}

QTEST_MAIN(tst_MotionEditor)
#include "tst_motioneditor.moc"
