"""The card table's pure logic (app/cardsession.py): a whole game with one
person and two computers through the table's commands, the offer and the
bid being made, hot seat's privacy screen, the log each player may read,
saves of both games and the new-game form."""

from __future__ import annotations

from dataclasses import replace

import pytest
from cardsessions import mostly_pass, person_and_computers, run_computers

from akropolis.app import saves
from akropolis.app.cardscreen import event_text, table_html
from akropolis.app.cardsession import CardSession, read_form
from akropolis.app.keeper import Keeper
from akropolis.app.saves import MemoryStorage
from akropolis.cards import record
from akropolis.cards.actions import Offer, Pass
from akropolis.cards.bots import seed_for
from akropolis.cards.setup import Seat

T1 = "2026-01-01T10:00:00+00:00"


@pytest.mark.parametrize("advanced", [False, True])
def test_a_person_and_two_computers_play_to_the_end(advanced):
    session = person_and_computers(advanced, controls=("easy", "hard"))
    while not session.over:
        run_computers(session)
        if not session.over:
            assert session.viewer_to_act and session.viewer == 0
            assert mostly_pass(session), session.notice
    assert session.game.round == 15
    assert sum(len(p) for p in session.game.piles) == 15
    assert any(ev.kind == "won" for ev in session.log)


def test_a_computers_action_is_never_played_for_the_person():
    session = person_and_computers()
    run_computers(session)
    assert session.viewer_to_act and not session.computer_to_play
    before = session.to_text(), len(session.log)
    with pytest.raises(ValueError, match="not a computer's turn"):
        session.play_computer(Pass())
    assert (session.to_text(), len(session.log)) == before


def test_an_offer_is_built_sent_and_answered():
    session = person_and_computers()
    run_computers(session)
    view = session.view()
    assert view.phase == "trade" and session.viewer_to_act
    good = view.hand[0]
    session.command("offer-to", "1")
    session.command("give-more", good)
    assert session.draft.give == {good: 1}
    # One cannot give more than one holds.
    for _ in range(9):
        session.command("give-more", good)
    assert session.draft.give[good] == view.held[good]
    session.command("clear")
    session.command("give-more", good)
    assert session.command("offer") is True
    assert session.log[-1].kind == "offer" and session.computer_to_play
    run_computers(session)
    offer = next(ev for ev in session.log if ev.kind == "offer")
    assert (offer.seat, offer.other, offer.cards) == (0, 1, (good,))
    answer = next(ev for ev in session.log if ev.kind == "answer")
    assert answer.seat == 1
    # Hands stay hidden: the third player reads that an offer was made, not what.
    assert "offered Basil" in event_text(offer, session.names, 0)
    assert event_text(offer, session.names, 2) == "Ada made an offer to Basil."


def test_an_empty_offer_is_refused_with_a_sentence():
    session = person_and_computers()
    run_computers(session)
    assert session.command("offer") is False
    assert session.notice == "An offer must give or ask at least one card."


def test_an_offer_made_to_the_person_is_accepted_or_refused():
    for answer in ("accept", "refuse"):
        session = person_and_computers()
        run_computers(session)
        # Make Basil offer a gift: Ada passes until a computer offers, or play it.
        session.game.play(Pass())
        session.game.play(Offer(0, (session.game.view(1).hand[0],), ()))
        session._follow()
        assert session.view().phase == "respond" and session.viewer_to_act
        size = session.view().hand_sizes[0]
        assert session.command(answer) is True
        assert session.view().hand_sizes[0] == size + (answer == "accept")


def test_the_bid_stepper_is_bounded_by_the_drachmas():
    session = person_and_computers(seed=3)
    while not session.over:
        run_computers(session)
        view = session.view()
        if view.phase == "auction" and view.money[0] >= 2:
            break
        mostly_pass(session)
    low, money = session.bid_bounds()
    assert session.bid == low
    for _ in range(money + 5):
        session.command("bid-more")
    assert session.bid == money
    for _ in range(money + 5):
        session.command("bid-less")
    assert session.bid == low
    session.command("bid-more")
    assert session.command("bid") is True
    assert session.log[-1].kind in ("bid", "won") or any(e.kind == "bid" and e.seat == 0 for e in session.log)


