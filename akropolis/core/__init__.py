"""What every game of the house shares, whatever its rules: the contract a
game's state and its bots keep (``contract``), refusals as facts
(``refusal``), deciding in slices (``thinking``), the record envelope
(``record``) and the registry of games (``registry``).

Nothing here knows a game: the games (``akropolis.rules``, the tile game;
``akropolis.cards``, the card game) import this package, never the other
way round. docs/architecture.md draws it.
"""
