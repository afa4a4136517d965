// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DESIGNERPLUGIN_H
#define IMPETUS_DESIGNERPLUGIN_H

#include <QtCore/qobject.h>
#include <QtUiPlugin/QDesignerCustomWidgetCollectionInterface>
#include <QtUiPlugin/QDesignerCustomWidgetInterface>

namespace Impetus {

// What Designer is told about one widget. The plugin is this table (widgets.cpp) and one
// interface that reads it.
struct DesignerWidget
{
    const char *className;
    const char *includeFile;
    const char *toolTip;
    const char *whatsThis;
    const char *domXml;
    QWidget *(*create)(QWidget *parent);
    // A widget that, rendered small, is the widget box icon.
    QWidget *(*iconWidget)();
    // A container of pages (Designer then uses its container extension).
    bool container = false;
};

extern const DesignerWidget DesignerWidgets[];
extern const int DesignerWidgetCount;

class DesignerWidgetInterface : public QObject, public QDesignerCustomWidgetInterface
{
    Q_OBJECT
    Q_INTERFACES(QDesignerCustomWidgetInterface)

public:
    DesignerWidgetInterface(const DesignerWidget &widget, QObject *parent);

    QString name() const override;
    QString group() const override;
    QString toolTip() const override;
    QString whatsThis() const override;
    QString includeFile() const override;
    QIcon icon() const override;
    bool isContainer() const override;
    QWidget *createWidget(QWidget *parent) override;
    bool isInitialized() const override;
    void initialize(QDesignerFormEditorInterface *core) override;
    QString domXml() const override;

private:
    const DesignerWidget &m_widget;
    bool m_initialized = false;
};

// The "Impetus" group of Designer's widget box.
class DesignerPlugin : public QObject, public QDesignerCustomWidgetCollectionInterface
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.qt-project.Qt.QDesignerCustomWidgetCollectionInterface")
    Q_INTERFACES(QDesignerCustomWidgetCollectionInterface)

public:
    explicit DesignerPlugin(QObject *parent = nullptr);

    QList<QDesignerCustomWidgetInterface *> customWidgets() const override;

private:
    QList<QDesignerCustomWidgetInterface *> m_widgets;
};

} // namespace Impetus

#endif
