"""The table as the app sees it (akropolis/web/session.py): a human's turn
click by click, computer seats, take-backs, and whole games played only
through the calls the browser makes."""

from __future__ import annotations

import random

import pytest

from akropolis import words
from akropolis.app import saves
from akropolis.app.session import FALLBACK_BOT, Session
from akropolis.rules.game import GameState, Move, Options, TurnReport
from akropolis.rules.hexes import DIRECTIONS
from akropolis.rules.record import ARCHITECT, HUMAN, Player
from akropolis.rules.solo import ARCHITECT_NAME
from akropolis.rules.tiles import TILES


# ------------------------------------------------------------------ helpers
def humans(count: int) -> list[Player]:
    return [Player(f"Player {seat + 1}") for seat in range(count)]


def vs_bot(bot: str) -> list[Player]:
    return [Player("Ann"), Player("Robot", bot)]


def solo_players() -> list[Player]:
    return [Player("Ann"), Player(ARCHITECT_NAME, ARCHITECT)]


def new_session(options: Options, players: list[Player], seed: int = 7) -> Session:
    return Session.new(options, players, "game-1", seed=seed)


def snapshot(session: Session) -> tuple:
    """The game and the turn in preparation, as plain data."""
    state = session.state
    return (
        session.to_record(),
        list(state.site),
        list(state.stones),
        state.current,
        state.round,
        state.over,
        session.selected,
        session.pending,
    )


def turn_to(session: Session, rotation: int) -> None:
    session.rotate((rotation - session.rotation) % 6)
    assert session.rotation == rotation


def play_as_human(session: Session, move: Move):
    """Play ``move`` the way a player does: choose, turn, point, place, confirm."""
    assert session.select(move.tile), session.notice
    turn_to(session, move.rotation)
    preview = session.aim_at(move.anchor)
    assert preview is not None and preview.ok, preview
    assert preview.move == move
    assert session.place(), session.notice
    assert session.pending == move
    return session.confirm()


def human_turn(session: Session, rng: random.Random):
    """A legal turn chosen at random among what the session offers: an
    affordable tile, a rotation, one of the highlighted spaces."""
    state = session.state
    positions = [p for p in range(len(state.site)) if state.cost_error(p) is None]
    assert session.select(rng.choice(positions)), session.notice
    turn_to(session, rng.choice(sorted(session.legal_rotations())))
    anchor = rng.choice(sorted(session.legal_anchors()))
    preview = session.aim_at(anchor)
    assert preview is not None and preview.ok, preview
    assert session.place(), session.notice
    return session.confirm()


def take_turn(session: Session, rng: random.Random):
    if session.human_to_play:
        return human_turn(session, rng)
    return session.play_computer()


def play_until(session: Session, condition, rng: random.Random, limit: int = 200) -> None:
    for _ in range(limit):
        if condition(session):
            return
        take_turn(session, rng)
    raise AssertionError("condition never met")


def quarry_move(state: GameState) -> Move | None:
    """A legal move that covers a Quarry, preferring one that costs Stones."""
    city = state.cities[state.current]
    moves = [m for m in state.legal_moves() if city.quarries_under(m.placement)]
    moves.sort(key=lambda m: -m.tile)
    return moves[0] if moves else None


