"""Build the static site into dist/: the page, the engine and a vendored runtime.

Usage: python scripts/build.py [--out DIR]

The result is plain static files that work from any folder of a web server
(at / or under a sub-path such as /akropolis/) and load nothing from outside,
and the same inputs always give byte-identical files:

- PyScript and Pyodide come from node_modules (installed by `npm ci`) into
  vendor/, only the files the app loads: PyScript's core and its error
  plugin (the other plugins are turned off in pyscript.toml), Pyodide's
  loader and WebAssembly, a pyodide-lock.json without packages (the app
  loads none), and the standard library recompiled to .pyc by that very
  Pyodide under Node (scripts/pyodide_compile.mjs), so the browser no longer
  compiles it at every start (as `python -OO` would, but Pyodide's own
  packages: no docstrings, no asserts), trimmed to the modules the page loads: those
  listed in scripts/stdlib-modules.txt (made by scripts/stdlib_modules.py,
  which traces every mode of the app in Pyodide; tests/test_stdlib.py fails
  when the code imports a module the list lacks).
- The engine (every module of the akropolis package but tests and the
  command line) ships as one zip, akropolis.zip, of .pyc files only (a
  traceback in the browser names the file and line, not the line's text),
  which static/worker-boot.mjs (the interpreter module PyScript loads in its
  worker) puts on sys.path. Its entries are stored and the whole zip
  gzipped (akropolis.zip.gz: GitHub Pages does not compress zip files),
  smaller than a zip of deflated files.
- pyscript.toml becomes the JSON config inlined in index.html (no fetch, no
  TOML parser), and so do the stylesheets of the first paint (INLINED_CSS:
  the loading screen's and the menu's, which is in the page): that paint
  waits for no other file, where it waited for two stylesheets racing the
  runtime's download on a slow connection.
- akropolis-snapshot.gz: Pyodide's memory after starting with the engine
  imported (scripts/pyodide_snapshot.mjs, deterministic); warm visits
  restore it instead of starting Python.
- static/worker-boot.mjs, which starts Python in a Web Worker, gets the
  sizes of the files it downloads before Python starts (WORKER_BOOT_FILES),
  for the loading screen's progress, and Pyodide's runtime ships as the
  module it imports.
- sw.js, the service worker, gets the list of every file with its SHA-256,
  and a cache name made from them: a new deploy is a new cache.

Compiled zips are cached in build/cache/, keyed by everything they are made of.
"""

from __future__ import annotations

import argparse
import gzip
import hashlib
import html
import json
import re
import shutil
import subprocess
import sys
import tempfile
import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NODE_MODULES = ROOT / "node_modules"
CACHE = ROOT / "build" / "cache"

PACKAGE = "akropolis"
# Folders and files of the package that are not the engine.
TEST_PARTS = frozenset({"__pycache__", "tests", "conftest.py"})
# The engine's zip, and where static/worker-boot.mjs puts it in Pyodide's
# file system (the .pyc files' co_filename).
BUNDLE = "akropolis.zip"
BUNDLE_LOCATION = "/lib/python3.14/site-packages/" + BUNDLE
# The file the site serves: that zip gzipped.
BUNDLE_GZ = BUNDLE + ".gz"
# A gzipped memory snapshot of Python started with that engine imported:
# static/worker-boot.mjs restores it when the service worker has it.
SNAPSHOT = "akropolis-snapshot.gz"
# Engine modules (with their submodules) left out of the site: the command
# line is not used in the browser.
NOT_IN_BROWSER = frozenset({"akropolis.__main__", "akropolis.cli"})
# Engine modules not imported into the snapshot (with their submodules): the
# browser layer's entry imports `js` (the worker's), which a snapshot cannot
# hold. The rest of the layer is plain Python: imported in the snapshot, a
# warm visit does not import it (50 to 130 ms in the worker, measured).
SNAPSHOT_SKIP = NOT_IN_BROWSER | {"akropolis.browser.entry"}

