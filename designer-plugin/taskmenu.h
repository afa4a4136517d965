// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DESIGNER_TASKMENU_H
#define IMPETUS_DESIGNER_TASKMENU_H

#include <QtDesigner/QDesignerTaskMenuExtension>
#include <QtDesigner/QExtensionFactory>

QT_BEGIN_NAMESPACE
class QAction;
QT_END_NAMESPACE

namespace Impetus {

class AbstractMotionWidget;

// "Edit Motion..." in the context menu of an Impetus widget on a form (and on a double
// click): a MotionEditor in a dialog (the presets, the spec as text, the parameters).
// Accepted changes go through the form window's cursor, as one undoable command that
// marks the properties changed, so the .ui keeps them. Outside a form the properties are
// set directly.
class MotionTaskMenu : public QObject, public QDesignerTaskMenuExtension
{
    Q_OBJECT
    Q_INTERFACES(QDesignerTaskMenuExtension)

public:
    MotionTaskMenu(AbstractMotionWidget *widget, QObject *parent);

    QAction *preferredEditAction() const override;
    QList<QAction *> taskActions() const override;

private:
    void edit();

    AbstractMotionWidget *const m_widget;
    QAction *const m_edit;
};

// Makes the task menu for the widgets of one class.
class MotionTaskMenuFactory : public QExtensionFactory
{
    Q_OBJECT

public:
    MotionTaskMenuFactory(const QString &className, QExtensionManager *manager);

protected:
    QObject *createExtension(QObject *object, const QString &iid, QObject *parent) const override;

private:
    const QString m_className;
};

} // namespace Impetus

#endif
