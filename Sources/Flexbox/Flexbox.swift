// Yoga-compatible flexbox layout engine (pure Swift, no Foundation).
//
// Module overview. Each concept of this module lives in its own file beside this one.
