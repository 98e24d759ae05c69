import CountdownTimer
import Trellis

/// The timer's phases as named samples. Each is produced by driving a real `TimerFeature` through
/// its state machine — the same `start`/`pause`/`restart` intents and the `.tick` events its clock
/// would send — rather than by writing Props by hand, so a sample is always a state the machine
/// can reach and its Props are the ones `TimerFeature` makes.
public enum TimerSample: String, CaseIterable, Sendable {
    /// Not started: Start, and the duration presets.
    case idle
    /// Counting down, 40% through: Pause and Reset.
    case running
    /// Paused 70% through: Resume and Reset.
    case paused
    /// Reached zero: Restart (the talk's restarting state), Reset and the presets.
    case finished
    /// Restarted after finishing: running again from the full duration.
    case restarted

    /// A timer of `duration` seconds (at least 1) driven into this phase. Its clock never reaches a
    /// deadline, so the sample stays where it was put; its commands are live (performing one moves
    /// this feature's state machine).
    public func feature(duration: Int = 10) -> TimerFeature {
        let duration = max(1, duration)
        let feature = TimerFeature(duration: duration, clock: StoppedClock())
        func tick(_ count: Int) {
            for _ in 0..<count { feature.send(.tick) }
        }
        switch self {
        case .idle:
            break
        case .running:
            feature.start()
            tick(duration * 4 / 10)
        case .paused:
            feature.start()
            tick(duration * 7 / 10)
            feature.pause()
        case .finished:
            feature.start()
            tick(duration)
        case .restarted:
            feature.start()
            tick(duration)
            feature.restart()
        }
        return feature
    }
}

extension TimerScreen {
    /// One sample per phase of a 10-second timer, named after `TimerSample`: idle, running, paused,
    /// finished, restarted.
    public static let samples: [Sample<TimerProps>] = TimerSample.allCases.map {
        Sample($0.rawValue, $0.feature().props)
    }
}

/// A clock on which time never passes: a timer on it ticks only when `.tick` is sent, so a
/// sample's state does not change on its own. Sleeping waits until the sleeper is cancelled (the
/// feature cancels its ticker on pause, reset and close).
struct StoppedClock: Clock {
    var now: OffsetInstant { OffsetInstant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: OffsetInstant, tolerance: Duration?) async throws {
        guard now < deadline else { return }
        // Never reached: wait in long real-time naps until cancelled (`Task.sleep` throws then).
        while true { try await Task.sleep(for: .seconds(3_600)) }
    }
}
