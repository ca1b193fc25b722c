"""The static site: self-contained page and config, the build, and the local server.

No browser here; tests/e2e/ boots the built site in Chromium.
"""

from __future__ import annotations

import importlib.util
import json
import re
import tomllib
import urllib.error
import urllib.request
from email.message import Message
from html.parser import HTMLParser
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def load_script(name: str):
    """Import scripts/NAME.py, which is not in a package."""
    spec = importlib.util.spec_from_file_location(
        f"scripts_{name}", ROOT / "scripts" / f"{name}.py"
    )
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build = load_script("build")
serve = load_script("serve")


class UrlCollector(HTMLParser):
    """Every src and href in a page."""

    def __init__(self):
        super().__init__()
        self.urls: list[str] = []

    def handle_starttag(self, tag, attrs):
        self.urls.extend(value for name, value in attrs if name in ("src", "href") and value)


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
    assert '<script type="py" src="./main.py" config="./pyscript.toml">' in html
    assert set(page_urls()) >= {
        "./static/favicon.svg",
        "./vendor/pyscript/core.js",
        "./vendor/pyscript/core.css",
    }
    for url in page_urls():
        if url.startswith("./static/") or url == "./main.py":
            assert (ROOT / url).is_file(), f"{url} is linked but missing"


def test_pyscript_config_uses_the_vendored_pyodide_and_fetches_no_packages():
    config = tomllib.loads((ROOT / "pyscript.toml").read_text(encoding="utf-8"))
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"
    # Packages would come from Pyodide's CDN or PyPI, and [files] is generated.
    assert not {"packages", "files", "fetch", "js_modules"} & set(config)


def test_package_json_pins_exact_versions():
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    assert package["dependencies"] == {"@pyscript/core": "0.7.31", "pyodide": "314.0.7"}
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    assert lock["packages"]["node_modules/pyodide"]["version"] == "314.0.7"
    assert lock["packages"]["node_modules/@pyscript/core"]["version"] == "0.7.31"


# --- the build -------------------------------------------------------------


def engine_sources() -> set[str]:
    return {
        path.relative_to(ROOT).as_posix()
        for path in (ROOT / "akropolis").rglob("*.py")
        if "__pycache__" not in path.parts
    }


def test_generated_config_lists_every_engine_module():
    config = tomllib.loads(build.pyscript_config(build.package_sources()))
    files = config["files"]
    assert set(files) == {f"./{source}" for source in engine_sources()}
    assert all(source == target for source, target in files.items())
    assert config["interpreter"] == "./vendor/pyodide/pyodide.mjs"


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


def test_build_holds_the_page_the_engine_and_the_runtime(built):
    files = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    assert {"index.html", "main.py", "pyscript.toml", ".nojekyll", "static/favicon.svg"} <= files
    assert engine_sources() <= files
    assert {f"vendor/pyodide/{name}" for name in build.PYODIDE_FILES} <= files
    assert {"vendor/pyscript/core.js", "vendor/pyscript/core.css"} <= files
    assert not [f for f in files if f.endswith((".map", ".d.ts", ".pyc")) or "console" in f]
    assert not [f for f in files if "/tests/" in f or f.startswith("tests/")]


def test_build_config_maps_files_that_exist(built):
    config = tomllib.loads((built / "pyscript.toml").read_text(encoding="utf-8"))
    for source in config["files"]:
        assert (built / source).is_file(), source
    assert (built / config["interpreter"]).is_file()


def test_vendored_pyscript_imports_only_files_that_were_copied(built):
    vendor = built / "vendor" / "pyscript"
    for script in vendor.glob("*.js"):
        text = script.read_text(encoding="utf-8")
        for target in re.findall(r"""(?:from|import)\s*\(?\s*["'](\./[^"']+)["']""", text):
            assert (vendor / target).is_file(), f"{script.name} imports missing {target}"


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


def test_serve_refuses_a_folder_without_a_page(tmp_path, capsys):
    assert serve.main(["0", "--dir", str(tmp_path)]) == 1
    assert "build.py" in capsys.readouterr().err
