"""``python -m akropolis link``: a game record into a link and back, so
that a game played at a distance can be read, and a move added, from a
terminal (docs/link-format.md).

    python -m akropolis link game.json                  # the fragment: #play=...
    python -m akropolis link game.json --base https://friends.github.io/akropolis/
    python -m akropolis link --decode 'https://...#play=...'   # the record
"""

from __future__ import annotations

import argparse

from ..core import link
from ..core.record import RecordError
from ..core.registry import from_link, to_link
from ..i18n import t


def add_parser(commands) -> argparse.ArgumentParser:
    parser = commands.add_parser(
        "link",
        help="write a game record as a link, or a link as a record",
        description=(
            "Write a game record (a JSON file) as the link that carries it, or with "
            "--decode read a link (an address or its fragment) and print its record. "
            "Either way the game is replayed through the rules first."
        ),
    )
    parser.add_argument("source", metavar="RECORD|LINK", help="a record's file, or with --decode a link")
    parser.add_argument("--decode", action="store_true", help="read a link and print its record")
    parser.add_argument("--base", metavar="URL", help="print the whole address: the site's URL and the fragment")
    return parser


def looks_like_link(text: str) -> bool:
    return "#" + link.KEY in text or text.startswith(link.KEY)


def game_of_link(text: str):
    """The game (its spec and state) a link holds; ``RecordError`` if none."""
    spec, record = from_link(text)
    return spec, spec.from_record(record)


def run(args, read_game, out, fail) -> int:
    """``read_game(path)`` gives a record file's game (its spec and state)
    or returns an exit status after saying why it could not."""
    if args.decode:
        if args.base:
            return fail("--base writes a link; it cannot be used with --decode")
        try:
            spec, state = game_of_link(args.source)
        except RecordError as error:
            return fail(str(error))
        out(spec.dumps(state))
        return 0
    game = read_game(args.source)
    if isinstance(game, int):
        return game
    spec, state = game
    if spec.link is None:
        return fail(f"{args.source}: {t(spec.no_link)}")
    fragment = to_link(spec, state)
    out((link.address(args.base, fragment) if args.base else fragment) + "\n")
    return 0
