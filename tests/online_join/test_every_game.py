"""Every game (each has its stand-in, games/<id>/remote.py) plays across computers at the real
window: the host's seat and the joined seat alternate (random legal actions, the joiner's through
its RemoteController.try_action, which the host applies), and after each view the joined table
shows exactly that seat's view."""
from __future__ import annotations

import random

import pytest

from desktop_app.games import REGISTRY

from .helpers import PumpedBroker, memory_host
from .test_join_table import landed, new_window, join_through_dialog


@pytest.fixture
def quick_motions(monkeypatch):
    """Pieces travel in tens of milliseconds (as tests/journey's fast_motions): every motion still
    runs and ends, and the joined controller still waits for each."""
    from desktop_app.table import motion

    monkeypatch.setattr(motion, "SHORTEST", 20)
    monkeypatch.setattr(motion, "LONGEST", 40)


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_a_joined_seat_plays_every_game(game, qtbot, tmp_path, quick_motions):
    broker = PumpedBroker()
    try:
        host = memory_host(broker, game, seed=5)
        win = new_window(qtbot, tmp_path, broker)
        opened, message = join_through_dialog(qtbot, win, host.code)
        assert opened, message
        controller = win.table.controller
        rng = random.Random(3)
        for _ in range(12):
            state = host.match.state
            if state.is_over:
                break
            version = len(host.match.log)
            if state.current_player == 1:
                qtbot.waitUntil(lambda: controller.can_act, timeout=3000)
                assert controller.try_action(rng.choice(controller.state.legal_actions()))
            else:
                host.match.apply(rng.choice(state.legal_actions()))
                host.session.publish_views()
            qtbot.waitUntil(lambda: controller.body.get("version") == version + 1, timeout=3000)
            landed(qtbot, win)
            assert controller.state.view_for(1) == host.match.state.view_for(1)
            assert controller.state.current_player == host.match.state.current_player
        assert len(host.match.log) > 0
        win.close()
    finally:
        broker.stop()
