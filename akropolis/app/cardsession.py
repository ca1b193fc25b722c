"""A table of Acropolis, the card game, as pure logic: the game, who looks
at the screen (``viewer``) and whether their hand is hidden behind the
privacy screen (hot seat), the offer and the bid being made, the table's
log, and the commands of its buttons (``command``). The browser layer
draws ``cardscreen.regions(session)`` and calls ``command``; the
computers' actions come from ``cards.bots`` through ``computer_action``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .. import i18n, words
from ..bots import Thinking
from ..cards import record
from ..cards.actions import (
    Accept,
    Action,
    Bid,
    Discard,
    Draw,
    GiveBack,
    Look,
    Offer,
    Pass,
    Refuse,
    Seize,
)
from ..cards.bots import BOTS, make_bot, seed_for
from ..cards.deck import COPIES, GOODS
from ..cards.events import Event, Report
from ..cards.game import CardGame, IllegalAction
from ..cards.legal import lowest_bid
from ..cards.setup import MAX_PLAYERS, MIN_PLAYERS, CardOptions, Seat, new_setup
from ..core.record import RecordError
from . import cardwords as cw
from .newgame import SEED_LIMIT, clean_name
from .replay import Replay

HUMAN = "human"
GAME = "cards"
#: Plays a computer seat whose bot this version does not know.
FALLBACK_BOT = "easy"


@dataclass
class Draft:
    """The offer the viewer is putting together."""

    give: dict[str, int] = field(default_factory=dict)
    ask: dict[str, int] = field(default_factory=dict)
    to: int | None = None


class CardSession:
    game_kind = GAME

    def __init__(self, game: CardGame, game_id: str) -> None:
        self.game = game
        self.game_id = game_id
        seats = game.setup.seats
        self.humans = [i for i, s in enumerate(seats) if s.control == HUMAN]
        # A computer player this version does not know (a game saved by a
        # newer one, or a file edited by hand) is played by ``FALLBACK_BOT``,
        # and the table says so: the game opens, as the tile game's does.
        self.bots = {i: make_bot(s.control if s.control in BOTS else FALLBACK_BOT)
                     for i, s in enumerate(seats) if s.control != HUMAN}
        unknown = [s.control for s in seats if s.control != HUMAN and s.control not in BOTS]
        self.viewer = self.humans[0] if self.humans else 0
        self.revealed = not self.hotseat  # in hot seat, the device is passed first
        self.notice = "" if not unknown else i18n.t(
            "NOTICE_UNKNOWN_BOT", control=unknown[0], fallback=cw.bot_name(FALLBACK_BOT)
        ).strip()
        self.draft = Draft()
        self.bid = 0
        #: What each action did, in order (``cards.events.Report``): the log.
        self.reports: list[Report] = []
        #: The game as it was after some of its actions (None: as it is).
        self.replay: Replay | None = None
        #: The hands just sold (``sold`` events), shown for a moment before
        #: the next deal or the auction, nobody acting meanwhile, when the
        #: table shows sales (``shows_sales``: ``browser/cardtable``, while
        #: the computers take their time); None: none.
        self.sale: tuple[Event, ...] | None = None
        self.shows_sales = False
        self._follow()

    # ------------------------------------------------------------- making
    @classmethod
    def new(cls, players: int, advanced: bool, seats: list[Seat], game_id: str, seed: int) -> CardSession:
        setup = new_setup(CardOptions(players, advanced), seed, tuple(seats))
        return cls(CardGame(setup), game_id)

    @classmethod
    def from_record(cls, data: object, game_id: str) -> CardSession:
        """The session of a record (``RecordError`` if it is not a valid one),
        its log made again by replaying its actions."""
        game = record.from_record(data, reports := [])
        session = cls(game, game_id)
        session.reports = reports
        game = session.game
        session.revealed = not session.hotseat or game.is_over or not session.private(game.current)
        return session

    def replay_at(self, at: int | None) -> None:
        """Look at the game as it was after ``at`` of its actions (clamped),
        the game itself waiting, unchanged; None: back to the game."""
        self.sale = None
        if at is None:
            self.replay = None
        elif self.replay is None:
            self.replay = Replay(self.game, at)
        else:
            self.replay.go(at)
        self.notice = ""

    @property
    def shown(self) -> CardGame:
        """The game the table shows: as played, or as it was in a replay."""
        return self.game if self.replay is None else self.replay.state

    @property
    def log(self) -> list[Event]:
        """Every event of the game shown, oldest first."""
        done = self.reports if self.replay is None else self.reports[: self.replay.at]
        return [event for report in done for event in report.events]

    def rematch(self, game_id: str, seed: int) -> CardSession:
        """A new game with the same table: the same seats, players and
        rules, new shuffles."""
        options = self.game.setup.options
        return CardSession.new(options.players, options.advanced, list(self.game.setup.seats),
                               game_id, seed)

    def to_text(self) -> str:
        return record.dumps(self.game)

    # ---------------------------------------------------------- questions
    @property
    def hotseat(self) -> bool:
        return len(self.humans) > 1

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.game.setup.seats]

    @property
    def said_names(self) -> list[str]:
        """The names as sentences insert them: isolated, so that none can
        turn a sentence around (``words.isolated``)."""
        return [words.isolated(name) for name in self.names]

    @property
    def over(self) -> bool:
        return self.game.is_over

    @property
    def computer_to_play(self) -> bool:
        return (self.replay is None and self.sale is None and not self.over
                and self.game.current not in self.humans)

    @property
    def viewer_to_act(self) -> bool:
        return (self.replay is None and self.sale is None and not self.over and self.revealed
                and self.game.current == self.viewer)

    def view(self):
        return self.shown.view(self.viewer)

    # --------------------------------------------------------------- undo
    def undo_from(self) -> int | None:
        """The index of ``game.history`` from which Undo takes the actions
        back: the viewer's own last action, and the computers' after it;
        None if the viewer has none to take back, another person acted
        since (hot seat), or the game is over."""
        if self.over or self.replay is not None or not self.revealed:
            return None
        for index in range(len(self.game.history) - 1, -1, -1):
            seat = self.game.history[index][0]
            if seat in self.humans:
                return index if seat == self.viewer else None
        return None

    def undo(self) -> bool:
        """Take back the viewer's own last action and the computers' after
        it; refused, with the reason in the notice, when there is none."""
        start = self.undo_from()
        if start is None:
            self.notice = i18n.t("NOTICE_UNDO_OVER" if self.over else "NOTICE_UNDO_NONE")
            return False
        while len(self.game.history) > start:
            self.game.undo()
            self.reports.pop()
        self.notice = ""
        self.sale = None
        self._follow()
        return True

    def private(self, seat: int) -> bool:
        """Whether the table would show ``seat`` what the others may not
        see (its hand, its offers, a look ahead): in the auction nothing
        but an Acropolis's look, so that hot seat's privacy screen comes
        only before a hand or such a look (the log shows the public facts
        while the device goes round the auction: ``log_viewer``)."""
        game = self.game
        return game.phase != "auction" or bool(game.view(seat).next_builds)

    @property
    def log_viewer(self) -> int | None:
        """Whose eyes the log is written for: the viewer's, but only the
        public facts behind the privacy screen and in a hot seat's auction
        (the device goes round without it)."""
        if not self.revealed or (self.hotseat and self.shown.phase == "auction"):
            return None
        return self.viewer

    def bid_bounds(self) -> tuple[int, int]:
        """The least the viewer may bid and their money."""
        view = self.view()
        return lowest_bid(view), view.money[self.viewer]

    # ---------------------------------------------------------- computers
    def computer_action(self) -> Action:
        """The action of the computer to act, from its seat's view only."""
        seat = self.game.current
        view = self.game.view(seat)
        return self.bots[seat].choose(view, seed_for(self.game.setup, seat, len(self.game.history)))

    def computer_thinking(self) -> Thinking:
        """The decision of the computer to act, to be run in steps
        (``step()`` until ``done``; its ``move``): the same action as
        ``computer_action``."""
        seat = self.game.current
        view = self.game.view(seat)
        seed = seed_for(self.game.setup, seat, len(self.game.history))
        return Thinking(self.bots[seat].steps(view, seed))

    def play_computer(self, action: Action) -> None:
        """Play a computer's ``action``; never for a person (ValueError)."""
        if not self.computer_to_play:
            raise ValueError("It is not a computer's turn.")
        self._play(action)

    # ------------------------------------------------------------ playing
    def _play(self, action: Action) -> None:
        """Play ``action`` for the player to act (IllegalAction if it may
        not), and log what it did."""
        auction = self.game.phase == "auction"
        report = self.game.play(action)
        self.reports.append(report)
        if auction and self.game.phase != "auction" and self.hotseat:
            # Everyone looked at the auction: the new hand behind the screen.
            self.revealed = False
        sold = tuple(event for event in report.events if event.kind == "sold")
        self.sale = sold if sold and self.shows_sales else None
        self._follow()

    def _follow(self) -> None:
        """After an action: the viewer becomes the person to act (behind the
        privacy screen if another person sat there); the drafts start anew."""
        current = self.game.current
        if current in self.humans and current != self.viewer:
            self.viewer = current
            self.revealed = not self.hotseat or not self.private(current)
            self.draft = Draft()  # never the last person's cards
        # Cards set up and not offered are not left for a later turn, when
        # the hand may no longer hold them.
        self.draft.give.clear()
        self.draft.ask.clear()
        if current == self.viewer and self.draft.to in (None, self.viewer):
            self.draft.to = next(s for s in range(self.game.players) if s != self.viewer)
        if self.game.phase == "auction" and current == self.viewer:
            low, money = self.bid_bounds()
            self.bid = low if low <= money else money

    def play(self, action: Action) -> bool:
        """Play the viewer's ``action``: True if played, else the notice says
        why not."""
        if not self.viewer_to_act:
            return False
        try:
            self._play(action)
        except IllegalAction as error:
            self.notice = str(error)
            return False
        self.notice = ""
        return True

    # ----------------------------------------------------------- commands
    def command(self, name: str, arg: str | None = None) -> bool:
        """Do what a button asks; True if an action was played (save, and
        let the computers act)."""
        draft = self.draft
        if name == "reveal":
            self.revealed = True
            return False
        if name == "skip-sale":
            self.sale = None
            return False
        if name in _REPLAY:
            at = self.replay.at if self.replay is not None else len(self.game.history)
            total = len(self.game.history)
            self.replay_at(_REPLAY[name](at, total))
            return False
        if name == "undo":
            return self.undo()
        if not self.viewer_to_act:
            return False
        held = self.view().held
        if name in ("give-more", "give-less", "ask-more", "ask-less") and arg in GOODS:
            side = draft.give if name.startswith("give") else draft.ask
            n = side.get(arg, 0) + (1 if name.endswith("more") else -1)
            top = held.get(arg, 0) if name.startswith("give") else COPIES - held.get(arg, 0)
            if 0 <= n <= top:
                side[arg] = n
            return False
        if name == "offer-to":
            # Checked like any input: a forged seat number changes nothing.
            seat = _seat(arg)
            if seat is not None and seat < self.game.players and seat != self.viewer:
                draft.to = seat
            return False
        if name == "clear":
            draft.give.clear()
            draft.ask.clear()
            return False
        if name in ("bid-more", "bid-less"):
            low, money = self.bid_bounds()
            self.bid = max(low, min(money, self.bid + (1 if name == "bid-more" else -1)))
            return False
        action = self._action(name, arg)
        if action is None:
            return False
        played = self.play(action)
        if played and isinstance(action, Offer):
            self.draft = Draft(to=action.to)
        return played

    def _action(self, name: str, arg: str | None) -> Action | None:
        target = _seat(arg)
        if name == "offer":
            give = tuple(g for g, n in self.draft.give.items() for _ in range(n))
            ask = tuple(g for g, n in self.draft.ask.items() for _ in range(n))
            return Offer(self.draft.to if self.draft.to is not None else -1, give, ask)
        simple = {"pass": Pass(), "accept": Accept(), "refuse": Refuse(), "draw": Draw(),
                  "bid": Bid(self.bid)}
        if name in simple:
            return simple[name]
        if name in ("seize", "look") and target is not None:
            return Seize(target) if name == "seize" else Look(target)
        if name in ("give-back", "discard") and arg in GOODS:
            return GiveBack(arg) if name == "give-back" else Discard(arg)
        return None


