"""What hid what (issue 17, CONTRACTS "What hid what"): a finished game of New York lists every
component no seat could see, exactly once: each hand, the deck and the bag in draw order."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from desktop_app.games.new_york.components import (
    CURRENCIES, SCORING_CARDS, TILE_PRICE, TILE_TYPE, TYPES,
)
from desktop_app.games.new_york.hidden import BUILDING, MONEY, SCORING, hidden_parts
from desktop_app.games.new_york.rules import NewYorkState
from desktop_app.table.text import tr

from .helpers import fresh


def finished(players: int, seed: int, **options) -> NewYorkState:
    state = fresh(players, seed, **options)
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def card_of(item) -> int:
    template, params = item
    if template in SCORING.values():
        return next(c for c, name in SCORING_CARDS.items() if SCORING[name] == template)
    assert template == MONEY
    return CURRENCIES.index(params["bank"]) * 10 + params["value"]


def tile_words(tile: int) -> tuple:
    return BUILDING, {"kind": TYPES[TILE_TYPE[tile]], "price": TILE_PRICE[tile]}


@pytest.mark.parametrize("players,seed", [(2, 1), (4, 2), (6, 3)])
def test_every_hidden_component_of_a_finished_game_appears_exactly_once(players, seed):
    state = finished(players, seed)
    parts = hidden_parts(state)
    hands = {p["seat"]: [card_of(i) for i in p["items"]] for p in parts if p["kind"] == "hand"}
    assert hands == {seat: player.hand for seat, player in enumerate(state.players) if player.hand}
    decks = [p for p in parts if p["kind"] == "deck"]
    assert [card_of(i) for p in decks for i in p["items"]] == state.deck[::-1]  # top first
    assert all(p["seat"] is None for p in parts if p["kind"] != "hand")
    listed = Counter(card_of(i) for p in parts if p["kind"] in ("hand", "deck") for i in p["items"])
    hidden = Counter(state.deck + [c for player in state.players for c in player.hand])
    assert listed == hidden and sum(listed.values()) > 0
    assert [i for p in parts if p["kind"] == "bag" for i in p["items"]] == [tile_words(t) for t in state.bag[::-1]]


def test_the_deck_and_bag_order_and_scoring_cards_mid_game():
    """Mid-game the deck still holds both scoring cards where they lie and the bag its buildings."""
    state = fresh(3, 7)
    parts = hidden_parts(state)
    deck = next(p for p in parts if p["kind"] == "deck")["items"]
    assert [card_of(i) for i in deck] == state.deck[::-1]
    assert sum(1 for template, _ in deck if template in SCORING.values()) == 2
    bag = next(p for p in parts if p["kind"] == "bag")["items"]
    assert bag == [tile_words(t) for t in state.bag[::-1]] and len(bag) == len(state.bag)
    assert [p["kind"] for p in parts] == ["hand"] * 3 + ["deck", "bag"]


def test_open_hands_were_seen_so_they_are_not_listed():
    state = finished(3, 4, hands="open")
    assert [p for p in hidden_parts(state) if p["kind"] == "hand"] == []


@pytest.mark.parametrize("language,money,scoring,building", [
    ("hu", "kék 3", "A értékelőkártya", "park, 8"), ("es", "azul 3", "carta de puntuación A", "parque, 8")])
def test_the_templates_read_in_hungarian_and_spanish(qapp, language, money, scoring, building):
    from desktop_app.ui.i18n import install_language
    install_language(language)
    try:
        assert tr("new_york", MONEY, bank=CURRENCIES[0], value=3) == money
        assert tr("new_york", SCORING["A"]) == scoring
        assert tr("new_york", SCORING["B"]) == scoring.replace("A", "B")  # a letter, never the blue money's "K"
        park = next(t for t in range(1, 55) if TYPES[TILE_TYPE[t]] == "park" and TILE_PRICE[t] == 8)
        template, params = tile_words(park)
        assert tr("new_york", template, **params) == building
    finally:
        install_language("en")
