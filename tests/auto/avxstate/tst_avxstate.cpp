// SPDX-License-Identifier: MIT
// Loading ImpetusCore leaves the AVX upper state clean (avxstate_p.h): its load-time
// metatype registration runs Qt's VAES hash, which on Qt 6.4 returns with it dirty. Not a
// timing test: the state is read with XGETBV(1), where the CPU has it.
#include "models/avxstate_p.h"

#include <impetus/motion.h>

#include <QtCore/qmetatype.h>
#include <QtTest/qtest.h>

using namespace Impetus;
using Detail::AvxUpperState;

namespace {
// Read by a constructor of the executable, which the dynamic loader runs after those of the
// libraries it needs (ImpetusCore's registration included) and before main() and QtTest
// run any code of their own.
AvxUpperState stateAfterLoading = AvxUpperState::Unknown;
void readStateAfterLoading()
{
    stateAfterLoading = Detail::avxUpperState();
}
Q_CONSTRUCTOR_FUNCTION(readStateAfterLoading)
} // namespace

class tst_AvxState : public QObject
{
    Q_OBJECT

private slots:
    void registrationRanAtLoad()
    {
        // A call into ImpetusCore, so that the linker keeps it a dependency of the test.
        QVERIFY(Spring::fromDurationAndBounce(0.5, 0.3).isValid());
        QVERIFY(QMetaType::fromName("Impetus::Motion").isValid());
        QVERIFY(QMetaType::fromName("Impetus::Easing").isValid());
    }

    void cleanAfterLoading()
    {
        if (stateAfterLoading == AvxUpperState::Unknown)
            QSKIP("XGETBV with ECX = 1 is not available here");
        QCOMPARE(stateAfterLoading, AvxUpperState::Clean);
    }

    void clearClears()
    {
        Detail::clearAvxUpperState();
        if (Detail::avxUpperState() == AvxUpperState::Unknown)
            QSKIP("XGETBV with ECX = 1 is not available here");
        QCOMPARE(Detail::avxUpperState(), AvxUpperState::Clean);
    }
};

QTEST_GUILESS_MAIN(tst_AvxState)
#include "tst_avxstate.moc"
