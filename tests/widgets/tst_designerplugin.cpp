// SPDX-License-Identifier: MIT
// The built Designer plugin, loaded as Designer loads it (QPluginLoader): one collection
// with the four widgets in the "Impetus" group (the stacked one a container with its
// container extension; the three motion widgets below), each with an icon, tooltips, an existing
// include file and a domXml whose every property exists on the widget it creates, with
// the right type, and makes a valid motion; a property set as Designer's property editor
// sets it changes what the widget shows at once.
#include <impetus/abstractmotionwidget.h>
#include <impetus/formmotion.h>
#include <impetus/kineticscroller.h>
#include <impetus/motionanimation.h>
#include <impetus/motioneditor.h>
#include <impetus/motionplot.h>
#include <impetus/motionstackedwidget.h>

#include <QtCore/qdir.h>
#include <QtCore/qfileinfo.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qmetaobject.h>
#include <QtCore/qpluginloader.h>
#include <QtCore/qscopeguard.h>
#include <QtCore/qxmlstream.h>
#include <QtCore/qtimer.h>
#include <QtGui/qaction.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qcheckbox.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qdialog.h>
#include <QtWidgets/qdialogbuttonbox.h>
#include <QtWidgets/qframe.h>
#include <QtWidgets/qgraphicseffect.h>
#include <QtWidgets/qgroupbox.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlineedit.h>
#include <QtWidgets/qlistwidget.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qspinbox.h>
#include <QtWidgets/qtabwidget.h>
#include <QtDesigner/QDesignerContainerExtension>
#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QDesignerTaskMenuExtension>
#include <QtDesigner/QExtensionManager>
#include <QtUiPlugin/QDesignerCustomWidgetCollectionInterface>
#include <QtUiPlugin/QDesignerCustomWidgetInterface>

#include <cmath>
#include <functional>
#include <memory>

using namespace Impetus;

namespace {

QDesignerCustomWidgetCollectionInterface *collection()
{
    static QPluginLoader loader(QStringLiteral(IMPETUS_DESIGNER_PLUGIN));
    return qobject_cast<QDesignerCustomWidgetCollectionInterface *>(loader.instance());
}

QDesignerCustomWidgetInterface *widgetInterface(const QString &name)
{
    for (QDesignerCustomWidgetInterface *widget : collection()->customWidgets()) {
        if (widget->name() == name)
            return widget;
    }
    return nullptr;
}

// The domXml's top-level widget: its class and name attributes and its properties, each
// as (name, value element, text).
struct DomWidget
{
    QString className;
    QString objectName;
    QString language;
    QString displayName;
    QList<std::tuple<QString, QString, QString>> properties;
    // <customwidgets>: the class described, its string property specifications (name,
    // notr, type) and the properties with a tooltip.
    QString customClass;
    QList<std::tuple<QString, QString, QString>> stringProperties;
    QStringList tooltips;
};

bool parse(const QString &domXml, DomWidget *widget, QString *error)
{
    QXmlStreamReader xml(domXml);
    int depth = 0;
    QString property;
    bool custom = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++depth;
            const QString name = xml.name().toString();
            if (depth == 2)
                custom = name == QLatin1String("customwidgets");
            if (custom) {
                const QXmlStreamAttributes attributes = xml.attributes();
                if (depth == 4 && name == QLatin1String("class")) {
                    widget->customClass = xml.readElementText();
                    --depth;
                } else if (depth == 5 && name == QLatin1String("stringpropertyspecification")) {
                    widget->stringProperties.append({ attributes.value(QLatin1String("name")).toString(),
                                                      attributes.value(QLatin1String("notr")).toString(),
                                                      attributes.value(QLatin1String("type")).toString() });
                } else if (depth == 5 && name == QLatin1String("tooltip")) {
                    widget->tooltips.append(attributes.value(QLatin1String("name")).toString());
                }
                continue;
            }
            if (depth == 1) {
                if (name != QLatin1String("ui")) {
                    *error = QStringLiteral("root element is <%1>, not <ui>").arg(name);
                    return false;
                }
                widget->language = xml.attributes().value(QLatin1String("language")).toString();
                widget->displayName = xml.attributes().value(QLatin1String("displayname")).toString();
            } else if (depth == 2 && name == QLatin1String("widget")) {
                if (!widget->className.isEmpty()) {
                    *error = QStringLiteral("more than one top-level widget");
                    return false;
                }
                widget->className = xml.attributes().value(QLatin1String("class")).toString();
                widget->objectName = xml.attributes().value(QLatin1String("name")).toString();
            } else if (depth == 3 && name == QLatin1String("property")) {
                property = xml.attributes().value(QLatin1String("name")).toString();
            } else if (depth == 4 && !property.isEmpty()) {
                QString text;
                if (name == QLatin1String("rect")) {
                    xml.skipCurrentElement();
                } else {
                    text = xml.readElementText();
                }
                --depth;
                widget->properties.append({ property, name, text });
                property.clear();
            }
        } else if (xml.isEndElement()) {
            --depth;
        }
    }
    if (xml.hasError()) {
        *error = xml.errorString();
        return false;
    }
    return true;
}

