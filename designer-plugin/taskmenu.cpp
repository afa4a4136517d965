// SPDX-License-Identifier: MIT
#include "taskmenu.h"
#include "motiondialog.h"

#include <impetus/motioneditor.h>
#include <impetus/motionstackedwidget.h>

#include "motioncopy_p.h" // from widgets/, the Impetus::Widgets sources

#include <QtDesigner/QDesignerContainerExtension>
#include <QtDesigner/QDesignerDynamicPropertySheetExtension>
#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QDesignerFormWindowCursorInterface>
#include <QtDesigner/QDesignerFormWindowInterface>
#include <QtDesigner/QDesignerPropertyEditorInterface>
#include <QtDesigner/QDesignerPropertySheetExtension>
#include <QtDesigner/QExtensionManager>
#include <QtCore/qxmlstream.h>
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
void writeProperties(QWidget *widget, const QString &command, const QList<std::pair<QByteArray, QVariant>> &values)
{
    QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(widget);
    if (!form) {
        for (const auto &[name, value] : values)
            widget->setProperty(name, value);
        return;
    }
    QExtensionManager *manager = form->core()->extensionManager();
    auto *sheet = qt_extension<QDesignerPropertySheetExtension *>(manager, widget);
    auto *dynamic = qt_extension<QDesignerDynamicPropertySheetExtension *>(manager, widget);
    form->beginCommand(command);
    for (const auto &[property, value] : values) {
        const QString name = QString::fromLatin1(property);
        const int index = sheet ? sheet->indexOf(name) : -1;
        if (!value.isValid()) {
            if (index >= 0 && dynamic && dynamic->isDynamicProperty(index))
                dynamic->removeDynamicProperty(index);
        } else if (index < 0 && dynamic && dynamic->canAddDynamicProperty(name)) {
            sheet->setChanged(dynamic->addDynamicProperty(name, value), true);
        } else if (index >= 0 && sheet->property(index) != value) {
            form->cursor()->setWidgetProperty(widget, name, value);
        }
    }
    form->endCommand();
    form->setDirty(true);
    if (QDesignerPropertyEditorInterface *editor = form->core()->propertyEditor(); editor && editor->object() == widget)
        editor->setObject(widget);
}

// The value of a property of the widget named widget in a form's XML (a .ui): the text of
// its string, cstring, number or bool element.
QVariant propertyInUi(const QString &ui, const QString &widget, const QString &property)
{
    QXmlStreamReader xml(ui);
    int depth = 0;
    int widgetDepth = -1;
    while (!xml.atEnd()) {
        const QXmlStreamReader::TokenType token = xml.readNext();
        if (token == QXmlStreamReader::EndElement && depth-- == widgetDepth)
            return QVariant(); // the widget has no such property
        if (token != QXmlStreamReader::StartElement)
            continue;
        ++depth;
        const QStringView name = xml.name();
        if (widgetDepth < 0 && name == u"widget" && xml.attributes().value(QLatin1String("name")) == widget) {
            widgetDepth = depth;
        } else if (widgetDepth >= 0 && depth == widgetDepth + 1 && name == u"property"
                   && xml.attributes().value(QLatin1String("name")) == property) {
            xml.readNextStartElement();
            return xml.readElementText();
        }
    }
    return QVariant();
}

// A property of widget as its form holds it: Designer keeps a dynamic property in its
// property sheet (a string one wrapped in a type of its own), not in the widget.
QVariant formProperty(QWidget *widget, const char *name)
{
    QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(widget);
    auto *sheet =
            form ? qt_extension<QDesignerPropertySheetExtension *>(form->core()->extensionManager(), widget) : nullptr;
    if (!sheet)
        return widget->property(name);
    const int index = sheet->indexOf(QString::fromLatin1(name));
    if (index < 0)
        return QVariant();
    const QVariant value = sheet->property(index);
    return value.canConvert<QString>()
            ? value
            : propertyInUi(form->contents(), widget->objectName(), QString::fromLatin1(name));
}

} // namespace

MotionTaskMenu::MotionTaskMenu(QWidget *widget, QObject *parent)
    : QObject(parent), m_widget(widget),
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
    if (qobject_cast<MotionStackedWidget *>(widget)) {
        addPageAction(tr("Previous Page"), -1, false);
        addPageAction(tr("Next Page"), 1, false);
        addPageAction(tr("Move Page Earlier"), -1, true);
        addPageAction(tr("Move Page Later"), 1, true);
    }
}

// Goes step pages on, or moves the current page step places, through the container
// extension Designer uses for the stack's pages.
void MotionTaskMenu::addPageAction(const QString &text, int step, bool move)
{
    auto *action = new QAction(text, this);
    m_pages.append(action);
    connect(action, &QAction::triggered, this, [this, step, move] {
        QDesignerFormWindowInterface *form = QDesignerFormWindowInterface::findFormWindow(m_widget);
        auto *pages = form ? qt_extension<QDesignerContainerExtension *>(form->core()->extensionManager(), m_widget)
                           : nullptr;
        if (!pages)
            return;
        const int from = pages->currentIndex();
        const int to = from + step;
        if (from < 0 || to < 0 || to >= pages->count())
            return;
        if (move) {
            QWidget *page = pages->widget(from);
            pages->remove(from);
            pages->insertWidget(to, page);
            form->setDirty(true);
        }
        pages->setCurrentIndex(to);
        form->clearSelection(false);
        form->selectWidget(m_widget, true);
    });
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
    return actions + m_pages;
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

    QList<std::pair<QByteArray, QVariant>> changed;
    for (const QByteArray &parameter : AbstractMotionWidget::parameterNames()) {
        const QVariant value = editor->property(parameter);
        if (value != m_widget->property(parameter))
            changed.append({ parameter, value });
    }
    writeProperties(m_widget, tr("Edit Motion of %1").arg(m_widget->objectName()), changed);
}

void MotionTaskMenu::editMarks()
{
    MotionDialog dialog(
            m_widget, [this](const char *name) { return formProperty(m_widget, name); }, m_widget->window());
    if (dialog.exec() == QDialog::Accepted)
        writeProperties(m_widget, tr("Motion of %1").arg(m_widget->objectName()), dialog.values());
}

MotionTaskMenuFactory::MotionTaskMenuFactory(QExtensionManager *manager) : QExtensionFactory(manager)
{
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
