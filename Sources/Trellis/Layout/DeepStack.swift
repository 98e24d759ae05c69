import Foundation

/// Runs work that recurses once per tree level on a thread with a large stack when the tree is
/// deep, so a 2,000-level tree cannot exhaust a small (e.g. 512 KiB secondary-thread) stack.
///
/// Shallow trees (the common case) run inline: no thread hop, no cost.
enum DeepStack {
    /// Depth above which work moves to a big-stack thread. Each level costs a few hundred bytes of
    /// stack in the layout engine and the tree walks; 256 levels fit any thread's stack.
    static let inlineDepthLimit = 256
    /// Stack size of the helper thread: room for ~100,000 levels.
    static let stackSize = 512 << 20

    /// Runs `body` and returns its result; on a helper thread with a `stackSize` stack when
    /// `depth > inlineDepthLimit`. Blocks the caller until `body` returns.
    static func run<T: Sendable>(depth: Int, _ body: @escaping @Sendable () -> T) -> T {
        guard depth > inlineDepthLimit else { return body() }
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = stackSize
        thread.start()
        done.wait()
        return box.value!
    }
}

/// Carries the result out of the helper thread; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// Depth of a tree (a leaf is 1), computed without recursion. - Complexity: O(n).
func treeDepth<Node>(_ root: Node, children: (Node) -> [Node]) -> Int {
    var maxDepth = 0
    var stack: [(Node, Int)] = [(root, 1)]
    while let (node, level) = stack.popLast() {
        maxDepth = max(maxDepth, level)
        for child in children(node) { stack.append((child, level + 1)) }
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
}
