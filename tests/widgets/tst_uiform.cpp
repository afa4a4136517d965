// SPDX-License-Identifier: MIT
// A form made of Impetus widgets, compiled by uic: every property the .ui sets (read here
// from the .ui itself with QXmlStreamReader) is what the widgets built by setupUi() have.
// The motion property is written with stdset="0", as Designer writes it (its setter is
// setMotionSpec()): uic then sets it with setProperty().
#include <impetus/motioneditor.h>
#include <impetus/motionplot.h>
#include <impetus/motionpreview.h>

#include <QtCore/qfile.h>
#include <QtCore/qmetaobject.h>
#include <QtCore/qxmlstream.h>
#include <QtTest/qtest.h>

#include "ui_motionform.h"

using namespace Impetus;

namespace {

struct FormProperty
{
    QString widget;
    QString widgetClass;
    QString name;
    QString type; // the .ui element: double, number, bool, enum, string
    QString text;
};

// The properties of the Impetus widgets in the .ui, in document order.
QList<FormProperty> formProperties()
{
    QList<FormProperty> properties;
    QFile file(QStringLiteral(IMPETUS_FORM));
    if (!file.open(QIODevice::ReadOnly))
        return properties;
    QXmlStreamReader xml(&file);
    QStringList widgets, classes;
    QString property;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("widget")) {
            widgets.append(xml.attributes().value(QLatin1String("name")).toString());
            classes.append(xml.attributes().value(QLatin1String("class")).toString());
        } else if (xml.isEndElement() && xml.name() == QLatin1String("widget")) {
            widgets.removeLast();
            classes.removeLast();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("property")) {
            property = xml.attributes().value(QLatin1String("name")).toString();
        } else if (xml.isStartElement() && !property.isEmpty() && !classes.isEmpty()
                   && classes.last().startsWith(QLatin1String("Impetus::"))) {
            const QString type = xml.name().toString();
            properties.append({ widgets.last(), classes.last(), property, type, xml.readElementText() });
            property.clear();
        }
    }
    if (xml.hasError())
        qWarning("%s", qPrintable(xml.errorString()));
    return properties;
}

} // namespace

class tst_UiForm : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void properties_data();
    void properties();
    void formWorks();
};

void tst_UiForm::properties_data()
{
    QTest::addColumn<FormProperty>("property");
    const QList<FormProperty> properties = formProperties();
    QVERIFY(properties.size() >= 15);
    for (const FormProperty &property : properties)
        QTest::addRow("%s.%s", qPrintable(property.widget), qPrintable(property.name)) << property;
}

void tst_UiForm::properties()
{
    QFETCH(FormProperty, property);
    QWidget form;
    Ui::MotionForm ui;
    ui.setupUi(&form);
    auto *widget = form.findChild<QWidget *>(property.widget);
    QVERIFY(widget);
    QCOMPARE(QString::fromLatin1(widget->metaObject()->className()), property.widgetClass);
    const QMetaProperty meta =
            widget->metaObject()->property(widget->metaObject()->indexOfProperty(property.name.toLatin1()));
    QVERIFY(meta.isValid());
    const QVariant value = meta.read(widget);
    if (property.type == QLatin1String("double")) {
        QCOMPARE(value.toDouble(), property.text.toDouble());
    } else if (property.type == QLatin1String("number")) {
        QCOMPARE(value.toInt(), property.text.toInt());
    } else if (property.type == QLatin1String("string")) {
        QCOMPARE(value.toString(), property.text);
    } else if (property.type == QLatin1String("bool")) {
        QCOMPARE(value.toBool(), property.text == QLatin1String("true"));
    } else if (property.type == QLatin1String("enum")) {
        QVERIFY(meta.isEnumType());
        // "Scope::Key": the scope is the class that declares the enum.
        const QMetaEnum enumerator = meta.enumerator();
        QCOMPARE(property.text.section(QLatin1String("::"), 0, -2), QString::fromLatin1(enumerator.scope()));
        QCOMPARE(QString::fromLatin1(enumerator.valueToKey(value.toInt())),
                 property.text.section(QLatin1String("::"), -1));
    } else {
        QFAIL(qPrintable(QStringLiteral("unexpected property type %1").arg(property.type)));
    }
}

void tst_UiForm::formWorks()
{
    QWidget form;
    Ui::MotionForm ui;
    ui.setupUi(&form);
    QVERIFY(ui.springPlot->isValid());
    QCOMPARE(ui.springPlot->motion(),
             Motion(Spring::fromDampingRatio(2, 320, 0.25).withRestPosition(100).withStart(0, 0)));
    QVERIFY(ui.bouncePreview->isValid());
    QCOMPARE(ui.bouncePreview->motion(), Motion(Bounce::fromDrop(150, 0.65, -2000, 4)));
    QCOMPARE(ui.bouncePreview->motionSpec(), QStringLiteral("bounce(restitution: 0.65, maxBounces: 4)"));
    QCOMPARE(ui.decayEditor->plot()->lambda(), 3.5);
    QCOMPARE(ui.decayEditor->preview()->startVelocity(), -400.0);
    QCOMPARE(ui.decayEditor->preview()->tolerance(), 0.0025);
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    const QImage image = form.grab().toImage();
    QCOMPARE(image.size(), form.size());
}

QTEST_MAIN(tst_UiForm)
#include "tst_uiform.moc"
