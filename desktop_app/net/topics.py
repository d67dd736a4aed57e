"""MQTT topic names of a room. Room ids are 128-bit random hex, so topics can't be guessed."""
from __future__ import annotations

import hashlib
import os

ROOT = "tarsas/v1"


def to_seat(room_hex: str, seat: int) -> str:
    """Host -> seat: the seat's latest view, retained so a reconnecting seat catches up at once."""
    return f"{ROOT}/{room_hex}/h2s/{seat}"


def record_to_seat(room_hex: str, seat: int) -> str:
    """Host -> seat: the finished game's record (the save format), retained, published once when
    the game ends (never before); the final view carries only its digest (channel.digest)."""
    return f"{ROOT}/{room_hex}/h2s-record/{seat}"


def to_host(room_hex: str, seat: int) -> str:
    return f"{ROOT}/{room_hex}/s2h/{seat}"


PRESENCE = "presence"
HOST = "host"


def presence(room_hex: str, who: int | str) -> str:
    """Where a link's last will lands when it dies without a goodbye (a seat number or HOST).
    The will is a random token, fresh for every connection; the hash of the current one travels
    inside the encrypted messages, so only the real will of the live connection means "away"."""
    return f"{ROOT}/{room_hex}/{PRESENCE}/{who}"


def new_token() -> bytes:
    """A connection's will: 128 random bits, as ASCII hex (it carries nothing else)."""
    return os.urandom(16).hex().encode()


def token_hash(token: bytes | None) -> str | None:
    """What the encrypted messages say about the sender's current will (never the will itself,
    which the broker publishes only when the connection dies)."""
    return None if not token else hashlib.blake2b(bytes(token), digest_size=16, person=b"tarsas-will").hexdigest()


def will_token(transport) -> bytes | None:
    """The current connection's will token of a transport (or of the one a wrapper wraps)."""
    while transport is not None:
        token = getattr(transport, "will_token", None)
        if token is not None:
            return token
        transport = getattr(transport, "inner", None)
    return None


def seat_of(topic: str, room_hex: str, direction: str) -> int | None:
    """The seat number in one of this room's topics, or None for any other topic."""
    prefix = f"{ROOT}/{room_hex}/{direction}/"
    if not topic.startswith(prefix):
        return None
    tail = topic[len(prefix):]
    return int(tail) if tail.isdigit() and len(tail) == 1 else None
