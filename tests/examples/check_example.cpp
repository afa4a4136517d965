// SPDX-License-Identifier: MIT
// check_example <file.png> <program> [arguments...]
// Runs the program offscreen (it is expected to write file.png and exit), then checks that
// it exited normally with status 0 within 10 s and that file.png is a non-blank picture:
// the standard deviation of its grey levels is above a threshold.
#include <QtCore/qcoreapplication.h>
#include <QtCore/qfile.h>
#include <QtCore/qprocess.h>
#include <QtGui/qimage.h>

#include <cmath>
#include <cstdio>

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    if (args.size() < 2) {
        std::fprintf(stderr, "usage: check_example <file.png> <program> [arguments...]\n");
        return 2;
    }
    const QString png = args.takeFirst();
    const QString program = args.takeFirst();
    QFile::remove(png);

    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    process.start(program, args);
    if (!process.waitForFinished(10000)) {
        std::fprintf(stderr, "FAIL: %s did not finish within 10 s\n", qPrintable(program));
        process.kill();
        process.waitForFinished();
        return 1;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        std::fprintf(stderr, "FAIL: %s exited abnormally or with status %d\n", qPrintable(program), process.exitCode());
        return 1;
    }
    const QImage image(png);
    if (image.isNull() || image.width() < 100 || image.height() < 100) {
        std::fprintf(stderr, "FAIL: no picture (or a tiny one) in %s\n", qPrintable(png));
        return 1;
    }
    double sum = 0, sumOfSquares = 0;
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    for (int y = 0; y < grey.height(); ++y) {
        const uchar *line = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) {
            sum += line[x];
            sumOfSquares += double(line[x]) * line[x];
        }
    }
    const double n = double(grey.width()) * grey.height();
    const double deviation = std::sqrt(qMax(0.0, sumOfSquares / n - (sum / n) * (sum / n)));
    std::printf("%s: %dx%d, grey level deviation %.1f\n", qPrintable(png), image.width(), image.height(), deviation);
    if (deviation < 8) {
        std::fprintf(stderr, "FAIL: the picture is blank (deviation %.1f < 8)\n", deviation);
        return 1;
    }
    return 0;
}
