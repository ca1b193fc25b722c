"""Redrawing only what changed (akropolis/app/redraw.py): the regions'
text is rebuilt only when its inputs change, and written only when it
differs from what the page holds."""

from __future__ import annotations

from akropolis.app import views
from akropolis.app.redraw import HTML, TEXT, Regions, Writer
from akropolis.app.session import Session
from akropolis.rules.game import Options
from akropolis.rules.record import Player


def session() -> Session:
    return Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=7)


def names(changes) -> list[str]:
    return [name for name, _ in changes]


def test_the_first_redraw_writes_every_region():
    s, writer = session(), Writer()
    regions = Regions().build(s)
    assert list(regions) == [*HTML, *TEXT]
    assert regions["aim"] == "", "nothing aimed at yet"
    # The board's text holds its aim group, empty.
    assert writer.changes(regions) == [(n, t) for n, t in regions.items() if n != "aim"]
    assert writer.changes(regions) == []


def test_choosing_a_tile_writes_the_site_the_board_and_the_words():
    s, regions, writer = session(), Regions(), Writer()
    writer.changes(regions.build(s))
    s.select(0)
    changed = names(writer.changes(regions.build(s)))
    assert changed == ["status", "site", "board", "notice"]


def test_moving_the_aim_keeps_the_board_and_the_cards():
    s, regions, writer = session(), Regions(), Writer()
    s.select(0)
    writer.changes(regions.build(s))
    s.aim_at((2, -1))
    assert names(writer.changes(regions.build(s))) == ["aim"]
    s.aim_at((2, 0))
    assert names(writer.changes(regions.build(s))) == ["aim"]


def test_the_player_cards_are_built_again_only_when_the_game_or_the_view_changes(monkeypatch):
    s, regions = session(), Regions()
    built = []
    players_html = views.players_html

    def counted(session, seat):
        built.append(seat)
        return players_html(session, seat)

    monkeypatch.setattr(views, "players_html", counted)
    regions.build(s)
    s.select(0)
    s.rotate()
    s.aim_at((2, -1))
    regions.build(s)
    assert built == [0]
    s.view(1)
    regions.build(s)
    s.state.play(s.state.legal_moves()[0])
    regions.build(s)
    assert built == [0, 1, 1]


def test_writing_the_board_empties_its_aim_which_is_written_again():
    writer = Writer()
    first = {"board": "<svg>1</svg>", "aim": "<g/>"}
    assert writer.changes(first) == list(first.items())
    # Same aim, new board: the board's text holds an empty aim group.
    second = {"board": "<svg>2</svg>", "aim": "<g/>"}
    assert writer.changes(second) == list(second.items())
    # Same board, no aim any more.
    assert writer.changes({"board": "<svg>2</svg>", "aim": ""}) == [("aim", "")]
    # New board and no aim: the board alone.
    assert writer.changes({"board": "<svg>3</svg>", "aim": ""}) == [("board", "<svg>3</svg>")]


def test_forget_writes_everything_again():
    writer = Writer()
    regions = {"status": "a", "notice": "b"}
    writer.changes(regions)
    writer.forget()
    assert writer.changes(regions) == list(regions.items())


def board_box(regions: dict[str, str]) -> str:
    text = regions["board"]
    start = text.index('viewBox="') + len('viewBox="')
    return text[start : text.index('"', start)]


def test_choosing_and_turning_a_tile_never_moves_the_city():
    """The board's viewBox is the city's own: the legal places of each
    rotation of each tile lie inside it, so the view does not jump."""
    for seed in (1, 7, 11):
        s = Session.new(Options(2), [Player("Ann"), Player("Bob")], "g", seed=seed)
        regions = Regions()
        boxes = {board_box(regions.build(s))}
        for position in range(s.screen().site_size):
            s.select(position)
            for _ in range(6):
                s.rotate(1)
                built = regions.build(s)
                assert s.screen().legal, "the test needs legal places to show"
                boxes.add(board_box(built))
        assert len(boxes) == 1, boxes
