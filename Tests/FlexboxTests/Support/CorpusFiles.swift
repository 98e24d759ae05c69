import Foundation
import LayoutCases

/// Locations of test data, found relative to this source file so `swift test` works from any
/// directory. Only committed files: the test suite runs from the repository alone.
enum CorpusFiles {
    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let fixtures = testsDirectory.appendingPathComponent("Fixtures")

    /// Decodes a case file.
    static func load(_ url: URL) throws -> [LayoutCase] {
        let data = try Data(contentsOf: url)
        return try CaseDecoder.decode(Array(data)).cases
    }

    /// Runs every non-skipped case; returns "name: first difference" for each mismatch.
    static func failures(in cases: [LayoutCase]) -> [String] {
        cases.compactMap { layoutCase in
            guard layoutCase.skip == nil else { return nil }
            guard let expected = layoutCase.expected else { return "\(layoutCase.name): no expected layout" }
            return expected.firstDifference(from: layoutCase.run()).map { "\(layoutCase.name): \($0)" }
        }
    }
}
