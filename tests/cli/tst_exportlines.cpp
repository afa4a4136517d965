// SPDX-License-Identifier: MIT
// The lines `impetus export` writes for the library (issue 27), used as printed: the C++ lines,
// written by the executable at build time (export_lines.cmake), are compiled into this test
// and set a MotionAnimation's motion, which then plays; the QML lines, printed by the
// executable (QProcess), are loaded by a QQmlEngine with the module Impetus of the build and
// move an item's x to its end. The expected specs are written here, in the model's order.
#include <export.h>

#include <impetus/motionanimation.h>
#include <impetus/motionspec.h>

#include <QtCore/qregularexpression.h>
#include <QtTest/qtest.h>

#include <algorithm>

#ifdef IMPETUS_QML_IMPORT_PATH
#    include <QtCore/qelapsedtimer.h>
#    include <QtCore/qprocess.h>
#    include <QtQml/qqmlcomponent.h>
#    include <QtQml/qqmlengine.h>
#    include <QtQuick/qquickitem.h>
#endif

using namespace Impetus;

class tst_ExportLines : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cppLines();
    void stringLiteral_data();
    void stringLiteral();
#ifdef IMPETUS_QML_IMPORT_PATH
    void qmlLines_data();
    void qmlLines();
#endif
};

void tst_ExportLines::init()
{
    // A spec the animation or the engine refused would say so in a warning.
    QTest::failOnWarning(QRegularExpression(QStringLiteral(".*")));
}

// The animation a line sets, played from 0 to 300: it ends there, after a physical duration.
static void checkPlays(MotionAnimation *animation, const QString &spec)
{
    QCOMPARE(animation->spec(), MotionSpec::parse(spec));
    QCOMPARE(animation->motionSpec(), spec);
    animation->setStartValue(0.0);
    animation->setEndValue(300.0);
    QVERIFY(animation->duration() > 0);
    animation->setCurrentTime(animation->duration() / 4);
    const double moving = animation->currentValue().toDouble();
    QVERIFY2(moving != 0 && moving != 300, qPrintable(QString::number(moving)));
    animation->setCurrentTime(animation->duration());
    QCOMPARE(animation->currentValue().toDouble(), 300.0);
}

void tst_ExportLines::cppLines()
{
    {
        MotionAnimation played;
        MotionAnimation *animation = &played;
#include "spring.cppline"
        checkPlays(animation, QStringLiteral("spring(duration: 0.4, bounce: 0.5)"));
    }
    {
        MotionAnimation played;
        MotionAnimation *animation = &played;
#include "bouncy.cppline"
        checkPlays(animation, QStringLiteral("spring(duration: 0.5, bounce: 0.3)"));
    }
    {
        MotionAnimation played;
        MotionAnimation *animation = &played;
#include "bounce.cppline"
        checkPlays(animation, QStringLiteral("bounce(restitution: 0.6, maxBounces: 3)"));
    }
    {
        MotionAnimation played;
        MotionAnimation *animation = &played;
#include "decay.cppline"
        checkPlays(animation, QStringLiteral("decay(startVelocity: 1500, lambda: 3)"));
    }
}

// A spec has neither quotes nor backslashes, but the literal is right for any text: the
// compiler reads each expected literal back as the text (C++ and QML escape these alike).
void tst_ExportLines::stringLiteral_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("literal");
    QTest::addRow("plain") << QStringLiteral("spring(mass: 2)") << QStringLiteral(R"x("spring(mass: 2)")x");
    QTest::addRow("quote") << QStringLiteral("a \"b\"") << QStringLiteral(R"x("a \"b\"")x");
    QTest::addRow("backslash") << QStringLiteral("a\\b\\") << QStringLiteral(R"x("a\\b\\")x");
    QTest::addRow("both") << QStringLiteral("\\\"") << QStringLiteral(R"x("\\\"")x");
    QTest::addRow("empty") << QString() << QStringLiteral(R"x("")x");
}

void tst_ExportLines::stringLiteral()
{
    QFETCH(QString, text);
    QFETCH(QString, literal);
    QCOMPARE(Tool::stringLiteral(text), literal);
}

