"""A second build of the site, of another git revision, for the browser
benchmarks' ``--against REV``: the baseline measured in the same run, on the
same machine, beside this tree's build (``dist/``).

The revision is checked out as a detached git worktree in the system's
temporary folder (``akropolis-against/<commit>``, kept for the next run)
and built there with its own ``scripts/build.py``. Its npm packages are
this tree's ``node_modules`` when both lock files are the same, else its
own ``npm ci``.

Run alone, it builds and prints the folder: python bench/revision.py main
"""

from __future__ import annotations

import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parents[1]


def commit_of(rev: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), "rev-parse", "--verify", f"{rev}^{{commit}}"],
        capture_output=True,
        check=True,
        text=True,
    ).stdout.strip()


def built(rev: str) -> pathlib.Path:
    """The ``dist/`` of revision ``rev``, built if it is not yet."""
    commit = commit_of(rev)
    tree = pathlib.Path(tempfile.gettempdir()) / "akropolis-against" / commit
    site = tree / "dist"
    if (site / "index.html").exists():
        return site
    if not tree.exists():
        tree.parent.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            ["git", "-C", str(ROOT), "worktree", "add", "--detach", str(tree), commit],
            check=True,
            capture_output=True,
        )
    modules = tree / "node_modules"
    if not modules.exists():
        lock = "package-lock.json"
        if (tree / lock).read_bytes() == (ROOT / lock).read_bytes():
            modules.symlink_to(ROOT / "node_modules", target_is_directory=True)
        else:
            subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=tree, check=True)
    subprocess.run([sys.executable, "scripts/build.py"], cwd=tree, check=True)
    return site


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__.strip().splitlines()[-1])
    print(built(sys.argv[1]))
