import Render

/// One event of a finger, mouse or pen: what hosts feed the runtime (`RuntimeCore.pointer(_:)`).
/// Gestures (tap, double tap, long press, drag, swipe, scroll, fling) are recognised by the
/// framework from these, the same way on every host.
public struct PointerEvent: Sendable, Equatable {
    /// What happened to the pointer.
    public enum Phase: String, Sendable, Equatable, Codable {
        /// It touched down.
        case down
        /// It moved while down.
        case move
        /// It lifted.
        case up
        /// The system took it away (an incoming call, a gesture of the OS): nothing is performed.
        case cancel
    }

    /// What happened.
    public var phase: Phase
    /// Where, in root coordinates (points).
    public var location: Point
    /// When, in seconds on the runtime clock; `nil`: now.
    public var time: Double?
    /// Which pointer (fingers of one touch sequence have distinct ids).
    public var pointer: Int

    public init(_ phase: Phase, at location: Point, time: Double? = nil, pointer: Int = 0) {
        self.phase = phase
        self.location = location
        self.time = time
        self.pointer = pointer
    }
}

/// The thresholds of gesture recognition (UIKit's documented defaults).
public struct GestureSettings: Sendable, Hashable {
    /// How far a finger may move before a touch stops being a tap and becomes a drag (points).
    public var slop: Double = 10
    /// How long a finger rests before a long press is recognised (seconds).
    public var longPressDuration: Double = 0.5
    /// The longest gap between the taps of a double tap (seconds).
    public var doubleTapInterval: Double = 0.3
    /// A back swipe starts this close to the leading edge (points).
    public var edgeWidth: Double = 20
    /// A swipe whose finger leaves faster than this (points per second) is a full swipe.
    public var swipeVelocity: Double = 500

    public init() {}
}
