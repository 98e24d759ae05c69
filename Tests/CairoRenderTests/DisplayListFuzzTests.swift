import DecoderFuzzing
import Foundation
import JSONFuzzing
import Testing

/// Issue 31: a display list from outside (`trellis draw`) never crashes or hangs the decoder, and
/// every refusal names a JSON path. `DecoderFuzz` runs the same at 100,000 cases.
@Suite("Fuzzed display lists")
struct DisplayListFuzzTests {
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test func randomAndMutatedDisplayListsAreDecodedOrRefusedWithAJSONPath() throws {
        let corpus = try DecoderFuzzing.displayListCorpus(in: Self.package)
        #expect(corpus.count >= 2, "the committed display lists")
        let report = DecoderFuzzing.displayLists(corpus: corpus, cases: 3_000, seed: 31)
        #expect(report.findings.isEmpty, "\(report)\n\(report.findings.joined(separator: "\n"))")
        #expect(report.accepted > 0 && report.refused > 0, "both kinds of case: \(report)")
    }
}
