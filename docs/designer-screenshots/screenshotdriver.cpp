// SPDX-License-Identifier: MIT
// A Qt Designer plugin that exists only to take the Designer screenshots of docs/images/.
// Loaded next to the Impetus plugin (scripts/designer-screenshots.sh), it does nothing
// unless IMPETUS_DESIGNER_SCREENSHOTS names an output directory. Then it drives the
// Designer it runs in, through Designer's own interfaces: once the form from the command
// line is open it filters the widget box, selects a plot, edits a property, grabs the main
// window; then it opens "Edit Motion..." from the plot's task menu, grabs the dialog over
// the form and cancels it. Then, on the example form (examples/designer-form), it selects
// the MotionStackedWidget, reports its container extension and context menu, and grabs the
// window; on a form with a plain QFrame it opens "Motion..." from the frame's task menu,
// picks an entrance, grabs the dialog and accepts it, then on the QListWidget beside it
// turns kinetic scrolling on in the Scrolling tab, grabs that and accepts it, saves the
// form to a .ui file, loads that file back, previews the form with Designer's Form >
// Preview and reports the entrance and the scroller the preview plays; then it quits. Everything it finds is printed (the
// designer-screenshots test reads it); any failure is printed and Designer exits with
// status 1.

#include <impetus/kineticscroller.h>
#include <impetus/motionanimation.h>
#include <impetus/motionpreview.h>

#include <QtDesigner/QDesignerContainerExtension>
#include <QtDesigner/QDesignerDynamicPropertySheetExtension>
#include <QtDesigner/QDesignerFormEditorInterface>
#include <QtDesigner/QDesignerPropertySheetExtension>
#include <QtDesigner/QDesignerFormWindowCursorInterface>
#include <QtDesigner/QDesignerFormWindowInterface>
#include <QtDesigner/QDesignerFormWindowManagerInterface>
#include <QtDesigner/QDesignerObjectInspectorInterface>
#include <QtDesigner/QDesignerPropertyEditorInterface>
#include <QtDesigner/QDesignerTaskMenuExtension>
#include <QtDesigner/QDesignerWidgetBoxInterface>
#include <QtDesigner/QExtensionManager>
#include <QtUiPlugin/QDesignerCustomWidgetInterface>

#include <QtCore/QDir>
#include <QtCore/QElapsedTimer>
#include <QtCore/QPointer>
#include <QtCore/QTimer>
#include <QtGui/QAction>
#include <QtGui/QCursor>
#include <QtGui/QImage>
#include <QtGui/QPainter>
#include <QtGui/QScreen>
#include <QtWidgets/QAbstractScrollArea>
#include <QtWidgets/QApplication>
#include <QtWidgets/QCheckBox>
#include <QtWidgets/QComboBox>
#include <QtWidgets/QDialog>
#include <QtWidgets/QDoubleSpinBox>
#include <QtWidgets/QGraphicsEffect>
#include <QtWidgets/QGroupBox>
#include <QtWidgets/QLabel>
#include <QtWidgets/QDockWidget>
#include <QtWidgets/QLineEdit>
#include <QtWidgets/QMainWindow>
#include <QtWidgets/QMenu>
#include <QtWidgets/QMdiArea>
#include <QtWidgets/QMdiSubWindow>
#include <QtWidgets/QStyle>
#include <QtWidgets/QStyleOptionTitleBar>
#include <QtWidgets/QTabWidget>
#include <QtWidgets/QTreeView>
#include <QtWidgets/QTreeWidget>

#include <QtCore/QFile>
#include <QtCore/QRegularExpression>

#include <cstdio>
#include <functional>

// Set by CMake, which also gives them to the test that checks the pictures.
#ifndef IMPETUS_SCREENSHOT_WINDOW_WIDTH
#    error "IMPETUS_SCREENSHOT_WINDOW_WIDTH and friends come from docs/designer-screenshots/CMakeLists.txt"
#endif

