// SPDX-License-Identifier: MIT
// The same numbers on every build: a few million evaluations of every model, the decay
// solves, Lambert W, the easings, the exact QEasingCurves and the fitted approximations,
// hashed bit for bit, group by group, and compared with tests/reference/samenumbers.txt.
// That file is what Debian 12's build (GCC 12, Qt 6.4) computes; scripts/qt-versions.sh
// runs this test on Debian 13 (GCC 14, Qt 6.8) and testing (GCC 15, Qt 6.11), so a
// compiler, a libm or a Qt that changes one bit of one result fails it there, naming the
// group. A deliberate change of results rewrites the file: tst_samenumbers --write <file>.
//
// The inputs are a fixed pseudo-random sequence (a 64-bit LCG, not std::'s distributions,
// whose output is left to the library), spread over each parameter's decades, each drawn
// in a statement of its own: the order in which a call's arguments are evaluated is left
// to the compiler (GCC and Clang differ), and with it which argument gets which number.
#include <impetus/approximation.h>
#include <impetus/easing.h>
#include <impetus/lambertw.h>
#include <impetus/motion.h>
#include <impetus/motionspec.h>

#include <QtCore/QFile>
#include <QtCore/QTextStream>
#include <QtCore/qmath.h>
#include <QtCore/QEasingCurve>
#include <QtCore/QCoreApplication>
#include <QtTest/QtTest>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>

using namespace Impetus;

namespace {

// FNV-1a over the bit patterns of the doubles, with their count.
class Hash
{
public:
    void add(double value)
    {
        std::uint64_t bits;
        std::memcpy(&bits, &value, sizeof bits);
        for (int i = 0; i < 8; ++i) {
            m_hash ^= (bits >> (8 * i)) & 0xff;
            m_hash *= 0x100000001b3ULL;
        }
        ++m_count;
    }
    QString text() const { return QStringLiteral("%1 %2").arg(m_hash, 16, 16, QLatin1Char('0')).arg(m_count); }

private:
    std::uint64_t m_hash = 0xcbf29ce484222325ULL;
    qint64 m_count = 0;
};

// Knuth's MMIX LCG: the same sequence on every platform.
class Sequence
{
public:
    double unit() // [0, 1), 53 bits
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return double(m_state >> 11) * 0x1p-53;
    }
    double uniform(double low, double high) { return low + (high - low) * unit(); }
    // Spread evenly over the decades of [low, high] (both > 0). The ratio goes through a
    // volatile so that pow() is called as written: for a ratio that is a power of two
    // (decades(0.5, 4)) Clang rewrites pow(8, u) as exp2(3 u), which rounds otherwise.
    double decades(double low, double high)
    {
        const volatile double ratio = high / low;
        return low * std::pow(double(ratio), unit());
    }
    double signedDecades(double low, double high) { return (unit() < 0.5 ? -1 : 1) * decades(low, high); }

private:
    std::uint64_t m_state = 0x9e3779b97f4a7c15ULL;
};

// Positions, velocities and settle times of a motion over times before, in and after it.
void addMotion(Hash &hash, Sequence &random, const Motion &motion, int times)
{
    hash.add(motion.finalPosition());
    hash.add(motion.settleTime(0.5));
    hash.add(motion.settleTime(1e-6));
    const double end = std::isfinite(motion.settleTime(1e-3)) ? motion.settleTime(1e-3) : 10.0;
    for (int i = 0; i < times; ++i) {
        const double t = random.uniform(-0.05, 1.2) * end;
        hash.add(motion.position(t));
        hash.add(motion.velocity(t));
    }
}

using Group = std::function<void(Hash &, Sequence &)>;

