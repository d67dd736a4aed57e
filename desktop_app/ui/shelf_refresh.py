"""The shelf's background look at joined games: "Anna's Copenhagen — your turn" stays true for days.

While the shelf is shown (never while a table is open) it looks when shown and then every few
minutes: one round opens one link per broker (net/peek.py: it never sends, so nobody's presence
changes), off the UI thread (the network modules load and the links open in a worker thread; paho
calls back on its own thread and QtTransport queues that into this one), and ends when every game
on that broker answered or at the deadline. A newer summary goes into the game's JoinedStore entry
(so the next start shows it too); a broker that did not answer is noted on its games ("can't reach
the game's server"); nothing here blocks, slows or raises into the shelf."""
from __future__ import annotations

import logging
import threading

from PySide6.QtCore import QObject, Qt, QTimer, Signal

log = logging.getLogger("tarsas.ui.shelf_refresh")

INTERVAL_MS = 3 * 60_000
DEADLINE_MS = 10_000
UNREACHABLE = "unreachable"


def key_of(entry) -> tuple[str, int]:
    invite = entry.invite
    return invite.room_hex, invite.seat


def shows_my_turn(entry) -> bool:
    """The shelf says "your turn" (not over, and the host is there to take the move)."""
    return entry.my_turn and not entry.host_away


def _close_link(link) -> None:
    """Stop delivering, then close; a network link disconnects on a thread of its own (joining
    paho's thread may wait on a socket that is still trying an unreachable broker)."""
    link.on_message = link.on_connection = None
    inner = getattr(link, "inner", link)
    inner.on_message = inner.on_connection = None
    if hasattr(inner, "wait_connected"):
        threading.Thread(target=inner.close, name="tarsas-peek-close", daemon=True).start()
    else:
        inner.close()


class _Round(QObject):
    """One broker's look: its link (through QtTransport), its Peek, its deadline."""

    ended = Signal(object)
    viewed = Signal(object, object, object)  # this round, the entry, its newer Summary

    def __init__(self, entries, transport, deadline_ms: int, parent=None):
        super().__init__(parent)
        from desktop_app.net.peek import Peek

        from .online.net_bridge import QtTransport

        self.entries = entries
        self.shown = {key_of(e): e for e in entries}  # each game as its line shows it now
        self.link = QtTransport(transport, self)
        self.reached = self.link.up
        self.link.connection_changed.connect(self._linked)
        self.peek = Peek(self.link, entries, on_done=self.finish,
                         on_view=lambda entry, summary: self.viewed.emit(self, entry, summary))
        self.results: dict = {}
        self.over = False
        self.abandoned = False
        self._deadline = QTimer(self)
        self._deadline.setSingleShot(True)
        self._deadline.setInterval(deadline_ms)
        self._deadline.timeout.connect(self.finish)

    def start(self) -> None:
        self._deadline.start()
        self.peek.start()

    def _linked(self, up: bool) -> None:
        self.reached = self.reached or up

    def finish(self) -> None:
        if self.over:
            return
        self.over = True
        self._deadline.stop()
        self.results = self.peek.results()
        inner = self.link.inner  # a link that came up before QtTransport wrapped it counts too
        self.reached = self.reached or self.link.up or getattr(inner, "connects", 0) > 0
        _close_link(self.link)
        self.ended.emit(self)

    def abandon(self) -> None:
        """The shelf went away (a table opened, the app quits): close, report nothing."""
        self.abandoned = True
        if not self.over:
            self.over = True
            self._deadline.stop()
            _close_link(self.link)