namespace {

const QSize WindowSize(IMPETUS_SCREENSHOT_WINDOW_WIDTH, IMPETUS_SCREENSHOT_WINDOW_HEIGHT);
const QSize EditSize(IMPETUS_SCREENSHOT_EDIT_WIDTH, IMPETUS_SCREENSHOT_EDIT_HEIGHT);

// What the form on Designer's command line (tests/widgets/forms/motionform.ui) holds.
const char *const FormName = "MotionForm";
const char *const PlotName = "springPlot";
const char *const ImpetusClasses[] = { "Impetus::MotionPlot", "Impetus::MotionPreview", "Impetus::MotionEditor" };

// The property edited through Designer before the first picture, to show the form follow.
const char *const EditedProperty = "dampingRatio";
const double EditedValue = 0.12;
// The moment every preview shows: playing previews move with the wall clock.
const double PreviewTime = 0.3;

// Tool window sizes: the form (900 wide) must fit between them.
const int BoxWidth = 200;
const int ToolWidth = 390;
const int InspectorHeight = 150;

// The example's form, with a MotionStackedWidget named StackName, and the form with a
// plain QFrame that gets a motion through its task menu (tests/widgets/forms/plainframe.ui).
const char *const StackFormName = "DesignerForm";
const char *const StackName = "pages";
const char *const PlainFormName = "PlainForm";
const char *const FrameName = "plainFrame";
// The list beside it, which gets kinetic scrolling through its Scrolling tab.
const char *const ListName = "plainList";
const char *const ScrollMarks[] = { "impetusScroll", "impetusScrollMouse", "impetusScrollSnap" };
// What the Motion dialog is given, as a user would: an edge, a preset, a delay.
const char *const ChosenEdge = "left";
const char *const ChosenPreset = "swiftui.bouncy";
const double ChosenDelay = 0.2;

const int FormTimeout = 30000; // ms for Designer to open the form
const int Watchdog = 70000; // ms for the whole sequence
const int SettleDelay = 700; // ms to let layouts, the property editor and paint settle

void say(const QString &message)
{
    std::fprintf(stdout, "designer-screenshots: %s\n", qPrintable(message));
    std::fflush(stdout);
}

// Polls condition every 50 ms until it holds (then runs next) or timeout ms have passed
// (then calls fail with what).
void waitFor(QObject *context, std::function<bool()> condition, int timeout, const QString &what,
             std::function<void()> next, std::function<void(const QString &)> fail)
{
    auto *timer = new QTimer(context);
    QElapsedTimer clock;
    clock.start();
    timer->setInterval(50);
    QObject::connect(timer, &QTimer::timeout, context, [=] {
        const bool ready = condition();
        if (!ready && clock.elapsed() < timeout)
            return;
        timer->stop();
        timer->deleteLater();
        if (ready)
            next();
        else
            fail(QStringLiteral("timed out after %1 ms waiting for %2").arg(clock.elapsed()).arg(what));
    });
    timer->start();
}

class Driver : public QObject
{
public:
    Driver(QDesignerFormEditorInterface *core, const QString &outputDir) : QObject(core), m_core(core), m_dir(outputDir)
    {
    }

    void start();

private:
    QDesignerFormWindowInterface *motionForm() const { return formNamed(FormName); }
    QDesignerFormWindowInterface *formNamed(const char *name) const;
    void shootStacked();
    void markFrame();
    void shootMotionDialog();
    void markList();
    void shootScrollDialog();
    void saveAndReopen();
    void reopenDialog();
    QAction *taskAction(QWidget *widget, const QString &text, QStringList *texts = nullptr);
    void runDialog(QAction *action, const char *dialogName, const QString &what, std::function<void()> inDialog);
    void preview();
    void previewed(QWidget *window);
    QImage dialogOverForm(QWidget *dialog, QWidget *formWindow);
    void activate(QDesignerFormWindowInterface *form);
    void prepare();
    void arrangeTools();
    void shootWidgets();
    QWidget *formSubWindow() const { return subWindowOf(m_form); }
    static QWidget *subWindowOf(QWidget *form);
    QTreeWidgetItem *editedRow() const;
    void editMotion();
    void shootEditDialog();
    void finish();
    void fail(const QString &message);
    bool save(const QImage &image, const QString &name);
    void freezePreviews(QWidget *root);

