// MVI store: intents, reduce, side effects, lifecycle-bound scope, Props and Commands.
//
// Module overview. Each concept lives in its own file: `Command/` (named closures for Props),
// `Store/` (the MVI container), `Props/` (conventions for Props values).
