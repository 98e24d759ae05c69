import Render
import Typesetting

/// Linear interpolation between two values of the same type, for animated view properties.
protocol Interpolatable {
    /// `self` at progress 0, `other` at progress 1; progress outside 0...1 extrapolates (springs).
    func interpolated(to other: Self, _ progress: Double) -> Self
}

extension Double: Interpolatable {
    func interpolated(to other: Double, _ progress: Double) -> Double {
        self + (other - self) * progress
    }
}

extension Rect: Interpolatable {
    func interpolated(to other: Rect, _ progress: Double) -> Rect {
        Rect(x: minX.interpolated(to: other.minX, progress), y: minY.interpolated(to: other.minY, progress),
             width: max(0, width.interpolated(to: other.width, progress)),
             height: max(0, height.interpolated(to: other.height, progress)))
    }
}

extension CornerRadii: Interpolatable {
    func interpolated(to other: CornerRadii, _ progress: Double) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft.interpolated(to: other.topLeft, progress)),
                    topRight: max(0, topRight.interpolated(to: other.topRight, progress)),
                    bottomRight: max(0, bottomRight.interpolated(to: other.bottomRight, progress)),
                    bottomLeft: max(0, bottomLeft.interpolated(to: other.bottomLeft, progress)))
    }
}

extension Color: Interpolatable {
    /// Interpolates in straight sRGB, components clamped (a spring's overshoot must not make
    /// invalid colors).
    func interpolated(to other: Color, _ progress: Double) -> Color {
        func mix(_ a: Double, _ b: Double) -> Double { min(max(a.interpolated(to: b, progress), 0), 1) }
        return Color(red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
                     alpha: mix(alpha, other.alpha))
    }

    /// The same color, fully transparent: what "no color" fades from or to.
    var transparent: Color { Color(red: red, green: green, blue: blue, alpha: 0) }
}

/// Interpolates optional colors: a color appearing fades in from its transparent self.
func interpolate(_ from: Color?, _ to: Color?, _ progress: Double) -> Color? {
    switch (from, to) {
    case (nil, nil): return nil
    case (let a?, let b?): return a.interpolated(to: b, progress)
    case (let a?, nil): return progress >= 1 ? nil : a.interpolated(to: a.transparent, progress)
    case (nil, let b?): return progress <= 0 ? nil : b.transparent.interpolated(to: b, progress)
    }
}

extension ResolvedProgressRing: Interpolatable {
    /// Progress, line width and colours blend (progress is not clamped: a spring may overshoot and
    /// hosts clamp when drawing); a track appearing fades in; the cap switches at the middle.
    func interpolated(to other: ResolvedProgressRing, _ t: Double) -> ResolvedProgressRing {
        ResolvedProgressRing(progress: progress.interpolated(to: other.progress, t),
                             lineWidth: max(0, lineWidth.interpolated(to: other.lineWidth, t)),
                             color: color.interpolated(to: other.color, t),
                             track: interpolate(track, other.track, t), cap: t < 0.5 ? cap : other.cap)
    }
}

extension Shadow: Interpolatable {
    /// Colour, offset, blur and opacity blend (blur and opacity never below 0).
    func interpolated(to other: Shadow, _ t: Double) -> Shadow {
        Shadow(color: color.interpolated(to: other.color, t),
               offset: Point(x: offset.x.interpolated(to: other.offset.x, t), y: offset.y.interpolated(to: other.offset.y, t)),
               blur: max(0, blur.interpolated(to: other.blur, t)),
               opacity: min(max(opacity.interpolated(to: other.opacity, t), 0), 1))
    }

    /// The same shadow, invisible: what a shadow appearing fades in from.
    var faded: Shadow { Shadow(color: color, offset: offset, blur: blur, opacity: 0) }
}

extension BorderSide: Interpolatable {
    func interpolated(to other: BorderSide, _ t: Double) -> BorderSide {
        BorderSide(width: max(0, width.interpolated(to: other.width, t)),
                   color: interpolate(color, other.color, t) ?? .clear)
    }
}

extension Borders: Interpolatable {
    func interpolated(to other: Borders, _ t: Double) -> Borders {
        Borders(top: top.interpolated(to: other.top, t), right: right.interpolated(to: other.right, t),
                bottom: bottom.interpolated(to: other.bottom, t), left: left.interpolated(to: other.left, t))
    }
}

