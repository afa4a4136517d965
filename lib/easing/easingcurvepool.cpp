// SPDX-License-Identifier: MIT
// QEasingCurve::setCustomType() takes a plain qreal (*)(qreal): it cannot carry the
// parameters of a curve. Each slot of this pool is a distinct generated function that
// reads its easing from a table, so a parameterised curve becomes a plain function.

#include "easing.h"

#include "approximation.h"
#include "models/avxstate_p.h"
#include "models/bounce_p.h"
#include "models/datastream_p.h"

#include <QtCore/qeasingcurve.h>
#include <QtCore/qhash.h>

#include <array>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <mutex>
#include <optional>
#include <utility>

namespace Impetus {

namespace Detail {

/*
    A published easing. A spring's or a bounce's curve also keeps what
    Easing::valueForProgress() needs for a progress that needs no clamping (in (0, 1)): its
    model, and its blend's +-0 for the common case before the blend starts, to evaluate it
    there without Easing's call and Motion's dispatch, to the same bits (tst_easing compares
    them; Scaling below says why each way of making a value gives them). Its trampoline
    calls evaluate, the way for its kind of easing chosen once. Where the end correction is
    +-0 (a bounce, which comes to rest exactly), the blend's term is that +-0 over the whole
    progress (the correction times a smoothstep in [0, 1]): the common case is then all of
    (0, 1).
*/
struct EasingCurveSlot
{
    explicit EasingCurveSlot(const Easing &published)
        : easing(published), spring(published.motion().model<Spring>()), bounce(published.motion().model<Bounce>()),
          blendZero(published.blendBeforeItStarts()),
          commonBelow(published.m_endCorrection == 0 ? 1.0 : std::nextafter(1 - Easing::BlendFraction, 2.0)),
          span(published.m_end - published.m_start), inverseSpan(exactInverse(span)), evaluate(evaluation())
    {
    }

    /*
        How a position becomes a value: Easing::fromPosition(), with its span subtracted once.
        Multiplying where the span is a power of two: the same exact quotient, rounded once.
        Rising and Falling where the easing goes from 0 to 1 (a unit shape: a spring, a decay)
        or from 1 down to 0 (a bounce, scaled by its height), and the blend's zero is +0
        (1 - f(1) is never -0): the common value (x - 0) / 1 + 0 is then x + 0 and
        (x - 1) / -1 + 0 is 1 - x, to the bit (rounding to nearest is symmetric, and where
        x is 1 both are +0); the blend's values take the multiplication.
    */
    enum class Scaling { Dividing, Multiplying, Rising, Falling };
    using Evaluation = double (*)(const EasingCurveSlot &, double) noexcept;
    Evaluation evaluation() const noexcept
    {
        const bool plusZero = blendZero == 0 && !std::signbit(blendZero);
        if (plusZero && easing.m_start == 0 && easing.m_end == 1)
            return evaluation<Scaling::Rising>();
        if (plusZero && easing.m_start == 1 && easing.m_end == 0)
            return evaluation<Scaling::Falling>();
        return inverseSpan != 0 ? evaluation<Scaling::Multiplying>() : evaluation<Scaling::Dividing>();
    }
    template<Scaling S> Evaluation evaluation() const noexcept
    {
        return spring ? &springValue<S> : bounce ? bounceEvaluation<S>() : &easingValue;
    }
    // A bounce's, with std::fma one instruction where the CPU has FMA (the same results).
    template<Scaling S> static Evaluation bounceEvaluation() noexcept
    {
#if IMPETUS_FMA_COPIES
        if (cpuHasFma())
            return &fmaBounceValue<S>;
#endif
        return &bounceValue<S>;
    }

    template<Scaling S> double fromPosition(double x) const noexcept
    {
        const double offset = x - easing.m_start;
        return S == Scaling::Dividing ? offset / span : offset * inverseSpan;
    }
    // fromPosition(x) + blendZero: the value where the blend has not started.
    template<Scaling S> double commonValue(double x) const noexcept
    {
        if constexpr (S == Scaling::Rising)
            return x + 0.0;
        else if constexpr (S == Scaling::Falling)
            return 1 - x;
        else
            return fromPosition<S>(x) + blendZero;
    }
    // 1 / s where that is exact (s is +-2^k, and 2^-k is a double), else 0.
    static double exactInverse(double s) noexcept
    {
        int exponent = 0;
        const double inverse = 1 / s;
        return std::fabs(std::frexp(s, &exponent)) == 0.5 && std::isfinite(inverse) ? inverse : 0.0;
    }

    // Easing::isCommonProgress(), or all of (0, 1) where the blend is +-0 throughout.
    bool isCommonProgress(double progress) const noexcept
    {
        return progress > 0 && progress < commonBelow;
    }

