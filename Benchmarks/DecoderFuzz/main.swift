// Fuzzes the two decoders that take JSON from outside (issue 31) with seeded random and mutated
// JSON: `swift run -c release DecoderFuzz --cases 100000 --seed 1 [--only props|display-lists]`.
// Prints, per decoder, cases, accepted, refused, findings (a refusal without a JSON path or in
// Swift's words, a case over a second) and the slowest case; exits 1 when there is a finding.
import DecoderFuzzing
import Foundation
import JSONFuzzing
import TrellisScreens

var cases = 100_000
var seed: UInt64 = 1
var only: String?
var arguments = CommandLine.arguments.dropFirst()
while let flag = arguments.popFirst() {
    let value = arguments.popFirst()
    switch (flag, value) {
    case ("--cases", let text?) where Int(text).map({ $0 > 0 }) == true: cases = Int(text)!
    case ("--seed", let text?) where UInt64(text) != nil: seed = UInt64(text)!
    case ("--only", let text?) where ["props", "display-lists"].contains(text): only = text
    default:
        FileHandle.standardError.write(Data("usage: DecoderFuzz [--cases N>0] [--seed S] [--only props|display-lists]\n".utf8))
        exit(2)
    }
}

let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
/// Prints the figures and findings; true when there is a finding.
func printed(_ name: String, seed: UInt64, _ report: FuzzReport) -> Bool {
    print("\(name) (seed \(seed)): \(report)")
    for finding in report.findings { print("  \(finding)") }
    return report.findingCount > 0
}
var found = false
if only != "display-lists" {
    found = printed("Props", seed: seed, DecoderFuzzing.props(of: .demo(), cases: cases, seed: seed)) || found
}
if only != "props" {
    let corpus = try DecoderFuzzing.displayListCorpus(in: package)
    found = printed("display lists", seed: seed, DecoderFuzzing.displayLists(corpus: corpus, cases: cases, seed: seed)) || found
}
exit(found ? 1 : 0)
