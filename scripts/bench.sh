#!/usr/bin/env bash
# Benchmark: our whole pipeline (stretchgif render) against the usual GIF encoders fed the same frames.
#
#   bash scripts/bench.sh                      # or: make bench
#
# Two cases, each measured the same way: the default demo (the scene's own gesture), and MOTION_GESTURE, a gesture
# whose content moves on every frame (no waits, no rest), where no frame can be skipped as a repeat.
# Rows per case: ours (render: simulate, lay out, paint, quantize, encode; timed as a whole), and three peers timed
# on encoding only, given our raw frames: ffmpeg two-pass (palettegen + paletteuse sierra2_4a,
# diff_mode=rectangle), gifsicle -O3 on ffmpeg's GIF (its time is ffmpeg's plus gifsicle's), ImageMagick
# (-layers optimize); on the demo also ours with --bezel.
# Timing (scripts/bench-measure.sh): RUNS rounds, each running ours then every peer once (interleaved, so a noisy
# stretch of the shared machine hits them alike); per tool the median wall seconds, the median CPU seconds
# (user + system of the tool and its children), and the load the machine's other processes added during its runs
# (median and largest, in cores, from /proc/stat), so a reader can tell a noisy round.
# Columns also: bytes, peak MiB (largest max RSS over the runs, GNU time %M, children included), and SSIM / PSNR
# of the decoded GIF against the source frames (ffmpeg's ssim and psnr filters on GBR planes, so no YUV
# conversion blurs the comparison).
# Decoding for quality: each GIF is decoded with ffmpeg -fps_mode passthrough (one frame per stored image) and
# lined up with the source frames by instant: source frame k is compared with the stored frame on screen at k/FPS
# (scripts/bench_quality.py expand), so a GIF whose identical frames were merged, or whose last frame absorbed a
# tail under 2 cs, lines up frame by frame with the source; the script stops unless the counts match exactly.
# Also: our peak memory for a gesture repeated 1x and GESTURE_REPEAT (4) x, and stills of source frame STILL
# from the source and each GIF of the demo (PNG, plus compare.png side by side: source | ours | ffmpeg).
#
# Environment (all optional):
#   BIN            our binary (default <repo>/.build/release/stretchgif)
#   SCENE          scene name (default stretchy);  FPS: frame rate of the scene (default 50)
#   RUNS           rounds (each tool timed once per round; default 3);  WORK: output folder (default: mktemp)
#   MOTION_GESTURE the second case's gesture (default below);  MOTION=0 skips that case
#   STILL          source frame index for the demo's stills (default: the middle frame)
#   GESTURE_STEP   one pull/release/fling sequence for the memory-flatness rows;  GESTURE_REPEAT (default 4)
#   FLAT=0         skip the memory-flatness rows;  KEEP_RAW=1: keep the expanded decoded frames in WORK
#   IM             ImageMagick command (default: magick, else convert)
#   IM_ROUNDS      rounds that time ImageMagick (default 1: at 30-40 s a run it is timed once, in the first round)
#   UPDATE_README=1  write this run's report into README.md between <!-- bench:begin --> and <!-- bench:end -->
set -euo pipefail
# Debian's Python, where `make bench-deps` installs Pillow and numpy (a pyenv python3 first on PATH has neither).
PYTHON=${PYTHON:-$([ -x /usr/bin/python3 ] && echo /usr/bin/python3 || echo python3)}

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$SCRIPT_DIR")
HELPER="$SCRIPT_DIR/bench_quality.py"

BIN=${BIN:-$ROOT/.build/release/stretchgif}
SCENE=${SCENE:-stretchy}
FPS=${FPS:-50}
RUNS=${RUNS:-3}
STILL=${STILL:-}
# Constant motion, no waits: a pull, a long push past the end and back, ending at the last release (3.6 s, every
# frame different; docs/physics.md#gesture-scripts).
MOTION_GESTURE=${MOTION_GESTURE:-"drag down 300 over 0.6s; drag up 1200 over 1.2s; drag down 1200 over 1.2s; drag up 600 over 0.6s; release"}
MOTION=${MOTION:-1}
GESTURE_STEP=${GESTURE_STEP:-"wait 0.3s; drag down 200 over 0.6s ease-out; release; wait until rest max 1.5s; fling up 1500; wait until rest max 3s; fling down 1500; wait until rest max 3s"}
GESTURE_REPEAT=${GESTURE_REPEAT:-4}
FLAT=${FLAT:-1}
KEEP_RAW=${KEEP_RAW:-0}
IM=${IM:-}
IM_ROUNDS=${IM_ROUNDS:-1}

