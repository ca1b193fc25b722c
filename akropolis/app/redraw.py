"""The table's regions as text, and which of them a redraw must write.

``Regions.build(session)`` turns the session's ``Screen`` into the text of
every region of the table (``views`` HTML, ``render`` SVG, plain text),
rebuilding a region only when what it shows changed: moving the aim does
not redraw the player cards. ``Writer.changes`` then picks the regions whose
text differs from what was last written to the page, so the browser writes
only those. Pure: the browser holds one of each per game shown.
"""

from __future__ import annotations

from collections.abc import Callable

from .. import i18n, words
from . import a11y, render, views
from .movelog import MoveLog, taken_html
from .overview import overview_html
from .replaybar import replay_html
from .screen import said_name
from .sendviews import end_html, send_html
from .session import Session

#: Regions written with ``innerHTML``, in the order they are written. The
#: board's ``aim`` group lies inside the board, which writes it empty.
HTML = (
    "status",
    "site",
    "players",
    "log",
    "board",
    "aim",
    "overview",
    "city-text",
    "replay",
    "send",
    "end",
)
#: Regions written with ``textContent``.
TEXT = ("notice", "board-title")
#: A region inside another: writing the outer one leaves it empty.
INSIDE = {"aim": "board"}


class Regions:
    """The regions' text, each rebuilt only when its own inputs change."""

    def __init__(self) -> None:
        self._made: dict[str, tuple[tuple, str]] = {}
        self._log = MoveLog()
        #: The site's address, for a game at a distance's link.
        self.base = ""

    def _get(self, name: str, key: tuple, make: Callable[[], str]) -> str:
        key = (i18n.language(), key)  # switching the language redraws it
        made = self._made.get(name)
        if made is None or made[0] != key:
            made = self._made[name] = (key, make())
        return made[1]

    def build(self, session: Session) -> dict[str, str]:
        screen = session.screen()
        position = screen.key[0]
        state = session.state
        city = state.cities[screen.seat]
        name = words.isolated(said_name(session.players[screen.seat], "CITY_OF"))
        turn = (screen.turn, screen.selected, screen.pending, screen.claim)
        at = screen.replay[0] if screen.replay else None
        seen = session.distance.seen if session.distance is not None else None
        return {
            "status": self._get("status", (position, turn), lambda: views.status_html(session)),
            "site": self._get(
                "site",
                (position, screen.turn, screen.selected, screen.rotation),
                lambda: views.site_html(session) + taken_html(session),
            ),
            "players": self._get(
                "players",
                (position, screen.seat),
                lambda: views.players_html(session, screen.seat),
            ),
            "log": self._get(
                "log",
                (tuple(session.game.turns), at, seen),
                lambda: self._log.html(session.game, [said_name(p, "LOG_TOOK") for p in session.players], at, seen),
            ),
            "board": self._get(
                "board",
                (position, screen.seat, screen.legal, screen.arrive),
                lambda: render.city_svg(
                    city,
                    label=i18n.t("CITY_OF", name=name),
                    highlights=screen.legal,
                    targets=not (screen.over or screen.replaying),
                    arrive=screen.arrive,
                    variants=state.options.variants,
                ),
            ),
            "aim": self._get(
                "aim",
                (screen.preview, screen.cursor),
                lambda: render.aim_layer(screen.preview, screen.cursor),
            ),
            "overview": self._get(
                "overview",
                (position, screen.overview, screen.seat),
                lambda: overview_html(session, screen.seat) if screen.overview else "",
            ),
            "city-text": self._get(
                "city-text",
                (position, screen.seat),
                lambda: a11y.city_text_html(
                    city,
                    state.score(screen.seat).districts,
                    i18n.t("CITY_OF", name=name),
                    state.options.variants,
                ),
            ),
            "replay": self._get("replay", (screen.replay,), lambda: replay_html(screen)),
            "send": self._get(
                "send",
                (position, screen.claim, screen.sending, session.show_code, self.base),
                lambda: send_html(session, self.base),
            ),
            "end": self._get(
                "end",
                (position, screen.sending, session.show_code, self.base),
                lambda: views.scorepad_html(session) + end_html(session, self.base) if screen.over else "",
            ),
            "notice": self._log.told(session.game, at) if at is not None else screen.notice,
            "board-title": screen.title,
        }


class Writer:
    """What the page holds: the text last written to each region."""

    def __init__(self) -> None:
        self.written: dict[str, str] = {}

    def changes(self, regions: dict[str, str]) -> list[tuple[str, str]]:
        """The regions to write, in order, with their text; from then on
        they count as written."""
        out = []
        for name, text in regions.items():
            outer = INSIDE.get(name)
            if outer is not None and any(n == outer for n, _ in out):
                self.written[name] = ""  # emptied by its outer region
            if self.written.get(name) != text:
                out.append((name, text))
                self.written[name] = text
        return out

    def forget(self) -> None:
        """The page was replaced: write every region next time."""
        self.written.clear()
