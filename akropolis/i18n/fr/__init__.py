"""Le catalogue français, in the same parts as the English one
(``i18n/en/__init__.py``). The tile game's terms are the French
rulebook's (Chantier, tuile Cité, Pierres, Carrière, Place, Quartier,
Habitations, Marchés, Casernes, Temples, Jardins, Architecte en Chef,
Illustre Architecte); the card game's are chosen in ``cards``."""

from __future__ import annotations

import re

from . import board, cardrules, cards, cardtable, distance, menu, rules, table, words

PARTS = (
    words.WORDS, table.WORDS, board.WORDS, rules.WORDS, cards.WORDS, cardtable.WORDS,
    cardrules.WORDS, menu.WORDS, distance.WORDS,
)
#: "0 Pierre": in French zero takes the singular.
ZERO_IS_SINGULAR = True
DECIMAL = ","
#: The narrow no-break space: 1 234.
GROUP = "\u202f"


def polish(text: str) -> str:
    """French typography, written with plain spaces in the catalogue: the
    space before : ; ! ? » and after « becomes a no-break one, so that no
    line starts with the mark."""
    text = re.sub(r" ([:;!?»])", "\u00a0\\1", text)
    return text.replace("\u00ab ", "\u00ab\u00a0")
