"""Card tables for the app's tests: a person and two computers, the
computers played out, and a person who mostly passes."""

from __future__ import annotations

from akropolis.app.cardsession import CardSession
from akropolis.cards.setup import Seat


def person_and_computers(advanced=False, seed=7, controls=("easy", "easy")):
    seats = [Seat("Ada")] + [Seat(n, c) for n, c in zip(("Basil", "Chloe"), controls, strict=True)]
    return CardSession.new(3, advanced, seats, "g1", seed)


def run_computers(session):
    while session.computer_to_play:
        session.play_computer(session.computer_action())


def mostly_pass(session):
    """The person's simplest play: pass, refuse, open an auction at 0."""
    view = session.view()
    if view.phase == "auction":
        return session.command("bid" if view.high_bidder is None else "pass")
    if view.phase == "respond":
        return session.command("refuse")
    if view.phase in ("give_back", "discard"):
        return session.command(view.phase.replace("_", "-"), view.hand[0])
    return session.command("pass")
