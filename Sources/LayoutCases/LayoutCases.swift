// JSON layout cases (../shared/DESIGN.md schema): decode, run, check, bench.
//
// Module overview. Each concept of this module lives in its own file beside this one.
