"""The tile game's body in a link (``core.link``; docs/link-format.md):
a record packed into bits, field by field in the record's order. Sizes
and counts are written, not derived from the rules, so that this module
only packs: ``record.from_record`` reads the unpacked record and checks
everything, moves replayed through the rules.
"""

from __future__ import annotations

from ..core.link import Bits, LinkCodec, Reader
from ..core.record import MAX_INT, MAX_NAME
from .record import FORMAT

#: Fixed for link version 1, whatever this version's tables hold: the
#: variants (one bit each), the Architect's levels, and the controls a seat
#: most often has (three bits; 7: another bot, by name).
VARIANTS = ("houses", "markets", "barracks", "temples", "gardens")
SOLO = (None, "hippodamos", "metagenes", "callicrates")
CONTROLS = ("human", "architect", "easy", "medium", "hard", "expert", "greedy")
_NAMED = 7
#: The record version a link of version 1 carries.
RECORD_VERSION = 1
#: Limits of what is read, well above what the rules allow, so that a
#: forged link cannot ask for more: the rules then refuse what is wrong.
_MOST = 250
_MOST_COORD = 10_000


def encode(record: dict) -> bytes:
    """The bits of a valid record (``record.to_record``'s)."""
    if record["version"] != RECORD_VERSION:
        raise ValueError(f"a link of version 1 carries records of version {RECORD_VERSION}")
    bits = Bits()
    seed = record["seed"]
    bits.flag(seed is not None)
    if seed is not None:
        bits.signed(seed, 7)
    options = record["options"]
    bits.put(options["players"] - 1, 2)
    bits.flag(options["long_game"])
    for variant in VARIANTS:
        bits.flag(variant in options["variants"])
    bits.put(SOLO.index(options["solo"]), 2)
    bits.whole(len(record["players"]), 2)
    for player in record["players"]:
        control = player["control"]
        known = control in CONTROLS
        bits.put(CONTROLS.index(control) if known else _NAMED, 3)
        if not known:
            bits.text(control)
        bits.text(player["name"])
    bits.whole(len(record["tile_order"]), 4)
    for tile in record["tile_order"]:
        bits.put(tile, 6)
    bits.whole(len(record["moves"]), 4)
    for move in record["moves"]:
        bits.flag("q" in move)
        bits.whole(move["tile"], 2)
        if "q" in move:
            bits.signed(move["q"], 3)
            bits.signed(move["r"], 3)
            bits.put(move["rotation"], 3)
            bits.whole(move["level"] - 1, 2)
    return bits.bytes()


def decode(data: bytes) -> dict:
    """The record packed in ``data``, not yet checked by the rules."""
    bits = Reader(data)
    seed = bits.signed(7, MAX_INT) if bits.flag() else None
    players = bits.take(2) + 1
    long_game = bits.flag()
    variants = [v for v in VARIANTS if bits.flag()]
    solo = SOLO[bits.take(2)]
    seats = []
    for _ in range(bits.whole(2, 8)):
        code = bits.take(3)
        control = bits.text(32) if code == _NAMED else CONTROLS[code]
        seats.append({"name": bits.text(4 * MAX_NAME), "control": control})
    tile_order = [bits.take(6) for _ in range(bits.whole(4, _MOST))]
    moves = []
    for _ in range(bits.whole(4, _MOST)):
        placed = bits.flag()
        move = {"tile": bits.whole(2, _MOST)}
        if placed:
            move["q"] = bits.signed(3, _MOST_COORD)
            move["r"] = bits.signed(3, _MOST_COORD)
            move["rotation"] = bits.take(3)
            move["level"] = bits.whole(2, _MOST) + 1
        moves.append(move)
    bits.end()
    return {
        "format": FORMAT,
        "version": RECORD_VERSION,
        "seed": seed,
        "options": {"players": players, "long_game": long_game, "variants": variants, "solo": solo},
        "players": seats,
        "tile_order": tile_order,
        "moves": moves,
    }


CODEC = LinkCodec(code="T", encode=encode, decode=decode, history="moves")
