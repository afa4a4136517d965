// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DESIGNER_MOTIONDIALOG_H
#define IMPETUS_DESIGNER_MOTIONDIALOG_H

#include <QtCore/qlist.h>
#include <QtCore/qvariant.h>
#include <QtWidgets/qdialog.h>

#include <functional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace Impetus {

class MotionEditor;
struct FormMarks;
struct ScrollMarks;

// "Motion..." on any widget of a form: how it enters (an edge, a scale or a fade, the
// motion with the presets, a delay, every show or the first) and how it leaves, as
// FormMotion plays them. It shows what the motion takes for this widget's real distance
// in its form. On a scroll area (QAbstractScrollArea) a second tab sets its kinetic
// scrolling: the coast, snapping, the edges and the wheel, and says how far a throw goes.
// values() is what to write into the widget's dynamic properties, each of
// FormMotion::propertyNames() in order: an invalid QVariant removes one.
class MotionDialog : public QDialog
{
    Q_OBJECT

public:
    // property gives the widget's properties by name (in Designer, as its property sheet
    // holds them).
    MotionDialog(QWidget *widget, const std::function<QVariant(const char *)> &property, QWidget *parent);
    ~MotionDialog() override;

    QList<std::pair<QByteArray, QVariant>> values() const;

private:
    void load(const FormMarks &marks);
    void update();
    QWidget *scrollPage();
    void loadScroll(const ScrollMarks &marks);
    void updateScroll();
    // The scroll marks as values() writes them (empty without a scrolling tab).
    QList<std::pair<QByteArray, QVariant>> scrollValues() const;

    QWidget *const m_widget;
    QComboBox *m_enter;
    QDoubleSpinBox *m_enterFrom;
    MotionEditor *m_editor;
    QDoubleSpinBox *m_delay;
    QCheckBox *m_everyShow;
    QLabel *m_summary;
    QComboBox *m_exit;
    QDoubleSpinBox *m_exitTo;
    QLineEdit *m_exitMotion;
    QString m_defaultMotion; // of the path last shown
    QDialogButtonBox *m_buttons = nullptr;
    // The scrolling tab, on a scroll area only.
    QGroupBox *m_scroll = nullptr;
    QCheckBox *m_scrollMouse = nullptr;
    QComboBox *m_scrollMotion = nullptr;
    QComboBox *m_scrollSnap = nullptr;
    QLineEdit *m_scrollPositions = nullptr;
    QComboBox *m_scrollEdge = nullptr;
    QDoubleSpinBox *m_scrollRubberBand = nullptr;
    QCheckBox *m_scrollWheel = nullptr;
    QComboBox *m_scrollWheelMotion = nullptr;
    QLabel *m_scrollSummary = nullptr;
};

} // namespace Impetus

#endif
