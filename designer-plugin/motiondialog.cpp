// SPDX-License-Identifier: MIT
#include "motiondialog.h"

#include <impetus/formmotion.h>
#include <impetus/motionanimation.h>
#include <impetus/motioneditor.h>

#include "formmotion_p.h" // from widgets/, the Impetus::Widgets sources

#include <impetus/snaprule.h>

#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcheckbox.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qdialogbuttonbox.h>
#include <QtWidgets/qformlayout.h>
#include <QtWidgets/qgroupbox.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlineedit.h>
#include <QtWidgets/qabstractscrollarea.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qspinbox.h>
#include <QtWidgets/qtabwidget.h>

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

// The throw the scrolling tab describes (px/s).
constexpr double SummaryVelocity = 2000;

// The words of impetusScrollSnap as the snap combo box offers them; "positions" stands for
// the numbers in the line edit beside it.
const struct
{
    const char *word;
    const char *text;
} Snaps[] = {
    { "none", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "Where the coast ends") },
    { "items", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "On the items' edges") },
    { "pages", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "On pages") },
    { "positions", QT_TRANSLATE_NOOP("Impetus::MotionDialog", "On positions (px)") },
};

// An editable combo box of presets, named name; the first is the default.
QComboBox *specCombo(const QString &name, const QStringList &presets, QWidget *parent)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(name);
    combo->setEditable(true);
    combo->setInsertPolicy(QComboBox::NoInsert);
    combo->addItems(presets);
    combo->setToolTip(MotionDialog::tr("A preset, or any motion spec such as decay(lambda: 4)"));
    return combo;
}

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

    m_buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    if (qobject_cast<QAbstractScrollArea *>(widget)) {
        // A scroll area: its entrance and exit on one tab, its scrolling on the other.
        auto *tabs = new QTabWidget(this);
        tabs->setObjectName(QStringLiteral("motionTabs"));
        auto *views = new QWidget(tabs);
        auto *viewsLayout = new QVBoxLayout(views);
        viewsLayout->addWidget(enterGroup, 1);
        viewsLayout->addWidget(exitGroup);
        tabs->addTab(views, tr("Entrance and exit"));
        tabs->addTab(scrollPage(), tr("Scrolling"));
        layout->addWidget(tabs, 1);
    } else {
        layout->addWidget(enterGroup, 1);
        layout->addWidget(exitGroup);
    }
    layout->addWidget(m_buttons);
    resize(780, 640);

    QString ignored; // the dialog replaces what it cannot read
    load(FormMarks::read(property, &ignored));
    if (m_scroll) {
        loadScroll(ScrollMarks::read(property, &ignored));
        updateScroll();
    }
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

