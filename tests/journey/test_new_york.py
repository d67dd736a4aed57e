"""A new player's first evening with New York, through the real window (issue 13)."""
import pytest

from desktop_app.games.new_york.scene import Painted
from journey_driver import JOURNEY_BUGS, JOURNEY_XFAIL, GameDrive, KnownBug, translate, walk


def painted(scene, tooltip, clickable=True):
    text = translate("new_york", tooltip)
    items = [i for i in scene.items() if isinstance(i, Painted) and i.toolTip() == text
             and (not clickable or i.on_click is not None or i.on_drag is not None)]
    return sorted(items, key=lambda i: i.sceneBoundingRect().x())


def centre(item):
    return item.mapToScene(item.box.center())


class NewYork(GameDrive):
    game_id = "new_york"
    players = 3
    seed = 2

    def __init__(self):
        self.done = set()

    def take_money(self, j):
        """Click a money card in the display, then Take selected."""
        card = painted(j.scene, "Click cards to take one, or several worth 5 at most.")[0]
        j.click_scene(centre(card))
        j.settle()
        made = len(j.controller.match.log)
        j.click_scene(centre(painted(j.scene, "Take selected")[0]))
        j.wait(20)
        assert j.controller.match.log[made].action[0] == "take", j.controller.match.log[made:]
        self.done.add("take by clicks")

    def buy_and_place(self, j) -> bool:
        """Click a building on the market (a payment is suggested), click it again to buy, end
        the turn, then drag the building to a plot the streets refuse (it snaps back with the
        reason) and into the city."""
        state = j.controller.state
        slots = sorted({a[1] for a in state.legal_actions() if a[0] == "buy"})
        if not slots:
            return False
        box = j.scene.market_boxes[slots[0]]
        j.click_scene(box.center())
        j.settle()
        assert j.scene.selected_payment(), "clicking a building suggests a payment"
        made = len(j.controller.match.log)
        j.click_scene(box.center())
        j.settle()
        assert j.controller.match.log[made].action[0] == "buy"
        self.done.add("buy by clicks")
        end = painted(j.scene, "End turn")
        if end and j.controller.state.phase == "act":
            j.click_scene(centre(end[0]))
            j.settle()
        assert j.controller.state.phase == "place", j.controller.state.phase
        city = j.scene.areas[0].sceneBoundingRect()
        pending = [i for i in j.scene.items() if isinstance(i, Painted) and i.on_drag is not None
                   and i.toolTip().endswith(translate("new_york", "drag it into your city, or onto your reserve.")[-20:])]
        assert pending, "the bought building waits to be placed"
        start = centre(pending[0])
        j.pick_up(start, city.center())
        j.drop(legal=False, within=city)
        self.done.add("illegal drop")
        j.pick_up(start, city.center())
        j.drop(legal=True, within=city, accept=lambda t: t.action[0] == "place")
        self.done.add("legal drop")
        return True

    def human_turn(self, j, turn):
        if turn == 1 or not self.buy_and_place(j):
            self.take_money(j)
        j.settle()
        end = painted(j.scene, "End turn")
        if j.controller.can_act and end:
            j.click_scene(centre(end[0]))


@pytest.mark.journey
@pytest.mark.xfail(JOURNEY_XFAIL, strict=True, raises=KnownBug, reason=JOURNEY_BUGS)
def test_first_evening_with_new_york(journey):
    game = NewYork()
    j = journey("new_york")
    try:
        code = walk(j, game)
    finally:
        print("done:", sorted(game.done), "timings:", {k: round(v, 2) for k, v in j.timings.items()})
    assert code == 0
    assert {"illegal drop", "legal drop", "take by clicks", "buy by clicks"} <= game.done
