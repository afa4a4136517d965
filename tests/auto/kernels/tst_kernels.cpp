// SPDX-License-Identifier: MIT
// The models' exp and sinCos kernels (lib/models/kernels.cpp) against values computed with
// mpmath (tests/reference/kernels.py writes kernels.csv), and their special values and
// symmetries; the spring's wave, a cos x + b sin x, against long double. The check on a million arguments is kernels-mpmath
// (tests/reference/kernels_accuracy.py).
#include "models/kernels_p.h"

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
#if defined(IMPETUS_KERNELS_TWO_LANES) // GCC's vector extension (GCC, Clang)
    void twoLanesAreTwoCalls();
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

// The two-lane kernels give, bit for bit, what the library's exp() and wave() give for each
// lane: pairs of arguments in the common case, and pairs where one lane or both take the
// one-lane way (exp's subnormal, overflowing and special results, wave beyond its range).
#if defined(IMPETUS_KERNELS_TWO_LANES)
void tst_Kernels::twoLanesAreTwoCalls()
{
    using Kernels::Kernels::Double2;
    const double special[] = { NaN, Infinity, -Infinity, 0.0, -0.0, 709.79, 709.8, -708.4, -745.2, -746, -750, 1e300 };
    const auto argument = [&](int i, double low, double high) {
        if (i % 97 == 0)
            return special[(i / 97) % std::size(special)];
        const double u = std::fmod(i * 0.6180339887498949, 1.0);
        return low + u * (high - low);
    };
    int pairs = 0;
    for (int i = 0; i < 200000; i += 2) {
        const Double2 x = { argument(i, -750, 712), argument(i + 1, -60, 60) };
        const Double2 e = Kernels::expKernel(x);
        for (int lane = 0; lane < 2; ++lane) {
            QVERIFY2(sameBits(e[lane], Kernels::exp(x[lane])),
                     qPrintable(QString::asprintf("exp lane %d of (%.17g, %.17g): %.17g", lane, x[0], x[1], e[lane])));
        }
        const Double2 t = { argument(i, -70000, 70000), argument(i + 1, -100, 100) };
        const Double2 a = { argument(i + 3, -5, 5), std::ldexp(argument(i + 5, 0.5, 1), i % 61 - 30) };
        const Double2 b = { argument(i + 7, -5, 5), -argument(i + 9, 0, 1e-3) };
        const Double2 w = Kernels::waveKernel(t, a, b);
        for (int lane = 0; lane < 2; ++lane) {
            QVERIFY2(sameBits(w[lane], Kernels::wave(t[lane], a[lane], b[lane])),
                     qPrintable(
                             QString::asprintf("wave lane %d of x (%.17g, %.17g): %.17g", lane, t[0], t[1], w[lane])));
        }
        ++pairs;
    }
    qInfo("%d pairs of exp and of wave, two lanes equal to two calls", pairs);
}
#endif

QTEST_APPLESS_MAIN(tst_Kernels)
#include "tst_kernels.moc"
