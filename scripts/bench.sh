#!/usr/bin/env bash
# Benchmark: our whole pipeline (stretchgif render) against the usual GIF encoders fed the same frames.
#
#   bash scripts/bench.sh                      # or: make bench
#
# Rows: ours (render: simulate, lay out, paint, quantize, encode; timed as a whole), and three peers timed on
# encoding only, given our raw frames: ffmpeg two-pass (palettegen + paletteuse sierra2_4a, diff_mode=rectangle),
# gifsicle -O3 on ffmpeg's GIF (its time is ffmpeg's plus gifsicle's), ImageMagick (-layers optimize).
# Columns: bytes, wall seconds (median of RUNS runs), peak MiB (largest max RSS over the runs, from GNU time %M,
# children included), and SSIM / PSNR of the decoded GIF against the source frames (ffmpeg's ssim and psnr
# filters on GBR planes, so no YUV conversion blurs the comparison).
# Decoding for quality: each GIF is decoded with ffmpeg -fps_mode passthrough (one frame per stored image) and
# every decoded frame is repeated over the source frames its delay covers (scripts/bench_quality.py expand),
# so a GIF whose identical frames were merged lines up frame by frame with the source; the script stops
# unless the counts match exactly.
# Also: our peak memory for a gesture repeated 1x and GESTURE_REPEAT (4) x, and stills of source frame STILL
# from the source and each GIF (PNG, plus compare.png side by side: source | ours | ffmpeg).
#
# Environment (all optional):
#   BIN            our binary (default <repo>/.build/release/stretchgif)
#   SCENE          scene name (default stretchy);  FPS: frame rate of the scene (default 50)
#   RUNS           timed runs per tool (default 3);  WORK: output folder (default: a new mktemp folder)
#   STILL          source frame index for the stills (default: the middle frame)
#   FRAMES_RGB W H use these raw RGB24 frames (W x H each) instead of running `$BIN frames`
#   OURS_GIF       use this GIF as ours instead of running `$BIN render` (its time and memory are then n/a)
#   GESTURE_STEP   one pull/release/fling sequence for the memory-flatness rows;  GESTURE_REPEAT (default 4)
#   FLAT=0         skip the memory-flatness rows;  KEEP_RAW=1: keep the expanded decoded frames in WORK
#   IM             ImageMagick command (default: magick, else convert)
#   UPDATE_README=1  write this run's report into README.md between <!-- bench:begin --> and <!-- bench:end -->
set -euo pipefail

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$SCRIPT_DIR")
HELPER="$SCRIPT_DIR/bench_quality.py"

BIN=${BIN:-$ROOT/.build/release/stretchgif}
SCENE=${SCENE:-stretchy}
FPS=${FPS:-50}
RUNS=${RUNS:-3}
STILL=${STILL:-}
FRAMES_RGB=${FRAMES_RGB:-}
W=${W:-}
H=${H:-}
OURS_GIF=${OURS_GIF:-}
GESTURE_STEP=${GESTURE_STEP:-"wait 0.3s; drag down 200 over 0.6s ease-out; release; wait until rest max 1.5s; fling up 1500; wait until rest max 3s; fling down 1500; wait until rest max 3s"}
GESTURE_REPEAT=${GESTURE_REPEAT:-4}
FLAT=${FLAT:-1}
KEEP_RAW=${KEEP_RAW:-0}
IM=${IM:-}

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
[ -x /usr/bin/time ] || die "GNU time is missing at /usr/bin/time: install the Debian package 'time' (sudo apt-get install -y time)"
if [ -z "$IM" ]; then
    if command -v magick >/dev/null 2>&1; then IM=magick
    elif [ -x /usr/bin/convert ]; then IM=/usr/bin/convert # the real binary, not a wrapper earlier in PATH
    elif command -v convert >/dev/null 2>&1; then IM=convert
    fi
fi
[ -n "$IM" ] && "$IM" -version 2>/dev/null | grep -q ImageMagick ||
    die "ImageMagick (magick or convert) is missing: install the Debian package 'imagemagick' (sudo apt-get install -y imagemagick)"
