import Commands
import LayoutLint
import Render
import SnapshotReports
import Testing
import TrellisElements
import TrellisCairo
import TrellisCatalog
@testable import TrellisSnapshots
import Typesetting
import TrellisScreens

/// Each lint rule on small element trees, laid out on iPhone X with the renderer's Pango measurer:
/// one tree that breaks the rule, one that keeps it.
@Suite struct LintTests {
    static let measurer = ScreenRenderer.shared.measurer(for: DisplayConfiguration(device: .iPhoneX))
    static let tap = Command("tap") {}
    static let long = "Honda Civic 1.8 automatic, one owner, full service history, winter tyres included"

    func findings(_ element: some ElementConvertible, lint: SnapshotLint = SnapshotLint(),
                  configuration: DisplayConfiguration = DisplayConfiguration(device: .iPhoneX)) -> [LintFinding] {
        let environment = configuration.environment(textMeasurer: Self.measurer)
        let layout = LayoutSession.layout(element.element, in: configuration.deviceConfiguration.size, environment: environment)
        return lint.findings(in: layout, on: configuration, measurer: Self.measurer, snapshot: "card-default-\(configuration.name)")
    }

    /// Inside the safe area, so only the rule under test can fire.
    func screen(@ElementBuilder _ children: () -> [Element]) -> Element {
        Box(children).element.paddingSafeArea()
    }

    func rules(_ findings: [LintFinding]) -> [String] { findings.map(\.rule) }

    @Test("clipped-text: a text in a frame too small for its lines is cut off; one that fits is not")
    func clippedText() throws {
        let clipped = findings(screen { Text(Self.long).element.size(width: 120, height: 20).id("title") })
        let finding = try #require(clipped.first { $0.rule == "clipped-text" })
        #expect(finding.key == "title" && finding.kind == "text" && finding.path.hasSuffix("/title"))
        #expect(finding.snapshot == "card-default-iphone-x")
        #expect(finding.message.contains("but its frame gives 120×20 pt"))
        #expect(findings(screen { Text(Self.long).element.width(120).id("title") }).isEmpty)
    }

    @Test("clipped-text: a clipping ancestor that does not contain the text cuts it off")
    func clippedByAncestor() throws {
        let tree = screen {
            Box { Text("Price").element.position(top: 30, leading: 0).id("price") }.element.size(width: 200, height: 40).clipped().id("card")
        }
        let finding = try #require(findings(tree).first { $0.rule == "clipped-text" })
        #expect(finding.key == "price" && finding.message.contains("cut off by `"))
        let unclipped = screen {
            Box { Text("Price").element.position(top: 0, leading: 0).id("price") }.element.size(width: 200, height: 40).clipped().id("card")
        }
        #expect(findings(unclipped).isEmpty)
        // Hidden entirely (a scroll view's content below the fold) is scrolled away, not cut off.
        let scrolledAway = Box {
            Box { Text("Price").element.position(top: 900, leading: 0).id("price") }.element.size(width: 200, height: 40)
                .clipped().id("scroll")
        }.element.paddingSafeArea()
        #expect(findings(scrolledAway).isEmpty)
    }

    @Test("truncated-text: a line limit that cuts text off is a finding unless the text may be truncated")
    func truncatedText() throws {
        let tree = screen { Text(Self.long).lineLimit(1).element.width(150).id("subtitle") }
        let finding = try #require(findings(tree).first { $0.rule == "truncated-text" })
        #expect(finding.key == "subtitle" && finding.message.contains("truncated to 1 line(s)"))
        #expect(findings(tree, lint: SnapshotLint(truncationAllowed: ["subtitle"])).isEmpty)
        #expect(findings(screen { Text("Short").lineLimit(1).element.width(150).id("subtitle") }).isEmpty)
    }

    @Test("outside-safe-area: text under the notch is a finding; a background there is not; padded content is not")
    func outsideSafeArea() throws {
        let unsafe = findings(Box { Text("Ready").element.id("status") }.element)
        let finding = try #require(unsafe.first { $0.rule == "outside-safe-area" })
        #expect(finding.key == "status" && finding.message.contains("into the top inset (44 pt)"))
        #expect(findings(Box { Text("Ready").element.id("status") }.element.paddingSafeArea()).isEmpty)
        #expect(findings(Box().element.background(.black).size(width: 375, height: 812)).isEmpty)
    }