# ------------------------------------------------------------ a human turn
def test_a_human_turn_end_to_end_covering_a_quarry():
    session = new_session(Options(2), humans(2))
    rng = random.Random(1)
    play_until(session, lambda s: quarry_move(s.state) is not None, rng)
    state = session.state
    move = quarry_move(state)
    seat = state.current
    name = session.player.name
    stones = state.stones[seat]
    covered = state.cities[seat].quarries_under(move.placement)

    assert session.select(move.tile)
    assert session.selected == move.tile
    assert "Tile" in session.notice
    turn_to(session, move.rotation)
    anchors = session.legal_anchors()
    assert anchors and move.anchor in anchors
    preview = session.aim_at(move.anchor)
    assert preview.ok and preview.reason is None
    assert preview.level == move.level >= 2
    assert preview.move == move
    tile = state.site[move.tile]
    assert [kind for _, kind in preview.cells] == list(TILES[tile].hexes)
    assert [h for h, _ in preview.cells] == list(move.placement.hexes)

    before = len(state.history)
    assert session.place()
    assert session.pending == move
    assert len(session.state.history) == before  # nothing played yet
    quarries = "1 Quarry" if covered == 1 else f"{covered} Quarries"
    gain = "1 Stone" if covered == 1 else f"{covered} Stones"
    assert (
        session.notice == f"Confirm to build here, or Cancel. Covering {quarries} gives you {gain}."
    )

    report = session.confirm()
    assert report is not None and report.gained == covered and report.cost == move.tile
    assert session.state.history[-1] == move
    assert session.state.stones[seat] == stones - move.tile + covered
    assert session.last_report == report
    assert (session.selected, session.pending, session.aim) == (None, None, None)
    assert session.notice.startswith(f"{name} took tile {move.tile + 1} ")
    assert f"gained {gain} from Quarries" in session.notice
    if move.tile:
        cost = "1 Stone" if move.tile == 1 else f"{move.tile} Stones"
        assert f" for {cost}" in session.notice


def test_notice_names_the_tile_by_its_place_in_the_construction_site():
    session = new_session(Options(2), humans(2))
    first = session.state.site[0]
    move = next(m for m in session.state.legal_moves() if m.tile == 0)
    play_as_human(session, move)
    assert session.notice == "Player 1 took tile 1 for free."
    assert session.last_report.tile_id == first


@pytest.mark.parametrize(
    ("cost", "gained", "text"),
    [
        (0, 0, "Ann took tile 1 for free."),
        (1, 0, "Ann took tile 2 for 1 Stone."),
        (2, 1, "Ann took tile 3 for 2 Stones and gained 1 Stone from Quarries."),
        (0, 2, "Ann took tile 1 for free and gained 2 Stones from Quarries."),
    ],
)
def test_describe(cost, gained, text):
    report = TurnReport(0, 30, cost, gained, False)
    assert words.turn_done("Ann", report.cost, report.gained) == text


def test_an_unaffordable_tile_is_refused_with_the_engines_sentence():
    session = new_session(Options(3), humans(3))
    play_as_human(session, session.state.legal_moves()[0])
    assert session.state.current == 1 and session.state.stones[1] == 2
    before = snapshot(session)
    assert not session.select(3)
    assert session.notice == "Tile 4 costs 3 Stones; you have 2."
    assert snapshot(session) == before
    assert session.legal_anchors() == set()
    assert session.preview((0, 0)) is None


def test_a_player_without_stones_is_told_only_the_first_tile_is_possible():
    session = new_session(Options(2), humans(2))
    state = session.state
    # Player 1 spends their only Stone on tile 2 (covering no Quarry).
    move = next(
        m
        for m in state.legal_moves()
        if m.tile == 1 and not state.cities[0].quarries_under(m.placement)
    )
    play_as_human(session, move)
    play_as_human(session, session.state.legal_moves()[0])
    assert session.state.current == 0 and session.state.stones[0] == 0
    assert not session.select(1)
    assert session.notice == (
        "Tile 2 costs 1 Stone; with no Stones you can only take the first tile."
    )
    assert session.select(0)


def test_changing_the_chosen_tile_keeps_the_aim_and_drops_the_pending_placement():
    session = new_session(Options(2), humans(2))
    move = next(m for m in session.state.legal_moves() if m.tile == 0)
    session.select(0)
    turn_to(session, move.rotation)
    session.aim_at(move.anchor)
    assert session.place()
    assert session.select(1)
    assert session.pending is None
    assert session.aim == move.anchor
    assert session.preview().move.tile == 1