const QList<std::pair<const char *, Group>> &groups()
{
    static const QList<std::pair<const char *, Group>> all = {
        { "spring",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 3000; ++i) {
                  const double mass = random.decades(1e-3, 1e3);
                  const double stiffness = random.decades(1e-2, 1e5);
                  // Under, near and over critical damping, and at it.
                  const double zeta = i % 10 == 0 ? 1.0 : random.decades(1e-3, 1e3);
                  const double rest = random.uniform(-500, 500);
                  const double x0 = random.uniform(-500, 500);
                  const double v0 = random.signedDecades(1e-3, 1e4);
                  const Spring spring =
                          Spring::fromDampingRatio(mass, stiffness, zeta).withRestPosition(rest).withStart(x0, v0);
                  addMotion(hash, random, spring, 300);
              }
              for (int i = 0; i < 1000; ++i) {
                  const double duration = random.decades(0.05, 5);
                  const double bounce = random.uniform(-0.9, 0.9);
                  const double x0 = random.uniform(-1, 1);
                  const double v0 = random.signedDecades(1e-3, 1e2);
                  const Spring spring = Spring::fromDurationAndBounce(duration, bounce).withStart(x0, v0);
                  addMotion(hash, random, spring, 300);
              }
          } },
        { "decay",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 3000; ++i) {
                  const double x0 = random.uniform(-500, 500);
                  const double v0 = random.signedDecades(1e-3, 1e5);
                  const double lambda = random.decades(1e-3, 1e3);
                  const ExponentialDecay decay(x0, v0, lambda);
                  addMotion(hash, random, decay, 300);
                  hash.add(decay.timeToReach(decay.position(random.uniform(0, 2))));
              }
          } },
        { "decay-solves",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 20000; ++i) {
                  const double x0 = random.uniform(-100, 100);
                  const double distance = random.signedDecades(1e-2, 1e4);
                  const double duration = random.decades(1e-2, 1e2);
                  const double average = distance / duration;
                  // End speeds on both sides of the average (W0 and W-1), and start speeds above it.
                  const double endVelocity = average * random.decades(1e-4, 0.999);
                  const double startVelocity = average * random.decades(1.001, 1e3);
                  const ExponentialDecay end =
                          ExponentialDecay::fromEndVelocity(x0, x0 + distance, endVelocity, duration);
                  const ExponentialDecay start =
                          ExponentialDecay::fromStartVelocity(x0, x0 + distance, startVelocity, duration);
                  for (const ExponentialDecay &decay : { end, start }) {
                      hash.add(decay.position(0.5 * duration));
                      hash.add(decay.velocity(0));
                      hash.add(decay.velocity(duration));
                  }
              }
          } },
        { "gravity",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 3000; ++i) {
                  const double x0 = random.uniform(-500, 500);
                  const double v0 = random.signedDecades(1e-3, 1e4);
                  const double acceleration = random.signedDecades(1e-2, 1e5);
                  const Gravity gravity(x0, v0, acceleration);
                  addMotion(hash, random, gravity, 300);
                  hash.add(gravity.timeToReach(random.uniform(-1000, 1000)));
              }
          } },
        { "fling",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 3000; ++i) {
                  const double x0 = random.uniform(-500, 500);
                  const double velocity = random.signedDecades(1e-3, 1e6);
                  const double friction = random.decades(1e-4, 1);
                  const double density = random.decades(0.5, 4);
                  const Fling fling(x0, velocity, friction, density);
                  addMotion(hash, random, fling, 300);
                  hash.add(fling.timeToReach(fling.position(random.uniform(0, 1.2) * fling.duration())));
                  hash.add(Fling::releaseVelocity(fling.distance(), friction, density));
              }
          } },
        { "bounce",
          [](Hash &hash, Sequence &random) {
              for (int i = 0; i < 3000; ++i) {
                  const double restitution = i % 7 == 0 ? random.decades(1e-6, 1e-2) : random.uniform(0.01, 0.99);
                  const int maxBounces = i % 3 == 0 ? Bounce::Unlimited : int(random.uniform(0, 20));
                  const double start = random.decades(1e-2, 1e4); // a height or a launch speed
                  const double gravity = -random.decades(1, 1e5);
                  const Bounce bounce = i % 2 ? Bounce::fromDrop(start, restitution, gravity, maxBounces)
                                              : Bounce::fromLaunch(start, restitution, gravity, maxBounces);
                  addMotion(hash, random, bounce, 300);
              }
          } },
        { "lambertw",
          [](Hash &hash, Sequence &random) {
              const double branchPoint = -std::exp(-1.0);
              for (int i = 0; i < 400000; ++i) {
                  const double nearBranch = branchPoint + random.decades(1e-300, 0.36);
                  hash.add(lambertW0(nearBranch));
                  hash.add(lambertWm1(nearBranch));
                  hash.add(lambertW0(random.decades(1e-300, 1e300)));
                  hash.add(lambertWm1(-random.decades(1e-300, 0.3678)));
              }
          } },
        { "easings",
          [](Hash &hash, Sequence &random) {
              for (const auto &[name, spec] : MotionSpec::presets()) {
                  const Easing easing = Easing::fromSpec(name);
                  hash.add(easing.duration());
                  for (int i = 0; i <= 20000; ++i)
                      hash.add(easing.valueForProgress(i / 20000.0));
              }
              for (int i = 0; i < 200; ++i) {
                  const double stiffness = random.decades(1, 1e4);
                  const double zeta = random.decades(0.01, 10);
                  const double v0 = random.signedDecades(1e-3, 1e2);
                  const double tolerance = random.decades(1e-5, 1e-1);
                  const Easing easing =
                          Easing::settling(Spring::fromDampingRatio(1, stiffness, zeta).withStart(-1, v0), tolerance);
                  hash.add(easing.duration());
                  for (int j = 0; j < 5000; ++j)
                      hash.add(easing.valueForProgress(random.uniform(-0.1, 1.1)));
              }
          } },
        { "exact-curves",
          [](Hash &hash, Sequence &random) {
              // As many easings as the pool holds at once, each through its QEasingCurve.
              const int count = qMin(40, easingCurvePoolCapacity());
              for (int i = 0; i < count; ++i) {
                  // (restitution, gravity) of a bounce, (stiffness, damping ratio) of a spring
                  const double first = i % 2 ? random.uniform(0.1, 0.9) : random.decades(1, 1e4);
                  const double second = i % 2 ? -random.decades(1, 1e3) : random.decades(0.01, 10);
                  const Motion motion = i % 2 ? Motion(Bounce::fromDrop(1, first, second))
                                              : Motion(Spring::fromDampingRatio(1, first, second).withStart(-1, 0));
                  const QEasingCurve curve = Easing::settling(motion).toEasingCurve();
                  for (int j = 0; j <= 20000; ++j)
                      hash.add(curve.valueForProgress(j / 20000.0));
              }
          } },
        { "approximations",
          [](Hash &hash, Sequence &) {
              for (const char *spec :
                   { "spring(dampingRatio: 0.3, stiffness: 200)", "spring(duration: 0.5, bounce: 0)",
                     "bounce(restitution: 0.5)", "swiftui.bouncy", "material.standard.spatial.default" }) {
                  const Easing easing = Easing::fromSpec(QString::fromLatin1(spec));
                  const BezierApproximation bezier = BezierApproximation::fit(easing);
                  for (const QPointF &point : bezier.controlPoints()) {
                      hash.add(point.x());
                      hash.add(point.y());
                  }
                  hash.add(bezier.maxError());
                  const LinearApproximation linear = LinearApproximation::fit(easing, 1e-3);
                  for (const QPointF &point : linear.points()) {
                      hash.add(point.x());
                      hash.add(point.y());
                  }
                  hash.add(linear.maxError());
              }
          } },
    };
    return all;
}

