"""A new player's first evening with Christmas Tree, through the real window (issue 13)."""
import pytest
from desktop_app.games.christmas_tree.scene import ButtonItem, HandCard, TaskItem
from journey_driver import JOURNEY_BUGS, JOURNEY_XFAIL, GameDrive, KnownBug, translate, walk


def centre(item):
    return item.mapToScene(item.boundingRect().center())


class ChristmasTree(GameDrive):
    game_id = "christmas_tree"
    players = 3
    seed = 4

    def __init__(self):
        self.done = set()
        self.placed = None  # the space of the human's first card

    def before_picking(self, j):
        """Choose a task card by clicking it; say Done to a linzer prompt by clicking the button."""
        done_text = translate("christmas_tree", "Done with linzer")
        while j.controller.can_act and j.controller.state.phase in ("task", "linzer"):
            made = len(j.controller.match.log)
            if j.controller.state.phase == "task":
                task = next(i for i in j.scene.items() if isinstance(i, TaskItem) and i.on_click is not None)
                j.click_scene(centre(task))
                self.done.add("task by click")
            else:
                button = next(i for i in j.scene.items() if isinstance(i, ButtonItem) and i.text == done_text)
                j.click_scene(centre(button))
            j.wait(20)
            assert len(j.controller.match.log) > made
            j.wait_for_turn()

    def pick_up_card(self, j):
        card = sorted((i for i in j.scene.items() if isinstance(i, HandCard) and i.active),
                      key=lambda i: i.scenePos().x())[0]
        tree = j.scene.big_tree.sceneBoundingRect()
        j.pick_up(card.scenePos(), tree.center())
        return tree

    def human_turn(self, j, turn):
        self.before_picking(j)
        if j.controller.state.is_over or not j.controller.can_act:
            return
        tree = self.pick_up_card(j)
        if turn == 0:  # turned upside down with the wheel before the drop (R does it too)
            zoom = j.view.transform()
            j.wheel()
            assert j.scene.turned_now(j.scene.rotation, j.scene.flipped) == 1, "the wheel turns the held card"
            assert j.view.transform() == zoom, "the wheel never zooms while a card is held"
            target, made = j.drop(legal=True, within=tree, accept=lambda t: t.action[3] == 1)
            self.placed = target.action[2]
            self.done.add("turned drop")
            return
        if turn == 1:  # onto the card placed last turn: refused, with the reason
            space_centre = j.scene.big_tree.mapToScene(j.scene.big_tree.centre(self.placed))
            j.drop(legal=False, within=tree, accept=lambda t: t.pos == j.scene.drag_target(
                j.scene.drag_payload, space_centre, j.scene.rotation, j.scene.flipped).pos)
            self.done.add("illegal drop")
            tree = self.pick_up_card(j)
        j.drop(legal=True, within=tree)
        self.done.add("legal drop")


@pytest.mark.journey
@pytest.mark.xfail(JOURNEY_XFAIL, strict=True, raises=KnownBug, reason=JOURNEY_BUGS)
def test_first_evening_with_christmas_tree(journey):
    game = ChristmasTree()
    j = journey("christmas_tree")
    try:
        code = walk(j, game)
    finally:
        print("done:", sorted(game.done), "timings:", {k: round(v, 2) for k, v in j.timings.items()})
    assert code == 0
    assert {"turned drop", "illegal drop", "legal drop", "task by click"} <= game.done
