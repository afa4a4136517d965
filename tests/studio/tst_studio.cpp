// SPDX-License-Identifier: MIT
// impetus-studio's window driven as a user drives it, offscreen: a spring tuned by typing in
// the editor's spin boxes, exported to every format with Copy, the clipboard compared with
// what the `impetus` executable prints when run (QProcess) with the same spring written as
// its own options; the error drawn over the exact curve against the error the text states;
// the tool's refusals shown as the tool words them; files saved, opened and refused; undo.
#include "comparepanel.h"
#include "curveplot.h"
#include "exportpanel.h"
#include "studiowindow.h"
#include "throwpanel.h"

#include <impetus/motioneditor.h>
#include <impetus/motionspec.h>

#include <QtCore/qeasingcurve.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qprocess.h>
#include <QtCore/qregularexpression.h>
#include <QtCore/qsettings.h>
#include <QtCore/qtemporarydir.h>
#include <QtGui/qclipboard.h>
#include <QtGui/qundostack.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlineedit.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qslider.h>
#include <QtWidgets/qtabbar.h>
#include <QtWidgets/qspinbox.h>

using namespace Impetus;
using namespace Impetus::Studio;

class tst_Studio : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void init();
    void cleanup();
    void exportIsWhatTheToolPrints_data();
    void exportIsWhatTheToolPrints();
    void everyModel_data();
    void everyModel();
    void keyboardReachable();
    void paletteRespected();
    void overlayStatesTheExportsError_data();
    void overlayStatesTheExportsError();
    void specLines();
    void refusedByTheTool();
    void invalidParameter();
    void saveAndOpen_data();
    void saveAndOpen();
    void badFiles_data();
    void badFiles();
    void recentFiles();
    void undoRedo();
    void compare();
    void throwSetsTheStartVelocity();

private:
    // Types value into the editor's spin box of property and presses Enter, as a user does.
    void type(const char *property, const QString &value);
    // The tool run on arguments: its stdout (status 0) or its stderr (status 2).
    static QByteArray tool(const QStringList &arguments, int expectedStatus = 0);

    QTemporaryDir m_dir;
    StudioWindow *m_window = nullptr;
};

// The spring the tests tune, as the tool's own options: SwiftUI's duration 0.4 s and bounce
// 0.5, from 0 resting on the editor's 300 px, thrown at 600 px/s.
const QStringList TunedSpring = { QStringLiteral("spring"),
                                  QStringLiteral("--duration=0.4"),
                                  QStringLiteral("--bounce=0.5"),
                                  QStringLiteral("--start-position=0"),
                                  QStringLiteral("--rest-position=300"),
                                  QStringLiteral("--start-velocity=600") };

// The same spring as the library's animations take it (the spec, C++ and QML lines): its
// parameters, without the editor's move, which an animation's own values replace.
const QStringList TunedSpringSpec = { QStringLiteral("spring"), QStringLiteral("--duration=0.4"),
                                      QStringLiteral("--bounce=0.5") };

void tst_Studio::initTestCase()
{
    QVERIFY(m_dir.isValid());
    // Recent files go to a scratch directory, never to the user's settings.
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, m_dir.filePath(QStringLiteral("settings")));
    QCoreApplication::setOrganizationName(QStringLiteral("Impetus"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_studio"));
}

void tst_Studio::init()
{
    m_window = new StudioWindow;
    m_window->resize(1200, 720);
    m_window->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_window));
}

void tst_Studio::cleanup()
{
    delete m_window;
    m_window = nullptr;
}

void tst_Studio::type(const char *property, const QString &value)
{
    auto *spinBox = m_window->editor()->findChild<QDoubleSpinBox *>(QLatin1String(property) + QLatin1String("SpinBox"));
    QVERIFY2(spinBox, property);
    spinBox->setFocus();
    spinBox->selectAll();
    QTest::keyClicks(spinBox, value);
    QTest::keyClick(spinBox, Qt::Key_Return);
}

