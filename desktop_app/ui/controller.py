"""The bridge between a running Match and the window: applies actions, autosaves, runs computer
seats off the UI thread, and decides whose private information the table may show."""
from __future__ import annotations

import logging
import random
import sys
import time

from PySide6.QtCore import QCoreApplication, QObject, QThreadPool, QTimer, Signal

from desktop_app.engine.agents import make_agent
from desktop_app.engine.hints import explain
from desktop_app.engine.game import Action, IllegalMove
from desktop_app.engine.match import Match
from desktop_app.engine.saves import SaveStore

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from .i18n import fill, translate_error
from .ui_thread_relay import to_ui_thread

log = logging.getLogger("tarsas.ui.controller")


_NOOP = (
    QT_TRANSLATE_NOOP("GameController", "{name}, your turn."),
    QT_TRANSLATE_NOOP("GameController", "{name} is thinking…"),
    QT_TRANSLATE_NOOP("GameController", "Pass the computer to {name}."),
    QT_TRANSLATE_NOOP("GameController", "Game over. Winner: {names}."),
    QT_TRANSLATE_NOOP("GameController", "Game over. Shared win: {names}."),
    QT_TRANSLATE_NOOP("GameController", "Taken back."),
    QT_TRANSLATE_NOOP("GameController", "Waiting for {name} (on another computer)…"),
    QT_TRANSLATE_NOOP("GameController", "{name} took back a move."),
    QT_TRANSLATE_NOOP("GameController", "Hints are off in this game."),
)
# A hosting table whose broker link is down says so in every prompt (issue 23, finding 5).
LINK_DOWN = QT_TRANSLATE_NOOP("GameController", "The connection to the game's server is lost: friends' moves wait "
                                                "until it is back. Trying again…")


def reveals(new, old) -> bool:
    """Whether the view `new` shows something the view `old` keeps hidden: a value where `old`
    has a stand-in (None, "hidden", a count or a flag). Fields present in only one view are
    bookkeeping of the redaction itself (e.g. a hidden hand's size) and are skipped."""
    if new == old or new is None or new == "hidden":
        return False
    if isinstance(new, dict) and isinstance(old, dict):
        return any(reveals(new[key], old[key]) for key in new.keys() & old.keys())
    if isinstance(new, list) and isinstance(old, list) and len(new) == len(old):
        return any(map(reveals, new, old))
    if isinstance(new, (bool, int)) and isinstance(old, (list, dict, str)):
        return False  # new shows only a count or a flag of what old shows in full
    return True


def game_over_parts(match) -> tuple[str, dict]:
    names = ", ".join(match.seats[i].name for i in match.state.winners())
    one = len(match.state.winners()) == 1
    return ("Game over. Winner: {names}." if one else "Game over. Shared win: {names}.", {"names": names})


# While a computer player searches on a pool thread, every Python call of the UI thread (a paint,
# a timer, a mouse event) first waits for the search to hand back the GIL, by default up to 5 ms
# each: a 100 ms wait took 1.0 s and the first paint of a table 6 s (bench/gui.py "ui while
# thinking"). Handing it over every 0.5 ms keeps the table responsive; the search loses little,
# because the switch only happens when the UI thread asks for the GIL.
UI_SWITCH_INTERVAL = 0.0005


def think_in_pool(task) -> None:
    """Run a computer player's (or a hint's) search on the thread pool without starving the UI."""
    if sys.getswitchinterval() > UI_SWITCH_INTERVAL:
        sys.setswitchinterval(UI_SWITCH_INTERVAL)
    QThreadPool.globalInstance().start(task.run)


class _Replies:
    """Where a task's outcome goes: the table's slots, on the UI thread (ui_thread_relay: the task
    holds no Qt object, and a table closed meanwhile does not answer)."""

    def __init__(self, chosen, failed=None):
        self.choose = to_ui_thread(chosen)
        self.fail = to_ui_thread(failed) if failed is not None else (lambda *args: None)


