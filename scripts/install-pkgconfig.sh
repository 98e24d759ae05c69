#!/usr/bin/env bash
# Installs trellis-pango.pc: the compile and link flags of pkg-config's "pangocairo" without
# `-pthread` (which glib's gmodule adds and SwiftPM rejects with a "prohibited flag" warning on
# every build; glibc ≥ 2.34 needs no -pthread). The CPango system-library target reads it.
# Idempotent; rewrites the file only when the system's flags change.
set -euo pipefail
dir=${PKG_CONFIG_INSTALL_DIR:-/usr/local/lib/pkgconfig}
cflags=$(pkg-config --cflags pangocairo | sed 's/-pthread//g; s/  */ /g; s/ *$//')
libs=$(pkg-config --libs pangocairo | sed 's/-pthread//g; s/  */ /g; s/ *$//')
content="Name: trellis-pango
Description: pangocairo flags for Trellis's CPango target, without -pthread
Version: 1
Cflags: $cflags
Libs: $libs"
file="$dir/trellis-pango.pc"
if [ "$(cat "$file" 2>/dev/null)" != "$content" ]; then
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  $SUDO mkdir -p "$dir"
  printf '%s\n' "$content" | $SUDO tee "$file" >/dev/null
  echo "installed $file"
fi
