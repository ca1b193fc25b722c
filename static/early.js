// The menu before Python (akropolis/app/early.py, written into index.html by
// scripts/build.py): on a first visit, or with no game under way, a table is
// set up while Python downloads. This script applies the last table's
// choices (akropolis.choices, written by Python: app/newgame.Choices), shows
// as many seats as players, and holds an early Start: the button says the
// game starts once it has loaded, and Python starts it then
// (akropolis/browser/dom.early_form). Plain JavaScript: it runs at once.
(() => {
  if (document.body.dataset.ready) return; // Python was first: the page is its own
  const form = document.getElementById("new-game");
  if (document.documentElement.dataset.early !== "1") {
    // A game under way: Python resumes it; meanwhile the loading screen,
    // with no menu behind it.
    document.getElementById("app").replaceChildren();
    return;
  }
  if (!form) return;
  // Saved games are listed by Python: if there are some, say so meanwhile.
  const empty = document.querySelector("#app [data-early-saves]");
  try {
    const saved = Object.keys(localStorage).some((key) => key.startsWith("akropolis.save."));
    if (empty && saved) {
      empty.textContent = empty.dataset.earlySaves;
      // On a phone the list then comes first, where Python's will be (app.css).
      empty.dataset.some = "1";
    }
  } catch (error) {
    // Storage blocked: Python will say so.
  }
  // Rules and Settings, pressed before Python is ready: the button says it
  // is busy, and Python opens that panel once it has drawn its menu
  // (akropolis/browser/dom.early_form).
  document.getElementById("app").addEventListener("click", (event) => {
    if (document.body.dataset.ready) return;
    const opener = event.target.closest("[data-rules], [data-settings='open']");
    if (!opener) return;
    for (const busy of document.querySelectorAll("#app [data-rules], #app [data-settings='open']")) {
      busy.removeAttribute("aria-busy");
    }
    opener.setAttribute("aria-busy", "true");
    document.documentElement.dataset.earlyOpen = opener.matches("[data-rules]") ? "rules" : "settings";
  });
  const field = (name) => form.elements.namedItem(name);
  const choose = (select, value) => {
    if (select && [...select.options].some((option) => option.value === String(value))) {
      select.value = String(value);
    }
  };
  let choices = {};
  try {
    const stored = JSON.parse(localStorage.getItem("akropolis.choices") || "{}");
    if (stored && typeof stored === "object" && !Array.isArray(stored)) choices = stored;
  } catch (error) {
    // Damaged or blocked: the defaults stay (Python says nothing more).
  }
  const list = (value) => (Array.isArray(value) ? value.slice(0, 4) : []);
  choose(field("players"), choices.players);
  choose(field("solo"), choices.level);
  list(choices.names).forEach((name, seat) => {
    if (typeof name === "string" && name.trim() && field(`name${seat}`)) field(`name${seat}`).value = name;
  });
  list(choices.controls).forEach((control, seat) => choose(field(`control${seat}`), control));
  field("long").checked = choices.long === true;
  if (field("distance")) field("distance").checked = choices.distance === true;
  if (Array.isArray(choices.variants)) {
    for (const box of form.querySelectorAll('input[name="variant"]')) {
      box.checked = choices.variants.includes(box.value);
    }
  }
  const sync = () => {
    const count = Number(field("players").value) || 2;
    form.dataset.players = String(count);
    for (const seat of form.querySelectorAll(".seat")) seat.hidden = Number(seat.dataset.seat) >= count;
    // The long game where the rules allow it (the counts written by Python).
    const long = field("long");
    long.disabled = !(long.dataset.counts || "").split(" ").includes(String(count));
    const distance = field("distance");
    if (distance) distance.disabled = !(distance.dataset.counts || "").split(" ").includes(String(count));
  };
  field("players").addEventListener("change", sync);
  sync();
  // Only what the person changes is handed to Python: an untouched form
  // leaves the stored choices as they are.
  const touched = () => { form.dataset.touched = "1"; };
  form.addEventListener("input", touched);
  form.addEventListener("change", touched);
  // An early Start: held (index.html's first script already keeps the page
  // from navigating), and the button says the game starts once loaded.
  // An early Start's button says the game starts once it has loaded.
  const holding = (target) => () => {
    const button = target.querySelector("[data-early]");
    if (button) {
      button.textContent = button.dataset.early;
      button.setAttribute("aria-busy", "true");
    }
  };
  const held = holding(form);
  form.addEventListener("submit", (event) => {
    if (document.body.dataset.ready) return; // Python's own menu handles it
    event.preventDefault();
    form.dataset.start = "1";
    held();
  });
  if (form.dataset.start === "1") held(); // pressed before this script ran
  // The card game's form: its early Start is held the same way, and Python
  // starts that game once it is ready (browser/dom.early_cards).
  const cards = document.getElementById("new-card-game");
  if (cards) {
    const heldCards = holding(cards);
    cards.addEventListener("submit", (event) => {
      if (document.body.dataset.ready) return;
      event.preventDefault();
      cards.dataset.start = "1";
      heldCards();
    });
    if (cards.dataset.start === "1") heldCards();
  }
})();
