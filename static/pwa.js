// Offline play and updates, in plain JavaScript (no Python needed).
//
// Once the game is ready (<body data-ready="1">), registers the service
// worker (sw.js, at the site's root), which keeps a copy of every file of
// this version for the next visits, with or without a network. Registering
// only then leaves the first visit's downloads to the game itself.
//
// When a new version has been deployed, the browser installs its worker
// beside the running one, where it waits: the page then shows "A new version
// is ready: reload". The button tells the waiting worker to take over; when
// it does ("controllerchange") the page reloads, so it runs one version's
// files only, never a mix. A page that another tab switched to a new version
// reloads too, unless it holds a game that is not saved (Python says so:
// window.akropolisUnsaved, akropolis/browser/dom.py): that page waits, says
// why, and reloads by itself once the game is saved (exported games stay
// unsaved until room is made: the player may also reload anyway).
(() => {
  // Closing or leaving a page whose game is not saved (a full or blocked
  // storage, a change in another tab) asks first: the game lives only here.
  window.addEventListener("beforeunload", (event) => {
    let unsaved = false;
    try {
      unsaved = Boolean(window.akropolisUnsaved && window.akropolisUnsaved());
    } catch (error) {
      // Python is gone: nothing to ask about.
    }
    if (unsaved) event.preventDefault();
  });
  if (!("serviceWorker" in navigator) || location.protocol === "file:") return;
  const sw = navigator.serviceWorker;
  const prompt = document.getElementById("update");
  const button = prompt.querySelector("button");
  // This site's worker; another site's on the same origin (at / while this
  // one is under /akropolis/, say) may control the page until ours takes
  // over, which is then a first install, not a new version.
  const WORKER = new URL("./sw.js", location.href).href;
  const ours = () => Boolean(sw.controller && sw.controller.scriptURL === WORKER);
  let controlled = ours();
  let waiting = null;
  // The player chose to reload though a game is not saved.
  let anyway = false;
  const unsaved = () => {
    try {
      return Boolean(window.akropolisUnsaved && window.akropolisUnsaved());
    } catch (error) {
      return false;
    }
  };
  const word = (key) => (window.akropolisWord ? window.akropolisWord(key) : key);
  // Say why this page does not reload, offer to reload anyway, and reload
  // by itself once nothing is left unsaved.
  let holding = null;
  const hold = () => {
    prompt.querySelector("[data-word]").textContent = word("PAGE_UPDATE_UNSAVED");
    button.textContent = word("PAGE_RELOAD_ANYWAY");
    button.disabled = false;
    prompt.hidden = false;
    if (holding) return;
    holding = setInterval(() => {
      if (!unsaved()) location.reload();
    }, 1000);
  };

  sw.addEventListener("controllerchange", () => {
    // The first install takes over a page that had no worker: same files,
    // nothing to do. Any later change is a new version: run it, whole.
    if (controlled) {
      if (unsaved() && !anyway) hold();
      else location.reload();
    }
    controlled = true;
  });

  const offer = (worker) => {
    if (!ours()) return; // first install: nothing older is running
    waiting = worker;
    prompt.hidden = false;
  };
  const track = (worker) => {
    if (!worker) return;
    worker.addEventListener("statechange", () => {
      if (worker.state === "installed") offer(worker);
    });
  };
  button.addEventListener("click", () => {
    if (unsaved() && !anyway && !holding) {
      hold(); // asked once more, with the reason
      return;
    }
    anyway = true;
    button.disabled = true;
    if (waiting && waiting.state === "installed") {
      waiting.postMessage({ type: "skip-waiting" });
    } else {
      location.reload();
    }
  });

  const register = async () => {
    let registration;
    try {
      registration = await sw.register("./sw.js");
    } catch (error) {
      console.warn("Offline play is unavailable:", error);
      return;
    }
    if (registration.waiting) offer(registration.waiting);
    track(registration.installing);
    registration.addEventListener("updatefound", () => track(registration.installing));
    // Look for a new version now and then while the game stays open.
    const check = () => registration.update().catch(() => {});
    setInterval(check, 60 * 60 * 1000);
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") check();
    });
  };

  const ready = () => document.body.dataset.ready === "1";
  if (ready()) {
    register();
  } else {
    const observer = new MutationObserver(() => {
      if (!ready()) return;
      observer.disconnect();
      register();
    });
    observer.observe(document.body, { attributes: true, attributeFilter: ["data-ready"] });
  }
})();
