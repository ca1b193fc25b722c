"""The card table's screen (``app/cardscreen``, ``app/cardcontrols``): its
regions, Undo, the replay's bar, the end's offers, and the log's privacy."""

from __future__ import annotations

from cardsessions import mostly_pass, person_and_computers, run_computers

from akropolis.app import cardwords as w
from akropolis.app.cardscreen import REGIONS, log_html, regions, table_html
from akropolis.app.cardsession import CardSession
from akropolis.cards.actions import Offer
from akropolis.cards.setup import Seat


def finished() -> CardSession:
    session = person_and_computers()
    while not session.over:
        run_computers(session)
        if not session.over:
            mostly_pass(session)
    return session


def test_the_table_is_drawn_in_regions_and_a_change_rewrites_only_some():
    session = person_and_computers()
    run_computers(session)
    first = regions(session)
    assert tuple(first) == REGIONS
    html = table_html(session)
    assert all(f'id="{r}">' in html for r in REGIONS) and all(first[r] in html for r in REGIONS)
    session.command("give-more", session.view().hand[0])  # a draft: the bar does not change
    second = regions(session)
    assert second["card-bar"] == first["card-bar"] and second["cards-main"] != first["cards-main"]


def test_undo_is_a_button_of_the_bar_that_names_what_it_takes_back():
    session = person_and_computers()
    run_computers(session)
    bar = regions(session)["card-bar"]
    assert (
        'data-card-action="undo"' in bar
        and "disabled" in bar.split('data-card-action="undo"')[1].split(">")[0]
    )
    mostly_pass(session)
    run_computers(session)
    bar = regions(session)["card-bar"]
    undo = bar.split('data-card-action="undo"')[1].split(">")[0]
    assert "disabled" not in undo and "Undo your" in undo
    assert session.command("undo") is True  # the game changed: saved
    assert 'data-card-action="undo"' in regions(session)["card-bar"]


def test_the_replay_bar_steps_and_says_where_it_is():
    session = finished()
    main = regions(session)["cards-main"]
    for action in ("rematch", "replay-start", "menu"):
        assert f'data-card-action="{action}"' in main
    assert "New game with the same table" in main
    session.command("replay-start")
    main = regions(session)["cards-main"]
    total = len(session.game.history)
    assert f"Action {total} of {total}" in main and 'data-card-action="replay-exit"' in main
    assert 'data-card-action="rematch"' not in main
    session.command("replay-first")
    main = regions(session)["cards-main"]
    assert f"Start (0 of {total})" in main
    first = main.split('data-card-action="replay-first"')[1].split(">")[0]
    assert "disabled" in first
    session.command("replay-next")
    assert "Action 1 of" in regions(session)["cards-main"]
    session.command("replay-exit")
    assert session.replay is None and 'data-card-action="rematch"' in regions(session)["cards-main"]


def test_behind_the_privacy_screen_the_log_shows_no_ones_offer():
    """Found by a hostile user: in hot seat, once Ada had made an offer to
    Basil the device was to pass to Basil, and the log already showed
    Basil's side of it to Ada still holding it."""
    seats = [Seat("Ada"), Seat("Basil"), Seat("Chloe")]
    session = CardSession.new(3, False, seats, "h", 7)
    session.revealed = True
    actor = session.viewer
    give = session.view().hand[0]
    other = (actor + 1) % 3
    assert session.play(Offer(other, (give,), ()))
    assert session.viewer == other and not session.revealed
    public = w.offer_public(session.names[actor], session.names[other])
    private = w.offer_sentence(session.names[actor], session.names[other], (give,), ())
    assert f"<li>{public}</li>" in log_html(session)
    session.revealed = True  # Basil holds the device now: the offer is theirs to read
    assert f"<li>{private}</li>" in log_html(session)


