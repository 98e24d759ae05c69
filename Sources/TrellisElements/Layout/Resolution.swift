import Flexbox
import Render
import Typesetting

/// Element fields resolved against the environment: the flex style the engine gets, the measure
/// function of leaves, and the view props hosts get.
enum Resolution {
    /// The element's style with the environment's defaults filled in (separator thickness), and
    /// numbers the engine cannot lay out repaired (`StyleValidation`; `ReadBack` reports them).
    static func style(of element: Element, environment: Environment) -> Style {
        var style = element.style
        StyleValidation.repair(&style) { _, _, _ in }
        if element.kind == .separator, style.height == .auto {
            style.height = .points(Float(1 / PixelGrid.validScale(environment.displayScale)))
        }
        if !element.safeAreaEdges.isEmpty {
            addSafeArea(element.safeAreaEdges, to: &style.padding, environment: environment)
        }
        addDrawnBorders(element.appearance, to: &style.border, environment: environment)
        if element.layoutPriority != 0, let shrink = style.flexShrink, shrink > 0 {
            let steps = Int(min(max(element.layoutPriority, -3), 3).rounded())
            var factor: Float = 1
            for _ in 0..<abs(steps) { factor *= 1000 }
            style.flexShrink = steps > 0 ? shrink / factor : shrink * factor
        }
        if case .text(let content) = element.content, !element.shrinksBelowLongestWord, style.minWidth == .undefined {
            style.contentMinimumWidth = longestWord(content, style: style, environment: environment)
        }
        return style
    }

    /// A container's floor (`Style.contentMinimumWidth`), from its children as synced: the CSS
    /// automatic minimum size of a flex item (css-flexbox-1 §4.5), its min-content width, so that
    /// a row cannot squeeze a column of texts below the widest word of one of them. The children's
    /// min-content contributions (`minContentContribution`) are summed with the gaps between them
    /// in a row that does not wrap, the largest taken otherwise, and the container's horizontal
    /// padding and border added. Only a subtree whose texts set floors gets one, so a tree without
    /// texts lays out exactly as Yoga does; none for a container that opts out
    /// (`shrinksBelowLongestWord()`), has an explicit min width, clips or scrolls its overflow, or
    /// has a width other than points (a width in points caps the floor: the item's specified size
    /// suggestion). A scroll container has no children in the flex tree: its rows never push on
    /// its viewport.
    /// - Returns: the content-based minimum (the subtree's contribution, before the caps) and the
    /// floor for the container's own style.
    static func containerFloor(of element: Element, style: Style, children: [MirrorNode],
                               environment: Environment) -> (minContent: Float?, floor: Float?) {
        guard element.kind == .box, !element.shrinksBelowLongestWord else { return (nil, nil) }
        let contributions = children.compactMap { minContentContribution($0, environment: environment) }
        guard contributions.contains(where: \.fromText) else { return (nil, nil) }
        let widths = contributions.map(\.width)
        let isRow = style.flexDirection == .row || style.flexDirection == .rowReverse
        var content: Float
        if isRow && style.flexWrap == .noWrap {
            let gap = points(style.columnGap) ?? points(style.gap) ?? 0
            content = widths.reduce(0, +) + gap * Float(widths.count - 1)
        } else {
            content = widths.max() ?? 0
        }
        content += horizontalInsets(style, environment: environment)
        // (A container that clips or scrolls its overflow has no automatic minimum, as in CSS.)
        guard style.minWidth == .undefined, style.overflow == .visible else { return (content, nil) }
        switch style.width {
        case .auto, .undefined: return (content, content)
        case .points(let width): return (content, min(content, width))
        default: return (content, nil)
        }
    }

    /// What a child adds to its container's min-content width, margins included: a width in
    /// points; else the floor its texts set (`fromText`); else the natural width of a leaf of
    /// fixed size (a switch, a spinner, a shape, an image of given size); at least its min width
    /// in points. None for a child out of flow (absolute, `display: none`).
    private static func minContentContribution(_ child: MirrorNode, environment: Environment) -> (width: Float, fromText: Bool)? {
        let style = child.style
        guard style.position != .absolute, style.display != .none else { return nil }
        var width: Float, fromText = false
        if let specified = points(style.width) {
            width = specified + (style.boxSizing == .contentBox ? horizontalInsets(style, environment: environment) : 0)
        } else if let content = child.minContentWidth {
            (width, fromText) = (content, true)
        } else {
            width = fixedWidth(child.element)
        }
        if let minimum = points(style.minWidth) { width = max(width, minimum) }
        return (width + horizontalPoints([style.margin], environment: environment), fromText)
    }

