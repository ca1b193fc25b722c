"""A game carried in a link: the record of a game (set-up, shuffles and
every move) packed into the fragment of the site's address
(``https://host/path/#play=...``), which browsers never send to the host.
Friends play at a distance by sending it to each other; docs/link-format.md
specifies it.

The fragment is ``#play=`` and the base64url text (no padding) of:
the link version (one byte), the game's letter (one byte, its
``LinkCodec.code``), the game's body (its codec's bits), and a CRC-32 of
all that (four bytes). This module holds the envelope, the guards that run
before any parsing (length, alphabet, checksum, version) and the bit
packing the bodies use; a game's codec turns its record into bits and
back, and every decoded record is then read by the game's ``from_record``,
so a link is checked as strictly as a file.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import json
import re
from collections.abc import Callable
from dataclasses import dataclass

from ..i18n import t
from .record import NewerRecord, RecordError

#: The link format this version writes, and the only one it reads.
VERSION = 1
KEY = "play="
#: Longer text is refused before it is decoded: a finished game of the
#: largest sizes takes under 1,000 characters.
MAX_TEXT = 16_384
_ALPHABET = re.compile(r"[A-Za-z0-9_-]*")
_CRC = 4


class LinkError(RecordError):
    """A link that does not hold a game: damaged, cut short or forged."""


class NewerLink(LinkError, NewerRecord):
    """A link written by a newer version of the game."""


@dataclass(frozen=True)
class LinkCodec:
    """How one game travels in a link: ``code``, its letter in the
    envelope; ``encode(record) -> bytes`` and ``decode(bytes) -> record``
    its body (``decode`` raises ``LinkError``; the record it gives is then
    read by the game's ``from_record``); ``history``, the record's field
    holding the turns played (a link with more of them is the same game,
    further on)."""

    code: str
    encode: Callable[[dict], bytes]
    decode: Callable[[bytes], dict]
    history: str


def wrap(codec: LinkCodec, record: dict) -> str:
    """The fragment (``#play=...``) carrying ``record``."""
    payload = bytes((VERSION, ord(codec.code))) + codec.encode(record)
    payload += binascii.crc32(payload).to_bytes(_CRC, "big")
    return "#" + KEY + _text(payload)


def _text(payload: bytes) -> str:
    return base64.urlsafe_b64encode(payload).decode("ascii").rstrip("=")


def address(base: str, fragment: str) -> str:
    """The whole address: ``base`` (any fragment of it dropped) and
    ``fragment``."""
    return base.split("#", 1)[0] + fragment


def unwrap(text: str, codecs: dict[str, LinkCodec]) -> tuple[LinkCodec, dict]:
    """The codec and the record of a link: an address, its fragment, or
    the fragment without its ``#``. Raises ``LinkError``: nothing of an
    over-long text is read, and the checksum is checked before the body."""
    if not isinstance(text, str) or len(text) > MAX_TEXT:
        raise LinkError(t("LINK_TOO_LONG"))
    text = text.strip()
    fragment = text.split("#", 1)[1] if "#" in text else text
    if not fragment.startswith(KEY):
        raise LinkError(t("LINK_NOT_GAME"))
    packed = fragment[len(KEY):]
    if not _ALPHABET.fullmatch(packed) or len(packed) % 4 == 1:
        raise LinkError(t("LINK_DAMAGED"))
    payload = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
    # The last character's unused bits are zero in a link this code wrote:
    # a change to them is a change to the link.
    if len(payload) < 2 + _CRC or _text(payload) != packed:
        raise LinkError(t("LINK_DAMAGED"))
    body, crc = payload[:-_CRC], int.from_bytes(payload[-_CRC:], "big")
    if binascii.crc32(body) != crc:
        raise LinkError(t("LINK_DAMAGED"))
    if body[0] > VERSION:
        raise NewerLink(t("LINK_NEWER", version=body[0], reads=VERSION))
    if body[0] != VERSION:
        raise LinkError(t("LINK_NOT_GAME"))
    codec = codecs.get(chr(body[1]))
    if codec is None:
        raise LinkError(t("LINK_NOT_GAME"))
    return codec, codec.decode(body[2:])


def identity(codec: LinkCodec, record: dict) -> str:
    """What tells a game apart from any other, the same on every device:
    a digest of its set-up (its record without the turns played or the
    time it was saved). Two links of one game share it, however far on."""
    setup = {k: v for k, v in record.items() if k not in (codec.history, "saved_at")}
    text = json.dumps(setup, sort_keys=True, ensure_ascii=True, separators=(",", ":"))
    return hashlib.sha256(text.encode("ascii")).hexdigest()[:20]


# ---------------------------------------------------------------- the bits
class Bits:
    """Bits written one field after another, most significant first."""

    def __init__(self) -> None:
        self._value = 0
        self._size = 0

    def put(self, value: int, width: int) -> None:
        if not 0 <= value < 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        self._value = self._value << width | value
        self._size += width

    def flag(self, value: bool) -> None:
        self.put(int(bool(value)), 1)

    def whole(self, value: int, group: int) -> None:
        """A whole number of any size, ``group`` bits at a time (lowest
        first), each group after a bit saying whether another follows:
        small numbers take few bits."""
        if value < 0:
            raise ValueError("a negative number: use signed")
        while True:
            rest = value >> group
            self.put(1 if rest else 0, 1)
            self.put(value & ((1 << group) - 1), group)
            if not rest:
                return
            value = rest

    def signed(self, value: int, group: int) -> None:
        self.whole(2 * value if value >= 0 else -2 * value - 1, group)

    def text(self, value: str) -> None:
        data = value.encode("utf-8")
        self.whole(len(data), 5)
        for byte in data:
            self.put(byte, 8)

    def bytes(self) -> bytes:
        """The bits so far, the last byte filled with zeros."""
        pad = -self._size % 8
        return (self._value << pad).to_bytes((self._size + pad) // 8, "big")


class Reader:
    """Reads what ``Bits`` wrote; any reading past the end, or a number
    beyond ``limit`` (the largest the field may hold), raises ``LinkError``:
    the checksum held, so the link was forged, not damaged."""

    def __init__(self, data: bytes) -> None:
        self._value = int.from_bytes(data, "big")
        self._left = len(data) * 8

    def take(self, width: int) -> int:
        if width > self._left:
            raise LinkError(t("LINK_NOT_GAME"))
        self._left -= width
        return self._value >> self._left & ((1 << width) - 1)

    def flag(self) -> bool:
        return bool(self.take(1))

    def whole(self, group: int, limit: int) -> int:
        value = shift = 0
        while True:
            more = self.take(1)
            value |= self.take(group) << shift
            shift += group
            if value > limit or (more and shift > limit.bit_length()):
                raise LinkError(t("LINK_NOT_GAME"))
            if not more:
                return value

    def signed(self, group: int, limit: int) -> int:
        value = self.whole(group, 2 * limit + 1)
        return value // 2 if value % 2 == 0 else -(value + 1) // 2

    def text(self, limit: int) -> str:
        size = self.whole(5, limit)
        data = bytes(self.take(8) for _ in range(size))
        try:
            return data.decode("utf-8")
        except UnicodeDecodeError:
            raise LinkError(t("LINK_NOT_GAME")) from None

    def end(self) -> None:
        """Only the last byte's zero filling is left."""
        if self._left >= 8 or self.take(self._left):
            raise LinkError(t("LINK_NOT_GAME"))
