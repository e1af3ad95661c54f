#!/usr/bin/env bash
# Runs one step of `make test` or `make check` and prints what it cost in wall-clock seconds, so the README's table of
# step costs can be checked on any machine: `step: NAME: 123 s` (or `... (failed, exit N)`), on stderr.
set -uo pipefail
name=$1
shift
start=$(date +%s)
"$@"
status=$?
echo "step: $name: $(($(date +%s) - start)) s$([ "$status" = 0 ] || echo " (failed, exit $status)")" >&2
exit "$status"
