import Lists
import Synchronization
import Testing

/// Issue 28: a run of data rows in a builder-made list (`ListBuilder.add(_:id:cell:)`): one item
/// per row among the other rows, under the builder's id and separator rules, no cell built until a
/// row is sized or shown.
@Suite("List builder, data rows")
struct ListBuilderDataRowsTests {
    @Test func dataRowsAreItemsInOrderAmongTheOtherRows() {
        let built = Mutex(0)
        var builder = ListBuilder()
        builder.add(TextCell(text: "heading"), id: "heading")
        builder.add(["1", "2", "3"], id: { "row:" + $0 }) { text in
            built.withLock { $0 += 1 }
            return TextCell(text: text)
        }
        builder.addSeparator(.small)
        builder.add(TextCell(text: "footer"), id: "footer")
        let (model, diagnostics) = builder.build()
        let items = model.sections[0].items
        #expect(items.map(\.id) == ["heading", "row:1", "row:2", "row:3", "separator_small", "footer"])
        #expect(diagnostics.isEmpty)
        // No row's cell is built by the builder; a row's cell is its item's.
        #expect(built.withLock { $0 } == 0)
        let second = items[2].cell as? DataRowCell
        #expect((second?.cell as? TextCell)?.text == "2")
        #expect(built.withLock { $0 } == 1)
    }

    @Test func dataRowIDsFollowTheBuildersIDRules() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a")
        builder.add(["a", "b", "b"], id: { $0 }) { TextCell(text: $0) }
        let (model, diagnostics) = builder.build()
        #expect(model.sections[0].items.map(\.id) == ["a", "a_1", "b", "b_1"])
        #expect(diagnostics.map(\.kind) == [.repeatedID, .repeatedID])
        #expect(diagnostics.map(\.assignedID) == ["a_1", "b_1"])
    }

    @Test func noDataRowsAddNothingAndTheSeparatorsAroundThemAreCleaned() {
        var builder = ListBuilder()
        builder.add(TextCell(text: "a"), id: "a")
        builder.addSeparator(.small)
        builder.add([String](), id: { $0 }) { TextCell(text: $0) }
        builder.addSeparator(.medium)
        builder.add(TextCell(text: "b"), id: "b")
        builder.addSeparator(.medium)
        builder.add([String](), id: { $0 }) { TextCell(text: $0) }
        // The small separator before the medium one is dropped; the trailing one is removed.
        #expect(builder.build().model.sections[0].items.map(\.id) == ["a", "separator_medium", "b"])
    }

    @Test func dataRowsCompareByItem() {
        func model(_ items: [String]) -> ListModel {
            var builder = ListBuilder()
            builder.add(items, id: { $0 }) { TextCell(text: $0) }
            return builder.build().model
        }
        let before = model(["x", "y"]).sections[0].items
        let after = model(["x", "z"]).sections[0].items
        #expect(before[0].isContentEqual(to: after[0]))
        #expect(!before[1].isContentEqual(to: after[1]))
    }
}