    @Test("outside-safe-area: in landscape the notch side is unsafe")
    func outsideSafeAreaLandscape() throws {
        let configuration = DisplayConfiguration(device: .iPhoneX, orientation: .landscape)
        let tree = Box { Text("Ready").element.position(top: 40, leading: 0).id("status") }.element
        #expect(rules(findings(tree, configuration: configuration)).contains("outside-safe-area"))
        let padded = Box { Text("Ready").element.position(top: 40, leading: 60).id("status") }.element
        #expect(findings(padded, configuration: configuration).isEmpty)
    }

    @Test("small-tap-target: tap targets under 44×44 pt are findings; 44×44 pt is enough")
    func smallTapTarget() throws {
        let small = findings(screen { Box().element.size(30).onTap(Self.tap).accessibilityLabel("Close").id("close") })
        let finding = try #require(small.first)
        #expect(small.count == 1 && finding.rule == "small-tap-target" && finding.key == "close")
        #expect(finding.message == "tap target 30×30 pt is smaller than 44×44 pt")
        #expect(findings(screen { Box().element.size(44).onTap(Self.tap).accessibilityLabel("Close").id("close") }).isEmpty)
    }

    @Test("overlapping-tap-targets: two tap targets that overlap are a finding; apart or nested they are not")
    func overlappingTapTargets() throws {
        func pair(second top: Float, leading: Float) -> Element {
            screen {
                Box().element.size(60).position(top: 100, leading: 0).onTap(Self.tap).accessibilityLabel("A").id("a")
                Box().element.size(60).position(top: .points(top), leading: .points(leading)).onTap(Self.tap)
                    .accessibilityLabel("B").id("b")
            }
        }
        let overlapping = findings(pair(second: 120, leading: 30))
        let finding = try #require(overlapping.first)
        #expect(overlapping.count == 1 && finding.rule == "overlapping-tap-targets" && finding.key == "b")
        #expect(finding.message.contains("overlaps `") && finding.message.contains("/a` by 30×40 pt"))
        #expect(findings(pair(second: 100, leading: 70)).isEmpty)
        let nested = screen {
            Box { Box().element.size(44).onTap(Self.tap).accessibilityLabel("Like").id("like") }.element
                .size(100).onTap(Self.tap).accessibilityLabel("Card").id("card")
        }
        #expect(findings(nested).isEmpty)
    }

    @Test("low-contrast: grey text on white is below 4.5:1; black is not; large text needs only 3:1")
    func lowContrast() throws {
        let grey = findings(screen { Text("Sold").foreground(Color(rgb: 0xAAAAAA)).element.id("status") })
        let finding = try #require(grey.first)
        #expect(grey.count == 1 && finding.rule == "low-contrast" && finding.key == "status")
        #expect(finding.message.contains("contrast 2.32:1") && finding.message.contains("below WCAG AA 4.5:1"))
        #expect(findings(screen { Text("Sold").foreground(.black).element.id("status") }).isEmpty)
        // #888888 on white is 3.54:1: too little for 17 pt, enough for 24 pt or 14 pt bold.
        let mid = Color(rgb: 0x888888)
        #expect(rules(findings(screen { Text("Sold").foreground(mid).font(size: 17).element })) == ["low-contrast"])
        #expect(findings(screen { Text("Sold").foreground(mid).font(size: 24).element }).isEmpty)
        #expect(findings(screen { Text("Sold").foreground(mid).font(size: 14, weight: .bold).element }).isEmpty)
    }

    @Test("low-contrast: the background behind a text is composited from its ancestors and the color scheme")
    func contrastAgainstBackgrounds() throws {
        // White text: fine on the dark scheme's black screen, a finding on a pale yellow card.
        let dark = DisplayConfiguration(device: .iPhoneX, colorScheme: .dark)
        #expect(findings(screen { Text("Sold").foreground(.white).element }, configuration: dark).isEmpty)
        let card = screen { Box { Text("Sold").foreground(.white).element.id("label") }.element.background(Color(rgb: 0xFFF3B0)) }
        #expect(rules(findings(card, configuration: dark)) == ["low-contrast"])
        // Half-transparent black text on white: 0x7F7F7F-ish, below 4.5:1.
        #expect(rules(findings(screen { Text("Sold").foreground(.black).element.opacity(0.5) })) == ["low-contrast"])
    }

