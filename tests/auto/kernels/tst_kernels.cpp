// SPDX-License-Identifier: MIT
// The models' exp and sinCos kernels (lib/models/kernels.cpp) against values computed with
// mpmath (tests/reference/kernels.py writes kernels.csv), and their special values and
// symmetries; the spring's wave, a cos x + b sin x, against long double. The check on a million arguments is kernels-mpmath
// (tests/reference/kernels_accuracy.py).
#include "models/kernels_p.h"
#include "models/spring_p.h"

// As ImpetusCore is built (kernels_p.h): the two-lane kernels are instantiated here.
#if defined(__clang__)
#    pragma clang fp contract(off)
#elif defined(__GNUC__)
#    pragma GCC optimize("fp-contract=off")
#endif

#include "referencetable.h"

#include <QtTest/QTest>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <limits>

namespace Kernels = Impetus::Detail;
using ImpetusTest::ReferenceRow;

namespace {

constexpr double Infinity = std::numeric_limits<double>::infinity();
constexpr double NaN = std::numeric_limits<double>::quiet_NaN();

// The bounds kernels_p.h states.
constexpr double MaxUlpsExp = 0.52;
constexpr double MaxUlpsExpSubnormal = 0.77; // in ulps of the subnormals, 2^-1074
constexpr double MaxUlpsSinCos = 0.51;
constexpr double MaxUlpsWave = 4.3; // in ulps of the amplitude sqrt(a^2 + b^2)

/*
    |value - reference| in ulps of the double nearest the reference (2^-1074 for a subnormal),
    the reference carried in long double (64 bits on x86), so that errors show in fractions
    of an ulp.
*/
double ulpError(double value, long double reference)
{
    if (value == reference)
        return 0;
    if (!std::isfinite(value))
        return Infinity;
    const int exponent = std::max(std::ilogb(static_cast<double>(reference)), DBL_MIN_EXP - 1);
    const double ulp = std::ldexp(1.0, exponent - (DBL_MANT_DIG - 1));
    return static_cast<double>(std::fabs(value - reference) / ulp);
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class tst_Kernels : public QObject
{
    Q_OBJECT

private slots:
    void mpmathTable_data();
    void mpmathTable();
    void expSpecialValues();
    void sinCosSpecialValues();
    void beyondTheRangeIsLibm();
    void symmetries();
    void closeToLibm();
    void wave();
#if defined(IMPETUS_KERNELS_LANES) // GCC's vector extension (GCC, Clang)
    void fourLanesAreFourCalls();
#endif
};

void tst_Kernels::mpmathTable_data()
{
    QTest::addColumn<QString>("function");
    QTest::addColumn<double>("x");
    QTest::addColumn<QString>("value");
    const QList<ReferenceRow> rows = ImpetusTest::readReferenceTable(QStringLiteral("kernels.csv"));
    QCOMPARE(rows.size(), 65); // what the generator writes: a truncated table must not pass
    for (const ReferenceRow &row : rows) {
        const QString function = row.text("function");
        QTest::newRow(qPrintable(function + QLatin1Char(':') + row.name))
                << function << row.number("x") << row.text("value");
    }
}

void tst_Kernels::mpmathTable()
{
    QFETCH(QString, function);
    QFETCH(double, x);
    QFETCH(QString, value);
    const QByteArray text = value.toLatin1();
    char *end = nullptr;
    const long double reference = std::strtold(text.constData(), &end);
    QVERIFY(end == text.constData() + text.size());
    const double computed = function == QLatin1String("exp") ? Kernels::exp(x)
            : function == QLatin1String("sin")               ? Kernels::sinCos(x).sin
                                                             : Kernels::sinCos(x).cos;
    const double bound = function != QLatin1String("exp")         ? MaxUlpsSinCos
            : std::fabs(static_cast<double>(reference)) < DBL_MIN ? MaxUlpsExpSubnormal
                                                                  : MaxUlpsExp;
    const double error = ulpError(computed, reference);
    QVERIFY2(error <= bound,
             qPrintable(QStringLiteral("%1(%2) = %3, %4 ulp from %5")
                                .arg(function)
                                .arg(x, 0, 'g', 17)
                                .arg(computed, 0, 'g', 17)
                                .arg(error)
                                .arg(value)));
}

void tst_Kernels::expSpecialValues()
{
    QCOMPARE(Kernels::exp(0.0), 1.0);
    QCOMPARE(Kernels::exp(-0.0), 1.0);
    QCOMPARE(Kernels::exp(Infinity), Infinity);
    QVERIFY(sameBits(Kernels::exp(-Infinity), 0.0));
    QVERIFY(std::isnan(Kernels::exp(NaN)));
    QCOMPARE(Kernels::exp(709.79), Infinity);
    QCOMPARE(Kernels::exp(1000.0), Infinity);
    QCOMPARE(Kernels::exp(DBL_MAX), Infinity);
    QVERIFY(std::isfinite(Kernels::exp(709.782712893384))); // ln(DBL_MAX), rounded down
    QVERIFY(sameBits(Kernels::exp(-746.0), 0.0));
    QVERIFY(sameBits(Kernels::exp(-745.2), 0.0)); // e^-745.2 < 2^-1075
    QCOMPARE(Kernels::exp(-745.0), 5e-324); // the smallest subnormal: e^-745 is 1.002 of it
    QVERIFY(sameBits(Kernels::exp(-DBL_MAX), 0.0));
    QCOMPARE(Kernels::exp(5e-324), 1.0);
    QCOMPARE(Kernels::exp(-5e-324), 1.0);
}

void tst_Kernels::sinCosSpecialValues()
{
    for (double x : { 0.0, -0.0, 5e-324, -5e-324, DBL_MIN, 1e-300, 0x1p-28, -0x1p-28 }) {
        QVERIFY(sameBits(Kernels::sinCos(x).sin, x));
        QCOMPARE(Kernels::sinCos(x).cos, 1.0);
    }
    for (double x : { Infinity, -Infinity, NaN }) {
        QVERIFY(std::isnan(Kernels::sinCos(x).sin));
        QVERIFY(std::isnan(Kernels::sinCos(x).cos));
    }
}

void tst_Kernels::beyondTheRangeIsLibm()
{
    for (double x : { 65536.000000000015, 1e5, -1e6, 1e22, DBL_MAX, -DBL_MAX }) {
        QCOMPARE(Kernels::sinCos(x).sin, std::sin(x));
        QCOMPARE(Kernels::sinCos(x).cos, std::cos(x));
    }
}

// sin is odd and cos even to the bit (the reduction rounds to nearest, which is symmetric,
// and the tables are symmetric); exp is monotonic.
void tst_Kernels::symmetries()
{
    double previous = 0;
    for (int i = -200000; i <= 200000; ++i) {
        const double x = i * 0.327 + i % 7 * 1e-9;
        const Kernels::SinCos plus = Kernels::sinCos(x);
        const Kernels::SinCos minus = Kernels::sinCos(-x);
        QVERIFY2(sameBits(minus.sin, -plus.sin) && sameBits(minus.cos, plus.cos), qPrintable(QString::number(x)));
        const double y = -745.2 + (i + 200000) * (1455.0 / 400000);
        const double e = Kernels::exp(y);
        QVERIFY2(e >= previous, qPrintable(QString::number(y, 'g', 17)));
        previous = e;
    }
}

// A sanity check against the platform's libm (not a reference: either may be off by an ulp).
void tst_Kernels::closeToLibm()
{
    for (int i = 0; i < 100000; ++i) {
        const double x = -700 + i * 0.01400003;
        const double e = Kernels::exp(x);
        QVERIFY2(std::fabs(e - std::exp(x)) <= 2 * std::fabs(e) * DBL_EPSILON, qPrintable(QString::number(x)));
        const double t = -60000 + i * 1.2000013;
        const Kernels::SinCos sc = Kernels::sinCos(t);
        QVERIFY2(std::fabs(sc.sin - std::sin(t)) <= 2 * std::fabs(sc.sin) * DBL_EPSILON
                         && std::fabs(sc.cos - std::cos(t)) <= 2 * std::fabs(sc.cos) * DBL_EPSILON,
                 qPrintable(QString::number(t, 'g', 17)));
    }
}

// wave(x, a, b) = a cos x + b sin x, within its bound of the amplitude against long double's
// cosl and sinl (64-bit significands on x86: 2^-11 of the bound's unit); its special values;
// odd in x with b, to the bit; libm's beyond the range.
void tst_Kernels::wave()
{
    double worst = 0;
    for (int i = 0; i < 200000; ++i) {
        const double x = -65536 + i * 0.65536017;
        const double angle = 0.1 + i * 0.7390851;
        const double amplitude = std::ldexp(1.0, i % 61 - 30);
        const double a = i % 11 == 0 ? 0.0 : amplitude * std::cos(angle);
        // Never both zero (no amplitude to measure against: wave(x, 0, 0) is checked below).
        const double b = i % 13 == 0 && a != 0 ? 0.0 : amplitude * std::sin(angle);
        const double value = Kernels::wave(x, a, b);
        const long double reference =
                a * std::cos(static_cast<long double>(x)) + b * std::sin(static_cast<long double>(x));
        const double ulp = std::ldexp(1.0, std::ilogb(std::hypot(a, b)) - (DBL_MANT_DIG - 1));
        const double error = static_cast<double>(std::fabs(value - reference) / ulp);
        worst = std::fmax(worst, error);
        QVERIFY2(error <= MaxUlpsWave,
                 qPrintable(QString::asprintf("wave(%.17g, %.17g, %.17g) = %.17g, %.3f ulp of the amplitude off", x, a,
                                              b, value, error)));
        QVERIFY2(sameBits(Kernels::wave(-x, a, b), Kernels::wave(x, a, -b)), qPrintable(QString::number(x, 'g', 17)));
    }
    qInfo("wave: worst error %.4f ulp of the amplitude (bound %.1f)", worst, MaxUlpsWave);
    for (double x : { NaN, Infinity, -Infinity })
        QVERIFY(std::isnan(Kernels::wave(x, 1, 2)));
    QCOMPARE(Kernels::wave(1234.5, 0, 0), 0.0);
    QCOMPARE(Kernels::wave(0, 3, 4), 3.0);
    for (double x : { 65536.000000000015, 1e5, -1e6, 1e22 })
        QCOMPARE(Kernels::wave(x, 3, -4), 3 * std::cos(x) + -4 * std::sin(x));
}

/*
    Four springs' positions at once (MotionDriver's batches) give, bit for bit, what one lane
    gives: for waves of any terms, with lanes in the common case and lanes that take the
    one-lane way (e^(-alpha t) subnormal, overflowing or special, a phase beyond the kernel's
    range or not finite, a zero product, an infinite sum); and for springs made through the
    public API, what Spring::position() gives.
*/
#if defined(IMPETUS_KERNELS_LANES)
#    if defined(__GNUC__)
#        pragma GCC diagnostic ignored "-Wpsabi" // as in kernels_p.h
#    endif
/*
    Four lanes' positions as MotionDriver's batches compute them: in a function compiled, like
    theirs, for the baseline and for AVX2 where GCC makes copies (IMPETUS_LANES_CLONES), so
    that the copy this CPU runs is the one checked.
*/
static IMPETUS_LANES_CLONES void fourPositions(const Kernels::SpringWave<double> (&waves)[4], const double (&t)[4],
                                               double (&positions)[4])
{
    using Kernels::Kernels::Double4;
    const Kernels::SpringWave<Double4> lanes = {
        { waves[0].rest, waves[1].rest, waves[2].rest, waves[3].rest },
        { waves[0].scale, waves[1].scale, waves[2].scale, waves[3].scale },
        { waves[0].x0, waves[1].x0, waves[2].x0, waves[3].x0 },
        { waves[0].b, waves[1].b, waves[2].b, waves[3].b },
        { waves[0].alpha, waves[1].alpha, waves[2].alpha, waves[3].alpha },
        { waves[0].omega, waves[1].omega, waves[2].omega, waves[3].omega },
    };
    const Double4 x = Kernels::springWavePosition(lanes, Double4{ t[0], t[1], t[2], t[3] });
    for (int lane = 0; lane < 4; ++lane)
        positions[lane] = x[lane];
}

void tst_Kernels::fourLanesAreFourCalls()
{
    using Kernels::Kernels::Double4;
    using Wave = Kernels::SpringWave<double>;
    const double special[] = { NaN,    Infinity, -Infinity, 0.0,    -0.0, 708.999, 709.0, 709.1,
                               -708.0, -708.01,  -708.4,    -745.2, -746, -750,    1e300 };
    const auto argument = [&](int i, double low, double high) {
        if (i % 97 == 0)
            return special[(i / 97) % std::size(special)];
        const double u = std::fmod(i * 0.6180339887498949, 1.0);
        return low + u * (high - low);
    };
    const auto check = [](const Wave(&waves)[4], const double(&t)[4], const double(&expected)[4]) {
        double x[4];
        fourPositions(waves, t, x);
        for (int lane = 0; lane < 4; ++lane) {
            if (!sameBits(x[lane], expected[lane])) {
                qWarning("lane %d: alpha %.17g omega %.17g x0 %.17g b %.17g t %.17g: %.17g, one lane %.17g", lane,
                         waves[lane].alpha, waves[lane].omega, waves[lane].x0, waves[lane].b, t[lane], x[lane],
                         expected[lane]);
                return false;
            }
        }
        return true;
    };
    // Waves of any terms: -alpha t (the first lane's, then the others' in turn) sweeps exp's
    // whole range and its special values, w t the wave's range and beyond.
    int quadruples = 0;
    for (int i = 0; i < 100000; ++i) {
        Wave waves[4];
        double t[4];
        double expected[4];
        for (int lane = 0; lane < 4; ++lane) {
            const int k = 4 * i + lane;
            const bool sweep = lane == i % 4;
            t[lane] = sweep ? 1.0 : argument(k + 11, 0, 5);
            waves[lane] = Wave{ argument(k + 3, -1e3, 1e3),
                                std::ldexp(argument(k + 5, -1, 1), k % 41 - 20),
                                argument(k + 7, -2, 2),
                                argument(k + 9, -2, 2),
                                sweep ? -argument(k, -750, 712) : argument(k + 13, 0, 40),
                                sweep ? argument(k + 1, -70000, 70000) : argument(k + 15, 0.1, 200) };
            expected[lane] = Kernels::springWavePosition(waves[lane], t[lane]);
        }
        QVERIFY(check(waves, t, expected));
        ++quadruples;
    }
    // Springs of the public API, under- and undamped, with their start and rest, over their
    // whole motion and far beyond it (t > 0: MotionDriver's batches take a motion after its
    // start, Spring::position() of t <= 0 is the start itself).
    const auto regular = [&](int i, double low, double high) { return argument(i % 97 == 0 ? i + 1 : i, low, high); };
    for (int i = 0; i < 20000; ++i) {
        Wave waves[4];
        double t[4];
        double expected[4];
        for (int lane = 0; lane < 4; ++lane) {
            const int k = 4 * i + lane;
            const Impetus::Spring spring =
                    Impetus::Spring::fromDampingRatio(regular(k + 1, 0.01, 10), regular(k + 3, 1, 5000),
                                                      k % 13 == 0 ? 0.0 : regular(k + 5, 0.001, 0.999))
                            .withStart(regular(k + 7, -500, 500), regular(k + 9, -1e4, 1e4))
                            .withRestPosition(regular(k + 11, -1e3, 1e3));
            const std::optional<Wave> wave = Kernels::SpringAccess::wave(spring);
            QVERIFY(wave);
            waves[lane] = *wave;
            t[lane] = k % 7 == 0 ? regular(k + 13, 0, 1e6) : regular(k + 13, 0, 3);
            expected[lane] = spring.position(t[lane]);
        }
        QVERIFY(check(waves, t, expected));
        ++quadruples;
    }
    qInfo("%d quadruples of springs' positions, four lanes equal to four calls", quadruples);
}
#endif

QTEST_APPLESS_MAIN(tst_Kernels)
#include "tst_kernels.moc"
