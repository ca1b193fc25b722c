"""What the table shows, worked out once per change: the ``Screen``.

``Session.screen()`` builds one after anything changed (a move, a chosen
tile, a rotation, the aim, the notice, the city looked at) and hands the
same object back until the next change. The views, the SVG, the command
policy (``commands.enabled``) and the browser all read it, so the legal
places of a tile, its preview and the enabled controls are computed once,
in one place, and agree with one another.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import i18n, words
from ..rules.game import Move
from ..rules.hexes import Hex
from . import takeback

#: ``Screen.turn``: whose turn the page shows (or a replay of the game).
HUMAN_TURN, COMPUTER_TURN, OVER, REPLAY = "human", "computer", "over", "replay"
#: A person's turn on another device (a game at a distance).
WAITING = "waiting"


def shown_name(player) -> str:
    """A seat's name as the table shows it: the player's own, or for the
    Illustrious Architect its title in the language read (its records name
    it in English)."""
    return i18n.t("ILLUSTRIOUS_ARCHITECT") if player.is_architect else player.name


def said_name(player, key: str) -> str:
    """A seat's name in the sentence ``key``: the player's own; for the
    Illustrious Architect its title with the article the language puts
    before it inside a sentence ("l'Illustre Architecte"), capitalised where
    the entry opens with the name ("L'Illustre Architecte a pris…")."""
    if not player.is_architect:
        return player.name
    said = i18n.t("ARCHITECT_SAID")
    text = i18n.entry(key)
    opens = (text[0] if isinstance(text, tuple) else text).startswith("{")
    return said[:1].upper() + said[1:] if opens else said


@dataclass(frozen=True)
class Preview:
    """A tile shown where it would go: its three (hex, type) pairs, the level
    it would stand on, whether the rules allow it there (if not, ``reason``
    says why in a player's words) and, from a session, the move it is."""

    cells: tuple[tuple[Hex, str], ...]
    level: int
    ok: bool
    reason: str | None = None
    move: Move | None = None


@dataclass(frozen=True)
class Screen:
    """The table at one moment, as the page shows it.

    ``seat``: the seat whose city is on the board; ``mine``: that city is
    the one the human to play is building (so ``legal``, ``preview`` and
    ``cursor`` apply to it). ``legal``: where the selected tile's first hex
    can go at the current rotation. ``key``: what the screen was built from;
    two screens with equal keys are equal."""

    key: tuple
    turn: str
    moves: int
    seat: int
    current: int
    site_size: int
    mine: bool
    selected: int | None
    rotation: int
    pending: bool
    aim: Hex | None
    legal: frozenset[Hex]
    preview: Preview | None
    notice: str
    can_undo: bool
    title: str
    #: What Undo takes back, in words (its accessible name).
    undo_label: str = ""
    #: At a distance: the person seats this device may say are its own
    #: (empty once it said), and whether the link is offered to send.
    claim: tuple[int, ...] = ()
    sending: bool = False
    #: In a replay: the turns shown (after that many) and the game's turns.
    replay: tuple[int, int] | None = None
    #: Every city at once, in place of the board.
    overview: bool = False
    #: The board shows a computer's city, the tile it just placed arriving.
    arrive: bool = False

    @property
    def over(self) -> bool:
        return self.turn == OVER

    @property
    def replaying(self) -> bool:
        return self.turn == REPLAY

    @property
    def human(self) -> bool:
        return self.turn == HUMAN_TURN

    @property
    def cursor(self) -> Hex | None:
        return self.aim if self.mine else None

    @property
    def preview_state(self) -> str:
        """``ok``, ``bad`` or empty (no preview): ``#board[data-preview]``."""
        if self.preview is None:
            return ""
        return "ok" if self.preview.ok else "bad"

    @property
    def legal_text(self) -> str:
        """The legal anchors as "q,r q,r ...": ``#board[data-legal]``."""
        return " ".join(f"{q},{r}" for q, r in sorted(self.legal))


def build(session, key: tuple) -> Screen:
    """The screen of ``session`` (a ``session.Session``) as it is now."""
    state = session.state
    replay = session.replay
    if replay is not None:
        turn = REPLAY
    elif state.over:
        turn = OVER
    else:
        turn = HUMAN_TURN if session.human_to_play else COMPUTER_TURN
        if session.waiting_for is not None:
            turn = WAITING
    seat = session.shown_seat()
    mine = seat == state.current and turn == HUMAN_TURN
    name = words.isolated(said_name(session.players[seat], "CITY_OF"))
    title = words.OVERVIEW if session.overview else i18n.t("CITY_OF", name=name)
    if replay is not None:
        title = words.replay_title(replay.at, replay.total, title)
    elif seat != state.current and not state.over and not session.overview:
        title += i18n.t("TITLE_TURN", name=words.isolated(said_name(session.player, "TITLE_TURN")))
    return Screen(
        key=key,
        turn=turn,
        moves=len(state.turns),
        seat=seat,
        current=state.current,
        site_size=len(state.site),
        mine=mine,
        selected=session.selected,
        rotation=session.rotation,
        pending=session.pending is not None,
        aim=session.aim,
        legal=frozenset(session.legal_anchors()) if mine else frozenset(),
        preview=session.preview() if mine else None,
        notice=session.notice,
        can_undo=session.can_undo(),
        title=title,
        undo_label=takeback.label(state, session.acted, session.distance, session.moved_here),
        replay=(replay.at, replay.total) if replay is not None else None,
        overview=session.overview,
        arrive=session.spotlight is not None and session.viewing is None,
        claim=session.claimable(),
        sending=session.sending(),
    )


def placed(gained: int) -> str:
    """The notice of a tile placed, awaiting Confirm."""
    covering = i18n.t("NOTICE_COVERING", quarries=words.quarries(gained), stones=words.stones(gained))
    return i18n.t("NOTICE_PLACED") + (covering if gained else "")
