#if canImport(UIKit)
import Render
import Typesetting
import TrellisElements
import UIKit

/// The UIKit host: maps mount instructions to `UIView`s one to one and holds no logic of its own
/// (identity, diffing, layout and hit testing all happen, tested, in `Trellis`).
///
/// Texts are `UILabel`s drawing inside their padding (`InsetLabel`), images `UIImageView`s (asset
/// folders through `UIImage(named:in:with:)`, which picks `@2x`/`@3x` by the screen's scale; bare
/// names from the app's catalog), progress rings `ProgressRingView`s (two `CAShapeLayer`s), shapes
/// `ShapeView`s, switches `UISwitch`es, activity indicators `UIActivityIndicatorView`s (UIKit
/// animates them itself; the Props' time is not used), text fields `UITextField`s (focus from the
/// Props becomes first responder), everything else plain `UIView`s. Shadows are the layer's shadow,
/// gradients and per-edge borders sublayers (`DecorationLayers`).
/// MUST run on main.
@MainActor
public final class UIKitHost: @MainActor MountHost {
    /// The view the screen's root is inserted into.
    public let rootView: UIView
    private var views: [ViewID: UIView] = [:]
    /// Where the field views report focus, edits and return (connect it to
    /// `RuntimeCore.handle(_:)`); `nil`: edits go nowhere.
    public var fieldEvents: ((NativeFieldEvent) -> Void)?

    public init(rootView: UIView) {
        self.rootView = rootView
    }

    public func apply(_ instructions: [MountInstruction]) throws(MountError) {
        for instruction in instructions {
            switch instruction {
            case .create(let id, let kind, let props, let frame):
                let view: UIView
                switch kind {
                case .text: view = InsetLabel()
                case .image: view = UIImageView()
                case .progressRing: view = ProgressRingView()
                case .shape: view = ShapeView()
                case .toggle: view = UISwitch()
                case .activityIndicator: view = UIActivityIndicatorView(style: .medium)
                case .textField:
                    if props.content.textField?.style == .multiline {
                        let editor = EditorView(frame: .zero, textContainer: nil)
                        editor.id = id
                        editor.events = { [weak self] in self?.fieldEvents?($0) }
                        view = editor
                    } else {
                        let field = FieldView()
                        field.id = id
                        field.events = { [weak self] in self?.fieldEvents?($0) }
                        view = field
                    }
                // A custom leaf brings its own view (`UIKitLeaf`) or is drawn from its display items.
                case .custom: view = (props.content.custom?.leaf.base as? any UIKitLeaf)?.makeView() ?? DisplayItemsView()
                case .box, .separator, .spacer: view = UIView()
                }
                views[id] = view
                // A fresh UIView matches default ViewProps (alpha 1, no color, no clipping), so only
                // the properties that differ from the defaults are set.
                for change in props.changes(from: ViewProps()) { Self.set(change, on: view) }
                Self.place(view, at: frame)
            case .update(let id, let changes):
                guard let view = views[id] else { throw MountError(instruction, "no such view") }
                for change in changes { Self.set(change, on: view) }
            case .setFrame(let id, let frame):
                guard let view = views[id] else { throw MountError(instruction, "no such view") }
                Self.place(view, at: frame)
            case .insert(let id, let parent, let index):
                guard let view = views[id] else { throw MountError(instruction, "no such view") }
                let container: UIView?
                if let parent { container = views[parent] } else { container = rootView }
                guard let container else { throw MountError(instruction, "no parent") }
                container.insertSubview(view, at: index)
            case .move(let id, let parent, let index):
                guard let view = views[id], let container = views[parent] else { throw MountError(instruction, "no such view") }
                view.removeFromSuperview()
                container.insertSubview(view, at: index)
            case .remove(let id):
                guard let view = views.removeValue(forKey: id) else { throw MountError(instruction, "no such view") }
                view.removeFromSuperview()
                forget(view)
            }
        }
    }

    /// Shows each field view the store's value from the mounted tree (a secure field's real
    /// value lives only there and in the store) and makes the focused field first responder.
    public func syncFields(_ tree: MountedTree) {
        for (id, view) in views {
            guard let node = tree.node(id: id), let behavior = node.interaction?.field,
                  let resolved = node.props.content.textField else { continue }
            let caret = resolved.editing == nil ? nil : (behavior.value as NSString).length
            if let field = view as? FieldView {
                field.show(value: behavior.value, caret: caret)
            } else if let editor = view as? EditorView {
                editor.show(value: behavior.value, caret: caret)
            }
            if resolved.isFocused, !view.isFirstResponder {
                view.becomeFirstResponder()
            } else if !resolved.isFocused, view.isFirstResponder {
                view.resignFirstResponder()
            }
        }
    }

