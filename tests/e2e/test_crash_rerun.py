"""A test whose page's renderer crashed is run once more, and only such a test
(tests/e2e/__init__.py: CRASH_RERUN; tests/conftest.py puts a `flaky`
marker on every e2e test).

Chromium's renderer crashes now and then while it boots the app (Pyodide's
WebAssembly; see docs/testing.md). The cases below crash their
page on purpose (chrome://crash) and run in a pytest of their own, with the
project's configuration; they are defined only there (CASES_DIR set)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CASES_DIR = "AKROPOLIS_CRASH_CASES"


def attempt(name: str) -> int:
    """Count one more run of case `name`; return how many runs it has had."""
    counter = Path(os.environ[CASES_DIR]) / name
    runs = int(counter.read_text()) + 1 if counter.exists() else 1
    counter.write_text(str(runs))
    return runs


def crash(page) -> None:
    """Crash the page's renderer, the way a real crash comes: a navigation cut short."""
    page.goto("data:text/html,<p>before")
    page.goto("chrome://crash")  # fails: net::ERR_ABORTED (the crash event follows)


if os.environ.get(CASES_DIR):

    def test_case_crash_then_pass(page):
        """Crashes on its first run (the error is a navigation's, not 'Target
        crashed': the crash event tells), passes on its rerun."""
        if attempt("crash_then_pass") == 1:
            crash(page)
        page.goto("data:text/html,<p>fine")
        assert page.locator("p").text_content() == "fine"

    def test_case_crash_text(page):
        """The next call on the crashed page fails with Playwright's 'Target crashed'."""
        if attempt("crash_text") == 1:
            try:
                crash(page)
            except Exception:
                pass
            page.locator("p").text_content(timeout=5_000)
        page.goto("data:text/html,<p>fine")

    def test_case_crash_then_other_error(page):
        """After the crash the test fails its own way (an assertion): still a crash."""
        if attempt("crash_then_other_error") == 1:
            try:
                crash(page)
            except Exception:
                pass
            raise AssertionError("the board is empty")

    def test_case_crash_every_time(page):
        """A page that crashes on every run: run twice, then it fails."""
        attempt("crash_every_time")
        crash(page)

    def test_case_plain_failure(page):
        """A failure with no crash is never run again."""
        attempt("plain_failure")
        page.goto("data:text/html,<p>here")
        assert page.locator("p").text_content() == "elsewhere"

    def test_case_plain_timeout(page):
        """Nor is a timeout without a crash."""
        attempt("plain_timeout")
        page.goto("data:text/html,<p>here")
        page.wait_for_selector("#never", timeout=500)


else:

    def test_only_a_crashed_page_is_run_again(tmp_path: Path):
        env = {**os.environ, CASES_DIR: str(tmp_path)}
        env.pop("PYTEST_ADDOPTS", None)
        result = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-p",
                "no:cacheprovider",
                "-q",
                "-rAR",
                "--rerun-show-tracebacks",
                "-k",
                "test_case_",
            ]
            + [__file__],
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
        )
        output = result.stdout + result.stderr
        runs = {path.name: int(path.read_text()) for path in tmp_path.iterdir()}
        assert runs == {
            "crash_then_pass": 2,
            "crash_text": 2,
            "crash_then_other_error": 2,
            "crash_every_time": 2,
            "plain_failure": 1,
            "plain_timeout": 1,
        }, output
        summary = output.strip().splitlines()[-1]
        assert re.search(r"\b3 failed, 3 passed, \d+ deselected, 4 rerun\b", summary), output
        for name in (
            "crash_then_pass",
            "crash_text",
            "crash_then_other_error",
            "crash_every_time",
        ):
            assert re.search(rf"^RERUN .*test_case_{name}\b", output, re.M), output
        for name in ("crash_every_time", "plain_failure", "plain_timeout"):
            assert re.search(rf"^FAILED .*test_case_{name}\b", output, re.M), output
        # A crash is recognised by the page's crash event, whatever the error it led to.
        assert re.search(r"PageCrashed: Target crashed: .*net::ERR_ABORTED", output), output
        assert re.search(r"PageCrashed: Target crashed: .*AssertionError: the board", output)
        assert result.returncode == 1, output


def test_the_crash_patterns_match_crashes_only():
    """CRASH_RERUN, as pytest-rerunfailures reads an error: 'Type: message'."""
    from . import CRASH_RERUN as patterns

    def rerun(error: str) -> bool:
        return any(re.search(pattern, error) for pattern in patterns)

    assert rerun("Error: Page.wait_for_selector: Target crashed \nCall log: ...")
    assert rerun("Error: Locator.text_content: Target crashed ")
    assert rerun("PageCrashed: Target crashed: Chromium's renderer crashed (...)")
    assert not rerun("TimeoutError: Page.wait_for_selector: Timeout 90000ms exceeded.")
    assert not rerun("AssertionError: the log says 'Target crashed'")
    assert not rerun("Error: Page.goto: net::ERR_ABORTED at chrome://crash")


def test_pdb_still_works_with_the_rerun_policy():
    """The reruns are a marker on browser tests, not a global option that
    pytest-rerunfailures would refuse alongside --pdb."""
    env = {key: value for key, value in os.environ.items() if key != "PYTEST_ADDOPTS"}
    env.pop(CASES_DIR, None)
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q", "--pdb"]
        + [
            "tests/test_words.py",
            "tests/e2e/test_crash_rerun.py::test_the_crash_patterns_match_crashes_only",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
