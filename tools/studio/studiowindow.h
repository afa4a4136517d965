// SPDX-License-Identifier: MIT
#ifndef IMPETUS_STUDIO_STUDIOWINDOW_H
#define IMPETUS_STUDIO_STUDIOWINDOW_H

#include <QtCore/qvariant.h>
#include <QtWidgets/qmainwindow.h>

class QLabel;
class QMenu;
class QTabWidget;
class QUndoStack;

namespace Impetus {
class Easing;
class MotionEditor;
} // namespace Impetus

namespace Impetus::Studio {

class ComparePanel;
class ExportPanel;
class ThrowPanel;

/*
    impetus-studio's window: a MotionEditor for any model and preset, with the motion's
    exports (ExportPanel) and its comparison with others (ComparePanel) beside it. A motion
    is opened from and saved to a spec file (the text MotionSpec::toString() writes and
    parse() reads) or a JSON file (Easing::toJson(), the form `impetus export
    --format=json` writes and the studio reads back); the files opened last are kept
    (QSettings), and every change of the motion can be undone (a slider's drag is one step).
    A file that cannot be read, or whose motion is refused, is named with the reason (the
    parameter, its rule and the value) above the editor; nothing is changed then.
*/
class StudioWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit StudioWindow(QWidget *parent = nullptr);
    ~StudioWindow() override;

    MotionEditor *editor() const { return m_editor; }
    ExportPanel *exportPanel() const { return m_export; }
    ComparePanel *comparePanel() const { return m_compare; }
    ThrowPanel *throwPanel() const { return m_throw; }
    QTabWidget *tabs() const { return m_tabs; }
    QUndoStack *undoStack() const { return m_undo; }

    // The motion as `impetus export --motion=` takes it: the editor's easing as a spec
    // (MotionSpec::fromEasing()), placed from 0 to the distance (with no easing, its motion
    // and tolerance, which the tool refuses with its reason); empty when invalid.
    QString exportSpec() const;
    // Why the last Open or Save failed; empty after one that worked.
    QString fileError() const;
    QStringList recentFiles() const;
    // Changes made in one control closer together than this (ms) are one step of undo;
    // default 600.
    int undoMergeInterval() const { return m_mergeInterval; }
    void setUndoMergeInterval(int milliseconds) { m_mergeInterval = milliseconds; }

public Q_SLOTS:
    bool open(const QString &file);
    bool save(const QString &file);
    void openDialog();
    void saveDialog();

private:
    void motionChanged();
    QVariantList state() const;
    void restore(const QVariantList &state);
    void place(const Easing &easing);
    void fail(const QString &message);
    void remember(const QString &file);
    void fillRecentMenu();

    MotionEditor *m_editor;
    QTabWidget *m_tabs;
    ExportPanel *m_export;
    ComparePanel *m_compare;
    ThrowPanel *m_throw;
    QLabel *m_fileError;
    QMenu *m_recent;
    QUndoStack *m_undo;
    QVariantList m_state;
    bool m_restoring = false;
    bool m_batch = false;
    bool m_alone = false; // the next change is a step of its own
    int m_mergeInterval = 600;
    friend class StateCommand;
};

} // namespace Impetus::Studio

#endif