QByteArray tst_Studio::tool(const QStringList &arguments, int expectedStatus)
{
    QProcess process;
    process.start(QStringLiteral(IMPETUS_CLI), arguments);
    if (!process.waitForFinished(240000))
        return "(the tool did not finish)";
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != expectedStatus)
        return "(status " + QByteArray::number(process.exitCode()) + ") " + process.readAllStandardError();
    return expectedStatus == 0 ? process.readAllStandardOutput() : process.readAllStandardError();
}

void tst_Studio::exportIsWhatTheToolPrints_data()
{
    QTest::addColumn<QString>("format");
    QTest::addColumn<double>("allowedError");
    for (const char *format : { "css", "qml-bezier", "timeline", "json", "csv", "svg", "spec", "cpp", "qml" })
        QTest::addRow("%s", format) << QString::fromLatin1(format) << 0.001;
    QTest::addRow("css, allowed 0.01") << QStringLiteral("css") << 0.01;
    QTest::addRow("timeline, allowed 0.0002") << QStringLiteral("timeline") << 0.0002;
}

void tst_Studio::exportIsWhatTheToolPrints()
{
    QFETCH(QString, format);
    QFETCH(double, allowedError);
    type("duration", QStringLiteral("0.4"));
    type("bounce", QStringLiteral("0.5"));
    type("startVelocity", QStringLiteral("600"));
    QCOMPARE(m_window->editor()->duration(), 0.4);
    QCOMPARE(m_window->editor()->bounce(), 0.5);
    QCOMPARE(m_window->editor()->startVelocity(), 600.0);

    ExportPanel *panel = m_window->exportPanel();
    panel->setFormat(format);
    QCOMPARE(panel->format(), format);
    panel->setAllowedError(allowedError);
    QGuiApplication::clipboard()->clear();
    QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("copyButton")), Qt::LeftButton);
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY(!copied.isEmpty());

    // The svg's title is the spec as the tool writes it for the motion it read (the same
    // motion, two spellings): everything else must be the same bytes.
    const bool spec =
            format == QLatin1String("spec") || format == QLatin1String("cpp") || format == QLatin1String("qml");
    QByteArray expected = tool(QStringList{ QStringLiteral("export") } + (spec ? TunedSpringSpec : TunedSpring)
                               + QStringList{ QStringLiteral("--format=") + format,
                                              QStringLiteral("--allowed-error=") + QString::number(allowedError) });
    QString actual = copied;
    if (format == QLatin1String("svg")) {
        const QRegularExpression title(QStringLiteral("font-size=\"14\" fill=\"#202020\">[^<]*</text>"));
        QVERIFY(title.match(actual).hasMatch());
        actual.replace(title, QString());
        expected = QString::fromUtf8(expected).replace(title, QString()).toUtf8();
    }
    QCOMPARE(actual, QString::fromUtf8(expected));
    // And the text shown is what was copied.
    QCOMPARE(panel->text(), copied);
    // The spec lines carry the spring as typed, in the model's order.
    const QString written = QStringLiteral("spring(duration: 0.4, bounce: 0.5)");
    if (format == QLatin1String("spec"))
        QCOMPARE(copied, written + QLatin1Char('\n'));
    else if (format == QLatin1String("cpp"))
        QCOMPARE(copied, QStringLiteral("animation->setMotionSpec(QStringLiteral(\"%1\"));\n").arg(written));
    else if (format == QLatin1String("qml"))
        QCOMPARE(copied, QStringLiteral("Behavior on x { SpringMotion { motion: \"%1\" } }\n").arg(written));
}

// Every model and some presets: the spec the tool is given is the motion the editor shows
// (the library's Easing equality, to the last bit of its parameters), and the text is what
// the executable prints for that spec.
void tst_Studio::everyModel_data()
{
    QTest::addColumn<QString>("motion");
    QTest::addColumn<double>("startVelocity");
    QTest::addColumn<double>("distance");
    QTest::addRow("decay") << QStringLiteral("decay(lambda: 3)") << 1500.0 << 300.0;
    QTest::addRow("gravity") << QStringLiteral("gravity(acceleration: -3000)") << 200.0 << 250.0;
    QTest::addRow("bounce") << QStringLiteral("bounce(restitution: 0.7, maxBounces: 3)") << 0.0 << 300.0;
    QTest::addRow("fling") << QStringLiteral("android.fling") << 0.0 << 600.0;
    QTest::addRow("material") << QStringLiteral("material.expressive.spatial.fast") << -400.0 << 120.0;
    QTest::addRow("spring backwards") << QStringLiteral("spring(stiffness: 400, dampingRatio: 0.3, mass: 2)") << 0.0
                                      << -180.0;
}

