#!/bin/sh
# Compiles the stdlib-only modules Flexbox and Diffing as Embedded Swift for the two smallest
# targets the toolchain carries (WebAssembly without an OS, and iOS), compile only: no object
# is linked or run. Fails, naming the module and target, if either stops compiling.
# Usage: scripts/embedded-check.sh   (SWIFTC overrides the compiler)
set -eu
cd "$(dirname "$0")/.."
SWIFTC=${SWIFTC:-swiftc}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
status=0
for target in wasm32-unknown-none-wasm arm64-apple-ios18; do
  for module in Flexbox Diffing; do
    # -parse-as-library: the modules have no top-level code; -wmo: Embedded Swift needs the
    # whole module at once to specialise every generic.
    if "$SWIFTC" -target "$target" -enable-experimental-feature Embedded -wmo -parse-as-library \
        -swift-version 6 -warnings-as-errors -module-name "$module" -c -o "$out/$module-$target.o" \
        $(find "Sources/$module" -name '*.swift' | sort) >"$out/log" 2>&1; then
      echo "embedded-check: $module compiles for $target"
    else
      cat "$out/log" >&2
      echo "embedded-check: $module does not compile for $target" >&2
      status=1
    fi
  done
done
exit $status
