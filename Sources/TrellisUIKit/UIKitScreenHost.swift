#if canImport(UIKit)
import TrellisElements
import UIKit

/// The UIKit host as a runtime's ``ScreenHost``: the runtime lays out off the main actor and each
/// batch hops here, to the main actor, where the views live. No logic of its own.
///
/// ```swift
/// let host = UIKitScreenHost(rootView: view)
/// let runtime = await Runtime(LoginScreen.self, props: props, device: .iPhoneX.portrait,
///                             textMeasurer: measurer, host: host)
/// // Text fields are UIKit's own: their edits go to the runtime, which asks the store.
/// host.host.fieldEvents = { event in Task { await runtime.core.handle(event) } }
/// await runtime.core.setDrawsKeyboard(false)   // the real keyboard reports its height instead
/// ```
/// MUST be created and read on main.
@MainActor
public final class UIKitScreenHost: ScreenHost {
    /// The interpreter of mount instructions.
    public let host: UIKitHost
    /// Instructions that could not be applied (a bug upstream).
    public private(set) var errors: [MountError] = []
    /// Where the accessibility tree is shown after each batch (``UIKitAccessibility``); `nil`:
    /// views keep only their labels.
    public var accessibility: UIKitAccessibility?
    /// The tree to show: the runtime's (`{ await runtime.core.accessibilityTree }`).
    public var accessibilityTree: (@Sendable () async -> AccessibilityTree)?

    public init(rootView: UIView) {
        host = UIKitHost(rootView: rootView)
    }

    public func mount(_ batch: MountBatch) async {
        do {
            try host.apply(batch.instructions)
        } catch {
            errors.append(error)
        }
        host.syncFields(batch.tree)
        if let accessibility, let accessibilityTree { accessibility.show(await accessibilityTree()) }
    }
}
#endif
