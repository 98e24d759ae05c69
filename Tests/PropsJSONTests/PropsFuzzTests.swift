import DecoderFuzzing
import JSONFuzzing
import Testing
import TrellisScreens

/// Issue 31: Props JSON from outside (the storybook, live edits) never crashes or hangs the
/// decoder, and every refusal names a JSON path. `DecoderFuzz` runs the same at 100,000 cases.
@Suite("Fuzzed Props JSON")
struct PropsFuzzTests {
    @Test func randomAndMutatedPropsOfEveryScreenAreDecodedOrRefusedWithAJSONPath() {
        let report = DecoderFuzzing.props(of: .demo(), cases: 3_000, seed: 31)
        #expect(report.findings.isEmpty, "\(report)\n\(report.findings.joined(separator: "\n"))")
        #expect(report.accepted > 0 && report.refused > 0, "both kinds of case: \(report)")
    }
}
