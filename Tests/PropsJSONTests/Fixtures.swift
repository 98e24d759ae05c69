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

    enum Size: String, Codable, Equatable, Sendable {
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
