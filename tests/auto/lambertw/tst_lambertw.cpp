// SPDX-License-Identifier: MIT
#include <impetus/lambertw.h>
#include "lambertw_p.h"

#include <QtTest>

#include <boost/math/special_functions/lambert_w.hpp>
#include <boost/multiprecision/cpp_bin_float.hpp>

#include <cfloat>
#include <cmath>
#include <cstdlib>
#include <limits>

using Impetus::lambertW0;
using Impetus::lambertWm1;
using Impetus::Detail::lambertWPartner;
using Impetus::Detail::NearMinusOne;

namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
constexpr double Infinity = std::numeric_limits<double>::infinity();
// The double nearest -1/e; it lies 1.2e-17 below -1/e, just outside the domain.
constexpr double MinusInvE = -0x1.78b56362cef38p-2;
const long double MinusInvELong = -std::exp(-1.0L);

// The accuracy promised by lambertw.h.
constexpr double MaxUlps = 2;

/*
    |value - reference| in ulps of the double nearest the reference, where the
    reference is carried in long double (64 bits on x86), so that errors show in
    fractions of an ulp rather than as whole steps between doubles.
*/
double ulpError(double value, long double reference)
{
    if (value == reference) // also equal infinities and zeros
        return 0;
    if (!std::isfinite(value) || !std::isfinite(reference))
        return Infinity;
    const int exponent = std::max(std::ilogb(static_cast<double>(reference)), DBL_MIN_EXP - 1);
    const double ulp = std::ldexp(1.0, exponent - (DBL_MANT_DIG - 1));
    return static_cast<double>(std::fabs(value - reference) / ulp);
}

bool parse(const QByteArray &field, double *value)
{
    char *end = nullptr;
    *value = std::strtod(field.constData(), &end);
    return !field.isEmpty() && end == field.constData() + field.size();
}

bool parse(const QByteArray &field, long double *value)
{
    char *end = nullptr;
    *value = std::strtold(field.constData(), &end);
    return !field.isEmpty() && end == field.constData() + field.size();
}

/*
    Rows of a CSV table written by tests/reference/lambertw.py: '#' comment lines,
    then the header, then rows. Anything unexpected is an error, so that a damaged
    table fails rather than shrinks.
*/
QList<QByteArrayList> readTable(const QString &fileName, const QByteArray &header, QString *error)
{
    QFile file(QStringLiteral(IMPETUS_REFERENCE_DIR "/") + fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open %1: %2").arg(file.fileName(), file.errorString());
        return {};
    }
    const int columns = header.count(',') + 1;
    QList<QByteArrayList> rows;
    bool seenHeader = false;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine().trimmed();
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        if (!seenHeader) {
            if (line != header) {
                *error = QStringLiteral("%1: header is '%2', expected '%3'")
                                 .arg(fileName, QString::fromUtf8(line), QString::fromUtf8(header));
                return {};
            }
            seenHeader = true;
            continue;
        }
        const QByteArrayList fields = line.split(',');
        if (fields.size() != columns) {
            *error = QStringLiteral("%1: malformed row '%2'").arg(fileName, QString::fromUtf8(line));
            return {};
        }
        rows.append(fields);
    }
    if (!seenHeader)
        *error = QStringLiteral("%1: no header").arg(fileName);
    return rows;
}

// Long double and 50-digit oracles from Boost.Math, an independent implementation.
using Float50 = boost::multiprecision::cpp_bin_float_50;

long double boostW(int branch, double z)
{
    return branch == 0 ? boost::math::lambert_w0(static_cast<long double>(z))
                       : boost::math::lambert_wm1(static_cast<long double>(z));
}

long double boostW50(int branch, double z)
{
    const Float50 w = branch == 0 ? boost::math::lambert_w0(Float50(z)) : boost::math::lambert_wm1(Float50(z));
    return w.convert_to<long double>();
}

double lambertW(int branch, double z)
{
    return branch == 0 ? lambertW0(z) : lambertWm1(z);
}

// Identical doubles, NaN matching NaN and the sign of zero mattering.
bool sameDouble(double a, double b)
{
    if (std::isnan(a) || std::isnan(b))
        return std::isnan(a) && std::isnan(b);
    return a == b && std::signbit(a) == std::signbit(b);
}

} // namespace

