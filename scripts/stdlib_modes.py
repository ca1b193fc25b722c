"""Every mode of the app, played without a page: what decides which
standard-library modules the browser's trimmed stdlib must hold.

`play_every_mode(modules)` imports the engine modules named (every module
the browser may import), then plays through the app's logic as the page
does: hot seat, a person against each computer level, solo against the
Illustrious Architect at each level, the long game, every scoring variant,
undo, suggestions, the redrawn page (HTML and SVG), the move log, saves
(write, list, load, delete, restore), export and import (the record codec),
the new-game form's remembered choices and the settings.

It runs under CPython (tests/test_stdlib.py, with `sys.modules` watched) and
inside Pyodide under Node (scripts/stdlib_modules.py, which writes the list
of modules the build ships). It imports no standard-library module of its own
beyond those the engine imports: whatever appears in `sys.modules` after it
ran is what the app needs.
"""

from __future__ import annotations

# Complete games are played by these (fast) computer players; the slower
# levels play a few moves each: their imports happen on the first.
FULL_GAME_BOTS = ("random", "greedy", "easy")
FEW_MOVES = 3


def play_every_mode(modules: list[str] | tuple[str, ...] = ()) -> int:
    """Play every mode; returns the number of moves played."""
    import importlib

    for name in modules:
        importlib.import_module(name)

    from akropolis.app import newgame, redraw, saves, settings
    from akropolis.app.session import Session
    from akropolis.bots import BOTS, make_bot
    from akropolis.rules import solo
    from akropolis.rules.scoring import VARIANTS
    from akropolis.rules.setup import Options, Player, architect

    storage = saves.MemoryStorage()
    stamp = "2026-01-01T00:00:00Z"
    played = 0

    def person_moves(session: Session, seed: int) -> None:
        """A person's turn, through the table's gestures (suggested move)."""
        state = session.state
        move = make_bot("random", seed).choose(state.view(), seed)
        session.show_suggestion(move)
        session.confirm()

    def play(session: Session, limit: int | None = None) -> int:
        moves = 0
        regions = redraw.Regions()
        while not session.game.over and (limit is None or moves < limit):
            if session.computer_to_play:
                session.play_computer()
            else:
                person_moves(session, moves)
            moves += 1
            regions.build(session)
            saves.save(storage, session, stamp)
        regions.build(session)
        return moves

    tables: list[tuple[Options, list[Player], int | None]] = [
        # hot seat, then a person against each computer player
        (Options(2), [Player("Ann"), Player("Bob")], None),
        *[
            (
                Options(2),
                [Player("Ann"), Player("Robot", level)],
                None if level in FULL_GAME_BOTS else FEW_MOVES,
            )
            for level in BOTS
        ],
        *[(Options(1, solo=level), [Player("Ann"), architect()], None) for level in solo.LEVELS],
        (
            Options(3, long_game=True),
            [Player("Ann"), Player("R1", "greedy"), Player("R2", "easy")],
            None,
        ),
        (
            Options(4, variants=frozenset(VARIANTS)),
            [Player("Ann"), Player("Bob"), Player("R1", "random"), Player("R2", "greedy")],
            None,
        ),
    ]
    for number, (options, players, limit) in enumerate(tables):
        session = Session.new(options, players, f"g{number}", seed=number + 1)
        if session.human_to_play:
            # A suggestion, then a move taken back.
            session.show_suggestion(session.suggestion_thinking().finish())
            session.confirm()
            session.undo()
        played += play(session, limit)
        text = saves.export_text(session, stamp)
        imported, _ = saves.import_text(storage, text, f"i{number}", stamp)
        imported.screen()
        saves.entries(storage)
        saves.load(storage, session.game_id)
        deleted = saves.delete(storage, f"i{number}")
        if deleted is not None:
            saves.restore(storage, deleted)

    choices = newgame.Choices.from_text(None)
    saves.remember_choices(storage, choices.to_text())
    newgame.Choices.from_text(storage.get(saves.CHOICES))
    chosen = settings.Settings.from_text(None)
    settings.save(storage, chosen)
    settings.panel_html(settings.load(storage))
    return played
