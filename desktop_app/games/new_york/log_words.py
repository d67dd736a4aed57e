"""New York's moves in words for the log (no Qt).

A building or a money card is never a bare name filled into a sentence: Hungarian names a building
by its number ("a 3-as színházat", the number's ending following how it is said) and puts it in the
case the verb asks for, Spanish gives it the article of its gender ("la estación 5"). So each is a
phrase translated whole ("the theatre 3", "west of the park 6"), a sentence of its own in the
shared params form (engine.game.plain_value); a number a translation asks for as {price:-as}
takes the Hungarian ending (table.text.Numeral)."""
from __future__ import annotations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .components import CURRENCIES, TILE_PRICE, TILE_TYPE, TYPES, card_currency, card_value

# A building as what a verb acts on ("buys the theatre 3").
THE_BUILDING = {
    "theatre": QT_TRANSLATE_NOOP("new_york", "the theatre {price}"),
    "museum": QT_TRANSLATE_NOOP("new_york", "the museum {price}"),
    "station": QT_TRANSLATE_NOOP("new_york", "the station {price}"),
    "temple": QT_TRANSLATE_NOOP("new_york", "the temple {price}"),
    "park": QT_TRANSLATE_NOOP("new_york", "the park {price}"),
    "skyscraper": QT_TRANSLATE_NOOP("new_york", "the skyscraper {price}"),
}
# Where a new building stands: beside a built one ("west of the park 6").
BESIDE = {
    "theatre": QT_TRANSLATE_NOOP("new_york", "{side} of the theatre {price}"),
    "museum": QT_TRANSLATE_NOOP("new_york", "{side} of the museum {price}"),
    "station": QT_TRANSLATE_NOOP("new_york", "{side} of the station {price}"),
    "temple": QT_TRANSLATE_NOOP("new_york", "{side} of the temple {price}"),
    "park": QT_TRANSLATE_NOOP("new_york", "{side} of the park {price}"),
    "skyscraper": QT_TRANSLATE_NOOP("new_york", "{side} of the skyscraper {price}"),
}
THE_CARD = QT_TRANSLATE_NOOP("new_york", "the {currency} {value}")  # a money card taken ("the blue 6")
AND = QT_TRANSLATE_NOOP("new_york", "{first} and {last}")
COMMA = QT_TRANSLATE_NOOP("new_york", "{first}, {rest}")
A_BUILDING = QT_TRANSLATE_NOOP("new_york", "a building")  # a plot the log cannot name (never in a real game)
NOTHING = QT_TRANSLATE_NOOP("new_york", "nothing")


def sentence(template: str, **params) -> dict:
    return {"template": template, "params": params}


def the_building(tile: int | None) -> dict:
    if tile is None or not 0 < tile < len(TILE_TYPE):
        return sentence(A_BUILDING)
    return sentence(THE_BUILDING[TYPES[TILE_TYPE[tile]]], price=TILE_PRICE[tile])


def beside(side: str, tile: int) -> dict:
    return sentence(BESIDE[TYPES[TILE_TYPE[tile]]], side=side, price=TILE_PRICE[tile])


def the_cards(cards) -> dict:
    """Money cards taken, as one phrase: "the blue 2, the green 1 and the red 2"."""
    phrases = [sentence(THE_CARD, currency=CURRENCIES[card_currency(c)], value=card_value(c)) for c in cards]
    return _listed(phrases) if phrases else sentence(NOTHING)


def _listed(phrases: list[dict]) -> dict:
    if len(phrases) == 1:
        return phrases[0]
    if len(phrases) == 2:
        return sentence(AND, first=phrases[0], last=phrases[1])
    return sentence(COMMA, first=phrases[0], rest=_listed(phrases[1:]))