    /// The natural width of a leaf that does not wrap (0 for the others).
    private static func fixedWidth(_ element: Element) -> Float {
        switch element.content {
        case .toggle: return Float(Toggle.size.width)
        case .activityIndicator(let indicator): return Float(indicator.style.side)
        case .shape(let shape): return Float(shape.viewBox.width)
        case .image(let image): return Float(image.intrinsicSize?.width ?? 0)
        default: return 0
        }
    }

    /// A length in finite points, nil otherwise.
    private static func points(_ length: Length) -> Float? {
        if case .points(let value) = length, value.isFinite { return value }
        return nil
    }

    /// The floor of a text's width (`Style.contentMinimumWidth`): its widest word plus its
    /// horizontal padding and border, so that rows wrap it between words and truncate it rather
    /// than break inside a word that fits its line. None for a one-line truncating text (it
    /// truncates instead) or an empty one.
    private static func longestWord(_ content: TextContent, style: Style, environment: Environment) -> Float? {
        let text = attributedText(content, environment: environment)
        if text.paragraph.lineBreakMode.truncates, text.paragraph.effectiveMaxLines == 1 { return nil }
        let width = environment.textMeasurer.minContentWidth(text, scale: environment.displayScale)
        guard width > 0 else { return nil }
        return Float(width) + horizontalInsets(style, environment: environment)
    }

    /// Horizontal padding plus border in points (percentages count as 0).
    private static func horizontalInsets(_ style: Style, environment: Environment) -> Float {
        horizontalPoints([style.padding, style.border], environment: environment)
    }

    /// The left plus right values of `edges` in points, summed (percentages and `auto` count as 0).
    private static func horizontalPoints(_ edges: [Edges], environment: Environment) -> Float {
        let direction: Direction = environment.layoutDirection == .rightToLeft ? .rtl : .ltr
        var horizontal: Float = 0
        for edge in [Edge.left, .right] {
            for each in edges {
                if let value = points(each.value(edge, direction: direction)) { horizontal += value }
            }
        }
        return horizontal
    }

    /// A drawn border takes room in layout, as a CSS border does: children and a text's lines sit
    /// inside it (a border on a text painted over its first letter). Each edge's layout border
    /// becomes at least the width drawn there; leading/trailing are the layout direction's.
    private static func addDrawnBorders(_ appearance: Appearance, to border: inout Edges, environment: Environment) {
        guard appearance.border != nil || appearance.edgeBorders != nil else { return }
        let rtl = environment.layoutDirection == .rightToLeft
        let direction: Direction = rtl ? .rtl : .ltr
        let uniform = appearance.border?.width ?? 0
        let edges = appearance.edgeBorders
        func widen(_ physical: Edge, to width: Double, write: (inout Edges, Length) -> Void) {
            guard width.isFinite, width > 0 else { return }
            if case .points(let value) = border.value(physical, direction: direction), Double(value) >= width { return }
            write(&border, .points(Float(width)))
        }
        widen(.top, to: max(uniform, edges?.top?.width ?? 0)) { $0.top = $1 }
        widen(.bottom, to: max(uniform, edges?.bottom?.width ?? 0)) { $0.bottom = $1 }
        widen(rtl ? .right : .left, to: max(uniform, edges?.leading?.width ?? 0)) { $0.start = $1 }
        widen(rtl ? .left : .right, to: max(uniform, edges?.trailing?.width ?? 0)) { $0.end = $1 }
    }

    /// Grows the padding of `edges` by the safe-area insets. Leading/trailing map to the physical
    /// inset on that side for the layout direction and are written to the winning `start`/`end`
    /// slot. A percentage padding cannot be added to and is left as is.
    private static func addSafeArea(_ edges: SafeAreaEdges, to padding: inout Edges, environment: Environment) {
        let rtl = environment.layoutDirection == .rightToLeft
        let direction: Direction = rtl ? .rtl : .ltr
        let insets = environment.safeArea
        func grow(_ physical: Edge, by inset: Double, write: (inout Edges, Length) -> Void) {
            guard inset != 0 else { return }
            switch padding.value(physical, direction: direction) {
            case .points(let value): write(&padding, .points(value + Float(inset)))
            case .undefined, .auto: write(&padding, .points(Float(inset)))
            default: break
            }
        }
        if edges.contains(.top) { grow(.top, by: insets.top) { $0.top = $1 } }
        if edges.contains(.bottom) { grow(.bottom, by: insets.bottom) { $0.bottom = $1 } }
        if edges.contains(.leading) { grow(rtl ? .right : .left, by: rtl ? insets.right : insets.left) { $0.start = $1 } }
        if edges.contains(.trailing) { grow(rtl ? .left : .right, by: rtl ? insets.left : insets.right) { $0.end = $1 } }
    }

