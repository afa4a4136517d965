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

// The Impetus entries of the context menu of a widget on a form:
// - "Motion..." on every widget but the form itself: its entrance and exit (MotionDialog),
//   kept in the .ui as the dynamic properties FormMotion plays;
// - "Edit Motion..." on an Impetus widget (also its double-click action): a MotionEditor
//   in a dialog (the presets, the spec as text, the parameters);
// - on a MotionStackedWidget, besides Designer's own Insert and Delete of pages: going to
//   the previous or next page to edit it, and moving the current page earlier or later.
// Accepted changes go through the form window, as one undoable command that marks the
// properties changed, so the .ui keeps them. Outside a form the properties are set
// directly.
class MotionTaskMenu : public QObject, public QDesignerTaskMenuExtension
{
    Q_OBJECT
    Q_INTERFACES(QDesignerTaskMenuExtension)

public:
    MotionTaskMenu(QWidget *widget, QObject *parent);

    QAction *preferredEditAction() const override;
    QList<QAction *> taskActions() const override;

private:
    void editMotion();
    void editMarks();
    void addPageAction(const QString &text, int step, bool move);

    QWidget *const m_widget;
    QAction *const m_edit; // nullptr for a widget that is not an Impetus one
    QAction *const m_marks; // nullptr for the form itself
    QList<QAction *> m_pages; // a MotionStackedWidget's
};

// Makes the task menu of every widget.
class MotionTaskMenuFactory : public QExtensionFactory
{
    Q_OBJECT

public:
    explicit MotionTaskMenuFactory(QExtensionManager *manager);

protected:
    QObject *createExtension(QObject *object, const QString &iid, QObject *parent) const override;
};

} // namespace Impetus

#endif
