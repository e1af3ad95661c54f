#!/usr/bin/env bash
# Builds the libFuzzer targets of Fuzz/ with AddressSanitizer (leaks included) and runs each for FUZZ_SECONDS
# (default 60) from the committed seeds in Fuzz/Corpus/<target>, with a fixed random seed (FUZZ_SEED, default 1) so a run
# explores the same inputs on every machine. Fails on any crash, leak, out-of-memory or input
# slower than 2 s; the input that did it is left in .build-fuzz/crashes/<target>/ to turn into a regression test.
#
# FUZZ_CAPPED=1 (what `make test` uses) also caps each target at a number of runs that takes about half of 60 s on this
# project's 2-core machines: with the fixed seed a capped run executes exactly the same inputs every time (or, on a
# slower machine stopped by the time limit, a prefix of them), so the test command cannot go red by chance.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${FUZZ_SECONDS:-60}
# Run caps for FUZZ_CAPPED=1, measured: 61 s uncontended gave about 44k, 558k, 2.9M, 383k and 3.9M runs; FuzzPathStroke
# and FuzzListRows, measured later on a machine shared with other builds (load about 6 on 2 cores), gave 34k and
# 19k-46k runs in 61 s.
run_cap() {
  case "$1" in
    FuzzSceneFile) echo 20000 ;;
    FuzzConstraint) echo 250000 ;;
    FuzzMaskExpression) echo 1400000 ;;
    FuzzGestureScript) echo 180000 ;;
    FuzzImageDecode) echo 1800000 ;;
    FuzzPathStroke) echo 17000 ;;
    FuzzListRows) echo 16000 ;;
  esac
}
scratch=.build-fuzz
targets=(FuzzSceneFile FuzzConstraint FuzzMaskExpression FuzzGestureScript FuzzImageDecode FuzzPathStroke FuzzListRows)
echo "fuzz: building ${#targets[@]} targets with --sanitize=fuzzer --sanitize=address" >&2
# -sanitize-coverage: coverage for the Swift code of every module (the parsers live in Layout, ScrollSim, Raster;
# FuzzPathStroke also runs Raster's flattening, stroking and coverage).
swift build --package-path Fuzz --scratch-path "$scratch" --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp >"$scratch.log" 2>&1 \
  || { tail -30 "$scratch.log" >&2; exit 1; }
status=0
passed=0
failed=0
for target in "${targets[@]}"; do
  work="$scratch/corpus/$target"; crashes="$scratch/crashes/$target"; log="$scratch/$target.log"
  rm -rf "$work"; mkdir -p "$work" "$crashes"   # start from the committed seeds only, as CI does
  runs=()
  if [ "${FUZZ_CAPPED:-0}" = 1 ]; then runs=(-runs="$(run_cap "$target")"); fi
  if "$scratch/debug/$target" -seed="${FUZZ_SEED:-1}" -max_total_time="$seconds" "${runs[@]}" -timeout=2 \
       -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="$crashes/" "$work" "Fuzz/Corpus/$target" >"$log" 2>&1; then
    echo "fuzz: $target: $(grep -E '^Done [0-9]+ runs' "$log" | tail -1) (no crash, leak or slow input)"
    passed=$((passed + 1))
  else
    status=1
    failed=$((failed + 1))
    echo "fuzz: $target FAILED; input saved in $crashes/:" >&2
    grep -E 'ERROR|SUMMARY|Test unit written|ALARM|Fatal error' "$log" | head -8 >&2 || tail -20 "$log" >&2
  fi
done
echo "fuzz: $passed passed, $failed failed"
exit $status