// Values of string, numeric, boolean and enum properties (an enum reads back as its type,
// the value written is its number).
bool same(const QVariant &read, const QVariant &written)
{
    if (written.typeId() == QMetaType::QString)
        return read.toString() == written.toString();
    if (written.typeId() == QMetaType::Bool)
        return read.toBool() == written.toBool();
    return read.toInt() == written.toInt() && read.toDouble() == written.toDouble();
}

// Triggers action, which opens a modal dialog, and runs inside on the dialog once it is
// shown; the dialog is rejected if inside leaves it open (a failed check returns from
// inside). Whether inside ran with no check failing.
bool inDialog(QAction *action, const std::function<void(QDialog *)> &inside)
{
    bool ran = false;
    QTimer::singleShot(0, action, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        if (!dialog)
            return;
        const auto closeAnyway = qScopeGuard([dialog] {
            if (dialog->isVisible())
                dialog->reject();
        });
        inside(dialog);
        ran = !QTest::currentTestFailed();
    });
    action->trigger();
    return ran;
}

} // namespace

class tst_DesignerPlugin : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void interface_data();
    void interface();
    void domXml_data();
    void domXml();
    void liveProperties_data();
    void liveProperties();
    void editMotion_data();
    void editMotion();
    void editFling();
    void stackedWidget();
    void motionMenu_data();
    void motionMenu();
    void playedOutsideForms();
    void scrollMenu();

private:
    // What Designer gives the plugin; only its extension manager is used.
    class FormEditor : public QDesignerFormEditorInterface
    {
    public:
        FormEditor() { setExtensionManager(new QExtensionManager(this)); }
    } m_core;
};

void tst_DesignerPlugin::initTestCase()
{
    QPluginLoader loader(QStringLiteral(IMPETUS_DESIGNER_PLUGIN));
    QCOMPARE(loader.metaData().value(QLatin1String("IID")).toString(),
             QStringLiteral("org.qt-project.Qt.QDesignerCustomWidgetCollectionInterface"));
    QVERIFY2(collection(), qPrintable(loader.errorString()));
    QStringList names;
    for (QDesignerCustomWidgetInterface *widget : collection()->customWidgets())
        names.append(widget->name());
    QCOMPARE(names,
             QStringList({ QStringLiteral("Impetus::MotionPlot"), QStringLiteral("Impetus::MotionPreview"),
                           QStringLiteral("Impetus::MotionEditor"), QStringLiteral("Impetus::MotionStackedWidget") }));
    for (QDesignerCustomWidgetInterface *widget : collection()->customWidgets()) {
        QVERIFY(!widget->isInitialized());
        widget->initialize(&m_core);
    }
}

void tst_DesignerPlugin::interface_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("includeFile");
    QTest::newRow("plot") << "Impetus::MotionPlot"
                          << "impetus/motionplot.h";
    QTest::newRow("preview") << "Impetus::MotionPreview"
                             << "impetus/motionpreview.h";
    QTest::newRow("editor") << "Impetus::MotionEditor"
                            << "impetus/motioneditor.h";
}

