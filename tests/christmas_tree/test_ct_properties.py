"""Random legal games (hypothesis): invariants, save round trips, replay and determinize."""
import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.game import IllegalMove, Seat
from desktop_app.engine.match import Match
from desktop_app.games.christmas_tree import scoring
from desktop_app.games.christmas_tree.spec import SPEC
from desktop_app.games.christmas_tree.components import SPACES
from desktop_app.games.christmas_tree.rules import ChristmasTreeState

MODES = st.sampled_from(["introductory", "family", "advanced"])


def all_cards(state):
    cards = list(state.deck) + list(state.discards)
    cards += [c for h in state.hands for c in h]
    cards += [t[s] for t in state.trees for s in SPACES if t[s]]
    return Counter(cards)


def all_tasks(state):
    """Every task card once: a pending choice is still in its owner's task hand, and a scored
    round's cards stay listed in round_tasks until the next round starts."""
    tasks = list(state.task_pool) + [t for h in state.task_hands for t in h]
    tasks += [t for t in state.hand_task if t] + [t for t, _ in state.round_tasks]
    current = {t for t, _ in state.round_tasks}
    tasks += [t for rnd in state.round_points for t, _, _ in rnd if t not in current]
    return Counter(tasks)


@settings(max_examples=300, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), mode=MODES)
def test_random_games_keep_invariants(seed, players, mode):
    """digest "Components" (cards conserved), engine protocol (JSON round trip, replay, illegal
    moves change nothing), rulebook p.3-4 (7 cards a round, round and final scoring recount)."""
    rng = random.Random(seed)
    seats = [Seat(f"P{i}", "#000000", "random") for i in range(players)]
    match = Match.start(SPEC, seats, seed, {"mode": mode})
    state = match.state
    cards0 = all_cards(state)
    assert max(cards0.values()) == 1
    tasks0 = all_tasks(state)
    assert max(tasks0.values(), default=1) == 1
    rounds_scored = 0
    step = 0
    while not state.is_over:
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        if step % 17 == 0:  # an illegal action explains itself and changes nothing
            before = state.to_json()
            bogus = rng.choice([("place", "GL01", 99, 0), ("swap", 1, 1, 0, 0), ("task", "T99"), ("nope",)])
            if bogus not in actions:
                try:
                    state.apply(bogus)
                    raise AssertionError("illegal action accepted")
                except IllegalMove as err:
                    assert err.message
                assert state.to_json() == before
        match.apply(rng.choice(actions))
        step += 1
        assert all_cards(state) == cards0
        assert all_tasks(state) == tasks0
        if len(state.round_points) > rounds_scored:  # a round just ended: recount its tasks
            rounds_scored += 1
            trees = list(zip(state.trees, state.turned))
            for t, _, pts in state.round_points[-1]:
                assert pts == scoring.task_points(t, trees)
            filled = [sum(1 for s in SPACES if tree[s]) for tree in state.trees]
            assert filled == [7 * rounds_scored] * len(state.trees)
        if step % 23 == 0:
            data = json.loads(json.dumps(state.to_json()))
            assert ChristmasTreeState.from_json(data).to_json() == state.to_json()
    assert rounds_scored == 3
    for p, row in enumerate(state.score_breakdown()):
        assert row["total"] == sum(v for k, v in row.items() if k != "total") == state.scores()[p]
    data = json.loads(json.dumps(state.to_json()))
    assert ChristmasTreeState.from_json(data).to_json() == state.to_json()
    assert match.replay().to_json() == state.to_json()


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4), mode=MODES, steps=st.integers(0, 90))
def test_determinize_agrees_with_the_view(seed, players, mode, steps):
    """Engine protocol: determinize(player) re-randomises only what view_for(player) hides; the
    result is a playable state with the same cards and task cards."""
    rng = random.Random(seed)
    state = ChristmasTreeState.new(players, seed, {"mode": mode})
    for _ in range(steps):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    if state.is_over:
        return
    viewer = state.current_player
    other = state.determinize(viewer, random.Random(seed + 1))
    assert other.view_for(viewer) == state.view_for(viewer)
    assert json.loads(json.dumps(state.view_for(viewer))) is not None  # the view is plain JSON
    assert all_cards(other) == all_cards(state)
    assert all_tasks(other) == all_tasks(state)
    assert other.legal_actions() == state.legal_actions()
    while not other.is_over:
        other.apply(rng.choice(other.legal_actions()))


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_view_hides_other_hands_and_choices(seed, players):
    """Rulebook p.3: hands are secret and picks face down; the view shows only counts."""
    state = ChristmasTreeState.new(players, seed, {"mode": "family"})
    state.apply(state.legal_actions()[0])
    view = state.view_for(1)
    assert view["hands"][0] == 8 and view["hands"][1] == state.hands[1]
    assert view["pending_task"][0] is True
    assert isinstance(view["deck"], int) and "rng" not in view
    assert view["task_hands"][0] == len(state.task_hands[0])
