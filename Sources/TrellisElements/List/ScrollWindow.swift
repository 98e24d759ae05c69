import Commands
import Lists
import Render

/// Where a scroll container is scrolled to, and how far it can go, along its axis.
public struct ScrollExtent: Sendable, Hashable {
    /// The axis the container scrolls along.
    public var axis: Axis
    /// The content offset: how far the content is scrolled toward its end, in points (0: at the
    /// start). Beyond `0...maxOffset` only while a finger drags it past an edge or it springs back.
    public var offset: Double
    /// The content's length along the axis: the rows (laid out or estimated) plus the insets.
    public var contentLength: Double
    /// The container's length along the axis.
    public var viewportLength: Double
    /// How many rows are mounted (the window).
    public var mountedRows: Int
    /// The keys of the rows that intersect the viewport (without the overscan), in order.
    public var visibleRows: [String]
    /// The container's `onDisplay` and scroll target, as its content last said (read by the
    /// runtime after each pass, so it need not walk the tree for them).
    public var onDisplay: CommandWith<String>?
    public var scrollTarget: ScrollTarget?

    public init(axis: Axis = .vertical, offset: Double, contentLength: Double, viewportLength: Double,
                mountedRows: Int, visibleRows: [String] = []) {
        self.axis = axis
        self.offset = offset
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.mountedRows = mountedRows
        self.visibleRows = visibleRows
    }

    /// The largest offset at rest: the content's end at the viewport's end.
    public var maxOffset: Double { max(0, contentLength - viewportLength) }

    /// The offsets the content rests at.
    public var bounds: ClosedRange<Double> { 0...maxOffset }

    /// The offset as a point: `(offset, 0)` for a horizontal container, `(0, offset)` for a vertical one.
    public var point: Point { axis == .horizontal ? Point(x: offset, y: 0) : Point(x: 0, y: offset) }
}

/// Fills the scroll containers of a laid-out tree with the rows their viewports show: the lazy
/// half of `LazyList`. Each container gets one child, its content box, placed at minus the
/// content offset; the content box holds the rows that intersect the viewport plus the overscan,
/// each laid out alone at the container's width and keyed by its row id, so scrolling mounts
/// the rows that enter and unmounts those that leave and moves nothing else (the content box's
/// frame is the one other instruction). The content box's coordinates follow the rows that stay
/// in the window (``ContentOrigin``): a row inserted or resized above them moves the content box,
/// not each of them, so the box starts at content y `base` (0 until rows above the window change).
///
/// Rows are laid out once per width and environment and cached while their content stays equal
/// (a changed row is laid out again, an unchanged one keeps its laid-out subtree, which the
/// reconciler then skips). Rows never laid out count with the estimated height.
///
/// Not `Sendable`-shared: one per runtime, used on its executor (off the main actor).
public struct ScrollWindow: Sendable {
    /// A row as last laid out.
    struct Entry: Sendable {
        var cell: any ListCell
        /// The size the row was laid out at across the axis (a vertical list's width).
        var width: Double
        /// The row's element, its frame relative to the row's top-left corner.
        var node: LayoutNode
        /// The row's height (the element's margins included).
        var height: Double
    }

    /// Laid-out rows, per container id and row key.
    private var entries: [String: [String: Entry]] = [:]
    /// Per container id: the rows and heights of the content last placed, reused while the
    /// content is the very same value (a scroll: O(1) instead of O(rows) content comparisons).
    private var placed: [String: Placement] = [:]
    /// Per container id: where its content box's coordinates start (follows the rows that stay).
    private var origins: [String: ContentOrigin] = [:]

    /// The rows of one content value and their current heights.
    struct Placement: Sendable {
        var sections: [ListSection]
        var data: (any DataRows)?
        var width: Double
        var rows: [ScrollContent.Row]
        var heights: [Double]
        /// Where the first row starts (the start inset).
        var start: Double = 0
        /// The inset after the last row.
        var end: Double = 0
        /// The container's length along the axis.
        var viewport: Double = 0
        var axis: Axis = .vertical