# ------------------------------------------------------------ illegal spots
def on_own_first_tile(session: Session) -> tuple:
    """Player 1's first tile, exactly covered again (one tile only below)."""
    rng = random.Random(0)
    human_turn(session, rng)
    human_turn(session, rng)
    first = session.state.history[0]
    return first.anchor, first.rotation


@pytest.mark.parametrize(
    ("where", "reason"),
    [
        pytest.param(
            lambda session: ((9, 9), 0),
            "A tile on level 1 must touch your city along at least one edge.",
            id="far-away",
        ),
        pytest.param(
            lambda session: ((0, 0), 3),
            "A tile on level 2 must rest on three hexes of level 1.",
            id="half-on-the-city",
        ),
        pytest.param(
            on_own_first_tile,
            "A tile on level 2 must cover hexes of at least 2 different tiles.",
            id="on-one-tile",
        ),
    ],
)
def test_an_illegal_spot_is_shown_with_its_reason_and_cannot_be_placed(where, reason):
    session = new_session(Options(2), humans(2))
    anchor, rotation = where(session)
    history = list(session.state.history)
    assert session.select(0)
    turn_to(session, rotation)
    before = snapshot(session)
    preview = session.aim_at(anchor)
    assert preview is not None
    assert not preview.ok
    assert preview.reason == reason
    assert preview.move.anchor == anchor
    assert anchor not in session.legal_anchors()
    assert not session.place()
    assert session.notice == reason
    assert session.pending is None
    assert snapshot(session) == before
    assert session.confirm() is None
    assert session.notice == "Place the tile first."
    assert session.state.history == history


def test_place_without_a_tile_or_a_spot_asks_for_them():
    session = new_session(Options(2), humans(2))
    assert not session.place()
    assert session.notice == "Choose a tile, then a space for it."
    session.select(0)
    assert not session.place()  # the tile is chosen: bring it to a space
    assert session.notice == "Move the tile to a space first: the arrow keys, or point at a highlighted space."


# ------------------------------------------------- highlights = legal moves
def states_along_a_game(seed: int, every: int = 5):
    """Sessions at several points of a 2-human game (levels 2+ included)."""
    session = new_session(Options(2), humans(2), seed=seed)
    rng = random.Random(seed)
    while not session.state.over:
        if len(session.state.history) % every == 0:
            yield session
        human_turn(session, rng)


@pytest.mark.parametrize("seed", [1, 2])
def test_highlighted_spaces_are_exactly_the_legal_placements(seed):
    for session in states_along_a_game(seed):
        state = session.state
        legal = state.legal_moves()
        for position in range(len(state.site)):
            if state.cost_error(position) is not None:
                continue
            assert session.select(position)
            rotations = set()
            for rotation in range(6):
                turn_to(session, rotation)
                expected = {
                    m.anchor: m for m in legal if m.tile == position and m.rotation == rotation
                }
                anchors = session.legal_anchors()
                assert anchors == set(expected)
                if anchors:
                    rotations.add(rotation)
                for anchor in anchors:
                    preview = session.preview(anchor)
                    assert preview.ok and preview.move == expected[anchor]
                # Around the city, a spot previews as legal only if highlighted.
                city = state.cities[state.current]
                qs = [q for q, _ in city.height]
                rs = [r for _, r in city.height]
                for q in range(min(qs) - 2, max(qs) + 3):
                    for r in range(min(rs) - 2, max(rs) + 3):
                        assert session.preview((q, r)).ok == ((q, r) in anchors)
            assert session.legal_rotations() == rotations
        session.cancel()


def test_rotating_changes_the_highlighted_spaces_and_checks_the_placement_again():
    session = new_session(Options(2), humans(2))
    session.select(0)
    turn_to(session, 0)
    anchors = [session.legal_anchors()]
    for _ in range(5):
        session.rotate()
        anchors.append(session.legal_anchors())
    assert all(anchors)
    assert len({frozenset(a) for a in anchors}) > 1
    session.rotate()
    assert session.rotation == 0
    anchor = sorted(anchors[0])[0]
    session.aim_at(anchor)
    assert session.place()
    session.rotate(-1)
    assert session.rotation == 5
    # The tile stays where it was put, awaiting Confirm only where it fits.
    assert session.aim == anchor
    assert (session.pending is not None) == (anchor in anchors[5])


