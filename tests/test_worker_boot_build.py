"""What the build gives Python's start in a Web Worker (static/worker-boot.mjs).

No browser here; tests/e2e/test_worker_boot.py starts it in Chromium.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from scripts import build

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    if not (build.NODE_MODULES / "pyodide").is_dir():
        pytest.skip("node_modules is missing: run npm ci")
    out = tmp_path_factory.mktemp("site") / "dist"
    build.build(out)
    return out


def constant(module: str, name: str) -> dict:
    return json.loads(re.search(rf"^const {name} = (\{{.*?\}});", module, re.M).group(1))


def test_the_worker_module_knows_the_sizes_of_what_python_needs(built):
    module = (built / build.WORKER_BOOT_MODULE).read_text(encoding="utf-8")
    assert build.SIZES_PLACEHOLDER not in module
    sizes = constant(module, "SIZES")
    assert set(sizes) == set(build.WORKER_BOOT_FILES)
    for path, (size, wire) in sizes.items():
        assert (built / path).stat().st_size == size, path
        assert 0 < wire <= size, path
    # What the worker imports as a module is the module, not the page's
    # classic script.
    assert "vendor/pyodide/pyodide.asm.mjs" in sizes
    assert "vendor/pyodide/pyodide.asm.js" not in sizes


def test_the_worker_module_knows_which_unpacked_copies_are_this_deploys(built):
    module = (built / build.WORKER_BOOT_MODULE).read_text(encoding="utf-8")
    assert build.PACKED_PLACEHOLDER not in module
    packed = constant(module, "PACKED")
    assert set(packed) == {build.SNAPSHOT, build.BUNDLE_GZ}
    sw = (built / build.SERVICE_WORKER).read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\});", sw, re.S).group(1))
    for name, sha in packed.items():
        assert files[f"./{name}"] == sha, name
    # The copies' format is the service worker's.
    formats = {
        re.search(r'^const COPY_FORMAT = "(\w+)";', text, re.M).group(1)
        for text in (module, sw)
    }
    assert len(formats) == 1, formats


def test_the_runtime_module_ships_as_npm_has_it_and_is_precached(built):
    runtime = built / "vendor" / "pyodide" / build.RUNTIME_MODULE
    assert runtime.read_bytes() == (build.NODE_MODULES / "pyodide" / build.RUNTIME_MODULE).read_bytes()
    sw = (built / build.SERVICE_WORKER).read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\});", sw, re.S).group(1))
    for path in (
        *build.WORKER_BOOT_FILES,
        build.WORKER_BOOT_MODULE,
        "static/boot-progress.mjs",
        "akropolis-snapshot.gz",
    ):
        assert f"./{path}" in files, path


def test_the_worker_module_is_the_one_pyodide_needs(built):
    """Pyodide's loader is imported from the vendored copy, whose version the
    module re-exports for polyscript; its runtime goes in by loadPyodide()'s
    documented `createPyodideModule` option."""
    module = (built / build.WORKER_BOOT_MODULE).read_text(encoding="utf-8")
    assert 'from "../vendor/pyodide/pyodide.mjs"' in module
    assert "export { version };" in module
    assert "export function loadPyodide(" in module
    assert "createPyodideModule: await runtime" in module
    # No document in a worker, and nothing of the page's global functions
    # replaced: only this worker's fetch() is watched while Python starts.
    assert "document." not in module
    assert "runPythonAsync" not in module
    assert "instantiateStreaming" not in module


def test_the_service_worker_answers_a_script_asked_with_a_query_at_that_address():
    """A module's import.meta.url is the address of the response it came
    from: the cached file, asked for as worker-boot.mjs?channel=..., must
    not come back under the address without the query, or the worker boot
    loses its channel and forcing (tests/e2e/test_worker_boot.py)."""
    sw = (ROOT / "static" / build.SERVICE_WORKER).read_text(encoding="utf-8")
    assert 'new URL(request.url).search && request.destination === "script"' in sw
    assert "return new Response(cached.body, cached);" in sw
