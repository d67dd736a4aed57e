"""A finished game's review shows everything that was hidden during play (the "Everything" tab,
from the game's `desktop_app.games.<id>.hidden.hidden_parts(state)`), at the step shown; an
unfinished game's review never does: nothing beyond what `view_for` gives its seat to move."""
import sys
import types

import pytest

from desktop_app.games.copenhagen.components import COLOURS
from desktop_app.ui.review import everything_text, hidden_parts_function

from .test_review_window import played

MODULE = "desktop_app.games.copenhagen.hidden"


def copenhagen_parts(state) -> list[dict]:
    """A stand-in for Copenhagen's hidden.py, as CONTRACTS.md words it: each hand, the deck."""
    parts = [{"seat": i, "kind": "hand",
              "items": [("{colour} card", {"colour": c}) for c, n in zip(COLOURS, board.hand) for _ in range(n)]}
             for i, board in enumerate(state.players)]
    parts.append({"seat": None, "kind": "deck", "items": [("{colour} card", {"colour": c}) for c in state.supply]})
    return parts


@pytest.fixture
def hidden_module(monkeypatch):
    calls = []

    def hidden_parts(state):
        calls.append(state)
        return copenhagen_parts(state)

    module = types.ModuleType(MODULE)
    module.hidden_parts = hidden_parts
    monkeypatch.setitem(sys.modules, MODULE, module)  # instead of the game's own, whether or not it is there
    return calls


def test_a_finished_game_shows_every_hand_and_the_deck_at_the_step_shown(window, qtbot, hidden_module):
    match = played("copenhagen", 4, None)
    assert match.state.is_over
    window.review(match, step=30)
    page = window.review_page
    assert page.tabs.isTabVisible(1)
    assert page.everything.toPlainText() == ""  # a closed tab costs a step nothing
    page.tabs.setCurrentIndex(1)
    state = page.controller.state
    text = page.everything.toPlainText()
    assert text == everything_text(match, copenhagen_parts(state))
    for i, seat in enumerate(match.seats):
        assert f"{seat.name}'s hand" in text
        hand = [f"{c} card" for c, n in zip(COLOURS, state.players[i].hand) for _ in range(n)]
        assert (", ".join(hand) or "(nothing)") in text
    assert "The deck (top first)\n" + ", ".join(f"{c} card" for c in state.supply) in text
    changes = []
    page.everything.document().contentsChange.connect(lambda at, removed, added: changes.append(added))
    before = text.split("\n")
    page.go(31)  # the step moves on: so does the text, only where it changed
    after = page.everything.toPlainText()
    assert after == everything_text(match, copenhagen_parts(page.controller.state)) and after != text
    changed = [new for old, new in zip(before, after.split("\n")) if old != new]
    assert 0 < sum(changes) <= sum(len(line) for line in changed) < len(after) // 2
    try:  # the tab and its titles follow the language
        window.switch_language("hu")
        assert page.tabs.tabText(1) == "Minden" and f"{match.seats[0].name} keze" in page.everything.toPlainText()
        assert "A pakli (felülről lefelé)" in page.everything.toPlainText()
        window.switch_language("es")
        assert page.tabs.tabText(1) == "Todo" and f"Mano de {match.seats[0].name}" in page.everything.toPlainText()
    finally:
        window.switch_language("en")
    assert page.tabs.tabText(1) == "Everything"
    page.tabs.setCurrentIndex(0)
    page.close_review()
    assert not page.tabs.isTabVisible(1) and page.everything.toPlainText() == ""


def test_an_unfinished_game_never_shows_what_its_seat_could_not_see(window, qtbot, hidden_module):
    match = played("copenhagen", 4, 30)
    assert not match.state.is_over
    window.review(match)
    page = window.review_page
    seat = page.controller.viewer
    assert not page.tabs.isTabVisible(1)
    page.tabs.setCurrentIndex(1)  # even asked for, it stays empty
    for step in (1, 15, 30):
        page.go(step)
        state = page.controller.state
        assert page.everything.toPlainText() == ""
        # What it would have listed is what view_for hides from the seat: none of it is on the page.
        others = [i for i in range(len(match.seats)) if i != seat]
        view = state.view_for(seat)
        assert view["supply"] == len(state.supply) and all(view["players"][i]["hand"] == [None] * len(COLOURS) for i in others)
        listed = everything_text(match, [p for p in copenhagen_parts(state) if p["seat"] != seat])
        assert "The deck (top first)" in listed and listed not in page.everything.toPlainText()
    assert hidden_module == []  # the game's hidden parts were never even asked for


def test_a_game_without_its_module_shows_no_everything_tab(window, qtbot, monkeypatch):
    monkeypatch.setitem(sys.modules, "desktop_app.games.new_york.hidden", None)  # import fails: none yet
    assert hidden_parts_function("new_york") is None
    match = played("new_york", 2, None)
    window.review(match)
    assert not window.review_page.tabs.isTabVisible(1)


@pytest.mark.parametrize("game", ["christmas_tree", "copenhagen", "kingdom_builder", "new_york"])
def test_each_games_own_hidden_parts_read_in_the_shells_words(window, qtbot, game):
    module = pytest.importorskip(f"desktop_app.games.{game}.hidden")  # each game's helper writes it
    match = played(game, 5, None)
    assert match.state.is_over
    window.review(match, step=len(match.log) // 2)
    page = window.review_page
    assert page.tabs.isTabVisible(1)
    page.tabs.setCurrentIndex(1)
    for step in range(0, len(match.log) + 1, max(1, len(match.log) // 8)):
        page.go(step)
        parts = module.hidden_parts(page.controller.state)
        text = page.everything.toPlainText()
        assert text == everything_text(match, parts)
        titles = [block.split("\n")[0] for block in text.split("\n\n")] if parts else []
        assert len(titles) == len(parts) and all(t and "_" not in t and "{" not in t for t in titles), titles
        assert "{" not in text  # every item's template filled
    page.tabs.setCurrentIndex(0)