def test_rotate_without_a_tile_does_nothing():
    session = new_session(Options(2), humans(2))
    session.rotate()
    assert session.rotation == 0


def test_moving_the_aim_with_the_keys():
    session = new_session(Options(2), humans(2))
    assert session.move_aim(0) is None  # no tile chosen
    session.select(0)
    first = session.move_aim(0)
    # The first key press lands on a highlighted space.
    assert session.aim == min(session.legal_anchors())
    assert first.ok
    start = session.aim
    for direction, (dq, dr) in enumerate(DIRECTIONS):
        preview = session.move_aim(direction)
        assert session.aim == (start[0] + dq, start[1] + dr)
        assert preview.move.anchor == session.aim
        session.move_aim(direction + 3)  # the opposite direction
        assert session.aim == start
    assert session.place()
    session.move_aim(1)
    assert session.pending is None


def test_pointing_elsewhere_does_not_move_a_placement_awaiting_confirm():
    session = new_session(Options(2), humans(2))
    session.select(0)
    anchor = sorted(session.legal_anchors())[0]
    session.aim_at(anchor)
    assert session.place()
    preview = session.aim_at((9, 9))
    assert session.aim == anchor
    assert preview.move == session.pending


def test_cancel_steps_back_first_the_placement_then_the_tile():
    session = new_session(Options(2), humans(2))
    session.select(2 if session.state.cost_error(2) is None else 1)
    chosen = session.selected
    session.aim_at(sorted(session.legal_anchors())[0])
    assert session.place()
    session.cancel()
    assert session.pending is None and session.selected == chosen
    assert session.notice == "Placement cancelled."
    session.cancel()
    assert (session.selected, session.pending, session.aim) == (None, None, None)
    session.cancel()  # nothing left to cancel
    assert session.selected is None
    assert session.state.history == []


# ---------------------------------------------------------------- computers
def test_a_human_cannot_choose_a_tile_on_a_computers_turn():
    session = new_session(Options(2), vs_bot("greedy"))
    play_as_human(session, session.state.legal_moves()[0])
    assert session.computer_to_play and not session.human_to_play
    before = snapshot(session)
    assert not session.select(0)
    assert session.notice == "It is not your turn."
    assert snapshot(session) == before


def test_computer_move_is_refused_on_a_humans_turn():
    session = new_session(Options(2), vs_bot("random"))
    with pytest.raises(ValueError):
        session.computer_move()


COMPUTER_GAMES = [
    pytest.param(Options(2), vs_bot("random"), id="random"),
    pytest.param(Options(2), vs_bot("greedy"), id="greedy"),
    pytest.param(Options(1, solo="metagenes"), solo_players(), id="architect"),
    pytest.param(
        Options(3), [Player("Ann"), Player("R", "random"), Player("G", "greedy")], id="three"
    ),
]


@pytest.mark.parametrize(("options", "players"), COMPUTER_GAMES)
def test_computer_moves_are_legal_and_reproducible(options, players):
    session = new_session(options, players, seed=11)
    twin = new_session(options, players, seed=11)
    rng = random.Random(3)
    computer_turns = 0
    while not session.state.over and computer_turns < 12:
        if session.computer_to_play:
            move = session.computer_move()
            assert move in session.state.legal_moves()
            assert session.computer_move() == move  # asking again changes nothing
            assert twin.computer_move() == move  # same game, same history
            storage = saves.MemoryStorage()
            assert saves.save(storage, session, "2024-05-01T10:00:00") is None
            reloaded = saves.load(storage, session.game_id)
            assert reloaded.computer_move() == move
            replayed = Session.from_record(session.to_record(), "other-id")
            assert replayed.computer_move() == move
            report = session.play_computer()
            assert session.state.history[-1] == move
            assert session.notice.startswith(f"{players[report.seat].name} took tile ")
            twin.state.play(move)
            computer_turns += 1
        else:
            report = human_turn(session, rng)
            twin.state.play(session.state.history[-1])
    assert computer_turns


