// The page's side of the app: it starts Python in a worker (PyScript's
// PyWorker), applies what Python sends (the regions whose text changed,
// attributes, focus, scrolling, saves) and hands Python the events, each as
// a plain message of what Python needs to know about it (which button,
// which key, which hex, where the focus is). Python never reads the page,
// and the page's thread runs no Python: it stays free to answer a tap while
// a computer thinks. The protocol is described in docs/architecture.md
// ("The page and Python"); Python's side is akropolis/browser/entry.py.
import { PyWorker } from "../vendor/pyscript/core.js";
import { followBoot } from "./boot-progress.mjs";

const known = { keys: [], enter: "", watched: [] };
let receive = null;
let lastFocused = null;
let applying = false;
let keptFields = [];
// The writes of the batch being applied that were not made, and the
// groups of those that failed (see `store`).
let unwritten = [];
let failedGroups = new Set();
// What the batches read of the layout (focus, scrolling), done in a task of
// its own after their writes: in the writes' task it made the browser lay
// out the new HTML there and then, one long task of both (bench/bots_browser.py).
let reads = [];
const readsChannel = new MessageChannel();
readsChannel.port1.onmessage = () => {
  const now = reads;
  reads = [];
  try {
    for (const read of now) read();
  } finally {
    noteFocus();
    answering(-1);
  }
};
function afterWrites(read) {
  if (!reads.length) {
    answering(1);
    readsChannel.port2.postMessage(null);
  }
  reads.push(read);
}

// An element as Python sees it: what identifies it and what a control holds.
export function describe(element) {
  if (!element || element.nodeType !== 1) return null;
  const ids = [];
  for (let node = element; node && node.nodeType === 1; node = node.parentElement) {
    if (node.id) ids.push(node.id);
  }
  return {
    tag: element.tagName.toLowerCase(),
    id: element.id || "",
    ids,
    name: element.getAttribute("name") || "",
    type: element.type || "",
    value: "value" in element ? String(element.value) : "",
    checked: Boolean(element.checked),
    disabled: Boolean(element.disabled),
    data: { ...element.dataset },
    arg: element.getAttribute("data-arg"),
    matches: known.watched.filter((selector) => element.matches(selector)),
  };
}

const closest = (event, selector) =>
  event.target && event.target.closest ? event.target.closest(selector) : null;

// The board's SVG on the screen: its rectangle and its city's viewBox.
function board() {
  const svg = document.querySelector("#board svg");
  if (!svg) return null;
  const rect = svg.getBoundingClientRect();
  return {
    rect: [rect.left, rect.top, rect.width, rect.height],
    base: svg.getAttribute("data-viewbox") || svg.getAttribute("viewBox") || "",
  };
}

function hex(event) {
  const node = closest(event, "[data-q]");
  return node ? [Number(node.dataset.q), Number(node.dataset.r)] : null;
}

// A form's field as Python reads it: [name, type, value, checked].
const fieldEntry = (field) => [
  field.getAttribute("name"),
  field.type || "",
  "value" in field ? String(field.value) : "",
  Boolean(field.checked),
];

// The fields of a form.
export function fields(form) {
  return [...form.querySelectorAll("[name]")].map(fieldEntry);
}

export function message(event, extra = {}) {
  return {
    type: event.type,
    target: describe(event.target),
    action: describe(closest(event, "[data-action]")),
    card: describe(closest(event, "[data-card-action]")),
    inBoard: Boolean(closest(event, "#board")),
    hex: hex(event),
    focus: describe(document.activeElement),
    scrollY: window.scrollY,
    ...extra,
  };
}

export function send(data) {
  if (!receive) return;
  const text = JSON.stringify(data);
  // An event that Python's own operations caused (a form submitted, a
  // button clicked): handed over once they are all applied.
  if (applying) queueMicrotask(() => receive(text));
  else receive(text);
}

// The fields of the forms in #app: [form id, name, type, value, checked] each.
function formFields(root = document.getElementById("app")) {
  if (!root) return [];
  return [...root.querySelectorAll("form[id] [name]")].map((field) => [field.closest("form").id, ...fieldEntry(field)]);
}

