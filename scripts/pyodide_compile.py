"""Bytecode for the browser, compiled by Pyodide's own Python (run by pyodide_compile.mjs).

Pyodide's python_stdlib.zip holds .py sources only, so every page load
compiled each module of the standard library it imported (most of the
runtime's start-up time). This runs inside the pinned Pyodide, under Node, at
build time, and writes zips of .pyc files for exactly that Python:

- ``stdlib``: the standard library as .pyc only (unchecked-hash .pyc, so
  nothing is compared at import), without the modules listed in ``exclude``
  (a REPL, debuggers, test runners, servers and clients the app never uses),
  compiled as ``python -OO`` would (``optimize`` 2: no docstrings, no
  asserts; a sixth smaller) but for the packages named in ``full`` (Pyodide's
  own, which read docstrings at run time);
- ``bundle``: a package (the engine) as .pyc only, imported from the zip by
  zipimport (a traceback names each file and line, without the line's text:
  the sources were a quarter of the first visit's engine download, and the
  first visit must stay under 0.9 of stock Pyodide's bytes);
  plus, under ``_pyscript_pyc/``, checked-hash .pyc files for the ``pyscript``
  package that PyScript writes as .py at every start (static/worker-boot.mjs
  puts them in its __pycache__; Python compares each with the source it
  finds, and compiles that source instead if they differ). Every entry is
  stored uncompressed: the build gzips the whole zip, which is smaller than
  deflating each file (the files share names and strings), and JavaScript
  reads PyScript's .pyc without an inflate.

Output is deterministic: sorted entries, fixed timestamps and permissions,
hash-based .pyc (no mtimes).
"""

from __future__ import annotations

import importlib._bootstrap_external as bootstrap
import importlib.util
import json
import sys
import zipfile

EPOCH = (1980, 1, 1, 0, 0, 0)


PYSCRIPT_PYC = "_pyscript_pyc/"


def pyc(source: bytes, filename: str, checked: bool = False, optimize: int = 0) -> bytes:
    code = compile(source, filename, "exec", dont_inherit=True, optimize=optimize)
    return bytes(bootstrap._code_to_hash_pyc(code, importlib.util.source_hash(source), checked))


def add(archive: zipfile.ZipFile, name: str, data: bytes, stored: bool = False) -> None:
    info = zipfile.ZipInfo(name, EPOCH)
    info.external_attr = (0o40755 if name.endswith("/") else 0o100644) << 16
    stored = stored or name.endswith("/")
    info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
    archive.writestr(info, data, compresslevel=9)


def excluded(name: str, exclude: list[str]) -> bool:
    top = name.split("/", 1)[0]
    return top in exclude or top.removesuffix(".py") in exclude


def stdlib(src: str, out: str, exclude: list[str], optimize: int = 0, full: list[str] = ()) -> None:
    """Recompile Pyodide's stdlib zip `src` into `out`."""
    # Where Pyodide puts the zip (on sys.path): the .pyc files' co_filename.
    location = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip"
    with zipfile.ZipFile(src) as zin, zipfile.ZipFile(out, "w") as zout:
        for info in sorted(zin.infolist(), key=lambda i: i.filename):
            name = info.filename
            if excluded(name, exclude):
                continue
            data = zin.read(info)
            if name.endswith(".py"):
                level = 0 if excluded(name, list(full)) else optimize
                add(zout, name[:-3] + ".pyc", pyc(data, f"{location}/{name}", optimize=level))
            else:
                add(zout, name, data)


def bundle(files: dict[str, str], out: str, location: str, pycache: dict[str, str]) -> None:
    """Zip `files` (name in zip -> path here; a .py as its .pyc), for `location` on
    sys.path, and `pycache` (path in the home folder -> path here) as
    checked .pyc in __pycache__ folders under PYSCRIPT_PYC."""
    entries: dict[str, bytes | str] = dict(files)
    for name, path in pycache.items():
        folder, _, module = name.rpartition("/")
        cached = f"{folder}/__pycache__/{module[:-3]}.{sys.implementation.cache_tag}.pyc"
        entries[PYSCRIPT_PYC + cached] = pyc(read(path), f"/home/pyodide/{name}", checked=True)
    folders = set()
    for name in entries:
        parts = name.split("/")[:-1]
        folders.update("/".join(parts[: i + 1]) + "/" for i in range(len(parts)))
    with zipfile.ZipFile(out, "w") as zout:
        for name in sorted(folders | set(entries)):
            if name.endswith("/"):
                add(zout, name, b"")
                continue
            value = entries[name]
            if isinstance(value, bytes):
                add(zout, name, value, stored=True)
                continue
            data = read(value)
            if name.endswith(".py"):
                add(zout, name + "c", pyc(data, f"{location}/{name}"), stored=True)
            else:
                add(zout, name, data, stored=True)


def read(path: str) -> bytes:
    with open(path, "rb") as handle:
        return handle.read()


def run(job_json: str) -> None:
    job = json.loads(job_json)
    for task in job["tasks"]:
        if task["kind"] == "stdlib":
            stdlib(
                task["src"],
                task["out"],
                task["exclude"],
                task.get("optimize", 0),
                task.get("full", []),
            )
        else:
            bundle(task["files"], task["out"], task["location"], task["pycache"])
