import CairoRender
import Render
import Testing
import TrellisScreens
import Typesetting
@testable import TrellisElements

/// Shadows, gradients, per-edge borders, shapes, switches, activity indicators, text fields,
/// control looks and asset images: element → ViewProps → display items → headless dump.
@Suite struct PrimitiveElementTests {
    func environment(_ scheme: ColorScheme = .light, _ direction: LayoutDirection = .leftToRight) -> TrellisElements.Environment {
        TrellisElements.Environment(layoutDirection: direction, colorScheme: scheme, textMeasurer: FixedAdvanceMeasurer())
    }

    /// `element` (keyed "x") laid out alone at the top left of a 200×200 screen and mounted.
    func mount(_ element: some ElementConvertible, _ scheme: ColorScheme = .light,
               _ direction: LayoutDirection = .leftToRight) -> MountedTree {
        let screen = Box { element.element.id("x") }.alignItems(.flexStart)
        let layout = LayoutSession.layout(screen, in: Size(width: 200, height: 200), environment: environment(scheme, direction))
        return Reconciler().reconcile(MountedTree(), to: layout).tree
    }

    func node(_ element: some ElementConvertible, _ scheme: ColorScheme = .light,
              _ direction: LayoutDirection = .leftToRight) -> MountedNode {
        mount(element, scheme, direction).node(key: "x")!
    }

    func items(_ tree: MountedTree) -> [DisplayItem] {
        DisplayListBuilder().displayList(of: tree, size: Size(width: 200, height: 200)).items
    }

    /// The headless dump's line of `element`, laid out as `mount` does (the container is line 1).
    func dump(_ element: some ElementConvertible) throws -> String {
        let screen = Box { element.element }.alignItems(.flexStart)
        let layout = LayoutSession.layout(screen, in: Size(width: 200, height: 200), environment: environment())
        var host = HeadlessHost()
        try host.apply(Reconciler().reconcile(MountedTree(), to: layout).instructions)
        let lines = host.dump().split(separator: "\n")
        return lines.count == 2 ? lines[1].trimmingPrefix("  ").description : host.dump()
    }

    static let black = Color(rgb: 0x000000)
    static let frame = Rect(x: 0, y: 0, width: 100, height: 50)

    // MARK: Shadow, gradient, per-edge borders

