// The README's C++ example, built so that it stays true.
#include <impetus/motion.h>

#include <cstdio>

int main()
{
    using namespace Impetus;
    // A spring with SwiftUI's parameters, from 0 towards 100, thrown at 500 units/s.
    const Spring spring = Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(100).withStart(0, 500);
    // A fling that passes 240 at 0.8 s, still at 20 units/s: v0 and lambda via Lambert W.
    const ExponentialDecay fling = ExponentialDecay::fromEndVelocity(0, 240, 20, 0.8);
    for (const Motion &motion : { Motion(spring), Motion(fling), Motion(Bounce::fromDrop(300, 0.5, -2000)) }) {
        const double end = motion.settleTime(0.5); // at rest within half a unit from here on
        std::printf("settles at %.3f s on %.2f; x(0.1) = %.3f\n", end, motion.finalPosition(), motion.position(0.1));
    }
}
