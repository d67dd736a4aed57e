"""Kingdom Builder's hard search at 3-4 players (issue 25, session 14): the faster evaluation gives
the same values, the crowded budget, the soft maximum over rivals and the wider, more varied root
apply from three players only, and 2-player choices are those of the plain search."""
from __future__ import annotations

import dataclasses
import random

import pytest

from desktop_app.engine.agents import make_agent
from desktop_app.engine.agents.common import honest_view, soft_max
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder import ai, scoring
from desktop_app.games.kingdom_builder.boards import NEIGHBOURS
from desktop_app.games.kingdom_builder.components import MOVE_TILES
from desktop_app.games.kingdom_builder.search_agent import CROWDED, TurnSearchAgent
from desktop_app.games.kingdom_builder.turns import beam_turns
from agent_checks import PUBLIC, RealStateGuard
from kb_helpers import medium_position

SPEC = REGISTRY["kingdom_builder"]

# The search settings of 3+ players switched off: the 2-player search of before session 14.
PLAIN = dict(crowded_think=None, crowded_soft=0.0, crowded={"root_turns": 5, "rival_sample": 24})


def plain_potential(state, player: int) -> float:
    """ai.potential as it was written before the speed-up (any() over generators)."""
    board = state.board
    value = 0.0
    for location in state.tiles[player]:
        value += ai.MOVE_TILE_VALUE if board.locations[location] in MOVE_TILES else ai.TILE_VALUE
    near, owner = state.near[player], state.owner
    taken = state.taken_from[player]
    for location, left in state.tiles_left.items():
        if left and location not in taken:
            if any(near[n] and owner[n] < 0 for n in NEIGHBOURS[location]):
                value += 0.6 * ai.TILE_VALUE * left / 2
    for castle in board.castles:
        if any(owner[n] == player for n in NEIGHBOURS[castle]):
            continue
        if any(near[n] and owner[n] < 0 and n in board.buildable for n in NEIGHBOURS[castle]):
            value += ai.CASTLE_REACH
    terrain = board.terrain
    reachable = {terrain[c] for cell in state.settlements[player] for c in NEIGHBOURS[cell]
                 if owner[c] < 0 and c in board.buildable}
    value += ai.TERRAIN_REACH * len(reachable)
    return value


def plain_evaluate(state, player: int) -> float:
    """ai.evaluate as before: the breakdown's rows, rows computed afresh, the plain potential."""
    rows = scoring.breakdown(state.board, state.cards, state.owner, state.settlements,
                             state.options.get("lords_zero", "counts") == "need_one")
    scores = [row["total"] for row in rows]
    if state.is_over:
        winners = [p for p, s in enumerate(scores) if s == max(scores)]
        margin = scores[player] - max(s for p, s in enumerate(scores) if p != player)
        return (1000.0 / len(winners) if player in winners else -1000.0) + margin
    remaining = 1.0 - (40 - state.supply[player]) / 40.0
    own = scores[player] + plain_potential(state, player) * remaining
    best_other = max(s for p, s in enumerate(scores) if p != player)
    return own - 0.5 * best_other


def random_positions(count: int):
    """Positions of random play, 2-4 players, the first-game and random boards and cards (Lords
    and the area cards among them), up to the end of the game."""
    out = []
    for seed in range(count):
        players = 2 + seed % 3
        options = dict(SPEC.default_options())
        if seed % 2:
            options.update(board="random", cards="random", lords_zero=("counts", "need_one")[seed % 4 == 1])
        state = SPEC.new_game(players, seed, options)
        rng = random.Random(seed)
        while not state.is_over:
            if rng.random() < 0.15:
                out.append(state.clone())
            state.apply(rng.choice(state.legal_actions()))
        out.append(state)
    return out


# ------------------------------------------------------------------ the faster evaluation
def test_the_faster_evaluation_equals_the_plain_one_on_random_positions():
    positions = random_positions(40)
    assert len(positions) > 300 and any("Lords" in s.cards for s in positions)
    scoring._ROW_MEMO.clear()
    for state in positions:
        assert state.totals() == state.scores()
        for p in range(len(state.supply)):
            assert ai.potential(state, p) == plain_potential(state, p)
            assert ai.evaluate(state, p) == plain_evaluate(state, p)
            assert scoring.player_row_memo(state.board, state.cards, state.owner, state.settlements[p], p) == \
                scoring.player_row(state.board, state.cards, state.owner, state.settlements[p], p)
    assert scoring._ROW_MEMO  # the rows were remembered


