/// A value an app keeps in the environment — a theme, a type scale, a feature flag — named by a
/// type of its own, as SwiftUI's and Blueprint's environment keys are:
///
/// ```swift
/// enum ThemeKey: EnvironmentKey {
///     static let defaultValue = Theme.standard
/// }
///
/// ShopScreen(props).environment(ThemeKey.self, .night)       // for this subtree
/// EnvironmentReader { environment in
///     Text("Sale").foreground(environment[ThemeKey.self].accent)
/// }
/// ```
///
/// A value is read where an element is built (`EnvironmentReader`), so it reaches a body without
/// passing through every Props on the way. Values are compared on every layout pass: a changed
/// value rebuilds what lies under it, memoized components included.
public protocol EnvironmentKey: SendableMetatype {
    /// What the key holds; compared to tell whether a subtree must be built again.
    associatedtype Value: Equatable & Sendable
    /// The value where nothing above has set one.
    static var defaultValue: Value { get }
}

/// The app's values in an environment, by key type: empty until something sets one.
public struct EnvironmentValues: Equatable, Sendable {
    private var storage: [ObjectIdentifier: any Equatable & Sendable] = [:]

    public init() {}

    /// The value for `key`, or its default when none is set.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { storage[ObjectIdentifier(key)] as? Key.Value ?? Key.defaultValue }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether no value is set.
    public var isEmpty: Bool { storage.isEmpty }

    /// These values with `other`'s set over them (a nearer element's win).
    func merging(_ other: EnvironmentValues) -> EnvironmentValues {
        guard !other.isEmpty else { return self }
        guard !isEmpty else { return other }
        var merged = self
        merged.storage.merge(other.storage) { _, nearer in nearer }
        return merged
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.storage.count == rhs.storage.count else { return false }
        for (key, left) in lhs.storage {
            guard let right = rhs.storage[key], equal(left, right) else { return false }
        }
        return true
    }

    private static func equal(_ left: any Equatable & Sendable, _ right: any Equatable & Sendable) -> Bool {
        func open<T: Equatable>(_ left: T) -> Bool { (right as? T) == left }
        return open(left)
    }
}

extension Environment {
    /// The app's value for `key` here: set by `environment(_:_:)` on an element above, or on the
    /// runtime's environment, else the key's default.
    public subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { values[key] }
        set { values[key] = newValue }
    }
}

extension ElementConvertible {
    /// Sets the app's value for `key` for this element and everything inside it; a nearer
    /// element's value for the same key wins.
    public func environment<Key: EnvironmentKey>(_ key: Key.Type, _ value: Key.Value) -> Element {
        modified { element in
            var values = element.environmentValues ?? EnvironmentValues()
            values[key] = value
            element.environmentValues = values
        }
    }
}
