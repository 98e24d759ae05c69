import Trellis

/// App settings: a list of rows, each a switch or a link with a chevron that follows the layout
/// direction (read from the environment, not from Props).
public struct SettingsScreen: Screen {
    public struct Props: Codable, Equatable, Sendable {
        public var title: String
        public var rows: [Row]
    }

    public struct Row: Codable, Equatable, Sendable, Identifiable {
        /// Lists its cases (`PropsEnum`), so the storybook offers both whatever the samples hold;
        /// `@CasePathable` gives its prisms (`accessory.link?.detail`, `accessory.is(\.toggle)`).
        @CasePathable @dynamicMemberLookup
        public enum Accessory: Codable, Equatable, Sendable, PropsEnum {
            case toggle(isOn: Bool, change: Command)
            case link(detail: String, open: Command)

            public static var caseSamples: [Accessory] {
                [.toggle(isOn: false, change: Command("toggle") {}), .link(detail: "", open: Command("open") {})]
            }

        }

        public var id: String
        public var title: String
        public var accessory: Accessory
    }

    public static let name = "settings"
    public static var samples: [Sample<Props>] {
        let toggle = Command("toggle") {}
        let open = Command("open") {}
        let rows = [Row(id: "wifi", title: "Wi-Fi", accessory: .link(detail: "Home", open: open)),
                    Row(id: "bluetooth", title: "Bluetooth", accessory: .toggle(isOn: true, change: toggle)),
                    Row(id: "airplane", title: "Airplane mode", accessory: .toggle(isOn: false, change: toggle))]
        let long = rows.map { Row(id: $0.id, title: $0.title + " with a title far longer than the row", accessory: $0.accessory) }
        return [Sample("default", Props(title: "Settings", rows: rows)), Sample("empty", Props(title: "Settings", rows: [])),
                Sample("long", Props(title: "Settings", rows: long))]
    }

    public let props: Props
    public init(props: Props) { self.props = props }

    public var body: Element {
        Column {
            // Capped at 60 pt: at the largest size, 105 pt, "Settings" alone (~450 pt) is wider
            // than the screen and broke as "Setti/ngs".
            Text(props.title).font(size: 34, weight: .bold).maximumScaledSize(60).accessibilityHeading(level: 1)
                .margin(horizontal: 16, vertical: 8)
            ForEach(props.rows) { row in
                EnvironmentReader { environment in
                    // The title beside its accessory; above it at the accessibility sizes, as iOS
                    // Settings does (beside it, "Bluetooth" alone left the switch no room).
                    environment.textSizeCategory?.isAccessibilityCategory == true
                        ? Column(spacing: 8, alignment: .flexStart) {
                            Text(row.title).font(size: 17)
                            Self.accessory(row.accessory)
                        }.element
                        : Trellis.Row(spacing: 8, alignment: .center) {
                            Text(row.title).font(size: 17).flex(grow: 1, shrink: 1)
                            Self.accessory(row.accessory)
                        }.element
                }
                .padding(horizontal: 16, vertical: 12)
                // The whole row is the tap target (at least 44 pt tall, labelled by its title), as
                // in iOS Settings; a 51 × 31 pt switch alone is too small a target.
                .onTap(row.accessory.toggle?.change ?? row.accessory.link?.open)
            }
        }
        .background(.background)
        .paddingSafeArea()
    }

    private static func accessory(_ accessory: Row.Accessory) -> Element {
        guard let link = accessory.link else { return Toggle(isOn: accessory.toggle?.isOn == true).element }
        return Trellis.Row(spacing: 6) {
            Text(link.detail).font(size: 17).foreground(.secondaryLabel)
            EnvironmentReader { environment in
                Text(environment.layoutDirection == .rightToLeft ? "‹" : "›").font(size: 17).foreground(.secondaryLabel)
                    .accessibilityHidden()
            }
        }.element
    }
}
