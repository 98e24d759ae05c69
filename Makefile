# Trellis — the two commands (see README):
#   make demo   installs what is missing, builds, renders every screen of `trellis list --names`
#               on three devices and exports the static storybook (prints where the PNGs are)
#   make test   installs what is missing and runs every test
# Both work from the repository alone; `make conformance` checks the Yoga corpus in ../shared.
# Everything else here is a building block of those two.

SWIFT        ?= swift
SHARED       ?= ../shared
BUILD_FLAGS  ?=
# Debian packages the build and the tests need (text measurement, PNG rendering, pinned fonts).
DEB_PACKAGES := pkg-config libpango1.0-dev libcairo2-dev zlib1g-dev fonts-dejavu-core fonts-liberation fonts-noto-core fonts-noto-color-emoji fonts-noto-cjk fonts-inter fonts-roboto-unhinted python3-jsonschema libmosquitto-dev mosquitto mosquitto-clients chromium nodejs

.PHONY: demo test setup build conformance bench clean test-tsan goldens example live-check snapshot-report test-storybook

# Every snapshot check writes its result here; `make test` builds out/snapshot-report test-storybook from them.
export TRELLIS_SNAPSHOT_ARTIFACTS ?= $(CURDIR)/out/snapshots

setup:
	@missing=""; for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "installing:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing >/dev/null; \
	fi
	@scripts/install-pkgconfig.sh

build: setup
	$(SWIFT) build $(BUILD_FLAGS)

DEMO_DEVICES := iphone-se iphone-x ipad-one-third

demo: build
	@bin=$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path); \
	mkdir -p out && \
	screens=$$($$bin/trellis list --names) && \
	for s in $$screens; do for d in $(DEMO_DEVICES); do \
	  $$bin/trellis render $$s --device $$d -o out/$$s-$$d.png >/dev/null || exit 1; \
	done; done && \
	echo "Every catalog screen (default sample), rendered for $(DEMO_DEVICES):" && \
	for s in $$screens; do for d in $(DEMO_DEVICES); do echo "  $$(pwd)/out/$$s-$$d.png"; done; done && \
	$$bin/trellis storybook --export out/storybook --devices $$(echo $(DEMO_DEVICES) | tr ' ' ,) >/dev/null && \
	echo "The storybook's static gallery (every sample on $(DEMO_DEVICES)): $$(pwd)/out/storybook/index.html" && \
	echo "The live gallery: $$bin/trellis storybook   (then open the URL it prints)"

# The HTML report (and summary.json) of the snapshot checks of the last test run; `make test`
# writes it also when tests failed.
SNAPSHOT_REPORT = $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis snapshots report $(TRELLIS_SNAPSHOT_ARTIFACTS) -o out/snapshot-report

test: setup
	@find $(TRELLIS_SNAPSHOT_ARTIFACTS) -name '*.result.json' -delete 2>/dev/null || true
	$(SWIFT) test $(BUILD_FLAGS) || { $(SNAPSHOT_REPORT); exit 1; }
	$(MAKE) embedded-check
	$(MAKE) live-check
	$(MAKE) test-storybook
	$(MAKE) test-tsan
	$(MAKE) example || { $(SNAPSHOT_REPORT); exit 1; }
	$(SNAPSHOT_REPORT)

# Flexbox and Diffing compiled as Embedded Swift for wasm32-unknown-none-wasm and arm64-apple-ios18
# (compile only): fails if either stops compiling for either target.
embedded-check:
	scripts/embedded-check.sh

snapshot-report:
	$(SNAPSHOT_REPORT)

# The storybook as a person uses it: `trellis storybook --port 0` driven by headless Chromium
# (Tools/storybook/browser_test.py over Tools/chromium/cdp.py), and features running in it with
# their timeline (Tools/storybook/run_test.py) and on the live canvas, the retained web host
# (Tools/storybook/canvas_test.py), pixel for pixel against the PNG (pixels_test.py), and Chromium's
# accessibility tree of the live canvas against `trellis accessibility` (accessibility_test.py); fails
# with the step that broke.
test-storybook: setup
	node --check Sources/TrellisStorybook/Page/gallery.js
	node --check Sources/TrellisStorybook/Page/host.js
	$(SWIFT) build $(BUILD_FLAGS) --product trellis
	python3 Tools/storybook/browser_test.py --trellis $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis
	python3 Tools/storybook/run_test.py --trellis $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis
	python3 Tools/storybook/canvas_test.py --trellis $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis
	python3 Tools/storybook/pixels_test.py --trellis $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis
	python3 Tools/storybook/accessibility_test.py --trellis $$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis

