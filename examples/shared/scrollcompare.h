// SPDX-License-Identifier: MIT
// Side by side with Qt: two lists of 10,000 rows, the left scrolled by Qt's QScroller, the
// right by Impetus::KineticScroller, thrown with one gesture at the same instant. The
// gesture reaches each engine the way real input does: QScroller through
// QScroller::handleInput() (what its gesture recognizer calls), KineticScroller through
// mouse events on its viewport; both carry the gesture's own timestamps, from which each
// engine reads its release velocity. Under each list: the velocity it took at the release
// and, once at rest, how far it coasted and how long it took. The last drag made on either
// list is recorded (positions and timestamps) and can be played on both. The widget throws
// nothing by itself: scroll-compare's main.cpp and the gallery do, and a test drives the
// very same widget on a stepped clock.
#ifndef IMPETUS_EXAMPLES_SCROLLCOMPARE_H
#define IMPETUS_EXAMPLES_SCROLLCOMPARE_H

#include <impetus/kineticscroller.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qabstractitemmodel.h>
#include <QtCore/qelapsedtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qwindow.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcheckbox.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qgridlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qlistview.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qscrollbar.h>
#include <QtWidgets/qscroller.h>

#include <cmath>
#include <functional>

namespace ScrollCompare {

constexpr int Rows = 10000;
constexpr int RowHeight = 32; // px

// One pointer event of a gesture: ms from the press, the position in the viewport.
struct Sample
{
    enum Kind { Press, Move, Release };
    Kind kind = Move;
    qint64 ms = 0;
    QPointF position;
};

// A press, the moves, a release: as the pointer gave them.
using Gesture = QList<Sample>;

// The throw "Throw both" plays (tools/scrollmeasure's): a press at `press`, 30 moves 8 ms
// apart straight up at `velocity` px/s, and the release at the next sample, 8 ms later and
// further up (still moving). The content scrolls down the list. Whole pixels at 250, 500,
// 1,000, 2,000, 4,000 and 8,000 px/s.
inline Gesture steadyThrow(double velocity, QPointF press)
{
    Gesture gesture{ { Sample::Press, 0, press } };
    for (int i = 1; i <= 31; ++i)
        gesture.append({ i < 31 ? Sample::Move : Sample::Release, 8 * i, press - QPointF(0, velocity * 8 * i / 1000) });
    return gesture;
}

// The rows: their number, alternating colours, every tenth row tinted.
class RowsModel : public QAbstractListModel
{
public:
    using QAbstractListModel::QAbstractListModel;
    int rowCount(const QModelIndex &parent = QModelIndex()) const override { return parent.isValid() ? 0 : Rows; }
    QVariant data(const QModelIndex &index, int role) const override
    {
        const int row = index.row();
        switch (role) {
        case Qt::DisplayRole:
            return QStringLiteral("Row %1").arg(row + 1);
        case Qt::BackgroundRole:
            return QColor(row % 10 == 9     ? QColor(255, 226, 170)
                                  : row % 2 ? QColor(226, 236, 246)
                                            : QColor(250, 250, 250));
        case Qt::ForegroundRole:
            return QColor(30, 30, 30);
        case Qt::SizeHintRole:
            return QSize(100, RowHeight);
        default:
            return QVariant();
        }
    }
};

// Qt's animation time since restart(), so that a test's stepped clock times the coasts too.
class Stopwatch : public QAbstractAnimation
{
public:
    using QAbstractAnimation::QAbstractAnimation;
    int duration() const override { return -1; }
    void restart()
    {
        stop();
        start();
    }
    // ms since restart(); starts it if it is not running.
    int elapsed()
    {
        if (state() != Running)
            start();
        return currentTime();
    }

protected:
    void updateCurrentTime(int) override { }
};

// Plays a gesture on Qt's animation time: each sample when its ms has passed since start().
class Player : public QAbstractAnimation
{
public:
    using Deliver = std::function<void(const Sample &)>;
    explicit Player(Deliver deliver) : m_deliver(std::move(deliver)) { }
    void play(const Gesture &gesture)
    {
        stop();
        m_gesture = gesture;
        m_next = 0;
        start(); // delivers the press at once
    }
    int duration() const override { return m_gesture.isEmpty() ? 0 : int(m_gesture.constLast().ms); }

protected:
    void updateCurrentTime(int ms) override
    {
        while (m_next < m_gesture.size() && m_gesture.at(m_next).ms <= ms)
            m_deliver(m_gesture.at(m_next++));
    }

private:
    Deliver m_deliver;
    Gesture m_gesture;
    qsizetype m_next = 0;
};

class CompareWidget : public QWidget
{
public:
    enum Engine { QtEngine, ImpetusEngine };

