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
// reloads too.
(() => {
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

  sw.addEventListener("controllerchange", () => {
    // The first install takes over a page that had no worker: same files,
    // nothing to do. Any later change is a new version: run it, whole.
    if (controlled) location.reload();
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
