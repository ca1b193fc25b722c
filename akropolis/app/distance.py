"""A game at a distance, as one device holds it: which game it is on every
device (its ``identity``, from its link: ``core.link.identity``), which
seat is this device's person (or none: it watches), and how many turns
this device had seen before the last link brought more (the move log marks
the new ones).

Kept in the storage beside the game's save, under ``KEY`` + its id, as a
small JSON object; anything damaged in it reads as no distance at all, the
game itself untouched. Pure Python: the saved-games list, the table and
the opening of a link (``arrival``) read it.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from ..core import link
from ..core.registry import load_game
from ..i18n import t
from ..words import isolated
from .storage import Storage

KEY = "akropolis.distance."
_IDENTITY = re.compile(r"[0-9a-f]{20}")
#: Longer text under the key is not ours (a few dozen characters are).
_LIMIT = 200


@dataclass(frozen=True)
class Distance:
    """``identity``: the game's, the same on every device; ``seat``: this
    device's person (None: this device watches, or has not said yet);
    ``chosen``: whether the device said which seat is its own; ``seen``:
    the turns this device had seen before the last link."""

    identity: str
    seat: int | None = None
    chosen: bool = False
    seen: int = 0
    #: A branch kept beside the game: the moves it shares with it (0: none).
    branch: int = 0

    def to_text(self) -> str:
        return json.dumps({"identity": self.identity, "seat": self.seat,
                           "chosen": self.chosen, "seen": self.seen, "branch": self.branch})

    def mine(self, seat: int) -> bool:
        return self.chosen and self.seat == seat


def of_record(record: dict, **fields) -> Distance:
    """The distance of the tile game ``record`` (a parsed record)."""
    return Distance(link.identity(load_game("tiles").link, record), **fields)


def read(storage: Storage, game_id: str) -> Distance | None:
    """The distance kept for saved game ``game_id``; None if it is not a
    game at a distance (or what is kept is not ours)."""
    text = storage.get(KEY + game_id)
    if text is None or len(text) > _LIMIT:
        return None
    try:
        data = json.loads(text)
        identity, seat, chosen, seen = data["identity"], data["seat"], data["chosen"], data["seen"]
        branch = data.get("branch", 0)
    except (ValueError, KeyError, TypeError, AttributeError):
        return None
    if not (isinstance(identity, str) and _IDENTITY.fullmatch(identity)):
        return None
    if not (seat is None or (type(seat) is int and 0 <= seat < 4)):
        return None
    if type(chosen) is not bool or any(type(n) is not int or not 0 <= n <= 1000 for n in (seen, branch)):
        return None
    return Distance(identity, seat, chosen, seen, branch)


def write(storage: Storage, game_id: str, distance: Distance) -> None:
    """Keep ``distance`` for ``game_id``; raises ``StorageFull``."""
    storage.set(KEY + game_id, distance.to_text())


def games(storage: Storage, identity: str) -> list[str]:
    """The ids of the saved games that are ``identity``'s (a game and the
    branches kept beside it)."""
    found = []
    for key in storage.keys():
        if key.startswith(KEY):
            distance = read(storage, key[len(KEY):])
            if distance is not None and distance.identity == identity:
                found.append(key[len(KEY):])
    return sorted(found)


def list_words(names: tuple[str, ...], to_play: int, distance: Distance | None) -> str:
    """What the saved-games list says of a game at a distance: "your turn",
    "waiting for Basil", or nothing (not at a distance, over, or a
    computer to play: it plays when the game is opened). ``to_play``: the
    person to play's seat, -1 if none."""
    if distance is None:
        return ""
    branch = t("DISTANCE_BRANCH_MARK", n=distance.branch) if distance.branch else ""
    if not distance.chosen:
        said = t("DISTANCE_CHOOSE_SEAT")
    elif distance.seat is None:
        said = t("DISTANCE_WATCHING")
    elif not 0 <= to_play < len(names):
        said = ""
    elif distance.mine(to_play):
        said = t("DISTANCE_YOUR_TURN")
    else:
        said = t("DISTANCE_WAITING", name=isolated(names[to_play]))
    return " · ".join(x for x in (said, branch) if x)
