// Lists: a list's model, its builder and the updater that diffs models into a host's updates,
// platform-independent.
//
// `ListModel` (sections and items with identity, content equality and Commands) is built with
// `ListBuilder` (separator clean-up, id rules, diagnostics), and `ListUpdater` serialises model
// updates: diff and size precalculation run off the main actor, the result is applied on the
// main actor to a `ListHost` (UIKit collection view adapter, or `HeadlessListHost` in tests).
