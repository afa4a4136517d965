// SPDX-License-Identifier: MIT
#include "motionstackedwidget.h"

#include <impetus/motionanimation.h>
#include <impetus/motionspec.h>

#include <QtCore/qpointer.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qstackedlayout.h>

#include <algorithm>

namespace Impetus {

namespace {

// Drawn over the pages during a transition: the pictures of the pages, moved by one
// animated value (the strip's offset in pixels for a slide, the new page's progress from
// 0 to 1 for a scale or a fade). It takes no input: the current page under it does.
class TransitionOverlay : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(qreal value READ value WRITE setValue)

public:
    struct Picture
    {
        QPointer<QWidget> page;
        QPixmap pixmap;
        int slot; // along the strip, in page extents from the first page of the transition
    };

    explicit TransitionOverlay(QWidget *parent) : QWidget(parent)
    {
        setAttribute(Qt::WA_TransparentForMouseEvents);
        setFocusPolicy(Qt::NoFocus);
        hide();
    }

    qreal value() const { return m_value; }
    void setValue(qreal value)
    {
        m_value = value;
        update();
    }

    MotionStackedWidget::Transition transition = MotionStackedWidget::Slide;
    Qt::Orientation orientation = Qt::Horizontal;
    QList<Picture> strip; // Slide
    QPixmap under, coming; // Scale and Fade

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), palette().window());
        if (transition == MotionStackedWidget::Slide) {
            const int extent = orientation == Qt::Horizontal ? width() : height();
            for (const Picture &picture : std::as_const(strip)) {
                const qreal at = picture.slot * qreal(extent) - m_value;
                painter.drawPixmap(orientation == Qt::Horizontal ? QPointF(at, 0) : QPointF(0, at), picture.pixmap);
            }
            return;
        }
        painter.drawPixmap(0, 0, under);
        painter.setRenderHint(QPainter::SmoothPixmapTransform);
        if (transition == MotionStackedWidget::Fade) {
            painter.setOpacity(std::clamp(m_value, 0.0, 1.0));
        } else {
            const qreal scale = std::max(m_value, 0.0); // never mirrored
            painter.translate(QRectF(rect()).center());
            painter.scale(scale, scale);
            painter.translate(-QRectF(rect()).center());
        }
        painter.drawPixmap(0, 0, coming);
    }

private:
    qreal m_value = 0;
};

} // namespace

class MotionStackedWidget::Private
{
public:
    explicit Private(MotionStackedWidget *q) : q(q), overlay(new TransitionOverlay(q)) { }

    void pageChanged(int index);
    void finish();
    QPixmap picture(QWidget *page) const;

    MotionStackedWidget *const q;
    TransitionOverlay *const overlay;
    MotionSpec spec = MotionSpec::parse(u"impetus.springIntoView");
    QString motionText = QStringLiteral("impetus.springIntoView");
    Transition transition = Slide;
    Qt::Orientation orientation = Qt::Horizontal;
    QPointer<QWidget> shown; // the page shown before the change
    QPointer<MotionAnimation> animation;
};

// A page's picture at the stack's page size (a hidden page is drawn as it would be).
QPixmap MotionStackedWidget::Private::picture(QWidget *page) const
{
    return page ? page->grab(QRect(QPoint(), q->contentsRect().size())) : QPixmap();
}

void MotionStackedWidget::Private::pageChanged(int index)
{
    QWidget *page = q->widget(index);
    QWidget *from = shown;
    shown = page;
    // (A page removed, or being deleted, is not drawn: the new one shows at once.)
    if (transition == Cut || !page || !from || from == page || q->indexOf(from) < 0 || !q->isVisible()
        || q->contentsRect().isEmpty()) {
        finish();
        return;
    }
    const bool running = animation && animation->state() != QAbstractAnimation::Stopped;
    const QVariant velocity = running ? animation->currentVelocity() : QVariant();
    overlay->transition = transition;
    overlay->orientation = orientation;
    overlay->setGeometry(q->contentsRect());

    if (transition == Slide) {
        if (!running) {
            overlay->strip = { { from, picture(from), 0 } };
            overlay->setValue(0);
        }
        auto &strip = overlay->strip;
        auto on =
                std::find_if(strip.begin(), strip.end(), [page](const auto &picture) { return picture.page == page; });
        int slot;
        if (on != strip.end()) {
            slot = on->slot;
        } else {
            // Beyond the strip on the side of the page's index: later pages after it.
            const int previous = q->indexOf(from);
            const auto [first, last] = std::minmax_element(
                    strip.begin(), strip.end(), [](const auto &a, const auto &b) { return a.slot < b.slot; });
            slot = index > previous ? last->slot + 1 : first->slot - 1;
            strip.append({ page, picture(page), slot });
        }
        const int extent = orientation == Qt::Horizontal ? overlay->width() : overlay->height();
        const qreal target = slot * qreal(extent);
        if (running) {
            animation->retarget(target); // from where it is drawn, with its velocity
        } else {
            animation = MotionAnimation::create(spec, q);
            animation->setTargetObject(overlay);
            animation->setPropertyName("value");
            animation->setStartValue(0.0);
            animation->setEndValue(target);
        }
    } else {
        // Over what is drawn now, the new page comes in, as fast as the last one came.
        overlay->under = running ? overlay->grab() : picture(from);
        overlay->coming = picture(page);
        if (animation) {
            animation->disconnect(q);
            animation->stop();
            animation->deleteLater();
        }
        animation = MotionAnimation::create(spec, q);
        animation->setTargetObject(overlay);
        animation->setPropertyName("value");
        animation->setStartValue(0.0);
        animation->setEndValue(1.0);
        if (velocity.isValid())
            animation->setStartVelocity(velocity);
        overlay->setValue(0);
    }
    overlay->raise();
    overlay->show();
    if (animation->state() == QAbstractAnimation::Stopped) {
        QObject::connect(animation, &QAbstractAnimation::finished, q, [this] { finish(); });
        animation->start();
    }
}