HAVE_NUMPY=1
python3 -c 'import numpy' 2>/dev/null || HAVE_NUMPY=0
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"
[[ $FPS =~ ^[1-9][0-9]*$ ]] && [ $((100 % FPS)) -eq 0 ] ||
    die "FPS must divide 100 (GIF delays are whole centiseconds), got '$FPS'"
DELAY_CS=$((100 / FPS))

WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/stretchgif-bench.XXXXXX")}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
echo "bench: working in $WORK"
TIMINGS="$WORK/timings.tsv"
printf 'label\trun\tseconds\tmax_rss_kb\n' >"$TIMINGS"

# ---- measuring --------------------------------------------------------------------------------------------
# measure LABEL RUNS COMMAND... : runs COMMAND RUNS times (output to $WORK/LABEL.log); sets M_SEC (median wall
# seconds) and M_KB (largest max RSS in KB; GNU time reports the largest of the process and its children).
measure() {
    local label=$1 runs=$2
    shift 2
    local run start end kb peak=0 times=()
    for ((run = 1; run <= runs; run++)); do
        start=$(date +%s%N)
        if ! /usr/bin/time -f '%M' -o "$WORK/$label.time" "$@" >"$WORK/$label.log" 2>&1; then
            echo "bench: $label failed: $*" >&2
            tail -n 20 "$WORK/$label.log" >&2
            [ "${MEASURE_SOFT:-0}" = 1 ] && return 1
            exit 1
        fi
        end=$(date +%s%N)
        kb=$(tail -n 1 "$WORK/$label.time")
        times+=("$((end - start))")
        ((kb > peak)) && peak=$kb
        printf '%s\t%d\t%s\t%s\n' "$label" "$run" "$(awk -v n="$((end - start))" 'BEGIN{printf "%.3f", n/1e9}')" "$kb" >>"$TIMINGS"
    done
    M_SEC=$(printf '%s\n' "${times[@]}" | sort -n | awk '{v[NR]=$1} END{printf "%.3f", v[int((NR+1)/2)]/1e9}')
    M_KB=$peak
}

mb() { awk -v k="$1" 'BEGIN{printf "%.1f", k/1024}'; }
bytes_of() { stat -c %s "$1"; }

# ---- ours -------------------------------------------------------------------------------------------------
if [ -n "$OURS_GIF" ]; then
    [ -f "$OURS_GIF" ] || die "OURS_GIF=$OURS_GIF does not exist"
    cp "$OURS_GIF" "$WORK/ours.gif"
    OURS_SEC=n/a OURS_MB=n/a OURS_KB=n/a BEZEL_SEC=n/a
    echo "bench: ours = $OURS_GIF (given; not timed)"
else
    [ -x "$BIN" ] || die "no executable at $BIN: build it first (make build, or swift build -c release --product stretchgif), or set BIN=..."
    echo "bench: ours: $BIN render $SCENE ($RUNS runs)"
    measure ours "$RUNS" "$BIN" render "$SCENE" -o "$WORK/ours.gif" --quiet
    OURS_SEC=$M_SEC OURS_MB=$(mb "$M_KB") OURS_KB=$M_KB
    echo "bench: ours with --bezel ($RUNS runs)"
    measure bezel "$RUNS" "$BIN" render "$SCENE" --bezel -o "$WORK/bezel.gif" --quiet
    BEZEL_SEC=$M_SEC
fi

# ---- source frames ----------------------------------------------------------------------------------------
if [ -n "$FRAMES_RGB" ]; then
    [ -f "$FRAMES_RGB" ] || die "FRAMES_RGB=$FRAMES_RGB does not exist"
    SRC=$(cd "$(dirname "$FRAMES_RGB")" && pwd)/$(basename "$FRAMES_RGB")
