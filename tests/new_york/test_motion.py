"""Issue 13 finding 9: on New York's table every component is one tagged item, so a move shows
as the piece travelling: a bought building from the market to the buyer's city, money from the
display to a hand, new cards from the deck; each seat's last move keeps an outline."""
from desktop_app.games.new_york.components import TILE_PRICE
from desktop_app.table.motion import piece_key

from .helpers import NO_STREET, blue, set_hand
from .test_table import open_game, put_in_market


def item_for(scene, key):
    found = [i for i in scene.items() if piece_key(i) == key]
    assert len(found) == 1, (key, found)
    return found[0]


def test_a_bought_building_travels_from_the_market_into_the_city(window, qtbot):
    controller, scene, view = open_game(window)
    match, state = controller.match, controller.state
    player = state.current_player
    tile = NO_STREET[0]
    put_in_market(state, 0, tile)
    set_hand(state, player, blue(TILE_PRICE[tile]))
    scene.sync()
    start = item_for(scene, ("tile", tile)).scenePos()
    match.apply(("buy", 0, tuple(blue(TILE_PRICE[tile]))))
    match.apply(("end_turn",))
    match.apply(("place", tile, (1, 0)))
    scene.sync()
    item = item_for(scene, ("tile", tile))
    end = scene.areas[player].cell_rect((1, 0)).topLeft()
    assert scene.is_moving()
    assert (item.scenePos() - start).manhattanLength() < (end - start).manhattanLength() / 2
    with qtbot.waitSignal(scene.motion_finished, timeout=2000):
        pass
    assert (item_for(scene, ("tile", tile)).scenePos() - end).manhattanLength() < 0.5
    qtbot.wait(30)  # deferred deletes run: a piece that travelled stays on the table
    assert (item_for(scene, ("tile", tile)).scenePos() - end).manhattanLength() < 0.5


def test_money_taken_travels_from_the_display_to_the_hand_and_the_deck_refills(window, qtbot):
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    match = Match.start(REGISTRY["new_york"], [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1", "greedy"),
                                               Seat("Csilla", "#f1c40f", "greedy")], 2)
    window.start(match)
    controller, scene = window.table.controller, window.table.scene
    controller.ai_pause_ms = 10**9  # the computers wait: the test plays their moves
    controller._cancel_thinking()
    state = controller.state
    if state.current_player == 0:
        match.apply(("take", (0,)))
    taker = controller.state.current_player
    assert taker != 0 and controller.viewer == 0
    scene.sync()
    scene.skip_motion()
    before = len([i for i in scene.items() if piece_key(i) and piece_key(i)[0] == "back" and piece_key(i)[1] == taker])
    match.apply(("take", (0,)))
    scene.sync()
    # The taker's new card back flies in from the display; the display's new card from the deck.
    backs = [i for i in scene.items() if piece_key(i) and piece_key(i)[0] == "back" and piece_key(i)[1] == taker]
    assert len(backs) == before + 1 == len(controller.state.players[taker].hand)
    assert scene.is_moving()
    tray = item_for(scene, "display").sceneBoundingRect()
    newest = max(backs, key=lambda i: piece_key(i)[2])
    assert tray.contains(newest.sceneBoundingRect().center())  # on its way from there
    deck = item_for(scene, "deck").sceneBoundingRect()
    refill = [i for i in scene.items() if piece_key(i) and piece_key(i)[0] == "card"
              and deck.contains(i.sceneBoundingRect().center())]
    assert refill  # the new display card starts at the deck
    with qtbot.waitSignal(scene.motion_finished, timeout=2000):
        pass
    assert not tray.contains(newest.sceneBoundingRect().center())


def test_each_seat_keeps_an_outline_on_its_last_move(window, qtbot):
    controller, scene, view = open_game(window)
    match, state = controller.match, controller.state
    player = state.current_player
    tile = NO_STREET[1]
    put_in_market(state, 0, tile)
    set_hand(state, player, blue(TILE_PRICE[tile]))
    match.apply(("buy", 0, tuple(blue(TILE_PRICE[tile]))))
    match.apply(("end_turn",))
    match.apply(("place", tile, (1, 0)))
    scene.sync()
    marks = scene._marks
    assert player in marks
    path, colour = marks[player][:2]
    assert path.boundingRect().contains(scene.areas[player].cell_rect((1, 0)).center())
    assert colour.name() == scene.seat_colour(player).name()


def test_pieces_skipped_to_their_place_stay_on_the_table(window, qtbot):
    """A click skips the motion; the pieces that travelled must not vanish with their animation."""
    controller, scene, view = open_game(window)
    state = controller.state
    put_in_market(state, 0, NO_STREET[2])
    set_hand(state, state.current_player, blue(2, 4, 6))
    scene.sync()
    moving = {piece_key(item) for item, _, _ in scene._motion._running.values()}
    assert ("tile", NO_STREET[2]) in moving
    scene.skip_motion()
    qtbot.wait(30)
    assert all(item_for(scene, key) for key in moving)


def test_score_markers_move_when_a_scoring_changes_the_ranking(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    scene.sync()
    scene.skip_motion()
    rows = {seat: item_for(scene, ("score", seat)).scenePos() for seat in range(3)}
    assert rows[0].y() < rows[1].y() < rows[2].y()  # all at 0 points: seat order
    state._changing_player(2).score = 9  # as a scoring would pay it
    scene.sync()
    assert scene.is_moving()
    with qtbot.waitSignal(scene.motion_finished, timeout=2000):
        pass
    after = {seat: item_for(scene, ("score", seat)).scenePos() for seat in range(3)}
    assert after[2].y() < after[0].y() < after[1].y()  # the leader's marker went to the top
    assert after[2] == rows[0]