class _AgentTask:
    """Thinks on a copy of the state in the thread pool; the result is posted back to the UI thread.
    A plain callable, not a QRunnable: PySide6 (6.11) kept some finished QRunnable wrappers alive
    (one per computer move, with its agent and state copy) for the rest of the evening."""

    def __init__(self, agent, state, generation: int, replies: _Replies):
        self.agent, self.state, self.generation, self.replies = agent, state, generation, replies

    def run(self) -> None:
        try:
            action = self.agent.choose(self.state)
        except Exception as error:  # reported on the UI thread, never swallowed
            self.replies.fail(self.generation, f"{type(error).__name__}: {error}")
            return
        finally:
            self.agent = self.state = None  # nothing of a finished search outlives it
        self.replies.choose(self.generation, action)


class _HintTask:
    """A hint: the agent's move and the game's explanation of it, both made off the UI thread (a
    plain callable, as _AgentTask)."""

    def __init__(self, agent, spec, state, replies: _Replies):
        self.agent, self.spec, self.state, self.replies = agent, spec, state, replies

    def run(self) -> None:
        try:
            player = self.state.current_player
            action = self.agent.choose(self.state.clone())
            hint = explain(self.spec, self.state, player, action, getattr(self.agent, "last_ranking", ()))
        except Exception as error:  # reported on the UI thread, never swallowed
            self.replies.fail(-1, f"{type(error).__name__}: {error}")
            return
        finally:
            self.agent = self.state = None  # nothing of a finished search outlives it
        self.replies.choose(-1, hint)


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
        self._hint_generation = None
        self._hint_callback = None
        self._agents: dict[int, object] = {}  # seat -> the agent playing it at its current level
        self._agent_levels: dict[int, str] = {}
        for i, seat in enumerate(match.seats):
            if seat.level is not None:
                self._agent_for(i)
        self.session = None  # a net.host.HostSession when this table hosts friends (attach_room)
        self.started = True  # False while a hosted table waits in its waiting room (hold_start)
        self._pending_remote: tuple[int, int, Action] | None = None  # (version, seat, action) awaiting the board
        self._taken_back: int | None = None  # the friend's seat whose take-back the table shows now
        self._thinking_started = 0.0
        self._curtain_for: int | None = None
        self._last_viewer: int | None = None
        self.last_error: str = ""
        self.save_lock = None  # the match's MatchLock while this table has it open (main window sets it)
        self.closed = False
        self._prompt_parts: tuple[str, dict] = ("", {})
        # Pacing: with a table that animates (its scene has motion_finished, which the page
        # forwards to board_settled), what follows an action waits until the pieces landed.
        self.paced = False
        self._awaiting_board = False
        self._settle_guard = QTimer(self)
        self._settle_guard.setSingleShot(True)
        self._settle_guard.setInterval(3000)  # motions last 250-400 ms
        self._settle_guard.timeout.connect(self.board_settled)
        self._hand_over()

    def _agent_for(self, seat: int):
        level = self.match.seats[seat].level
        if self._agent_levels.get(seat) != level:
            self._agents[seat] = make_agent(level, self.match.spec,
                                            random.Random(self.match.seed * 7919 + seat).randrange(2**31))
            self._agent_levels[seat] = level
        return self._agents[seat]

    # --------------------------------------------------------------- who sees what
    @property
    def state(self):
        return self.match.state

    @property
    def humans(self) -> list[int]:
        """The seats a person plays here now (a person's seat the computer holds is not one)."""
        return [i for i, s in enumerate(self.match.seats) if self._person_here(s)]

    @staticmethod
    def _person_here(seat) -> bool:
        return seat.is_human and seat.hold is None

    @property
    def viewer(self) -> int | None:
        """Whose hand the table shows: the human on turn (after the curtain), else the last one."""
        humans = self.humans
        if len(humans) == 1:
            return humans[0]
        if self._curtain_for is not None:
            return None
        return self._last_viewer

    @property
    def can_act(self) -> bool:
        current = self.state.current_player
        return (current is not None and not self.state.is_over and self._person_here(self.match.seats[current])
                and self._curtain_for is None and not self.closed and self.started)

    def _needs_curtain(self, seat: int) -> bool:
        """A hand-over is needed when the table would show this human something the human who saw
        it last (or, before anyone saw it, any other human) must not see: generic over every
        game, from the model's own view_for()."""
        others = [h for h in self.humans if h != seat]
        if not others:
            return False
        watchers = [self._last_viewer] if self._last_viewer is not None else others
        view = self.state.view_for(seat)
        return any(reveals(view, self.state.view_for(w)) for w in watchers)

    def _hand_over(self) -> None:
        """Decide, as soon as the model changed, whose view the table may show next: the board
        must never sync with a hand its watcher should not see, even for one frame."""
        state = self.state
        current = state.current_player
        if state.is_over or current is None or not self._person_here(self.match.seats[current]):
            return
        if self._curtain_for is not None or current == self._last_viewer:
            return
        if self._needs_curtain(current):
            self._curtain_for = current
        else:
            self._last_viewer = current

    # --------------------------------------------------------------- the status line
    def _prompt(self, template: str, **params) -> None:
        """The standing instruction (kept, re-translated on a language switch, shown again when a
        passing message such as a refused drop's reason no longer applies)."""
        self._prompt_parts = (template, params)
        self.status.emit(self.prompt_text())

    def prompt_text(self) -> str:
        template, params = self._prompt_parts
        text = fill(QCoreApplication.translate("GameController", template), **params) if template else " "
        if self.session is not None and getattr(self.session, "link_up", True) is False:
            # a hosting table whose broker link is down: friends' moves wait until it is back
            text = f"{text} {QCoreApplication.translate('GameController', LINK_DOWN)}"
        return text

    def retranslate(self) -> None:
        self.status.emit(self.prompt_text())

    # --------------------------------------------------------------- flow
    def hold_start(self) -> None:
        """Nobody moves until start(): a hosted table waits for its friends first."""
        self.started = False

    def start(self) -> None:
        """Begin or resume: show the curtain or prompt, or let a computer seat move. A game that
        was already over when opened only says so (its score sheet is not pushed again)."""
        self.started = True
        self._advance(announce=False)

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
        self._taken_back = None
        self._hand_over()
        self.autosave()
        if self.session is not None:  # every seat on another computer sees the new table at once
            self.session.publish_views()
        self._awaiting_board = self.paced
        if self.paced:  # never stalls a game should a table fail to announce its landing
            self._settle_guard.start()
        self.changed.emit()
        if not self.paced:
            self._advance()
        return True

    def board_settled(self) -> None:
        """The table finished moving its pieces (the scene's motion_finished): only now the next
        seat's turn is announced and a computer seat starts thinking."""
        if self._awaiting_board:
            self._awaiting_board = False
            self._settle_guard.stop()
            self._advance()

    def _advance(self, announce: bool = True) -> None:
        if self.closed:
            return
        state = self.state
        if state.is_over:
            self.thinking.emit(-1)
            template, params = game_over_parts(self.match)
            self._prompt(template, **params)
            if announce:
                self.finished.emit()
            return
        current = state.current_player
        seat = self.match.seats[current]
        if seat.is_remote and seat.hold is None:
            self.thinking.emit(-1)
            pending, self._pending_remote = self._pending_remote, None
            if pending is not None and pending[0] == self.match.version and pending[1] == current:
                self._apply(pending[2])  # it arrived while the board was still moving
                return
            if self._taken_back == current:
                self._prompt("{name} took back a move.", name=seat.name)
            else:
                self._prompt("Waiting for {name} (on another computer)…", name=seat.name)
            return
        if self._person_here(seat):
            self.thinking.emit(-1)
            if self._curtain_for is not None:
                self._prompt("Pass the computer to {name}.", name=self.match.seats[self._curtain_for].name)
                self.curtain.emit(self.match.seats[self._curtain_for].name)
                return
            self._prompt("{name}, your turn.", name=seat.name)
            return
        self._think(current)

    def dismiss_curtain(self) -> None:
        if self._curtain_for is None:
            return
        self._last_viewer = self._curtain_for
        self._curtain_for = None
        self.curtain.emit("")
        self.changed.emit()
        self._prompt("{name}, your turn.", name=self.match.seats[self._last_viewer].name)

    def _think(self, seat: int) -> None:
        self._generation += 1
        self._thinking_started = time.monotonic()
        self.thinking.emit(seat)
        self._prompt("{name} is thinking…", name=self.match.seats[seat].name)
        task = _AgentTask(self._agent_for(seat), self.state.clone(), self._generation,
                          _Replies(self._on_agent_chosen, self._on_agent_failed))
        think_in_pool(task)

    def _on_agent_chosen(self, generation: int, action) -> None:
        if generation != self._generation or self.closed:
            return  # cancelled (undo, close, new game) while thinking
        waited = (time.monotonic() - self._thinking_started) * 1000
        delay = max(0, int(self.ai_pause_ms - waited))
        QTimer.singleShot(delay, lambda: self._play_agent_move(generation, action))

    def _play_agent_move(self, generation: int, action) -> None:
        if generation != self._generation or self.closed:
            return
        current = self.state.current_player
        if current is None or self.match.seats[current].level is None:
            return  # the seat was given back to its player meanwhile
        self._apply(action)

    # --------------------------------------------------------------- friends on other computers
    def attach_room(self, session) -> None:
        """Host a room: `session` (net.host.HostSession) hands each remote seat's checked action
        to `apply_remote`, so it is applied, autosaved, animated and paced like a local move."""
        self.session = session
        session.on_applied = self.apply_remote
        session.on_undo = self.undo_remote
        session.on_hint = self.hint_remote

    def apply_remote(self, seat: int, action: Action) -> None:
        """An action from a friend's computer, already checked by the session (its seat, the
        current version, a legal action). Raises IllegalMove when this table takes no move from
        that seat now (not started, closed, held by a computer): the session drops it and sends
        the seat its current view."""
        seat_now = self.match.seats[seat] if 0 <= seat < len(self.match.seats) else None
        if (self.closed or not self.started or seat_now is None or not seat_now.is_remote
                or seat_now.hold is not None or self.state.current_player != seat):
            raise IllegalMove("not_now", QT_TRANSLATE_NOOP("GameController", "This seat cannot move now."))
        if self._awaiting_board:  # the last move is still landing: this one follows it, paced
            self._pending_remote = (self.match.version, seat, action)
            return
        if not self._apply(action):
            raise IllegalMove("refused", self.last_error or "refused")

    def invite_again(self, again: Match) -> None:
        """Play again at a hosted table: the new match's room is made now (rooms.open_room keeps
        it, so the table that opens `again` reopens it with the same codes) and each friend's
        finished table is sent its seat's code to it, inside its own channel."""
        remote = [i for i, seat in enumerate(again.seats) if seat.is_remote]
        if self.session is None or not self.state.is_over or not remote:
            return
        from desktop_app.net import rooms

        from .online.online_settings import read_choice

        choice = read_choice()
        room = rooms.open_room(again.match_id, remote, choice.broker_url(), choice.embedded)
        self.session.invite_again({seat: room.code(seat) for seat in remote})

    def set_hold(self, seat: int, level: str | None) -> None:
        """Let a computer level hold a person's seat (a friend on another computer until they
        arrive, or a player here who had to leave) until it is given back (None)."""
        from dataclasses import replace

        current = self.match.seats[seat]
        if not (current.is_remote or current.is_human) or current.hold == level:
            return
        self.match.seats[seat] = replace(current, hold=level)
        if current.is_human and self._curtain_for == seat and level is not None:
            self._curtain_for = None  # nobody to hand the computer to: the computer plays it
            self.curtain.emit("")
        self._hand_over()  # a seat given back to a person here may need the curtain first
        thinking_here = self.state.current_player == seat and not self.state.is_over
        if thinking_here:
            self._generation += 1  # a search under way for the old holder is ignored
            self._cancel_thinking()
            self._agents.pop(seat, None)  # a later holder gets its own agent, never the cancelled one's thread
            self._agent_levels.pop(seat, None)
        self.autosave()
        self.changed.emit()
        if self.started and thinking_here and not self._awaiting_board:
            self._advance()

    def presence_changed(self, seat: int, presence: str) -> None:
        """A friend arrived: a computer holding the seat gives it back at once."""
        clock_holds = getattr(self.session, "clock_holds", None)  # the turn clock's: until the friend acts again
        if presence == "online" and self.match.seats[seat].is_remote and self.match.seats[seat].hold is not None \
                and not (clock_holds is not None and clock_holds(seat)):
            self.set_hold(seat, None)

    def _on_agent_failed(self, generation: int, message: str) -> None:
        if generation == self._generation:
            self.last_error = message
            self.status.emit(fill(QCoreApplication.translate("GameController", "A computer player failed: {error}"), error=message))

    def hint_remote(self, seat: int, base: int) -> None:
        """A friend's Hint (the session checked the seat, its turn and that hints are on): the
        strongest agent thinks off the UI thread on a table that agrees with what that seat sees
        (its hidden parts dealt at random: the hint knows no more than the friend), and the
        session sends the move in the friend's view."""
        from desktop_app.engine.agents import AGENTS

        if self.closed or self.session is None:
            return
        level = "hard" if "hard" in AGENTS else "greedy"
        agent = make_agent(level, self.match.spec, random.randrange(2**31))
        table = self.state.determinize(seat, random.Random())
        think_in_pool(_AgentTask(agent, table, base * 8 + seat, _Replies(self._on_remote_hint, self._on_remote_hint_failed)))

    def _on_remote_hint(self, key: int, action) -> None:
        if self.session is not None and not self.closed:
            self.session.send_hint(key % 8, key // 8, action)

    def _on_remote_hint_failed(self, _key: int, message: str) -> None:
        log.warning("a friend's hint failed: %s", message)

    def request_hint(self, callback) -> None:
        """Ask the strongest agent for a move for the human on turn, thinking off the UI thread;
        callback(hint) runs on the UI thread with an engine.hints.Hint (the move, why, and
        whether another is almost as good); never, if the table moved on meanwhile."""
        from desktop_app.engine.agents import AGENTS

        if self.session is not None and not getattr(self.session, "hints", True):
            self.status.emit(fill(QCoreApplication.translate("GameController", "Hints are off in this game.")))
            return

        level = "hard" if "hard" in AGENTS else "greedy"
        agent = make_agent(level, self.match.spec, random.randrange(2**31))
        self._hint_agent = agent
        self._hint_generation = (self._generation, len(self.match.log))
        self._hint_callback = callback
        think_in_pool(_HintTask(agent, self.match.spec, self.state.clone(), _Replies(self._on_hint)))

    def _on_hint(self, _generation: int, hint) -> None:
        if self.closed or self._hint_generation != (self._generation, len(self.match.log)):
            return
        self.status.emit(fill(QCoreApplication.translate("GameController", "Hint ready.")))
        self._hint_callback(hint)

    # --------------------------------------------------------------- undo, saves, close
    def can_undo(self) -> bool:
        # Hosting too: a take-back is a new version (Match.version only grows), so friends'
        # computers show the table before the move like any newer view.
        return self.can_act and self.match.undoable() > 0

    def undo(self) -> None:
        if not self.can_undo():
            self.status.emit(fill(QCoreApplication.translate("GameController", "Nothing of this turn can be taken back.")))
            return
        self._take_back()
        self._prompt("Taken back.")

    def _take_back(self) -> None:
        self._generation += 1
        self._cancel_thinking()
        self._pending_remote = None  # a move queued for the old table no longer applies
        self.match.undo()
        self.autosave()
        if self.session is not None:  # every seat on another computer sees the table before the move
            self.session.publish_views()
        self.changed.emit()

    def undo_remote(self, seat: int) -> None:
        """A friend on another computer takes back its own last action of this turn, already
        checked by the session (its seat, the current version, something to take back). Raises
        IllegalMove when this table takes nothing back from that seat now."""
        seat_now = self.match.seats[seat] if 0 <= seat < len(self.match.seats) else None
        if (self.closed or not self.started or seat_now is None or not seat_now.is_remote
                or seat_now.hold is not None or self.state.current_player != seat or not self.match.undoable()):
            raise IllegalMove("not_now", QT_TRANSLATE_NOOP("GameController", "This seat cannot take back now."))
        self._take_back()
        self._taken_back = seat  # the standing prompt says so until the seat moves again
        self._prompt("{name} took back a move.", name=seat_now.name)

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
        self.session = None  # publishes nothing more from here (the table page closes the link)
        self.thinking.emit(-1)
