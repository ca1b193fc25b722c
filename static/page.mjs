// The page's side of the app: it applies what Python sends (the regions
// whose text changed, attributes, focus, scrolling, saves) and hands Python
// the events, each as a plain message of what Python needs to know about it
// (which button, which key, which hex, where the focus is). Python never
// reads the page itself, so it can run off the page's thread; the protocol
// is described in docs/architecture.md ("The page and Python").
//
// Python connects with connect(receive): `receive(text)` takes one message
// (JSON); Python answers with apply(text), a JSON list of operations.

const known = { keys: [], enter: "", watched: [] };
let receive = null;
let lastFocused = null;

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

// The fields of a form: [name, type, value, checked] for each.
export function fields(form) {
  return [...form.querySelectorAll("[name]")].map((field) => [
    field.getAttribute("name"),
    field.type || "",
    "value" in field ? String(field.value) : "",
    Boolean(field.checked),
  ]);
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
  if (receive) receive(JSON.stringify(data));
}

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
  focus: (candidates, scroll) => focusFirst(candidates, scroll),
  media: (query, selector, name, value) => {
    if (matchMedia(query).matches) OPERATIONS.prop(selector, name, value);
  },
  scroll: (x, y) => window.scrollTo(x, y),
  step: (box, step) => scrollStep(box, step),
  keys: (keys, enter) => { known.keys = keys; known.enter = enter; },
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

export function apply(text) {
  for (const [name, ...args] of JSON.parse(text)) {
    const operation = OPERATIONS[name];
    if (!operation) throw new Error(`unknown page operation ${name}`);
    operation(...args);
  }
  // Where the focus went (a focused element written over leaves it on
  // <body>, and says nothing): Python is told, once this call is over.
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

function onKey(event) {
  const tag = event.target && event.target.tagName ? event.target.tagName.toLowerCase() : "";
  if (["input", "select", "textarea"].includes(tag) || event.altKey || event.metaKey) return;
  // The dialogs' keys, and Enter on the Rules and Settings buttons, are theirs.
  if (closest(event, "dialog") || (event.key === "Enter" && closest(event, "[data-rules], [data-settings]"))) return;
  const button = event.key === "Enter" ? closest(event, "button[data-action]") : null;
  if (button) {
    if (!known.enter || !button.matches(known.enter)) return; // the button's own Enter
  } else if (!known.keys.includes(keyName(event))) {
    return;
  }
  event.preventDefault();
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

// What Python needs to know of the page as it starts.
export function hello() {
  return JSON.stringify({
    type: "hello",
    base: location.origin + location.pathname,
    focus: describe(document.activeElement),
  });
}

// Python's side: `handler` takes each message (JSON) from now on.
export function connect(handler) {
  receive = handler;
  listen(document.getElementById("app"));
}

globalThis.akropolisPage = { connect, apply, hello };
