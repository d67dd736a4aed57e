"""Issue 17 "a finished game shows everything" for Kingdom Builder: hidden_parts lists every card
no other seat could see, each once, in words the shell translates."""
import random
from collections import Counter

import pytest

from desktop_app.games.kingdom_builder.components import BUILDABLE, CARDS_PER_TERRAIN, TERRAIN_NAMES
from desktop_app.games.kingdom_builder.hidden import CARD, hidden_parts
from desktop_app.games.kingdom_builder.rules import KingdomBuilderState
from desktop_app.table.text import tr

NAME_TO_CODE = {name: code for code, name in TERRAIN_NAMES.items()}


def finished(players: int, seed: int) -> KingdomBuilderState:
    state = KingdomBuilderState.new(players, seed, {"board": "random", "cards": "random"})
    rng = random.Random(seed)
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return state


def cards_of(part) -> list[str]:
    assert all(template == CARD and set(params) == {"terrain"} for template, params in part["items"])
    return [NAME_TO_CODE[params["terrain"]] for _, params in part["items"]]


@pytest.mark.parametrize("players, seed", [(2, 1), (3, 2), (4, 3), (4, 9)])
def test_every_hidden_card_of_a_finished_game_appears_exactly_once(players, seed):
    state = finished(players, seed)
    parts = hidden_parts(state)
    hands = [p for p in parts if p["kind"] == "hand"]
    decks = [p for p in parts if p["kind"] == "deck"]
    assert [p["seat"] for p in hands] == [s for s in range(players) if state.hand[s] is not None]
    for part in hands:
        assert cards_of(part) == [state.hand[part["seat"]]]
    assert len(decks) == (1 if state.deck else 0)
    if decks:
        assert decks[0]["seat"] is None and cards_of(decks[0]) == state.deck[::-1]  # top first
    hidden = [c for part in parts for c in cards_of(part)]
    assert Counter(hidden) == Counter([c for c in state.hand if c is not None] + state.deck)
    # With the face-up cards (discards, cards out of the game) that is the whole deck, once.
    every = Counter(hidden + state.discard + state.removed)
    assert every == Counter({t: CARDS_PER_TERRAIN for t in BUILDABLE})


def test_the_deck_order_is_listed_top_first_mid_game():
    state = KingdomBuilderState.new(3, 5, {})
    deck = [part for part in hidden_parts(state) if part["kind"] == "deck"][0]
    assert cards_of(deck)[0] == state.deck[-1] and len(deck["items"]) == len(state.deck)


@pytest.mark.parametrize("language, word", [("hu", "Tájkártya"), ("es", "Carta de terreno")])
def test_the_parts_read_in_hungarian_and_spanish(qapp, language, word):
    from desktop_app.ui.i18n import install_language

    install_language(language)
    try:
        part = hidden_parts(finished(2, 4))[0]
        template, params = part["items"][0]
        text = tr("kingdom_builder", template, **params)
        assert text.startswith(word + ": ") and "{" not in text
        assert params["terrain"] not in text  # the terrain is named in that language too
    finally:
        install_language("en")