    QDesignerFormEditorInterface *const m_core;
    const QDir m_dir;
    QPointer<QDesignerFormWindowInterface> m_form;
    QPointer<QWidget> m_plot;
    QPointer<QDockWidget> m_boxDock;
    QPointer<QDockWidget> m_inspectorDock;
    QPointer<QDockWidget> m_propertyDock;
    QPointer<QDesignerFormWindowInterface> m_plainForm;
    bool m_editShot = false;
    bool m_motionShot = false;
    bool m_scrollShot = false;
    int m_dialogDuration = -1; // ms, as the Motion dialog states it
    bool m_failed = false;
};

void Driver::start()
{
    if (!m_dir.exists()) {
        fail(QStringLiteral("the output directory %1 does not exist").arg(m_dir.path()));
        return;
    }
    say(QStringLiteral("waiting for the form %1").arg(QLatin1String(FormName)));
    QTimer::singleShot(Watchdog, this,
                       [this] { fail(QStringLiteral("the whole sequence took more than %1 s").arg(Watchdog / 1000)); });
    waitFor(
            this,
            [this] {
                QWidget *top = m_core->topLevel();
                return top && top->isVisible() && motionForm();
            },
            FormTimeout, QStringLiteral("Designer to open the form %1").arg(QLatin1String(FormName)),
            [this] { prepare(); }, [this](const QString &message) { fail(message); });
}

QDesignerFormWindowInterface *Driver::formNamed(const char *name) const
{
    QDesignerFormWindowManagerInterface *manager = m_core->formWindowManager();
    for (int i = 0; manager && i < manager->formWindowCount(); ++i) {
        QDesignerFormWindowInterface *form = manager->formWindow(i);
        if (form->mainContainer() && form->mainContainer()->objectName() == QLatin1String(name))
            return form;
    }
    return nullptr;
}

// The form in front, at the top left of Designer's work area, and active.
void Driver::activate(QDesignerFormWindowInterface *form)
{
    if (auto *subWindow = qobject_cast<QMdiSubWindow *>(subWindowOf(form))) {
        subWindow->move(0, 0);
        if (subWindow->mdiArea())
            subWindow->mdiArea()->setActiveSubWindow(subWindow);
        subWindow->raise();
    }
    m_core->formWindowManager()->setActiveFormWindow(form);
}

void Driver::prepare()
{
    m_form = motionForm();
    // Designer activates the form it opens; a window manager is not needed for that, but
    // make sure of it: the selection and the task menu act on the active form.
    QDesignerFormWindowManagerInterface *manager = m_core->formWindowManager();
    if (manager->activeFormWindow() != m_form) {
        say(QStringLiteral("activating the form"));
        manager->setActiveFormWindow(m_form);
    }
    say(QStringLiteral("form %1 is open").arg(m_form->fileName()));

    // The three classes must be in the widget box's Impetus group, and in the form.
    QDesignerWidgetBoxInterface *box = m_core->widgetBox();
    QStringList inBox;
    for (int c = 0; box && c < box->categoryCount(); ++c) {
        const QDesignerWidgetBoxInterface::Category category = box->category(c);
        if (category.name() != QLatin1String("Impetus"))
            continue;
        for (int w = 0; w < category.widgetCount(); ++w) {
            const QString xml = category.widget(w).domXml();
            for (const char *className : ImpetusClasses) {
                if (xml.contains(QStringLiteral("class=\"%1\"").arg(QLatin1String(className))))
                    inBox.append(QLatin1String(className));
            }
        }
    }
    say(QStringLiteral("widget box group Impetus: %1").arg(inBox.join(QLatin1String(", "))));
    for (const char *className : ImpetusClasses) {
        if (!inBox.contains(QLatin1String(className))) {
            fail(QStringLiteral("the widget box has no %1 in an Impetus group: is the Impetus plugin "
                                "on QT_PLUGIN_PATH?")
                         .arg(QLatin1String(className)));
            return;
        }
    }
    const QList<QWidget *> children = m_form->mainContainer()->findChildren<QWidget *>();
    for (const char *className : ImpetusClasses) {
        QStringList names;
        for (QWidget *child : children) {
            // Not the plot and preview inside the editor: only the form's own widgets.
            if (m_form->isManaged(child) && QLatin1String(child->metaObject()->className()) == QLatin1String(className))
                names.append(child->objectName());
        }
        if (names.isEmpty()) {
            fail(QStringLiteral("the form has no %1").arg(QLatin1String(className)));
            return;
        }
        say(QStringLiteral("form has %1 %2").arg(QLatin1String(className), names.join(QLatin1String(", "))));
    }
    m_plot = m_form->mainContainer()->findChild<QWidget *>(QLatin1String(PlotName));
    if (!m_plot) {
        fail(QStringLiteral("the form has no widget named %1").arg(QLatin1String(PlotName)));
        return;
    }

    // A fixed window, and only the tool windows the picture is about: the widget box, the
    // object inspector and a tall property editor.
    auto *window = qobject_cast<QMainWindow *>(m_core->topLevel()->window());
    if (!window) {
        fail(QStringLiteral("Designer's main window is not a QMainWindow (not in docked mode?)"));
        return;
    }
    window->setWindowState(Qt::WindowNoState);
    window->move(window->screen()->geometry().topLeft());
    window->resize(WindowSize);
    for (QDockWidget *dock : window->findChildren<QDockWidget *>()) {
        if (dock->isAncestorOf(m_core->widgetBox()))
            m_boxDock = dock;
        else if (dock->isAncestorOf(m_core->objectInspector()))
            m_inspectorDock = dock;
        else if (dock->isAncestorOf(m_core->propertyEditor()))
            m_propertyDock = dock;
        else
            dock->hide();
    }
    if (!m_boxDock || !m_inspectorDock || !m_propertyDock) {
        fail(QStringLiteral("Designer's widget box, object inspector or property editor is not in a dock widget"));
        return;
    }
    for (QDockWidget *dock : { m_boxDock.data(), m_inspectorDock.data(), m_propertyDock.data() }) {
        dock->setFloating(false);
        dock->show();
        dock->raise();
    }

    if (QWidget *subWindow = formSubWindow(); subWindow != m_form)
        subWindow->move(0, 0);

    // Typed into the widget box filter, as a user would.
    QLineEdit *filter = box->findChild<QLineEdit *>();
    if (!filter) {
        fail(QStringLiteral("the widget box has no filter line edit"));
        return;
    }
    filter->setText(QStringLiteral("Motion"));

    // Select the plot, as a click would, and change a property through Designer: one
    // undoable command that updates the form, the property editor and the .ui.
    m_form->clearSelection(false);
    m_form->selectWidget(m_plot, true);
    m_form->cursor()->setProperty(QLatin1String(EditedProperty), EditedValue);
    if (m_plot->property(EditedProperty).toDouble() != EditedValue) {
        fail(QStringLiteral("setting %1 through the form window cursor did not reach the plot")
                     .arg(QLatin1String(EditedProperty)));
        return;
    }

    // No text cursor blinking, no hover highlight: the same picture every time.
    QApplication::setCursorFlashTime(0);
    QCursor::setPos(window->screen()->geometry().bottomRight());

    waitFor(
            this, [this] { return editedRow() != nullptr; }, FormTimeout,
            QStringLiteral("the property editor to show the %1 row of %2")
                    .arg(QLatin1String(EditedProperty), QLatin1String(PlotName)),
            [this] { QTimer::singleShot(SettleDelay, this, [this] { arrangeTools(); }); },
            [this](const QString &message) { fail(message); });
}

// A playing preview is grabbed at PreviewTime: set, resumed, and grabbed before the
// animation timer ticks again (no event loop in between), so without the paused sign.
void Driver::freezePreviews(QWidget *root)
{
    for (Impetus::MotionPreview *preview : root->findChildren<Impetus::MotionPreview *>()) {
        preview->setCurrentTime(PreviewTime);
        preview->setPlaying(true);
    }
}

// The row of the edited property in the property editor's (visible) tree, once it shows the plot.
QTreeWidgetItem *Driver::editedRow() const
{
    if (m_core->propertyEditor()->object() != m_plot)
        return nullptr;
    for (QTreeWidget *tree : m_core->propertyEditor()->findChildren<QTreeWidget *>()) {
        const QList<QTreeWidgetItem *> rows =
                tree->findItems(QLatin1String(EditedProperty), Qt::MatchExactly | Qt::MatchRecursive);
        if (tree->isVisible() && !rows.isEmpty())
            return rows.first();
    }
    return nullptr;
}

// The tool windows as a user would leave them: sized for their contents (once the
// window has its size), the property editor's QWidget group folded, so that the Impetus
// groups are in view, and the edited row current.
void Driver::arrangeTools()
{
    auto *window = qobject_cast<QMainWindow *>(m_core->topLevel()->window());
    if (!m_boxDock || !m_inspectorDock || !m_propertyDock) {
        fail(QStringLiteral("Designer's tool windows went away"));
        return;
    }
    window->resizeDocks({ m_boxDock, m_inspectorDock }, { BoxWidth, ToolWidth }, Qt::Horizontal);
    // Sizes in one column are scaled to fill it: give the property editor the rest.
    const int column = m_inspectorDock->height() + m_propertyDock->height();
    window->resizeDocks({ m_inspectorDock, m_propertyDock }, { InspectorHeight, column - InspectorHeight },
                        Qt::Vertical);
    for (QTreeView *tree : m_core->objectInspector()->findChildren<QTreeView *>())
        tree->scrollToTop();

    QTreeWidgetItem *row = editedRow();
    if (!row) {
        fail(QStringLiteral("the property editor's %1 row went away").arg(QLatin1String(EditedProperty)));
        return;
    }
    QTreeWidget *tree = row->treeWidget();
    for (QTreeWidgetItem *group : tree->findItems(QStringLiteral("QWidget"), Qt::MatchExactly))
        tree->collapseItem(group);
    tree->setCurrentItem(row);
    tree->scrollToItem(row);
    QTimer::singleShot(SettleDelay / 2, this, [this] { shootWidgets(); });
}

void Driver::shootWidgets()
{
    QWidget *window = m_core->topLevel()->window();
    freezePreviews(window);
    const QImage image = window->grab().toImage();
    if (image.size() != WindowSize) {
        fail(QStringLiteral("Designer's window is %1 x %2, not %3 x %4 (is the screen large enough?)")
                     .arg(image.width())
                     .arg(image.height())
                     .arg(WindowSize.width())
                     .arg(WindowSize.height()));
        return;
    }
    if (!save(image, QStringLiteral("designer-widgets.png")))
        return;
    QTimer::singleShot(0, this, [this] { editMotion(); });
}

void Driver::editMotion()
{
    QAction *edit = taskAction(m_plot, QStringLiteral("Edit Motion..."));
    if (!edit)
        return;
    say(QStringLiteral("triggering \"%1\" on %2").arg(edit->text(), QLatin1String(PlotName)));
    runDialog(edit, "editMotionDialog", QStringLiteral("the Edit Motion dialog"),
              [this] { QTimer::singleShot(SettleDelay, this, [this] { shootEditDialog(); }); });
    if (!m_failed && !m_editShot) {
        fail(QStringLiteral("the Edit Motion dialog closed before its picture was taken"));
        return;
    }
    if (!m_failed)
        QTimer::singleShot(0, this, [this] { shootStacked(); });
}

QAction *Driver::taskAction(QWidget *widget, const QString &text, QStringList *texts)
{
    auto *menu = qt_extension<QDesignerTaskMenuExtension *>(m_core->extensionManager(), widget);
    QAction *found = nullptr;
    for (QAction *action : menu ? menu->taskActions() : QList<QAction *>()) {
        const QString shown = action->text().remove(QLatin1Char('&'));
        if (texts)
            texts->append(shown);
        if (shown == text)
            found = action;
    }
    if (!found)
        fail(QStringLiteral("the task menu of %1 has no \"%2\": did the Impetus plugin register it?")
                     .arg(widget->objectName(), text));
    return found;
}

// The dialog runs its own event loop: inDialog runs in it, once it is shown.
void Driver::runDialog(QAction *action, const char *dialogName, const QString &what, std::function<void()> inDialog)
{
    waitFor(
            this,
            [dialogName] {
                QWidget *modal = QApplication::activeModalWidget();
                return modal && modal->isVisible() && modal->objectName() == QLatin1String(dialogName);
            },
            FormTimeout, what, std::move(inDialog), [this](const QString &message) { fail(message); });
    action->trigger(); // returns once the dialog is closed
}

// The MDI window around the form in Designer's docked mode, or the form itself.
QWidget *Driver::subWindowOf(QWidget *form)
{
    for (QWidget *w = form; w; w = w->parentWidget()) {
        if (qobject_cast<QMdiSubWindow *>(w))
            return w;
    }
    return form;
}

// The dialog with a title bar as the style draws one (Xvfb has no window manager), over
// the form's window on Designer's background, anchored at the bottom right; a null image
// (after a failure) if it does not fit.
QImage Driver::dialogOverForm(QWidget *dialog, QWidget *formWindow)
{
    QBrush background = formWindow->palette().dark();
    if (auto *subWindow = qobject_cast<QMdiSubWindow *>(formWindow); subWindow && subWindow->mdiArea())
        background = subWindow->mdiArea()->background();

    freezePreviews(formWindow);
    freezePreviews(dialog);
    const QPixmap form = formWindow->grab();
    const QPixmap content = dialog->grab();

    QStyleOptionTitleBar title;
    title.initFrom(dialog);
    title.text = dialog->windowTitle();
    title.titleBarFlags = Qt::Window | Qt::WindowTitleHint;
    title.titleBarState = Qt::WindowActive;
    title.state |= QStyle::State_Active;
    const int titleHeight = dialog->style()->pixelMetric(QStyle::PM_TitleBarHeight, &title, dialog);
    const QSize dialogSize(content.width() + 2, content.height() + titleHeight + 1);
    if (dialogSize.width() > EditSize.width() || dialogSize.height() > EditSize.height()) {
        fail(QStringLiteral("the dialog %1 (%2 x %3) does not fit the %4 x %5 picture")
                     .arg(dialog->objectName())
                     .arg(dialogSize.width())
                     .arg(dialogSize.height())
                     .arg(EditSize.width())
                     .arg(EditSize.height()));
        return QImage();
    }

    QImage image(EditSize, QImage::Format_RGB32);
    QPainter painter(&image);
    painter.fillRect(image.rect(), background);
    painter.drawPixmap(0, 0, form);
    const QPoint corner(EditSize.width() - dialogSize.width(), EditSize.height() - dialogSize.height());
    painter.translate(corner);
    title.rect = QRect(0, 0, dialogSize.width(), titleHeight);
    painter.fillRect(QRect(QPoint(0, 0), dialogSize), dialog->palette().window());
    dialog->style()->drawComplexControl(QStyle::CC_TitleBar, &title, &painter, dialog);
    painter.drawPixmap(1, titleHeight, content);
    painter.setPen(dialog->palette().color(QPalette::Shadow));
    painter.drawRect(QRect(QPoint(0, 0), dialogSize).adjusted(0, 0, -1, -1));
    painter.end();
    return image;
}

void Driver::shootEditDialog()
{
    QPointer<QWidget> dialog = QApplication::activeModalWidget();
    if (!dialog) {
        fail(QStringLiteral("the Edit Motion dialog went away"));
        return;
    }
    const QImage image = dialogOverForm(dialog, formSubWindow());
    m_editShot = !image.isNull() && save(image, QStringLiteral("designer-edit-motion.png"));
    if (auto *modal = qobject_cast<QDialog *>(dialog.data()))
        modal->reject();
}

// The example's form with its MotionStackedWidget selected: what Designer offers for it.
void Driver::shootStacked()
{
    QDesignerFormWindowInterface *form = formNamed(StackFormName);
    if (!form) {
        fail(QStringLiteral("the form %1 (examples/designer-form/form.ui) is not open")
                     .arg(QLatin1String(StackFormName)));
        return;
    }
    m_form->setDirty(false);
    activate(form);
    QWidget *stack = form->mainContainer()->findChild<QWidget *>(QLatin1String(StackName));
    if (!stack || QLatin1String(stack->metaObject()->className()) != QLatin1String("Impetus::MotionStackedWidget")) {
        fail(QStringLiteral("the form %1 has no Impetus::MotionStackedWidget named %2")
                     .arg(QLatin1String(StackFormName), QLatin1String(StackName)));
        return;
    }
    QExtensionManager *manager = m_core->extensionManager();
    auto *container = qt_extension<QDesignerContainerExtension *>(manager, stack);
    if (!container) {
        fail(QStringLiteral("%1 has no container extension").arg(QLatin1String(StackName)));
        return;
    }
    QStringList pages;
    for (int i = 0; i < container->count(); ++i)
        pages.append(container->widget(i)->objectName());
    say(QStringLiteral("stacked container %1: %2 pages (%3) through %4")
                .arg(QLatin1String(StackName))
                .arg(container->count())
                .arg(pages.join(QLatin1String(", ")),
                     QLatin1String(dynamic_cast<QObject *>(container)->metaObject()->className())));
    QStringList menu;
    for (const char *iid : { "QDesignerInternalTaskMenuExtension", "org.qt-project.Qt.Designer.TaskMenu" }) {
        auto *extension = qobject_cast<QDesignerTaskMenuExtension *>(manager->extension(stack, QLatin1String(iid)));
        for (QAction *action : extension ? extension->taskActions() : QList<QAction *>()) {
            if (!action->isSeparator())
                menu.append(action->text().remove(QLatin1Char('&')));
            if (action->menu()) {
                for (QAction *item : action->menu()->actions())
                    menu.append(QStringLiteral("%1 > %2").arg(action->text().remove(QLatin1Char('&')),
                                                              item->text().remove(QLatin1Char('&'))));
            }
        }
    }
    say(QStringLiteral("stacked context menu: %1").arg(menu.join(QLatin1String(" | "))));
    form->clearSelection(false);
    form->selectWidget(stack, true);
    QTimer::singleShot(SettleDelay, this, [this] {
        QWidget *window = m_core->topLevel()->window();
        freezePreviews(window);
        if (save(window->grab().toImage(), QStringLiteral("designer-stacked.png")))
            QTimer::singleShot(0, this, [this] { markFrame(); });
    });
}

// Motion... on a plain QFrame, from its task menu, as a user would.
void Driver::markFrame()
{
    if (QDesignerFormWindowInterface *stackForm = formNamed(StackFormName))
        stackForm->setDirty(false);
    m_plainForm = formNamed(PlainFormName);
    if (!m_plainForm) {
        fail(QStringLiteral("the form %1 (tests/widgets/forms/plainframe.ui) is not open")
                     .arg(QLatin1String(PlainFormName)));
        return;
    }
    activate(m_plainForm);
    QWidget *frame = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(FrameName));
    if (!frame) {
        fail(QStringLiteral("the form %1 has no %2").arg(QLatin1String(PlainFormName), QLatin1String(FrameName)));
        return;
    }
    m_plainForm->clearSelection(false);
    m_plainForm->selectWidget(frame, true);
    QStringList texts;
    QAction *motion = taskAction(frame, QStringLiteral("Motion..."), &texts);
    say(QStringLiteral("task menu of the QFrame %1: %2")
                .arg(QLatin1String(FrameName), texts.join(QLatin1String(" | "))));
    if (!motion)
        return;
    runDialog(motion, "motionDialog", QStringLiteral("the Motion dialog"), [this] { shootMotionDialog(); });
    if (m_failed)
        return;
    if (!m_motionShot) {
        fail(QStringLiteral("the Motion dialog closed before its picture was taken"));
        return;
    }
    QTimer::singleShot(0, this, [this] { markList(); });
}

