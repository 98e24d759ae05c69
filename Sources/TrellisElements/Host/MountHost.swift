/// Something that shows mounted views: an interpreter of mount instructions.
///
/// Hosts hold no layout or diffing logic; everything they do is dictated by the instructions, so
/// the headless host's behaviour (tested on Linux) is the behaviour of every host.
/// A UIKit host MUST run on main; the headless and Cairo hosts MAY run on any thread (one at a time).
public protocol MountHost {
    /// Applies one batch, in order.
    mutating func apply(_ instructions: [MountInstruction]) throws(MountError)
}

/// An instruction a host cannot apply: always a reconciler bug or instructions from another tree.
public struct MountError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The instruction that could not be applied.
    public let instruction: MountInstruction
    /// Why, in words.
    public let reason: String

    public init(_ instruction: MountInstruction, _ reason: String) {
        self.instruction = instruction
        self.reason = reason
    }

    public var description: String { "cannot apply '\(instruction)': \(reason)" }
}