class tst_LambertW : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void mpmathTable_data();
    void mpmathTable();
    void boostSweep_data();
    void boostSweep();
    void monotoneAcrossSeams_data();
    void monotoneAcrossSeams();
    void domainEdges_data();
    void domainEdges();

    void partnerTable_data();
    void partnerTable();
    void partnerFarSweep_data();
    void partnerFarSweep();
    void partnerIsInvolution_data();
    void partnerIsInvolution();
    void partnerEdges_data();
    void partnerEdges();

private:
    // Largest error per group of checks, reported at the end so figures can be quoted.
    struct Record
    {
        double maxUlps = 0;
        qsizetype count = 0;
    };
    void record(const QString &group, double ulps, qsizetype count = 1);

    QList<QByteArrayList> m_wTable;
    QList<QByteArrayList> m_partnerTable;
    QMap<QString, Record> m_records;
};

void tst_LambertW::record(const QString &group, double ulps, qsizetype count)
{
    Record &r = m_records[group];
    r.maxUlps = std::max(r.maxUlps, ulps);
    r.count += count;
}

void tst_LambertW::initTestCase()
{
    QString error;
    m_wTable = readTable(QStringLiteral("lambertw.csv"), "name,branch,z,w", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    m_partnerTable = readTable(QStringLiteral("lambertw_partner.csv"), "name,y,yPlusOne,x,xPlusOne", &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));

    // The sizes the generator writes: a truncated table must not pass.
    QCOMPARE(m_wTable.size(), 460);
    QCOMPARE(m_partnerTable.size(), 261);
}

void tst_LambertW::cleanupTestCase()
{
    for (auto it = m_records.cbegin(); it != m_records.cend(); ++it)
        qInfo("%-58s max %.3f ulp over %lld values", qPrintable(it.key()), it->maxUlps,
              static_cast<long long>(it->count));
}

// --- W against 50-digit mpmath values --------------------------------------------------

void tst_LambertW::mpmathTable_data()
{
    QTest::addColumn<int>("branch");
    QTest::addColumn<double>("z");
    QTest::addColumn<QByteArray>("expected");
    for (const QByteArrayList &row : std::as_const(m_wTable)) {
        double z = 0;
        QVERIFY2(parse(row[2], &z), row[2].constData());
        QTest::newRow(row[0].constData()) << row[1].toInt() << z << row[3];
    }
}

void tst_LambertW::mpmathTable()
{
    QFETCH(int, branch);
    QFETCH(double, z);
    QFETCH(QByteArray, expected);

    long double reference = 0;
    QVERIFY(parse(expected, &reference));
    const double w = lambertW(branch, z);
    const double ulps = ulpError(w, reference);

    const bool nearBranchPoint = z + 1 / M_E < 1e-3;
    record(QStringLiteral("mpmath W%1%2").arg(branch).arg(nearBranchPoint ? " |z + 1/e| < 1e-3" : ""), ulps);
    QVERIFY2(ulps <= MaxUlps,
             qPrintable(QStringLiteral("W%1(%2) = %3, expected %4: %5 ulp")
                                .arg(branch).arg(z, 0, 'g', 17).arg(w, 0, 'g', 17)
                                .arg(QString::fromLatin1(expected)).arg(ulps)));
}

// --- dense sweeps against Boost.Math -----------------------------------------------------

enum class Spacing {
    LogAbsZ,      // |z| log-spaced between from and to
    LogDistance,  // z + 1/e log-spaced between from and to
};

void tst_LambertW::boostSweep_data()
{
    QTest::addColumn<int>("branch");
    QTest::addColumn<int>("spacing");
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("multiprecision");

    const int logZ = int(Spacing::LogAbsZ);
    const int logD = int(Spacing::LogDistance);
    // Boost in long double forms 1 + e z in long double, which is only good
    // enough to judge a double far from the branch point; closer in, its 50-digit
    // type is used.
    QTest::newRow("W0, z in [1e-300, DBL_MAX]") << 0 << logZ << 1e-300 << DBL_MAX << 8000 << false;
    QTest::newRow("W0, z in [-0.3, -1e-300]") << 0 << logZ << -1e-300 << -0.3 << 8000 << false;
    QTest::newRow("W0, z + 1/e in [1e-16, 0.07]") << 0 << logD << 1e-16 << 0.07 << 4000 << true;
    QTest::newRow("W-1, z in [-0.3, -DBL_TRUE_MIN]") << -1 << logZ << -DBL_TRUE_MIN << -0.3 << 16000 << false;
    QTest::newRow("W-1, z + 1/e in [1e-16, 0.07]") << -1 << logD << 1e-16 << 0.07 << 4000 << true;
}

