"""Computer players (issue 5): legal choices in every game, honest determinization, the hard
agent's budget, and a small arena run where the hard agent beats the easy one in every game."""
from __future__ import annotations

import random
import threading
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.engine import arena
from desktop_app.engine.agents import AGENTS, EXPERT_THINK, LEVEL_LABELS, BeginnerAgent, ISMCTSAgent, RandomAgent, make_agent
from desktop_app.engine.hints import Hint, explain
from desktop_app.engine.game import GameSpec, IllegalMove
from desktop_app.games import REGISTRY
from agent_checks import RealStateGuard

GAMES = sorted(REGISTRY)


def played_state(game: str, players: int, seed: int, moves: int):
    """A state reached by `moves` uniform random actions (stopping short of the end)."""
    spec = REGISTRY[game]
    state = spec.new_game(players, seed, spec.default_options())
    rng = random.Random(seed)
    for _ in range(moves):
        actions = state.legal_actions()
        child = state.clone()
        child.apply(rng.choice(actions))
        if child.is_over:
            break
        state = child
    return state


def small_hard(spec, seed):
    return make_agent("hard", spec, seed, think=None, iterations=12)


# ---------------------------------------------------------------- levels and registry
def test_levels_are_registered_with_labels():
    assert list(AGENTS) == ["random", "greedy", "hard", "expert"]  # weakest first, as the dialog offers them
    for level in ["human", *AGENTS]:
        assert level in LEVEL_LABELS
    assert "easy" in LEVEL_LABELS["random"] and "medium" in LEVEL_LABELS["greedy"] and "hard" in LEVEL_LABELS["hard"]
    spec = REGISTRY[GAMES[0]]
    assert isinstance(make_agent("hard", spec, 1), ISMCTSAgent)
    assert make_agent("hard", spec, 1).think == 1.5
    assert make_agent("hard", spec, 1, think=0.2).think == 0.2
    assert make_agent("expert", spec, 1).think == EXPERT_THINK  # the hard search with more time
    assert type(make_agent("expert", spec, 1)) is type(make_agent("hard", spec, 1))
    with pytest.raises(ValueError):
        make_agent("grandmaster", spec, 1)


