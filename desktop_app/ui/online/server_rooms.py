"""The games this computer opened on a table server, with every seat's code (so the waiting room
can show them again once the table is reopened from the shelf). Kept in the settings, by room."""
from __future__ import annotations

import json

from PySide6.QtCore import QSettings

GROUP = "server_rooms"


def remember(answer: dict, names: list[str], mine: list[int]) -> None:
    from desktop_app.net.codes import parse

    codes = {str(seat): str(code) for seat, code in answer["codes"].items()}
    room = parse(next(iter(codes.values()))).room_hex
    QSettings().setValue(f"{GROUP}/{room}", json.dumps({"match_id": answer["match_id"], "codes": codes,
                                                        "names": names, "mine": mine}))


def recall(room_hex: str) -> dict | None:
    """What `remember` kept for that room, or None (a game joined from someone else's code)."""
    text = QSettings().value(f"{GROUP}/{room_hex}")
    try:
        data = json.loads(text) if isinstance(text, str) else None
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("codes"), dict) or not isinstance(data.get("names"), list):
        return None
    return data
