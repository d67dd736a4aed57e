"""A determinization that also uses the seat's draft memory (no Qt).

`state.determinize` reshuffles every card the player cannot see now, including hands it held a
few picks ago. `redeal` starts from such a determinization and puts the remembered hands back where
they travelled; the other hidden cards are dealt at random from a sorted pool (so the result does
not depend on where the real hidden cards happen to lie), and opponents' secret picks are redrawn
from their hands."""
from __future__ import annotations

import random

from .ai import evaluate


def redeal(det, player: int, known: dict[int, frozenset], rng: random.Random):
    """Reassign, in place, the hidden cards of determinization `det` as seen by `player`."""
    trees = det.tree_count
    others = [t for t in range(trees) if t != player]
    pool = sorted([*det.deck, *det.discards, *(c for t in others for c in det.hands[t])])
    pool_set = set(pool)
    fixed = {t: cards for t, cards in known.items()
             if t in others and len(cards) == len(det.hands[t]) and cards <= pool_set}
    for cards in fixed.values():
        pool_set -= cards
    rest = sorted(pool_set)
    rng.shuffle(rest)
    for t in others:
        if t in fixed:
            hand = sorted(fixed[t])
            rng.shuffle(hand)
        else:
            hand, rest = rest[:len(det.hands[t])], rest[len(det.hands[t]):]
        det.hands[t] = hand
    det.deck, rest = rest[:len(det.deck)], rest[len(det.deck):]
    det.discards = rest
    for p, pick in enumerate(det.pending_pick):
        if p != player and pick is not None:
            det.pending_pick[p] = _guess_pick(det, p, rng)
    det._legal = det._legal_set = None
    return det


def _guess_pick(det, seat: int, rng: random.Random, tries: int = 8) -> tuple:
    """A stand-in for an opponent's secret pick: the best by `evaluate` of a few random picks from
    its hand (its real choice, space included, is never looked at)."""
    spaces = det.placement_spaces(seat)
    best, best_value = None, float("-inf")
    for _ in range(tries):
        pick = (rng.choice(det.hands[seat]), rng.choice(spaces), rng.randrange(2))
        det.pending_pick[seat] = pick
        value = evaluate(det, seat)
        if value > best_value:
            best, best_value = pick, value
    return best