def test_the_row_memo_is_emptied_when_full(monkeypatch):
    monkeypatch.setattr(scoring, "ROW_MEMO_LIMIT", 5)
    scoring._ROW_MEMO.clear()
    for state in random_positions(6):
        for p in range(len(state.supply)):
            assert scoring.player_row_memo(state.board, state.cards, state.owner, state.settlements[p], p) == \
                scoring.player_row(state.board, state.cards, state.owner, state.settlements[p], p)
    assert all(len(table) <= 5 for table in scoring._ROW_MEMO.values())


def test_the_row_memo_holds_a_few_tables_and_forgets_them_when_a_table_closes():
    """A table server plays every room's computers in one process: forty different deals must not
    leave forty tables of rows behind (it never closes a table there); the app empties the memo
    with its other position caches when a table closes (the evening's memory, bench/evening.py)."""
    from desktop_app.engine.caches import forget_table_caches

    scoring._ROW_MEMO.clear()
    positions = random_positions(40)
    assert len({(s.board.layout, s.cards) for s in positions}) > scoring.ROW_MEMO_TABLES
    for state in positions:
        scoring.player_row_memo(state.board, state.cards, state.owner, state.settlements[0], 0)
        assert len(scoring._ROW_MEMO) <= scoring.ROW_MEMO_TABLES
    forget_table_caches()
    assert scoring._ROW_MEMO == {}


def test_two_player_choices_are_those_of_the_plain_search_and_evaluation():
    """With a fixed seed and iteration cap, 2-player choices and rankings are the same with the
    session-14 defaults, with the crowded settings off, and with the plain evaluation."""
    states = [medium_position(2, seed, moves) for seed, moves in ((11, 10), (12, 40))]

    def run(spec=SPEC, **settings):
        out = []
        for i, state in enumerate(states):
            agent = make_agent("hard", spec, 40 + i, think=None, iterations=25, **settings)
            out.append((agent.choose(state), agent.last_ranking, agent.decisions[-1][1]))
        return out

    default = run()
    assert run(**PLAIN) == default
    assert run(dataclasses.replace(SPEC, evaluate=plain_evaluate), **PLAIN) == default


# ------------------------------------------------------------------ crowded settings
def test_the_crowded_budget_applies_from_three_players_only():
    hard = make_agent("hard", SPEC, 1)
    assert hard.think == 1.5 and hard.crowded_think is not None and hard.crowded_think <= 1.85
    assert [hard.budget_for(n) for n in (2, 3, 4)] == [1.5, hard.crowded_think, hard.crowded_think]
    assert make_agent("expert", SPEC, 1).budget_for(4) == 6.0
    assert TurnSearchAgent(SPEC, think=1.5).budget_for(4) == 1.5  # None: think
    assert TurnSearchAgent(SPEC, think=None, crowded_think=1.8).budget_for(4) is None  # no limit stays none


def test_a_four_player_decision_may_use_the_crowded_budget():
    """With racing off a decision runs for its whole budget: longer at four players."""
    spent = {}
    for players in (2, 4):
        state = medium_position(players, 7, 6 * players)
        agent = make_agent("hard", SPEC, 7, think=0.1, crowded_think=0.4, racing_z=0, cpu_clock=True)
        agent.choose(state)
        spent[players] = agent.decisions[-1][0]
    assert spent[2] < 0.3 and 0.35 <= spent[4] < 0.8, spent


def test_the_soft_maximum_over_rivals_is_used_at_three_or_more_players_only():
    for players in (2, 3, 4):
        state = medium_position(players, 8, 10 * players)
        values = [SPEC.evaluate(state, p) for p in range(players)]
        agent = make_agent("hard", SPEC, 8, crowded_soft=2.0)
        plain = make_agent("hard", SPEC, 8, crowded_soft=0.0)
        agent._players = plain._players = players
        for p, (soft, hard_max) in enumerate(zip(agent._diffs(state), plain._diffs(state))):
            others = [v for q, v in enumerate(values) if q != p]
            assert hard_max == pytest.approx(values[p] - max(others))
            if players == 2:
                assert soft == hard_max
            else:
                assert soft == pytest.approx(values[p] - soft_max(others, 2.0))
                assert values[p] - max(others) - 2.0 * 1.1 < soft <= hard_max  # T log 3 = 2.2 at most