void tst_Studio::everyModel()
{
    QFETCH(QString, motion);
    QFETCH(double, startVelocity);
    QFETCH(double, distance);
    MotionEditor *editor = m_window->editor();
    editor->setDistance(distance);
    editor->setStartVelocity(startVelocity);
    editor->setMotionSpec(motion);
    QVERIFY2(editor->isValid(), qPrintable(editor->errorString()));
    const QString spec = m_window->exportSpec();
    QString message;
    QCOMPARE(Easing::fromSpec(spec, &message), editor->easing());
    ExportPanel *panel = m_window->exportPanel();
    for (const char *format : { "css", "qml-bezier", "timeline", "svg" }) {
        panel->setFormat(QString::fromLatin1(format));
        panel->refresh();
        QCOMPARE(panel->text(),
                 QString::fromUtf8(tool({ QStringLiteral("export"), QStringLiteral("--motion=") + spec,
                                          QStringLiteral("--format=") + QLatin1String(format) })));
    }
}

// Every control of the window takes the focus from the keyboard (Tab), and the editor's
// numbers are typed as well as dragged.
void tst_Studio::keyboardReachable()
{
    const QList<QWidget *> widgets = m_window->findChildren<QWidget *>();
    int controls = 0;
    for (QWidget *widget : widgets) {
        if (!(qobject_cast<QAbstractButton *>(widget) || qobject_cast<QComboBox *>(widget)
              || qobject_cast<QAbstractSpinBox *>(widget) || qobject_cast<QSlider *>(widget)
              || qobject_cast<QLineEdit *>(widget) || qobject_cast<QTabBar *>(widget)))
            continue;
        if (qobject_cast<QLineEdit *>(widget) && qobject_cast<QAbstractSpinBox *>(widget->parentWidget()))
            continue; // a spin box's own editor
        if (widget->objectName().startsWith(QLatin1String("qt_")))
            continue; // Qt's own (the menu bar's extension, which Alt reaches)
        ++controls;
        QVERIFY2(
                widget->focusPolicy() & Qt::TabFocus,
                qPrintable(widget->objectName() + QLatin1Char(' ') + QLatin1String(widget->metaObject()->className())));
    }
    QVERIFY(controls > 15);
    for (QSlider *slider : m_window->editor()->findChildren<QSlider *>()) {
        const QString name = slider->objectName().chopped(int(qstrlen("Slider")));
        QVERIFY2(m_window->editor()->findChild<QAbstractSpinBox *>(name + QLatin1String("SpinBox")), qPrintable(name));
    }
}

// The plots draw on the palette's Base, their curve in its Highlight: a dark palette gives
// dark plots.
void tst_Studio::paletteRespected()
{
    QPalette dark = m_window->palette();
    const QColor base(0x1e, 0x1e, 0x1e), highlight(0x42, 0x9b, 0xf5);
    dark.setColor(QPalette::Base, base);
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, highlight);
    m_window->setPalette(dark);
    m_window->exportPanel()->refresh();
    for (CurvePlot *plot : { m_window->exportPanel()->plot(), m_window->comparePanel()->plot() }) {
        plot->resize(400, 260);
        const QImage image = plot->grab().toImage();
        QCOMPARE(image.pixelColor(2, 2), base);
        int highlighted = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                highlighted += image.pixelColor(x, y) == highlight;
        QVERIFY2(highlighted > 100, qPrintable(plot->objectName() + QLatin1Char(' ') + QString::number(highlighted)));
    }
}

void tst_Studio::overlayStatesTheExportsError_data()
{
    QTest::addColumn<QString>("motion");
    QTest::addColumn<QString>("format");
    for (const char *format : { "css", "qml-bezier", "timeline", "json" }) {
        QTest::addRow("bouncy spring, %s", format) << QStringLiteral("swiftui.bouncy") << QString::fromLatin1(format);
        QTest::addRow("bounce, %s", format)
                << QStringLiteral("bounce(restitution: 0.6)") << QString::fromLatin1(format);
    }
}

