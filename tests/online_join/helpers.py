"""A host for the joining side's tests: a real Match and a net.host.HostSession, its seat 0 played
by the test, seat 1 joined from the real MainWindow (a MemoryBroker pumped by a Qt timer, or a real
broker over MQTT)."""
from __future__ import annotations

import importlib.util
import random
import sys
import types

from PySide6.QtCore import QTimer

from desktop_app.engine.game import Seat, rng_to_json
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.net.codes import Invite, new_room, new_secret
from desktop_app.net.host import HostSession
from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.online.net_bridge import QtTransport

GAME = "copenhagen"


def fallback_state_from_view(view: dict, seat: int, options: dict | None = None):
    """Until Copenhagen's own remote.py lands on main: another hand as that many cards of the
    first colour, the supply as that many placeholder cards. Only for these tests."""
    from desktop_app.games.copenhagen.rules import CopenhagenState

    players = [dict(p, hand=[p["hand_size"]] + [0] * (len(p["hand"]) - 1)) if any(n is None for n in p["hand"]) else p
               for p in view["players"]]
    data = {**view, "players": players, "supply": ["red"] * int(view["supply"]),
            "rng": rng_to_json(random.Random(0)), "options": {**(options or {}), **view.get("options", {})}}
    return CopenhagenState.from_json(data)


def _fallback_module():
    name = f"desktop_app.games.{GAME}.remote"
    if importlib.util.find_spec(name) is not None:
        return name, None
    module = types.ModuleType(name)
    module.state_from_view = fallback_state_from_view
    return name, module


def ensure_remote_module(monkeypatch) -> None:
    name, module = _fallback_module()
    if module is not None:
        monkeypatch.setitem(sys.modules, name, module)


def install_fallback() -> None:
    """The same, for a whole process (tests/online_join/joiner_process.py)."""
    name, module = _fallback_module()
    if module is not None:
        sys.modules[name] = module


class Host:
    """The host's side: seat 0 ("Anna") plays here, seat 1 ("Bence") is the friend who joins."""

    def __init__(self, transport, broker_url: str = "mqtt://127.0.0.1:1883", seed: int = 2, game: str = GAME):
        spec = REGISTRY[game]
        self.match = Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085", "remote")], seed)
        self.room = new_room()
        self.secret = new_secret()
        self.invite = Invite(self.room, 1, self.secret, broker_url)
        self.session = HostSession(self.match, self.room, {1: self.secret}, transport)

    @property
    def code(self) -> str:
        return self.invite.code()

    def play_own_turn(self) -> tuple:
        """Seat 0 takes the first two neighbouring display cards (or its first legal action)."""
        state = self.match.state
        assert state.current_player == 0
        takes = [a for a in state.legal_actions() if a[0] == "take" and not a[2]]
        action = takes[0] if takes else state.legal_actions()[0]
        self.match.apply(action)
        self.session.publish_views()
        return action


class PumpedBroker(MemoryBroker):
    """A MemoryBroker whose deliveries run from the Qt event loop (as a network would)."""

    def __init__(self):
        super().__init__(seed=1)
        self.timer = QTimer()
        self.timer.setInterval(2)
        self.timer.timeout.connect(self.pump)
        self.timer.start()

    def stop(self) -> None:
        self.timer.stop()


def memory_host(broker: PumpedBroker, game: str = GAME, seed: int = 2) -> Host:
    ticks = iter(range(10**9))
    host = Host(QtTransport(broker.connect()), seed=seed, game=game)
    host.session.clock = lambda: next(ticks) * 0.1  # a test's speed must not look like a flood
    host.session.start()
    return host


def when_join_dialog_opens(win, act, deadline_ms: int = 30_000) -> None:
    """Run `act(dialog)` as soon as the shelf's modal "Join a game" dialog is up (polled, so a slow
    machine that opens it late is not missed), and reject the dialog at the deadline: a join that
    never finishes fails its test instead of hanging the suite in the dialog's exec()."""
    from PySide6.QtCore import QTimer

    poll, guard = QTimer(win), QTimer(win)
    guard.setSingleShot(True)

    def try_act():
        dialog = getattr(win, "_join_dialog", None)
        if dialog is not None and dialog.isVisible():
            poll.stop()
            act(dialog)

    def give_up():
        poll.stop()
        dialog = getattr(win, "_join_dialog", None)
        if dialog is not None and dialog.isVisible():
            dialog.reject()

    poll.timeout.connect(try_act)
    guard.timeout.connect(give_up)
    poll.start(20)
    guard.start(deadline_ms)