// Motion... on the QListWidget beside the frame: its Scrolling tab.
void Driver::markList()
{
    QWidget *list = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(ListName));
    if (!list) {
        fail(QStringLiteral("the form %1 has no %2").arg(QLatin1String(PlainFormName), QLatin1String(ListName)));
        return;
    }
    m_plainForm->clearSelection(false);
    m_plainForm->selectWidget(list, true);
    QAction *motion = taskAction(list, QStringLiteral("Motion..."));
    if (!motion)
        return;
    runDialog(motion, "motionDialog", QStringLiteral("the Motion dialog of the list"), [this] { shootScrollDialog(); });
    if (m_failed)
        return;
    if (!m_scrollShot) {
        fail(QStringLiteral("the list's Motion dialog closed before its picture was taken"));
        return;
    }
    QTimer::singleShot(0, this, [this] { saveAndReopen(); });
}

// In the dialog's event loop: the Scrolling tab, kinetic scrolling on, the mouse dragging
// too, snapping on the items, as a user would; the picture; OK.
void Driver::shootScrollDialog()
{
    auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
    auto *tabs = dialog->findChild<QTabWidget *>(QStringLiteral("motionTabs"));
    auto *scroll = dialog->findChild<QGroupBox *>(QStringLiteral("scrollGroupBox"));
    auto *mouse = dialog->findChild<QCheckBox *>(QStringLiteral("scrollMouseCheckBox"));
    auto *snap = dialog->findChild<QComboBox *>(QStringLiteral("scrollSnapComboBox"));
    auto *enter = dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"));
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("scrollSummaryLabel"));
    if (!tabs || !scroll || !mouse || !snap || !enter || !summary) {
        fail(QStringLiteral("the list's Motion dialog lacks its Scrolling tab"));
        return;
    }
    enter->setCurrentIndex(enter->findData(QStringLiteral("none")));
    tabs->setCurrentIndex(1);
    scroll->setChecked(true);
    mouse->setChecked(true);
    snap->setCurrentIndex(snap->findData(QStringLiteral("items")));
    QTimer::singleShot(SettleDelay, this, [this, dialog = QPointer<QDialog>(dialog), summary] {
        if (!dialog)
            return;
        say(QStringLiteral("Scrolling tab: %1").arg(summary->text()));
        const QImage image = dialogOverForm(dialog, subWindowOf(m_plainForm));
        m_scrollShot = !image.isNull() && save(image, QStringLiteral("designer-scroll-dialog.png"));
        dialog->accept();
    });
}

