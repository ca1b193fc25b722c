"""A person's turn at the tile table: the chosen tile, its rotation, the
aimed spot, and the tile put down there awaiting Confirm.

``Turn`` is a part of ``session.Session`` (its methods read the session's
game and notice). Its one promise: the notice and the buttons agree. The
tile put down (``put``) stays where it is while it is turned, and is
checked again at each rotation: where it fits, it awaits Confirm
(``pending``) and the notice says so; where it does not, the notice says
why and Confirm is off. What was said of a spot is dropped as soon as the
tile shown moves elsewhere.
"""

from __future__ import annotations

from functools import partial

from .. import i18n
from ..core.refusal import say as refused
from ..rules.game import Move
from ..rules.hexes import DIRECTIONS, Hex, distance, tile_hexes
from ..rules.tiles import TILES
from . import screen as screens
from .screen import Preview

#: How far from the city (in hexes) the keyboard aim may go: a legal
#: anchor can be 2 away (the tile touches the city by another hex), and
#: the aim must be able to step out from there and back.
AIM_REACH = 3


def say(key: str, **values):
    """A notice to be written when shown, in the language read then."""
    return partial(i18n.t, key, **values)


class Turn:
    """What the person to play prepares: ``selected`` (a Construction Site
    position), ``rotation``, ``aim``, ``put`` (where the tile was put down,
    fitting or not at the rotation of the moment) and ``pending`` (the move
    awaiting Confirm: the tile put down, where it fits). ``touched``: the
    person to play has chosen a tile this turn (``acted``)."""

    selected: int | None = None
    rotation: int = 0
    aim: Hex | None = None
    put: Hex | None = None
    pending: Move | None = None
    touched: bool = False
    #: The notice speaks of the tile at its spot (a refusal, "Confirm to
    #: build here", a suggestion shown): stale once the tile shown moves.
    _of_spot: bool = False

    @property
    def notice(self) -> str:
        notice = self._notice
        return notice() if callable(notice) else notice

    @notice.setter
    def notice(self, notice) -> None:
        # Said while the tile is put down: of that spot.
        self._notice = notice
        self._of_spot = self.put is not None

    @property
    def acted(self) -> bool:
        """The person to play has touched their turn (chosen a tile, or
        taken a suggested one), which seals the last person's move
        (``takeback``)."""
        return self.touched or self.selected is not None

    def _reset_turn(self) -> None:
        self.selected = None
        self.put = None
        self.pending = None
        self.aim = None

    def _moved(self) -> None:
        """The tile shown moved (aim, a rotation of a tile not put down, a
        new tile): nothing is put down, and what was said of its spot goes."""
        self.put = None
        self.pending = None
        if self._of_spot:
            self.notice = ""

    def select(self, position: int) -> bool:
        """Choose the tile at ``position`` of the Construction Site; refused
        (with the reason in ``notice``) if the player cannot pay for it."""
        if self.state.over:
            self.notice = say("GAME_OVER")
            return False
        if not self.human_to_play:
            self.notice = say("NOTICE_NOT_YOUR_TURN")
            return False
        error = self.state.cost_error(position)
        if error:
            self.notice = refused(error)
            if self.pending is not None:  # the tile put down still awaits Confirm
                gained = self.city.quarries_under(self.pending.placement)
                self.notice = lambda: f"{refused(error)} {screens.placed(gained)}"
            return False
        self.selected = position
        self.touched = True
        self._moved()
        self.viewing = None  # back to one's own city to place the tile
        self.overview = False
        self.notice = say("NOTICE_CHOSEN", n=position + 1)
        if self.aim is not None and self.preview() is None:
            self.aim = None
        return True

    @property
    def city(self):
        return self.state.cities[self.state.current]

    def _legal_by_rotation(self) -> dict[int, frozenset[Hex]]:
        """The selected tile's legal anchors at each rotation, from one call
        of the rules per position and tile."""
        if self.selected is None or self.city is None:
            return {}
        tile_id = self.state.site[self.selected]
        key = (self._position(), tile_id)
        if self._legal is None or self._legal[0] != key:
            anchors: dict[int, set[Hex]] = {}
            for p in self.city.legal_placements(TILES[tile_id]):
                anchors.setdefault(p.rotation, set()).add(p.anchor)
            self._legal = (key, {r: frozenset(a) for r, a in anchors.items()})
        return self._legal[1]

    def legal_anchors(self) -> set[Hex]:
        """Spaces where the selected tile's first hex can go with the current
        rotation: where a click places the tile legally."""
        return set(self._legal_by_rotation().get(self.rotation, ()))

    def legal_rotations(self) -> set[int]:
        return set(self._legal_by_rotation())

    def preview(self, anchor: Hex | None = None) -> Preview | None:
        """The selected tile at ``anchor`` (default: the aimed spot)."""
        anchor = self.aim if anchor is None else anchor
        if self.selected is None or anchor is None or self.city is None:
            return None
        city = self.city
        tile = TILES[self.state.site[self.selected]]
        cells = tile_hexes(anchor, self.rotation)
        level = city.natural_level(cells)
        if level is None:
            level = max(city.height.get(h, 0) for h in cells) + 1
        move = Move(self.selected, anchor, self.rotation, level)
        ok = anchor in self._legal_by_rotation().get(self.rotation, ())
        error = None if ok else self.state.move_error(move)
        reason = None if ok else (refused(error) if error else i18n.t("NOTICE_NOT_ALLOWED"))
        return Preview(tuple(zip(cells, tile.hexes, strict=False)), level, ok, reason, move)

    def aim_at(self, anchor: Hex) -> Preview | None:
        """Aim at ``anchor`` (a mouse pointing at it); a tile put down
        stays where it is."""
        if self.put is None and anchor != self.aim:
            self.aim = anchor
            self._moved()
        return self.preview()

    def move_aim(self, direction: int) -> Preview | None:
        """Move the aim one space in ``hexes.DIRECTIONS[direction]`` (keys),
        taking up a tile put down."""
        if self.selected is None:
            return None
        if self.aim is None:
            anchors = sorted(self.legal_anchors())
            self.aim = anchors[0] if anchors else (0, 0)
        else:
            dq, dr = DIRECTIONS[direction % 6]
            aim = (self.aim[0] + dq, self.aim[1] + dr)
            # Keep the aim near the city, where it can be seen.
            if self.city is None or any(distance(aim, h) <= AIM_REACH for h in self.city.height):
                self.aim = aim
        self._moved()
        self.viewing = None
        return self.preview()

    def rotate(self, steps: int = 1) -> None:
        """Turn the chosen tile; one put down stays put and is checked
        again (``place``): awaiting Confirm where it fits, refused where
        not."""
        if self.selected is None:
            return
        self.rotation = (self.rotation + steps) % 6
        if self.put is None:
            self._moved()
        else:
            self.aim = self.put
            self.place()

    def place_at(self, anchor: Hex) -> bool:
        """Put the chosen tile down at ``anchor`` (a click or a tap), a tile
        put down elsewhere taken up."""
        self.put = None
        self.aim_at(anchor)
        return self.place()

    def place(self) -> bool:
        """Put the previewed tile down, awaiting Confirm; an illegal spot
        sets ``notice`` to the reason (the tile stays put there, if it was,
        to be turned until it fits)."""
        preview = self.preview()
        if preview is None:
            self.notice = say("NOTICE_NO_TILE" if self.selected is None else "NOTICE_AIM_FIRST")
            return False
        self.pending = preview.move if preview.ok else None
        if not preview.ok:
            self.notice = preview.reason
        else:
            self.put = self.aim
            self.notice = partial(screens.placed, self.city.quarries_under(preview.move.placement))
        self._of_spot = True
        return preview.ok

    def confirm(self):
        """Play the move awaiting Confirm (its ``TurnReport``), or say why not."""
        if self.pending is None:
            self.notice = say("NOTICE_PLACE_FIRST")
            return None
        report = self._play(self.pending)
        self.viewing = None
        return report

    def cancel(self) -> None:
        """Step back: a tile put down first, then the chosen tile."""
        if self.put is not None or self.pending is not None:
            self.put = None
            self.pending = None
            self.notice = say("NOTICE_CANCELLED")
        elif self.selected is not None:
            self._reset_turn()
            self.notice = ""
