"""The static site: self-contained page and config, the build, and the local server.

No browser here; tests/e2e/ boots the built site in Chromium.
"""

from __future__ import annotations

import gzip
import hashlib
import html
import io
import json
import re
import shutil
import struct
import tomllib
import urllib.error
import urllib.request
import zipfile
from email.message import Message
from html.parser import HTMLParser
from pathlib import Path

import pytest

from scripts import build, serve

ROOT = Path(__file__).resolve().parent.parent


class UrlCollector(HTMLParser):
    """Every src and href in a page."""

    def __init__(self):
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.urls.extend(value for name, value in attrs if name in ("src", "href") and value)

    @classmethod
    def of(cls, page: str) -> list[str]:
        collector = cls()
        collector.feed(page)
        return collector.urls


def page_urls() -> list[str]:
    collector = UrlCollector()
    collector.feed((ROOT / "index.html").read_text(encoding="utf-8"))
    return collector.urls


# --- the page and its config ---------------------------------------------


@pytest.mark.parametrize("name", ["index.html", "pyscript.toml"])
def test_nothing_is_loaded_from_outside(name):
    text = (ROOT / name).read_text(encoding="utf-8")
    remote = [
        url
        for url in re.findall(r"(?:https?:)?//[\w.-]+\.[a-z]{2,}[^\s\"'<>)]*", text)
        if not re.match(r"(?:https?:)?//www\.w3\.org/", url)
    ]
    assert not remote, f"{name} names remote URLs: {remote}"


def test_page_urls_are_relative_to_the_page():
    urls = page_urls()
    assert urls, "index.html links nothing?"
    assert all(url.startswith("./") for url in urls), urls


def test_page_has_the_essentials():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in html
    assert '<meta name="viewport" content="width=device-width, initial-scale=1">' in html
    assert "<title>Akropolis</title>" in html
    assert '<main id="app">' in html
    assert '<py-config src="./pyscript.toml"></py-config>' in html
    assert '<script type="py"' not in html  # Python runs in the worker page.mjs starts
    assert set(page_urls()) >= {
        "./static/favicon.svg",
        "./static/manifest.webmanifest",
        "./static/pwa.js",
        "./static/page.mjs",
        "./vendor/pyscript/core.css",
    }
    for url in page_urls():
        if url.startswith("./static/") or url == "./main.py":
            assert (ROOT / url).is_file(), f"{url} is linked but missing"


def test_page_offers_updates_and_is_installable():
    html = (ROOT / "index.html").read_text(encoding="utf-8")
    assert '<link rel="manifest" href="./static/manifest.webmanifest">' in html
    assert '<meta name="theme-color"' in html
    update = re.search(r'<div id="update"[^>]*hidden>(.*?)</div>', html)
    assert update, "the update prompt is missing or not hidden"
    assert re.sub(r"<[^>]+>", "", update.group(1)) == "A new version is ready: reload"


def test_manifest_is_relative_with_svg_and_png_icons():
    manifest = json.loads((ROOT / "static" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["name"] == "Akropolis"
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "../"  # the site's folder
    assert manifest["theme_color"].startswith("#") and manifest["background_color"].startswith("#")
    sizes = {}
    for icon in manifest["icons"]:
        assert "//" not in icon["src"] and not icon["src"].startswith("/")
        path = ROOT / "static" / icon["src"]
        assert path.is_file(), icon["src"]
        if icon["type"] == "image/png":
            data = path.read_bytes()
            assert data[:8] == b"\x89PNG\r\n\x1a\n"
            width, height = struct.unpack(">II", data[16:24])
            assert icon["sizes"] == f"{width}x{height}"
            sizes[width] = icon["src"]
        else:
            assert icon["type"] == "image/svg+xml"
    assert {192, 512} <= set(sizes)


def test_pyscript_config_uses_the_vendored_pyodide_and_fetches_no_packages():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./static/worker-boot.mjs"
    boot = (ROOT / "static" / "worker-boot.mjs").read_text(encoding="utf-8")
    assert 'from "../vendor/pyodide/pyodide.mjs"' in boot
    # Packages would come from Pyodide's CDN or PyPI; the engine comes in akropolis.zip.
    assert not {"packages", "files", "fetch", "js_modules"} & set(config)
    plugins = {name.removeprefix("!") for name in config["plugins"] if name.startswith("!")}
    assert "error" not in plugins, "the loading screen repeats the error plugin's message"
    assert {"py-editor", "py-terminal", "py-game", "codemirror"} <= plugins


def test_package_json_pins_exact_versions():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.7"}
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.7"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"
    # The e2e suite's accessibility audit and bench/lighthouse.py's Lighthouse:
    # development tools, not in the site.
    assert package["devDependencies"] == {"axe-core": "4.14.1", "lighthouse": "13.5.0"}
    for name, version in package["devDependencies"].items():
        assert lock["packages"][f"node_modules/{name}"]["version"] == version
        assert lock["packages"][f"node_modules/{name}"]["dev"] is True


# --- the build -------------------------------------------------------------


def engine_sources() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "akropolis").rglob("*.py")
        if "__pycache__" not in path.parts
    }


