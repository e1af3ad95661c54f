// stretchgif preview page (docs/preview.md): plain JavaScript, no build step, nothing from the internet.
"use strict";

// Every script error and rejected promise, for the browser test (and for anyone debugging in the console).
window.previewErrors = [];
window.addEventListener("error", (event) => window.previewErrors.push(String(event.message)));
window.addEventListener("unhandledrejection", (event) => window.previewErrors.push(String(event.reason)));

const $ = (id) => document.getElementById(id);
let parameters = [];
// Settings A (and B in A/B mode): only the values the page changed from the command line's, by parameter name.
const settings = { A: {}, B: {} };
let editing = "A";
let abMode = false;
const states = { A: null, B: null };
let time = 0;            // seconds on the shared clock
let playing = false;
let lastTick = 0;
let version = -1;

function query(which, extra) {
  const params = new URLSearchParams();
  for (const parameter of parameters) {
    const value = settings[which][parameter.name];
    if (value !== undefined) params.append(parameter.name, value);
  }
  for (const [key, value] of Object.entries(extra || {})) params.append(key, value);
  params.append("v", String(version));
  return params.toString();
}

async function getJSON(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(await response.text());
  return response.json();
}

// The frame on screen at `time` for a state: the last frame whose time is not after it.
function frameAt(state, seconds) {
  if (!state || !state.frameCount) return 0;
  let low = 0, high = state.times.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (state.times[mid] <= seconds + 1e-9) low = mid; else high = mid - 1;
  }
  return low;
}

function duration() {
  let longest = 0;
  for (const which of ["A", "B"]) {
    const state = states[which];
    if (state && state.frameCount && (which === "A" || abMode)) {
      longest = Math.max(longest, state.times[state.times.length - 1] + 1 / state.fps);
    }
  }
  return longest;
}

// Frames as fast as they render: one request in flight per panel, the latest wanted frame next.
const loader = { A: { busy: false, wanted: null, shown: null }, B: { busy: false, wanted: null, shown: null } };
function showFrame(which) {
  const state = states[which];
  if (!state || !state.frameCount) return;
  const index = frameAt(state, time);
  const slot = loader[which];
  const key = `${index}|${query(which)}`;
  if (slot.shown === key) return;
  slot.wanted = { index, key };
  if (slot.busy) return;
  slot.busy = true;
  const next = slot.wanted;
  slot.wanted = null;
  const image = $(which === "A" ? "image-a" : "image-b");
  const done = () => {
    slot.busy = false;
    slot.shown = next.key;
    if (slot.wanted && slot.wanted.key !== slot.shown) showFrame(which);
  };
  image.onload = done;
  image.onerror = done;
  image.src = `/api/frame?${query(which, { i: next.index })}`;
}

function updateReadout() {
  const state = states.A;
  if (!state || !state.frameCount) { $("readout").textContent = "no frames"; return; }
  const index = frameAt(state, time);
  const offset = state.offsets[index];
  let text = `t ${time.toFixed(3)} s · frame ${index} · offset ${offset.toFixed(2)} pt`;
  if (abMode && states.B && states.B.frameCount) {
    const other = frameAt(states.B, time);
    text += `   |   B: frame ${other} · offset ${states.B.offsets[other].toFixed(2)} pt`;
  }
  $("readout").textContent = text;
  const scrubber = $("scrubber");
  scrubber.max = String(Math.max(0, Math.round(duration() * 1000)));
  scrubber.value = String(Math.round(time * 1000));
  drawTrace();
}

function drawTrace() {
  const canvas = $("trace");
  const width = canvas.clientWidth || 800, height = canvas.clientHeight || 120;
  canvas.width = width * devicePixelRatio;
  canvas.height = height * devicePixelRatio;
  const context = canvas.getContext("2d");
  context.scale(devicePixelRatio, devicePixelRatio);
  context.clearRect(0, 0, width, height);
  const total = duration();
  const shown = abMode ? ["A", "B"] : ["A"];
  let low = Infinity, high = -Infinity;
  for (const which of shown) {
    const state = states[which];
    if (!state || !state.frameCount) continue;
    for (const offset of state.offsets) { low = Math.min(low, offset); high = Math.max(high, offset); }
  }
  if (!isFinite(low) || total <= 0) return;
  if (high - low < 1) { high += 0.5; low -= 0.5; }
  const x = (seconds) => (seconds / total) * (width - 8) + 4;
  const y = (offset) => 6 + ((offset - low) / (high - low)) * (height - 12);
  const colours = { A: "#007aff", B: "#ff9500" };
  for (const which of shown) {
    const state = states[which];
    if (!state || !state.frameCount) continue;
    context.strokeStyle = colours[which];
    context.lineWidth = 1.5;
    context.beginPath();
    state.times.forEach((t, i) => {
      const px = x(t), py = y(state.offsets[i]);
      if (i === 0) context.moveTo(px, py); else context.lineTo(px, py);
    });
    context.stroke();
  }
  context.strokeStyle = "#ff2d55";
  context.lineWidth = 1;
  context.beginPath();
  context.moveTo(x(time), 0);
  context.lineTo(x(time), height);
  context.stroke();
  context.fillStyle = "#6e6e73";
  context.font = "11px system-ui";
  context.fillText(`${high.toFixed(0)} pt`, 6, height - 4);
  context.fillText(`${low.toFixed(0)} pt`, 6, 14);
}

