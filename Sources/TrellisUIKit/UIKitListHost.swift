#if canImport(UIKit)
import Commands
import Diffing
import Lists
import TrellisElements
import UIKit

/// The UIKit list host: a `UICollectionView` (flow layout, one item per row) that a `ListUpdater`
/// keeps up to date, its cells hosting elements through `UIKitHost`. No logic of its own: the
/// calls each update makes come from `CollectionViewUpdate` and each cell's views from
/// `ListRowMount`, both tested on Linux.
///
/// ```swift
/// let host = UIKitListHost(environment: environment)
/// view.addSubview(host.collectionView)
/// let updater = ListUpdater(host: host)
/// updater.update(to: InboxScreen.model(props, environment: environment))
/// ```
///
/// Cells are laid out at the sizes the updater computed off the main actor; a cell that comes on
/// screen lays its element out once for its views (one layout pass of that row). Selecting a
/// row performs its item's `onTap`, else its element's own tap (the row's root, e.g. a row with
/// `.onTap`); tappable elements inside a row are not told apart. Displaying a row performs its
/// item's `onDisplay`. Section header cells are not shown (the updater sizes items only).
/// MUST run on main.
@MainActor
public final class UIKitListHost: NSObject, ListHost, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    /// The list's view.
    public let collectionView: UICollectionView
    /// What cells without an environment of their own are laid out in.
    public let environment: TrellisElements.Environment
    /// What the data source and the layout answer now.
    public private(set) var contents = CollectionViewContents()
    /// Instructions a cell could not apply (a bug upstream).
    public private(set) var errors: [MountError] = []

    /// A host whose collection view starts at `frame`.
    public init(environment: TrellisElements.Environment, frame: CGRect = .zero) {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        self.environment = environment
        super.init()
        collectionView.register(ElementCollectionViewCell.self, forCellWithReuseIdentifier: ElementCollectionViewCell.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    public var contentWidth: Double { Double(collectionView.bounds.width) }

    /// Performs the update's stages in order.
    public func apply(_ update: ListUpdate) {
        for stage in CollectionViewUpdate(update, from: contents).stages {
            // Visible cells are updated while the data source still answers what they show.
            for change in stage.inPlace {
                if let cell = collectionView.cellForItem(at: change.visibleAt.indexPath) as? ElementCollectionViewCell {
                    show(change.item, of: stage.contents, in: cell)
                }
            }
            // Off screen, UIKit has not loaded the old data a batch would start from.
            if stage.reloadsData || collectionView.window == nil {
                show(stage)
                collectionView.reloadData()
            } else if stage.performsBatchUpdates {
                // The data source changes inside the batch, so a layout pass UIKit runs before
                // it still sees the old data.
                collectionView.performBatchUpdates({
                    self.show(stage)
                    for operation in stage.operations { self.perform(operation) }
                }, completion: nil)
            } else {
                show(stage)
            }
        }
    }

    /// The data source and the layout answer the stage's contents from now on.
    private func show(_ stage: CollectionViewUpdate.Stage) {
        contents = stage.contents
        if stage.invalidatesLayout { collectionView.collectionViewLayout.invalidateLayout() }
    }

    private func perform(_ operation: CollectionViewOperation) {
        switch operation {
        case .deleteSections(let sections): collectionView.deleteSections(IndexSet(sections))
        case .insertSections(let sections): collectionView.insertSections(IndexSet(sections))
        case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
        case .deleteItems(let paths): collectionView.deleteItems(at: paths.map(\.indexPath))
        case .insertItems(let paths): collectionView.insertItems(at: paths.map(\.indexPath))
        case .moveItem(let from, let to): collectionView.moveItem(at: from.indexPath, to: to.indexPath)
        case .reloadItems(let paths): collectionView.reloadItems(at: paths.map(\.indexPath))
        }
    }

    /// The cell shows the item at `path` of `contents`, at its precalculated width.
    private func show(_ path: ItemPath, of contents: CollectionViewContents, in cell: ElementCollectionViewCell) {
        guard let item = contents.model[path] else { return }
        let width = contents.size(at: path)?.width ?? contentWidth
        do {
            try cell.show(item.cell, width: width, environment: environment)
        } catch {
            errors.append(error)
        }
    }

    // MARK: Data source and layout delegate: answers from `contents`.

    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        contents.model.sections.count
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        contents.model.sections[section].items.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ElementCollectionViewCell.identifier, for: indexPath)
        if let cell = cell as? ElementCollectionViewCell { show(indexPath.itemPath, of: contents, in: cell) }
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        let size = contents.size(at: indexPath.itemPath) ?? ListSize(width: 0, height: 0)
        return CGSize(width: size.width, height: size.height)
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let cell = collectionView.cellForItem(at: indexPath) as? ElementCollectionViewCell
        (contents.model[indexPath.itemPath]?.actions.onTap ?? cell?.rowTap)?.callAsFunction()
    }

    public func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
                               forItemAt indexPath: IndexPath) {
        contents.model[indexPath.itemPath]?.actions.onDisplay?.callAsFunction()
    }
}

/// A collection view cell whose content view shows one row's element (views kept across
/// reuse and in-place updates: only what changed is sent).
final class ElementCollectionViewCell: UICollectionViewCell {
    static let identifier = "TrellisElementCell"
    private lazy var host = UIKitHost(rootView: contentView)
    private var row: ListRowMount?

    /// The tap Command of the row's root element, if it has one.
    var rowTap: Command? { row?.tree.root?.onTap }

    func show(_ cell: any ListCell, width: Double, environment: TrellisElements.Environment) throws(MountError) {
        var row = self.row ?? ListRowMount(scale: environment.displayScale)
        let instructions = row.show(cell, width: width, environment: environment)
        self.row = row
        try host.apply(instructions)
    }
}

private extension ItemPath {
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}

private extension IndexPath {
    var itemPath: ItemPath { ItemPath(section: section, item: item) }
}
#endif
