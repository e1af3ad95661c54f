#!/usr/bin/env bash
# Benchmark of output formats and size control on one scene (default: the default demo), ours against the tools
# people use today, all in the same run:
#
#   bash scripts/bench-formats.sh                  # also run by make bench
#
# Rows: our GIF; our GIF with --lossy $LOSSY; gifsicle -O3 --lossy=$LOSSY run on our GIF; our MP4; ffmpeg's libx264
# (-crf 23, the route people take today, padded to even sides with ffmpeg's pad filter) on our raw frames; our WebP
# (lossless) and img2webp -lossless on the same frames; our WebP --quality $QUALITY and img2webp -lossy -q $QUALITY;
# img2webp at our effort (WEBP_EFFORT, WEBP_METHOD: WebPAnimationEncoder.losslessEffort and .method), where it
# writes our bytes, frame durations aside (docs/formats.md#webp).
# Columns: bytes; wall and CPU seconds (medians of RUNS interleaved rounds: each round runs every row once, ours
# before the peer it is compared with; CPU = user + system of the tool and its children) and the load other
# processes put on the machine meanwhile (scripts/bench-measure.sh); ours: the whole pipeline, scene to file;
# peers: encoding given frames. SSIM / PSNR of the decoded file against our painted frames (ffmpeg's ssim and psnr
# filters on GBR planes; GIF and WebP frames are lined up with the source frames by instant, videos are cropped
# back to the source size; scripts/bench_quality.py). Then each format against its usual tool (bytes, wall, CPU,
# SSIM) and the issue's targets: our lossy GIF smaller than gifsicle's at equal or better SSIM, our MP4 within 10%
# of ffmpeg's size at equal SSIM.
# The table is printed as the README's "Formats and size" table; UPDATE_README=1 writes it there (between
# <!-- formats:begin --> and <!-- formats:end -->).
#
# Environment (all optional): BIN (default <repo>/.build/release/stretchgif), SCENE (stretchy), FPS (50),
# LOSSY (80), QUALITY (80), RUNS (3), WORK (output folder; default a new mktemp folder), UPDATE_README=1.
set -euo pipefail
# Debian's Python, where `make bench-deps` installs Pillow and numpy (a pyenv python3 first on PATH has neither).
PYTHON=${PYTHON:-$([ -x /usr/bin/python3 ] && echo /usr/bin/python3 || echo python3)}

SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$SCRIPT_DIR")
HELPER="$SCRIPT_DIR/bench_quality.py"
BIN=${BIN:-$ROOT/.build/release/stretchgif}
SCENE=${SCENE:-stretchy}
FPS=${FPS:-50}
LOSSY=${LOSSY:-80}
QUALITY=${QUALITY:-80}
RUNS=${RUNS:-3}
WEBP_EFFORT=75
WEBP_METHOD=2

die() { echo "bench-formats: $*" >&2; exit 1; }
for tool in ffmpeg gifsicle img2webp webpmux python3; do
    command -v "$tool" >/dev/null 2>&1 || die "'$tool' is missing: run make bench-deps"
done
"$PYTHON" -c 'import PIL' 2>/dev/null || die "Pillow is missing: install the Debian package python3-pil"
[ -x "$BIN" ] || die "no executable at $BIN: build it first (make build)"
[[ $FPS =~ ^[1-9][0-9]*$ ]] && [ $((100 % FPS)) -eq 0 ] || die "FPS must divide 100, got '$FPS'"
[[ $RUNS =~ ^[1-9][0-9]*$ ]] || die "RUNS must be a positive whole number, got '$RUNS'"

WORK=${WORK:-$(mktemp -d "${TMPDIR:-/tmp}/stretchgif-formats.XXXXXX")}
mkdir -p "$WORK"
WORK=$(cd "$WORK" && pwd)
echo "bench-formats: working in $WORK"

TIMINGS="$WORK/timings.tsv"
source "$SCRIPT_DIR/bench-measure.sh"
printf '%s\n' "$TIMINGS_HEADER" >"$TIMINGS"
declare -A BYTES_OF SSIM_OF PSNR_OF

