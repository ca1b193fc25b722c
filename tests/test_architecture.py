"""The house rules of docs/architecture.md, checked on the source: which part
may import which, the engine's standard-library-only promise, and the size
of a module."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "akropolis"
BROWSER_ONLY = {"js", "pyodide", "pyscript"}
#: Which parts of akropolis/ each part may import (besides itself).
ALLOWED = {
    "core": {"i18n", "games"},
    "games": {"core", "rules", "bots", "cards"},
    "rules": {"core", "words", "i18n"},
    "bots": {"core", "rules", "words"},
    "app": {"core", "games", "rules", "bots", "cards", "words", "rulewords", "i18n"},
    "browser": {"core", "games", "app", "rules", "bots", "cards", "words", "rulewords", "i18n"},
    "cli": {"core", "games", "rules", "bots", "cards", "words", "i18n"},
    "cards": {"core", "rules", "words", "i18n"},
    "words": {"core", "rules", "i18n"},
    "rulewords": {"rules", "words", "i18n"},
    "i18n": set(),
    "__main__": {"cli"},
    "__init__": set(),
}
#: "No module over about 400 lines."
MAX_LINES = 420


def modules() -> list[Path]:
    return sorted(PACKAGE.rglob("*.py"))


def part_of(path: Path) -> str:
    rel = path.relative_to(PACKAGE)
    return rel.parts[0] if len(rel.parts) > 1 else rel.stem


def imports(path: Path) -> list[tuple[str, int]]:
    """(absolute module name, line) of every import in ``path``."""
    rel = path.relative_to(PACKAGE.parent).with_suffix("")
    return imports_of(path.read_text(encoding="utf-8"), list(rel.parts[:-1]))


def imports_of(source: str, package: list[str]) -> list[tuple[str, int]]:
    """(absolute module name, line) of every import of a module of
    ``package`` (its folder's parts) whose text is ``source``."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.extend((alias.name, node.lineno) for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - node.level + 1]
                name = ".".join(base + ([node.module] if node.module else []))
                if not node.module:
                    found.extend((f"{name}.{alias.name}", node.lineno) for alias in node.names)
                    continue
            else:
                name = node.module or ""
            found.append((name, node.lineno))
    return found


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_each_part_imports_only_what_the_architecture_allows(path):
    part = part_of(path)
    for name, line in imports(path):
        top = name.split(".")[0]
        where = f"{path.relative_to(PACKAGE)}:{line} imports {name}"
        if top == "akropolis":
            other = name.split(".")[1] if "." in name else "__init__"
            assert other == part or other in ALLOWED[part], where
        elif top in BROWSER_ONLY:
            assert part == "browser", where
        else:
            assert top in sys.stdlib_module_names or top == "__future__", where


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_module_is_over_about_400_lines(path):
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{path.relative_to(PACKAGE)} has {lines} lines"


def test_the_checker_resolves_relative_imports():
    """What the import test reads: relative imports made absolute, so that
    the rules importing the app would be seen."""
    source = "from ..app import session\nfrom .city import City\nfrom .. import words\nimport js\n"
    names = [name for name, _ in imports_of(source, ["akropolis", "rules"])]
    assert names == ["akropolis.app", "akropolis.rules.city", "akropolis.words", "js"]
    assert "app" not in ALLOWED["rules"]