function setTime(seconds) {
  // With no frames (a scene with an error) the time stays, so the fixed scene opens at the same moment.
  const total = duration();
  if (total > 0) time = Math.max(0, Math.min(seconds, total - 1e-6));
  updateReadout();
  showFrame("A");
  if (abMode) showFrame("B");
  clearOutlines();
}

async function refresh(which) {
  let state;
  try {
    state = await getJSON(`/api/state?${query(which)}`);
  } catch (error) {
    state = { error: String(error.message || error), frameCount: 0, times: [], offsets: [], problems: [] };
  }
  states[which] = state;
  // Each A/B panel's caption: its letter and its review numbers (peak overscroll, time to rest, UIKit default).
  const caption = document.querySelector(`#panel-${which.toLowerCase()} figcaption`);
  if (caption) caption.textContent = state.summary ? `${which} · ${state.summary}` : which;
  if (which === editing) {
    $("command").textContent = state.command || "";
    $("yaml").textContent = state.yaml || "";
  }
  const errors = ["A", "B"].filter((w) => (w === "A" || abMode) && states[w] && states[w].error)
    .map((w) => (abMode ? `${w}: ` : "") + states[w].error);
  $("error").hidden = errors.length === 0;
  $("error").textContent = errors.join("\n");
  const problems = $("problems");
  problems.textContent = "";
  for (const problem of (states.A && states.A.problems) || []) {
    const item = document.createElement("li");
    item.textContent = problem;
    problems.appendChild(item);
  }
  loader[which].shown = null;
  setTime(time);
}

function refreshAll() {
  refresh("A");
  if (abMode) refresh("B");
}

let pending = null;
function settingsChanged() {
  clearTimeout(pending);
  pending = setTimeout(() => refresh(editing), 120);
  markChanged();
}

function markChanged() {
  for (const parameter of parameters) {
    const row = document.querySelector(`[data-parameter="${parameter.name}"]`);
    if (row) row.classList.toggle("changed", settings[editing][parameter.name] !== undefined);
  }
}

function buildControls() {
  const form = $("parameters");
  form.textContent = "";
  for (const parameter of parameters) {
    const row = document.createElement("div");
    row.className = "parameter";
    row.dataset.parameter = parameter.name;
    const label = document.createElement("label");
    label.textContent = parameter.name;
    label.htmlFor = `field-${parameter.name}`;
    row.appendChild(label);
    const line = document.createElement("div");
    line.className = "row";
    const set = (value) => { settings[editing][parameter.name] = value; settingsChanged(); };
    if (parameter.kind === "number") {
      const slider = document.createElement("input");
      slider.type = "range";
      slider.min = parameter.sliderMin; slider.max = parameter.sliderMax; slider.step = parameter.step;
      const field = document.createElement("input");
      field.type = "text"; field.id = `field-${parameter.name}`; field.inputMode = "decimal";
      slider.addEventListener("input", () => { field.value = slider.value; set(slider.value); });
      field.addEventListener("change", () => { slider.value = field.value; set(field.value.trim()); });
      line.append(slider, field);
      row.control = { show: (value) => { slider.value = value; field.value = value; } };
    } else if (parameter.kind === "choice") {
      const select = document.createElement("select");
      select.id = `field-${parameter.name}`;
      for (const choice of parameter.choices) {
        const option = document.createElement("option");
        option.value = choice; option.textContent = choice;
        select.appendChild(option);
      }
      select.addEventListener("change", () => set(select.value));
      line.append(select);
      row.control = { show: (value) => { select.value = value; } };
    } else {
      const area = document.createElement("textarea");
      area.id = `field-${parameter.name}`;
      area.spellcheck = false;
      area.addEventListener("input", () => set(area.value));
      line.append(area);
      row.control = { show: (value) => { area.value = value; } };
    }
    row.appendChild(line);
    const help = document.createElement("small");
    help.textContent = parameter.help;
    row.appendChild(help);
    form.appendChild(row);
  }
  showSettings();
}

// Shows the settings being edited in the controls (changed values, else the command line's).
function showSettings() {
  for (const parameter of parameters) {
    const row = document.querySelector(`[data-parameter="${parameter.name}"]`);
    const value = settings[editing][parameter.name];
    row.control.show(value !== undefined ? value : parameter.initial);
  }
  markChanged();
}

// Outlines of every view, with the one under the pointer named (the `layout` data).
let layoutCache = { key: null, views: [] };
function clearOutlines() {
  for (const layer of document.querySelectorAll(".outlines")) layer.textContent = "";
}