    @Test func aShadowIsResolvedPerSchemeAndDrawnBeforeTheBackground() {
        let card = Box().size(width: 100, height: 50).background(.background).cornerRadius(12)
            .shadow(color: ThemedColor(light: Self.black, dark: .white), blur: 12, y: 4, opacity: 0.3)
        let light = node(card).props.shadow
        #expect(light == Shadow(color: Self.black, offset: Point(x: 0, y: 4), blur: 12, opacity: 0.3))
        #expect(node(card, .dark).props.shadow?.color == .white)
        #expect(items(mount(card)) == [
            .shadow(Self.frame, radii: CornerRadii(12), shadow: light!),
            .fill(Self.frame, radii: CornerRadii(12), color: .white),
        ])
    }

    @Test func shadowNumbersAreKeptFinite() {
        let props = node(Box().size(10).shadow(blur: -.infinity, opacity: 7)).props.shadow!
        #expect(props.blur == 0 && props.opacity == 1)
    }

    @Test func aGradientFillsTheRoundedFrameOverTheBackground() {
        let blue = ThemedColor.accent.resolved(in: .light), purple = Color(rgb: 0x5E5CE6)
        let banner = Box().size(width: 100, height: 50).background(ThemedColor(Self.black)).cornerRadius(8)
            .background(GradientStyle([.accent, ThemedColor(purple)], angle: 135))
        let gradient = LinearGradient(colors: [blue, purple], angle: 135)
        #expect(node(banner).props.gradient == gradient)
        #expect(items(mount(banner)) == [.fill(Self.frame, radii: CornerRadii(8), color: Self.black),
                                         .gradient(Self.frame, radii: CornerRadii(8), gradient: gradient)])
    }

    @Test func leadingAndTrailingBordersFollowTheLayoutDirection() {
        let accent = ThemedColor.accent.resolved(in: .light), separator = ThemedColor.separator.resolved(in: .light)
        let row = Box().size(width: 100, height: 50)
            .border(leading: Border(width: 3, color: .accent), bottom: Border(width: 0.5, color: .separator))
        let ltr = Borders(bottom: BorderSide(width: 0.5, color: separator), left: BorderSide(width: 3, color: accent))
        let rtl = Borders(right: BorderSide(width: 3, color: accent), bottom: BorderSide(width: 0.5, color: separator))
        #expect(node(row).props.edgeBorders == ltr)
        #expect(node(row, .light, .rightToLeft).props.edgeBorders == rtl)
        #expect(items(mount(row)) == [.borders(Self.frame, ltr)])
    }

    @Test func theDumpNamesShadowGradientAndBorders() throws {
        let box = Box().size(width: 100, height: 50).shadow(blur: 8, y: 2, opacity: 0.25)
            .background(GradientStyle([ThemedColor(Self.black), ThemedColor(.white)]))
            .border(bottom: Border(width: 1, color: ThemedColor(Self.black)))
        #expect(try dump(box) == "box v2 [0 0 100×50] shadow(0,2 blur 8 @0.25) gradient(0.5,0→0.5,1 #000000FF@0 #FFFFFFFF@1) borders(bottom=1)")
    }

    @Test func aShadowFadesInAndItsOffsetBlendsDuringATransition() {
        let reconciler = Reconciler()
        let from = reconciler.reconcile(MountedTree(), to: LayoutSession.layout(
            Box().size(10).element, in: Size(width: 10, height: 10), environment: environment())).tree
        let to = reconciler.reconcile(from, to: LayoutSession.layout(
            Box().size(10).shadow(blur: 10, y: 4, opacity: 0.4), in: Size(width: 10, height: 10), environment: environment())).tree
        let half = Transition(from: from, to: to, duration: 1, curve: .linear).state(at: 0.5).root!.props.shadow!
        #expect(half.opacity == 0.2 && half.offset.y == 4 && half.blur == 10)
    }

    // MARK: Shape

    static let check = (try? VectorPath(svg: "M4 12L9 17L20 6")) ?? VectorPath()

    @Test func aShapeIsSizedByItsViewBoxAndScaledUniformlyIntoItsFrame() {
        let icon = Shape(Self.check, viewBox: Size(width: 24, height: 24), fill: nil, stroke: .accent, lineWidth: 2,
                         cap: .round, join: .round)
        #expect(node(icon).frame == Rect(x: 0, y: 0, width: 24, height: 24))
        let big = mount(icon.size(width: 96, height: 48))
        // 48/24 = 2×, centred horizontally: x offset (96 − 48) / 2 = 24.
        let placed = Self.check.applying(AffineTransform.scale(x: 2, y: 2).concatenating(.translation(x: 24, y: 0)))
        #expect(items(big) == [.strokePath(placed, color: ThemedColor.accent.resolved(in: .light), lineWidth: 4, cap: .round,
                                           join: .round)])
        #expect(big.node(key: "x")?.kind == .shape)
    }

    @Test func aFilledShapeUsesItsFillRuleAndTheSchemesColour() {
        let ring = Shape(VectorPath.circle(center: Point(x: 5, y: 5), radius: 5), viewBox: Size(width: 10, height: 10),
                         fill: .label, fillRule: .evenOdd)
        guard case let .fillPath(_, color, rule) = items(mount(ring, .dark)).first else {
            Issue.record("expected a fill")
            return
        }
        #expect(color == .white && rule == .evenOdd)
    }

    @Test func theDumpDescribesAShape() throws {
        let icon = Shape(Self.check, viewBox: Size(width: 24, height: 24), stroke: .accent, lineWidth: 2)
        #expect(try dump(icon) == "shape v2 [0 0 24×24] path(3 steps in 24×24, fill, stroke 2)")
    }

    // MARK: Switch

    @Test func aSwitchIsUISwitchSizedWithTheKnobAtTheTrailingEndWhenOn() {
        let on = node(Toggle(isOn: true))
        #expect(on.frame.size == Size(width: 51, height: 31))
        let toggle = on.props.content.toggle!
        #expect(toggle.isOn && toggle.isEnabled)
        #expect(toggle.knobFrame(in: on.frame) == Rect(x: 22, y: 2, width: 27, height: 27))
        #expect(node(Toggle(isOn: false)).props.content.toggle!.knobFrame(in: on.frame).minX == 2)
        // Right to left: on is at the left, as UIKit mirrors UISwitch.
        #expect(node(Toggle(isOn: true), .light, .rightToLeft).props.content.toggle!.knobFrame(in: on.frame).minX == 2)
    }

    @Test func aSwitchDrawsTrackShadowAndKnobAndFadesWhenDisabled() {
        let frame = Rect(x: 0, y: 0, width: 51, height: 31)
        let knob = Rect(x: 22, y: 2, width: 27, height: 27)
        let enabled = items(mount(Toggle(isOn: true)))
        #expect(enabled.count == 3)
        #expect(enabled[0] == .fill(frame, radii: CornerRadii(15.5), color: ThemedColor.switchOn.resolved(in: .light)))
        guard case .shadow(knob, _, _) = enabled[1] else { Issue.record("expected the knob's shadow, got \(enabled[1])"); return }
        #expect(enabled[2] == .fill(knob, radii: CornerRadii(13.5), color: .white))
        let disabled = items(mount(Toggle(isOn: true, isEnabled: false)))
        #expect(disabled == [.pushClip(frame.insetBy(-15)), .pushOpacity(0.5)] + enabled + [.pop, .pop])
        let off = items(mount(Toggle(isOn: false)))
        #expect(off[0] == .fill(frame, radii: CornerRadii(15.5), color: ThemedColor.switchOff.resolved(in: .light)))
    }

    @Test func switchingOnSlidesTheKnobDuringATransition() {
        let reconciler = Reconciler()
        let size = Size(width: 51, height: 31)
        let from = reconciler.reconcile(MountedTree(), to: LayoutSession.layout(
            Toggle(isOn: false).element, in: size, environment: environment())).tree
        let to = reconciler.reconcile(from, to: LayoutSession.layout(Toggle(isOn: true).element, in: size, environment: environment()))
        #expect(to.instructions.map(\.description) == ["update v1 toggle"])
        let half = Transition(from: from, to: to.tree, duration: 1, curve: .linear).state(at: 0.5).root!.props.content.toggle!
        #expect(half.position == 0.5)
        #expect(half.knobFrame(in: Rect(x: 0, y: 0, width: 51, height: 31)).minX == 12)
    }

    @Test func theDumpSaysOnOffAndDisabled() throws {
        #expect(try dump(Toggle(isOn: true)) == "toggle v2 [0 0 51×31] switch=on")
        #expect(try dump(Toggle(isOn: false, isEnabled: false)) == "toggle v2 [0 0 51×31] switch=off disabled")
    }

    // MARK: Activity indicator

    @Test(arguments: [(0.0, 0), (0.124, 0), (0.125, 1), (0.99, 7), (1.0, 0), (2.3, 2), (-0.1, 7), (Double.nan, 0)])
    func theActivityIndicatorsBrightestSpokeIsAFunctionOfTime(time: Double, head: Int) {
        #expect(ResolvedActivityIndicator(time: time, color: .black).headSpoke == head)
    }

    @Test func anActivityIndicatorDrawsEightSpokesFadingBehindTheHead() {
        let indicator = node(ActivityIndicator(time: 0.25))  // head at spoke 2 (3 o'clock)
        #expect(indicator.frame.size == Size(width: 20, height: 20))
        let drawn = items(mount(ActivityIndicator(time: 0.25)))
        #expect(drawn.count == 8)
        let alphas = drawn.compactMap { item -> Double? in
            guard case let .strokePath(_, color, _, cap, _) = item, cap == .round else { return nil }
            return (color.alpha * 10).rounded() / 10
        }
        #expect(alphas == [0.8, 0.9, 1, 0.3, 0.4, 0.5, 0.6, 0.7])
        guard case let .strokePath(path, _, lineWidth, _, _) = drawn[2] else { return }
        #expect(lineWidth == 2)
        // Spoke 2 points right from the centre (10, 10).
        #expect(path.points.allSatisfy { abs($0.y - 10) < 1e-9 } && path.points.allSatisfy { $0.x > 10 })
        #expect(items(mount(ActivityIndicator(time: 0.25))) == items(mount(ActivityIndicator(time: 0.3))))
        #expect(items(mount(ActivityIndicator(time: 0.25))) != items(mount(ActivityIndicator(time: 0.4))))
    }

    @Test func aLargeActivityIndicatorIs37Points() throws {
        #expect(node(ActivityIndicator(time: 0, style: .large)).frame.size == Size(width: 37, height: 37))
        #expect(try dump(ActivityIndicator(time: 0.5)) == "activityIndicator v2 [0 0 20×20] spinner(t=0.5 head=4)")
    }

    // MARK: Text field

    @Test func aTextFieldIsOneLinePlusInsetsTallAndTakesTheOfferedWidth() {
        let field = Column { TextField(value: "abc", placeholder: "Name").id("x") }.size(width: 150, height: 200)
        let laid = LayoutSession.layout(field, in: Size(width: 200, height: 200), environment: environment())
        let tree = Reconciler().reconcile(MountedTree(), to: laid).tree
        // FixedAdvanceMeasurer: 10-point lines; 11 above and below.
        #expect(tree.node(key: "x")!.frame == Rect(x: 0, y: 0, width: 150, height: 32))
        let props = tree.node(key: "x")!.props.content.textField!
        #expect(props.text.string == "abc" && !props.isPlaceholder && props.valueWidth == 30)
    }

    @Test func anEmptyFieldShowsThePlaceholderInTheSecondaryColour() {
        let props = node(TextField(value: "", placeholder: "Name")).props.content.textField!
        #expect(props.isPlaceholder && props.text.string == "Name")
        #expect(props.text.runs[0].attributes.color == ThemedColor.secondaryLabel.resolved(in: .light))
        #expect(props.placeholder == "Name")
    }

    @Test func aFocusedFieldHasAnOutlineAndACaretAfterTheValue() {
        let frame = Rect(x: 0, y: 0, width: 150, height: 32)
        let field = Column { TextField(value: "abc", isFocused: true).id("x") }.size(width: 150, height: 200)
        let tree = Reconciler().reconcile(MountedTree(), to: LayoutSession.layout(field, in: Size(width: 200, height: 200),
                                                                                   environment: environment())).tree
        let accent = ThemedColor.accent.resolved(in: .light)
        let drawn = items(tree)
        #expect(drawn.count == 6)
        #expect(drawn[0] == .fill(frame, radii: CornerRadii(10), color: ThemedColor.background.resolved(in: .light)))
        // The text is clipped to the inset frame (plus the caret's width), so a long value scrolls inside it.
        #expect(drawn[1] == .pushClip(Rect(x: 10, y: 0, width: 130, height: 32), radii: CornerRadii(0)))
        guard case let .text(text, textFrame) = drawn[2] else { Issue.record("expected text"); return }
        #expect(text.string == "abc" && textFrame == Rect(x: 12, y: 11, width: 126, height: 10))
        #expect(drawn[3] == .pop)
        #expect(drawn[4] == .border(frame, radii: CornerRadii(10), color: accent, width: 2))
        #expect(drawn[5] == .fill(Rect(x: 42, y: 11, width: 2, height: 10), radii: CornerRadii(1), color: accent))
        // Right to left: text and caret start at the right.
        let rtl = Reconciler().reconcile(MountedTree(), to: LayoutSession.layout(field, in: Size(width: 200, height: 200),
                                                                                  environment: environment(.light, .rightToLeft))).tree
        #expect(rtl.node(key: "x")!.props.content.textField!.caretFrame(in: frame).minX == 150 - 12 - 30 - 2)
    }

    @Test func aDisabledFieldIsDrawnAtHalfOpacity() {
        let drawn = items(mount(TextField(value: "abc", isEnabled: false)))
        #expect(drawn[0] == .pushClip(Rect(x: 0, y: 0, width: 200, height: 32), radii: CornerRadii(10)))
        #expect(drawn[1] == .pushOpacity(0.5) && drawn.suffix(2) == [.pop, .pop])
        #expect(drawn[6] == .border(Rect(x: 0, y: 0, width: 200, height: 32), radii: CornerRadii(10),
                                    color: ThemedColor.separator.resolved(in: .light), width: 1))
    }

    @Test func theDumpShowsValueOrPlaceholderAndState() throws {
        #expect(try dump(TextField(value: "", placeholder: "Name", isFocused: true)) == "textField v2 [0 0 200×32] field(placeholder \"Name\") focused")
        #expect(try dump(TextField(value: "ab", isEnabled: false)) == "textField v2 [0 0 200×32] field(\"ab\") disabled")
    }

    // MARK: Looks driven by Props

    @Test(arguments: ControlState.allCases)
    func aLookIsChosenByTheStateValue(state: ControlState) {
        let pressedBlue = ThemedColor(Color(rgb: 0x0060DF))
        let button = Text("Buy").padding(12).background(.accent).border(width: 1, color: .separator)
            .look(state, pressed: ControlLook(background: pressedBlue, borderColor: .accent), disabled: .disabled)
        let props = node(button).props
        switch state {
        case .normal:
            #expect(props.background == ThemedColor.accent.resolved(in: .light) && props.opacity == 1)
        case .pressed:
            #expect(props.background == Color(rgb: 0x0060DF) && props.borderColor == ThemedColor.accent.resolved(in: .light))
            #expect(props.opacity == 1)
        case .disabled:
            #expect(props.background == ThemedColor.accent.resolved(in: .light) && props.opacity == 0.4)
        }
    }

    @Test func aLookRecoloursText() {
        let label = Text("Delete").look(.disabled, disabled: ControlLook(foreground: .secondaryLabel, opacity: 0.5))
        let props = node(label).props
        #expect(props.text?.runs[0].attributes.color == ThemedColor.secondaryLabel.resolved(in: .light))
        #expect(props.opacity == 0.5)
        #expect(items(mount(label)).first == .pushOpacity(0.5))
    }

    // MARK: Pixels of the controls

    /// `element` drawn alone (top left of a 60 × 40 canvas on white) by Cairo at @2x.
    func pixels(_ element: some ElementConvertible) -> Bitmap {
        let screen = Box { element.element }.alignItems(.flexStart)
        let size = Size(width: 60, height: 40)
        let layout = LayoutSession.layout(screen, in: size, environment: environment())
        let tree = Reconciler().reconcile(MountedTree(), to: layout).tree
        return CairoRenderer().render(DisplayListBuilder().displayList(of: tree, size: size), scale: 2).bitmap
    }

    @Test func anOnSwitchShowsItsTintBehindAWhiteKnobAtTheTrailingEnd() {
        let on = pixels(Toggle(isOn: true)), off = pixels(Toggle(isOn: false))
        let green = ThemedColor.switchOn.resolved(in: .light)
        #expect(on.pixel(x: 16, y: 31) == green)           // track, left part
        #expect(on.pixel(x: 71, y: 31) == .white)          // knob centre (35.5, 15.5) pt
        #expect(off.pixel(x: 31, y: 31) == .white)         // knob centre (15.5, 15.5) pt
        #expect(off.pixel(x: 86, y: 31) == ThemedColor.switchOff.resolved(in: .light))
        let disabled = pixels(Toggle(isOn: true, isEnabled: false)).pixel(x: 16, y: 31)
        #expect(disabled.green > green.green && disabled.red > green.red)  // half-way to the white canvas
    }

    @Test func theSpinnersHeadSpokeIsDarkerThanTheOneBehindIt() {
        // Head at spoke 2 (3 o'clock) at t = 0.25; spoke 3 (half past four) is the faintest.
        let bitmap = pixels(ActivityIndicator(time: 0.25, color: ThemedColor(Color(rgb: 0x000000))))
        let head = bitmap.pixel(x: 33, y: 20), faintest = bitmap.pixel(x: 31, y: 31)
        #expect(head.red < 0.2, "\(head)")
        #expect(faintest.red > 0.5, "\(faintest)")
    }

    @Test func aFocusedFieldHasAnAccentOutlineAndACaret() {
        let bitmap = pixels(TextField(value: "", placeholder: "", isFocused: true).size(width: 60, height: 32))
        let accent = ThemedColor.accent.resolved(in: .light)
        #expect(bitmap.pixel(x: 60, y: 1) == accent)       // top outline, 2 pt inside the frame
        #expect(bitmap.pixel(x: 25, y: 32) == accent)      // caret at x = 12 pt
        #expect(bitmap.pixel(x: 60, y: 32) == .white)      // the box
    }

    @Test func gradientsAndEdgeBordersBlendDuringATransition() {
        let reconciler = Reconciler()
        let size = Size(width: 10, height: 10)
        func tree(_ element: Element, from old: MountedTree) -> MountedTree {
            reconciler.reconcile(old, to: LayoutSession.layout(element, in: size, environment: environment())).tree
        }
        let black = ThemedColor(Self.black), white = ThemedColor(.white)
        let from = tree(Box().size(10).background(GradientStyle([black, black], angle: 0))
            .border(bottom: Border(width: 2, color: black)), from: MountedTree())
        let to = tree(Box().size(10).background(GradientStyle([white, white], angle: 90)), from: from)
        let half = Transition(from: from, to: to, duration: 1, curve: .linear).state(at: 0.5).root!.props
        #expect(half.gradient == LinearGradient(colors: [Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5)],
                                                angle: 45))
        #expect(half.edgeBorders?.bottom.width == 1)
    }

    // MARK: Asset images

    @Test func aMissingAssetIsADiagnosticNamingItAndAPlaceholderNotACrash() {
        let screen = Box { Image(asset: "no-such-icon", in: "/nonexistent", size: Size(width: 40, height: 40)) }
            .alignItems(.flexStart)
        let layout = LayoutSession.layout(screen, in: Size(width: 40, height: 40), environment: environment())
        let tree = Reconciler().reconcile(MountedTree(), to: layout).tree
        let rendering = CairoRenderer().render(DisplayListBuilder().displayList(of: tree, size: Size(width: 40, height: 40)), scale: 2)
        #expect(rendering.issues.count == 1)
        #expect(rendering.issues.first?.message.hasPrefix("image asset 'no-such-icon' not found in '/nonexistent'") == true)
        #expect(rendering.bitmap.pixel(x: 40, y: 20) == Color(rgb: 0xE5E5EA))  // the placeholder, off its cross
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func anUnsizedAssetImageTakesItsVariantsPointSize(scale: Double) {
        // bell.png is 29 px, bell@2x.png 58 px, bell@3x.png 87 px: 29 pt at every scale.
        let screen = Box { Image(asset: "bell", in: ControlsScreen.assets).id("x") }.alignItems(.flexStart)
        var environment = environment()
        environment.displayScale = scale
        let layout = LayoutSession.layout(screen, in: Size(width: 100, height: 100), environment: environment)
        #expect(Reconciler().reconcile(MountedTree(), to: layout).tree.node(key: "x")?.frame.size == Size(width: 29, height: 29))
        let missing = LayoutSession.layout(Box { Image(asset: "nope", in: ControlsScreen.assets).id("x") }.alignItems(.flexStart),
                                           in: Size(width: 100, height: 100), environment: environment)
        #expect(Reconciler().reconcile(MountedTree(), to: missing).tree.node(key: "x")?.frame.size == .zero)
    }

    /// Answers 40×20 for `star` in `/assets` at scale 2, nil otherwise.
    struct CatalogAssets: AssetMeasurer, Hashable {
        func size(ofAsset name: String, in folder: String, scale: Double) -> Size? {
            name == "star" && folder == "/assets" && scale == 2 ? Size(width: 40, height: 20) : nil
        }
    }

    @Test func anUnsizedAssetImageIsMeasuredByTheEnvironmentsAssetMeasurerNotFromDisk() {
        var environment = environment()
        environment.displayScale = 2
        environment.assetMeasurer = CatalogAssets()
        func size(_ name: String, _ folder: String) -> Size? {
            let screen = Box { Image(asset: name, in: folder).id("x") }.alignItems(.flexStart)
            let layout = LayoutSession.layout(screen, in: Size(width: 100, height: 100), environment: environment)
            return Reconciler().reconcile(MountedTree(), to: layout).tree.node(key: "x")?.frame.size
        }
        #expect(size("star", "/assets") == Size(width: 40, height: 20), "no file /assets/star.png exists: the measurer's answer")
        #expect(size("bell", ControlsScreen.assets) == .zero, "a real file the measurer does not know lays out as missing")
    }

    @Test func aLayoutSessionMeasuresAssetsAgainWhenItsAssetMeasurerChanges() {
        var environment = environment()
        environment.displayScale = 2
        let session = LayoutSession()
        let screen = Box { Image(asset: "star", in: "/assets").id("x") }.alignItems(.flexStart)
        let before = session.layout(screen, in: Size(width: 100, height: 100), environment: environment)
        environment.assetMeasurer = CatalogAssets()
        let after = session.layout(screen, in: Size(width: 100, height: 100), environment: environment)
        #expect(before.node(path: ["x"])?.frame.size == .zero)
        #expect(after.node(path: ["x"])?.frame.size == Size(width: 40, height: 20))
    }

    @Test func anAssetImageIsDrawnFromItsFolderWithoutThePlaceholderPictogram() throws {
        let image = Image(asset: "star", in: "/assets", size: Size(width: 24, height: 24))
        let props = node(image).props.content.image!
        #expect(props.assetFolder == "/assets" && props.source == "star")
        #expect(items(mount(image)) == [.image(.asset(name: "star", folder: "/assets"), frame: Rect(x: 0, y: 0, width: 24, height: 24),
                                               contentMode: .aspectFit)])
        #expect(try dump(image) == "image v2 [0 0 24×24] image(asset:star)")
    }
}
