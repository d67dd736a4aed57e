"""Christmas Tree keeps a sync's unchanged items for the next (issue 17: a review step <= 16 ms,
desktop_app.table.keeper): a kept item must look exactly as a freshly built one, and a table
stepped through a game (forward, back, by jumps) or played move by move draws each position as
a table built afresh for it."""
from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QObject, Signal

from desktop_app.engine.game import IllegalMove, Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.scene import ChristmasTreeScene, TaskItem
from desktop_app.games.christmas_tree.view.banner import Banner
from desktop_app.games.christmas_tree.view.tree import TreeCard, TreeItem
from desktop_app.table.render import render_scene

SPEC = REGISTRY["christmas_tree"]


class Position:
    """What the scene reads of `controller.match` at one step of a game."""

    def __init__(self, seats, log):
        self.seats, self.log = seats, log


class Controller(QObject):
    changed = Signal()
    status = Signal(str)

    def __init__(self, match, state, viewer, read_only=False):
        super().__init__()
        self.match, self.state, self.viewer, self.read_only = match, state, viewer, read_only

    @property
    def can_act(self):
        return not self.read_only and self.state.current_player == self.viewer

    def try_action(self, action):
        return False

    def reason_for(self, action):
        try:
            self.state.clone().apply(action)
        except IllegalMove as refusal:
            return refusal.key
        return None


def drop_banners(scene) -> None:
    """The passing announcements (a round scored): a table opened at that position has none."""
    for item in scene.items():
        if isinstance(item, Banner):
            scene.removeItem(item)


def played(players: int, seed: int, mode: str) -> tuple[Match, list]:
    """A finished random game and the state after each of its actions (the first: the deal)."""
    seats = [Seat(f"P{i}", SPEC.colours[i]) for i in range(players)]
    match = Match.start(SPEC, seats, seed, {"mode": mode})
    rng = random.Random(seed)
    while not match.state.is_over:
        match.apply(rng.choice(match.state.legal_actions()))
    states = []
    replay = Match.start(SPEC, seats, seed, {"mode": mode})
    states.append(replay.state.clone())
    for record in match.log:
        replay.apply(record.action)
        states.append(replay.state.clone())
    return match, states


def fresh(match, states, step, viewer, read_only):
    return cached(ChristmasTreeScene(Controller(Position(match.seats, match.log[:step]), states[step], viewer, read_only)))


def cached(scene):
    """Items painted through their device caches, as on screen (a cache blits at whole pixels)."""
    scene.cache_items()
    return scene


def same_picture(stepped, built, hidpi: bool = True) -> bool:
    """The same image at 1:1 and (hidpi) at 2 device pixels per unit, where sprites are redone."""
    return render_scene(stepped) == render_scene(built) and (
        not hidpi or render_scene(stepped, scale=2) == render_scene(built, scale=2))


@pytest.mark.parametrize("players,seed,mode,viewer,read_only", [
    (4, 31, "family", 1, True), (3, 32, "advanced", 0, False), (2, 33, "introductory", 1, False)])
