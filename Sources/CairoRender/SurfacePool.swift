import CPango
import Synchronization

/// Keeps the image surfaces of recent renders for reuse.
///
/// A 375×812 pt screen at scale 3 is an 11 MB pixel buffer; allocating it fresh for every render
/// costs thousands of page faults (the kernel zeroes each page), about as much as drawing it.
/// Reused surfaces are cleared with one `memset`-speed paint instead.
///
/// Threading: safe from any thread; a surface belongs to exactly one canvas between `take` and
/// `give`, and to the pool otherwise.
final class SurfacePool: Sendable {
    /// A surface owned by the pool. `@unchecked Sendable`: only the pool's mutex touches it.
    private struct Idle: @unchecked Sendable {
        let surface: OpaquePointer
        let width: Int32
        let height: Int32
    }

    /// At most this many idle surfaces are kept (one per concurrent renderer is enough).
    static let capacity = 2
    private let idle = Mutex<[Idle]>([])

    /// An ARGB32 surface of the given size, reused when one is idle. It is transparent, unless
    /// `clear` is false: then a reused surface keeps old pixels (for callers that paint every
    /// pixel anyway, such as an opaque background — saving a pass over the whole buffer).
    func take(width: Int32, height: Int32, clear: Bool = true) -> OpaquePointer {
        let reused = idle.withLock { list -> OpaquePointer? in
            guard let index = list.firstIndex(where: { $0.width == width && $0.height == height }) else { return nil }
            return list.remove(at: index).surface
        }
        guard let surface = reused else {
            return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        }
        guard clear else { return surface }
        let cr = cairo_create(surface)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_destroy(cr)
        return surface
    }

    /// Returns a surface taken with `take`; the pool keeps or destroys it.
    func give(_ surface: OpaquePointer) {
        let entry = Idle(surface: surface, width: cairo_image_surface_get_width(surface),
                         height: cairo_image_surface_get_height(surface))
        let evicted = idle.withLock { list -> Idle? in
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return entry }
            list.append(entry)
            return list.count > SurfacePool.capacity ? list.removeFirst() : nil
        }
        if let evicted { cairo_surface_destroy(evicted.surface) }
    }

    deinit {
        for entry in idle.withLock({ $0 }) { cairo_surface_destroy(entry.surface) }
    }
}
