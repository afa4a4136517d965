// SPDX-License-Identifier: MIT
#include "motiondriver.h"
#include "animation/trackwave_p.h"
#include "animation/valuemotion_p.h"

#include <QtCore/qdebug.h>
#include <QtCore/qhash.h>
#include <QtCore/qmetaobject.h>
#include <QtCore/qpointer.h>
#include <QtCore/qscopedvaluerollback.h>
#include <QtCore/qvarlengtharray.h>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

// The batches' lanes (Double4; GCC warns of every function that takes or returns one and
// of the copies IMPETUS_LANES_CLONES makes, at the end of the file, Clang of every call of
// one): see kernels_p.h.
#if defined(__GNUC__)
#    pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace Impetus {

using namespace Detail;

namespace {

struct Entry
{
    int id = 0; // 0 once removed during a frame
    QPointer<QObject> target;
    QObject *object = nullptr; // target, also once destroyed: the key of owners
    int propertyIndex = -1;
    QMetaType propertyType;
    ValueMotion motion;
    const Plan *plan = nullptr; // the motion's, read on every frame
    int origin = 0; // driver time (ms) of the motion's time 0
    int duration = 0; // the motion's, ms
    // A motion of reals whose one track is an oscillating spring (most of what a driver
    // moves): its track as the spring's wave, evaluated four motions at a time; else nothing.
    std::optional<TrackWave> wave;
    unsigned serial = 0; // a retarget or a restart of the driver changes it; never 0 once installed

    void renew() { serial = serial + 1 == 0 ? 1 : serial + 1; }
};

// Writes value (of the property's type) through the object's metacall, as QML does:
// QMetaProperty::write() ends there after checks made once in add().
void writeProperty(QObject *target, int index, const void *value)
{
    int status = -1;
    int flags = 0;
    void *argv[] = { const_cast<void *>(value), nullptr, &status, &flags };
    QMetaObject::metacall(target, QMetaObject::WriteProperty, index, argv);
}

} // namespace

class Q_DECL_HIDDEN MotionDriver::Private
{
public:
    explicit Private(MotionDriver *q) : q(q) { }

    Entry *find(int id);
    const Entry *find(int id) const { return const_cast<Private *>(this)->find(id); }
    double seconds(const Entry &entry) const;
    void write(const Entry &entry, double t) const;
    void install(Entry &entry, const ValueMotion &motion);
    void compact();

    // The frame's waves, computed before its writes: frameValue[i] is entry i's value, for
    // its serial frameSerial[i] (0: none), so that a motion retargeted since (by a setter) is
    // written the general way.
    void computeWaves(size_t size, int currentTime);
    void computeLanes(const size_t *lane, const double *t, int count);
    static constexpr int Lanes = 4;

    MotionDriver *const q;
    std::vector<Entry> entries;
    QHash<int, size_t> index; // id -> place in entries
    QHash<std::pair<QObject *, int>, int> owners; // (object, property index) -> id
    int nextId = 1;
    int stoppedAt = 0; // the driver's time when it last stopped
    bool stepping = false;
    bool removedWhileStepping = false;
    std::vector<double> frameValue;
    std::vector<unsigned> frameSerial;
    unsigned frames = 0; // computeWaves() calls: a frame stepped from a setter computes its own
};

Entry *MotionDriver::Private::find(int id)
{
    const auto found = index.constFind(id);
    return found == index.cend() || entries[*found].id == 0 ? nullptr : &entries[*found];
}

double MotionDriver::Private::seconds(const Entry &entry) const
{
    return std::max(q->currentTime() - entry.origin, 0) / 1000.0;
}

void MotionDriver::Private::install(Entry &entry, const ValueMotion &motion)
{
    entry.motion = motion;
    entry.plan = &ValueMotionAccess::data(motion)->plan;
    entry.origin = q->currentTime(); // rebased when a stopped driver starts
    entry.duration = motion.duration();
    entry.renew();
    entry.wave.reset();
    const Plan &plan = *entry.plan;
    if (plan.type.id() == QMetaType::Double && plan.tracks.size() == 1)
        entry.wave = TrackWave::of(plan.tracks.front(), entry.duration / 1000.0);
}

