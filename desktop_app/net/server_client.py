"""The app's side of a table server: ask it to open a room and get the invite codes back. No Qt here.

`RoomCreator` seals each request to the server's key (server_box.py) from its own key pair (the
sender the server rate-limits), listens on its own reply topic, and sends a request again until
the server answers it (a server being restarted, a broker blip): the server opens one room per
request id however often it arrives. `create_room` does the whole round on a link of its own."""
from __future__ import annotations

import logging
import os
import time
from typing import Callable

import nacl.public

from . import server_box
from .channel import Rejected
from .server_code import ServerCode, parse, reply_topic, server_topic

log = logging.getLogger("tarsas.net.server_client")
RESEND_FIRST, RESEND_MAX = 1.0, 5.0


class RoomCreator:
    def __init__(self, code: ServerCode, transport, key: nacl.public.PrivateKey | None = None,
                 clock: Callable[[], float] = time.monotonic):
        self.code = code
        self.key = key or nacl.public.PrivateKey.generate()
        self.transport = transport
        self.clock = clock
        self.sid = code.server_id
        self.pending: dict[str, dict] = {}   # request id -> {"body", "next", "gap"}
        self.answers: dict[str, dict] = {}   # request id -> the server's answer
        self.dropped = 0

    def start(self) -> None:
        self.transport.subscribe(reply_topic(self.sid, bytes(self.key.public_key)))

    def request(self, game: str, seats: list[dict], options: dict | None = None, hints: bool = True,
                clock: float | None = None, clock_level: str = "greedy") -> str:
        """Send a request to open a room; its id (the answer arrives in `answers`). `clock`: the
        turn clock's seconds a turn (net/turn_clock.py), None: no clock."""
        return self.send({"type": "create", "game": game, "seats": seats, "options": options or {},
                          "hints": hints, **({"clock": clock, "clock_level": clock_level} if clock else {})})

    def move(self, save: dict, room: dict) -> str:
        """Send a game hosted on this computer (its save, its rooms.Room as JSON) to the server."""
        return self.send({"type": "move", "save": save, "room": room})

    def send(self, body: dict) -> str:
        request = os.urandom(16).hex()
        body = {**body, "request": request}
        self.pending[request] = {"body": body, "next": self.clock() + RESEND_FIRST, "gap": RESEND_FIRST}
        self._send(body)
        return request

    def _send(self, body: dict) -> None:
        self.transport.publish(server_topic(self.sid),
                               server_box.seal_request(self.key, self.code.public_key, self.sid, body))

    def tick(self) -> None:
        now = self.clock()
        for item in self.pending.values():
            if now >= item["next"]:
                item["gap"] = min(RESEND_MAX, item["gap"] * 2)
                item["next"] = now + item["gap"]
                self._send(item["body"])

    def handle(self, topic: str, payload: bytes) -> None:
        try:
            body = server_box.open_reply(self.key, self.code.public_key, self.sid, payload)
        except Rejected as exc:
            self.dropped += 1
            log.info("dropped a message on the reply topic: %s", exc)
            return
        request = body.get("request")
        if isinstance(request, str) and request in self.pending:
            del self.pending[request]
            self.answers[request] = body


class RefusedByServer(RuntimeError):
    """The server answered, and refused (the message is its reason)."""


class LoginRefused(ConnectionRefusedError):
    """The server's broker refused this computer's login (`user`: the one tried, None: none)."""

    def __init__(self, reason: str, user: str | None):
        super().__init__(f"the server's broker refused the login: {reason}")
        self.user = user


def create_room(code_text: str, game: str, seats: list[dict], options: dict | None = None,
                timeout: float = 60.0, key: nacl.public.PrivateKey | None = None,
                username: str | None = None, password: str | None = None, hints: bool = True,
                clock: float | None = None, clock_level: str = "greedy") -> dict:
    """Open a room on the server of `code_text`; the server's answer ({"match_id", "codes", ...}).
    TimeoutError when it does not answer in time, RefusedByServer when it refuses."""
    return _round_trip(code_text, lambda creator: creator.request(game, seats, options, hints, clock, clock_level),
                       timeout, key,
                       username, password)


