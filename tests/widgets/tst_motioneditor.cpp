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
#include <QtWidgets/qlineedit.h>
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
    void presets();
    void motionText();
    void fling();
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
    QTest::addColumn<QVariantMap>("before"); // properties set first
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<double>("value");
    QTest::addColumn<Motion>("expected");

    const auto spring = [](double mass, double stiffness, double zeta, double distance, double velocity) {
        return Motion(
                Spring::fromDampingRatio(mass, stiffness, zeta).withRestPosition(distance).withStart(0, velocity));
    };
    const QVariantMap underdamped{ { "dampingRatio", 0.5 } };
    QTest::newRow("stiffness") << AbstractMotionWidget::Spring << underdamped << QByteArray("stiffness") << 300.0
                               << spring(1, 300, 0.5, 100, 0);
    QTest::newRow("damping ratio") << AbstractMotionWidget::Spring << QVariantMap() << QByteArray("dampingRatio")
                                   << 0.25 << spring(1, DefaultStiffness, 0.25, 100, 0);
    // A spring given by its stiffness keeps it when the mass changes; one given by its
    // duration keeps that.
    QTest::newRow("mass") << AbstractMotionWidget::Spring
                          << QVariantMap{ { "stiffness", DefaultStiffness }, { "dampingRatio", 0.5 } }
                          << QByteArray("mass") << 3.0 << spring(3, DefaultStiffness, 0.5, 100, 0);
    QTest::newRow("mass, spring given by its duration")
            << AbstractMotionWidget::Spring << QVariantMap{ { "duration", 0.5 }, { "dampingRatio", 0.5 } }
            << QByteArray("mass") << 3.0 << spring(3, 3 * DefaultStiffness, 0.5, 100, 0);
    QTest::newRow("spring bounce") << AbstractMotionWidget::Spring << QVariantMap() << QByteArray("bounce") << 0.2
                                   << spring(1, DefaultStiffness, 0.8, 100, 0);
    QTest::newRow("spring duration") << AbstractMotionWidget::Spring << underdamped << QByteArray("duration") << 0.25
                                     << spring(1, 4 * DefaultStiffness, 0.5, 100, 0);
    QTest::newRow("distance") << AbstractMotionWidget::Spring << underdamped << QByteArray("distance") << -240.0
                              << spring(1, DefaultStiffness, 0.5, -240, 0);
    QTest::newRow("start velocity") << AbstractMotionWidget::Spring << underdamped << QByteArray("startVelocity")
                                    << 1500.0 << spring(1, DefaultStiffness, 0.5, 100, 1500);
    // DecayAnimation's rule from rest: the start velocity lambda d, resting on d.
    QTest::newRow("decay rate") << AbstractMotionWidget::Decay << QVariantMap() << QByteArray("lambda") << 5.0
                                << Motion(ExponentialDecay(0, 500, 5));
    // Towards the distance, whatever the sign: the model's acceleration is +800 here.
    QTest::newRow("acceleration") << AbstractMotionWidget::Gravity << QVariantMap() << QByteArray("acceleration")
                                  << -800.0 << Motion(Gravity(0, 0, 800));
    QTest::newRow("gravity") << AbstractMotionWidget::Bounce << QVariantMap() << QByteArray("gravity") << -3000.0
                             << Motion(Bounce::fromDrop(100, 0.5, -3000));
    QTest::newRow("restitution") << AbstractMotionWidget::Bounce << QVariantMap() << QByteArray("restitution") << 0.75
                                 << Motion(Bounce::fromDrop(100, 0.75, -2000));
    QTest::newRow("max bounces") << AbstractMotionWidget::Bounce << QVariantMap() << QByteArray("maxBounces") << 3.0
                                 << Motion(Bounce::fromDrop(100, 0.5, -2000, 3));
    // From rest: released at the velocity that comes to rest on the distance.
    QTest::newRow("friction") << AbstractMotionWidget::Fling << QVariantMap() << QByteArray("friction") << 0.03
                              << Motion(Fling::fromDistance(0, 100, 0.03, 1));
    QTest::newRow("density") << AbstractMotionWidget::Fling << QVariantMap{ { "distance", -300.0 } }
                             << QByteArray("density") << 2.5 << Motion(Fling::fromDistance(0, -300, 0.015, 2.5));
}

// Typing into a spin box sets the property; the Motion read back is the model itself.
void tst_MotionEditor::spinBox()
{
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QVariantMap, before);
    QFETCH(QByteArray, property);
    QFETCH(double, value);
    QFETCH(Motion, expected);

    MotionEditor editor;
    editor.setModelType(model);
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        QVERIFY(editor.setProperty(it.key().toLatin1(), it.value()));
    if (stiffnessAndDamping().contains(property))
        editor.setSpringParameters(MotionEditor::StiffnessAndDamping);
    else
        editor.setSpringParameters(MotionEditor::DurationAndBounce);
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
    QCOMPARE(editor.plot()->spec(), editor.spec());
    QCOMPARE(editor.preview()->spec(), editor.spec());
}