else
    [ -x "$BIN" ] || die "no executable at $BIN to write the source frames (or set FRAMES_RGB, W and H)"
    SRC="$WORK/frames.rgb"
    "$BIN" frames "$SCENE" --raw -o "$SRC" >"$WORK/frames.log" 2>&1 ||
        { tail -n 20 "$WORK/frames.log" >&2; die "$BIN frames $SCENE --raw failed"; }
    if [ -z "$W$H" ]; then # the command says "... of WxH RGB24"
        size=$(grep -oE '[0-9]+x[0-9]+ RGB24' "$WORK/frames.log" | tail -n 1 | cut -d' ' -f1 || true)
        [ -n "$size" ] && W=${size%x*} H=${size#*x}
    fi
fi
read -r CANVAS_W CANVAS_H < <(python3 "$HELPER" info "$WORK/ours.gif" | sed -E 's/.*width=([0-9]+) height=([0-9]+).*/\1 \2/')
W=${W:-$CANVAS_W}
H=${H:-$CANVAS_H}
[[ $W =~ ^[1-9][0-9]*$ && $H =~ ^[1-9][0-9]*$ ]] || die "frame size W=$W H=$H is not two positive whole numbers"
[ "$W" = "$CANVAS_W" ] && [ "$H" = "$CANVAS_H" ] ||
    die "ours.gif is ${CANVAS_W}x${CANVAS_H} but the source frames are ${W}x${H}"
FRAME_BYTES=$((W * H * 3))
SRC_BYTES=$(bytes_of "$SRC")
[ $((SRC_BYTES % FRAME_BYTES)) -eq 0 ] && [ "$SRC_BYTES" -gt 0 ] ||
    die "$SRC holds $SRC_BYTES bytes, not a whole number of ${W}x${H} RGB24 frames ($FRAME_BYTES bytes each)"
NSRC=$((SRC_BYTES / FRAME_BYTES))
STILL=${STILL:-$((NSRC / 2))}
[[ $STILL =~ ^[0-9]+$ ]] && [ "$STILL" -lt "$NSRC" ] || die "STILL=$STILL is not a frame index below $NSRC"
echo "bench: source: $NSRC frames of ${W}x${H} RGB24 at $FPS fps ($SRC)"

# ---- peers (encoding only) --------------------------------------------------------------------------------
RAWIN=(-f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -r "$FPS" -i "$SRC")
cat >"$WORK/peer-ffmpeg.sh" <<EOF
set -e
ffmpeg -v error -nostdin -y ${RAWIN[*]@Q} -vf palettegen '$WORK/palette.png'
ffmpeg -v error -nostdin -y ${RAWIN[*]@Q} -i '$WORK/palette.png' \\
    -lavfi '[0:v][1:v]paletteuse=dither=sierra2_4a:diff_mode=rectangle' -loop 0 '$WORK/ffmpeg.gif'
EOF
cat >"$WORK/peer-gifsicle.sh" <<EOF
set -e
gifsicle -O3 '$WORK/ffmpeg.gif' -o '$WORK/gifsicle.gif'
EOF
cat >"$WORK/peer-imagemagick.sh" <<EOF
set -e
${IM@Q} -delay $DELAY_CS -size ${W}x${H} -depth 8 'rgb:$SRC' -loop 0 -layers optimize '$WORK/imagemagick.gif'
EOF

echo "bench: ffmpeg two-pass ($RUNS runs)"
measure ffmpeg "$RUNS" bash "$WORK/peer-ffmpeg.sh"
FF_SEC=$M_SEC FF_KB=$M_KB
echo "bench: gifsicle -O3 ($RUNS runs)"
measure gifsicle "$RUNS" bash "$WORK/peer-gifsicle.sh"
GS_SEC=$(awk -v a="$FF_SEC" -v b="$M_SEC" 'BEGIN{printf "%.3f", a+b}')
GS_KB=$((M_KB > FF_KB ? M_KB : FF_KB))
echo "bench: ImageMagick ($RUNS runs)"
measure imagemagick "$RUNS" bash "$WORK/peer-imagemagick.sh"
IM_SEC=$M_SEC IM_KB=$M_KB

# ---- quality ----------------------------------------------------------------------------------------------
# quality TOOL : expands $WORK/TOOL.gif onto the source timeline and sets Q_SSIM, Q_PSNR, Q_FRAMES.
quality() {
    local tool=$1 gif="$WORK/$1.gif" expanded="$WORK/$1.expanded.rgb" line
    line=$(python3 "$HELPER" expand "$gif" "$W" "$H" "$NSRC" "$FPS" "$expanded") ||
        die "$tool.gif does not line up with the source frames (see above)"
    Q_FRAMES=$(sed -E 's/.*stored=([0-9]+).*/\1/' <<<"$line")
    ffmpeg -hide_banner -nostats -nostdin \
        -f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -r "$FPS" -i "$expanded" "${RAWIN[@]}" \
        -lavfi '[0:v]format=gbrp,split[a1][a2];[1:v]format=gbrp,split[b1][b2];[a1][b1]ssim;[a2][b2]psnr' \
        -f null - >"$WORK/$tool.metrics.log" 2>&1 ||
        { tail -n 20 "$WORK/$tool.metrics.log" >&2; die "ffmpeg ssim/psnr failed on $tool.gif"; }
    Q_SSIM=$(grep -oE 'All:[0-9.]+' "$WORK/$tool.metrics.log" | tail -n 1 | cut -d: -f2)
    Q_PSNR=$(grep 'PSNR' "$WORK/$tool.metrics.log" | grep -oE 'average:([0-9.]+|inf)' | tail -n 1 | cut -d: -f2)
    [ -n "$Q_SSIM" ] && [ -n "$Q_PSNR" ] || die "no SSIM/PSNR summary in $WORK/$tool.metrics.log"
    Q_SSIM=$(awk -v s="$Q_SSIM" 'BEGIN{printf "%.4f", s}')
    [ "$Q_PSNR" = inf ] || Q_PSNR=$(awk -v p="$Q_PSNR" 'BEGIN{printf "%.2f", p}')
    local check=""
    [ "$HAVE_NUMPY" = 1 ] && check=", numpy whole-sequence PSNR $(python3 "$HELPER" psnr "$expanded" "$SRC") dB"
    echo "bench: $tool.gif: $line; SSIM $Q_SSIM, PSNR $Q_PSNR dB$check"
    python3 "$HELPER" still "$expanded" "$W" "$H" "$STILL" "$WORK/still-$tool.ppm"
    ffmpeg -v error -nostdin -y -i "$WORK/still-$tool.ppm" "$WORK/still-$tool.png"
    rm -f "$WORK/still-$tool.ppm"
    [ "$KEEP_RAW" = 1 ] || rm -f "$expanded"
}

declare -A SSIM PSNR FRAMES
for tool in ours ffmpeg gifsicle imagemagick; do
    quality "$tool"
    SSIM[$tool]=$Q_SSIM PSNR[$tool]=$Q_PSNR FRAMES[$tool]=$Q_FRAMES
done
python3 "$HELPER" still "$SRC" "$W" "$H" "$STILL" "$WORK/still-source.ppm"
ffmpeg -v error -nostdin -y -i "$WORK/still-source.ppm" "$WORK/still-source.png"
rm -f "$WORK/still-source.ppm"
ffmpeg -v error -nostdin -y -i "$WORK/still-source.png" -i "$WORK/still-ours.png" -i "$WORK/still-ffmpeg.png" \
    -filter_complex hstack=inputs=3 "$WORK/compare.png"

# ---- sanity -----------------------------------------------------------------------------------------------
for tool in ours ffmpeg gifsicle imagemagick; do
    awk -v s="${SSIM[$tool]}" -v p="${PSNR[$tool]}" 'BEGIN{
        ok = (s ~ /^[0-9.]+$/ && s >= 0 && s <= 1) && (p == "inf" || (p ~ /^[0-9.]+$/ && p > 0));
        exit ok ? 0 : 1 }' || die "$tool: implausible SSIM '${SSIM[$tool]}' or PSNR '${PSNR[$tool]}'"