void tst_LambertW::boostSweep()
{
    QFETCH(int, branch);
    QFETCH(int, spacing);
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, count);
    QFETCH(bool, multiprecision);

    const double sign = from < 0 ? -1 : 1;
    const double logFrom = std::log(std::fabs(from));
    const double logTo = std::log(std::fabs(to));
    double maxUlps = 0;
    double worstZ = 0;
    for (int i = 0; i < count; ++i) {
        const double t = std::exp(logFrom + (logTo - logFrom) * i / (count - 1));
        const double z = Spacing(spacing) == Spacing::LogAbsZ
                ? sign * t
                : static_cast<double>(MinusInvELong + t);
        if (!(z > MinusInvE))
            continue;
        const long double reference = multiprecision ? boostW50(branch, z) : boostW(branch, z);
        const double ulps = ulpError(lambertW(branch, z), reference);
        if (ulps > maxUlps) {
            maxUlps = ulps;
            worstZ = z;
        }
    }
    record(QStringLiteral("Boost %1").arg(QString::fromUtf8(QTest::currentDataTag())), maxUlps, count);
    QVERIFY2(maxUlps <= MaxUlps,
             qPrintable(QStringLiteral("%1 ulp at z = %2").arg(maxUlps).arg(worstZ, 0, 'g', 17)));
}

// Where the implementation changes method, consecutive doubles must not step back.
void tst_LambertW::monotoneAcrossSeams_data()
{
    QTest::addColumn<int>("branch");
    QTest::addColumn<double>("seam");

    // lambertw.cpp switches to its branch-point formulation at e (z + 1/e) = 2^-16.
    const double branchPointRegion = static_cast<double>(MinusInvELong + 0x1p-16L / std::exp(1.0L));
    QTest::newRow("W0 at -2^-14") << 0 << -0x1p-14;
    QTest::newRow("W0 at +2^-14") << 0 << 0x1p-14;
    QTest::newRow("W0 at -0.25") << 0 << -0.25;
    QTest::newRow("W0 at e(z + 1/e) = 2^-16") << 0 << branchPointRegion;
    QTest::newRow("W0 at -1/e") << 0 << MinusInvE;
    QTest::newRow("W-1 at -0.25") << -1 << -0.25;
    QTest::newRow("W-1 at e(z + 1/e) = 2^-16") << -1 << branchPointRegion;
    QTest::newRow("W-1 at -1/e") << -1 << MinusInvE;
}

void tst_LambertW::monotoneAcrossSeams()
{
    QFETCH(int, branch);
    QFETCH(double, seam);

    constexpr int Steps = 2000;
    double z = seam;
    for (int i = 0; i < Steps / 2 && z > MinusInvE; ++i)
        z = std::nextafter(z, -Infinity);
    double previous = lambertW(branch, z);
    QVERIFY(!std::isnan(previous));
    for (int i = 0; i < Steps; ++i) {
        z = std::nextafter(z, Infinity);
        const double w = lambertW(branch, z);
        if (branch == 0)
            QVERIFY2(w >= previous, qPrintable(QString::number(z, 'g', 17)));
        else
            QVERIFY2(w <= previous, qPrintable(QString::number(z, 'g', 17)));
        previous = w;
    }
}

void tst_LambertW::domainEdges_data()
{
    QTest::addColumn<int>("branch");
    QTest::addColumn<double>("z");
    QTest::addColumn<double>("expected");

    const double belowDomain = std::nextafter(MinusInvE, -Infinity);
    QTest::newRow("W0(NaN)") << 0 << NaN << NaN;
    QTest::newRow("W0(-inf)") << 0 << -Infinity << NaN;
    QTest::newRow("W0(-DBL_MAX)") << 0 << -DBL_MAX << NaN;
    QTest::newRow("W0(-1)") << 0 << -1.0 << NaN;
    QTest::newRow("W0(below -1/e)") << 0 << belowDomain << NaN;
    QTest::newRow("W0(-1/e rounded)") << 0 << MinusInvE << -1.0;
    QTest::newRow("W0(-0)") << 0 << -0.0 << -0.0;
    QTest::newRow("W0(+0)") << 0 << 0.0 << 0.0;
    QTest::newRow("W0(DBL_TRUE_MIN)") << 0 << DBL_TRUE_MIN << DBL_TRUE_MIN;
    QTest::newRow("W0(-DBL_TRUE_MIN)") << 0 << -DBL_TRUE_MIN << -DBL_TRUE_MIN;
    QTest::newRow("W0(+inf)") << 0 << Infinity << Infinity;

    QTest::newRow("W-1(NaN)") << -1 << NaN << NaN;
    QTest::newRow("W-1(-inf)") << -1 << -Infinity << NaN;
    QTest::newRow("W-1(below -1/e)") << -1 << belowDomain << NaN;
    QTest::newRow("W-1(-1/e rounded)") << -1 << MinusInvE << -1.0;
    QTest::newRow("W-1(-0)") << -1 << -0.0 << -Infinity;
    QTest::newRow("W-1(+0)") << -1 << 0.0 << -Infinity;
    QTest::newRow("W-1(DBL_TRUE_MIN)") << -1 << DBL_TRUE_MIN << NaN;
    QTest::newRow("W-1(1)") << -1 << 1.0 << NaN;
    QTest::newRow("W-1(+inf)") << -1 << Infinity << NaN;
}

