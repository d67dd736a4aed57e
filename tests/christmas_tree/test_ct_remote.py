"""A remote seat's stand-in table (issue 16, CONTRACTS "Stand-in state"): built only from the
seat's view, it gives back that very view, agrees on turn, end and scores, renders the same table
for that seat and holds none of the cards or task cards the seat cannot see."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QObject, Signal

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.christmas_tree.components import CARDS, PLACEHOLDER, TASKS
from desktop_app.games.christmas_tree.remote import state_from_view
from desktop_app.games.christmas_tree.rules import ChristmasTreeState
from desktop_app.games.christmas_tree.scene import ChristmasTreeScene
from desktop_app.table.render import render_scene

COLOURS = ("#c0392b", "#2e86c1", "#27ae60", "#e67e22")


def wire(data):
    return json.loads(json.dumps(data))


def standin(state, seat):
    return state_from_view(wire(state.view_for(seat)), seat, dict(state.options))


def check(state, seat):
    view = wire(state.view_for(seat))
    other = state_from_view(view, seat, dict(state.options))
    assert wire(other.view_for(seat)) == view
    assert other.current_player == state.current_player and other.is_over == state.is_over
    assert other.scores() == state.scores()
    if state.is_over:
        assert other.winners() == state.winners()
    return other


def playouts(players, mode, seed):
    """Random games (linzer spent now and then, last picks with and without the chance); yields
    every position."""
    rng = random.Random(seed)
    state = ChristmasTreeState.new(players, seed, {"mode": mode})
    yield state
    while not state.is_over:
        state.apply(rng.choice(state.legal_actions()))
        yield state


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("mode", ["introductory", "family", "advanced"])
def test_the_standin_gives_back_the_view_and_agrees(players, mode):
    positions = 0
    phases = set()
    for seed in range(3):
        for state in playouts(players, mode, seed):
            for seat in range(players):
                check(state, seat)
            phases.add(state.phase)
            positions += 1
    assert positions > 100 and "over" in phases and "pick" in phases
    if mode != "introductory":
        assert "task" in phases


def test_clone_and_apply_work_on_the_standin():
    """reason_for probes a clone: the viewer's own legal moves apply on it, even the one that
    reveals everyone's (placeholder) picks and scores the round."""
    rng = random.Random(3)
    tried = set()
    for state in playouts(3, "advanced", 5):
        seat = state.current_player
        if seat is None or rng.random() > 0.3:
            continue
        other = standin(state, seat)
        legal = other.legal_actions()
        assert set(legal) == set(state.legal_actions())  # the seat's own choices are all known
        for action in rng.sample(legal, min(3, len(legal))):
            probe = other.clone()
            probe.apply(action)
            probe.scores()
            tried.add((state.phase, state.picks))
    assert ("pick", 6) in tried and any(phase == "task" for phase, _ in tried)


def test_the_standin_holds_no_hidden_card_of_another_seat():
    """Secret markers: every card and task card the seat cannot see is a placeholder on the stand-in;
    the real ones appear only where the view showed them."""
    for state in playouts(4, "advanced", 2):
        if state.is_over or state.reveal_count % 3:
            continue
        for seat in range(4):
            other = standin(state, seat)
            secret_cards = set(state.deck) | set(state.discards)
            for i, hand in enumerate(state.hands):
                if i != seat:
                    secret_cards |= set(hand)
            secret_tasks = set(state.task_pool)
            for i in range(4):
                if i != seat:
                    secret_tasks |= set(state.task_hands[i]) - set(state.visible_tasks(seat))
            secret_tasks -= set(state.seen_tasks[seat]) | {t for t, _ in state.round_tasks}
            held = set(other.deck) | set(other.discards) | {c for i, h in enumerate(other.hands) if i != seat for c in h}
            held_tasks = set(other.task_pool) | {t for i, h in enumerate(other.task_hands) if i != seat for t in h}
            held_tasks |= {t for i, t in enumerate(other.pending_task) if i != seat and t}
            held_tasks |= {t for t in other.hand_task if t} - set(state.seen_tasks[seat])
            assert held and not held & secret_cards and not held_tasks & secret_tasks
            assert all(c.startswith(PLACEHOLDER) and c not in dict.keys(CARDS) for c in held)
            assert all(t.startswith(PLACEHOLDER) and t not in dict.keys(TASKS) for t in held_tasks)
            for i, pick in enumerate(other.pending_pick):
                if i != seat and pick:
                    assert pick[0].startswith(PLACEHOLDER)


class Controller(QObject):
    changed = Signal()
    status = Signal(str)

    def __init__(self, match, state, viewer):
        super().__init__()
        self.match = SimpleNamespace(seats=match.seats, log=match.log, spec=match.spec)
        self.state, self.viewer = state, viewer

    @property
    def can_act(self):
        return self.state.current_player == self.viewer

    def reason_for(self, action):
        return None


def test_the_scene_renders_the_standin_as_the_real_table(qtbot):
    spec = REGISTRY["christmas_tree"]
    rng = random.Random(1)
    for mode, players, stops in (("family", 3, (5, 17, 40)), ("advanced", 4, (9, 30)), ("family", 2, (70,))):
        seats = [Seat(f"P{i}", COLOURS[i]) for i in range(players)]
        match = Match.start(spec, seats, 3, {"mode": mode})
        done = 0
        for stop in stops + (10**6,):
            while len(match.log) < stop and not match.state.is_over:
                match.apply(rng.choice(match.state.legal_actions()))
            seat = match.state.current_player if match.state.current_player is not None else 0
            real = render_scene(ChristmasTreeScene(Controller(match, match.state, seat)))
            stand = render_scene(ChristmasTreeScene(Controller(match, standin(match.state, seat), seat)))
            assert real == stand, (mode, players, len(match.log))
            done += 1
        assert match.state.is_over and done == len(stops) + 1
