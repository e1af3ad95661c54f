# Sourced by scripts/bench.sh and scripts/bench-formats.sh: timing every tool the same way, in interleaved rounds.
#
#   define LABEL 'shell command'     # the command a label runs (written to $WORK/cmd-LABEL.sh, run with bash)
#   rounds N LABEL...                # N rounds, each running every LABEL once, in the order given; LABEL@K
#                                    # runs LABEL only in the first K rounds (a peer too slow to repeat)
#   summarize LABEL                  # sets S_WALL S_CPU (medians, s), S_LOAD S_LOAD_MAX (cores), S_KB (peak KiB)
#
# Each run records, in $TIMINGS (one tab-separated row per run):
#   wall   seconds from start to exit (date +%s%N);
#   cpu    user + system seconds of the command and every child it waited for (GNU time %U + %S, from the
#          kernel's rusage of the children, 10 ms steps);
#   other  the load everything else put on the machine during that run, in cores: the busy jiffies of all CPUs
#          (/proc/stat first line: user nice system irq softirq steal; idle and iowait left out) over the run,
#          divided by CLK_TCK, minus the run's own cpu, over its wall seconds. 0 on an idle machine; on a
#          2-core machine 1.0 means another process held one core the whole time. A noisy round shows here;
#   rss    the largest max RSS in KiB of the command and its children (GNU time %M).
# The caller sets WORK and TIMINGS and a `die` function. MEASURE_SOFT=1 makes a failing run return 1 instead of
# stopping the script.

CLK_TCK=$(getconf CLK_TCK)
[ -r /proc/stat ] || die "/proc/stat is not readable: the other-load column needs Linux's /proc"
[ -x /usr/bin/time ] || die "GNU time is missing at /usr/bin/time: install the Debian package 'time'"

busy_jiffies() { awk '$1 == "cpu" { print $2 + $3 + $4 + $7 + $8 + $9; exit }' /proc/stat; }

define() { printf 'set -e\n%s\n' "$2" >"$WORK/cmd-$1.sh"; }

# run_once LABEL ROUND : one timed run of LABEL's command, appended to $TIMINGS.
run_once() {
    local label=$1 round=$2 b0 b1 t0 t1 user sys kb
    b0=$(busy_jiffies)
    t0=$(date +%s%N)
    if ! /usr/bin/time -f '%U %S %M' -o "$WORK/$label.time" bash "$WORK/cmd-$label.sh" >"$WORK/$label.log" 2>&1; then
        echo "bench: $label failed (round $round): $(tail -n 1 "$WORK/cmd-$label.sh")" >&2
        tail -n 20 "$WORK/$label.log" >&2
        [ "${MEASURE_SOFT:-0}" = 1 ] && return 1
        exit 1
    fi
    t1=$(date +%s%N)
    b1=$(busy_jiffies)
    read -r user sys kb < <(tail -n 1 "$WORK/$label.time")
    awk -v l="$label" -v r="$round" -v t="$((t1 - t0))" -v u="$user" -v s="$sys" -v k="$kb" \
        -v j="$((b1 - b0))" -v hz="$CLK_TCK" 'BEGIN{
            wall = t / 1e9; cpu = u + s; other = (j / hz - cpu) / wall; if (other < 0) other = 0
            printf "%s\t%d\t%.3f\t%.2f\t%.2f\t%d\n", l, r, wall, cpu, other, k }' >>"$TIMINGS"
    tail -n 1 "$TIMINGS" | awk -F'\t' '{ printf "bench:   %-22s round %d: wall %6.2f s, cpu %6.2f s, other load %.2f cores\n", $1, $2, $3, $4, $5 }' >&2
}

rounds() {
    local n=$1 round label
    shift
    for ((round = 1; round <= n; round++)); do
        for label in "$@"; do
            if [[ $label == *@* ]]; then
                [ "$round" -le "${label##*@}" ] || continue
                label=${label%@*}
            fi
            run_once "$label" "$round" || return 1
        done
    done
}

summarize() {
    read -r S_WALL S_CPU S_LOAD S_LOAD_MAX S_KB < <(awk -F'\t' -v l="$1" '
        function median(a, n,   i, j, t) {
            for (i = 2; i <= n; i++) for (j = i; j > 1 && a[j - 1] > a[j]; j--) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
            return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2 }
        $1 == l { n++; w[n] = $3; c[n] = $4; o[n] = $5; if ($5 > omax) omax = $5; if ($6 > kb) kb = $6 }
        END { if (n == 0) { print "n/a n/a n/a n/a n/a"; exit }
              printf "%.3f %.2f %.2f %.2f %d\n", median(w, n), median(c, n), median(o, n), omax, kb }' "$TIMINGS")
}

# The machine's load over the whole run so far, for the report: "N cores, median other load M (max X)".
machine_line() {
    awk -F'\t' -v cores="$(nproc)" 'NR > 1 { n++; o[n] = $5; if ($5 > m) m = $5 }
        END { for (i = 2; i <= n; i++) for (j = i; j > 1 && o[j - 1] > o[j]; j--) { t = o[j]; o[j] = o[j - 1]; o[j - 1] = t }
              printf "%d cores; other processes'"'"' load during the timed runs: median %.2f cores, max %.2f", cores,
                     n % 2 ? o[(n + 1) / 2] : (o[n / 2] + o[n / 2 + 1]) / 2, m }' "$TIMINGS"
}

TIMINGS_HEADER=$'label\tround\twall_s\tcpu_s\tother_load_cores\tmax_rss_kb'
