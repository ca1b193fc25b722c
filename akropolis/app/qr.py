"""A QR Code of a text, drawn by the app itself: a game that travels as a
link shows it as a code a phone can scan, with no outside service.

``matrix(text)`` is the QR Code (ISO/IEC 18004, Model 2) of the text as
UTF-8 in byte mode at error correction level L, in the smallest version
that holds it, with the mask the standard's penalty rules choose;
``svg(text, label)`` draws it. Standard library only, so that it runs the
same in CPython and in Pyodide.

The steps follow the standard's own order: the bit stream (mode, count,
bytes, terminator, padding), Reed-Solomon error correction per block, the
blocks interleaved, the codewords placed in the zigzag around the function
patterns and the version information, then the eight masks tried, each
with the format information naming it, and the one of lowest penalty kept.
"""

from __future__ import annotations

import re
from html import escape
from itertools import pairwise
from typing import NamedTuple

#: Level L keeps the most room for data (about 7 % of the codewords repair
#: damage): links are long, and a code shown on a screen is not scuffed.
#: Per version 1..40 (index 0 unused): error correction codewords per block,
#: and the number of blocks (ISO/IEC 18004, Table 9).
EC_PER_BLOCK = (0, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
                28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30)
BLOCKS = (0, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
          8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25)

#: The format information's two bits for level L (L is 01, not 00).
LEVEL_L_BITS = 0b01

# GF(256) with the standard's field polynomial x^8+x^4+x^3+x^2+1 (0x11D):
# EXP[i] is alpha^i, LOG its inverse. EXP runs twice round so that a product's
# logs can be added without a modulo.
EXP = [0] * 512
LOG = [0] * 256
_x = 1
for _i in range(255):
    EXP[_i] = EXP[_i + 255] = _x
    LOG[_x] = _i
    _x <<= 1
    if _x & 0x100:
        _x ^= 0x11D
del _x, _i


class Code(NamedTuple):
    """A QR Code symbol: its version (1..40), its mask (0..7) and its
    modules, row by row, True for dark, quiet zone not included."""

    version: int
    mask: int
    modules: list[list[bool]]


def size_of(version: int) -> int:
    """Modules on a side: 21 for version 1, four more per version."""
    return 4 * version + 17


def data_modules(version: int) -> int:
    """Modules left for codewords once the function patterns are drawn
    (some of them are remainder bits: not a whole codeword)."""
    n = (16 * version + 128) * version + 64  # all modules less finders, separators, timing
    if version >= 2:
        per_side = version // 7 + 2
        # alignment patterns (25 modules each, less their overlap with timing)
        n -= (25 * per_side - 10) * per_side - 55
        if version >= 7:
            n -= 36  # the two version information blocks
    return n


def data_codewords(version: int) -> int:
    return data_modules(version) // 8 - EC_PER_BLOCK[version] * BLOCKS[version]


def capacity(version: int) -> int:
    """The most bytes a version holds at level L in byte mode: the data
    codewords less the mode (4 bits) and the count (8 bits, 16 from version
    10 on)."""
    return (data_codewords(version) * 8 - 4 - _count_bits(version)) // 8


def _count_bits(version: int) -> int:
    return 8 if version <= 9 else 16


def _gf_mul(a: int, b: int) -> int:
    return EXP[LOG[a] + LOG[b]] if a and b else 0


def _generator(degree: int) -> list[int]:
    """The Reed-Solomon generator (x - a^0)(x - a^1)...(x - a^(degree-1)),
    highest power first, its leading 1 left out."""
    poly = [1]
    for i in range(degree):
        poly = [a ^ _gf_mul(b, EXP[i]) for a, b in zip(poly + [0], [0] + poly, strict=True)]
    return poly[1:]


def error_correction(data: bytes, degree: int) -> list[int]:
    """The remainder of data * x^degree divided by the generator: the
    block's error correction codewords."""
    # No coefficient of the generators of the degrees in use is zero (a test
    # checks), so each can be taken by its log.
    gen = [LOG[g] for g in _generator(degree)]
    rem = [0] * degree
    for byte in data:
        factor = byte ^ rem[0]
        rem = rem[1:] + [0]
        if factor:
            f = LOG[factor]
            rem = [r ^ EXP[g + f] for r, g in zip(rem, gen, strict=True)]
    return rem


