"""A game at a distance, as the app holds it (app/distance.py,
app/arrival.py, app/sendviews.py, the session's seats): each device plays
only its own person's seat, the link goes back and forth, and whatever link
arrives (new, further, the same, older, a branch, damaged) the saved games
are kept and nothing is lost."""

from __future__ import annotations

import html
import re

import pytest

from akropolis import i18n
from akropolis.app import arrival, commands, distance, newgame, saves, sendviews
from akropolis.app.movelog import MoveLog
from akropolis.app.saves import MemoryStorage
from akropolis.app.saveviews import saves_html
from akropolis.app.screen import WAITING
from akropolis.app.session import Session
from akropolis.app.viewport import Viewport
from akropolis.bots import make_bot
from akropolis.core.record import RecordError

BASE = "https://friends.github.io/akropolis/"
T1 = "2026-11-29T10:00:00+00:00"


def plain(text: str) -> str:
    return html.unescape(re.sub(r"<[^>]+>", "", text)).replace("\u2068", "").replace("\u2069", "")


def form(**changes) -> newgame.Form:
    fields = dict(players="2", level="hippodamos", long_game=False, variants=frozenset(), seed="7",
                  names=("Ada", "Basil", "Chloe", "Demetrios"),
                  controls=("human", "human", "medium", "medium"), distance=True)
    fields.update(changes)
    return newgame.Form(**fields)


def set_up(players=("human", "human"), seed=7) -> Session:
    """A game at a distance set up on the first device (seat 0's)."""
    names = ("Ada", "Basil", "Chloe", "Demetrios")[: len(players)]
    game = newgame.read(form(players=str(len(players)), controls=tuple(players) + ("medium",) * (4 - len(players)),
                             names=names + ("x",) * (4 - len(names)), seed=str(seed)))
    assert isinstance(game, newgame.NewGame) and game.distance
    session = Session.new(game.options, list(game.players), "setup", game.seed)
    arrival.started(session)
    return session