// Put `kept` fields back in the forms drawn since, by form id and name; the
// seats shown follow the number of players (Python hears the change).
function putFields(kept) {
  for (const [id, name, type, value, checked] of kept) {
    const form = document.getElementById(id);
    if (!form) continue;
    for (const field of form.querySelectorAll(`[name="${CSS.escape(name)}"]`)) {
      if (type === "checkbox" || type === "radio") {
        if (String(field.value) === value) field.checked = checked;
      } else if (field.type === type) {
        field.value = value;
      }
    }
  }
  const players = document.getElementById("players-count");
  if (players) players.dispatchEvent(new Event("change", { bubbles: true }));
}

// What only the page can do, and its answer to Python.
const ASKED = {
  copy: (selector) => {
    const field = document.querySelector(selector);
    const text = field ? field.value : "";
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => send({ type: "copied", ok: true }),
        () => {
          // No clipboard, or refused: the link's field selected, for the person to copy.
          if (field) {
            field.focus();
            field.select();
          }
          send({ type: "copied", ok: false });
        },
      );
  },
  share: (selector) => {
    const field = document.querySelector(selector);
    // Closed by the person, or no share sheet: not a fault.
    if (navigator.share && field) navigator.share({ url: field.value }).catch(() => {});
  },
};

// ------------------------------------------------------------ operations
const all = (selector) => document.querySelectorAll(selector);

function focusFirst(candidates, scroll) {
  for (const selector of candidates) {
    const found = document.querySelector(selector);
    if (found && !found.disabled) {
      found.focus({ preventScroll: !scroll });
      return;
    }
  }
}

// The move log's box scrolled (not the page) to the element `step` finds.
function scrollStep(box, step) {
  const area = document.querySelector(box);
  const found = area && area.querySelector(step);
  if (found) {
    const below = found.getBoundingClientRect().top - area.getBoundingClientRect().top;
    area.scrollTop += below - 8;
  }
}