def _bit_stream(data: bytes, version: int) -> bytes:
    """The data codewords: byte mode (0100), the count, the bytes, up to four
    terminator zeros, zeros to a whole byte, then the pad bytes 0xEC and 0x11
    in turn until the version's data codewords are full."""
    room = data_codewords(version) * 8
    bits = "0100" + format(len(data), f"0{_count_bits(version)}b")
    bits += "".join(format(b, "08b") for b in data)
    bits += "0" * min(4, room - len(bits))
    bits += "0" * (-len(bits) % 8)
    out = bytes(int(bits[i:i + 8], 2) for i in range(0, len(bits), 8))
    pad = room // 8 - len(out)
    return out + (b"\xec\x11" * (pad // 2 + 1))[:pad]


def codewords(data: bytes, version: int) -> list[int]:
    """The final codeword sequence: the data split into blocks (the short
    ones first, the long ones one codeword longer), each given its error
    correction, then the data interleaved block by block and the error
    correction after it, so that a smudge spreads over many blocks."""
    stream = _bit_stream(data, version)
    count, ec = BLOCKS[version], EC_PER_BLOCK[version]
    short = len(stream) // count
    longs = len(stream) % count
    blocks, start = [], 0
    for b in range(count):
        length = short + (b >= count - longs)
        blocks.append(stream[start:start + length])
        start += length
    checks = [error_correction(block, ec) for block in blocks]
    out = [block[i] for i in range(short + 1) for block in blocks if i < len(block)]
    out += [check[i] for i in range(ec) for check in checks]
    return out


def alignment_centres(version: int) -> list[int]:
    """The rows (and columns) of the alignment patterns' centres: 6, then
    evenly spaced from the far side, the spacing even (Annex E's table
    follows this rule)."""
    if version == 1:
        return []
    count = version // 7 + 2
    step = (version * 8 + count * 3 + 5) // (count * 4 - 4) * 2
    last = size_of(version) - 7
    return [6] + [last - step * i for i in range(count - 2, -1, -1)]


class _Grid:
    """The symbol being drawn: modules (1 dark) and which are function
    modules, which hold no data and are never masked."""

    def __init__(self, version: int):
        self.version = version
        self.size = n = size_of(version)
        self.dark = [[0] * n for _ in range(n)]
        self.fixed = [[False] * n for _ in range(n)]

    def put(self, row: int, col: int, dark: bool) -> None:
        self.dark[row][col] = int(dark)
        self.fixed[row][col] = True

    def draw_function_patterns(self) -> None:
        n = self.size
        for i in range(n):  # timing: alternating, dark on even
            self.put(6, i, i % 2 == 0)
            self.put(i, 6, i % 2 == 0)
        # Finders in three corners, each with its light separator ring
        # (distance 4 from the centre) where it lies inside the symbol.
        for top, left in ((0, 0), (0, n - 7), (n - 7, 0)):
            for r in range(top - 1, top + 8):
                for c in range(left - 1, left + 8):
                    if 0 <= r < n and 0 <= c < n:
                        ring = max(abs(r - top - 3), abs(c - left - 3))
                        self.put(r, c, ring not in (2, 4))
        centres = alignment_centres(self.version)
        corners = {(6, 6), (6, n - 7), (n - 7, 6)}  # under the finders
        for r in centres:
            for c in centres:
                if (r, c) not in corners:
                    for dr in range(-2, 3):
                        for dc in range(-2, 3):
                            self.put(r + dr, c + dc, max(abs(dr), abs(dc)) != 1)
        # The format information names the mask: reserved here, written
        # with each mask tried. The version information does not change.
        self.write_format(0)
        if self.version >= 7:
            self.write_version(version_bits(self.version))

    def place(self, words: list[int]) -> None:
        """Codeword bits, most significant first, up and down two columns at a
        time from the bottom right, skipping function modules and the
        vertical timing column; modules left over are remainder bits, light."""
        bits = "".join(format(w, "08b") for w in words)
        n, k = self.size, 0
        rights = [c if c > 6 else c - 1 for c in range(n - 1, 0, -2)]
        for pair, right in enumerate(rights):
            rows = range(n - 1, -1, -1) if pair % 2 == 0 else range(n)
            for r in rows:
                for c in (right, right - 1):
                    if not self.fixed[r][c] and k < len(bits):
                        self.dark[r][c] = int(bits[k])
                        k += 1
        # The data region (all but function modules), a row an integer.
        self.free = [int("".join("0" if f else "1" for f in row), 2) for row in self.fixed]

    def write_format(self, bits: int) -> None:
        """The 15 format bits twice: round the top left finder, and split
        between the other two; and the dark module."""
        n = self.size
        # bit 0 first; the timing pattern's row and column 6 are skipped
        round_finder = [(r, 8) for r in (0, 1, 2, 3, 4, 5, 7, 8)]
        round_finder += [(8, c) for c in (7, 5, 4, 3, 2, 1, 0)]
        split = [(8, n - 1 - i) for i in range(8)] + [(n - 7 + i, 8) for i in range(7)]
        for i, (one, other) in enumerate(zip(round_finder, split, strict=True)):
            self.put(*one, (bits >> i) & 1)
            self.put(*other, (bits >> i) & 1)
        self.put(n - 8, 8, True)  # the dark module, always dark

    def write_version(self, bits: int) -> None:
        """The 18 version bits in a 6x3 block beside each of the two other
        finders."""
        n = self.size
        for i in range(18):
            a, b = n - 11 + i % 3, i // 3
            self.put(b, a, (bits >> i) & 1)
            self.put(a, b, (bits >> i) & 1)


def format_bits(mask: int) -> int:
    """Level L and the mask (5 bits) with their BCH(15,5) check (generator
    0x537), XORed with 0x5412 so that they are never all light."""
    data = LEVEL_L_BITS << 3 | mask
    rem = data
    for _ in range(10):
        rem = (rem << 1) ^ ((rem >> 9) * 0x537)
    return (data << 10 | rem) ^ 0x5412


def version_bits(version: int) -> int:
    """From version 7 on: the version (6 bits) with its BCH(18,6) check
    (generator 0x1F25)."""
    rem = version
    for _ in range(12):
        rem = (rem << 1) ^ ((rem >> 11) * 0x1F25)
    return version << 12 | rem


#: The eight masks as functions of (row, column); a module of the data
#: region is flipped where its mask says True.
MASKS = (
    lambda r, c: (r + c) % 2 == 0,
    lambda r, c: r % 2 == 0,
    lambda r, c: c % 3 == 0,
    lambda r, c: (r + c) % 3 == 0,
    lambda r, c: (r // 2 + c // 3) % 2 == 0,
    lambda r, c: (r * c) % 2 + (r * c) % 3 == 0,
    lambda r, c: ((r * c) % 2 + (r * c) % 3) % 2 == 0,
    lambda r, c: ((r + c) % 2 + (r * c) % 3) % 2 == 0,
)

_RUN = re.compile(r"0{5,}|1{5,}")
_FINDER_LIKE = "1011101"


def runs_penalty(line: str) -> int:
    """N1: 3 for each run of five modules of one colour, one more for each
    module beyond five."""
    return sum(len(m.group()) - 2 for m in _RUN.finditer(line))


def finder_penalty(line: str) -> int:
    """N3: 40 for each dark-light-dark-dark-dark-light-dark (1:1:3:1:1) with
    four light modules before or after it. Beyond the symbol's edge counts
    as light: it is the quiet zone, and a scanner sees a finder there just
    the same. Overlapping patterns count each."""
    padded = "0000" + line + "0000"
    score = 0
    at = padded.find(_FINDER_LIKE)
    while at != -1:
        if padded[at - 4:at] == "0000" or padded[at + 7:at + 11] == "0000":
            score += 40
        at = padded.find(_FINDER_LIKE, at + 1)
    return score


def blocks_penalty(rows: list[str]) -> int:
    """N2: 3 for each 2x2 block of one colour, so that an m x n block
    scores 3(m-1)(n-1). Rows as integers: a bit is set where a module is
    like the one below it, or like the one on its right."""
    full = (1 << len(rows[0])) - 1
    score = 0
    for upper, lower in pairwise(int(row, 2) for row in rows):
        alike_down = ~(upper ^ lower) & full
        alike_right = ~(upper ^ (upper >> 1)) & (full >> 1)
        score += 3 * (alike_down & (alike_down >> 1) & alike_right).bit_count()
    return score


def balance_penalty(rows: list[str]) -> int:
    """N4: 10 for each full 5 % by which the dark modules stray from half."""
    dark = sum(row.count("1") for row in rows)
    total = len(rows) * len(rows[0])
    return 10 * (abs(dark * 20 - total * 10) // total)


def penalty(rows: list[str]) -> int:
    """The standard's penalty (ISO/IEC 18004, 7.8.3.1) of a symbol given as
    rows of '0' (light) and '1' (dark): N1 and N3 over every row and
    column, N2 and N4 over the whole."""
    columns = ["".join(col) for col in zip(*rows, strict=True)]
    lines = rows + columns
    return (
        sum(runs_penalty(line) + finder_penalty(line) for line in lines)
        + blocks_penalty(rows)
        + balance_penalty(rows)
    )


def _symbol(grid: _Grid, mask: int) -> list[str]:
    """The complete symbol with this mask, as rows of '0' and '1': the mask
    applied to the data region, and the format information naming it.
    Every mask repeats every 6 columns, so a row's pattern is six modules
    repeated."""
    grid.write_format(format_bits(mask))
    n, rule = grid.size, MASKS[mask]
    rows = []
    for r in range(n):
        value = int("".join(map(str, grid.dark[r])), 2)
        period = "".join("1" if rule(r, c) else "0" for c in range(6))
        flips = int((period * (n // 6 + 1))[:n], 2)
        rows.append(format(value ^ (flips & grid.free[r]), f"0{n}b"))
    return rows


def version_for(data: bytes) -> int:
    """The smallest version that holds the bytes at level L."""
    for version in range(1, 41):
        if len(data) <= capacity(version):
            return version
    raise ValueError(f"{len(data)} bytes do not fit a QR Code (at most {capacity(40)})")


def encode(data: bytes, mask: int | None = None) -> Code:
    """The QR Code of the bytes (level L, byte mode, smallest version), with
    the given mask, or the one of lowest penalty (the first of them on a
    tie). Raises ValueError for more bytes than version 40-L holds."""
    version = version_for(data)
    grid = _Grid(version)
    grid.draw_function_patterns()
    grid.place(codewords(data, version))
    if mask is None:
        # The whole symbol is judged, format and version information and
        # the dark module too: "the area to be evaluated is the complete
        # symbol" (ISO/IEC 18004:2015, 7.8.3.1).
        mask = min(range(8), key=lambda m: penalty(_symbol(grid, m)))
    rows = _symbol(grid, mask)
    return Code(version, mask, [[ch == "1" for ch in row] for row in rows])


def matrix(text: str) -> list[list[bool]]:
    """The QR Code of the text (UTF-8, byte mode, level L, smallest version,
    best mask), row by row, True for dark, without the quiet zone. Raises
    ValueError for a text longer than 2,953 bytes in UTF-8."""
    return encode(text.encode("utf-8")).modules


_DARK_RUN = re.compile("1+")
QUIET = 4  # modules of light margin on every side, as the standard asks


def svg(text: str, label: str) -> str:
    """The QR Code of the text as an ``<svg>`` image named ``label``.

    Black on white whatever the page's theme: scanners look for dark modules
    on a light ground with a light quiet zone round them, and many of them
    do not read a code drawn light on dark. The text itself appears only as
    modules, never as markup.
    """
    modules = matrix(text)
    side = len(modules) + 2 * QUIET
    path = []
    for r, row in enumerate(modules):
        # One rectangle per run of dark modules; after "z" the pen is back at
        # the run's start, so the next run of the row moves by the gap only.
        previous = None
        for dark in _DARK_RUN.finditer("".join("1" if m else "0" for m in row)):
            x, run = dark.start() + QUIET, dark.end() - dark.start()
            move = f"M{x} {r + QUIET}" if previous is None else f"m{x - previous} 0"
            path.append(f"{move}h{run}v1h-{run}z")
            previous = x
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {side} {side}"'
        f' role="img" aria-label="{escape(label, quote=True)}" shape-rendering="crispEdges">'
        f'<rect width="{side}" height="{side}" fill="#fff"/>'
        f'<path fill="#000" d="{"".join(path)}"/></svg>'
    )
