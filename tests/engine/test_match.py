"""Match: replay and undo (issue item 7: undo only own actions of this turn, never past a reveal)."""
import pytest

from desktop_app.engine.game import IllegalMove, Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.games.copenhagen.components import BOTH_ACTIONS


def two_humans(seed=1) -> Match:
    return Match.start(REGISTRY["copenhagen"], [Seat("A", "#111111"), Seat("B", "#222222")], seed)


def test_undo_within_a_turn_until_a_card_is_revealed():
    match = two_humans()
    board = match.state.players[0]
    board.abilities[BOTH_ACTIONS] = True  # a position where a turn has several steps
    match.state._legal = None
    match.fresh_state = lambda s=match.state.clone(): s.clone()  # replays start from this position
    match.apply(("take", (0, 1), (BOTH_ACTIONS,)))
    assert match.state.phase == "build" and match.undoable() == 1
    match.undo()
    assert match.state.phase == "turn" and match.log == []
    match.apply(("take", (0, 1), (BOTH_ACTIONS,)))
    match.apply(("skip_build",))  # the turn ends: the harbour is refilled (cards revealed)
    assert match.undoable() == 0
    with pytest.raises(IllegalMove):
        match.undo()


def test_nobody_undoes_for_a_computer_seat():
    spec = REGISTRY["copenhagen"]
    match = Match.start(spec, [Seat("Bot", "#111111", "random"), Seat("B", "#222222")], 1)
    assert match.undoable() == 0


def test_replay_reproduces_the_state():
    match = two_humans(5)
    import random
    rng = random.Random(5)
    for _ in range(40):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    assert match.replay().to_json() == match.state.to_json()


def test_match_refuses_a_wrong_player_count():
    with pytest.raises(ValueError):
        Match.start(REGISTRY["copenhagen"], [Seat("A", "#111111")], 1)
