"""The end-to-end encrypted channel between the host and one seat (PyNaCl SecretBox).

Each seat has its own 128-bit secret; from it keyed BLAKE2b derives one key per direction
(host->seat views, seat->host, and host->seat's finished record), so nobody else can read or forge
a seat's messages, a message can't be reflected back to its sender, and a record blob can never be
opened as a view nor a view as a record. Plaintexts are padded to a multiple of PAD so sizes reveal little.
The header inside the box (room, seat, direction) is checked; `seq` guards against replays."""
from __future__ import annotations

import hashlib
import json
import struct

import nacl.encoding
import nacl.hash
import nacl.secret
from nacl.exceptions import CryptoError

HOST_TO_SEAT = "h2s"
SEAT_TO_HOST = "s2h"
HOST_TO_SEAT_RECORD = "h2s-record"  # a finished game's record, once, on its own topic (topics.record_to_seat)
DIRECTIONS = (HOST_TO_SEAT, SEAT_TO_HOST, HOST_TO_SEAT_RECORD)
PAD = 512
MAX_PLAINTEXT = 256 * 1024


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

    def seal(self, direction: str, seq: int, body: dict) -> bytes:
        return self.seal_encoded(direction, seq, encode(body))

    def seal_encoded(self, direction: str, seq: int, body: bytes) -> bytes:
        """`seal` for a body already encoded with `encode` (the host encodes a view once and
        seals it again for every re-send: each copy gets its own nonce)."""
        if type(seq) is not int or direction not in self._boxes:
            raise ValueError("bad envelope")
        plain = b'{"room":"%s","seat":%d,"dir":"%s","seq":%d,"body":%s}' % (
            self.room_hex.encode(), self.seat, direction.encode(), seq, body)
        plain = struct.pack(">I", len(plain)) + plain
        plain += b"\0" * (-len(plain) % PAD)
        return bytes(self._boxes[direction].encrypt(plain))

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
            if length > len(plain) - 4:
                raise ValueError("length")
            message = json.loads(plain[4:4 + length])
        except (ValueError, struct.error, RecursionError) as exc:
            raise Rejected("unreadable inside") from exc
        if not isinstance(message, dict):
            raise Rejected("unreadable inside")
        if (message.get("room"), message.get("seat"), message.get("dir")) != (self.room_hex, self.seat, direction):
            raise Rejected("header does not match its channel")
        seq, body = message.get("seq"), message.get("body")
        if type(seq) is not int or seq < 0 or not isinstance(body, dict):
            raise Rejected("malformed envelope")
        return seq, body