        /// Whether these are `content`'s rows: the very same sections, or equal data rows (O(1)
        /// for the same item array).
        func isPlacement(of content: ScrollContent) -> Bool {
            switch (data, content.data) {
            case (nil, nil): sections.sharesStorage(with: content.model.sections)
            case let (mine?, theirs?): mine === theirs || mine.isEqual(to: theirs)
            default: false
            }
        }
    }
    private var environmentKey: SessionState.ResolutionKey?
    /// The app's environment values each container's cached rows were laid out with.
    private var rowValues: [String: EnvironmentValues] = [:]
    /// How many rows were laid out so far (tests count laziness with it).
    public private(set) var laidOutRowCount = 0
    /// How many laid-out rows a container keeps at most (at least the window's rows): past it,
    /// the rows farthest from the window are evicted and laid out again if they come back.
    public let cachedRowLimit: Int

    /// A window keeping at most `cachedRowLimit` laid-out rows per container (never fewer than
    /// the rows of its current window).
    public init(cachedRowLimit: Int = 500) {
        self.cachedRowLimit = max(1, cachedRowLimit)
    }

    /// How many laid-out rows the container `id` keeps.
    public func cachedRowCount(container id: String) -> Int { entries[id]?.count ?? 0 }

    /// `root` with every scroll container filled for `offsets` (by container id; missing: 0).
    /// With `fullLength`, every row is laid out and mounted (snapshots of the whole list).
    /// Offsets are clamped to the content, except those of the containers in `live` (a finger
    /// drags them past an edge, or they spring back).
    /// - Complexity: O(rows) per container to place rows (sums of heights; new content also
    ///   compares each row with its cached layout), plus one layout pass per row that enters the
    ///   window for the first time or changed.
    public mutating func apply(to root: LayoutNode, offsets: [String: Double], environment: Environment,
                               fullLength: Bool = false,
                               live: Set<String> = []) -> (node: LayoutNode, extents: [String: ScrollExtent]) {
        let key = SessionState.ResolutionKey(environment)
        if key != environmentKey {
            entries = [:]
            placed = [:]
            origins = [:]
            rowValues = [:]
            environmentKey = key
        }
        var extents: [String: ScrollExtent] = [:]
        let pass = Pass(offsets: offsets, environment: environment, fullLength: fullLength, live: live,
                        screenHeight: root.frame.height)
        let node = fill(root, pass, origin: Point(x: 0, y: 0), extents: &extents) ?? root
        return (node, extents)
    }

    /// The inputs of one `apply`.
    private struct Pass {
        var offsets: [String: Double]
        var environment: Environment
        var fullLength: Bool
        var live: Set<String>
        /// The root's height (where the keyboard's top is measured from).
        var screenHeight: Double?
    }

    /// The node with its scroll containers filled, or nil when its subtree has none (so
    /// untouched subtrees keep their storage and the reconciler skips them). `origin`: where the
    /// node's parent is in root coordinates (`nil` inside another scroll container's rows).
    private mutating func fill(_ node: LayoutNode, _ pass: Pass, origin: Point? = nil,
                               extents: inout [String: ScrollExtent]) -> LayoutNode? {
        if let content = node.scroll {
            // The software keyboard covers the bottom of the screen: a vertical container it
            // overlaps can scroll that much further, as UIKit apps inset their scroll views.
            let overlap = origin.map { origin -> Double in
                let keyboard = pass.environment.keyboardHeight
                guard keyboard > 0, let height = pass.screenHeight else { return 0 }
                return max(0, origin.y + node.frame.maxY - (height - keyboard))
            } ?? 0
            let (filled, extent) = window(node, content: content, pass, keyboardOverlap: overlap, extents: &extents)
            extents[content.id] = extent
            return filled
        }
        var children: [LayoutNode]?
        let inner = origin.map { Point(x: $0.x + node.frame.minX, y: $0.y + node.frame.minY) }
        for index in node.children.indices {
            guard let child = fill(node.children[index], pass, origin: inner, extents: &extents) else { continue }
            if children == nil { children = node.children }
            children![index] = child
        }
        guard let children else { return nil }
        var copy = node
        copy.children = children
        return copy
    }

