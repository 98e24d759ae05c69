import Foundation  // exp, log, pow
import Render

/// How a scroll container moves by itself after the finger lifts: deceleration after a fling,
/// the spring back from beyond an edge, or an animated `scrollTo`. A pure function of time, so
/// the runtime shows the same frames for the same clock (tests step it; PNGs are repeatable).
///
/// The numbers follow UIKit's documented behaviour: a fling's velocity decays by
/// ``decelerationRate`` per millisecond (`UIScrollView.DecelerationRate.normal`, 0.998), content
/// dragged past an edge follows the finger at a falling rate (rubber banding), and content past
/// an edge springs back critically damped.
public struct ScrollMotion: Sendable, Equatable {
    /// What the motion does.
    public enum Kind: Sendable, Equatable {
        /// Decelerating from `velocity` (points per second, along the axis, growing offsets).
        case decelerating(velocity: Double)
        /// Springing from `from` back to `to` with initial `velocity`.
        case springing(to: Double, velocity: Double)
        /// An animated scroll to `to` over `duration` seconds on `curve`.
        case animating(to: Double, duration: Double, curve: TimingCurve)
    }

    /// Velocity factor per millisecond of a fling (UIKit's normal rate).
    public static let decelerationRate = 0.998
    /// Below this speed (points per second) a deceleration stops.
    public static let restingSpeed = 5.0
    /// The spring's angular frequency (1/s): back at the edge in about half a second.
    public static let springStiffness = 12.0

    /// The offset the motion starts from.
    public var start: Double
    /// When it starts, on the runtime clock (seconds).
    public var startTime: Double
    /// What it does.
    public var kind: Kind
    /// The offsets the content may rest at: past them, deceleration turns into a spring back.
    public var bounds: ClosedRange<Double>

    public init(start: Double, startTime: Double, kind: Kind, bounds: ClosedRange<Double>) {
        self.start = start
        self.startTime = startTime
        self.kind = kind
        self.bounds = bounds
    }

    /// Where the content is at `time`, and whether the motion has ended there.
    public func state(at time: Double) -> (offset: Double, velocity: Double, isFinished: Bool) {
        let t = max(0, time - startTime)
        switch kind {
        case .decelerating(let velocity):
            return decelerate(from: start, velocity: velocity, elapsed: t)
        case .springing(let target, let velocity):
            return Self.spring(from: start, to: target, velocity: velocity, elapsed: t)
        case .animating(let target, let duration, let curve):
            guard duration > 0, t < duration else { return (target, 0, true) }
            let progress = curve.progress(at: t / duration)
            return (start + (target - start) * progress, 0, false)
        }
    }

    /// The velocity after `elapsed` seconds of deceleration.
    private static func velocity(_ v0: Double, after elapsed: Double) -> Double {
        v0 * pow(decelerationRate, elapsed * 1000)
    }

    /// The offset after `elapsed` seconds of deceleration from `offset` at `v0`.
    private static func position(_ offset: Double, _ v0: Double, after elapsed: Double) -> Double {
        let k = 1000 * log(decelerationRate)   // negative
        return offset + v0 * (pow(decelerationRate, elapsed * 1000) - 1) / k
    }

    private func decelerate(from offset: Double, velocity v0: Double, elapsed t: Double) -> (Double, Double, Bool) {
        // When the content crosses an edge while decelerating, it springs back from there.
        let k = 1000 * log(Self.decelerationRate)
        let restTime = abs(v0) > Self.restingSpeed ? log(Self.restingSpeed / abs(v0)) / k : 0
        if let crossing = edgeCrossing(from: offset, velocity: v0, before: min(t, restTime)) {
            let edge = v0 > 0 ? bounds.upperBound : bounds.lowerBound
            let spring = Self.spring(from: edge, to: edge, velocity: Self.velocity(v0, after: crossing), elapsed: t - crossing)
            return spring
        }
        if t >= restTime {
            let rest = Self.position(offset, v0, after: restTime)
            // Already beyond an edge (a fling that started there): spring back to it.
            if rest < bounds.lowerBound || rest > bounds.upperBound {
                let edge = min(max(rest, bounds.lowerBound), bounds.upperBound)
                return Self.spring(from: rest, to: edge, velocity: 0, elapsed: t - restTime)
            }
            return (rest, 0, true)
        }
        let position = Self.position(offset, v0, after: t)
        if position < bounds.lowerBound - 0.5 || position > bounds.upperBound + 0.5, !bounds.contains(offset) {
            // Started outside the bounds moving away: spring back at once.
            let edge = min(max(offset, bounds.lowerBound), bounds.upperBound)
            return Self.spring(from: offset, to: edge, velocity: v0, elapsed: t)
        }
        return (position, Self.velocity(v0, after: t), false)
    }

    /// The time (≤ `limit`) at which a deceleration from inside the bounds crosses an edge, if it does.
    private func edgeCrossing(from offset: Double, velocity v0: Double, before limit: Double) -> Double? {
        guard bounds.contains(offset), v0 != 0 else { return nil }
        let edge = v0 > 0 ? bounds.upperBound : bounds.lowerBound
        let end = Self.position(offset, v0, after: limit)
        guard v0 > 0 ? end > edge : end < edge else { return nil }
        // position(t) is monotonic: bisect.
        var low = 0.0, high = limit
        for _ in 0..<40 {
            let mid = (low + high) / 2
            let at = Self.position(offset, v0, after: mid)
            if v0 > 0 ? at > edge : at < edge { high = mid } else { low = mid }
        }
        return high
    }

    /// A critically damped spring from `from` to `to` with initial `velocity`.
    private static func spring(from: Double, to: Double, velocity: Double, elapsed t: Double) -> (Double, Double, Bool) {
        let w = springStiffness
        let x0 = from - to
        let c = velocity + w * x0
        let decay = exp(-w * t)
        let x = (x0 + c * t) * decay
        let v = (c - w * (x0 + c * t)) * decay
        if abs(x) < 0.25 && abs(v) < restingSpeed { return (to, 0, true) }
        return (to + x, v, false)
    }

    /// Where content dragged to `offset` is shown: inside `bounds` as is, beyond them at a
    /// falling rate (half the distance at first, never more than `dimension`).
    public static func rubberBand(_ offset: Double, bounds: ClosedRange<Double>, dimension: Double) -> Double {
        let limit = min(max(offset, bounds.lowerBound), bounds.upperBound)
        let beyond = offset - limit
        guard beyond != 0, dimension > 0 else { return limit }
        let c = 0.55
        let band = (1 - 1 / (abs(beyond) * c / dimension + 1)) * dimension
        return limit + (beyond > 0 ? band : -band)
    }
}


