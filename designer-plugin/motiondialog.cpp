// SPDX-License-Identifier: MIT
#include "motiondialog.h"

#include <impetus/formmotion.h>
#include <impetus/motionanimation.h>
#include <impetus/motioneditor.h>

#include "formmotion_p.h" // from widgets/, the Impetus::Widgets sources

#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcheckbox.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qdialogbuttonbox.h>
#include <QtWidgets/qformlayout.h>
#include <QtWidgets/qgroupbox.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlineedit.h>
#include <QtWidgets/qspinbox.h>

#include <QtCore/qline.h>
#include <QtCore/qmap.h>

#include <climits>
#include <memory>

namespace Impetus {

namespace {

// The words of impetusEnter and impetusExit (ViewPath), as the combo boxes offer them.
const struct
{
    const char *word;
    const char *enter;
    const char *exit;
} Paths[] = {
    { "none", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "No motion"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "No motion: hidden at once") },
    { "left", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "From the left edge"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "To the left edge") },
    { "right", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "From the right edge"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "To the right edge") },
    { "top", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "From the top edge"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "To the top edge") },
    { "bottom", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "From the bottom edge"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "To the bottom edge") },
    { "scale", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "Growing from a scale"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "Shrinking to a scale") },
    { "fade", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "Fading in from an opacity"),
      QT_TRANSLATE_NOOP("Impetus::MotionDialog", "Fading out to an opacity") },
};

QComboBox *pathCombo(bool exit, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    if (exit)
        combo->addItem(MotionDialog::tr("The way it came in"), QString());
    for (const auto &path : Paths)
        combo->addItem(MotionDialog::tr(exit ? path.exit : path.enter), QString::fromLatin1(path.word));
    return combo;
}

QDoubleSpinBox *endSpin(QWidget *parent)
{
    auto *spin = new QDoubleSpinBox(parent);
    spin->setRange(0, 1);
    spin->setSingleStep(0.05);
    spin->setDecimals(2);
    return spin;
}

// The path a combo box and its spin box say.
ViewPath pathOf(const QComboBox *combo, const QDoubleSpinBox *value)
{
    const QString word = combo->currentData().toString();
    const ViewPath path = ViewPath::parse(word, "", nullptr);
    return path.kind == ViewPath::Scale || path.kind == ViewPath::Fade
            ? ViewPath::parse(QStringLiteral("%1 %2").arg(word).arg(value->value()), "", nullptr)
            : path;
}

void choose(QComboBox *combo, QDoubleSpinBox *value, const ViewPath &path, bool given)
{
    const QStringList words = path.toString().split(QLatin1Char(' '));
    combo->setCurrentIndex(std::max(combo->findData(given ? words.first() : QString()), 0));
    value->setValue(path.value);
}

} // namespace

MotionDialog::MotionDialog(QWidget *widget, const std::function<QVariant(const char *)> &property, QWidget *parent)
    : QDialog(parent), m_widget(widget), m_enter(pathCombo(false, this)), m_enterFrom(endSpin(this)),
      m_editor(new MotionEditor(this)), m_delay(new QDoubleSpinBox(this)),
      m_everyShow(new QCheckBox(tr("On every show, not only the first"), this)), m_summary(new QLabel(this)),
      m_exit(pathCombo(true, this)), m_exitTo(endSpin(this)), m_exitMotion(new QLineEdit(this))
{
    setObjectName(QStringLiteral("motionDialog"));
    setWindowTitle(tr("Motion of %1").arg(widget->objectName()));
    m_enter->setObjectName(QStringLiteral("enterComboBox"));
    m_enterFrom->setObjectName(QStringLiteral("enterFromSpinBox"));
    m_delay->setObjectName(QStringLiteral("delaySpinBox"));
    m_everyShow->setObjectName(QStringLiteral("everyShowCheckBox"));
    m_summary->setObjectName(QStringLiteral("summaryLabel"));
    m_editor->setObjectName(QStringLiteral("motionEditor"));
    m_exit->setObjectName(QStringLiteral("exitComboBox"));
    m_exitTo->setObjectName(QStringLiteral("exitToSpinBox"));
    m_exitMotion->setObjectName(QStringLiteral("exitMotionLineEdit"));
    m_delay->setRange(0, 60);
    m_delay->setSingleStep(0.05);
    m_delay->setDecimals(3);
    m_delay->setSuffix(tr(" s"));
    m_exitMotion->setPlaceholderText(tr("The entrance's motion"));
    m_exitMotion->setToolTip(tr("A motion spec or a preset name, such as swiftui.snappy"));
    m_summary->setWordWrap(true);

    auto *enterGroup = new QGroupBox(tr("Entrance, when the widget is shown"), this);
    auto *enterPath = new QHBoxLayout;
    enterPath->addWidget(m_enter, 1);
    enterPath->addWidget(m_enterFrom);
    auto *enterForm = new QFormLayout;
    enterForm->addRow(tr("Enters"), enterPath);
    enterForm->addRow(tr("Delay"), m_delay);
    enterForm->addRow(QString(), m_everyShow);
    auto *enterLayout = new QVBoxLayout(enterGroup);
    enterLayout->addLayout(enterForm);
    enterLayout->addWidget(m_editor, 1);
    enterLayout->addWidget(m_summary);

    auto *exitGroup = new QGroupBox(tr("Exit, when the widget is hidden"), this);
    auto *exitPath = new QHBoxLayout;
    exitPath->addWidget(m_exit, 1);
    exitPath->addWidget(m_exitTo);
    auto *exitForm = new QFormLayout(exitGroup);
    exitForm->addRow(tr("Leaves"), exitPath);
    exitForm->addRow(tr("Motion"), m_exitMotion);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(enterGroup, 1);
    layout->addWidget(exitGroup);
    layout->addWidget(buttons);
    resize(780, 640);

    QString ignored; // the dialog replaces what it cannot read
    load(FormMarks::read(property, &ignored));
    const auto changed = [this] { update(); };
    connect(m_enter, &QComboBox::currentIndexChanged, this, changed);
    connect(m_enterFrom, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_delay, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_exit, &QComboBox::currentIndexChanged, this, changed);
    connect(m_editor, &AbstractMotionWidget::motionChanged, this, changed);
    update();
}

