"""What hid what in a game of Copenhagen (no Qt): for the review of a finished game, every card
some seat could not see during play: each hand and the supply in draw order (top first, the End
card where it lay). The harbour and the discards lay face up and are not listed."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import COLOURS, END_CARD

CARD = QT_TRANSLATE_NOOP("copenhagen", "{colour} card")
END = QT_TRANSLATE_NOOP("copenhagen", "End-of-Game card")


def _card(card: str) -> tuple[str, dict]:
    return (END, {}) if card == END_CARD else (CARD, {"colour": card})


def hidden_parts(state) -> list[dict]:
    parts = [{"seat": seat, "kind": "hand",
              "items": [_card(colour) for colour, n in zip(COLOURS, board.hand) for _ in range(n)]}
             for seat, board in enumerate(state.players)]
    parts.append({"seat": None, "kind": "deck", "items": [_card(card) for card in reversed(state.supply)]})
    return parts