/*
    The waves of the entries before size that the frame at currentTime writes between the start
    of their motion and its track's arrival (write()'s common case), four at a time where the
    kernels have four lanes: TrackWave::position(), so Track::position(), bit for bit.
*/
IMPETUS_LANES_CLONES void MotionDriver::Private::computeWaves(size_t size, int currentTime)
{
    ++frames;
    frameValue.resize(size);
    frameSerial.resize(size);
    size_t lane[Lanes];
    double t[Lanes];
    int count = 0;
    for (size_t i = 0; i < size; ++i) {
        const Entry &entry = entries[i];
        frameSerial[i] = 0;
        if (entry.id == 0 || !entry.wave)
            continue;
        const double seconds = std::max(currentTime - entry.origin, 0) / 1000.0; // as write()'s
        if (seconds > 0 && seconds < entry.wave->until) {
            lane[count] = i;
            t[count] = seconds;
            if (++count == Lanes) {
                computeLanes(lane, t, count);
                count = 0;
            }
        }
    }
    if (count > 0)
        computeLanes(lane, t, count);
}

// The waves of count (1 to Lanes) entries at their times t, with their serials.
IMPETUS_KERNEL_INLINE void MotionDriver::Private::computeLanes(const size_t *lane, const double *t, int count)
{
    const TrackWave *waves[Lanes];
    double times[Lanes];
    for (int k = 0; k < Lanes; ++k) {
        // Lanes left over repeat the first.
        waves[k] = &*entries[lane[k < count ? k : 0]].wave;
        times[k] = t[k < count ? k : 0];
    }
    double value[Lanes];
#if defined(IMPETUS_KERNELS_LANES)
    using Kernels::Double4;
    const TrackWave &w0 = *waves[0], &w1 = *waves[1], &w2 = *waves[2], &w3 = *waves[3];
    const SpringWave<Double4> spring = {
        Double4{ w0.spring.rest, w1.spring.rest, w2.spring.rest, w3.spring.rest },
        Double4{ w0.spring.scale, w1.spring.scale, w2.spring.scale, w3.spring.scale },
        Double4{ w0.spring.x0, w1.spring.x0, w2.spring.x0, w3.spring.x0 },
        Double4{ w0.spring.b, w1.spring.b, w2.spring.b, w3.spring.b },
        Double4{ w0.spring.alpha, w1.spring.alpha, w2.spring.alpha, w3.spring.alpha },
        Double4{ w0.spring.omega, w1.spring.omega, w2.spring.omega, w3.spring.omega },
    };
    const Double4 x = Double4{ w0.origin, w1.origin, w2.origin, w3.origin }
            + Double4{ w0.direction, w1.direction, w2.direction, w3.direction }
                    * springWavePosition(spring, Double4{ times[0], times[1], times[2], times[3] });
    for (int k = 0; k < Lanes; ++k)
        value[k] = x[k];
#else
    for (int k = 0; k < count; ++k)
        value[k] = waves[k]->position(times[k]);
#endif
    for (int k = 0; k < count; ++k) {
        frameValue[lane[k]] = value[k];
        frameSerial[lane[k]] = entries[lane[k]].serial;
    }
}

// The value at t (s) of entry's motion, written to its property.
void MotionDriver::Private::write(const Entry &entry, double t) const
{
    const Plan &plan = *entry.plan;
    QObject *target = entry.target.data();
    // Exactly the start at 0 and the end from the duration on (ValueMotion::valueAt()).
    if (t <= 0 || t >= entry.duration / 1000.0) {
        // A copy: a setter that retargets this motion may free the plan while it reads.
        const QVariant value = t <= 0 ? plan.start : plan.end;
        writeProperty(target, entry.propertyIndex, value.constData());
        return;
    }
    if (plan.type.id() == QMetaType::Double) {
        const double x = plan.tracks.front().position(t);
        writeProperty(target, entry.propertyIndex, &x);
        return;
    }
    const Components position = plan.positions(t);
    if (!withCoreValue(plan.type, position,
                       [&](const auto &value) { writeProperty(target, entry.propertyIndex, &value); })) {
        const QVariant value = plan.valueAt(t);
        writeProperty(target, entry.propertyIndex, value.constData());
    }
}

