// SPDX-License-Identifier: MIT
#include "impetusdesignerplugin.h"
#include "taskmenu.h"

#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QExtensionManager>

#include <QtCore/qloggingcategory.h>
#include <QtGui/qicon.h>
#include <QtGui/qpixmap.h>
#include <QtWidgets/qwidget.h>

#include <memory>

// Off by default; QT_LOGGING_RULES="impetus.designer.debug=true" shows what Designer asks.
Q_LOGGING_CATEGORY(lcDesigner, "impetus.designer", QtWarningMsg)

namespace Impetus {

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
    return false;
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
    if (QExtensionManager *manager = core ? core->extensionManager() : nullptr) {
        manager->registerExtensions(new MotionTaskMenuFactory(name(), manager),
                                    Q_TYPEID(QDesignerTaskMenuExtension));
    }
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
