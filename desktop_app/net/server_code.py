"""A table server's code and key (issue 24): `tarsas://server/<base32 of version|public key>?broker=<url>`,
and, for a broker that admits logins only, `&user=…&password=…`: the login of those who may open rooms.

The server's long-term Curve25519 key pair (PyNaCl `PrivateKey`) is made once and kept in its data
folder (`server.key`, this user only), so the code is the same on every start. The code carries
the public key and the broker; whoever holds it can seal a request that only the server opens
(net/server_box.py), on the server's own topic (`server_topic`). No Qt here."""
from __future__ import annotations

import base64
import hashlib
import os
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import parse_qs, quote

import nacl.public

from . import topics
from .codes import BadInvite, parse_broker

VERSION = 1
SCHEME = "tarsas://server/"
KEY_FILE = "server.key"
CODE_FILE = "server-code.txt"
_BODY = re.compile(r"^[A-Z2-7]{53}$")  # base32 of 1 + 32 bytes, without padding


@dataclass(frozen=True)
class ServerCode:
    public_key: bytes
    broker: str
    user: str | None = None       # the broker login of those who may open rooms (a locked broker)
    password: str | None = None

    @property
    def server_id(self) -> str:
        return server_id(self.public_key)

    def code(self) -> str:
        body = base64.b32encode(bytes([VERSION]) + self.public_key).decode("ascii").rstrip("=")
        login = f"&user={quote(self.user, safe='')}&password={quote(self.password or '', safe='')}" if self.user else ""
        return f"{SCHEME}{body}?broker={quote(self.broker, safe=':/[]')}{login}"


def server_id(public_key: bytes) -> str:
    """The server's topic name: a hash of its key (the topic says nothing of the key itself)."""
    return hashlib.blake2b(public_key, digest_size=16, person=b"tarsas-server").hexdigest()


def server_topic(sid: str) -> str:
    """Requests to the server (sealed to its key)."""
    return f"{topics.ROOT}/server/{sid}/in"


def reply_topic(sid: str, sender: bytes) -> str:
    """The server's answers to one sender (its public key, hashed: the topic names nobody)."""
    tag = hashlib.blake2b(sender, digest_size=16, person=b"tarsas-reply").hexdigest()
    return f"{topics.ROOT}/server/{sid}/reply/{tag}"


def parse(text: str) -> ServerCode:
    """A server code from pasted text; BadInvite for anything else."""
    if not isinstance(text, str) or len(text) > 400:
        raise BadInvite("a server code is a short text starting with tarsas://server/")
    text = text.strip()
    if not text.startswith(SCHEME):
        raise BadInvite("a server code starts with tarsas://server/")
    body, _, query = text[len(SCHEME):].partition("?")
    body = body.strip("/").upper()
    if not _BODY.match(body):
        raise BadInvite("the server code is damaged or incomplete")
    raw = base64.b32decode(body + "=" * (-len(body) % 8))
    if raw[0] != VERSION:
        raise BadInvite("the server code is from another version of Tarsas")
    fields = parse_qs(query, keep_blank_values=True)
    brokers = fields.get("broker", [])
    if len(brokers) != 1:
        raise BadInvite("the server code does not name its broker")
    parse_broker(brokers[0])
    users, passwords = fields.get("user", []), fields.get("password", [])
    if len(users) > 1 or len(passwords) > 1 or (passwords and not users) or (users and not users[0]):
        raise BadInvite("the server code's broker login is damaged")
    return ServerCode(raw[1:], brokers[0], users[0] if users else None, passwords[0] if passwords else None)


def load_or_create_key(folder: Path) -> nacl.public.PrivateKey:
    """The server's key pair from its data folder, made (and kept, this user only) on the first start."""
    path = Path(folder) / KEY_FILE
    if path.exists():
        raw = bytes.fromhex(path.read_text(encoding="ascii").strip())
        if len(raw) != 32:
            raise ValueError(f"{path} is damaged: it should hold 32 bytes of key as hex")
        return nacl.public.PrivateKey(raw)
    key = nacl.public.PrivateKey.generate()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path.with_suffix(".tmp"), os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w", encoding="ascii") as handle:
        handle.write(bytes(key).hex() + "\n")
        handle.flush()
        os.fsync(handle.fileno())
    os.replace(path.with_suffix(".tmp"), path)
    return key