# ---- the source frames --------------------------------------------------------------------------------------
SRC="$WORK/frames.rgb"
"$BIN" frames "$SCENE" --fps "$FPS" --raw -o "$SRC" >"$WORK/frames.log" 2>&1 ||
    { tail -n 20 "$WORK/frames.log" >&2; die "$BIN frames $SCENE --raw failed"; }
SIZE=$(grep -oE '[0-9]+ x [0-9]+ RGB24|[0-9]+x[0-9]+ RGB24' "$WORK/frames.log" | tail -n 1 | tr -d ' ' | sed 's/RGB24//')
W=${SIZE%x*} H=${SIZE#*x}
[[ $W =~ ^[1-9][0-9]*$ && $H =~ ^[1-9][0-9]*$ ]] || die "cannot read the frame size from $WORK/frames.log"
NSRC=$(($(stat -c %s "$SRC") / (W * H * 3)))
[ "$NSRC" -gt 0 ] || die "no source frames in $SRC"
echo "bench-formats: source: $NSRC frames of ${W}x${H} at $FPS fps"
RAWIN=(-f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -r "$FPS" -i "$SRC")
DELAY_MS=$((1000 / FPS))
mkdir -p "$WORK/png"
ffmpeg -v error -nostdin -y "${RAWIN[@]}" "$WORK/png/f%04d.png"

# ---- ours and the peers, interleaved ------------------------------------------------------------------------
ours() { define "$1" "${BIN@Q} render ${SCENE@Q} --fps $FPS $2 -o ${WORK@Q}/$1.$3 --quiet"; }
ours ours-gif "" gif
ours ours-lossy "--lossy $LOSSY" gif
ours ours-mp4 "" mp4
ours ours-webp "" webp
ours ours-webp-lossy "--quality $QUALITY" webp
define gifsicle-lossy "gifsicle -O3 --lossy=$LOSSY ${WORK@Q}/ours-gif.gif -o ${WORK@Q}/gifsicle-lossy.gif"
define ffmpeg-x264 "ffmpeg -v error -nostdin -y ${RAWIN[*]@Q} -vf 'pad=ceil(iw/2)*2:ceil(ih/2)*2' -c:v libx264 -crf 23 -pix_fmt yuv420p -movflags +faststart ${WORK@Q}/ffmpeg-x264.mp4"
define img2webp "img2webp -loop 0 -lossless -q $WEBP_EFFORT -m $WEBP_METHOD -d $DELAY_MS ${WORK@Q}/png/f*.png -o ${WORK@Q}/img2webp.webp"
define img2webp-lossy "img2webp -loop 0 -lossy -q $QUALITY -m $WEBP_METHOD -d $DELAY_MS ${WORK@Q}/png/f*.png -o ${WORK@Q}/img2webp-lossy.webp"
LABELS=(ours-gif ours-lossy gifsicle-lossy ours-mp4 ffmpeg-x264 ours-webp img2webp ours-webp-lossy img2webp-lossy)
echo "bench-formats: $RUNS interleaved rounds of ${LABELS[*]}"
rounds "$RUNS" "${LABELS[@]}"

# ---- quality ------------------------------------------------------------------------------------------------
# measure LABEL FILE KIND : decodes FILE onto the source timeline (KIND gif, webp or video) and records its
# bytes, SSIM and PSNR.
measure_quality() {
    local label=$1 file=$2 kind=$3 expanded="$WORK/$1.expanded.rgb" line
    case "$kind" in
    gif) line=$("$PYTHON" "$HELPER" expand "$file" "$W" "$H" "$NSRC" "$FPS" "$expanded") ;;
    webp) line=$("$PYTHON" "$HELPER" expandwebp "$file" "$W" "$H" "$NSRC" "$FPS" "$expanded") ;;
    video) line=$("$PYTHON" "$HELPER" video "$file" "$W" "$H" "$NSRC" "$expanded") ;;
    esac || die "$label: $file does not line up with the source frames"
    ffmpeg -hide_banner -nostats -nostdin \
        -f rawvideo -pix_fmt rgb24 -s "${W}x${H}" -r "$FPS" -i "$expanded" "${RAWIN[@]}" \
        -lavfi '[0:v]format=gbrp,split[a1][a2];[1:v]format=gbrp,split[b1][b2];[a1][b1]ssim;[a2][b2]psnr' \
        -f null - >"$WORK/$label.metrics.log" 2>&1 || die "ffmpeg ssim/psnr failed on $label"
    SSIM_OF[$label]=$(grep -oE 'All:[0-9.]+' "$WORK/$label.metrics.log" | tail -n 1 | cut -d: -f2 |
        awk '{printf "%.4f", $1}')
    PSNR_OF[$label]=$(grep 'PSNR' "$WORK/$label.metrics.log" | grep -oE 'average:([0-9.]+|inf)' | tail -n 1 |
        cut -d: -f2 | awk '{ if ($1 == "inf") print "inf"; else printf "%.2f", $1 }')
    BYTES_OF[$label]=$(stat -c %s "$file")
    [ -n "${SSIM_OF[$label]}" ] || die "no SSIM for $label"
    echo "bench-formats: $label: $line; ${BYTES_OF[$label]} bytes, SSIM ${SSIM_OF[$label]}, PSNR ${PSNR_OF[$label]} dB"
    rm -f "$expanded"
}