    // What one list did with the last throw.
    struct Result
    {
        double releaseVelocity = qQNaN(); // px/s of the content at the release
        double distance = qQNaN(); // px from the release to rest
        double seconds = qQNaN(); // from the release to rest
        bool atRest = false;
    };

    CompareWidget()
    {
        for (QListView *&list : m_lists) {
            list = new QListView(this);
            list->setModel(&m_model);
            list->setUniformItemSizes(true);
            list->setSelectionMode(QAbstractItemView::NoSelection);
            list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
            list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
            list->setMinimumSize(220, 240);
        }
        QWidget *qtViewport = m_lists[QtEngine]->viewport();
        QScroller::grabGesture(qtViewport, QScroller::LeftMouseButtonGesture);
        m_qtScroller = QScroller::scroller(qtViewport);
        m_kinetic = Impetus::KineticScroller::install(m_lists[ImpetusEngine]);
        m_kinetic->setMouseDragEnabled(true);

        m_velocity = new QComboBox(this);
        m_velocity->setObjectName(QStringLiteral("velocity"));
        for (int v : { 250, 500, 1000, 2000, 4000, 8000 })
            m_velocity->addItem(QStringLiteral("%1 px/s").arg(v), v);
        m_velocity->setCurrentIndex(3);
        auto *throwButton = new QPushButton(QStringLiteral("Throw both"), this);
        throwButton->setObjectName(QStringLiteral("throwBoth"));
        m_replay = new QPushButton(QStringLiteral("Replay my last throw on both"), this);
        m_replay->setObjectName(QStringLiteral("replay"));
        m_replay->setEnabled(false);
        m_replay->setToolTip(QStringLiteral("Drag and throw either list with the mouse first"));
        m_snap = new QCheckBox(QStringLiteral("Snap to rows"), this);
        m_snap->setObjectName(QStringLiteral("snap"));
        connect(throwButton, &QPushButton::clicked, this, [this] { throwBoth(m_velocity->currentData().toDouble()); });
        connect(m_replay, &QPushButton::clicked, this, &CompareWidget::replayRecorded);
        connect(m_snap, &QCheckBox::toggled, this, &CompareWidget::setSnapping);

        auto *controls = new QHBoxLayout;
        controls->addWidget(new QLabel(QStringLiteral("Gesture:"), this));
        controls->addWidget(m_velocity);
        controls->addWidget(throwButton);
        controls->addWidget(m_replay);
        controls->addStretch();
        controls->addWidget(m_snap);
        auto *grid = new QGridLayout(this);
        grid->addLayout(controls, 0, 0, 1, 2);
        const QString titles[] = { QStringLiteral("<b>Qt: QScroller</b>"),
                                   QStringLiteral("<b>Impetus: KineticScroller</b>") };
        for (int engine : { QtEngine, ImpetusEngine }) {
            m_labels[engine] = new QLabel(this);
            m_labels[engine]->setMinimumHeight(2 * fontMetrics().height() + 4);
            m_labels[engine]->setAlignment(Qt::AlignLeft | Qt::AlignTop);
            grid->addWidget(new QLabel(titles[engine], this), 1, engine);
            grid->addWidget(m_lists[engine], 2, engine);
            grid->addWidget(m_labels[engine], 3, engine);
            showResult(Engine(engine));
        }
        grid->setRowStretch(2, 1);

        connect(m_qtScroller, &QScroller::stateChanged, this, &CompareWidget::qtStateChanged);
        connect(m_kinetic, &Impetus::KineticScroller::released, this,
                [this](QPointF velocity) { released(ImpetusEngine, velocity.y(), m_kinetic->contentPosition().y()); });
        connect(m_kinetic, &Impetus::KineticScroller::movingChanged, this, [this](bool moving) {
            if (!moving)
                rested(ImpetusEngine, m_kinetic->contentPosition().y());
        });
        // Every drag on either list is recorded from the window's own events, and QScroller's
        // scroll events are read.
        qApp->installEventFilter(this);
        m_clock.start();
    }
    ~CompareWidget() override { qApp->removeEventFilter(this); }

