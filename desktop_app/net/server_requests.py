"""What a table server accepts as a request to open a room, checked field by field. No Qt here.

    {"type": "create", "request": "<16-64 hex>", "game": "<game id>", "options": {...}, "hints": true,
     "clock": null | <seconds a turn>, "clock_level": "greedy",
     "seats": [{"name": "Anna", "colour": "#c0392b", "agent": "remote" | "<computer level>",
                "hold": null | "<computer level>"}, ...]}

A server has nobody at its screen, so a seat is either a friend's ("remote": a code is made for
it, and `hold` may name the computer level playing it until the friend arrives) or a computer's;
at least one seat is a friend's. `hints` (default on): whether every friend's Hint is answered
(the strongest computer level thinks on the server), as the app's host chooses. `clock` (default
none): the turn clock's limit, and `clock_level` who plays a turn that ran out (net/turn_clock.py).
The answer names the request:
`{"type": "created", "request": id, "match_id": ..., "game": ..., "codes": {"<seat>": code}}` or
`{"type": "refused", "request": id, "why": "<English>"}`."""
from __future__ import annotations

import re
from dataclasses import dataclass

from desktop_app.engine.game import GameSpec, Seat

_REQUEST = re.compile(r"[0-9a-f]{16,64}")


class BadRequest(ValueError):
    """A request the server refuses (the message says why, in English)."""


@dataclass(frozen=True)
class RoomRequest:
    request: str
    spec: GameSpec
    seats: list[Seat]
    options: dict
    hints: bool = True
    clock: float | None = None  # the turn clock (issue 24 point 3): seconds a turn, None: no clock
    clock_level: str = "greedy"


def request_id(body: dict) -> str | None:
    value = body.get("request")
    return value if isinstance(value, str) and _REQUEST.fullmatch(value) else None


def parse_create(body: dict) -> RoomRequest:
    from desktop_app.engine.save_fields import FieldError
    from desktop_app.engine.saves import _seats
    from desktop_app.games import CATALOG, REGISTRY

    request = request_id(body)
    if body.get("type") != "create" or request is None:
        raise BadRequest("not a request to open a room")
    game = body.get("game")
    if not isinstance(game, str) or game not in CATALOG:
        raise BadRequest("no such game on this server")
    try:
        seats = _seats(body.get("seats"), CATALOG[game])  # the save format's own checks
    except FieldError as exc:
        raise BadRequest(f"bad seats: {exc.template.format(**exc.params)}") from exc
    if any(seat.is_human for seat in seats):
        raise BadRequest("nobody sits at a server: each seat is a friend's (remote) or a computer's")
    if not any(seat.is_remote for seat in seats):
        raise BadRequest("a room on a server needs at least one friend's seat")
    options = body.get("options", {})
    spec = REGISTRY[game]
    try:
        options = spec.check_options(options if isinstance(options, dict) else None)
    except ValueError as exc:
        raise BadRequest(str(exc)[:120]) from exc
    if not isinstance(body.get("options", {}), dict):
        raise BadRequest("options must be an object")
    hints = body.get("hints", True)
    if type(hints) is not bool:
        raise BadRequest("hints is true or false")
    clock, clock_level = body.get("clock"), body.get("clock_level", "greedy")
    from .turn_clock import LEVELS

    if clock is not None and (type(clock) not in (int, float) or not 1 <= clock <= 30 * 86400):
        raise BadRequest("clock is a number of seconds a turn (1 s to 30 days), or null")
    if clock_level not in LEVELS:
        raise BadRequest("no such computer level for the clock")
    return RoomRequest(request, spec, seats, options, hints, None if clock is None else float(clock), clock_level)


@dataclass(frozen=True)
class MoveRequest:
    """A game hosted on someone's computer, handed to the server: its match (the save format) and
    its room (the same room id, seat secrets and host secret: every code given out keeps working).
    Seats played at that computer become friends' seats with new codes (nobody sits at a server)."""

    request: str
    match: object
    room: object
    new_seats: list[int]


def parse_move(body: dict, broker: str) -> MoveRequest:
    """{"type": "move", "request": id, "save": <the save format>, "room": <rooms.Room.to_json()>}."""
    from dataclasses import replace

    from desktop_app.engine.saves import SaveError, match_from_json

    from . import rooms
    from .codes import new_secret

    request = request_id(body)
    if body.get("type") != "move" or request is None:
        raise BadRequest("not a request to move a room")
    save, data = body.get("save"), body.get("room")
    if not isinstance(save, dict) or not isinstance(data, dict):
        raise BadRequest("a move carries the game's save and its room")
    try:
        match = match_from_json(save)  # the save file's own checks: its log replays to its snapshot
    except SaveError as exc:
        raise BadRequest("the game's save does not load") from exc
    try:
        room = rooms.Room.from_json(data)
    except ValueError as exc:
        raise BadRequest("bad room") from exc
    if room.match_id != match.match_id:
        raise BadRequest("the room is another game's")
    if room.embedded or room.broker != broker:
        raise BadRequest("the room's codes lead to another broker than this server's")
    if match.state.is_over:
        raise BadRequest("the game is over")
    remote = {index for index, seat in enumerate(match.seats) if seat.is_remote}
    if set(room.secrets) != remote:
        raise BadRequest("the room's seats are not the game's friends' seats")
    new_seats = [index for index, seat in enumerate(match.seats) if seat.is_human]
    for index in new_seats:
        match.seats[index] = replace(match.seats[index], agent="remote")
        room.secrets[index] = new_secret()
    if not any(seat.is_remote for seat in match.seats):
        raise BadRequest("a room on a server needs at least one friend's seat")
    return MoveRequest(request, match, room, new_seats)
