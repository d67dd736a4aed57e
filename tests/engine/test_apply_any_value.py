"""Issue 15 item 8: `state.apply(x)` and `Match.apply(x)` raise only IllegalMove for ANY value x and
leave everything exactly as it was; a value is accepted only when it is a legal action with the
same types all the way down (True is not 1, 1.0 is not 1; JSON lists stand for tuples)."""
import functools
import random

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from desktop_app.engine.game import IllegalMove, Seat, freeze, legal_action
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY

GAMES = sorted(REGISTRY)
SETTINGS = settings(max_examples=250, deadline=None, suppress_health_check=[HealthCheck.too_slow])

scalars = st.none() | st.booleans() | st.integers(-3, 200) | st.floats(allow_nan=True) | st.text(max_size=12) \
    | st.sampled_from(["take", "build", "tile", "place", "buy", "pass", "end", "task", "discard", "white"])
json_like = st.recursive(scalars, lambda inner: st.lists(inner, max_size=6) | st.tuples(inner, inner)
                         | st.lists(inner, max_size=4).map(tuple) | st.dictionaries(st.text(max_size=4), inner, max_size=3),
                         max_leaves=25)


@functools.lru_cache(maxsize=None)
def positions(game: str) -> tuple:
    """A few positions of one random game: its start, the middle, and late."""
    spec = REGISTRY[game]
    players = max(spec.min_players, 3) if spec.max_players >= 3 else spec.min_players
    state = spec.new_game(players, 7, spec.default_options())
    rng = random.Random(7)
    seen = [state.clone()]
    for step in range(400):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
        if step in (15, 60, 150):
            seen.append(state.clone())
    return tuple(seen)


def same(a, b) -> bool:
    if type(a) is not type(b):
        return False
    if isinstance(a, tuple):
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b))
    return a == b


def check_apply(state, value) -> None:
    """apply(value): IllegalMove and no change, or success for a legal action (same types)."""
    probe = state.clone()
    before = probe.to_json()
    legal_before = list(probe.legal_actions())
    try:
        probe.apply(value)
    except IllegalMove:
        assert probe.to_json() == before
        assert list(probe.legal_actions()) == legal_before
        try:
            frozen = freeze_deep(value)
        except TypeError:
            return
        assert not any(same(a, frozen) for a in legal_before), value
        return
    assert any(same(a, freeze_deep(value)) for a in legal_before), f"accepted an illegal {value!r}"


def freeze_deep(value):
    if isinstance(value, (list, tuple)):
        return tuple(freeze_deep(v) for v in value)
    if isinstance(value, dict):
        raise TypeError
    return value


def near_misses(action) -> list:
    """The legal action with one part changed in type or value."""
    out = []

    def variants(part):
        kind = type(part)
        if kind is bool:
            return [int(part), not part, None, str(part)]
        if kind is int:
            return [float(part), part + 1, part - 1, bool(part), str(part), None, [part], 10**30]
        if kind is float:
            return [int(part), part + 0.5, float("nan")]
        if kind is str:
            return [part + "x", part.upper(), 0, None, [part], ""]
        if kind is tuple:
            return [part[:-1], part + (0,), (part,), list(part)[::-1] if len(part) > 1 else None, {"a": 1}, set()]
        if part is None:
            return [0, False, "", ()]
        return []

    def walk(node, rebuild):
        for variant in variants(node):
            out.append(rebuild(variant))
        if type(node) is tuple:
            for i, child in enumerate(node):
                walk(child, lambda v, i=i, node=node: rebuild(node[:i] + (v,) + node[i + 1:]))

    walk(action, lambda v: v)
    return out


@pytest.mark.parametrize("game", GAMES)
def test_apply_refuses_every_near_miss_cleanly(game):
    for state in positions(game):
        for action in state.legal_actions()[:25]:
            for value in near_misses(action):
                check_apply(state, value)


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(value=json_like, which=st.integers(0, 3))
def test_apply_refuses_any_json_like_value_cleanly(game, value, which):
    states = positions(game)
    check_apply(states[which % len(states)], value)


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(data=st.data())
def test_apply_accepts_a_legal_action_given_as_json_lists(game, data):
    """A save's JSON turns tuples into lists: that is the same action, applied as the state's own."""
    from desktop_app.engine.game import list_of

    state = data.draw(st.sampled_from([s for s in positions(game) if not s.is_over]))
    action = data.draw(st.sampled_from(state.legal_actions()))
    expected = state.clone()
    expected.apply(action)
    probe = state.clone()
    probe.apply(list_of(action))
    assert probe.to_json() == expected.to_json()


@pytest.mark.parametrize("game", GAMES)
@SETTINGS
@given(value=json_like)
def test_match_apply_refuses_any_value_before_describing_it(game, value):
    spec = REGISTRY[game]
    seats = [Seat(f"P{i}", "#123456") for i in range(spec.min_players)]
    match = Match.start(spec, seats, 3)
    before = match.state.to_json()
    try:
        match.apply(value)
    except IllegalMove:
        assert match.state.to_json() == before and match.log == []
        return
    assert len(match.log) == 1 and any(same(a, freeze_deep(value)) for a in match.fresh_state().legal_actions())


@pytest.mark.parametrize("game", GAMES)
def test_match_apply_refuses_near_misses(game):
    spec = REGISTRY[game]
    match = Match.start(spec, [Seat(f"P{i}", "#123456") for i in range(spec.min_players)], 3)
    before = match.state.to_json()
    legal = list(match.state.legal_actions())
    for action in legal[:30]:
        for value in near_misses(action):
            try:
                match.apply(value)
            except IllegalMove:
                assert match.state.to_json() == before and match.log == []
                continue
            assert any(same(freeze_deep(value), a) for a in legal), value
            match = Match.start(spec, match.seats, 3)


def first_int_replaced(action, new):
    """The action with its first int part (however deep) replaced by `new`, or None."""
    for i, part in enumerate(action):
        if type(part) is int:
            return action[:i] + (new,) + action[i + 1:]
        if type(part) is tuple:
            inner = first_int_replaced(part, new)
            if inner is not None:
                return action[:i] + (inner,) + action[i + 1:]
    return None


@pytest.mark.parametrize("game", GAMES)
def test_legal_action_returns_the_states_own_object_and_uses_strict_types(game):
    state = next(s for s in positions(game) if not s.is_over).clone()
    for action in state.legal_actions():
        assert legal_action(state, action) is action
        assert legal_action(state, list(freeze(action))) is action
        for new in (True, False, 1.0, 0.0):
            changed = first_int_replaced(action, new)
            if changed is not None and changed == action:  # equal under ==, but not the same types
                with pytest.raises(IllegalMove):
                    legal_action(state, changed)
                with pytest.raises(IllegalMove):
                    state.clone().apply(changed)


def test_the_games_specific_reason_is_kept_for_a_well_formed_illegal_action():
    state = positions("christmas_tree")[0].clone()
    with pytest.raises(IllegalMove) as error:
        state.apply(("place", 0, 0, 0))
    assert error.value.key != "illegal" or error.value.template