    QListView *list(Engine engine) const { return m_lists[engine]; }
    QScroller *qtScroller() const { return m_qtScroller; }
    Impetus::KineticScroller *kineticScroller() const { return m_kinetic; }
    Result result(Engine engine) const { return m_sides[engine].result; }
    // The last drag made on either list, as recorded (empty before one).
    Gesture recorded() const { return m_recorded; }
    // Whether a gesture is being played.
    bool isPlaying() const { return m_player.state() == QAbstractAnimation::Running; }

    // Both lists back to the top, then steadyThrow(velocity) on both (shown in the combo box
    // when it offers that velocity).
    void throwBoth(double velocity)
    {
        const int offered = m_velocity->findData(velocity);
        if (offered >= 0)
            m_velocity->setCurrentIndex(offered);
        const QWidget *viewport = m_lists[ImpetusEngine]->viewport();
        play(steadyThrow(velocity, QPointF(viewport->width() / 2, viewport->height() - 20)), 0);
    }

    // Both lists where the recorded drag started, then that drag on both.
    void replayRecorded()
    {
        if (!m_recorded.isEmpty())
            play(m_recorded, m_recordedFrom);
    }

    void setSnapping(bool on)
    {
        if (on)
            m_qtScroller->setSnapPositionsY(0, RowHeight);
        else
            m_qtScroller->setSnapPositionsY(QList<qreal>());
        m_kinetic->setSnapMode(on ? Impetus::KineticScroller::SnapToItems : Impetus::KineticScroller::NoSnap);
        if (m_snap->isChecked() != on)
            m_snap->setChecked(on);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_lists[QtEngine]->viewport() && event->type() == QEvent::Scroll) {
            // Where QScroller has the content, before the scroll bar rounds it.
            const auto *scroll = static_cast<QScrollEvent *>(event);
            m_qtPosition = scroll->contentPos().y() + scroll->overshootDistance().y();
        }
        // The pointer's events, as the window gets them from the system: before any widget
        // sees them, and before QScroller's gesture recognizer, which eats them on the way
        // to its viewport. (A gesture played here is sent to the viewports: not recorded.)
        if (watched->isWindowType() && watched == static_cast<QObject *>(window()->windowHandle()))
            record(event);
        return QWidget::eventFilter(watched, event);
    }

private:
    struct Side
    {
        Result result;
        double releasedAt = 0; // the content's position
        int releasedMs = 0; // on the stopwatch
        bool thrown = false; // released, not yet at rest
    };

    void record(QEvent *event)
    {
        const QEvent::Type type = event->type();
        if (type != QEvent::MouseButtonPress && type != QEvent::MouseMove && type != QEvent::MouseButtonRelease)
            return;
        const auto *mouse = static_cast<QMouseEvent *>(event);
        const qint64 ms = qint64(mouse->timestamp());
        const QPointF global = mouse->globalPosition();
        if (type == QEvent::MouseButtonPress) {
            if (mouse->button() != Qt::LeftButton)
                return;
            m_dragOn = nullptr;
            for (QListView *list : m_lists) {
                const QPointF local = list->viewport()->mapFromGlobal(global);
                if (list->isVisible() && QRectF(list->viewport()->rect()).contains(local)) {
                    m_dragOn = list;
                    m_drag = { { Sample::Press, 0, local } };
                    m_dragPressMs = ms;
                    m_dragFrom = list->verticalScrollBar()->value();
                }
            }
            return;
        }
        if (!m_dragOn)
            return;
        const QPointF local = m_dragOn->viewport()->mapFromGlobal(global);
        if (type == QEvent::MouseMove) {
            if (mouse->buttons() & Qt::LeftButton)
                m_drag.append({ Sample::Move, ms - m_dragPressMs, local });
            return;
        }
        if (mouse->button() != Qt::LeftButton)
            return;
        m_drag.append({ Sample::Release, ms - m_dragPressMs, local });
        m_dragOn = nullptr;
        if (m_drag.size() < 3)
            return; // a click
        m_recorded = m_drag;
        m_recordedFrom = m_dragFrom;
        m_replay->setEnabled(true);
    }

    void play(const Gesture &gesture, int from)
    {
        m_player.stop();
        for (Side &side : m_sides)
            side = Side();
        m_qtScroller->stop();
        m_kinetic->stop();
        for (QListView *list : m_lists)
            list->verticalScrollBar()->setValue(from);
        m_qtPosition = from;
        for (int engine : { QtEngine, ImpetusEngine })
            showResult(Engine(engine));
        // The gesture's timestamps, after any earlier one's.
        m_base = m_clock.elapsed() + 1000;
        m_stopwatch.restart();
        m_player.play(gesture);
    }

