import StateMachines

/// The timer's state machine type.
public typealias TimerMachine = StateMachine<TimerState, TimerEvent, TimerEffect>

extension TimerMachine.Definition {
    /// The rules of the timer, starting idle with `duration` seconds (clamped to at least 1).
    ///
    /// Pure data: the same definition drives the terminal UI, the tests and the README's diagram.
    public static func timer(duration: Int) -> Self {
        Self(initial: .idle(duration: max(1, duration))) { machine in
            machine.state(.idle) { idle in
                idle.on(.setDuration, where: { $0 > 0 }) { _, seconds in .transition(to: .idle(duration: seconds)) }
                idle.on(.start, to: .running) { duration in .transition(to: .running(Countdown(total: duration))) }
            }
            machine.state(.running) { running in
                running.on(.tick, to: .running, .finished) { countdown in
                    countdown.remaining > 1
                        ? .transition(to: .running(countdown.ticked))
                        : .transition(to: .finished(total: countdown.total), emit: .finished)
                }
                running.on(.pause, to: .paused) { countdown in .transition(to: .paused(countdown)) }
                running.on(.reset, to: .idle) { countdown in .transition(to: .idle(duration: countdown.total)) }
            }
            machine.state(.paused) { paused in
                paused.on(.resume, to: .running) { countdown in .transition(to: .running(countdown)) }
                paused.on(.reset, to: .idle) { countdown in .transition(to: .idle(duration: countdown.total)) }
            }
            machine.state(.finished) { finished in
                finished.on(.restart, to: .running) { total in .transition(to: .running(Countdown(total: total))) }
                finished.on(.reset, to: .idle) { total in .transition(to: .idle(duration: total)) }
                finished.on(.setDuration, to: .idle, where: { $0 > 0 }) { _, seconds in
                    .transition(to: .idle(duration: seconds))
                }
            }
        }
    }
}