def test_hot_seat_hides_each_hand_until_its_player_asks():
    seats = [Seat("Ada"), Seat("Basil"), Seat("Chloe", "easy")]
    session = CardSession.new(3, False, seats, "h1", 5)
    run_computers(session)
    first = session.viewer
    assert not session.revealed and not session.viewer_to_act
    assert session.command("pass") is False  # nothing acts behind the screen
    session.command("reveal")
    assert session.viewer_to_act
    session.command("pass")
    run_computers(session)
    if session.game.current in session.humans and session.game.current != first:
        assert not session.revealed and session.viewer == session.game.current


def test_one_person_never_sees_the_privacy_screen():
    session = person_and_computers()
    for _ in range(30):
        run_computers(session)
        assert session.revealed
        mostly_pass(session)


def test_card_and_tile_games_share_the_store():
    storage = MemoryStorage()
    session = person_and_computers()
    run_computers(session)
    mostly_pass(session)
    assert saves.save(storage, session, T1) is None
    [entry] = saves.entries(storage)
    assert entry.game == "cards" and entry.mode == "Acropolis (cards): 3 players"
    assert entry.players == ("Ada", "Basil", "Chloe") and entry.round == 1 and entry.rounds == 15
    loaded = saves.load(storage, "g1")
    assert isinstance(loaded, CardSession)
    assert loaded.game.history == session.game.history
    assert [e.kind for e in loaded.log] == [e.kind for e in session.log]
    # The stored text is the card record itself: the engine reads it.
    assert record.loads(storage.get(saves.PREFIX + "g1")).history == session.game.history
    # A summary made again from the record says the same.
    storage.remove(saves.META + "g1")
    # (but its date: the card record holds none, and the list shows none)
    assert saves.entries(storage) == [replace(entry, saved_at="")]


def test_an_exported_card_game_imports_under_a_new_id():
    session = person_and_computers()
    run_computers(session)
    text = saves.export_text(session, T1)
    storage = MemoryStorage()
    imported, message = saves.import_text(storage, text, "g2", T1)
    assert message is None and isinstance(imported, CardSession)
    assert imported.game_id == "g2" and imported.game.history == session.game.history


@pytest.mark.parametrize(
    "forge, refused",
    [
        (lambda d: d["players"][1].update(control="expert"), None),
        (lambda d: d["actions"].append({"do": {}}), "Action"),
        (lambda d: d["actions"].append({"do": ["pass"]}), "Action"),
        (lambda d: d["players"][0].update(name="A B\x07"), "control characters"),
    ],
    ids=["unknown bot", "action of a dict", "action of a list", "bell in a name"],
)
def test_a_forged_card_file_imports_or_is_refused_with_a_sentence(forge, refused):
    """Issue 45, F1 and F2: such a file did nothing visible (an exception
    the page's loop reported in the console) or showed the name "A B␇".
    The import reads it into a game that says what it changed, or refuses
    it with a RecordError the menu says; nothing else escapes."""
    import json

    from akropolis.core.record import RecordError

    data = json.loads(saves.export_text(person_and_computers(), T1))
    forge(data)
    storage = MemoryStorage()
    if refused is None:
        imported, message = saves.import_text(storage, json.dumps(data), "g2", T1)
        assert message is None and "easy" in imported.notice
        return
    with pytest.raises(RecordError, match=refused):
        saves.import_text(storage, json.dumps(data), "g2", T1)
    assert saves.entries(storage) == []


def test_the_new_card_game_form():
    fields = {"players": "4", "name0": " Ada ", "control0": "human", "name1": "",
              "control1": "hard", "control2": "easy", "control3": "easy", "advanced": "on",
              "seed": "12"}
    count, advanced, seats, seed = read_form(fields)
    assert (count, advanced, seed) == (4, True, 12)
    assert [(s.name, s.control) for s in seats][:2] == [("Ada", "human"), ("Player 2", "hard")]
    assert read_form({**fields, "players": "7"}) == "Acropolis is for 2 to 6 players."
    assert "person or a computer" in read_form({**fields, "control1": "random"})
    assert "whole number" in read_form({**fields, "seed": "x1"})


