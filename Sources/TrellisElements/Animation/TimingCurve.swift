import Foundation  // exp, sin, cos

/// Maps linear progress (0...1 of the duration) to animation progress. Curves start at 0 and end at
/// exactly 1; a spring may overshoot in between.
public enum TimingCurve: Hashable, Sendable {
    case linear
    /// CSS/Core Animation `ease-in-out`: cubic Bézier (0.42, 0) (0.58, 1).
    case easeInOut
    /// A damped spring that settles within the duration. `dampingRatio` < 1 overshoots
    /// (0.5 is lively, 0.8 barely overshoots); 1 is critically damped.
    case spring(dampingRatio: Double)

    /// Animation progress at linear progress `t` (clamped to 0...1).
    /// - Complexity: O(1) (ease-in-out solves the Bézier with a few Newton steps).
    public func progress(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if t == 0 || t == 1 { return t }
        switch self {
        case .linear:
            return t
        case .easeInOut:
            return CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1).y(atX: t)
        case .spring(let dampingRatio):
            return Self.spring(t, dampingRatio: max(dampingRatio, 0.05))
        }
    }

    /// Unit step response of a damped oscillator whose natural frequency makes the envelope fall
    /// below 0.2 % by t = 1 (ζ·ω = 6.5 when possible), so the jump to exactly 1 at the end is invisible.
    private static func spring(_ t: Double, dampingRatio zeta: Double) -> Double {
        let omega = 6.5 / min(zeta, 1)
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + (zeta * omega / damped) * sin(damped * t))
        }
        // Critically damped (ζ = 1; larger ratios are treated as 1).
        return 1 - exp(-omega * t) * (1 + omega * t)
    }
}

/// A cubic Bézier timing function from (0,0) to (1,1) with control points (x1,y1) and (x2,y2).
struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double

    private func coordinate(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func slope(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }

    /// y for a given x: Newton's method on the parameter, bisection when the slope is flat.
    func y(atX x: Double) -> Double {
        var s = x
        for _ in 0..<8 {
            let error = coordinate(s, x1, x2) - x
            if abs(error) < 1e-7 { return coordinate(s, y1, y2) }
            let d = slope(s, x1, x2)
            if abs(d) < 1e-6 { break }
            s -= error / d
        }
        var low = 0.0, high = 1.0
        s = x
        for _ in 0..<40 {
            let value = coordinate(s, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = s } else { high = s }
            s = (low + high) / 2
        }
        return coordinate(s, y1, y2)
    }
}
