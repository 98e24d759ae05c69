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
}
