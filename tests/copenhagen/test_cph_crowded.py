"""Issue 25, point 2, Copenhagen with 3-4 players. The hard level keeps the tree search (paired
rollouts did not measure better here, docs/ai-strength.md); paired rollouts over the medium
policy's shortlist (engine/agents/paired.py) stay available as `paired_from=3`. Either way every
decision stays legal and asks the real state only what a player may ask, and the racing ends a
paired search once one move is left."""
import random

from desktop_app.engine.agents import make_agent
from desktop_app.games.copenhagen.components import COLOURS
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.search import CopenhagenSearch
from agent_checks import PUBLIC, RealStateGuard, play_four as play_agents_four
from helpers import build, fresh

SPEC = REGISTRY["copenhagen"]


def play_four(seed: int, hard_decisions: int, **settings):
    """A 4-player Copenhagen game from `seed`; see agent_checks.play_four."""
    return play_agents_four(SPEC, fresh(players=4, seed=seed), seed, hard_decisions, **settings)


def test_four_players_keep_the_tree_by_default_legally_and_honestly():
    hard, chosen = play_four(3, 10, think=None, iterations=40)
    assert isinstance(hard, CopenhagenSearch) and hard.paired.searched == 0
    assert hard.rollout_turns == 3  # the shared default: the leaf comes before the seat's next turn
    assert [a for a, _ in chosen] and all(r[0][0] == a for a, r in chosen if r)


def test_four_players_decide_by_paired_rollouts_legally_and_honestly():
    hard, chosen = play_four(3, 10, think=None, iterations=40, paired_from=3)
    assert isinstance(hard, CopenhagenSearch) and hard.paired.searched > 0
    assert hard.paired.rival_sample == 10 and hard.paired.own_sample == 10  # the spec's settings
    searched = [n for _, n in hard.decisions if n > 0]
    assert searched and max(searched) <= 40
    for action, ranking in chosen:
        if ranking:  # the hint's ranking names the chosen move first
            assert ranking[0][0] == action


def test_two_players_keep_the_tree_search():
    state = fresh(players=2, seed=4)
    hard = make_agent("hard", SPEC, 1, think=None, iterations=30)
    action = hard.choose(RealStateGuard(state.clone(), PUBLIC))
    assert action in state.legal_actions() and hard.paired.searched == 0


def test_the_racing_stops_a_search_once_one_move_is_left():
    """With no time limit and a cap of 3000 rollouts, the search ends before the cap because the
    racing drops every candidate that is behind (or that only repeats the leader's outcome)."""
    hard, _ = play_four(5, 1, think=None, iterations=3000, paired_from=3)
    searched = [n for _, n in hard.decisions if n > 0]
    assert searched and all(n < 3000 for n in searched)


def test_two_player_choices_are_the_shared_defaults_ones():
    """With 2 players the rollouts through the searcher's next turn (own_turns=1) are the shared
    default (3 changes of the player to move, 12 actions): the setting changes nothing there."""
    state = fresh(players=2, seed=6)
    medium = make_agent("greedy", SPEC, 2)
    for _ in range(12):
        seat_agents = [make_agent("hard", SPEC, 9, think=None, iterations=40, **extra)
                       for extra in ({"own_turns": 1}, {"own_turns": 0})]
        if state.current_player == 0 and len(state.legal_actions()) > 1:
            picks = [agent.choose(state.clone()) for agent in seat_agents]
            assert picks[0] == picks[1]
            assert seat_agents[0].rollout_turns == 3 and seat_agents[0].rollout_plies == 12
        state.apply(medium.choose(state.clone()))


# ---------------------------------------------------------------- the crowded table's tree (session 10)
def test_four_players_search_greedys_best_ten_root_moves_and_explore_less():
    hard, chosen = play_four(3, 6, think=None, iterations=200)
    assert hard.root_width == 10 and hard.exploration == 0.35  # the spec's crowded settings
    assert chosen and all(len(ranking) <= 10 for _, ranking in chosen)
    assert any(len(ranking) == 10 for _, ranking in chosen)  # 200 iterations reach the cap


def test_two_players_keep_progressive_widening_alone():
    state = fresh(players=2, seed=4)
    hard = make_agent("hard", SPEC, 1, think=None, iterations=200)
    hard.choose(state.clone())
    assert hard.root_width is None and hard.exploration == 0.7
    assert len(hard.last_ranking) > 10  # 2 * sqrt(201) children allowed, all of them tried


