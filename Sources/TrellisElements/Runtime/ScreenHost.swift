/// Shows what a runtime mounts: the platform side of the loop, a small interpreter of mount
/// instructions with no logic of its own.
///
/// Threading: `mount` runs on the host's own isolation — a UIKit host is `@MainActor` (its views
/// MUST be touched on main), the headless and Cairo hosts are actors of their own. The runtime
/// awaits each batch before computing the next one, so batches arrive in order.
public protocol ScreenHost: AnyObject, Sendable {
    /// Applies one batch. A host that cannot apply an instruction keeps what it shows and records
    /// the error; it never traps.
    func mount(_ batch: MountBatch) async
}

/// One step of what a host shows: the instructions to apply and the tree that is mounted after
/// them (hosts that redraw whole trees, like the Cairo host, draw `tree`).
public struct MountBatch: Sendable {
    /// Create/update/setFrame/insert/move/remove, in order.
    public var instructions: [MountInstruction]
    /// What is on screen once they are applied (an animation frame while animating).
    public var tree: MountedTree

    public init(instructions: [MountInstruction], tree: MountedTree) {
        self.instructions = instructions
        self.tree = tree
    }
}

/// A host that keeps the view tree in memory (tests, CLI dumps): the headless host, as an actor.
public actor HeadlessScreenHost: ScreenHost {
    /// The views the instructions built.
    public private(set) var views = HeadlessHost()
    /// Instructions that could not be applied (always a bug upstream); the views stay as they were.
    public private(set) var errors: [MountError] = []
    /// How many batches arrived.
    public private(set) var batchCount = 0
    /// Every instruction applied so far, in order (for tests that count work).
    public private(set) var log: [MountInstruction] = []

    public init() {}

    public func mount(_ batch: MountBatch) {
        batchCount += 1
        var next = views
        do {
            try next.apply(batch.instructions)
            views = next
            log.append(contentsOf: batch.instructions)
        } catch {
            errors.append(error)
        }
    }

    /// Forgets the instruction log (keeps the views).
    public func clearLog() {
        log.removeAll()
    }
}