// In the dialog's event loop: an edge, a preset and a delay, chosen as a user would; the
// picture; OK.
void Driver::shootMotionDialog()
{
    auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
    auto *enter = dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"));
    auto *presets = dialog->findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    auto *delay = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("delaySpinBox"));
    auto *summary = dialog->findChild<QLabel *>(QStringLiteral("summaryLabel"));
    if (!enter || !presets || !delay || !summary) {
        fail(QStringLiteral("the Motion dialog lacks its entrance, preset, delay or summary"));
        return;
    }
    enter->setCurrentIndex(enter->findData(QLatin1String(ChosenEdge)));
    const int preset = presets->findText(QLatin1String(ChosenPreset));
    presets->setCurrentIndex(preset);
    Q_EMIT presets->activated(preset);
    delay->setValue(ChosenDelay);
    QTimer::singleShot(SettleDelay, this, [this, dialog = QPointer<QDialog>(dialog), summary] {
        if (!dialog)
            return;
        say(QStringLiteral("Motion dialog: %1").arg(summary->text()));
        const QRegularExpressionMatch ms = QRegularExpression(QStringLiteral("(\\d+) ms")).match(summary->text());
        m_dialogDuration = ms.hasMatch() ? ms.captured(1).toInt() : -1;
        const QImage image = dialogOverForm(dialog, subWindowOf(m_plainForm));
        m_motionShot = !image.isNull() && save(image, QStringLiteral("designer-motion-dialog.png"));
        dialog->accept();
    });
}

