import Render
import Testing
import Typesetting
@testable import TrellisElements

/// Looking nodes up the way keys are scoped, and frames in root coordinates.
@Suite struct ScopedQueryTests {
    /// A list of rows that each have a `title`; the rows sit in an unkeyed column, the list is offset.
    let screen = Column {
        Text("header").id("title")
        Column {
            for index in 0..<5 {
                Row {
                    Box().size(10)
                    Column { Text("row \(index)").id("title") }
                }.padding(5).id("row-\(index)")
            }
        }.padding(top: 7).id("list")
    }.padding(3)
    let environment = TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer())

    var layout: LayoutNode { LayoutSession.layout(screen.element, in: Size(width: 200, height: 400), environment: environment) }
    var mounted: MountedTree { Reconciler().reconcile(MountedTree(), to: layout).tree }

    @Test func aKeyPathResolvesScopeByScopeThroughUnkeyedNodes() {
        let tree = mounted
        #expect(tree.node(path: ["list", "row-3", "title"])?.props.text?.string == "row 3")
        #expect(tree.node(path: ["title"])?.props.text?.string == "header")
        #expect(layout.node(path: ["list", "row-3", "title"])?.props.text?.string == "row 3")
    }

    @Test func aKeyIsNotFoundInsideAnotherKeyedScope() {
        let tree = mounted
        #expect(tree.node(path: ["row-3"]) == nil, "row-3 is inside list")
        #expect(tree.node(path: ["list", "title"]) == nil, "the rows' titles are inside the rows")
        #expect(tree.node(path: ["list", "row-9"]) == nil)
        #expect(tree.node(path: []) == nil)
    }

    @Test func aKeyLookupInAScopeSearchesOnlyThatScope() {
        let tree = mounted
        let row = tree.node(path: ["list", "row-1"])!
        #expect(tree.node(key: "title", in: row)?.props.text?.string == "row 1")
        #expect(tree.node(key: "row-2", in: row) == nil)
    }

    @Test func frameInRootAddsTheOriginsOfEveryAncestor() {
        let tree = mounted
        // padding 3, header 10 tall, list padding 7, rows 20 tall, row padding 5, box 10 wide.
        let expected = Rect(x: 3 + 5 + 10, y: 3 + 10 + 7 + 3 * 20 + 5, width: 50, height: 10)
        #expect(tree.frameInRoot(path: ["list", "row-3", "title"]) == expected)
        #expect(layout.frameInRoot(path: ["list", "row-3", "title"]) == expected)
        let title = tree.node(path: ["list", "row-3", "title"])!
        #expect(tree.frameInRoot(of: title.id) == expected)
        #expect(tree.frameInRoot(of: tree.root!.id) == tree.root!.frame)
        #expect(tree.frameInRoot(of: ViewID(9_999)) == nil)
    }
}
