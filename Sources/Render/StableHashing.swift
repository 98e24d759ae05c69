import Typesetting

// What a display list feeds into a `StableHasher`: every item, its geometry, colours, text runs and
// attributes, and images by source (a backend adds the bytes of images it reads from files, see
// `CairoRenderer.digest(of:scale:)`). Same list → same digest, in every process. A stored property
// added to any of these types MUST be fed here too; a new enum case does not compile until it is.

extension Point: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(x); hasher.combine(y) }
}

extension Size: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(width); hasher.combine(height) }
}

extension Rect: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(origin); hasher.combine(size) }
}

extension CornerRadii: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(topLeft); hasher.combine(topRight); hasher.combine(bottomRight); hasher.combine(bottomLeft)
    }
}

extension AffineTransform: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        for value in [a, b, c, d, tx, ty] { hasher.combine(value) }
    }
}

extension Shadow: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(color); hasher.combine(offset); hasher.combine(blur); hasher.combine(opacity)
    }
}

extension GradientStop: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(color); hasher.combine(location) }
}

extension LinearGradient: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(stops)
        switch direction {
        case let .points(start, end): hasher.combine(0 as UInt64); hasher.combine(start); hasher.combine(end)
        case .angle(let degrees): hasher.combine(1 as UInt64); hasher.combine(degrees)
        }
    }
}

extension BorderSide: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(width); hasher.combine(color) }
}

extension Borders: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(top); hasher.combine(right); hasher.combine(bottom); hasher.combine(left)
    }
}

extension PathElement: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        switch self {
        case .move(let point): hasher.combine(0 as UInt64); hasher.combine(point)
        case .line(let point): hasher.combine(1 as UInt64); hasher.combine(point)
        case let .quad(control, to): hasher.combine(2 as UInt64); hasher.combine(control); hasher.combine(to)
        case let .cubic(control1, control2, to):
            hasher.combine(3 as UInt64); hasher.combine(control1); hasher.combine(control2); hasher.combine(to)
        case .close: hasher.combine(4 as UInt64)
        }
    }
}

extension VectorPath: StableHashable {
    public func stableHash(into hasher: inout StableHasher) { hasher.combine(elements) }
}

extension FillRule: StableHashable {}
extension LineJoin: StableHashable {}
extension LineCap: StableHashable {}
extension ContentMode: StableHashable {}

extension ImageSource: StableHashable {
    /// The source as named (a path, the bytes, an asset's name and folder), not a file's contents.
    public func stableHash(into hasher: inout StableHasher) {
        switch self {
        case .path(let path): hasher.combine(0 as UInt64); hasher.combine(path)
        case .bytes(let bytes): hasher.combine(1 as UInt64); hasher.combine(bytes)
        case let .asset(name, folder): hasher.combine(2 as UInt64); hasher.combine(name); hasher.combine(folder)
        }
    }
}

extension DisplayItem: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        switch self {
        case let .fill(rect, radii, color):
            hasher.combine(0 as UInt64); hasher.combine(rect); hasher.combine(radii); hasher.combine(color)
        case let .stroke(rect, radii, color, lineWidth):
            hasher.combine(1 as UInt64); hasher.combine(rect); hasher.combine(radii); hasher.combine(color)
            hasher.combine(lineWidth)
        case let .border(rect, radii, color, width):
            hasher.combine(2 as UInt64); hasher.combine(rect); hasher.combine(radii); hasher.combine(color)
            hasher.combine(width)
        case let .text(text, frame):
            hasher.combine(3 as UInt64); hasher.combine(text); hasher.combine(frame)
        case let .image(source, frame, contentMode, radii):
            hasher.combine(4 as UInt64); hasher.combine(source); hasher.combine(frame); hasher.combine(contentMode)
            hasher.combine(radii)
        case let .pushClip(rect, radii):
            hasher.combine(5 as UInt64); hasher.combine(rect); hasher.combine(radii)
        case .pushOpacity(let opacity):
            hasher.combine(6 as UInt64); hasher.combine(opacity)
        case let .arc(center, radius, startAngle, endAngle, color, lineWidth, cap):
            hasher.combine(7 as UInt64); hasher.combine(center); hasher.combine(radius); hasher.combine(startAngle)
            hasher.combine(endAngle); hasher.combine(color); hasher.combine(lineWidth); hasher.combine(cap)
        case let .shadow(rect, radii, shadow):
            hasher.combine(8 as UInt64); hasher.combine(rect); hasher.combine(radii); hasher.combine(shadow)
        case let .gradient(rect, radii, gradient):
            hasher.combine(9 as UInt64); hasher.combine(rect); hasher.combine(radii); hasher.combine(gradient)
        case let .borders(rect, borders):
            hasher.combine(10 as UInt64); hasher.combine(rect); hasher.combine(borders)
        case let .fillPath(path, color, rule):
            hasher.combine(11 as UInt64); hasher.combine(path); hasher.combine(color); hasher.combine(rule)
        case let .strokePath(path, color, lineWidth, cap, join):
            hasher.combine(12 as UInt64); hasher.combine(path); hasher.combine(color); hasher.combine(lineWidth)
            hasher.combine(cap); hasher.combine(join)
        case .pushTransform(let transform):
            hasher.combine(13 as UInt64); hasher.combine(transform)
        case .pop:
            hasher.combine(14 as UInt64)
        }
    }
}

extension DisplayList: StableHashable {
    public func stableHash(into hasher: inout StableHasher) {
        hasher.combine(size); hasher.combine(background); hasher.combine(items)
    }
}