const OPERATIONS = {
  html: (selector, text) => all(selector).forEach((node) => { node.innerHTML = text; }),
  text: (selector, text) => all(selector).forEach((node) => { node.textContent = text; }),
  attr: (selector, name, value) =>
    all(selector).forEach((node) => {
      if (value === null) node.removeAttribute(name);
      else if (node.getAttribute(name) !== value) node.setAttribute(name, value);
    }),
  prop: (selector, name, value) => all(selector).forEach((node) => { node[name] = value; }),
  data: (selector, key, value) =>
    all(selector).forEach((node) => {
      if (value === null) delete node.dataset[key];
      else node.dataset[key] = value;
    }),
  call: (selector, method, ...args) => {
    const node = document.querySelector(selector);
    if (node && typeof node[method] === "function") node[method](...args);
  },
  focus: (candidates, scroll) => afterWrites(() => focusFirst(candidates, scroll)),
  media: (query, selector, name, value) => {
    if (matchMedia(query).matches) OPERATIONS.prop(selector, name, value);
  },
  scroll: (x, y) => afterWrites(() => window.scrollTo(x, y)),
  step: (box, step) => afterWrites(() => scrollStep(box, step)),
  keys: (keys, enter) => { known.keys = keys; known.enter = enter; },
  // A write made only if localStorage still holds what Python's copy does
  // (another tab may have written since), and no write of its group (a
  // game) failed before it in the batch: a game's summary, or a pointer to
  // it, is not written without its record. Removals make room: always made.
  // Those not made go back to Python with what the page holds.
  store: (key, value, expected, group) => {
    let now = null;
    try {
      now = localStorage.getItem(key);
      if (value !== null && failedGroups.has(group)) {
        unwritten.push([key, ["dropped"], now]);
      } else if (now !== expected && !(value === null && failedGroups.has(group))) {
        // (A removal after its group's failed write: what it removes is
        // what this tab wrote before, not another tab's.)
        unwritten.push([key, ["changed"], now]);
      } else if (value === null) {
        localStorage.removeItem(key);
      } else {
        localStorage.setItem(key, value);
      }
    } catch (error) {
      failedGroups.add(group);
      unwritten.push([key, [String(error && error.name), String(error && error.message)], now]);
    }
  },
  "keep-fields": () => { keptFields = formFields(); },
  "put-fields": (fields) => putFields(fields || keptFields),
  "forget-hash": () => history.replaceState(null, "", location.pathname + location.search),
  unsaved: (holds) => { globalThis.akropolisUnsaved = () => holds; },
  ask: (what, ...args) => ASKED[what](...args),
  watch: (selectors) => { known.watched = selectors; },
  download: (name, text) => {
    const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};

// Apply one batch of Python's operations.
export function apply(ops) {
  applying = true;
  unwritten = [];
  failedGroups = new Set();
  try {
    for (const [name, ...args] of ops) {
      const operation = OPERATIONS[name];
      if (!operation) throw new Error(`unknown page operation ${name}`);
      operation(...args);
    }
  } finally {
    applying = false;
  }
  if (unwritten.length) {
    const writes = unwritten;
    queueMicrotask(() => send({ type: "unwritten", writes }));
  }
  if (!reads.length) noteFocus();
}

// Where the focus went (a focused element written over leaves it on
// <body>, and says nothing): Python is told, once this call is over.
function noteFocus() {
  if (document.activeElement !== lastFocused) {
    lastFocused = document.activeElement;
    queueMicrotask(() => send({ type: "focus", focus: describe(document.activeElement) }));
  }
}

// ---------------------------------------------------------------- events
// The keys Python acts on at this moment (it says which with each redraw):
// the page's own use of them (scrolling, a button's Enter) is prevented at
// once, as Python cannot answer in time.
function keyName(event) {
  return (event.ctrlKey ? "Control+" : "") + event.key;
}

// Every key goes to Python (outside fields and dialogs): a key pressed
// before Python's last redraw reached the page still counts.
function onKey(event) {
  const tag = event.target && event.target.tagName ? event.target.tagName.toLowerCase() : "";
  if (["input", "select", "textarea"].includes(tag) || event.altKey || event.metaKey) return;
  // The dialogs' keys, and Enter on the Rules and Settings buttons, are theirs.
  if (closest(event, "dialog") || (event.key === "Enter" && closest(event, "[data-rules], [data-settings]"))) return;
  const button = event.key === "Enter" ? closest(event, "button[data-action]") : null;
  if (button ? known.enter && button.matches(known.enter) : known.keys.includes(keyName(event))) {
    event.preventDefault();
  }
  send(message(event, { key: event.key, ctrl: event.ctrlKey, alt: event.altKey, meta: event.metaKey }));
}

function pointer(event) {
  send(message(event, {
    x: event.clientX,
    y: event.clientY,
    pointerId: event.pointerId,
    primary: event.isPrimary,
    pointerType: event.pointerType,
    board: board(),
  }));
}

const pressed = new Set();

function listen(root) {
  root.addEventListener("click", (event) => {
    if (closest(event, "[data-action], [data-card-action]") || closest(event, "#board")) send(message(event));
  });
  for (const type of ["pointerdown", "pointermove", "pointerup", "pointercancel"]) {
    root.addEventListener(type, (event) => {
      if (type === "pointerdown") pressed.add(event.pointerId);
      else if (type !== "pointermove") pressed.delete(event.pointerId);
      // A hovering mouse counts on the board only; a press, anywhere.
      if (type === "pointermove" && !pressed.size && !closest(event, "#board")) return;
      pointer(event);
    });
  }
  root.addEventListener("wheel", (event) => {
    if (!closest(event, "#board")) return;
    event.preventDefault();
    send(message(event, { x: event.clientX, y: event.clientY, deltaY: event.deltaY, board: board() }));
  }, { passive: false });
  root.addEventListener("submit", (event) => {
    if (event.target.id !== "new-game" && event.target.id !== "new-card-game") return;
    event.preventDefault();
    send(message(event, { fields: fields(event.target) }));
  });
  root.addEventListener("change", (event) => {
    if (event.target.id === "import-file") {
      const file = event.target.files && event.target.files[0];
      if (file) file.text().then((text) => send({ type: "import", text }), () => {});
      return;
    }
    send(message(event));
  });
  document.addEventListener("keydown", onKey);
  document.addEventListener("focusin", (event) => {
    lastFocused = event.target;
    send({ type: "focusin", focus: describe(event.target) });
  });
}

// The Settings and Rules dialogs (in the page from its first byte, filled
// by Python): their buttons open them at once; a click on the Rules'
// backdrop closes it; closed, the focus goes back to the Rules button
// (the card table's, if it was drawn again meanwhile).
function dialogs() {
  const settings = document.getElementById("settings");
  const rules = document.getElementById("rules");
  document.addEventListener("click", (event) => {
    if (!document.body.dataset.ready) return; // static/early.js holds it
    if (closest(event, "[data-settings]") && !settings.open && !closest(event, "dialog")) settings.showModal();
    else if (closest(event, "[data-rules]") && !rules.open) rules.showModal();
  });
  settings.addEventListener("change", (event) => send(message(event)));
  rules.addEventListener("click", (event) => {
    if (event.target !== rules) return;
    const box = rules.getBoundingClientRect();
    const inside = box.left <= event.clientX && event.clientX <= box.right &&
      box.top <= event.clientY && event.clientY <= box.bottom;
    if (!inside) rules.close();
  });
  rules.addEventListener("close", () => {
    const active = document.activeElement;
    if (!active || active === document.body) {
      const opener = document.querySelector("#app [data-rules]");
      if (opener) opener.focus({ preventScroll: true });
    }
  });
}

// The board's tips: a mouse over a column of the board, or a tap on one
// (when no tile is chosen: then taps aim), shows what it scores and why
// (its <title>) beside the pointer; the title is lent to the tip while it
// shows, so that the browser's own tooltip does not repeat it.
const DRAG = 10; // pixels: a press that moved farther was a drag (app/gestures.py)
function tips() {
  const tip = document.getElementById("hex-tip");
  let tipped = null;
  let pressed = null;
  const hide = () => {
    if (tipped) {
      const title = tipped.querySelector("title");
      if (title) title.textContent = tip.textContent;
    }
    tipped = null;
    tip.hidden = true;
  };
  const place = (x, y) => {
    const left = Math.min(Math.max(4, x + 14), innerWidth - tip.offsetWidth - 4);
    const top = y + 18 + tip.offsetHeight <= innerHeight - 4 ? y + 18 : y - tip.offsetHeight - 12;
    tip.style.left = `${left}px`;
    tip.style.top = `${Math.max(4, top)}px`;
  };
  const show = (event) => {
    const touch = event.pointerType !== "mouse";
    if (touch && event.type !== "pointerup") return;
    const column = closest(event, "#board g.col");
    const board = document.getElementById("board");
    if (!column || !board || board.dataset.legal) {
      if (!touch) hide();
      return;
    }
    if (touch && pressed && Math.hypot(event.clientX - pressed[0], event.clientY - pressed[1]) > DRAG) return;
    if (column !== tipped) {
      hide();
      const title = column.querySelector("title");
      const text = title ? title.textContent : "";
      if (!text) return;
      tip.textContent = text;
      title.textContent = "";
      tipped = column;
      tip.hidden = false;
    }
    place(event.clientX, event.clientY);
  };
  document.addEventListener("pointermove", show);
  document.addEventListener("pointerup", show);
  document.addEventListener("pointerdown", (event) => {
    pressed = [event.clientX, event.clientY];
    if (event.pointerType !== "mouse") hide();
  });
  addEventListener("scroll", hide, { passive: true });
}

// The app's keys in localStorage, or null if it is blocked.
function storedItems() {
  try {
    const items = {};
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key.startsWith("akropolis.")) items[key] = localStorage.getItem(key);
    }
    return items;
  } catch (error) {
    return null;
  }
}