void tst_DesignerPlugin::interface()
{
    QFETCH(QString, name);
    QFETCH(QString, includeFile);
    QDesignerCustomWidgetInterface *widget = widgetInterface(name);
    QVERIFY(widget);
    QCOMPARE(widget->group(), QStringLiteral("Impetus"));
    QCOMPARE(widget->includeFile(), includeFile);
    QVERIFY(QFileInfo::exists(QStringLiteral(IMPETUS_WIDGETS_SOURCE_DIR "/") + includeFile));
    QVERIFY(widget->toolTip().size() > 20);
    QVERIFY(widget->whatsThis().size() > widget->toolTip().size());
    QCOMPARE(widget->isContainer(), false);
    const QIcon icon = widget->icon();
    QVERIFY(!icon.isNull());
    for (const int size : { 16, 32 }) {
        const QImage image = icon.pixmap(size, size).toImage();
        QCOMPARE(image.size(), QSize(size, size));
        QVERIFY(image.pixel(size / 2, size / 2) != image.pixel(0, 0)
                || image.pixel(size / 4, size / 2) != image.pixel(0, 0));
    }

    QVERIFY(widget->isInitialized());
    QWidget form;
    QWidget *created = widget->createWidget(&form);
    QVERIFY(created);
    QCOMPARE(created->parentWidget(), &form);
    QCOMPARE(QString::fromLatin1(created->metaObject()->className()), name);
    QVERIFY(qobject_cast<AbstractMotionWidget *>(created));
}

void tst_DesignerPlugin::domXml_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("plot") << "Impetus::MotionPlot";
    QTest::newRow("preview") << "Impetus::MotionPreview";
    QTest::newRow("editor") << "Impetus::MotionEditor";
}

void tst_DesignerPlugin::domXml()
{
    QFETCH(QString, name);
    QDesignerCustomWidgetInterface *widget = widgetInterface(name);
    QVERIFY(widget);
    DomWidget dom;
    QString error;
    QVERIFY2(parse(widget->domXml(), &dom, &error), qPrintable(error));
    QCOMPARE(dom.language, QStringLiteral("c++"));
    QVERIFY(!dom.displayName.isEmpty());
    QCOMPARE(dom.className, name);
    // Designer names new instances after this: motionPlot, motionPlot_2, ...
    QCOMPARE(
            dom.objectName,
            name.section(QLatin1String("::"), -1).replace(0, 1, name.section(QLatin1String("::"), -1).at(0).toLower()));
    QVERIFY(dom.properties.size() >= 2);

    const std::unique_ptr<QWidget> created(widget->createWidget(nullptr));
    const QMetaObject *meta = created->metaObject();
    for (const auto &[property, type, text] : dom.properties) {
        const int index = meta->indexOfProperty(property.toLatin1());
        QVERIFY2(index >= 0, qPrintable(property));
        const QMetaProperty metaProperty = meta->property(index);
        QVERIFY2(metaProperty.isWritable() && metaProperty.isDesignable(), qPrintable(property));
        QVariant value;
        if (type == QLatin1String("rect")) {
            QCOMPARE(metaProperty.typeId(), QMetaType::QRect);
            continue;
        } else if (type == QLatin1String("double")) {
            QCOMPARE(metaProperty.typeId(), QMetaType::Double);
            value = text.toDouble();
        } else if (type == QLatin1String("string")) {
            QCOMPARE(metaProperty.typeId(), QMetaType::QString);
            value = text;
        } else if (type == QLatin1String("bool")) {
            QCOMPARE(metaProperty.typeId(), QMetaType::Bool);
            value = text == QLatin1String("true");
        } else if (type == QLatin1String("number")) {
            QCOMPARE(metaProperty.typeId(), QMetaType::Int);
            value = text.toInt();
        } else if (type == QLatin1String("enum")) {
            QVERIFY(metaProperty.isEnumType());
            QCOMPARE(text.section(QLatin1String("::"), 0, -2), QString::fromLatin1(metaProperty.enumerator().scope()));
            bool ok = false;
            value = metaProperty.enumerator().keyToValue(text.section(QLatin1String("::"), -1).toLatin1(), &ok);
            QVERIFY2(ok, qPrintable(text));
        } else {
            QFAIL(qPrintable(QStringLiteral("%1: unexpected <%2>").arg(property, type)));
        }
        QVERIFY(metaProperty.write(created.get(), value));
        QVERIFY(same(metaProperty.read(created.get()), value));
    }
    auto *motionWidget = qobject_cast<AbstractMotionWidget *>(created.get());
    QVERIFY2(motionWidget->isValid(), qPrintable(motionWidget->errorString()));

    // The motion is a single line of text, never translated, with a tooltip.
    QCOMPARE(dom.customClass, name);
    QCOMPARE(dom.stringProperties,
             (QList<std::tuple<QString, QString, QString>>{
                     { QStringLiteral("motion"), QStringLiteral("true"), QStringLiteral("singleline") } }));
    QCOMPARE(dom.tooltips, QStringList{ QStringLiteral("motion") });

    // The motion, a spec or a preset name, is a string the property editor shows and edits.
    const QMetaProperty motion = meta->property(meta->indexOfProperty("motion"));
    QVERIFY(motion.isValid());
    QCOMPARE(motion.typeId(), QMetaType::QString);
    QVERIFY(motion.isWritable() && motion.isDesignable() && motion.isStored());
    QCOMPARE(motion.read(created.get()).toString(), motionWidget->motionSpec());
}

