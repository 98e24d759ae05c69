import StateMachines
import MVI

/// A countdown timer as shared logic: a ``TimerMachine`` holds the rules, a
/// `Store` mirrors its state for UIs, a ticking intent sends `.tick` every second from an injected
/// clock while running, and ``props`` presents it all as a value with ``TimerProps`` commands.
///
/// ```swift
/// let timer = TimerFeature(duration: 10, clock: ContinuousClock())
/// timer.start()
/// for await state in timer.store.states { print(timer.props(for: state).title) }
/// ```
///
/// Ticks come in whole seconds counted from `start`/`resume`; pausing discards the part of the
/// second in progress. Threading: every method MAY be called from any thread.
public final class TimerFeature: Sendable {
    /// The rules and the current state.
    public let machine: TimerMachine
    /// The store UIs subscribe to (states, `.finished` side effects).
    public let store: Store<TimerState, TimerEffect>
    /// The commands the props hand out; created once so props compare equal by state.
    public let commands: TimerCommands
    private let engine: Engine

    /// Creates an idle timer of `duration` seconds (at least 1) that ticks on `clock`.
    public init(duration: Int = 10, clock: any Clock<Duration>) {
        let machine = TimerMachine(.timer(duration: duration))
        let store = Store(mirroring: machine)
        let engine = Engine(machine: machine, store: store, clock: clock)
        self.machine = machine
        self.store = store
        self.engine = engine
        self.commands = TimerCommands(engine: engine)
    }

    /// Sends `event` to the machine and starts/stops ticking as the state requires.
    @discardableResult
    public func send(_ event: TimerEvent) -> TimerMachine.Transition { engine.send(event) }

    // Intents, one per event (each is `send(_:)`; invalid ones are reported there and ignored here).
    /// Sets the duration to `seconds` (accepted when positive, while idle or finished).
    public func setDuration(_ seconds: Int) { send(.setDuration(seconds)) }
    /// Starts counting down from idle.
    public func start() { send(.start) }
    /// Pauses a running countdown.
    public func pause() { send(.pause) }
    /// Continues a paused countdown.
    public func resume() { send(.resume) }
    /// Goes back to idle with the current duration.
    public func reset() { send(.reset) }
    /// Runs the finished duration again.
    public func restart() { send(.restart) }

    /// The current state.
    public var state: TimerState { store.state }

    /// Props for the current state.
    public var props: TimerProps { props(for: store.state) }

    /// Props for `state`, using this feature's commands. Pure.
    public func props(for state: TimerState) -> TimerProps { TimerProps(state: state, commands: commands) }

    /// Stops ticking and closes the store (its streams complete).
    public func close() { store.close() }
}

extension TimerFeature {
    /// Sends events and owns the ticking intent. Separate from `TimerFeature` so that commands can
    /// hold it without keeping the feature object alive.
    final class Engine: Sendable {
        let machine: TimerMachine
        let store: Store<TimerState, TimerEffect>
        let clock: any Clock<Duration>
        /// The key of the ticking intent: starting it again replaces it, stopping cancels it.
        private enum Ticker: Hashable, Sendable { case ticking }

        init(machine: TimerMachine, store: Store<TimerState, TimerEffect>, clock: any Clock<Duration>) {
            self.machine = machine
            self.store = store
            self.clock = clock
            // Ticking follows the machine's transitions as the machine announces them: one at a
            // time and in order, so concurrent pause/resume from two threads cannot start and stop
            // tickers out of order. Weak, because the machine outlives nothing it observes.
            machine.observe { [weak self] transition in
                guard let self, case .valid(let from, _, let to, _) = transition else { return }
                if to.isRunning, !from.isRunning { startTicking() }
                if from.isRunning, !to.isRunning { stopTicking() }
            }
        }

        func send(_ event: TimerEvent) -> TimerMachine.Transition {
            machine.transition(on: event)
        }

        private func startTicking() {
            let machine = self.machine
            let clock = self.clock
            store.intent(id: Ticker.ticking) { _ in await Self.tick(machine, on: clock) }
        }

        private func stopTicking() {
            store.cancelIntent(id: Ticker.ticking)
        }

        /// Sends `.tick` every second (by deadline, so ticks do not drift) until cancelled or no
        /// longer running.
        private static func tick<C: Clock<Duration>>(_ machine: TimerMachine, on clock: C) async {
            var deadline = clock.now.advanced(by: .seconds(1))
            while true {
                do { try await clock.sleep(until: deadline, tolerance: nil) } catch { return }
                deadline = deadline.advanced(by: .seconds(1))
                // A ticker stopped (pause, reset) just after waking must not tick a newer run.
                guard !Task.isCancelled, machine.transition(on: .tick).to.isRunning else { return }
            }
        }
    }
}
