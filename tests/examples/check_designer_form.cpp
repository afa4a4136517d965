// SPDX-License-Identifier: MIT
// check_designer_form <program> <form.ui> <frames dir>
// The example-designer-form test. Runs examples/designer-form offscreen (its C++ has no
// animation code: the motions are in its form.ui) writing a frame every 100 ms for 3.6 s,
// with its "Next page" button clicked at 1.6 s and "Hide the card" at 2.7 s, and reads the frames: each coloured panel
// is found by its colour. Where each panel belongs comes from elsewhere: the same form.ui
// loaded here by QUiLoader, with no Impetus motion, rendered at the frames' size. It
// checks that
//   - the program exits with status 0;
//   - the three marked panels move (each is drawn elsewhere than its place at first) and
//     then land exactly on their places and stay there, in the order their delays state:
//     the title bar, the side panel, the card;
//   - after the click, the second page slides in from the right over the first and springs
//     (overshoots its place by some pixels before settling) onto the stack's area;
//   - "Hide the card" clicked at 2.7 s: the card fades out (reddish blends where it was,
//     then not a trace of it).
// It prints the arrival time of each panel and its largest distance from its place after
// it arrived (the landing error, in pixels).
#include <impetus/motionstackedwidget.h>

#include <QtCore/qdir.h>
#include <QtCore/qfile.h>
#include <QtCore/qprocess.h>
#include <QtGui/qcolor.h>
#include <QtGui/qimage.h>
#include <QtUiTools/quiloader.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

#include <memory>

#include <cstdio>
#include <cstdlib>

namespace {

const int Frames = 36;
const int Step = 100; // ms between frames
const int ClickFrame = 16; // "Next page" at 1.6 s
const int HideFrame = 27; // "Hide the card" at 2.7 s

int failures = 0;

void fail(const QString &message)
{
    std::fprintf(stderr, "FAIL: %s\n", qPrintable(message));
    ++failures;
}

// Where a colour is drawn (the panels are solid but for their labels and buttons).
QRect drawn(const QImage &image, const QColor &colour)
{
    int left = image.width(), top = image.height(), right = -1, bottom = -1;
    for (int y = 0; y < image.height(); ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width(); ++x) {
            if (std::abs(qRed(line[x]) - colour.red()) <= 12 && std::abs(qGreen(line[x]) - colour.green()) <= 12
                && std::abs(qBlue(line[x]) - colour.blue()) <= 12) {
                left = std::min(left, x);
                right = std::max(right, x);
                top = std::min(top, y);
                bottom = std::max(bottom, y);
            }
        }
    }
    return right < 0 ? QRect() : QRect(QPoint(left, top), QPoint(right, bottom));
}

int distance(const QRect &a, const QRect &b)
{
    if (a.isNull() || b.isNull())
        return 9999;
    return std::max({ std::abs(a.left() - b.left()), std::abs(a.top() - b.top()), std::abs(a.right() - b.right()),
                      std::abs(a.bottom() - b.bottom()) });
}

QString text(const QRect &r)
{
    return r.isNull() ? QStringLiteral("nothing")
                      : QStringLiteral("%1,%2 %3x%4").arg(r.x()).arg(r.y()).arg(r.width()).arg(r.height());
}

// The form as its layout places it, with no motion: Impetus's stacked widget is made
// here, the rest by Qt.
class FormLoader : public QUiLoader
{
public:
    QWidget *createWidget(const QString &className, QWidget *parent, const QString &name) override
    {
        if (className != QLatin1String("Impetus::MotionStackedWidget"))
            return QUiLoader::createWidget(className, parent, name);
        auto *stack = new Impetus::MotionStackedWidget(parent);
        stack->setObjectName(name);
        return stack;
    }
};

