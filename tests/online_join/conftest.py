"""The in-memory broker most of these tests join through (a file may define its own `broker`)."""
from __future__ import annotations

import pytest

from .helpers import PumpedBroker, ensure_remote_module


@pytest.fixture
def broker(monkeypatch):
    ensure_remote_module(monkeypatch)
    broker = PumpedBroker()
    yield broker
    broker.stop()
