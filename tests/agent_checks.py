"""Checks the tests of every hard agent share: it plays only legal actions without changing the
state it is shown, and it asks the real state only what a player may ask."""
from __future__ import annotations

PUBLIC = ("current_player", "legal_actions", "determinize", "is_over")


class RealStateGuard:
    """Wraps the real state; reading anything but the `allowed` attributes fails the test."""

    def __init__(self, inner, allowed=PUBLIC):
        self.inner, self.allowed, self.calls = inner, allowed, []

    def __getattr__(self, name):
        if name not in self.allowed:
            raise AssertionError(f"the hard agent read {name!r} of the real state")
        self.calls.append(name)
        return getattr(self.inner, name)


def play_checked(agent, state, moves: int) -> None:
    """Let `agent` play up to `moves` actions on `state`, checking each one."""
    for _ in range(moves):
        if state.is_over:
            return
        before = state.to_json()
        action = agent.choose(state)
        assert action in state.legal_actions()
        assert state.to_json() == before, "the agent changed the state it was shown"
        state.apply(action)


def play_four(spec, state, seed: int, hard_decisions: int, **settings):
    """Play the 4-player `state`, seat 0 hard and the others medium, until the hard seat has
    decided `hard_decisions` times; every hard decision is made on a guarded copy of the real
    state. Returns the hard agent and its (action, ranking) pairs."""
    from desktop_app.engine.agents import make_agent

    hard = make_agent("hard", spec, seed, **settings)
    mediums = {seat: make_agent("greedy", spec, seed + seat) for seat in (1, 2, 3)}
    chosen = []
    while not state.is_over and len(chosen) < hard_decisions:
        seat = state.current_player
        if seat == 0:
            before = state.to_json()
            action = hard.choose(RealStateGuard(state.clone(), PUBLIC))
            assert action in state.legal_actions()
            assert state.to_json() == before
            chosen.append((action, hard.last_ranking))
        else:
            action = mediums[seat].choose(state.clone())
        state.apply(action)
    return hard, chosen