    /// Drops the handles of a removed subtree's views.
    private func forget(_ removed: UIView) {
        let gone = Set(Self.descendants(of: removed).map(ObjectIdentifier.init))
        views = views.filter { !gone.contains(ObjectIdentifier($0.value)) }
    }

    private static func descendants(of view: UIView) -> [UIView] {
        view.subviews + view.subviews.flatMap(descendants)
    }

    private static func uiColor(_ color: Typesetting.Color?) -> UIColor? {
        color.map(DecorationLayers.uiColor)
    }

    /// A frame onto a view, then its decoration layers (borders, shadows) resized to match.
    private static func place(_ view: UIView, at frame: Rect) {
        view.frame = CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height)
        DecorationLayers.layout(view)
    }

    /// One property onto one view: the whole of the mapping.
    private static func set(_ change: ViewProperty, on view: UIView) {
        switch change {
        case .background(let color): view.backgroundColor = uiColor(color)
        case .border(let width, let color):
            view.layer.borderWidth = width
            view.layer.borderColor = uiColor(color)?.cgColor
        case .cornerRadii(let radii):
            // UIKit rounds all corners alike; per-corner radii use the largest with a corner mask.
            view.layer.cornerRadius = max(radii.topLeft, radii.topRight, radii.bottomLeft, radii.bottomRight)
            var corners: CACornerMask = []
            if radii.topLeft > 0 { corners.insert(.layerMinXMinYCorner) }
            if radii.topRight > 0 { corners.insert(.layerMaxXMinYCorner) }
            if radii.bottomLeft > 0 { corners.insert(.layerMinXMaxYCorner) }
            if radii.bottomRight > 0 { corners.insert(.layerMaxXMaxYCorner) }
            view.layer.maskedCorners = corners
            DecorationLayers.layout(view)
        case .opacity(let opacity): view.alpha = opacity
        case .clipsContent(let clips): view.clipsToBounds = clips
        case .content(let content):
            setContent(content, on: view)
        case .contentInsets(let insets):
            (view as? InsetLabel)?.insets = UIEdgeInsets(top: insets.top, left: insets.left,
                                                         bottom: insets.bottom, right: insets.right)
        case .shadow(let shadow):
            view.layer.shadowColor = shadow.map { DecorationLayers.cgColor($0.color) }
            view.layer.shadowOffset = CGSize(width: shadow?.offset.x ?? 0, height: shadow?.offset.y ?? -3)
            view.layer.shadowRadius = (shadow?.blur ?? 6) / 2  // CSS blur radius = 2 × shadowRadius
            view.layer.shadowOpacity = Float(shadow?.opacity ?? 0)
        case .gradient(let gradient):
            DecorationLayers.setGradient(gradient, on: view)
        case .edgeBorders(let borders):
            DecorationLayers.setBorders(borders, on: view)
        case .accessibilityLabel(let label):
            view.accessibilityLabel = label
            view.isAccessibilityElement = label != nil
        }
    }

    /// A view's content onto the view its kind made (`create`).
    private static func setContent(_ content: ViewContent, on view: UIView) {
        switch content {
        case .none:
            return
        case .text(let text):
            guard let label = view as? UILabel else { return }
            label.numberOfLines = text.paragraph.effectiveMaxLines ?? 0
            label.attributedText = attributedString(text)
        case .image(let image):
            guard let imageView = view as? UIImageView else { return }
            if let folder = image.assetFolder {
                imageView.image = UIImage(named: image.source, in: Bundle(path: folder), with: nil)
            } else {
                imageView.image = UIImage(named: image.source)
            }
            imageView.backgroundColor = uiColor(image.placeholder)
            imageView.contentMode = contentMode(image.contentMode)
            imageView.clipsToBounds = true
        case .progressRing(let ring):
            (view as? ProgressRingView)?.ring = ring
        case .shape(let shape):
            (view as? ShapeView)?.shape = shape
        case .toggle(let toggle):
            guard let control = view as? UISwitch else { return }
            control.isOn = toggle.isOn
            control.isEnabled = toggle.isEnabled
            control.onTintColor = uiColor(toggle.onColor)
        case .activityIndicator(let indicator):
            guard let spinner = view as? UIActivityIndicatorView else { return }
            spinner.color = uiColor(indicator.color)
            spinner.startAnimating()
        case .custom(let resolved):
            if let drawn = view as? DisplayItemsView {
                drawn.leaf = resolved
            } else {
                (resolved.leaf.base as? any UIKitLeaf)?.update(view, context: resolved.context)
            }
        case .textField(let field):
            if let editor = view as? EditorView {
                NativeTraits.apply(field.traits, secure: false, to: editor)
                editor.font = field.text.runs.first.map { UIFont.systemFont(ofSize: $0.attributes.effectiveSize) }
                editor.isEditable = field.isEnabled
                editor.backgroundColor = uiColor(field.background)
                editor.layer.cornerRadius = ResolvedTextField.cornerRadius
                editor.layer.borderWidth = field.isFocused ? ResolvedTextField.focusWidth : ResolvedTextField.outlineWidth
                editor.layer.borderColor = uiColor(field.error ?? (field.isFocused ? field.accent : field.outline))?.cgColor
                return
            }
            guard let textField = view as? UITextField else { return }
            // The value itself comes from the mounted tree (`syncFields`): a secure field's
            // resolved text is its bullets.
            NativeTraits.apply(field.traits, secure: field.style == .secure, to: textField)
            textField.placeholder = field.placeholder
            textField.font = field.text.runs.first.map { UIFont.systemFont(ofSize: $0.attributes.effectiveSize) }
            textField.textAlignment = field.rightToLeft ? .right : .left
            textField.isEnabled = field.isEnabled
            textField.textColor = field.isEnabled ? .label : .secondaryLabel
            textField.backgroundColor = uiColor(field.background)
            textField.layer.cornerRadius = ResolvedTextField.cornerRadius
            textField.layer.borderWidth = field.isFocused ? ResolvedTextField.focusWidth : ResolvedTextField.outlineWidth
            textField.layer.borderColor = uiColor(field.error ?? (field.isFocused ? field.accent : field.outline))?.cgColor
            textField.leftView = UIView(frame: CGRect(x: 0, y: 0, width: ResolvedTextField.horizontalInset, height: 1))
            textField.leftViewMode = .always
        }
    }

    private static func contentMode(_ mode: Render.ContentMode) -> UIView.ContentMode {
        switch mode {
        case .fill: return .scaleToFill
        case .aspectFit: return .scaleAspectFit
        case .aspectFill: return .scaleAspectFill
        case .center: return .center
        }
    }

    static func attributedString(_ text: AttributedText) -> NSAttributedString {
        let result = NSMutableAttributedString()
        let paragraph = NSMutableParagraphStyle()
        switch text.paragraph.alignment {
        case .natural: paragraph.alignment = .natural
        case .left: paragraph.alignment = .left
        case .center: paragraph.alignment = .center
        case .right: paragraph.alignment = .right
        case .justified: paragraph.alignment = .justified
        }
        if case .points(let height) = text.paragraph.lineHeight {
            paragraph.minimumLineHeight = height
            paragraph.maximumLineHeight = height
        }
        switch text.paragraph.lineBreakMode {
        case .wordWrap: paragraph.lineBreakMode = .byWordWrapping
        case .charWrap: paragraph.lineBreakMode = .byCharWrapping
        case .truncateHead: paragraph.lineBreakMode = .byTruncatingHead
        case .truncateMiddle: paragraph.lineBreakMode = .byTruncatingMiddle
        case .truncateTail: paragraph.lineBreakMode = .byTruncatingTail
        }
        for run in text.runs {
            let attributes = run.attributes
            let font = UIFont(name: attributes.family, size: attributes.effectiveSize)
                ?? UIFont.systemFont(ofSize: attributes.effectiveSize, weight: UIFont.Weight(rawValue: Double(attributes.weight.value - 400) / 500))
            var values: [NSAttributedString.Key: Any] = [
                .font: font,
                .foregroundColor: uiColor(attributes.foreground) ?? .black,
                .paragraphStyle: paragraph,
            ]
            if attributes.underline { values[.underlineStyle] = NSUnderlineStyle.single.rawValue }
            if attributes.strikethrough { values[.strikethroughStyle] = NSUnderlineStyle.single.rawValue }
            result.append(NSAttributedString(string: run.text, attributes: values))
        }
        return result
    }
}
/// A label that draws its text inside the content box the layout measured it in (the frame
/// minus padding and border).
final class InsetLabel: UILabel {
    var insets: UIEdgeInsets = .zero {
        didSet { setNeedsDisplay() }
    }

    override func drawText(in rect: CGRect) {
        super.drawText(in: rect.inset(by: insets))
    }
}
#endif