class Device:
    """One person's device: its storage, the game it has open."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.storage = MemoryStorage()
        self.session: Session | None = None
        self.ids = 0

    def start(self, session: Session) -> None:
        self.session = session
        self.computers()
        saves.save(self.storage, session, T1)

    def open(self, link: str) -> arrival.Arrival:
        self.ids += 1
        came = arrival.receive(self.storage, link, f"{self.name}-{self.ids}")
        self.session = came.session
        if came.save:
            saves.save(self.storage, came.session, T1)
        return came

    def claim(self, seat: int | None) -> None:
        effects = commands.run(self.session, Viewport(), commands.CLAIM_SEAT, -1 if seat is None else seat)
        assert commands.SAVE in effects
        self.computers()
        saves.save(self.storage, self.session, T1)

    def computers(self) -> None:
        while self.session.computer_to_play:
            self.session.play_computer()

    def move(self, seed: int = 0) -> None:
        """Its person's move (a bot's choice, played as a person confirms)."""
        session = self.session
        assert session.human_to_play
        move = make_bot("greedy", seed).choose(session.game)
        session.select(move.tile)
        session.rotation = move.rotation
        session.aim = move.anchor
        assert session.place() and session.confirm() is not None
        self.computers()
        saves.save(self.storage, session, T1)

    def link(self) -> str:
        assert self.session.screen().sending
        return sendviews.address(self.session, BASE)


def ada_then_basil() -> tuple[Device, Device]:
    """Ada sets up a game of two people at a distance and moves; Basil
    opens her link and says his seat is his."""
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move()
    basil.open(ada.link())
    basil.claim(1)
    return ada, basil


def by_links(ada: Device, basil: Device, vary: bool = False) -> tuple[Device, list[str]]:
    """Ada and Basil play on by links (Basil has the game as it stands) to
    the end: the device that moved last, and what each link brought
    (``vary``: each move chosen with another seed)."""
    devices, sender, kinds = {0: ada, 1: basil}, basil, []
    turn = 0
    while not sender.session.over:
        device = devices[sender.session.state.current]
        if device is not sender:
            kinds.append(device.open(sender.link()).kind)
        device.move(turn if vary else 0)
        turn += 1
        sender = device
    return sender, kinds


# ---------------------------------------------------------------- the form
def test_the_form_starts_a_game_at_a_distance_with_two_people_or_more():
    assert newgame.read(form()).distance
    refused = newgame.read(form(controls=("human", "medium", "medium", "medium")))
    assert isinstance(refused, newgame.Refusal) and refused.code == newgame.DISTANCE
    assert "two people" in refused.message
    assert not newgame.read(form(players="1")).distance  # solo: one person, one device
    assert newgame.Choices.from_text(newgame.choices_of(form()).to_text()).distance


def test_the_person_who_sets_it_up_plays_the_first_person_seat():
    session = set_up(("medium", "human", "human"))
    assert session.distance.mine(1) and session.distance.chosen
    assert session.computer_to_play  # the computer's first move is made on this device


# ------------------------------------------------------------- the table
def test_only_this_device_s_person_plays_and_the_link_is_offered_while_the_other_is_to_play():
    ada = Device("ada")
    ada.start(set_up())
    session = ada.session
    assert session.human_to_play and not session.screen().sending
    ada.move()
    screen = session.screen()
    assert screen.turn == WAITING and not session.human_to_play and session.waiting_for == 1
    assert not commands.enabled(screen, commands.SELECT, 0)
    assert not commands.run(session, Viewport(), commands.SELECT, 0)
    assert session.selected is None
    from akropolis.app import views
    assert plain(views.status_html(session)) == "Basil plays on their own device: send them the link."
    panel = sendviews.send_html(session, BASE)
    assert "Send the game to Basil" in plain(panel) and 'data-action="copy-link"' in panel
    assert html.unescape(re.search(r'id="link-text" readonly value="([^"]*)"', panel)[1]) == ada.link()
    assert ada.link().startswith(BASE + "#play=")
    assert "<svg" not in panel
    commands.run(session, Viewport(), commands.SHOW_CODE)
    panel = sendviews.send_html(session, BASE)
    assert "<svg" in panel and 'aria-pressed="true"' in panel and "#play=" not in panel.split("<svg", 1)[1]


def test_two_devices_play_a_whole_game_by_links():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move(99)
    came = basil.open(BASE + "#" + ada.link().split("#", 1)[1])
    assert came.kind == arrival.NEW and basil.session.claimable() == (0, 1)
    assert not basil.session.human_to_play and basil.session.screen().claim
    assert plain(sendviews.send_html(basil.session, BASE)).split() [:4] == ["Which", "seat", "is", "yours?"]
    basil.claim(1)
    sender, kinds = by_links(ada, basil, vary=True)
    assert set(kinds) <= {arrival.FURTHER, arrival.NEW}
    other = basil if sender is ada else ada
    other.open(sender.link())
    assert ada.session.game.history == basil.session.game.history and basil.session.over
    assert ada.session.screen().sending  # the end goes to everyone


def test_a_computer_seat_plays_the_same_on_every_device():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up(("human", "medium", "human")))
    ada.move()
    assert len(ada.session.game.turns) == 2  # Ada's move, and the computer's reply on her device
    basil.open(ada.link())
    basil.claim(2)
    basil.move(1)
    ada.open(basil.link())
    assert ada.session.human_to_play
    # Both devices worked out the computer's replies themselves: the same.
    assert ada.session.game.history == basil.session.game.history


# ----------------------------------------------------- what a link brings
def test_a_link_further_on_updates_the_game_and_marks_the_new_turns():
    ada, basil = ada_then_basil()
    basil.move()
    came = ada.open(basil.link())
    assert came.kind == arrival.FURTHER and came.session.game_id == "setup"
    assert came.message().startswith("1 new move since you last saw this game, marked in the move log: Basil took")
    assert ada.session.distance.seen == 1 and ada.session.human_to_play
    log = MoveLog().html(ada.session.game, ["Ada", "Basil"], None, ada.session.distance.seen)
    assert log.count('class="new"') == 1 and "new" in plain(log)
    assert [e.game_id for e in saves.entries(ada.storage)] == ["setup"]
    ada.move()
    assert ada.session.distance.seen == 3  # what came before her move is seen


def test_an_older_link_or_the_same_changes_nothing():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move()
    first = ada.link()
    basil.open(first)
    basil.claim(1)
    basil.move()
    ada.open(basil.link())
    ada.move()
    before = dict(ada.storage.data)
    came = ada.open(first)
    assert came.kind == arrival.OLDER and not came.save
    assert came.message() == "You already have this game up to move 3; this link is older and changed nothing."
    assert ada.storage.data == before and len(ada.session.game.turns) == 3
    came = basil.open(basil.link())
    assert came.kind == arrival.SAME and came.message().startswith("You already have this game as it stands")


def test_a_branching_link_keeps_both_games():
    ada, basil = ada_then_basil()
    basil.move(0)
    mine = basil.link()
    # Basil takes his move back after sending it, and plays another.
    assert basil.session.can_undo() and basil.session.undo()
    basil.move(5)
    ada.open(mine)
    came = ada.open(basil.link())
    if came.kind == arrival.SAME:  # the greedy bot chose the same move again
        pytest.skip("no branch: the same move twice")
    assert came.kind == arrival.BRANCH
    assert came.message().startswith("This link branches off your game after move 1")
    ids = [e.game_id for e in saves.entries(ada.storage)]
    assert len(ids) == 2 and came.session.game_id in ids
    assert distance.read(ada.storage, came.session.game_id).mine(0)
    listed = {e.game_id: e.distance for e in saves.entries(ada.storage)}
    assert listed[came.session.game_id].endswith("branch after move 1")
    assert not [d for gid, d in listed.items() if gid != came.session.game_id][0].endswith("move 1")


@pytest.mark.parametrize("cut", [lambda t: t[:-5], lambda t: t[:-1] + ("A" if t[-1] != "A" else "B"),
                                 lambda t: t.replace("#play=", "#play=x"), lambda t: t + "<b>"])
def test_a_damaged_link_is_refused_and_nothing_saved_changes(cut):
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move()
    basil.open(ada.link())
    before = dict(basil.storage.data)
    with pytest.raises(RecordError) as caught:
        arrival.receive(basil.storage, cut(ada.link()), "x")
    assert basil.storage.data == before
    assert "<" not in str(caught.value)


def test_a_card_game_link_is_not_a_table_at_a_distance():
    from akropolis.core import link as links
    from akropolis.games import CARDS
    with pytest.raises(RecordError):
        arrival.receive(MemoryStorage(), "#play=" + "Q" * 20, "x")
    assert CARDS.link is None and "live conversation" in i18n.t(CARDS.no_link)
    assert links.KEY == "play="


# ------------------------------------------------------ undo and the list
def test_a_device_takes_back_only_its_own_person_s_moves():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move()
    assert ada.session.can_undo()  # before she sends it
    basil.open(ada.link())
    basil.claim(1)
    assert not basil.session.can_undo()  # Ada's move is not Basil's to take back
    assert "nothing" in basil.session.screen().undo_label.lower()
    basil.move()
    ada.open(basil.link())
    assert not ada.session.can_undo()


def test_the_saved_games_list_says_whose_turn_it_is():
    ada = Device("ada")
    ada.start(set_up())
    [entry] = saves.entries(ada.storage)
    assert entry.distance == "your turn"
    ada.move()
    [entry] = saves.entries(ada.storage)
    assert entry.distance == "waiting for Basil"
    with i18n.using("fr"):
        assert saves.entries(ada.storage)[0].distance == "en attente de Basil"
    assert "waiting for Basil" in plain(saves_html(saves.entries(ada.storage)))


def test_deleting_a_game_at_a_distance_and_undoing_keeps_its_seat():
    ada = Device("ada")
    ada.start(set_up())
    deleted = saves.delete(ada.storage, "setup")
    assert distance.read(ada.storage, "setup") is None
    assert saves.restore(ada.storage, deleted) is None
    assert distance.read(ada.storage, "setup").mine(0)
    assert saves.load(ada.storage, "setup").distance.mine(0)


def test_a_damaged_distance_entry_reads_as_a_game_at_one_table():
    ada = Device("ada")
    ada.start(set_up())
    for text in ("{", '{"identity": "x", "seat": 0, "chosen": true, "seen": 0}', "[]", "x" * 500,
                 '{"identity": "0123456789abcdef0123", "seat": 9, "chosen": true, "seen": 0}'):
        ada.storage.data[distance.KEY + "setup"] = text
        assert saves.load(ada.storage, "setup").distance is None


def test_the_menu_offers_the_tile_game_at_a_distance_and_says_why_not_the_card_game():
    from akropolis.app import cardviews, views

    tiles = views.tile_form_html(newgame.Choices(players=3))
    assert 'name="distance"' in tiles and "Play at a distance" in plain(tiles)
    assert 'data-counts="2 3 4"' in tiles
    assert " disabled" in views.tile_form_html(newgame.Choices(players=1)).split('name="distance"')[1][:60]
    cards = plain(cardviews.card_form_html())
    assert "live conversation" in cards and 'name="distance"' not in cardviews.card_form_html()
    with i18n.using("fr"):
        assert "conversation en direct" in plain(cardviews.card_form_html())


def test_names_from_a_link_reach_the_page_as_text():
    from akropolis.core.registry import to_link
    from akropolis.games import TILES

    evil = '<img src=x onerror="alert(1)">'
    state = TILES.new([(evil, "human"), ("Basil&co", "human")], 3, {})
    state.play(make_bot("greedy", 0).choose(state))
    storage = MemoryStorage()
    came = arrival.receive(storage, to_link(TILES, state), "x")
    claim = sendviews.send_html(came.session, BASE)
    assert "<img" not in claim and "&lt;img" in claim
    came.session.claim(1)
    came.session.select(0)
    from akropolis.app import views
    assert "<img" not in views.status_html(came.session)
    came.session.distance = came.session.distance.__class__(came.session.distance.identity, 1, True, 0)
    saves.save(storage, came.session, T1)
    assert "<img" not in saves_html(saves.entries(storage))


def test_a_file_of_a_game_at_a_distance_this_device_holds_is_read_as_its_link():
    from akropolis.core.record import parse

    ada, basil = ada_then_basil()
    basil.move()
    sent = parse(saves.export_text(basil.session, T1))  # "Save as file", then sent
    spec = arrival.known(ada.storage, sent)
    assert spec is not None
    came = arrival.arrive(ada.storage, spec, sent, "import-1")
    assert came.kind == arrival.FURTHER and came.session.game_id == "setup"
    # A file of a game this device does not hold at a distance is a usual import.
    assert arrival.known(MemoryStorage(), sent) is None
    assert arrival.known(ada.storage, {"format": "akropolis-game"}) is None
    assert arrival.known(ada.storage, None) is None


def test_the_seat_to_play_is_offered_first_and_a_wrong_answer_can_be_taken_back():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up(("human", "human", "human")))
    ada.move()
    basil.open(ada.link())
    claim = sendviews.send_html(basil.session, BASE)
    first = re.search(r'<button data-action="claim-seat" data-seat="(\d)"( class="primary")?>([^<]*<[^>]*>[^<]*<[^>]*>[^<]*)', claim)
    assert first[1] == "1" and first[2] and "(to play)" in plain(first[3])
    assert "[]" not in plain(claim)
    with i18n.using("fr"):
        assert "(à jouer)" in plain(sendviews.send_html(basil.session, BASE))
    basil.claim(0)  # the wrong seat: Ada's
    session = basil.session
    assert session.waiting_for == 1 and "Not your seat? Choose again" in plain(sendviews.send_html(session, BASE))
    assert commands.enabled(session.screen(), commands.CLAIM_SEAT, commands.AGAIN)
    commands.run(session, Viewport(), commands.CLAIM_SEAT, commands.AGAIN)
    assert session.claimable() == (0, 1, 2) and not session.distance.chosen
    [entry] = saves.entries(basil.storage) if saves.save(basil.storage, session, T1) is None else []
    assert entry.distance == "choose your seat"
    basil.claim(1)
    assert session.human_to_play


def test_a_watcher_is_told_it_watches_and_may_take_a_seat():
    from akropolis.app import views

    ada, cleo = Device("ada"), Device("cleo")
    ada.start(set_up())
    ada.move()
    cleo.open(ada.link())
    cleo.claim(None)
    session = cleo.session
    assert plain(views.status_html(session)) == "You watch this game: Basil to play."
    panel = plain(sendviews.send_html(session, BASE))
    assert "You watch this game" in panel and "Send the game to" not in panel
    assert "Not your seat? Choose again" in panel


def test_after_sending_nothing_a_person_may_take_the_move_back_and_sees_their_own_city():
    ada = Device("ada")
    ada.start(set_up())
    ada.move()
    session = ada.session
    screen = session.screen()
    assert screen.turn == WAITING and session.shown_seat() == 0  # her city, not Basil's
    assert commands.enabled(screen, commands.UNDO) and "Take back your move" in plain(sendviews.send_html(session, BASE))
    assert commands.RESTART in commands.run(session, Viewport(), commands.UNDO)
    assert session.human_to_play and not session.game.turns


def test_the_end_of_a_game_at_a_distance_is_offered_to_everyone_with_the_scorepad():
    sender, _ = by_links(*ada_then_basil())
    session = sender.session
    assert sendviews.send_html(session, BASE) == ""
    end = plain(sendviews.end_html(session, BASE))
    assert "Send the end of the game to everyone" in end and "next move" not in end
    assert "Not your seat" not in end
    newcomer = Device("newcomer")
    newcomer.open(sender.link())
    assert not newcomer.session.claimable()  # nothing to play: no seat question


def test_many_new_moves_are_counted_and_a_few_are_said():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up(("human", "medium", "medium", "human")))
    ada.move()
    first = ada.link()
    basil.open(first)
    basil.claim(3)
    basil.move()
    ada.open(basil.link())
    ada.move()
    cleo = Device("cleo")
    cleo.open(first)
    cleo.claim(None)
    came = cleo.open(ada.link())
    assert came.kind == arrival.FURTHER
    told = came.message()
    assert told == "4 new moves since you last saw this game, marked in the move log."
    assert [e.distance for e in saves.entries(cleo.storage)] == ["you watch"]
    with i18n.using("fr"):
        assert came.message().endswith("marqués dans l'historique.")


def test_a_wrong_seat_never_takes_back_another_person_s_move():
    ada, basil = Device("ada"), Device("basil")
    ada.start(set_up())
    ada.move()
    basil.open(ada.link())
    basil.claim(0)  # Ada's seat, by mistake
    session = basil.session
    assert not session.can_undo() and not commands.enabled(session.screen(), commands.UNDO)
    assert "Take back your move" not in plain(sendviews.send_html(session, BASE))
    assert not session.undo() and len(session.game.turns) == 1
