import Foundation
import LayoutCases
import Testing

/// The engine reproduces Yoga's own conformance corpus and the project's Chromium fixtures.
@Suite("Conformance")
struct ConformanceTests {
    @Test("every runnable case of the Yoga corpus lays out exactly as expected")
    func yogaCorpus() throws {
        let cases = try CorpusFiles.load(CorpusFiles.yogaCases)
        let runnable = cases.filter { $0.skip == nil }
        #expect(cases.count == 1180)
        #expect(runnable.count == 1088)
        let failures = CorpusFiles.failures(in: cases)
        #expect(failures.isEmpty, "\(failures.count) failing cases, first: \(failures.prefix(5))")
    }

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