void MotionStackedWidget::Private::finish()
{
    if (animation) {
        animation->disconnect(q);
        animation->stop();
        animation->deleteLater();
        animation = nullptr;
    }
    overlay->hide();
    overlay->strip.clear();
    overlay->under = overlay->coming = QPixmap();
}

MotionStackedWidget::MotionStackedWidget(QWidget *parent) : QStackedWidget(parent), d(std::make_unique<Private>(this))
{
    // The overlay is a child, not a page: the stacked layout never sees it.
    connect(this, &QStackedWidget::currentChanged, this, [this](int index) { d->pageChanged(index); });
}

MotionStackedWidget::~MotionStackedWidget() = default;

MotionSpec MotionStackedWidget::spec() const
{
    return d->spec;
}

void MotionStackedWidget::setSpec(const MotionSpec &spec)
{
    const QString refused = spec.placementError();
    if (!refused.isEmpty()) {
        qWarning("Impetus::MotionStackedWidget::setSpec: %s; the motion is unchanged", qPrintable(refused));
        return;
    }
    if (spec == d->spec && d->motionText == spec.toString())
        return;
    d->spec = spec;
    d->motionText = spec.toString();
    Q_EMIT motionChanged();
}

QString MotionStackedWidget::motionSpec() const
{
    return d->motionText;
}

void MotionStackedWidget::setMotionSpec(const QString &motion)
{
    const MotionSpec spec = MotionSpec::parse(motion);
    const QString refused = spec.placementError();
    if (!refused.isEmpty()) {
        qWarning("Impetus::MotionStackedWidget::setMotionSpec: %s; the motion is unchanged", qPrintable(refused));
        return;
    }
    if (motion == d->motionText)
        return;
    d->spec = spec;
    d->motionText = motion;
    Q_EMIT motionChanged();
}

MotionStackedWidget::Transition MotionStackedWidget::transition() const
{
    return d->transition;
}

void MotionStackedWidget::setTransition(Transition transition)
{
    if (transition == d->transition)
        return;
    if (transition < Slide || transition > Cut) {
        qWarning(
                "Impetus::MotionStackedWidget::setTransition: transition must be Slide, Scale, Fade or Cut, but got %d",
                int(transition));
        return;
    }
    d->finish();
    d->transition = transition;
    Q_EMIT transitionChanged();
}

Qt::Orientation MotionStackedWidget::orientation() const
{
    return d->orientation;
}

void MotionStackedWidget::setOrientation(Qt::Orientation orientation)
{
    if (orientation == d->orientation)
        return;
    if (orientation != Qt::Horizontal && orientation != Qt::Vertical) {
        qWarning("Impetus::MotionStackedWidget::setOrientation: orientation must be Qt::Horizontal or Qt::Vertical, "
                 "but got %d",
                 int(orientation));
        return;
    }
    d->finish();
    d->orientation = orientation;
    Q_EMIT orientationChanged();
}

MotionAnimation *MotionStackedWidget::animation() const
{
    return d->animation;
}

void MotionStackedWidget::next()
{
    if (currentIndex() + 1 < count())
        setCurrentIndex(currentIndex() + 1);
}

void MotionStackedWidget::previous()
{
    if (currentIndex() > 0)
        setCurrentIndex(currentIndex() - 1);
}

// The pictures are of the old size: the new one shows at once.
void MotionStackedWidget::resizeEvent(QResizeEvent *event)
{
    d->finish();
    QStackedWidget::resizeEvent(event);
}

} // namespace Impetus

#include "motionstackedwidget.moc"
