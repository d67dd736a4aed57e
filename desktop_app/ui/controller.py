"""The bridge between a running Match and the window: applies actions, autosaves, runs computer
seats off the UI thread, and decides whose private information the table may show."""
from __future__ import annotations

import random
import time

from PySide6.QtCore import QCoreApplication, QObject, QRunnable, QThreadPool, QTimer, Signal

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Action, IllegalMove
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore

from .i18n import fill, translate_error


class _AgentSignals(QObject):
    chosen = Signal(int, object)  # generation, action
    failed = Signal(int, str)


class _AgentTask(QRunnable):
    """Thinks on a copy of the state in the thread pool; the result is posted back by signal."""

    def __init__(self, agent, state, generation: int, signals: _AgentSignals):
        super().__init__()
        self.agent, self.state, self.generation, self.signals = agent, state, generation, signals

    def run(self) -> None:
        try:
            action = self.agent.choose(self.state)
        except Exception as error:  # reported on the UI thread, never swallowed
            self.signals.failed.emit(self.generation, f"{type(error).__name__}: {error}")
            return
        self.signals.chosen.emit(self.generation, action)


class GameController(QObject):
    changed = Signal()            # the model changed: re-sync the table
    status = Signal(str)          # what to do now, or why a move was refused
    thinking = Signal(int)        # seat that is thinking, or -1
    curtain = Signal(str)         # show "pass to <name>"; empty string hides it
    finished = Signal()
    save_failed = Signal(str)     # why the autosave failed; shown until `saved` (ui/save_banner.py)
    saved = Signal()

    def __init__(self, match: Match, store: SaveStore | None = None, ai_pause_ms: int = 450,
                 thumbnail_source=None, parent=None):
        super().__init__(parent)
        self.match = match
        self.store = store
        self.ai_pause_ms = ai_pause_ms
        self.thumbnail_source = thumbnail_source  # callable -> base64 PNG, set by the table page
        self._generation = 0
        self._signals = _AgentSignals()
        self._signals.chosen.connect(self._on_agent_chosen)
        self._signals.failed.connect(self._on_agent_failed)
        self._hint_signals = _AgentSignals()
        self._hint_signals.chosen.connect(self._on_hint)
        self._hint_generation = None
        self._hint_callback = None
        self._agents = {i: make_agent(seat.agent, match.spec, random.Random(match.seed * 7919 + i).randrange(2**31))
                        for i, seat in enumerate(match.seats) if not seat.is_human}
        self._thinking_started = 0.0
        self._curtain_for: int | None = None
        self._last_viewer: int | None = None
        self.last_error: str = ""
        self.save_lock = None  # the match's MatchLock while this table has it open (main window sets it)
        self.closed = False

    # --------------------------------------------------------------- who sees what
    @property
    def state(self):
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.match.seats) if s.is_human]

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows: the human on turn (after the curtain), else the last one."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if self._curtain_for is not None:
            return None
        current = self.state.current_player
        if current in humans:
            return current
        return self._last_viewer

    @property
    def can_act(self) -> bool:
        current = self.state.current_player
        return (current is not None and self.match.seats[current].is_human
                and self._curtain_for is None and not self.closed)

    # --------------------------------------------------------------- flow
    def start(self) -> None:
        """Begin or resume: show the curtain or prompt, or let a computer seat move."""
        self._advance()

    def try_action(self, action: Action) -> bool:
        """Apply a human's action; on a rules violation say why and change nothing."""
        if not self.can_act:
            self.status.emit(fill(QCoreApplication.translate("GameController", "Wait: it is not your turn.")))
            return False
        return self._apply(action)

    def reason_for(self, action: Action) -> str | None:
        """Why this action would be refused now (None when legal), without changing anything."""
        if action in self.state.legal_actions():
            return None
        probe = self.state.clone()
        try:
            probe.apply(action)
        except IllegalMove as error:
            return translate_error(error, self.match.spec.id)
        return None

    def _apply(self, action: Action) -> bool:
        try:
            self.match.apply(action)
        except IllegalMove as error:
            self.last_error = error.message
            self.status.emit(translate_error(error, self.match.spec.id))
            return False
        self.autosave()
        self.changed.emit()
        self._advance()
        return True

    def _advance(self) -> None:
        if self.closed:
            return
        state = self.state
        if state.is_over:
            self.thinking.emit(-1)
            self.finished.emit()
            return
        current = state.current_player
        seat = self.match.seats[current]
        if seat.is_human:
            self.thinking.emit(-1)
            humans = self.humans
            if len(humans) > 1 and current != self._last_viewer and self._last_viewer is not None:
                self._curtain_for = current
                self.curtain.emit(seat.name)
                return
            self._last_viewer = current
            self.status.emit(fill(QCoreApplication.translate("GameController", "{name}, your turn."), name=seat.name))
            return
        self._think(current)

    def dismiss_curtain(self) -> None:
        if self._curtain_for is None:
            return
        self._last_viewer = self._curtain_for
        self._curtain_for = None
        self.curtain.emit("")
        self.changed.emit()
        self.status.emit(fill(QCoreApplication.translate("GameController", "{name}, your turn."), name=self.match.seats[self._last_viewer].name))

    def _think(self, seat: int) -> None:
        self._generation += 1
        self._thinking_started = time.monotonic()
        self.thinking.emit(seat)
        self.status.emit(fill(QCoreApplication.translate("GameController", "{name} is thinking…"), name=self.match.seats[seat].name))
        task = _AgentTask(self._agents[seat], self.state.clone(), self._generation, self._signals)
        QThreadPool.globalInstance().start(task)

    def _on_agent_chosen(self, generation: int, action) -> None:
        if generation != self._generation or self.closed:
            return  # cancelled (undo, close, new game) while thinking
        waited = (time.monotonic() - self._thinking_started) * 1000
        delay = max(0, int(self.ai_pause_ms - waited))
        QTimer.singleShot(delay, lambda: self._play_agent_move(generation, action))

    def _play_agent_move(self, generation: int, action) -> None:
        if generation != self._generation or self.closed:
            return
        self._apply(action)

    def _on_agent_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self.last_error = message
            self.status.emit(fill(QCoreApplication.translate("GameController", "A computer player failed: {error}"), error=message))

    def request_hint(self, callback) -> None:
        """Ask the strongest agent for a move for the human on turn, thinking off the UI thread;
        callback(action) runs on the UI thread (never, if the table moved on meanwhile)."""
        from desktop_app.engine.agents import AGENTS

        level = "hard" if "hard" in AGENTS else "greedy"
        agent = make_agent(level, self.match.spec, random.randrange(2**31))
        self._hint_agent = agent
        self._hint_generation = (self._generation, len(self.match.log))
        self._hint_callback = callback
        QThreadPool.globalInstance().start(_AgentTask(agent, self.state.clone(), -1, self._hint_signals))

    def _on_hint(self, _generation: int, action) -> None:
        if self.closed or self._hint_generation != (self._generation, len(self.match.log)):
            return
        self.status.emit(fill(QCoreApplication.translate("GameController", "Hint ready.")))
        self._hint_callback(action)

    # --------------------------------------------------------------- undo, saves, close
    def can_undo(self) -> bool:
        return self.can_act and self.match.undoable() > 0

    def undo(self) -> None:
        if not self.can_undo():
            self.status.emit(fill(QCoreApplication.translate("GameController", "Nothing of this turn can be taken back.")))
            return
        self._generation += 1
        self._cancel_thinking()
        self.match.undo()
        self.autosave()
        self.changed.emit()
        self.status.emit(fill(QCoreApplication.translate("GameController", "Taken back.")))

    def autosave(self) -> bool:
        if self.store is None:
            return True
        thumbnail = self.thumbnail_source() if self.thumbnail_source else ""
        try:
            self.store.save(self.match, self.store.autosave_path(self.match), thumbnail)
        except (OSError, ValueError) as error:  # full disk, read-only folder, a path refused
            self.save_failed.emit(getattr(error, "strerror", None) or str(error) or type(error).__name__)
            return False
        self.saved.emit()
        return True

    def _cancel_thinking(self) -> None:
        """Ask every searching agent (seats and hint) to stop at once; their results are ignored."""
        for agent in [*self._agents.values(), getattr(self, "_hint_agent", None)]:
            cancel = getattr(agent, "cancel", None)
            if cancel is not None:
                cancel()

    def close(self) -> None:
        """Cancel any thinking; results arriving later are ignored."""
        self.closed = True
        if self.save_lock is not None:  # the match may now be opened elsewhere
            self.save_lock.release()
        self._generation += 1
        self._cancel_thinking()
        self.thinking.emit(-1)
