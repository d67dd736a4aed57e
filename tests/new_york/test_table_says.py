"""Issue 22 for New York: the table says every step. Scorings are logged per player with what
scored and why and announced on the table (5); after buying the table says what to do with the
building, R on a held building says buildings are not turned, the payment preview and the refusal
agree, a far plot is not "a corner" (6); the hint is advice with both ends lit (12); badge and pile
numbers read at 11 px and prices sit beside the art (24). A real MainWindow, real mouse events."""
import random

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.new_york.components import SCORING_CARD_A, TILE_PRICE, TILE_TYPE, TYPES
from desktop_app.games.new_york import scene as ny_scene
from desktop_app.table.motion import LastMoveMark
from desktop_app.table.scene import FlashItem

from .helpers import NO_STREET, blue, set_hand
from .look import recording_text
from .test_table import click, open_game, pending_item, put_in_market


def log_lines(window) -> list[str]:
    log = window.table.log
    return [log.item(i).text() for i in range(log.count())]


def status(window) -> str:
    return window.table.status.text()


def settle(qtbot, scene) -> None:
    qtbot.wait(30)
    scene.skip_motion()


def test_a_scoring_card_coming_up_is_logged_per_player_and_announced(window, qtbot):
    controller, scene, view = open_game(window)
    state = controller.state
    # Scoring card A is next in the deck: taking a display card refills the display with it.
    state.deck.remove(SCORING_CARD_A)
    state.deck.append(SCORING_CARD_A)
    scene.sync()
    settle(qtbot, scene)
    click(view, scene.display_boxes[0].center())
    settle(qtbot, scene)
    take = next(i for i in scene.items() if getattr(i, "toolTip", lambda: "")() == "Take selected")
    click(view, take.mapToScene(take.box.center()))
    qtbot.waitUntil(lambda: len(state.scorings) == 1)
    settle(qtbot, scene)
    result = state.scorings[0]
    last = log_lines(window)[-1].split("\n")
    mover = controller.match.seats[controller.match.log[-1].player].name
    assert last[0].startswith(f"{mover} takes")
    assert last[1] == "Scoring card A comes up: the first scoring"
    for seat, name in enumerate(("Anna", "Bence", "Csilla")):
        line = last[2 + seat]
        assert line.strip().startswith(f"{name} +{result['points'][seat]}:"), line
        assert f"longest street {result['streets'][seat]}" in line
        for t, points in enumerate(result["type_points"][seat]):
            if points:
                assert f"{TYPES[t]} {points}" in line
    banners = [i for i in scene.items() if isinstance(i, getattr(ny_scene, "ScoringBanner", ()))]
    assert len(banners) == 1 and banners[0].isVisible()
    assert banners[0].text == "First scoring: " + " · ".join(
        f"{n} +{p}" for n, p in zip(("Anna", "Bence", "Csilla"), result["points"]))
    qtbot.waitUntil(lambda: not any(isinstance(i, getattr(ny_scene, "ScoringBanner", ())) for i in scene.items()), timeout=8000)  # it goes by itself


def test_every_point_of_a_game_is_explained_in_the_log(qapp):
    """A whole game (both scorings and the final one): the log's scoring lines add up to each
    player's final score."""
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat(n, c, "greedy") for n, c in (("Anna", "#c0392b"), ("Bence", "#2e86c1"))], 3)
    agents = [make_agent("greedy", spec, 3 + i) for i in range(2)]
    while not match.state.is_over:
        match.apply(agents[match.state.current_player].choose(match.state))
    explained = [0, 0]
    headings = []
    for record in match.log:
        for template, params in record.notes:
            if "name" in params:
                explained[("Anna", "Bence").index(params["name"])] += params["points"]
            else:
                headings.append(template)
    assert explained == match.state.scores() and sum(explained) > 0
    assert len(headings) == 3 and headings[-1].startswith("Final scoring")
    # A resumed save replays its log: the lines come back (they are never saved).
    notes = [r.notes for r in match.log]
    for record in match.log:
        record.notes = ()
    match.replay()
    assert [r.notes for r in match.log] == notes


def buy_by_clicks(controller, scene, view, qtbot, tile, cards):
    state = controller.state
    put_in_market(state, 0, tile)
    set_hand(state, state.current_player, cards)
    scene.sync()
    settle(qtbot, scene)
    for i in range(len(cards)):
        click(view, scene.hand_boxes[i].center())
        settle(qtbot, scene)