extension ResolvedToggle: Interpolatable {
    /// The knob slides and the track's colour follows; enabled and mirroring switch at the middle.
    func interpolated(to other: ResolvedToggle, _ t: Double) -> ResolvedToggle {
        let next = t < 0.5 ? self : other
        return ResolvedToggle(position: position.interpolated(to: other.position, t), isEnabled: next.isEnabled,
                              onColor: onColor.interpolated(to: other.onColor, t),
                              offColor: offColor.interpolated(to: other.offColor, t), mirrored: next.mirrored)
    }
}

/// Interpolates gradients with the same number of stops and the same kind of direction (colours,
/// locations and the line blend); others switch at the middle.
func interpolate(_ from: LinearGradient, _ to: LinearGradient, _ t: Double) -> LinearGradient {
    guard from.stops.count == to.stops.count else { return t < 0.5 ? from : to }
    let stops = zip(from.stops, to.stops).map {
        GradientStop($0.color.interpolated(to: $1.color, t), at: $0.location.interpolated(to: $1.location, t))
    }
    let direction: LinearGradient.Direction
    switch (from.direction, to.direction) {
    case let (.angle(a), .angle(b)):
        direction = .angle(a.interpolated(to: b, t))
    case let (.points(s0, e0), .points(s1, e1)):
        direction = .points(start: Point(x: s0.x.interpolated(to: s1.x, t), y: s0.y.interpolated(to: s1.y, t)),
                            end: Point(x: e0.x.interpolated(to: e1.x, t), y: e0.y.interpolated(to: e1.y, t)))
    default:
        direction = t < 0.5 ? from.direction : to.direction
    }
    return LinearGradient(stops: stops, direction: direction)
}

extension ViewProps {
    /// Continuous properties interpolate (colors, border width, corner radii, opacity, a progress
    /// ring's progress, shadows, gradients with the same stops, per-edge borders, a switch's knob);
    /// discrete ones (text, image, clipping, label, shapes, spinner frames, text fields) switch at
    /// the middle.
    func interpolated(to other: ViewProps, _ progress: Double) -> ViewProps {
        if progress <= 0 { return self }
        if progress == 1 { return other }
        var props = progress < 0.5 ? self : other
        props.background = interpolate(background, other.background, progress)
        props.borderWidth = max(0, borderWidth.interpolated(to: other.borderWidth, progress))
        props.borderColor = interpolate(borderColor, other.borderColor, progress)
        props.cornerRadii = cornerRadii.interpolated(to: other.cornerRadii, progress)
        props.opacity = min(max(opacity.interpolated(to: other.opacity, progress), 0), 1)
        switch (props.content, content, other.content) {
        case (.text(var text), .text(let a), .text(let b)) where a.runs.count == b.runs.count:
            // Same run structure: each run's color blends (a label turning from grey to blue).
            for index in text.runs.indices {
                text.runs[index].attributes.color = a.runs[index].attributes.foreground
                    .interpolated(to: b.runs[index].attributes.foreground, progress)
            }
            props.content = .text(text)
        case (_, .progressRing(let a), .progressRing(let b)):
            props.content = .progressRing(a.interpolated(to: b, progress))
        case (_, .toggle(let a), .toggle(let b)):
            props.content = .toggle(a.interpolated(to: b, progress))
        default:
            break
        }
        switch (shadow, other.shadow) {
        case let (a?, b?): props.shadow = a.interpolated(to: b, progress)
        case let (a?, nil): props.shadow = a.interpolated(to: a.faded, progress)
        case let (nil, b?): props.shadow = b.faded.interpolated(to: b, progress)
        case (nil, nil): break
        }
        if let a = gradient, let b = other.gradient { props.gradient = interpolate(a, b, progress) }
        switch (edgeBorders, other.edgeBorders) {
        case let (a?, b?): props.edgeBorders = a.interpolated(to: b, progress)
        case let (a?, nil): props.edgeBorders = a.interpolated(to: Borders(), progress)
        case let (nil, b?): props.edgeBorders = Borders().interpolated(to: b, progress)
        case (nil, nil): break
        }
        return props
    }
}
