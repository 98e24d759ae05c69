import StateMachines

/// A countdown in whole seconds.
public struct Countdown: Hashable, Sendable, Codable {
    /// The duration that was set, in seconds (at least 1).
    public var total: Int
    /// Seconds left (1…total while running or paused).
    public var remaining: Int

    /// A countdown of `total` seconds with `remaining` left.
    public init(total: Int, remaining: Int) {
        self.total = total
        self.remaining = remaining
    }

    /// A countdown that has not started: `remaining == total`.
    public init(total: Int) { self.init(total: total, remaining: total) }

    /// The share of the duration already elapsed, 0…1.
    public var progress: Double { total > 0 ? Double(total - remaining) / Double(total) : 1 }

    /// The same countdown one second later.
    public var ticked: Countdown { Countdown(total: total, remaining: remaining - 1) }
}

/// Every state of the timer. Impossible combinations (running with nothing left, paused without a
/// duration) cannot be expressed.
public enum TimerState: Hashable, Sendable, Codable {
    /// Not started; `duration` seconds are set.
    case idle(duration: Int)
    /// Counting down.
    case running(Countdown)
    /// Stopped in the middle; `resume` continues.
    case paused(Countdown)
    /// Reached zero; `restart` runs the same duration again.
    case finished(total: Int)

    /// Elapsed share of the duration, 0…1.
    public var progress: Double {
        switch self {
        case .idle: 0
        case .running(let countdown), .paused(let countdown): countdown.progress
        case .finished: 1
        }
    }

    /// Seconds left to count.
    public var remaining: Int {
        switch self {
        case .idle(let duration): duration
        case .running(let countdown), .paused(let countdown): countdown.remaining
        case .finished: 0
        }
    }

    /// Whether the clock is ticking.
    public var isRunning: Bool {
        if case .running = self { true } else { false }
    }
}

/// What can happen to the timer.
public enum TimerEvent: Hashable, Sendable {
    /// Set the duration in seconds (accepted when positive, while idle or finished).
    case setDuration(Int)
    /// Start counting down (accepted while idle).
    case start
    /// Stop the clock, keeping what is left (accepted while running).
    case pause
    /// Continue a paused countdown.
    case resume
    /// One second passed (sent by the feature's clock).
    case tick
    /// Back to idle with the current duration.
    case reset
    /// Run the finished duration again.
    case restart
}

/// One-off events for the UI.
public enum TimerEffect: Hashable, Sendable {
    /// The countdown reached zero (play a sound, notify).
    case finished
}

// Case patterns: how the machine's builder recognises cases that carry payloads.

extension CasePattern where Root == TimerState {
    static var idle: CasePattern<TimerState, Int> {
        .init("idle") { if case let .idle(duration) = $0 { duration } else { nil } }
    }
    static var running: CasePattern<TimerState, Countdown> {
        .init("running") { if case let .running(countdown) = $0 { countdown } else { nil } }
    }
    static var paused: CasePattern<TimerState, Countdown> {
        .init("paused") { if case let .paused(countdown) = $0 { countdown } else { nil } }
    }
    static var finished: CasePattern<TimerState, Int> {
        .init("finished") { if case let .finished(total) = $0 { total } else { nil } }
    }
}

extension CasePattern where Root == TimerEvent {
    static var setDuration: CasePattern<TimerEvent, Int> {
        .init("setDuration") { if case let .setDuration(seconds) = $0 { seconds } else { nil } }
    }
}
