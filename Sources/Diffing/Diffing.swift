// Linear-time diffing into changesets valid for UIKit batch updates (no Foundation).
//
// Model/       what callers see: `Diffable`, `DiffSection`, `ItemPath`, `Changeset` / `Batch`.
// Engine/      how a changeset is computed: `IdentityTable` (one hash pass, duplicates matched
//              in order) -> `Matching` -> `BatchPlanner` (fewest moves by `IncreasingRun`, as
//              few batches as UIKit's rules allow) -> batch data; `MinimalEditScript` (Myers).
// Validation/  a model of UIKit's `performBatchUpdates`: `BatchUpdateValidator` checks its
//              rules, `apply(_:to:)` replays a changeset the way UIKit shows it.