QImage still(const QString &path, const QSize &size)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return QImage();
    FormLoader loader;
    const std::unique_ptr<QWidget> form(loader.load(&file));
    if (!form)
        return QImage();
    form->resize(size);
    return form->grab().toImage().convertToFormat(QImage::Format_RGB32);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    if (argc != 4) {
        std::fprintf(stderr, "usage: check_designer_form <program> <form.ui> <frames dir>\n");
        return 2;
    }
    QDir dir(QString::fromLocal8Bit(argv[3]));
    dir.removeRecursively();
    QDir().mkpath(dir.path());
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedChannels);
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    process.setProcessEnvironment(environment);
    process.start(QString::fromLocal8Bit(argv[1]),
                  { QStringLiteral("--screenshot"), dir.filePath(QStringLiteral("f-%1.png")),
                    QStringLiteral("--frames"), QString::number(Frames), QStringLiteral("--after"),
                    QString::number(Frames * Step), QStringLiteral("--click"),
                    QStringLiteral("nextButton@%1").arg(ClickFrame * Step), QStringLiteral("--click"),
                    QStringLiteral("hideButton@%1").arg(HideFrame * Step) });
    if (!process.waitForFinished(20000)) {
        process.kill();
        process.waitForFinished();
        fail(QStringLiteral("the example did not finish within 20 s"));
        return 1;
    }
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        fail(QStringLiteral("the example exited with status %1").arg(process.exitCode()));
        return 1;
    }
    QList<QImage> frames;
    for (int i = 1; i <= Frames; ++i) {
        QImage frame(dir.filePath(QStringLiteral("f-%1.png").arg(i)));
        if (frame.isNull()) {
            fail(QStringLiteral("frame %1 is missing").arg(i));
            return 1;
        }
        frames.append(frame.convertToFormat(QImage::Format_RGB32));
    }

    const QImage places = still(QString::fromLocal8Bit(argv[2]), frames.last().size());
    if (places.isNull()) {
        fail(QStringLiteral("QUiLoader cannot load %1").arg(QString::fromLocal8Bit(argv[2])));
        return 1;
    }

    // The marked panels, in the order of their delays (0, 0.25 and 0.5 s in form.ui).
    const struct
    {
        const char *name;
        QColor colour;
    } panels[] = { { "titleBar", QColor(0x34, 0x65, 0xa4) },
                   { "sidePanel", QColor(0x4e, 0x9a, 0x06) },
                   { "card", QColor(0xcc, 0x00, 0x00) } };
    int previousArrival = -1;
    int firstArrival = -1;
    for (const auto &panel : panels) {
        const QRect home = drawn(places, panel.colour);
        if (home.isNull()) {
            fail(QStringLiteral("%1 is not drawn in the form loaded by QUiLoader").arg(QLatin1String(panel.name)));
            continue;
        }
        // The frame from which it stays on its place until the page change (a spring may
        // pass its place before that).
        int arrival = ClickFrame;
        while (arrival > 0 && drawn(frames[arrival - 1], panel.colour) == home)
            --arrival;
        const QRect rest = drawn(frames[ClickFrame - 1], panel.colour);
        const int error = distance(rest, home);
        std::printf("%s: drawn at %s at %d ms; on its place %s from %d ms on; landing error %d px\n", panel.name,
                    qPrintable(text(drawn(frames[0], panel.colour))), Step, qPrintable(text(home)),
                    (arrival + 1) * Step, error);
        if (error != 0 || arrival == ClickFrame) {
            fail(QStringLiteral("%1 rests at %2, not on its place %3")
                         .arg(QLatin1String(panel.name), text(rest), text(home)));
            continue;
        }
        if (arrival == 0)
            fail(QStringLiteral("%1 does not move: on its place from the first frame").arg(QLatin1String(panel.name)));
        if (arrival < previousArrival)
            fail(QStringLiteral("%1 landed before the panel marked to enter before it").arg(QLatin1String(panel.name)));
        previousArrival = arrival;
        if (firstArrival < 0)
            firstArrival = arrival;
    }
    if (previousArrival <= firstArrival)
        fail(QStringLiteral("the panels landed together: their delays are not seen"));

    // The page change: the second page comes in from the right and overshoots its place.
    const QColor first(0xf5, 0x79, 0x00), second(0x75, 0x50, 0x7b);
    const QRect area = drawn(frames[ClickFrame - 1], first);
    const QRect landed = drawn(frames[HideFrame - 1], second);
    if (area.isNull() || landed != area)
        fail(QStringLiteral("the second page ends at %1, not on the stack's area %2").arg(text(landed), text(area)));
    int sliding = 0;
    int overshoot = 0;
    int lastLeft = area.right() + 1;
    for (int i = ClickFrame; i < HideFrame; ++i) {
        const QRect page = drawn(frames[i], second);
        if (page.isNull())
            continue;
        if (page.left() > area.left()) {
            ++sliding;
            if (page.left() > lastLeft)
                fail(QStringLiteral("the second page moves back right at %1 ms").arg((i + 1) * Step));
            lastLeft = page.left();
        }
        overshoot = std::max(overshoot, area.right() - page.right());
    }
    std::printf("page change: the second page slides in over %d frames, overshoots its place by %d px, lands on %s\n",
                sliding, overshoot, qPrintable(text(landed)));
    if (sliding < 1)
        fail(QStringLiteral("the second page does not slide in: shown at once"));
    if (overshoot < 2)
        fail(QStringLiteral("the second page does not spring: it never overshoots its place"));

    // "Hide the card" (a connection to its hide() in form.ui): it fades out, the way its
    // impetusExit says, while the stack takes its room.
    const QColor card(0xcc, 0x00, 0x00);
    const QRect cardHome = drawn(places, card);
    int fading = 0;
    for (int i = HideFrame; i < Frames && !cardHome.isNull(); ++i) {
        const QRgb centre = frames[i].pixel(cardHome.center());
        const bool blended = qRed(centre) > qGreen(centre) + 40 && drawn(frames[i], card).isNull();
        fading += blended;
    }
    const bool gone = drawn(frames.last(), card).isNull() && qRed(frames.last().pixel(cardHome.center())) < 200;
    std::printf("hide: the card fades out over %d frames%s\n", fading, gone ? ", and is gone" : "");
    if (fading < 1 || !gone)
        fail(QStringLiteral("the card does not fade out when hidden"));

    if (failures)
        return 1;
    std::printf("the form's motions, set in Designer, play with no animation code\n");
    return 0;
}