    /// The measure function of a leaf: texts through the environment's measurer, images by their
    /// natural size; `nil` for containers.
    static func measure(of element: Element, environment: Environment) -> MeasureFunction? {
        switch element.content {
        case .text(let content):
            let text = attributedText(content, environment: environment)
            let measurer = environment.textMeasurer
            let scale = environment.displayScale
            return { width, widthMode, height, heightMode in
                let size = measurer.flexSize(text, width: Double(width), widthMode: textMode(widthMode),
                                             height: Double(height), heightMode: textMode(heightMode), scale: scale)
                return Flexbox.Size(width: Float(size.width), height: Float(size.height))
            }
        case .image(let content):
            let asset = content.intrinsicSize == nil ? (content.assetFolder ?? environment.imageFolder).flatMap {
                environment.assetMeasurer.size(ofAsset: content.source, in: $0, scale: environment.displayScale)
            } : nil
            return fixedSize(content.intrinsicSize ?? asset ?? Render.Size.zero)
        case .shape(let shape):
            return fixedSize(shape.viewBox)
        case .toggle:
            return fixedSize(Toggle.size)
        case .activityIndicator(let indicator):
            return fixedSize(Render.Size(width: indicator.style.side, height: indicator.style.side))
        case .textField(let field):
            let resolved = textField(field, environment: environment)
            let scale = environment.displayScale
            let vertical = 2 * ResolvedTextField.verticalInset
            let natural = Render.Size(width: resolved.valueWidth + 2 * ResolvedTextField.horizontalInset,
                                      height: PixelGrid.roundUp(resolved.lineHeight + vertical, scale: scale))
            if field.style == .multiline {
                // Several lines: as tall as the value wrapped at the offered width, at least `minLines`.
                let measurer = environment.textMeasurer
                let text = resolved.text
                let minimum = resolved.lineHeight * Double(field.minLines)
                return { width, widthMode, height, heightMode in
                    let offered = widthMode == .undefined || width.isNaN ? natural.width : Double(width)
                    let inner = max(offered - 2 * ResolvedTextField.horizontalInset, 0)
                    let lines = resolved.isPlaceholder ? resolved.lineHeight
                        : measurer.measure(text, width: inner, mode: .exactly, scale: scale).height
                    let tall = PixelGrid.roundUp(max(lines, minimum) + vertical, scale: scale)
                    return Flexbox.Size(width: Float(offered), height: clamp(Float(tall), height, heightMode))
                }
            }
            // Fields take the width they are offered (a form's column), like a stretched UITextField.
            return { width, widthMode, height, heightMode in
                Flexbox.Size(width: widthMode == .undefined || width.isNaN ? Float(natural.width) : width,
                             height: clamp(Float(natural.height), height, heightMode))
            }
        case .custom(let leaf):
            let context = LeafContext(environment)
            return { width, widthMode, height, heightMode in
                let proposal = LeafProposal(width: widthMode == .undefined || width.isNaN ? nil : Double(width),
                                            height: heightMode == .undefined || height.isNaN ? nil : Double(height))
                let size = leaf.size(fitting: proposal, in: context)
                func finite(_ value: Double) -> Float { value.isFinite && value > 0 ? Float(value) : 0 }
                return Flexbox.Size(width: clamp(finite(size.width), width, widthMode),
                                    height: clamp(finite(size.height), height, heightMode))
            }
        case .box, .spacer, .separator, .progressRing, .deferred, .scroll:
            return nil
        }
    }

    /// The measure function of a leaf with a fixed natural size (images, shapes, switches).
    private static func fixedSize(_ natural: Render.Size) -> MeasureFunction {
        return { width, widthMode, height, heightMode in
            Flexbox.Size(width: clamp(Float(natural.width), width, widthMode),
                         height: clamp(Float(natural.height), height, heightMode))
        }
    }