    private mutating func window(_ node: LayoutNode, content: ScrollContent, _ pass: Pass, keyboardOverlap: Double = 0,
                                 extents nestedExtents: inout [String: ScrollExtent]) -> (LayoutNode, ScrollExtent) {
        var environment = pass.environment
        let fullLength = pass.fullLength
        // The rows see the values set above the container; cached rows laid out with others go.
        environment.values = environment.values.merging(content.environmentValues)
        if rowValues[content.id] != environment.values {
            if rowValues[content.id] != nil {
                entries[content.id] = nil
                placed[content.id] = nil
            }
            rowValues[content.id] = environment.values
        }
        let vertical = content.axis == .vertical
        // `cross`: the rows' fixed size (a vertical list's width); `viewport`: the scrolled length.
        let cross = vertical ? node.frame.width : node.frame.height
        let viewport = vertical ? node.frame.height : node.frame.width
        let mirrored = !vertical && environment.layoutDirection == .rightToLeft
        let insetStart = vertical && content.safeAreaInsets.contains(.top) ? environment.safeArea.top : 0
        let safeEnd = vertical && content.safeAreaInsets.contains(.bottom) ? environment.safeArea.bottom : 0
        let insetEnd = vertical ? max(safeEnd, keyboardOverlap) : safeEnd
        let container = content.id
        let requestedOffset = pass.offsets[container] ?? 0
        let rows: [ScrollContent.Row]
        var heights: [Double]
        let contentChanged: Bool
        if let last = placed[container], last.width == cross, last.isPlacement(of: content) {
            rows = last.rows
            heights = last.heights
            contentChanged = false
        } else {
            rows = content.rows
            let cached = entries[container] ?? [:]
            // Lengths: laid-out rows as laid out (when still equal), the others estimated.
            heights = [Double](repeating: content.estimatedRowHeight, count: rows.count)
            for (index, row) in rows.enumerated() {
                if let entry = cached[row.key], entry.width == cross, entry.cell.isContentEqual(to: row.cell) {
                    heights[index] = entry.height
                }
            }
            contentChanged = placed[container] != nil
        }
        var tops = [Double](repeating: 0, count: rows.count + 1)
        func place() {
            tops[0] = insetStart
            for index in rows.indices { tops[index + 1] = tops[index] + heights[index] }
        }
        place()
        var requested = requestedOffset
        // Scroll anchoring: when rows are inserted, removed or resized before the rows on screen
        // of a scrolled list, the offset moves with those rows, so what the user sees stays put.
        if contentChanged, !fullLength, requested > 0, let previous = origins[container], !previous.tops.isEmpty {
            requested += Self.anchorShift(rows: rows, tops: tops, previous: previous)
        }
        var offset = 0.0
        var range = 0..<0
        // Lay out the rows of the window; their real lengths move the rows after them, so place
        // again until the window is stable (a few rounds: only estimated rows change; rows far
        // taller in estimate than in fact take more rounds, each laying out the rows that came in).
        for _ in 0..<16 {
            place()
            let contentLength = tops[rows.count] + insetEnd
            let maxOffset = max(0, contentLength - viewport)
            offset = fullLength ? 0 : pass.live.contains(container) ? requested : min(max(requested, 0), maxOffset)
            let low = fullLength ? -Double.infinity : offset - content.overscan
            let high = fullLength ? Double.infinity : offset + viewport + content.overscan
            // First row ending at or before `low`, first row starting at or after `high`.
            let first = partition(tops, rows.count) { tops[$0 + 1] <= low }
            let end = max(first, partition(tops, rows.count) { tops[$0] < high })
            range = first..<end
            var changed = false
            for index in range {
                let entry = laidOut(rows[index], container: container, cross: cross, axis: content.axis,
                                    environment: environment)
                if entry.height != heights[index] {
                    heights[index] = entry.height
                    changed = true
                }
            }
            if !changed { break }
        }
        place()
        let contentLength = tops[rows.count] + insetEnd
        // Cells in content coordinates first; then relative to the content box's origin.
        var cells: [LayoutNode] = []
        cells.reserveCapacity(range.count + 1)
        var cellTops: [(key: String, top: Double)] = []
        cellTops.reserveCapacity(range.count + 1)
        var visible: [String] = []
        for index in range {
            var cell = entries[container]![rows[index].key]!.node
            if vertical {
                cell.frame.origin.y += tops[index]
            } else if mirrored {
                cell.frame.origin.x += contentLength - tops[index + 1]
            } else {
                cell.frame.origin.x += tops[index]
            }
            cell.key = .string(rows[index].key)
            if let tap = rows[index].onTap { cell.onTap = tap }
            if let filled = fill(cell, pass, extents: &nestedExtents) { cell = filled }
            cells.append(cell)
            cellTops.append((rows[index].key, tops[index]))
            if tops[index + 1] > offset, tops[index] < offset + viewport { visible.append(rows[index].key) }
        }
        if content.stickyHeaders, vertical, !fullLength,
           let pinned = pinHeader(rows: rows, tops: tops, range: range, pinAt: offset + insetStart, cells: &cells,
                                  container: container, width: cross, environment: environment) {
            cellTops.removeAll { $0.key == pinned.key }
            cellTops.append(pinned)
        }
        let origin = (origins[container] ?? ContentOrigin()).next(rows: cellTops, canonical: fullLength || mirrored)
        origins[container] = origin
        if origin.base != 0 {
            for index in cells.indices {
                if vertical { cells[index].frame.origin.y -= origin.base } else { cells[index].frame.origin.x -= origin.base }
            }
        }
        evict(container: container, rows: rows, keeping: range)
        placed[container] = Placement(sections: content.model.sections, data: content.data, width: cross, rows: rows,
                                      heights: heights, start: insetStart, end: insetEnd, viewport: viewport,
                                      axis: content.axis)
        let boxFrame: Rect
        if vertical {
            boxFrame = Rect(x: 0, y: origin.base - offset, width: cross, height: contentLength)
        } else if mirrored {
            boxFrame = Rect(x: viewport - contentLength + offset, y: 0, width: contentLength, height: cross)
        } else {
            boxFrame = Rect(x: origin.base - offset, y: 0, width: contentLength, height: cross)
        }
        let contentBox = LayoutNode(kind: .box, key: "content", frame: boxFrame, children: cells)
        var filled = node
        filled.children = [contentBox]
        filled.props.clipsContent = true
        if filled.interaction == nil { filled.interaction = Interaction() }
        filled.interaction?.scroll = ScrollBehavior(id: container, axis: content.axis)
        var extent = ScrollExtent(axis: content.axis, offset: offset, contentLength: contentLength, viewportLength: viewport,
                                  mountedRows: cells.count, visibleRows: visible)
        extent.onDisplay = content.onDisplay
        extent.scrollTarget = content.scrollTarget
        return (filled, extent)
    }

