// SPDX-License-Identifier: MIT
// Fuzzes what an application reads from outside, untrusted: bytes into QDataStream >> Motion,
// Easing and QVariant (as QSettings reads them, after the header of a QVariant of ours),
// arbitrary and mutated from valid ones, and
// JSON into Motion::fromJson() and Easing::fromJson(), arbitrary text and objects built from
// the fields they know. Whatever comes in: no crash or sanitizer report, and what is read is
// invalid with a message, or a motion or easing that evaluates without NaN, stays within
// [0, 1] at its ends, and writes back to what it read.
//
// The first byte chooses the reader; the rest is its input.

#include "require.h"

#include <impetus/easing.h>
#include <impetus/motion.h>

#include <QtCore/qdatastream.h>
#include <QtCore/qdebug.h>
#include <QtCore/qiodevice.h>
#include <QtCore/qjsonarray.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qvariant.h>

#include <fuzzer/FuzzedDataProvider.h>

#include <cmath>
#include <cstdint>
#include <cstring>

using namespace Impetus;

namespace {

using Fuzz::subject;

double anyDouble(FuzzedDataProvider &input)
{
    const uint64_t bits = input.ConsumeIntegral<uint64_t>();
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

template<typename T> QByteArray written(const T &value)
{
    QByteArray bytes;
    QDataStream out(&bytes, QIODevice::WriteOnly);
    out << value;
    return bytes;
}

template<typename T> T readBack(const QByteArray &bytes)
{
    QDataStream in(bytes);
    T value;
    in >> value;
    return value;
}

void checkMotion(const Motion &motion)
{
    QDebug(&subject) << qSetRealNumberPrecision(17) << "motion" << motion;
    if (!motion.isValid()) {
        require(motion.isNull() || !motion.error().message().isEmpty());
        return;
    }
    for (const double t : { 0.0, 0.25, 1.0, 1e6, HUGE_VAL }) {
        require(!std::isnan(motion.position(t)));
        require(!std::isnan(motion.velocity(t)));
    }
    require(readBack<Motion>(written(motion)) == motion);
    require(Motion::fromJson(motion.toJson()) == motion);
}

void checkEasing(const Easing &easing)
{
    QDebug(&subject) << qSetRealNumberPrecision(17) << "easing" << easing;
    if (!easing.isValid()) {
        require(!easing.error().message().isEmpty());
        require(easing.valueForProgress(0.5) == 0.5); // the identity
        return;
    }
    require(easing.valueForProgress(0) == 0 && easing.valueForProgress(1) == 1);
    for (const double p : { 0.001, 0.25, 0.5, 0.8, 0.999 }) {
        require(std::isfinite(easing.valueForProgress(p)));
        require(std::isfinite(easing.velocityForProgress(p)));
    }
    require(easing.duration() > 0 && std::isfinite(easing.duration()));
    require(readBack<Easing>(written(easing)) == easing);
    QString error;
    require(Easing::fromJson(easing.toJson(), &error) == easing && error.isEmpty());
    checkMotion(easing.motion());
}

void checkVariant(const QVariant &variant)
{
    if (variant.metaType() == QMetaType::fromType<Motion>())
        checkMotion(variant.value<Motion>());
    else if (variant.metaType() == QMetaType::fromType<Easing>())
        checkEasing(variant.value<Easing>());
}

/*
    A QVariant's bytes: the header of one holding an Easing (or a Motion), then payload. The
    header is never fuzzed: arbitrary type ids mostly exercise Qt's own loaders (a QByteArray
    whose length says 6 GB is allocated whole by Qt 6.4), not ours.
*/
QByteArray variantBytes(bool easing, const QByteArray &payload)
{
    const QByteArray empty = easing ? written(Easing()) : written(Motion());
    const QByteArray whole = easing ? written(QVariant::fromValue(Easing())) : written(QVariant::fromValue(Motion()));
    return whole.left(whole.size() - empty.size()) + payload;
}

// A valid-looking motion from a handful of bytes, for the mutations to start from.
Motion someMotion(FuzzedDataProvider &input)
{
    const double a = input.ConsumeFloatingPointInRange(-100.0, 100.0);
    const double b = input.ConsumeFloatingPointInRange(0.01, 1000.0);
    switch (input.ConsumeIntegralInRange(0, 3)) {
    case 0:
        return Spring::fromDampingRatio(1, b, input.ConsumeFloatingPointInRange(0.0, 3.0)).withStart(a, b);
    case 1:
        return ExponentialDecay(a, b, input.ConsumeFloatingPointInRange(0.0, 20.0));
    case 2:
        return Gravity(a, b, -b);
    default:
        return Bounce::fromState(std::fabs(a), b, input.ConsumeFloatingPointInRange(0.0, 1.0), -b,
                                 input.ConsumeIntegralInRange(-1, 5));
    }
}

// Valid bytes with some of them changed: deep into the reader, past its first checks.
QByteArray mutated(QByteArray bytes, FuzzedDataProvider &input)
{
    for (int changes = input.ConsumeIntegralInRange(1, 4); changes > 0 && !bytes.isEmpty(); --changes) {
        const qsizetype at = input.ConsumeIntegralInRange<qsizetype>(0, bytes.size() - 1);
        switch (input.ConsumeIntegralInRange(0, 2)) {
        case 0:
            bytes[at] = char(input.ConsumeIntegral<uint8_t>());
            break;
        case 1:
            bytes.truncate(at);
            break;
        default:
            bytes.insert(at, char(input.ConsumeIntegral<uint8_t>()));
            break;
        }
    }
    return bytes;
}

QJsonValue anyJsonValue(FuzzedDataProvider &input)
{
    switch (input.ConsumeIntegralInRange(0, 8)) {
    case 0:
        return QJsonValue(QJsonValue::Null);
    case 1:
        return input.ConsumeBool();
    case 2:
        return QString::fromStdString(input.ConsumeRandomLengthString(12));
    case 3:
        return QJsonArray{ input.ConsumeFloatingPoint<double>() };
    case 4:
        return QJsonObject();
    case 5:
        return anyDouble(input); // NaN and infinities become null in JSON text, not here
    case 6:
        return input.ConsumeIntegralInRange(-3, 12);
    default:
        return input.ConsumeFloatingPointInRange(-1e3, 1e3);
    }
}

// An object built from the fields the readers know, with values of any JSON type.
QJsonObject structuredJson(FuzzedDataProvider &input)
{
    static const char *const types[] = { "spring", "decay", "gravity", "bounce", "none", "" };
    static const char *const parameters[] = {
        "mass",         "stiffness",        "damping",       "dampingRatio",  "duration",
        "bounce",       "settlingDuration", "startPosition", "startVelocity", "restPosition",
        "lambda",       "friction",         "endPosition",   "endVelocity",   "reach",
        "acceleration", "gravity",          "restitution",   "maxBounces",    "tolerance",
        "x0",
    };
    static const char *const fields[] = { "tolerance", "reaching", "duration", "motion", "extra" };
    QJsonObject motion;
    if (input.ConsumeBool())
        motion.insert(QStringLiteral("type"), QLatin1String(types[input.ConsumeIntegralInRange<size_t>(0, 5)]));
    for (int n = input.ConsumeIntegralInRange(0, 6); n > 0; --n) {
        motion.insert(QLatin1String(parameters[input.ConsumeIntegralInRange<size_t>(0, std::size(parameters) - 1)]),
                      anyJsonValue(input));
    }
    QJsonObject easing;
    easing.insert(QStringLiteral("motion"),
                  input.ConsumeIntegralInRange(0, 7) ? QJsonValue(motion) : anyJsonValue(input));
    for (int n = input.ConsumeIntegralInRange(0, 2); n > 0; --n)
        easing.insert(QLatin1String(fields[input.ConsumeIntegralInRange<size_t>(0, std::size(fields) - 2)]),
                      anyJsonValue(input));
    if (input.ConsumeIntegralInRange(0, 15) == 0)
        easing.insert(QLatin1String(fields[4]), anyJsonValue(input));
    return easing;
}

void readJson(const QJsonObject &object)
{
    QString motionError, easingError;
    const Motion motion = Motion::fromJson(object.value(QLatin1String("motion")).toObject(), &motionError);
    subject = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    require(motion.isValid() || !motionError.isEmpty());
    checkMotion(motion);
    const Easing easing = Easing::fromJson(object, &easingError);
    subject = QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
    require(easing.isValid() == easingError.isEmpty());
    checkEasing(easing);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 4096)
        return -1;
    const int reader = data[0] % 6;
    const QByteArray bytes(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    FuzzedDataProvider input(data + 1, size - 1);
    subject = QStringLiteral("reader %1").arg(reader);
    switch (reader) {
    case 0:
        checkMotion(readBack<Motion>(bytes));
        break;
    case 1:
        checkEasing(readBack<Easing>(bytes));
        break;
    case 2:
        checkVariant(readBack<QVariant>(variantBytes(!bytes.isEmpty() && (bytes[0] & 1), bytes.mid(1))));
        break;
    case 3: {
        // Valid bytes of a Motion, an Easing or a QVariant of either, then changed.
        const Motion motion = someMotion(input);
        const Easing easing = input.ConsumeBool() ? Easing::settling(motion) : Easing::reaching(motion, 0);
        switch (input.ConsumeIntegralInRange(0, 3)) {
        case 0:
            checkMotion(readBack<Motion>(mutated(written(motion), input)));
            break;
        case 1:
            checkEasing(readBack<Easing>(mutated(written(easing), input)));
            break;
        case 2:
            checkVariant(readBack<QVariant>(variantBytes(false, mutated(written(motion), input))));
            break;
        default:
            checkVariant(readBack<QVariant>(variantBytes(true, mutated(written(easing), input))));
            break;
        }
        break;
    }
    case 4:
        readJson(QJsonDocument::fromJson(bytes).object());
        break;
    default:
        readJson(structuredJson(input));
        break;
    }
    return 0;
}