MotionDialog::~MotionDialog() = default;

void MotionDialog::load(const FormMarks &marks)
{
    choose(m_enter, m_enterFrom, marks.enter, true);
    // A widget with no entrance yet is offered the most common one.
    if (!marks.enterGiven)
        m_enter->setCurrentIndex(m_enter->findData(QStringLiteral("left")));
    m_editor->setMotionSpec(marks.enterMotion.isEmpty() ? pathOf(m_enter, m_enterFrom).defaultMotionName()
                                                        : marks.enterMotion);
    m_delay->setValue(marks.enterDelay);
    m_everyShow->setChecked(marks.enterEveryShow);
    choose(m_exit, m_exitTo, marks.exit, marks.exitGiven);
    m_exitMotion->setText(marks.exitMotion);
}

void MotionDialog::update()
{
    const ViewPath enter = pathOf(m_enter, m_enterFrom);
    // The default motion follows the path (a scale overshoots a little) until one is chosen.
    if (m_editor->motionSpec() == m_defaultMotion)
        m_editor->setMotionSpec(enter.defaultMotionName());
    m_defaultMotion = enter.defaultMotionName();
    m_enterFrom->setVisible(enter.kind == ViewPath::Scale || enter.kind == ViewPath::Fade);
    const ViewPath exit = pathOf(m_exit, m_exitTo);
    m_exitTo->setVisible(exit.kind == ViewPath::Scale || exit.kind == ViewPath::Fade);
    m_editor->setEnabled(enter.kind != ViewPath::None);
    m_delay->setEnabled(enter.kind != ViewPath::None);
    m_everyShow->setEnabled(enter.kind != ViewPath::None);

    if (enter.kind == ViewPath::None) {
        m_summary->setText(tr("%1 appears at once.").arg(m_widget->objectName()));
        return;
    }
    const std::unique_ptr<MotionAnimation> planned(plannedEntrance(m_widget, enter, m_editor->spec()));
    if (!planned) {
        m_summary->setText(m_editor->spec().placementError().isEmpty()
                                   ? tr("%1 has no parent to move in.").arg(m_widget->objectName())
                                   : m_editor->spec().placementError());
        return;
    }
    // The plot and the preview show this widget's own distance.
    const QPointF start = planned->startValue().toPointF();
    const QPointF end = planned->endValue().toPointF();
    const qreal distance = enter.kind == ViewPath::Edge ? QLineF(start, end).length() : 1 - enter.value;
    if (distance > 0)
        m_editor->setDistance(distance);
    const QString delay = m_delay->value() > 0 ? tr(", %1 s after it is shown").arg(m_delay->value()) : QString();
    const QString duration =
            planned->duration() == INT_MAX ? tr("never settles") : tr("%1 ms").arg(planned->duration());
    m_summary->setText(enter.kind == ViewPath::Edge ? tr("%1 moves %2 px in its form: %3%4.")
                                                              .arg(m_widget->objectName())
                                                              .arg(qRound(distance))
                                                              .arg(duration, delay)
                                                    : tr("%1 goes from %2 to 1: %3%4.")
                                                              .arg(m_widget->objectName())
                                                              .arg(enter.value)
                                                              .arg(duration, delay));
}

QList<std::pair<QByteArray, QVariant>> MotionDialog::values() const
{
    QMap<QByteArray, QVariant> written;
    const ViewPath enter = pathOf(m_enter, m_enterFrom);
    const ViewPath exit = pathOf(m_exit, m_exitTo);
    const bool exitGiven = !m_exit->currentData().toString().isEmpty();
    // Text as a byte array: the .ui's <cstring>, which is never translated and which
    // Designer's property sheet keeps as it is.
    if (enter.kind != ViewPath::None || exitGiven)
        written[QByteArrayLiteral("impetusEnter")] = enter.toString().toUtf8();
    if (enter.kind != ViewPath::None) {
        if (m_editor->motionSpec() != enter.defaultMotionName())
            written[QByteArrayLiteral("impetusEnterMotion")] = m_editor->motionSpec().toUtf8();
        if (m_delay->value() > 0)
            written[QByteArrayLiteral("impetusEnterDelay")] = m_delay->value();
        if (m_everyShow->isChecked())
            written[QByteArrayLiteral("impetusEnterEveryShow")] = true;
    }
    if (exitGiven)
        written[QByteArrayLiteral("impetusExit")] = exit.toString().toUtf8();
    if (!m_exitMotion->text().trimmed().isEmpty())
        written[QByteArrayLiteral("impetusExitMotion")] = m_exitMotion->text().trimmed().toUtf8();
    QList<std::pair<QByteArray, QVariant>> values;
    for (const QByteArray &name : FormMotion::propertyNames())
        values.append({ name, written.value(name) });
    return values;
}

} // namespace Impetus
