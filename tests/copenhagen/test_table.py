"""The Copenhagen table driven with real mouse events where a player clicks (issue 13, 14)."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import ANY_CARDS
from desktop_app.games.copenhagen.scene import AbilityItem, CardItem
from qt_drive import to_view


def open_game(window, seed=2, players=2):
    spec = REGISTRY["copenhagen"]
    names = ("Anna", "Bence", "Csilla", "Dani")[:players]
    match = Match.start(spec, [Seat(n, spec.colours[i]) for i, n in enumerate(names)], seed)
    window.start(match)
    window.table.view.fit()
    return window.table.controller, window.table.scene, window.table.view


def click(view, qtbot, item) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier,
                     to_view(view, item.mapToScene(item.rect.center())))
    qtbot.wait(5)  # the scene re-syncs on the next turn of the event loop


def harbour_card(scene, slot):
    return next(i for i in scene.items() if isinstance(i, CardItem) and getattr(i, "slot", None) == slot)


def own_ability(scene, name):
    return next(i for i in scene.items() if isinstance(i, AbilityItem) and i.name == name and i.on_click)


def test_two_far_apart_cards_never_spend_any_cards_unasked(window, qtbot):
    controller, scene, view = open_game(window)
    before = controller.state.to_json()
    messages = []
    controller.status.connect(messages.append)
    click(view, qtbot, harbour_card(scene, 0))
    click(view, qtbot, harbour_card(scene, 2))
    state = controller.state
    assert state.to_json() == before  # nothing taken, Any Cards still active
    assert state.players[0].active(ANY_CARDS) and state.current_player == 0
    assert "Any Cards" in messages[-1]
    tile = own_ability(scene, ANY_CARDS)
    assert tile.lit  # the explicit control the player may choose
    assert harbour_card(scene, 0).selected and harbour_card(scene, 2).selected
    hand = state.players[0].hand_size()
    click(view, qtbot, tile)  # the player's explicit choice
    state = controller.state
    assert state.players[0].hand_size() == hand + 2
    assert not state.players[0].active(ANY_CARDS)
    assert controller.match.log[-1].action[2] == (ANY_CARDS,)


def test_a_refused_pick_gives_way_to_a_neighbour(window, qtbot):
    controller, scene, view = open_game(window)
    hand = controller.state.players[0].hand_size()
    for slot in (0, 2, 3):  # 0 and 2 are far apart; 3 replaces 0 and neighbours 2
        click(view, qtbot, harbour_card(scene, slot))
    state = controller.state
    assert controller.match.log[-1].action == ("take", (2, 3), ())
    assert state.players[0].hand_size() == hand + 2 and state.players[0].active(ANY_CARDS)