def test_names_in_the_log_are_isolated():
    seats = [Seat("\u202eAda"), Seat("Basil", "easy"), Seat("Chloe", "easy")]
    session = CardSession.new(3, False, seats, "h", 7)
    mostly_pass(session)
    run_computers(session)
    assert "\u2068\u202eAda\u2069" in log_html(session)


def _unisolated(html: str) -> list[str]:
    """Each U+202E of ``html`` not opened by an isolate (U+2068 or <bdi>)
    right before it, with what precedes it."""
    import re

    found = []
    for match in re.finditer("\u202e", html):
        before = html[: match.start()]
        if not (before.endswith("\u2068") or re.search(r"<bdi[^>]*>$", before)):
            found.append(before[-60:])
    return found


def test_every_region_isolates_the_names():
    """Issue 45, F4: the status line (and other places) said "Ada to play"
    with Ada's name raw, so a name starting with U+202E turned the sentence
    around. Every region, in every state a player meets, isolates every name:
    the turn, hot seat's privacy screen, the end."""
    from akropolis.app.cardscreen import regions

    seats = [Seat("\u202eAda"), Seat("\u202eBasil"), Seat("Chloe", "easy")]
    session = CardSession.new(3, True, seats, "h", 7)
    seen = 0
    while not session.over and seen < 400:
        for html in regions(session).values():
            assert _unisolated(html) == []
        if not session.revealed:
            session.command("reveal")
        elif session.computer_to_play:
            session.play_computer(session.computer_action())
        else:
            mostly_pass(session)
        seen += 1
    assert session.over
    for html in regions(session).values():
        assert _unisolated(html) == []


def test_behind_the_privacy_screen_the_table_is_the_same_whoever_is_next():
    """Found by a hostile user (issue 45's last sweep): in an advanced hot
    seat game, the privacy screen for the owner of the Acropolis showed
    their next three Build cards. Behind the privacy screen the table is
    drawn from public facts only: the same whichever person is to take the
    device (the privacy panel itself aside, which names them)."""
    import copy
    import re

    from akropolis.app.cardscreen import regions
    from akropolis.cards.bots import make_bot, seed_for

    panel = re.compile(r'<section class="panel privacy".*?</section>', re.S)
    checked = 0
    for players, seed in ((3, 2), (4, 3), (4, 5)):
        names = ("Ada", "Basil", "Chloe", "Dion")[:players]
        session = CardSession.new(players, True, [Seat(n) for n in names], "g", seed)
        bot = make_bot("random")
        while not session.over:
            drawn = set()
            for person in session.humans:
                other = copy.copy(session)
                other.viewer, other.revealed = person, False
                drawn.add(panel.sub("", "\n".join(regions(other).values())))
            assert len(drawn) == 1, (players, seed, len(session.game.history))
            checked += 1
            seat = session.game.current
            action = bot.choose(
                session.game.view(seat),
                seed_for(session.game.setup, seat, len(session.game.history)),
            )
            session._play(action)
    assert checked > 300


def to_sale(session: CardSession) -> None:
    """Pass (the person and the computers) until the hands are sold."""
    session.shows_sales = True
    while session.sale is None:
        run_computers(session)
        if session.sale is None:
            mostly_pass(session)


def test_the_sale_is_a_step_shown_before_the_next_deal_until_skipped():
    """Issue 46: the hands were sold and dealt again with no pause, the
    sale only in the log. It is now a step: each player's hand type and
    Drachmas, nobody acting meanwhile, until Skip (or the browser's pause)."""
    session = person_and_computers()
    to_sale(session)
    main = regions(session)["cards-main"]
    assert 'class="panel sale"' in main and 'data-card-action="skip-sale"' in main
    assert "hand-area" not in main and 'data-card-action="pass"' not in main  # not the new hand
    for event in session.sale:
        assert f'<li data-seat="{event.seat}">' in main
        assert w.sale_earned(event.amount) in main and w.sale_type(event.cards[0]) in main
    assert regions(session)["card-bar"].count("Round 1 of 15, Market turn 1: the hands are sold") == 1
    assert not session.viewer_to_act and not session.computer_to_play
    session.command("skip-sale")
    assert session.sale is None and "hand-area" in regions(session)["cards-main"]
    assert session.viewer_to_act or session.computer_to_play