die() { echo "bench: $*" >&2; exit 1; }

need() { # need COMMAND DEBIAN_PACKAGE
    command -v "$1" >/dev/null 2>&1 ||
        die "'$1' is missing: install the Debian package '$2' (sudo apt-get install -y $2)"
}

# ---- tools ------------------------------------------------------------------------------------------------
need ffmpeg ffmpeg
need ffprobe ffmpeg
need gifsicle gifsicle
need python3 python3
if [ -z "$IM" ]; then
    if command -v magick >/dev/null 2>&1; then IM=magick
    elif [ -x /usr/bin/convert ]; then IM=/usr/bin/convert # the real binary, not a wrapper earlier in PATH
    elif command -v convert >/dev/null 2>&1; then IM=convert
    fi
fi
[ -n "$IM" ] && "$IM" -version 2>/dev/null | grep -q ImageMagick ||
    die "ImageMagick (magick or convert) is missing: install the Debian package 'imagemagick' (sudo apt-get install -y imagemagick)"
HAVE_NUMPY=1
"$PYTHON" -c 'import numpy' 2>/dev/null || HAVE_NUMPY=0
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ $IM_ROUNDS =~ ^[1-9][0-9]*$ ]] || die "IM_ROUNDS must be a positive whole number, got '$IM_ROUNDS'"
[[ $FPS =~ ^[1-9][0-9]*$ ]] && [ $((100 % FPS)) -eq 0 ] ||
    die "FPS must divide 100 (GIF delays are whole centiseconds), got '$FPS'"
DELAY_CS=$((100 / FPS))
[ -x "$BIN" ] || die "no executable at $BIN: build it first (make build, or swift build -c release --product stretchgif), or set BIN=..."

WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/stretchgif-bench.XXXXXX")}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
echo "bench: working in $WORK"
TIMINGS="$WORK/timings.tsv"
source "$SCRIPT_DIR/bench-measure.sh"
printf '%s\n' "$TIMINGS_HEADER" >"$TIMINGS"

mb() { awk -v k="$1" 'BEGIN{ if (k == "n/a" || k == "") print "n/a"; else printf "%.1f", k/1024 }'; }
bytes_of() { stat -c %s "$1"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (a == "n/a" || b == "n/a" || b == 0) print "n/a"; else printf "%.2f", a/b }'; }

# ---- quality ----------------------------------------------------------------------------------------------
# quality DIR TOOL SRC W H NSRC STILL : lines $DIR/TOOL.gif up with SRC by instant; sets Q_SSIM, Q_PSNR, Q_FRAMES.
quality() {
    local dir=$1 tool=$2 src=$3 w=$4 h=$5 nsrc=$6 still=$7 gif="$1/$2.gif" expanded="$1/$2.expanded.rgb" line
    line=$("$PYTHON" "$HELPER" expand "$gif" "$w" "$h" "$nsrc" "$FPS" "$expanded") ||
        die "$gif does not line up with the source frames (see above)"
    Q_FRAMES=$(sed -E 's/.*stored=([0-9]+).*/\1/' <<<"$line")
    ffmpeg -hide_banner -nostats -nostdin \
        -f rawvideo -pix_fmt rgb24 -s "${w}x${h}" -r "$FPS" -i "$expanded" \
        -f rawvideo -pix_fmt rgb24 -s "${w}x${h}" -r "$FPS" -i "$src" \
        -lavfi '[0:v]format=gbrp,split[a1][a2];[1:v]format=gbrp,split[b1][b2];[a1][b1]ssim;[a2][b2]psnr' \
        -f null - >"$dir/$tool.metrics.log" 2>&1 ||
        { tail -n 20 "$dir/$tool.metrics.log" >&2; die "ffmpeg ssim/psnr failed on $gif"; }
    Q_SSIM=$(grep -oE 'All:[0-9.]+' "$dir/$tool.metrics.log" | tail -n 1 | cut -d: -f2)
    Q_PSNR=$(grep 'PSNR' "$dir/$tool.metrics.log" | grep -oE 'average:([0-9.]+|inf)' | tail -n 1 | cut -d: -f2)
    [ -n "$Q_SSIM" ] && [ -n "$Q_PSNR" ] || die "no SSIM/PSNR summary in $dir/$tool.metrics.log"
    Q_SSIM=$(awk -v s="$Q_SSIM" 'BEGIN{printf "%.4f", s}')
    [ "$Q_PSNR" = inf ] || Q_PSNR=$(awk -v p="$Q_PSNR" 'BEGIN{printf "%.2f", p}')
    awk -v s="$Q_SSIM" -v p="$Q_PSNR" 'BEGIN{
        ok = (s ~ /^[0-9.]+$/ && s >= 0 && s <= 1) && (p == "inf" || (p ~ /^[0-9.]+$/ && p > 0)); exit ok ? 0 : 1 }' ||
        die "$gif: implausible SSIM '$Q_SSIM' or PSNR '$Q_PSNR'"
    local check=""
    [ "$HAVE_NUMPY" = 1 ] && check=", numpy whole-sequence PSNR $("$PYTHON" "$HELPER" psnr "$expanded" "$src") dB"
    echo "bench: $gif: $line; SSIM $Q_SSIM, PSNR $Q_PSNR dB$check"
    if [ -n "$still" ]; then
        "$PYTHON" "$HELPER" still "$expanded" "$w" "$h" "$still" "$dir/still-$tool.ppm"
        ffmpeg -v error -nostdin -y -i "$dir/still-$tool.ppm" "$dir/still-$tool.png"
        rm -f "$dir/still-$tool.ppm"
    fi
    [ "$KEEP_RAW" = 1 ] || rm -f "$expanded"
}

