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
    if window.table.curtain.isVisible():  # two humans: the table is handed to the first one too
        window.table.controller.dismiss_curtain()
    window.table.view.fit()
    QTest.qWait(20)  # the table re-syncs on the next turn of the event loop
    for _ in range(200):  # a click while pieces travel only skips the motion: let the hand land
        if not window.table.scene.is_moving():
            break
        QTest.qWait(10)
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


# ---------------------------------------------------------------- finding 9: computer moves readable
def open_against_computer(window, seed=2):
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", spec.colours[0]), Seat("Bence", spec.colours[1], "greedy")], seed)
    window.start(match)
    window.table.view.fit()
    return window.table.controller, window.table.scene, window.table.view


def harbour_keys(scene):
    return {slot: key for key, (item, _) in scene.pieces.items()
            if isinstance(item, CardItem) and item.slot is not None for slot in [item.slot]}


def test_a_computer_take_moves_the_same_cards_into_its_hand(window, qtbot):
    controller, scene, view = open_against_computer(window)
    click(view, qtbot, harbour_card(scene, 0))
    click(view, qtbot, harbour_card(scene, 1))  # Anna takes; Bence (computer) moves next
    qtbot.waitUntil(lambda: len(controller.match.log) >= 1 and controller.state.current_player == 1)
    qtbot.wait(5)
    scene = window.table.scene
    before = harbour_keys(scene)
    qtbot.waitUntil(lambda: len(controller.match.log) >= 2, timeout=10000)
    qtbot.wait(5)
    scene = window.table.scene
    assert scene.is_moving()  # the computer's move travels on the table...
    scene.skip_motion()       # ...until skipped: every piece where it belongs
    record = controller.match.log[1]
    house = scene.houses[1]
    if record.action[0] == "take":
        for slot in record.action[1]:
            item, origin = scene.pieces[before[slot]]  # the same card, now in Bence's hand...
            assert item.scenePos().y() > house.scenePos().y() + house.rect.height() * 0.8  # ...under his house
            assert item.colour == "back"  # and face down: the viewer may not see it
            refill, origin = scene.pieces[harbour_keys(scene)[slot]]
            assert harbour_keys(scene)[slot] != before[slot] and origin == "deck"
    else:  # a build flies in from the supply
        tiles = [(key, origin) for key, (_, origin) in scene.pieces.items() if key[:2] == ("tile", 1)]
        assert tiles and tiles[-1][1] == ("supply", record.action[1], record.action[2])


def test_a_build_flies_from_the_supply_and_is_outlined_not_tinted(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    state.players[0].hand = [2, 0, 0, 0, 0]
    state._legal = None
    scene.sync()
    action = next(a for a in state.legal_actions() if a[0] == "build" and a[1] == "red" and a[2] == 2)
    assert controller.try_action(action)
    qtbot.wait(5)
    scene = window.table.scene
    item, origin = scene.pieces[("tile", 0, 0)]
    assert origin == ("supply", "red", 2)
    path = scene.last_move_path(0, controller.match.log[-1])
    assert not path.isEmpty() and path.boundingRect().contains(item.sceneBoundingRect().center())
    # the seat-coloured outline: no fill over the piece
    from PySide6.QtWidgets import QGraphicsPathItem
    marks = [i for i in scene.items() if isinstance(i, QGraphicsPathItem) and i.zValue() >= 50]
    if marks:
        assert all(m.brush().style() == Qt.NoBrush for m in marks)
    scene.sync()  # nothing moved since: nothing new flies
    assert scene.pieces[("tile", 0, 0)][1] is None


def test_behind_the_curtain_every_hand_is_card_backs(window, qtbot):
    controller, scene, view = open_game(window)  # two humans: a hand-over curtain between them
    click(view, qtbot, harbour_card(scene, 0))
    click(view, qtbot, harbour_card(scene, 1))
    qtbot.wait(20)
    scene = window.table.scene
    assert controller.viewer is None  # Bence is about to see his hand: the curtain is up
    faces = [i for i in scene.items() if isinstance(i, CardItem) and i.slot is None and i.colour not in ("back", "end")]
    # Only the two cards everybody saw Anna take fly face up (issue 22, finding 7)...
    assert sorted(i.colour for i in faces) == sorted(controller.match.log[-1].parts[1]["cards"])
    scene.skip_motion()  # ...and they land as backs
    faces = [i for i in scene.items() if isinstance(i, CardItem) and i.slot is None and i.colour not in ("back", "end")]
    assert faces == []  # no face-up card outside the harbour
    backs = [k for k, (i, _) in scene.pieces.items() if isinstance(i, CardItem) and i.colour == "back" and k != "deck"]
    assert len(backs) == sum(b.hand_size() for b in controller.state.players)
