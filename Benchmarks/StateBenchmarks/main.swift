// Release-build benchmark executable: `swift run -c release StateBenchmarks`. Prints medians.
print("StateBenchmarks: no benchmarks yet")
