/// The Props a ``RuntimeCore`` shows, type-erased: any `Equatable & Sendable` value. The typed
/// faces (``Runtime``, the catalog's `ScreenRuntime`) put values in and read them back as their
/// own type; the core only compares them and hands them to its render function.
public struct RuntimeProps: Sendable, Equatable {
    /// The Props value.
    public let value: any Equatable & Sendable

    /// Wraps `value`.
    public init(_ value: some Equatable & Sendable) {
        self.value = value
    }

    /// The value as `type`, or `nil` when it is of another type.
    public func typed<P>(as type: P.Type) -> P? {
        value as? P
    }

    /// Equal when both values are of one type and equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        func open<T: Equatable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return open(lhs.value)
    }
}
