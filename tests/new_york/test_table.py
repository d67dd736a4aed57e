"""pytest-qt drives the real New York table: drag a bought building into the city (legal, then
illegal with the reason), pay with the suggested exact payment, take money, rebuild by dragging."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.new_york.scene import Painted

from .helpers import E_ONLY, NO_STREET, blue, set_hand


def open_game(window, seed=2):
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1"), Seat("Csilla", "#f1c40f")], seed)
    window.start(match)
    if window.table.curtain.isVisible():  # several humans: the table is handed to the first one too
        window.table.controller.dismiss_curtain()
    window.table.view.fit()
    return window.table.controller, window.table.scene, window.table.view


def drag(view, start: QPointF, end: QPointF) -> None:
    viewport = view.viewport()
    a, b = view.mapFromScene(start), view.mapFromScene(end)
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, a)
    for i in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * i / 5)
    QTest.mouseRelease(viewport, Qt.LeftButton, Qt.NoModifier, b)


def click(view, point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, view.mapFromScene(point))


def put_in_market(state, slot, tile):
    if state.market[slot] != tile:
        where = state.market.index(tile) if tile in state.market else None
        if where is not None:
            state.market[where], state.market[slot] = state.market[slot], tile
        else:
            state.bag.remove(tile)
            state.bag.append(state.market[slot])
            state.market[slot] = tile
    state._legal = None


def buy_and_end(controller, scene, tile):
    """Anna buys `tile` from the blue slot with an exact payment and ends her actions."""
    state = controller.state
    player = state.current_player
    put_in_market(state, 0, tile)
    from desktop_app.games.new_york.components import TILE_PRICE
    price = TILE_PRICE[tile]
    set_hand(state, player, blue(*([price] if price <= 9 else [price - 9, 9])))
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    payment = tuple(blue(*([price] if price <= 9 else [price - 9, 9])))
    assert controller.try_action(("buy", 0, tuple(sorted(payment))))
    assert controller.try_action(("end_turn",))
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    return player


def pending_item(scene):
    return next(item for item in scene.items() if isinstance(item, Painted) and item.on_drag is not None
                and item.toolTip().endswith("onto your reserve."))


def test_dragging_a_bought_building_into_the_city(window, qtbot):
    controller, scene, view = open_game(window)
    player = buy_and_end(controller, scene, NO_STREET[0])
    area = scene.areas[player]
    item = pending_item(scene)
    start = item.mapToScene(item.box.center())
    drag(view, start, area.cell_rect((1, 0)).center())
    assert controller.state.players[player].city.cells.get((1, 0)) == NO_STREET[0]
    assert controller.state.current_player != player


def test_an_illegal_drop_snaps_back_with_the_reason(window, qtbot):
    controller, scene, view = open_game(window)
    player = buy_and_end(controller, scene, E_ONLY[0])
    before = controller.state.to_json()
    messages = []
    controller.status.connect(messages.append)
    area = scene.areas[player]
    item = pending_item(scene)
    # West of Times Square its east street would meet the square's open side.
    drag(view, item.mapToScene(item.box.center()), area.cell_rect((-1, 0)).center())
    assert controller.state.to_json() == before
    assert messages and messages[-1] == "Its east side has a street, its neighbour's does not."
    qtbot.wait(300)
    assert scene.ghost is None


def test_click_path_holds_the_tile_and_lights_legal_plots(window, qtbot):
    controller, scene, view = open_game(window)
    player = buy_and_end(controller, scene, NO_STREET[1])
    area = scene.areas[player]
    item = pending_item(scene)
    click(view, item.mapToScene(item.box.center()))
    assert scene.ghost is not None and scene.holding
    assert (1, 0) in area.lit_cells and (1, 1) not in area.lit_cells
    scene._update_ghost(area.reserve_box.center())  # the pointer over the reserve strip
    assert scene.target.legal and scene.target.action == ("reserve", NO_STREET[1])
    scene.finish_drag()
    assert controller.state.players[player].reserve == [NO_STREET[1]]


def test_clicking_a_market_slot_suggests_the_exact_payment_then_buys(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    put_in_market(state, 0, NO_STREET[0])  # theatre, price 8
    set_hand(state, player, blue(3, 5, 9))
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    click(view, scene.market_boxes[0].center())
    qtbot.wait(50)
    assert scene.selected_payment() == tuple(blue(3, 5))  # exact beats the single 9
    click(view, scene.market_boxes[0].center())
    assert controller.state.pending == [NO_STREET[0]] and controller.state.bonus


def test_taking_money_by_clicking_display_cards(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    before = len(state.players[player].hand)
    scene.click_display(0)
    qtbot.wait(50)
    scene.take_selected()
    assert len(controller.state.players[player].hand) == before + 1
    assert controller.state.current_player != player


def test_rebuild_by_dragging_a_city_tile_to_the_reserve(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    tile = NO_STREET[2]
    if tile in state.market:  # keep every building exactly once: refill that slot from the bag
        state.market[state.market.index(tile)] = state.bag.pop()
    else:
        state.bag.remove(tile)
    state.players[player].city.add(tile, (1, 0))
    state._legal = None
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    area = scene.areas[player]
    drag(view, area.cell_rect((1, 0)).center(), area.reserve_box.center())
    assert controller.state.players[player].reserve == [tile]
    assert (1, 0) not in controller.state.players[player].city.cells


def give_tile(state, tile):
    """Take `tile` out of the bag or market (refilling that slot from the bag)."""
    if tile in state.market:
        state.market[state.market.index(tile)] = state.bag.pop()
    else:
        state.bag.remove(tile)
    return tile


def test_rebuild_by_dragging_a_reserve_tile_onto_a_city_tile_swaps_them(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    built, spare = give_tile(state, NO_STREET[3]), give_tile(state, NO_STREET[4])
    state.players[player].city.add(built, (1, 0))
    state.players[player].reserve = [spare]
    state._legal = None
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    area = scene.areas[player]
    drag(view, area.reserve_tile_rect(0).center(), area.cell_rect((1, 0)).center())
    assert controller.state.players[player].city.cells[(1, 0)] == spare
    assert controller.state.players[player].reserve == [built]


def test_dragging_a_reserve_tile_to_an_illegal_plot_says_why(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    spare = give_tile(state, E_ONLY[1])
    state.players[player].reserve = [spare]
    state._legal = None
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    before = controller.state.to_json()
    messages = []
    controller.status.connect(messages.append)
    area = scene.areas[player]
    drag(view, area.reserve_tile_rect(0).center(), area.cell_rect((-1, 0)).center())
    assert controller.state.to_json() == before
    assert messages[-1] == "Its east side has a street, its neighbour's does not."
    drag(view, area.reserve_tile_rect(0).center(), area.cell_rect((1, 0)).center())
    assert controller.state.players[player].city.cells.get((1, 0)) == spare


def open_with(window, options, seed=2):
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1"), Seat("Csilla", "#f1c40f")], seed,
                        options)
    window.start(match)
    if window.table.curtain.isVisible():  # several humans: the table is handed to the first one too
        window.table.controller.dismiss_curtain()
    window.table.view.fit()
    return window.table.controller, window.table.scene, window.table.view


def buy_exact(controller, scene, tile):
    """The current player buys `tile` from the blue slot with an exact payment (extra action open)."""
    from desktop_app.games.new_york.components import TILE_PRICE
    state = controller.state
    player = state.current_player
    put_in_market(state, 0, tile)
    price = TILE_PRICE[tile]
    payment = blue(*([price] if price <= 9 else [price - 9, 9]))
    set_hand(state, player, payment)
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    assert controller.try_action(("buy", 0, tuple(sorted(payment))))
    assert controller.state.bonus and controller.state.phase == "act"
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    return player


def item_at(scene, point, view):
    return next(i for i in view.items(view.mapFromScene(point)) if isinstance(i, Painted))


def test_a_bought_building_drags_into_the_city_during_the_extra_action(window, qtbot):
    """Issue 13 finding 11: with the exact payment's extra action open, the bought building can
    still be dragged into the city (declining the extra action), not only after "End turn"."""
    controller, scene, view = open_game(window)
    player = buy_exact(controller, scene, NO_STREET[0])
    area = scene.areas[player]
    start = area.bought_tile_rect(0).center()
    assert "drag it into your city" in item_at(scene, start, view).toolTip().lower()
    drag(view, start, area.cell_rect((1, 0)).center())
    assert controller.state.players[player].city.cells.get((1, 0)) == NO_STREET[0]
    assert controller.state.current_player != player and not controller.state.pending


def test_when_the_extra_action_must_be_used_the_bought_building_says_why(window, qtbot):
    """Issue 13 finding 11: where the rules do not allow placing it yet, pressing the building says
    exactly why, and its tooltip does not promise a drag."""
    controller, scene, view = open_with(window, {"exact_bonus": "must", "hands": "hidden"})
    player = buy_exact(controller, scene, NO_STREET[0])
    messages = []
    controller.status.connect(messages.append)
    area = scene.areas[player]
    start = area.bought_tile_rect(0).center()
    item = item_at(scene, start, view)
    assert "drag it into your city" not in item.toolTip()
    assert "must be used" in item.toolTip()
    drag(view, start, area.cell_rect((1, 0)).center())
    assert (1, 0) not in controller.state.players[player].city.cells
    assert messages and "must be used" in messages[-1]


def test_an_overpayment_shows_on_the_selection_and_asks_before_buying(window, qtbot):
    """Issue 13 finding 11: selecting more than the price shows the overpay on the selection and
    at the market; the first click on the building warns, the second buys."""
    controller, scene, view = open_game(window)
    state = controller.state
    player = state.current_player
    put_in_market(state, 0, NO_STREET[0])  # theatre, price 8
    set_hand(state, player, blue(5, 9))
    scene.sync()
    scene.skip_motion()  # pieces that moved have landed (a player waits or clicks)
    messages = []
    controller.status.connect(messages.append)
    hand_items = sorted((i for i in scene.items() if isinstance(i, Painted) and i.toolTip() == "Click to select for a payment."),
                        key=lambda i: i.pos().x())
    click(view, hand_items[1].mapToScene(hand_items[1].box.center()))  # the 9
    assert scene.selected_payment() == tuple(blue(9))

    def labels():
        return [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    qtbot.waitUntil(lambda: any("1 over the theatre's price of 8" in t for t in labels()))
    click(view, scene.market_boxes[0].center())
    assert controller.state.market[0] == NO_STREET[0] and not controller.state.pending
    assert messages and "1 over" in messages[-1]
    qtbot.wait(20)
    click(view, scene.market_boxes[0].center())
    assert controller.state.pending == [NO_STREET[0]] and not controller.state.bonus


def test_the_neutral_player_lights_up_while_a_bought_building_is_held_over_the_table(window, qtbot):
    """Two players: holding a bought building lights the neutral player's frame (its cached
    picture is redrawn), and putting it back darkens it again."""
    from PySide6.QtGui import QColor
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1")], 3)
    window.start(match)
    if window.table.curtain.isVisible():
        window.table.controller.dismiss_curtain()
    controller, scene, view = window.table.controller, window.table.scene, window.table.view
    view.fit()
    buy_and_end(controller, scene, NO_STREET[0])
    scene.cache_items()  # as after every sync the event loop runs: the frame keeps its picture
    box = scene.neutral_box
    probe = view.mapFromScene(box.topLeft() + QPointF(box.width() - 30, box.height() - 12))

    def shade():
        return QColor(view.viewport().grab().toImage().pixel(probe))
    dark = shade()
    pending_item(scene).on_drag(pending_item(scene).mapToScene(pending_item(scene).box.center()), True)
    assert scene.ghost is not None and ("neutral", NO_STREET[0]) in scene.legal
    lit = shade()
    assert lit.green() - lit.red() > dark.green() - dark.red() + 10, (dark.name(), lit.name())  # a green tint
    scene.cancel_drag()
    assert shade() == dark