    @Test("every semantic text colour passes WCAG AA (4.5:1) on every semantic background, light and dark")
    func semanticTextColoursPassAAOnEveryBackground() throws {
        var failures: [String] = []
        for scheme in ColorScheme.allCases {
            for (textName, text) in ThemedColor.textColors {
                for (backgroundName, background) in ThemedColor.backgrounds {
                    let ratio = text.resolved(in: scheme).contrastRatio(with: background.resolved(in: scheme))
                    if ratio < 4.5 { failures.append("\(textName) on \(backgroundName) (\(scheme)): \(ratio)") }
                }
            }
        }
        #expect(failures.isEmpty, "below 4.5:1: \(failures.joined(separator: ", "))")
        #expect(ThemedColor.textColors.count >= 7 && ThemedColor.backgrounds.count >= 4)
        // The lint agrees: 15-pt captions in every text colour on every background, in both schemes.
        for scheme in ColorScheme.allCases {
            let tree = screen {
                for background in ThemedColor.backgrounds {
                    Box {
                        for text in ThemedColor.textColors { Text(text.name).foreground(text.color).font(size: 15).element.id(text.name) }
                    }.element.background(background.color).id(background.name)
                }
            }
            let found = findings(tree, lint: SnapshotLint(rules: [.lowContrast]),
                                 configuration: DisplayConfiguration(device: .iPhoneX, colorScheme: scheme))
            #expect(found.isEmpty, "\(scheme): \(found.map(\.description).joined(separator: "\n"))")
        }
    }

    @Test("missing-accessibility-label: a tappable icon without label or text is a finding; a label or a text fixes it")
    func missingAccessibilityLabel() throws {
        let unlabelled = findings(screen { Box().element.size(44).onTap(Self.tap).id("favourite") })
        let finding = try #require(unlabelled.first)
        #expect(unlabelled.count == 1 && finding.rule == "missing-accessibility-label" && finding.key == "favourite")
        #expect(findings(screen { Box().element.size(44).onTap(Self.tap).accessibilityLabel("Favourite").id("favourite") }).isEmpty)
        #expect(findings(screen { Box { Text("Buy").element }.element.size(width: 100, height: 44).onTap(Self.tap) }).isEmpty)
    }

    @Test("only the chosen rules report; TRELLIS_SNAPSHOT_LINT picks them or names an unknown one")
    func rulesAreChosen() throws {
        let tree = screen { Box().element.size(30).onTap(Self.tap).id("x") }
        #expect(Set(rules(findings(tree))) == ["small-tap-target", "missing-accessibility-label"])
        #expect(rules(findings(tree, lint: SnapshotLint(rules: [.smallTapTarget]))) == ["small-tap-target"])
        #expect(try SnapshotLint.current([:]) == nil)
        #expect(try SnapshotLint.current(["TRELLIS_SNAPSHOT_LINT": "all"]) == SnapshotLint())
        #expect(try SnapshotLint.current(["TRELLIS_SNAPSHOT_LINT": "low-contrast, small-tap-target"])?.rules
            == [.lowContrast, .smallTapTarget])
        #expect(throws: SnapshotLintError.unknownRule("tiny-targets")) {
            try SnapshotLint.current(["TRELLIS_SNAPSHOT_LINT": "tiny-targets"])
        }
    }
}

/// Sidecars, the layout diff and lint read what is placed, rows of scroll containers included.
@Suite struct PlacedLayoutTests {
    @Test("A shot's layout holds the rows of its scroll content, and lint finds what is inside them")
    func shotsSeeInsideScrollContainers() async throws {
        let inbox = try Catalog.demo().entry(named: "inbox")
        let shot = try await ScreenRenderer().render(inbox, sample: inbox.defaultSample.name,
                                                     on: DisplayConfiguration(device: .iPhoneSE))
        let paths = TreeSnapshots.flatten(shot.layout).map(\.path)
        #expect(paths.contains { $0.hasPrefix("inbox/messages/content/m0/") }, "rows are in the layout: \(paths.prefix(8))")
        let findings = SnapshotLint().findings(in: shot, renderer: ScreenRenderer())
        #expect(findings.contains { $0.path.contains("/content/m0/") }, "lint reads the rows: \(findings.map(\.path))")
    }
}
