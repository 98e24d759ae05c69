/// A way a changeset breaks UIKit's `performBatchUpdates` rules (each would be an
/// `NSInternalInconsistencyException` or a wrong screen on a device).
public struct BatchUpdateViolation: Hashable, Sendable, CustomStringConvertible {
    /// Which rule. The first eight are UIKit's batch-update rules, numbered as in the issue.
    public enum Rule: Int, Hashable, Sendable, CaseIterable {
        /// (1) Deletes, reloads and move sources use indices before the batch; inserts and move
        /// targets use indices after it. Broken, the wrong cell ends up on screen.
        case indexSpaces = 1
        /// (2) Per surviving section, and for the section count: after = before − deleted +
        /// inserted ± moved in/out.
        case countsBalance
        /// (3) Every index is in range in its own index space.
        case indexInRange
        /// (4) A before-batch path is in at most one of {delete, reload, move source}, once.
        case singleSourceOperation
        /// (5) An after-batch path is in at most one of {insert, move target}, once.
        case singleTargetOperation
        /// (6) A reload is a delete + insert of one unmoved item: it may not touch a moved item.
        case reloadIsNotMove
        /// (7) No item moves out of a deleted or into an inserted section, and no item operation
        /// inside a section that is moved, inserted or deleted in the same batch.
        case sectionIntegrity
        /// (8) A moved cell keeps its old content: a moved and changed item needs a reload in a
        /// later batch.
        case movedCellKeepsContent
        /// An unmoved cell whose content changed was not reloaded.
        case missingReload
        /// After the last batch the screen differs from the new collection.
        case finalState
        /// A reload in a batch with inserts, deletes or moves lands at another index path than
        /// it starts from (old `[3]` → new `[1, 3′]` as insert (0,0) + reload (0,0)→(0,1)).
        /// UIKit turns reloads into delete + insert pairs and mixes them up with the displacing
        /// operations; such reloads belong in a batch of their own.
        case displacedReload
    }

    /// The rule broken.
    public var rule: Rule
    /// The batch (0-based) where it happened; nil for `finalState`.
    public var batch: Int?
    /// What is wrong and where, phrased like UIKit's exception where one exists.
    public var message: String

    /// A violation of `rule` in `batch`.
    public init(rule: Rule, batch: Int?, message: String) {
        self.rule = rule
        self.batch = batch
        self.message = message
    }

    /// "batch 0, rule 2: …".
    public var description: String {
        let place = batch.map { "batch \($0), " } ?? ""
        return "\(place)rule \(rule.rawValue) (\(rule)): \(message)"
    }
}

/// Thrown by `apply(_:to:)` for a changeset UIKit would reject.
public struct BatchUpdateFailure: Error, Sendable, CustomStringConvertible {
    /// Every violation found in the first failing batch.
    public var violations: [BatchUpdateViolation]

    /// A failure made of `violations`.
    public init(violations: [BatchUpdateViolation]) {
        self.violations = violations
    }

    /// The violations, one per line.
    public var description: String { violations.map { $0.description }.joined(separator: "\n") }
}
