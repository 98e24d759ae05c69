/// A Props enum that lists its cases, one value of each, so that the Props JSON Schema (the
/// storybook's case picker, live Props' `schema` topic) offers every case, not only the ones the
/// samples happen to hold. Declare one value per case, in declaration order; a case's payload is an
/// example (a Command in it names what may be bound at that place):
///
/// ```swift
/// enum Accessory: Codable, Equatable, Sendable, PropsEnum {
///     case none
///     case disclosure(open: Command)
///     case toggle(isOn: Bool, change: Command)
///
///     static var caseSamples: [Accessory] {
///         [.none, .disclosure(open: Command("open") {}), .toggle(isOn: false, change: Command("toggle") {})]
///     }
/// }
/// ```
///
/// An enum that is `CaseIterable` (cases without payloads) needs no declaration: its `allCases`
/// are its case samples.
public protocol PropsEnum: Codable {
    /// One value of every case, in declaration order.
    static var caseSamples: [Self] { get }
}

extension PropsEnum where Self: CaseIterable {
    /// Every case (`allCases`).
    public static var caseSamples: [Self] { Array(allCases) }
}