def canonical_hidden(state, me: int):
    """The same public view with the hidden cards dealt in a fixed order: the rivals' hands and
    the supply refilled from the sorted pool of what `me` cannot see."""
    from desktop_app.games.copenhagen.components import COLOURS, END_CARD

    out = state.clone()
    out.players = [board.copy() for board in state.players]
    pool = sorted(c for c in state.supply if c != END_CARD)
    for index, board in enumerate(state.players):
        if index != me:
            pool += [c for c, n in zip(COLOURS, board.hand) for _ in range(n)]
    pool.sort()
    for index, board in enumerate(out.players):
        if index != me:
            size = sum(board.hand)
            board.hand = [0] * len(COLOURS)
            for _ in range(size):
                board.hand[COLOURS.index(pool.pop())] += 1
    out.supply = pool + ([END_CARD] if END_CARD in state.supply else [])
    out._legal = None
    return out


def test_four_player_choices_do_not_change_with_the_hidden_cards(monkeypatch):
    """Two tables that differ only in what seat 0 cannot see (the rivals' hands and the supply's
    order, redealt) get the same hard choice. The determinization is made order-blind here, so
    the search can only differ if it read hidden cards some other way."""
    from desktop_app.games.copenhagen.rules import CopenhagenState

    original = CopenhagenState.determinize
    monkeypatch.setattr(CopenhagenState, "determinize",
                        lambda self, player, rng: original(canonical_hidden(self, player), player, rng))
    state = fresh(players=4, seed=8)
    mediums = [make_agent("greedy", SPEC, 20 + seat) for seat in range(4)]
    checked = 0
    while not state.is_over and checked < 3:
        if state.current_player == 0 and len(state.legal_actions()) > 1:
            other = state.clone()
            other.players = [board.copy() for board in state.players]
            rng = random.Random(checked)
            pool = [c for c in other.supply if c != "end"]
            for board in other.players[1:]:
                pool += [c for c, n in zip(COLOURS, board.hand) for _ in range(n)]
            rng.shuffle(pool)
            for board in other.players[1:]:
                size = sum(board.hand)
                board.hand = [0] * len(COLOURS)
                for _ in range(size):
                    board.hand[COLOURS.index(pool.pop())] += 1
            other.supply = pool + [c for c in state.supply if c == "end"]
            other._legal = None
            assert other.to_json() != state.to_json()  # hidden cards really differ
            picks = [make_agent("hard", SPEC, 5, think=None, iterations=60).choose(RealStateGuard(s, PUBLIC))
                     for s in (state.clone(), other)]
            assert picks[0] == picks[1]
            checked += 1
        state.apply(mediums[state.current_player].choose(state.clone()))
    assert checked == 3


def test_a_four_player_decision_stays_within_two_seconds():
    """Hard may use 1.8 s with 3-4 players (crowded_think), expert 6 s."""
    state = fresh(players=4, seed=2)
    assert make_agent("hard", SPEC, 1).crowded_think == 1.8
    assert make_agent("expert", SPEC, 1).crowded_think == 6.0
    # counted on the agent's CPU clock, not the wall clock (which a loaded machine stretches:
    # 2.1 s seen beside two arenas); the search's own figures are in bench/ and docs/ai-strength.md
    hard = make_agent("hard", SPEC, 1, cpu_clock=True)
    assert hard.think == 1.5
    action = hard.choose(state.clone())
    assert action in state.legal_actions()
    spent = hard.decisions[-1][0]
    assert 1.0 < spent < 2.0  # it thinks (this position has no early stop) and stays under 2 s a move
    assert hard.think == 1.5  # restored after the decision


def test_the_soft_leaf_weighs_every_rival_and_only_with_three_or_more_players():
    """crowded_soft=0.3 (hard and expert, session 14): with 3-4 players a leaf's rival is a soft
    maximum of the rivals' values, so two close rivals count for more than one; with 2 players
    the leaf is the plain difference to the one rival, and no choice changes."""
    from desktop_app.engine.agents.common import soft_max

    assert soft_max([5.0], 1.0) == 5.0
    assert soft_max([5.0, 5.0, 5.0], 1.0) > soft_max([5.0, 2.0, 1.0], 1.0) > 5.0
    assert make_agent("hard", SPEC, 1).crowded_soft == 0.3  # the spec's setting
    assert make_agent("expert", SPEC, 1).crowded_soft == 0.3
    hard, chosen = play_four(3, 3, think=None, iterations=40)
    assert chosen and hard.crowded_soft == 0.3
    # The leaf itself: at 4 players below the hard maximum's difference, at 2 players equal to it.
    crowded = fresh(players=4, seed=3)
    mediums = [make_agent("greedy", SPEC, seat) for seat in range(4)]
    for _ in range(20):
        crowded.apply(mediums[crowded.current_player].choose(crowded.clone()))
    soft, plain = make_agent("hard", SPEC, 1), make_agent("hard", SPEC, 1, crowded_soft=None)
    for agent in (soft, plain):
        agent._players = 4
    assert all(s < p for s, p in zip(soft._diffs(crowded), plain._diffs(crowded)))
    pair = fresh(players=2, seed=6)
    for agent in (soft, plain):
        agent._players = 2
    assert soft._diffs(pair) == plain._diffs(pair)


