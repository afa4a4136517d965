// SPDX-License-Identifier: MIT
#include "formmotion.h"
#include "formmotion_p.h"

#include <QtCore/qcoreapplication.h>
#include <QtCore/qdebug.h>
#include <QtCore/qpointer.h>
#include <QtGui/qevent.h>

#include <cmath>

namespace Impetus {

namespace {

const char *const Enter = "impetusEnter";
const char *const EnterMotion = "impetusEnterMotion";
const char *const EnterDelay = "impetusEnterDelay";
const char *const EnterEveryShow = "impetusEnterEveryShow";
const char *const Exit = "impetusExit";
const char *const ExitMotion = "impetusExitMotion";
// Set at run time on a widget that has entered once, or whose marks were reported.
const char *const Entered = "_q_impetusEntered";
const char *const Reported = "_q_impetusReported";

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
    return { Enter, EnterMotion, EnterDelay, EnterEveryShow, Exit, ExitMotion };
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