class ShelfRefresher(QObject):
    changed = Signal(object)      # a JoinedGame whose line changed (its newer entry, or its note)
    turn_arrived = Signal(str)    # game id: a joined game has just become this seat's turn
    round_ended = Signal()
    _opened = Signal(object)      # from the worker thread: (generation, [(entries, transport | error)])

    def __init__(self, store, parent=None, default_factory=None):
        super().__init__(parent)
        self.store = store
        self.transport_factory = None  # invite -> transport; None: default_factory(), else a peek's own MQTT link
        self.default_factory = default_factory or (lambda: None)
        self.interval_ms = INTERVAL_MS
        self.deadline_ms = DEADLINE_MS
        self.notes: dict[tuple[str, int], str] = {}
        self.rounds: list[_Round] = []
        self.active = False
        self.rounds_done = 0
        self._opening = False
        self._generation = 0
        self._timer = QTimer(self)
        self._timer.timeout.connect(self.refresh)
        self._opened.connect(self._begin, Qt.QueuedConnection)

    def start(self) -> None:
        """The shelf is shown: look now, then every `interval_ms`."""
        self.active = True
        self._timer.start(self.interval_ms)
        self.refresh()

    def stop(self) -> None:
        """The shelf is hidden: no timer, no link left open, nothing reported."""
        self.active = False
        self._timer.stop()
        self._generation += 1
        self._opening = False
        for round_ in self.rounds:
            round_.abandon()
            round_.deleteLater()
        self.rounds = []

    def _factory(self):
        chosen = self.transport_factory or self.default_factory()
        if chosen is not None:
            return chosen

        def own_link(invite):
            from desktop_app.net.peek import open_transport

            return open_transport(invite)
        return own_link

    def refresh(self) -> None:
        """One round: every unfinished joined game, grouped by broker (one link each)."""
        if not self.active or self.rounds or self._opening:
            return
        try:
            entries, _problems = self.store.list()
        except OSError as error:
            log.warning("cannot list joined games: %s", error)
            return
        groups: dict[str, list] = {}
        for entry in entries:
            if not entry.over:
                groups.setdefault(entry.invite.broker, []).append(entry)
        if not groups:
            return
        self._opening = True
        generation, factory = self._generation, self._factory()

        def work() -> None:
            opened = []
            try:
                import desktop_app.net.peek  # noqa: F401  PyNaCl (and paho, below) load here, not on the UI thread
            except Exception as error:  # noqa: BLE001  reported as unreachable on every game
                opened = [(group, error) for group in groups.values()]
            else:
                for group in groups.values():
                    try:
                        opened.append((group, factory(group[0].invite)))
                    except Exception as error:  # noqa: BLE001  a broker address that cannot be opened
                        opened.append((group, error))
            try:
                self._opened.emit((generation, opened))
            except RuntimeError:  # the shelf is gone (the app quit meanwhile)
                for _group, link in opened:
                    if not isinstance(link, Exception):
                        _close_link(link)

        threading.Thread(target=work, name="tarsas-shelf-peek", daemon=True).start()

    def _begin(self, payload) -> None:
        generation, opened = payload
        if generation != self._generation or not self.active:
            for _group, link in opened:
                if not isinstance(link, Exception):
                    _close_link(link)
            return
        self._opening = False
        for group, link in opened:
            if isinstance(link, Exception):
                log.warning("cannot open a link to %s: %s", group[0].invite.broker, link)
                self._note(group, UNREACHABLE)
                continue
            try:
                round_ = _Round(group, link, self.deadline_ms, self)
            except Exception as error:  # noqa: BLE001  whatever it is, the shelf goes on
                log.warning("cannot look at the games on %s: %s", group[0].invite.broker, error)
                _close_link(link)
                self._note(group, UNREACHABLE)
                continue
            round_.ended.connect(self._ended)
            round_.viewed.connect(self._viewed)
            self.rounds.append(round_)
        if not self.rounds:
            return self._finished_round()
        for round_ in list(self.rounds):
            round_.start()

    def _note(self, entries, note: str | None) -> None:
        for entry in entries:
            key = key_of(entry)
            if self.notes.get(key) != note:
                if note is None:
                    self.notes.pop(key, None)
                else:
                    self.notes[key] = note
                self.changed.emit(entry)

    def _viewed(self, round_: _Round, entry, summary) -> None:
        """A newer table of one game (as it comes: the others on its broker may still be on the way)."""
        if round_.abandoned:
            return  # the shelf went away
        key = key_of(entry)
        shown = round_.shown.get(key, entry)
        noted = self.notes.pop(key, None)
        try:
            newer = self.store.update(shown, summary)
        except (OSError, ValueError) as error:
            log.warning("could not store a joined game's newer table: %s", error)
            newer = None
        if newer is None:
            if noted is not None:
                self.changed.emit(shown)  # reached again: the note goes
            return
        round_.shown[key] = newer
        self.changed.emit(newer)
        if shows_my_turn(newer) and not shows_my_turn(shown):
            self.turn_arrived.emit(newer.game)

    def _ended(self, round_: _Round) -> None:
        if round_ in self.rounds:
            self.rounds.remove(round_)
        round_.deleteLater()
        for entry in round_.entries:
            summary = round_.results.get(key_of(entry))
            if summary is None:  # "unknown": changes nothing (but a broker that answered is reachable)
                self._note([entry], None if round_.reached else UNREACHABLE)
            else:  # the newest again: the host's will may have come after its view
                self._viewed(round_, entry, summary)
        if not self.rounds:
            self._finished_round()

    def _finished_round(self) -> None:
        self.rounds_done += 1
        self.round_ended.emit()
