import Foundation
import JSONPaths
import Render
import TrellisElements
import TrellisCatalog
import TrellisLive
import TrellisScreens
import Typesetting

/// The demo login screen on a headless runtime (fixed-advance text), its Props JSON parsed, and
/// JSON edits of it.
enum LiveFixtures {
    static let catalog = Catalog.demo()

    static func loginRuntime(sample: String = "possible") async throws -> ScreenRuntime {
        let entry = try catalog.entry(named: "login")
        return try await entry.runtime(props: try entry.sample(named: sample),
                                       environment: Environment(textMeasurer: FixedAdvanceMeasurer(advance: 8, lineHeight: 20)),
                                       size: Size(width: 375, height: 812))
    }

    /// The Props on screen, parsed.
    static func propsJSON(_ runtime: ScreenRuntime) async throws -> JSONValue {
        try JSONValue(parsing: await runtime.propsJSON())
    }

    /// `json` with the member at `key` of the top-level object replaced (or added).
    static func replacing(_ key: String, with value: JSONValue, in json: JSONValue) -> JSONValue {
        guard case .object(var members) = json else { return json }
        if let index = members.firstIndex(where: { $0.0 == key }) {
            members[index].1 = value
        } else {
            members.append((key, value))
        }
        return .object(members)
    }

    static func data(_ json: JSONValue) -> Data { Data(json.serialized(pretty: false)) }
    static func data(_ text: String) -> Data { Data(text.utf8) }

    /// The centre of the login button, where a tap performs the login Command.
    static func loginButton(_ runtime: ScreenRuntime) async -> Point? {
        guard let frame = await runtime.mounted.frameInRoot(path: ["login"]) else { return nil }
        return Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
    }
}