    // One sample on both lists, at once: to QScroller as its recognizer hands it input, to
    // the KineticScroller as the mouse events it filters on its viewport.
    void deliver(const Sample &sample)
    {
        const qint64 timestamp = m_base + sample.ms;
        const QScroller::Input input = sample.kind == Sample::Press ? QScroller::InputPress
                : sample.kind == Sample::Move                       ? QScroller::InputMove
                                                                    : QScroller::InputRelease;
        m_qtScroller->handleInput(input, sample.position, timestamp);
        QWidget *viewport = m_lists[ImpetusEngine]->viewport();
        const QEvent::Type type = sample.kind == Sample::Press ? QEvent::MouseButtonPress
                : sample.kind == Sample::Move                  ? QEvent::MouseMove
                                                               : QEvent::MouseButtonRelease;
        const Qt::MouseButton button = sample.kind == Sample::Move ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons held = sample.kind == Sample::Release ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, sample.position, viewport->mapToGlobal(sample.position), button, held, Qt::NoModifier);
        event.setTimestamp(quint64(timestamp));
        QApplication::sendEvent(viewport, &event);
    }

    void qtStateChanged(QScroller::State state)
    {
        const QScroller::State was = m_qtState;
        m_qtState = state;
        if (state == QScroller::Scrolling && was == QScroller::Dragging) {
            // QScroller::velocity() is in m/s.
            released(QtEngine, m_qtScroller->velocity().y() * m_qtScroller->pixelPerMeter().y(), m_qtPosition);
        } else if (state == QScroller::Inactive && was == QScroller::Dragging) {
            released(QtEngine, 0, m_qtPosition); // too slow for a coast
            rested(QtEngine, m_qtPosition);
        } else if (state == QScroller::Inactive) {
            rested(QtEngine, m_qtPosition);
        }
    }

    void released(Engine engine, double velocity, double position)
    {
        Side &side = m_sides[engine];
        side = Side();
        side.result.releaseVelocity = velocity;
        side.releasedAt = position;
        side.releasedMs = m_stopwatch.elapsed();
        side.thrown = true;
        showResult(engine);
    }

    void rested(Engine engine, double position)
    {
        Side &side = m_sides[engine];
        if (!side.thrown)
            return;
        side.thrown = false;
        side.result.atRest = true;
        side.result.distance = position - side.releasedAt;
        side.result.seconds = (m_stopwatch.elapsed() - side.releasedMs) / 1000.0;
        if (!m_sides[QtEngine].thrown && !m_sides[ImpetusEngine].thrown && !isPlaying())
            m_stopwatch.stop();
        showResult(engine);
    }

    void showResult(Engine engine)
    {
        const Result &result = m_sides[engine].result;
        QString text;
        if (std::isnan(result.releaseVelocity))
            text = QStringLiteral("released at: –");
        else
            text = QStringLiteral("released at %1 px/s").arg(result.releaseVelocity, 0, 'f', 1);
        if (result.atRest)
            text += QStringLiteral("\ncoasted %1 px, at rest after %2 s")
                            .arg(result.distance, 0, 'f', 1)
                            .arg(result.seconds, 0, 'f', 2);
        else if (!std::isnan(result.releaseVelocity))
            text += QStringLiteral("\ncoasting…");
        m_labels[engine]->setText(text);
    }

    RowsModel m_model;
    QListView *m_lists[2] = {};
    QLabel *m_labels[2] = {};
    QScroller *m_qtScroller = nullptr;
    QScroller::State m_qtState = QScroller::Inactive;
    Impetus::KineticScroller *m_kinetic = nullptr;
    QComboBox *m_velocity = nullptr;
    QPushButton *m_replay = nullptr;
    QCheckBox *m_snap = nullptr;
    Side m_sides[2];
    double m_qtPosition = 0;

    Gesture m_drag, m_recorded;
    QListView *m_dragOn = nullptr;
    qint64 m_dragPressMs = 0;
    int m_dragFrom = 0, m_recordedFrom = 0;

    Player m_player{ [this](const Sample &sample) { deliver(sample); } };
    Stopwatch m_stopwatch;
    QElapsedTimer m_clock;
    qint64 m_base = 0;
};

} // namespace ScrollCompare

#endif
