// Release-build benchmark executable: `swift run -c release FlexboxBenchmarks`. Prints medians.
print("FlexboxBenchmarks: no benchmarks yet")
