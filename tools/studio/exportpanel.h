// SPDX-License-Identifier: MIT
#ifndef IMPETUS_STUDIO_EXPORTPANEL_H
#define IMPETUS_STUDIO_EXPORTPANEL_H

#include <QtCore/qstringlist.h>
#include <QtWidgets/qwidget.h>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTimer;

namespace Impetus::Studio {

class CurvePlot;

/*
    The motion being edited in every form it leaves the studio in: the formats of `impetus
    export` (css, qml-bezier, timeline, json, csv, svg, and the spec text, a C++ line and a
    QML Behavior), each made by the tool's own code (Impetus::Tool::run() on `export
    --motion=SPEC --format=F --allowed-error=E`, so the text is byte for byte what the tool
    prints). The approximation a format carries is drawn
    over the exact curve with the error its text states. Copy puts the text on the
    clipboard, Save... writes it to a file; a motion the tool refuses shows the tool's
    message instead.
*/
class ExportPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ExportPanel(QWidget *parent = nullptr);

    // The formats offered, as keys: the tool's, in its order.
    static QStringList formats();

    // exportSpec: the motion as the tool reads it (--motion) for the easing's formats, placed
    // on its start and end; spec: the motion as the library's other front ends take it (a
    // widget's or an animation's motion property, QML's SpringMotion), from its start to its
    // end, which the tool reads for the spec, C++ and QML lines;
    // error: why the editor has no motion (then shown instead of any text), or empty.
    void setMotion(const QString &exportSpec, const QString &spec, const QString &error = QString());
    QString exportSpec() const { return m_exportSpec; }

    QString format() const;
    void setFormat(const QString &format);
    double allowedError() const;
    void setAllowedError(double allowedError);

    // The command line (without the program's name) whose output the text is.
    QStringList arguments() const;
    // What Copy copies and Save... writes; empty when the tool refused the motion.
    QString text() const;
    // The tool's message when it refused the motion; empty otherwise.
    QString errorMessage() const;
    // The error the text states, as its comment states it (three digits, rounded up);
    // empty for the formats that carry the exact motion.
    QString statedError() const { return m_statedError; }
    CurvePlot *plot() const { return m_plot; }
    // The approximation's error over time (approximation - exact), in the band of the
    // error stated; empty for the formats that carry the exact motion.
    CurvePlot *errorPlot() const { return m_errorPlot; }

public Q_SLOTS:
    // Recomputes the text and the plot now (they follow changes on their own, a moment later).
    void refresh();
    void copy();
    void saveAs();
    // Writes text() to file; false (and the reason shown) when it cannot.
    bool save(const QString &file);

Q_SIGNALS:
    void refreshed();

private:
    void schedule();
    QComboBox *m_format;
    QDoubleSpinBox *m_allowedError;
    QLabel *m_summary;
    QLabel *m_error;
    QPlainTextEdit *m_text;
    QPushButton *m_copy;
    QPushButton *m_save;
    CurvePlot *m_plot;
    CurvePlot *m_errorPlot;
    QTimer *m_timer;
    QString m_exportSpec;
    QString m_spec;
    QString m_motionError;
    QString m_statedError;
    QString m_refusal; // the tool's message, or the spec's error
};

} // namespace Impetus::Studio

#endif