def test_the_architect_takes_the_tile_the_rules_give_it():
    session = new_session(Options(1, solo="hippodamos"), solo_players(), seed=5)
    play_as_human(session, session.state.legal_moves()[0])
    assert session.player.control == ARCHITECT
    assert session.computer_move() == session.state.legal_moves()[0]
    assert session.computer_move().anchor is None
    session.play_computer()
    assert session.notice.startswith(f"{ARCHITECT_NAME} took tile ")


def test_a_computers_move_is_never_played_on_a_persons_turn():
    # The page once played a computer's move, thought for the computer's
    # turn, on the person's turn after it (two loops of computer turns).
    session = new_session(Options(2), vs_bot("greedy"), seed=5)
    play_as_human(session, session.state.legal_moves()[0])
    thought = session.computer_move()
    session.play_computer(thought)
    assert session.human_to_play
    before = snapshot(session)
    for move in (thought, None):
        with pytest.raises(ValueError, match="not a computer's turn"):
            session.play_computer(move)
    assert snapshot(session) == before


def test_different_seeds_give_the_random_bot_different_games():
    games = []
    for seed in (1, 2):
        session = new_session(Options(2), [Player("A", "random"), Player("B", "random")], seed)
        while len(session.state.history) < 6:
            session.play_computer()
        games.append(session.state.history)
    assert games[0] != games[1]


# --------------------------------------------------------------------- undo
def test_undo_in_hot_seat_never_takes_back_the_other_persons_move_once_they_acted():
    session = new_session(Options(2), humans(2))
    rng = random.Random(2)
    assert not session.can_undo()
    human_turn(session, rng)
    # Player 2 to play, and has chosen a tile: Player 1's move stands.
    assert session.state.current == 1
    assert session.select(0)
    session.cancel()
    before = snapshot(session)
    assert not session.can_undo()
    assert not session.undo()
    assert session.notice == (
        "Player 2 has begun their turn: Player 1's move can no longer be taken back."
    )
    assert snapshot(session) == before
    assert session.screen().undo_label == (
        "Undo (nothing to take back: Player 2 has begun their turn)"
    )
    human_turn(session, rng)
    # Player 1 to play again, and acts: Player 2's move is not theirs either.
    assert session.state.current == 0
    assert session.select(0)
    assert not session.can_undo() and not session.undo()
    assert len(session.state.history) == 2


def test_undo_takes_back_a_persons_own_moves_and_the_replies_after_them():
    session = new_session(Options(3), [Player("Ann"), Player("Robot", "greedy"), Player("Bob")])
    rng = random.Random(6)
    human_turn(session, rng)
    assert session.screen().undo_label == "Undo your last move"
    session.play_computer()
    # Bob to play: Ann's move and Robot's reply are not his.
    assert not session.can_undo()
    human_turn(session, rng)
    # Ann to play: Bob moved since her move; he may take his back until she acts.
    assert session.state.current == 0
    assert session.screen().undo_label == "Undo Bob's move"
    human_turn(session, rng)
    session.play_computer()
    assert session.state.current == 2 and not session.can_undo()


@pytest.mark.parametrize(
    ("options", "players", "label"),
    [
        pytest.param(Options(2), vs_bot("greedy"), "Undo your move and Robot's reply", id="bot"),
        pytest.param(
            Options(1, solo="callicrates"),
            solo_players(),
            "Undo your move and Illustrious Architect's reply",
            id="architect",
        ),
    ],
)
def test_undo_label_says_what_it_takes_back(options, players, label):
    session = new_session(options, players)
    rng = random.Random(5)
    human_turn(session, rng)
    assert session.screen().undo_label == "Undo your last move"
    session.play_computer()
    assert session.screen().can_undo
    assert session.screen().undo_label == label


