import Synchronization
import Diffing
import Lists
import Commands
import MVI
import Testing

@Suite("List builder")
struct ListBuilderTests {
    func ids(_ build: (inout ListBuilder) -> Void) -> [String] {
        var builder = ListBuilder()
        build(&builder)
        return builder.build().model.sections.flatMap { $0.items.map(\.id) }
    }

    @Test func theTalksExampleGetsTheTalksIDs() {
        let result = ids {
            $0.add(TextCell(text: "Honda"), id: "header")
            $0.addSeparator(.medium)
            $0.add(TextCell(text: "OK"), id: "text_button")
            $0.addSeparator(.small)
            $0.add(TextCell(text: "Cancel"), id: "text_button")
        }
        #expect(result == ["header", "separator_medium", "text_button", "separator_small", "text_button_1"])
    }

    @Test func aSmallSeparatorDirectlyBeforeAnotherSeparatorIsDropped() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a")
        builder.addSeparator(.small)
        builder.addSeparator(.big)
        builder.add(TextCell(text: "b"), id: "b")
        let items = builder.build().model.sections[0].items
        #expect(items.map(\.id) == ["a", "separator_big", "b"])
        #expect((items[1].cell as? SeparatorCell)?.kind == .big)
    }

    @Test func consecutiveSeparatorsCollapseToTheFirst() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a")
        builder.addSeparator(.medium)
        builder.addSeparator(.big)
        builder.addSeparator(.small)
        builder.add(TextCell(text: "b"), id: "b")
        let items = builder.build().model.sections[0].items
        #expect(items.map(\.id) == ["a", "separator_medium", "b"])
        #expect((items[1].cell as? SeparatorCell)?.kind == .medium)
    }

    @Test func leadingSeparatorsAreRemoved() {
        #expect(ids {
            $0.addSeparator(.big)
            $0.addSeparator(.small)
            $0.add(TextCell(text: "a"), id: "a")
        } == ["a"])
    }

    @Test func trailingSeparatorsAreRemoved() {
        #expect(ids {
            $0.add(TextCell(text: "a"), id: "a")
            $0.addSeparator(.medium)
        } == ["a"])
    }

    @Test func separatorsAreCleanedPerSection() {
        #expect(ids {
            $0.startSection(id: "one")
            $0.add(TextCell(text: "a"), id: "a")
            $0.addSeparator(.medium)
            $0.startSection(id: "two")
            $0.addSeparator(.medium)
            $0.add(TextCell(text: "b"), id: "b")
        } == ["a", "b"])
    }

    @Test func spacesAreRowsOfTheirHeightAndSeparateSeparators() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a")
        builder.addSeparator(.small)
        builder.addSpace(height: 24)
        builder.addSeparator(.small)
        builder.add(TextCell(text: "b"), id: "b")
        let items = builder.build().model.sections[0].items
        #expect(items.map(\.id) == ["a", "separator_small", "space", "separator_small_1", "b"])
        #expect(items[2].cell.size(fittingWidth: 320) == ListSize(width: 320, height: 24))
    }

    @Test func separatorKindsHaveTheirHeightsAndInsets() {
        let custom = SeparatorKind.custom(insets: ListInsets(leading: 72, trailing: 8), height: 2)
        #expect(SeparatorCell(kind: .small).size(fittingWidth: 100).height == 1)
        #expect(SeparatorCell(kind: .medium).size(fittingWidth: 100).height == 8)
        #expect(SeparatorCell(kind: .big).size(fittingWidth: 100).height == 16)
        #expect(SeparatorCell(kind: custom).size(fittingWidth: 100) == ListSize(width: 100, height: 2))
        #expect(custom.insets == ListInsets(leading: 72, trailing: 8))
        #expect(SeparatorKind.small.insets.leading == 16)
    }

    @Test func repeatedIDsAreAutoIncrementedAndReported() {
        var builder = ListBuilder()
        for title in ["OK", "Cancel", "Later"] { builder.add(TextCell(text: title), id: "text_button") }
        let (model, diagnostics) = builder.build()
        #expect(model.sections[0].items.map(\.id) == ["text_button", "text_button_1", "text_button_2"])
        #expect(diagnostics.map(\.kind) == [.repeatedID, .repeatedID])
        #expect(diagnostics.map(\.assignedID) == ["text_button_1", "text_button_2"])
    }

    @Test func anItemWithoutIDGetsOneAndIsReported() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"))
        builder.add(TextCell(text: "b"))
        let (model, diagnostics) = builder.build()
        #expect(model.sections[0].items.map(\.id) == ["TextCell", "TextCell_1"])
        #expect(diagnostics.map(\.kind) == [.missingID, .missingID])
        #expect(diagnostics[0].description == "missingID: item asked for no id in section \"main\", got \"TextCell\"")
    }

    @Test func anExplicitIDTakenByAnAutoIncrementIsACollision() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "row")
        builder.add(TextCell(text: "b"), id: "row")
        builder.add(TextCell(text: "c"), id: "row_1")
        let (model, diagnostics) = builder.build()
        #expect(model.sections[0].items.map(\.id) == ["row", "row_1", "row_1_1"])
        #expect(diagnostics.last == ListDiagnostic(kind: .idCollision, requestedID: "row_1", assignedID: "row_1_1", sectionID: "main"))
    }

    @Test func anAutoIncrementSkippingAnExplicitIDIsACollision() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "row_1")
        builder.add(TextCell(text: "b"), id: "row")
        builder.add(TextCell(text: "c"), id: "row")
        let (model, diagnostics) = builder.build()
        #expect(model.sections[0].items.map(\.id) == ["row_1", "row", "row_2"])
        #expect(diagnostics == [ListDiagnostic(kind: .idCollision, requestedID: "row", assignedID: "row_2", sectionID: "main")])
    }

    @Test func idsAreUniqueAcrossSections() {
        let result = ids {
            $0.startSection(id: "one")
            $0.add(TextCell(text: "a"), id: "row")
            $0.startSection(id: "two")
            $0.add(TextCell(text: "b"), id: "row")
        }
        #expect(result == ["row", "row_1"])
    }

    @Test func sectionsWithoutIDGetUniqueOnes() {
        var builder = ListBuilder()
        builder.startSection()
        builder.add(TextCell(text: "a"), id: "a")
        builder.startSection()
        builder.add(TextCell(text: "b"), id: "b")
        #expect(builder.build().model.sections.map(\.id) == ["section", "section_1"])
    }

    @Test func theSeparatorRulesApplyToAnyRows() {
        // Rows as strings: "s" small, "m" medium, "b" big separators; anything else is content.
        let kinds: [String: SeparatorKind] = ["s": .small, "m": .medium, "b": .big]
        let rows = ["m", "a", "s", "b", "x", "m", "s", "y", "s"]
        #expect(SeparatorKind.cleaned(rows) { kinds[$0] } == ["a", "b", "x", "m", "y"])
    }

    @Test func itemActionsAreCommandsThatRun() {
        let taps = Counter()
        let tap = Command("tap") { taps.increment() }
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a", actions: ListItemActions(onTap: tap))
        let item = builder.build().model.sections[0].items[0]
        #expect(item.actions.onTap == tap)
        item.actions.onTap?()
        #expect(taps.value == 1)
        #expect(item.actions.onDelete == nil)
    }
}

/// A thread-safe counter for commands.
final class Counter: Sendable {
    private let count = Mutex(0)
    func increment() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}