def test_a_table_that_does_not_show_sales_goes_on_at_once():
    session = person_and_computers()
    for _ in range(12):
        run_computers(session)
        mostly_pass(session)
        assert session.sale is None


def test_the_status_line_is_short():
    """Issue 46: "Round 1 of 15, Market turn 1: trading: an offer awaits its
    answer. Ada's turn to answer an offer"."""
    session = person_and_computers()
    run_computers(session)
    session.command("ask-more", "fish")
    session.command("offer")
    bar = regions(session)["card-bar"]
    assert "Round 1 of 15, Market turn 1: Basil answers an offer<" in bar
    run_computers(session)
    to_sale(session)
    session.command("skip-sale")
    run_computers(session)
    assert "Round 1 of 15, Market turn 2: Ada makes an offer or passes<" in regions(session)["card-bar"]


def test_the_offer_reads_in_its_drawn_order():
    """Issue 46: "Pass (no offer)" was 24 Tabs away, after every stepper;
    then (round two) "Make the offer" was 20 Tabs after the last stepper,
    drawn above them. Pass comes beside the targets, the offer's buttons
    right after the last stepper; Clear is disabled while nothing is chosen."""
    session = person_and_computers()
    run_computers(session)
    main = regions(session)["cards-main"]
    targets, passing, make = (main.index(f'data-card-action="{a}"') for a in ("offer-to", "pass", "offer"))
    first_stepper = main.index('data-card-action="give-less"')
    last_stepper = main.rindex('data-card-action="ask-more"')
    assert targets < passing < first_stepper < last_stepper < make
    assert '<button type="button" data-card-action="clear" disabled>' in main
    session.command("ask-more", "fish")
    assert '<button type="button" data-card-action="clear">' in regions(session)["cards-main"]


def test_hot_seat_passes_the_device_in_the_auction_without_the_privacy_screen():
    """Issue 46: the "Pass the device" screen came before every bid, though
    no hand is on show in the auction. It comes only before what others may
    not see: a hand, or an Acropolis's look ahead; the log meanwhile says
    what anyone may read."""
    seats = [Seat("Ada"), Seat("Basil")]
    session = CardSession.new(2, False, seats, "h2", 3)
    while session.game.phase != "auction":
        if not session.revealed:
            session.command("reveal")
        if session.game.phase == "trade" and session.viewer == 0 and not session.game.trades:
            session.command("ask-more", "fish")
            session.command("offer")  # an offer whose cards only Ada and Basil may read
            continue
        mostly_pass(session)
    seen = set()
    while session.game.phase == "auction":
        seen.add(session.viewer)
        assert session.revealed and session.viewer_to_act
        assert "privacy" not in regions(session)["cards-main"]
        assert log_html(session) == log_html_public(session)
        mostly_pass(session)
    assert seen == {0, 1}
    assert not session.revealed  # the next deal: a hand, behind the screen


def log_html_public(session: CardSession) -> str:
    revealed, session.revealed = session.revealed, False
    try:
        return log_html(session)
    finally:
        session.revealed = revealed


def test_an_acropolis_look_ahead_keeps_the_privacy_screen_in_the_auction():
    from cardtable import give_buildings

    seats = [Seat("Ada"), Seat("Basil")]
    session = CardSession.new(2, True, seats, "h3", 3)
    give_buildings(session.game, 1, "acropolis")
    while session.game.phase != "auction":
        if not session.revealed:
            session.command("reveal")
        mostly_pass(session)
    if session.viewer == 0:
        mostly_pass(session)  # Ada opens; Basil, whose look ahead is his own, is next
    assert session.viewer == 1 and not session.revealed
