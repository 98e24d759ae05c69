#!/usr/bin/env bash
# Live Props end to end (issue 14), as CI runs it from `make test`: starts Debian's mosquitto on a
# free loopback port and `trellis live login` against it, then drives it from the outside with the
# real mosquitto_sub / mosquitto_rr (mosquitto_pub's request/response sibling: it subscribes to the
# ack topic before it publishes, and sends MQTT 5 correlation data):
#   1. reads the retained `props`;
#   2. `set`s the login action to "inProgress": a positive ack, a new frame PNG in --frames, and the
#      retained `props` shows it;
#   3. `set`s a bad edit (a number where the action goes): a negative ack naming `$.login`, and the
#      retained `props` is byte for byte what it was.
# Exits non-zero with a message on the first failure; always kills what it started.
#
#   scripts/live-check.sh [path/to/trellis]     (default: the debug build's `trellis`)
set -euo pipefail
cd "$(dirname "$0")/.."

TRELLIS=${1:-$(swift build --show-bin-path)/trellis}
WORK=$(mktemp -d "${TMPDIR:-/tmp}/trellis-live-check.XXXXXX")
PIDS=()

fail() {
    echo "live-check: FAILED: $*" >&2
    for log in "$WORK"/*.log; do [ -s "$log" ] && { echo "--- $log" >&2; tail -n 20 "$log" >&2; }; done
    exit 1
}

cleanup() {
    local pid
    for pid in "${PIDS[@]}"; do kill -KILL "$pid" 2>/dev/null || true; done
    for pid in "${PIDS[@]}"; do wait "$pid" 2>/dev/null || true; done
    rm -rf "$WORK"
}
trap cleanup EXIT

for tool in mosquitto mosquitto_sub mosquitto_rr python3; do
    command -v "$tool" >/dev/null || [ -x "/usr/sbin/$tool" ] || fail "$tool is not installed (run make setup)"
done
MOSQUITTO=$(command -v mosquitto || echo /usr/sbin/mosquitto)
[ -x "$TRELLIS" ] || fail "no trellis executable at $TRELLIS (build it: swift build --product trellis)"

# A free loopback port (bound and released; mosquitto takes it at once).
PORT=$(python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
printf 'listener %s 127.0.0.1\nallow_anonymous true\npersistence false\nset_tcp_nodelay true\n' "$PORT" > "$WORK/mosquitto.conf"
"$MOSQUITTO" -c "$WORK/mosquitto.conf" > "$WORK/mosquitto.log" 2>&1 &
PIDS+=($!)

PREFIX=trellis/v1/ci/live-check/login
sub() { mosquitto_sub -h 127.0.0.1 -p "$PORT" "$@"; }
# Publishes the file $2 on topic $1 and prints the first message on `ack` (waits at most 10 s).
# (-m, not -f: mosquitto_rr 2.0.11 sends an empty payload for -f.)
request() { mosquitto_rr -h 127.0.0.1 -p "$PORT" -q 1 -t "$PREFIX/$1" -e "$PREFIX/ack" -m "$(cat "$2")" -W 10 \
    -D publish correlation-data "live-check-$1"; }
json() { python3 -c "import json, sys; d = json.load(open(sys.argv[1])); $1" "${@:2}"; }

# Ready once a subscription is acknowledged (-E: exit then).
for _ in $(seq 100); do sub -t live-check/ready -E >/dev/null 2>&1 && break; sleep 0.05; done
sub -t live-check/ready -E >/dev/null 2>&1 || fail "mosquitto did not start on 127.0.0.1:$PORT"

"$TRELLIS" live login --broker "mqtt://127.0.0.1:$PORT" --app ci --device live-check --frames "$WORK/frames" \
    > "$WORK/trellis-live.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 200); do grep -qx connected "$WORK/trellis-live.log" && break; sleep 0.05; done
grep -qx connected "$WORK/trellis-live.log" || fail "trellis live did not connect within 10 s"

# 1. The retained props.
sub -t "$PREFIX/props" -C 1 -W 5 > "$WORK/props.json" || fail "no retained props on $PREFIX/props"
json 'assert isinstance(d, dict) and "login" in d and d["login"] != "inProgress", d' "$WORK/props.json" \
    || fail "the retained props are not the login screen's idle Props: $(cat "$WORK/props.json")"
echo "live-check: retained props: $(json 'print(json.dumps(d, ensure_ascii=False)[:100])' "$WORK/props.json")…"

# 2. The action in progress: a positive ack, a new frame, the retained props show it.
frames_before=$(ls "$WORK/frames" | wc -l)
json 'd["login"] = "inProgress"; print(json.dumps(d))' "$WORK/props.json" > "$WORK/in-progress.json"
request set "$WORK/in-progress.json" > "$WORK/ack-1.json" || fail "no ack for the set within 10 s"
json 'assert d.get("ok") is True and d.get("revision") == 1, d' "$WORK/ack-1.json" \
    || fail "the set was not acked positively: $(cat "$WORK/ack-1.json")"
echo "live-check: set login=inProgress: ack $(cat "$WORK/ack-1.json")"
for _ in $(seq 200); do [ "$(ls "$WORK/frames" | wc -l)" -gt "$frames_before" ] && break; sleep 0.05; done
frame=$(ls "$WORK/frames" | sort | tail -n 1)
[ "$(ls "$WORK/frames" | wc -l)" -gt "$frames_before" ] || fail "no new frame in --frames within 10 s of the ack"
[ "$(head -c 8 "$WORK/frames/$frame" | od -An -tx1 | tr -d ' \n')" = 89504e470d0a1a0a ] \
    || fail "the new frame $frame is not a PNG"
echo "live-check: new frame: $frame ($(stat -c %s "$WORK/frames/$frame") bytes)"
sub -t "$PREFIX/props" -C 1 -W 5 > "$WORK/props-2.json" || fail "no retained props after the set"
json 'assert d["login"] == "inProgress", d' "$WORK/props-2.json" || fail "the retained props do not show the set"

# 3. A bad edit: a negative ack naming its path; props unchanged.
json 'd["login"] = 42; print(json.dumps(d))' "$WORK/props.json" > "$WORK/bad.json"
request set "$WORK/bad.json" > "$WORK/ack-2.json" || fail "no ack for the bad edit within 10 s"
json 'assert d.get("ok") is False and d.get("path") == "$.login" and d.get("reason"), d' "$WORK/ack-2.json" \
    || fail "the bad edit was not rejected at \$.login: $(cat "$WORK/ack-2.json")"
echo "live-check: bad edit: ack $(cat "$WORK/ack-2.json")"
sub -t "$PREFIX/props" -C 1 -W 5 > "$WORK/props-3.json" || fail "no retained props after the bad edit"
cmp -s "$WORK/props-2.json" "$WORK/props-3.json" || fail "the bad edit changed the retained props"
kill -0 "${PIDS[1]}" 2>/dev/null || fail "trellis live is no longer running"
echo "live-check: ok (trellis live login over mosquitto on 127.0.0.1:$PORT)"
