#!/usr/bin/env bash
# Times ScrollSim, Layout and the painter (against cairo) with the separate Benchmarks/ package and prints a
# Markdown report. Installs nothing: it needs libcairo2-dev and fonts-inter (`make bench-deps`).
# Usage: scripts/bench-swift.sh [--repetitions N] [--out DIR] [--profile N]   (the PNGs of both painters go to DIR;
# --profile N only paints the measured frames N times, for `perf record`)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product stretchgif-bench >&2
exec Benchmarks/.build/release/stretchgif-bench "$@"
