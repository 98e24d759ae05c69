import Render
import Typesetting

/// What a view draws inside its box: at most one kind of content, so a new primitive is one case
/// here, one resolver (`Resolution.content(of:environment:)`) and one drawer per host.
///
/// Rare, larger payloads are boxed (`indirect`) so the props of the many plain views and texts
/// stay small to copy and compare.
public enum ViewContent: Hashable, Sendable {
    /// A plain box: background, borders and children only.
    case none
    /// Laid-out text, resolved for the environment.
    case text(AttributedText)
    /// An image (`Image`).
    case image(ResolvedImage)
    /// A progress ring (`ProgressRing`).
    indirect case progressRing(ResolvedProgressRing)
    /// A vector path (`Shape`).
    indirect case shape(ResolvedShape)
    /// A switch (`Toggle`).
    indirect case toggle(ResolvedToggle)
    /// One frame of an activity indicator.
    indirect case activityIndicator(ResolvedActivityIndicator)
    /// A text field and its editing state.
    indirect case textField(ResolvedTextField)
    /// An app's own leaf (`CustomLeaf`).
    indirect case custom(ResolvedCustomLeaf)

    /// The content's name, for logs and dumps (`update v3 text`).
    public var name: String {
        switch self {
        case .none: "none"
        case .text: "text"
        case .image: "image"
        case .progressRing: "progressRing"
        case .shape: "shape"
        case .toggle: "toggle"
        case .activityIndicator: "activityIndicator"
        case .textField: "textField"
        case .custom: "custom"
        }
    }

    /// The text of a text view.
    public var text: AttributedText? {
        if case .text(let text) = self { text } else { nil }
    }

    /// The image of an image view.
    public var image: ResolvedImage? {
        if case .image(let image) = self { image } else { nil }
    }

    /// The ring of a progress-ring view.
    public var progressRing: ResolvedProgressRing? {
        if case .progressRing(let ring) = self { ring } else { nil }
    }

    /// The path of a shape view.
    public var shape: ResolvedShape? {
        if case .shape(let shape) = self { shape } else { nil }
    }

    /// The state of a switch.
    public var toggle: ResolvedToggle? {
        if case .toggle(let toggle) = self { toggle } else { nil }
    }

    /// The frame of an activity indicator.
    public var activityIndicator: ResolvedActivityIndicator? {
        if case .activityIndicator(let indicator) = self { indicator } else { nil }
    }

    /// The state of a text field.
    public var textField: ResolvedTextField? {
        if case .textField(let field) = self { field } else { nil }
    }

    /// What a custom leaf draws.
    public var custom: ResolvedCustomLeaf? {
        if case .custom(let leaf) = self { leaf } else { nil }
    }
}