    /// A text field's shown text (a secure field's bullets), resolved and measured on one line.
    static func textField(_ field: TextFieldContent, environment: Environment) -> ResolvedTextField {
        let scheme = environment.colorScheme
        let rtl = environment.layoutDirection == .rightToLeft
        let isPlaceholder = field.value.isEmpty
        let color: ThemedColor = isPlaceholder ? .secondaryLabel : .label
        let attributes = TextAttributes(size: field.fontSize * environment.textSizeMultiplier, color: color.resolved(in: scheme))
        let multiline = field.style == .multiline
        // A field's paragraphs run in the form's direction whatever the value's script.
        let direction: WritingDirection = rtl ? .rightToLeft : .leftToRight
        let paragraph = multiline
            ? ParagraphStyle(alignment: rtl ? .right : .left, baseDirection: direction)
            : ParagraphStyle(alignment: rtl ? .right : .left, lineBreakMode: .truncateTail, maxLines: 1, baseDirection: direction)
        let shown = isPlaceholder ? field.placeholder : FieldText.shown(field.value, style: field.style)
        let text = AttributedText(shown, attributes, paragraph: paragraph)
        let measured = environment.textMeasurer.measure(text.string.isEmpty ? AttributedText(" ", attributes, paragraph: paragraph) : text,
                                                        width: .infinity, mode: .undefined, scale: environment.displayScale)
        let lineHeight = multiline ? (measured.lines.first?.height ?? measured.height) : measured.height
        return ResolvedTextField(text: text, placeholder: field.placeholder, isPlaceholder: isPlaceholder, isFocused: field.isFocused,
                                 isEnabled: field.isEnabled, valueWidth: isPlaceholder ? 0 : measured.width,
                                 lineHeight: lineHeight, background: ThemedColor.background.resolved(in: scheme),
                                 outline: ThemedColor.separator.resolved(in: scheme),
                                 accent: ThemedColor.accent.resolved(in: scheme), rightToLeft: rtl,
                                 style: field.style, traits: field.traits,
                                 error: field.isError ? ThemedColor.destructive.resolved(in: scheme) : nil)
    }

    /// The first-baseline function of a text (nil for other elements), measured from the content
    /// box: the engine calls it with the border-box width, so the text is laid out at that width
    /// minus the horizontal padding and border given in points (percentages count as 0), as its
    /// measure function saw it.
    static func baseline(of element: Element, style: Style, environment: Environment) -> BaselineFunction? {
        guard case .text(let content) = element.content else { return nil }
        let text = attributedText(content, environment: environment)
        let measurer = environment.textMeasurer
        let scale = environment.displayScale
        let insets = horizontalInsets(style, environment: environment)
        return { width, _ in
            let layout = measurer.measure(text, width: Double(max(width - insets, 0)), mode: .exactly, scale: scale)
            return Float(layout.firstBaseline)
        }
    }

    /// What a host draws for the element: its box and its content.
    static func props(of element: Element, environment: Environment) -> ViewProps {
        let scheme = environment.colorScheme
        let appearance = element.appearance
        return ViewProps(background: appearance.background?.resolved(in: scheme),
                              borderWidth: appearance.border?.width ?? 0,
                              borderColor: appearance.border?.color.resolved(in: scheme),
                              cornerRadii: appearance.cornerRadii, opacity: appearance.opacity,
                              clipsContent: appearance.clipsContent,
                              content: content(of: element, environment: environment),
                              shadow: appearance.shadow?.resolved(in: scheme),
                              gradient: appearance.gradient?.resolved(in: scheme),
                              edgeBorders: appearance.edgeBorders?.resolved(in: scheme, direction: environment.layoutDirection),
                              accessibilityLabel: element.accessibilityLabel)
    }

    /// What the element draws inside its box, resolved for the environment.
    static func content(of element: Element, environment: Environment) -> ViewContent {
        let scheme = environment.colorScheme
        switch element.content {
        case .text(let content):
            return .text(attributedText(content, environment: environment))
        case .image(let content):
            return .image(ResolvedImage(source: content.source, contentMode: content.contentMode,
                                        placeholder: content.placeholder.resolved(in: scheme),
                                        assetFolder: content.assetFolder ?? environment.imageFolder))
        case .progressRing(let ring):
            return .progressRing(ResolvedProgressRing(progress: ring.progress, lineWidth: ring.lineWidth,
                                                      color: ring.color.resolved(in: scheme),
                                                      track: ring.track?.resolved(in: scheme), cap: ring.cap))
        case .shape(let shape):
            return .shape(ResolvedShape(path: shape.path, viewBox: shape.viewBox, fill: shape.fill?.resolved(in: scheme),
                                        fillRule: shape.fillRule, stroke: shape.stroke?.resolved(in: scheme),
                                        lineWidth: shape.lineWidth, cap: shape.cap, join: shape.join))
        case .toggle(let toggle):
            return .toggle(ResolvedToggle(position: toggle.isOn ? 1 : 0, isEnabled: toggle.isEnabled,
                                          onColor: toggle.tint.resolved(in: scheme),
                                          offColor: ThemedColor.switchOff.resolved(in: scheme),
                                          mirrored: environment.layoutDirection == .rightToLeft))
        case .activityIndicator(let indicator):
            return .activityIndicator(ResolvedActivityIndicator(time: indicator.time, color: indicator.color.resolved(in: scheme)))
        case .textField(let field):
            return .textField(textField(field, environment: environment))
        case .custom(let leaf):
            return .custom(ResolvedCustomLeaf(leaf: leaf, context: LeafContext(environment)))
        case .box, .spacer, .separator, .deferred, .scroll:
            return .none
        }
    }

