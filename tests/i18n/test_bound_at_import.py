"""No sentence is read once and kept: an entry bound when a module is
imported (a module constant, a class attribute, a default argument) stays
in the language of that moment, and a change of language would not reach
it. This test reads the source for such bindings."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[2] / "akropolis"
#: The names a module reads the catalogue through.
CATALOGUE_MODULES = {"words", "rulewords", "cardwords", "cw", "w", "cards_words"}
CATALOGUE_CALLS = {"t", "plural", "entry"}


def modules() -> list[Path]:
    skip = {"i18n", "cli"}  # the catalogue itself; the command line is English
    return [p for p in sorted(PACKAGE.rglob("*.py")) if not skip & set(p.relative_to(PACKAGE).parts)]


def reads_the_catalogue(node: ast.AST) -> bool:
    """Whether evaluating ``node`` reads an entry (a function or lambda
    inside it is not evaluated then)."""
    if isinstance(node, ast.Lambda | ast.FunctionDef | ast.AsyncFunctionDef):
        return False
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        if node.value.id in CATALOGUE_MODULES and node.attr.isupper():
            return True
        if node.value.id == "i18n" and node.attr in CATALOGUE_CALLS:
            return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        if node.func.id in CATALOGUE_CALLS:
            return True
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if isinstance(node.func.value, ast.Name) and node.func.value.id in CATALOGUE_MODULES:
            return True  # words.stones(3) at import
    return any(reads_the_catalogue(child) for child in ast.iter_child_nodes(node))


def bound_at_import(tree: ast.Module) -> list[int]:
    lines = []

    def body(statements, top: bool):
        for node in statements:
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                if reads_the_catalogue(node.value):
                    lines.append(node.lineno)
            elif isinstance(node, ast.ClassDef):
                body(node.body, top)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                defaults = [*node.args.defaults, *(d for d in node.args.kw_defaults if d)]
                if any(reads_the_catalogue(d) for d in defaults):
                    lines.append(node.lineno)
            elif isinstance(node, ast.If | ast.Try):
                body(getattr(node, "body", []), top)

    body(tree.body, True)
    return lines


@pytest.mark.parametrize("path", modules(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_entry_is_bound_at_import(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    assert bound_at_import(tree) == [], f"{path.relative_to(PACKAGE)} binds an entry at import"


def test_the_check_sees_a_constant_a_class_attribute_and_a_default():
    source = (
        "X = words.GAME_OVER\n"
        "class A:\n    title = i18n.t('K')\n"
        "def f(label=words.UNDO):\n    return label\n"
        "def g():\n    return words.GAME_OVER\n"
        "H = lambda: words.GAME_OVER\n"
    )
    assert bound_at_import(ast.parse(source)) == [1, 3, 4]