def move_room(code_text: str, save: dict, room: dict, timeout: float = 60.0, username: str | None = None,
              password: str | None = None) -> dict:
    """Hand a game hosted on this computer to the server of `code_text` (its host session must be
    closed first); the answer carries every friend's seat's code (the same as before, and new
    ones for the seats that were played here)."""
    return _round_trip(code_text, lambda creator: creator.move(save, room), timeout, None, username, password)


def _round_trip(code_text: str, send, timeout: float, key, username, password) -> dict:
    import queue

    from .mqtt import MqttTransport

    code = parse(code_text)
    if code.user and not username:  # the code's own login (a locked broker's creators' login)
        username, password = code.user, code.password
    inbox: queue.Queue = queue.Queue()
    transport = MqttTransport(code.broker, "tarsas-creator-" + os.urandom(8).hex(), username, password, start=False)
    transport.on_message = lambda topic, payload: inbox.put((topic, payload))
    creator = RoomCreator(code, transport, key)
    creator.start()
    transport.start()
    try:
        end = time.monotonic() + timeout
        while not transport.wait_connected(0.1):
            if transport.refused:  # a login the broker will not take: no point in waiting
                raise LoginRefused(transport.refused, username)
            if time.monotonic() > end:
                raise TimeoutError("the server's broker did not answer")
        request = send(creator)
        end = time.monotonic() + timeout
        while request not in creator.answers:
            if time.monotonic() > end:
                raise TimeoutError("the table server did not answer")
            try:
                creator.handle(*inbox.get(timeout=0.2))
            except queue.Empty:
                pass
            creator.tick()
        answer = creator.answers[request]
    finally:
        transport.close(flush_seconds=1.0)
    if answer.get("type") != "created":
        raise RefusedByServer(str(answer.get("why", "refused")))
    return answer


COLOURS = ["#c0392b", "#2980b9", "#27ae60", "#f1c40f", "#8e44ad", "#e67e22"]


def seat_entry(text: str, index: int) -> dict:
    """`NAME` (a friend), `NAME:LEVEL` (a computer: easy, medium, hard, expert) or
    `NAME:friend:LEVEL` (a friend's seat the computer holds until the friend arrives)."""
    from desktop_app.engine.agents import agent_level

    name, _, rest = text.partition(":")
    kind, _, hold = rest.partition(":")
    seat = {"name": name.strip() or f"Seat {index + 1}", "colour": COLOURS[index % len(COLOURS)], "agent": "remote"}
    if kind and kind != "friend":
        seat["agent"] = agent_level(kind)
    elif hold:
        seat["hold"] = agent_level(hold)
    return seat


def main(argv=None) -> int:
    """Open a room on a table server from the command line and print each friend's code (the app's
    new-game dialog does the same with "Host on: a table server")."""
    import argparse
    import sys
    from pathlib import Path

    parser = argparse.ArgumentParser(prog="python -m desktop_app.net.server_client",
                                     description="Open a room on a table server; prints the invite codes.")
    parser.add_argument("code", help="the server's code (tarsas://server/...)")
    parser.add_argument("--game", required=True, help="copenhagen, kingdom_builder, new_york or christmas_tree")
    parser.add_argument("--seat", action="append", required=True, metavar="NAME[:LEVEL|:friend:LEVEL]",
                        help="one per seat, in turn order: a friend, a computer level, or a friend held by one")
    parser.add_argument("--no-hints", action="store_true", help="nobody's Hint is answered in this room")
    parser.add_argument("--user", help="the broker login for creators, when the broker is locked")
    parser.add_argument("--password-file")
    args = parser.parse_args(argv)
    try:
        seats = [seat_entry(text, index) for index, text in enumerate(args.seat)]
    except ValueError as exc:
        parser.error(str(exc))
    password = Path(args.password_file).read_text(encoding="utf-8").strip() if args.password_file else None
    try:
        answer = create_room(args.code, args.game, seats, username=args.user, password=password, hints=not args.no_hints)
    except (TimeoutError, RefusedByServer, LoginRefused, ValueError) as exc:
        print(f"no room: {exc}", file=sys.stderr)
        return 1
    print(f"room {answer['match_id']} ({answer['game']})")
    for seat, code in sorted(answer["codes"].items(), key=lambda item: int(item[0])):
        print(f"{seats[int(seat)]['name']}: {code}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
