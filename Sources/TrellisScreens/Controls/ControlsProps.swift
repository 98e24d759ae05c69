import Trellis

/// A settings-like screen of the primitives real screens use: switches, text fields, a spinner,
/// a gradient banner with a vector icon, asset icons, shadows, per-edge separators and a button
/// whose pressed and disabled looks come from the Props.
public struct ControlsProps: Equatable, Codable, Sendable {
    /// Which field has the keyboard.
    public enum Field: String, Equatable, Codable, Sendable {
        case name
        case email
    }

    /// The notifications switch.
    public var notifications: Bool
    /// The Do Not Disturb switch.
    public var doNotDisturb: Bool
    /// The Wi-Fi switch is managed elsewhere (shown disabled).
    public var wifiLocked: Bool
    /// The name field's value.
    public var name: String
    /// The email field's value (empty shows the placeholder).
    public var email: String
    /// The focused field, if any.
    public var focus: Field?
    /// Seconds since syncing started; `nil` when everything is synced.
    public var syncing: Double?
    /// The upgrade button's state.
    public var upgrade: ControlState

    public init(notifications: Bool, doNotDisturb: Bool, wifiLocked: Bool, name: String, email: String, focus: Field?,
                syncing: Double?, upgrade: ControlState) {
        self.notifications = notifications
        self.doNotDisturb = doNotDisturb
        self.wifiLocked = wifiLocked
        self.name = name
        self.email = email
        self.focus = focus
        self.syncing = syncing
        self.upgrade = upgrade
    }
}