QMap<QString, QString> computed()
{
    QMap<QString, QString> hashes;
    for (const auto &[name, group] : groups()) {
        Hash hash;
        Sequence random;
        group(hash, random);
        hashes.insert(QLatin1String(name), hash.text());
    }
    return hashes;
}

const QString ReferenceFile = QStringLiteral(IMPETUS_REFERENCE_DIR "/samenumbers.txt");

} // namespace

class tst_SameNumbers : public QObject
{
    Q_OBJECT

private slots:
    void sameAsTheReferenceBuild_data();
    void sameAsTheReferenceBuild();

private:
    QMap<QString, QString> m_computed = computed();
};

void tst_SameNumbers::sameAsTheReferenceBuild_data()
{
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("actual");
    QFile file(ReferenceFile);
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(ReferenceFile));
    QMap<QString, QString> expected;
    QTextStream in(&file);
    while (!in.atEnd()) {
        const QString line = in.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        expected.insert(line.section(QLatin1Char(' '), 0, 0), line.section(QLatin1Char(' '), 1));
    }
    // Every group is in the file, and nothing else.
    QCOMPARE(expected.keys(), m_computed.keys());
    for (auto it = m_computed.cbegin(); it != m_computed.cend(); ++it)
        QTest::newRow(qPrintable(it.key())) << expected.value(it.key()) << it.value();
}

void tst_SameNumbers::sameAsTheReferenceBuild()
{
    QFETCH(QString, expected);
    QFETCH(QString, actual);
    // "hash count": the count first tells a changed input from a changed result.
    QCOMPARE(actual.section(QLatin1Char(' '), 1), expected.section(QLatin1Char(' '), 1));
    QCOMPARE(actual, expected);
}

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc == 3 && qstrcmp(argv[1], "--write") == 0) {
        QFile file(QString::fromLocal8Bit(argv[2]));
        if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
            return 1;
        QTextStream out(&file);
        out << "# tst_samenumbers --write: the FNV-1a hash of each group's results, bit for bit, and their\n"
               "# count, from Debian 12's build (GCC 12, Qt 6.4). Every build must compute the same.\n";
        const QMap<QString, QString> hashes = computed();
        for (auto it = hashes.cbegin(); it != hashes.cend(); ++it)
            out << it.key() << ' ' << it.value() << '\n';
        return 0;
    }
    tst_SameNumbers test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_samenumbers.moc"
