// SPDX-License-Identifier: MIT
#include "formmotion.h"
#include "formmotion_p.h"

#include "gestures/scrollsession_p.h"

#include <impetus/snaprule.h>

#include <QtCore/qcoreapplication.h>
#include <QtCore/qdebug.h>
#include <QtCore/qpointer.h>
#include <QtCore/qregularexpression.h>
#include <QtGui/qevent.h>
#include <QtWidgets/qabstractscrollarea.h>

#include <cmath>
#include <limits>

namespace Impetus {

namespace {

const char *const Enter = "impetusEnter";
const char *const EnterMotion = "impetusEnterMotion";
const char *const EnterDelay = "impetusEnterDelay";
const char *const EnterEveryShow = "impetusEnterEveryShow";
const char *const Exit = "impetusExit";
const char *const ExitMotion = "impetusExitMotion";
const char *const Scroll = "impetusScroll";
const char *const ScrollMouse = "impetusScrollMouse";
const char *const ScrollMotion = "impetusScrollMotion";
const char *const ScrollSnap = "impetusScrollSnap";
const char *const ScrollEdgeMotion = "impetusScrollEdgeMotion";
const char *const ScrollRubberBand = "impetusScrollRubberBand";
const char *const ScrollWheel = "impetusScrollWheel";
// Set at run time on a widget that has entered once, or whose marks were reported.
const char *const Entered = "_q_impetusEntered";
const char *const Reported = "_q_impetusReported";
const char *const ScrollReported = "_q_impetusScrollReported";

// The words of impetusScrollSnap, in the order of KineticScroller::SnapMode.
const char *const SnapWords[] = { "none", "items", "pages" };

void addError(QString *errors, const QString &error)
{
    if (errors && !error.isEmpty())
        *errors += (errors->isEmpty() ? QString() : QStringLiteral("; ")) + error;
}

// The motion written (trimmed) as a spec, parsed once; a null spec when none is written.
MotionSpec readMotion(const char *property, const QString &text, QString *errors)
{
    if (text.isEmpty())
        return {};
    MotionSpec spec = MotionSpec::parse(text);
    if (!spec.isValid())
        addError(errors, QStringLiteral("%1: %2").arg(QLatin1String(property), spec.errorString()));
    return spec;
}

// The text of property trimmed, if it is a spec that passes check (empty: none written).
QString readSpec(const std::function<QVariant(const char *)> &property, const char *name,
                 const std::function<QString(const MotionSpec &)> &check, QString *errors)
{
    const QString text = property(name).toString().trimmed();
    if (text.isEmpty())
        return text;
    const MotionSpec spec = MotionSpec::parse(text);
    const QString error = spec.isValid() ? check(spec) : spec.errorString();
    if (error.isEmpty())
        return text;
    addError(errors, QStringLiteral("%1 '%2': %3").arg(QLatin1String(name), text, error));
    return QString();
}

QString springError(const MotionSpec &spec)
{
    return spec.placementError();
}

// Installs the kinetic scrolling of a scroll area marked impetusScroll, with the marks it
// has now; a mark not understood is reported once and left at its default.
void installScroller(QWidget *widget)
{
    auto *area = qobject_cast<QAbstractScrollArea *>(widget);
    QString errors;
    const ScrollMarks marks = ScrollMarks::read(widget, &errors);
    if (area && marks.scroll)
        marks.apply(KineticScroller::install(area));
    else if (!area && marks.scroll)
        errors = QStringLiteral("impetusScroll is for scroll areas (QAbstractScrollArea), and this is none");
    if (errors.isEmpty() || widget->property(ScrollReported).toBool())
        return;
    widget->setProperty(ScrollReported, true);
    qWarning().noquote() << "Impetus::FormMotion:" << widget->metaObject()->className() << widget->objectName()
                         << (area ? "scrolls with the defaults of:" : "does not scroll:") << errors;
}

} // namespace

FormMarks FormMarks::read(const QWidget *widget, QString *errors)
{
    return read([widget](const char *name) { return widget->property(name); }, errors);
}

FormMarks FormMarks::read(const std::function<QVariant(const char *)> &property, QString *errors)
{
    FormMarks marks;
    QString error;
    const QString enter = property(Enter).toString();
    marks.enterGiven = !enter.trimmed().isEmpty();
    marks.enter = ViewPath::parse(enter, Enter, &error);
    addError(errors, error);
    marks.enterMotion = property(EnterMotion).toString().trimmed();
    marks.enterMotionSpec = readMotion(EnterMotion, marks.enterMotion, errors);
    const QVariant delay = property(EnterDelay);
    if (delay.isValid()) {
        bool ok = false;
        const double seconds = delay.toDouble(&ok);
        if (ok && std::isfinite(seconds) && seconds >= 0)
            marks.enterDelay = seconds;
        else
            addError(errors,
                     QStringLiteral("%1 must be a number of seconds >= 0, but got \"%2\"")
                             .arg(QLatin1String(EnterDelay), delay.toString()));
    }
    marks.enterEveryShow = property(EnterEveryShow).toBool();
    const QString exit = property(Exit).toString();
    marks.exitGiven = !exit.trimmed().isEmpty();
    marks.exit = ViewPath::parse(exit, Exit, &error);
    addError(errors, error);
    marks.exitMotion = property(ExitMotion).toString().trimmed();
    marks.exitMotionSpec = readMotion(ExitMotion, marks.exitMotion, errors);
    return marks;
}

MotionSpec FormMarks::enterSpec() const
{
    return enterMotion.isEmpty() ? enter.defaultMotion() : enterMotionSpec;
}

MotionSpec FormMarks::exitSpec() const
{
    if (!exitMotion.isEmpty())
        return exitMotionSpec;
    return enterMotion.isEmpty() ? exitPath().defaultMotion() : enterMotionSpec;
}

ScrollMarks ScrollMarks::read(const QWidget *widget, QString *errors)
{
    return read([widget](const char *name) { return widget->property(name); }, errors);
}

ScrollMarks ScrollMarks::read(const std::function<QVariant(const char *)> &property, QString *errors)
{
    ScrollMarks marks;
    const QVariant scroll = property(Scroll);
    marks.scrollGiven = scroll.isValid();
    marks.scroll = scroll.toBool();
    marks.mouse = property(ScrollMouse).toBool();
    marks.motion = readSpec(property, ScrollMotion, &Detail::ScrollSession::coastError, errors);
    marks.edgeMotion = readSpec(property, ScrollEdgeMotion, springError, errors);
    const QString wheel = property(ScrollWheel).toString().trimmed();
    marks.wheel = wheel == QLatin1String("none") ? wheel : readSpec(property, ScrollWheel, springError, errors);

    const QString snap = property(ScrollSnap).toString().simplified();
    const auto word = std::find_if(std::begin(SnapWords), std::end(SnapWords),
                                   [&snap](const char *w) { return snap == QLatin1String(w); });
    if (word != std::end(SnapWords)) {
        marks.snapMode = KineticScroller::SnapMode(word - std::begin(SnapWords));
    } else if (!snap.isEmpty()) {
        // Positions: numbers apart by spaces or commas.
        QList<qreal> positions;
        bool ok = true;
        for (const QString &number : snap.split(QRegularExpression(QStringLiteral("[\\s,]+")), Qt::SkipEmptyParts)) {
            const double value = number.toDouble(&ok);
            ok = ok && std::isfinite(value);
            if (!ok)
                break;
            positions.append(value);
        }
        if (ok && !positions.isEmpty()) {
            marks.snapMode = KineticScroller::SnapToPositions;
            marks.snapPositions = positions;
        } else {
            addError(errors,
                     QStringLiteral("%1 must be none, items, pages or finite positions apart by spaces, but got \"%2\"")
                             .arg(QLatin1String(ScrollSnap), snap));
        }
    }

    const QVariant band = property(ScrollRubberBand);
    if (band.isValid()) {
        bool ok = false;
        const double constant = band.toDouble(&ok);
        if (ok && std::isfinite(constant) && constant > 0)
            marks.rubberBand = constant;
        else
            addError(errors,
                     QStringLiteral("%1 must be a number > 0, but got \"%2\"")
                             .arg(QLatin1String(ScrollRubberBand), band.toString()));
    }
    return marks;
}

QList<QByteArray> ScrollMarks::propertyNames()
{
    return { Scroll, ScrollMouse, ScrollMotion, ScrollSnap, ScrollEdgeMotion, ScrollRubberBand, ScrollWheel };
}

QString ScrollMarks::snapText(KineticScroller::SnapMode mode, const QList<qreal> &positions)
{
    if (mode != KineticScroller::SnapToPositions)
        return QString::fromLatin1(SnapWords[mode]);
    QStringList numbers;
    for (qreal position : positions)
        numbers.append(QString::number(position));
    return numbers.join(QLatin1Char(' '));
}

void ScrollMarks::apply(KineticScroller *scroller) const
{
    using Detail::ScrollSession;
    const auto orDefault = [](const QString &text, const char *fallback) {
        return text.isEmpty() ? QString::fromLatin1(fallback) : text;
    };
    scroller->setMouseDragEnabled(mouse);
    scroller->setMotion(orDefault(motion, ScrollSession::DefaultMotion));
    scroller->setEdgeMotion(orDefault(edgeMotion, ScrollSession::DefaultEdgeMotion));
    scroller->setRubberBand(rubberBand > 0 ? rubberBand : SnapRule::DefaultRubberBandConstant);
    scroller->setSmoothWheelEnabled(wheel != QLatin1String("none"));
    if (wheel != QLatin1String("none"))
        scroller->setWheelMotion(orDefault(wheel, ScrollSession::DefaultWheelMotion));
    if (snapMode == KineticScroller::SnapToPositions)
        scroller->setSnapPositions(snapPositions);
    scroller->setSnapMode(snapMode);
}

std::pair<double, double> ScrollMarks::coast(double velocity) const
{
    using Detail::ScrollSession;
    const double far = std::numeric_limits<double>::max();
    const ScrollSession::Trajectory trajectory = ScrollSession::Trajectory::release(
            0, velocity, -far, far,
            MotionSpec::parse(motion.isEmpty() ? QString::fromLatin1(ScrollSession::DefaultMotion) : motion),
            MotionSpec::parse(QString::fromLatin1(ScrollSession::DefaultEdgeMotion)), ScrollSession::Snap());
    return { trajectory.finalPosition(), trajectory.end() };
}

FormMotion *FormMotion::install()
{
    QCoreApplication *application = QCoreApplication::instance();
    if (!application) {
        qWarning("Impetus::FormMotion::install: there is no application yet");
        return nullptr;
    }
    if (auto *installed = application->findChild<FormMotion *>(QString(), Qt::FindDirectChildrenOnly))
        return installed;
    auto *motion = new FormMotion(application);
    application->installEventFilter(motion);
    return motion;
}

FormMotion::FormMotion(QObject *parent) : QObject(parent)
{
}

FormMotion::~FormMotion() = default;

QList<QByteArray> FormMotion::propertyNames()
{
    return QList<QByteArray>{ Enter, EnterMotion, EnterDelay, EnterEveryShow, Exit, ExitMotion }
    + ScrollMarks::propertyNames();
}

bool FormMotion::plays(const QWidget *) const
{
    return true;
}

bool FormMotion::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if ((type != QEvent::Show && type != QEvent::Hide) || event->spontaneous() || !watched->isWidgetType())
        return false;
    auto *widget = static_cast<QWidget *>(watched);
    if (type == QEvent::Show && widget->property(Scroll).isValid() && plays(widget))
        installScroller(widget);
    if (widget->isWindow() || !widget->parentWidget()
        || (!widget->property(Enter).isValid() && !widget->property(Exit).isValid()) || !plays(widget)) {
        return false;
    }
    QString errors;
    const FormMarks marks = FormMarks::read(widget, &errors);
    if (!errors.isEmpty()) {
        if (!widget->property(Reported).toBool()) {
            widget->setProperty(Reported, true);
            qWarning().noquote() << "Impetus::FormMotion:" << widget->metaObject()->className() << widget->objectName()
                                 << "moves without a motion:" << errors;
        }
        return false;
    }

    if (type == QEvent::Show) {
        const bool turning = ExitGhost::of(widget);
        if (marks.enter.kind == ViewPath::None
            || (!turning && !marks.enterEveryShow && widget->property(Entered).toBool())) {
            return false;
        }
        widget->setProperty(Entered, true);
        enterView(widget, marks.enter, marks.enterSpec(), int(std::lround(marks.enterDelay * 1000)), "FormMotion");
        return false;
    }

    // Hidden on its own (not with its window), while its window is on screen, and not
    // already leaving (the exit helpers hide it themselves).
    if (widget->isHidden() && widget->parentWidget()->isVisible() && !ExitGhost::of(widget)
        && marks.exitPath().kind != ViewPath::None) {
        ExitGhost::leave(widget, marks.exitPath(), marks.exitSpec(), "FormMotion");
    }
    return false;
}

} // namespace Impetus