def test_undo_matches_a_replay_of_the_shorter_history():
    session = new_session(Options(2), vs_bot("greedy"))
    rng = random.Random(4)
    play_until(session, lambda s: s.state.round == 3 and s.human_to_play, rng)
    record = session.to_record()
    human_turn(session, rng)
    session.play_computer()
    assert session.undo()
    assert session.to_record() == record
    fresh = Session.from_record(record, "x")
    assert session.state.stones == fresh.state.stones
    assert session.state.site == fresh.state.site
    assert (session.state.current, session.state.chief, session.state.round) == (
        fresh.state.current,
        fresh.state.chief,
        fresh.state.round,
    )


@pytest.mark.parametrize(
    ("options", "players"),
    [
        pytest.param(Options(2), vs_bot("greedy"), id="bot"),
        pytest.param(Options(1, solo="callicrates"), solo_players(), id="architect"),
    ],
)
def test_undo_against_a_computer_takes_back_its_reply_and_the_human_move(options, players):
    session = new_session(options, players)
    rng = random.Random(5)
    human_turn(session, rng)
    session.play_computer()
    human_turn(session, rng)
    before_human = session.state.history[:2]
    session.play_computer()
    assert len(session.state.history) == 4
    assert session.undo()
    assert session.state.history == before_human
    assert session.human_to_play and session.player.control == HUMAN
    assert session.notice == "Move taken back: Ann to play."
    assert session.last_report is None
    # Before the computer replies, undo takes back the human move alone.
    human_turn(session, rng)
    assert session.computer_to_play
    assert session.undo()
    assert session.state.history == before_human
    # And again, back to the start.
    assert session.undo()
    assert session.state.history == []
    assert not session.undo()


def test_undo_with_nothing_to_undo():
    session = new_session(Options(2), humans(2))
    before = snapshot(session)
    assert not session.can_undo()
    assert not session.undo()
    assert session.notice == "There is no move of yours to take back."
    assert snapshot(session) == before


def test_undo_never_takes_back_computer_moves_alone():
    session = new_session(Options(2), [Player("Bot A", "random"), Player("Ann")])
    session.play_computer()
    assert not session.can_undo()
    assert not session.undo()
    assert len(session.state.history) == 1
    bots = new_session(Options(2), [Player("A", "random"), Player("B", "greedy")])
    for _ in range(4):
        bots.play_computer()
    assert not bots.can_undo() and not bots.undo()
    assert len(bots.state.history) == 4


def test_undo_clears_the_turn_in_preparation():
    session = new_session(Options(2), vs_bot("greedy"))
    human_turn(session, random.Random(1))
    session.play_computer()
    session.select(0)
    session.aim_at(sorted(session.legal_anchors())[0])
    assert session.place()
    assert session.undo()
    assert (session.selected, session.pending, session.aim) == (None, None, None)


@pytest.mark.parametrize(
    ("options", "players"),
    [
        pytest.param(Options(2), vs_bot("random"), id="bot"),
        pytest.param(Options(1, solo="hippodamos"), solo_players(), id="architect"),
        pytest.param(Options(2), humans(2), id="hot-seat"),
    ],
)
def test_no_undo_once_the_game_is_over(options, players):
    session = new_session(options, players, seed=3)
    rng = random.Random(3)
    play_until(session, lambda s: s.state.over, rng)
    history = list(session.state.history)
    assert not session.can_undo()
    assert not session.undo()
    assert session.notice == "The game is over: its moves can no longer be taken back."
    assert session.state.over
    assert session.state.history == history