void tst_DesignerPlugin::liveProperties_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("plot, model") << "Impetus::MotionPlot" << QByteArray("modelType")
                                 << QVariant(int(AbstractMotionWidget::Bounce));
    QTest::newRow("plot, fling") << "Impetus::MotionPlot" << QByteArray("modelType")
                                 << QVariant(int(AbstractMotionWidget::Fling));
    QTest::newRow("editor, fling") << "Impetus::MotionEditor" << QByteArray("motion")
                                   << QVariant(QStringLiteral("android.fling"));
    QTest::newRow("plot, damping ratio") << "Impetus::MotionPlot" << QByteArray("dampingRatio") << QVariant(0.1);
    QTest::newRow("plot, velocity curve") << "Impetus::MotionPlot" << QByteArray("showVelocity") << QVariant(true);
    QTest::newRow("preview, distance") << "Impetus::MotionPreview" << QByteArray("distance") << QVariant(-50.0);
    QTest::newRow("preview, marker") << "Impetus::MotionPreview" << QByteArray("marker") << QVariant(1);
    QTest::newRow("editor, stiffness") << "Impetus::MotionEditor" << QByteArray("stiffness") << QVariant(900.0);
    QTest::newRow("editor, bad value") << "Impetus::MotionEditor" << QByteArray("mass") << QVariant(-1.0);
    QTest::newRow("plot, motion") << "Impetus::MotionPlot" << QByteArray("motion")
                                  << QVariant(QStringLiteral("bounce(restitution: 0.6)"));
    QTest::newRow("preview, preset") << "Impetus::MotionPreview" << QByteArray("motion")
                                     << QVariant(QStringLiteral("material.expressive.spatial.fast"));
    QTest::newRow("editor, bad spec") << "Impetus::MotionEditor" << QByteArray("motion")
                                      << QVariant(QStringLiteral("spring(mass: -1)"));
}

// Designer's property editor writes the property; the widget shows the change at once.
void tst_DesignerPlugin::liveProperties()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, property);
    QFETCH(QVariant, value);
    QDesignerCustomWidgetInterface *widget = widgetInterface(name);
    QWidget form;
    QWidget *created = widget->createWidget(&form);
    created->resize(created->sizeHint().expandedTo(QSize(300, 120)));
    const QImage before = created->grab().toImage();
    QVERIFY(created->setProperty(property, value));
    QVERIFY(same(created->property(property), value));
    const QImage after = created->grab().toImage();
    QVERIFY(after != before);
}

void tst_DesignerPlugin::editMotion_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("accept");
    QTest::addColumn<QString>("preset"); // chosen in the dialog, or none
    QTest::newRow("plot, OK") << "Impetus::MotionPlot" << true << QString();
    QTest::newRow("plot, Cancel") << "Impetus::MotionPlot" << false << QString();
    QTest::newRow("preview, OK") << "Impetus::MotionPreview" << true << QString();
    QTest::newRow("editor, OK") << "Impetus::MotionEditor" << true << QString();
    QTest::newRow("plot, a preset, OK") << "Impetus::MotionPlot" << true << "swiftui.snappy";
    QTest::newRow("preview, a preset, Cancel") << "Impetus::MotionPreview" << false << "impetus.flingTo";
}

