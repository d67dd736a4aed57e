"""Issue 22 findings 1 and 2: a save's picture is drawn from the model, never grabbed from the live
table. A hot-seat game's picture hides every private thing (two matches that differ only in a
hidden hand get the same picture); a picture shows the settled position the save holds, never a
frame of the pieces' motion."""
import pytest
from PySide6.QtCore import Qt

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.saves import read_header
from desktop_app.games import REGISTRY
from desktop_app.ui.thumbnails import ThumbnailMaker


@pytest.fixture
def win(qtbot):
    from desktop_app.ui import first_turn
    from desktop_app.ui.main_window import MainWindow

    for game in REGISTRY:
        first_turn.set_dismissed(game)  # no guide over the table
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    yield window
    window.table.close_match()


def hot_seat(anna_hand=None) -> Match:
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 5)
    if anna_hand is not None:  # the same table but for Anna's hand, which Bence must not see
        match.state.players[0].hand = list(anna_hand)
    return match


def play_first_move_and_go_back(win, qtbot, match):
    """Anna's turn at the shared screen: past the curtain, she takes two cards, the curtain goes up
    for Bence, and she clicks Back to shelf: the picture the shelf shows for this game."""
    win.start(match)
    table = win.table
    qtbot.waitUntil(lambda: table.curtain.isVisible())
    qtbot.mouseClick(table.curtain.button, Qt.LeftButton)
    qtbot.waitUntil(lambda: table.controller.can_act)
    qtbot.wait(50)
    assert table.controller.try_action(("take", (0, 1), ()))
    qtbot.waitUntil(lambda: table.curtain.isVisible())  # "Pass the computer to Bence"
    path = win.store.autosave_path(match)
    qtbot.mouseClick(table.shelf_button, Qt.LeftButton)
    qtbot.waitUntil(lambda: win.stack.currentWidget() is win.shelf)
    return read_header(path).thumbnail


def test_a_hot_seat_games_picture_never_shows_a_hand(win, qtbot):
    first = hot_seat([0, 0, 1, 0, 1])
    second = hot_seat([2, 0, 0, 0, 0])  # Anna holds two other cards: nothing else differs
    assert first.state.to_json() != second.state.to_json()
    a = play_first_move_and_go_back(win, qtbot, first)
    b = play_first_move_and_go_back(win, qtbot, second)
    assert a.startswith(b"\x89PNG") and a == b, "the picture shows something only Anna may see"


def test_the_picture_is_the_settled_position_the_save_holds(win, qtbot, monkeypatch):
    """New York: the buildings travel from the bag after a move; the save written at that moment
    pictures the position after the move, as it stands once everything has landed."""
    spec = REGISTRY["new_york"]
    match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")], 2)
    win.start(match)
    table = win.table
    table.controller.ai_pause_ms = 0
    written = []
    real_save = win.store.save

    def spy(saved, path=None, thumbnail=""):
        written.append((len(saved.log), table.scene.is_moving(), thumbnail, saved.state.to_json()))
        return real_save(saved, path, thumbnail)
    monkeypatch.setattr(win.store, "save", spy)
    qtbot.waitUntil(lambda: table.controller.can_act, timeout=10000)
    actions = table.controller.state.legal_actions()
    assert table.controller.try_action(actions[0])
    qtbot.waitUntil(lambda: len(written) >= 2 and not table.scene.is_moving() and table.controller.can_act, timeout=20000)
    for count, _moving, thumbnail, state in written:
        at = Match(spec, match.seats, match.seed, match.options, spec.from_json(state))
        assert thumbnail == ThumbnailMaker().picture(at), f"the picture saved after move {count} is not that position"


def seated(agents, anna_hand) -> Match:
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Anna", "#d35400", agents[0]), Seat("Bence", "#16a085", agents[1])], 5)
    match.state.players[0].hand = list(anna_hand)
    return match


def test_a_hosted_games_picture_hides_even_the_hosts_own_hand(qapp):
    """Finding 1, online: a game with a seat on another computer is pictured from nobody's view,
    so a save or an export of it (it may go to the friend, or to anyone) shows no hand, not even
    the host's own; alone among computers a player's picture is that player's view."""
    hands = ([0, 0, 1, 0, 1], [2, 0, 0, 0, 0])
    hosted = [ThumbnailMaker().picture(seated(("human", "remote"), hand)) for hand in hands]
    assert hosted[0].startswith("iVBOR") and hosted[0] == hosted[1], "the host's hand shows in the picture"
    alone = [ThumbnailMaker().picture(seated(("human", "greedy"), hand)) for hand in hands]
    assert alone[0] != alone[1]  # her own view: the picture does show her hand
