// SPDX-License-Identifier: MIT
// What the screenshot tests measure of a picture to tell it from a blank one.
#ifndef IMPETUS_TESTS_PICTURESTATISTICS_H
#define IMPETUS_TESTS_PICTURESTATISTICS_H

#include <QtGui/qimage.h>

#include <algorithm>
#include <cmath>

namespace PictureStatistics {

// The standard deviation of the grey levels (0 to 255): 0 for one colour or nothing painted.
inline double greyDeviation(const QImage &image)
{
    const QImage grey = image.convertToFormat(QImage::Format_Grayscale8);
    double sum = 0, sumOfSquares = 0;
    for (int y = 0; y < grey.height(); ++y) {
        const uchar *line = grey.constScanLine(y);
        for (int x = 0; x < grey.width(); ++x) {
            sum += line[x];
            sumOfSquares += double(line[x]) * line[x];
        }
    }
    const double n = double(grey.width()) * grey.height();
    return n > 0 ? std::sqrt(std::max(0.0, sumOfSquares / n - (sum / n) * (sum / n))) : 0.0;
}

} // namespace PictureStatistics

#endif
