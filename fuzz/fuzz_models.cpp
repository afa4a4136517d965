// SPDX-License-Identifier: MIT
// Fuzzes model construction and evaluation with arbitrary doubles (NaN, infinities,
// subnormals, extremes, a lossless restitution of exactly 1 included): every model is either valid, and then evaluates to no
// NaN anywhere and to finite values wherever its motion is bounded, or invalid with a
// message naming a parameter. Serialisation round-trips, and reading arbitrary bytes as a
// Motion never crashes. Each motion's spec also moves a value (ValueMotion).

#include "require.h"

#include <impetus/easing.h>
#include <impetus/lambertw.h>
#include <impetus/motion.h>
#include <impetus/motionspec.h>
#include <impetus/valuemotion.h>

#include <QtCore/qdatastream.h>
#include <QtCore/qdebug.h>
#include <QtCore/qeasingcurve.h>
#include <QtCore/qiodevice.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qpoint.h>
#include <QtCore/qrect.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <climits>
#include <cstring>
#include <iterator>

using namespace Impetus;

namespace {

using Fuzz::subject;

QString describe(const Motion &motion)
{
    QString text;
    QDebug(&text) << qSetRealNumberPrecision(17) << motion;
    return text;
}

// Any bit pattern: the interesting doubles are rarely produced by ranges.
double anyDouble(FuzzedDataProvider &input)
{
    const uint64_t bits = input.ConsumeIntegral<uint64_t>();
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

// Mostly ordinary magnitudes, sometimes anything, and the values bit patterns rarely hit:
// the infinities, exactly 1 (a lossless bounce), 0, and the ends of the doubles.
double parameter(FuzzedDataProvider &input)
{
    static const double special[] = { HUGE_VAL, -HUGE_VAL, 1.0, 0.0, -0.0, DBL_MAX, -DBL_MAX, DBL_TRUE_MIN, 1e-310 };
    switch (input.ConsumeIntegralInRange(0, 4)) {
    case 0:
        return anyDouble(input);
    case 1:
        return special[input.ConsumeIntegralInRange<size_t>(0, std::size(special) - 1)];
    default:
        return input.ConsumeFloatingPointInRange(-1e4, 1e4);
    }
}

Motion makeMotion(FuzzedDataProvider &input)
{
    const double a = parameter(input), b = parameter(input), c = parameter(input), d = parameter(input);
    const int cap = input.ConsumeIntegralInRange(-3, 50);
    switch (input.ConsumeIntegralInRange(0, 12)) {
    case 0:
        return Spring::fromMassStiffnessDamping(a, b, c).withStart(d, parameter(input));
    case 1:
        return Spring::fromDampingRatio(a, b, c).withRestPosition(parameter(input)).withStart(d, parameter(input));
    case 2:
        return Spring::fromDurationAndBounce(a, b, c).withStart(d, parameter(input));
    case 3:
        return Spring::fromSettlingDuration(a, b, c).withStart(d, parameter(input));
    case 4:
        return ExponentialDecay(a, b, c);
    case 5:
        return ExponentialDecay::fromFriction(a, b, c);
    case 6:
        return ExponentialDecay::fromEndVelocity(a, b, c, d);
    case 7:
        return ExponentialDecay::fromStartVelocity(a, b, c, d);
    case 8:
        return ExponentialDecay::fromStates(a, b, c, d);
    case 9:
        return Gravity(a, b, c);
    case 10:
        return Bounce::fromDrop(a, b, c, cap);
    case 11:
        return Bounce::fromState(a, b, 1.0, c, cap); // lossless: its arcs never shrink
    default:
        return Bounce::fromState(a, b, c, d, cap);
    }
}

void checkEvaluation(const Motion &motion, FuzzedDataProvider &input)
{
    const double times[] = { 0.0, 1e-3, 0.5, 1.0, parameter(input), anyDouble(input), HUGE_VAL, -HUGE_VAL };
    for (double t : times) {
        require(!std::isnan(motion.position(t)));
        require(!std::isnan(motion.velocity(t)));
    }
    const double tolerance = input.ConsumeBool() ? anyDouble(input) : input.ConsumeFloatingPointInRange(1e-9, 10.0);
    const double settle = motion.settleTime(tolerance);
    require(!std::isnan(settle) && settle >= 0);
    if (motion.isValid() && std::isfinite(settle) && tolerance > 0) {
        // At rest from the settle time on (to the rounding of the positions compared).
        const double final = motion.finalPosition();
        const double later = settle * 1.5 + 1;
        const double slack = 1e-9 * (std::fabs(final) + std::fabs(motion.position(0)) + tolerance);
        require(std::fabs(motion.position(later) - final) <= tolerance + slack);
    }
}

void checkSerialisation(const Motion &motion)
{
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << motion;
    }
    QDataStream in(bytes);
    Motion read;
    in >> read;
    require(motion.isValid() ? read == motion : !read.isValid());
    require(Motion::fromJson(motion.toJson()) == (motion.isValid() ? motion : Motion()));
}

void checkEasing(const Motion &motion, FuzzedDataProvider &input)
{
    const Easing easing = input.ConsumeBool() ? Easing::settling(motion, input.ConsumeFloatingPointInRange(1e-9, 0.5))
                                              : Easing::reaching(motion, parameter(input));
    QDebug(&subject) << "as" << easing;
    require(easing.isValid() || !easing.error().message().isEmpty());
    const double p = anyDouble(input);
    require(!std::isnan(easing.valueForProgress(p)));
    require(!std::isnan(easing.valueForProgress(input.ConsumeProbability<double>())));
    if (easing.isValid()) {
        require(easing.valueForProgress(0) == 0 && easing.valueForProgress(1) == 1);
        require(easing.duration() > 0 && std::isfinite(easing.duration()));
        for (const double q : { 0.1, 0.5, 0.9 }) {
            require(std::isfinite(easing.valueForProgress(q)));
            require(std::isfinite(easing.velocityForProgress(q)));
        }
    }
    // As a QEasingCurve, now and then: an exact one from the pool, or once it is full the
    // same shape's slot or the Bezier fallback (a tenth of a second each: rarely then, so
    // that CI's runs stay minutes). Either is finite where the easing is.
    const bool full = easingCurvePoolUsed() >= easingCurvePoolCapacity();
    if (input.ConsumeIntegralInRange(0, full ? 511 : 7) == 0) {
        const QEasingCurve curve = easing.toEasingCurve();
        for (const double q : { 0.0, 0.3, 0.7, 1.0 }) {
            const double value = curve.valueForProgress(q);
            require(std::isfinite(value));
            // Exact: its own slot; or, once the pool is full, the slot of the same shape
            // from another start and distance (to rounding).
            if (curve.type() == QEasingCurve::Custom && Easing::fromEasingCurve(curve) == easing)
                require(value == easing.valueForProgress(q));
            else if (curve.type() == QEasingCurve::Custom)
                require(std::fabs(value - easing.valueForProgress(q)) <= 1e-12 * std::fmax(1, std::fabs(value)));
        }
    }
}

// The motion's spec applied to a number, a point or an integer rectangle (ValueMotion, what
// every animation plays): valid and never NaN, exactly its start at 0 and its end from its
// duration on, retargeted anywhere; or invalid with a message.
void checkValueMotion(const Motion &motion, FuzzedDataProvider &input)
{
    const MotionSpec spec = motion.isValid() ? MotionSpec::fromMotion(motion) : MotionSpec(motion.type());
    const auto integer = [&input] { return input.ConsumeIntegralInRange(-100000, 100000); };
    QVariant start, end, velocity, newEnd;
    switch (input.ConsumeIntegralInRange(0, 2)) {
    case 0:
        start = parameter(input);
        end = input.ConsumeBool() ? QVariant(parameter(input)) : QVariant();
        velocity = parameter(input);
        newEnd = parameter(input);
        break;
    case 1:
        start = QPointF(parameter(input), parameter(input));
        end = QPointF(parameter(input), parameter(input));
        velocity = QPointF(parameter(input), parameter(input));
        newEnd = QPointF(parameter(input), parameter(input));
        break;
    default:
        start = QRect(integer(), integer(), integer(), integer());
        end = QRect(integer(), integer(), integer(), integer());
        velocity = QRectF(parameter(input), parameter(input), parameter(input), parameter(input));
        newEnd = QRect(integer(), integer(), integer(), integer());
        break;
    }
    const ValueMotion value(spec, start, end, velocity);
    QDebug(&subject) << "as" << value;
    if (!value.isValid()) {
        require(!value.errorString().isEmpty());
        require(!value.valueAt(0.5).isValid());
        return;
    }
    const double times[] = { 0.0, 1e-3, 0.5, parameter(input), anyDouble(input), HUGE_VAL, -HUGE_VAL };
    for (double t : times) {
        for (int i = 0; i < value.componentCount(); ++i) {
            require(!std::isnan(value.position(i, t)));
            require(!std::isnan(value.velocity(i, t)));
        }
        require(value.valueAt(t).isValid() && value.velocityAt(t).isValid());
    }
    require(value.valueAt(-1) == value.startValue());
    if (value.duration() < INT_MAX)
        require(value.valueAt(value.duration() / 1000.0 + 1) == value.endValue());
    const ValueMotion next = value.retargeted(parameter(input), newEnd);
    require(next.isValid() || !next.errorString().isEmpty());
}

void checkLambertW(FuzzedDataProvider &input)
{
    const double z = anyDouble(input);
    const double w0 = lambertW0(z);
    const double wm1 = lambertWm1(z);
    // Within the domain, a number that solves w e^w = z (to rounding; the product may
    // overflow for the largest z, and loses digits right at the branch point).
    if (z >= -0.36787944117144233 && std::isfinite(z)) {
        require(!std::isnan(w0));
        const double back = w0 * std::exp(w0);
        if (std::isfinite(back) && std::fabs(z) > 1e-300 && w0 > -0.99)
            require(std::fabs(back - z) <= 1e-12 * std::fabs(z));
    }
    if (z >= -0.36787944117144233 && z < 0)
        require(!std::isnan(wm1) && wm1 <= -1);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    FuzzedDataProvider input(data, size);
    const Motion motion = makeMotion(input);
    subject = describe(motion);
    if (!motion.isValid()) {
        const QString message = motion.error().message();
        require(message.contains(QLatin1String(" must be ")) && message.contains(QLatin1String(", but got ")));
    }
    checkEvaluation(motion, input);
    checkSerialisation(motion);
    checkEasing(motion, input);
    checkValueMotion(motion, input);
    checkLambertW(input);

    // Arbitrary bytes read as a Motion: invalid or a well-formed model, never a crash.
    const std::vector<uint8_t> rest = input.ConsumeRemainingBytes<uint8_t>();
    QDataStream stream(QByteArray(reinterpret_cast<const char *>(rest.data()), qsizetype(rest.size())));
    Motion read;
    stream >> read;
    subject = QLatin1String("read from bytes: ") + describe(read);
    checkEvaluation(read, input);
    return 0;
}
