"""Issue 22 finding 5 for Kingdom Builder: every gold a build changes is said in the log when it
happens (and its card's row lights on the table); the game's end gives the final scoring card by
card and player by player, in the log and in a banner on the table."""
from PySide6.QtCore import QPointF

from desktop_app.games.kingdom_builder.scene import CENTRES, PanelItem

from kb_helpers import give_card
from test_kb_hints import beside
from test_kb_table import centre_of, click, open_game


def log_lines(window) -> list[str]:
    log = window.table.log
    return [log.item(i).text() for i in range(log.count())]


def test_a_build_beside_a_castle_says_its_gold_and_lights_the_castles_row(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    target = beside(state, state.board.castles, avoid=state.board.locations)
    give_card(state, 0, state.board.terrain[target])
    scene.sync()
    click(view, CENTRES[target])
    qtbot.wait(10)
    assert controller.state.owner[target] == 0
    last = log_lines(window)[-1]
    assert last.startswith("Anna builds on ") and "; gold: " in last and "castle +3" in last, last
    assert "Castles" in scene.scored_rows


def test_the_last_turn_gives_the_final_scoring_per_card_and_player(window, qtbot):
    controller, scene, view = open_game(window)
    match = controller.match
    state = match.state
    while not (state.final_round and state.current_player == 1 and state.phase == "after"):
        match.apply(state.legal_actions()[-1])
        state = match.state
    controller.changed.emit()
    scene.sync()  # direct: the test moved the match on behind the controller
    qtbot.waitUntil(lambda: not scene.is_moving())  # a click during a motion only finishes it
    button = next(item for item in scene.items() if isinstance(item, PanelItem) and item.objectName() == "end-turn")
    click(view, centre_of(button))
    qtbot.wait(50)  # the end screen refits the table
    qtbot.waitUntil(lambda: not scene.is_moving())
    assert match.state.is_over
    rows = match.state.score_breakdown()
    last = log_lines(window)[-1]
    assert last.startswith("Bence ends the turn: the game is over. Final scoring:"), last
    for card in (*match.state.cards, "Castles", "Total"):
        key = "total" if card == "Total" else card
        assert f"{card}: Anna {rows[0][key]}, Bence {rows[1][key]}" in last, (card, last)
    banner = next(item for item in scene.items() if isinstance(item, PanelItem) and item.objectName() == "final-scoring")
    assert f"Anna {rows[0]['total']} · Bence {rows[1]['total']}" in banner.toolTip()
    click(view, centre_of(banner) + QPointF(0, 5))
    qtbot.wait(20)
    assert not any(isinstance(item, PanelItem) and item.objectName() == "final-scoring" for item in scene.items())
