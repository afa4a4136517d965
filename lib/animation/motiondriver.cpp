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
#include <cstdint>
#include <cstring>
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
    std::uint64_t serial = 0; // a retarget or a restart of the driver changes it; never 0 once installed

    void renew() { serial = serial + 1 == 0 ? 1 : serial + 1; }
};

/*
    The waves of the entries, four to a block (entry i is lane i % 4 of block i / 4) in the
    layout the kernels' lanes load: a motion of reals whose one track is an oscillating spring
    (most of what a driver moves), as its TrackWave, with what decides whether a frame takes
    it. A lane without one (beyond the entries, a removed entry, any other motion) holds
    NoWave, which no frame takes (until = -1) and whose evaluation is harmless (at rest).
*/
constexpr TrackWave NoWave = { { 0, 1, 0, 0, 0, 0 }, 0, 1, -1 };

struct alignas(32) WaveBlock
{
    static constexpr int Lanes = 4;
    double start[Lanes]; // the entry's origin (ms)
    double until[Lanes]; // s after start
    double rest[Lanes];
    double scale[Lanes];
    double x0[Lanes];
    double b[Lanes];
    double alpha[Lanes];
    double omega[Lanes];
    double origin[Lanes];
    double direction[Lanes];
    std::uint64_t serial[Lanes]; // the entry's, for the frame's serials (0 with NoWave)

    WaveBlock()
    {
        for (int lane = 0; lane < Lanes; ++lane)
            set(lane, NoWave, 0, 0);
    }
    void set(int lane, const TrackWave &wave, int startTime, std::uint64_t entrySerial)
    {
        start[lane] = startTime;
        until[lane] = wave.until;
        rest[lane] = wave.spring.rest;
        scale[lane] = wave.spring.scale;
        x0[lane] = wave.spring.x0;
        b[lane] = wave.spring.b;
        alpha[lane] = wave.spring.alpha;
        omega[lane] = wave.spring.omega;
        origin[lane] = wave.origin;
        direction[lane] = wave.direction;
        serial[lane] = entrySerial;
    }
    TrackWave wave(int lane) const
    {
        return { { rest[lane], scale[lane], x0[lane], b[lane], alpha[lane], omega[lane] },
                 origin[lane],
                 direction[lane],
                 until[lane] };
    }
};

// Writes values (of the property's type) through the object's metacall, as QML does:
// QMetaProperty::write() ends there after checks made once in add(). One writer serves a
// frame's writes: the arguments' array is made once.
class PropertyWriter
{
public:
    void write(QObject *target, int index, const void *value)
    {
        argv[0] = const_cast<void *>(value);
        status = -1;
        flags = 0;
        QMetaObject::metacall(target, QMetaObject::WriteProperty, index, argv);
    }
    void write(QObject *target, int index, double value)
    {
        real = value;
        write(target, index, &real);
    }

private:
    double real = 0;
    int status = -1;
    int flags = 0;
    void *argv[4] = { nullptr, nullptr, &status, &flags };
};

void writeProperty(QObject *target, int index, const void *value)
{
    PropertyWriter().write(target, index, value);
}

} // namespace

class Q_DECL_HIDDEN MotionDriver::Private
{
public:
    explicit Private(MotionDriver *q) : q(q) { }

    Entry *find(int id);
    const Entry *find(int id) const { return const_cast<Private *>(this)->find(id); }
    size_t place(const Entry &entry) const { return size_t(&entry - entries.data()); }
    double seconds(const Entry &entry) const;
    void write(const Entry &entry, double t) const;
    void install(size_t i, const ValueMotion &motion);
    void compact();
    void syncWave(size_t i);
    void syncWaves();

    // The frame's waves, computed before its writes: frameValue[i] is entry i's value, for
    // its serial frameSerial[i] (0: none), so that a motion retargeted since (by a setter) is
    // written the general way.
    void computeWaves(size_t size, int currentTime);
    static constexpr int Lanes = WaveBlock::Lanes;

