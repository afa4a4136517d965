// SPDX-License-Identifier: MIT
#include "taskmenu.h"
#include "motiondialog.h"

#include <impetus/motioneditor.h>

#include "motioncopy_p.h" // from widgets/, the Impetus::Widgets sources

#include <QtDesigner/QDesignerDynamicPropertySheetExtension>
#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QDesignerFormWindowCursorInterface>
#include <QtDesigner/QDesignerFormWindowInterface>
#include <QtDesigner/QDesignerPropertyEditorInterface>
#include <QtDesigner/QDesignerPropertySheetExtension>
#include <QtDesigner/QExtensionManager>
#include <QtGui/qaction.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qdialog.h>
#include <QtWidgets/qdialogbuttonbox.h>

namespace Impetus {

namespace {

bool isFormItself(QWidget *widget)
{
    QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(widget);
    return form && form->mainContainer() == widget;
}

// Writes values into widget's properties (dynamic ones are added or, for an invalid
// value, removed), through its form window when it has one: undoable and saved.
void writeProperties(QWidget *widget, const QString &command, const QMap<QByteArray, QVariant> &values)
{
    QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(widget);
    if (!form) {
        for (auto it = values.cbegin(); it != values.cend(); ++it)
            widget->setProperty(it.key(), it.value());
        return;
    }
    QExtensionManager *manager = form->core()->extensionManager();
    auto *sheet = qt_extension<QDesignerPropertySheetExtension *>(manager, widget);
    auto *dynamic = qt_extension<QDesignerDynamicPropertySheetExtension *>(manager, widget);
    form->beginCommand(command);
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QString name = QString::fromLatin1(it.key());
        const int index = sheet ? sheet->indexOf(name) : -1;
        if (!it.value().isValid()) {
            if (index >= 0 && dynamic && dynamic->isDynamicProperty(index))
                dynamic->removeDynamicProperty(index);
        } else if (index < 0 && dynamic && dynamic->canAddDynamicProperty(name)) {
            sheet->setChanged(dynamic->addDynamicProperty(name, it.value()), true);
        } else if (index >= 0 && sheet->property(index) != it.value()) {
            form->cursor()->setWidgetProperty(widget, name, it.value());
        }
    }
    form->endCommand();
    form->setDirty(true);
    if (QDesignerPropertyEditorInterface *editor = form->core()->propertyEditor(); editor && editor->object() == widget)
        editor->setObject(widget);
}

} // namespace

MotionTaskMenu::MotionTaskMenu(QWidget *widget, QObject *parent)
    : QObject(parent),
      m_widget(widget),
      m_edit(qobject_cast<AbstractMotionWidget *>(widget) ? new QAction(tr("Edit Motion..."), this) : nullptr),
      m_marks(isFormItself(widget) ? nullptr : new QAction(tr("Motion..."), this))
{
    if (m_edit)
        connect(m_edit, &QAction::triggered, this, &MotionTaskMenu::editMotion);
    if (m_marks) {
        m_marks->setObjectName(QStringLiteral("impetusMotionAction"));
        m_marks->setToolTip(tr("How this widget enters when shown and leaves when hidden"));
        connect(m_marks, &QAction::triggered, this, &MotionTaskMenu::editMarks);
    }
}

QAction *MotionTaskMenu::preferredEditAction() const
{
    return m_edit;
}

QList<QAction *> MotionTaskMenu::taskActions() const
{
    QList<QAction *> actions;
    for (QAction *action : { m_edit, m_marks }) {
        if (action)
            actions.append(action);
    }
    return actions;
}

void MotionTaskMenu::editMotion()
{
    auto *widget = qobject_cast<AbstractMotionWidget *>(m_widget);
    QDialog dialog(m_widget->window());
    dialog.setObjectName(QStringLiteral("editMotionDialog"));
    dialog.setWindowTitle(tr("Edit Motion of %1").arg(m_widget->objectName()));
    auto *editor = new MotionEditor(&dialog);
    copyMotion(*widget, editor);
    // The spring's parameterisation that shows all of it: its mass only shows with stiffness.
    if (auto *edited = qobject_cast<MotionEditor *>(m_widget))
        editor->setSpringParameters(edited->springParameters());
    else if (widget->mass() != 1 || widget->spec().has(u"stiffness"))
        editor->setSpringParameters(MotionEditor::StiffnessAndDamping);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &dialog);
    connect(buttons, &QDialogButtonBox::accepted, &dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    auto *layout = new QVBoxLayout(&dialog);
    layout->addWidget(editor);
    layout->addWidget(buttons);
    dialog.resize(760, 440);
    if (dialog.exec() != QDialog::Accepted)
        return;

    QMap<QByteArray, QVariant> changed;
    for (const QByteArray &parameter : AbstractMotionWidget::parameterNames()) {
        const QVariant value = editor->property(parameter);
        if (value != m_widget->property(parameter))
            changed.insert(parameter, value);
    }
    writeProperties(m_widget, tr("Edit Motion of %1").arg(m_widget->objectName()), changed);
}

void MotionTaskMenu::editMarks()
{
    MotionDialog dialog(m_widget, m_widget->window());
    if (dialog.exec() == QDialog::Accepted)
        writeProperties(m_widget, tr("Motion of %1").arg(m_widget->objectName()), dialog.values());
}

MotionTaskMenuFactory::MotionTaskMenuFactory(QExtensionManager *manager) : QExtensionFactory(manager) { }

void MotionTaskMenuFactory::registerOnce(QDesignerFormEditorInterface *core)
{
    QExtensionManager *manager = core ? core->extensionManager() : nullptr;
    if (!manager || manager->findChild<MotionTaskMenuFactory *>())
        return;
    manager->registerExtensions(new MotionTaskMenuFactory(manager), Q_TYPEID(QDesignerTaskMenuExtension));
}

QObject *MotionTaskMenuFactory::createExtension(QObject *object, const QString &iid, QObject *parent) const
{
    auto *widget = qobject_cast<QWidget *>(object);
    if (!widget || iid != Q_TYPEID(QDesignerTaskMenuExtension))
        return nullptr;
    auto *menu = new MotionTaskMenu(widget, parent);
    if (menu->taskActions().isEmpty()) {
        delete menu;
        return nullptr;
    }
    return menu;
}

} // namespace Impetus