QWidget *MotionDialog::scrollPage()
{
    auto *page = new QWidget(this);
    m_scroll = new QGroupBox(tr("Kinetic scrolling: a touch drags the content, and a throw coasts"), page);
    m_scroll->setObjectName(QStringLiteral("scrollGroupBox"));
    m_scroll->setCheckable(true);
    m_scrollMouse = new QCheckBox(tr("The left mouse button drags too"), m_scroll);
    m_scrollMouse->setObjectName(QStringLiteral("scrollMouseCheckBox"));
    m_scrollMotion = specCombo(
            QStringLiteral("scrollMotionComboBox"),
            { QStringLiteral("ios.scroll.normal"), QStringLiteral("ios.scroll.fast"), QStringLiteral("android.fling") },
            m_scroll);
    m_scrollSnap = new QComboBox(m_scroll);
    m_scrollSnap->setObjectName(QStringLiteral("scrollSnapComboBox"));
    for (const auto &snap : Snaps)
        m_scrollSnap->addItem(tr(snap.text), QString::fromLatin1(snap.word));
    m_scrollPositions = new QLineEdit(m_scroll);
    m_scrollPositions->setObjectName(QStringLiteral("scrollPositionsLineEdit"));
    m_scrollPositions->setPlaceholderText(tr("0 120 480"));
    m_scrollPositions->setToolTip(tr("Vertical positions in pixels, apart by spaces"));
    m_scrollEdge = specCombo(
            QStringLiteral("scrollEdgeMotionComboBox"),
            { QStringLiteral("swiftui.snappy"), QStringLiteral("swiftui.smooth"), QStringLiteral("swiftui.bouncy") },
            m_scroll);
    m_scrollRubberBand = new QDoubleSpinBox(m_scroll);
    m_scrollRubberBand->setObjectName(QStringLiteral("scrollRubberBandSpinBox"));
    m_scrollRubberBand->setRange(0.05, 5);
    m_scrollRubberBand->setSingleStep(0.05);
    m_scrollRubberBand->setToolTip(tr("Past an edge, the content is drawn this much of the way the pointer goes, "
                                      "and less the further it goes"));
    m_scrollWheel = new QCheckBox(tr("Smooth: each notch springs the content on"), m_scroll);
    m_scrollWheel->setObjectName(QStringLiteral("scrollWheelCheckBox"));
    m_scrollWheelMotion = specCombo(QStringLiteral("scrollWheelMotionComboBox"),
                                    { QStringLiteral("swiftui.snappy"), QStringLiteral("swiftui.smooth") }, m_scroll);
    m_scrollSummary = new QLabel(page);
    m_scrollSummary->setObjectName(QStringLiteral("scrollSummaryLabel"));
    m_scrollSummary->setWordWrap(true);

    auto *snap = new QHBoxLayout;
    snap->addWidget(m_scrollSnap, 1);
    snap->addWidget(m_scrollPositions, 1);
    auto *edges = new QHBoxLayout;
    edges->addWidget(m_scrollEdge, 1);
    edges->addWidget(new QLabel(tr("Rubber band"), m_scroll));
    edges->addWidget(m_scrollRubberBand);
    auto *wheel = new QHBoxLayout;
    wheel->addWidget(m_scrollWheel);
    wheel->addWidget(m_scrollWheelMotion, 1);
    auto *form = new QFormLayout(m_scroll);
    form->addRow(QString(), m_scrollMouse);
    form->addRow(tr("Coast"), m_scrollMotion);
    form->addRow(tr("Comes to rest"), snap);
    form->addRow(tr("Back from an edge"), edges);
    form->addRow(tr("Wheel"), wheel);
    auto *layout = new QVBoxLayout(page);
    layout->addWidget(m_scroll);
    layout->addWidget(m_scrollSummary);
    layout->addStretch(1);

    const auto changed = [this] { updateScroll(); };
    connect(m_scroll, &QGroupBox::toggled, this, changed);
    connect(m_scrollMotion, &QComboBox::currentTextChanged, this, changed);
    connect(m_scrollSnap, &QComboBox::currentIndexChanged, this, changed);
    connect(m_scrollPositions, &QLineEdit::textChanged, this, changed);
    connect(m_scrollEdge, &QComboBox::currentTextChanged, this, changed);
    connect(m_scrollRubberBand, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_scrollWheel, &QCheckBox::toggled, this, changed);
    connect(m_scrollWheelMotion, &QComboBox::currentTextChanged, this, changed);
    return page;
}

void MotionDialog::loadScroll(const ScrollMarks &marks)
{
    const auto show = [](QComboBox *combo, const QString &text) {
        if (!text.isEmpty())
            combo->setCurrentText(text);
    };
    m_scroll->setChecked(marks.scroll);
    m_scrollMouse->setChecked(marks.mouse);
    show(m_scrollMotion, marks.motion);
    const QString snap = ScrollMarks::snapText(marks.snapMode, marks.snapPositions);
    const bool positions = marks.snapMode == KineticScroller::SnapToPositions;
    m_scrollSnap->setCurrentIndex(m_scrollSnap->findData(positions ? QStringLiteral("positions") : snap));
    m_scrollPositions->setText(positions ? snap : QString());
    show(m_scrollEdge, marks.edgeMotion);
    m_scrollRubberBand->setValue(marks.rubberBand > 0 ? marks.rubberBand : SnapRule::DefaultRubberBandConstant);
    m_scrollWheel->setChecked(marks.wheel != QLatin1String("none"));
    show(m_scrollWheelMotion, marks.wheel == QLatin1String("none") ? QString() : marks.wheel);
}