void tst_MotionEditor::slider_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::addColumn<int>("direction"); // of the value as the slider moves right
    QTest::newRow("stiffness") << QByteArray("stiffness") << AbstractMotionWidget::Spring << 1;
    QTest::newRow("spring duration") << QByteArray("duration") << AbstractMotionWidget::Spring << 1;
    QTest::newRow("damping ratio") << QByteArray("dampingRatio") << AbstractMotionWidget::Spring << 1;
    QTest::newRow("lambda") << QByteArray("lambda") << AbstractMotionWidget::Decay << 1;
    QTest::newRow("restitution") << QByteArray("restitution") << AbstractMotionWidget::Bounce << 1;
    QTest::newRow("tolerance") << QByteArray("tolerance") << AbstractMotionWidget::Decay << 1;
    // Stronger to the right: more negative.
    QTest::newRow("acceleration") << QByteArray("acceleration") << AbstractMotionWidget::Gravity << -1;
    QTest::newRow("gravity") << QByteArray("gravity") << AbstractMotionWidget::Bounce << -1;
    QTest::newRow("friction") << QByteArray("friction") << AbstractMotionWidget::Fling << 1;
    QTest::newRow("density") << QByteArray("density") << AbstractMotionWidget::Fling << 1;
    QTest::newRow("fling tolerance") << QByteArray("tolerance") << AbstractMotionWidget::Fling << 1;
}

// Sliders move their property over its range, monotonically, and the spin box follows.
void tst_MotionEditor::slider()
{
    QFETCH(QByteArray, property);
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(int, direction);
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
        QVERIFY2(direction * value > previous,
                 qPrintable(QStringLiteral("%1 after %2").arg(value).arg(direction * previous)));
        previous = direction * value;
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
    const QByteArrayList common{ "distance", "startVelocity", "tolerance" };
    QTest::newRow("spring") << "Spring" << AbstractMotionWidget::Spring
                            << common + QByteArrayList{ "duration", "bounce" }
                            << stiffnessAndDamping() + QByteArrayList{ "lambda",      "acceleration", "gravity",
                                                                       "restitution", "maxBounces",   "friction",
                                                                       "density" };
    QTest::newRow("decay") << "Decay" << AbstractMotionWidget::Decay << common + QByteArrayList{ "lambda" }
                           << QByteArrayList{ "stiffness", "acceleration", "gravity" };
    // A gravity motion lands exactly: it has no tolerance.
    QTest::newRow("gravity") << "Gravity" << AbstractMotionWidget::Gravity
                             << QByteArrayList{ "distance", "startVelocity", "acceleration" }
                             << QByteArrayList{ "stiffness", "lambda", "restitution", "tolerance" };
    QTest::newRow("bounce") << "Bounce" << AbstractMotionWidget::Bounce
                            << common + QByteArrayList{ "gravity", "restitution", "maxBounces" }
                            << QByteArrayList{ "stiffness", "lambda", "acceleration", "friction" };
    QTest::newRow("fling") << "Fling" << AbstractMotionWidget::Fling << common + QByteArrayList{ "friction", "density" }
                           << QByteArrayList{ "duration",     "stiffness", "lambda",
                                              "acceleration", "gravity",   "restitution" };
}

// Choosing a model shows its parameters, and only them.
void tst_MotionEditor::modelSelector()
{
    QFETCH(QString, item);
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QByteArrayList, shown);
    QFETCH(QByteArrayList, hidden);

    MotionEditor editor;
    editor.setModelType(AbstractMotionWidget::ModelType((int(model) + 1) % 5));
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
    for (const char *property : { "duration", "bounce" })
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
    QCOMPARE(sliderOf(editor, "restitution")->value(), qRound(sliderOf(editor, "restitution")->maximum() * 0.65));
    editor.setDuration(0.8);
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