def test_spread_root_turns_differ_from_better_ones_unless_the_beam_has_too_few_others():
    """Kept turns are best first, pairwise more than `root_apart` hexes apart; near copies fill
    the places left only when every turn left out is a near copy of a kept one."""
    fillers = spread = 0
    for seed, moves in ((3, 40), (4, 60), (5, 80), (6, 100), (7, 20)):
        state = medium_position(4, seed, moves)
        me = state.current_player
        world = honest_view(state, me, random.Random(0))
        agent = make_agent("hard", SPEC, seed, root_apart=2)
        agent._apply_crowded(4)
        beam = beam_turns(SPEC.evaluate, world, 16, 40)
        kept = agent._apart(beam, world, me)
        assert len(kept) == min(agent.root_turns, len(beam)) and kept[0] == beam[0]
        assert [c[0] for c in kept] == sorted((c[0] for c in kept), reverse=True)  # best first

        def changed(candidate):
            return frozenset(candidate[2].settlements[me] ^ world.settlements[me])

        def near(a, b):
            return len(changed(a) ^ changed(b)) <= 2

        copies = [i for i in range(1, len(kept)) if any(near(kept[i], kept[j]) for j in range(i))]
        fillers += len(copies)
        spread += len(kept) - 1 - len(copies)
        if copies:
            assert all(any(near(c, k) for k in kept) for c in beam if c not in kept)
    assert spread >= 4


def test_crowded_beam_and_root_settings_apply_from_three_players(monkeypatch):
    for players, width in ((2, 6), (4, CROWDED.get("beam_width", 6))):
        state = medium_position(players, 9, 8 * players)
        agent = make_agent("hard", SPEC, 9, think=None, iterations=20)
        agent.choose(state)
        assert agent.beam_width == width
        assert agent.root_apart == (CROWDED.get("root_apart", 0) if players >= 3 else 0)


def test_the_crowded_search_reads_only_what_its_seat_may_see():
    """Four players, seat 0 hard with every crowded setting on: each of its decisions is made on a
    guarded copy of the real state that allows only what a player may ask (and its public view)."""
    state = medium_position(4, 10, 20)
    while state.current_player != 0:
        state.apply(make_agent("greedy", SPEC, 10).choose(state.clone()))
    hard = make_agent("hard", SPEC, 10, think=None, iterations=30, crowded_soft=2.0, crowded_root_apart=2,
                      crowded_beam_width=16)
    mediums = {seat: make_agent("greedy", SPEC, 10 + seat) for seat in (1, 2, 3)}
    decided = 0
    while not state.is_over and decided < 6:
        seat = state.current_player
        if seat == 0:
            before = state.to_json()
            guard = RealStateGuard(state.clone(), (*PUBLIC, "view_for"))
            action = hard.choose(guard)
            assert action in state.legal_actions() and state.to_json() == before
            decided += 1
        else:
            action = mediums[seat].choose(state.clone())
        state.apply(action)
    assert decided == 6 and any(done > 0 for _, done in hard.decisions)
    assert hard._players == 4 and hard.beam_width == 16 and hard.root_apart == 2


def test_no_full_collection_runs_during_a_search_and_the_thresholds_come_back():
    import gc

    seen = []

    def watch(phase, info):
        if phase == "start":
            seen.append(info["generation"])

    # automatic collection is off in a process whose window pinned it to the UI thread: on here,
    # so the search's own young collections happen (and a full one would show)
    before, enabled = gc.get_threshold(), gc.isenabled()
    state = medium_position(4, 11, 30)
    gc.enable()
    gc.callbacks.append(watch)
    try:
        agent = make_agent("hard", SPEC, 11, think=None, iterations=60)
        agent.choose(state)
    finally:
        gc.callbacks.remove(watch)
        if not enabled:
            gc.disable()
    assert gc.get_threshold() == before
    assert seen and 2 not in seen
    off = make_agent("hard", SPEC, 11, think=None, iterations=5, gc_pause=False)
    off.choose(state)
    assert gc.get_threshold() == before
