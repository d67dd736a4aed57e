"""What hid what in a game of Kingdom Builder (no Qt), for the review of a finished game: each
seat's terrain card in hand (drawn at the end of its last turn, never played face up) and the
order of the terrain deck still face down. The discards and the cards that left the game lay
face up, so they are not listed."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import TERRAIN_NAMES

CARD = QT_TRANSLATE_NOOP("kingdom_builder", "Terrain card: {terrain}")


def _card(code: str) -> tuple[str, dict]:
    return CARD, {"terrain": TERRAIN_NAMES.get(code, code)}


def hidden_parts(state) -> list[dict]:
    """Each seat's card in hand (seats without one are left out), then the deck, top first."""
    parts = [{"seat": seat, "kind": "hand", "items": [_card(card)]}
             for seat, card in enumerate(state.hand) if card is not None]
    if state.deck:
        parts.append({"seat": None, "kind": "deck", "items": [_card(card) for card in reversed(state.deck)]})
    return parts