# ---------------------------------------------------------- whole games
@pytest.mark.parametrize(
    ("options", "players", "seed"),
    [
        pytest.param(Options(2), humans(2), 21, id="hot-seat"),
        pytest.param(
            Options(3),
            [Player("Ann"), Player("R", "random"), Player("G", "greedy")],
            22,
            id="mixed",
        ),
        pytest.param(Options(1, solo="metagenes"), solo_players(), 23, id="solo"),
        pytest.param(
            Options(2, long_game=True, variants=frozenset({"houses", "gardens"})),
            vs_bot("greedy"),
            24,
            id="long-variants",
        ),
    ],
)
def test_a_whole_game_through_the_session(options, players, seed):
    session = new_session(options, players, seed=seed)
    rng = random.Random(seed)
    turns = 0
    while not session.state.over:
        report = take_turn(session, rng)
        assert report is not None and report == session.last_report
        turns += 1
    state = session.state
    assert turns == len(state.history) == len(state.setup.tile_order) - 1
    assert state.round == state.rounds_total
    assert not session.human_to_play and not session.computer_to_play
    scores = state.scores()
    assert len(scores) == state.seats
    assert all(isinstance(s.total, int) for s in scores)
    assert state.result().winners
    # The finished game is closed to further moves.
    assert not session.select(0)
    assert session.notice == "The game is over."
    with pytest.raises(ValueError):
        session.computer_move()
    # And it reloads as it ended.
    again = Session.from_record(session.to_record(), "again")
    assert again.state.over and again.state.scores() == scores


def test_a_session_needs_one_player_per_seat():
    with pytest.raises(ValueError):
        new_session(Options(3), humans(2))


def test_a_bot_unknown_to_this_version_is_played_by_the_fallback_bot():
    # Records may name any well-formed bot, so that games of newer bots load.
    players = [Player("Ann"), Player("Deep", "mcts-v9")]
    session = new_session(Options(2), players, seed=4)
    reference = new_session(Options(2), [Player("Ann"), Player("G", FALLBACK_BOT)], seed=4)
    for s in (session, reference):
        s.state.play(s.state.legal_moves()[0])
    session = Session.from_record(session.to_record(), "loaded")
    move = session.computer_move()
    assert move == reference.computer_move()
    session.play_computer()
    assert session.state.history[-1] == move
    assert session.notice.startswith("Deep took tile ")
    assert 'does not know the computer player "mcts-v9"' in session.notice


def test_the_keyboard_aim_stays_near_the_city():
    session = new_session(Options(2), humans(2))
    session.select(0)
    session.move_aim(0)
    for _ in range(20):
        session.move_aim(0)
    q, r = session.aim
    nearest = min(
        (abs(q - cq) + abs(r - cr) + abs(q - cq + r - cr)) // 2 for cq, cr in session.city.height
    )
    assert nearest == 3


def test_undo_and_can_undo_replay_nothing(monkeypatch):
    """Undo goes through the engine's exact undo: no game is replayed to
    learn who moved, neither to take a move back nor to enable the button."""
    session = new_session(Options(2), vs_bot("greedy"))
    rng = random.Random(3)
    play_until(session, lambda s: len(s.state.turns) >= 6 and s.human_to_play, rng)
    expected = session.state.history[:4]

    def refuse(*args, **kwargs):
        raise AssertionError("replayed")

    monkeypatch.setattr(GameState, "start", refuse)
    monkeypatch.setattr(GameState, "play", refuse)
    assert session.can_undo()
    assert session.undo()
    assert session.state.history == expected and session.human_to_play


def test_a_name_that_turns_text_around_is_isolated_in_notices_and_the_board_title():
    """A name starting with U+202E (right-to-left override) must not reverse
    the rest of a notice or of the board's title."""
    eve = "\u202eEve"
    session = new_session(Options(2), [Player(eve), Player("Bob", "greedy")])
    move = session.state.legal_moves()[0]
    session.select(move.tile)
    session.rotation = move.rotation
    session.aim_at(move.anchor)
    assert session.place()
    session.confirm()
    assert session.notice.startswith(f"\u2068{eve}\u2069 took tile ")
    session.undo()
    assert session.notice == f"Move taken back: \u2068{eve}\u2069 to play."
    assert session.screen().title.startswith(f"\u2068{eve}\u2069's city")
