"""What hid what in a game of New York (no Qt), for the review of a finished game: what some
seat could not see during play. Each seat's money (unless the game was played with open hands),
the money deck still face down in draw order (top first, a scoring card where it lay) and the
buildings left in the bag in draw order. The display, the market, the cities, the reserves and
the discards lay face up, so they are not listed."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from .components import CURRENCIES, SCORING_CARDS, TILE_PRICE, TILE_TYPE, TYPES, card_currency, card_value

MONEY = QT_TRANSLATE_NOOP("new_york", "{bank} {value}")
SCORING = {"A": QT_TRANSLATE_NOOP("new_york", "scoring card A"),  # a letter is no word to translate
           "B": QT_TRANSLATE_NOOP("new_york", "scoring card B")}
BUILDING = QT_TRANSLATE_NOOP("new_york", "{kind}, {price}")


def _card(c: int) -> tuple[str, dict]:
    if c in SCORING_CARDS:
        return SCORING[SCORING_CARDS[c]], {}
    return MONEY, {"bank": CURRENCIES[card_currency(c)], "value": card_value(c)}


def _building(tile: int) -> tuple[str, dict]:
    return BUILDING, {"kind": TYPES[TILE_TYPE[tile]], "price": TILE_PRICE[tile]}


def hidden_parts(state) -> list[dict]:
    """Each seat's hand (seat order), then the deck and the bag, each top first; empty ones left out."""
    parts = []
    if state.options.get("hands", "hidden") != "open":
        parts = [{"seat": seat, "kind": "hand", "items": [_card(c) for c in player.hand]}
                 for seat, player in enumerate(state.players) if player.hand]
    if state.deck:  # the last card of the list is the top
        parts.append({"seat": None, "kind": "deck", "items": [_card(c) for c in reversed(state.deck)]})
    if state.bag:  # the last building of the list is drawn next
        parts.append({"seat": None, "kind": "bag", "items": [_building(t) for t in reversed(state.bag)]})
    return parts
