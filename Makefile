# stretchgif: build, test and render from a fresh Debian 12 machine.
# `make demo` sets everything up and renders the default GIF; `make test` sets everything up and runs the tests.

SWIFT      ?= swift
CONFIG     ?= release
BIN        := .build/$(CONFIG)/stretchgif
# Debian packages the build, the tests and the fonts need (libwebp for WebP output, its webp tools to read it back
# in the tests; FFmpeg's libraries for MP4 and WebM, its ffprobe and ffmpeg tools to read them back in the tests):
# Inter is the primary typeface; fontconfig finds the
# fallback fonts for what Inter lacks (Noto Color Emoji, Noto Sans CJK, Noto Sans Hebrew etc.; see docs/fonts.md).
# python3-pil, python3-numpy: tests read pages, frames and files back with Debian's Python (/usr/bin/python3), Pillow
# and numpy (SSIM, area averaging and timing recomputed independently). Chromium and its
# chromedriver run the preview page's browser test (docs/preview.md#tested-in-a-browser).
DEB_PACKAGES := pkg-config libgif-dev libpng-dev libturbojpeg0-dev libfreetype-dev libharfbuzz-dev libfontconfig-dev \
                libwebp-dev webp libavformat-dev libavcodec-dev libswscale-dev libavutil-dev ffmpeg \
                fonts-inter fonts-noto-color-emoji fonts-noto-cjk fonts-noto-core python3-pil python3-numpy chromium \
                chromium-driver
# Extra packages only `make bench` needs (peers measured in the same run).
BENCH_PACKAGES := gifsicle imagemagick libcairo2-dev time python3-numpy python3-pil
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
SAMPLES := stretchy stretchy-parallax stretchy-step2 news-digest grid stretch-weights short-content profile \
           social-profile listing album music-album post-feed settings

.PHONY: all deps bench-deps build demo test check fuzz samples bench bench-lzw bench-swift api api-check clean

all: build

## deps: install the Debian packages the build needs (idempotent: does nothing when they are present).
deps:
	@if dpkg -s $(DEB_PACKAGES) >/dev/null 2>&1; then echo "deps: all present"; else \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(DEB_PACKAGES); fi

bench-deps: deps
	@if dpkg -s $(BENCH_PACKAGES) >/dev/null 2>&1; then echo "bench-deps: all present"; else \
	  $(SUDO) apt-get update && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y $(BENCH_PACKAGES); fi

## build: compile the command-line tool (release), with the Swift runtime and Foundation linked into the binary: no
## Swift shared library to load and relocate at every start (`--version` in 53.5 M instructions instead of 78.6 M;
## docs/library.md#the-commands-binary). The tests' build links them dynamically (the test frameworks are shared
## libraries only), so it compiles the package apart from this one. The toolchain's lld links it: the system linker
## warns about Foundation's own mktemp in the static library.
BUILD_FLAGS := --static-swift-stdlib -Xswiftc -use-ld=lld
build: deps
	$(SWIFT) build -c $(CONFIG) --product stretchgif $(BUILD_FLAGS)

## demo: render the default scene to stretchy.gif in this folder.
demo: build
	$(BIN) -o stretchy.gif

## test: every test suite, the hostile inputs through the release binary as users run it, then `make api-check`.
## One release build with testing enabled serves the suites, the binary they run and the public API listing, so a
## fresh clone compiles the package once (README: "What the test commands cost").
## check: the slower checks, after `make test`: the library example's regression test (Examples/RegressionCheck, a
## package of its own), the parallel rendering tests under ThreadSanitizer, and every fuzz target for
## $(TEST_FUZZ_SECONDS) s (60 s each under CI=true), capped at a fixed number of runs so the same inputs run every
## time. CI runs `make test` then `make check`.
## Each step prints what it cost (scripts/step.sh).
TEST_BUILD := -c release -Xswiftc -enable-testing
TEST_BIN = $(CURDIR)/.build/release/stretchgif
STEP := bash scripts/step.sh
TEST_FUZZ_SECONDS ?= $(if $(filter true,$(CI)),60,10)
PARALLEL_TESTS := WorkerPoolTests|aFrameAloneEqualsTheFrameInSequence
test: deps
	$(STEP) "build (release, testable)" $(SWIFT) build $(TEST_BUILD) --build-tests
	$(STEP) "test suites" env STRETCHGIF_HOSTILE_EXECUTABLE=$(TEST_BIN) STRETCHGIF_PREVIEW_EXECUTABLE=$(TEST_BIN) \
	  $(SWIFT) test $(TEST_BUILD) --skip-build
	$(STEP) "public API listing" $(MAKE) --no-print-directory api-check