def test_a_table_stepped_through_a_game_draws_each_position_as_a_fresh_table(qtbot, players, seed, mode, viewer,
                                                                              read_only):
    match, states = played(players, seed, mode)
    end = len(states) - 1
    rng = random.Random(seed)
    step, walk = end // 2, []
    while len(walk) < 16:  # runs both ways, as a player steps with the arrow keys, and jumps
        run = rng.choice((1, -1)) * rng.randint(1, 6)
        for _ in range(abs(run)):
            step = max(1, min(end, step + (1 if run > 0 else -1)))
            walk.append(step)
        if rng.random() < 0.2:
            walk.append(rng.randrange(1, end + 1))
    walk += [end // 2, end - 1, end]  # a mid-game position and the end of the game, at least
    controller = Controller(Position(match.seats, match.log[:walk[0]]), states[walk[0]], viewer, read_only)
    stepped = cached(ChristmasTreeScene(controller))
    for index, step in enumerate(walk):
        if index == len(walk) // 2:  # "Show the hand of" another seat: another tree is the big one
            viewer = controller.viewer = (viewer + 1) % players
        controller.state, controller.match.log = states[step], match.log[:step]
        stepped.sync()
        stepped.skip_motion()
        stepped.cache_items()  # as the review page and the table do after every sync
        drop_banners(stepped)  # a round's scoring banner shows only when stepping over it
        built = fresh(match, states, step, viewer, read_only)
        assert {s: (m[0], m[1].name()) for s, m in stepped._marks.items()} == \
            {s: (m[0], m[1].name()) for s, m in built._marks.items()}, step
        assert same_picture(stepped, built, hidpi=index >= len(walk) - 3), step
        assert len(stepped.items()) == len(built.items()), step
        assert sorted(map(repr, (i.toolTip() for i in stepped.items()))) == \
            sorted(map(repr, (i.toolTip() for i in built.items()))), step


def test_a_review_step_keeps_what_it_did_not_change(qtbot):
    """One step forward inside a round (a secret pick) changes no tree's cards: every tree,
    every card on them and the task cards stay the same items (their device caches stay valid)."""
    match, states = played(4, 34, "family")
    step = next(i for i in range(len(match.log) // 2, len(match.log))
                if match.log[i].action[0] == "place" and match.log[i].reveal_after == match.log[i].reveal_before)
    controller = Controller(Position(match.seats, match.log[:step]), states[step], 0, True)
    scene = cached(ChristmasTreeScene(controller))
    before = {id(i): i for i in scene.items() if isinstance(i, (TreeItem, TreeCard, TaskItem))}
    assert len(before) > 10
    controller.state, controller.match.log = states[step + 1], match.log[:step + 1]
    scene.sync()
    scene.skip_motion()
    scene.cache_items()
    after = {id(i): i for i in scene.items() if isinstance(i, (TreeItem, TreeCard, TaskItem))}
    assert set(before) == set(after)
    assert same_picture(scene, fresh(match, states, step + 1, 0, True))


def test_a_reveal_keeps_the_cards_already_hanging_and_hangs_the_new_ones(qtbot):
    match, states = played(3, 35, "family")
    step = next(i for i in range(len(match.log) // 2, len(match.log)) if match.log[i].reveal_after > match.log[i].reveal_before)
    controller = Controller(Position(match.seats, match.log[:step]), states[step], 0, True)
    scene = cached(ChristmasTreeScene(controller))
    hung = {(t, s): c for t, tree in scene.trees.items() for s, c in tree.card_items.items()}
    trees = dict(scene.trees)
    controller.state, controller.match.log = states[step + 1], match.log[:step + 1]
    scene.sync()
    scene.skip_motion()
    scene.cache_items()
    assert all(scene.trees[t] is trees[t] for t in trees)
    now = {(t, s): c for t, tree in scene.trees.items() for s, c in tree.card_items.items()}
    assert all(now[place] is card for place, card in hung.items() if place in now and now[place].card_id == card.card_id)
    assert len(now) > len(hung)
    assert same_picture(scene, fresh(match, states, step + 1, 0, True))


def test_a_table_played_move_by_move_draws_each_position_as_a_fresh_table(qtbot):
    """The normal sync after each action of a game (the seat's hand, its lit choices, the linzer
    buttons), with a hint and a drag's lit spaces left over from before the sync."""
    seats = [Seat(f"P{i}", SPEC.colours[i]) for i in range(3)]
    match = Match.start(SPEC, seats, 36, {"mode": "advanced"})
    rng = random.Random(36)
    controller = Controller(match, match.state, 0)
    scene = cached(ChristmasTreeScene(controller))
    checked = 0
    while not match.state.is_over:
        action = rng.choice(match.state.legal_actions())
        if match.state.current_player == 0 and action[0] == "place":
            scene.show_hint(action)  # lights a space until the next sync
        match.apply(action)
        controller.state = match.state
        scene.sync()
        scene.skip_motion()
        scene.cache_items()
        if len(match.log) % 7 == 0 or match.state.is_over or match.state.phase == "linzer":
            drop_banners(scene)  # a round's scoring banner is announced on the played table only
            built = cached(ChristmasTreeScene(Controller(match, match.state, 0)))
            assert same_picture(scene, built, hidpi=match.state.is_over), len(match.log)
            assert len(scene.items()) == len(built.items()), len(match.log)
            checked += 1
    assert checked > 10


def test_a_change_of_language_builds_every_item_again(qtbot):
    """Kept items carry painted words: their look names the language, so none is kept (the
    last-move outlines, with a seat's letter only, stay)."""
    from PySide6.QtCore import QLocale

    match, states = played(2, 37, "family")
    controller = Controller(Position(match.seats, match.log[:20]), states[20], 0, True)
    scene = cached(ChristmasTreeScene(controller))
    before = set(map(id, scene.items()))
    scene.sync()
    assert set(map(id, scene.items())) == before  # nothing changed: everything kept
    old = QLocale()
    try:
        QLocale.setDefault(QLocale("hu"))
        scene.sync()
        kept = [i for i in scene._keeper.placed() if id(i) in before]  # what the scene builds
    finally:
        QLocale.setDefault(old)
    assert not kept