void tst_Studio::overlayStatesTheExportsError()
{
    QFETCH(QString, motion);
    QFETCH(QString, format);
    m_window->editor()->setMotionSpec(motion);
    ExportPanel *panel = m_window->exportPanel();
    panel->setFormat(format);
    panel->refresh();
    const QString stated = panel->statedError();
    QVERIFY(!stated.isEmpty());
    // The plot shows the exact curve and, over it, the approximation, with that error.
    const QList<CurvePlot::Curve> curves = panel->plot()->curves();
    QCOMPARE(curves.size(), 2);
    QVERIFY(panel->plot()->note().contains(stated));
    const QString text = panel->text();
    if (format == QLatin1String("json")) {
        // The JSON states the measured error in full; the overlay its three-digit bound.
        const double measured = QJsonDocument::fromJson(text.toUtf8())
                                        .object()[QStringLiteral("linear")][QStringLiteral("maxError")]
                                        .toDouble();
        QVERIFY(measured > 0);
        QVERIFY2(stated.toDouble() >= measured && stated.toDouble() <= measured * 1.01,
                 qPrintable(stated + QLatin1String(" against ") + QString::number(measured, 'g', 17)));
    } else {
        const QRegularExpressionMatch comment = QRegularExpression(QStringLiteral("max error ([-+.0-9e]+)"))
                                                        .match(text.section(QLatin1Char('\n'), 0, 0));
        QVERIFY2(comment.hasMatch(), qPrintable(text.left(200)));
        QCOMPARE(stated, comment.captured(1));
    }
    // The format's entry says it too (all of them do, each with its own).
    auto *formats = panel->findChild<QComboBox *>(QStringLiteral("formatComboBox"));
    QVERIFY2(formats->itemText(formats->findData(format)).endsWith(QStringLiteral("(max error %1)").arg(stated)),
             qPrintable(formats->itemText(formats->findData(format))));
    // The curve drawn is within that error of the exact one, and is not the exact one.
    double worst = 0;
    for (int i = 0; i <= 4000; ++i) {
        const double p = i / 4000.0;
        worst = std::max(worst, std::fabs(curves.at(1).value(p) - curves.at(0).value(p)));
    }
    QVERIFY2(worst <= stated.toDouble() * 1.01, qPrintable(QString::number(worst)));
    QVERIFY(worst > 0);
    // Under it, that difference in the band of the error stated.
    QCOMPARE(panel->errorPlot()->band(), stated.toDouble());
    const QList<CurvePlot::Curve> errors = panel->errorPlot()->curves();
    QCOMPARE(errors.size(), 1);
    for (double p : { 0.1, 0.37, 0.8 })
        QCOMPARE(errors.at(0).value(p), curves.at(1).value(p) - curves.at(0).value(p));
}

void tst_Studio::specLines()
{
    m_window->editor()->setMotionSpec(QStringLiteral("bounce(restitution: 0.6)"));
    ExportPanel *panel = m_window->exportPanel();
    panel->setFormat(QStringLiteral("spec"));
    panel->refresh();
    QCOMPARE(panel->text(), QStringLiteral("bounce(restitution: 0.6)\n"));
    QVERIFY(panel->statedError().isEmpty());
    panel->setFormat(QStringLiteral("cpp"));
    panel->refresh();
    QCOMPARE(panel->text(),
             QStringLiteral("animation->setMotionSpec(QStringLiteral(\"bounce(restitution: 0.6)\"));\n"));
    panel->setFormat(QStringLiteral("qml"));
    panel->refresh();
    QCOMPARE(panel->text(),
             QStringLiteral("Behavior on x { BounceMotion { motion: \"bounce(restitution: 0.6)\" } }\n"));
    // A preset is the spec it stands for, as the tool writes it.
    m_window->editor()->setMotionSpec(QStringLiteral("swiftui.bouncy"));
    panel->refresh();
    QCOMPARE(panel->arguments(),
             QStringList({ QStringLiteral("export"), QStringLiteral("--motion=swiftui.bouncy"),
                           QStringLiteral("--format=qml") }));
    QCOMPARE(panel->text(),
             QStringLiteral("Behavior on x { SpringMotion { motion: \"spring(duration: 0.5, bounce: 0.3)\" } }\n"));
    QCOMPARE(panel->text(), QString::fromUtf8(tool(panel->arguments())));
}