def test_the_buildings_abilities_are_buttons_of_the_trading_turn():
    session = person_and_computers(advanced=True)
    for building in ("arsenal", "strategion", "fountain_house"):
        session.game.piles[0].append(building)
    run_computers(session)
    html = table_html(session)
    assert "Arsenal: take a card from Basil" in html and "Strategion: look at Chloe" in html
    assert "Fountain House: draw a card" in html
    assert session.command("look", "2") is True
    assert "Chloe&#x27;s hand (your Strategion): " in table_html(session)
    size = session.view().hand_sizes[0]
    assert session.command("seize", "1") is True
    assert session.view().phase == "give_back" and session.view().hand_sizes[0] == size + 1
    good = session.view().hand[0]
    assert f'data-card-action="give-back" data-arg="{good}"' in table_html(session)
    assert session.command("give-back", good) is True
    assert session.command("draw") is True and session.view().phase == "discard"
    assert session.command("discard", session.view().hand[-1]) is True
    assert session.view().phase == "trade" and session.view().hand_sizes[0] == size
    assert "Arsenal" not in table_html(session).split("Players")[0].split("Your hand")[1]


def test_a_computer_decides_in_steps_the_same_action_as_at_once():
    """The browser runs a decision in slices (computer_thinking's steps):
    hard's auction pauses between batches of rollouts, and the action is
    the one ``choose`` gives."""
    session = person_and_computers(controls=("hard", "hard"), seed=9)
    paused = 0
    while not session.over and session.game.round < 3:
        if session.computer_to_play:
            thinking = session.computer_thinking()
            steps = 0
            while thinking.step() is None:
                steps += 1
            paused = max(paused, steps)
            twin = type(session.bots[session.game.current])()
            view = session.game.view(session.game.current)
            seed = seed_for(session.game.setup, session.game.current, len(session.game.history))
            assert thinking.move == twin.choose(view, seed)
            session.play_computer(thinking.move)
        else:
            mostly_pass(session)
    assert paused >= 10  # an auction's Monte Carlo: many short steps


def test_the_keeper_saves_card_games_and_never_overwrites_another_tab():
    storage = MemoryStorage()
    keeper = Keeper(storage)
    session = person_and_computers()
    keeper.started(session)
    assert keeper.save(session, T1) is None
    run_computers(session)
    mostly_pass(session)
    assert keeper.save(session, T1) is None
    other = storage.get(saves.PREFIX + "g1").replace('"actions": [', '"actions":  [')
    storage.set(saves.PREFIX + "g1", other)  # another tab saved it meanwhile
    run_computers(session)
    mostly_pass(session)
    assert keeper.save(session, T1) is not None
    assert storage.get(saves.PREFIX + "g1") == other
    assert [e.game_id for e in keeper.kept()] == ["g1"] and keeper.kept()[0].game == "cards"


def test_an_offer_not_sent_is_not_left_for_the_next_turn_or_person():
    """Cards put on the offer's steppers and then not offered (a pass, an
    answer) are cleared: the next person in hot seat never sees them, and a
    later turn never starts with cards the hand may no longer hold (a
    hostile-user sweep found both)."""
    seats = [Seat("Ada"), Seat("Basil")]
    session = CardSession.new(2, False, seats, "h2", 11)
    session.command("reveal")
    first, view = session.viewer, session.view()
    assert view.phase == "trade"
    session.command("give-more", view.hand[0])
    session.command("ask-more", "oil")
    assert session.draft.give and session.draft.ask
    assert session.command("pass") is True
    assert session.viewer != first and not session.revealed
    assert session.draft.give == {} and session.draft.ask == {}
    assert session.draft.to == first
    session.command("reveal")
    assert 'data-card-action="offer" class="primary" disabled' in table_html(session)
    # One person against a computer: after a pass, the next Market turn's
    # offer starts empty too.
    session = person_and_computers()
    run_computers(session)
    view = session.view()
    for good in view.hand:
        session.command("give-more", good)
    assert session.command("pass") is True
    assert session.draft.give == {} and session.draft.ask == {}


def _stored(storage, game_id: str, data: dict, current: bool = True) -> None:
    import json

    storage.set(saves.PREFIX + game_id, json.dumps(data))
    if current:
        storage.set(saves.CURRENT, game_id)


def test_a_card_save_naming_an_unknown_computer_opens_with_a_stand_in_and_says_so():
    """Found by a hostile user: a card save with "control": "expert" (a
    level the card game does not have) stopped the whole app at start-up."""
    import json

    session = person_and_computers()
    run_computers(session)
    data = json.loads(session.to_text())
    data["players"][1]["control"] = "expert"
    storage = MemoryStorage()
    _stored(storage, "g9", data)
    loaded = saves.load(storage, "g9")
    assert 'computer player "expert"' in loaded.notice and "easy" in loaded.notice
    mostly_pass(loaded)
    run_computers(loaded)  # the stand-in plays the seat
    assert saves.entries(storage)[0].error is None