void MotionDriver::Private::compact()
{
    if (stepping || !removedWhileStepping)
        return;
    removedWhileStepping = false;
    entries.erase(std::remove_if(entries.begin(), entries.end(), [](const Entry &entry) { return entry.id == 0; }),
                  entries.end());
    index.clear();
    for (size_t i = 0; i < entries.size(); ++i)
        index.insert(entries[i].id, i);
}

MotionDriver::MotionDriver(QObject *parent) : QAbstractAnimation(parent), d(std::make_unique<Private>(this))
{
}

MotionDriver::~MotionDriver() = default;

int MotionDriver::add(QObject *target, const QByteArray &propertyName, const QString &spec, const QVariant &end,
                      const QVariant &startVelocity, const QVariant &start)
{
    return add(target, propertyName, MotionSpec::parse(spec), end, startVelocity, start);
}

int MotionDriver::add(QObject *target, const QByteArray &propertyName, const MotionSpec &spec, const QVariant &end,
                      const QVariant &startVelocity, const QVariant &start)
{
    const auto refuse = [&](const QString &why) {
        qWarning().noquote() << "Impetus::MotionDriver::add:" << why;
        return 0;
    };
    if (!target)
        return refuse(QStringLiteral("target must be an object, but got nullptr"));
    const QMetaObject *meta = target->metaObject();
    const QMetaProperty property = meta->property(meta->indexOfProperty(propertyName.constData()));
    if (!property.isValid() || !property.isWritable()) {
        return refuse(QStringLiteral("propertyName must name a writable property of %1, but got \"%2\"")
                              .arg(QLatin1String(meta->className()), QLatin1String(propertyName)));
    }
    const std::pair<QObject *, int> key(target, property.propertyIndex());
    Entry *moving = d->find(d->owners.value(key));
    if (moving && moving->target.isNull()) {
        // The motion of an object destroyed since the last frame, at the address of this new
        // one: dropped (without settled()), and this object's motion starts afresh.
        remove(moving->id);
        moving = nullptr;
    }
    if (moving) {
        const ValueMotion next = moving->motion.retargeted(d->seconds(*moving), end, spec);
        if (!next.isValid())
            return refuse(next.errorString());
        d->install(*moving, next);
        return moving->id;
    }
    QVariant from = start.isValid() ? start : property.read(target);
    if (from.metaType() != property.metaType() && !from.convert(property.metaType())) {
        return refuse(QStringLiteral("start must be a %1 like the property %2, but got %3")
                              .arg(QLatin1String(property.metaType().name()), QLatin1String(propertyName),
                                   QLatin1String(start.metaType().name())));
    }
    const ValueMotion motion(spec, from, end, startVelocity);
    if (!motion.isValid())
        return refuse(motion.errorString());

    Entry entry;
    entry.id = d->nextId++;
    entry.target = target;
    entry.object = target;
    entry.propertyIndex = property.propertyIndex();
    entry.propertyType = property.metaType();
    d->install(entry, motion);
    d->index.insert(entry.id, d->entries.size());
    d->owners.insert(key, entry.id);
    const int id = entry.id;
    d->entries.push_back(std::move(entry));
    Q_EMIT countChanged();
    if (state() == QAbstractAnimation::Stopped)
        QAbstractAnimation::start(); // (start is the start value here)
    return id;
}

bool MotionDriver::retarget(int id, const QVariant &end)
{
    Entry *entry = d->find(id);
    if (!entry) {
        qWarning("Impetus::MotionDriver::retarget: there is no motion %d", id);
        return false;
    }
    const ValueMotion next = entry->motion.retargeted(d->seconds(*entry), end);
    if (!next.isValid()) {
        qWarning().noquote() << "Impetus::MotionDriver::retarget:" << next.errorString()
                             << "; the motion goes on to its end";
        return false;
    }
    d->install(*entry, next);
    return true;
}