check: deps
	$(STEP) "library example" sh -c 'cd Examples/RegressionCheck && $(SWIFT) test'
	$(STEP) "ThreadSanitizer" env TSAN_OPTIONS=suppressions=$(CURDIR)/scripts/tsan-suppressions.txt \
	  $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter "$(PARALLEL_TESTS)"
	$(STEP) "fuzz" env FUZZ_SECONDS=$(TEST_FUZZ_SECONDS) FUZZ_CAPPED=1 bash scripts/fuzz.sh

## api: rewrite docs/api/public-api.txt, the listing of every public declaration (scripts/public-api.py), from the
## symbol graphs of `make test`'s build; commit it with a change to the public API so the change shows in review.
SYMBOL_GRAPHS = $(shell $(SWIFT) build $(TEST_BUILD) --show-bin-path)/../symbolgraph
api: deps
	$(SWIFT) package $(TEST_BUILD) dump-symbol-graph --minimum-access-level public > /dev/null
	python3 scripts/public-api.py $(SYMBOL_GRAPHS) > docs/api/public-api.txt

## api-check: fail when docs/api/public-api.txt is not the listing of the current sources (run `make api`).
api-check: deps
	$(SWIFT) package $(TEST_BUILD) dump-symbol-graph --minimum-access-level public > /dev/null
	python3 scripts/public-api.py $(SYMBOL_GRAPHS) > .build/public-api.txt
	@diff -u docs/api/public-api.txt .build/public-api.txt || \
	  { echo "api-check: the public API changed; run 'make api' and commit docs/api/public-api.txt"; exit 1; }

## fuzz: run every libFuzzer target (Fuzz/) for $(FUZZ_SECONDS) s each; a crash, leak or slow input fails.
FUZZ_SECONDS ?= 60
fuzz: deps
	FUZZ_SECONDS=$(FUZZ_SECONDS) bash scripts/fuzz.sh

## samples: render every built-in scene to samples/<name>.gif, and the default one to samples/stretchy.mp4, with
## $(SAMPLE_FLAGS) (byte-identical on every run).
SAMPLE_FLAGS ?= --width 300 --fps 30
samples: build
	@for s in $(SAMPLES); do \
	  echo "samples: $$s"; $(BIN) render $$s -o samples/$$s.gif $(SAMPLE_FLAGS) --quiet || exit 1; done
	@echo "samples: stretchy (MP4)"; $(BIN) render stretchy -o samples/stretchy.mp4 $(SAMPLE_FLAGS) --quiet
	@echo "samples: chrome stills"; $(BIN) frames stretchy --at 2.9s --scale 2 -o samples/stretchy-indicator@2x.png --quiet
	@$(BIN) frames news-digest --at 2s --scale 2 -o samples/news-digest-indicator@2x.png --quiet
	@echo "samples: rubber-band sweep"; $(BIN) sweep stretchy --rubber-band 0.4,0.55,0.7 --width 200 --fps 25 \
	  --lossy 40 --gesture "wait 0.2s; drag down 450 over 0.8s ease-out; hold 0.2s; release; wait until rest" \
	  -o samples/sweep-rubber-band.gif --quiet
	@echo "samples: grid-landscape"; $(BIN) render grid --orientation landscape -o samples/grid-landscape.gif --width 480 --fps 30 --quiet
	@echo "samples: grid-rotation"; $(BIN) render grid --rotate -o samples/grid-rotation.gif $(SAMPLE_FLAGS) --quiet
	@echo "samples: stretchy-still@2x"; $(BIN) frames stretchy --at 1.3s --scale 2 -o samples/stretchy-still@2x.png --quiet
	@echo "samples: bezel stills"; $(BIN) frames stretchy --at 1.3s --bezel --width 400 -o samples/bezel-iphone-x@2x.png --quiet
	@$(BIN) frames stretchy --device "iPhone SE" --at 1.3s --bezel --width 400 -o samples/bezel-iphone-se@2x.png --quiet

## bench-swift: time ScrollSim, Layout and the painter against cairo (the separate Benchmarks/ package).
bench-swift: bench-deps
	bash scripts/bench-swift.sh

## bench-lzw: the lossy LZW pass against giflib's lossless coder on the default demo's patches (CPU time, ratios).
bench-lzw: bench-deps build
	bash scripts/bench-lzw.sh

## bench: compare our pipeline with ffmpeg, gifsicle and ImageMagick on the default demo and on a constant-motion
## gesture, then every output format against its usual tool (gifsicle --lossy, ffmpeg's x264, img2webp), then the
## stages. Ours and the peers run in interleaved rounds (RUNS=3); each row has wall and CPU time and the load other
## processes put on the machine meanwhile. UPDATE_README=1 writes the two tables into README.md.
bench: bench-deps build
	bash scripts/bench.sh
	bash scripts/bench-formats.sh
	bash scripts/bench-lzw.sh
	bash scripts/bench-swift.sh

clean:
	rm -rf .build .build-tsan .build-fuzz .build-fuzz.log Benchmarks/.build Examples/RegressionCheck/.build stretchy.gif artifacts