# The example app (Examples/MyApp), which depends on this checkout by path, through the command
# plugin as an app's team uses it: `swift package trellis` builds the app's own tool (MyAppTool) and
# runs it on the app's catalog — its screens listed, every sample rendered on the device matrix into
# out/example, its storybook served and driven in headless Chromium (Tools/storybook/app_test.py);
# then its snapshot and flow tests run against the committed references.
example: setup
	$(SWIFT) build --package-path Examples/MyApp $(BUILD_FLAGS)
	$(SWIFT) package --package-path Examples/MyApp trellis list
	$(SWIFT) package --package-path Examples/MyApp trellis render --matrix -o $(CURDIR)/out/example
	python3 Tools/storybook/app_test.py --package-path Examples/MyApp
	TRELLIS_SNAPSHOT_RECORD=never $(SWIFT) test --package-path Examples/MyApp $(BUILD_FLAGS)

# Live Props end to end (issue 14): `trellis live login` on a mosquitto the script starts on a free
# loopback port, driven with mosquitto_sub/mosquitto_rr (props, a set, its ack and frame, a bad edit).
live-check: setup
	$(SWIFT) build $(BUILD_FLAGS) --product trellis
	scripts/live-check.sh "$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis"

# The state layer's and the runtime's tests (TrellisElements' runtime suites) under ThreadSanitizer
# (separate scratch path: TSan objects differ). The manifest keeps only these test targets and what
# they depend on (TRELLIS_TEST_TARGETS), so the sanitized build skips the CLI, storybook and snapshots.
TSAN_WHOLE_TARGETS = StateMachinesTests CommandsTests MVITests StoreTestingTests CountdownTimerTests StoreCombineTests StoreObservationTests
TSAN_ELEMENTS_SUITES = Runtime|Gesture|Modal|Memoization|IncrementalLayout|Environment
empty :=
space := $(empty) $(empty)
comma := ,
test-tsan: setup
	TRELLIS_TEST_TARGETS=$(subst $(space),$(comma),$(TSAN_WHOLE_TARGETS) TrellisElementsTests) \
	  $(SWIFT) test $(BUILD_FLAGS) --sanitize=thread --scratch-path .build-tsan \
	  --filter '^($(subst $(space),|,$(TSAN_WHOLE_TARGETS)))\.' \
	  --filter '^TrellisElementsTests\.($(TSAN_ELEMENTS_SUITES))'

# The shared Yoga conformance corpus, through the CLI (CI runs it after `make test`). The debug
# build `make test` made checks the corpus in half a second; a release build of `trellis` (which
# links the storybook's Hummingbird) would add many minutes to CI for nothing.
conformance: setup
	$(SWIFT) build $(BUILD_FLAGS) --product trellis
	$$($(SWIFT) build $(BUILD_FLAGS) --show-bin-path)/trellis layout --check $(SHARED)/flexbox/yoga-cases.json

bench: setup
	$(SWIFT) build -c release
	@for f in $(SHARED)/flexbox/bench/*.json; do .build/release/trellis layout --bench --runs 100 $$f; done
	.build/release/FlexboxBenchmarks
	.build/release/DiffingBenchmarks
	.build/release/StateBenchmarks
	.build/release/TextBenchmarks
	.build/release/TrellisBenchmarks
	.build/release/LiveBenchmarks
	.build/release/SnapshotBenchmarks
	.build/release/FeatureBenchmarks
	python3 Benchmarks/storybook-canvas.py --trellis .build/release/trellis

# Re-records the golden PNGs of the catalog's screens and their sidecars through the snapshot
# product's record mode (then look at them before committing).
# Recording tests fail by design (a recording run never passes unnoticed); the second run checks.
goldens: setup
	-TRELLIS_SNAPSHOT_RECORD=all $(SWIFT) test $(BUILD_FLAGS) --filter GoldenTests
	$(SWIFT) test $(BUILD_FLAGS) --filter GoldenTests

clean:
	rm -rf .build .build-tsan out Examples/MyApp/.build
