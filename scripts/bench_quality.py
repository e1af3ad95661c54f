#!/usr/bin/env python3
"""Helpers for scripts/bench.sh: read a GIF's frame timing and line its decoded frames up with the source.

Subcommands (all print one summary line and exit non-zero with a one-line message on failure):

  info GIF
      Walks the GIF's blocks (own parser, no decoder) and prints
      "frames=K width=W height=H total_cs=T delays=d1,d2,..." (delays in centiseconds).

  expand GIF W H NSRC FPS OUT.rgb
      Decodes GIF with ffmpeg (-fps_mode passthrough: exactly one output per stored image, fully composited
      with disposal and transparency applied) and writes OUT.rgb with NSRC raw RGB24 frames on the source's
      timeline: a stored frame shown from t0 to t1 (cumulative centiseconds, from its own delay) covers source
      frames k with t0 <= k*100/FPS < t1. So a frame that an encoder merged from n identical source frames
      (delay n*2 cs at 50 fps) is written n times, and a last source frame shorter than 2 cs is compared with the
      frame the GIF shows at its instant. Fails unless the decoded count equals the stored count and the expanded
      count equals NSRC.

  expandwebp WEBP W H NSRC FPS OUT.rgb
      The same for an animated WebP, decoded with Pillow (every stored frame fully composited) and timed by
      webpmux -info (milliseconds): a frame shown from t0 to t1 ms covers source frames k with t0 <= k*1000/FPS < t1.

  video VIDEO W H NSRC OUT.rgb
      Decodes an MP4 or WebM with ffmpeg (one output per stored frame) at its coded size, crops each frame to
      W x H from the top left (a video's odd side was padded) and writes the first NSRC frames; fails with fewer.

  still RAW W H N OUT.ppm
      Copies frame N (0-based) of a raw RGB24 file into a binary PPM (bench.sh turns it into PNG).

  replace-block FILE NAME BLOCK.md
      Replaces the lines between "<!-- NAME:begin -->" and "<!-- NAME:end -->" in FILE (README.md) with the
      contents of BLOCK.md (bench.sh and bench-formats.sh with UPDATE_README=1).

  psnr A.rgb B.rgb
      Whole-sequence PSNR (dB, from the mean squared error over every byte) with numpy, as a cross-check
      of ffmpeg's psnr "average:" figure. Prints "inf" when identical.

Only the standard library (numpy only for `psnr`, Pillow only for `expandwebp`).
"""

import subprocess
import sys


def fail(message):
    sys.stderr.write("bench_quality: " + message + "\n")
    sys.exit(1)


def skip_sub_blocks(data, pos, path):
    """Returns the position after a chain of GIF data sub-blocks starting at pos."""
    while True:
        if pos >= len(data):
            fail(f"{path}: truncated data sub-blocks at byte {pos}")
        size = data[pos]
        pos += 1
        if size == 0:
            return pos
        pos += size


def gif_info(path):
    """Returns (width, height, [delay_cs per image]) by walking the GIF's blocks."""
    with open(path, "rb") as handle:
        data = handle.read()
    if len(data) < 13 or data[:6] not in (b"GIF87a", b"GIF89a"):
        fail(f"{path}: not a GIF (header {data[:6]!r})")
    width = data[6] | (data[7] << 8)
    height = data[8] | (data[9] << 8)
    flags = data[10]
    pos = 13
    if flags & 0x80:  # global colour table: 3 * 2^(size+1) bytes (GIF89a spec, section 18)
        pos += 3 * (1 << ((flags & 0x07) + 1))
    delays = []
    pending_delay = 0
    while True:
        if pos >= len(data):
            fail(f"{path}: no trailer (0x3B) before end of file at byte {pos}")
        introducer = data[pos]
        if introducer == 0x3B:  # trailer
            break
        if introducer == 0x21:  # extension
            label = data[pos + 1]
            if label == 0xF9 and data[pos + 2] >= 4:  # graphic control extension: delay at bytes 4-5
                pending_delay = data[pos + 4] | (data[pos + 5] << 8)
            pos = skip_sub_blocks(data, pos + 2, path)
        elif introducer == 0x2C:  # image descriptor
            if pos + 10 > len(data):
                fail(f"{path}: truncated image descriptor at byte {pos}")
            image_flags = data[pos + 9]
            pos += 10
            if image_flags & 0x80:  # local colour table
                pos += 3 * (1 << ((image_flags & 0x07) + 1))
            pos += 1  # LZW minimum code size
            pos = skip_sub_blocks(data, pos, path)
            delays.append(pending_delay)
            pending_delay = 0
        else:
            fail(f"{path}: unexpected block introducer 0x{introducer:02X} at byte {pos}")
    return width, height, delays


