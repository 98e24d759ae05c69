import LayoutLint
import SnapshotReports
import TrellisCairo
import Testing
import TrellisElements
import TrellisCatalog
import TrellisScreens

/// Issue 34, acceptance 7: texts wrap like a phone's.
@Suite struct WordWrapTests {
    @Test("at the largest accessibility size on iPhone SE no text of any sample, at full length, breaks inside a word that fits its line")
    func noWordBrokenThatFits() async throws {
        let catalog = Catalog.demo(), renderer = GoldenTests.renderer
        let lint = SnapshotLint(rules: [.brokenWord])
        var texts = 0
        for entry in catalog.entries {
            for sample in entry.samples {
                let configuration = DisplayConfiguration(device: .iPhoneSE, layoutDirection: sample.writingDirection ?? .leftToRight,
                                                         textSize: .accessibilityExtraExtraExtraLarge)
                // Full length: every row of the scroll containers, not only those in the viewport.
                let (runtime, _) = try await renderer.runtime(entry, props: sample.props, on: configuration)
                await runtime.showFullLength()
                let layout = await runtime.core.placedLayout
                texts += layout.map(Self.textCount) ?? 0
                let name = "\(entry.name)-\(sample.name)-\(configuration.name)"
                let findings = lint.findings(in: layout, on: configuration, measurer: renderer.measurer(for: configuration),
                                             snapshot: name)
                #expect(findings.isEmpty, "\(name):\n\(findings.map(\.message).joined(separator: "\n"))")
            }
        }
        #expect(texts > 150)
    }

    static func textCount(_ node: LayoutNode) -> Int {
        node.children.reduce(node.props.text == nil ? 0 : 1) { $0 + textCount($1) }
    }

    /// The broken-word findings of `title` beside a long value in a row on iPhone SE, the title
    /// alone or in a column (with a caption under it) that the row shrinks.
    static func findings(_ title: Text, inColumn: Bool = false, shrinksBelowLongestWord: Bool = false) -> [LintFinding] {
        let renderer = GoldenTests.renderer
        let configuration = DisplayConfiguration(device: .iPhoneSE)
        let text = title.font(size: 17).flex(shrink: 1).shrinksBelowLongestWord(shrinksBelowLongestWord)
        let row = Row(spacing: 8) {
            if inColumn {
                Column { text; Text("VAT").font(size: 13) }.flex(shrink: 1).shrinksBelowLongestWord(shrinksBelowLongestWord)
            } else {
                text
            }
            Text("Total including taxes and delivery fees, payable today").font(size: 17).flex(shrink: 1)
        }
        let layout = LayoutSession.layout(Column { row }.element, in: configuration.deviceConfiguration.size,
                                          environment: renderer.environment(for: configuration))
        return SnapshotLint(rules: [.brokenWord]).findings(in: layout, on: configuration, measurer: renderer.measurer(for: configuration),
                                                             snapshot: "probe")
    }

    @Test("the check finds a word broken where it would fit, not one wider than its line")
    func theCheckSeesBrokenWords() {
        #expect(Self.findings(Text("Subtotal"), shrinksBelowLongestWord: true).count == 1)
        #expect(Self.findings(Text("Subtotal")).isEmpty)
        #expect(Self.findings(Text("Donaudampfschifffahrtsgesellschaftskapitänsmütze")).isEmpty)
    }

    @Test("the check finds a word broken inside a column that a row squeezed, judged against the row's line")
    func theCheckSeesWordsBrokenInSqueezedColumns() {
        #expect(Self.findings(Text("Subtotal"), inColumn: true, shrinksBelowLongestWord: true).count == 1)
        #expect(Self.findings(Text("Subtotal"), inColumn: true).isEmpty)
        #expect(Self.findings(Text("Donaudampfschifffahrtsgesellschaftskapitänsmütze"), inColumn: true).isEmpty)
    }
}
