/// Which measurer measured a text: two measurers with equal identities promise equal layouts for
/// every text, so a layout session keeps texts measured by one when it is handed the other, and
/// starts over when the identity changes.
///
/// A class-based measurer is identified by its object (the identity keeps the object alive, so a
/// new measurer allocated at a freed one's address is never mistaken for it); a `Hashable` value
/// measurer by its type and value. Any other measurer (a struct that is not `Hashable`, or a
/// `Hashable` class, where the two defaults compete) implements `measurerIdentity` itself.
public struct MeasurerIdentity: Equatable, Sendable {
    private enum Storage: Sendable {
        case object(any AnyObject & Sendable)
        case value(any Hashable & Sendable)
    }

    private let storage: Storage

    /// The identity of one object: equal only to the identity of the same object.
    public init(object: some AnyObject & Sendable) { storage = .object(object) }

    /// The identity of a value: equal to the identity of an equal value of the same type.
    public init(value: some Hashable & Sendable) { storage = .value(value) }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.object(let a), .object(let b)): return a === b
        case (.value(let a), .value(let b)):
            // AnyHashable alone equates bridged numbers (1 and 1.0); the types must match too.
            return ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) && AnyHashable(a) == AnyHashable(b)
        case (.object, .value), (.value, .object): return false
        }
    }
}

extension TextMeasurer where Self: AnyObject {
    /// The object itself: another instance starts a layout session over even when configured alike.
    public var measurerIdentity: MeasurerIdentity { MeasurerIdentity(object: self) }
}

extension TextMeasurer where Self: Hashable {
    /// The value: an equal measurer keeps a layout session's measured texts.
    public var measurerIdentity: MeasurerIdentity { MeasurerIdentity(value: self) }
}
