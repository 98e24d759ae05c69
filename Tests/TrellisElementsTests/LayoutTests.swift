import Flexbox
import Synchronization
import Render
import ElementTestSupport
import Testing
import Typesetting
@testable import TrellisElements

/// The layout pass with a fixed-advance measurer (10 pt per character, 10 pt lines).
@Suite struct LayoutTests {
    let environment = TrellisElements.Environment(displayScale: 1, textMeasurer: FixedAdvanceMeasurer())
    let screen = Render.Size(width: 300, height: 600)

    func layout(_ element: some ElementConvertible, environment: TrellisElements.Environment? = nil) -> LayoutNode {
        LayoutSession.layout(element.element, in: screen, environment: environment ?? self.environment)
    }

    @Test func theTalksCardLaysOutLikeItsManualLayout() {
        // Row { Column { title; subtitle }.flex(grow: 1); Image.size(120) }.padding(8) at 300 wide.
        let card = Row {
            Column {
                Text("Title").margin(bottom: 8)
                Text("Subtitle")
            }.flex(grow: 1, shrink: 1)
            Image("banner").size(120)
        }.padding(8)
        let root = layout(Column { card })
        let row = root.children[0]
        #expect(row.frame == Rect(x: 0, y: 0, width: 300, height: 136))
        #expect(row.children[0].frame == Rect(x: 8, y: 8, width: 164, height: 120))
        #expect(row.children[0].children[0].frame == Rect(x: 0, y: 0, width: 164, height: 10))
        #expect(row.children[0].children[1].frame == Rect(x: 0, y: 18, width: 164, height: 10))
        #expect(row.children[1].frame == Rect(x: 172, y: 8, width: 120, height: 120))
    }

    @Test func textWrapsToTheWidthItIsGiven() {
        let root = layout(Column { Text("aaaa bbbb cccc").width(90) })
        #expect(root.children[0].frame.size == Render.Size(width: 90, height: 20))
    }

    @Test func rightToLeftMirrorsRowsAndLeadingPadding() {
        let row = Row {
            Text("ab").id("first")
            Text("cd").id("second")
        }.padding(leading: 10)
        let rtl = TrellisElements.Environment(layoutDirection: .rightToLeft, textMeasurer: FixedAdvanceMeasurer())
        let ltrNode = layout(Column { row }).children[0]
        let rtlNode = layout(Column { row }, environment: rtl).children[0]
        #expect(ltrNode.children.map(\.frame.minX) == [10, 30])
        #expect(rtlNode.children.map(\.frame.minX) == [270, 250])
    }

    @Test func naturalTextAlignmentFollowsTheLayoutDirection() {
        let rtl = TrellisElements.Environment(layoutDirection: .rightToLeft, textMeasurer: FixedAdvanceMeasurer())
        #expect(layout(Text("a")).props.text?.paragraph.alignment == .left)
        #expect(layout(Text("a"), environment: rtl).props.text?.paragraph.alignment == .right)
        #expect(layout(Text("a").alignment(.center), environment: rtl).props.text?.paragraph.alignment == .center)
    }

    @Test func dynamicTypeMultipliesFontSizes() {
        let large = TrellisElements.Environment(textSizeMultiplier: 1.5, textMeasurer: FixedAdvanceMeasurer())
        #expect(layout(Text("a").font(size: 20), environment: large).props.text?.runs.first?.attributes.size == 30)
    }

