import Commands

/// Local Props covering what the decoder and the schema generator must handle.
struct CatalogProps: Codable, Equatable, Sendable {
    struct Item: Codable, Equatable, Sendable {
        var title: String
        var count: Int
        var select: Command
    }

    enum Badge: Codable, Equatable, Sendable {
        case none
        case text(String)
        case counter(value: Int, max: Int?)
    }

    enum Size: String, Codable, Equatable, Sendable, CaseIterable {
        case small, large
    }

    /// Hand-written coding like `LoginProps.LoginAction`: a string, or `{"run": COMMAND}`.
    enum Action: Codable, Equatable, Sendable {
        case run(Command)
        case busy

        private enum CodingKeys: String, CodingKey { case run }

        init(from decoder: any Decoder) throws {
            if let single = try? decoder.singleValueContainer(), let name = try? single.decode(String.self) {
                guard name == "busy" else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                            debugDescription: "unknown action '\(name)'"))
                }
                self = .busy
                return
            }
            self = .run(try decoder.container(keyedBy: CodingKeys.self).decode(Command.self, forKey: .run))
        }

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .run(let command):
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(command, forKey: .run)
            case .busy:
                var container = encoder.singleValueContainer()
                try container.encode("busy")
            }
        }
    }

    var title: String
    var subtitle: String?
    var ratio: Double
    var level: UInt8
    var items: [Item]
    var tags: [String]
    var extras: [Item]
    var labels: [String: String]
    var badge: Badge
    var size: Size
    var action: Action
    var search: CommandWith<String>

    static func sample(badge: Badge = .none, action: Action = .busy, extras: Bool = false) -> CatalogProps {
        let select = Command("select") {}
        return CatalogProps(
            title: "Cars", subtitle: nil, ratio: 1.5, level: 3,
            items: [Item(title: "A", count: 1, select: select), Item(title: "B", count: 2, select: select)],
            tags: [], extras: extras ? [Item(title: "C", count: 0, select: select)] : [],
            labels: ["a b": "x"], badge: badge, size: .small, action: action,
            search: CommandWith<String>("search") { _ in })
    }

    /// Samples that show every enum case.
    static let samples: [CatalogProps] = [
        sample(),
        sample(badge: .text("new"), action: .run(Command("open") {})),
        sample(badge: .counter(value: 3, max: 9), extras: true),
    ]
}

/// The settings list of a ported app: sections of identified rows, each opening itself through its
/// own Command (`send(.open(id))`, so every row's Command is named `open` and they all differ), with
/// an accessory that is an enum whose cases hold Commands.
struct SettingsProps: Codable, Equatable, Sendable {
    enum Intent: Hashable, Sendable {
        case open(String)
        case toggle(String)
    }

    /// Declares its cases: the schema lists `none` although no sample has a row without accessory.
    enum Accessory: Codable, Equatable, Sendable, PropsEnum {
        case none
        case disclosure(open: Command)
        case toggle(isOn: Bool, change: Command)

        static var caseSamples: [Accessory] {
            [.none, .disclosure(open: Command("open") {}), .toggle(isOn: false, change: Command("toggle") {})]
        }
    }

    struct Row: Codable, Equatable, Sendable, Identifiable {
        var id: String
        var title: String
        /// Tapping the row opens it (the same Command as its disclosure's).
        var select: Command
        var accessory: Accessory
    }

    struct Section: Codable, Equatable, Sendable {
        var title: String
        var rows: [Row]
    }

    var sections: [Section]

    /// Row `id`: a disclosure (tapping opens it) or a switch.
    static func row(_ id: String, toggle: Bool = false, send: Send<Intent>) -> Row {
        Row(id: id, title: id.uppercased(), select: send(.open(id)),
            accessory: toggle ? .toggle(isOn: true, change: send(.toggle(id))) : .disclosure(open: send(.open(id))))
    }

    /// Two sections: c0, c1, c2 (disclosures), then wifi (a switch), c3, c4 (disclosures).
    static func sample(send: Send<Intent> = Send { _ in }) -> SettingsProps {
        SettingsProps(sections: [
            Section(title: "Chats", rows: ["c0", "c1", "c2"].map { row($0, send: send) }),
            Section(title: "Network", rows: [row("wifi", toggle: true, send: send), row("c3", send: send), row("c4", send: send)]),
        ])
    }
}

/// A product card whose primary button is an enum holding the cart Command, beside a favourite
/// Command of the same kind.
struct CardProps: Codable, Equatable, Sendable {
    enum Primary: Codable, Equatable, Sendable {
        case possible(Command)
        case busy
    }

    var title: String
    var primary: Primary
    var favorite: Command

    static func sample() -> CardProps {
        CardProps(title: "Shake", primary: .possible(Command("addToCart") {}), favorite: Command("favorite") {})
    }
}
