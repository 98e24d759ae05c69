import Trellis
import CountdownTimer

/// The countdown timer as a catalog feature: a ``TimerFeature`` (its state machine, the store
/// mirroring it, the ticking intent on the feature's clock) shown on ``TimerScreen``. Set, start,
/// pause, resume and restart reach the machine; restart and reset animate the ring back.
public struct TimerScreenFeature: Feature {
    public typealias Content = TimerScreen

    public static let name = "timer"

    /// `ten` (idle at 00:10, the default), `three` (idle at 00:03), `running` (00:06 left of 00:10)
    /// and `finished`.
    public static let scenarios: [Scenario<TimerScreenFeature>] = [
        Scenario("ten", state: .idle(duration: 10)),
        Scenario("three", state: .idle(duration: 3)),
        Scenario("running", state: .running(Countdown(total: 10, remaining: 6))),
        Scenario("finished", state: .finished(total: 10)),
    ]

    /// The shared logic that runs the countdown.
    public let timer: TimerFeature

    public var store: Store<TimerState, TimerEffect> { timer.store }

    /// A timer driven into `state` through its machine (so only reachable states can start),
    /// ticking on the context's clock.
    public init(state: TimerState, dependencies: FeatureContext) {
        let duration: Int
        switch state {
        case .idle(let seconds): duration = seconds
        case .running(let countdown), .paused(let countdown): duration = countdown.total
        case .finished(let total): duration = total
        }
        timer = TimerFeature(duration: duration, clock: dependencies.clock)
        func tick(_ count: Int) { for _ in 0..<count { timer.send(.tick) } }
        switch state {
        case .idle:
            break
        case .running(let countdown):
            timer.start()
            tick(countdown.total - countdown.remaining)
        case .paused(let countdown):
            timer.start()
            tick(countdown.total - countdown.remaining)
            timer.pause()
        case .finished(let total):
            timer.start()
            tick(total)
        }
    }

    public func handle(_ intent: TimerEvent) { timer.send(intent) }

    /// The timer's own Props: its Commands are made once per timer and send its events.
    public func props(for state: TimerState, send: Send<TimerEvent>) -> TimerProps { timer.props(for: state) }

    /// While it runs, the ring sweeps through each second toward the next second's share, so it
    /// moves continuously and stands exactly at each tick's share when the digits change.
    public func ambientMotion(in state: TimerState, props: TimerProps) -> (toward: TimerProps, animation: Animation)? {
        guard case .running(let countdown) = state else { return nil }
        let next = TimerProps(title: props.title, caption: props.caption, progress: countdown.ticked.progress,
                              primary: props.primary, reset: props.reset, setDuration: props.setDuration)
        return (next, .linear(1))
    }

    /// Restart and reset sweep the ring back over 0.3 s; ticks and the rest change at once.
    public func animation(from old: TimerState, to new: TimerState) -> Animation? {
        switch (old, new) {
        case (.finished, .running), (.running, .idle), (.paused, .idle), (.finished, .idle): .easeInOut(0.3)
        default: nil
        }
    }
}
