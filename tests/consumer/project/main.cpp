// SPDX-License-Identifier: MIT
// Built against an installed Impetus: its headers, its library, its exported symbols.
#include <impetus/gravity.h>
#include <impetus/lambertw.h>
#include <impetus/motionanimation.h>

#include <cmath>
#include <cstdio>
#include <cstring>

int main()
{
    // x0 + v0 t + a t^2 / 2 at t = 0.5 s: 1 + 1 - 0.5, exact in binary.
    const double fall = Impetus::Gravity(1, 2, -4).position(0.5);
    // W0(1) is the omega constant, 0.567143290409783872999968662210... (OEIS A030178);
    // Impetus promises it to within an ulp or two.
    const double omega = Impetus::lambertW0(1);
    // A moc-generated class across the library boundary: exported meta-object and vtable.
    Impetus::SpringAnimation animation;
    const bool isMotion = qobject_cast<Impetus::MotionAnimation *>(&animation) != nullptr;
    const char *className = animation.metaObject()->className();

    std::printf("gravity %.17g\nomega %.17g\n%s is a MotionAnimation: %s\n", fall, omega, className,
                isMotion ? "yes" : "no");
    const bool ok = fall == 1.5 && std::abs(omega - 0.56714329040978387) <= 2.3e-16 && isMotion
            && std::strcmp(className, "Impetus::SpringAnimation") == 0;
    return ok ? 0 : 1;
}
