// SPDX-License-Identifier: MIT
#include "impetusdesignerplugin.h"
#include "stackedcontainer.h"
#include "taskmenu.h"

#include <impetus/formmotion.h>

#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QDesignerFormWindowInterface>
#include <QtDesigner/QExtensionManager>

#include <QtCore/qcoreapplication.h>
#include <QtCore/qloggingcategory.h>
#include <QtGui/qicon.h>
#include <QtGui/qpixmap.h>
#include <QtWidgets/qwidget.h>

#include <memory>

// Off by default; QT_LOGGING_RULES="impetus.designer.debug=true" shows what Designer asks.
Q_LOGGING_CATEGORY(lcDesigner, "impetus.designer", QtWarningMsg)

namespace Impetus {

namespace {

// Registers a Factory for the extensions of iid with core's extension manager, once for
// all the plugin's widgets.
template<typename Factory> void registerOnce(QDesignerFormEditorInterface *core, const QString &iid)
{
    QExtensionManager *manager = core ? core->extensionManager() : nullptr;
    if (manager && !manager->findChild<Factory *>())
        manager->registerExtensions(new Factory(manager), iid);
}

// Plays the entrances and exits of the forms Designer shows in Form > Preview (and in any
// other window it opens), exactly as FormMotion::install() does in the application, but
// not in the forms being edited.
class DesignerFormMotion : public FormMotion
{
    Q_OBJECT // findChild<DesignerFormMotion *>() needs its own meta-object (asserted from Qt 6.8)

            public : using FormMotion::FormMotion;

    static void installOnce(QDesignerFormEditorInterface *core)
    {
        if (!core || core->findChild<DesignerFormMotion *>() || !QCoreApplication::instance())
            return;
        QCoreApplication::instance()->installEventFilter(new DesignerFormMotion(core));
    }

protected:
    bool plays(const QWidget *widget) const override
    {
        return !QDesignerFormWindowInterface::findFormWindow(const_cast<QWidget *>(widget));
    }
};

} // namespace

DesignerWidgetInterface::DesignerWidgetInterface(const DesignerWidget &widget, QObject *parent)
    : QObject(parent), m_widget(widget)
{
}

QString DesignerWidgetInterface::name() const
{
    return QLatin1String(m_widget.className);
}

QString DesignerWidgetInterface::group() const
{
    return QStringLiteral("Impetus");
}

QString DesignerWidgetInterface::toolTip() const
{
    return QString::fromUtf8(m_widget.toolTip);
}

QString DesignerWidgetInterface::whatsThis() const
{
    return QString::fromUtf8(m_widget.whatsThis);
}

QString DesignerWidgetInterface::includeFile() const
{
    return QLatin1String(m_widget.includeFile);
}

// The widget itself, drawn small with its palette: the icon shows what it does.
QIcon DesignerWidgetInterface::icon() const
{
    QIcon icon;
    for (const int size : { 16, 32, 64 }) {
        const std::unique_ptr<QWidget> widget(m_widget.iconWidget());
        widget->resize(size, size);
        QPixmap pixmap(size, size);
        pixmap.fill(Qt::transparent);
        widget->render(&pixmap);
        icon.addPixmap(pixmap);
    }
    return icon;
}

bool DesignerWidgetInterface::isContainer() const
{
    return m_widget.container;
}

QWidget *DesignerWidgetInterface::createWidget(QWidget *parent)
{
    qCDebug(lcDesigner) << "creating" << m_widget.className << "in" << parent;
    return m_widget.create(parent);
}

bool DesignerWidgetInterface::isInitialized() const
{
    return m_initialized;
}

void DesignerWidgetInterface::initialize(QDesignerFormEditorInterface *core)
{
    if (m_initialized)
        return;
    m_initialized = true;
    // Once for all the plugin's widgets: "Motion..." on every widget, the stacked
    // container's pages, and the motions in Form > Preview.
    registerOnce<MotionTaskMenuFactory>(core, Q_TYPEID(QDesignerTaskMenuExtension));
    registerOnce<StackedContainerFactory>(core, Q_TYPEID(QDesignerContainerExtension));
    DesignerFormMotion::installOnce(core);
    qCDebug(lcDesigner) << "initialised" << m_widget.className;
}

QString DesignerWidgetInterface::domXml() const
{
    return QString::fromUtf8(m_widget.domXml);
}

DesignerPlugin::DesignerPlugin(QObject *parent) : QObject(parent)
{
    for (int i = 0; i < DesignerWidgetCount; ++i)
        m_widgets.append(new DesignerWidgetInterface(DesignerWidgets[i], this));
    qCDebug(lcDesigner) << "loaded with" << m_widgets.size() << "widgets";
}

QList<QDesignerCustomWidgetInterface *> DesignerPlugin::customWidgets() const
{
    return m_widgets;
}

} // namespace Impetus

#include "impetusdesignerplugin.moc"