    @Test func attributedTextKeepsItsRunsAndGetsDynamicTypeAndDirection() {
        let bold = TextAttributes(size: 20, weight: .bold)
        let text = AttributedText(runs: [TextRun("360 000 ₽", bold), TextRun(" · 2006", TextAttributes(size: 10))])
        let large = TrellisElements.Environment(layoutDirection: .rightToLeft, textSizeMultiplier: 2, textMeasurer: FixedAdvanceMeasurer())
        let resolved = layout(Text(attributed: text), environment: large).props.text!
        #expect(resolved.runs.map(\.text) == ["360 000 ₽", " · 2006"])
        #expect(resolved.runs.map(\.attributes.size) == [40, 20])
        #expect(resolved.runs[0].attributes.weight == .bold)
        #expect(resolved.paragraph.alignment == .right)
        // Measured as one text: 9 + 7 characters at 10 pt.
        #expect(layout(Column(alignment: .flexStart) { Text(attributed: text) }).children[0].frame.width == 160)
    }

    @Test("attributed runs without a colour follow the scheme in the label colour, as spans do; a run's own colour stays")
    func attributedRunsWithoutAColourFollowTheScheme() throws {
        let orange = Color(rgb: 0xFF9500)
        let text = AttributedText(runs: [TextRun("360 000 ₽", TextAttributes(size: 20, weight: .bold)),
                                         TextRun(" · 2006", TextAttributes(size: 10, color: orange))])
        for scheme in ColorScheme.allCases {
            let environment = TrellisElements.Environment(colorScheme: scheme, textMeasurer: FixedAdvanceMeasurer())
            let attributed = try #require(layout(Text(attributed: text), environment: environment).props.text)
            let spans = try #require(layout(Text(spans: [TextSpan("360 000 ₽")]), environment: environment).props.text)
            #expect(attributed.runs.map(\.attributes.color) == [ThemedColor.label.resolved(in: scheme), orange])
            #expect(attributed.runs[0].attributes.color == spans.runs[0].attributes.color)
        }
    }

    @Test func spansTakeThemedColorsAndDefaultToTheTextsForegroundInDarkMode() {
        let dark = TrellisElements.Environment(textSizeMultiplier: 2, colorScheme: .dark, textMeasurer: FixedAdvanceMeasurer())
        let star = ThemedColor(light: Color(rgb: 0xFF9500), dark: Color(rgb: 0xFF9F0A))
        let text = Text(spans: [TextSpan("4.8", weight: .bold), TextSpan(" ★", color: star),
                                TextSpan(" 1 990 ₽", size: 12, strikethrough: true)])
            .font(size: 15).foreground(.label)
        let resolved = layout(text, environment: dark).props.text!
        #expect(resolved.string == "4.8 ★ 1 990 ₽")
        #expect(resolved.runs.map(\.attributes.color) == [ThemedColor.label.dark, star.dark, ThemedColor.label.dark])
        #expect(resolved.runs.map(\.attributes.size) == [30, 30, 24])
        #expect(resolved.runs.map(\.attributes.weight) == [.bold, .regular, .regular])
        #expect(resolved.runs.map(\.attributes.strikethrough) == [false, false, true])
        #expect(layout(text).props.text!.runs[0].attributes.color == ThemedColor.label.light)
    }

    @Test func textStylesFollowIOSsDynamicTypeTableNotAMultiplier() {
        func size(_ style: DynamicTypeStyle, _ category: TextSizeCategory) -> Double? {
            let environment = TrellisElements.Environment(textSizeMultiplier: category.multiplier, textMeasurer: FixedAdvanceMeasurer())
            return layout(Text("A").font(style), environment: environment).props.text?.runs.first?.attributes.size
        }
        #expect(size(.body, .large) == 17)
        #expect(size(.caption2, .extraSmall) == 11)
        #expect(size(.caption2, .accessibilityExtraExtraExtraLarge) == 41)
        #expect(size(.largeTitle, .accessibilityExtraExtraExtraLarge) == 60)
        #expect(size(.footnote, .extraExtraExtraLarge) == 19)
        #expect(size(.title1, .small) == 26)
        // A fixed line height grows with the style's size.
        let ax5 = TrellisElements.Environment(textSizeMultiplier: TextSizeCategory.accessibilityExtraExtraExtraLarge.multiplier,
                                      textMeasurer: FixedAdvanceMeasurer())
        let lineHeight = layout(Text("A").font(.largeTitle, lineHeight: 41), environment: ax5).props.text?.paragraph.lineHeight
        guard case .points(let points) = lineHeight else { Issue.record("no fixed line height"); return }
        #expect(abs(points - 41.0 * 60 / 34) < 1e-9)
    }

