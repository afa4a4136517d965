// SPDX-License-Identifier: MIT
// The closed forms the QML tests check the followers and the animations against, written
// here from the equations of motion (not from the library), and the bounce from BounceModel
// (itself checked against the impetus tool in tst_models).

// A damped spring, m x'' + c x' + k (x - end) = 0 from (x0, v0), in every regime: x(t),
// v(t) and a(t). p: mass (1), stiffness, and dampingRatio or damping.
function spring(p, x0, v0, end) {
    const m = p.mass !== undefined ? p.mass : 1, k = p.stiffness
    const c = p.damping !== undefined ? p.damping : 2 * p.dampingRatio * Math.sqrt(k * m)
    const w0 = Math.sqrt(k / m), z = c / (2 * Math.sqrt(k * m)), d0 = x0 - end
    let x, v, envelope
    if (Math.abs(z - 1) < 1e-12) {
        // (d0 + (v0 + w0 d0) t) e^(-w0 t)
        const b = v0 + w0 * d0
        x = t => end + (d0 + b * t) * Math.exp(-w0 * t)
        v = t => (v0 - w0 * b * t) * Math.exp(-w0 * t)
        envelope = t => (Math.abs(d0) + Math.abs(b) * t) * Math.exp(-w0 * t)
    } else if (z < 1) {
        // e^(-a t) (d0 cos(w t) + (v0 + a d0) sin(w t) / w)
        const a = z * w0, w = w0 * Math.sqrt(1 - z * z)
        x = t => end + Math.exp(-a * t) * (d0 * Math.cos(w * t) + (v0 + a * d0) * Math.sin(w * t) / w)
        v = t => Math.exp(-a * t) * (v0 * Math.cos(w * t) - (w0 * w0 * d0 + a * v0) * Math.sin(w * t) / w)
        envelope = t => Math.hypot(d0, (v0 + a * d0) / w) * Math.exp(-a * t)
    } else {
        // A e^(r1 t) + B e^(r2 t), A + B = d0, r1 A + r2 B = v0
        const s = w0 * Math.sqrt(z * z - 1), r1 = -z * w0 + s, r2 = -z * w0 - s
        const A = (v0 - r2 * d0) / (r1 - r2), B = d0 - A
        x = t => end + A * Math.exp(r1 * t) + B * Math.exp(r2 * t)
        v = t => r1 * A * Math.exp(r1 * t) + r2 * B * Math.exp(r2 * t)
        envelope = t => Math.abs(A) * Math.exp(r1 * t) + Math.abs(B) * Math.exp(r2 * t)
    }
    return { x: x, v: v, a: t => -(k * (x(t) - end) + c * v(t)) / m, envelope: envelope,
             jerk: t => -(k * v(t) + c * (-(k * (x(t) - end) + c * v(t)) / m)) / m }
}

// Android's fling, from OverScroller's definitions (getSplineFlingDuration(),
// getSplineFlingDistance()) and Flutter's ballistic curve, placed on a move from (x0, v0)
// to `end` by the documented rule: it leaves with v0 (a release at v0 / (0.35 D)) at the
// friction that lands on `end` where that exceeds p.friction; otherwise it is released at
// the velocity the distance asks at p.friction. x(t), v(t), T (when it is on its end) and
// the unsigned distance.
function fling(p, x0, v0, end) {
    const D = Math.log(0.78) / Math.log(0.9)
    const c = 9.80665 * 39.37 * 160 * (p.density !== undefined ? p.density : 1) * 0.84
    const own = p.friction !== undefined ? p.friction : 0.015
    const d = end - x0
    const release = v0 / (0.35 * D)
    // d = f c e^(D l / (D - 1)), l = ln(0.35 |v| / (f c)): f c = (0.35 |v|)^D / |d|^(D - 1)
    const braking = v0 * d > 0 ? Math.pow(0.35 * Math.abs(release), D) / Math.pow(Math.abs(d), D - 1) / c : 0
    const f = Math.max(own, braking)
    const v = braking > own ? release
                            : Math.sign(d) * f * c * Math.pow(Math.abs(d) / (f * c), (D - 1) / D) / 0.35
    const l = Math.log(0.35 * Math.abs(v) / (f * c))
    const T = Math.exp(l / (D - 1)), distance = f * c * Math.exp(D / (D - 1) * l)
    const s = Math.sign(v)
    return { x: t => t >= T ? x0 + s * distance : x0 + s * distance * (1 - Math.pow(1 - t / T, D)),
             v: t => t >= T ? 0 : s * D * distance / T * Math.pow(1 - t / T, D - 1),
             duration: T, distance: distance, exponent: D }
}

