#!/usr/bin/env bash
# What a full-width blur costs per frame: social-profile's banner (375 pt wide) while a slow 4 s pull blurs it
# (blur bound to the offset, 0 to 7.5 pt over the pull; every frame differs, so each is painted), against the same
# scene with `blur` removed, all frames written raw (no PNG or GIF encoding) on one thread, at @1x and @3x, timed by
# hyperfine in the same run. The difference over the frame count is the blur's cost per frame. Usage:
#   bash scripts/bench-effects.sh [path/to/stretchgif]
set -euo pipefail
# Debian's Python, where `make bench-deps` installs Pillow and numpy (a pyenv python3 first on PATH has neither).
PYTHON=${PYTHON:-$([ -x /usr/bin/python3 ] && echo /usr/bin/python3 || echo python3)}
cd "$(dirname "$0")/.."
BIN=${1:-.build/release/stretchgif}
RUNS=${RUNS:-10}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" show social-profile > "$WORK/blur.yaml"
grep -v '^    blur:' "$WORK/blur.yaml" > "$WORK/plain.yaml"
GESTURE="drag down 300 over 4s"
FRAMES=$("$BIN" check "$WORK/blur.yaml" --gesture "$GESTURE" --fps 50 | sed -n 's/.* \([0-9]*\) frames.*/\1/p')
for scale in 1 3; do
  flags="--gesture '$GESTURE' --fps 50 --jobs 1 --scale $scale --raw --quiet"
  hyperfine --runs "$RUNS" --warmup 1 --export-json "$WORK/s$scale.json" \
    "$BIN frames $WORK/blur.yaml $flags -o $WORK/blur.rgb" \
    "$BIN frames $WORK/plain.yaml $flags -o $WORK/plain.rgb" >/dev/null
  "$PYTHON" - "$WORK/s$scale.json" "$scale" "$FRAMES" <<'PY'
import json, sys
runs = json.load(open(sys.argv[1]))["results"]
blur, plain = (r["median"] for r in runs)
frames = int(sys.argv[3])
print(f"@{sys.argv[2]}x, {frames} frames: with blur {blur:.3f} s, without {plain:.3f} s; "
      f"the blur {(blur - plain) / frames * 1000:.2f} ms per frame")
PY
done