    template<Scaling S, typename Model> double modelValueForProgress(const Model &model, double progress) const noexcept
    {
        if (isCommonProgress(progress)) [[likely]]
            return commonValue<S>(model.position(progress * easing.m_duration));
        if (progress > 1 - Easing::BlendFraction && progress < 1) // the blend, a fifth of the curve
            return fromPosition<S>(model.position(progress * easing.m_duration)) + easing.blendTerm(progress);
        return easing.valueForProgress(progress);
    }
    template<Scaling S> static double springValue(const EasingCurveSlot &slot, double progress) noexcept
    {
        return slot.modelValueForProgress<S>(*slot.spring, progress);
    }
    // A bounce's common case with Bounce::position()'s own inline; the rest in a call of its
    // own, which the common case need not make room for. Inline in its FMA copy below.
    template<Scaling S> static Q_ALWAYS_INLINE double bounceValue(const EasingCurveSlot &slot, double progress) noexcept
    {
        double x;
        if (slot.isCommonProgress(progress)
            && BounceAccess::commonPosition(*slot.bounce, progress * slot.easing.m_duration, x)) [[likely]]
            return slot.commonValue<S>(x);
        return uncommonBounceValue<S>(slot, progress);
    }
#if IMPETUS_FMA_COPIES
    template<Scaling S>
    IMPETUS_FMA_TARGET static double fmaBounceValue(const EasingCurveSlot &slot, double progress) noexcept
    {
        return bounceValue<S>(slot, progress);
    }
#endif
    template<Scaling S>
    static Q_NEVER_INLINE double uncommonBounceValue(const EasingCurveSlot &slot, double progress) noexcept
    {
        return slot.modelValueForProgress<S>(*slot.bounce, progress);
    }
    static double easingValue(const EasingCurveSlot &slot, double progress) noexcept
    {
        return slot.easing.valueForProgress(progress);
    }