    @Test func aTextStyleIsOneTypeScaleSizeAndLineHeightAtLargeBothGrowingWithTheCategory() {
        let large = TrellisElements.Environment(textMeasurer: FixedAdvanceMeasurer())
        let ax5 = TrellisElements.Environment(textSizeMultiplier: TextSizeCategory.accessibilityExtraExtraExtraLarge.multiplier,
                                              textMeasurer: FixedAdvanceMeasurer())
        func font(_ style: DynamicTypeStyle, _ environment: TrellisElements.Environment) -> (size: Double, lineHeight: Double?) {
            let text = layout(Text("A").font(style, weight: .bold), environment: environment).props.text
            guard case .points(let points)? = text?.paragraph.lineHeight else { return (text?.runs.first?.attributes.size ?? 0, nil) }
            return (text?.runs.first?.attributes.size ?? 0, points)
        }
        #expect(font(.largeTitle, large) == (34, 41))
        #expect(font(.title1, large) == (28, 34))
        #expect(font(.caption2, large) == (11, 13))
        let grown = font(.title1, ax5)
        #expect(abs(grown.size - 58) < 1e-9, "title1 at AX5: \(grown)")
        #expect(abs((grown.lineHeight ?? 0) - 34.0 * 58 / 28) < 1e-9, "\(grown)")
    }

    @Test func themedColorsResolveForTheColorScheme() {
        let dark = TrellisElements.Environment(colorScheme: .dark, textMeasurer: FixedAdvanceMeasurer())
        let box = Box().background(ThemedColor(light: .white, dark: .black))
        #expect(layout(box).props.background == .white)
        #expect(layout(box, environment: dark).props.background == .black)
    }

    @Test func separatorsAreOneDevicePixelThick() {
        let scale3 = TrellisElements.Environment(displayScale: 3, textMeasurer: FixedAdvanceMeasurer())
        let node = layout(Column { Separator() }, environment: scale3).children[0]
        #expect(abs(node.frame.height - 1.0 / 3) < 1e-6)
        #expect(node.frame.width == 300)
    }

    @Test func spacersTakeTheFreeSpaceButAreNotMounted() {
        let root = layout(Row { Text("a"); Spacer(); Text("b") })
        #expect(root.children.count == 2)
        #expect(root.children[1].frame.minX == 290)
    }

    @Test func hiddenElementsAreNeitherLaidOutNorMounted() {
        let root = layout(Column { Text("a").hidden(); Text("b") })
        #expect(root.children.count == 1)
        #expect(root.children[0].frame.minY == 0)
    }

    @Test func safeAreaInsetsAddToPaddingOnTheRequestedEdges() {
        let notch = TrellisElements.Environment(safeArea: EdgeInsets(top: 44, left: 0, bottom: 34, right: 0),
                                        textMeasurer: FixedAdvanceMeasurer())
        let root = layout(Column { Text("a") }.padding(top: 10).paddingSafeArea([.top]), environment: notch)
        #expect(root.children[0].frame.minY == 54)
    }

    @Test func imagesUseTheirNaturalSizeUnlessSized() {
        let root = layout(Column(alignment: .flexStart) {
            Image("a", size: Render.Size(width: 40, height: 30))
            Image("b", size: Render.Size(width: 40, height: 30)).size(10)
        })
        #expect(root.children.map(\.frame.size) == [Render.Size(width: 40, height: 30), Render.Size(width: 10, height: 10)])
    }