// The task menu's "Edit Motion..." (also the double-click action) opens a MotionEditor
// on the widget's motion; OK writes the edited motion back, Cancel leaves it.
void tst_DesignerPlugin::editMotion()
{
    QFETCH(QString, name);
    QFETCH(bool, accept);
    QFETCH(QString, preset);
    QWidget form;
    auto *widget = qobject_cast<AbstractMotionWidget *>(widgetInterface(name)->createWidget(&form));
    widget->setModelType(AbstractMotionWidget::Bounce);
    widget->setRestitution(0.3);
    const QString before = widget->motionSpec();
    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core.extensionManager(), widget);
    QVERIFY(menu);
    QCOMPARE(menu->taskActions().size(), 2); // and Motion..., as on every widget
    QCOMPARE(menu->taskActions().at(1)->text(), QStringLiteral("Motion..."));
    QAction *edit = menu->preferredEditAction();
    QCOMPARE(edit, menu->taskActions().first());
    QVERIFY(edit->text().startsWith(QLatin1String("Edit Motion")));

    QVERIFY(inDialog(edit, [&](QDialog *dialog) {
        auto *editor = dialog->findChild<MotionEditor *>();
        QVERIFY(editor);
        QCOMPARE(editor->modelType(), AbstractMotionWidget::Bounce); // the widget's motion
        QCOMPARE(editor->restitution(), 0.3);
        QCOMPARE(editor->motionSpec(), before);
        for (const AbstractMotionWidget::ModelType model :
             { AbstractMotionWidget::Spring, AbstractMotionWidget::Decay, AbstractMotionWidget::Gravity,
               AbstractMotionWidget::Bounce, AbstractMotionWidget::Fling })
            QCOMPARE(editor->spec(model), widget->spec(model));
        if (preset.isEmpty()) {
            editor->setRestitution(0.8);
            editor->setGravity(-4000);
        } else { // the presets, as the user picks one
            auto *presets = editor->findChild<QComboBox *>(QStringLiteral("presetComboBox"));
            QVERIFY(presets);
            QCOMPARE(presets->count(), MotionSpec::presets().size() + 1);
            const int index = presets->findText(preset);
            QVERIFY(index > 0);
            presets->setCurrentIndex(index);
            Q_EMIT presets->activated(index);
            QCOMPARE(editor->spec(), MotionSpec::parse(preset));
        }
        if (accept)
            dialog->accept();
        else
            dialog->reject();
    }));
    if (!preset.isEmpty()) {
        QCOMPARE(widget->motionSpec(), accept ? preset : before);
        QCOMPARE(widget->spec(), accept ? MotionSpec::parse(preset) : MotionSpec::parse(before));
        QCOMPARE(widget->restitution(), 0.3);
        return;
    }
    QCOMPARE(widget->restitution(), accept ? 0.8 : 0.3);
    QCOMPARE(widget->gravity(), accept ? -4000.0 : -2000.0);
    QCOMPARE(widget->modelType(), AbstractMotionWidget::Bounce);
    QCOMPARE(widget->motionSpec(), accept ? QStringLiteral("bounce(restitution: 0.8, gravity: -4000)") : before);
}

// A fling edited in the dialog with its own controls: OK writes its parameters and its
// spec back to the widget, which then shows the fling the spec places on its distance.
void tst_DesignerPlugin::editFling()
{
    QWidget form;
    auto *widget = qobject_cast<AbstractMotionWidget *>(
            widgetInterface(QStringLiteral("Impetus::MotionPlot"))->createWidget(&form));
    widget->setMotionSpec(QStringLiteral("fling(friction: 0.02)"));
    widget->setDistance(400);
    QCOMPARE(widget->modelType(), AbstractMotionWidget::Fling);
    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core.extensionManager(), widget);
    QVERIFY(menu);
    QVERIFY(inDialog(menu->preferredEditAction(), [&](QDialog *dialog) {
        auto *editor = dialog->findChild<MotionEditor *>();
        QVERIFY(editor);
        QCOMPARE(editor->modelType(), AbstractMotionWidget::Fling);
        QCOMPARE(editor->motionSpec(), QStringLiteral("fling(friction: 0.02)"));
        QCOMPARE(editor->distance(), 400.0);
        auto *density = editor->findChild<QDoubleSpinBox *>(QStringLiteral("densitySpinBox"));
        QVERIFY(density && density->isVisibleTo(editor));
        QCOMPARE(density->value(), 1.0);
        density->setValue(2);
        QCOMPARE(editor->motionSpec(), QStringLiteral("fling(friction: 0.02, density: 2)"));
        dialog->accept();
    }));
    QCOMPARE(widget->modelType(), AbstractMotionWidget::Fling);
    QCOMPARE(widget->friction(), 0.02);
    QCOMPARE(widget->density(), 2.0);
    QCOMPARE(widget->motionSpec(), QStringLiteral("fling(friction: 0.02, density: 2)"));
    QCOMPARE(widget->motion(), MotionSpec::parse(u"fling(friction: 0.02, density: 2)").between(0, 400, 0).motion);
    QCOMPARE(widget->motion().model<Fling>()->density(), 2.0);
}