# ---- one case ---------------------------------------------------------------------------------------------
# bench_case CASE TITLE [--gesture SCRIPT] : renders, times and compares CASE (a folder of WORK); writes
# $WORK/CASE/table.md and sets C_* for the report.
bench_case() {
    local case=$1 title=$2 dir="$WORK/$1"
    shift 2
    local flags=("$@")
    mkdir -p "$dir"
    local src="$dir/frames.rgb"
    "$BIN" frames "$SCENE" "${flags[@]}" --raw -o "$src" >"$dir/frames.log" 2>&1 ||
        { tail -n 20 "$dir/frames.log" >&2; die "$BIN frames $SCENE ${flags[*]} --raw failed"; }
    local size w h
    size=$(grep -oE '[0-9]+ x [0-9]+ RGB24|[0-9]+x[0-9]+ RGB24' "$dir/frames.log" | tail -n 1 | tr -d ' ' | sed 's/RGB24//')
    w=${size%x*} h=${size#*x}
    [[ $w =~ ^[1-9][0-9]*$ && $h =~ ^[1-9][0-9]*$ ]] || die "cannot read the frame size from $dir/frames.log"
    local frame_bytes=$((w * h * 3)) src_bytes nsrc
    src_bytes=$(bytes_of "$src")
    [ $((src_bytes % frame_bytes)) -eq 0 ] && [ "$src_bytes" -gt 0 ] ||
        die "$src holds $src_bytes bytes, not a whole number of ${w}x${h} RGB24 frames"
    nsrc=$((src_bytes / frame_bytes))
    echo "bench: $case: $nsrc source frames of ${w}x${h} RGB24 at $FPS fps"

    local q=${flags[*]@Q} rawin="-f rawvideo -pix_fmt rgb24 -s ${w}x${h} -r $FPS -i ${src@Q}"
    define "$case-ours" "${BIN@Q} render ${SCENE@Q} $q -o ${dir@Q}/ours.gif --quiet"
    define "$case-ffmpeg" "ffmpeg -v error -nostdin -y $rawin -vf palettegen ${dir@Q}/palette.png
ffmpeg -v error -nostdin -y $rawin -i ${dir@Q}/palette.png -lavfi '[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle' -loop 0 ${dir@Q}/ffmpeg.gif"
    define "$case-gifsicle" "gifsicle -O3 ${dir@Q}/ffmpeg.gif -o ${dir@Q}/gifsicle.gif"
    define "$case-imagemagick" "${IM@Q} -delay $DELAY_CS -size ${w}x${h} -depth 8 rgb:${src@Q} -loop 0 -layers optimize ${dir@Q}/imagemagick.gif"
    local labels=("$case-ours" "$case-ffmpeg" "$case-gifsicle" "$case-imagemagick@$IM_ROUNDS")
    if [ "$case" = demo ]; then
        define demo-bezel "${BIN@Q} render ${SCENE@Q} $q --bezel -o ${dir@Q}/bezel.gif --quiet"
        labels+=(demo-bezel)
    fi
    echo "bench: $case: $RUNS interleaved rounds of ${labels[*]}"
    rounds "$RUNS" "${labels[@]}"

    local still=""
    [ "$case" = demo ] && still=${STILL:-$((nsrc / 2))}
    [ -z "$still" ] || { [[ $still =~ ^[0-9]+$ ]] && [ "$still" -lt "$nsrc" ]; } || die "STILL=$still is not a frame index below $nsrc"
    declare -A ssim psnr frames
    local tool
    for tool in ours ffmpeg gifsicle imagemagick; do
        quality "$dir" "$tool" "$src" "$w" "$h" "$nsrc" "$still"
        ssim[$tool]=$Q_SSIM psnr[$tool]=$Q_PSNR frames[$tool]=$Q_FRAMES
    done
    if [ -n "$still" ]; then
        "$PYTHON" "$HELPER" still "$src" "$w" "$h" "$still" "$dir/still-source.ppm"
        ffmpeg -v error -nostdin -y -i "$dir/still-source.ppm" "$dir/still-source.png"
        rm -f "$dir/still-source.ppm"
        ffmpeg -v error -nostdin -y -i "$dir/still-source.png" -i "$dir/still-ours.png" -i "$dir/still-ffmpeg.png" \
            -filter_complex hstack=inputs=3 "$dir/compare.png"
    fi

    # gifsicle works on ffmpeg's GIF: its row adds ffmpeg's medians.
    local ow oc ff_w ff_c ff_kb
    row() { printf '| %s | %s | %s | %s | %s | %s | %s | %s |\n' "$@"; }
    summarize "$case-ours"; ow=$S_WALL oc=$S_CPU
    C_OURS_WALL=$S_WALL C_OURS_CPU=$S_CPU C_OURS_KB=$S_KB
    local ours_row=("$S_WALL" "$S_CPU" "$S_LOAD / $S_LOAD_MAX" "$(mb "$S_KB")")
    summarize "$case-ffmpeg"; ff_w=$S_WALL ff_c=$S_CPU ff_kb=$S_KB
    local ff_row=("$S_WALL" "$S_CPU" "$S_LOAD / $S_LOAD_MAX" "$(mb "$S_KB")")
    summarize "$case-gifsicle"
    local gs_row=("$(awk -v a="$ff_w" -v b="$S_WALL" 'BEGIN{printf "%.3f", a+b}')"
                  "$(awk -v a="$ff_c" -v b="$S_CPU" 'BEGIN{printf "%.2f", a+b}')" "$S_LOAD / $S_LOAD_MAX"
                  "$(mb "$((S_KB > ff_kb ? S_KB : ff_kb))")")
    summarize "$case-imagemagick"
    local im_row=("$S_WALL" "$S_CPU" "$S_LOAD / $S_LOAD_MAX" "$(mb "$S_KB")")
    local seconds
    seconds=$("$PYTHON" "$HELPER" info "$dir/ours.gif" | sed -E 's/.*total_cs=([0-9]+).*/\1/')
    C_BYTES_OURS=$(bytes_of "$dir/ours.gif") C_BYTES_GS=$(bytes_of "$dir/gifsicle.gif")
    C_SSIM_OURS=${ssim[ours]} C_SSIM_FF=${ssim[ffmpeg]}
    C_WALL_RATIO=$(ratio "$ow" "$ff_w") C_CPU_RATIO=$(ratio "$oc" "$ff_c")
    {
        echo "### $title: $nsrc frames of ${w}x${h} at $FPS fps ($(awk -v c="$seconds" 'BEGIN{printf "%.2f", c/100}') s)"
        echo
        row tool bytes "wall s" "CPU s" "other load, cores (median / max)" "peak MiB" SSIM "PSNR dB"
        row "---" "---:" "---:" "---:" "---:" "---:" "---:" "---:"
        row "ours (render, whole pipeline)" "$C_BYTES_OURS" "${ours_row[@]}" "${ssim[ours]}" "${psnr[ours]}"
        row "ffmpeg palettegen+paletteuse" "$(bytes_of "$dir/ffmpeg.gif")" "${ff_row[@]}" "${ssim[ffmpeg]}" "${psnr[ffmpeg]}"
        row "gifsicle -O3 (on ffmpeg's)" "$C_BYTES_GS" "${gs_row[@]}" "${ssim[gifsicle]}" "${psnr[gifsicle]}"
        row "ImageMagick -layers optimize" "$(bytes_of "$dir/imagemagick.gif")" "${im_row[@]}" "${ssim[imagemagick]}" "${psnr[imagemagick]}"
        echo
        echo "- Ours / ffmpeg: wall $C_WALL_RATIO, CPU $C_CPU_RATIO (ours renders and encodes; the peers only encode given frames); bytes ours / gifsicle $(ratio "$C_BYTES_OURS" "$C_BYTES_GS")"
        echo "- Frames stored: ours ${frames[ours]}, ffmpeg ${frames[ffmpeg]}, gifsicle ${frames[gifsicle]}, ImageMagick ${frames[imagemagick]} (each lined up by instant with the $nsrc source frames before comparing)"
        local shown="" flag
        for flag in "${flags[@]}"; do [[ $flag == *" "* ]] && shown+=" \"$flag\"" || shown+=" $flag"; done
        echo "- Flags: \`stretchgif render $SCENE$shown\`"
        if [ "$case" = demo ]; then
            summarize demo-bezel
            C_BEZEL_RATIO=$(ratio "$S_WALL" "$ow")
            echo "- Ours with --bezel: wall $S_WALL s, CPU $S_CPU s (x$C_BEZEL_RATIO wall, x$(ratio "$S_CPU" "$oc") CPU)"
            echo "- Stills of source frame $still: $case/still-{source,ours,ffmpeg,gifsicle,imagemagick}.png; $case/compare.png = source | ours | ffmpeg"
        fi
    } >"$dir/table.md"
}

bench_case demo "Default demo (\`$SCENE\`, its own gesture)"
D_OURS_KB=$C_OURS_KB D_BYTES_OURS=$C_BYTES_OURS D_BYTES_GS=$C_BYTES_GS D_SSIM_OURS=$C_SSIM_OURS D_SSIM_FF=$C_SSIM_FF
D_WALL_RATIO=$C_WALL_RATIO D_CPU_RATIO=$C_CPU_RATIO D_BEZEL_RATIO=$C_BEZEL_RATIO
if [ "$MOTION" = 1 ]; then
    bench_case motion "Constant motion (\`$SCENE\`, no waits)" --gesture "$MOTION_GESTURE"
    M_WALL_RATIO=$C_WALL_RATIO M_CPU_RATIO=$C_CPU_RATIO
fi

# ---- memory flatness --------------------------------------------------------------------------------------
FLAT_LINE="Memory flatness: skipped (FLAT=0)"
if [ "$FLAT" = 1 ]; then
    gesture_many=$GESTURE_STEP
    for ((i = 2; i <= GESTURE_REPEAT; i++)); do gesture_many="$gesture_many; $GESTURE_STEP"; done
    echo "bench: memory flatness: gesture x1 and x$GESTURE_REPEAT (1 run each)"
    define flat-1x "${BIN@Q} render ${SCENE@Q} --gesture ${GESTURE_STEP@Q} -o ${WORK@Q}/flat-1x.gif --quiet"
    define flat-many "${BIN@Q} render ${SCENE@Q} --gesture ${gesture_many@Q} -o ${WORK@Q}/flat-many.gif --quiet"
    # A failure here (e.g. the gesture syntax changed) is reported in the table instead of losing the run.
    if MEASURE_SOFT=1 rounds 1 flat-1x flat-many; then
        summarize flat-1x; F1_SEC=$S_WALL F1_KB=$S_KB
        summarize flat-many; F4_SEC=$S_WALL F4_KB=$S_KB
        f1=$("$PYTHON" "$HELPER" info "$WORK/flat-1x.gif" | sed -E 's/.*total_cs=([0-9]+).*/\1/')
        f4=$("$PYTHON" "$HELPER" info "$WORK/flat-many.gif" | sed -E 's/.*total_cs=([0-9]+).*/\1/')
        FLAT_LINE=$(awk -v a="$F1_KB" -v b="$F4_KB" -v s1="$F1_SEC" -v s4="$F4_SEC" -v d1="$f1" -v d4="$f4" -v n="$GESTURE_REPEAT" \
            'BEGIN{printf "Memory flatness (ours, gesture x1 vs x%d): %.1f MiB vs %.1f MiB peak (x%.2f) for %.2f s vs %.2f s of animation (rendered in %.2f s vs %.2f s wall)", n, a/1024, b/1024, b/a, d1/100, d4/100, s1, s4}')
    else
        FLAT_LINE="Memory flatness: FAILED, \`$BIN render $SCENE --gesture ...\` exited non-zero (see $WORK/flat-*.log; set GESTURE_STEP)"
    fi
fi

# ---- report -----------------------------------------------------------------------------------------------
# target NAME VALUE <=|>= GOAL : one row of the targets table.
target() {
    local met
    met=$(awk -v v="$2" -v op="$3" -v g="$4" 'BEGIN{
        if (v == "n/a") { print "n/a"; exit }
        ok = (op == "<=") ? (v + 0 <= g + 0) : (v + 0 >= g + 0); print ok ? "yes" : "no" }')
    printf '| %s | %s | %s %s | %s |\n' "$1" "$2" "$3" "$4" "$met"
}
{
    echo "## stretchgif benchmark: scene \`$SCENE\`, ours against GIF encoders fed our frames"
    echo
    cat "$WORK/demo/table.md"
    if [ "$MOTION" = 1 ]; then echo; cat "$WORK/motion/table.md"; fi
    echo
    echo "- $FLAT_LINE"
    echo "- Timing: $RUNS rounds, each running ours and then every peer once (interleaved; ImageMagick only in the first $IM_ROUNDS); medians. CPU = user + system of the tool and its children (GNU time). Other load = what the machine's other processes used during each run (all CPUs' busy time from /proc/stat minus the tool's own CPU, over its wall time), median and largest over the rounds; peak MiB: largest max RSS (GNU time, children included); SSIM \"All\" and PSNR \"average\" from ffmpeg on GBR planes"
    echo "- Machine: $(machine_line); $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- Tools: stretchgif $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?') (${BIN#"$ROOT"/}); $(ffmpeg -version | head -n 1 | cut -d' ' -f1-3); gifsicle $(gifsicle --version | head -n 1 | awk '{print $NF}'); $("$IM" -version | head -n 1 | cut -d' ' -f2-3)"
    echo
    echo "Targets (issue #15; this run, default demo):"
    echo
    echo "| target | measured | goal | met |"
    echo "| --- | ---: | ---: | --- |"
    target "wall time ours / ffmpeg encode" "$D_WALL_RATIO" "<=" 0.33
    target "bytes ours / gifsicle -O3" "$(ratio "$D_BYTES_OURS" "$D_BYTES_GS")" "<=" 0.80
    target "SSIM ours - ffmpeg's" "$(awk -v a="$D_SSIM_OURS" -v b="$D_SSIM_FF" 'BEGIN{printf "%+.4f", a-b}')" ">=" 0
    target "peak MiB, default demo" "$(mb "$D_OURS_KB")" "<=" 64
    target "peak MiB, gesture x$GESTURE_REPEAT" "$(mb "${F4_KB:-n/a}")" "<=" 64
    target "wall time --bezel / without" "$D_BEZEL_RATIO" "<=" 1.2
} | tee "$WORK/bench.md"
echo
echo "bench: wrote $WORK/bench.md (per-run timings in $WORK/timings.tsv)"

# ---- README -----------------------------------------------------------------------------------------------
# UPDATE_README=1 replaces the README's block between the bench markers with this run's report and its command.
if [ "${UPDATE_README:-0}" = 1 ]; then
    {
        echo "Regenerated by \`UPDATE_README=1 RUNS=$RUNS bash scripts/bench.sh\` (part of \`make bench\`) on $(date -u +%Y-%m-%d):"
        echo
        sed '1d;2{/^$/d}' "$WORK/bench.md" | sed 's/^### /#### /'
    } >"$WORK/readme-block.md"
    "$PYTHON" "$HELPER" replace-block "$ROOT/README.md" bench "$WORK/readme-block.md"
    echo "bench: updated the performance block of $ROOT/README.md"
fi
