import Foundation
import Trellis

/// The primitives screen (issue 10): asset icons (`@2x`/`@3x` PNGs in `Controls/Assets`, drawn
/// from the JSON display lists in `Assets/Drawings` with `trellis draw`), a gradient banner with a
/// shadow and a vector star, a card of rows separated by bottom borders with switches, three text
/// fields, an activity indicator at the Props' time and a button whose look follows its state.
public struct ControlsScreen: Screen {
    /// The catalog name.
    public static let name = "controls"

    /// The folder of the screen's image assets, next to this file in the source tree.
    public static let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Assets").path

    public static let samples: [Sample<ControlsProps>] = [
        Sample("default", ControlsProps(notifications: true, doNotDisturb: false, wifiLocked: true, name: "Ada Lovelace",
                                        email: "", focus: .email, syncing: 0.25, upgrade: .normal)),
        Sample("pressed", ControlsProps(notifications: false, doNotDisturb: true, wifiLocked: false, name: "", email: "ada@example.org",
                                        focus: nil, syncing: nil, upgrade: .pressed)),
        Sample("disabled", ControlsProps(notifications: true, doNotDisturb: true, wifiLocked: true, name: "Ada Lovelace",
                                         email: "ada@example.org", focus: .name, syncing: 1.6, upgrade: .disabled)),
    ]

    public let props: ControlsProps

    public init(props: ControlsProps) { self.props = props }

    public var body: Element {
        Column(spacing: 16) {
            Text("Controls").font(.title1, weight: .bold).accessibilityHeading(level: 1).id("title")
            ProBanner().id("banner")
            Column {
                SettingRow(icon: "bell", title: "Notifications", toggle: Toggle(isOn: props.notifications), separated: true)
                    .id("notifications")
                SettingRow(icon: "moon", title: "Do Not Disturb", toggle: Toggle(isOn: props.doNotDisturb), separated: true)
                    .id("dnd")
                SettingRow(icon: "wifi", title: "Wi-Fi", toggle: Toggle(isOn: true, isEnabled: !props.wifiLocked), separated: false)
                    .id("wifi")
            }
            .background(.background)
            .cornerRadius(12)
            .shadow(blur: 10, y: 2, opacity: 0.12)
            .id("settings")
            Column(spacing: 8) {
                TextField(value: props.name, placeholder: "Name", isFocused: props.focus == .name).id("name")
                TextField(value: props.email, placeholder: "Email", isFocused: props.focus == .email).id("email")
                TextField(value: "", placeholder: "Company (managed)", isEnabled: false).id("company")
            }
            .id("fields")
            SyncStatus(syncing: props.syncing).id("sync")
            Row(alignment: .center) {
                Text("Upgrade").font(.headline, weight: .semibold).foreground(ThemedColor(.white))
            }
            .justifyContent(.center)
            .padding(vertical: 14)
            .background(.accent)
            .cornerRadius(12)
            .look(props.upgrade, pressed: ControlLook(background: ThemedColor(Color(rgb: 0x0060DF))),
                  disabled: ControlLook(background: .separator, opacity: 0.6))
            .accessibilityLabel("Upgrade")
            .accessibilityRole(.button)
            .accessibilityState(AccessibilityState(isDisabled: props.upgrade == .disabled))
            .id("upgrade")
        }
        .padding(horizontal: 16, vertical: 16)
        .background(.secondaryBackground)
        .paddingSafeArea()
        .id("controls")
    }
}

/// A gradient card with a shadow, a vector star and two lines of text.
struct ProBanner: Component {
    /// A five-pointed star in a 24-point box.
    static let star = (try? VectorPath(svg: "M12 2.5L14.9 8.6L21.5 9.3L16.6 13.8L17.9 20.4L12 17.1L6.1 20.4L7.4 13.8L2.5 9.3L9.1 8.6Z"))
        ?? VectorPath()

    var body: Element {
        EnvironmentReader { environment in
            // The star beside the lines; above them at the accessibility sizes, where the lines
            // need the card's whole width for their words.
            let stacked = environment.textSizeCategory?.isAccessibilityCategory == true
            let star = Shape(Self.star, viewBox: Size(width: 24, height: 24), fill: ThemedColor(.white),
                             stroke: ThemedColor(.white), lineWidth: 1.5, join: .round).size(32).id("star")
            let lines = Column(spacing: 2) {
                Text("Trellis Pro").font(.headline, weight: .semibold).foreground(ThemedColor(.white))
                Text("Shadows, gradients and vector paths").font(.subheadline)
                    .foreground(ThemedColor(Color(red: 1, green: 1, blue: 1, alpha: 0.85)))
            }
            .flex(grow: 0, shrink: 1)
            return stacked ? Column(spacing: 12, alignment: .flexStart) { star; lines }.element
                : Row(spacing: 12, alignment: .center) { star; lines }.element
        }
        .padding(16)
        .background(GradientStyle([ThemedColor(Color(rgb: 0x5E5CE6)), ThemedColor(Color(rgb: 0xBF5AF2))], angle: 120))
        .cornerRadius(14)
        .shadow(color: ThemedColor(Color(rgb: 0x5E5CE6)), blur: 16, y: 6, opacity: 0.35)
    }
}

/// An asset icon, a title and a switch; a bottom hairline unless it is the last row.
struct SettingRow: Component {
    let icon: String
    let title: String
    let toggle: Toggle
    let separated: Bool

    var body: Element {
        let row: Element = Row(spacing: 12, alignment: .center) {
            Image(asset: icon, in: ControlsScreen.assets, size: Size(width: 29, height: 29)).id("icon")
            Text(title).font(.body).flex(grow: 1, shrink: 1).id("title")
            toggle.id("switch")
        }
        .padding(horizontal: 16, vertical: 10)
        .accessibilityLabel(title)
        return separated ? row.border(bottom: Border(width: 0.5, color: .separator)) : row
    }
}

/// A spinner at the sync's time, or a check mark when synced.
struct SyncStatus: Component {
    let syncing: Double?

    static let check = (try? VectorPath(svg: "M4 12.5l5 5L20 6.5")) ?? VectorPath()

    var body: Element {
        Row(spacing: 8, alignment: .center) {
            if let time = syncing {
                ActivityIndicator(time: time).id("spinner")
                Text("Syncing…").font(.subheadline).foreground(.secondaryLabel).id("status")
            } else {
                Shape(Self.check, viewBox: Size(width: 24, height: 24), fill: nil, stroke: ThemedColor.switchOn,
                      lineWidth: 2.5, cap: .round, join: .round)
                    .size(20).id("check")
                Text("Up to date").font(.subheadline).foreground(.secondaryLabel).id("status")
            }
        }
        .element
    }
}
