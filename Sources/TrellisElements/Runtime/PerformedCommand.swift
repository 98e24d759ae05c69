/// A Command a runtime performed: what the storybook's action log and the live-Props `commands`
/// topic show. Commands are never serialised; this record is.
public struct PerformedCommand: Sendable, Equatable, CustomStringConvertible {
    /// The Command's name.
    public var name: String
    /// The performed value, described (`nil` for a plain `Command` with nothing bound).
    public var value: String?
    /// Seconds since the runtime started, on the runtime's clock.
    public var time: Double

    public init(name: String, value: String?, time: Double) {
        self.name = name
        self.value = value
        self.time = time
    }

    public var description: String {
        let time = (time * 1000).rounded() / 1000
        return value.map { "\(name)(\($0)) at \(time) s" } ?? "\(name) at \(time) s"
    }
}
