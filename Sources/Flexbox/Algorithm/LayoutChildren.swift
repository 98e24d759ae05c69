// Walking a container's layout children: its children with `display: contents` nodes replaced
// by their own children (recursively), in document order, without allocating.

extension LayoutEngine {
    /// The first layout child of `container`, or -1.
    @inline(__always)
    func firstLayoutChild(_ container: Int32) -> Int32 {
        let first = node(container).firstChild
        if !usesDisplayContents { return first }
        return first == -1 ? -1 : enterContents(first, container)
    }

    /// The layout child after `child` in `container`, or -1.
    @inline(__always)
    func nextLayoutChild(_ child: Int32, _ container: Int32) -> Int32 {
        if !usesDisplayContents { return node(child).nextSibling }
        var c = child
        while true {
            let next = node(c).nextSibling
            if next != -1 { return enterContents(next, container) }
            let parent = node(c).parent
            if parent == container || parent == -1 { return -1 }
            c = parent
        }
    }

    /// `child` itself, or for a `display: contents` node its first layout descendant.
    @inline(__always)
    func enterContents(_ child: Int32, _ container: Int32) -> Int32 {
        var c = child
        while node(c).style.display == .contents {
            let first = node(c).firstChild
            if first == -1 { return nextLayoutChild(c, container) }
            c = first
        }
        return c
    }

    /// True when `container` has at least one layout child.
    @inline(__always)
    func hasLayoutChildren(_ container: Int32) -> Bool { firstLayoutChild(container) != -1 }

    /// Resets the layout of the `display: contents` children of `container` (they take no space)
    /// and marks them clean, recursively.
    func cleanupContentsNodes(_ container: Int32) {
        guard usesDisplayContents else { return }
        var child = node(container).firstChild
        while child != -1 {
            if node(child).style.display == .contents {
                resetLayout(child)
                node(child).hasNewLayout = true
                node(child).isDirty = false
                cleanupContentsNodes(child)
            }
            child = node(child).nextSibling
        }
    }

    /// Zeroes a node's results (used for `display: none` subtrees and `contents` boxes).
    func resetLayout(_ i: Int32) {
        // Field by field: the record's caches are large and must survive.
        node(i).layout.position = EdgeInsets()
        node(i).layout.margin = EdgeInsets()
        node(i).layout.border = EdgeInsets()
        node(i).layout.padding = EdgeInsets()
        node(i).layout.width = 0
        node(i).layout.height = 0
        node(i).layout.measuredWidth = 0
        node(i).layout.measuredHeight = 0
        node(i).layout.direction = .ltr
        node(i).layout.hadOverflow = false
        node(i).layout.computedFlexBasis = .nan
        node(i).layout.lineIndex = 0
        node(i).layout.relativeTop = 0
    }

    /// Zeroes a `display: none` subtree.
    func zeroOutSubtree(_ i: Int32) {
        resetLayout(i)
        node(i).layout.cache.clear()
        node(i).hasNewLayout = true
        node(i).isDirty = false
        var child = node(i).firstChild
        while child != -1 {
            zeroOutSubtree(child)
            child = node(child).nextSibling
        }
    }
}