# What Pyodide's loader fetches when no packages are requested. The first
# three are copied as they are; the stdlib is recompiled, the lock trimmed.
RUNTIME_MODULE = "pyodide.asm.mjs"
PYODIDE_COPIED = ("pyodide.mjs", "pyodide.asm.wasm", RUNTIME_MODULE)
PYODIDE_FILES = (
    *PYODIDE_COPIED,
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# A worker has no document to load a classic script into (nor importScripts
# in a module worker): static/worker-boot.mjs imports the runtime module as
# npm ships it and hands it to loadPyodide() (createPyodideModule).

# Standard library packages and modules left out of the browser's stdlib: a
# REPL, debuggers, documentation and test tools, process and mail/network
# protocol modules that cannot work in a browser page. Nothing the app,
# PyScript or Pyodide imports.
STDLIB_EXCLUDE = (
    "_pyrepl",
    "curses",
    "dbm",
    "doctest",
    "ensurepip",
    "ftplib",
    "idlelib",
    "imaplib",
    "lib2to3",
    "mailbox",
    "multiprocessing",
    "nntplib",
    "pdb",
    "pickletools",
    "poplib",
    "pydoc",
    "pydoc_data",
    "smtplib",
    "tabnanny",
    "telnetlib",
    "tkinter",
    "turtle",
    "turtledemo",
    "unittest",
    "venv",
    "wsgiref",
    "xmlrpc",
)

# Standard library packages compiled with their docstrings (and asserts):
# Pyodide's own, which read docstrings at run time. The rest is compiled as
# `python -OO` does, docstrings and asserts left out: a sixth smaller.
STDLIB_DOCSTRINGS = ("pyodide", "_pyodide")

# The standard-library modules shipped (scripts/stdlib_modules.py makes the
# list), and files of the stdlib zip kept whatever it says.
STDLIB_LIST = ROOT / "scripts" / "stdlib-modules.txt"
STDLIB_ALWAYS = ("site-packages/README.txt",)

# PyScript's dist/ is core.js plus chunks named NAME-HASH.js that it imports
# by relative URL. The app loads core and the error plugin (it shows Python
# errors, which the loading screen repeats); every other chunk belongs to a
# feature the app does not use, named here with why.
PYSCRIPT_CHUNKS = ("core", "error")
PYSCRIPT_UNUSED = {
    "codemirror": "plugin turned off in pyscript.toml",
    "deprecations-manager": "plugin turned off in pyscript.toml",
    "donkey": "plugin turned off in pyscript.toml",
    "py-editor": "plugin turned off in pyscript.toml",
    "py-game": "plugin turned off in pyscript.toml",
    "py-terminal": "plugin turned off in pyscript.toml",
    "toml": "the config is inlined as JSON",
    "zip": "no [files] archive to unpack (worker-boot.mjs brings the engine)",
    "pyodide_graph": "no packages",
    **{
        f"codemirror_{part}": "the py-editor plugin's editor"
        for part in ("commands", "lang-python", "language", "state", "view")
    },
}
PYSCRIPT_EXTRAS = ("LICENSE",)
CHUNK = re.compile(r"^(?P<name>.+)-[\w-]{8}\.js$")
STATIC_IMPORT = re.compile(r"""\bfrom\s*["'](\./[^"']+)["']|\bimport\s*["'](\./[^"']+)["']""")
DYNAMIC_IMPORT = re.compile(r"""\bimport\(\s*["'](\./[^"']+)["']""")

GZIPPED_SUFFIXES = (".mjs", ".js", ".wasm", ".json", ".py", ".css", ".html")
SIZES_PLACEHOLDER = "{} /* __SIZES__ */"
# static/worker-boot.mjs also gets the SHA-256 of the gzipped files whose
# unpacked copies the service worker keeps (static/sw.js labels each copy
# with it), so a page reading a copy straight from Cache Storage can tell
# it comes from this very deploy.
PACKED_PLACEHOLDER = "{} /* __PACKED__ */"
# Python's start in a Web Worker (PyWorker): the files it loads before Python
# starts (main.py is fetched by the page, PyScript's core loaded by it), for
# the loading screen's progress (SIZES).
WORKER_BOOT_MODULE = "static/worker-boot.mjs"
WORKER_BOOT_FILES = (
    "vendor/pyodide/pyodide.mjs",
    "vendor/pyodide/" + RUNTIME_MODULE,
    "vendor/pyodide/pyodide.asm.wasm",
    "vendor/pyodide/python_stdlib.zip",
    "vendor/pyodide/pyodide-lock.json",
    "akropolis.zip.gz",
)

# Page files copied as they are; index.html gets the inlined config.
PAGE_FILES = ("main.py",)
# The stylesheets of the first paint (the loading screen, the menu written
# into the page, its settings button), inlined in the built index.html in
# the order it links them, and not shipped as files.
INLINED_CSS = ("loading.css", "app.css", "settings.css")
# static/ files that go elsewhere: the service worker works for the folder
# it is served from, so it goes to the site's root.
SERVICE_WORKER = "sw.js"
# Files of the site that the service worker does not precache.
NOT_PRECACHED = frozenset({SERVICE_WORKER, ".nojekyll"})


class BuildError(Exception):
    """A problem the person running the build can fix; its text says how."""


def check_node_modules() -> None:
    """Fail unless node_modules holds the exact versions package-lock.json pins."""
    lock_path = ROOT / "package-lock.json"
    lock = json.loads(lock_path.read_text(encoding="utf-8"))
    for name in ("pyodide", "@pyscript/core"):
        installed = NODE_MODULES / name / "package.json"
        if not installed.is_file():
            raise BuildError(f"node_modules/{name} is missing: run `npm ci` first.")
        have = json.loads(installed.read_text(encoding="utf-8"))["version"]
        want = lock["packages"][f"node_modules/{name}"]["version"]
        if have != want:
            raise BuildError(
                f"node_modules has {name} {have} but package-lock.json pins {want}: run `npm ci`."
            )


def package_sources() -> list[Path]:
    """Every .py file of the engine package (subpackages included), relative to ROOT."""
    sources = []
    for path in sorted((ROOT / PACKAGE).rglob("*.py")):
        rel = path.relative_to(ROOT)
        if not TEST_PARTS.isdisjoint(rel.parts) or rel.name.startswith("test_"):
            continue
        sources.append(rel)
    return sources


def module_name(rel: Path) -> str:
    """'akropolis/app/__init__.py' -> 'akropolis.app'."""
    return ".".join(rel.with_suffix("").parts).removesuffix(".__init__")


def within(name: str, packages: frozenset[str]) -> bool:
    """Whether module `name` is one of `packages` or in one of them."""
    return any(name == package or name.startswith(package + ".") for package in packages)


def browser_sources() -> list[Path]:
    """The engine's .py files the site ships (all but the command line)."""
    return [rel for rel in package_sources() if not within(module_name(rel), NOT_IN_BROWSER)]


def pyscript_config() -> dict:
    """The repository's pyscript.toml, checked."""
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    for key in ("files", "fetch", "packages", "js_modules"):
        if key in config:
            raise BuildError(
                f"pyscript.toml must not have {key!r}: the engine comes in akropolis.zip "
                "and nothing may be loaded from outside."
            )
    interpreter = config.get("interpreter", "")
    if not interpreter.startswith("./"):
        raise BuildError(
            f"pyscript.toml: interpreter must be a ./ relative URL, not {interpreter!r}."
        )
    turned_off = {name[1:] for name in config.get("plugins", []) if name.startswith("!")}
    plugins = {name for name, why in PYSCRIPT_UNUSED.items() if why.startswith("plugin")}
    if not plugins <= turned_off:
        raise BuildError(
            f"pyscript.toml: plugins must turn off {sorted(plugins - turned_off)} "
            "(their files are not shipped)."
        )
    return config


def page_html(config: dict) -> str:
    """index.html with the PyScript config inlined as JSON.

    PyScript also reads a config for MicroPython scripts, and without one it
    loads every plugin: an <mpy-config> with the same plugins list stops that.
    """
    text = (ROOT / "index.html").read_text(encoding="utf-8")
    element = '<py-config src="./pyscript.toml"></py-config>'
    if text.count(element) != 1:
        raise BuildError(f"index.html must have exactly one {element}.")
    inline = json.dumps(config, sort_keys=True, separators=(",", ":"))
    mpy = json.dumps({"plugins": config.get("plugins", [])}, separators=(",", ":"))
    text = text.replace(
        element,
        f'<py-config type="json" hidden>{html.escape(inline, quote=False)}</py-config>\n'
        f"  <mpy-config hidden>{html.escape(mpy, quote=False)}</mpy-config>",
    )
    # The first paint's styles go in the page: it waits for no other file.
    for name in INLINED_CSS:
        link = f'<link rel="stylesheet" href="./static/{name}">'
        if text.count(link) != 1:
            raise BuildError(f"index.html must link static/{name} once.")
        css = (ROOT / "static" / name).read_text(encoding="utf-8").strip()
        if "</" in css:
            raise BuildError(f"static/{name} cannot be inlined: it holds '</'.")
        text = text.replace(link, f'<style data-from="{name}">\n{css}\n  </style>')
    # The new-game menu as plain HTML, usable before Python has loaded
    # (akropolis/app/early.py; static/early.js).
    # In the default language; a <template> holds it in each other one,
    # which index.html's script puts in its place when that is the
    # language read.
    app = '<main id="app"></main>'
    if text.count(app) != 1:
        raise BuildError(f"index.html must hold {app} once.")
    i18n = engine_i18n()
    others = "".join(
        f'<template id="early-menu-{code}">{early_menu(code)}</template>'
        for code in i18n.LANGUAGES
        if code != i18n.DEFAULT
    )
    text = text.replace(app, f'<main id="app">{early_menu(i18n.DEFAULT)}</main>{others}')
    return page_words(text, i18n)


def engine_i18n():
    """The app's catalogue (akropolis.i18n), imported from the sources."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from akropolis import i18n

    return i18n


def settings_limits() -> dict[str, int]:
    """The limits the app reads its settings by (for the page's first script)."""
    engine_i18n()  # puts the sources on sys.path
    from akropolis.app.settings import LIMITS

    return LIMITS


def early_menu(language: str) -> str:
    """The menu before Python in ``language``, rendered by the app's own code."""
    i18n = engine_i18n()
    from akropolis.app.early import early_menu_html

    with i18n.using(language):
        return early_menu_html()


def page_words(text: str, i18n) -> str:
    """The page's own words from the catalogue (keys PAGE_*): each
    language's as JSON for its scripts, the default language's in each
    element marked ``data-word``, every language's in one marked
    ``data-words`` (what shows without JavaScript)."""
    words = {code: i18n.words_of(code, "PAGE_") for code in i18n.LANGUAGES}
    blob = '<script id="page-words" type="application/json">{}</script>'
    if text.count(blob) != 1:
        raise BuildError(f"index.html must hold {blob} once.")
    data = json.dumps(words, ensure_ascii=False, sort_keys=True).replace("</", "<\\/")
    text = text.replace(blob, blob.replace("{}", data))
    limits = '<script id="settings-limits" type="application/json">{}</script>'
    if text.count(limits) != 1:
        raise BuildError(f"index.html must hold {limits} once.")
    text = text.replace(limits, limits.replace("{}", json.dumps(settings_limits())))

    def one(match: re.Match) -> str:
        key = match.group(2)
        if key not in words[i18n.DEFAULT]:
            raise BuildError(f"index.html names {key}, which the catalogue lacks.")
        return f"{match.group(1)}{html.escape(words[i18n.DEFAULT][key], quote=False)}<"

    def every(match: re.Match) -> str:
        key = match.group(2)
        texts = " ".join(
            f'<span lang="{code}">{html.escape(words[code][key], quote=False)}</span>'
            for code in i18n.LANGUAGES
        )
        return f"{match.group(1)}{texts}<"

    text = re.sub(r'(<[^<>]*\bdata-word="([A-Z_]+)"[^<>]*>)[^<]*<', one, text)
    return re.sub(r'(<[^<>]*\bdata-words="([A-Z_]+)"[^<>]*>)[^<]*<', every, text)


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def copy(src: Path, dest: Path) -> None:
    dest.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(src, dest)


# --- compiled zips ----------------------------------------------------------


def compile_zips(tasks: list[dict], boot_stdlib: Path | None = None) -> None:
    """Run scripts/pyodide_compile.mjs on `tasks` (their "out" paths are written)."""
    node = shutil.which("node")
    if node is None:
        raise BuildError("node is missing (it runs Pyodide to compile .pyc): install nodejs.")
    with tempfile.TemporaryDirectory(prefix="akropolis-build-") as tmp:
        job = Path(tmp) / "job.json"
        spec = {"tasks": tasks}
        if boot_stdlib is not None:
            spec["stdlib"] = str(boot_stdlib)
        job.write_text(json.dumps(spec), encoding="utf-8")
        result = subprocess.run(
            [node, str(ROOT / "scripts" / "pyodide_compile.mjs"), str(job)],
            capture_output=True,
            text=True,
        )
    if result.returncode != 0:
        raise BuildError(f"compiling .pyc in Pyodide failed:\n{result.stdout}{result.stderr}")


def cache_key(*parts: bytes) -> str:
    digest = hashlib.sha256()
    for part in (
        (ROOT / "scripts" / "pyodide_compile.py").read_bytes(),
        (ROOT / "scripts" / "pyodide_compile.mjs").read_bytes(),
        (NODE_MODULES / "pyodide" / "package.json").read_bytes(),
        *parts,
    ):
        digest.update(sha256(part).encode())
    return digest.hexdigest()[:20]


def compiled_stdlib() -> Path:
    """Pyodide's stdlib as .pyc, less STDLIB_EXCLUDE (cached)."""
    stock = NODE_MODULES / "pyodide" / "python_stdlib.zip"
    options = {"exclude": list(STDLIB_EXCLUDE), "optimize": 2, "full": list(STDLIB_DOCSTRINGS)}
    target = CACHE / f"python_stdlib-{cache_key(stock.read_bytes(), repr(options).encode())}.zip"
    if not target.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        compile_zips(
            [
                {
                    "kind": "stdlib",
                    "src": str(stock),
                    "out": str(partial),
                    **options,
                }
            ]
        )
        partial.replace(target)
    return target


def stdlib_kept() -> frozenset[str]:
    """The modules of scripts/stdlib-modules.txt."""
    lines = STDLIB_LIST.read_text(encoding="utf-8").splitlines()
    return frozenset(line.strip() for line in lines if line.strip() and not line.startswith("#"))


def module_of(entry: str) -> str | None:
    """The module a file of the stdlib zip holds ('json/__init__.pyc' -> 'json')."""
    for suffix in (".pyc", ".py"):
        if entry.endswith(suffix):
            parts = entry[: -len(suffix)].split("/")
            if parts[-1] == "__init__":
                parts.pop()
            return ".".join(parts)
    return None


def trimmed_stdlib(full: Path) -> Path:
    """The compiled stdlib with only the modules of scripts/stdlib-modules.txt (cached)."""
    keep = stdlib_kept()
    key = cache_key(full.read_bytes(), "\n".join(sorted(keep)).encode())
    target = CACHE / f"python_stdlib-trimmed-{key}.zip"
    if not target.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        with zipfile.ZipFile(full) as zin:
            names = [
                info.filename
                for info in zin.infolist()
                if info.filename in STDLIB_ALWAYS or module_of(info.filename) in keep
            ]
            folders = {
                "/".join(name.split("/")[: i + 1]) + "/"
                for name in names
                for i in range(name.count("/"))
            }
            with zipfile.ZipFile(partial, "w") as zout:
                for info in zin.infolist():
                    if info.filename in folders or info.filename in names:
                        zout.writestr(info, zin.read(info), compresslevel=9)
        partial.replace(target)
        prune_cache("python_stdlib-trimmed-", keep=target)
    return target


def compiled_bundle(sources: list[Path], stdlib: Path) -> Path:
    """The engine as one zip of .pyc, with PyScript's package as .pyc (cached)."""
    pyscript = pyscript_sources()
    parts = [BUNDLE_LOCATION.encode()]
    for rel in sources:
        parts += [rel.as_posix().encode(), (ROOT / rel).read_bytes()]
    for name, source in pyscript.items():
        parts += [name.encode(), source.encode()]
    target = CACHE / f"akropolis-{cache_key(*parts)}.zip"
    if not target.is_file():
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        files = {rel.as_posix(): str(ROOT / rel) for rel in sources}
        with tempfile.TemporaryDirectory(prefix="akropolis-pyscript-") as tmp:
            pycache = {}
            for i, (name, source) in enumerate(pyscript.items()):
                path = Path(tmp) / f"{i}.py"
                path.write_text(source, encoding="utf-8")
                pycache[name] = str(path)
            task = {
                "kind": "bundle",
                "files": files,
                "pycache": pycache,
                "out": str(partial),
                "location": BUNDLE_LOCATION,
            }
            compile_zips([task], boot_stdlib=stdlib)
        partial.replace(target)
        prune_cache("akropolis-", keep=target)
    return target


def prune_cache(prefix: str, keep: Path, count: int = 8) -> None:
    """Drop all but the newest `count` cached files starting with `prefix`."""
    entries = sorted(CACHE.glob(prefix + "*"), key=lambda p: p.stat().st_mtime, reverse=True)
    for path in entries[count:]:
        if path != keep:
            path.unlink(missing_ok=True)


def pyscript_sources() -> dict[str, str]:
    """The Python package PyScript writes into the home folder at each start
    (pyscript/*.py), as its core chunk holds it: these get .pyc files."""
    core = NODE_MODULES / "@pyscript" / "core"
    text = (core / "src" / "stdlib" / "pyscript.js").read_text(encoding="utf-8")
    tree = json.loads(text[text.index("export default") + len("export default") :].strip(" ;\n"))
    shipped = "".join(
        path.read_text(encoding="utf-8") for path in (core / "dist").glob("core-*.js")
    )
    sources = {}

    def walk(node: dict, base: str) -> None:
        for key, value in node.items():
            if isinstance(value, dict):
                walk(value, f"{base}{key}/")
            elif key.endswith(".py") and json.dumps(value)[1:-1] in shipped:
                sources[base + key] = value

    walk(tree, "")
    return dict(sorted(sources.items()))


def snapshot_modules(sources: list[Path]) -> list[str]:
    """The engine modules imported before the snapshot is taken."""
    names = [module_name(rel) for rel in sources]
    return [name for name in names if not within(name, SNAPSHOT_SKIP)]


def compiled_snapshot(stdlib: Path, bundle: Path, modules: list[str]) -> Path:
    """Pyodide's heap after starting with the engine imported, gzipped (cached)."""
    script = ROOT / "scripts" / "pyodide_snapshot.mjs"
    key = cache_key(
        script.read_bytes(), stdlib.read_bytes(), bundle.read_bytes(), " ".join(modules).encode()
    )
    target = CACHE / f"snapshot-{key}.gz"
    if not target.is_file():
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is missing (it runs Pyodide at build time): install nodejs.")
        CACHE.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(".part")
        result = subprocess.run(
            [node, str(script), str(stdlib), str(bundle), str(partial), *modules],
            capture_output=True,
            text=True,
        )
        if result.returncode != 0:
            raise BuildError(f"making the memory snapshot failed:\n{result.stdout}{result.stderr}")
        partial.replace(target)
        prune_cache("snapshot-", keep=target)
    return target


def trimmed_lock() -> str:
    """pyodide-lock.json without its packages: Pyodide needs only its `info`."""
    lock = json.loads((NODE_MODULES / "pyodide" / "pyodide-lock.json").read_text(encoding="utf-8"))
    return json.dumps({"info": lock["info"], "packages": {}}, sort_keys=True, indent=1) + "\n"


# --- PyScript ----------------------------------------------------------------


def pyscript_files() -> list[Path]:
    """The files of PyScript's dist/ that the app loads, checked for completeness."""
    dist = NODE_MODULES / "@pyscript" / "core" / "dist"
    chunks = {}
    for path in dist.glob("*.js"):
        match = CHUNK.match(path.name)
        if match:
            chunks[path.name] = match["name"]
    shipped = {"core.js", "core.css"} | {
        file for file, name in chunks.items() if name in PYSCRIPT_CHUNKS
    }
    for file in sorted(name for name in shipped if name.endswith(".js")):
        text = (dist / file).read_text(encoding="utf-8")
        for target in {a or b for a, b in STATIC_IMPORT.findall(text)}:
            if target[2:] not in shipped:
                raise BuildError(f"PyScript's {file} imports {target}, which is not shipped.")
        for target in set(DYNAMIC_IMPORT.findall(text)):
            name = chunks.get(target[2:])
            if target[2:] not in shipped and name not in PYSCRIPT_UNUSED:
                raise BuildError(
                    f"PyScript's {file} may import {target}: ship it (PYSCRIPT_CHUNKS) "
                    "or say why the app never needs it (PYSCRIPT_UNUSED)."
                )
    return [dist / name for name in sorted(shipped)] + [
        NODE_MODULES / "@pyscript" / "core" / name for name in PYSCRIPT_EXTRAS
    ]


# --- the loading screen's progress ---------------------------------------------


def boot_sizes(out: Path, patterns: tuple[str, ...] = WORKER_BOOT_FILES) -> dict[str, list[int]]:
    """Each file of `patterns` in `out`: [its size, its size on the wire]."""
    sizes = {}
    for pattern in patterns:
        matches = sorted(out.glob(pattern))
        if not matches:
            raise BuildError(f"WORKER_BOOT_FILES names {pattern}, which the build does not have.")
        for path in matches:
            data = path.read_bytes()
            wire = len(gzip.compress(data, 6, mtime=0)) if path.suffix in GZIPPED_SUFFIXES else None
            sizes[path.relative_to(out).as_posix()] = [len(data), wire or len(data)]
    return sizes


def packed_sums(out: Path) -> str:
    """The SHA-256 of the engine and the snapshot as shipped (PACKED)."""
    return json.dumps(
        {name: sha256((out / name).read_bytes()) for name in (SNAPSHOT, BUNDLE_GZ)},
        sort_keys=True,
    )


def fill_worker_boot(out: Path) -> None:
    """Write WORKER_BOOT_FILES' sizes and PACKED into the built
    static/worker-boot.mjs."""
    module = out / WORKER_BOOT_MODULE
    text = module.read_text(encoding="utf-8")
    for placeholder in (SIZES_PLACEHOLDER, PACKED_PLACEHOLDER):
        if text.count(placeholder) != 1:
            raise BuildError(f"{WORKER_BOOT_MODULE} must hold {placeholder!r} once.")
    sizes = json.dumps(boot_sizes(out, WORKER_BOOT_FILES), sort_keys=True, separators=(",", ":"))
    text = text.replace(SIZES_PLACEHOLDER, sizes).replace(PACKED_PLACEHOLDER, packed_sums(out))
    module.write_text(text, encoding="utf-8")


# --- service worker ----------------------------------------------------------


def service_worker(out: Path) -> str:
    """static/sw.js with the precache list: every file but itself, with its SHA-256."""
    files = {}
    for path in sorted(out.rglob("*")):
        rel = path.relative_to(out).as_posix()
        if path.is_file() and rel not in NOT_PRECACHED:
            files["./" + rel] = sha256(path.read_bytes())
    version = sha256(json.dumps(files, sort_keys=True).encode())[:16]
    template = (ROOT / "static" / SERVICE_WORKER).read_text(encoding="utf-8")
    generated = template.replace('"__VERSION__"', json.dumps(version)).replace(
        "{} /* __FILES__ */", json.dumps(files, indent=1, sort_keys=True)
    )
    if generated.count(version) != 1 or "__FILES__" in generated:
        raise BuildError("static/sw.js must hold '\"__VERSION__\"' and '{} /* __FILES__ */' once.")
    return generated


# --- the build ---------------------------------------------------------------


def build(out: Path) -> list[Path]:
    """Write the site into `out` (emptied first) and return the files written."""
    check_node_modules()
    sources = browser_sources()
    config = pyscript_config()
    page = page_html(config)
    pyscript = pyscript_files()

    if out.exists():
        if any(out.iterdir()) and not (out / ".nojekyll").exists():
            raise BuildError(f"{out} is not empty and not a previous build: refusing to delete it.")
    full_stdlib = compiled_stdlib()
    bundle = compiled_bundle(sources, full_stdlib)
    stdlib = trimmed_stdlib(full_stdlib)
    snapshot = compiled_snapshot(stdlib, bundle, snapshot_modules(sources))

    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    # GitHub Pages: serve files as they are, without Jekyll processing. Written
    # first, it also marks the folder as a build should this one fail.
    (out / ".nojekyll").write_text("", encoding="utf-8")

    (out / "index.html").write_text(page, encoding="utf-8")
    for name in PAGE_FILES:
        copy(ROOT / name, out / name)
    for path in sorted((ROOT / "static").rglob("*")):
        inside = path.relative_to(ROOT / "static").as_posix()
        if path.is_file() and inside != SERVICE_WORKER and inside not in INLINED_CSS:
            copy(path, out / path.relative_to(ROOT))
    (out / BUNDLE_GZ).write_bytes(gzip.compress(bundle.read_bytes(), 9, mtime=0))
    copy(snapshot, out / SNAPSHOT)

    vendor = out / "vendor"
    pyodide = NODE_MODULES / "pyodide"
    for name in PYODIDE_COPIED:
        copy(pyodide / name, vendor / "pyodide" / name)
    copy(stdlib, vendor / "pyodide" / "python_stdlib.zip")
    (vendor / "pyodide" / "pyodide-lock.json").write_text(trimmed_lock(), encoding="utf-8")
    for path in pyscript:
        copy(path, vendor / "pyscript" / path.name)

    fill_worker_boot(out)
    (out / SERVICE_WORKER).write_text(service_worker(out), encoding="utf-8")
    return sorted(p for p in out.rglob("*") if p.is_file())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--out", type=Path, default=ROOT / "dist", help="output folder (default: dist/)"
    )
    args = parser.parse_args(argv)
    try:
        files = build(args.out.resolve())
    except BuildError as error:
        print(f"build failed: {error}", file=sys.stderr)
        return 1
    size = sum(p.stat().st_size for p in files)
    print(f"built {args.out}: {len(files)} files, {size / 1e6:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
