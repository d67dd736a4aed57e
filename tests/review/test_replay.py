"""The replay's position at every step equals a fresh replay of the log to that step (all games,
random games), its score history is state.scores() after each action, and an unfinished game is
reviewed only as its seat to move (the table's viewer rule)."""
import random

import pytest
from hypothesis import given, settings, strategies as st

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.engine.replay import Replay, next_mark, previous_mark
from desktop_app.games import REGISTRY

GAMES = sorted(REGISTRY)


def random_match(game: str, players: int, seed: int, actions: int | None = None, agents=None) -> Match:
    spec = REGISTRY[game]
    players = max(spec.min_players, min(spec.max_players, players))
    seats = [Seat(f"P{i}", spec.colours[i], (agents or ["human"] * players)[i]) for i in range(players)]
    match = Match.start(spec, seats, seed)
    rng = random.Random(seed)
    while not match.state.is_over and (actions is None or len(match.log) < actions):
        match.apply(rng.choice(match.state.legal_actions()))
    return match


def fresh(match: Match, step: int):
    state = match.fresh_state()
    for record in match.log[:step]:
        state.apply(record.action)
    return state


@pytest.mark.parametrize("game", GAMES)
@settings(max_examples=3, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 6), every=st.integers(1, 20), data=st.data())
def test_every_step_equals_a_fresh_replay(game, seed, players, every, data):
    match = random_match(game, players, seed)
    replay = Replay(match, every=every)
    assert replay.length == len(match.log) and replay.finished
    # Every step, in an order that mixes forward steps, jumps back and repeats.
    steps = data.draw(st.lists(st.integers(0, replay.length), min_size=5, max_size=25))
    steps += list(range(replay.length + 1))
    for step in steps:
        assert replay.state_at(step).to_json() == fresh(match, step).to_json(), step
    for step in range(replay.length + 1):
        assert replay.scores[step] == list(fresh(match, step).scores())


@pytest.mark.parametrize("game", GAMES)
def test_review_never_changes_the_match(game):
    match = random_match(game, 3, 5, actions=40)
    before = (match.state.to_json(), [r.to_json() for r in match.log])
    replay = Replay(match)
    for step in (0, 7, 3, replay.length, 1):
        replay.state_at(step)
    assert (match.state.to_json(), [r.to_json() for r in match.log]) == before
    assert not replay.finished


def test_unfinished_game_is_seen_only_as_the_seat_to_move():
    match = random_match("copenhagen", 3, 11, actions=25)
    replay = Replay(match)
    assert replay.viewer() == match.state.current_player
    view = replay.view_at(10, replay.viewer())
    hidden = [b for i, b in enumerate(view["players"]) if i != replay.viewer()]
    assert all(all(card is None for card in board["hand"]) for board in hidden)


def test_viewer_follows_the_tables_rule():
    # One human among computers: always that human, whoever is to move.
    match = random_match("kingdom_builder", 3, 4, actions=9, agents=["greedy", "human", "greedy"])
    assert Replay(match).viewer() == 1
    # A finished game has no fixed viewer: every seat may be chosen.
    assert Replay(random_match("christmas_tree", 3, 2)).viewer() is None


def test_landmarks():
    match = random_match("kingdom_builder", 3, 8)
    replay = Replay(match)
    turns = replay.turn_starts()
    assert turns[0] == 0 and all(match.log[n - 1].player != match.log[n].player for n in turns[1:])
    rounds = replay.round_starts()
    assert rounds[0] == 0 and len(rounds) > 3
    assert all(replay.round_of(n) != replay.round_of(n - 1) for n in rounds[1:])
    scorings = replay.scorings()
    assert scorings and all(replay.scores[n] != replay.scores[n - 1] for n in scorings)
    assert next_mark(rounds, 0) == rounds[1] and previous_mark(rounds, rounds[2]) == rounds[1]
    assert previous_mark(rounds, 0) is None and next_mark(rounds, replay.length) is None
