"""Invite codes: which room, which seat, that seat's secret and the broker, in one pasteable text.

A code is `tarsas://join/<base32 of version|room|seat|secret>?broker=<mqtt url>[&name=<host name>]`;
the 128-bit room id and seat secret come from the OS's CSPRNG, so codes can't be guessed or
brute-forced offline.

`name` (codes of rooms whose broker the host's app runs itself, on one network): the host
computer's name. Its network address may change (DHCP, another Wi-Fi) and the code's address then
leads nowhere; the joiner then tries `<name>.local` (mDNS, through the OS's resolver) and the name
as given (the router's DNS, LLMNR/NetBIOS on Windows): see `Invite.fallback_brokers`. Codes
without it (older ones, internet brokers) read as before."""
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
# A DNS host name (labels of letters, digits and hyphens); anything else is no usable hint.
_NAME = re.compile(r"^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
                   r"(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$")


class BadInvite(ValueError):
    """The text is not an invite code of this version (the message says why, in English)."""


@dataclass(frozen=True)
class Invite:
    room: bytes
    seat: int
    secret: bytes
    broker: str
    name: str | None = None  # the host computer's name (embedded broker): found again if its address changed

    @property
    def room_hex(self) -> str:
        return self.room.hex()

    def code(self) -> str:
        raw = bytes([VERSION]) + self.room + bytes([self.seat]) + self.secret
        body = base64.b32encode(raw).decode("ascii").rstrip("=")
        code = f"{SCHEME}{body}?broker={quote(self.broker, safe=':/[]')}"
        return f"{code}&name={quote(self.name)}" if self.name else code

    def fallback_brokers(self) -> list[str]:
        """Where else the broker may be when the code's address does not answer: the host's name
        via mDNS (`<name>.local`), then the name as given (and its first label), same port."""
        if not self.name:
            return []
        scheme, host_port = self.broker.split("://", 1)
        host, port, _tls = parse_broker(self.broker)
        short = self.name.split(".", 1)[0]
        names = [self.name if self.name.lower().endswith(".local") else f"{short}.local", self.name, short]
        urls: list[str] = []
        for name in names:
            url = f"{scheme}://{name}:{port}"
            if name.lower() != host.lower() and url not in urls:
                urls.append(url)
        return urls


def host_name(name: str | None = None) -> str | None:
    """This computer's name as other computers on its network may know it, or None when it is not
    a usable DNS name (then a code carries none and relies on the address alone)."""
    import socket

    name = (socket.gethostname() if name is None else name).strip().rstrip(".")
    return name if _NAME.match(name) and name.lower() not in ("localhost", "localhost.localdomain") else None


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
    names = parse_qs(query).get("name", [])
    # only a hint: a damaged one is dropped (the code still leads to its address)
    name = names[0] if len(names) == 1 and _NAME.match(names[0]) else None
    return Invite(room, seat, secret, brokers[0], name)