// The presets, by name, each with its spec as a tooltip: choosing one shows it, by the
// parameters it is given in, and the plot and the preview follow.
void tst_MotionEditor::presets()
{
    MotionEditor editor;
    auto *presets = editor.findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    QVERIFY(presets);
    QVERIFY(presets->isVisibleTo(&editor));
    QCOMPARE(presets->count(), MotionSpec::presets().size() + 1);
    QCOMPARE(presets->currentIndex(), 0); // spring() is no preset
    for (int i = 0; i < MotionSpec::presets().size(); ++i) {
        QCOMPARE(presets->itemText(i + 1), MotionSpec::presets().at(i).first);
        QCOMPARE(presets->itemData(i + 1, Qt::ToolTipRole).toString(), MotionSpec::presets().at(i).second);
    }

    const auto choose = [&](const QString &name) {
        const int index = presets->findText(name);
        QVERIFY(index > 0);
        presets->setCurrentIndex(index);
        Q_EMIT presets->activated(index); // what a user's choice emits
    };
    QSignalSpy changed(&editor, &AbstractMotionWidget::motionChanged);
    choose(QStringLiteral("material.standard.spatial.default"));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(editor.motionSpec(), QStringLiteral("material.standard.spatial.default"));
    QCOMPARE(editor.spec(), MotionSpec::parse(u"spring(stiffness: 700, dampingRatio: 0.9)"));
    QCOMPARE(editor.springParameters(), MotionEditor::StiffnessAndDamping);
    QCOMPARE(spinBoxOf(editor, "stiffness")->value(), 700.0);
    QCOMPARE(spinBoxOf(editor, "dampingRatio")->value(), 0.9);
    QCOMPARE(editor.plot()->spec(), editor.spec());
    QCOMPARE(editor.preview()->spec(), editor.spec());
    QCOMPARE(editor.findChild<QLineEdit *>(QStringLiteral("motionLineEdit"))->text(),
             QStringLiteral("material.standard.spatial.default"));

    choose(QStringLiteral("impetus.bounceIntoView"));
    QCOMPARE(editor.modelType(), AbstractMotionWidget::Bounce);
    QCOMPARE(editor.preview()->modelType(), AbstractMotionWidget::Bounce);
    QCOMPARE(spinBoxOf(editor, "gravity")->value(), -2000.0);

    choose(QStringLiteral("swiftui.bouncy"));
    QCOMPARE(editor.springParameters(), MotionEditor::DurationAndBounce);
    QCOMPARE(spinBoxOf(editor, "bounce")->value(), 0.3);

    // A motion that is a preset's shows it, by name or not; any other shows Custom.
    editor.setMotionSpec(QStringLiteral("spring(dampingRatio: 0.9, stiffness: 300)"));
    QCOMPARE(presets->currentText(), QStringLiteral("material.standard.spatial.slow"));
    editor.setDampingRatio(0.8);
    QCOMPARE(presets->currentIndex(), 0);
    editor.setMotionSpec(QStringLiteral("swiftui.smooth"));
    QCOMPARE(presets->currentText(), QStringLiteral("swiftui.smooth"));
}

// The spec as text: what the motion is, and a place to type one.
void tst_MotionEditor::motionText()
{
    MotionEditor editor;
    auto *text = editor.findChild<QLineEdit *>(QStringLiteral("motionLineEdit"));
    QVERIFY(text);
    QVERIFY(text->isVisibleTo(&editor));
    QCOMPARE(text->text(), QStringLiteral("spring()"));
    editor.setStiffness(300);
    QCOMPARE(text->text(), QStringLiteral("spring(stiffness: 300)"));

    text->setText(QStringLiteral("bounce(restitution: 0.6, maxBounces: 2)"));
    Q_EMIT text->editingFinished(); // Return, or the focus leaving
    QCOMPARE(editor.modelType(), AbstractMotionWidget::Bounce);
    QCOMPARE(editor.restitution(), 0.6);
    QCOMPARE(spinBoxOf(editor, "maxBounces")->value(), 2.0);
    QCOMPARE(editor.plot()->motion(), Motion(Bounce::fromDrop(100, 0.6, -2000, 2)));
    editor.setModelType(AbstractMotionWidget::Spring);
    QCOMPARE(text->text(), QStringLiteral("spring(stiffness: 300)"));

    auto *label = editor.findChild<QLabel *>(QStringLiteral("errorLabel"));
    text->setText(QStringLiteral("spring(stiffness: -5)"));
    Q_EMIT text->editingFinished();
    QVERIFY(label->isVisibleTo(&editor));
    QCOMPARE(label->text(), QStringLiteral("column 8: stiffness must be > 0, but got -5"));
    QCOMPARE(editor.plot()->errorString(), label->text());
    QCOMPARE(text->text(), QStringLiteral("spring(stiffness: -5)"));
    QCOMPARE(spinBoxOf(editor, "stiffness")->value(), 0.0); // as low as the box goes: -5 is kept in the spec
    QCOMPARE(editor.stiffness(), -5.0);
    spinBoxOf(editor, "stiffness")->setValue(200);
    QVERIFY(!label->isVisibleTo(&editor));
    QCOMPARE(text->text(), QStringLiteral("spring(stiffness: 200)"));
}

