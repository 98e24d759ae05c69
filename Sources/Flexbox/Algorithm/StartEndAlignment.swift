// The `start` and `end` alignment keywords (CSS Box Alignment 3 §4.1, §5.1, §6.1) against their
// flex-relative counterparts `flex-start` and `flex-end`.
//
// CSS: `start`/`end` follow the writing order, so they differ from flex-start/flex-end only
// where the flex container reverses an axis (`*-reverse` in the main axis, `wrap-reverse` in the
// cross axis; RTL has already moved flex-start to the inline start).
//
// Yoga mode follows current Yoga, which gained these keywords in 2026 and lays them out as
// observed with the C++ harness behind the shared oracle (`shared/tools/yoga-oracle`, module
// doc): `justify-content` and `align-content` `start`/`end` as flex-start for in-flow items;
// `align-items`/`align-self` `start`/`end` as flex-end for an in-flow item; an absolute child
// placed at its static position as flex-start (`start`) or flex-end (`end`, flex-start under
// `wrap-reverse`, and for `justify-content` see AbsoluteLayout.swift). Yoga's harness cannot
// express these values in multi-line or baseline-aligned containers; there the same rules apply.

extension LayoutEngine {
    /// `justify-content: start | end` as flex-start or flex-end for in-flow items.
    @inline(__always)
    func flowRelativeJustification(_ justify: Justify, reversed: Bool) -> Justify {
        guard rules.startEndAreFlowRelative else { return .flexStart }
        return (justify == .start) == reversed ? .flexEnd : .flexStart
    }

    /// `align-content: start | end` as flex-start or flex-end (`reversed`: `wrap-reverse`).
    @inline(__always)
    func flowRelativeContentAlignment(_ align: Align, reversed: Bool) -> Align {
        guard rules.startEndAreFlowRelative else { return .flexStart }
        return (align == .start) == reversed ? .flexEnd : .flexStart
    }

    /// `align-self: start | end` (or the container's `align-items`) as flex-start or flex-end
    /// (`reversed`: the container wraps in reverse).
    @inline(__always)
    func flowRelativeSelfAlignment(_ align: Align, reversed: Bool, isAbsolute: Bool) -> Align {
        guard rules.startEndAreFlowRelative else { return isAbsolute && (align == .start || reversed) ? .flexStart : .flexEnd }
        return (align == .start) == reversed ? .flexEnd : .flexStart
    }
}