QString marks(QWidget *widget)
{
    QStringList marks;
    for (const char *name : { "impetusEnter", "impetusEnterMotion", "impetusEnterDelay" })
        marks.append(QStringLiteral("%1=%2 (%3)")
                             .arg(QLatin1String(name), widget->property(name).toString(),
                                  QLatin1String(widget->property(name).typeName())));
    return marks.join(QLatin1String(", "));
}

// The form saved to a .ui file, and that file loaded back into the form window: the
// motion must be in both.
void Driver::saveAndReopen()
{
    QWidget *frame = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(FrameName));
    auto *sheet = qt_extension<QDesignerPropertySheetExtension *>(m_core->extensionManager(), frame);
    QStringList held;
    for (const char *name : { "impetusEnter", "impetusEnterMotion", "impetusEnterDelay" }) {
        const int index = sheet ? sheet->indexOf(QLatin1String(name)) : -1;
        held.append(QStringLiteral("%1=%2").arg(
                QLatin1String(name), index < 0 ? QStringLiteral("(none)") : sheet->property(index).toString()));
    }
    say(QStringLiteral("after OK, the property sheet of %1 has %2")
                .arg(QLatin1String(FrameName), held.join(QLatin1String(", "))));
    const QString path = m_dir.filePath(QStringLiteral("plainframe-saved.ui"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(m_plainForm->contents().toUtf8()) < 0) {
        fail(QStringLiteral("cannot write %1").arg(path));
        return;
    }
    file.close();
    if (!file.open(QIODevice::ReadOnly)) {
        fail(QStringLiteral("cannot read %1 back").arg(path));
        return;
    }
    const QString saved = QString::fromUtf8(file.readAll());
    for (const QString &line : saved.split(QLatin1Char('\n'))) {
        if (line.contains(QLatin1String("impetus")))
            say(QStringLiteral("saved .ui: %1").arg(line.trimmed()));
    }
    m_plainForm->setContents(saved);
    frame = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(FrameName));
    if (!frame) {
        fail(QStringLiteral("the form loaded back has no %1").arg(QLatin1String(FrameName)));
        return;
    }
    sheet = qt_extension<QDesignerPropertySheetExtension *>(m_core->extensionManager(), frame);
    auto *dynamic = qt_extension<QDesignerDynamicPropertySheetExtension *>(m_core->extensionManager(), frame);
    const int index = sheet ? sheet->indexOf(QStringLiteral("impetusEnter")) : -1;
    say(QStringLiteral("reopened: %1 has %2; impetusEnter is %3")
                .arg(QLatin1String(FrameName), marks(frame),
                     index >= 0 && dynamic && dynamic->isDynamicProperty(index) ? QStringLiteral("a dynamic property")
                                                                                : QStringLiteral("missing")));
    if (QWidget *list = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(ListName))) {
        QStringList held;
        for (const char *name : ScrollMarks)
            held.append(QStringLiteral("%1=%2").arg(QLatin1String(name), list->property(name).toString()));
        say(QStringLiteral("reopened: %1 has %2").arg(QLatin1String(ListName), held.join(QLatin1String(", "))));
    }
    QTimer::singleShot(SettleDelay, this, [this] { reopenDialog(); });
}

