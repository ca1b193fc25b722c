"""What a player can do at the table, and when: one policy for buttons,
keys and the board.

Every button carries a command name in ``data-action``; ``KEYS`` and
``key_command`` turn a key into the same names; ``enabled(screen, name)``
says whether a command may run now, and ``run`` runs it on the session. The
browser disables a button exactly when ``enabled`` is false, and a key or a
click whose command is not enabled does nothing: the keyboard can never do
what the buttons would not (taking back a move during a computer's turn,
say).
"""

from __future__ import annotations

from ..rules.hexes import Hex
from .screen import WAITING, Screen
from .session import Session
from .turn import say
from .viewport import STEP, Viewport

# The turn's controls (buttons under the board; keys).
SELECT = "select"  # arg: the Construction Site position
VIEW = "view"  # arg: the seat whose city to show
ROTATE_LEFT = "rotate-left"
ROTATE_RIGHT = "rotate-right"
CONFIRM = "confirm"
CANCEL = "cancel"
UNDO = "undo"
SUGGEST = "suggest"
ZOOM_IN = "zoom-in"
ZOOM_OUT = "zoom-out"
FIT = "fit"
OVERVIEW = "overview"  # every city at once, or back to the board
# Keys and the board only.
ENTER = "enter"  # place the tile at the aim, or confirm a placed one
AIM = "aim"  # arg: a hexes.DIRECTIONS index (arrow keys)
HOVER = "hover"  # arg: the hex under a mouse pointer
PLACE_AT = "place-at"  # arg: the hex clicked or tapped
# Replay: look at the game as it was after any turn.
REPLAY = "replay"  # arg: the turns to show (after that many)
REPLAY_FIRST = "replay-first"
REPLAY_PREVIOUS = "replay-previous"
REPLAY_NEXT = "replay-next"
REPLAY_LAST = "replay-last"
REPLAY_EXIT = "replay-exit"
# A game at a distance (``distance``).
CLAIM_SEAT = "claim-seat"  # arg: the seat this device's person plays, -1: none (watch), AGAIN
AGAIN = -2  # CLAIM_SEAT's argument: ask again which seat is this device's
SHOW_CODE = "show-code"  # the link's QR code, shown or put away
#: Commands whose argument is a whole number, and the button's data-
#: attribute that holds it.
NUMBER_ARGS = {SELECT: "pos", VIEW: "seat", REPLAY: "turn", CLAIM_SEAT: "seat"}

#: The commands ``run`` knows: everything done at the table itself (the
#: menu's actions, saving and exporting are the browser's).
TABLE = frozenset(
    {
        SELECT,
        VIEW,
        ROTATE_LEFT,
        ROTATE_RIGHT,
        CONFIRM,
        CANCEL,
        UNDO,
        SUGGEST,
        ZOOM_IN,
        ZOOM_OUT,
        FIT,
        ENTER,
        AIM,
        HOVER,
        PLACE_AT,
        OVERVIEW,
        REPLAY,
        REPLAY_FIRST,
        REPLAY_PREVIOUS,
        REPLAY_NEXT,
        REPLAY_LAST,
        REPLAY_EXIT,
        CLAIM_SEAT,
        SHOW_CODE,
    }
)

#: Keys without modifiers, as (command, argument).
KEYS: dict[str, tuple[str, object]] = {
    "r": (ROTATE_RIGHT, None),
    "]": (ROTATE_RIGHT, None),
    "R": (ROTATE_LEFT, None),
    "[": (ROTATE_LEFT, None),
    "Enter": (ENTER, None),
    "Escape": (CANCEL, None),
    "h": (SUGGEST, None),
    "H": (SUGGEST, None),
    "?": (SUGGEST, None),
    "u": (UNDO, None),
    "U": (UNDO, None),
    "+": (ZOOM_IN, None),
    "=": (ZOOM_IN, None),
    "-": (ZOOM_OUT, None),
    "_": (ZOOM_OUT, None),
    "0": (FIT, None),
    "a": (OVERVIEW, None),
    "A": (OVERVIEW, None),
    # Arrow keys as hexes.DIRECTIONS indices.
    "ArrowRight": (AIM, 0),
    "ArrowDown": (AIM, 1),
    "ArrowLeft": (AIM, 3),
    "ArrowUp": (AIM, 4),
    **{str(n): (SELECT, n - 1) for n in range(1, 10)},
}

