// Walking a container's layout children: its children with `display: contents` nodes replaced
// by their own children (recursively), in document order, without allocating.

extension LayoutEngine {
    /// The first layout child of `container`, or -1.
    @inline(__always)
    func firstLayoutChild(_ container: Int32) -> Int32 {
        let first = nodes[Int(container)].firstChild
        if !usesDisplayContents { return first }
        return first == -1 ? -1 : enterContents(first, container)
    }

    /// The layout child after `child` in `container`, or -1.
    @inline(__always)
    func nextLayoutChild(_ child: Int32, _ container: Int32) -> Int32 {
        if !usesDisplayContents { return nodes[Int(child)].nextSibling }
        var c = child
        while true {
            let next = nodes[Int(c)].nextSibling
            if next != -1 { return enterContents(next, container) }
            let parent = nodes[Int(c)].parent
            if parent == container || parent == -1 { return -1 }
            c = parent
        }
    }

    /// `child` itself, or for a `display: contents` node its first layout descendant.
    @inline(__always)
    func enterContents(_ child: Int32, _ container: Int32) -> Int32 {
        var c = child
        while nodes[Int(c)].style.display == .contents {
            let first = nodes[Int(c)].firstChild
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
        var child = nodes[Int(container)].firstChild
        while child != -1 {
            if nodes[Int(child)].style.display == .contents {
                resetLayout(child)
                nodes[Int(child)].hasNewLayout = true
                nodes[Int(child)].isDirty = false
                cleanupContentsNodes(child)
            }
            child = nodes[Int(child)].nextSibling
        }
    }

    /// Zeroes a node's results (used for `display: none` subtrees and `contents` boxes).
    func resetLayout(_ i: Int32) {
        // Field by field: the record's caches are large and must survive.
        nodes[Int(i)].layout.position = EdgeInsets()
        nodes[Int(i)].layout.margin = EdgeInsets()
        nodes[Int(i)].layout.border = EdgeInsets()
        nodes[Int(i)].layout.padding = EdgeInsets()
        nodes[Int(i)].layout.width = 0
        nodes[Int(i)].layout.height = 0
        nodes[Int(i)].layout.measuredWidth = 0
        nodes[Int(i)].layout.measuredHeight = 0
        nodes[Int(i)].layout.direction = .ltr
        nodes[Int(i)].layout.hadOverflow = false
        nodes[Int(i)].layout.computedFlexBasis = .nan
        nodes[Int(i)].layout.lineIndex = 0
        nodes[Int(i)].layout.relativeTop = 0
    }

    /// Zeroes a `display: none` subtree.
    func zeroOutSubtree(_ i: Int32) {
        resetLayout(i)
        nodes[Int(i)].layout.cache.clear()
        nodes[Int(i)].hasNewLayout = true
        nodes[Int(i)].isDirty = false
        var child = nodes[Int(i)].firstChild
        while child != -1 {
            zeroOutSubtree(child)
            child = nodes[Int(child)].nextSibling
        }
    }
}
