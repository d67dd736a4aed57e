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
