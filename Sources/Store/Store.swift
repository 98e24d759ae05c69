// MVI store: intents, reduce, side effects, lifecycle-bound scope.
//
// Module overview. Each concept of this module lives in its own file beside this one.
