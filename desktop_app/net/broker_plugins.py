"""The embedded broker's two amqtt plugins: logins (broker_auth.Logins) and each login's topics.
amqtt loads them by name from the broker config (embedded.py), on the broker's own thread, so amqtt
is imported only when a broker starts. No Qt here."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from amqtt.contexts import Action
from amqtt.plugins.base import BaseAuthPlugin, BaseTopicPlugin

from .broker_auth import READ, WRITE, Logins


class RoomAuthPlugin(BaseAuthPlugin):
    """Admits a CONNECT only with a room's login (and a last will on a topic the login may write)."""

    @dataclass
    class Config:
        logins: Any = None

    async def authenticate(self, *, session) -> bool:
        logins: Logins = self.config.logins
        if session is None or not logins.check(session.username, session.password):
            return False
        if session.will_flag and not logins.may(session.username, WRITE, session.will_topic or ""):
            return False  # amqtt publishes wills without the topic check
        session.is_anonymous = False
        return True


class RoomTopicPlugin(BaseTopicPlugin):
    """Each login only to its own topics: subscribe and receive by READ grants, publish by WRITE."""

    @dataclass
    class Config:
        logins: Any = None

    async def topic_filtering(self, *, session=None, topic=None, action=None) -> bool:
        if session is None or not topic:
            return False
        kind = WRITE if action == Action.PUBLISH else READ
        return self.config.logins.may(session.username, kind, topic)
