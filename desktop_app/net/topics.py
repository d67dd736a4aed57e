"""MQTT topic names of a room. Room ids are 128-bit random hex, so topics can't be guessed."""
from __future__ import annotations

ROOT = "tarsas/v1"


def to_seat(room_hex: str, seat: int) -> str:
    """Host -> seat: the seat's latest view, retained so a reconnecting seat catches up at once."""
    return f"{ROOT}/{room_hex}/h2s/{seat}"


def to_host(room_hex: str, seat: int) -> str:
    return f"{ROOT}/{room_hex}/s2h/{seat}"


def seat_of(topic: str, room_hex: str, direction: str) -> int | None:
    """The seat number in one of this room's topics, or None for any other topic."""
    prefix = f"{ROOT}/{room_hex}/{direction}/"
    if not topic.startswith(prefix):
        return None
    tail = topic[len(prefix):]
    return int(tail) if tail.isdigit() and len(tail) == 1 else None