#: Keys in a replay (and the zoom keys of ``KEYS``).
REPLAY_KEYS: dict[str, tuple[str, object]] = {
    "ArrowLeft": (REPLAY_PREVIOUS, None),
    "ArrowRight": (REPLAY_NEXT, None),
    "Home": (REPLAY_FIRST, None),
    "End": (REPLAY_LAST, None),
    "Escape": (REPLAY_EXIT, None),
    **{k: KEYS[k] for k in "+=-_0aA"},
}

#: What the browser must do after a command, besides redrawing.
SAVE = "save"  # save the game
COMPUTERS = "computers"  # let the computer players move, if it is their turn
RESTART = "restart"  # stop any thinking under way: the game went back
THINK_SUGGESTION = "think-suggestion"  # work out a move to suggest


def key_command(
    key: str,
    screen: Screen | None = None,
    *,
    ctrl: bool = False,
    alt: bool = False,
    meta: bool = False,
) -> tuple[str, object] | None:
    """The command of a key (``KeyboardEvent.key``) with its modifiers on
    ``screen``, or None. Ctrl+Z takes back a move; other modified keys are
    the browser's. In a replay the arrow keys go through the turns."""
    if alt or meta:
        return None
    if screen is not None and screen.replaying:
        return None if ctrl else REPLAY_KEYS.get(key)
    if ctrl:
        return (UNDO, None) if key == "z" else None
    return KEYS.get(key)


def handled_keys(screen: Screen) -> list[str]:
    """The keys (``KeyboardEvent.key``; "Control+z" with Ctrl) that run an
    enabled command on ``screen``: the page keeps them from their own use
    (scrolling...) before the command is run."""
    handled = [
        key
        for key in dict.fromkeys([*KEYS, *REPLAY_KEYS])
        if (command := key_command(key, screen)) is not None and enabled(screen, *command)
    ]
    command = key_command("z", screen, ctrl=True)
    if command is not None and enabled(screen, *command):
        handled.append("Control+z")
    return handled


def enter_selector(screen: Screen) -> str:
    """The buttons on which Enter is not the button's own (``enter_on``),
    as a CSS selector ("" for none)."""
    if screen.selected is not None and enabled(screen, ENTER):
        return f'#site [data-action="{SELECT}"][data-pos="{screen.selected}"]'
    return ""


def enter_on(screen: Screen, name: str, arg: object = None) -> tuple[str, object] | None:
    """The command of Enter on a focused button whose own command is
    ``name`` (``arg``), or None to let the button act. On the tile already
    chosen, Enter places it at the aim, then confirms (as on the board):
    choosing it again would do nothing, and the keyboard must go on."""
    if name == SELECT and arg == screen.selected and enabled(screen, ENTER):
        return (ENTER, None)
    return None


def enabled(screen: Screen, name: str, arg: object = None) -> bool:
    """Whether command ``name`` (with ``arg``) may run on ``screen``."""
    if screen.replay is not None:
        at, total = screen.replay
        if name in (REPLAY_FIRST, REPLAY_PREVIOUS):
            return at > 0
        if name in (REPLAY_NEXT, REPLAY_LAST):
            return at < total
        return name in (REPLAY, REPLAY_EXIT, VIEW, ZOOM_IN, ZOOM_OUT, FIT, OVERVIEW)
    if name == REPLAY:
        return isinstance(arg, int) and 0 <= arg <= screen.moves
    if name == CLAIM_SEAT:
        if arg == AGAIN:
            return screen.sending and not screen.over
        return bool(screen.claim) and (arg in screen.claim or arg == -1)
    if name == SHOW_CODE:
        return screen.sending
    human = screen.human
    chosen = human and screen.selected is not None
    if name == SELECT:
        return human and isinstance(arg, int) and 0 <= arg < screen.site_size
    if name in (ROTATE_LEFT, ROTATE_RIGHT, ENTER, AIM):
        return chosen
    if name == CONFIRM:
        return human and screen.pending
    if name == CANCEL:  # (also ends the showing of a computer's move)
        return chosen or (human and screen.pending) or screen.arrive
    if name == UNDO:  # at a distance, also while the link waits to be sent
        return (human or screen.turn == WAITING) and screen.can_undo
    if name == SUGGEST:
        return human
    if name == HOVER:
        return screen.mine and screen.selected is not None and not screen.pending
    if name == PLACE_AT:
        return screen.mine
    return name in (VIEW, ZOOM_IN, ZOOM_OUT, FIT, OVERVIEW)