def test_two_player_choices_do_not_change_with_the_soft_leaf():
    """With 2 players the spec's crowded_soft changes nothing: over 12 actions of a game the
    default hard and one with the setting off choose the same move every time."""
    state = fresh(players=2, seed=6)
    medium = make_agent("greedy", SPEC, 2)
    checked = 0
    for _ in range(12):
        if state.current_player == 0 and len(state.legal_actions()) > 1:
            picks = [make_agent("hard", SPEC, 9, think=None, iterations=40, **extra).choose(state.clone())
                     for extra in ({}, {"crowded_soft": None})]
            assert picks[0] == picks[1]
            checked += 1
        state.apply(medium.choose(state.clone()))
    assert checked >= 2


# ---------------------------------------------------------------- the end of the game (session 13)
def near_the_end(supply_left: int):
    """A 4-player table whose End card lies in a supply of `supply_left` cards, nobody with a
    point, seat 0 with two cells built (fewer empty cells: the tie-break), seat 1 with none."""
    from desktop_app.games.copenhagen.components import END_CARD

    state = fresh(players=4, seed=5)
    state.supply = [END_CARD] + state.supply[:supply_left - 1]
    state.end_card_in_supply = True
    build(state, COLOURS[0], [(0, 0), (0, 1)], player=0)
    return state


def test_the_end_card_chance_counts_only_the_bottom_ten_cards():
    from desktop_app.games.copenhagen.search import end_chance

    assert end_chance(fresh(players=4, seed=5), 4) == 0.0  # no End card in a 4-player supply yet
    assert end_chance(near_the_end(20), 4) == 0.0  # 10 cards above the bottom ten
    assert end_chance(near_the_end(12), 4) == 0.2  # 2 of the next 4 reach the bottom ten
    assert end_chance(near_the_end(10), 4) == 0.4
    assert end_chance(near_the_end(3), 4) == 1.0


def test_the_end_leaf_prefers_fewer_empty_cells_at_equal_points():
    """With the End card close, a leaf blends in the result of the game ending there: at equal
    points the seat with fewer empty cells wins that result, so its reward rises and the rivals'
    fall; with the End card far away, or off, the leaf is the plain one."""
    from desktop_app.games.copenhagen.search import ended_now_shares

    close = near_the_end(5)
    assert close.scores() == [0, 0, 0, 0] and ended_now_shares(close) == [1.0, 0.0, 0.0, 0.0]
    plain = make_agent("hard", SPEC, 1)
    ending = make_agent("hard", SPEC, 1, crowded_end_draws=4)
    assert plain.crowded_end_draws is None  # off in the spec (session 13's measurement)
    for agent in (plain, ending):
        agent._players = 4
    before, after = plain._rewards(close, learn=False), ending._rewards(close, learn=False)
    assert after[0] > before[0] and all(after[p] < before[p] for p in (1, 2, 3))
    assert 0.0 <= min(after) and max(after) <= 1.0
    far = near_the_end(30)
    assert ending._rewards(far, learn=False) == plain._rewards(far, learn=False)
    tied = near_the_end(5)
    build(tied, COLOURS[1], [(0, 0), (0, 1)], player=1)  # seats 0 and 1 now equal in both keys
    assert ended_now_shares(tied) == [0.5, 0.5, 0.0, 0.0]


def test_the_end_leaf_plays_a_whole_game_legally_and_honestly():
    """Every hard decision of a 4-player game, its end included, on a guarded copy of the real
    state (the End card's place in the real supply is hidden; the leaf uses only its chance)."""
    state = fresh(players=4, seed=9)
    hard, chosen = play_agents_four(SPEC, state, 9, 1000, think=None, iterations=20, crowded_end_draws=4)
    assert state.is_over and state.reshuffled and len(chosen) > 10 and hard.crowded_end_draws == 4


def test_the_end_leaf_changes_nothing_with_two_players():
    """With 2 players the End card lies in the bottom ten from the start; the leaf stays plain."""
    from desktop_app.games.copenhagen.components import END_CARD

    state = fresh(players=2, seed=6)
    state.supply = [END_CARD] + [c for c in state.supply if c != END_CARD][:4]
    build(state, COLOURS[0], [(0, 0), (0, 1)], player=0)
    plain, ending = make_agent("hard", SPEC, 1), make_agent("hard", SPEC, 1, crowded_end_draws=4)
    for agent in (plain, ending):
        agent._players = 2
    assert ending._rewards(state, learn=False) == plain._rewards(state, learn=False)