// A container, as Designer's QStackedWidget is: its domXml has two pages and tells uic
// that it extends QStackedWidget; its pages are added, inserted, removed and shown
// through the container extension the plugin registers; its task menu moves pages.
void tst_DesignerPlugin::stackedWidget()
{
    QDesignerCustomWidgetInterface *widget = widgetInterface(QStringLiteral("Impetus::MotionStackedWidget"));
    QVERIFY(widget);
    QVERIFY(widget->isContainer());
    QCOMPARE(widget->includeFile(), QStringLiteral("impetus/motionstackedwidget.h"));
    QVERIFY(QFileInfo::exists(QStringLiteral(IMPETUS_WIDGETS_SOURCE_DIR "/impetus/motionstackedwidget.h")));
    QVERIFY(!widget->icon().isNull());

    QXmlStreamReader xml(widget->domXml());
    QStringList pages;
    QString extends, addPage, motion;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("widget")
            && xml.attributes().value(QLatin1String("class")) == QLatin1String("QWidget"))
            pages.append(xml.attributes().value(QLatin1String("name")).toString());
        else if (xml.name() == QLatin1String("extends"))
            extends = xml.readElementText();
        else if (xml.name() == QLatin1String("addpagemethod"))
            addPage = xml.readElementText();
        else if (xml.name() == QLatin1String("property")
                 && xml.attributes().value(QLatin1String("name")) == QLatin1String("motion")) {
            xml.readNextStartElement();
            motion = xml.readElementText();
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(pages, (QStringList{ QStringLiteral("page"), QStringLiteral("page_2") }));
    QCOMPARE(extends, QStringLiteral("QStackedWidget"));
    QCOMPARE(addPage, QStringLiteral("addWidget"));
    QVERIFY(MotionSpec::parse(motion).isValid());

    QWidget form;
    auto *stack = qobject_cast<MotionStackedWidget *>(widget->createWidget(&form));
    QVERIFY(stack);
    auto *container = qt_extension<QDesignerContainerExtension *>(m_core.extensionManager(), stack);
    QVERIFY(container);
    auto *first = new QWidget, *second = new QWidget, *between = new QWidget;
    container->addWidget(first);
    container->addWidget(second);
    container->insertWidget(1, between);
    QCOMPARE(container->count(), 3);
    QCOMPARE(stack->count(), 3);
    QCOMPARE(container->widget(1), between);
    container->setCurrentIndex(2);
    QCOMPARE(stack->currentWidget(), second);
    QCOMPARE(container->currentIndex(), 2);
    QVERIFY(container->canRemove(1));
    container->remove(1);
    QCOMPARE(stack->count(), 2);
    QCOMPARE(stack->indexOf(between), -1);
    delete between;

    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core.extensionManager(), stack);
    QVERIFY(menu);
    QStringList texts;
    for (QAction *action : menu->taskActions())
        texts.append(action->text());
    QCOMPARE(texts,
             (QStringList{ QStringLiteral("Motion..."), QStringLiteral("Previous Page"), QStringLiteral("Next Page"),
                           QStringLiteral("Move Page Earlier"), QStringLiteral("Move Page Later") }));
}

void tst_DesignerPlugin::motionMenu_data()
{
    QTest::addColumn<bool>("accept");
    QTest::newRow("OK") << true;
    QTest::newRow("Cancel") << false;
}

