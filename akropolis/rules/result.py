"""Who wins (RULINGS.md, "Scoring" and "Solo mode"): most points; on a tie,
most Stones; still tied, a shared victory, except in solo, where a full tie
is not a win for the person."""

from __future__ import annotations

from dataclasses import dataclass

from .scoring import ScoreBreakdown


@dataclass(frozen=True)
class Result:
    """``winners``: the winning seats (several for a shared victory);
    ``decided_by``: "points", "stones" (the tie-break), "shared" (equal
    points and Stones), or in solo "tie" (kept by the Illustrious Architect)."""

    winners: tuple[int, ...]
    decided_by: str


def decide(scores: list[ScoreBreakdown], architect: int | None = None) -> Result:
    """Most points wins; on a tie, most Stones; still tied, a shared victory.
    In solo (``architect`` is its seat) the person wins only with more points
    or, on equal points, more Stones; otherwise the Illustrious Architect
    wins."""
    best = max(s.total for s in scores)
    leaders = [i for i, s in enumerate(scores) if s.total == best]
    if len(leaders) == 1:
        return Result((leaders[0],), "points")
    most = max(scores[i].stones for i in leaders)
    leaders = [i for i in leaders if scores[i].stones == most]
    if len(leaders) == 1:
        return Result((leaders[0],), "stones")
    if architect is not None:
        # A full tie is not a win for the person.
        return Result((architect,), "tie")
    return Result(tuple(leaders), "shared")
