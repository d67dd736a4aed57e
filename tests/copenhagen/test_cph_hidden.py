"""What hid what (issue 17, "a finished game shows everything"): every hand and the supply in
draw order, each hidden card exactly once, in words the shell translates."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from desktop_app.games.copenhagen.components import COLOURS, END_CARD, deck_counts
from desktop_app.games.copenhagen.hidden import hidden_parts
from desktop_app.games.copenhagen.rules import CopenhagenState
from desktop_app.table.text import tr
from test_cph_remote import playout

def card_of(item) -> str:
    template, params = item
    return params.get("colour", END_CARD)


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 1), (4, 8), (4, 9)])
def test_every_hidden_card_of_a_finished_game_appears_once(players, seed):
    state = playout(players, seed)[-1]
    assert state.is_over
    parts = hidden_parts(state)
    assert [p["seat"] for p in parts if p["kind"] == "hand"] == list(range(players))
    for part in parts:
        if part["kind"] == "hand":
            assert Counter(map(card_of, part["items"])) == Counter(
                {c: n for c, n in zip(COLOURS, state.players[part["seat"]].hand) if n})
    deck = next(p for p in parts if p["kind"] == "deck")
    assert deck["seat"] is None
    assert [card_of(i) for i in deck["items"]] == state.supply[::-1]  # top first
    # With the face-up harbour and discards, the hidden cards make up the whole deck once.
    shown = Counter(c for c in state.display if c) + Counter(dict(zip(COLOURS, state.discard)))
    hidden = Counter(card_of(i) for p in parts for i in p["items"])
    assert hidden[END_CARD] == (1 if END_CARD in state.supply else 0)
    hidden.pop(END_CARD, None)
    assert +(hidden + shown) == Counter(deck_counts(players))


def test_the_deck_order_is_the_draw_order():
    state = CopenhagenState.new(3, 4, {})
    top = [card_of(i) for i in hidden_parts(state)[-1]["items"][:2]]
    state.apply(next(a for a in state.legal_actions() if a[0] == "take" and a[1] == (0, 1) and not a[2]))
    assert state.display[:2] == top  # the refill drew the two top cards into spaces 0 and 1


@pytest.mark.parametrize("language", ["hu", "es"])
def test_the_parts_read_in_each_language(qapp, language):
    from desktop_app.ui.i18n import install_language

    install_language(language)
    try:
        state = playout(2, 3)[-1]
        state.supply.append(END_CARD)
        items = {item for part in hidden_parts(state) for item in map(lambda i: (i[0], tuple(i[1].items())), part["items"])}
        for template, params in items:
            text = tr("copenhagen", template, **dict(params))
            english = template.format(**dict(params))
            assert text != english and "{" not in text, (template, text)
    finally:
        install_language("en")