done

# ---- memory flatness --------------------------------------------------------------------------------------
FLAT_LINE="Memory flatness: skipped (FLAT=0 or no executable at $BIN)"
if [ "$FLAT" = 1 ] && [ -x "$BIN" ]; then
    gesture_many=$GESTURE_STEP
    for ((i = 2; i <= GESTURE_REPEAT; i++)); do gesture_many="$gesture_many; $GESTURE_STEP"; done
    echo "bench: memory flatness: gesture x1 and x$GESTURE_REPEAT (1 run each)"
    # A failure here (e.g. the gesture syntax changed) is reported in the table instead of losing the run.
    if MEASURE_SOFT=1 measure flat-1x 1 "$BIN" render "$SCENE" --gesture "$GESTURE_STEP" -o "$WORK/flat-1x.gif" --quiet &&
        F1_SEC=$M_SEC F1_KB=$M_KB &&
        MEASURE_SOFT=1 measure flat-${GESTURE_REPEAT}x 1 "$BIN" render "$SCENE" --gesture "$gesture_many" -o "$WORK/flat-${GESTURE_REPEAT}x.gif" --quiet; then
        F4_SEC=$M_SEC F4_KB=$M_KB
        FLAT_OK=1
    else
        FLAT_OK=0
        FLAT_LINE="Memory flatness: FAILED, \`$BIN render $SCENE --gesture ...\` exited non-zero (see $WORK/flat-*.log; set GESTURE_STEP)"
    fi