def test_engine_sources_are_every_module_of_the_package():
    assert {rel.as_posix() for rel in build.package_sources()} == engine_sources()


def test_build_without_node_modules_says_run_npm_ci(monkeypatch, tmp_path):
    monkeypatch.setattr(build, "NODE_MODULES", tmp_path / "node_modules")
    with pytest.raises(build.BuildError, match="run `npm ci`"):
        build.build(tmp_path / "dist")
    assert not (tmp_path / "dist").exists()


def test_build_refuses_to_empty_a_folder_it_did_not_make(tmp_path):
    if not (build.NODE_MODULES / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run npm ci")
    (tmp_path / "notes.txt").write_text("keep me")
    with pytest.raises(build.BuildError, match="refusing"):
        build.build(tmp_path)
    assert (tmp_path / "notes.txt").exists()


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    if not (build.NODE_MODULES / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run npm ci")
    out = tmp_path_factory.mktemp("site") / "dist"
    build.build(out)
    return out


def site_files(folder: Path) -> dict[str, bytes]:
    return {
        p.relative_to(folder).as_posix(): p.read_bytes() for p in folder.rglob("*") if p.is_file()
    }


def inline_config(built: Path) -> dict:
    page = (built / "index.html").read_text(encoding="utf-8")
    match = re.search(r'<py-config type="json" hidden>(.*?)</py-config>', page)
    assert match, "the built page has no inlined config"
    return json.loads(html.unescape(match.group(1)))


def test_build_holds_the_page_the_engine_and_the_runtime(built):
    files = set(site_files(built))
    assert {"index.html", "main.py", ".nojekyll", "sw.js", build.BUNDLE_GZ} <= files
    assert build.SNAPSHOT in files
    assert {
        "static/favicon.svg",
        "static/manifest.webmanifest",
        "static/icon-192.png",
        "static/icon-512.png",
        "static/pwa.js",
        "static/page.mjs",
        "static/worker-boot.mjs",
        "static/boot-progress.mjs",
    } <= files
    assert {f"vendor/pyodide/{name}" for name in build.PYODIDE_FILES} <= files
    assert {"vendor/pyscript/core.js", "vendor/pyscript/core.css"} <= files
    assert not [f for f in files if f.endswith((".map", ".d.ts", ".pyc")) or "console" in f]
    assert not [f for f in files if "/tests/" in f or f.startswith("tests/")]
    # The engine is in akropolis.zip.gz only, and the config is inlined.
    assert not [f for f in files if f.startswith("akropolis/") or f == "pyscript.toml"]
    assert "static/sw.js" not in files
    # The development tools (the e2e audit's, the benchmark's) stay out.
    assert not [f for f in files if "axe" in f or "lighthouse" in f.lower()]
    assert not [f for f in files if "node_modules" in f]
    assert not [name for name in build.INLINED_CSS if f"static/{name}" in files]  # inlined


def test_build_ships_only_the_pyscript_files_the_app_loads(built):
    shipped = {p.name for p in (built / "vendor" / "pyscript").iterdir()}
    names = {build.CHUNK.match(name)["name"] for name in shipped if build.CHUNK.match(name)}
    assert names == set(build.PYSCRIPT_CHUNKS)
    assert not [name for name in shipped if name.startswith(("xterm", "codemirror", "py-"))]


def test_vendored_pyscript_imports_only_files_that_were_copied_or_unused(built):
    vendor = built / "vendor" / "pyscript"
    for script in vendor.glob("*.js"):
        text = script.read_text(encoding="utf-8")
        for target in re.findall(r"""\bfrom\s*["'](\./[^"']+)["']""", text):
            assert (vendor / target).is_file(), f"{script.name} imports missing {target}"
        for target in re.findall(r"""\bimport\(\s*["'](\./[^"']+)["']""", text):
            if not (vendor / target).is_file():
                assert build.CHUNK.match(target[2:])["name"] in build.PYSCRIPT_UNUSED, target


def test_built_page_inlines_the_config_and_turns_plugins_off_for_both_interpreters(built):
    config = inline_config(built)
    source = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config == source
    assert (built / config["interpreter"]).is_file()
    page = (built / "index.html").read_text(encoding="utf-8")
    mpy = re.search(r"<mpy-config hidden>(.*?)</mpy-config>", page)
    assert mpy and json.loads(html.unescape(mpy.group(1))) == {"plugins": config["plugins"]}
    for url in UrlCollector.of(page):
        assert (built / url).is_file(), f"the built page links {url}, which is missing"


def test_the_first_paint_waits_for_no_stylesheet(built):
    """The loading screen's, the menu's and the settings' styles are in the
    page, in the order index.html links them, and the head links no other
    stylesheet (at 1.6 Mbit/s 150 ms, two linked ones raced the runtime's
    download and held the first paint until ~0.6 s)."""
    page = (built / "index.html").read_text(encoding="utf-8")
    at = []
    for name in build.INLINED_CSS:
        css = (ROOT / "static" / name).read_text(encoding="utf-8").strip()
        block = f'<style data-from="{name}">\n{css}\n  </style>'
        assert page.count(block) == 1, name
        at.append(page.index(block))
    assert at == sorted(at)
    head = page[: page.index("<body")]
    assert 'rel="stylesheet"' not in head


def test_the_page_reads_the_settings_by_python_s_limits(built):
    """The page's first script reads the settings' language by the limits
    Python reads them by (issue 45, F5: it read settings Python refused)."""
    from akropolis.app.settings import LIMITS

    page = (built / "index.html").read_text(encoding="utf-8")
    blob = f'<script id="settings-limits" type="application/json">{json.dumps(LIMITS)}</script>'
    assert page.count(blob) == 1


def engine_zip(built: Path) -> zipfile.ZipFile:
    """The engine's zip, as static/worker-boot.mjs gets it (gunzipped)."""
    return zipfile.ZipFile(io.BytesIO(gzip.decompress((built / build.BUNDLE_GZ).read_bytes())))


def test_engine_zip_has_every_module_as_bytecode_only(built):
    with engine_zip(built) as bundle:
        names = set(bundle.namelist())
        pyc = bundle.read("akropolis/__init__.pyc")
        # Stored: the whole zip is gzipped, which compresses better.
        assert {info.compress_type for info in bundle.infolist()} == {zipfile.ZIP_STORED}
    for source in engine_sources():
        if source.startswith(("akropolis/cli/", "akropolis/__main__")):
            # The command line is not used in the browser.
            assert source not in names, source
        else:
            assert source + "c" in names and source not in names, source
    assert pyc[4:8] == b"\x01\x00\x00\x00", "an unchecked hash-based .pyc"


def test_engine_zip_has_pyscripts_package_as_stored_checked_bytecode(built):
    prefix = "_pyscript_pyc/"
    with engine_zip(built) as bundle:
        entries = {
            info.filename[len(prefix) :]: info
            for info in bundle.infolist()
            if info.filename.startswith(prefix) and not info.filename.endswith("/")
        }
        for info in entries.values():
            # static/worker-boot.mjs reads these without inflating them.
            assert info.compress_type == zipfile.ZIP_STORED, info.filename
            assert bundle.read(info)[4:8] == b"\x03\x00\x00\x00", "a checked hash-based .pyc"
    expected = set()
    for name in build.pyscript_sources():
        folder, _, file = name.rpartition("/")
        expected.add(f"{folder}/__pycache__/{file[:-3]}.cpython-314.pyc")
    assert set(entries) == expected


def test_stdlib_is_bytecode_without_unused_modules(built):
    with zipfile.ZipFile(built / "vendor" / "pyodide" / "python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
    assert {"random.pyc", "asyncio/__init__.pyc", "json/__init__.pyc", "dataclasses.pyc"} <= names
    # Frozen into Pyodide's Python: never read from the zip.
    assert not {"os.pyc", "io.pyc", "codecs.pyc", "importlib/_bootstrap.pyc"} & names
    assert not [name for name in names if name.endswith(".py")]
    for left_out in build.STDLIB_EXCLUDE:
        assert not [n for n in names if n.split("/")[0] in (left_out, left_out + ".pyc")]
    lock = json.loads((built / "vendor" / "pyodide" / "pyodide-lock.json").read_text())
    assert lock["packages"] == {} and lock["info"]["python"].startswith("3.14")


def test_boot_module_knows_the_sizes_on_the_wire(built):
    boot = (built / build.WORKER_BOOT_MODULE).read_text(encoding="utf-8")
    sizes = json.loads(re.search(r"const SIZES = (\{.*?\});", boot).group(1))
    # Zip and gzip files go as they are; the WebAssembly is gzipped on the way.
    assert sizes[build.BUNDLE_GZ][1] == sizes[build.BUNDLE_GZ][0]
    assert sizes["vendor/pyodide/pyodide.asm.wasm"][1] < sizes["vendor/pyodide/pyodide.asm.wasm"][0]
    # The same types as the local server's --gzip (GitHub Pages's).
    compressible = {
        suffix
        for suffix, mime in serve.MIME_TYPES.items()
        if mime.split(";")[0] in serve.COMPRESSIBLE
    }
    assert set(build.GZIPPED_SUFFIXES) <= compressible


def test_service_worker_precaches_every_file_by_content(built):
    sw = (built / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\});", sw, re.S).group(1))
    version = re.search(r'const VERSION = "([0-9a-f]{16})";', sw).group(1)
    expected = {
        "./" + name: hashlib.sha256(data).hexdigest()
        for name, data in site_files(built).items()
        if name not in ("sw.js", ".nojekyll")
    }
    assert files == expected
    assert version == hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:16]


def test_build_is_deterministic(built, tmp_path):
    again = tmp_path / "dist"
    build.build(again)
    first, second = site_files(built), site_files(again)
    assert first.keys() == second.keys()
    assert [name for name in first if first[name] != second[name]] == []


def test_compiled_zips_are_deterministic(tmp_path, monkeypatch):
    """Compiling the engine twice (no cache) gives the same bytes."""
    if not (build.NODE_MODULES / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run npm ci")
    stdlib = build.compiled_stdlib()
    outputs = []
    for attempt in range(2):
        monkeypatch.setattr(build, "CACHE", tmp_path / f"cache{attempt}")
        outputs.append(build.compiled_bundle(build.browser_sources(), stdlib).read_bytes())
    assert outputs[0] == outputs[1]


def test_memory_snapshot_is_deterministic_and_fits_the_default_heap(tmp_path, monkeypatch):
    if not (build.NODE_MODULES / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run npm ci")
    stdlib = build.compiled_stdlib()
    sources = build.browser_sources()
    bundle = build.compiled_bundle(sources, stdlib)
    modules = build.snapshot_modules(sources)
    assert "akropolis.app.views" in modules and "akropolis.browser.app" in modules
    assert "akropolis.browser.entry" not in modules
    outputs = []
    for attempt in range(2):
        monkeypatch.setattr(build, "CACHE", tmp_path / f"cache{attempt}")
        outputs.append(build.compiled_snapshot(stdlib, bundle, modules).read_bytes())
    assert outputs[0] == outputs[1]
    heap = gzip.decompress(outputs[0])
    # Pyodide 314 restores only into its default 30 MiB heap (+ a header).
    assert 30 * 2**20 < len(heap) < 31 * 2**20


def test_a_changed_file_changes_the_cache_name(built):
    before = re.search(r'const VERSION = "(\w+)"', (built / "sw.js").read_text()).group(1)
    (built / "static" / "cards.css").write_text("/* changed */\n", encoding="utf-8")
    try:
        after = re.search(r'const VERSION = "(\w+)"', build.service_worker(built)).group(1)
    finally:
        shutil.copyfile(ROOT / "static" / "cards.css", built / "static" / "cards.css")
    assert before != after


# --- the local server --------------------------------------------------------


@pytest.fixture(scope="module")
def site(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("served")
    for name in (
        "index.html",
        "app.mjs",
        "app.js",
        "python.wasm",
        "lock.json",
        "pyscript.toml",
        "icon.svg",
        "stdlib.zip",
        "main.py",
        "app.css",
        "manifest.webmanifest",
    ):
        (folder / name).write_text("x")
    return folder


def fetch(url: str) -> tuple[int, Message]:
    """Status and (case-insensitive) headers of a GET."""
    try:
        with urllib.request.urlopen(url) as response:
            response.read()
            return response.status, response.headers
    except urllib.error.HTTPError as error:
        return error.code, error.headers


@pytest.mark.parametrize(
    ("name", "mime"),
    [
        ("index.html", "text/html"),
        ("app.mjs", "text/javascript"),
        ("app.js", "text/javascript"),
        ("python.wasm", "application/wasm"),
        ("lock.json", "application/json"),
        ("pyscript.toml", "text/plain"),
        ("icon.svg", "image/svg+xml"),
        ("stdlib.zip", "application/zip"),
        ("main.py", "text/plain"),
        ("app.css", "text/css"),
        ("manifest.webmanifest", "application/manifest+json"),
    ],
)
def test_server_sends_the_right_mime_type(site, name, mime):
    with serve.Server(site) as server:
        status, headers = fetch(server.url + name)
    assert status == 200
    assert headers["Content-Type"].split(";")[0] == mime
    assert headers["Cache-Control"] == "no-cache"


def test_server_binds_loopback_and_reports_its_url(site):
    with serve.Server(site) as server:
        assert re.fullmatch(r"http://127\.0\.0\.1:\d+/", server.url)
        assert server.httpd.server_address[1] != 0


def test_server_under_a_sub_path(site):
    with serve.Server(site, base="akropolis") as server:
        assert server.url.endswith("/akropolis/")
        root = server.url.removesuffix("akropolis/")
        assert fetch(server.url + "python.wasm")[0] == 200
        assert fetch(root + "python.wasm")[0] == 404
        with urllib.request.urlopen(root) as response:
            assert response.url == server.url


def test_server_gzips_like_github_pages_only_when_asked(tmp_path):
    body = b"(module)" * 1000
    for name in ("python.wasm", "app.mjs", "index.html", "stdlib.zip", "icon.png"):
        (tmp_path / name).write_bytes(body)

    def get(url: str, accept: str = "gzip, deflate") -> tuple[Message, bytes]:
        request = urllib.request.Request(url, headers={"Accept-Encoding": accept})
        with urllib.request.urlopen(request) as response:
            return response.headers, response.read()

    with serve.Server(tmp_path, compress=True) as server:
        for name in ("python.wasm", "app.mjs", ""):
            headers, data = get(server.url + name)
            assert headers["Content-Encoding"] == "gzip", name
            assert int(headers["Content-Length"]) == len(data) < len(body)
            assert gzip.decompress(data) == body
        for name in ("stdlib.zip", "icon.png"):
            headers, data = get(server.url + name)
            assert headers["Content-Encoding"] is None and data == body, name
        headers, data = get(server.url + "python.wasm", accept="identity")
        assert headers["Content-Encoding"] is None and data == body
    with serve.Server(tmp_path) as server:
        headers, data = get(server.url + "python.wasm")
        assert headers["Content-Encoding"] is None and data == body


def test_serve_refuses_a_folder_without_a_page(tmp_path, capsys):
    assert serve.main(["0", "--dir", str(tmp_path)]) == 1
    assert "build.py" in capsys.readouterr().err


# --- GitHub Pages --------------------------------------------------------------


def test_pages_workflow_builds_from_a_clean_checkout_and_deploys():
    text = (ROOT / ".github" / "workflows" / "pages.yml").read_text(encoding="utf-8")
    for step in (
        "actions/checkout@",
        "actions/setup-node@",
        "npm ci",
        "actions/setup-python@",
        "python scripts/build.py",
        "actions/configure-pages@",
        "actions/upload-pages-artifact@",
        "actions/deploy-pages@",
    ):
        assert step in text, step
    assert re.search(r"permissions:\s+contents: read\s+pages: write\s+id-token: write", text)
    assert re.search(r"concurrency:\s+group: pages", text)
    assert "path: dist" in text and "include-hidden-files: true" in text  # .nojekyll
