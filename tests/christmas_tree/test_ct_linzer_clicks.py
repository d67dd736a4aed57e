"""Issue 13 finding 12 through the real window: passing on linzer costs no click, ever. A human who
ignores linzer plays a whole game without one linzer click or question (no round-end prompt, no
curtain); one who wants it switches on "Linzer after it" at a round's last pick and spends it after
the reveal, before the round is scored."""
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree import scoring
from desktop_app.games.christmas_tree.components import PICKS_PER_ROUND
from desktop_app.games.christmas_tree.scene import ButtonItem, HandCard, TaskItem
from desktop_app.ui.first_turn import set_dismissed
from qt_drive import drag, to_view

LINZER_KINDS = ("swap", "turn", "done")


def centre(item) -> QPointF:
    return item.mapToScene(item.boundingRect().center())


def click(view, scene_point: QPointF) -> None:
    QTest.mouseClick(view.viewport(), Qt.LeftButton, Qt.NoModifier, to_view(view, scene_point))


def buttons(scene) -> dict:
    return {i.text: i for i in scene.items() if isinstance(i, ButtonItem)}


class Table:
    """The real main window with one human seat (seat 0) and computer seats; every action the
    human's clicks send and every question the table puts to the human are recorded."""

    def __init__(self, window, qtbot, players=3, seed=7, mode="family"):
        seats = [Seat("Anna", "#c0392b")] + [Seat(f"CPU {i}", "#2e86c1", "random") for i in range(1, players)]
        match = Match.start(REGISTRY["christmas_tree"], seats, seed, {"mode": mode})
        self.window, self.qtbot = window, qtbot
        window.table.game_finished.disconnect(window.on_finished)  # no score sheet dialog
        set_dismissed("christmas_tree")  # the first-turn guide is walked by the journey test
        window.start(match)
        window.table.view.fit()
        self.controller = window.table.controller
        self.controller.ai_pause_ms = 0
        self.sent: list[tuple] = []
        self.questions = 0  # times the human was asked about linzer alone (the round-end phase)
        self.curtains = 0
        send = self.controller.try_action

        def recording(action):
            self.sent.append(tuple(action))
            return send(action)
        self.controller.try_action = recording
        self.settle()

    @property
    def scene(self):
        return self.window.table.scene

    @property
    def view(self):
        return self.window.table.view

    @property
    def state(self):
        return self.controller.state

    def settle(self) -> None:
        """Wait until the human may act or the game is over, counting what the table asks."""
        def ready():
            if self.scene.is_moving():
                self.scene.skip_motion()  # as a click on the table does
                return False
            return self.state.is_over or self.controller.can_act or self.window.table.curtain.isVisible()
        for _ in range(2):  # a sync may still be scheduled when the turn comes: let it land too
            self.qtbot.waitUntil(ready, timeout=20000)
            self.qtbot.wait(10)
        if self.window.table.curtain.isVisible():
            self.curtains += 1
        if self.controller.can_act and self.state.phase == "linzer":
            self.questions += 1
            assert "Done with linzer" in buttons(self.scene)

    def choose_task(self) -> None:
        task = next(i for i in self.scene.items() if isinstance(i, TaskItem) and i.on_click is not None)
        click(self.view, centre(task))
        self.settle()

    def place_first_card(self) -> None:
        """Drag the leftmost hand card onto the first lit space of the big tree."""
        card = min((i for i in self.scene.items() if isinstance(i, HandCard) and i.active), key=lambda i: i.pos().x())
        legal = sorted(a[2] for a in self.state.legal_actions() if a[0] == "place" and a[1] == card.card_id)
        tree = self.scene.big_tree
        made = len(self.controller.match.log)
        drag(self.view, card.scenePos(), tree.mapToScene(tree.centre(legal[0])))
        self.qtbot.wait(5)
        assert len(self.controller.match.log) == made + 1, ("the drop was refused", self.controller.last_error)
        self.settle()

    def play_to(self, stop) -> None:
        """The human ignores linzer: chooses task cards and places cards until `stop()` or the end."""
        while not self.state.is_over and not stop():
            assert self.controller.can_act and self.state.current_player == 0
            assert "Done with linzer" not in buttons(self.scene)
            if self.state.phase == "task":
                self.choose_task()
            else:
                assert self.state.phase == "pick", self.state.phase
                self.place_first_card()

    def linzer_sent(self) -> list[tuple]:
        return [a for a in self.sent if a[0] in LINZER_KINDS]