fi
if [ "${FLAT_OK:-0}" = 1 ]; then
    f1=$(python3 "$HELPER" info "$WORK/flat-1x.gif" | sed -E 's/.*total_cs=([0-9]+).*/\1/')
    f4=$(python3 "$HELPER" info "$WORK/flat-${GESTURE_REPEAT}x.gif" | sed -E 's/.*total_cs=([0-9]+).*/\1/')
    FLAT_LINE=$(awk -v a="$F1_KB" -v b="$F4_KB" -v s1="$F1_SEC" -v s4="$F4_SEC" -v d1="$f1" -v d4="$f4" -v n="$GESTURE_REPEAT" \
        'BEGIN{printf "Memory flatness (ours, gesture x1 vs x%d): %.1f MiB vs %.1f MiB peak (x%.2f) for %.2f s vs %.2f s of animation (rendered in %.2f s vs %.2f s)", n, a/1024, b/1024, b/a, d1/100, d4/100, s1, s4}')
fi

# ---- report -----------------------------------------------------------------------------------------------
OURS_BYTES=$(bytes_of "$WORK/ours.gif")
FF_BYTES=$(bytes_of "$WORK/ffmpeg.gif")
GS_BYTES=$(bytes_of "$WORK/gifsicle.gif")
IM_BYTES=$(bytes_of "$WORK/imagemagick.gif")
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (a == "n/a" || b == 0) print "n/a"; else printf "%.2f", a/b }'; }
row() { printf '| %s | %s | %s | %s | %s | %s |\n' "$@"; }
mib() { awk -v k="$1" 'BEGIN{ if (k == "n/a" || k == "") print "n/a"; else printf "%.1f", k/1024 }'; }
# target NAME VALUE <=|>= GOAL : one row of the targets table.
target() {
    local met
    met=$(awk -v v="$2" -v op="$3" -v g="$4" 'BEGIN{
        if (v == "n/a") { print "n/a"; exit }
        ok = (op == "<=") ? (v + 0 <= g + 0) : (v + 0 >= g + 0); print ok ? "yes" : "no" }')
    printf '| %s | %s | %s %s | %s |\n' "$1" "$2" "$3" "$4" "$met"
}
{
    echo "## stretchgif benchmark: scene \`$SCENE\`, $NSRC frames of ${W}x${H} at $FPS fps"
    echo
    row tool bytes seconds "peak MiB" SSIM "PSNR dB"
    row "---" "---:" "---:" "---:" "---:" "---:"
    row "ours (render, whole pipeline)" "$OURS_BYTES" "$OURS_SEC" "$OURS_MB" "${SSIM[ours]}" "${PSNR[ours]}"
    row "ffmpeg palettegen+paletteuse" "$FF_BYTES" "$FF_SEC" "$(mb "$FF_KB")" "${SSIM[ffmpeg]}" "${PSNR[ffmpeg]}"
    row "gifsicle -O3 (on ffmpeg's)" "$GS_BYTES" "$GS_SEC" "$(mb "$GS_KB")" "${SSIM[gifsicle]}" "${PSNR[gifsicle]}"
    row "ImageMagick -layers optimize" "$IM_BYTES" "$IM_SEC" "$(mb "$IM_KB")" "${SSIM[imagemagick]}" "${PSNR[imagemagick]}"
    echo
    echo "- Time ours/ffmpeg: $(ratio "$OURS_SEC" "$FF_SEC") (ours renders and encodes; the peers only encode given frames)"
    echo "- Size ours/gifsicle: $(ratio "$OURS_BYTES" "$GS_BYTES")"
    echo "- $FLAT_LINE"
    echo "- Frames stored: ours ${FRAMES[ours]}, ffmpeg ${FRAMES[ffmpeg]}, gifsicle ${FRAMES[gifsicle]}, ImageMagick ${FRAMES[imagemagick]} (each expanded by its delays to the source's $NSRC before comparing)"
    echo "- Seconds: median of $RUNS wall-clock runs; peak MiB: largest max RSS (GNU time, KiB / 1024, children included); SSIM \"All\" and PSNR \"average\" from ffmpeg on GBR planes"
    echo "- Machine: $(nproc) cores; $(ffmpeg -version | head -n 1 | cut -d' ' -f1-3); gifsicle $(gifsicle --version | head -n 1 | awk '{print $NF}'); $("$IM" -version | head -n 1 | cut -d' ' -f2-3)"
    echo "- Stills of source frame $STILL: still-{source,ours,ffmpeg,gifsicle,imagemagick}.png; compare.png = source | ours | ffmpeg"
    echo
    echo "Targets (issue #15; this run):"
    echo
    echo "| target | measured | goal | met |"
    echo "| --- | ---: | ---: | --- |"
    target "time ours / ffmpeg encode" "$(ratio "$OURS_SEC" "$FF_SEC")" "<=" 0.33
    target "bytes ours / gifsicle -O3" "$(ratio "$OURS_BYTES" "$GS_BYTES")" "<=" 0.80
    target "SSIM ours - ffmpeg's" "$(awk -v a="${SSIM[ours]}" -v b="${SSIM[ffmpeg]}" 'BEGIN{printf "%+.4f", a-b}')" ">=" 0
    target "peak MiB, default demo" "$(mib "$OURS_KB")" "<=" 64
    target "peak MiB, gesture x$GESTURE_REPEAT" "$(mib "${F4_KB:-n/a}")" "<=" 64
    target "time --bezel / without" "$(ratio "$BEZEL_SEC" "$OURS_SEC")" "<=" 1.2
} | tee "$WORK/bench.md"
echo
echo "bench: wrote $WORK/bench.md (per-run timings in $WORK/timings.tsv)"

