// SPDX-License-Identifier: MIT
#include "taskmenu.h"

#include <impetus/motioneditor.h>

#include "motioncopy_p.h" // from widgets/, the Impetus::Widgets sources

#include <QtDesigner/QDesignerFormWindowCursorInterface>
#include <QtDesigner/QDesignerFormWindowInterface>
#include <QtGui/qaction.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qdialog.h>
#include <QtWidgets/qdialogbuttonbox.h>

namespace Impetus {

MotionTaskMenu::MotionTaskMenu(AbstractMotionWidget *widget, QObject *parent)
    : QObject(parent), m_widget(widget), m_edit(new QAction(tr("Edit Motion..."), this))
{
    connect(m_edit, &QAction::triggered, this, &MotionTaskMenu::edit);
}

QAction *MotionTaskMenu::preferredEditAction() const
{
    return m_edit;
}

QList<QAction *> MotionTaskMenu::taskActions() const
{
    return { m_edit };
}

void MotionTaskMenu::edit()
{
    QDialog dialog(m_widget->window());
    dialog.setObjectName(QStringLiteral("editMotionDialog"));
    dialog.setWindowTitle(tr("Edit Motion of %1").arg(m_widget->objectName()));
    auto *editor = new MotionEditor(&dialog);
    copyMotion(*m_widget, editor);
    // The spring's parameterisation that shows all of it: its mass only shows with stiffness.
    if (auto *edited = qobject_cast<MotionEditor *>(m_widget))
        editor->setSpringParameters(edited->springParameters());
    else if (m_widget->mass() != 1 || m_widget->spec().has(u"stiffness"))
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

    QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(m_widget);
    if (form)
        form->beginCommand(tr("Edit Motion of %1").arg(m_widget->objectName()));
    for (const QByteArray &parameter : AbstractMotionWidget::parameterNames()) {
        const QVariant value = editor->property(parameter);
        if (value == m_widget->property(parameter))
            continue;
        if (form)
            form->cursor()->setWidgetProperty(m_widget, QString::fromLatin1(parameter), value);
        else
            m_widget->setProperty(parameter, value);
    }
    if (form)
        form->endCommand();
}

MotionTaskMenuFactory::MotionTaskMenuFactory(const QString &className, QExtensionManager *manager)
    : QExtensionFactory(manager), m_className(className)
{
}

QObject *MotionTaskMenuFactory::createExtension(QObject *object, const QString &iid, QObject *parent) const
{
    auto *widget = qobject_cast<AbstractMotionWidget *>(object);
    if (!widget || iid != Q_TYPEID(QDesignerTaskMenuExtension)
        || QLatin1String(object->metaObject()->className()) != m_className) {
        return nullptr;
    }
    return new MotionTaskMenu(widget, parent);
}

} // namespace Impetus