def buttons(screen: Screen) -> dict[str, bool]:
    """The turn controls under the board, enabled or not."""
    names = (ROTATE_LEFT, ROTATE_RIGHT, CONFIRM, CANCEL, UNDO, SUGGEST)
    return {name: enabled(screen, name) for name in names}


def run(session: Session, view: Viewport, name: str, arg: object = None) -> frozenset[str]:
    """Run command ``name`` if it is enabled; what the browser must do next
    (``SAVE``, ``COMPUTERS``, ``RESTART``, ``THINK_SUGGESTION``)."""
    if name not in TABLE or not enabled(session.screen(), name, arg):
        return frozenset()
    session.spotlight = None  # the player acts: a computer's move shown gives way
    if name == SELECT:
        session.select(arg)
    elif name == VIEW:
        if session.view(arg):
            view.fit()
    elif name in (ROTATE_LEFT, ROTATE_RIGHT):
        session.rotate(1 if name == ROTATE_RIGHT else -1)
    elif name == CONFIRM or (name == ENTER and session.pending is not None):
        if session.confirm() is not None:
            return frozenset({SAVE, COMPUTERS})
    elif name == ENTER:
        session.place()
    elif name == CANCEL:
        session.cancel()
    elif name == UNDO:
        if session.undo():
            return frozenset({RESTART, SAVE})
    elif name == SUGGEST:
        return frozenset({THINK_SUGGESTION})
    elif name == ZOOM_IN:
        view.zoom_by(STEP)
    elif name == ZOOM_OUT:
        view.zoom_by(1 / STEP)
    elif name == FIT:
        view.fit()
    elif name == OVERVIEW:
        session.overview = not session.overview
    elif name == AIM:
        session.move_aim(arg)
    elif name == HOVER:
        if arg != session.aim:
            session.aim_at(arg)
    elif name == PLACE_AT:
        place_at(session, arg)
    elif name in REPLAYING:
        return replay(session, view, name, arg)
    elif name == CLAIM_SEAT:
        session.claim(None if arg == -1 else arg)
        return frozenset({SAVE, COMPUTERS} if arg != AGAIN else {SAVE})
    elif name == SHOW_CODE:
        session.show_code = not session.show_code
    return frozenset()


REPLAYING = frozenset({REPLAY, REPLAY_FIRST, REPLAY_PREVIOUS, REPLAY_NEXT, REPLAY_LAST, REPLAY_EXIT})


def replay(session: Session, view: Viewport, name: str, arg: object = None) -> frozenset[str]:
    """Open a replay, move through it or leave it. Opening one stops any
    thinking under way; leaving it lets the computers go on."""
    view.fit()
    if name == REPLAY_EXIT:
        session.replay_at(None)
        return frozenset({COMPUTERS})
    if session.replay is None:
        session.replay_at(arg)
        return frozenset({RESTART})
    at, total = session.replay.at, session.replay.total
    targets = {REPLAY: arg, REPLAY_FIRST: 0, REPLAY_PREVIOUS: at - 1, REPLAY_NEXT: at + 1}
    session.replay_at(targets.get(name, total))
    return frozenset()


def place_at(session: Session, h: Hex) -> None:
    """A click or tap on the board: the chosen tile goes there, awaiting
    Confirm (a placement awaiting Confirm moves too). With no tile chosen,
    a tap on a hex of the city asks what it scores (its tip says it, on a
    phone as with a mouse): no refusal then, only off the city."""
    if session.selected is None:
        if session.city is None or h not in session.city.height:
            session.notice = say("NOTICE_SITE_FIRST")
        return
    session.place_at(h)


def choices(session: Session) -> tuple:
    """What the player has done this turn (tile, rotation, placement): a
    suggestion (``THINK_SUGGESTION``) asked for before they changed it
    comes too late."""
    return (len(session.state.turns), session.selected, session.rotation, session.pending)


def show_suggestion(session: Session, move, asked: tuple) -> bool:
    """Show the suggested ``move`` (``Session.show_suggestion``) unless the
    player acted since it was asked for (``choices`` was then ``asked``):
    a late hint never replaces what the player did. Whether it was shown."""
    if choices(session) != asked:
        return False
    session.show_suggestion(move)
    return True
