// Release-build benchmark executable: `swift run -c release DiffingBenchmarks`. Prints medians.
print("DiffingBenchmarks: no benchmarks yet")
