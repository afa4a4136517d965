// SPDX-License-Identifier: MIT
#include "comparepanel.h"

#include "curveplot.h"

#include <impetus/motionspec.h>

#include <QtCore/qmetaobject.h>
#include <QtCore/qtimer.h>
#include <QtCore/qeasingcurve.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qformlayout.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qspinbox.h>

namespace Impetus::Studio {

namespace {

const char *const QtCurves[] = { "OutElastic", "OutBounce", "OutBack", "OutCubic" };

QComboBox *others(const QString &objectName)
{
    auto *box = new QComboBox;
    box->setObjectName(objectName);
    box->addItem(ComparePanel::tr("(none)"), QString());
    for (const char *type : QtCurves)
        box->addItem(ComparePanel::tr("Qt %1").arg(QLatin1String(type)), QStringLiteral("qt:") + QLatin1String(type));
    for (const auto &[name, spec] : MotionSpec::presets())
        box->addItem(name, QStringLiteral("preset:") + name);
    return box;
}

} // namespace

ComparePanel::ComparePanel(QWidget *parent)
    : QWidget(parent), m_first(others(QStringLiteral("compareFirstComboBox"))),
      m_second(others(QStringLiteral("compareSecondComboBox"))), m_qtDuration(new QSpinBox),
      m_play(new QPushButton(tr("&Play"))), m_plot(new CurvePlot), m_frames(new QTimer(this))
{
    m_qtDuration->setObjectName(QStringLiteral("qtDurationSpinBox"));
    m_qtDuration->setRange(50, 10000);
    m_qtDuration->setSingleStep(50);
    m_qtDuration->setValue(1000);
    m_qtDuration->setSuffix(tr(" ms"));
    m_play->setObjectName(QStringLiteral("playButton"));
    m_plot->setObjectName(QStringLiteral("comparePlot"));
    auto *form = new QFormLayout;
    form->addRow(tr("Compare &with:"), m_first);
    form->addRow(tr("and wi&th:"), m_second);
    form->addRow(tr("&Qt curves last:"), m_qtDuration);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_plot, 1);
    layout->addWidget(m_play, 0, Qt::AlignRight);
    setOthers(QStringLiteral("preset:swiftui.bouncy"), QStringLiteral("qt:OutElastic"));

    m_frames->setInterval(16);
    m_frames->setTimerType(Qt::PreciseTimer);
    connect(m_frames, &QTimer::timeout, this, [this] {
        const double seconds = m_clock.elapsed() / 1000.0;
        showTime(seconds);
        if (seconds > m_plot->longestDuration() + 0.25) {
            m_frames->stop();
            m_plot->setCursorTime(-1);
        }
    });
    connect(m_play, &QPushButton::clicked, this, &ComparePanel::play);
    connect(m_first, &QComboBox::currentIndexChanged, this, &ComparePanel::rebuild);
    connect(m_second, &QComboBox::currentIndexChanged, this, &ComparePanel::rebuild);
    connect(m_qtDuration, &QSpinBox::valueChanged, this, &ComparePanel::rebuild);
}

void ComparePanel::setEdited(const QString &name, const Easing &easing)
{
    m_name = name;
    m_easing = easing;
    rebuild();
}

void ComparePanel::setOthers(const QString &first, const QString &second)
{
    m_first->setCurrentIndex(qMax(0, m_first->findData(first)));
    m_second->setCurrentIndex(qMax(0, m_second->findData(second)));
    rebuild();
}

void ComparePanel::setQtDuration(int milliseconds)
{
    m_qtDuration->setValue(milliseconds);
}

void ComparePanel::play()
{
    m_clock.start();
    m_frames->start();
    showTime(0);
}

void ComparePanel::showTime(double seconds)
{
    m_plot->setCursorTime(seconds);
}

void ComparePanel::rebuild()
{
    QList<CurvePlot::Curve> curves;
    if (m_easing.isValid()) {
        const Easing easing = m_easing;
        curves.append({ m_name, easing.duration(), [easing](double p) { return easing.valueForProgress(p); }, false });
    }
    for (const QComboBox *box : { m_first, m_second }) {
        const QString other = box->currentData().toString();
        if (other.startsWith(QLatin1String("preset:"))) {
            const QString name = other.mid(7);
            const Easing easing = MotionSpec::parse(name).easing();
            if (easing.isValid())
                curves.append(
                        { name, easing.duration(), [easing](double p) { return easing.valueForProgress(p); }, false });
        } else if (other.startsWith(QLatin1String("qt:"))) {
            const QMetaEnum types = QMetaEnum::fromType<QEasingCurve::Type>();
            const QEasingCurve curve(QEasingCurve::Type(types.keyToValue(other.mid(3).toLatin1().constData())));
            curves.append({ tr("Qt %1").arg(other.mid(3)), m_qtDuration->value() / 1000.0,
                            [curve](double p) { return curve.valueForProgress(p); }, true });
        }
    }
    m_plot->setCurves(curves);
}

} // namespace Impetus::Studio