// Motion... again on the frame loaded back: the dialog shows what was chosen.
void Driver::reopenDialog()
{
    QWidget *frame = m_plainForm->mainContainer()->findChild<QWidget *>(QLatin1String(FrameName));
    QAction *motion = taskAction(frame, QStringLiteral("Motion..."));
    if (!motion)
        return;
    runDialog(motion, "motionDialog", QStringLiteral("the Motion dialog, again"), [] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        auto *enter = dialog->findChild<QComboBox *>(QStringLiteral("enterComboBox"));
        auto *editor = dialog->findChild<QWidget *>(QStringLiteral("motionEditor"));
        auto *delay = dialog->findChild<QDoubleSpinBox *>(QStringLiteral("delaySpinBox"));
        say(QStringLiteral("Motion dialog again: enters %1 with %2 after %3 s")
                    .arg(enter ? enter->currentData().toString() : QStringLiteral("?"),
                         editor ? editor->property("motion").toString() : QStringLiteral("?"))
                    .arg(delay ? delay->value() : -1));
        dialog->reject();
    });
    if (!m_failed)
        QTimer::singleShot(0, this, [this] { preview(); });
}

// Form > Preview of the form loaded back.
void Driver::preview()
{
    activate(m_plainForm);
    QDesignerFormWindowManagerInterface *manager = m_core->formWindowManager();
    QAction *action = manager->action(QDesignerFormWindowManagerInterface::DefaultPreviewAction);
    if (!action) {
        fail(QStringLiteral("Designer has no preview action"));
        return;
    }
    const QWidgetList before = QApplication::topLevelWidgets();
    const auto previewWindow = [before]() -> QWidget * {
        for (QWidget *window : QApplication::topLevelWidgets()) {
            if (!before.contains(window) && window->isVisible()
                && window->findChild<QWidget *>(QLatin1String(FrameName)))
                return window;
        }
        return nullptr;
    };
    say(QStringLiteral("triggering \"%1\"").arg(action->text().remove(QLatin1Char('&'))));
    action->trigger();
    waitFor(
            this, [previewWindow] { return previewWindow() != nullptr; }, FormTimeout, QStringLiteral("the preview"),
            [this, previewWindow] { previewed(previewWindow()); }, [this](const QString &message) { fail(message); });
}