# ---------------------------------------------------------------- never illegal
@settings(max_examples=24, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(game=st.sampled_from(GAMES), data=st.data())
def test_agents_only_choose_legal_actions(game, data):
    spec = REGISTRY[game]
    players = data.draw(st.integers(spec.min_players, min(spec.max_players, 4)), label="players")
    seed = data.draw(st.integers(0, 10**6), label="seed")
    moves = data.draw(st.integers(0, 150), label="moves")
    state = played_state(game, players, seed, moves)
    before = state.to_json()
    legal = state.legal_actions()
    for level in ("uniform", "random", "greedy"):
        assert make_agent(level, spec, seed).choose(state) in legal
    assert small_hard(spec, seed).choose(state) in legal
    assert state.to_json() == before, "an agent changed the state it was shown"


# ---------------------------------------------------------------- determinize is honest
def hidden_keys(state, player) -> set:
    truth, view = state.to_json(), state.view_for(player)
    return {k for k in truth if k != "rng" and view.get(k, object()) != truth[k]}


@pytest.mark.parametrize("game", GAMES)
def test_determinize_keeps_the_public_view_and_varies_the_hidden_parts(game):
    spec = REGISTRY[game]
    for players, seed, moves in ((2, 3, 6), (spec.max_players if spec.max_players <= 4 else 4, 8, 20)):
        state = played_state(game, players, seed, moves)
        truth = state.to_json()
        for player in range(players):
            view = state.view_for(player)
            keys = hidden_keys(state, player)
            differs = False
            for s in range(8):
                det = state.determinize(player, random.Random(s))
                assert det.view_for(player) == view, "a determinization must agree with what the player sees"
                data = det.to_json()
                differs |= any(data[k] != truth[k] for k in keys)
                assert state.to_json() == truth, "determinize must not change the real state"
            if keys:
                assert differs, f"hidden parts {sorted(keys)} were copied from the truth in every determinization"


def test_the_hard_agent_only_searches_determinizations():
    """The agent asks the given state for determinizations and its own legal actions, nothing else."""
    spec = REGISTRY[GAMES[0]]
    real = played_state(GAMES[0], 2, 5, 10)

    guard = RealStateGuard(real)
    action = make_agent("hard", spec, 1, think=None, iterations=30).choose(guard)
    assert action in real.legal_actions()
    assert "determinize" in guard.calls


# ---------------------------------------------------------------- time budget
def test_the_iteration_cap_is_honoured():
    spec = REGISTRY["copenhagen"]
    state = played_state("copenhagen", 2, 11, 8)
    agent = make_agent("hard", spec, 3, think=None, iterations=40)
    agent.choose(state)
    assert agent.decisions[-1][1] == 40


def test_the_think_budget_is_respected():
    spec = REGISTRY["copenhagen"]
    state = played_state("copenhagen", 2, 12, 8)
    agent = make_agent("hard", spec, 4, think=0.25)
    started = time.perf_counter()
    action = agent.choose(state)
    spent = time.perf_counter() - started
    assert action in state.legal_actions()
    assert spent < 0.25 + 1.0
    assert agent.decisions[-1][1] > 0


def test_cancel_stops_the_search():
    spec = REGISTRY["copenhagen"]
    state = played_state("copenhagen", 2, 13, 8)
    agent = make_agent("hard", spec, 5, think=30.0)
    result = []
    thread = threading.Thread(target=lambda: result.append(agent.choose(state)))
    started = time.perf_counter()
    thread.start()
    time.sleep(0.2)
    agent.cancel()
    thread.join(10)
    assert not thread.is_alive() and time.perf_counter() - started < 5
    assert result[0] in state.legal_actions()


# ---------------------------------------------------------------- a toy game with a suicide move
class Stones:
    """Take 1-3 stones; whoever takes the last stone loses. Tiny, fully visible."""

    reveal_count = 0

    def __init__(self, pile=7, player=0, loser=None):
        self.pile, self.player, self.loser = pile, player, loser

    @property
    def current_player(self):
        return None if self.is_over else self.player

    @property
    def is_over(self):
        return self.loser is not None

    def legal_actions(self):
        return [] if self.is_over else [("take", n) for n in (1, 2, 3) if n <= self.pile]

    def apply(self, action):
        if tuple(action) not in self.legal_actions():
            raise IllegalMove("illegal", "no")
        self.pile -= action[1]
        if self.pile == 0:
            self.loser = self.player
        self.player = 1 - self.player

    def scores(self):
        return [0 if self.loser == p else 1 for p in range(2)] if self.is_over else [0, 0]

    def winners(self):
        return [1 - self.loser] if self.is_over else []

    def clone(self):
        return Stones(self.pile, self.player, self.loser)

    def to_json(self):
        return {"pile": self.pile, "player": self.player, "loser": self.loser}

    def view_for(self, player):
        return self.to_json()

    def determinize(self, player, rng):
        return self.clone()


STONES = GameSpec(id="stones", title="Stones", min_players=2, max_players=2,
                  new_game=lambda n, seed, options: Stones(), from_json=None,
                  evaluate=lambda state, p: 0.0, scene="")


def test_easy_never_takes_the_last_stone_when_it_need_not():
    for seed in range(40):
        agent = RandomAgent(STONES, random.Random(seed))
        assert agent.choose(Stones(pile=3)) != ("take", 3)
        assert agent.choose(Stones(pile=2)) == ("take", 1)
    assert RandomAgent(STONES, random.Random(1)).choose(Stones(pile=1)) == ("take", 1)


def test_hard_finds_the_winning_move():
    # Leaving 4k+1 stones wins: from 7, take 2.
    for seed in range(3):
        agent = make_agent("hard", STONES, seed, think=None, iterations=400)
        assert agent.choose(Stones(pile=7)) == ("take", 2)


# ---------------------------------------------------------------- strength, small budget
@pytest.mark.parametrize("game", GAMES)
def test_hard_beats_easy_in_a_small_arena_run(game):
    # Tiny budget (24 iterations, rollouts of one turn change) to keep the file fast on 2 cores.
    # Against the uniform-random floor: easy is a beginner now, close to medium in some games,
    # which a 24-iteration search need not beat in 4 games (issue 25 measures the levels' steps).
    result = arena.run(game, 2, ["hard", "uniform"], games=4, seed=7, iterations=24, hard={"rollout_turns": 1})
    assert result["errors"] == 0
    assert result["wins"]["hard"] > result["wins"]["uniform"], result


# ---------------------------------------------------------------- easy, expert and the hint's hooks
def test_easy_is_a_beginner_that_prefers_the_obvious_move_but_not_always():
    # Stones' evaluate: piles of 4k+1 left for the opponent are good (the winning line).
    spec = GameSpec(id="stones", title="Stones", min_players=2, max_players=2,
                    new_game=lambda n, seed, options: Stones(), from_json=None, scene="",
                    evaluate=lambda state, p: 2.0 if state.pile % 4 == 1 and state.player != p else 0.0)
    assert isinstance(make_agent("random", spec, 1), BeginnerAgent)
    picks = [make_agent("random", spec, seed).choose(Stones(pile=7)) for seed in range(200)]
    best = picks.count(("take", 2))
    assert 100 < best < 200, best  # mostly the good move, sometimes another


def test_a_game_can_bring_its_own_beginner_and_expert_settings():
    made = []
    spec = GameSpec(id="stones", title="Stones", min_players=2, max_players=2,
                    new_game=lambda n, seed, options: Stones(), from_json=None, evaluate=lambda s, p: 0.0,
                    scene="", easy_agent=lambda spec, rng, **kw: made.append(kw) or "own beginner",
                    easy_settings=(("temperature", 3.0),), expert_settings=(("think", 4.0),))
    assert make_agent("random", spec, 1) == "own beginner" and made == [{"temperature": 3.0}]
    assert make_agent("expert", spec, 1).think == 4.0


def test_the_arenas_expert_settings_reach_the_expert_seat_only():
    # `arena --expert key=value` screens an expert variant against the unchanged hard level.
    hard_seat, expert_seat = arena.seat_agents(STONES, ["hard", "expert"], 7, {"cpu_clock": True},
                                               {"think": 2.5, "exploration": 0.9})
    assert (expert_seat.think, expert_seat.exploration) == (2.5, 0.9)
    assert hard_seat.think == make_agent("hard", STONES, 1).think and hard_seat.exploration != 0.9
    assert hard_seat._clock is expert_seat._clock is time.thread_time


def test_a_hint_carries_the_games_reason_and_says_when_two_moves_are_close():
    seen = []
    spec = GameSpec(id="stones", title="Stones", min_players=2, max_players=2,
                    new_game=lambda n, seed, options: Stones(), from_json=None, evaluate=lambda s, p: 0.0, scene="",
                    explain_hint=lambda state, player, action, ranking: seen.append(state.pile) or (
                        "leave {left} stones", {"left": state.pile - action[1]}))
    clear = [(("take", 2), 0.8, 0.9), (("take", 1), 0.1, 0.3)]
    hint = explain(spec, Stones(pile=7), 0, ("take", 2), clear)
    assert hint == Hint(("take", 2), "leave {left} stones", {"left": 5}, False, None) and seen == [7]
    close = [(("take", 2), 0.45, 0.52), (("take", 1), 0.40, 0.51)]
    hint = explain(spec, Stones(pile=6), 0, ("take", 2), close)
    assert hint.close and hint.alternative == ("take", 1) and hint.params == {"left": 4}


def test_the_hard_search_reports_its_ranking_for_the_hint():
    agent = make_agent("hard", STONES, 3, think=None, iterations=200)
    choice = agent.choose(Stones(pile=7))
    ranking = agent.last_ranking
    assert ranking[0][0] == choice and {a for a, _, _ in ranking} <= {("take", n) for n in (1, 2, 3)}
    assert abs(sum(share for _, share, _ in ranking) - 1.0) < 1e-9
