"""Hypothesis plays hundreds of random legal Copenhagen games and checks the invariants
(issue "Tests": conservation, no overlap, support, score recount, JSON and replay equality)."""
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen import scoring
from desktop_app.games.copenhagen.components import COLS, END_CARD, ROWS, WHITE, WHITE_TILES, deck_counts, tile_counts
from desktop_app.games.copenhagen.rules import CopenhagenState

SPEC = REGISTRY["copenhagen"]


def card_total(state) -> int:
    cards = sum(1 for c in state.supply if c != END_CARD) + sum(1 for c in state.display if c)
    return cards + sum(state.discard) + sum(b.hand_size() for b in state.players)


def tile_total(state) -> int:
    placed = sum(1 for b in state.players for colour, _, _ in b.tiles if colour != WHITE)
    return placed + sum(state.tile_supply.values())


def check_houses(state) -> None:
    for board in state.players:
        covered = [cell for _, cells, _ in board.tiles for cell in cells]
        assert len(covered) == len(set(covered)), "tiles overlap"
        assert all(0 <= r < ROWS and 0 <= c < COLS for r, c in covered)


@settings(max_examples=500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(2, 4), mix=st.booleans())
def test_random_games_keep_every_invariant(seed, players, mix):
    options = {"change_of_colors": "any_mix" if mix else "one_colour"}
    seats = [Seat(f"P{i}", "#000000", "random") for i in range(players)]
    match = Match.start(SPEC, seats, seed, options)
    rng = random.Random(seed)
    cards, tiles = sum(deck_counts(players).values()), sum(tile_counts(players).values())
    steps = 0
    while not match.state.is_over:
        state = match.state
        action = rng.choice(state.legal_actions())
        if action[0] in ("build", "white"):
            board = state.players[state.current_player]
            cells = action[3] if action[0] == "build" else (action[1],)
            # Supported when made: one cell on the ground or above an earlier tile.
            assert any(r == 0 or ((r - 1, c) not in cells and board.filled(r - 1, c)) for r, c in cells)
        match.apply(action)
        steps += 1
        assert card_total(match.state) == cards
        assert tile_total(match.state) == tiles
        assert match.state.white_supply + sum(1 for b in match.state.players for col, _, _ in b.tiles if col == WHITE) == WHITE_TILES
        assert all(b.hand_size() <= 7 for i, b in enumerate(match.state.players)
                   if match.state.phase != "discard" or i != match.state.current_player)
        assert steps < 2000
    state = match.state
    check_houses(state)
    assert state.scores() == [scoring.score(b) for b in state.players]
    assert sorted(state.winners()) == state.winners() and state.winners()
    assert CopenhagenState.from_json(state.to_json()).to_json() == state.to_json()
    assert match.replay().to_json() == state.to_json()


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**31 - 1), players=st.integers(3, 4))
def test_clones_share_the_generator_yet_shuffle_alone(seed, players):
    """A clone shares its parent's generator until one of them shuffles (the reshuffle of a
    3-4 player game, the buried End card): the clone played on alone, the parent played on after
    it, and a copy read back from JSON all end the same, as if nothing were shared."""
    state = SPEC.new_game(players, seed, SPEC.check_options(None))
    rng = random.Random(seed)
    while not state.is_over and not state.reshuffled:
        clone = state.clone()
        if rng.random() < 0.2:  # a clone that runs through the reshuffle first, then is thrown away
            ahead = clone
            while not ahead.is_over and not ahead.reshuffled:
                ahead.apply(rng.choice(ahead.legal_actions()))
        fresh = CopenhagenState.from_json(state.to_json())
        action = rng.choice(state.legal_actions())
        state.apply(action)
        fresh.apply(action)
        assert state.to_json() == fresh.to_json()
    assert state.is_over or state.reshuffled
