import Render
import Typesetting

/// A switch's content: on or off, enabled or not, and its tint.
public struct ToggleContent: Hashable, Sendable {
    public var isOn: Bool
    public var isEnabled: Bool
    /// Track colour when on.
    public var tint: ThemedColor

    public init(isOn: Bool, isEnabled: Bool = true, tint: ThemedColor = .switchOn) {
        self.isOn = isOn
        self.isEnabled = isEnabled
        self.tint = tint
    }
}

/// An on/off switch drawn like `UISwitch`: a 51 × 31 pt capsule track (tinted when on) and a white
/// knob with a soft shadow, at the trailing end when on (mirrored in right-to-left layouts, as
/// UIKit does). Disabled switches are drawn at half opacity. Tapping does what `onTap` says: the
/// switch shows `isOn` from the Props, it holds no state.
///
/// ```swift
/// Toggle(isOn: props.notifications, isEnabled: props.canChange).onTap(props.toggleNotifications)
/// ```
public struct Toggle: ElementConvertible, Sendable, Equatable {
    public var content: ToggleContent

    /// `UISwitch`'s size in points.
    public static let size = Size(width: 51, height: 31)

    public init(isOn: Bool, isEnabled: Bool = true, tint: ThemedColor = .switchOn) {
        content = ToggleContent(isOn: isOn, isEnabled: isEnabled, tint: tint)
    }

    public var element: Element {
        Element(content: .toggle(content))
    }
}

extension ThemedColor {
    /// `UISwitch`'s default on tint (system green).
    public static let switchOn = ThemedColor(light: Color(rgb: 0x34C759), dark: Color(rgb: 0x30D158))
    /// An off switch's track (system fill).
    public static let switchOff = ThemedColor(light: Color(rgb: 0xE9E9EA), dark: Color(rgb: 0x39393D))
}

/// A switch as a host draws it.
public struct ResolvedToggle: Hashable, Sendable {
    /// 0 (off) ... 1 (on): where the knob is and how much of the tint shows. Transitions blend it.
    public var position: Double
    public var isEnabled: Bool
    public var onColor: Color
    public var offColor: Color
    /// True in right-to-left layouts: "on" is at the left.
    public var mirrored: Bool

    public init(position: Double, isEnabled: Bool, onColor: Color, offColor: Color, mirrored: Bool) {
        self.position = position
        self.isEnabled = isEnabled
        self.onColor = onColor
        self.offColor = offColor
        self.mirrored = mirrored
    }

    /// On when the knob is past the middle.
    public var isOn: Bool { position >= 0.5 }

    /// Opacity of a disabled switch.
    public static let disabledOpacity = 0.5
    /// The knob's inset from the track's edge in points.
    public static let knobInset = 2.0

    /// The knob's frame in `frame` (a circle as tall as the track minus the insets). O(1).
    public func knobFrame(in frame: Rect) -> Rect {
        let side = max(frame.height - 2 * Self.knobInset, 0)
        let travel = max(frame.width - 2 * Self.knobInset - side, 0)
        let share = min(max(position.isFinite ? position : 0, 0), 1)
        let offset = Self.knobInset + travel * (mirrored ? 1 - share : share)
        return Rect(x: frame.minX + offset, y: frame.minY + Self.knobInset, width: side, height: side)
    }

    /// The track's colour: off colour blended towards the tint by `position`.
    public var trackColor: Color {
        let share = min(max(position.isFinite ? position : 0, 0), 1)
        return share >= 1 ? onColor : offColor.interpolated(to: onColor, share)
    }

    /// The knob's shadow.
    public static let knobShadow = Shadow(color: Color(rgb: 0x000000), offset: Point(x: 0, y: 3), blur: 8, opacity: 0.15)

    /// Track, knob shadow and knob; when disabled, in a half-opacity group clipped to what the
    /// switch can paint (so a backend's group buffer is switch-sized, not canvas-sized). O(1).
    public func displayItems(in frame: Rect) -> [DisplayItem] {
        guard !frame.isEmpty else { return [] }
        let track = CornerRadii(frame.height / 2)
        let knob = knobFrame(in: frame)
        let round = CornerRadii(knob.height / 2)
        let items: [DisplayItem] = [
            .fill(frame, radii: track, color: trackColor),
            .shadow(knob, radii: round, shadow: Self.knobShadow),
            .fill(knob, radii: round, color: Color(rgb: 0xFFFFFF)),
        ]
        guard !isEnabled else { return items }
        let reach = Self.knobShadow.reach + max(abs(Self.knobShadow.offset.x), abs(Self.knobShadow.offset.y))
        return [.pushClip(frame.insetBy(-reach)), .pushOpacity(Self.disabledOpacity)] + items + [.pop, .pop]
    }
}
