"""Messages between an app and a table server, sealed with PyNaCl's public-key `Box` (Curve25519,
XSalsa20-Poly1305): a request carries its sender's public key in the clear, then a box only the
server opens and only that key's holder could have made, so the server knows whom it answers
and rate-limits by that authenticated key. The answer is sealed to the same key.

A box is the same both ways (one shared key), so the plaintext names its direction and the server
(`dir`, `server`): an answer published back on the server's topic is refused, as is a request
meant for another server. Plaintexts are padded to channel.SIZE_CLASSES, like a room's messages.
No Qt here."""
from __future__ import annotations

import json
import struct

import nacl.public
from nacl.exceptions import CryptoError

from .channel import Rejected, encode, size_class

TO_SERVER, TO_SENDER = "c2s", "s2c"
KEY_BYTES = 32
MAX_REQUEST = 512 * 1024 + KEY_BYTES + 40  # a new room's request is 1-2 KB sealed, a moved game's its save (deflated)


def _pack(direction: str, sid: str, body: dict) -> bytes:
    plain = encode({"dir": direction, "server": sid, "body": body})
    padded = struct.pack(">I", len(plain)) + plain
    return padded + b"\0" * (size_class(len(padded)) - len(padded))


def _unpack(direction: str, sid: str, plain: bytes) -> dict:
    try:
        (length,) = struct.unpack(">I", plain[:4])
        if length > len(plain) - 4:
            raise ValueError("length")
        message = json.loads(plain[4:4 + length])
    except (ValueError, struct.error, RecursionError) as exc:
        raise Rejected("unreadable inside") from exc
    if not isinstance(message, dict) or (message.get("dir"), message.get("server")) != (direction, sid):
        raise Rejected("not meant for this direction or server")
    body = message.get("body")
    if not isinstance(body, dict):
        raise Rejected("malformed envelope")
    return body


def seal_request(sender: nacl.public.PrivateKey, server_key: bytes, sid: str, body: dict) -> bytes:
    box = nacl.public.Box(sender, nacl.public.PublicKey(server_key))
    return bytes(sender.public_key) + bytes(box.encrypt(_pack(TO_SERVER, sid, body)))


def request_sender(payload: bytes) -> bytes:
    """The public key a request claims to come from (not yet proven: `open_request` proves it)."""
    if not isinstance(payload, (bytes, bytearray)) or not KEY_BYTES + 40 < len(payload) <= MAX_REQUEST:
        raise Rejected("not a request of ours")
    return bytes(payload[:KEY_BYTES])


def open_request(box: nacl.public.Box, payload: bytes, sid: str) -> dict:
    """The body of a request sealed with `box` (the server's key and the claimed sender's)."""
    try:
        plain = box.decrypt(bytes(payload[KEY_BYTES:]))
    except (CryptoError, ValueError, TypeError) as exc:
        raise Rejected("failed authentication") from exc
    return _unpack(TO_SERVER, sid, plain)


def seal_reply(box: nacl.public.Box, sid: str, body: dict) -> bytes:
    return bytes(box.encrypt(_pack(TO_SENDER, sid, body)))


def open_reply(sender: nacl.public.PrivateKey, server_key: bytes, sid: str, payload: bytes) -> dict:
    box = nacl.public.Box(sender, nacl.public.PublicKey(server_key))
    try:
        plain = box.decrypt(bytes(payload))
    except (CryptoError, ValueError, TypeError) as exc:
        raise Rejected("failed authentication") from exc
    return _unpack(TO_SENDER, sid, plain)