@pytest.mark.parametrize("action", [{"do": {}}, {"do": ["pass"]}, {"do": "fly"}, 7])
def test_a_card_save_with_a_malformed_action_is_listed_as_damaged(action):
    """Found by a hostile user: one such save in storage stopped the app
    from starting (a TypeError, not a damaged record); now it is listed as
    damaged and every other save stays reachable."""
    import json

    good = person_and_computers()
    run_computers(good)
    storage = MemoryStorage()
    assert saves.save(storage, good, T1) is None
    data = json.loads(good.to_text())
    data["actions"].append(action)
    _stored(storage, "bad", data)
    with pytest.raises(saves.RecordError):
        saves.load(storage, "bad")
    listed = {e.game_id: e for e in saves.entries(storage)}
    assert listed["bad"].error and "not an action" in listed["bad"].error
    assert listed["g1"].error is None and saves.load(storage, "g1").game.history == good.game.history


def test_undo_takes_back_the_persons_last_action_and_the_computers_replies():
    session = person_and_computers()
    run_computers(session)
    assert session.undo_from() is None  # nothing of the person's yet
    assert not session.undo() and "no move of yours" in session.notice
    before = session.to_text(), [e for e in session.log]
    assert mostly_pass(session)
    run_computers(session)
    assert len(session.game.history) > len(record.loads(before[0]).history) + 1
    assert session.undo()
    assert (session.to_text(), session.log) == before
    assert session.viewer_to_act and session.game.current == 0
    # Played again, the same computers reply the same way (seeds).
    mostly_pass(session)
    run_computers(session)
    again = session.to_text()
    session.undo()
    mostly_pass(session)
    run_computers(session)
    assert session.to_text() == again


def test_in_hot_seat_undo_never_takes_back_another_persons_action():
    seats = [Seat("Ada"), Seat("Basil"), Seat("Chloe", "easy")]
    session = CardSession.new(3, False, seats, "h", 7)
    for _ in range(12):
        session.revealed = True
        actor = session.viewer
        if session.computer_to_play:
            run_computers(session)
            continue
        mostly_pass(session)
        if session.viewer != actor and not session.computer_to_play:
            session.revealed = True
            # The other person holds the device: the last person's action
            # is not theirs to take back.
            assert session.undo_from() is None
            assert not session.undo()
            break
    else:
        pytest.fail("the device never passed to the other person")


def test_undo_is_refused_once_the_game_is_over():
    session = person_and_computers()
    while not session.over:
        run_computers(session)
        if not session.over:
            mostly_pass(session)
    assert session.undo_from() is None and not session.undo()
    assert "over" in session.notice


def test_replay_steps_through_the_game_and_back_leaving_it_untouched():
    session = person_and_computers()
    for _ in range(40):
        run_computers(session)
        mostly_pass(session)
    text, total = session.to_text(), len(session.game.history)
    session.replay_at(0)
    assert session.view().round == 0 and session.log == []
    assert not session.viewer_to_act and not session.computer_to_play
    assert not session.command("pass") and session.to_text() == text
    session.replay_at(5)
    assert len(session.shown.history) == 5
    assert session.log == [e for r in session.reports[:5] for e in r.events]
    session.replay_at(total + 99)  # clamped
    assert session.shown.history == session.game.history
    session.replay_at(None)
    assert session.to_text() == text and session.shown is session.game


def test_a_new_game_with_the_same_table():
    session = person_and_computers(advanced=True)
    fresh = session.rematch("g2", 99)
    assert fresh.game_id == "g2" and fresh.game.setup.seats == session.game.setup.seats
    assert fresh.game.advanced and fresh.game.history == [] and fresh.game.setup.seed == 99


@pytest.mark.parametrize("arg", ["99", "2" * 5000, "-1", "٣", "", None, "0"])
def test_a_forged_offer_to_seat_changes_nothing_and_every_redraw_works(arg):
    """Found by a hostile user: "offer to" seat 99 from the page broke every
    redraw (IndexError) until a reload. Commands are checked like any input."""
    session = person_and_computers()
    run_computers(session)
    before = session.draft.to
    assert session.command("offer-to", arg) is False
    assert session.draft.to == before  # seat 0 is the person's own
    table_html(session)
    assert not session.command("seize", arg) and not session.command("look", arg)
    table_html(session)
