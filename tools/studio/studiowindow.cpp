// SPDX-License-Identifier: MIT
#include "studiowindow.h"

#include "comparepanel.h"
#include "exportpanel.h"
#include "throwpanel.h"

#include <impetus/motioneditor.h>
#include <impetus/motionpreview.h>
#include <impetus/motionspec.h>

#include <QtCore/qdatetime.h>
#include <QtCore/qfile.h>
#include <QtCore/qfileinfo.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qpointer.h>
#include <QtCore/qsettings.h>
#include <QtGui/qaction.h>
#include <QtGui/qundostack.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qfiledialog.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qmenubar.h>
#include <QtWidgets/qsplitter.h>
#include <QtWidgets/qstatusbar.h>
#include <QtWidgets/qtabwidget.h>

namespace Impetus::Studio {

namespace {

constexpr int MaximumRecentFiles = 8;
const QString RecentFilesKey = QStringLiteral("recentFiles");

} // namespace

/*
    One change of the motion: the editor's properties before and after it. Changes made in
    the same control, each within the merge interval of the one before, are one step: a
    slider's drag, a spin box's held arrow, the characters typed in a spin box or a spec.
*/
class StateCommand : public QUndoCommand
{
public:
    StateCommand(StudioWindow *window, QVariantList before, QVariantList after, QWidget *source, bool alone)
        : m_window(window), m_before(std::move(before)), m_after(std::move(after)), m_source(source), m_alone(alone),
          m_time(QDateTime::currentMSecsSinceEpoch())
    {
        setText(StudioWindow::tr("motion change"));
    }

    int id() const override { return 1; }
    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const StateCommand *>(other);
        if (m_alone || next->m_alone || next->m_source != m_source
            || next->m_time - m_time > m_window->undoMergeInterval() || next->m_before != m_after)
            return false;
        m_after = next->m_after;
        m_time = next->m_time;
        return true;
    }
    void undo() override { m_window->restore(m_before); }
    void redo() override
    {
        // The first redo is the change itself, already made in the editor.
        if (m_done)
            m_window->restore(m_after);
        m_done = true;
    }

private:
    StudioWindow *m_window;
    QVariantList m_before, m_after;
    QPointer<QWidget> m_source; // the control that had the focus
    bool m_alone; // a step of its own (a file opened)
    qint64 m_time;
    bool m_done = false;
};

StudioWindow::StudioWindow(QWidget *parent)
    : QMainWindow(parent), m_editor(new MotionEditor), m_tabs(new QTabWidget), m_export(new ExportPanel),
      m_compare(new ComparePanel), m_throw(new ThrowPanel), m_fileError(new QLabel), m_undo(new QUndoStack(this))
{
    setWindowTitle(tr("Impetus Studio"));
    m_editor->setObjectName(QStringLiteral("editor"));
    m_tabs->setObjectName(QStringLiteral("tabs"));
    m_export->setObjectName(QStringLiteral("exportPanel"));
    m_compare->setObjectName(QStringLiteral("comparePanel"));
    m_fileError->setObjectName(QStringLiteral("fileErrorLabel"));
    m_fileError->setWordWrap(true);
    m_fileError->setMargin(6);
    m_fileError->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_fileError->setStyleSheet(QStringLiteral("QLabel { color: #c62828; font-weight: bold; }"));
    m_fileError->hide();

    // SwiftUI's parameters over 300 px, as the gallery opens.
    m_editor->setDistance(300);
    m_editor->setMotionSpec(QStringLiteral("spring(duration: 0.6, bounce: 0.35)"));

    m_tabs->addTab(m_export, tr("&Export"));
    m_tabs->addTab(m_compare, tr("C&ompare"));
    m_tabs->addTab(m_throw, tr("&Throw"));
    m_throw->setObjectName(QStringLiteral("throwPanel"));
    connect(m_throw->area(), &ThrowArea::thrown, this, [this](double velocity) {
        m_throw->showVelocity(velocity);
        m_editor->setStartVelocity(velocity);
        m_editor->preview()->restart();
    });
    auto *left = new QWidget;
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_fileError);
    leftLayout->addWidget(m_editor, 1);
    auto *splitter = new QSplitter;
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    QMenu *file = menuBar()->addMenu(tr("&File"));
    // Actions connected here, not by QMenu::addAction's overloads (deprecated in later Qt).
    const auto add = [this](QMenu *menu, const QString &text, auto slot) {
        QAction *action = menu->addAction(text);
        connect(action, &QAction::triggered, this, slot);
        return action;
    };
    QAction *openAction = add(file, tr("&Open..."), [this] { openDialog(); });
    openAction->setShortcut(QKeySequence::Open);
    m_recent = file->addMenu(tr("Open &Recent"));
    m_recent->setObjectName(QStringLiteral("recentMenu"));
    QAction *saveAction = add(file, tr("&Save As..."), [this] { saveDialog(); });
    saveAction->setShortcut(QKeySequence::Save);
    file->addSeparator();
    QAction *quit = add(file, tr("&Quit"), [this] { close(); });
    quit->setShortcut(QKeySequence::Quit);
    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = m_undo->createUndoAction(this);
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = m_undo->createRedoAction(this);
    redo->setShortcut(QKeySequence::Redo);
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    QAction *copy = add(edit, tr("&Copy the Export"), [this] { m_export->copy(); });
    copy->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    fillRecentMenu();

    m_state = state();
    connect(m_editor, &AbstractMotionWidget::motionChanged, this, &StudioWindow::motionChanged);
    motionChanged();
    m_export->refresh();
    statusBar()->showMessage(
            tr("Positions in px, times in s, velocities in px/s; errors are fractions of the distance."));
}

