"""Helpers for the Christmas Tree tests: build trees from our card data by attributes."""
from __future__ import annotations

from desktop_app.games.christmas_tree.components import CARDS, DIR_INDEX, SPACES
from desktop_app.games.christmas_tree.rules import SLOTS


class TreeBuilder:
    """A tree under construction; every card is used at most once, as in the real game."""

    def __init__(self):
        self.cards = [None] * SLOTS
        self.turned = [0] * SLOTS

    @property
    def used(self) -> set:
        return {c for c in self.cards if c}

    def put(self, space: int, card_id: str, turned: int = 0) -> str:
        assert card_id not in self.used, f"{card_id} is already on the tree"
        self.cards[space] = card_id
        self.turned[space] = turned
        return card_id

    def find(self, kind: str, **attrs) -> str:
        """The first unused card of a kind with the given attributes (colour, shape, snowflakes,
        value, or bulb halves as NW="yellow"...; a half given as None must be absent)."""
        for card in CARDS.values():
            if card.kind != kind or card.id in self.used:
                continue
            ok = True
            for key, want in attrs.items():
                if key in DIR_INDEX:
                    ok &= card.bulbs[DIR_INDEX[key]] == want
                else:
                    ok &= getattr(card, key) == want
            if ok:
                return card.id
        raise LookupError(f"no unused {kind} card with {attrs}")

    def glass(self, space: int, turned: int = 0, **attrs) -> str:
        return self.put(space, self.find("glass", **attrs), turned)

    def candy(self, space: int, turned: int = 0, **attrs) -> str:
        return self.put(space, self.find("candy", **attrs), turned)

    def ginger(self, space: int, card_id: str, turned: int = 0) -> str:
        return self.put(space, card_id, turned)

    @property
    def tree(self):
        return self.cards, self.turned

    def filled(self) -> list[int]:
        return [s for s in SPACES if self.cards[s]]


def empty_tree():
    return [None] * SLOTS, [0] * SLOTS
