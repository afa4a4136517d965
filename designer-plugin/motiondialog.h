// SPDX-License-Identifier: MIT
#ifndef IMPETUS_DESIGNER_MOTIONDIALOG_H
#define IMPETUS_DESIGNER_MOTIONDIALOG_H

#include <QtCore/qlist.h>

#include <functional>

#include <QtCore/qvariant.h>
#include <QtWidgets/qdialog.h>

#include <functional>

QT_BEGIN_NAMESPACE
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
QT_END_NAMESPACE

namespace Impetus {

class MotionEditor;
struct FormMarks;

// "Motion..." on any widget of a form: how it enters (an edge, a scale or a fade, the
// motion with the presets, a delay, every show or the first) and how it leaves, as
// FormMotion plays them. It shows what the motion takes for this widget's real distance
// in its form. values() is what to write into the widget's dynamic properties, each of
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
};

} // namespace Impetus

#endif
