// SPDX-License-Identifier: MIT
#include "motion.h"

#include <QtCore/qdebug.h>

#include <cmath>
#include <limits>

namespace Impetus {

namespace {

// The one place that says what an empty Motion answers.
template<typename Result, typename Call>
Result visitModel(const std::variant<std::monostate, Spring, ExponentialDecay, Gravity, Bounce, Fling> &model,
                  Result whenEmpty, Call call) noexcept
{
    return std::visit(
            [&](const auto &m) -> Result {
                if constexpr (std::is_same_v<std::decay_t<decltype(m)>, std::monostate>)
                    return whenEmpty;
                else
                    return call(m);
            },
            model);
}

} // namespace

bool Motion::isValid() const noexcept
{
    return visitModel(m_model, false, [](const auto &m) { return m.isValid(); });
}

InvalidParameter Motion::error() const noexcept
{
    return visitModel(m_model, InvalidParameter("model", "set (a spring, decay, gravity, bounce or fling)", 0),
                      [](const auto &m) { return m.error(); });
}

double Motion::position(double t) const noexcept
{
    return visitModel(m_model, 0.0, [t](const auto &m) { return m.position(t); });
}

double Motion::velocity(double t) const noexcept
{
    return visitModel(m_model, 0.0, [t](const auto &m) { return m.velocity(t); });
}

double Motion::finalPosition() const noexcept
{
    return visitModel(m_model, 0.0, [](const auto &m) { return m.finalPosition(); });
}

double Motion::settleTime(double band) const noexcept
{
    return visitModel(m_model, 0.0, [band](const auto &m) { return m.settleTime(band); });
}

QDebug operator<<(QDebug debug, const Motion &motion)
{
    std::visit(
            [&](const auto &m) {
                if constexpr (std::is_same_v<std::decay_t<decltype(m)>, std::monostate>)
                    debug << "Impetus::Motion()";
                else
                    debug << m;
            },
            motion.m_model);
    return debug;
}

} // namespace Impetus

namespace Impetus {

// A Motion is a value copied into every animation, easing and trampoline slot; Bounce's
// table of its first arcs (issue 16) is what sets its size.
static_assert(sizeof(Motion) <= 256, "Motion grew past 256 bytes");

} // namespace Impetus