def test_a_human_who_ignores_linzer_never_clicks_or_answers_for_it(window, qtbot):
    table = Table(window, qtbot)
    table.play_to(lambda: False)
    state = table.state
    assert state.is_over and state.round == 3
    assert table.linzer_sent() == [] and table.questions == 0 and table.curtains == 0
    assert [a[0] for a in table.sent].count("place") == 3 * PICKS_PER_ROUND
    assert [a[0] for a in table.sent].count("task") == 3
    assert len(table.sent) == 3 * PICKS_PER_ROUND + 3  # not one click more than the game needs
    human_log = [r.action for r in table.controller.match.log if r.player == 0]
    assert not [a for a in human_log if a[0] in LINZER_KINDS]
    assert state.score_breakdown()[0]["linzer"] == 3  # kept: a point each


def test_a_human_who_wants_linzer_after_the_last_card_gets_it_before_the_scoring(window, qtbot):
    table = Table(window, qtbot, players=2, seed=3)
    last_pick = lambda: table.state.phase == "pick" and table.state.picks == PICKS_PER_ROUND - 1  # noqa: E731
    table.play_to(last_pick)
    scene, view = table.scene, table.view
    off = "Linzer after it: no"
    assert off in buttons(scene) and not scene.keep_chance
    made = len(table.controller.match.log)
    click(view, centre(buttons(scene)[off]))
    qtbot.wait(5)
    assert scene.keep_chance and "Linzer after it: yes" in buttons(scene)
    assert len(table.controller.match.log) == made  # a switch on the table, not a move
    table.place_first_card()
    state = table.state
    assert state.phase == "linzer" and state.current_player == 0 and table.questions == 1
    assert state.round_points == []  # not scored yet
    filled = [s for s in range(1, 22) if state.trees[0][s]]
    a, b = filled[0], filled[-1]
    before = state.trees[0][a], state.trees[0][b]
    for space in (a, b):  # swap two cards on the tree by clicking them
        tree = scene.trees[0]
        click(view, tree.mapToScene(tree.centre(space)))
        qtbot.wait(5)
    table.settle()
    state = table.state
    assert (state.trees[0][a], state.trees[0][b]) == before[::-1] and state.linzer[0] == 2
    click(view, centre(buttons(table.scene)["Done with linzer"]))
    table.settle()
    state = table.state
    assert table.sent[-1] == ("done",), table.sent[-3:]
    assert len(state.round_points) == 1 and state.round == 1
    # the round was scored on the swapped tree: the scored points are those of the trees as they
    # stood after the swap (the next round's placements have not started)
    trees = list(zip(state.trees, state.turned))
    assert [pts for _, _, pts in state.round_points[0]] == [scoring.task_points(t, trees)
                                                           for t, _, _ in state.round_points[0]]
    assert [a[0] for a in table.linzer_sent()] == ["swap", "done"]
    # the next round's last pick offers the chance again, off by default
    table.play_to(last_pick)
    assert not table.scene.keep_chance and off in buttons(table.scene)


def hand_overs(qtbot, keep_for: set) -> int:
    """Curtains in a two-human hot-seat family game played through the controller: every pick as
    the table sends it, except that the seats in `keep_for` keep the linzer chance at round 1's
    last pick (and then say Done)."""
    from desktop_app.ui.controller import GameController

    seats = [Seat("Anna", "#c0392b"), Seat("Bence", "#2e86c1")]
    controller = GameController(Match.start(REGISTRY["christmas_tree"], seats, 5, {"mode": "family"}))
    curtains = []
    controller.curtain.connect(lambda name: curtains.append(name) if name else None)
    controller.start()
    while not controller.state.is_over:
        if controller._curtain_for is not None:
            controller.dismiss_curtain()
        state = controller.state
        if state.phase == "linzer":
            action = ("done",)
        elif state.phase == "task":
            action = state.legal_actions()[0]
        else:
            action = next(a for a in state.legal_actions() if a[0] == "place")
            keep = state.round == 0 and state.current_player in keep_for
            if not keep and action + (0,) in state.legal_actions():
                action += (0,)
        assert controller.try_action(action)
    return len(curtains)


def test_one_player_keeping_the_chance_adds_no_hand_over(qtbot):
    """Hot seat: a round-end question for one player takes the hand-over the next round's first
    turn would have needed anyway (or none, for the player who picked last)."""
    base = hand_overs(qtbot, set())
    assert hand_overs(qtbot, {0}) == hand_overs(qtbot, {1}) == base
