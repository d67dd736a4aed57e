"""Random legal games (hypothesis) checking the invariants of the model."""
import json
import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine.game import IllegalMove, Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.kingdom_builder.boards import CELLS, NEIGHBOURS, ROW_OF, SECTOR_OF
from desktop_app.games.kingdom_builder.rules import KingdomBuilderState

SPEC = REGISTRY["kingdom_builder"]


def recount(state: KingdomBuilderState, player: int) -> int:
    """An independent, deliberately plain recount of one player's gold."""
    board, owner = state.board, state.owner
    mine = [c for c in range(CELLS) if owner[c] == player]

    def touches(c, codes):
        return any(board.terrain[n] in codes for n in NEIGHBOURS[c])

    def groups():
        left, out = set(mine), []
        while left:
            todo, group = [left.pop()], set()
            while todo:
                c = todo.pop()
                group.add(c)
                for n in NEIGHBOURS[c]:
                    if n in left:
                        left.remove(n)
                        todo.append(n)
            out.append(group)
        return out

    total = 3 * sum(1 for k in range(CELLS) if board.terrain[k] == "K" and any(owner[n] == player for n in NEIGHBOURS[k]))
    rows = Counter(ROW_OF[c] for c in mine)
    sectors = Counter(SECTOR_OF[c] for c in mine)
    for card in state.cards:
        if card == "Fishermen":
            total += sum(1 for c in mine if board.terrain[c] != "W" and touches(c, "W"))
        elif card == "Miners":
            total += sum(1 for c in mine if touches(c, "M"))
        elif card == "Workers":
            total += sum(1 for c in mine if touches(c, "K*"))
        elif card == "Discoverers":
            total += len(rows)
        elif card == "Knights":
            total += 2 * max(rows.values(), default=0)
        elif card == "Farmers":
            total += 3 * min(sectors.get(s, 0) for s in range(4))
        elif card == "Hermits":
            total += len(groups())
        elif card == "Citizens":
            total += max((len(g) for g in groups()), default=0) // 2
        elif card == "Merchants":
            linked = set()
            for g in groups():
                specials = {n for c in g for n in NEIGHBOURS[c] if board.terrain[n] in "K*"}
                if len(specials) > 1:
                    linked |= specials
            total += 4 * len(linked)
        elif card == "Lords":
            need_one = state.options.get("lords_zero") == "need_one"
            for s in range(4):
                counts = [sum(1 for c in range(CELLS) if owner[c] == p and SECTOR_OF[c] == s)
                          for p in range(state.players)]
                ranks = sorted(set(counts), reverse=True)
                if ranks[0] == 0:
                    continue
                if counts[player] == ranks[0]:
                    total += 12
                elif len(ranks) > 1 and counts[player] == ranks[1] and (counts[player] > 0 or not need_one):
                    total += 6
    return total


def check_invariants(state: KingdomBuilderState, tiles_lost: int) -> None:
    owner = state.owner
    for p in range(state.players):
        assert state.supply[p] + len(state.settlements[p]) == 40  # settlements conserved
        assert all(owner[c] == p for c in state.settlements[p])
        for location, status in state.tiles[p].items():
            assert status in ("new", "ready", "used")
            assert any(owner[n] == p for n in NEIGHBOURS[location])  # a held tile's hex is touched
        assert state.near[p] == [sum(1 for n in NEIGHBOURS[c] if owner[n] == p) for c in range(CELLS)]
    assert sum(len(s) for s in state.settlements) == sum(1 for o in owner if o >= 0)  # one per hex
    assert all(state.board.terrain[c] not in "MK*" for c in range(CELLS) if owner[c] >= 0)
    held = sum(len(t) for t in state.tiles)
    assert held + sum(state.tiles_left.values()) + tiles_lost == 2 * len(state.board.locations)
    cards = state.deck + state.discard + state.removed + [h for h in state.hand if h is not None]
    assert Counter(cards) == Counter("GCDFT" * 5)


def play_random_game(players: int, seed: int, options: dict, check_every: int = 1) -> None:
    rng = random.Random(seed)
    seats = [Seat(f"P{i}", "#000") for i in range(players)]
    match = Match.start(SPEC, seats, seed, options)
    state = match.state
    tiles_lost = 0
    steps = 0
    while not state.is_over:
        actions = state.legal_actions()
        assert actions and len(set(actions)) == len(actions)
        json.dumps(actions)
        if steps % 7 == 0:  # an illegal action raises and changes nothing
            before = state.to_json()
            bogus = ("build", rng.randrange(CELLS))
            if bogus not in actions:
                try:
                    state.apply(bogus)
                    raise AssertionError(f"{bogus} was accepted")
                except IllegalMove as reason:
                    assert reason.message.endswith(".") and reason.key
                assert state.to_json() == before
        action = rng.choice(actions)
        player = state.current_player
        held_before = sum(len(t) for t in state.tiles)
        left_before = sum(state.tiles_left.values())
        match.apply(action)
        taken = left_before - sum(state.tiles_left.values())
        tiles_lost += held_before + taken - sum(len(t) for t in state.tiles)
        landed = action[-1] if action[0] != "end" else None
        if landed is not None and state.board.terrain[landed] == "W":
            assert action[0] == "tile" and state.board.locations[action[1]] == "Harbor"  # water only by Harbor
        assert state.current_player in (player, (player + 1) % players, None)
        if steps % check_every == 0:
            check_invariants(state, tiles_lost)
        steps += 1
    check_invariants(state, tiles_lost)
    assert state.scores() == [recount(state, p) for p in range(players)]
    data = state.to_json()
    assert KingdomBuilderState.from_json(json.loads(json.dumps(data))).to_json() == data
    assert match.replay().to_json() == data
    assert state.current_player is None and state.legal_actions() == []
    assert state.winners() == [p for p, s in enumerate(state.scores()) if s == max(state.scores())]


BOARD_OPTIONS = st.fixed_dictionaries({
    "board": st.sampled_from(["first_game", "random"]),
    "cards": st.sampled_from(["first_game", "random"]),
    "lords_zero": st.sampled_from(["counts", "need_one"]),
    "retake": st.sampled_from(["never", "after_loss"]),
})


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), options=BOARD_OPTIONS)
def test_random_games_keep_every_invariant(players, seed, options):
    """Issue "Tests": settlement conservation, one per hex, water only by Harbor, save round-trip,
    replay equality, scores equal a recount, illegal actions change nothing."""
    play_random_game(players, seed, options, check_every=3)


@settings(max_examples=300, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**31), options=BOARD_OPTIONS)
def test_many_random_games_end_with_recounted_scores(players, seed, options):
    """Hypothesis: several hundred random legal games finish, round-trip and score as recounted."""
    play_random_game(players, seed, options, check_every=10**9)


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**31), cut=st.integers(0, 200))
def test_json_round_trip_mid_game_keeps_playing_identically(seed, cut):
    """Design "Saves": to_json/from_json round-trip exactly, RNG included."""
    rng = random.Random(seed)
    state = KingdomBuilderState.new(3, seed, {"board": "random", "cards": "random"})
    for _ in range(cut):
        if state.is_over:
            break
        state.apply(rng.choice(state.legal_actions()))
    copy = KingdomBuilderState.from_json(json.loads(json.dumps(state.to_json())))
    twin = state.clone()
    assert copy.legal_actions() == state.legal_actions() == twin.legal_actions()
    for _ in range(60):
        if state.is_over:
            break
        action = rng.choice(state.legal_actions())
        for s in (state, copy, twin):
            s.apply(action)
    assert copy.to_json() == state.to_json() == twin.to_json()
