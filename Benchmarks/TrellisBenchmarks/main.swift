print("TrellisBenchmarks")
