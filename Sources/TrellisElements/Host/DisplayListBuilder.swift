import Render
import Typesetting

/// Draws a mounted tree as a display list: the device-independent half of the Cairo host (the
/// other half, display list → PNG, is `CairoRender`). Frames are parent-relative in the tree and
/// absolute in the list.
///
/// Painting order is the tree's pre-order: a view's background and border, then its content,
/// then its children; opacity below 1 groups the whole subtree, clipping clips the children.
/// What is clipped away is culled: a view outside the canvas or its clipping ancestors is not
/// painted, and a clipping view outside them is skipped with its whole subtree (a long list
/// scrolled in a viewport draws only its visible rows). MAY run off the main thread.
public struct DisplayListBuilder: Sendable {
    /// Canvas background (painted under everything).
    public var background: Color

    public init(background: Color = .white) {
        self.background = background
    }

    /// The display list of `tree` on a canvas of `size` points.
    /// - Complexity: O(n).
    public func displayList(of tree: MountedTree, size: Size) -> DisplayList {
        DeepStack.run(depth: tree.depth) {
            var list = DisplayList(size: size, background: background)
            if let root = tree.root {
                draw(root, origin: .zero, clip: Rect(origin: .zero, size: size), into: &list)
            }
            return list
        }
    }

    /// - Parameter clip: The visible area (absolute): the canvas within every clipping ancestor.
    private func draw(_ node: MountedNode, origin: Point, clip: Rect, into list: inout DisplayList) {
        let props = node.props
        guard props.opacity > 0 else { return }
        let frame = node.frame.offsetBy(origin)
        let visible = frame.overlaps(clip)
        guard visible || !(props.clipsContent || node.children.isEmpty) else { return }
        guard visible else {
            // Hidden itself, but unclipped children may overflow into view.
            for child in node.children { draw(child, origin: frame.origin, clip: clip, into: &list) }
            return
        }
        let grouped = props.opacity < 1
        if grouped { list.append(.pushOpacity(props.opacity)) }
        if let shadow = props.shadow, shadow.paintedColor.alpha > 0 {
            list.append(.shadow(frame, radii: props.cornerRadii, shadow: shadow))
        }
        if let background = props.background, background.alpha > 0 {
            list.append(.fill(frame, radii: props.cornerRadii, color: background))
        }
        if let gradient = props.gradient {
            list.append(.gradient(frame, radii: props.cornerRadii, gradient: gradient))
        }
        appendContent(of: props, in: frame, into: &list)
        if !node.children.isEmpty {
            if props.clipsContent { list.append(.pushClip(frame, radii: props.cornerRadii)) }
            let inner = props.clipsContent ? frame.clipped(to: clip) : clip
            for child in node.children { draw(child, origin: frame.origin, clip: inner, into: &list) }
            if props.clipsContent { list.append(.pop) }
        }
        if props.borderWidth > 0, let color = props.borderColor, color.alpha > 0 {
            list.append(.border(frame, radii: props.cornerRadii, color: color, width: props.borderWidth))
        }
        if let borders = props.edgeBorders, borders.sides.contains(where: \.isVisible) {
            list.append(.borders(frame, borders))
        }
        if grouped { list.append(.pop) }
    }

    /// Appends what a view with `props` draws inside its box at `frame` (absolute): its text, image
    /// or primitive, without background, borders or children. Hosts that keep a view per node
    /// and draw a leaf's content themselves (the web host) call it for one view.
    public func appendContent(of props: ViewProps, in frame: Rect, into list: inout DisplayList) {
        switch props.content {
        case .none: break
        case .text(let text): list.append(.text(text, frame: props.contentBox(in: frame)))
        case .image(let image): drawImage(image, frame: frame, radii: props.cornerRadii, into: &list)
        case .progressRing(let ring): list.append(contentsOf: ring.displayItems(in: frame))
        case .shape(let shape): list.append(contentsOf: shape.displayItems(in: frame))
        case .toggle(let toggle): list.append(contentsOf: toggle.displayItems(in: frame))
        case .activityIndicator(let indicator): list.append(contentsOf: indicator.displayItems(in: frame))
        case .textField(let field): list.append(contentsOf: field.displayItems(in: frame))
        case .custom(let leaf): list.append(contentsOf: leaf.displayItems(in: frame))
        }
    }

    /// An image with an asset folder is drawn from it (the backend picks the `@2x`/`@3x` variant
    /// and reports a missing asset, drawing its own placeholder). A bare name has no asset pipeline
    /// here: the host draws a deterministic placeholder, the placeholder color with a simple
    /// landscape pictogram, so snapshots show where images go and never depend on outside files.
    /// The pictogram is the placeholder colour a quarter of the way towards black on a light fill
    /// and towards white on a dark one, so it shows in both colour schemes (a darker ink on the
    /// dark scheme's fill would vanish).
    private func drawImage(_ image: ResolvedImage, frame: Rect, radii: CornerRadii, into list: inout DisplayList) {
        if let folder = image.assetFolder {
            list.append(.image(.asset(name: image.source, folder: folder), frame: frame, contentMode: image.contentMode,
                               radii: radii))
            return
        }
        list.append(.fill(frame, radii: radii, color: image.placeholder))
        let side = min(frame.width, frame.height) * 0.4
        guard side >= 4 else { return }
        let ink = Self.placeholderInk(on: image.placeholder)
        let center = Point(x: frame.midX, y: frame.midY)
        // A sun and a hill: a circle and a rounded mound.
        list.append(.fill(Rect(x: center.x + side * 0.15, y: center.y - side * 0.5, width: side * 0.3, height: side * 0.3),
                          radii: CornerRadii(side * 0.15), color: ink))
        list.append(.fill(Rect(x: center.x - side * 0.5, y: center.y, width: side, height: side * 0.5),
                          radii: CornerRadii(topLeft: side * 0.5, topRight: side * 0.5, bottomRight: 0, bottomLeft: 0),
                          color: ink))
    }
}

extension DisplayListBuilder {
    /// The pictogram colour on a placeholder `fill`: a quarter of the way to black when the fill
    /// is light (its contrast with black beats that with white), to white when it is dark.
    static func placeholderInk(on fill: Color) -> Color {
        let target: Color = fill.contrastRatio(with: .black) >= fill.contrastRatio(with: .white) ? .black : .white
        return target.composited(alpha: 0.25, over: fill)
    }
}

extension Rect {
    /// Whether the two rectangles share any area (touching edges do not count; an empty
    /// rectangle overlaps nothing).
    func overlaps(_ other: Rect) -> Bool {
        minX < other.minX + other.width && other.minX < minX + width
            && minY < other.minY + other.height && other.minY < minY + height
    }

    /// The part of the rectangle inside `other` (empty, at the origin, when they do not overlap).
    func clipped(to other: Rect) -> Rect {
        let x0 = max(minX, other.minX), y0 = max(minY, other.minY)
        let x1 = min(minX + width, other.minX + other.width), y1 = min(minY + height, other.minY + other.height)
        guard x1 > x0, y1 > y0 else { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