measure_quality ours-gif "$WORK/ours-gif.gif" gif
measure_quality ours-lossy "$WORK/ours-lossy.gif" gif
measure_quality gifsicle-lossy "$WORK/gifsicle-lossy.gif" gif
measure_quality ours-mp4 "$WORK/ours-mp4.mp4" video
measure_quality ffmpeg-x264 "$WORK/ffmpeg-x264.mp4" video
measure_quality ours-webp "$WORK/ours-webp.webp" webp
measure_quality img2webp "$WORK/img2webp.webp" webp
measure_quality ours-webp-lossy "$WORK/ours-webp-lossy.webp" webp
measure_quality img2webp-lossy "$WORK/img2webp-lossy.webp" webp

# ---- report -------------------------------------------------------------------------------------------------
declare -A WALL_OF CPU_OF LOAD_OF
for label in "${LABELS[@]}"; do
    summarize "$label"
    WALL_OF[$label]=$(awk -v v="$S_WALL" 'BEGIN{printf "%.2f", v}') CPU_OF[$label]=$S_CPU
    LOAD_OF[$label]="$S_LOAD / $S_LOAD_MAX"
done
thousands() { LC_ALL=C awk -v n="$1" 'BEGIN{ s = sprintf("%d", n); while (s ~ /[0-9][0-9][0-9][0-9]/) sub(/[0-9][0-9][0-9]($|,)/, ",&", s); print s }'; }
row() { printf '| %s | %s | %s | %s | %s | %s | %s |\n' "$@"; }
line() { row "$1" "$(thousands "${BYTES_OF[$2]}")" "${WALL_OF[$2]}" "${CPU_OF[$2]}" "${LOAD_OF[$2]}" "${SSIM_OF[$2]}" "${PSNR_OF[$2]}"; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN{ if (b == 0) print "n/a"; else printf "%.2f", a/b }'; }
versus() { # versus TITLE OURS PEER
    printf '| %s | %s | %s | %s | %s vs %s |\n' "$1" "$(ratio "${BYTES_OF[$2]}" "${BYTES_OF[$3]}")" \
        "$(ratio "${WALL_OF[$2]}" "${WALL_OF[$3]}")" "$(ratio "${CPU_OF[$2]}" "${CPU_OF[$3]}")" "${SSIM_OF[$2]}" "${SSIM_OF[$3]}"
}
verdict() { [ "$1" = 1 ] && echo "met" || echo "NOT met"; }
LOSSY_OK=$(awk -v a="${BYTES_OF[ours-lossy]}" -v b="${BYTES_OF[gifsicle-lossy]}" \
    -v s="${SSIM_OF[ours-lossy]}" -v t="${SSIM_OF[gifsicle-lossy]}" 'BEGIN{print (a < b && s >= t) ? 1 : 0}')
MP4_OK=$(awk -v a="${BYTES_OF[ours-mp4]}" -v b="${BYTES_OF[ffmpeg-x264]}" \
    -v s="${SSIM_OF[ours-mp4]}" -v t="${SSIM_OF[ffmpeg-x264]}" 'BEGIN{print (a <= 1.1 * b && s >= t) ? 1 : 0}')
{
    echo "## stretchgif formats: scene \`$SCENE\`, $NSRC frames of ${W}x${H} at $FPS fps"
    echo
    row output bytes "wall s" "CPU s" "other load, cores (median / max)" SSIM "PSNR dB"
    row "---" "---:" "---:" "---:" "---:" "---:" "---:"
    line "ours, GIF" ours-gif
    line "ours, GIF \`--lossy $LOSSY\`" ours-lossy
    line "gifsicle -O3 --lossy=$LOSSY (on our GIF)" gifsicle-lossy
    line "ours, MP4 (H.264, CRF 23)" ours-mp4
    line "ffmpeg libx264 -crf 23 (our frames, padded)" ffmpeg-x264
    line "ours, WebP lossless" ours-webp
    line "img2webp -lossless -q $WEBP_EFFORT -m $WEBP_METHOD (our frames)" img2webp
    line "ours, WebP \`--quality $QUALITY\`" ours-webp-lossy
    line "img2webp -lossy -q $QUALITY -m $WEBP_METHOD (our frames)" img2webp-lossy
    echo
    echo "| ours / its usual tool | bytes | wall | CPU | SSIM, ours vs theirs |"
    echo "| --- | ---: | ---: | ---: | ---: |"
    versus "GIF \`--lossy $LOSSY\` / gifsicle --lossy=$LOSSY" ours-lossy gifsicle-lossy
    versus "MP4 / ffmpeg libx264" ours-mp4 ffmpeg-x264
    versus "WebP lossless / img2webp -lossless" ours-webp img2webp
    versus "WebP \`--quality $QUALITY\` / img2webp -lossy" ours-webp-lossy img2webp-lossy
    echo
    echo "- Lossy GIF vs gifsicle: size $(ratio "${BYTES_OF[ours-lossy]}" "${BYTES_OF[gifsicle-lossy]}")x, SSIM ${SSIM_OF[ours-lossy]} vs ${SSIM_OF[gifsicle-lossy]}: target (smaller at equal or better SSIM) $(verdict "$LOSSY_OK")"
    echo "- MP4 vs ffmpeg x264: size $(ratio "${BYTES_OF[ours-mp4]}" "${BYTES_OF[ffmpeg-x264]}")x, SSIM ${SSIM_OF[ours-mp4]} vs ${SSIM_OF[ffmpeg-x264]}: target (within 10% at equal SSIM) $(verdict "$MP4_OK")"
    echo "- Timing: $RUNS rounds, each running every row once in the order above (ours just before the peer it is compared with); medians. Ours = scene to file (simulate, lay out, paint, encode), peers = encoding given frames (gifsicle's input is our lossless GIF). CPU = user + system of the tool and its children; other load = the machine's other processes during each run (/proc/stat), median / largest"
    echo "- Machine: $(machine_line); $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "- Tools: stretchgif $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'); $(ffmpeg -version | head -n 1 | cut -d' ' -f1-3) ($(ffmpeg -hide_banner -h encoder=libx264 >/dev/null 2>&1 && echo libx264)); gifsicle $(gifsicle --version | head -n 1 | awk '{print $NF}'); img2webp (libwebp $(dpkg-query -W -f '${Version}' libwebp7 2>/dev/null || echo '?'))"
} | tee "$WORK/formats.md"
echo
echo "bench-formats: wrote $WORK/formats.md (per-run timings in $WORK/timings.tsv)"

if [ "${UPDATE_README:-0}" = 1 ]; then
    {
        echo "Regenerated by \`UPDATE_README=1 RUNS=$RUNS bash scripts/bench-formats.sh\` (part of \`make bench\`) on $(date -u +%Y-%m-%d):"
        echo
        sed '1d;2{/^$/d}' "$WORK/formats.md"
    } >"$WORK/readme-block.md"
    "$PYTHON" "$HELPER" replace-block "$ROOT/README.md" formats "$WORK/readme-block.md"
    echo "bench-formats: updated the formats block of $ROOT/README.md"
fi
