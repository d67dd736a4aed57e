"""Issue 25 point 4 and issue 22 finding 12 for Kingdom Builder: the Hint says the move as advice
with a reason built from the position, lights both ends (the terrain card or tile, and the hex),
and no level reads what its player may not know."""
import dataclasses

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat, fill_template
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.boards import NEIGHBOURS
from desktop_app.games.kingdom_builder.hints import GAINS, TAKES, TAKES_AND_GAINS, advice_parts, explain_hint

from agent_checks import PUBLIC, RealStateGuard
from kb_helpers import fresh, give_card
from test_kb_search import random_state

SPEC = REGISTRY["kingdom_builder"]


def beside(state, hexes, avoid=()):
    """A free buildable hex next to one of `hexes` and next to none of `avoid`."""
    board = state.board
    for target in sorted(hexes):
        for n in NEIGHBOURS[target]:
            if n in board.buildable and state.owner[n] < 0 and not any(a in NEIGHBOURS[n] for a in avoid):
                return n
    raise AssertionError("no such hex")


def oasis_position():
    state = fresh()
    oasis = next(c for c, kind in state.board.locations.items() if kind == "Oasis")
    cell = beside(state, [oasis])
    give_card(state, 0, state.board.terrain[cell])
    return state, ("build", cell)


def castle_position():
    state = fresh()
    cell = beside(state, state.board.castles, avoid=state.board.locations)
    give_card(state, 0, state.board.terrain[cell])
    return state, ("build", cell)


def test_two_positions_give_two_explanations_built_from_them():
    state, action = oasis_position()
    first = explain_hint(state, 0, action)
    assert first[0] in (TAKES, TAKES_AND_GAINS) and first[1]["tile"] == "Oasis"
    state, action = castle_position()
    second = explain_hint(state, 0, action)
    assert second[0] == GAINS and ["castle", "+3"] in second[1]["gold"]
    assert first != second
    assert fill_template(*advice_parts(state, action)).startswith("build on ")


def test_the_hint_and_every_level_read_only_what_the_player_may_know():
    real = random_state(12, 20)
    while real.phase != "before" or len(real.legal_actions()) < 2:
        real.apply(real.legal_actions()[0])
    player = real.current_player
    action = real.legal_actions()[0]
    explain_hint(RealStateGuard(real, PUBLIC), player, action)  # fails on any other read
    for level in ("random", "greedy"):
        assert make_agent(level, SPEC, 3).choose(RealStateGuard(real, PUBLIC)) in real.legal_actions()
    guard = RealStateGuard(real, (*PUBLIC, "view_for"))
    assert make_agent("expert", SPEC, 4, think=None, iterations=20).choose(guard) in real.legal_actions()


def test_the_hint_button_says_the_move_as_advice_and_lights_card_and_hex(window, qtbot):
    """A real click on Hint: "Hint: build on … — you take its Oasis tile", the terrain card ringed
    and the hex ringed, until the table moves on."""
    quick = dataclasses.replace(SPEC, hard_settings=(*SPEC.hard_settings, ("think", 0.3)))
    match = Match.start(quick, [Seat("Anna", "#e67e22"), Seat("Bence", "#2e86c1", "greedy")], 2)
    state, action = oasis_position()
    match.state = state
    window.start(match)
    window.table.view.fit()
    scene = window.table.scene
    messages = []
    window.table.controller.status.connect(messages.append)
    QTest.mouseClick(window.table.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: any(m.startswith("Hint: ") for m in messages), timeout=10_000)
    qtbot.wait(20)
    hint = next(m for m in messages if m.startswith("Hint: "))
    assert hint.startswith("Hint: build on ") or hint.startswith("Hint: use the "), hint
    assert " — " in hint  # the reason
    cell = scene.hint_cell()
    assert cell is not None and scene.board_item.selected == cell
    if scene.hinted[0] == "build":
        card = next(item for item in scene.items() if getattr(item, "look", None) and item.look[0] == "hand"
                    and item.look[2] is not None)
        assert card.look[3] is True  # the terrain card is lit too
    else:
        assert scene.selected_tile == scene.hinted[1]  # the tile is lit (selected)