    const Easing easing; // valid: toEasingCurve() publishes no other
    const std::optional<Spring> spring;
    const std::optional<Bounce> bounce;
    const double blendZero;
    const double commonBelow; // the common progress is in (0, commonBelow)
    const double span;
    const double inverseSpan; // exactInverse(span)
    const Evaluation evaluate;
};

} // namespace Detail

namespace {

using Detail::EasingCurveSlot;

constexpr int Capacity = 1024;

// Published once, never changed or freed: a QEasingCurve may call its function at any
// time from any thread, so a slot must outlive every curve that refers to it.
std::array<std::atomic<const EasingCurveSlot *>, Capacity> publishedEasings{};

template<int Slot> qreal trampoline(qreal progress)
{
    const EasingCurveSlot *slot = publishedEasings[Slot].load(std::memory_order_acquire);
    return slot ? slot->evaluate(*slot, progress) : progress;
}

template<int... Slots>
constexpr std::array<QEasingCurve::EasingFunction, sizeof...(Slots)> makeFunctions(std::integer_sequence<int, Slots...>)
{
    return { &trampoline<Slots>... };
}

const std::array<QEasingCurve::EasingFunction, Capacity> functions =
        makeFunctions(std::make_integer_sequence<int, Capacity>());

struct Pool
{
    std::mutex mutex; // std's, which ThreadSanitizer understands without an instrumented Qt
    // Keyed by the easing's exact serialised parameters: equal easings, one slot.
    QHash<QByteArray, int> slotByKey;
    // The first slot of each shape (unitShape()), for the easings that come once all are taken.
    QHash<QByteArray, int> slotByShape;
    std::vector<std::unique_ptr<const EasingCurveSlot>> easings;
    bool warned = false;
};

Pool &pool()
{
    static Pool instance;
    return instance;
}

using Detail::streamKey;

/*
    The easing of the same shape that runs from 0 to 1: f(p) is the same, to rounding, for
    easings that differ only in where they start and how far they go (a spring from 0 to 100
    and one from 40 to 240 with twice the start velocity). Positions and velocities are
    scaled by the distance; a bounce's ground stays at 0, so it is scaled by its height.
    Invalid when the scaling leaves the doubles.
*/
Easing unitShape(const Easing &easing)
{
    const Motion motion = easing.motion();
    const double distance = easing.endPosition() - easing.startPosition();
    // A value scaled into (or out of) the subnormals keeps fewer digits: easings whose shapes
    // differ would meet in one (found by fuzz_models: a gravity of 7.5e-315 over 5686).
    const auto keepsDigits = [distance](double value) {
        const double least = std::numeric_limits<double>::min();
        return value == 0 || (std::fabs(value) >= least && std::fabs(value / distance) >= least);
    };
    const auto gravity = motion.model<Gravity>();
    const auto bounce = motion.model<Bounce>();
    if (!keepsDigits(motion.velocity(0)) || !keepsDigits(gravity ? gravity->acceleration() : 0.0)
        || !keepsDigits(bounce ? bounce->gravity() : 0.0)) {
        return {};
    }
    if (const auto spring = motion.model<Spring>()) {
        // A spring that turns more than a million radians in its easing has a phase with
        // no digits left to agree on: each its own (found by fuzz_models: stiffness 1.8e308).
        if (!(std::sqrt(spring->stiffness() / spring->mass()) * easing.duration() < 1e6))
            return {};
        return Easing::settling(Spring::fromMassStiffnessDamping(spring->mass(), spring->stiffness(), spring->damping())
                                        .withStart(0, spring->startVelocity() / distance)
                                        .withRestPosition(1),
                                easing.tolerance());
    }
    if (const auto decay = motion.model<ExponentialDecay>()) {
        const ExponentialDecay unit(0, decay->startVelocity() / distance, decay->lambda());
        return easing.tolerance() > 0 ? Easing::settling(unit, easing.tolerance()) : Easing::reaching(unit, 1);
    }
    if (gravity)
        return Easing::reaching(Gravity(0, gravity->startVelocity() / distance, gravity->acceleration() / distance), 1);
    if (bounce) {
        const double height = -distance; // from its start down to the ground at 0
        return Easing::settling(Bounce::fromState(1, bounce->startVelocity() / height, bounce->restitution(),
                                                  bounce->gravity() / height, bounce->maxBounces()),
                                easing.tolerance());
    }
    return {};
}

/*
    Whether two easings of one shape agree to rounding, where it shows: at 19 progresses
    across the curve. The shape's key holds for the scaled model, not for everything computed
    from it (a settle time found where a peak just touches the band can move by a half
    period between scales): the slot of a shape serves an easing only if they agree.
*/
bool agrees(const Easing &a, const Easing &b)
{
    for (int k = 1; k < 20; ++k) {
        const double p = k / 20.0;
        const double x = a.valueForProgress(p);
        if (!(std::fabs(x - b.valueForProgress(p)) <= 1e-13 * std::fmax(1, std::fabs(x))))
            return false;
    }
    return true;
}

} // namespace

int easingCurvePoolCapacity() noexcept
{
    return Capacity;
}

int easingCurvePoolUsed() noexcept
{
    Pool &p = pool();
    const std::lock_guard<std::mutex> locker(p.mutex);
    return int(p.easings.size());
}

QEasingCurve Easing::toEasingCurve() const
{
    if (!isValid())
        return QEasingCurve(QEasingCurve::Linear);
    const QByteArray key = streamKey(*this);
    const Easing shape = unitShape(*this);
    const QByteArray shapeKey = shape.isValid() ? streamKey(shape) : QByteArray();
    Pool &p = pool();
    {
        const std::lock_guard<std::mutex> locker(p.mutex);
        int slot = p.slotByKey.value(key, -1);
        if (slot < 0 && p.easings.size() < size_t(Capacity)) {
            slot = int(p.easings.size());
            p.easings.push_back(std::make_unique<const EasingCurveSlot>(*this));
            publishedEasings[slot].store(p.easings.back().get(), std::memory_order_release);
            p.slotByKey.insert(key, slot);
            if (!shapeKey.isEmpty() && !p.slotByShape.contains(shapeKey) && agrees(*this, shape))
                p.slotByShape.insert(shapeKey, slot);
        }
        // All taken: an easing of a shape the pool has evaluates exactly through that slot
        // (to rounding), rather than through a fitted spline. Before, each easing has its
        // own slot, so that fromEasingCurve() gives back exactly the easing it was made from.
        if (slot < 0 && !shapeKey.isEmpty()) {
            const int shared = p.slotByShape.value(shapeKey, -1);
            if (shared >= 0 && agrees(p.easings[size_t(shared)]->easing, *this))
                slot = shared;
        }
        if (slot >= 0) {
            QEasingCurve curve;
            curve.setCustomType(functions[slot]);
            // The keys' hashes can leave the AVX upper state dirty (avxstate_p.h): the
            // curve's evaluations, which follow, must not pay for it.
            Detail::clearAvxUpperState();
            return curve;
        }
        if (!p.warned) {
            p.warned = true;
            qWarning("Impetus: all %d exact easing curves are taken; further curves are cubic Bezier "
                     "approximations (see Impetus::BezierApproximation::maxError())",
                     Capacity);
        }
    }
    // Outside the pool's lock: other threads' curves do not wait for this one. An easing
    // asked for again is fitted once (fit() keeps its fits).
    return BezierApproximation::fit(*this).toEasingCurve();
}

Easing Easing::fromEasingCurve(const QEasingCurve &curve)
{
    if (curve.type() != QEasingCurve::Custom)
        return {};
    const QEasingCurve::EasingFunction function = curve.customType();
    for (int slot = 0; slot < Capacity; ++slot) {
        if (functions[size_t(slot)] == function) {
            // Published before any curve with its function was handed out, never changed.
            const EasingCurveSlot *published = publishedEasings[size_t(slot)].load(std::memory_order_acquire);
            return published ? published->easing : Easing();
        }
    }
    return {};
}

} // namespace Impetus
