"""What keeps a review step cheap (issue 17) without changing the table: unchanged items stay on
the table (so their caches stay valid), the legal-action index is skipped when nobody can act,
and an unchanged last-move outline is not rebuilt. Each checked against a table built afresh."""
from __future__ import annotations

import random

from desktop_app.engine.replay import Replay
from desktop_app.games.copenhagen.scene import CopenhagenScene, Quay
from desktop_app.table.motion import LastMoveMark, piece_key
from desktop_app.table.render import render_scene
from test_cph_remote import Controller, played


class ReviewController(Controller):
    """A review: positions from the replay, nobody may act."""

    def __init__(self, replay, viewer, step=0):
        super().__init__(log_upto(replay.match, step), replay.state_at(step), viewer)
        self.replay = replay

    @property
    def can_act(self):
        return False


class NoLegalActions:
    """A state that refuses to list its legal actions (the review never needs them)."""

    def __init__(self, state):
        self._state = state

    def legal_actions(self):
        raise AssertionError("the table asked for legal actions where nobody can act")

    def __getattr__(self, name):
        return getattr(self._state, name)


def log_upto(match, step):
    class Partial:
        seats, spec = match.seats, match.spec
        log = match.log[:step]
    return Partial


def tagged(scene) -> list:
    """The components on the table (a card's id depends on the scene's history: "card" only)."""
    keys = (piece_key(i) for i in scene.items() if piece_key(i) is not None)
    return sorted(repr(key[0] if isinstance(key, tuple) and key[0] == "card" else key) for key in keys)


def test_stepping_back_and_forth_draws_what_a_fresh_table_draws(qtbot):
    match = played(4, 11, 500)
    replay = Replay(match)
    controller = ReviewController(replay, 0)
    scene = CopenhagenScene(controller)
    rng = random.Random(3)
    step = 0
    for _ in range(14):
        step = max(0, min(len(match.log), step + rng.choice((1, 1, 2, -1, 5, -3))))
        controller.state, controller.match = replay.state_at(step), log_upto(match, step)
        scene.sync()
        scene.skip_motion()
        fresh = CopenhagenScene(ReviewController(replay, 0, step))
        for item in scene.items():  # the marks of earlier steps are the review page's business
            if isinstance(item, LastMoveMark):
                item.setVisible(False)
        for item in fresh.items():
            if isinstance(item, LastMoveMark):
                item.setVisible(False)
        assert render_scene(scene) == render_scene(fresh), step
        assert tagged(scene) == tagged(fresh)


def test_a_step_keeps_the_items_that_did_not_change(qtbot):
    match = played(3, 5, 60)
    replay = Replay(match)
    controller = ReviewController(replay, 0, 30)
    scene = CopenhagenScene(controller)
    quay = next(i for i in scene.items() if isinstance(i, Quay))
    houses = dict(scene.houses)
    before = set(scene.items())
    controller.state, controller.match = replay.state_at(31), log_upto(match, 31)
    scene.sync()
    after = set(scene.items())
    assert quay in after  # the very same item: its device cache is still good
    assert len(before & after) > 0.6 * len(after)
    mover = match.log[30].player
    for player, house in houses.items():  # the house of the seat on turn and of the next one change
        if player not in (mover, replay.state_at(31).current_player):
            assert scene.houses[player] is house


def test_nobody_to_act_never_lists_legal_actions(qtbot):
    match = played(4, 2, 40)
    controller = Controller(match, NoLegalActions(match.state), 1)
    controller.__class__ = type("Watching", (Controller,), {"can_act": property(lambda self: False)})
    scene = CopenhagenScene(controller)
    assert not scene._builds
    scene.sync()


def test_an_unchanged_outline_is_not_rebuilt(qtbot):
    match = played(2, 4, 12)
    controller = Controller(match, match.state, 0)
    scene = CopenhagenScene(controller)
    marked = {i.seat for i in scene.items() if isinstance(i, LastMoveMark)}
    assert marked
    calls = []
    original = scene.mark_last_move
    scene.mark_last_move = lambda seat, path, colour: (calls.append(seat), original(seat, path, colour))
    scene.sync()
    assert calls == []  # same log, same outlines: the marks on the table stay
    assert {i.seat for i in scene.items() if isinstance(i, LastMoveMark)} == marked
    mover = match.state.current_player
    match.apply(next(a for a in match.state.legal_actions() if a[0] == "take"))
    scene.sync()
    assert calls == [mover]
    scene.clear_last_moves()
    scene.sync()
    assert sorted(calls[1:]) == sorted(marked | {mover})  # after a clear, every outline comes back


def test_a_sync_with_nothing_changed_builds_nothing(qtbot):
    match = played(4, 6, 60)
    assert len(match.log) > 51
    replay = Replay(match)
    scene = CopenhagenScene(ReviewController(replay, 2, 50))
    before = set(scene.items())
    built = []
    put = scene._keeper.put
    scene._keeper.put = lambda item: (built.append(item), put(item))[1]
    scene.sync()
    assert built == [] and set(scene.items()) == before
    scene.controller.state, scene.controller.match = replay.state_at(51), log_upto(match, 51)
    scene.sync()
    assert 0 < len(built) < len(before) / 2  # only the parts the move changed are built again


def test_a_house_whose_picture_stays_is_kept_with_its_new_tooltip_and_plate(qtbot):
    """Taking cards changes only words on a house (its tooltip) and, as the turn passes, its name
    plate: the wall item stays (no repaint), the tooltip says the new count."""
    from desktop_app.games.copenhagen.view.items import NamePlate

    match = played(2, 9, 0)
    controller = Controller(match, match.state, 0)
    scene = CopenhagenScene(controller)
    house = scene.houses[0]
    plates = {i for i in scene.items() if isinstance(i, NamePlate)}
    match.apply(next(a for a in match.state.legal_actions() if a[0] == "take" and not a[2]))
    scene.sync()
    assert scene.houses[0] is house
    assert f"cards in hand {match.state.players[0].hand_size()}" in house.toolTip()
    now = {i for i in scene.items() if isinstance(i, NamePlate)}
    assert len(now) == 2 and not now & plates  # the turn passed: both plates drawn anew
    assert [p.current for p in sorted(now, key=lambda p: p.pos().x())] == [False, True]


def test_a_table_cleared_from_outside_is_built_again(qtbot):
    match = played(3, 2, 20)
    scene = CopenhagenScene(Controller(match, match.state, 0))
    image = render_scene(scene)
    scene.clear()  # every item deleted behind the scene's back
    scene.sync()
    assert render_scene(scene) == image