    @Test func aFreshSessionAndAReusedSessionGiveTheSameTree() {
        let session = LayoutSession()
        let first = Column { Text("one"); Row { Text("a"); Text("b") } }
        let second = Column { Text("one, changed"); Row { Text("a"); Text("b") } }
        _ = session.layout(first.element, in: screen, environment: environment)
        let reused = session.layout(second.element, in: screen, environment: environment)
        #expect(reused == LayoutSession.layout(second.element, in: screen, environment: environment))
    }

    @Test func anUnchangedTreeCreatesNoFlexNodesOnTheNextPass() {
        let session = LayoutSession()
        let tree = Column { Text("one"); Row { Text("a"); Text("b") } }.element
        _ = session.layout(tree, in: screen, environment: environment)
        #expect(session.lastCreatedNodeCount == 5)
        _ = session.layout(tree, in: screen, environment: environment)
        #expect(session.lastCreatedNodeCount == 0)
        #expect(session.nodeCount == 5)
    }

    @Test func aChangedTextRemeasuresOnlyItself() {
        let counter = CountingMeasurer()
        let env = TrellisElements.Environment(textMeasurer: counter)
        let session = LayoutSession()
        func tree(_ title: String) -> Element {
            Column { Text(title); ForEach(0..<20, id: \.self) { Text("row \($0)") } }.element
        }
        _ = session.layout(tree("title"), in: screen, environment: env)
        let before = counter.count
        _ = session.layout(tree("other title"), in: screen, environment: env)
        let remeasured = Set(counter.strings.dropFirst(before))
        #expect(remeasured == ["other title"])
    }

    @Test func removedAndReorderedChildrenReuseTheirFlexNodes() {
        let session = LayoutSession()
        let a = Column { ForEach(["a", "b", "c"], id: \.self) { Text($0) } }.element
        let b = Column { ForEach(["c", "a"], id: \.self) { Text($0) } }.element
        _ = session.layout(a, in: screen, environment: environment)
        let node = session.layout(b, in: screen, environment: environment)
        #expect(session.lastCreatedNodeCount == 0)
        #expect(session.nodeCount == 3)
        #expect(node.children.map { $0.props.text?.string } == ["c", "a"])
        #expect(node.children.map(\.frame.minY) == [0, 10])
    }

    @Test func layoutRunsOffTheMainActorConcurrentlyAndGivesTheSameTree() async {
        let session = LayoutSession()
        let environment = self.environment
        let screen = self.screen
        func tree(_ index: Int) -> Element {
            Column { Text("title \(index % 3)"); Row { Text("a"); Spacer(); Text("b") } }.element
        }
        let results = await withTaskGroup(of: (Int, LayoutNode).self) { group in
            for index in 0..<24 {
                group.addTask { (index, session.layout(tree(index), in: screen, environment: environment)) }
            }
            var results: [(Int, LayoutNode)] = []
            for await result in group { results.append(result) }
            return results
        }
        for (index, node) in results {
            #expect(node == LayoutSession.layout(tree(index), in: screen, environment: environment))
        }
    }

    @Test func aTwoThousandLevelDeepTreeLaysOutAndMounts() {
        var element = Text("leaf").element
        for _ in 0..<2_000 { element = Element(content: .box, children: [element]).padding(top: 1) }
        let node = LayoutSession.layout(element, in: screen, environment: environment)
        var depth = 0
        var cursor = node
        var y = 0.0
        while let child = cursor.children.first {
            depth += 1
            y += child.frame.minY
            cursor = child
        }
        #expect(depth == 2_000)
        #expect(y == 2_000)
        #expect(cursor.props.text?.string == "leaf")
        let (tree, instructions) = Reconciler().reconcile(MountedTree(), to: node)
        #expect(tree.count == 2_001)
        var host = HeadlessHost()
        #expect(throws: Never.self) { try host.apply(instructions) }
        #expect(host.views.count == 2_001)
        #expect(Reconciler().reconcile(tree, to: node).instructions.isEmpty)
    }
}