    /// The text engine's attributed text for a text element: dynamic type applied, color resolved,
    /// natural alignment turned into the layout direction's leading edge. Runs of an attributed
    /// text without a colour of their own take the label colour of the scheme, as spans without
    /// one take the style's.
    static func attributedText(_ content: TextContent, environment: Environment) -> AttributedText {
        if var text = content.attributed {
            let label = ThemedColor.label.resolved(in: environment.colorScheme)
            for index in text.runs.indices where text.runs[index].attributes.color == nil {
                text.runs[index].attributes.color = label
            }
            let multiplier = environment.textSizeMultiplier
            if multiplier != 1 {
                for index in text.runs.indices { text.runs[index].attributes.size *= multiplier }
                if case .points(let height) = text.paragraph.lineHeight { text.paragraph.lineHeight = .points(height * multiplier) }
            }
            if text.paragraph.alignment == .natural {
                text.paragraph.alignment = environment.layoutDirection == .rightToLeft ? .right : .left
            }
            return text
        }
        let style = content.style
        let scheme = environment.colorScheme
        let scale = sizeScale(style, environment: environment)
        let attributes = TextAttributes(family: style.family ?? TextAttributes.defaultFamily,
                                        size: style.size * scale,
                                        weight: style.weight,
                                        color: style.color.resolved(in: scheme))
        var alignment = style.alignment
        if alignment == .natural {
            alignment = environment.layoutDirection == .rightToLeft ? .right : .left
        }
        let lineHeight = style.lineHeight.map { LineHeight.points($0 * scale) } ?? .normal
        let paragraph = ParagraphStyle(alignment: alignment, lineHeight: lineHeight,
                                       lineBreakMode: lineBreakMode(style),
                                       maxLines: style.lineLimit ?? 0)
        guard let spans = content.spans else { return AttributedText(content.string, attributes, paragraph: paragraph) }
        let runs = spans.map { span in
            var run = attributes
            if let size = span.size { run.size = size * scale }
            if let weight = span.weight { run.weight = weight }
            if let color = span.color { run.color = color.resolved(in: scheme) }
            run.italic = span.italic
            run.underline = span.underline
            run.strikethrough = span.strikethrough
            return TextRun(span.string, run)
        }
        return AttributedText(runs: runs, paragraph: paragraph)
    }

    /// Word wrap for unlimited texts; a limited one truncates where its truncation mode says.
    private static func lineBreakMode(_ style: TextStyle) -> LineBreakMode {
        guard style.lineLimit != nil else { return .wordWrap }
        switch style.truncation {
        case .head: return .truncateHead
        case .middle: return .truncateMiddle
        case .tail: return .truncateTail
        }
    }

    /// What a style's sizes are multiplied by: for a Dynamic Type style in a named category, its
    /// size there over its default size (iOS's table); otherwise the environment's multiplier.
    /// `maximumScaledSize` caps the scaled size.
    private static func sizeScale(_ style: TextStyle, environment: Environment) -> Double {
        var scale = environment.textSizeMultiplier
        if let dynamic = style.dynamicType, let category = environment.textSizeCategory {
            scale = dynamic.size(in: category) / dynamic.defaultSize
        }
        if let maximum = style.maximumScaledSize, style.size > 0, style.size * scale > maximum {
            scale = maximum / style.size
        }
        return scale
    }

    private static func textMode(_ mode: MeasureMode) -> TextMeasureMode {
        switch mode {
        case .exactly: return .exactly
        case .atMost: return .atMost
        case .undefined: return .undefined
        }
    }

    /// A fixed natural size under a measure mode, like any leaf.
    private static func clamp(_ natural: Float, _ offered: Float, _ mode: MeasureMode) -> Float {
        switch mode {
        case .exactly: return offered
        case .atMost: return offered.isNaN ? natural : min(natural, offered)
        case .undefined: return natural
        }
    }
}
