import Trellis
import CountdownTimer

/// The countdown timer of talk 000 (its iOS `TimerView`), drawn from `TimerProps`: a progress ring
/// with the remaining time and the phase in its centre, the preset durations while the duration
/// can be set, and the actions the state machine allows right now.
///
/// Everything shown follows the Props: the main button is `props.primary` (Start, Pause, Resume or
/// Restart — after the countdown finished, the talk's "restarting" state), Reset appears only
/// when `props.reset` exists, the duration presets only when `props.setDuration` exists.
public struct TimerScreen: Screen {
    /// The catalog name.
    public static let name = "timer"

    /// What the timer shows.
    public let props: TimerProps

    public init(props: TimerProps) { self.props = props }

    /// Durations offered while the duration can be set, in seconds.
    public static let presetDurations = [30, 60, 300]

    /// The screen: a title, the dial centred in the free space, then presets and actions.
    public var body: Element {
        Column(alignment: .center) {
            Text("Timer").font(.title1, weight: .bold).accessibilityHeading(level: 1).alignSelf(.stretch).id("title")
            Spacer(minLength: 16)
            TimerDial(props: props).id("dial")
            Spacer(minLength: 16)
            if let setDuration = props.setDuration {
                DurationPresets(setDuration: setDuration).margin(bottom: 16).id("durations")
            }
            TimerActions(primary: props.primary, reset: props.reset).alignSelf(.stretch).id("actions")
        }
        .padding(horizontal: 24, vertical: 16)
        .background(.background)
        .paddingSafeArea()
        .id("timer")
    }
}

/// The ring with the remaining time and the phase's word in its centre.
struct TimerDial: Component {
    let props: TimerProps

    static let side: Float = 260

    var body: Element {
        Box {
            ProgressRing(progress: props.progress, lineWidth: 12, color: .accent, track: .separator)
                .position(top: 0, leading: 0, bottom: 0, trailing: 0)
                .id("ring")
            // Capped so that the digits stay inside the ring at the accessibility sizes.
            Text(props.title).font(size: 56, weight: .semibold, lineHeight: 66).maximumScaledSize(68).id("remaining")
            Text(props.caption).font(.subheadline).foreground(.secondaryLabel).id("caption")
        }
        .size(.points(Self.side))
        .alignItems(.center)
        .justifyContent(.center)
        .accessibilityLabel(props.title + ", " + props.caption)
        .accessibilityRole(.progressIndicator)
    }
}

/// One chip per preset duration; tapping one sets it.
struct DurationPresets: Component {
    let setDuration: CommandWith<Int>

    var body: Element {
        // Wrapping: at the accessibility sizes the three chips do not fit one line.
        Row(spacing: 8) {
            for seconds in TimerScreen.presetDurations {
                // Padding on a box around the text: a text element's padding does not move its glyphs.
                Row { Text(Self.label(seconds)).font(.subheadline, weight: .semibold).foreground(.accent) }
                    .padding(horizontal: 14, vertical: 6)
                    .border(width: 1, color: .accent)
                    .cornerRadius(16)
                    .accessibilityLabel("Set " + Self.label(seconds))
                    .onTap(setDuration.bind(to: seconds))
                    .id("set-\(seconds)")
            }
        }
        .flexWrap(.wrap)
        .gap(8)
        .justifyContent(.center)
    }

    /// `30 s`, `1 min`, `5 min`.
    static func label(_ seconds: Int) -> String {
        seconds < 60 || seconds % 60 != 0 ? "\(seconds) s" : "\(seconds / 60) min"
    }
}

/// The main action, and Reset beside it when it is possible.
struct TimerActions: Component {
    let primary: TimerProps.PrimaryAction
    let reset: Command?

    var body: Element {
        EnvironmentReader { environment in
            // Side by side in equal halves; one above the other at the accessibility sizes,
            // where a label alone takes a half.
            environment.textSizeCategory?.isAccessibilityCategory == true
                ? Column(spacing: 12) { buttons(flex: false) }.element
                : Row(spacing: 12) { buttons(flex: true) }.element
        }
        .element
    }

    private func buttons(flex: Bool) -> [Element] {
        var buttons = [TimerButton(title: primary.title, filled: true, command: primary.command).id("primary")]
        if let reset { buttons.append(TimerButton(title: "Reset", filled: false, command: reset).id("reset")) }
        return flex ? buttons.map { $0.flex(grow: 1, basis: .points(0)) } : buttons
    }
}

/// A rounded button: filled with the accent colour for the main action, tinted for the others.
struct TimerButton: Component {
    let title: String
    let filled: Bool
    let command: Command

    var body: Element {
        Row(alignment: .center) {
            Text(title).font(.headline, weight: .semibold)
                .foreground(filled ? ThemedColor(.white) : .accent).id("label")
        }
        .justifyContent(.center)
        .padding(vertical: 14)
        .background(filled ? .accent : .secondaryBackground)
        .cornerRadius(12)
        .accessibilityLabel(title)
        .onTap(command)
    }
}