def advice_text(scene) -> str:
    items = [i for i in scene.items() if getattr(i, "role", None) == "advice"]
    return items[0].toolTip() if items else ""


def test_after_buying_the_table_says_to_place_the_building_and_that_end_turn_exists(window, qtbot):
    controller, scene, view = open_game(window)
    tile = NO_STREET[0]
    price = TILE_PRICE[tile]
    assert advice_text(scene) == ""
    buy_by_clicks(controller, scene, view, qtbot, tile, blue(price))
    click(view, scene.market_boxes[0].center())
    settle(qtbot, scene)
    assert controller.state.pending == [tile]
    said = advice_text(scene)
    assert said == "Exact payment: one more action, or End turn; then drag the building into your city or reserve."
    assert fits(said)
    click(view, scene.end_turn_box.center())
    settle(qtbot, scene)
    assert advice_text(scene) == "Place the building: drag it into your city or onto your reserve."


def fits(text: str) -> bool:
    from PySide6.QtGui import QFontMetricsF
    from desktop_app.games.new_york.view.art import font
    return QFontMetricsF(font(14)).horizontalAdvance(text) <= 820


def test_r_and_f_on_a_held_building_say_buildings_are_not_turned(window, qtbot):
    from .test_table import buy_and_end
    controller, scene, view = open_game(window)
    buy_and_end(controller, scene, NO_STREET[0])
    item = pending_item(scene)
    viewport = view.viewport()
    start = view.mapFromScene(item.mapToScene(item.box.center()))
    QTest.mousePress(viewport, Qt.LeftButton, Qt.NoModifier, start)
    QTest.mouseMove(viewport, start + QPoint(-40, -60))
    assert scene.ghost is not None
    window.table.status.setText("")
    QTest.keyClick(viewport, Qt.Key_R)
    assert status(window) == "New York buildings are not turned: their streets stay as printed."
    window.table.status.setText("")
    QTest.keyClick(viewport, Qt.Key_F)
    assert status(window) == "New York buildings are not turned: their streets stay as printed."
    assert scene.ghost is not None  # still held, unturned
    QTest.keyClick(viewport, Qt.Key_Escape)


def test_the_payment_preview_and_the_refusal_agree(window, qtbot):
    controller, scene, view = open_game(window)
    museum = next(t for t in range(1, 55) if TYPES[TILE_TYPE[t]] == "museum" and TILE_PRICE[t] == 3)
    buy_by_clicks(controller, scene, view, qtbot, museum, blue(2, 6))
    name = controller.match.seats[controller.state.current_player].name
    title = next(i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)
                 and str(i.text()).startswith(f"{name}'s money"))
    assert "leave out the blue 2" in title and "over" not in title, title
    click(view, scene.market_boxes[0].center())
    settle(qtbot, scene)
    assert controller.state.pending == []
    assert status(window).startswith("Leave out the blue 2: the other cards already reach the price of 3"), status(window)


def test_a_far_plot_that_touches_nothing_is_not_called_a_corner(window, qtbot):
    from .test_table import buy_and_end, drag
    controller, scene, view = open_game(window)
    player = buy_and_end(controller, scene, NO_STREET[0])
    area = scene.areas[player]
    item = pending_item(scene)
    far = next(c for c in ((3, 3), (2, 3), (3, 2), (2, 2)) if area.cell_at(area.cell_rect(c).center()) == c)
    drag(view, item.mapToScene(item.box.center()), area.cell_rect(far).center())
    assert controller.state.players[player].city.cells.get(far) is None
    assert "corner" not in status(window)
    assert status(window) == "That plot does not touch your city: build next to a building you have."
    diagonal = (1, 1)
    item = pending_item(scene)
    drag(view, item.mapToScene(item.box.center()), area.cell_rect(diagonal).center())
    assert "a corner is not enough" in status(window)