async function hover(which, event) {
  const state = states[which];
  if (!state || !state.frameCount) return;
  const index = frameAt(state, time);
  const key = `${which}|${index}|${query(which)}`;
  if (layoutCache.key !== key) {
    try {
      const layout = await getJSON(`/api/layout?${query(which, { i: index })}`);
      layoutCache = { key, views: layout.views, scale: layout.pixelsPerPoint };
    } catch (error) { return; }
  }
  const image = $(which === "A" ? "image-a" : "image-b");
  const rect = image.getBoundingClientRect();
  const ratio = rect.width / image.naturalWidth;
  const px = (event.clientX - rect.left) / ratio, py = (event.clientY - rect.top) / ratio;
  const layer = image.parentElement.querySelector(".outlines");
  layer.textContent = "";
  let hit = null;
  for (const view of layoutCache.views) {
    const box = document.createElement("div");
    box.style.left = `${view.x * ratio}px`; box.style.top = `${view.y * ratio}px`;
    box.style.width = `${view.width * ratio}px`; box.style.height = `${view.height * ratio}px`;
    layer.appendChild(box);
    if (px >= view.x && px < view.x + view.width && py >= view.y && py < view.y + view.height) hit = view;
  }
  const s = layoutCache.scale || 1;
  $("hover-info").textContent = hit
    ? `${hit.id}: x ${(hit.x / s).toFixed(1)}, y ${(hit.y / s).toFixed(1)}, ${(hit.width / s).toFixed(1)} x ${(hit.height / s).toFixed(1)} pt`
    : "";
}

function tick(now) {
  if (!playing) return;
  const elapsed = (now - lastTick) / 1000;
  lastTick = now;
  let next = time + elapsed;
  if (next >= duration()) next = 0;
  setTime(next);
  requestAnimationFrame(tick);
}

function togglePlay() {
  playing = !playing;
  $("play").textContent = playing ? "⏸" : "▶";
  if (playing) { lastTick = performance.now(); requestAnimationFrame(tick); }
}

function step(direction) {
  const state = states.A;
  if (!state || !state.frameCount) return;
  const index = Math.max(0, Math.min(state.frameCount - 1, frameAt(state, time) + direction));
  setTime(state.times[index]);
}

async function watchVersion() {
  try {
    const body = await getJSON("/api/version");
    if (body.version !== version) {
      const first = version < 0;
      version = body.version;
      if (!first) refreshAll();
    }
  } catch (error) { /* the server stopped: keep the page as it is */ }
  setTimeout(watchVersion, 700);
}

async function start() {
  const body = await getJSON("/api/parameters");
  parameters = body.parameters;
  $("scene-name").textContent = body.scene || "";
  buildControls();
  await watchVersion();
  await refresh("A");
  // `#t=1.25` in the address starts at that time (links to a moment of the animation).
  const start = /t=([0-9.]+)/.exec(location.hash);
  if (start) setTime(Number(start[1]));
  $("scrubber").addEventListener("input", (event) => setTime(Number(event.target.value) / 1000));
  $("play").addEventListener("click", togglePlay);
  $("back").addEventListener("click", () => step(-1));
  $("forward").addEventListener("click", () => step(1));
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT" || event.target.tagName === "TEXTAREA" || event.target.tagName === "SELECT") return;
    if (event.key === " ") { event.preventDefault(); togglePlay(); }
    if (event.key === "ArrowLeft") step(-1);
    if (event.key === "ArrowRight") step(1);
  });
  $("reset").addEventListener("click", () => { settings[editing] = {}; showSettings(); settingsChanged(); });
  for (const which of ["A", "B"]) {
    const image = $(which === "A" ? "image-a" : "image-b");
    image.addEventListener("mousemove", (event) => hover(which, event));
    image.addEventListener("mouseleave", () => { clearOutlines(); $("hover-info").textContent = ""; });
    image.style.pointerEvents = "auto";
  }
  $("ab").addEventListener("change", (event) => {
    abMode = event.target.checked;
    $("panel-b").hidden = !abMode;
    $("editing").hidden = !abMode;
    document.querySelector("#panel-a figcaption").hidden = !abMode;
    if (abMode) { settings.B = Object.assign({}, settings.A); refresh("B"); }
    if (!abMode) { editing = "A"; showSettings(); }
    updateReadout();
  });
  for (const which of ["A", "B"]) {
    $(`edit-${which.toLowerCase()}`).addEventListener("click", () => {
      editing = which;
      $("edit-a").classList.toggle("on", which === "A");
      $("edit-b").classList.toggle("on", which === "B");
      showSettings();
      refresh(which);
    });
  }
  for (const button of document.querySelectorAll("[data-copy]")) {
    button.addEventListener("click", () => navigator.clipboard.writeText($(button.dataset.copy).textContent));
  }
  window.addEventListener("resize", drawTrace);
}

start();
