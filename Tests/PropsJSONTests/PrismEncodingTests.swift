import Foundation
import Testing
import TrellisCatalog
import TrellisScreens

/// `@CasePathable` on enum Props adds prisms (`login.possible`, `primary.pause`) and nothing a
/// coder sees: every sample and the schema of the screens whose enums gained it print as they did
/// before, byte for byte. `EncodedBeforePrisms/` holds `trellis props NAME --sample S` and
/// `trellis schema NAME` as printed by the commit before the macro was added.
@Suite struct PrismEncodingTests {
    private static let before = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("EncodedBeforePrisms")

    private static func recorded(_ name: String) throws -> String {
        try String(contentsOf: before.appendingPathComponent("\(name).json"), encoding: .utf8)
            .trimmingCharacters(in: .newlines)
    }

    /// The JSON as text without its final newline (`print` adds one, some encoders end with one).
    private static func printed(_ json: some Collection<UInt8>) -> String {
        String(decoding: json, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    @Test(arguments: ["login", "timer"])
    func everySampleEncodesAsBeforeThePrisms(screen: String) throws {
        let entry = try Catalog.demo().entry(named: screen)
        #expect(entry.sampleNames.count > 1)
        for sample in entry.sampleNames {
            let json = try entry.json(of: entry.sample(named: sample))
            #expect(Self.printed(json) == (try Self.recorded("\(screen)-\(sample)")), "\(screen) sample \(sample)")
        }
    }

    @Test(arguments: ["login", "timer"])
    func theSchemaIsTheSameAsBeforeThePrisms(screen: String) throws {
        let schema = try Catalog.demo().entry(named: screen).schema().serialized(pretty: true)
        #expect(Self.printed(schema) == (try Self.recorded("\(screen)-schema")))
    }
}
