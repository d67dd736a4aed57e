"""What hid what (issue 17): a finished game's hidden cards and task cards, each exactly once,
in words the catalogues translate."""
from __future__ import annotations

import random
from collections import Counter

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from desktop_app.games.christmas_tree import hidden
from desktop_app.games.christmas_tree.hidden import card_item, hidden_parts, task_item
from desktop_app.games.christmas_tree.rules import ChristmasTreeState
from desktop_app.table.text import tr
from desktop_app.ui.i18n import build_catalogues


def finished(players, mode, seed):
    rng = random.Random(seed)
    state = ChristmasTreeState.new(players, seed, {"mode": mode})
    start = state.clone()
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
    return start, state


@pytest.mark.parametrize("players,mode", [(2, "family"), (3, "introductory"), (4, "advanced"), (4, "family")])
def test_every_hidden_component_appears_exactly_once(players, mode):
    start, state = finished(players, mode, players * 7)
    parts = hidden_parts(state)
    items = Counter(tuple((t, repr(p)) for t, p in [item]) for part in parts for item in part["items"])
    # what was dealt or kept face down and never placed or revealed
    placed = Counter(c for tree in state.trees for c in tree if c)
    in_game = Counter(start.deck) + Counter(c for h in start.hands for c in h)
    cards = in_game - placed
    tasks = Counter(start.task_pool) + Counter(t for h in start.task_hands for t in h)
    tasks -= Counter(t for rnd in state.round_points for t, _, _ in rnd)
    expected = Counter(tuple((t, repr(p)) for t, p in [card_item(c)]) for c in cards.elements())
    expected += Counter(tuple((t, repr(p)) for t, p in [task_item(t)]) for t in tasks.elements())
    assert items == expected and sum(expected.values()) > 0
    ids = [c for part in parts if part["kind"] in ("hand", "deck", "discards") for c in part_ids(state, part)]
    assert Counter(ids) == cards  # each card once, in its own part
    kinds = {part["kind"] for part in parts}
    assert "discards" in kinds and ("unused_task_cards" in kinds) == bool(state.task_pool)
    if players == 4:
        assert "deck" in kinds  # the cards left after dealing
    for part in parts:
        assert part["seat"] is None or 0 <= part["seat"] < players


def part_ids(state, part):
    """The card ids behind a part (the state's own lists, in the part's order)."""
    if part["kind"] == "deck":
        return list(reversed(state.deck))
    if part["kind"] == "discards":
        return list(state.discards)
    return list(state.hands[part["seat"]])


def test_the_deck_is_listed_top_first():
    start = ChristmasTreeState.new(4, 1, {"mode": "family"})
    deck = [p for p in hidden_parts(start) if p["kind"] == "deck"][0]
    assert deck["items"][0] == card_item(start.deck[-1]) and deck["items"][-1] == card_item(start.deck[0])
    own = [p for p in hidden_parts(start) if p["kind"] == "hand" and p["seat"] == 2][0]
    assert own["items"] == [card_item(c) for c in start.hands[2]]


@pytest.mark.parametrize("language", ["hu", "es"])
def test_the_templates_are_translated(qapp, language):
    build_catalogues()
    translator = QTranslator()
    from desktop_app.ui.i18n import i18n_dir
    assert translator.load(str(i18n_dir() / f"tarsas_{language}.qm"))
    QCoreApplication.installTranslator(translator)
    try:
        for template in (hidden.GLASS_CARD, hidden.CANDY_CARD, hidden.GINGER_CARD):
            assert QCoreApplication.translate("christmas_tree", template) != template
        template, params = task_item("T01")  # "{task}: {words}" reads the same; its text is translated
        assert tr("christmas_tree", template, **params) != f"T01: {params['words']}"
        _, state = finished(3, "family", 2)
        for part in hidden_parts(state):
            for template, params in part["items"]:
                text = tr("christmas_tree", template, **params)
                assert "{" not in text and text
        glass = next(c for c in state.trees[0] if c and c.startswith("GL"))
        english = card_item(glass)[1]["card"][0]
        assert tr("christmas_tree", *card_item(glass)[:1], **card_item(glass)[1]).split(" ·")[0] != " ".join(english)
    finally:
        QCoreApplication.removeTranslator(translator)
