import StateMachines

/// Tinder's classic example: matter changing phase.
enum Matter: String, Equatable, Sendable, Codable {
    case solid, liquid, gas
}

enum PhaseEvent: Equatable, Sendable {
    case melt, freeze, vaporize, condense
}

enum PhaseEffect: Equatable, Sendable {
    case logMelted, logFrozen, logVaporized, logCondensed
}

typealias MatterMachine = StateMachine<Matter, PhaseEvent, PhaseEffect>

func matterDefinition() -> MatterMachine.Definition {
    MatterMachine.Definition(initial: .solid) { machine in
        machine.state(.solid) { solid in
            solid.on(.melt, to: .exactly(.liquid)) { .transition(to: .liquid, emit: .logMelted) }
        }
        machine.state(.liquid) { liquid in
            liquid.on(.freeze, to: .exactly(.solid)) { .transition(to: .solid, emit: .logFrozen) }
            liquid.on(.vaporize, to: .exactly(.gas)) { .transition(to: .gas, emit: .logVaporized) }
        }
        machine.state(.gas) { gas in
            gas.on(.condense, to: .exactly(.liquid)) { .transition(to: .liquid, emit: .logCondensed) }
        }
    }
}

/// A media player whose states and events carry associated values.
enum Player: Equatable, Sendable, Codable {
    case idle
    case playing(track: String, at: Int)
    case paused(track: String, at: Int)
}

enum PlayerEvent: Equatable, Sendable {
    case play(String)
    case seek(Int)
    case pause
    case resume
    case stop
}

enum PlayerEffect: Equatable, Sendable {
    case started(String)
    case stopped
}

extension CasePattern where Root == Player {
    static var playing: CasePattern<Player, (track: String, at: Int)> {
        .init("playing") { if case let .playing(track, at) = $0 { (track, at) } else { nil } }
    }
    static var paused: CasePattern<Player, (track: String, at: Int)> {
        .init("paused") { if case let .paused(track, at) = $0 { (track, at) } else { nil } }
    }
}

extension CasePattern where Root == PlayerEvent {
    static var play: CasePattern<PlayerEvent, String> {
        .init("play") { if case let .play(track) = $0 { track } else { nil } }
    }
    static var seek: CasePattern<PlayerEvent, Int> {
        .init("seek") { if case let .seek(position) = $0 { position } else { nil } }
    }
}

typealias PlayerMachine = StateMachine<Player, PlayerEvent, PlayerEffect>

func playerDefinition() -> PlayerMachine.Definition {
    PlayerMachine.Definition(initial: .idle) { machine in
        machine.state(.idle) { idle in
            idle.on(.play, to: .playing, where: { !$0.isEmpty }) { _, track in
                .transition(to: .playing(track: track, at: 0), emit: .started(track))
            }
        }
        machine.state(.playing) { playing in
            // Two rules for one event: the guards pick which applies.
            playing.on(.seek, where: { $0 >= 0 }) { current, position in
                .transition(to: .playing(track: current.track, at: position))
            }
            playing.on(.seek, where: { $0 < 0 }) { current, _ in
                .transition(to: .playing(track: current.track, at: 0))
            }
            playing.on(.pause, to: .paused) { current in .transition(to: .paused(track: current.track, at: current.at)) }
            playing.on(.stop, to: .exactly(.idle)) { _ in .transition(to: .idle, emit: .stopped) }
        }
        machine.state(.paused) { paused in
            paused.on(.resume, to: .playing) { current in
                .transition(to: .playing(track: current.track, at: current.at))
            }
            paused.on(.pause) { _ in .stay() }
            paused.on(.stop, to: .exactly(.idle)) { _ in .transition(to: .idle, emit: .stopped) }
        }
    }
}
