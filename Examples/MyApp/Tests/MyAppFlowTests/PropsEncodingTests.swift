import Foundation
import MyAppScreens
import Testing
import TrellisCatalog

/// The enums of the app's Props carry `@CasePathable` for their prisms; their JSON is still
/// Swift's synthesized coding (a case name, its payload by label or `_0`) with Commands as names.
@Suite("App Props JSON: enum cases as Swift codes them, Commands by name")
struct PropsEncodingTests {
    private static func json(_ screen: String, _ sample: String) throws -> [String: Any] {
        let entry = try Catalog.myApp().entry(named: screen)
        let data = try entry.json(of: entry.sample(named: sample))
        return try #require(JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    private static func text(_ value: Any?) throws -> String {
        let data = try JSONSerialization.data(withJSONObject: try #require(value), options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }

    @Test("Each cart case encodes as its name, the Command by its name")
    func cartCases() throws {
        #expect(try Self.text(Self.json("product-card", "default")["cart"]) == #"{"add":{"_0":"addToCart"}}"#)
        #expect(try Self.text(Self.json("product-card", "adding")["cart"]) == #"{"adding":{}}"#)
        #expect(try Self.text(Self.json("product-card", "sold-out")["cart"]) == #"{"soldOut":{}}"#)
    }

    @Test("A settings row's accessory encodes its payload by label")
    func accessoryCases() throws {
        let rows = try #require(Self.json("settings", "default")["rows"] as? [[String: Any]])
        let accessories = try rows.map { try Self.text($0["accessory"]) }
        #expect(accessories.contains { $0.hasPrefix(#"{"toggle":{"change":"toggle","isOn":"#) })
        #expect(accessories.contains { $0.hasPrefix(#"{"link":{"detail":"#) && $0.hasSuffix(#""open":"open"}}"#) })
    }
}
