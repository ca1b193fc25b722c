"""The command line's own sentences. It speaks English whatever the app's
language (the pieces' names come from ``words``, read in English, the
default language, since nothing in the command line changes it)."""

from __future__ import annotations

from .. import words
from ..rules.scoring import VARIANTS


def seeds_error(seed: int, games: int, limit: int) -> str | None:
    """What is wrong with an arena's ``--seed`` and ``--games`` (its seeds
    run from ``seed`` to ``seed + games - 1``, each within ``limit``), or
    None. The message names the option at fault."""
    if abs(seed) > limit:
        return f"--seed must lie between -{limit} and {limit}"
    if games > limit:
        return f"--games must be at most {limit}"
    if abs(seed + games - 1) > limit:
        return f"--games {games} from --seed {seed} would pass the last seed, {limit}"
    return None


def count(n: int, one: str, many: str) -> str:
    """``n`` things, with the right plural: "1 game", "3 games"."""
    return f"{n} {one if n == 1 else many}"


#: How a game was decided, in a few words (a line of an arena's list).
DECIDED_BY: dict[str, str] = {
    "points": "on points",
    "stones": "on the Stones tie-break",
    "shared": "shared victory",
    "tie": "a full tie goes to the Architect",
}


def options_sentence(players: int, solo_level: str | None, long_game: bool, variants) -> str:
    """A game's options in full, for the command line's reports."""
    if solo_level:
        parts = [f"solo against the Illustrious Architect ({words.level_title(solo_level)})"]
    else:
        parts = [f"{players} players"]
    if long_game:
        parts.append("long game")
    chosen = [v for v in VARIANTS if v in variants]
    parts.append("variants: " + (", ".join(chosen) if chosen else "none"))
    return ", ".join(parts)


def outcome(result, scores, names: list[str], over: bool) -> str:
    """The winner(s) and the tie-break in full, with the figures that decided
    (``result``: a ``rules.result.Result``; ``scores``: each seat's
    ``ScoreBreakdown``); for an unfinished game, who would win if it ended
    now. The command line's reports."""
    prefix = "Winner" if over else "Leading"
    winners = result.winners
    first = scores[winners[0]]
    if result.decided_by == "points":
        return f"{prefix}: {names[winners[0]]}, with the most points ({first.total})."
    if result.decided_by == "stones":
        tied = [i for i, s in enumerate(scores) if s.total == first.total]
        others = max(scores[i].stones for i in tied if i != winners[0])
        return (
            f"{prefix}: {names[winners[0]]}. "
            f"{words.join([names[i] for i in tied])} tie on {first.total} points; "
            f"{names[winners[0]]} wins the tie-break with more Stones ({first.stones} to {others})."
        )
    if result.decided_by == "tie":
        return (
            f"{prefix}: {names[winners[0]]}. Equal points ({first.total}) and Stones "
            f"({first.stones}): a full tie is not a win for the player."
        )
    shared = "Shared victory" if over else "Sharing the lead"
    return (
        f"{shared}: {words.join([names[i] for i in winners])}, with {first.total} points "
        f"and {first.stones} Stones each."
    )
