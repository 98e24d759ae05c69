import Render
import Testing
import Typesetting
@testable import TrellisElements

@Suite struct DisplayListBuilderTests {
    func mount(_ root: LayoutNode) -> MountedTree {
        Reconciler().reconcile(MountedTree(), to: root).tree
    }

    @Test func framesBecomeAbsoluteAndPaintInTreeOrder() {
        let label = LayoutNode(kind: .text, frame: Rect(x: 5, y: 6, width: 50, height: 20),
                               props: ViewProps(content: .text(AttributedText("hi"))))
        let card = LayoutNode(kind: .box, frame: Rect(x: 10, y: 20, width: 100, height: 50),
                              props: ViewProps(background: .black, cornerRadii: CornerRadii(8)), children: [label])
        let root = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 200, height: 100), children: [card])
        let list = DisplayListBuilder().displayList(of: mount(root), size: Size(width: 200, height: 100))
        #expect(list.items == [
            .fill(Rect(x: 10, y: 20, width: 100, height: 50), radii: CornerRadii(8), color: .black),
            .text(AttributedText("hi"), frame: Rect(x: 15, y: 26, width: 50, height: 20)),
        ])
    }

    @Test func opacityGroupsTheSubtreeAndClippingClipsOnlyChildren() {
        let child = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 10, height: 10), props: ViewProps(background: .white))
        let box = LayoutNode(kind: .box, frame: Rect(x: 1, y: 1, width: 20, height: 20),
                             props: ViewProps(background: .black, borderWidth: 1, borderColor: .white,
                                              opacity: 0.5, clipsContent: true), children: [child])
        let list = DisplayListBuilder().displayList(of: mount(box), size: Size(width: 30, height: 30))
        #expect(list.items.map(\.kindName) == ["pushOpacity", "fill", "pushClip", "fill", "pop", "border", "pop"])
        #expect(list.validate().isEmpty)
    }

    @Test func fullyTransparentSubtreesDrawNothing() {
        let box = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 20, height: 20),
                             props: ViewProps(background: .black, opacity: 0))
        #expect(DisplayListBuilder().displayList(of: mount(box), size: Size(width: 20, height: 20)).items.isEmpty)
    }

    @Test func imagesDrawADeterministicPlaceholder() {
        let image = LayoutNode(kind: .image, frame: Rect(x: 0, y: 0, width: 120, height: 120),
                               props: ViewProps(content: .image(ResolvedImage(source: "banner", contentMode: .aspectFit,
                                                                     placeholder: Color(rgb: 0xF2F2F7)))))
        let first = DisplayListBuilder().displayList(of: mount(image), size: Size(width: 120, height: 120))
        let second = DisplayListBuilder().displayList(of: mount(image), size: Size(width: 120, height: 120))
        #expect(first == second)
        #expect(first.items.first == .fill(Rect(x: 0, y: 0, width: 120, height: 120), radii: .zero, color: Color(rgb: 0xF2F2F7)))
    }

    @Test("the image placeholder's pictogram shows on the dark scheme's fill as on the light one's")
    func thePlaceholderPictogramIsVisibleInBothSchemes() throws {
        for scheme in ColorScheme.allCases {
            let environment = TrellisElements.Environment(displayScale: 3, colorScheme: scheme, textMeasurer: FixedAdvanceMeasurer())
            let root = LayoutSession.layout(Image("avatar").element.size(120), in: Size(width: 120, height: 120), environment: environment)
            let list = DisplayListBuilder().displayList(of: mount(root), size: Size(width: 120, height: 120))
            let colors = list.items.compactMap { item -> Color? in if case .fill(_, _, let color) = item { color } else { nil } }
            let fill = ThemedColor.secondaryBackground.resolved(in: scheme)
            #expect(colors.count == 3 && colors[0] == fill, "\(scheme): \(colors)")
            // The sun and the hill: lighter than the dark fill, darker than the light one.
            for ink in colors.dropFirst() {
                #expect(ink.contrastRatio(with: fill) > 1.8, "\(scheme): \(ink) on \(fill)")
                #expect((ink.relativeLuminance > fill.relativeLuminance) == (scheme == .dark))
                #expect(ink.red == ink.green || abs(ink.red - ink.green) < 0.02, "a grey fill gets a grey ink")
            }
        }
    }

    /// Padding is laid out around the measured text, so the text must be drawn (and wrapped)
    /// inside the content box, not from the frame's corner at the frame's width.
    @Test func paddedTextIsDrawnInsideItsContentBox() throws {
        let environment = TrellisElements.Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer())
        let element = Column {
            Text("aaaa bbbb").padding(top: 4, leading: 8, bottom: 6, trailing: 12).width(70)
        }
        let root = LayoutSession.layout(element.element, in: Size(width: 200, height: 100), environment: environment)
        let list = DisplayListBuilder().displayList(of: mount(root), size: Size(width: 200, height: 100))
        let frames = list.items.compactMap { item -> Rect? in
            if case .text(_, let frame) = item { return frame }
            return nil
        }
        // 70 wide minus 20 of padding leaves 50: "aaaa bbbb" wraps to two 10 pt lines.
        #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 70, height: 30))
        #expect(frames == [Rect(x: 8, y: 4, width: 50, height: 20)])
    }

    @Test("What is clipped is culled: 10,000 rows in a 100-point viewport draw the 4 rows inside it")
    func clippedContentIsCulled() {
        let rows = (0..<10_000).map { index in
            LayoutNode(kind: .text, frame: Rect(x: 0, y: Double(index) * 30, width: 100, height: 30),
                       props: ViewProps(content: .text(AttributedText("row \(index)"))))
        }
        let content = LayoutNode(kind: .box, frame: Rect(x: 0, y: -45, width: 100, height: 300_000), children: rows)
        let viewport = LayoutNode(kind: .box, frame: Rect(x: 0, y: 10, width: 100, height: 100),
                                  props: ViewProps(clipsContent: true), children: [content])
        let root = LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 100, height: 400), children: [viewport])
        let list = DisplayListBuilder().displayList(of: mount(root), size: Size(width: 100, height: 400))
        let texts = list.items.compactMap { item -> String? in
            if case .text(let text, _) = item { return text.string }
            return nil
        }
        // Content y = 45…145 is visible: rows 1…4.
        #expect(texts == ["row 1", "row 2", "row 3", "row 4"])
        // An unclipped child overflowing a hidden parent still draws.
        let overflow = LayoutNode(kind: .box, frame: Rect(x: 0, y: 500, width: 10, height: 10),
                                  children: [LayoutNode(kind: .box, frame: Rect(x: 0, y: -490, width: 10, height: 10),
                                                        props: ViewProps(background: .black))])
        let drawn = DisplayListBuilder().displayList(of: mount(LayoutNode(kind: .box, frame: Rect(x: 0, y: 0, width: 50, height: 50),
                                                                          children: [overflow])),
                                                     size: Size(width: 50, height: 50))
        #expect(drawn.items == [.fill(Rect(x: 0, y: 10, width: 10, height: 10), radii: .zero, color: .black)])
    }
}