#: The replay's commands: where each goes from action ``at`` of ``total``
#: (None: back to the game).
_REPLAY = {
    "replay-start": lambda at, total: total,
    "replay-first": lambda at, total: 0,
    "replay-previous": lambda at, total: at - 1,
    "replay-next": lambda at, total: at + 1,
    "replay-last": lambda at, total: total,
    "replay-exit": lambda at, total: None,
}


def _seat(arg: str | None) -> int | None:
    """A seat number from a button's argument (short ASCII digits), or None."""
    if arg is None or not (arg.isascii() and arg.isdigit()) or len(arg) > 2:
        return None
    return int(arg)


def read_form(fields: dict[str, str]) -> tuple[int, bool, list[Seat], int | None] | str:
    """The card game a menu form asks for: players, advanced, seats and
    seed (None: any); or why it cannot start, in words."""
    text = fields.get("players", "").strip()
    if not (text.isascii() and text.isdigit()) or not MIN_PLAYERS <= int(text) <= MAX_PLAYERS:
        return cw.CARD_PLAYERS_BAD
    count = int(text)
    seats = []
    for i in range(count):
        control = fields.get(f"control{i}", "")
        if control not in cw.CARD_CONTROLS:
            return cw.CARD_CONTROL_BAD
        name = clean_name(fields.get(f"name{i}", "")) or words.seat_name_blank(i)
        seats.append(Seat(name, control))
    seed_text = fields.get("seed", "").strip()
    seed = None
    if seed_text:
        if not (seed_text.isascii() and seed_text.isdigit()) or int(seed_text) >= SEED_LIMIT:
            return cw.seed_bad(SEED_LIMIT)
        seed = int(seed_text)
    return count, fields.get("advanced") == "on", seats, seed


__all__ = ["CardSession", "Draft", "RecordError", "read_form"]
