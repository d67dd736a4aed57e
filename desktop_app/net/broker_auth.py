"""Who may use a room's broker, and for what: logins derived from the room's secrets, and each
login's topics (issue 23 finding 3). No Qt here.

Every seat logs in as `tarsas-<room>-<seat>` with a password derived (keyed BLAKE2b, its own
personalisation) from that seat's secret; the host as `tarsas-<room>-host` from the room's host
secret. The password opens the broker only: the channel keys come from the same secret by another
derivation (channel.derive), so a broker operator who sees passwords still reads no message.

A seat may read its own view, its own record and the host's presence, and write its own messages to
the host and its own presence (its last will); only the presence is kept retained. The host may read
and write the whole room and keep views, records and presence retained. The embedded broker checks
this with the two amqtt plugins below; for mosquitto, `mosquitto_lines.py` writes the same as a
password file and an ACL."""
from __future__ import annotations

import base64
import hashlib
import hmac
import threading
from dataclasses import dataclass

from . import topics

HOST = topics.HOST
READ, WRITE, RETAIN = "read", "write", "retain"


def user_for(room_hex: str, who: int | str) -> str:
    return f"tarsas-{room_hex}-{who}"


def password_for(room_hex: str, who: int | str, secret: bytes) -> str:
    raw = hashlib.blake2b(f"broker/{room_hex}/{who}".encode(), key=secret, digest_size=24,
                          person=b"tarsas-broker-v1").digest()
    return base64.urlsafe_b64encode(raw).decode("ascii")


def seat_login(invite) -> tuple[str, str]:
    """The user and password a seat (or its shelf's peek) logs in with, from its invite code."""
    room_hex = invite.room.hex()
    return user_for(room_hex, invite.seat), password_for(room_hex, invite.seat, invite.secret)


def host_login(room) -> tuple[str, str]:
    """The host's own login to its room (net/rooms.Room)."""
    room_hex = room.room.hex()
    return user_for(room_hex, HOST), password_for(room_hex, HOST, room.host_secret)


def grants(room_hex: str, who: int | str) -> dict[str, tuple[str, ...]]:
    """The topic filters a login may read, write and keep retained."""
    prefix = f"{topics.ROOT}/{room_hex}"
    if who == HOST:
        return {READ: (f"{prefix}/#",), WRITE: (f"{prefix}/#",),
                RETAIN: (f"{prefix}/h2s/+", f"{prefix}/h2s-record/+", f"{prefix}/{topics.PRESENCE}/+")}
    return {READ: (topics.to_seat(room_hex, who), topics.record_to_seat(room_hex, who),
                   topics.presence(room_hex, HOST)),
            WRITE: (topics.to_host(room_hex, who), topics.presence(room_hex, who)),
            RETAIN: (topics.presence(room_hex, who),)}


def matches(topic: str, pattern: str) -> bool:
    """MQTT filter matching ('+' one level, '#' the rest); a subscription's own '+'/'#' must be
    matched by the same wildcard in the grant (a seat may not subscribe to `.../h2s/+`)."""
    wanted, allowed = topic.split("/"), pattern.split("/")
    for index, level in enumerate(allowed):
        if level == "#":
            return True
        if index >= len(wanted):
            return False
        if level == "+":
            if wanted[index] == "#":
                return False
            continue
        if level != wanted[index]:
            return False
    return len(wanted) == len(allowed)


@dataclass(frozen=True)
class Login:
    password: str
    grants: dict


class Logins:
    """The logins of the rooms a broker serves (thread-safe: the UI thread adds rooms, the broker's
    loop checks them)."""

    def __init__(self):
        self._lock = threading.Lock()
        self._users: dict[str, Login] = {}

    def add_room(self, room) -> None:
        room_hex = room.room.hex()
        users = {user_for(room_hex, HOST): Login(password_for(room_hex, HOST, room.host_secret), grants(room_hex, HOST))}
        for seat, secret in room.secrets.items():
            users[user_for(room_hex, seat)] = Login(password_for(room_hex, seat, secret), grants(room_hex, seat))
        with self._lock:
            self._users.update(users)

    def remove_room(self, room) -> None:
        prefix = user_for(room.room.hex(), "")
        with self._lock:
            for user in [u for u in self._users if u.startswith(prefix)]:
                del self._users[user]

    def check(self, user: str | None, password: str | None) -> bool:
        with self._lock:
            login = self._users.get(user or "")
        return login is not None and hmac.compare_digest((password or "").encode(), login.password.encode())

    def may(self, user: str | None, kind: str, topic: str) -> bool:
        with self._lock:
            login = self._users.get(user or "")
        return login is not None and any(matches(topic, pattern) for pattern in login.grants[kind])
