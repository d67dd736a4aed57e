"""A room's lines for a mosquitto that admits only code holders (issue 23 finding 3): its logins
(broker_auth.py) as password-file lines and each login's topics as ACL lines.

    uv run python -m desktop_app.net.mosquitto_lines <match id or room file> [--passwd FILE --acl FILE]

prints both parts (or appends them to the given files); the operator then reloads mosquitto
(`kill -HUP`, or `systemctl reload mosquitto`: it rereads password_file and acl_file). Password
lines are mosquitto 2's own form (`$7$`: PBKDF2-SHA512, 101 rounds, 12-byte salt, as
mosquitto_passwd writes them), so no password is ever written in clear. No Qt here.

mosquitto's ACL cannot say which topics may keep retained messages (its dynamic-security plugin
can): a seat may retain on its own `s2h` topic there, which only its own host reads."""
from __future__ import annotations

import argparse
import base64
import hashlib
import os
import sys
from pathlib import Path

from . import topics
from .broker_auth import HOST, password_for, user_for

ROUNDS = 101


def password_line(user: str, password: str, salt: bytes | None = None) -> str:
    salt = os.urandom(12) if salt is None else salt
    hashed = hashlib.pbkdf2_hmac("sha512", password.encode(), salt, ROUNDS, 64)
    return f"{user}:$7${ROUNDS}${base64.b64encode(salt).decode()}${base64.b64encode(hashed).decode()}"


def acl_lines(room_hex: str, seats) -> list[str]:
    """The ACL: the host the whole room, each seat its own view, record and host presence to read,
    its own messages and presence to write."""
    prefix = f"{topics.ROOT}/{room_hex}"
    lines = [f"# Tarsas room {room_hex}", f"user {user_for(room_hex, HOST)}", f"topic readwrite {prefix}/#"]
    for seat in sorted(seats):
        lines += [f"user {user_for(room_hex, seat)}",
                  f"topic read {topics.to_seat(room_hex, seat)}",
                  f"topic read {topics.record_to_seat(room_hex, seat)}",
                  f"topic read {topics.presence(room_hex, HOST)}",
                  f"topic write {topics.to_host(room_hex, seat)}",
                  f"topic write {topics.presence(room_hex, seat)}"]
    return lines


def password_lines(room) -> list[str]:
    room_hex = room.room.hex()
    lines = [password_line(user_for(room_hex, HOST), password_for(room_hex, HOST, room.host_secret))]
    for seat, secret in sorted(room.secrets.items()):
        lines.append(password_line(user_for(room_hex, seat), password_for(room_hex, seat, secret)))
    return lines


def room_lines(room) -> tuple[list[str], list[str]]:
    """(password-file lines, ACL lines) of a room (net/rooms.Room)."""
    return password_lines(room), acl_lines(room.room.hex(), room.secrets)


def _load(which: str):
    from . import rooms
    from desktop_app.engine import safe_json

    path = Path(which)
    if path.suffix == ".json" and path.exists():
        return rooms.Room.from_json(safe_json.read_json(path, limit=rooms.MAX_ROOM_FILE))
    room = rooms.load(which)
    if room is None:
        raise SystemExit(f"no room for {which!r} in {rooms.rooms_dir()}")
    return room


def _append(path: str, lines: list[str]) -> None:
    with open(path, "a", encoding="utf-8") as out:
        out.write("\n".join(lines) + "\n")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m desktop_app.net.mosquitto_lines",
                                     description="A Tarsas room's mosquitto password-file and ACL lines.")
    parser.add_argument("room", help="the hosted match's id (rooms/<id>.json in the data folder) or a room file")
    parser.add_argument("--passwd", help="append the password lines to this file")
    parser.add_argument("--acl", help="append the ACL lines to this file")
    args = parser.parse_args(argv)
    passwd, acl = room_lines(_load(args.room))
    if args.passwd:
        _append(args.passwd, passwd)
    if args.acl:
        _append(args.acl, acl)
    if not (args.passwd and args.acl):
        out = sys.stdout
        if not args.passwd:
            out.write("# password_file lines\n" + "\n".join(passwd) + "\n")
        if not args.acl:
            out.write("# acl_file lines\n" + "\n".join(acl) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