    /// How far the rows of the last window moved in content coordinates (the shift most of them
    /// share), for scroll anchoring; 0 when none of them is still there.
    private static func anchorShift(rows: [ScrollContent.Row], tops: [Double], previous: ContentOrigin) -> Double {
        var continuing: [(key: String, top: Double)] = []
        for (index, row) in rows.enumerated() where previous.tops[row.key] != nil {
            continuing.append((row.key, tops[index]))
        }
        return previous.next(rows: continuing).base - previous.base
    }

    /// Where the row `key` of the container `id` starts and ends in content coordinates, from the
    /// rows as laid out: the rows before it that were not laid out yet are laid out now (and kept
    /// in the cache), so the span is exact. `nil` when there is no such container or row.
    /// - Complexity: one layout pass per row up to `key` not laid out before.
    public mutating func span(ofRow key: String, container id: String, environment: Environment) -> ClosedRange<Double>? {
        guard var placement = placed[id], let index = placement.rows.firstIndex(where: { $0.key == key }) else { return nil }
        for row in 0...index {
            let entry = laidOut(placement.rows[row], container: id, cross: placement.width, axis: placement.axis,
                                environment: environment)
            placement.heights[row] = entry.height
        }
        placed[id] = placement
        let start = placement.start + placement.heights[..<index].reduce(0, +)
        return start...(start + placement.heights[index])
    }