bool MotionDriver::remove(int id)
{
    const auto found = d->index.constFind(id);
    if (found == d->index.cend() || d->entries[*found].id == 0)
        return false;
    const size_t place = *found;
    Entry &entry = d->entries[place];
    d->owners.remove({ entry.object, entry.propertyIndex });
    d->index.erase(found);
    if (d->stepping) {
        // Compacted after the frame: the frame's loop goes on over the entries.
        entry.id = 0;
        d->removedWhileStepping = true;
    } else {
        if (place + 1 != d->entries.size()) {
            std::swap(d->entries[place], d->entries.back());
            d->index.insert(d->entries[place].id, place);
        }
        d->entries.pop_back();
    }
    Q_EMIT countChanged();
    return true;
}

int MotionDriver::motionOf(QObject *target, const QByteArray &propertyName) const
{
    if (!target)
        return 0;
    const int index = target->metaObject()->indexOfProperty(propertyName.constData());
    const int id = d->owners.value({ target, index });
    const Entry *entry = id ? d->find(id) : nullptr;
    return entry && !entry->target.isNull() ? id : 0; // not a destroyed object's, at the same address
}

bool MotionDriver::contains(int id) const
{
    return d->find(id) != nullptr;
}

int MotionDriver::count() const
{
    return int(d->index.size());
}

ValueMotion MotionDriver::motion(int id) const
{
    const Entry *entry = d->find(id);
    return entry ? entry->motion : ValueMotion();
}

double MotionDriver::elapsed(int id) const
{
    const Entry *entry = d->find(id);
    return entry ? d->seconds(*entry) : 0.0;
}

QVariant MotionDriver::velocity(int id) const
{
    const Entry *entry = d->find(id);
    return entry ? entry->motion.velocityAt(d->seconds(*entry)) : QVariant();
}

int MotionDriver::duration() const
{
    return -1;
}

void MotionDriver::updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState)
{
    // Started again, the time restarts at 0: every motion goes on from where it was.
    if (newState == QAbstractAnimation::Stopped) {
        d->stoppedAt = currentTime();
    } else if (oldState == QAbstractAnimation::Stopped) {
        for (Entry &entry : d->entries) {
            entry.origin -= d->stoppedAt;
            entry.renew(); // a wave computed before is stale
        }
        d->stoppedAt = 0;
    }
    QAbstractAnimation::updateState(newState, oldState);
}

void MotionDriver::updateCurrentTime(int currentTime)
{
    // Settled and dropped motions are said and removed after the loop: the properties'
    // setters and the slots may add, retarget and remove motions.
    QVarLengthArray<int, 16> settled;
    QVarLengthArray<int, 4> dropped;
    {
        const QScopedValueRollback<bool> guard(d->stepping, true);
        // Entries added during the loop (their index is beyond size) start at the next frame.
        const size_t size = d->entries.size();
        d->computeWaves(size, currentTime);
        const unsigned frame = d->frames;
        for (size_t i = 0; i < size; ++i) {
            const Entry &entry = d->entries[i];
            if (entry.id == 0)
                continue;
            QObject *target = entry.target.data();
            if (!target) {
                dropped.append(entry.id);
                continue;
            }
            if (d->frameSerial[i] == entry.serial && d->frames == frame) { // not retargeted since the waves
                const double value = d->frameValue[i];
                writeProperty(target, entry.propertyIndex, &value);
            } else {
                d->write(entry, std::max(currentTime - entry.origin, 0) / 1000.0);
            }
            // (Read again: the setter may have retargeted or removed it, or moved the entries.)
            const Entry &written = d->entries[i];
            if (written.id != 0 && currentTime - written.origin >= written.duration)
                settled.append(written.id);
        }
    }
    d->compact();
    for (const int id : dropped)
        remove(id);
    for (const int id : settled)
        remove(id);
    for (const int id : settled)
        Q_EMIT this->settled(id);
    if (d->entries.empty() && state() != QAbstractAnimation::Stopped)
        stop();
}

} // namespace Impetus