StudioWindow::~StudioWindow() = default;

QString StudioWindow::exportSpec() const
{
    if (!m_editor->isValid())
        return {};
    const Easing easing = m_editor->easing();
    if (easing.isValid())
        return MotionSpec::fromEasing(easing).toString();
    // A motion with no easing (one that never settles) goes to the tool all the same, as
    // fromEasing() would write it, for the tool to say why it cannot be exported.
    const MotionSpec spec = MotionSpec::fromMotion(m_editor->motion());
    return (m_editor->modelType() == AbstractMotionWidget::Gravity
                    ? spec.with("reach", m_editor->distance())
                    : spec.with("tolerance", m_editor->spec().tolerance()))
            .toString();
}

QString StudioWindow::fileError() const
{
    return m_fileError->text();
}

QVariantList StudioWindow::state() const
{
    QVariantList values;
    for (const QByteArray &name : AbstractMotionWidget::parameterNames())
        values.append(m_editor->property(name.constData()));
    return values;
}

void StudioWindow::restore(const QVariantList &state)
{
    m_restoring = true;
    const QByteArrayList names = AbstractMotionWidget::parameterNames();
    for (int i = 0; i < names.size() && i < state.size(); ++i)
        m_editor->setProperty(names.at(i).constData(), state.at(i));
    m_restoring = false;
    motionChanged();
}

void StudioWindow::motionChanged()
{
    if (m_batch)
        return;
    const QVariantList now = state();
    if (!m_restoring && now != m_state)
        m_undo->push(new StateCommand(this, m_state, now, focusWidget(), m_alone));
    m_alone = false;
    m_state = now;
    if (m_restoring)
        return;
    const QString spec = m_editor->motionSpec();
    m_export->setMotion(exportSpec(), spec, m_editor->isValid() ? QString() : m_editor->errorString());
    m_compare->setEdited(spec, m_editor->easing());
}

void StudioWindow::place(const Easing &easing)
{
    // The editor places a spec on its own move (MotionSpec::between()); an easing has its own.
    // Its distance and start velocity are the easing's end from its start and the motion's
    // velocity, or (a ball dropped from a height) those the other way round: whichever gives
    // back this very easing. If none does, the motion stays on the editor's move.
    const double distance = easing.endPosition() - easing.startPosition();
    const double velocity = easing.motion().velocity(0);
    const double before[2] = { m_editor->distance(), m_editor->startVelocity() };
    // Where both do (a ball dropped from a height lands on the same ground either way), the
    // positive distance, as the editor's bounce is usually shown.
    const double first = distance < 0 ? -1.0 : 1.0;
    for (const double sign : { first, -first }) {
        m_editor->setDistance(sign * distance);
        m_editor->setStartVelocity(sign * velocity);
        if (m_editor->easing() == easing)
            return;
    }
    m_editor->setDistance(before[0]);
    m_editor->setStartVelocity(before[1]);
    statusBar()->showMessage(tr("The motion is shown on the editor's distance and start velocity."));
}