void tst_LambertW::domainEdges()
{
    QFETCH(int, branch);
    QFETCH(double, z);
    QFETCH(double, expected);
    const double w = lambertW(branch, z);
    QVERIFY2(sameDouble(w, expected), qPrintable(QString::number(w, 'g', 17)));
}

// --- the partner root ------------------------------------------------------------------------

void tst_LambertW::partnerTable_data()
{
    QTest::addColumn<double>("yValue");
    QTest::addColumn<double>("yPlusOne");
    QTest::addColumn<QByteArray>("expectedValue");
    QTest::addColumn<QByteArray>("expectedPlusOne");
    for (const QByteArrayList &row : std::as_const(m_partnerTable)) {
        double value = 0;
        double plusOne = 0;
        QVERIFY2(parse(row[1], &value) && parse(row[2], &plusOne), row[0].constData());
        QTest::newRow(row[0].constData()) << value << plusOne << row[3] << row[4];
    }
}

void tst_LambertW::partnerTable()
{
    QFETCH(double, yValue);
    QFETCH(double, yPlusOne);
    QFETCH(QByteArray, expectedValue);
    QFETCH(QByteArray, expectedPlusOne);

    long double value = 0;
    long double plusOne = 0;
    QVERIFY(parse(expectedValue, &value) && parse(expectedPlusOne, &plusOne));
    const NearMinusOne x = lambertWPartner({yValue, yPlusOne});
    const double valueUlps = ulpError(x.value, value);
    const double plusOneUlps = ulpError(x.plusOne, plusOne);
    const QString region = std::fabs(yPlusOne) < 0.5 ? QStringLiteral("|y + 1| < 0.5")
                                                     : QStringLiteral("|y + 1| >= 0.5");
    record(QStringLiteral("mpmath partner x, %1").arg(region), valueUlps);
    record(QStringLiteral("mpmath partner x + 1, %1").arg(region), plusOneUlps);
    QVERIFY2(valueUlps <= MaxUlps && plusOneUlps <= MaxUlps,
             qPrintable(QStringLiteral("{%1, %2}, expected {%3, %4}: %5 and %6 ulp")
                                .arg(x.value, 0, 'g', 17).arg(x.plusOne, 0, 'g', 17)
                                .arg(QString::fromLatin1(expectedValue), QString::fromLatin1(expectedPlusOne))
                                .arg(valueUlps).arg(plusOneUlps)));

    /*
        And the defining identity, x e^x = y e^y, in long double. Its two sides may
        differ by what an error of MaxUlps in x moves x e^x, (1 + x) e^x MaxUlps ulp(x),
        plus long double rounding. Near -1 the authoritative member of y is y + 1.
    */
    const long double y = std::fabs(yPlusOne) < 0.5 ? -1.0L + yPlusOne : static_cast<long double>(yValue);
    const long double xl = x.value;
    const long double lhs = xl * std::exp(xl);
    const long double rhs = y * std::exp(y);
    const long double ulpX = std::ldexp(1.0L, std::max(std::ilogb(x.value), DBL_MIN_EXP - 1) - (DBL_MANT_DIG - 1));
    const long double tolerance = MaxUlps * std::fabs(static_cast<long double>(x.plusOne)) * std::exp(xl) * ulpX
            + 8 * LDBL_EPSILON * std::fabs(rhs);
    QVERIFY2(std::fabs(lhs - rhs) <= tolerance,
             qPrintable(QStringLiteral("x e^x - y e^y = %1, tolerance %2")
                                .arg(double(lhs - rhs)).arg(double(tolerance))));
}