void tst_Studio::refusedByTheTool()
{
    // A lossless bounce never settles: the tool has no duration to export, and says so.
    m_window->editor()->setMotionSpec(QStringLiteral("bounce(restitution: 1)"));
    ExportPanel *panel = m_window->exportPanel();
    panel->setFormat(QStringLiteral("css"));
    panel->refresh();
    const QByteArray stderrText = tool({ QStringLiteral("export"), QStringLiteral("--motion=") + m_window->exportSpec(),
                                         QStringLiteral("--format=css") },
                                       2);
    QVERIFY2(stderrText.startsWith("impetus: "), stderrText.constData());
    QVERIFY2(stderrText.contains("never settles"), stderrText.constData());
    QCOMPARE(panel->errorMessage(), QString::fromUtf8(stderrText.mid(9).trimmed()));
    QVERIFY(panel->text().isEmpty());
    QVERIFY(!panel->findChild<QPushButton *>(QStringLiteral("copyButton"))->isEnabled());
}

void tst_Studio::invalidParameter()
{
    // Typed as a spec: the spin boxes keep to their ranges.
    auto *line = m_window->editor()->findChild<QLineEdit *>(QStringLiteral("motionLineEdit"));
    QVERIFY(line);
    line->setFocus();
    line->selectAll();
    QTest::keyClicks(line, QStringLiteral("spring(mass: -1)"));
    QTest::keyClick(line, Qt::Key_Return);
    ExportPanel *panel = m_window->exportPanel();
    panel->refresh();
    QVERIFY(!m_window->editor()->isValid());
    QVERIFY2(panel->errorMessage().contains(QLatin1String("mass must be > 0, but got -1")),
             qPrintable(panel->errorMessage()));
    QVERIFY(panel->text().isEmpty());
    QGuiApplication::clipboard()->setText(QStringLiteral("before"));
    panel->copy();
    QCOMPARE(QGuiApplication::clipboard()->text(), QString());
}

void tst_Studio::saveAndOpen_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("motion");
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("startVelocity");
    QTest::addRow("spec") << QStringLiteral("motion.spec") << QStringLiteral("spring(duration: 0.45, bounce: 0.2)")
                          << 300.0 << 0.0;
    QTest::addRow("json") << QStringLiteral("motion.json") << QStringLiteral("spring(duration: 0.45, bounce: 0.2)")
                          << 250.0 << 400.0;
    QTest::addRow("json, backwards") << QStringLiteral("back.json") << QStringLiteral("swiftui.snappy") << -120.0
                                     << -300.0;
    QTest::addRow("json, bounce") << QStringLiteral("bounce.json") << QStringLiteral("bounce(restitution: 0.7)")
                                  << 260.0 << 0.0;
    QTest::addRow("json, decay") << QStringLiteral("decay.json") << QStringLiteral("decay(lambda: 4)") << 180.0
                                 << 900.0;
}

