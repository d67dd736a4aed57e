"""What a seat remembers of the draft (no Qt): hands travel round the table, so after a pass or two
a player knows what every hand holds (a human would remember it too). Only cards the seat held
itself and cards revealed on the trees are used; nothing hidden is read."""
from __future__ import annotations

from .components import PASS_DIRECTIONS


class HandMemory:
    def __init__(self):
        self._seen: dict[tuple, frozenset] = {}  # (player, round, passes) -> the hand it held then

    def record(self, view, player: int) -> None:
        """Remember `player`'s hand in `view` (a determinization for that player: its own hand is real)."""
        if view.is_over or player >= len(view.hands):
            return
        self._seen.setdefault((player, view.round, view.passes), frozenset(view.hands[player]))

    def known_hands(self, view, player: int) -> dict[int, frozenset]:
        """Tree index -> the exact cards its hand holds now, for hands `player` has held this round.
        A hand held `k` passes ago has moved `k` seats along the passing direction and lost the cards
        placed since; placed cards are on the trees for everyone to see."""
        if view.is_over:
            return {}
        step = PASS_DIRECTIONS[view.mode][view.round]
        trees = view.tree_count
        on_trees = {card for tree in view.trees for card in tree if card is not None}
        known: dict[int, frozenset] = {}
        for (who, rnd, passes), hand in self._seen.items():
            if who != player or rnd != view.round or passes > view.passes:
                continue
            holder = (player + (view.passes - passes) * step) % trees
            if holder != player:
                known[holder] = hand - on_trees
        return known