// Far from y = -1, where z = y e^y in long double is accurate, against Boost.
void tst_LambertW::partnerFarSweep_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<int>("count");

    QTest::newRow("y in [-700, -1.05]") << -700.0 << -1.05 << 5000;
    QTest::newRow("y in [-0.95, -1e-300]") << -0.95 << -1e-300 << 5000;
}

void tst_LambertW::partnerFarSweep()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(int, count);

    const double logFrom = std::log(-from);
    const double logTo = std::log(-to);
    double maxUlps = 0;
    double worstY = 0;
    for (int i = 0; i < count; ++i) {
        const double y = -std::exp(logFrom + (logTo - logFrom) * i / (count - 1));
        const long double z = y * std::exp(static_cast<long double>(y));
        const long double reference = y < -1 ? boost::math::lambert_w0(z) : boost::math::lambert_wm1(z);
        const NearMinusOne x = lambertWPartner({y, 1 + y});
        const double ulps = std::max(ulpError(x.value, reference), ulpError(x.plusOne, reference + 1));
        if (ulps > maxUlps) {
            maxUlps = ulps;
            worstY = y;
        }
    }
    record(QStringLiteral("Boost partner %1").arg(QString::fromUtf8(QTest::currentDataTag())), maxUlps, count);
    QVERIFY2(maxUlps <= MaxUlps, qPrintable(QStringLiteral("%1 ulp at y = %2").arg(maxUlps).arg(worstY, 0, 'g', 17)));
}

/*
    Near y = -1 neither W nor Boost is an oracle, but the partner of the partner is
    y again; each application may add its own error, so twice the bound applies.
*/
void tst_LambertW::partnerIsInvolution_data()
{
    QTest::addColumn<double>("sign");
    QTest::newRow("y + 1 in [1e-300, 0.9]") << 1.0;
    QTest::newRow("y + 1 in [-0.9, -1e-300]") << -1.0;
}

void tst_LambertW::partnerIsInvolution()
{
    QFETCH(double, sign);

    constexpr int Count = 10000;
    const double logFrom = std::log(1e-300);
    const double logTo = std::log(0.9);
    double maxUlps = 0;
    double worstS = 0;
    for (int i = 0; i < Count; ++i) {
        const double s = sign * std::exp(logFrom + (logTo - logFrom) * i / (Count - 1));
        const NearMinusOne back = lambertWPartner(lambertWPartner({-1 + s, s}));
        const double ulps = std::max(ulpError(back.plusOne, s), ulpError(back.value, -1.0L + s));
        if (ulps > maxUlps) {
            maxUlps = ulps;
            worstS = s;
        }
    }
    record(QStringLiteral("partner(partner(y)) = y, %1").arg(QString::fromUtf8(QTest::currentDataTag())),
           maxUlps, Count);
    QVERIFY2(maxUlps <= 2 * MaxUlps, qPrintable(QStringLiteral("%1 ulp at y + 1 = %2").arg(maxUlps).arg(worstS, 0, 'g', 17)));
}

void tst_LambertW::partnerEdges_data()
{
    QTest::addColumn<double>("yValue");
    QTest::addColumn<double>("yPlusOne");
    QTest::addColumn<double>("expectedValue");
    QTest::addColumn<double>("expectedPlusOne");

    QTest::newRow("y = -1") << -1.0 << 0.0 << -1.0 << 0.0;
    QTest::newRow("y = -0") << -0.0 << 1.0 << -Infinity << -Infinity;
    QTest::newRow("y = -inf") << -Infinity << -Infinity << -0.0 << 1.0;
    QTest::newRow("y = -1e300") << -1e300 << -1e300 << -0.0 << 1.0;
    QTest::newRow("y = NaN") << NaN << NaN << NaN << NaN;
    QTest::newRow("y = 1") << 1.0 << 2.0 << NaN << NaN;
}

void tst_LambertW::partnerEdges()
{
    QFETCH(double, yValue);
    QFETCH(double, yPlusOne);
    QFETCH(double, expectedValue);
    QFETCH(double, expectedPlusOne);
    const NearMinusOne x = lambertWPartner({yValue, yPlusOne});
    QVERIFY2(sameDouble(x.value, expectedValue) && sameDouble(x.plusOne, expectedPlusOne),
             qPrintable(QStringLiteral("{%1, %2}").arg(x.value).arg(x.plusOne)));
}

QTEST_APPLESS_MAIN(tst_LambertW)

#include "tst_lambertw.moc"