// What Python needs to know of the page as it starts, and of the menu
// filled in before it (static/early.js).
export function hello() {
  const root = document.documentElement;
  const form = document.getElementById("new-game");
  const cards = document.getElementById("new-card-game");
  const chosen = document.getElementById("game-cards");
  const active = document.activeElement;
  return JSON.stringify({
    type: "hello",
    base: location.origin + location.pathname,
    hash: location.hash,
    search: location.search,
    languages: [...(navigator.languages || [navigator.language])],
    storage: storedItems(),
    focus: describe(active),
    early: {
      early: root.dataset.early === "1",
      opened: root.dataset.earlyOpen || "",
      form: form ? {
        fields: fields(form),
        start: form.dataset.start === "1",
        touched: form.dataset.touched === "1",
        focused: active && active.getAttribute ? active.getAttribute("name") : null,
      } : null,
      cards: chosen && cards ? {
        chosen: chosen.checked,
        fields: formFields(cards.parentNode),
        start: cards.dataset.start === "1",
      } : null,
    },
  });
}

// How many events Python has not answered yet: <body data-answering> while
// any (what the page shows may not follow the last click or key yet).
let unanswered = 0;
function answering(change) {
  unanswered += change;
  if (unanswered) document.body.dataset.answering = "1";
  else delete document.body.dataset.answering;
}