    /// The largest offset of the container `id` at rest, from its rows' lengths as known now
    /// (laid out, else estimated); `nil` for an unknown container.
    public func maxOffset(container id: String) -> Double? {
        guard let placement = placed[id] else { return nil }
        return max(0, placement.start + placement.heights.reduce(0, +) + placement.end - placement.viewport)
    }

    /// Pins the header of the section at the top of the viewport to `pinAt` (pushed up by the
    /// next section's header), mounting it even when its own place scrolled away. Returns its key
    /// and content y, if a header is pinned.
    private mutating func pinHeader(rows: [ScrollContent.Row], tops: [Double], range: Range<Int>, pinAt: Double,
                                    cells: inout [LayoutNode], container: String, width: Double,
                                    environment: Environment) -> (key: String, top: Double)? {
        let top = partition(tops, rows.count) { tops[$0 + 1] <= pinAt }
        guard top < rows.count else { return nil }
        let section = rows[top].section
        guard let header = rows[...top].lastIndex(where: { $0.isHeader && $0.section == section }) else { return nil }
        let sectionEnd = rows[(top + 1)...].firstIndex { $0.section != section } ?? rows.count
        let entry = laidOut(rows[header], container: container, cross: width, environment: environment)
        let y = max(tops[header], min(pinAt, tops[sectionEnd] - entry.height))
        var pinned = entry.node
        pinned.frame.origin.y += y
        pinned.key = .string(rows[header].key)
        cells.removeAll { $0.key == pinned.key }
        cells.append(pinned)
        return (rows[header].key, y)
    }

    /// Past `cachedRowLimit`, keeps only the laid-out rows nearest the window `range` (the window
    /// itself always; the pinned header is laid out again when needed). The heights of evicted
    /// rows stay in the placement while the content is the same value.
    /// - Complexity: O(kept rows), only when the cache is over its limit.
    private mutating func evict(container: String, rows: [ScrollContent.Row], keeping range: Range<Int>) {
        guard let cached = entries[container], cached.count > max(cachedRowLimit, range.count) else { return }
        let extra = max(0, cachedRowLimit - range.count) / 2
        let low = max(0, range.lowerBound - extra)
        let high = min(rows.count, range.upperBound + extra)
        var kept: [String: Entry] = [:]
        kept.reserveCapacity(high - low)
        for row in rows[low..<high] {
            if let entry = cached[row.key] { kept[row.key] = entry }
        }
        entries[container] = kept
    }

    /// The row laid out at `cross` (a vertical list's width, a horizontal one's height), cached
    /// while its content stays equal.
    private mutating func laidOut(_ row: ScrollContent.Row, container: String, cross: Double, axis: Axis = .vertical,
                                  environment: Environment) -> Entry {
        if let entry = entries[container]?[row.key], entry.width == cross, entry.cell.isContentEqual(to: row.cell) { return entry }
        let element = RowElement.element(for: row.cell, width: cross)
        let (node, length) = axis == .vertical
            ? ElementCell.layout(element, fittingWidth: cross, environment: environment)
            : ElementCell.layout(element, fittingHeight: cross, environment: environment)
        let entry = Entry(cell: row.cell, width: cross, node: node, height: length)
        entries[container, default: [:]][row.key] = entry
        laidOutRowCount += 1
        return entry
    }

    /// The first index in `0..<count` for which `isBefore` is false (it holds for a prefix).
    private func partition(_ tops: [Double], _ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if isBefore(mid) { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
