import Render
import Typesetting

// The text modifiers on every element, so they may come in any order: `Text("Total").padding(8)
// .foreground(.secondaryLabel)` styles the text under its padding. On a text element they set
// the text's style, as `Text`'s own modifiers do. On a container (or a component) they give the
// texts inside a default: each text among its children, at any depth, that has not set that
// attribute itself takes it (an inner `.foreground` wins over an outer one, as in SwiftUI).
// "Not set" means still at `TextStyle`'s default: the label colour, 17 pt regular, no line limit,
// natural alignment, the engine's family, tail truncation.

extension ElementConvertible {
    /// The font size (points, before dynamic type), weight and optionally a fixed line height.
    public func font(size: Double, weight: FontWeight = .regular, lineHeight: Double? = nil) -> Element {
        restyledTexts(unlessSet: \.setsFont) { $0.setFont(size: size, weight: weight, lineHeight: lineHeight) }
    }

    /// An iOS text style at a weight (`Text.font(_:weight:lineHeight:)`).
    public func font(_ textStyle: DynamicTypeStyle, weight: FontWeight = .regular, lineHeight: Double? = nil) -> Element {
        restyledTexts(unlessSet: \.setsFont) { $0.setFont(textStyle, weight: weight, lineHeight: lineHeight) }
    }

    /// The text colour.
    public func foreground(_ color: ThemedColor) -> Element {
        restyledTexts(unlessSet: { $0.color != TextStyle().color }) { $0.color = color }
    }

    /// The text colour, the same in light and dark.
    public func foreground(_ color: Color) -> Element { foreground(ThemedColor(color)) }

    /// At most `lines` lines (`nil`: unlimited).
    public func lineLimit(_ lines: Int?) -> Element {
        restyledTexts(unlessSet: { $0.lineLimit != nil }) { $0.lineLimit = lines }
    }

    /// Where a text cut by `lineLimit` shows its ellipsis.
    public func truncationMode(_ mode: TruncationMode) -> Element {
        restyledTexts(unlessSet: { $0.truncation != .tail }) { $0.truncation = mode }
    }

    /// Alignment of a text's lines inside its frame.
    public func alignment(_ alignment: TextAlignment) -> Element {
        restyledTexts(unlessSet: { $0.alignment != .natural }) { $0.alignment = alignment }
    }

    /// A font family the text engine knows.
    public func fontFamily(_ family: String?) -> Element {
        restyledTexts(unlessSet: { $0.family != nil }) { $0.family = family }
    }

    /// The text's own style changed, or the default of the texts inside.
    func restyledTexts(unlessSet isSet: @escaping @Sendable (TextStyle) -> Bool,
                       _ change: @escaping @Sendable (inout TextStyle) -> Void) -> Element {
        modified { $0.restyleTexts(change, unlessSet: isSet, isTarget: true) }
    }
}

extension TextStyle {
    /// Whether a font size, weight, line height or text style was given.
    var setsFont: Bool {
        let plain = TextStyle()
        return size != plain.size || weight != plain.weight || lineHeight != nil || dynamicType != nil
    }
}

extension Element {
    /// Applies `change` to this text (`isTarget`: the modifier's own element) or to the texts
    /// inside that have not set the attribute. A component inside gets it when the layout pass
    /// builds its body.
    mutating func restyleTexts(_ change: @escaping @Sendable (inout TextStyle) -> Void,
                               unlessSet isSet: @escaping @Sendable (TextStyle) -> Bool, isTarget: Bool) {
        switch content {
        case .text(var text):
            guard isTarget || !isSet(text.style) else { return }
            change(&text.style)
            content = .text(text)
        case .deferred(var deferred):
            // The modifier's own deferred element replays it through `modified`.
            guard !isTarget else { return }
            deferred.modifiers.append { $0.restyleTexts(change, unlessSet: isSet, isTarget: false) }
            content = .deferred(deferred)
        default:
            for index in children.indices {
                children[index].restyleTexts(change, unlessSet: isSet, isTarget: false)
            }
        }
    }
}