void tst_Studio::saveAndOpen()
{
    QFETCH(QString, file);
    QFETCH(QString, motion);
    QFETCH(double, distance);
    QFETCH(double, startVelocity);
    const QString path = m_dir.filePath(file);
    MotionEditor *editor = m_window->editor();
    editor->setDistance(distance);
    editor->setStartVelocity(startVelocity);
    editor->setMotionSpec(motion);
    const Easing saved = editor->easing();
    QVERIFY(saved.isValid());
    const MotionSpec savedSpec = editor->spec();
    QVERIFY(m_window->save(path));
    QVERIFY(m_window->fileError().isEmpty());
    editor->setMotionSpec(QStringLiteral("material.standard.spatial.slow"));
    QVERIFY(editor->easing() != saved);
    const bool json = file.endsWith(QLatin1String(".json"));
    if (json) {
        // A JSON easing brings its own move: the editor's is changed first.
        editor->setDistance(100);
        editor->setStartVelocity(0);
    }
    const int steps = m_window->undoStack()->count();
    QVERIFY2(m_window->open(path), qPrintable(m_window->fileError()));
    QCOMPARE(m_window->undoStack()->count(), steps + 1); // opening is one step
    QCOMPARE(m_window->windowTitle(), file + QLatin1String(" - Impetus Studio"));
    if (json) {
        // The easing JSON reads back as the same easing, in the library and in the editor.
        QFile in(path);
        QVERIFY(in.open(QIODevice::ReadOnly));
        QString message;
        QCOMPARE(Easing::fromJson(QJsonDocument::fromJson(in.readAll()).object(), &message), saved);
        QCOMPARE(editor->easing(), saved);
        QCOMPARE(editor->distance(), distance);
        QCOMPARE(editor->startVelocity(), startVelocity);
    } else {
        QCOMPARE(editor->spec(), savedSpec);
        QCOMPARE(editor->easing(), saved);
    }
}

void tst_Studio::badFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("message");
    QTest::addRow("stiffness") << QByteArray("spring(stiffness: -1)")
                               << QStringLiteral("stiffness must be > 0, but got -1");
    QTest::addRow("not a spec") << QByteArray("sprung()") << QStringLiteral("column 1");
    QTest::addRow("broken json") << QByteArray("{ \"motion\": ") << QStringLiteral("is not a JSON object");
    QTest::addRow("json restitution") << QByteArray("{\"motion\": {\"type\": \"bounce\", \"restitution\": 2}}")
                                      << QStringLiteral("restitution");
    QTest::addRow("missing") << QByteArray() << QStringLiteral("Cannot open");
}

void tst_Studio::badFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("bad-%1").arg(QString::fromLatin1(QTest::currentDataTag())));
    if (!content.isEmpty()) {
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
        out.write(content);
    }
    const MotionSpec before = m_window->editor()->spec();
    QVERIFY(!m_window->open(path));
    QVERIFY2(m_window->fileError().contains(message), qPrintable(m_window->fileError()));
    QVERIFY(m_window->findChild<QLabel *>(QStringLiteral("fileErrorLabel"))->isVisible());
    QCOMPARE(m_window->editor()->spec(), before);
}

void tst_Studio::recentFiles()
{
    QSettings().remove(QStringLiteral("recentFiles"));
    const QString first = m_dir.filePath(QStringLiteral("first.spec"));
    const QString second = m_dir.filePath(QStringLiteral("second.spec"));
    QVERIFY(m_window->save(first));
    QVERIFY(m_window->save(second));
    QVERIFY(m_window->open(first));
    QCOMPARE(m_window->recentFiles(), QStringList({ first, second }));
    // Kept for the next launch.
    delete m_window;
    m_window = new StudioWindow;
    QCOMPARE(m_window->recentFiles(), QStringList({ first, second }));
}

void tst_Studio::undoRedo()
{
    QUndoStack *undo = m_window->undoStack();
    // However slowly the keys come (a loaded machine), typing in one box is one step; a
    // change in another box is the next.
    m_window->setUndoMergeInterval(60000);
    const double before = m_window->editor()->bounce();
    type("bounce", QStringLiteral("0.1"));
    QCOMPARE(m_window->editor()->bounce(), 0.1);
    QCOMPARE(undo->count(), 1);
    type("duration", QStringLiteral("0.9"));
    QCOMPARE(undo->count(), 2);
    undo->undo();
    QCOMPARE(m_window->editor()->duration(), 0.6);
    QCOMPARE(m_window->editor()->bounce(), 0.1);
    undo->undo();
    QCOMPARE(m_window->editor()->bounce(), before);
    undo->redo();
    undo->redo();
    QCOMPARE(m_window->editor()->bounce(), 0.1);
    QCOMPARE(m_window->editor()->duration(), 0.9);
    // The export follows the motion restored.
    m_window->exportPanel()->refresh();
    QCOMPARE(m_window->exportPanel()->exportSpec(), m_window->exportSpec());
}