void StudioWindow::fail(const QString &message)
{
    m_fileError->setText(message);
    m_fileError->setVisible(!message.isEmpty());
}

bool StudioWindow::open(const QString &file)
{
    QFile in(file);
    if (!in.open(QIODevice::ReadOnly)) {
        fail(tr("Cannot open %1: %2").arg(file, in.errorString()));
        return false;
    }
    const QByteArray content = in.readAll().trimmed();
    MotionSpec spec;
    Easing placed; // a JSON easing, which carries its start, end and start velocity
    if (content.startsWith('{')) {
        // What Save wrote as JSON, or `impetus export --format=json`.
        QJsonParseError parseError;
        const QJsonDocument document = QJsonDocument::fromJson(content, &parseError);
        if (!document.isObject()) {
            fail(tr("%1 is not a JSON object: %2 at byte %3")
                         .arg(file, parseError.errorString())
                         .arg(parseError.offset));
            return false;
        }
        QString message;
        const Easing easing = Easing::fromJson(document.object(), &message);
        if (!easing.isValid()) {
            fail(tr("%1: %2").arg(file, message.isEmpty() ? easing.error().message() : message));
            return false;
        }
        spec = MotionSpec::fromEasing(easing);
        placed = easing;
    } else {
        spec = MotionSpec::parse(QString::fromUtf8(content));
        if (!spec.isValid()) {
            fail(tr("%1: %2").arg(file, spec.errorString()));
            return false;
        }
    }
    // One step of undo, however many properties change.
    m_batch = true;
    m_editor->setSpec(spec);
    if (placed.isValid())
        place(placed);
    m_batch = false;
    m_alone = true;
    motionChanged();
    fail(QString());
    remember(file);
    setWindowTitle(tr("%1 - Impetus Studio").arg(QFileInfo(file).fileName()));
    return true;
}

bool StudioWindow::save(const QString &file)
{
    const bool json = file.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
    if (!m_editor->isValid()) {
        fail(tr("Cannot save %1: %2").arg(file, m_editor->errorString()));
        return false;
    }
    const QByteArray content = json ? QJsonDocument(m_editor->easing().toJson()).toJson(QJsonDocument::Indented)
                                    : (m_editor->spec().toString() + QLatin1Char('\n')).toUtf8();
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(content) != content.size() || !out.flush()) {
        fail(tr("Cannot write %1: %2").arg(file, out.errorString()));
        return false;
    }
    fail(QString());
    remember(file);
    setWindowTitle(tr("%1 - Impetus Studio").arg(QFileInfo(file).fileName()));
    return true;
}

void StudioWindow::openDialog()
{
    const QString file = QFileDialog::getOpenFileName(this, tr("Open a motion"), QString(),
                                                      tr("Motions (*.spec *.txt *.json);;All files (*)"));
    if (!file.isEmpty())
        open(file);
}

void StudioWindow::saveDialog()
{
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the motion"), QStringLiteral("motion.spec"),
                                                      tr("Motion spec (*.spec *.txt);;JSON (*.json)"));
    if (!file.isEmpty())
        save(file);
}

QStringList StudioWindow::recentFiles() const
{
    return QSettings().value(RecentFilesKey).toStringList();
}

void StudioWindow::remember(const QString &file)
{
    QStringList files = recentFiles();
    const QString path = QFileInfo(file).absoluteFilePath();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > MaximumRecentFiles)
        files.removeLast();
    QSettings().setValue(RecentFilesKey, files);
    fillRecentMenu();
}

void StudioWindow::fillRecentMenu()
{
    m_recent->clear();
    const QStringList files = recentFiles();
    for (int i = 0; i < files.size(); ++i) {
        const QString file = files.at(i);
        QAction *action = m_recent->addAction(QStringLiteral("&%1 %2").arg(i + 1).arg(QFileInfo(file).fileName()));
        action->setToolTip(file);
        connect(action, &QAction::triggered, this, [this, file] { open(file); });
    }
    m_recent->setEnabled(!files.isEmpty());
}

} // namespace Impetus::Studio