#ifdef IMPETUS_QML_IMPORT_PATH
void tst_ExportLines::qmlLines_data()
{
    QTest::addColumn<QStringList>("motion");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("overshoots");
    QTest::addRow("spring") << QStringList{ QStringLiteral("spring"), QStringLiteral("--duration=0.4"),
                                            QStringLiteral("--bounce=0.5") }
                            << QStringLiteral("SpringMotion") << QStringLiteral("spring(duration: 0.4, bounce: 0.5)")
                            << true;
    // Material's damping ratio 0.9 overshoots by 0.15 % of the distance, for about 0.2 s.
    QTest::addRow("preset") << QStringList{ QStringLiteral("--motion=material.standard.spatial.default") }
                            << QStringLiteral("SpringMotion")
                            << QStringLiteral("spring(stiffness: 700, dampingRatio: 0.9)") << true;
    QTest::addRow("bounce") << QStringList{ QStringLiteral("--motion=bounce(restitution: 0.6, gravity: -3000)") }
                            << QStringLiteral("BounceMotion")
                            << QStringLiteral("bounce(gravity: -3000, restitution: 0.6)") << false;
    QTest::addRow("decay") << QStringList{ QStringLiteral("decay"), QStringLiteral("--lambda=6") }
                           << QStringLiteral("DecayMotion") << QStringLiteral("decay(lambda: 6)") << false;
    QTest::addRow("gravity") << QStringList{ QStringLiteral("gravity"), QStringLiteral("--acceleration=-5000") }
                             << QStringLiteral("GravityMotion") << QStringLiteral("gravity(acceleration: -5000)")
                             << false;
    QTest::addRow("fling") << QStringList{ QStringLiteral("fling"), QStringLiteral("--friction=0.05") }
                           << QStringLiteral("FlingMotion") << QStringLiteral("fling(friction: 0.05)") << false;
}

void tst_ExportLines::qmlLines()
{
    QFETCH(QStringList, motion);
    QFETCH(QString, type);
    QFETCH(QString, spec);
    QFETCH(bool, overshoots);
    QProcess tool;
    tool.start(QStringLiteral(IMPETUS_CLI),
               QStringList{ QStringLiteral("export") } + motion + QStringList{ QStringLiteral("--format=qml") });
    QVERIFY(tool.waitForFinished(60000));
    QCOMPARE(tool.exitCode(), 0);
    const QByteArray line = tool.readAllStandardOutput();
    QCOMPARE(QString::fromUtf8(line), QStringLiteral("Behavior on x { %1 { motion: \"%2\" } }\n").arg(type, spec));

    QQmlEngine engine;
    engine.addImportPath(QStringLiteral(IMPETUS_QML_IMPORT_PATH));
    QQmlComponent component(&engine);
    component.setData("import QtQuick\nimport Impetus\nItem {\n    " + line + "}\n", QUrl());
    std::unique_ptr<QObject> object(component.create());
    QVERIFY2(object, qPrintable(component.errorString()));
    auto *item = qobject_cast<QQuickItem *>(object.get());
    QVERIFY(item);
    // Written as QML writes it, x goes through the Behavior: it moves as the model does (a
    // spring past its end, the others never) and lands on 300. The line loaded at all says
    // that the type is the module's and takes `motion` (failOnWarning: without a word).
    QCOMPARE(item->x(), 0.0);
    QVERIFY(item->setProperty("x", 300.0));
    double highest = 0;
    QElapsedTimer clock;
    clock.start();
    while (item->x() != 300 && clock.elapsed() < 5000) {
        QTest::qWait(4);
        highest = std::max(highest, item->x());
    }
    QCOMPARE(item->x(), 300.0);
    QVERIFY2(highest > 0, "x did not move");
    QVERIFY2(overshoots ? highest > 300 : highest <= 300, qPrintable(QString::number(highest)));
}
#endif

QTEST_MAIN(tst_ExportLines)
#include "tst_exportlines.moc"
