import Lists

/// The views of one row a list host shows outside the runtime (a collection view cell hosting an
/// element): what the row's views are now, and the instructions that make them show another
/// cell. A cell of the same component keeps its views and gets only what changed (in-place
/// updates and reused cells cost updates, not new views).
///
/// ```swift
/// var row = ListRowMount(scale: 3)
/// try host.apply(row.show(item.cell, width: 375, environment: environment))
/// ```
///
/// Threading: a value; MAY run off the main thread (applying the instructions is the host's job).
public struct ListRowMount: Sendable {
    /// The row's mounted views.
    public private(set) var tree = MountedTree()
    private let reconciler: Reconciler

    /// A row for a host of `scale` device pixels per point.
    public init(scale: Double = 1) {
        reconciler = Reconciler(scale: scale)
    }

    /// The instructions that make the row show `cell` at `width`.
    /// - Complexity: one layout pass of the cell's element and one reconciliation.
    public mutating func show(_ cell: any ListCell, width: Double, environment: Environment) -> [MountInstruction] {
        let node = ElementCell.layoutRow(of: cell, fittingWidth: width, environment: environment)
        let (next, instructions) = reconciler.reconcile(tree, to: node)
        tree = next
        return instructions
    }
}

extension ElementCell {
    /// Any list cell laid out as a row `width` wide, as a list shows it: an element cell (also
    /// inside a data row) as its element in its own environment (the one it was sized in), the
    /// builder's separators and spaces as their elements, other cells as empty boxes of their
    /// height, in `environment`. The node's frame is relative to the row's top-left corner.
    /// - Complexity: one layout pass of the row's element.
    public static func layoutRow(of cell: any ListCell, fittingWidth width: Double, environment: Environment) -> LayoutNode {
        let resolved = (cell as? DataRowCell)?.cell ?? cell
        let sizing = (resolved as? ElementCell)?.environment ?? environment
        return layout(RowElement.element(for: resolved, width: width), fittingWidth: width, environment: sizing).node
    }
}
