// The loading screen's side of Python's start in a worker
// (static/worker-boot.mjs): the worker says on a BroadcastChannel how many
// bytes of the files Python needs have arrived, PyScript's steps, and how
// Python started; this draws them on the page.
//
//   import { followBoot } from "./static/boot-progress.mjs";
//   const stop = followBoot("akropolis-boot-…");   // before PyWorker(...)
//
// drawProgress() draws the bar and the "MB of MB" line (#loading-bytes) in
// the page's words (globalThis.akropolisWord, index.html's first script).

// PyScript's progress steps, and what the loading screen says for each.
const STEPS = {
  "Loading Pyodide": "PAGE_LOADING",
  "Loaded interpreter": "PAGE_ENGINE",
  "Loaded Pyodide": "PAGE_STARTING",
};

const pageWord = (key, values) => (globalThis.akropolisWord ? globalThis.akropolisWord(key, values) : key);
// One number format for the page's language: toLocaleString built one at
// each call, several times a frame (a long task on a phone's start).
const formats = new Map();
const megabytes = (bytes) => {
  const lang = document.documentElement.lang || "en";
  if (!formats.has(lang)) {
    formats.set(lang, new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
  }
  return formats.get(lang).format(bytes / 1e6);
};
const failed = (loading) => loading.classList.contains("failed");

// The bar and the line under it: `received` of `total` bytes on the wire.
// Once all have arrived the bar is left to its own animation and the line
// says the total. Returns whether the download is over.
export function drawProgress({ received, total }) {
  const loading = document.getElementById("loading");
  const bar = loading && loading.querySelector(".loading-bar");
  if (!bar || failed(loading) || !(total > 0)) return false;
  let line = document.getElementById("loading-bytes");
  if (!line) {
    line = document.createElement("p");
    line.id = "loading-bytes";
    line.className = "loading-bytes";
    // Many changes a second: the live region above says each step instead.
    line.setAttribute("aria-hidden", "true");
    bar.after(line);
  }
  if (received >= total) {
    delete bar.dataset.progress;
    line.textContent = pageWord("PAGE_DOWNLOADED", { total: megabytes(total) });
    return true;
  }
  bar.dataset.progress = "";
  bar.style.setProperty("--progress", String(received / total));
  line.textContent = pageWord("PAGE_RECEIVED", { received: megabytes(received), total: megabytes(total) });
  return false;
}

// One of PyScript's steps on the loading screen's live line.
export function drawStep(step) {
  const loading = document.getElementById("loading");
  const text = document.getElementById("loading-text");
  if (!text || !STEPS[step] || (loading && failed(loading))) return;
  text.textContent = pageWord(STEPS[step]);
}

// Listens to the worker's channel `name` (the `channel` of worker-boot.mjs's
// query) and draws what it says, a frame at a time; <html data-python> gets
// how Python started ("start" or "snapshot"), for tests and benchmarks, and
// <html data-copies> which of the service worker's unpacked copies it read.
// `onFailed(message)` is called if the worker's start fails, `onMissing(url,
// status)` if a file Python needs could not be fetched (status 0: no answer). Returns a
// function that stops listening (call it once the worker is ready).
export function followBoot(name, { onFailed = () => {}, onMissing = () => {} } = {}) {
  const channel = new BroadcastChannel(name);
  let bytes = null;
  let over = false;
  let frame = 0;
  const draw = () => {
    frame = 0;
    if (bytes && !over) over = drawProgress(bytes);
  };
  channel.onmessage = ({ data }) => {
    if (!data || typeof data !== "object") return;
    if (typeof data.received === "number" && typeof data.total === "number") {
      bytes = { received: data.received, total: data.total };
      frame ||= requestAnimationFrame(draw);
    }
    if (typeof data.step === "string") drawStep(data.step);
    if (data.python === "start" || data.python === "snapshot") {
      document.documentElement.dataset.python = data.python;
      // The service worker's unpacked copies the worker read (for tests).
      if (Array.isArray(data.copies)) document.documentElement.dataset.copies = data.copies.map(String).join(" ");
    }
    if (typeof data.failed === "string") onFailed(data.failed);
    if (typeof data.missing === "string") onMissing(data.missing, Number(data.status) || 0);
  };
  return () => {
    if (frame) cancelAnimationFrame(frame);
    draw();
    channel.close();
  };
}
