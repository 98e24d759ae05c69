import TrellisElements

/// The Props of some catalog screen, type-erased: what generic consumers (CLI, storybook, live
/// Props, snapshot matrices) pass around without knowing the screen's Props type.
public struct ScreenProps: Sendable, Equatable {
    /// The screen these Props belong to.
    public let screen: String
    let value: any Codable & Equatable & Sendable

    init(screen: String, value: any Codable & Equatable & Sendable) {
        self.screen = screen
        self.value = value
    }

    /// Props of screen `S`, for code that knows the screen's type (a snapshot test of one Props value).
    public init<S: Screen>(_ screen: S.Type, _ props: S.Props) {
        self.init(screen: S.name, value: props)
    }

    /// The typed Props, when they are of type `P`.
    public func typed<P>(as type: P.Type) -> P? {
        value as? P
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        func open<T: Equatable>(_ left: T) -> Bool { (rhs.value as? T) == left }
        return lhs.screen == rhs.screen && open(lhs.value)
    }
}
