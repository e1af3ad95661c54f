#!/usr/bin/env bash
# Times ScrollSim, Layout and the painter (against cairo) with the separate Benchmarks/ package and prints a
# Markdown report. Installs nothing: it needs libcairo2-dev and fonts-inter (`make bench-deps`).
# Usage: scripts/bench-swift.sh [--repetitions N] [--out DIR] [--profile N]   (the PNGs of both painters go to DIR;
# --profile N only paints the measured frames N times, for `perf record`)
#
# The benchmark reads types the main package keeps at `package` access (SceneRenderer, DisplayList, Path, ...),
# which another package sees only through `@testable import`; a release build allows that only with
# `-enable-testing` (given to every module, ours included: internal symbols stay exported, which can cost a little
# cross-module optimization, but WMO within each module is unchanged).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --package-path Benchmarks --product stretchgif-bench -Xswiftc -enable-testing >&2
exec Benchmarks/.build/release/stretchgif-bench "$@"