// The last time |x(t) - end| exceeds tolerance: on a grid of 0.1 ms up to where the
// envelope is within it, refined by bisection.
function settleTime(x, envelope, end, tolerance) {
    let horizon = 0
    while (envelope(horizon) > tolerance)
        horizon += 1e-3
    let last = 0
    for (let t = 0; t < horizon; t += 1e-4) {
        if (Math.abs(x(t) - end) > tolerance)
            last = t
    }
    let lo = last, hi = last + 1e-4
    for (let i = 0; i < 60; ++i) {
        const mid = (lo + hi) / 2
        if (Math.abs(x(mid) - end) > tolerance) lo = mid; else hi = mid
    }
    return hi
}

// The motion a follower or an animation of this type and parameters makes from (x0, v0) to
// `end`: x(t), v(t), when it has settled within toleranceFraction of the distance or
// arrived (s), and when it arrives exactly (Infinity if it never does). bounceModel(properties)
// makes a BounceModel.
function motion(type, p, x0, v0, end, toleranceFraction, bounceModel) {
    const d = end - x0
    const tolerance = toleranceFraction * Math.max(Math.abs(d), d === 0 ? Math.abs(v0) : 0)
    switch (type) {
    case "spring": {
        const s = spring(p, x0, v0, end)
        return { x: s.x, v: s.v, settle: settleTime(s.x, s.envelope, end, tolerance), arrival: Infinity }
    }
    case "decay": {
        // Lands on end: rate max(v0 / d, lambda), start velocity rate * d.
        const rate = Math.max(v0 / d, p.lambda)
        return { x: t => x0 - d * Math.expm1(-rate * t), v: t => rate * d * Math.exp(-rate * t),
                 settle: Math.log(Math.abs(d) / tolerance) / rate, arrival: Infinity }
    }
    case "gravity": {
        // acceleration < 0 pulls towards `to`, as gravity pulls to the ground
        const a = -Math.sign(d) * p.acceleration
        // x0 + v0 t + a t^2 / 2 = end at the first positive root.
        const arrival = (-v0 * Math.sign(a) + Math.sqrt(v0 * v0 + 2 * a * d)) / Math.abs(a)
        return { x: t => x0 + v0 * t + a * t * t / 2, v: t => v0 + a * t, settle: arrival, arrival: arrival }
    }
    case "fling": {
        // On its end from T on; within the band from T (1 - (band / d)^(1 / D)).
        const f = fling(p, x0, v0, end)
        const settle = tolerance >= f.distance ? 0 : f.duration * (1 - Math.pow(tolerance / f.distance, 1 / f.exponent))
        return { x: f.x, v: f.v, settle: settle, arrival: f.duration }
    }
    case "bounce": {
        // A ball on the ground at `end`, up being the start's side of it.
        const up = d !== 0 ? -Math.sign(d) : (v0 < 0 ? -1 : 1)
        // The same fraction of the ball's distance, its height.
        const ball = bounceModel({
            startPosition: Math.abs(d), startVelocity: up * v0, gravity: p.gravity,
            restitution: p.restitution, maxBounces: p.maxBounces, tolerance: toleranceFraction })
        return { x: t => end + up * ball.position(t), v: t => up * ball.velocity(t),
                 settle: ball.settleTime, arrival: ball.restTime }
    }
    }
}
