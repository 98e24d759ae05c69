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
    static func run<T: Sendable>(depth: Int, _ body: @Sendable () -> T) -> T {
        guard depth > inlineDepthLimit else { return body() }
        return withoutActuallyEscaping(body) { escapable in
            let box = ResultBox<T>()
            let done = DispatchSemaphore(value: 0)
            let work = UncheckedSendable(escapable)
            let thread = Thread {
                box.value = work.value()
                done.signal()
            }
            thread.stackSize = stackSize
            thread.start()
            done.wait()
            return box.value!
        }
    }
}

/// Carries the result out of the helper thread; the semaphore orders the write before the read.
private final class ResultBox<T>: @unchecked Sendable {
    var value: T?
}

/// The non-escaping closure made escapable for the helper thread, which is joined before return.
private struct UncheckedSendable<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}

extension Element {
    /// Depth of the tree (a leaf is 1), computed without recursion.
    /// - Complexity: O(n).
    var depth: Int {
        var maxDepth = 0
        var stack: [(Element, Int)] = [(self, 1)]
        while let (element, level) = stack.popLast() {
            maxDepth = max(maxDepth, level)
            for child in element.children { stack.append((child, level + 1)) }
        }
        return maxDepth
    }
}