void Driver::previewed(QWidget *window)
{
    auto *list = window->findChild<QAbstractScrollArea *>(QLatin1String(ListName));
    const Impetus::KineticScroller *scroller = list ? Impetus::KineticScroller::of(list) : nullptr;
    if (!scroller) {
        fail(QStringLiteral("the preview's %1 has no KineticScroller").arg(QLatin1String(ListName)));
        return;
    }
    say(QStringLiteral("preview: %1 scrolls with a KineticScroller: motion %2, snap mode %3, mouse drag %4")
                .arg(QLatin1String(ListName), scroller->motion())
                .arg(scroller->snapMode())
                .arg(scroller->isMouseDragEnabled() ? QStringLiteral("on") : QStringLiteral("off")));
    QWidget *frame = window->findChild<QWidget *>(QLatin1String(FrameName));
    QGraphicsEffect *effect = frame->graphicsEffect();
    auto *animation = effect ? effect->findChild<Impetus::MotionAnimation *>() : nullptr;
    if (!animation) {
        fail(QStringLiteral("the preview's %1 has no entrance playing (%2)")
                     .arg(QLatin1String(FrameName), marks(frame)));
        return;
    }
    const QPointF start = animation->startValue().toPointF();
    const QPointF end = animation->endValue().toPointF();
    say(QStringLiteral("preview: %1 enters with %2 from %3,%4 to %5,%6 in %7 ms (the dialog said %8 ms), %9")
                .arg(QLatin1String(FrameName), animation->spec().toString())
                .arg(start.x())
                .arg(start.y())
                .arg(end.x())
                .arg(end.y())
                .arg(animation->duration())
                .arg(m_dialogDuration)
                .arg(animation->state() == QAbstractAnimation::Running ? QStringLiteral("started at once")
                                                                       : QStringLiteral("waiting for its delay")));
    QPointer<QWidget> preview = window;
    QPointer<QWidget> previewFrame = frame;
    waitFor(
            this, [previewFrame] { return previewFrame && !previewFrame->graphicsEffect(); }, FormTimeout,
            QStringLiteral("the preview's entrance to end"),
            [this, preview, previewFrame] {
                say(QStringLiteral("preview: %1 landed at %2,%3")
                            .arg(QLatin1String(FrameName))
                            .arg(previewFrame->x())
                            .arg(previewFrame->y()));
                preview->close();
                QTimer::singleShot(0, this, [this] { finish(); });
            },
            [this](const QString &message) { fail(message); });
}

void Driver::finish()
{
    // Nothing to save: Designer must not ask.
    for (QDesignerFormWindowInterface *form :
         { formNamed(FormName), formNamed(StackFormName), formNamed(PlainFormName) }) {
        if (form)
            form->setDirty(false);
    }
    say(QStringLiteral("done"));
    QCoreApplication::exit(0);
}

bool Driver::save(const QImage &image, const QString &name)
{
    const QString path = m_dir.filePath(name);
    if (!image.save(path, "PNG")) {
        fail(QStringLiteral("cannot write %1").arg(path));
        return false;
    }
    say(QStringLiteral("saved %1 (%2 x %3)").arg(path).arg(image.width()).arg(image.height()));
    return true;
}

void Driver::fail(const QString &message)
{
    if (m_failed)
        return;
    m_failed = true;
    std::fprintf(stderr, "designer-screenshots: error: %s\n", qPrintable(message));
    std::fflush(stderr);
    if (auto *modal = qobject_cast<QDialog *>(QApplication::activeModalWidget()))
        modal->reject();
    for (QDesignerFormWindowInterface *form :
         { formNamed(FormName), formNamed(StackFormName), formNamed(PlainFormName) }) {
        if (form)
            form->setDirty(false);
    }
    QCoreApplication::exit(1); // also ends a dialog's event loop
}

} // namespace

namespace Impetus {

// What the plugin contributes to the widget box: an empty widget of its own class (Designer
// warns when a plugin's widget is of another class than it declares).
class ScreenshotDriverWidget : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
};

// The plugin Designer loads: a placeholder widget in a group of its own, whose
// initialize() starts the driver when asked to.
class ScreenshotDriverPlugin : public QObject, public QDesignerCustomWidgetInterface
{
    Q_OBJECT
    Q_PLUGIN_METADATA(IID "org.qt-project.Qt.QDesignerCustomWidgetInterface")
    Q_INTERFACES(QDesignerCustomWidgetInterface)

public:
    using QObject::QObject;

    QString name() const override { return QStringLiteral("Impetus::ScreenshotDriverWidget"); }
    QString group() const override { return QStringLiteral("Impetus documentation"); }
    QString toolTip() const override { return QStringLiteral("Takes the Impetus documentation's screenshots"); }
    QString whatsThis() const override { return toolTip(); }
    QString includeFile() const override { return QString(); }
    QIcon icon() const override { return QIcon(); }
    bool isContainer() const override { return false; }
    QWidget *createWidget(QWidget *parent) override { return new ScreenshotDriverWidget(parent); }
    bool isInitialized() const override { return m_initialized; }

    void initialize(QDesignerFormEditorInterface *core) override
    {
        if (m_initialized)
            return;
        m_initialized = true;
        const QString dir = qEnvironmentVariable("IMPETUS_DESIGNER_SCREENSHOTS");
        if (dir.isEmpty() || !core)
            return;
        // Started from the event loop: Designer is still building its windows here.
        auto *driver = new Driver(core, dir);
        QTimer::singleShot(0, driver, [driver] { driver->start(); });
    }

private:
    bool m_initialized = false;
};

} // namespace Impetus

#include "screenshotdriver.moc"
