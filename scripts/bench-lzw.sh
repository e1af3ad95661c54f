#!/usr/bin/env bash
# The lossy LZW pass against giflib's lossless coder on the same patches (docs/gif.md#within-12-of-giflib):
# renders the default demo at --lossy 0 with our binary, then `stretchgif-bench --lzw` reads its frames back,
# prepares the patches as the encoder does, and codes them with giflib and with the pass at each level, in turns on
# one thread, timed by thread CPU time. Prints a Markdown table of medians and ratios, then the floor without painting
# (a table-lookup quantizer with ordered dither, one RGBA copy per frame, and giflib; docs/gif.md#the-floor).
# Usage: scripts/bench-lzw.sh            (environment: BIN, our binary; ROUNDS, default 7; LEVELS, default "20 120")
# Instruction counts, which do not depend on the machine's load, for one coder:
#   valgrind --tool=callgrind --toggle-collect='*codeEveryPatchLossy*' \
#       Benchmarks/.build/release/stretchgif-bench --lzw FILE.gif --lzw-only lossy --lossy 20
#   (giflib: --toggle-collect='*codeEveryPatchWithGiflib*' and --lzw-only giflib; valgrind 3.19 cannot read the
#   debug information Swift 6.3 writes: run a copy made with `objcopy --strip-debug`.)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/release/stretchgif}
ROUNDS=${ROUNDS:-7}
LEVELS=${LEVELS:-"20 120"}
[ -x "$BIN" ] || { echo "bench-lzw: $BIN is missing: run make build" >&2; exit 1; }
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" render --lossy 0 -o "$WORK/lossless.gif" --quiet
swift build -c release --package-path Benchmarks --product stretchgif-bench -Xswiftc -enable-testing >&2
args=()
for level in $LEVELS; do args+=(--lossy "$level"); done
Benchmarks/.build/release/stretchgif-bench --lzw "$WORK/lossless.gif" "${args[@]}" --rounds "$ROUNDS"