def test_the_hint_is_advice_and_lights_both_ends(window, qtbot):
    controller, scene, view = open_game(window)
    flashes = []
    original = scene.flash
    scene.flash = lambda path, *args: (flashes.append(QPathCopy(path)), original(path, *args))
    hinted = []
    show = scene.show_hint
    scene.show_hint = lambda action, hint=None: (hinted.append(action), show(action, hint))
    QTest.mouseClick(window.table.hint_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: status(window).startswith("Hint: "), timeout=30000)
    words = status(window)[len("Hint: "):]
    assert words.split()[0] in ("take", "buy"), words  # advice, not "takes"/"buys"
    assert " — " in words  # and why (issue 25: the hint teaches)
    action = hinted[0]
    lit = flashes[-1]
    if action[0] == "take":
        ends = [scene.display_boxes[i].center() for i in action[1]] + [QPointF(300, 730)]
    else:
        hand = controller.state.players[controller.state.current_player].hand
        ends = [scene.market_boxes[action[1]].center()] + [scene.hand_boxes[hand.index(c)].center() for c in action[2]]
    assert all(lit.contains(p) for p in ends), (action, lit.boundingRect())
    # A buy names the cards to pay with, and lights them with the slot.
    state = controller.state
    put_in_market(state, 1, next(t for t in range(1, 55) if TILE_PRICE[t] == 5))
    set_hand(state, state.current_player, [13, 12])  # green 3, green 2
    scene.sync()
    settle(qtbot, scene)
    scene.show_hint(("buy", 1, (12, 13)))
    assert status(window) == f"Hint: buy the {TYPES[TILE_TYPE[state.market[1]]]} 5, paying the green 2 and the green 3"
    lit = flashes[-1]
    assert lit.contains(scene.market_boxes[1].center())
    assert lit.contains(scene.hand_boxes[0].center()) and lit.contains(scene.hand_boxes[1].center())
    assert any(isinstance(i, FlashItem) for i in scene.items())


def QPathCopy(path):
    from PySide6.QtGui import QPainterPath
    return QPainterPath(path)


def test_badge_and_pile_numbers_read_at_11_px_and_prices_sit_beside_the_art(qtbot, tmp_path):
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.main_window import MainWindow
    from .look import measure, open_table
    win = MainWindow(SaveStore(tmp_path))
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    try:
        open_table(win, 4)
        texts = measure(win, qtbot)
        scene = win.table.scene
        assert any(isinstance(i, LastMoveMark) for i in scene.items())
        digits = [(t, px) for t, px in texts if t in ("1", "2", "3", "4", "5")]
        assert len(digits) >= 8
        assert min(px for _, px in digits) >= 11, sorted(digits, key=lambda d: d[1])[:3]
        coins = [i for i in scene.items() if getattr(i, "look", None) and i.look[0][0] == "coin"]
        tiles = [i for i in scene.items() if getattr(i, "look", None) and i.look[0][0] == "tile"
                 and any(box.contains(i.mapToScene(i.box.center())) for box in scene.market_boxes)]
        assert len(coins) == 4 and len(tiles) == 4
        for coin in coins:
            for tile in tiles:
                assert not coin.mapToScene(coin.box).boundingRect().intersects(tile.mapToScene(tile.box).boundingRect())
    finally:
        win.table.close_match()


def test_the_advice_after_buying_fits_beside_the_hand_in_every_language(qapp):
    from desktop_app.table.text import tr
    from desktop_app.ui.i18n import install_language
    texts = ("Place the building: drag it into your city or onto your reserve.",
             "Exact payment: one more action, or End turn; then drag the building into your city or reserve.",
             "Use your extra action first; then drag the building into your city or reserve.")
    try:
        for language in ("en", "hu", "es"):
            install_language(language)
            for text in texts:
                shown = tr("new_york", text)
                assert (shown != text) == (language != "en") and fits(shown), (language, shown)
    finally:
        install_language("en")


HU_OBJECT = {"theatre": "színházat", "museum": "múzeumot", "station": "pályaudvart", "temple": "templomot",
             "park": "parkot", "skyscraper": "felhőkarcolót"}


def test_the_hungarian_hint_is_a_sentence(window, qtbot):
    """Finding 23 in the Hint: "vedd meg ezt: színház 5, fizess ezekkel: zöld 2, zöld 3" read like a
    form; the advice is a sentence with the building and the cards in their case."""
    from desktop_app.ui.i18n import install_language

    controller, scene, view = open_game(window)
    state = controller.state
    put_in_market(state, 1, next(t for t in range(1, 55) if TILE_PRICE[t] == 5))
    set_hand(state, state.current_player, [13, 12])  # green 3, green 2
    install_language("hu")
    try:
        scene.sync()
        settle(qtbot, scene)
        scene.show_hint(("buy", 1, (12, 13)))
        kind = HU_OBJECT[TYPES[TILE_TYPE[state.market[1]]]]
        assert status(window) == f"Tipp: vedd meg az 5-ös {kind}, és add oda érte a zöld 2-est és a zöld 3-ast"
    finally:
        install_language("en")
