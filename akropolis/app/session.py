"""The table as the app sees it: one game, its seats, and the turn a human
is preparing (chosen tile, rotation, aimed spot, placement awaiting Confirm).

Pure Python, no browser imports: the browser layer turns clicks and keys into
these calls and draws what they expose, so every interaction can be tested
with plain pytest.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial

from .. import i18n, words
from ..bots import BOTS, Thinking, make_bot, seed_for
from ..rules.game import GameState, Move, Options, TurnReport, new_setup
from ..rules.hexes import Hex
from ..rules.record import Player, from_record, to_record
from . import hints, takeback
from . import screen as screens
from .distance import Distance
from .replay import Replay
from .screen import Screen, said_name
from .turn import Turn

#: Plays a computer seat whose bot this version does not know.
FALLBACK_BOT = "greedy"


class Session(Turn):
    """One game at the table. ``notice`` is the last message for the player
    (an error in a player's words, or what just happened): a text, or how
    to write it (``say``) in the language read when it is shown; ``viewing`` the
    seat whose city the player chose to look at (None: follow the turn).
    ``screen()`` is what the page shows of it all."""

    game_kind = "tiles"

    def __init__(self, state: GameState, game_id: str) -> None:
        self.game = state  # the game as played: what is saved
        self.replay: Replay | None = None  # the game as it was, looked at
        self.game_id = game_id
        self.selected: int | None = None
        self.rotation = 0
        self.aim: Hex | None = None
        self.put: Hex | None = None
        self.pending: Move | None = None
        self.touched = False  # the person to play chose a tile (``acted``)
        self.notice = ""
        self.last_report: TurnReport | None = None
        self.viewing: int | None = None
        self.follow = True  # the board follows the turn (off: the person's city)
        self.overview = False  # every city at once, in place of the board
        self.spotlight: int | None = None  # a computer's city, its new tile arriving
        #: A game at a distance (``distance.Distance``): each person plays on
        #: their own device, this one's person at ``distance.seat``.
        self.distance: Distance | None = None
        self.show_code = False  # the link's QR code is on screen
        self.moved_here: int | None = None  # the last move this device's person made, since opened
        # Worked out once per change (see ``screen`` and ``_legal``).
        self._screen: Screen | None = None
        self._legal: tuple[tuple, dict[int, frozenset[Hex]]] | None = None

    # ---------------------------------------------------------- creation
    @classmethod
    def new(
        cls, options: Options, players: list[Player], game_id: str, seed: int | None = None
    ) -> Session:
        return cls(GameState.start(new_setup(options, seed, players)), game_id)

    @classmethod
    def from_record(cls, data: object, game_id: str) -> Session:
        """Raises ``record.RecordError`` for a record that is not a game."""
        state, _ = from_record(data)
        return cls(state, game_id)

    def to_record(self, saved_at: str | None = None) -> dict:
        return to_record(self.game, self.players, saved_at)

    # ------------------------------------------------------------- whose turn
    @property
    def over(self) -> bool:
        return self.game.over

    @property
    def state(self) -> GameState:
        """The game the table shows: as played, or as it was in a replay."""
        return self.game if self.replay is None else self.replay.state

    players = property(lambda self: self.game.players)
    player = property(lambda self: self.players[self.state.current])

    def here(self, seat: int) -> bool:
        """Whether ``seat`` is a person playing on this device: any person,
        but in a game at a distance only this device's own."""
        person = self.players[seat].is_human
        return person and (self.distance is None or self.distance.mine(seat))

    @property
    def human_to_play(self) -> bool:
        return self.replay is None and not self.over and self.here(self.state.current)

    @property
    def waiting_for(self) -> int | None:
        """The seat of the person to play on another device (a game at a
        distance), or None."""
        if self.replay is not None or self.over or self.distance is None:
            return None
        seat = self.state.current
        return seat if self.players[seat].is_human and not self.here(seat) else None

    @property
    def computer_to_play(self) -> bool:
        return self.replay is None and not self.over and self.player.is_computer

    # ------------------------------------------------------ at a distance
    def claimable(self) -> tuple[int, ...]:
        """The person seats this device may say are its own, until it said."""
        if self.distance is None or self.distance.chosen or self.replay is not None or self.over:
            return ()
        return tuple(s for s, p in enumerate(self.players) if p.is_human)

    def claim(self, seat: int | None) -> None:
        """This device's person plays ``seat`` (None: this device watches);
        -2: the device says it again (a wrong answer, or a watcher who
        takes a seat)."""
        if seat == -2:
            self.distance = replace(self.distance, seat=None, chosen=False)
        else:
            self.distance = replace(self.distance, seat=seat, chosen=True)
        self.viewing = None
        self.notice = ""

    def sending(self) -> bool:
        """Whether the table offers the game's link to send: at a distance,
        once this device said which seat is its own, while another device's
        person is to play or once the game is over."""
        d = self.distance
        if d is None or not d.chosen or self.replay is not None:
            return False
        return self.over or self.waiting_for is not None or d.seat is None

    # ------------------------------------------------------------- replay
    def replay_at(self, at: int | None) -> None:
        """Look at the game as it was after ``at`` of its turns (clamped),
        the game itself waiting, unchanged; None: back to the game."""
        if at is None:
            self.replay = None
        elif self.replay is None:
            self._reset_turn()
            self.replay = Replay(self.game, at)
        else:
            self.replay.go(at)
        self.viewing = None
        self.notice = ""

    # ------------------------------------------------------------- the page
    def screen(self) -> Screen:
        """What the page shows now, built once per change: the same object
        until a move, a choice of the player or the notice changes it."""
        key = self._key()
        if self._screen is None or self._screen.key != key:
            self._screen = screens.build(self, key)
        return self._screen

    def _key(self) -> tuple:
        return (
            self._position(),
            self.selected,
            self.rotation,
            self.aim,
            self.put,
            self.pending,
            self.acted,
            self.notice,
            self.viewing,
            self.follow,
            self.replay is not None,
            self.overview,
            self.spotlight,
            self.distance,
            self.show_code,
            i18n.language(),
        )

    def _position(self) -> tuple:
        """The game's position: its turns (the set-up never changes). The
        tuple compares in no time with the last one, whose items are the
        same objects."""
        return tuple(self.state.turns)

    def shown_seat(self) -> int:
        """The seat whose city the board shows: the one looked at, else the
        seat to play (once the game is over, the winner); the Illustrious
        Architect has no city, so on its turn (or its victory) the board
        shows the person's."""
        if self.viewing is not None:
            return self.viewing
        if self.replay is not None:  # the city of the turn shown (the Architect builds none)
            seat = self.replay.seat()
            return seat if not self.players[seat].is_architect else 1 - seat
        if self.spotlight is not None:
            return self.spotlight
        seat = self.state.result().winners[0] if self.state.over else self.state.current
        if not (self.follow or self.state.over or self.here(seat)) or self.waiting_for is not None:
            seat = self._home()  # at a distance, while another device plays: one's own city
        if self.state.is_architect(seat):
            seat = next(s for s, p in enumerate(self.players) if not p.is_architect)
        return seat

    def _home(self) -> int:
        """The person's city: the last human to play (hot seat), else the first."""
        humans = [s for s, p in enumerate(self.players) if p.is_human]
        if self.distance is not None and self.distance.seat in humans and self.distance.chosen:
            return self.distance.seat
        played = (t.seat for t in reversed(self.state.turns) if t.seat in humans)
        return next(played, humans[0] if humans else self.state.current)

    def view(self, seat: int) -> bool:
        """Look at ``seat``'s city; the Architect's tiles are in its card."""
        if self.state.is_architect(seat):
            self.notice = partial(words.architect_holds, len(self.state.pile))
            return False
        self.viewing = seat
        self.overview = False
        return True

    # ------------------------------------------------------------ computers
    def bot_for_current(self):
        """The bot of the current computer seat, and the seed of its
        decision (``bots.seed_for``: from the game, the seat and the moves
        played, so that a replay or a reload plays the same). A bot this
        version does not know (a game saved by a newer version, whose
        records may name any bot) is played by ``FALLBACK_BOT``."""
        state = self.state
        seed = seed_for(state.setup, state.current, len(state.turns))
        control = self.player.control
        return make_bot(control if control in BOTS else FALLBACK_BOT, seed), seed

    def computer_move(self) -> Move:
        """The move the current computer seat chooses (not played)."""
        if not self.computer_to_play:
            raise ValueError("It is not a computer's turn.")
        bot, seed = self.bot_for_current()
        return bot.choose(self.state.view(), seed)

    def computer_thinking(self) -> Thinking:
        """The current computer seat's decision, to run one slice at a time
        (``Thinking.step``) so that the page stays responsive; then play it
        with ``play_computer(thinking.move)``."""
        if not self.computer_to_play:
            raise ValueError("It is not a computer's turn.")
        bot, seed = self.bot_for_current()
        return bot.start(self.state.view(), seed)

    def suggestion_thinking(self) -> Thinking:
        """The move to suggest to the human to play (``hints.thinking``), sliced."""
        if not self.human_to_play:
            raise ValueError("Suggestions are for a human's turn.")
        return hints.thinking(self.state)

    def show_suggestion(self, move: Move) -> None:
        """Prepare ``move`` as if the player had chosen it, awaiting Confirm:
        a preview of the suggestion, not a move."""
        self.selected = move.tile
        self.rotation = move.rotation
        self.aim = move.anchor
        self.pending = None
        self.viewing = None
        if self.place():  # with why it is good, worked out once (``hints.reasons``)
            facts, names = hints.reasons(self.state, move), [p.name for p in self.players]
            self.notice = partial(hints.notice, move, facts, names)

    def show_computer_move(self) -> bool:
        """Show the city of the computer player that just moved, its new
        tile arriving (until ``spotlight`` is set back to None), if the
        board follows the turn and that player built; whether it does."""
        seat = self.game.turns[-1].seat if self.game.turns else None
        # Not after a person's move, nor the Architect's (who builds nothing).
        if seat is None or not self.players[seat].is_bot or not self.follow or self.game.over:
            return False
        if self.viewing is not None:  # the player looks at a city of their choice
            return False
        self.spotlight = seat
        return True

    def play_computer(self, move: Move | None = None) -> TurnReport:
        """Play the current computer seat's move: ``move`` if it was worked
        out already (by ``computer_thinking``), else decided now; never on
        a person's turn (ValueError)."""
        if not self.computer_to_play:
            raise ValueError("It is not a computer's turn.")
        player = self.player
        report = self._play(self.computer_move() if move is None else move)
        if self.human_to_play:  # a person's turn: their own city, once the move is shown
            self.viewing = None
        if player.is_bot and player.control not in BOTS:
            done, control = self._notice, player.control
            self.notice = lambda: done() + i18n.t(
                "NOTICE_UNKNOWN_BOT", control=control, fallback=i18n.entry("BOT_NAMES")[FALLBACK_BOT]
            )
        return report

    def _play(self, move: Move) -> TurnReport:
        player, seat = self.player, self.game.current
        report = self.game.play(move)
        if self.distance is not None and self.here(seat):  # what came before is seen
            self.distance = replace(self.distance, seen=len(self.game.turns))
            self.moved_here = len(self.game.turns) - 1
        self.last_report = report
        self._reset_turn()
        self.touched = False  # the next person has touched nothing yet
        self.notice = lambda: words.turn_done(
            words.isolated(said_name(player, "TURN_TOOK")), report.cost, report.gained
        )
        return report

    # ----------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        """Whether the person to play has a move to take back: their own
        last move (``takeback.start``), never another person's; not once the
        game is over (its scorepad is final, its save stays as it ended)."""
        start = takeback.start(self.game, self.acted, self.distance, self.moved_here)
        return self.replay is None and start is not None

    def undo(self) -> bool:
        """Take back the person's own last move and the computers' replies
        after it (``takeback.undo``)."""
        return self.replay is None and takeback.undo(self)
