import Render
import Testing
import Typesetting
@testable import TrellisElements

@Suite struct HeadlessHostTests {
    let a = ViewID(1), b = ViewID(2)

    func host(_ instructions: [MountInstruction]) throws(MountError) -> HeadlessHost {
        var host = HeadlessHost()
        try host.apply(instructions)
        return host
    }

    @Test func printsKindHandleFrameAndText() throws {
        let host = try host([
            .create(a, kind: .box, props: ViewProps(), frame: Rect(x: 0, y: 0, width: 375, height: 812)),
            .create(b, kind: .text, props: ViewProps(content: .text(AttributedText("Позвонить"))), frame: Rect(x: 16, y: 8.5, width: 343, height: 22)),
            .insert(b, parent: a, index: 0),
            .insert(a, parent: nil, index: 0),
        ])
        #expect(host.dump() == """
            box v1 [0 0 375×812]
              text v2 [16 8.5 343×22] "Позвонить"
            """)
    }

    @Test func instructionsForUnknownViewsAreErrors() {
        #expect(throws: MountError.self) { try host([.update(a, changes: [.opacity(0.5)])]) }
        #expect(throws: MountError.self) { try host([.setFrame(a, .zero)]) }
        #expect(throws: MountError.self) { try host([.remove(a)]) }
    }

    @Test func attachingTwiceOrOutOfRangeIsAnError() {
        #expect(throws: MountError.self) {
            try host([.create(a, kind: .box, props: ViewProps(), frame: .zero), .insert(a, parent: nil, index: 0), .insert(a, parent: nil, index: 0)])
        }
        #expect(throws: MountError.self) {
            try host([.create(a, kind: .box, props: ViewProps(), frame: .zero), .create(b, kind: .box, props: ViewProps(), frame: .zero),
                      .insert(b, parent: a, index: 3)])
        }
        #expect(throws: MountError.self) { try host([.create(a, kind: .box, props: ViewProps(), frame: .zero), .create(a, kind: .box, props: ViewProps(), frame: .zero)]) }
    }

    @Test func aMoveOutOfRangeIsAnErrorAndLeavesTheChildInPlace() throws {
        let c = ViewID(3)
        var host = try host([
            .create(a, kind: .box, props: ViewProps(), frame: .zero), .create(b, kind: .text, props: ViewProps(), frame: .zero),
            .create(c, kind: .text, props: ViewProps(), frame: .zero),
            .insert(b, parent: a, index: 0), .insert(c, parent: a, index: 1), .insert(a, parent: nil, index: 0),
        ])
        for index in [-1, 2] {
            #expect(throws: MountError(.move(b, parent: a, index: index), "index out of range")) {
                try host.apply([.move(b, parent: a, index: index)])
            }
            #expect(host.views[a]?.children == [b, c])
        }
        try host.apply([.move(b, parent: a, index: 1)])
        #expect(host.views[a]?.children == [c, b])
    }

    @Test func dumpsPrintValuesNoIntHoldsInsteadOfTrapping() throws {
        let host = try host([
            .create(a, kind: .box, props: ViewProps(opacity: .infinity), frame: .zero),
            .setFrame(a, Rect(x: -.infinity, y: 1e20, width: 2.5, height: 0)),
            .insert(a, parent: nil, index: 0),
        ])
        #expect(host.dump() == "box v1 [-inf 1e+20 2.5×0] opacity=inf")
    }

    @Test func removingAViewDiscardsItsSubtree() throws {
        let host = try host([
            .create(a, kind: .box, props: ViewProps(), frame: .zero), .create(b, kind: .text, props: ViewProps(), frame: .zero),
            .insert(b, parent: a, index: 0), .insert(a, parent: nil, index: 0), .remove(a),
        ])
        #expect(host.views.isEmpty)
        #expect(host.roots.isEmpty)
        #expect(host.createdCount == 2)
    }

    @Test func updatesChangeOnlyTheGivenProperties() throws {
        let host = try host([
            .create(a, kind: .box, props: ViewProps(background: .black, opacity: 1), frame: .zero),
            .update(a, changes: [.opacity(0.5)]),
        ])
        #expect(host.views[a]?.props == ViewProps(background: .black, opacity: 0.5))
    }

    @Test func theDumpShowsWhereAPaddedTextIsDrawn() throws {
        let environment = TrellisElements.Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer())
        let root = LayoutSession.layout(Column { Text("hi").padding(5) }.element,
                                        in: Size(width: 100, height: 100), environment: environment)
        let mounted = Reconciler().reconcile(MountedTree(), to: root)
        var host = HeadlessHost()
        try host.apply(mounted.instructions)
        #expect(host.dump() == """
            box v1 [0 0 100×100]
              text v2 [0 0 100×20] "hi" content=[5 5 90×10]
            """)
    }
}
