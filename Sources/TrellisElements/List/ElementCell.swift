import Lists
import Render

/// A list cell made from an element, usually a memoized component and its Props: the talk's
/// `LayoutCellHelper(model:layoutCreator:)`. Its size is the layout pass's answer at the list's
/// width; content equality is element equality, which for a ``PropsComponent`` is Props equality;
/// a changed cell of the same component keeps its view and is updated in place (`updateBy`).
///
/// ```swift
/// builder.add(ElementCell(InboxRow(props), environment: environment), id: message.id)
/// ```
///
/// Threading: a value; every requirement MAY run off the main thread (the list updater sizes
/// cells in the background, the runtime lays them out on its own executor).
public struct ElementCell: ListCell {
    /// The fields, shared: a cell is one reference, so it fits an existential's inline buffer
    /// and copies of 10,000-row models retain instead of copying elements and environments.
    private final class Storage: Sendable {
        let element: Element
        let environment: Environment?
        init(element: Element, environment: Environment?) {
            self.element = element
            self.environment = environment
        }
    }

    private let storage: Storage

    /// What the cell shows (a deferred element for a memoized component).
    public var element: Element { storage.element }
    /// What `size(fittingWidth:)` lays the cell out in (text measurer, scale, text size). A lazy
    /// list lays cells out in the environment of its own pass instead. `nil` only for the content
    /// of a `ScrollView`, which only ever lays out in its pass.
    public var environment: Environment? { storage.environment }

    /// A cell showing `content`, sized in `environment`.
    public init(_ content: some ElementConvertible, environment: Environment) {
        storage = Storage(element: content.element, environment: environment)
    }

    /// A cell only a scroll container lays out (in its pass's environment).
    init(unsized content: Element) {
        storage = Storage(element: content, environment: nil)
    }

    /// The component's type name, else the element's kind: cells of one component share views.
    public var reuseIdentifier: String { element.componentName ?? element.kind.rawValue }

    /// Equal elements: for a memoized component, the same component with equal Props.
    public func isContentEqual(to other: any ListCell) -> Bool {
        guard let other = other as? ElementCell else { return false }
        return other.storage === storage || other.storage.element == storage.element
    }

    /// The laid-out height at `width` (one layout pass of the cell alone, unbounded height).
    /// - Complexity: one layout pass of the cell's tree.
    public func size(fittingWidth width: Double) -> ListSize {
        guard let environment else { return ListSize(width: width, height: 0) }
        return ListSize(width: width, height: Self.layout(element, fittingWidth: width, environment: environment).height)
    }

    /// `element` laid out alone as a row of a list `width` wide, its height unbounded, in
    /// `environment`: inside a column, so its margins and alignment count as in any column. The
    /// node's frame is relative to the row's top-left corner; `height` includes the margins.
    /// - Complexity: one layout pass of the element's tree.
    public static func layout(_ element: Element, fittingWidth width: Double,
                              environment: Environment) -> (node: LayoutNode, height: Double) {
        let row = Column { element }.element
        let laidOut = LayoutSession.layout(row, in: Size(width: width, height: .nan), environment: environment)
        return (laidOut.children.first ?? laidOut, laidOut.frame.height)
    }

    /// `element` laid out alone as a cell of a horizontal list `height` tall, its width unbounded:
    /// inside a row, so its margins and alignment count as in any row. `width` includes the margins.
    /// - Complexity: one layout pass of the element's tree.
    public static func layout(_ element: Element, fittingHeight height: Double,
                              environment: Environment) -> (node: LayoutNode, width: Double) {
        let row = Row { element }.element
        let laidOut = LayoutSession.layout(row, in: Size(width: .nan, height: height), environment: environment)
        return (laidOut.children.first ?? laidOut, laidOut.frame.width)
    }

    /// The same component (or the same kind of plain element): the mounted views are kept and
    /// the reconciler sends only what changed.
    public func canUpdateView(showing previous: any ListCell) -> Bool {
        guard let previous = previous as? ElementCell else { return false }
        return previous.reuseIdentifier == reuseIdentifier
    }
}

extension Element {
    /// The memoized component's type name when the element is one, else nil.
    var componentName: String? {
        guard case .deferred(let deferred) = content, case .component(_, _, let type, _) = deferred.source else { return nil }
        return String(describing: type)
    }
}
