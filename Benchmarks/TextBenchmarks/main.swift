// Release-build benchmark executable: `swift run -c release TextBenchmarks`. Prints medians.
print("TextBenchmarks: no benchmarks yet")
