import Foundation

/// Runs work that recurses once per tree level on a thread with a large stack when the tree is
/// deep, so a tree of up to ``LayoutSession/maximumDepth`` levels cannot exhaust a thread's stack
/// (8 MiB on Linux, 512 KiB on Apple platforms' secondary threads).
///
/// Shallow trees (the common case) run inline: no thread hop, no cost.
enum DeepStack {
    /// Depth above which work moves to a big-stack thread. A level costs up to a few KiB of stack in
    /// a release build, so 256 levels fit a 512 KiB stack; a debug build's frames are up to ~45 KiB
    /// a level (see `stackSize`), so there 64 levels (under 3 MiB) stay inline.
    #if DEBUG
    static let inlineDepthLimit = 64
    #else
    static let inlineDepthLimit = 256
    #endif
    /// Stack size of the helper thread: room for `LayoutSession.maximumDepth` levels of every walk.
    /// A level takes well under 10 KiB in a release build; a debug build keeps every temporary in
    /// the frame, up to ~27 KiB a level in the reconciler and ~45 KiB in the syncer, so it gets a
    /// bigger stack (reserved address space: only the pages a walk touches are used).
    #if DEBUG
    static let stackSize = 2 << 30
    #else
    static let stackSize = 512 << 20
    #endif
    /// The syncer, the deepest-framed walk, continues on a fresh helper thread every this many
    /// levels, so its frames never fill one stack whatever the build.
    static let levelsPerStack = 8_192

    /// Runs `body` and returns its result; on a helper thread with a `stackSize` stack when
    /// `depth > inlineDepthLimit`. Blocks the caller until `body` returns.
    ///
    /// `body` may touch the caller's state (the caller's actor, a struct being mutated): the
    /// caller does nothing until `body` has returned, and the semaphore orders the helper's
    /// writes before the caller's reads, so that state is never used from two threads at once.
    static func run<T>(depth: Int, _ body: () -> T) -> T {
        guard depth > inlineDepthLimit else { return body() }
        return onBigStack(body)
    }

    /// Runs `body` on a helper thread with a `stackSize` stack; blocks the caller until it returns.
    static func onBigStack<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            let handoff = Handoff(body)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                handoff.run()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return handoff.take()
        }
    }

    /// Drops `value` on a big-stack thread. Swift destroys a tree of values one level inside the
    /// other, so the last reference to a 20,000-level `Element`, `LayoutNode` or `MountedTree`
    /// dying on an ordinary thread can exhaust its stack; pass it here (with `consume`) instead.
    /// Blocks until the value is gone.
    static func release<T>(_ value: consuming T) {
        let box = ReleaseBox(consume value)
        onBigStack { box.value = nil }
    }

    /// Sets `value` to `new` and drops the old value on a big-stack thread (see `release`): for
    /// stored properties holding deep trees. Blocks until the old value is gone.
    static func replace<T>(_ value: inout T, with new: T) {
        let box = ReleaseBox(value)
        value = new
        onBigStack { box.value = nil }
    }
}

/// Carries `body` to the helper thread and its result back. The caller blocks from handing it
/// over until the semaphore signals, so the two threads never use it at the same time.
private final class Handoff<T>: @unchecked Sendable {
    private var body: (() -> T)?
    private var result: T?

    init(_ body: @escaping () -> T) { self.body = body }

    /// On the helper thread: runs the body, then drops it (the caller's closure must not outlive
    /// `withoutActuallyEscaping`, and the thread object may outlive the call).
    func run() {
        result = body?()
        body = nil
    }

    func take() -> T {
        defer { result = nil }
        return result!
    }
}

/// Holds a value until the big-stack thread drops it; used from one thread at a time (see `release`).
private final class ReleaseBox<T>: @unchecked Sendable {
    var value: T?
    init(_ value: consuming T) { self.value = consume value }
}

/// Depth of a tree (a leaf is 1), computed without recursion. Walks child arrays by index, so no
/// node is copied (nodes are large values; copying them would dominate the walk).
/// - Complexity: O(n).
func treeDepth<Node>(_ root: Node, children: (Node) -> [Node]) -> Int {
    var maxDepth = 1
    var stack: [(nodes: [Node], index: Int)] = [(children(root), 0)]
    while !stack.isEmpty {
        let top = stack.count - 1
        let (nodes, index) = stack[top]
        if index == nodes.count {
            stack.removeLast()
            continue
        }
        stack[top].index = index + 1
        maxDepth = max(maxDepth, stack.count + 1)
        let grandchildren = children(nodes[index])
        if !grandchildren.isEmpty { stack.append((grandchildren, 0)) }
    }
    return maxDepth
}

extension Element {
    var depth: Int { treeDepth(self) { $0.children } }
}

extension LayoutNode {
    var depth: Int { treeDepth(self) { $0.children } }
}

extension MountedTree {
    /// 0 when nothing is mounted.
    var depth: Int { root.map { treeDepth($0) { $0.children } } ?? 0 }

    /// Runs `body`, a walk that recurses once per level of this tree, on a stack deep enough for
    /// it (see `DeepStack`): what a host outside this module does before walking a mounted tree.
    public func walk<T>(_ body: () -> T) -> T {
        DeepStack.run(depth: depth, body)
    }
}
