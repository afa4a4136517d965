// SPDX-License-Identifier: MIT
// Reading the reference tables of tests/reference/ and measuring errors against them.
#ifndef IMPETUS_TESTS_REFERENCETABLE_H
#define IMPETUS_TESTS_REFERENCETABLE_H

#include <QtCore/qfile.h>
#include <QtCore/qhash.h>
#include <QtCore/qlist.h>
#include <QtCore/qstringlist.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <cstdlib>

namespace ImpetusTest {

// One row of a reference table: named columns as typed in the file.
class ReferenceRow
{
public:
    QString name;
    QHash<QString, QString> fields;

    // Decimal text to double by strtod: correctly rounded, so a 25-digit reference
    // becomes the double nearest to the exact value.
    double number(const QString &column) const
    {
        const QByteArray text = fields.value(column).toLatin1();
        return std::strtod(text.constData(), nullptr);
    }
    double number(const char *column) const { return number(QLatin1String(column)); }
    QString text(const char *column) const { return fields.value(QLatin1String(column)); }
};

// The rows of tests/reference/<fileName>; '#' lines are comments, the first other
// line names the columns. An unreadable or empty table fails the calling test.
inline QList<ReferenceRow> readReferenceTable(const QString &fileName)
{
    QList<ReferenceRow> rows;
    QFile file(QLatin1String(IMPETUS_REFERENCE_DIR "/") + fileName);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        qWarning("cannot read %s", qPrintable(file.fileName()));
        return rows;
    }
    QStringList columns;
    while (!file.atEnd()) {
        const QString line = QString::fromLatin1(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList cells = line.split(QLatin1Char(','));
        if (columns.isEmpty()) {
            columns = cells;
            continue;
        }
        ReferenceRow row;
        for (int i = 0; i < columns.size() && i < cells.size(); ++i)
            row.fields.insert(columns.at(i), cells.at(i));
        row.name = row.fields.value(QStringLiteral("name"));
        rows.append(row);
    }
    return rows;
}

/*
    Declares one double column per name and one test row per table row (named by the
    table's name column), for a _data() function; fails if the table has fewer rows than
    expected, so that a missing or truncated table cannot pass vacuously.
*/
inline void addReferenceRows(const QString &fileName, std::initializer_list<const char *> columns,
                             int minimumRows)
{
    for (const char *column : columns)
        QTest::addColumn<double>(column);
    const QList<ReferenceRow> rows = readReferenceTable(fileName);
    QVERIFY2(rows.size() >= minimumRows, qPrintable(fileName));
    for (const ReferenceRow &row : rows) {
        QTestData &data = QTest::newRow(qPrintable(row.name));
        for (const char *column : columns)
            data << row.number(column);
    }
}

/*
    The error of a computed value against a reference, in units of the accuracy bar:
    |computed - expected| / (1e-14 (|expected| + |t rate|)). |t rate| is how much the
    value moves when t moves by a relative rounding error: the condition of x(t) with
    respect to t, which is also the size of the phase and exponent arguments whose
    rounding every double implementation inherits. A result <= 1 meets the bar.
*/
inline double errorInBar(double computed, double expected, double t, double rate)
{
    const double scale = std::fabs(expected) + std::fabs(t * rate);
    const double error = std::fabs(computed - expected);
    if (error == 0)
        return 0;
    return error / (1e-14 * scale + 1e-300);
}

// The relative error, for quantities with no time dependence (solved parameters).
inline double relativeError(double computed, double expected)
{
    if (computed == expected)
        return 0;
    return std::fabs(computed - expected) / std::fabs(expected);
}

} // namespace ImpetusTest

#endif
