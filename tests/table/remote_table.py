"""A remote seat's table in tests (contract "Stand-in state on a remote seat"): the host's legal
list over a stand-in state, and a controller with just what a game's scene reads, so a test can
render the scene of the real state and of the stand-in and compare the pictures."""
from __future__ import annotations

import json

from PySide6.QtCore import QObject, Signal

from desktop_app.engine.game import IllegalMove, freeze


def round_trip(value):
    """A value as it arrives over the wire (JSON: lists, not tuples)."""
    return json.loads(json.dumps(value))


class HostList:
    """As desktop_app.ui.online.remote_controller.RemoteState: the host's legal actions (tuples after the
    JSON trip), every other attribute from the stand-in."""

    def __init__(self, standin, legal):
        self._standin, self._legal = standin, [freeze(a) for a in round_trip(legal)]

    def legal_actions(self):
        return list(self._legal)

    def __getattr__(self, name):
        return getattr(self._standin, name)


class Controller(QObject):
    """What a scene reads of the shell's controller. `try_action` records the action and answers
    whether it is in the state's legal list (or always yes: `accept_any`, a host that answers
    later); `reason_for` probes a clone and gives the refusal's `reason` attribute ("key" or
    "message")."""

    changed = Signal()
    status = Signal(str)

    def __init__(self, match, state, viewer, accept_any: bool = False, reason: str = "key"):
        super().__init__()
        self.match, self.state, self.viewer = match, state, viewer
        self.accept_any, self.reason = accept_any, reason
        self.tried = []

    @property
    def can_act(self):
        return self.state.current_player == self.viewer

    def try_action(self, action):
        self.tried.append(action)
        return self.accept_any or action in self.state.legal_actions()

    def reason_for(self, action):
        try:
            self.state.clone().apply(action)
        except IllegalMove as refusal:
            return getattr(refusal, self.reason)
        return None


__all__ = ["Controller", "HostList", "round_trip"]