// Python, started in its worker: the page's events go to its `receive`,
// and what it sends back (or on its own: a computer's move) comes from its
// `pump`, waited on in a loop. A failure is the loading screen's to say
// (index.html: an unhandled rejection).
export async function startPython() {
  const config = JSON.parse(document.querySelector("py-config").textContent);
  // The worker's start says how far it has come on this channel (the
  // loading screen's bar and steps: static/boot-progress.mjs).
  const channel = `akropolis-boot-${Math.random().toString(36).slice(2)}`;
  const fail = (text) => globalThis.akropolisFail(text);
  const word = (...args) => globalThis.akropolisWord(...args);
  const stop = followBoot(channel, {
    onFailed: fail,
    onMissing: (url, status) => fail(status ? word("PAGE_HTTP", { url, status }) : word("PAGE_NOT_LOADED", { url })),
  });
  // The interpreter: our own start of Pyodide (pyscript.toml), imported in
  // the worker. It runs from a blob: address: what it must know of the
  // page's address comes in its own query.
  const boot = new URL(config.interpreter, document.baseURI);
  const options = new URLSearchParams({ channel });
  const forced = new URLSearchParams(location.search).get("python");
  if (forced) options.set("python", forced);
  boot.search = options.toString();
  const worker = await PyWorker(new URL("../main.py", import.meta.url).href, { config, version: boot.href });
  stop();
  const python = worker.sync;
  // main.py stopped by an error has no exports: PyScript's worker prints
  // the error to the console only, and the loading screen says where.
  let first;
  try {
    first = await python.start(hello());
  } catch (error) {
    fail(`${word("PAGE_PYTHON_STOPPED")}\n${word("PAGE_CONSOLE")}`);
    throw error;
  }
  receive = (text) => {
    answering(1);
    python.receive(text).then(
      (batches) => { for (const ops of JSON.parse(batches)) apply(ops); },
      (error) => console.error(error),
    ).finally(() => answering(-1));
  };
  listen(document.getElementById("app"));
  dialogs();
  tips();
  addEventListener("hashchange", () => send({ type: "hashchange", hash: location.hash }));
  // Another tab changed the storage (null: cleared it all).
  addEventListener("storage", (event) => {
    if (event.key === null || event.key.startsWith("akropolis.")) {
      send({ type: "storage", key: event.key, newValue: event.newValue });
    }
  });
  // Share only where the browser has a share sheet (the stylesheet reads it).
  document.body.dataset.share = navigator.share ? "1" : "0";
  // The first screen, then what Python sends after it.
  for (const ops of JSON.parse(first)) apply(ops);
  for (;;) {
    for (const ops of JSON.parse(await python.pump())) apply(ops);
  }
}

// In a task of its own: PyScript's core has just been evaluated, on a slow
// phone a long task already (Lighthouse's largest blocking one), which the
// worker's start would make longer still.
setTimeout(startPython, 0);