void tst_Studio::compare()
{
    ComparePanel *panel = m_window->comparePanel();
    panel->setOthers(QStringLiteral("preset:swiftui.bouncy"), QStringLiteral("qt:OutBounce"));
    panel->setQtDuration(800);
    const QList<CurvePlot::Curve> curves = panel->plot()->curves();
    QCOMPARE(curves.size(), 3);
    // The motion edited, with the duration the editor states.
    QCOMPARE(curves.at(0).duration, m_window->editor()->settleTime());
    // The preset with the duration the tool exports it with.
    const QByteArray css = tool(
            { QStringLiteral("export"), QStringLiteral("--motion=swiftui.bouncy"), QStringLiteral("--format=css") });
    const QRegularExpressionMatch duration =
            QRegularExpression(QStringLiteral("duration ([.0-9]+) ms")).match(QString::fromUtf8(css));
    QVERIFY2(duration.hasMatch(), css.constData());
    QCOMPARE(QString::number(curves.at(1).duration * 1000, 'g', 6), duration.captured(1));
    QCOMPARE(curves.at(1).name, QStringLiteral("swiftui.bouncy"));
    // Qt's curve, given its duration, is Qt's own.
    QCOMPARE(curves.at(2).duration, 0.8);
    const QEasingCurve outBounce(QEasingCurve::OutBounce);
    for (double p : { 0.0, 0.2, 0.5, 0.77, 1.0 })
        QCOMPARE(curves.at(2).value(p), outBounce.valueForProgress(p));
    // Play moves a cursor through them all.
    panel->play();
    QTRY_VERIFY(panel->plot()->cursorTime() > 0.2);
    QTRY_COMPARE_WITH_TIMEOUT(panel->plot()->cursorTime(), -1.0, 5000);
}

// A drag of the ball at a constant 8 px per 10 ms (events with their own timestamps, as a
// mouse gives them), let go while moving: the start velocity is that slope, 800 px/s.
void tst_Studio::throwSetsTheStartVelocity()
{
    m_window->tabs()->setCurrentWidget(m_window->throwPanel());
    ThrowArea *area = m_window->throwPanel()->area();
    QVERIFY(area->isVisible());
    const QPointF start = area->ballCenter();
    const auto send = [area](QEvent::Type type, QPointF at, qint64 milliseconds, Qt::MouseButtons buttons) {
        QMouseEvent event(type, at, area->mapToGlobal(at), Qt::LeftButton, buttons, Qt::NoModifier);
        event.setTimestamp(quint64(milliseconds));
        QApplication::sendEvent(area, &event);
    };
    send(QEvent::MouseButtonPress, start, 5000, Qt::LeftButton);
    for (int i = 1; i <= 12; ++i)
        send(QEvent::MouseMove, start + QPointF(8 * i, 0), 5000 + 10 * i, Qt::LeftButton);
    send(QEvent::MouseButtonRelease, start + QPointF(96, 0), 5120, Qt::NoButton);
    QVERIFY2(std::fabs(m_window->editor()->startVelocity() - 800) < 1e-6,
             qPrintable(QString::number(m_window->editor()->startVelocity(), 'g', 17)));
    QVERIFY(m_window->throwPanel()
                    ->findChild<QLabel *>(QStringLiteral("releaseVelocityLabel"))
                    ->text()
                    .contains(QLatin1String("800.0 px/s")));
    // The export follows: the spring now leaves at 800 px/s, as the tool's own options say.
    m_window->exportPanel()->setFormat(QStringLiteral("css"));
    m_window->exportPanel()->refresh();
    QCOMPARE(m_window->exportPanel()->text(),
             QString::fromUtf8(tool({ QStringLiteral("export"), QStringLiteral("spring"),
                                      QStringLiteral("--duration=0.6"), QStringLiteral("--bounce=0.35"),
                                      QStringLiteral("--start-position=0"), QStringLiteral("--rest-position=300"),
                                      QStringLiteral("--start-velocity=")
                                              + QString::number(m_window->editor()->startVelocity(), 'g', 17),
                                      QStringLiteral("--format=css") })));
}

QTEST_MAIN(tst_Studio)
#include "tst_studio.moc"
