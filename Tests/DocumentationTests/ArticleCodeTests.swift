import Foundation
import Testing

/// The DocC articles' code cannot rot: each article's Swift blocks are compiled here, in the file
/// named after the article, and this suite fails when an article shows a block that the compiled
/// file does not hold (in the article's order).
@Suite struct ArticleCodeTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let articles = tests.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Trellis/Trellis.docc")

    /// The fenced Swift blocks of a Markdown text, in order.
    static func swiftBlocks(of markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line == "```swift" {
                current = []
            } else if current != nil, line == "```" {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    @Test("every article's Swift blocks are compiled, in order", arguments: ["WritingAScreen", "TestingAScreen", "RunningAFeature"])
    func everyBlockIsCompiled(article: String) throws {
        let markdown = try String(contentsOf: Self.articles.appendingPathComponent("\(article).md"), encoding: .utf8)
        let compiled = try String(contentsOf: Self.tests.appendingPathComponent("\(article).swift"), encoding: .utf8)
        let blocks = Self.swiftBlocks(of: markdown)
        #expect(!blocks.isEmpty, "\(article).md shows no Swift")
        var rest = compiled[...]
        for (index, block) in blocks.enumerated() {
            guard let found = rest.range(of: block) else {
                Issue.record("block \(index + 1) of \(article).md is not in \(article).swift (after block \(index)):\n\(block)")
                return
            }
            rest = rest[found.upperBound...]
        }
    }

    @Test("the catalog lists every article")
    func theLandingPageListsTheArticles() throws {
        let landing = try String(contentsOf: Self.articles.appendingPathComponent("Trellis.md"), encoding: .utf8)
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.articles.path)
            .filter { $0.hasSuffix(".md") && $0 != "Trellis.md" }.map { String($0.dropLast(3)) }.sorted()
        #expect(files == ["RunningAFeature", "TestingAScreen", "WritingAScreen"])
        for file in files { #expect(landing.contains("<doc:\(file)>"), "Trellis.md does not link \(file)") }
    }
}
