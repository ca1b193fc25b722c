"""No test depends on how fast the machine is: speed is measured in bench/,
never asserted in tests/ (a test that passes on an idle machine and fails on
a loaded one tells nothing about the code).

Every test module is read (its syntax tree, not run) for an ``assert`` on a
clock's reading: Python's clocks (``time.time``, ``monotonic``,
``perf_counter``, ``process_time``, ``thread_time``, their ``_ns`` forms,
``datetime.now``, ``timeit``) and, in the JavaScript a test runs in the
page, ``performance.now``, ``Date.now``, an event's ``timeStamp`` and the
Long Tasks API (``longtask``, an entry's ``duration``). A reading counts as
such through the names it is assigned to, the loops over it and the helpers
of the same suite that return one; in a function whose page script reads a
browser clock, whatever the page hands back counts. Clocks that only bound
a wait (a Playwright ``timeout=``, a deadline in a ``while`` loop) or whose
reading is only printed are not asserts, and pass."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

TESTS = Path(__file__).resolve().parent
ROOT = TESTS.parent

#: Python's clocks: module -> functions whose result is a time.
PY_CLOCKS = {
    "time": {
        "time", "time_ns", "monotonic", "monotonic_ns", "perf_counter", "perf_counter_ns",
        "process_time", "process_time_ns", "thread_time", "thread_time_ns",
    },
    "datetime": {"now", "utcnow", "today"},
    "timeit": {"timeit", "repeat", "default_timer"},
}
#: The page's clocks, in a script a test hands to the browser.
JS_CLOCK = re.compile(
    r"performance\s*\.\s*now|Date\s*\.\s*now|\btimeStamp\b|longtask|\.\s*duration\b",
    re.IGNORECASE,
)
#: Words of a module that may read a clock (the others are not parsed).
CLOCK_TEXT = re.compile(r"\b(?:time|datetime|timeit)\b|" + JS_CLOCK.pattern, re.IGNORECASE)
#: Calls that hand back what the page computed.
PAGE_READS = {"evaluate", "evaluate_all", "evaluate_handle", "wait_for_function"}


def _is_py_clock(call: ast.Call, imported: dict[str, str]) -> bool:
    func = call.func
    if isinstance(func, ast.Attribute):
        owner = func.value
        name = owner.attr if isinstance(owner, ast.Attribute) else getattr(owner, "id", None)
        return func.attr in PY_CLOCKS.get(imported.get(name, name), ())
    if isinstance(func, ast.Name):
        module = imported.get(func.id, "").split(".")[0]
        return func.id in PY_CLOCKS.get(module, ())
    return False


def _names(node: ast.AST) -> set[str]:
    return {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}


class Module:
    """One test module, each node of its syntax tree marked once: whether
    it mentions a page clock, hands back what the page computed, reads a
    clock (directly, through a page clock or through a helper)."""

    def __init__(self, name: str, source: str) -> None:
        self.name, self.lines = name, source.splitlines()
        tree = ast.parse(source, name)
        self.children: dict[ast.AST, list[ast.AST]] = {}
        order, stack = [], [tree]
        while stack:  # (no recursion: long chains of + are deep)
            node = stack.pop()
            order.append(node)
            self.children[node] = kids = list(ast.iter_child_nodes(node))
            stack.extend(kids)
        self.bottom_up = order[::-1]
        self.imported: dict[str, str] = {}  # local name -> the module it came from
        for node in order:
            if isinstance(node, ast.ImportFrom) and node.module:
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = node.module
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    self.imported[alias.asname or alias.name] = alias.name
        self.functions = [n for n in order if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
        #: Top-level helpers (not tests) and what they return.
        self.returns = {
            f.name: [n.value for n in ast.walk(f) if isinstance(n, ast.Return) and n.value]
            for f in tree.body
            if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef)) and not f.name.startswith("test_")
        }
        js_constants = {
            target.id
            for node in tree.body
            if isinstance(node, ast.Assign) and self._any(node.value, _is_js_clock)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        self.page = self._mark(
            lambda n: _is_js_clock(n) or (isinstance(n, ast.Name) and n.id in js_constants)
        )
        self.reads = self._mark(lambda n: isinstance(n, ast.Call) and _call_name(n) in PAGE_READS)
        self.clock = self.page

    def _mark(self, holds) -> dict[ast.AST, bool]:
        """node -> whether ``holds`` for it or a node under it."""
        marks: dict[ast.AST, bool] = {}
        for node in self.bottom_up:
            marks[node] = holds(node) or any(marks[kid] for kid in self.children[node])
        return marks

    @staticmethod
    def _any(node: ast.AST, holds) -> bool:
        return any(holds(n) for n in ast.walk(node))

    def mark_clocks(self, helpers: set[str]) -> None:
        self.clock = self._mark(
            lambda n: self.page[n]
            or (isinstance(n, ast.Call) and (_is_py_clock(n, self.imported) or _call_name(n) in helpers))
        )

    def helpers(self) -> set[str]:
        """Its helpers that return a clock's reading."""
        return {name for name, values in self.returns.items() if any(self.clock[v] for v in values)}

    def timed_asserts(self) -> list[int]:
        """The lines of its asserts on a clock's reading."""
        lines = set()
        for function in self.functions:
            if not self.clock[function]:
                continue  # reads no clock: nothing to assert on
            page_clock = self.page[function]

            def timed(node: ast.AST, names: set[str], page_clock: bool = page_clock) -> bool:
                return self.clock[node] or bool(_names(node) & names) or (page_clock and self.reads[node])

            bindings = list(_bindings(function))
            names: set[str] = set()
            changed = True
            while changed:  # until no other name holds a time
                changed = False
                for targets, value in bindings:
                    new = set().union(*map(_names, targets)) - names
                    if new and timed(value, names):
                        names |= new
                        changed = True
            for node in ast.walk(function):
                if isinstance(node, ast.Assert):
                    checked = [node.test]
                elif isinstance(node, ast.Call) and (_call_name(node) or "").startswith("assert"):
                    checked = node.args
                else:
                    continue
                if any(timed(arg, names) for arg in checked):
                    lines.add(node.lineno)
        return sorted(lines)


