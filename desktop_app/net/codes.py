"""Invite codes: which room, which seat, that seat's secret and the broker, in one pasteable text.

A code is `tarsas://join/<base32 of version|room|seat|secret>?broker=<mqtt url>`; the 128-bit room
id and seat secret come from the OS's CSPRNG, so codes can't be guessed or brute-forced offline."""
from __future__ import annotations

import base64
import os
import re
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

VERSION = 1
SCHEME = "tarsas://join/"
ROOM_BYTES = 16
SECRET_BYTES = 16
_BODY = re.compile(r"^[A-Z2-7]{55}$")  # base32 of 1 + 16 + 1 + 16 = 34 bytes, without padding
_BROKER = re.compile(r"^mqtts?://[A-Za-z0-9._\-\[\]:]{1,255}$")


class BadInvite(ValueError):
    """The text is not an invite code of this version (the message says why, in English)."""


@dataclass(frozen=True)
class Invite:
    room: bytes
    seat: int
    secret: bytes
    broker: str

    @property
    def room_hex(self) -> str:
        return self.room.hex()

    def code(self) -> str:
        raw = bytes([VERSION]) + self.room + bytes([self.seat]) + self.secret
        body = base64.b32encode(raw).decode("ascii").rstrip("=")
        return f"{SCHEME}{body}?broker={quote(self.broker, safe=':/[]')}"


def new_room() -> bytes:
    return os.urandom(ROOM_BYTES)


def new_secret() -> bytes:
    return os.urandom(SECRET_BYTES)


def parse_broker(url: str) -> tuple[str, int, bool]:
    """`mqtt://host:port` or `mqtts://host:port` -> (host, port, tls)."""
    if not isinstance(url, str) or not _BROKER.match(url):
        raise BadInvite("the broker address is not mqtt://host:port")
    parts = urlsplit(url)
    try:
        port = parts.port
    except ValueError as exc:
        raise BadInvite("the broker port is not a number") from exc
    tls = parts.scheme == "mqtts"
    if not parts.hostname:
        raise BadInvite("the broker address has no host")
    return parts.hostname, port or (8883 if tls else 1883), tls


def parse(text: str) -> Invite:
    """An invite from a pasted code or link; BadInvite for anything else."""
    if not isinstance(text, str) or len(text) > 600:
        raise BadInvite("an invite code is a short text starting with tarsas://join/")
    text = text.strip()
    if not text.startswith(SCHEME):
        raise BadInvite("an invite code starts with tarsas://join/")
    body, _, query = text[len(SCHEME):].partition("?")
    body = body.strip("/").upper()
    if not _BODY.match(body):
        raise BadInvite("the code is damaged or incomplete")
    raw = base64.b32decode(body + "=" * (-len(body) % 8))
    if raw[0] != VERSION:
        raise BadInvite("the code is from another version of Tarsas")
    brokers = parse_qs(query).get("broker", [])
    if len(brokers) != 1:
        raise BadInvite("the code does not name its broker")
    parse_broker(brokers[0])
    room, seat, secret = raw[1:1 + ROOM_BYTES], raw[1 + ROOM_BYTES], raw[2 + ROOM_BYTES:]
    if seat > 5:
        raise BadInvite("the code names a seat that no game has")
    return Invite(room, seat, secret, brokers[0])
