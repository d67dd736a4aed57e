"""Issue 25 for New York: the hint's explanation is built from the position (two positions, two
explanations with their own numbers), it reads nothing hidden, and no level reads hidden
information of the real state."""
import random
import sys
from pathlib import Path

import pytest

from desktop_app.engine.agents import make_agent
from desktop_app.engine.hints import explain
from desktop_app.games import REGISTRY
from desktop_app.games.new_york.components import TILE_PRICE, TILE_TYPE, TYPES, card
from desktop_app.games.new_york.hint import explain_hint

from .helpers import blue, fresh, set_hand
from .test_table import put_in_market

sys.path.insert(0, str(Path(__file__).parents[1]))
from agent_checks import PUBLIC, RealStateGuard, play_checked  # noqa: E402

SPEC = REGISTRY["new_york"]


def test_two_positions_give_two_explanations_built_from_them(qapp):
    # A take that makes an exact payment possible: the explanation names that building.
    state = fresh(2, seed=4)
    me = state.current_player
    five = next(t for t in state.bag if TILE_PRICE[t] == 5)
    put_in_market(state, 0, five)
    set_hand(state, me, blue(2))
    state.display[0] = card(0, 3)
    state._legal = None
    template, params = explain_hint(state, me, ("take", (0,)))
    assert "exactly" in template and params["building"] == ((TYPES[TILE_TYPE[five]], 5),)
    # A placement that lengthens the street: the explanation gives the street before and after.
    state = fresh(2, seed=5)
    me = state.current_player
    city = state.players[me].city
    before = city.longest_street()

    def grown(action):
        after = city.copy()
        after.add(action[1], action[2])
        return after.longest_street()
    state.phase = "place"
    for tile in state.bag:
        state.pending, state._legal = [tile], None
        place = max((a for a in state.legal_actions() if a[0] == "place"), key=grown)
        if grown(place) > before:
            break
    template, params = explain_hint(state, me, place)
    assert "longest street grows" in template and params == {"before": before, "after": grown(place)}
    # And the two differ in words, not only in numbers.
    assert template != explain_hint(fresh(2, seed=4), 0, ("take", (0,)))[0]


def test_a_buy_says_what_the_majority_gains_from_the_score_board(qapp):
    state = fresh(3, seed=6)
    me = state.current_player
    tile = next(t for t in state.bag if TILE_PRICE[t] <= 9 and TILE_TYPE[t] == 4)  # a park
    put_in_market(state, 0, tile)
    set_hand(state, me, blue(TILE_PRICE[tile]))
    hint = explain(SPEC, state, me, ("buy", 0, tuple(blue(TILE_PRICE[tile]))))
    # The first park of the table leads the parks: scoring A pays 5 for it.
    assert hint.template.startswith("an exact payment gives another action, and your {kind} count rises to {count}")
    assert hint.params == {"kind": "park", "count": 1, "gain": 5}


@pytest.mark.parametrize("seed", range(3))
def test_the_explanation_reads_nothing_hidden(seed):
    """The same explanation for every world the player cannot tell apart (deck and bag
    reshuffled), for every legal action."""
    rng = random.Random(seed)
    state = SPEC.new_game(2 + seed, seed, SPEC.default_options())
    for _ in range(rng.randrange(10, 60)):
        state.apply(rng.choice(state.legal_actions()))
    me = state.current_player
    other = state.determinize(me, random.Random(seed + 100))
    assert other.bag != state.bag or not state.bag
    for action in state.legal_actions():
        assert explain_hint(state, me, action) == explain_hint(other, me, action), action


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_no_level_reads_hidden_information(level):
    state = SPEC.new_game(3, 11, SPEC.default_options())
    for _ in range(9):
        state.apply(state.legal_actions()[0])
    settings = {"think": None, "iterations": 25} if level in ("hard", "expert") else {}
    agent = make_agent({"easy": "random", "medium": "greedy"}.get(level, level), SPEC, 3, **settings)
    guard = RealStateGuard(state.clone(), PUBLIC)
    action = agent.choose(guard)
    assert action in state.legal_actions()
    play_checked(agent, state, 6)


def test_the_hard_search_keeps_its_tree_within_a_turn_and_only_then():
    """A decision starts from the last one's subtree only when it is the same player's and
    nothing was revealed since (an exact payment's extra action, the placements); it does so in
    a real game, and every decision stays legal and asks the real state nothing hidden."""
    from desktop_app.games.new_york.search import NewYorkSearch
    state = SPEC.new_game(2, 8, SPEC.default_options())
    agent = make_agent("hard", SPEC, 1, think=None, iterations=60)
    medium = make_agent("greedy", SPEC, 2)
    assert isinstance(agent, NewYorkSearch)
    last = None  # (reveal count after the hard seat's last action, whether the next mover was it)
    kept_ok = []
    for _ in range(60):
        if state.is_over:
            break
        if state.current_player != 0:
            state.apply(medium.choose(state.clone()))
            last = None
            continue
        before = agent.reused
        action = agent.choose(RealStateGuard(state.clone(), PUBLIC))
        assert action in state.legal_actions()
        if agent.reused > before:  # kept: the hard seat moved last and nothing came to light since
            kept_ok.append(last is not None and last == state.reveal_count)
        state.apply(action)
        last = state.reveal_count
    assert kept_ok and all(kept_ok), kept_ok