def command_info(args):
    if len(args) != 1:
        fail("usage: info GIF")
    width, height, delays = gif_info(args[0])
    print(f"frames={len(delays)} width={width} height={height} total_cs={sum(delays)} "
          f"delays={','.join(map(str, delays))}")


def source_frames_before(centiseconds, fps):
    """Number of source frames k with k*100/fps < centiseconds, i.e. ceil(centiseconds*fps/100)."""
    return (centiseconds * fps + 99) // 100


def command_expand(args):
    if len(args) != 6:
        fail("usage: expand GIF W H NSRC FPS OUT.rgb")
    path, out_path = args[0], args[5]
    width, height, source_count, fps = (int(value) for value in args[1:5])
    canvas_width, canvas_height, delays = gif_info(path)
    if (canvas_width, canvas_height) != (width, height):
        fail(f"{path}: canvas {canvas_width}x{canvas_height}, expected the source's {width}x{height}")
    repeats = []
    shown = 0
    for delay in delays:
        repeats.append(source_frames_before(shown + delay, fps) - source_frames_before(shown, fps))
        shown += delay
    # Lined up by instant: source frame k (shown from k*100/FPS cs) is compared with the stored frame on screen at
    # that instant. A last source frame that starts less than 2 cs (the shortest GIF delay) before the end has no
    # stored frame of its own: the GIF schedule adds that tail to the frame before it (docs/gif.md#cumulative-rounding;
    # the default demo lasts 5.35 s, 268 source frames at 50 fps, the last one 1 cs, so the GIF stores 267 slots
    # and shows frame 266 until the end), and `stretchgif frames` writes it (268 frames), so it is compared with the
    # frame shown at its instant. A frame dump that leaves that tail frame out (one frame fewer) is accepted too.
    last_start_cs = (source_frames_before(shown, fps) - 1) * 100 / fps
    short_tail = bool(repeats) and repeats[-1] > 0 and shown - last_start_cs < 2
    if short_tail and sum(repeats) == source_count + 1:
        repeats[-1] -= 1
    frame_bytes = width * height * 3
    decoder = subprocess.Popen(
        ["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-fps_mode", "passthrough",
         "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
        stdout=subprocess.PIPE)
    decoded = 0
    written = 0
    with open(out_path, "wb") as out:
        while True:
            frame = decoder.stdout.read(frame_bytes)
            if not frame:
                break
            if len(frame) != frame_bytes:
                fail(f"{path}: decoder gave a partial frame ({len(frame)} of {frame_bytes} bytes)")
            if decoded < len(repeats):
                for _ in range(repeats[decoded]):
                    out.write(frame)
                written += repeats[decoded]
            decoded += 1
    if decoder.wait() != 0:
        fail(f"{path}: ffmpeg failed to decode it (exit {decoder.returncode})")
    if decoded != len(delays):
        fail(f"{path}: ffmpeg decoded {decoded} frames but the file stores {len(delays)}")
    if written != source_count:
        fail(f"{path}: {len(delays)} stored frames lasting {shown} cs expand to {written} frames at {fps} fps, "
             f"but the source has {source_count}")
    print(f"stored={len(delays)} decoded={decoded} expanded={written} source={source_count} total_cs={shown}")


def command_expand_webp(args):
    if len(args) != 6:
        fail("usage: expandwebp WEBP W H NSRC FPS OUT.rgb")
    path, out_path = args[0], args[5]
    width, height, source_count, fps = (int(value) for value in args[1:5])
    from PIL import Image  # only this subcommand needs it
    image = Image.open(path)
    if image.size != (width, height):
        fail(f"{path}: canvas {image.size[0]}x{image.size[1]}, expected the source's {width}x{height}")
    # Durations from libwebp's own webpmux (this Pillow reports 0 for them); pixels from Pillow.
    info = subprocess.run(["webpmux", "-info", path], capture_output=True, text=True)
    if info.returncode != 0:
        fail(f"{path}: webpmux -info failed (install the Debian package webp)")
    durations = []
    for line in info.stdout.splitlines():
        words = line.replace(":", " ").split()
        if len(words) >= 11 and words[0].isdigit():
            durations.append(int(words[6]))  # No.: width height alpha x_offset y_offset duration ...
    if len(durations) != image.n_frames:
        fail(f"{path}: webpmux lists {len(durations)} frames, Pillow decodes {image.n_frames}")
    shown = 0
    written = 0
    with open(out_path, "wb") as out:
        for index in range(image.n_frames):
            image.seek(index)
            duration = durations[index]
            before = (shown * fps + 999) // 1000
            after = ((shown + duration) * fps + 999) // 1000
            frame = image.convert("RGB").tobytes()
            for _ in range(after - before):
                out.write(frame)
            written += after - before
            shown += duration
    if written != source_count:
        fail(f"{path}: {image.n_frames} stored frames lasting {shown} ms expand to {written} frames at {fps} fps, "
             f"but the source has {source_count}")
    print(f"stored={image.n_frames} expanded={written} source={source_count} total_ms={shown}")


def command_video(args):
    if len(args) != 5:
        fail("usage: video VIDEO W H NSRC OUT.rgb")
    path, out_path = args[0], args[4]
    width, height, source_count = (int(value) for value in args[1:4])
    probe = subprocess.run(
        ["ffprobe", "-v", "error", "-select_streams", "v:0", "-show_entries", "stream=width,height",
         "-of", "csv=p=0", path], capture_output=True, text=True)
    if probe.returncode != 0 or "," not in probe.stdout:
        fail(f"{path}: ffprobe cannot read its size")
    coded_width, coded_height = (int(value) for value in probe.stdout.strip().split(",")[:2])
    if coded_width < width or coded_height < height:
        fail(f"{path}: {coded_width}x{coded_height} is smaller than the source's {width}x{height}")
    # Decoded at the coded size and cropped here: ffmpeg 5.1 drops the last frame when a crop filter runs with
    # -fps_mode passthrough.
    decoder = subprocess.Popen(
        ["ffmpeg", "-v", "error", "-nostdin", "-i", path, "-fps_mode", "passthrough",
         "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], stdout=subprocess.PIPE)
    coded_bytes = coded_width * coded_height * 3
    frames = 0
    with open(out_path, "wb") as out:
        while frames < source_count:
            frame = decoder.stdout.read(coded_bytes)
            if len(frame) < coded_bytes:
                break
            for row in range(height):
                start_byte = row * coded_width * 3
                out.write(frame[start_byte:start_byte + width * 3])
            frames += 1
    decoder.stdout.close()
    decoder.wait()
    if frames != source_count:
        fail(f"{path}: decoded {frames} frames, the source has {source_count}")
    print(f"decoded={frames} source={source_count} coded={coded_width}x{coded_height}")


def command_still(args):
    if len(args) != 5:
        fail("usage: still RAW W H N OUT.ppm")
    raw_path, out_path = args[0], args[4]
    width, height, index = (int(value) for value in args[1:4])
    frame_bytes = width * height * 3
    with open(raw_path, "rb") as raw:
        raw.seek(index * frame_bytes)
        frame = raw.read(frame_bytes)
    if len(frame) != frame_bytes:
        fail(f"{raw_path}: has no frame {index} of {width}x{height}")
    with open(out_path, "wb") as out:
        out.write(b"P6\n%d %d\n255\n" % (width, height))
        out.write(frame)


def command_psnr(args):
    if len(args) != 2:
        fail("usage: psnr A.rgb B.rgb")
    import numpy  # only this subcommand needs it
    first = numpy.memmap(args[0], dtype=numpy.uint8, mode="r")
    second = numpy.memmap(args[1], dtype=numpy.uint8, mode="r")
    if first.size != second.size:
        fail(f"{args[0]} has {first.size} bytes, {args[1]} has {second.size}")
    squared_error = 0
    chunk = 1 << 24
    for start in range(0, first.size, chunk):
        difference = first[start:start + chunk].astype(numpy.int64) - second[start:start + chunk]
        squared_error += int(numpy.dot(difference, difference))
    if squared_error == 0:
        print("inf")
        return
    mean = squared_error / first.size
    print(f"{10 * numpy.log10(255 * 255 / mean):.2f}")


def command_replace_block(args):
    if len(args) != 3:
        fail("usage: replace-block FILE NAME BLOCK.md")
    path, name, block_path = args
    begin, end = f"<!-- {name}:begin -->\n", f"<!-- {name}:end -->\n"
    with open(path) as handle:
        text = handle.read()
    if text.count(begin) != 1 or text.count(end) != 1:
        fail(f"{path}: needs exactly one '{begin.strip()}' ... '{end.strip()}' block to replace")
    head, rest = text.split(begin, 1)
    _, tail = rest.split(end, 1)
    with open(block_path) as handle:
        block = handle.read()
    with open(path, "w") as handle:
        handle.write(head + begin + block + end + tail)


def main():
    commands = {"info": command_info, "expand": command_expand, "expandwebp": command_expand_webp,
                "video": command_video, "still": command_still, "psnr": command_psnr,
                "replace-block": command_replace_block}
    if len(sys.argv) < 2 or sys.argv[1] not in commands:
        fail("usage: bench_quality.py {info|expand|expandwebp|video|still|psnr|replace-block} ...")
    commands[sys.argv[1]](sys.argv[2:])


if __name__ == "__main__":
    main()
