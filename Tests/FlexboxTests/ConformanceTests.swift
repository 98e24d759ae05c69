import Foundation
import LayoutCases
import Testing

/// The engine reproduces the project's committed fixtures (from Chromium and the Yoga oracle).
/// Yoga's own corpus, `../shared/flexbox/yoga-cases.json`, is checked by `make conformance`.
@Suite("Conformance")
struct ConformanceTests {
    @Test("every fixture file under Tests/FlexboxTests/Fixtures has cases and they all pass")
    func fixtures() throws {
        let files = try FileManager.default.contentsOfDirectory(at: CorpusFiles.fixtures, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        #expect(!files.isEmpty, "no fixture files in \(CorpusFiles.fixtures.path)")
        for file in files {
            let cases = try CorpusFiles.load(file)
            #expect(!cases.isEmpty, "\(file.lastPathComponent) holds no cases")
            #expect(cases.allSatisfy { $0.expected != nil || $0.skip != nil },
                    "\(file.lastPathComponent) has cases without an expected layout")
            let failures = CorpusFiles.failures(in: cases)
            #expect(failures.isEmpty, "\(file.lastPathComponent): \(failures.count) failing, first: \(failures.prefix(5))")
        }
    }
}
