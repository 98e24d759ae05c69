import CasePaths
import Commands
import MVI

/// What a timer screen shows, as an immutable value: data plus the commands
/// that are possible right now. Equal props render equally; `Codable` for snapshots and remote
/// editing (commands encode as their names).
public struct TimerProps: Hashable, Sendable, Codable {
    /// Remaining time as `mm:ss`.
    public let title: String
    /// A word for the phase: "Ready", "Running", "Paused", "Done".
    public let caption: String
    /// Elapsed share, 0…1.
    public let progress: Double
    /// The main button. An enum, so a screen cannot show "pause" while nothing runs.
    public let primary: PrimaryAction
    /// Back to idle; `nil` when already idle.
    public let reset: Command?
    /// Changing the duration is possible only while idle or finished.
    public let setDuration: CommandWith<Int>?

    /// The main action of each phase, with its command. `@CasePathable` gives its prisms:
    /// `primary.pause` is the Command while pausing is possible, else `nil`.
    @CasePathable @dynamicMemberLookup
    public enum PrimaryAction: Hashable, Sendable, Codable {
        case start(Command)
        case pause(Command)
        case resume(Command)
        case restart(Command)

        /// The command, whichever the case.
        public var command: Command {
            switch self {
            case .start(let command), .pause(let command), .resume(let command), .restart(let command): command
            }
        }

        /// The button's label.
        public var title: String {
            switch self {
            case .start: "Start"
            case .pause: "Pause"
            case .resume: "Resume"
            case .restart: "Restart"
            }
        }
    }

    /// Props from their parts (e.g. for snapshots and storybooks).
    public init(title: String, caption: String, progress: Double, primary: PrimaryAction,
                reset: Command?, setDuration: CommandWith<Int>?) {
        self.title = title
        self.caption = caption
        self.progress = progress
        self.primary = primary
        self.reset = reset
        self.setDuration = setDuration
    }

    /// The props of `state`. Pure: the same state and commands give equal props.
    public init(state: TimerState, commands: TimerCommands) {
        // One row per phase: the main action, its word, and which of reset/setDuration apply.
        let (primary, caption, reset, setDuration): (PrimaryAction, String, Command?, CommandWith<Int>?) =
            switch state {
            case .idle: (.start(commands.start), "Ready", nil, commands.setDuration)
            case .running: (.pause(commands.pause), "Running", commands.reset, nil)
            case .paused: (.resume(commands.resume), "Paused", commands.reset, nil)
            case .finished: (.restart(commands.restart), "Done", commands.reset, commands.setDuration)
            }
        self.init(title: Self.clockText(seconds: state.remaining), caption: caption, progress: state.progress,
                  primary: primary, reset: reset, setDuration: setDuration)
    }

    /// `seconds` as `mm:ss` (minutes grow past 99 if needed).
    static func clockText(seconds: Int) -> String {
        let minutes = String(seconds / 60)
        let rest = String(seconds % 60)
        return (minutes.count < 2 ? "0" + minutes : minutes) + ":" + (rest.count < 2 ? "0" + rest : rest)
    }
}

/// The timer's commands, created once per feature.
public struct TimerCommands: Hashable, Sendable {
    // One command per intent of `TimerFeature`, named like it.
    /// Starts the countdown (idle).
    public let start: Command
    /// Pauses the countdown (running).
    public let pause: Command
    /// Continues the countdown (paused).
    public let resume: Command
    /// Goes back to idle.
    public let reset: Command
    /// Runs the finished duration again.
    public let restart: Command
    /// Sets the duration in seconds (idle or finished).
    public let setDuration: CommandWith<Int>

    init(engine: TimerFeature.Engine) {
        start = Command("start") { _ = engine.send(.start) }
        pause = Command("pause") { _ = engine.send(.pause) }
        resume = Command("resume") { _ = engine.send(.resume) }
        reset = Command("reset") { _ = engine.send(.reset) }
        restart = Command("restart") { _ = engine.send(.restart) }
        setDuration = CommandWith("setDuration") { seconds in _ = engine.send(.setDuration(seconds)) }
    }
}
