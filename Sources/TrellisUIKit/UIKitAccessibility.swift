#if canImport(UIKit)
import Render
import TrellisElements
import UIKit

/// The accessibility tree on UIKit: one `UIAccessibilityElement` per stop, in reading order, as
/// the root view's `accessibilityElements` (so VoiceOver reads the tree's merged elements, not the
/// views one by one), with label, value, hint, traits, frame, activation point and custom
/// actions; activating, adjusting and custom actions go back to the runtime as
/// `AccessibilityInput`s. Each update posts the notification ``AccessibilityTree/changes(from:)``
/// names. Written against UIKit's documented accessibility API.
///
/// ```swift
/// let accessibility = UIKitAccessibility(rootView: view) { input in
///     Task { try? await runtime.core.accessibility(input) }
/// }
/// host.accessibility = accessibility
/// host.accessibilityTree = { await runtime.core.accessibilityTree }
/// ```
/// MUST run on main.
@MainActor
public final class UIKitAccessibility {
    /// The view whose `accessibilityElements` are the tree's stops.
    public let rootView: UIView
    private let perform: (AccessibilityInput) -> Void
    private var shown = AccessibilityTree(elements: [])

    public init(rootView: UIView, perform: @escaping (AccessibilityInput) -> Void) {
        self.rootView = rootView
        self.perform = perform
    }

    /// Shows `tree` and tells VoiceOver what changed since the tree shown before.
    public func show(_ tree: AccessibilityTree) {
        let update = tree.changes(from: shown)
        shown = tree
        guard update.notification != nil || rootView.accessibilityElements == nil else { return }
        rootView.accessibilityElements = tree.elements.map { element(for: $0) }
        switch update.notification {
        case .screenChanged: UIAccessibility.post(notification: .screenChanged, argument: nil)
        case .layoutChanged: UIAccessibility.post(notification: .layoutChanged, argument: nil)
        case .announcement(let text): UIAccessibility.post(notification: .announcement, argument: text)
        case nil: break
        }
    }

    private func element(for stop: AccessibilityElement) -> UIAccessibilityElement {
        let element = StopElement(accessibilityContainer: rootView)
        element.path = stop.path
        element.perform = perform
        element.canActivate = stop.activation != nil || stop.role == .textField || stop.role == .secureField
        element.accessibilityLabel = stop.label
        element.accessibilityValue = stop.value
        element.accessibilityHint = stop.hint
        element.accessibilityTraits = Self.traits(of: stop)
        element.accessibilityFrameInContainerSpace = CGRect(x: stop.frame.minX, y: stop.frame.minY,
                                                            width: stop.frame.width, height: stop.frame.height)
        element.accessibilityCustomActions = stop.actions.map { action in
            UIAccessibilityCustomAction(name: action.name) { [perform, path = stop.path] _ in
                perform(.action(path, named: action.name))
                return true
            }
        }
        return element
    }

    /// The traits of a stop's role and state.
    static func traits(of stop: AccessibilityElement) -> UIAccessibilityTraits {
        var traits: UIAccessibilityTraits = []
        switch stop.role {
        case .button, .toggle: traits.insert(.button)
        case .link: traits.insert(.link)
        case .header: traits.insert(.header)
        case .image: traits.insert(.image)
        case .adjustable: traits.insert(.adjustable)
        case .staticText, .alert: traits.insert(.staticText)
        case .tab: traits.insert(.button)
        case .progressIndicator: traits.insert(.updatesFrequently)
        case .textField, .secureField, .list, .listItem, .group: break
        }
        if stop.state.isSelected { traits.insert(.selected) }
        if stop.state.isDisabled { traits.insert(.notEnabled) }
        if stop.state.isBusy { traits.insert(.updatesFrequently) }
        return traits
    }
}

/// A stop as UIKit's accessibility element: activation and adjustment go to the runtime.
private final class StopElement: UIAccessibilityElement {
    var path = ""
    var canActivate = false
    var perform: ((AccessibilityInput) -> Void)?

    override func accessibilityActivate() -> Bool {
        guard canActivate else { return false }
        perform?(.activate(path))
        return true
    }

    override func accessibilityIncrement() { perform?(.increment(path)) }
    override func accessibilityDecrement() { perform?(.decrement(path)) }
}
#endif
