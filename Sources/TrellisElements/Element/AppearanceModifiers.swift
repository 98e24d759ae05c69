import Render
import Commands
import Typesetting

// Modifiers that change how an element's box is painted, who it is, and what it says to assistive
// technology. Each returns a new element; none has side effects.

extension ElementConvertible {
    /// Fills the element's (rounded) frame.
    public func background(_ color: ThemedColor) -> Element {
        modified { $0.appearance.background = color }
    }

    /// Fills the element's (rounded) frame with a color that is the same in light and dark.
    public func background(_ color: Color) -> Element {
        background(ThemedColor(color))
    }

    /// A stroke of `width` points inside the frame. It takes room as a CSS border does: children
    /// and a text's lines sit inside it (and inside the padding).
    public func border(width: Double, color: ThemedColor) -> Element {
        modified { $0.appearance.border = Border(width: width, color: color) }
    }

    /// Rounds every corner by `radius` points.
    public func cornerRadius(_ radius: Double) -> Element {
        cornerRadii(CornerRadii(radius))
    }

    /// Rounds each corner by its own radius.
    public func cornerRadii(_ radii: CornerRadii) -> Element {
        modified { $0.appearance.cornerRadii = radii }
    }

    /// 0 (transparent) ... 1 (opaque). Transparent elements are not hit by taps.
    public func opacity(_ opacity: Double) -> Element {
        modified { $0.appearance.opacity = min(max(opacity, 0), 1) }
    }

    /// Clips children to this element's (rounded) frame; clipped parts are not hit by taps either.
    public func clipped(_ clips: Bool = true) -> Element {
        modified { $0.appearance.clipsContent = clips }
    }

    /// Explicit identity among siblings: the reconciler keeps this element's view while the key
    /// stays, wherever the element moves among its siblings.
    public func id(_ key: some ElementKeyConvertible) -> Element {
        let key = key.elementKey
        return modified { $0.key = key }
    }

    /// What a screen reader says for this element.
    public func accessibilityLabel(_ label: String) -> Element {
        modified { $0.accessibilityLabel = label }
    }

    /// What tapping the element does: the deepest element with a Command under the finger wins.
    public func onTap(_ command: Command?) -> Element {
        modified { $0.onTap = command }
    }

    /// Adds the environment's safe-area insets to the padding of these edges (a screen's root uses
    /// this to keep content clear of the notch and the home indicator).
    public func paddingSafeArea(_ edges: SafeAreaEdges = .all) -> Element {
        modified { $0.safeAreaEdges = edges }
    }
}
