/// How a runtime animates from the Props on screen to new ones: a duration and a timing curve.
public struct Animation: Sendable, Equatable {
    /// Seconds.
    public var duration: Double
    /// Maps elapsed time to progress.
    public var curve: TimingCurve

    public init(duration: Double, curve: TimingCurve) {
        self.duration = duration
        self.curve = curve
    }

    /// UIKit's default: ease in and out.
    public static func easeInOut(_ duration: Double = 0.3) -> Animation {
        Animation(duration: duration, curve: .easeInOut)
    }

    /// Constant speed.
    public static func linear(_ duration: Double) -> Animation {
        Animation(duration: duration, curve: .linear)
    }
}
