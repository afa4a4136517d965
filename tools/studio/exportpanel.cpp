// SPDX-License-Identifier: MIT
#include "exportpanel.h"

#include "curveplot.h"

#include <cli.h>
#include <commandline.h>
#include <export.h>

#include <impetus/motionspec.h>

#include <QtCore/qeasingcurve.h>
#include <QtCore/qfile.h>
#include <QtCore/qtimer.h>
#include <QtGui/qclipboard.h>
#include <QtGui/qfontdatabase.h>
#include <QtGui/qguiapplication.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qfiledialog.h>
#include <QtWidgets/qformlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qplaintextedit.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qspinbox.h>

#include <algorithm>
#include <iterator>

namespace Impetus::Studio {

namespace {

struct Format
{
    const char *key;
    const char *label;
    const char *suffix;
};

// The tool's formats, in its order (Tool::exportFormats()), with what the window calls them.
const Format Formats[] = {
    { "css", QT_TRANSLATE_NOOP("ExportPanel", "CSS transition: linear() and its duration"), "css" },
    { "qml-bezier", QT_TRANSLATE_NOOP("ExportPanel", "QML easing.bezierCurve"), "qml" },
    { "timeline", QT_TRANSLATE_NOOP("ExportPanel", "Qt Quick Timeline keyframes"), "qml" },
    { "json", QT_TRANSLATE_NOOP("ExportPanel", "JSON (Easing::fromJson, with linear points)"), "json" },
    { "csv", QT_TRANSLATE_NOOP("ExportPanel", "CSV samples: t, position, velocity"), "csv" },
    { "svg", QT_TRANSLATE_NOOP("ExportPanel", "SVG plot"), "svg" },
    { "spec", QT_TRANSLATE_NOOP("ExportPanel", "Motion spec text"), "txt" },
    { "cpp", QT_TRANSLATE_NOOP("ExportPanel", "C++: a MotionAnimation's motion"), "cpp" },
    { "qml", QT_TRANSLATE_NOOP("ExportPanel", "QML: a Behavior with the motion"), "qml" },
};

// The broken line through points (progress, value) at progress p, as CSS's linear() and a
// Timeline play them.
double interpolate(const QList<QPointF> &points, double p)
{
    if (points.isEmpty())
        return p;
    const auto after = std::lower_bound(points.cbegin(), points.cend(), p,
                                        [](const QPointF &point, double progress) { return point.x() < progress; });
    if (after == points.cbegin())
        return after->y();
    if (after == points.cend())
        return points.last().y();
    const QPointF before = *std::prev(after);
    return before.y() + (after->y() - before.y()) * (p - before.x()) / (after->x() - before.x());
}

} // namespace

ExportPanel::ExportPanel(QWidget *parent)
    : QWidget(parent), m_format(new QComboBox), m_allowedError(new QDoubleSpinBox), m_summary(new QLabel),
      m_error(new QLabel), m_text(new QPlainTextEdit), m_copy(new QPushButton(tr("&Copy"))),
      m_save(new QPushButton(tr("&Save..."))), m_plot(new CurvePlot), m_errorPlot(new CurvePlot),
      m_timer(new QTimer(this))
{
    m_format->setObjectName(QStringLiteral("formatComboBox"));
    for (const Format &format : Formats)
        m_format->addItem(tr(format.label), QString::fromLatin1(format.key));
    m_allowedError->setObjectName(QStringLiteral("allowedErrorSpinBox"));
    m_allowedError->setDecimals(6);
    m_allowedError->setRange(Impetus::LinearApproximation::MinimumAllowedError, 0.5);
    m_allowedError->setSingleStep(0.0005);
    m_allowedError->setValue(Impetus::LinearApproximation::DefaultAllowedError);
    m_allowedError->setSuffix(tr(" of the distance"));
    m_allowedError->setToolTip(tr("--allowed-error: the bound of the CSS, Timeline and JSON fits"));
    m_summary->setObjectName(QStringLiteral("statedErrorLabel"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setObjectName(QStringLiteral("exportErrorLabel"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #c62828; font-weight: bold; }"));
    m_error->hide();
    m_text->setObjectName(QStringLiteral("exportText"));
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_text->setTabChangesFocus(true);
    m_copy->setObjectName(QStringLiteral("copyButton"));
    m_save->setObjectName(QStringLiteral("saveButton"));
    m_plot->setObjectName(QStringLiteral("fitPlot"));
    m_errorPlot->setObjectName(QStringLiteral("errorPlot"));
    m_errorPlot->setUnitRange(false);
    m_errorPlot->setMinimumHeight(110);

    auto *form = new QFormLayout;
    form->addRow(tr("&Format:"), m_format);
    form->addRow(tr("&Allowed error:"), m_allowedError);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_summary, 1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_save);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_plot, 3);
    layout->addWidget(m_errorPlot, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(m_text, 2);

    m_timer->setSingleShot(true);
    m_timer->setInterval(100); // a slider's drag asks once per pause, not once per pixel
    connect(m_timer, &QTimer::timeout, this, &ExportPanel::refresh);
    connect(m_format, &QComboBox::currentIndexChanged, this, &ExportPanel::schedule);
    connect(m_allowedError, &QDoubleSpinBox::valueChanged, this, &ExportPanel::schedule);
    connect(m_copy, &QPushButton::clicked, this, &ExportPanel::copy);
    connect(m_save, &QPushButton::clicked, this, &ExportPanel::saveAs);
}

QStringList ExportPanel::formats()
{
    QStringList keys;
    for (const Format &format : Formats)
        keys.append(QString::fromLatin1(format.key));
    return keys;
}

void ExportPanel::setMotion(const QString &exportSpec, const QString &spec, const QString &error)
{
    if (exportSpec == m_exportSpec && spec == m_spec && error == m_motionError)
        return;
    m_exportSpec = exportSpec;
    m_spec = spec;
    m_motionError = error;
    schedule();
}

QString ExportPanel::format() const
{
    return m_format->currentData().toString();
}

void ExportPanel::setFormat(const QString &format)
{
    const int index = m_format->findData(format);
    if (index >= 0)
        m_format->setCurrentIndex(index);
}

double ExportPanel::allowedError() const
{
    return m_allowedError->value();
}

void ExportPanel::setAllowedError(double allowedError)
{
    m_allowedError->setValue(allowedError);
}

QStringList ExportPanel::arguments() const
{
    // The spec formats are given the editor's spec, not the motion placed on the editor's move:
    // an animation places it between its own values.
    if (Tool::isSpecFormat(format()))
        return { QStringLiteral("export"), QStringLiteral("--motion=") + m_spec,
                 QStringLiteral("--format=") + format() };
    return { QStringLiteral("export"), QStringLiteral("--motion=") + m_exportSpec,
             QStringLiteral("--format=") + format(),
             QStringLiteral("--allowed-error=") + Tool::shortest(allowedError()) };
}

QString ExportPanel::text() const
{
    return m_refusal.isEmpty() ? m_text->toPlainText() : QString();
}

QString ExportPanel::errorMessage() const
{
    return m_refusal;
}

void ExportPanel::schedule()
{
    m_timer->start();
}

void ExportPanel::refresh()
{
    m_timer->stop();
    const QString key = format();
    QString text, error;
    if (!m_motionError.isEmpty()) {
        error = m_motionError;
    } else {
        // The tool's own entry point, as its main() calls it.
        QByteArray output;
        Tool::Output out([&output](const QByteArray &chunk) {
            output += chunk;
            return true;
        });
        try {
            Tool::run(arguments(), out);
            out.flush();
            text = QString::fromUtf8(output);
        } catch (const Tool::UsageError &refused) {
            error = QString::fromUtf8(refused.what());
        }
    }
    m_text->setPlainText(text);
    m_refusal = error;
    m_error->setText(error);
    m_error->setVisible(!error.isEmpty());
    m_copy->setEnabled(error.isEmpty());
    m_save->setEnabled(error.isEmpty());

    // The exact easing, and over it what the text plays instead, with the error the text states.
    const Easing easing = m_motionError.isEmpty() ? MotionSpec::parse(m_exportSpec).easing() : Easing();
    QList<CurvePlot::Curve> curves, differences;
    m_statedError.clear();
    QString summary;
    if (easing.isValid()) {
        curves.append(
                { tr("exact"), easing.duration(), [easing](double p) { return easing.valueForProgress(p); }, false });
        const Tool::ExportFit fit = Tool::exportFit(key, easing, allowedError());
        if (error.isEmpty() && (fit.isLinear || fit.isBezier)) {
            m_statedError = Tool::errorBound(fit.error);
            if (fit.isLinear) {
                const QList<QPointF> points = fit.linear.points();
                curves.append({ tr("%1 points").arg(points.size()), easing.duration(),
                                [points](double p) { return interpolate(points, p); }, true });
            } else {
                const QEasingCurve curve = fit.bezier.toEasingCurve();
                curves.append({ tr("%1 cubic segments").arg(fit.bezier.segmentCount()), easing.duration(),
                                [curve](double p) { return curve.valueForProgress(p); }, true });
            }
            const auto exact = curves.at(0).value, approximation = curves.at(1).value;
            differences.append({ QString(), easing.duration(),
                                 [exact, approximation](double p) { return approximation(p) - exact(p); }, false });
            summary = tr("Max error %1 of the distance, as the text states (allowed %2).")
                              .arg(m_statedError, Tool::shortest(allowedError()));
        } else if (error.isEmpty()) {
            summary = Tool::isSpecFormat(key) ? tr("Exact: the spec, played by the library.")
                                              : tr("Exact: the motion itself, no approximation.");
        }
        summary += tr(" Duration %1 ms.").arg(easing.duration() * 1000, 0, 'f', 2);
    }
    // Each format's entry with the error its text states, so that they can be chosen by it.
    const QList<std::pair<QString, double>> errors = easing.isValid() && m_motionError.isEmpty()
            ? Tool::statedErrors(easing, allowedError())
            : QList<std::pair<QString, double>>();
    for (int index = 0; index < m_format->count(); ++index) {
        QString label = tr(Formats[index].label);
        for (const auto &[format, error] : errors)
            if (format == QLatin1String(Formats[index].key))
                label += tr(" (max error %1)").arg(Tool::errorBound(error));
        m_format->setItemText(index, label);
    }
    m_plot->setCurves(curves);
    m_plot->setNote(m_statedError.isEmpty() ? QString() : tr("max error %1").arg(m_statedError));
    m_errorPlot->setCurves(differences);
    m_errorPlot->setBand(m_statedError.toDouble());
    m_errorPlot->setNote(m_statedError.isEmpty() ? QString()
                                                 : tr("approximation - exact, within ±%1").arg(m_statedError));
    m_errorPlot->setVisible(!differences.isEmpty());
    m_summary->setText(summary);
    Q_EMIT refreshed();
}

void ExportPanel::copy()
{
    if (m_timer->isActive())
        refresh();
    QGuiApplication::clipboard()->setText(text());
}

void ExportPanel::saveAs()
{
    if (m_timer->isActive())
        refresh();
    QString suffix = QStringLiteral("txt");
    for (const Format &entry : Formats)
        if (format() == QLatin1String(entry.key))
            suffix = QString::fromLatin1(entry.suffix);
    const QString file = QFileDialog::getSaveFileName(this, tr("Save the export"), QStringLiteral("motion.") + suffix);
    if (!file.isEmpty())
        save(file);
}

bool ExportPanel::save(const QString &file)
{
    if (m_timer->isActive())
        refresh();
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) || out.write(text().toUtf8()) < 0 || !out.flush()) {
        m_error->setText(tr("Cannot write %1: %2").arg(file, out.errorString()));
        m_error->show();
        return false;
    }
    return true;
}

} // namespace Impetus::Studio
