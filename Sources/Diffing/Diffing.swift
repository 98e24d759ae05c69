// Linear-time diffing into changesets valid for UIKit batch updates (no Foundation).
//
// Module overview. Each concept of this module lives in its own file beside this one.