QList<std::pair<QByteArray, QVariant>> MotionDialog::scrollValues() const
{
    QList<std::pair<QByteArray, QVariant>> values;
    if (!m_scroll || !m_scroll->isChecked())
        return values;
    const auto text = [](const QComboBox *combo) { return combo->currentText().trimmed(); };
    const auto unlessFirst = [&text](const QComboBox *combo) {
        return text(combo) == combo->itemText(0) ? QVariant() : QVariant(text(combo).toUtf8());
    };
    const QString snap = m_scrollSnap->currentData().toString();
    values.append({ QByteArrayLiteral("impetusScroll"), true });
    values.append(
            { QByteArrayLiteral("impetusScrollMouse"), m_scrollMouse->isChecked() ? QVariant(true) : QVariant() });
    values.append({ QByteArrayLiteral("impetusScrollMotion"), unlessFirst(m_scrollMotion) });
    values.append({ QByteArrayLiteral("impetusScrollSnap"),
                    snap == QLatin1String("none") ? QVariant()
                            : snap == QLatin1String("positions")
                            ? QVariant(m_scrollPositions->text().simplified().toUtf8())
                            : QVariant(snap.toUtf8()) });
    values.append({ QByteArrayLiteral("impetusScrollEdgeMotion"), unlessFirst(m_scrollEdge) });
    values.append({ QByteArrayLiteral("impetusScrollRubberBand"),
                    m_scrollRubberBand->value() == SnapRule::DefaultRubberBandConstant
                            ? QVariant()
                            : QVariant(m_scrollRubberBand->value()) });
    values.append(
            { QByteArrayLiteral("impetusScrollWheel"),
              !m_scrollWheel->isChecked() ? QVariant(QByteArrayLiteral("none")) : unlessFirst(m_scrollWheelMotion) });
    return values;
}

// What the scrolling tab says: how far a throw goes, or what is wrong (named as the
// property it writes); OK waits for marks FormMotion understands.
void MotionDialog::updateScroll()
{
    const bool positions = m_scrollSnap->currentData().toString() == QLatin1String("positions");
    m_scrollPositions->setEnabled(positions);
    m_scrollWheelMotion->setEnabled(m_scrollWheel->isChecked());
    QString errors;
    QMap<QByteArray, QVariant> written;
    for (const auto &[name, value] : scrollValues())
        written[name] = value;
    const ScrollMarks marks = ScrollMarks::read([&written](const char *name) { return written.value(name); }, &errors);
    if (positions && m_scrollPositions->text().trimmed().isEmpty())
        errors = tr("impetusScrollSnap: give the positions, apart by spaces");
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(errors.isEmpty());
    if (!m_scroll->isChecked()) {
        m_scrollSummary->setText(tr("%1 scrolls as Qt scrolls it.").arg(m_widget->objectName()));
    } else if (!errors.isEmpty()) {
        m_scrollSummary->setText(errors);
    } else {
        const auto [distance, seconds] = marks.coast(SummaryVelocity);
        QString rest = marks.snapMode == KineticScroller::NoSnap
                ? tr("and rests there")
                : tr("and then lands exactly on the nearest snap position, keeping its velocity");
        m_scrollSummary->setText(tr("A throw at %1 px/s coasts %2 px in %3 s, %4.")
                                         .arg(SummaryVelocity)
                                         .arg(qRound(distance))
                                         .arg(seconds, 0, 'f', 2)
                                         .arg(rest));
    }
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
    for (const auto &[name, value] : scrollValues())
        written[name] = value;
    QList<std::pair<QByteArray, QVariant>> values;
    for (const QByteArray &name : FormMotion::propertyNames())
        values.append({ name, written.value(name) });
    return values;
}

} // namespace Impetus
