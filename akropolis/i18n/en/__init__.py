"""The English catalogue, in parts by what they speak of: ``words`` (the
pieces, turns, the log, replays, verdicts, saving, settings), ``table``
(the tile game's table), ``rules`` (the Rules panel, tooltips, the rules'
refusals and a record's errors), ``cards`` (the card game's names and
refusals), ``cardtable`` (the card game's table), ``cardrules`` (its
Rules panel) and ``menu`` (the menu, the saved-games list, the loading
screen)."""

from __future__ import annotations

from . import board, cardrules, cards, cardtable, distance, menu, rules, table, words

PARTS = (
    words.WORDS, table.WORDS, board.WORDS, rules.WORDS, cards.WORDS, cardtable.WORDS,
    cardrules.WORDS, menu.WORDS, distance.WORDS,
)
#: "0 Stones": zero takes the plural.
ZERO_IS_SINGULAR = False
DECIMAL = "."
GROUP = ","