# ---- README -----------------------------------------------------------------------------------------------
# UPDATE_README=1 replaces the README's block between the bench markers with this run's report and its command.
if [ "${UPDATE_README:-0}" = 1 ]; then
    readme="$ROOT/README.md"
    grep -q '^<!-- bench:begin -->$' "$readme" && grep -q '^<!-- bench:end -->$' "$readme" ||
        die "README.md has no '<!-- bench:begin -->' ... '<!-- bench:end -->' block to replace"
    {
        echo "Regenerated by \`UPDATE_README=1 RUNS=$RUNS bash scripts/bench.sh\` (part of \`make bench\`) on $(date -u +%Y-%m-%d):"
        echo
        sed '1d;2{/^$/d}' "$WORK/bench.md"
    } >"$WORK/readme-block.md"
    python3 - "$readme" "$WORK/readme-block.md" <<'PY'
import sys
path, block = sys.argv[1], open(sys.argv[2]).read()
text = open(path).read()
head, rest = text.split("<!-- bench:begin -->\n", 1)
_, tail = rest.split("<!-- bench:end -->\n", 1)
open(path, "w").write(head + "<!-- bench:begin -->\n" + block + "<!-- bench:end -->\n" + tail)
PY
    echo "bench: updated the performance block of $readme"
fi
