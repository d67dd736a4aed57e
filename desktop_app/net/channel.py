"""The end-to-end encrypted channel between the host and one seat (PyNaCl SecretBox).

Each seat has its own 128-bit secret; from it keyed BLAKE2b derives one key per direction
(host->seat views, seat->host, and host->seat's finished record), so nobody else can read or forge
a seat's messages, a message can't be reflected back to its sender, and a record blob can never be
opened as a view nor a view as a record. Plaintexts are padded to fixed size classes (SIZE_CLASSES), and
the host pads every view of a room to one class (host.py), so a size follows neither a hidden hand nor
whose turn it is.
The header inside the box (room, seat, direction) is checked; `seq` guards against replays."""
from __future__ import annotations

import hashlib
import json
import struct
import zlib

import nacl.encoding
import nacl.hash
import nacl.secret
from nacl.exceptions import CryptoError

HOST_TO_SEAT = "h2s"
SEAT_TO_HOST = "s2h"
HOST_TO_SEAT_RECORD = "h2s-record"  # a finished game's record, once, on its own topic (topics.record_to_seat)
DIRECTIONS = (HOST_TO_SEAT, SEAT_TO_HOST, HOST_TO_SEAT_RECORD)
MAX_PLAINTEXT = 256 * 1024
# The sizes a sealed message's plaintext is padded to (ciphertext = class + BOX_OVERHEAD): few and
# far apart, so what an eavesdropper sees is the class of a message kind, not its content.
SIZE_CLASSES = tuple(1024 << i for i in range(9))  # 1 KB ... 256 KB (MAX_PLAINTEXT)
BOX_OVERHEAD = 40  # nonce (24) + MAC (16)
DEFLATED = 0x80000000  # the length's top bit: the plaintext is deflated (zlib)
# zlib levels: 3 takes half the time of 6 on views, 10-15 % larger (measured on all four games)
QUICK_DEFLATE, THOROUGH_DEFLATE = 3, 6


def size_class(length: int) -> int:
    """The smallest size class that holds a plaintext of `length` bytes."""
    for size in SIZE_CLASSES:
        if length <= size:
            return size
    raise ValueError("message too large for the room")


def encode(body: dict) -> bytes:
    """A message body as the envelope carries it (compact, ASCII JSON)."""
    return json.dumps(body, separators=(",", ":"), ensure_ascii=True).encode()


def digest(encoded: bytes) -> str:
    """What a final view says of its record: the hash of the record's `encode`d bytes (the seat
    encodes the record it opened again: compact JSON round-trips to the very same bytes)."""
    return hashlib.blake2b(encoded, digest_size=32, person=b"tarsas-record").hexdigest()


class Rejected(Exception):
    """A message that fails decryption, authentication, its header or parsing."""


def derive(secret: bytes, label: str) -> bytes:
    return nacl.hash.blake2b(label.encode(), key=secret, person=b"tarsas-kdf-v1",
                             digest_size=32, encoder=nacl.encoding.RawEncoder)


class SeatChannel:
    """Host and seat build the same object from (room, seat, secret)."""

    def __init__(self, room: bytes, seat: int, secret: bytes):
        self.room_hex = room.hex()
        self.seat = seat
        context = f"{self.room_hex}/{seat}"
        self._boxes = {d: nacl.secret.SecretBox(derive(secret, f"{d}/{context}"))
                       for d in DIRECTIONS}

    def seal(self, direction: str, seq: int, body: dict, pad_to: int = 0) -> bytes:
        return self.seal_encoded(direction, seq, encode(body), pad_to)

    def pack(self, direction: str, seq: int, body: bytes, fit: int = 0) -> bytes:
        """The plaintext of a message before padding: the header and an `encode`d body, deflated
        when that is shorter (views are repetitive JSON; what it weighs shows only as its class,
        so compressing reveals nothing more), behind a 4-byte length (its top bit: deflated).
        `fit`: the size class it is padded to; a quick deflate that fits it is as good as a
        thorough one (the same class on the wire, for half the host's time), else the thorough one."""
        if type(seq) is not int or direction not in self._boxes:
            raise ValueError("bad envelope")
        plain = b'{"room":"%s","seat":%d,"dir":"%s","seq":%d,"body":%s}' % (
            self.room_hex.encode(), self.seat, direction.encode(), seq, body)
        packed = zlib.compress(plain, QUICK_DEFLATE) if fit else b""
        if not fit or len(packed) + 4 > fit:
            packed = zlib.compress(plain, THOROUGH_DEFLATE)
        if len(packed) + 64 < len(plain):
            return struct.pack(">I", len(packed) | DEFLATED) + packed
        return struct.pack(">I", len(plain)) + plain

    def seal_packed(self, direction: str, packed: bytes, pad_to: int = 0) -> bytes:
        """Seal a `pack`ed plaintext, padded to its size class or to `pad_to` (a class) when that
        is larger; each copy gets its own nonce."""
        return bytes(self._boxes[direction].encrypt(packed + b"\0" * (max(size_class(len(packed)), pad_to) - len(packed))))

    def seal_encoded(self, direction: str, seq: int, body: bytes, pad_to: int = 0) -> bytes:
        """`seal` for a body already encoded with `encode`."""
        return self.seal_packed(direction, self.pack(direction, seq, body), pad_to)

    def open(self, direction: str, blob: bytes) -> tuple[int, dict]:
        """(seq, body) of an authentic message; Rejected for anything else."""
        if not isinstance(blob, (bytes, bytearray)) or len(blob) > MAX_PLAINTEXT + 64:
            raise Rejected("not a message of ours")
        try:
            plain = self._boxes[direction].decrypt(bytes(blob))
        except (CryptoError, ValueError, TypeError) as exc:
            raise Rejected("failed authentication") from exc
        try:
            (length,) = struct.unpack(">I", plain[:4])
            deflated, length = bool(length & DEFLATED), length & ~DEFLATED
            if length > len(plain) - 4:
                raise ValueError("length")
            inner = plain[4:4 + length]
            if deflated:  # bounded: a small box never inflates past what a message may be
                inflater = zlib.decompressobj()
                inner = inflater.decompress(inner, 4 * MAX_PLAINTEXT)
                if inflater.unconsumed_tail or not inflater.eof:
                    raise ValueError("inflated too far")
            message = json.loads(inner)
        except (ValueError, struct.error, RecursionError, zlib.error) as exc:
            raise Rejected("unreadable inside") from exc
        if not isinstance(message, dict):
            raise Rejected("unreadable inside")
        if (message.get("room"), message.get("seat"), message.get("dir")) != (self.room_hex, self.seat, direction):
            raise Rejected("header does not match its channel")
        seq, body = message.get("seq"), message.get("body")
        if type(seq) is not int or seq < 0 or not isinstance(body, dict):
            raise Rejected("malformed envelope")
        return seq, body