    MotionDriver *const q;
    std::vector<Entry> entries;
    std::vector<WaveBlock> waves; // entry i's in lane i % Lanes of waves[i / Lanes]; NoWave beyond
    QHash<int, size_t> index; // id -> place in entries
    QHash<std::pair<QObject *, int>, int> owners; // (object, property index) -> id
    int nextId = 1;
    int stoppedAt = 0; // the driver's time when it last stopped
    bool stepping = false;
    bool removedWhileStepping = false;
    std::vector<double> frameValue;
    std::vector<std::uint64_t> frameSerial;
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

void MotionDriver::Private::install(size_t i, const ValueMotion &motion)
{
    Entry &entry = entries[i];
    entry.motion = motion;
    entry.plan = &ValueMotionAccess::data(motion)->plan;
    entry.origin = q->currentTime(); // rebased when a stopped driver starts
    entry.duration = motion.duration();
    entry.renew();
    syncWave(i);
}

// Entry i's lane of waves, after any change of the entry or of its place (beyond the entries:
// NoWave).
void MotionDriver::Private::syncWave(size_t i)
{
    if (i / Lanes >= waves.size())
        waves.resize(i / Lanes + 1);
    WaveBlock &block = waves[i / Lanes];
    const int lane = int(i % Lanes);
    if (i >= entries.size() || entries[i].id == 0) {
        block.set(lane, NoWave, 0, 0);
        return;
    }
    const Entry &entry = entries[i];
    const Plan &plan = *entry.plan;
    std::optional<TrackWave> wave;
    if (plan.type.id() == QMetaType::Double && plan.tracks.size() == 1)
        wave = TrackWave::of(plan.tracks.front(), entry.duration / 1000.0);
    if (wave)
        block.set(lane, *wave, entry.origin, entry.serial);
    else
        block.set(lane, NoWave, 0, 0);
}

void MotionDriver::Private::syncWaves()
{
    waves.assign((entries.size() + Lanes - 1) / Lanes, WaveBlock());
    for (size_t i = 0; i < entries.size(); ++i)
        syncWave(i);
}

#if defined(IMPETUS_KERNELS_LANES)
namespace {
using Kernels::Double4;

IMPETUS_KERNEL_INLINE Double4 load(const double (&lanes)[WaveBlock::Lanes])
{
    Double4 v;
    std::memcpy(&v, lanes, sizeof v);
    return v;
}
} // namespace
#endif

/*
    The waves of the entries before size that the frame at currentTime writes between the start
    of their motion and its track's arrival (write()'s common case), a block of four at a time:
    TrackWave::position(), so Track::position(), bit for bit.
*/
IMPETUS_LANES_CLONES void MotionDriver::Private::computeWaves(size_t size, int currentTime)
{
    ++frames;
    const size_t blocks = (size + Lanes - 1) / Lanes;
    frameValue.resize(blocks * Lanes);
    frameSerial.resize(blocks * Lanes);
    for (size_t i = 0; i < blocks; ++i) {
        const WaveBlock &w = waves[i];
        double *const value = &frameValue[i * Lanes];
        std::uint64_t *const serial = &frameSerial[i * Lanes];
#if defined(IMPETUS_KERNELS_LANES)
        // As write()'s seconds where elapsed > 0 (both differences of integers are exact).
        const Double4 elapsed = double(currentTime) - load(w.start);
        const Double4 t = elapsed / 1000.0;
        const Kernels::Mask4 taken = (elapsed > 0) & (t < load(w.until));
        if (!Kernels::anyOf(taken)) {
            std::memset(serial, 0, Lanes * sizeof *serial);
            continue;
        }
        const SpringLanes lanes = springWaveLanes(
                { load(w.rest), load(w.scale), load(w.x0), load(w.b), load(w.alpha), load(w.omega) }, t);
        Double4 x = load(w.origin) + load(w.direction) * lanes.value;
        if (!Kernels::allOf(lanes.common | ~taken)) [[unlikely]] {
            for (int lane = 0; lane < Lanes; ++lane) {
                if (taken[lane] && !lanes.common[lane])
                    x[lane] = w.wave(lane).position(t[lane]);
            }
        }
        std::memcpy(value, &x, sizeof x);
        Kernels::UInt4 serials;
        std::memcpy(&serials, w.serial, sizeof serials);
        serials &= reinterpret_cast<Kernels::UInt4>(taken);
        std::memcpy(serial, &serials, sizeof serials);
#else
        for (int lane = 0; lane < Lanes; ++lane) {
            const int elapsed = currentTime - int(w.start[lane]);
            const double t = elapsed / 1000.0;
            const bool taken = elapsed > 0 && t < w.until[lane];
            value[lane] = taken ? w.wave(lane).position(t) : 0.0;
            serial[lane] = taken ? w.serial[lane] : 0;
        }
#endif
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
    syncWaves();
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
        d->install(d->place(*moving), next);
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
    const int id = entry.id;
    d->index.insert(id, d->entries.size());
    d->owners.insert(key, id);
    d->entries.push_back(std::move(entry));
    d->install(d->entries.size() - 1, motion);
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
    d->install(d->place(*entry), next);
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
        d->syncWave(place);
    } else {
        if (place + 1 != d->entries.size()) {
            std::swap(d->entries[place], d->entries.back());
            d->index.insert(d->entries[place].id, place);
        }
        d->entries.pop_back();
        d->syncWave(place);
        d->syncWave(d->entries.size());
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
        d->syncWaves();
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
        PropertyWriter writer;
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
                writer.write(target, entry.propertyIndex, d->frameValue[i]);
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