// A fling edited with its own controls: the text they write is the spec, which parses back
// to the same fling, the one Android's definitions give for the distance.
void tst_MotionEditor::fling()
{
    MotionEditor editor;
    auto *selector = editor.findChild<QComboBox *>(QStringLiteral("modelTypeComboBox"));
    const int index = selector->findText(QStringLiteral("Fling"));
    QVERIFY(index >= 0);
    selector->setCurrentIndex(index);
    Q_EMIT selector->activated(index);
    QCOMPARE(editor.modelType(), AbstractMotionWidget::Fling);
    auto *text = editor.findChild<QLineEdit *>(QStringLiteral("motionLineEdit"));
    QCOMPARE(text->text(), QStringLiteral("fling()"));
    QCOMPARE(spinBoxOf(editor, "friction")->value(), 0.015);
    QCOMPARE(spinBoxOf(editor, "density")->value(), 1.0);

    spinBoxOf(editor, "friction")->setValue(0.03);
    spinBoxOf(editor, "density")->setValue(2);
    spinBoxOf(editor, "distance")->setValue(250);
    QCOMPARE(text->text(), QStringLiteral("fling(friction: 0.03, density: 2)"));
    const MotionSpec parsed = MotionSpec::parse(text->text());
    QVERIFY2(parsed.isValid(), qPrintable(parsed.errorString()));
    QCOMPARE(parsed, editor.spec());
    const Motion placed = parsed.between(0, 250, 0).motion;
    QCOMPARE(editor.motion(), placed);
    QCOMPARE(editor.plot()->motion(), placed);
    QCOMPARE(editor.preview()->motion(), placed);
    const std::optional<Fling> fling = placed.model<Fling>();
    QVERIFY(fling);
    QCOMPARE(fling->friction(), 0.03);
    QCOMPARE(fling->density(), 2.0);
    QCOMPARE(fling->startPosition(), 0.0);
    // Android's OverScroller: c = 9.80665 * 39.37 * 160 * 0.84 * density, D = ln 0.78 /
    // ln 0.9; a fling that travels d lasts T = (d / (f c))^(1 / D), released at d / (0.35 T).
    const double exponent = std::log(0.78) / std::log(0.9);
    const double duration = std::pow(250 / (0.03 * 9.80665 * 39.37 * 160 * 0.84 * 2), 1 / exponent);
    QVERIFY2(std::fabs(fling->duration() - duration) <= 1e-13 * duration,
             qPrintable(QStringLiteral("%1 vs %2").arg(fling->duration(), 0, 'g', 17).arg(duration, 0, 'g', 17)));
    QVERIFY(std::fabs(fling->finalPosition() - 250) <= 1e-13 * 250);
    QVERIFY(std::fabs(fling->startVelocity() - 250 / (0.35 * duration)) <= 1e-12 * fling->startVelocity());

    // A refused value is kept and explained, naming the parameter.
    auto *label = editor.findChild<QLabel *>(QStringLiteral("errorLabel"));
    spinBoxOf(editor, "friction")->setValue(0);
    QVERIFY(label->isVisibleTo(&editor));
    QCOMPARE(label->text(), QStringLiteral("friction must be > 0, but got 0"));
    QCOMPARE(editor.plot()->errorString(), label->text());

    // A fling typed shows its parameters in the controls; so does the preset.
    text->setText(QStringLiteral("fling(friction: 0.05, density: 3, tolerance: 0.0001)"));
    Q_EMIT text->editingFinished();
    QVERIFY(!label->isVisibleTo(&editor));
    QCOMPARE(spinBoxOf(editor, "friction")->value(), 0.05);
    QCOMPARE(spinBoxOf(editor, "density")->value(), 3.0);
    QCOMPARE(spinBoxOf(editor, "tolerance")->value(), 0.0001);
    QCOMPARE(editor.plot()->motion(), Motion(Fling::fromDistance(0, 250, 0.05, 3)));
    auto *presets = editor.findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    const int android = presets->findText(QStringLiteral("android.fling"));
    QVERIFY(android > 0);
    presets->setCurrentIndex(android);
    Q_EMIT presets->activated(android);
    QCOMPARE(editor.motionSpec(), QStringLiteral("android.fling"));
    QCOMPARE(spinBoxOf(editor, "friction")->value(), 0.015);
    QCOMPARE(spinBoxOf(editor, "density")->value(), 1.0);
    QCOMPARE(editor.preview()->spec(), MotionSpec::parse(u"fling()"));

    // Another model and back: the fling is as it was.
    editor.setModelType(AbstractMotionWidget::Spring);
    QVERIFY(!spinBoxOf(editor, "friction")->isVisibleTo(&editor));
    editor.setModelType(AbstractMotionWidget::Fling);
    QCOMPARE(editor.motionSpec(), QStringLiteral("android.fling"));
    QVERIFY(spinBoxOf(editor, "friction")->isVisibleTo(&editor));
}

QTEST_MAIN(tst_MotionEditor)
#include "tst_motioneditor.moc"