def _is_js_clock(node: ast.AST) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and bool(JS_CLOCK.search(node.value))


def _call_name(call: ast.Call) -> str | None:
    return getattr(call.func, "id", getattr(call.func, "attr", None))


def _bindings(function: ast.AST):
    """(targets, value) of every binding in ``function``."""
    for node in ast.walk(function):
        if isinstance(node, ast.Assign):
            yield node.targets, node.value
        elif isinstance(node, (ast.AugAssign, ast.AnnAssign, ast.NamedExpr)) and node.value:
            yield [node.target], node.value
        elif isinstance(node, (ast.For, ast.AsyncFor, ast.comprehension)):
            yield [node.target], node.iter
        elif isinstance(node, ast.withitem) and node.optional_vars is not None:
            yield [node.optional_vars], node.context_expr


def scan(sources: dict[str, str]) -> list[str]:
    """``file:line: code`` of every assert on a clock's reading in ``sources``
    (name -> Python source)."""
    pending, modules, helpers = dict(sources), [], set()
    while True:
        # Only modules that name a clock, or a helper returning one, are read.
        named = CLOCK_TEXT.pattern + "".join(rf"|\b{re.escape(h)}\b" for h in sorted(helpers))
        new = [name for name, text in pending.items() if re.search(named, text, re.IGNORECASE)]
        modules += [Module(name, pending.pop(name)) for name in new]
        for module in modules:
            module.mark_clocks(helpers)
        found = set().union(helpers, *(module.helpers() for module in modules))
        if not new and found == helpers:
            break
        helpers = found
    return [
        f"{module.name}:{line}: {module.lines[line - 1].strip()}"
        for module in modules
        for line in module.timed_asserts()
    ]


def suite_sources() -> dict[str, str]:
    this = Path(__file__).resolve()
    return {
        str(path.relative_to(ROOT)): path.read_text(encoding="utf-8")
        for path in sorted(TESTS.rglob("*.py"))
        if path.resolve() != this
    }


def test_no_test_asserts_on_a_clock():
    found = scan(suite_sources())
    assert not found, (
        "Tests must not depend on how fast the machine is; measure speed in "
        "bench/ instead:\n" + "\n".join(found)
    )


# The scan itself: what it flags and what it lets pass. The cases are data
# (tests/timing_cases/), not test code: this suite holds no clock of its own.
CASES = Path(__file__).resolve().parent / "timing_cases"


def cases(kind: str) -> dict[str, str]:
    return {path.stem: path.read_text(encoding="utf-8") for path in sorted((CASES / kind).glob("*.txt"))}


FLAGGED = cases("flagged")
PASSING = cases("passing")
assert FLAGGED and PASSING


@pytest.mark.parametrize("name", FLAGGED)
def test_the_scan_finds_an_assert_on_a_clock(name):
    source = FLAGGED[name]
    found = scan({"t.py": source})
    last_assert = max(i for i, line in enumerate(source.splitlines(), 1) if "assert" in line)
    assert [f.split(":")[1] for f in found] == [str(last_assert)], found


@pytest.mark.parametrize("name", PASSING)
def test_the_scan_lets_waits_and_printed_measures_pass(name):
    assert scan({"t.py": PASSING[name]}) == []