// Motion... on a plain QFrame: the dialog offers an entrance (left by default), the
// presets, a delay and an exit; it states the time for the frame's own distance; OK writes
// the dynamic properties FormMotion plays (text as QByteArray: the .ui's <cstring>), Cancel
// writes nothing; opened again, it shows them.
void tst_DesignerPlugin::motionMenu()
{
    QFETCH(bool, accept);
    QWidget form;
    form.resize(400, 200);
    auto *frame = new QFrame(&form);
    frame->setObjectName(QStringLiteral("panel"));
    frame->setGeometry(150, 20, 100, 60);
    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core.extensionManager(), frame);
    QVERIFY(menu);
    QCOMPARE(menu->preferredEditAction(), nullptr);
    QCOMPARE(menu->taskActions().size(), 1);
    QAction *motion = menu->taskActions().first();
    QCOMPARE(motion->text(), QStringLiteral("Motion..."));

    QVERIFY(inDialog(motion, [&](QDialog *dialog) {
        QCOMPARE(dialog->objectName(), QStringLiteral("motionDialog"));
        auto *enter = dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"));
        auto *presets = dialog->findChild<QComboBox *>(QStringLiteral("presetComboBox"));
        auto *delay = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("delaySpinBox"));
        auto *exit = dialog->findChild<QComboBox *>(QStringLiteral("exitComboBox"));
        auto *summary = dialog->findChild<QLabel *>(QStringLiteral("summaryLabel"));
        QVERIFY(enter && presets && delay && exit && summary);
        QCOMPARE(enter->currentData().toString(), QStringLiteral("left"));
        // From just beyond the left edge (x = -100) to x = 150: 250 px, critically damped.
        QVERIFY2(summary->text().startsWith(QStringLiteral("panel moves 250 px in its form: ")),
                 qPrintable(summary->text()));
        enter->setCurrentIndex(enter->findData(QStringLiteral("top")));
        const int preset = presets->findText(QStringLiteral("swiftui.snappy"));
        presets->setCurrentIndex(preset);
        Q_EMIT presets->activated(preset);
        delay->setValue(0.35);
        exit->setCurrentIndex(exit->findData(QStringLiteral("fade")));
        // From y = -60 to 20: 80 px; the dialog states what the animation will take.
        const std::unique_ptr<MotionAnimation> planned(MotionAnimation::create(MotionSpec::parse(u"swiftui.snappy")));
        planned->setStartValue(QPointF(150, -60));
        planned->setEndValue(QPointF(150, 20));
        QCOMPARE(summary->text(),
                 QStringLiteral("panel moves 80 px in its form: %1 ms, 0.35 s after it is shown.")
                         .arg(planned->duration()));
        if (accept)
            dialog->accept();
        else
            dialog->reject();
    }));
    if (!accept) {
        for (const QByteArray &name : FormMotion::propertyNames())
            QVERIFY(!frame->property(name).isValid());
        return;
    }
    QCOMPARE(frame->property("impetusEnter"), QVariant(QByteArray("top")));
    QCOMPARE(frame->property("impetusEnterMotion"), QVariant(QByteArray("swiftui.snappy")));
    QCOMPARE(frame->property("impetusEnterDelay"), QVariant(0.35));
    QCOMPARE(frame->property("impetusExit"), QVariant(QByteArray("fade")));
    QVERIFY(!frame->property("impetusEnterEveryShow").isValid());
    QVERIFY(!frame->property("impetusExitMotion").isValid());

    // Opened again, the dialog shows the marks.
    QVERIFY(inDialog(motion, [&](QDialog *dialog) {
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"))->currentData().toString(),
                 QStringLiteral("top"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("presetComboBox"))->currentText(),
                 QStringLiteral("swiftui.snappy"));
        QCOMPARE(dialog->findChild<QDoubleSpinBox *>(QStringLiteral("delaySpinBox"))->value(), 0.35);
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("exitComboBox"))->currentData().toString(),
                 QStringLiteral("fade"));
    }));
}

