"""Acropolis, the card game (2 to 6 players): trading goods at the Agora,
bidding Drachmas for buildings. Pure Python, standard library only; the
specification is RULINGS.md (shared rules folder).

Where to look, one module a rulebook concept:

- ``deck``: the Agora deck's goods and the Build deck's buildings, shuffles;
- ``hands``: hand types and what a hand sells for (wild Slaves, bonuses);
- ``setup``: options, players, the shuffled decks;
- ``actions``: what a player may do, as small values;
- ``legal``: which actions are legal, and why not;
- ``game``: the rounds (deal, trade, sell, the auction) and whose turn it is;
- ``view``: what one seat may know;
- ``scoring``: categories and the winner, with their tie-breaks;
- ``record``: the save format (docs/cards-record-format.md);
- ``words``: every sentence a player reads;
- ``bots``: the computer players (docs/cards-ai.md).
"""
