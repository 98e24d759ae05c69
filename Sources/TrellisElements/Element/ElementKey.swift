/// An explicit identity given with `.id(_:)`. Siblings with equal keys are a programmer error that
/// the reconciler reports by falling back to positional identity for the later duplicates.
///
/// Keys are scoped to their parent: an element keyed `"vin"` under one row and another keyed
/// `"vin"` under a different row are different elements (as in React).
public enum ElementKey: Hashable, Sendable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByIntegerLiteral
{
    case string(String)
    case int(Int)

    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }

    public var description: String {
        switch self {
        case .string(let value): return value
        case .int(let value): return String(value)
        }
    }
}

/// Anything usable as an element key: strings, integers, and types that opt in.
public protocol ElementKeyConvertible {
    var elementKey: ElementKey { get }
}

extension String: ElementKeyConvertible {
    /// The string as a key.
    public var elementKey: ElementKey { .string(self) }
}

extension Substring: ElementKeyConvertible {
    /// The substring as a key.
    public var elementKey: ElementKey { .string(String(self)) }
}

extension Int: ElementKeyConvertible {
    /// The integer as a key.
    public var elementKey: ElementKey { .int(self) }
}

extension ElementKey: ElementKeyConvertible {
    /// Itself.
    public var elementKey: ElementKey { self }
}