// The plugin plays the marks of a widget outside the forms being edited (Form > Preview
// makes such windows), as FormMotion::install() does in an application.
void tst_DesignerPlugin::playedOutsideForms()
{
    QWidget window;
    window.resize(300, 200);
    auto *frame = new QFrame(&window);
    frame->setGeometry(100, 50, 80, 40);
    frame->setProperty("impetusEnter", QByteArray("right"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QGraphicsEffect *effect = frame->graphicsEffect();
    QVERIFY(effect);
    auto *animation = effect->findChild<MotionAnimation *>();
    QVERIFY(animation);
    QCOMPARE(animation->startValue().toPointF(), QPointF(300, 50));
    QCOMPARE(animation->endValue().toPointF(), QPointF(100, 50));
}

// Motion... on a scroll area has a Scrolling tab: kinetic scrolling off until checked; the
// coast, the snapping, the edges and the wheel; it says how far a throw at 2,000 px/s
// goes (for a decay, v / lambda, at rest within 0.01 px after ln(v / (0.01 lambda)) /
// lambda); a coast that is not a decay or a fling is named and OK waits. OK writes the
// marks FormMotion plays; opened again, it shows them; a throw's area then scrolls with them.
void tst_DesignerPlugin::scrollMenu()
{
    QWidget form;
    form.resize(400, 300);
    auto *list = new QListWidget(&form);
    list->setObjectName(QStringLiteral("list"));
    list->setGeometry(10, 10, 200, 280);
    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core.extensionManager(), list);
    QVERIFY(menu);
    QAction *motion = menu->taskActions().first();

    QVERIFY(inDialog(motion, [&](QDialog *dialog) {
        auto *tabs = dialog->findChild<QTabWidget *>(QStringLiteral("motionTabs"));
        auto *scroll = dialog->findChild<QGroupBox *>(QStringLiteral("scrollGroupBox"));
        auto *coast = dialog->findChild<QComboBox *>(QStringLiteral("scrollMotionComboBox"));
        auto *snap = dialog->findChild<QComboBox *>(QStringLiteral("scrollSnapComboBox"));
        auto *wheel = dialog->findChild<QCheckBox *>(QStringLiteral("scrollWheelCheckBox"));
        auto *summary = dialog->findChild<QLabel *>(QStringLiteral("scrollSummaryLabel"));
        auto *buttons = dialog->findChild<QDialogButtonBox *>();
        QVERIFY(tabs && scroll && coast && snap && wheel && summary && buttons);
        QCOMPARE(tabs->count(), 2);
        QCOMPARE(tabs->tabText(1), QStringLiteral("Scrolling"));
        QVERIFY(!scroll->isChecked());
        QCOMPARE(summary->text(), QStringLiteral("list scrolls as Qt scrolls it."));
        // The entrance left as it is offered, none: only the scrolling is written.
        auto *enter = dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"));
        enter->setCurrentIndex(enter->findData(QStringLiteral("none")));

        scroll->setChecked(true);
        coast->setCurrentText(QStringLiteral("swiftui.snappy"));
        QCOMPARE(summary->text(),
                 QStringLiteral("impetusScrollMotion 'swiftui.snappy': it must be a decay or a fling, but it is a "
                                "spring"));
        QVERIFY(!buttons->button(QDialogButtonBox::Ok)->isEnabled());
        coast->setCurrentText(QStringLiteral("ios.scroll.fast"));
        QVERIFY(buttons->button(QDialogButtonBox::Ok)->isEnabled());
        const double lambda = -1000 * std::log(0.99); // UIScrollView's fast rate
        const double v = 2000;
        QCOMPARE(summary->text(),
                 QStringLiteral("A throw at 2000 px/s coasts %1 px in %2 s, and rests there.")
                         .arg(qRound(v / lambda))
                         .arg(std::log(v / (0.01 * lambda)) / lambda, 0, 'f', 2));
        snap->setCurrentIndex(snap->findData(QStringLiteral("items")));
        QVERIFY(summary->text().endsWith(
                QStringLiteral("and then lands exactly on the nearest snap position, keeping its velocity.")));
        wheel->setChecked(false);
        dialog->accept();
    }));
    QCOMPARE(list->property("impetusScroll"), QVariant(true));
    QCOMPARE(list->property("impetusScrollMotion"), QVariant(QByteArray("ios.scroll.fast")));
    QCOMPARE(list->property("impetusScrollSnap"), QVariant(QByteArray("items")));
    QCOMPARE(list->property("impetusScrollWheel"), QVariant(QByteArray("none")));
    for (const char *name :
         { "impetusEnter", "impetusScrollMouse", "impetusScrollEdgeMotion", "impetusScrollRubberBand" })
        QVERIFY2(!list->property(name).isValid(), name);

    QVERIFY(inDialog(motion, [&](QDialog *dialog) {
        QVERIFY(dialog->findChild<QGroupBox *>(QStringLiteral("scrollGroupBox"))->isChecked());
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("scrollMotionComboBox"))->currentText(),
                 QStringLiteral("ios.scroll.fast"));
        QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("scrollSnapComboBox"))->currentData().toString(),
                 QStringLiteral("items"));
        QVERIFY(!dialog->findChild<QCheckBox *>(QStringLiteral("scrollWheelCheckBox"))->isChecked());
    }));

    // Outside a form being edited (as in Form > Preview), the marks are played.
    form.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form));
    KineticScroller *scroller = KineticScroller::of(list);
    QVERIFY(scroller);
    QCOMPARE(scroller->motion(), QStringLiteral("ios.scroll.fast"));
    QCOMPARE(scroller->snapMode(), KineticScroller::SnapToItems);
    QVERIFY(!scroller->isSmoothWheelEnabled());
}

QTEST_MAIN(tst_DesignerPlugin)
#include "tst_designerplugin.moc"
