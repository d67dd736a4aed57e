"""A remote seat's table: the game's own scene over a stand-in state built from the host's view.

`RemoteConnection` joins a room (the broker link through QtTransport, a ClientSession) and waits
for the seat's first view; `RemoteController` then offers the scene what GameController offers
(state, viewer, can_act, try_action, reason_for, match...). Nothing is applied here: an action is
checked against the host's legal list at once (the reason shown from a clone of the stand-in), sent,
and the table moves only when the host's next view arrives. Each game's `games/<id>/remote.py`
`state_from_view(view, seat, options)` builds the stand-in."""
from __future__ import annotations

import importlib
import logging
import re
import time
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal

from desktop_app.engine.game import ActionRecord, IllegalMove, Seat, freeze, legal_action
from desktop_app.engine.hints import Hint
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.games import REGISTRY

from ..controller import game_over_parts
from ..i18n import fill, record_text, translate_error

log = logging.getLogger("tarsas.ui.remote")

CONTEXT = "RemoteController"
_NOOP = (
    QT_TRANSLATE_NOOP("RemoteController", "Waiting for {name}…"),
    QT_TRANSLATE_NOOP("RemoteController", "{name}, your turn."),
    QT_TRANSLATE_NOOP("RemoteController", "Sent. Waiting for the host…"),
    QT_TRANSLATE_NOOP("RemoteController", "The host did not accept this move."),
    QT_TRANSLATE_NOOP("RemoteController", "The host is away: the table waits until they are back."),
    QT_TRANSLATE_NOOP("RemoteController", "The connection is lost; trying again…"),
    QT_TRANSLATE_NOOP("RemoteController", "Game over. Winner: {names}."),
    QT_TRANSLATE_NOOP("RemoteController", "Game over. Shared win: {names}."),
    QT_TRANSLATE_NOOP("RemoteController", "chose in secret"),
    QT_TRANSLATE_NOOP("RemoteController", "The host turned hints off for this game."),
    QT_TRANSLATE_NOOP("RemoteController", "Asking the host for a hint…"),
    QT_TRANSLATE_NOOP("RemoteController", "Taking back… waiting for the host."),
    QT_TRANSLATE_NOOP("RemoteController", "The host did not take it back."),
    QT_TRANSLATE_NOOP("RemoteController", "Taken back."),
    QT_TRANSLATE_NOOP("RemoteController", "{name} took back a move."),
    QT_TRANSLATE_NOOP("RemoteController", "{name} starts a new game with you: “Join the next game” on the score sheet."),
    QT_TRANSLATE_NOOP("RemoteController", "The host has not answered yet… still trying. You may make another move, "
                                          "or go back to the shelf and come back later."),
    QT_TRANSLATE_NOOP("RemoteController", "This seat is now open on another computer: it is played there."),
)
_COLOUR = re.compile(r"^#[0-9a-fA-F]{6}$")
FALLBACK_COLOURS = ["#d35400", "#16a085", "#8e44ad", "#2c3e50", "#c0392b", "#7f8c8d"]
COMPUTER_LEVELS = {"random", "greedy", "hard", "expert", "uniform", "gentle"}
ELSEWHERE = "elsewhere"  # the kind of every other person's seat on a joined table


def t(text: str, **params) -> str:
    return fill(QCoreApplication.translate(CONTEXT, text), **params)


class BadView(ValueError):
    """An authentic view this app cannot show (another game version, a malformed field)."""


class RemoteState:
    """The stand-in state with the host's legal actions: `legal_actions()` is the host's list
    (tuples), everything else is the stand-in's own (the scene renders it unchanged)."""

    def __init__(self, stand_in, legal):
        self.__dict__["stand_in"] = stand_in
        self.__dict__["_legal"] = [freeze(a) for a in legal or []]

    def legal_actions(self) -> list:
        return list(self._legal)

    def __getattr__(self, name):
        return getattr(self.__dict__["stand_in"], name)

    def __setattr__(self, name, value):
        setattr(self.stand_in, name, value)


@dataclass
class RemoteMatch:
    """What the table and the scenes read of a match, rebuilt from views (no seed, no undo)."""

    spec: object
    seats: list[Seat]
    options: dict
    state: RemoteState
    log: list[ActionRecord] = field(default_factory=list)
    seed: int = 0
    match_id: str = ""
    name: str = ""
    created: float = field(default_factory=time.time)
    record: object = None  # the finished game's checked record (an engine Match), once over
    next_code: str | None = None  # the host's next game with the same friends (this seat's code)

    @property
    def current_seat(self) -> Seat | None:
        player = self.state.current_player
        return None if player is None else self.seats[player]


def stand_in_for(game_id: str, view: dict, seat: int, options: dict | None):
    """The game's stand-in state for this view (desktop_app.games.<id>.remote.state_from_view)."""
    module = importlib.import_module(f"desktop_app.games.{game_id}.remote")
    return module.state_from_view(view, seat, options)


def check_body(body: dict, seat: int) -> None:
    """The fields a table needs, of the right kinds (a host of another version may differ)."""
    if body.get("game") not in REGISTRY:
        raise BadView("unknown game")
    seats = body.get("seats")
    if not isinstance(seats, list) or not all(isinstance(n, str) for n in seats) or not seat < len(seats) <= 6:
        raise BadView("bad seats")
    if not isinstance(body.get("view"), dict) or not isinstance(body.get("log", []), list):
        raise BadView("bad view")
    legal = body.get("legal")
    if legal is not None and not isinstance(legal, list):
        raise BadView("bad legal actions")


class RemoteConnection(QObject):
    """The link to one room as one seat: the transport (through QtTransport, so every callback
    runs on the UI thread) and the ClientSession. Emits `view` for each newer view, `failed` once
    when no view came within `timeout_ms` (the code's room is unknown, finished long ago, or the
    broker cannot be reached), `link` when the broker connection goes up or down."""

    view = Signal(dict)
    record = Signal()  # the finished game's record arrived (the session holds it)
    failed = Signal(str)
    link = Signal(bool)
    taken_over = Signal()  # the seat was opened on another computer: this link closed for good
    tick = Signal()  # the session's tick ran (a pending move may now count as not answered)

    TICK_MS = 200  # how often the session re-sends a pending move when due

    def __init__(self, invite, transport_factory=None, timeout_ms: int = 12000, parent=None):
        super().__init__(parent)
        from desktop_app.net.client import ClientSession

        from .net_bridge import QtTransport

        self.invite = invite
        raw = (transport_factory or mqtt_transport)(invite)
        self.raw_transport = raw
        self.transport = QtTransport(raw, self)
        self.transport.connection_changed.connect(self._linked)
        self.ever_linked = self.transport.up
        self.session = ClientSession(invite, self.transport, on_view=self.view.emit)
        self.session.on_record = self.record.emit
        self.closed = False
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(timeout_ms)
        self._timer.timeout.connect(self._timed_out)
        self.view.connect(lambda _body: self._timer.stop())
        self.session.on_taken_over = self._taken_over
        self._ticker = QTimer(self)
        self._ticker.setInterval(self.TICK_MS)
        self._ticker.timeout.connect(self._tick)

    def start(self) -> None:
        self.session.start()
        self._timer.start()
        self._ticker.start()

    def _tick(self) -> None:
        if not self.closed:
            if not self.ever_linked and self._timer.isActive() and getattr(self.raw_transport, "refused", None):
                self._timer.stop()  # the broker will not take this code's login: said at once, not after the wait
                self.failed.emit(fill(QCoreApplication.translate(
                    "RemoteConnection", "The game's server at {broker} refused this code's login: the game may have "
                    "been removed from it. Ask whoever sent you the code."), broker=self.invite.broker))
                return
            self.session.tick()
            self.tick.emit()

    def _taken_over(self) -> None:
        """A newer opening of this code plays the seat: no bye (it is not leaving), no more
        reconnecting (two copies must not fight over the seat)."""
        self.close(say_bye=False)
        self.taken_over.emit()

    def _linked(self, up: bool) -> None:
        self.ever_linked = self.ever_linked or up
        self.session.on_link(up)  # back: hello (the first one may have gone before the link was up)
        self.link.emit(up)

    def _timed_out(self) -> None:
        if self.closed or self.session.body is not None:
            return
        if not self.ever_linked:
            self.failed.emit(fill(QCoreApplication.translate("RemoteConnection", "Cannot reach the game's server at {broker}."),
                                  broker=self.invite.broker))
        else:
            self.failed.emit(QCoreApplication.translate("RemoteConnection", "No game answers this code."))

    def close(self, say_bye: bool = True) -> None:
        """Say bye (the host shows this seat away) and close the link cleanly."""
        if self.closed:
            return
        self.closed = True
        self._timer.stop()
        self._ticker.stop()
        if say_bye:
            self.session.leave()
        self.transport.close()


def mqtt_transport(invite):
    from desktop_app.net.client import opening_client_id
    from desktop_app.net.mqtt import MqttTransport

    from desktop_app.net import topics

    from desktop_app.net.broker_auth import seat_login

    # the seat's last will: the host shows it "away" when this link dies without a goodbye; a client
    # id of its own per opening, so two copies of one code never knock each other off the broker;
    # the seat's own broker login, from its code (a locked broker admits only code holders)
    return MqttTransport(invite.broker, opening_client_id(invite), *seat_login(invite),
                         presence=topics.presence(invite.room_hex, invite.seat),
                         fallbacks=invite.fallback_brokers())  # the host's name, if its address changed


class RemoteController(QObject):
    changed = Signal()
    status = Signal(str)
    thinking = Signal(int)
    curtain = Signal(str)   # never shown: one seat, one screen
    finished = Signal()
    save_failed = Signal(str)
    saved = Signal()
    presence_changed = Signal()
    turn_arrived = Signal()  # it has just become this seat's turn (the window may notify)
    joined_saved = Signal()  # the shelf's entry for this game was updated

    remote = True

    def __init__(self, connection: RemoteConnection, body: dict, joined_store=None, code: str = "", parent=None,
                 saves=None):
        super().__init__(parent)
        self.saves = saves  # the SaveStore a finished game's record is kept in (statistics, saves list)
        self.connection = connection
        self.session = connection.session
        self.seat = connection.invite.seat
        self.joined_store = joined_store
        self._kept_name = ""  # the finished game's record file in `saves`, once kept
        self.code = code or connection.invite.code()
        self.thumbnail_source = None
        self.save_lock = None
        self.closed = False
        self.last_error = ""
        self.paced = False
        self.link_up = True
        self._awaiting_board = False
        self._sent_at: int | None = None  # the version our last action (or take-back) was based on
        self._sent_undo = False  # what we sent was a take-back
        self._refused_now = False  # the view arriving names our pending message refused
        self._said_not_answered = False  # "The host has not answered yet…" is shown for this move
        self.taken_over = False  # the seat is played on another computer now
        self._taken_back: int | None = None  # the seat whose take-back the table shows now
        self._prompt_parts: tuple[str, dict] = ("", {})
        self._records: dict[int, tuple[list, ActionRecord]] = {}  # index -> (the line as kept, its record)
        self.body: dict = {}
        self.match = self._build(body)  # BadView propagates: the caller says the code failed
        self.body = body
        self._remember(body)
        self._take_record(body)
        self._take_next(body)
        self._settle_guard = QTimer(self)
        self._settle_guard.setSingleShot(True)
        self._settle_guard.setInterval(3000)
        self._settle_guard.timeout.connect(self.board_settled)
        connection.view.connect(self._on_view)
        connection.link.connect(self._on_link)
        self.session.on_presence = self._on_host_presence  # the host's last will arrived (or was cleared)
        connection.record.connect(self._on_record)
        connection.tick.connect(self._on_tick)
        connection.taken_over.connect(self._on_taken_over)
        self.session.on_refused = self._on_refused

    # --------------------------------------------------------------- building from a view
    def _build(self, body: dict) -> RemoteMatch:
        check_body(body, self.seat)
        game = body["game"]
        spec = REGISTRY[game]
        if getattr(self, "match", None) is not None and game != self.match.spec.id:
            raise BadView("the game changed")
        options = body.get("options") if isinstance(body.get("options"), dict) else None
        try:
            stand_in = stand_in_for(game, body["view"], self.seat, options)
        except (ImportError, AttributeError) as error:
            raise BadView(f"this version cannot show {game} online ({type(error).__name__})") from error
        except Exception as error:  # noqa: BLE001  a view this version cannot rebuild: dropped
            raise BadView(f"the view does not fit ({type(error).__name__}: {error})"[:200]) from error
        state = RemoteState(stand_in, body.get("legal") if body.get("turn") == self.seat else None)
        seats = self._seats(body)
        records = self._log(body, spec.id)
        match = RemoteMatch(spec, seats, options or {}, state, records, match_id=self.connection.invite.room_hex)
        return match

    def _seats(self, body: dict) -> list[Seat]:
        names = body["seats"]
        colours = body.get("colours") if isinstance(body.get("colours"), list) else []
        agents = body.get("agents") if isinstance(body.get("agents"), list) else []
        seats = []
        for i, name in enumerate(names):
            colour = colours[i] if i < len(colours) and isinstance(colours[i], str) and _COLOUR.match(colours[i]) \
                else FALLBACK_COLOURS[i]
            agent = agents[i] if i < len(agents) else ELSEWHERE
            # Only this seat plays here; the others' moves arrive from afar and travel on the table.
            # Not "remote": on this computer nobody hosts them (a table hosts its "remote" seats).
            kind = "human" if i == self.seat else agent if agent in COMPUTER_LEVELS else ELSEWHERE
            seats.append(Seat(name[:60], colour, kind))
        return seats

    def _log(self, body: dict, game_id: str) -> list[ActionRecord]:
        """The log as far as this seat knows it: every line its session kept from the views (a
        view carries only the lines the seat lacks), each with its action when this seat may read
        it. A line is read into a record once, and again only when a view brought it anew."""
        hidden = t("chose in secret")
        records = {}
        for index, line in self.session.log.lines.items():
            kept = self._records.get(index)
            if kept is not None and kept[0] is line:
                records[index] = kept
                continue
            if not 0 <= line[1] < len(body["seats"]):
                continue
            player, text = line[1], line[2]
            action = freeze(line[3]) if len(line) > 3 and isinstance(line[3], list) and line[3] else None
            parts = line[4] if len(line) > 4 else None
            parts = (parts[0], parts[1]) if (isinstance(parts, list) and len(parts) == 2 and isinstance(parts[0], str)
                                             and isinstance(parts[1], dict)) else None
            # A secret choice's action stays with the host until the reveal; its words are public
            # (an older host sent none: then the line says only that a choice was made).
            notes = line[5] if len(line) > 5 and isinstance(line[5], list) else []
            notes = tuple((n[0], n[1]) for n in notes if isinstance(n, list) and len(n) == 2
                          and isinstance(n[0], str) and isinstance(n[1], dict))
            record = ActionRecord(player, action if action is not None else ("hidden",), 0, 0,
                                  text or hidden, parts if text or action is not None else None, notes)
            try:
                record_text(record, game_id)
            except Exception:  # noqa: BLE001  a template this version cannot fill: its plain text
                record.parts, record.notes = None, ()
            records[index] = (line, record)
        self._records = records
        return [records[index][1] for index in sorted(records)]

    def _remember(self, body: dict) -> None:
        if self.joined_store is None:
            return
        try:
            self.joined_store.remember(self.code, body, kept=self._kept_name)
        except (OSError, ValueError) as error:
            log.warning("could not remember the joined game: %s", error)
            return
        self.joined_saved.emit()

    def _on_view(self, body: dict) -> None:
        if self.closed:
            return
        before = self.body
        try:
            match = self._build(body)
        except BadView as error:
            self.session.dropped.append(str(error))
            log.warning("dropped a view: %s", error)
            return
        refused, self._refused_now = self._refused_now, False
        moved = body.get("version") != before.get("version")
        if moved:  # who took back a move, when this view is the table before it (None: nobody)
            undos, seen = body.get("undos"), before.get("undos", 0)
            self._taken_back = (body.get("turn") if type(undos) is int and type(seen) is int and undos > seen
                                and type(body.get("turn")) is int else None)
        self.match.state, self.match.seats, self.match.log = match.state, match.seats, match.log
        self.match.options = match.options
        self.body = body
        # a record taken after the score sheet came up: the sheet comes back with graph and Review
        late_record = self._take_record(body) and getattr(self, "_announced_over", False)
        offered = self._take_next(body)
        undo_refused = refused and self._sent_undo
        if self.session.pending is None:  # answered (taken, refused or overtaken)
            self._sent_at, self._sent_undo, self._said_not_answered = None, False, False
        self._remember(body)
        if moved:
            was_mine = before.get("turn") == self.seat and not before.get("over")
            if self.my_turn and not was_mine:
                self.turn_arrived.emit()
        self.presence_changed.emit()
        if (offered or late_record) and not moved:  # the host plays again (or the record came): the sheet comes back
            self._advance(announce=False)
            self.finished.emit()
            return
        if not moved:  # the same table (presence, or a refusal): no re-sync under a held piece or a click
            if refused:
                self.changed.emit()  # the table as it stands (what the scene began for the move is undone)
                self.status.emit(t("The host did not take it back." if undo_refused else "The host did not accept this move."))
            else:
                self._advance(announce=False)
                self._take_hint(body)
            return
        self._hint_wanted = None  # the table moved on: a hint asked for the old one is no use
        self._awaiting_board = self.paced
        if self.paced:
            self._settle_guard.start()
        self.changed.emit()
        if not self.paced:
            self._advance(announce=not before.get("over"))

    def _on_refused(self, _body: dict) -> None:
        self._refused_now = True  # the session calls this just before the view that says so

    def _on_tick(self) -> None:
        """A pending move the host has not answered for a while: say so, once, and let the player
        act again (another move replaces it) or leave."""
        if self.closed or self._sent_at is None or self._said_not_answered or not self.session.not_answered:
            return
        self._said_not_answered = True
        self.status.emit(t("The host has not answered yet… still trying. You may make another move, "
                           "or go back to the shelf and come back later."))
        self.changed.emit()  # the table offers its moves again

    def _on_taken_over(self) -> None:
        self.taken_over = True
        self._sent_at = None
        self.presence_changed.emit()
        self._prompt("This seat is now open on another computer: it is played there.")
        self.changed.emit()

    def _take_record(self, body: dict) -> bool:
        """Once the game is over the host sends its whole record, once, on this seat's record topic
        (the final view names it by its digest): the session takes it only when both are here, the
        digest matches and it checks as a save file is and against this very view (a record that
        fails is dropped and logged, nothing changes). It gives the score sheet its graph and
        Review, and is kept in this computer's saves. Whether it was taken now."""
        from desktop_app.net.client import as_seen_from

        if self.match.record is not None or body.get("over") is not True:
            return False
        match = self.session.take_record(body)
        if match is None:
            return False  # not both here yet, or refused (the session logged why)
        record = as_seen_from(match, self.seat)
        self.match.record = record
        self._keep(record)
        return True

    def _on_record(self) -> None:
        """The record came after the final view: taken now, and a score sheet already shown
        comes back with its graph and Review."""
        if self.closed or not self._take_record(self.body):
            return
        if getattr(self, "_announced_over", False):
            self.finished.emit()

    @property
    def next_code(self) -> str | None:
        return self.match.next_code

    def _take_next(self, body: dict) -> bool:
        """Whether this view newly offers the host's next game (an invite code for this seat)."""
        from desktop_app.net.codes import BadInvite, parse

        code = body.get("next")
        if body.get("over") is not True or code is None or code == self.match.next_code:
            return False
        try:
            parse(code)
        except BadInvite as error:
            self.session.dropped.append(f"bad next game code: {error}"[:120])
            log.warning("dropped the next game's code: %s", error)
            return False
        self.match.next_code = code
        return True

    def record_path(self, record):
        """Where this computer keeps a finished joined game: its own file per host match and seat
        (never the host's autosave name, should both play on one computer)."""
        return self.saves.folder / f"joined-{record.spec.id}-{record.match_id}-{self.seat}.json"

    def _keep(self, record) -> None:
        if self.saves is None:
            return
        try:
            path = self.record_path(record)
            if path.exists():
                self._kept_name = path.name
                return  # kept when the game ended (this is the finished table opened again)
            thumbnail = self.thumbnail_source() if self.thumbnail_source else ""
            self.saves.save(record, path, thumbnail)
        except (OSError, ValueError) as error:
            log.warning("could not keep the finished game: %s", error)
            self.save_failed.emit(getattr(error, "strerror", None) or str(error) or type(error).__name__)
            return
        self._kept_name = path.name  # the shelf lists the kept game instead of the joined line
        self.saved.emit()

    def _host_name(self) -> str:
        agents = self.body.get("agents") if isinstance(self.body.get("agents"), list) else []
        hosts = [seat.name for i, seat in enumerate(self.match.seats) if i != self.seat and i < len(agents)
                 and agents[i] == "human"]
        return hosts[0] if hosts else ""

    def _on_host_presence(self) -> None:
        self.presence_changed.emit()
        if not self.closed:
            self._advance(announce=False)

    def _on_link(self, up: bool) -> None:
        self.link_up = up
        self.presence_changed.emit()
        if self.closed:
            return
        if not up:
            self.status.emit(t("The connection is lost; trying again…"))
        else:  # the session said hello (RemoteConnection): the table of now comes
            self._advance(announce=False)

    # --------------------------------------------------------------- what the scene reads
    @property
    def state(self) -> RemoteState:
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    @property
    def viewer(self) -> int:
        return self.seat

    @property
    def my_turn(self) -> bool:
        return bool(self.body.get("turn") == self.seat and not self.body.get("over")
                    and self.state.current_player == self.seat and self.state.legal_actions())

    @property
    def can_act(self) -> bool:
        return self.my_turn and not self.closed and not self.taken_over and (
            self._sent_at is None or self.session.not_answered)

    @property
    def host_away(self) -> bool:
        return self.body.get("host") == "away" or self.session.host_away or not self.link_up

    def presence_texts(self) -> dict[int, str]:
        """Beside each seat's name: you, the host (here or away), a friend online or away.
        Computer seats keep their level."""
        presence = self.body.get("presence") if isinstance(self.body.get("presence"), dict) else {}
        agents = self.body.get("agents") if isinstance(self.body.get("agents"), list) else []
        texts = {}
        for i, seat in enumerate(self.match.seats):
            if i == self.seat:
                texts[i] = QCoreApplication.translate("RemoteController", "you")
            elif str(i) in presence:
                texts[i] = (QCoreApplication.translate("RemoteController", "online") if presence[str(i)] == "online"
                            and self.link_up else QCoreApplication.translate("RemoteController", "away"))
            elif seat.agent == ELSEWHERE and (i >= len(agents) or agents[i] == "human"):  # at the host's computer
                texts[i] = (QCoreApplication.translate("RemoteController", "host away") if self.host_away
                            else QCoreApplication.translate("RemoteController", "host"))
        return texts

    # --------------------------------------------------------------- status line and flow
    def _prompt(self, template: str, **params) -> None:
        self._prompt_parts = (template, params)
        self.status.emit(self.prompt_text())

    def prompt_text(self) -> str:
        template, params = self._prompt_parts
        text = t(template, **params) if template else " "
        if self.host_away and not self.body.get("over"):
            text = f"{text} {t('The host is away: the table waits until they are back.')}"
        return text

    def retranslate(self) -> None:
        self.status.emit(self.prompt_text())
        self.presence_changed.emit()

    def start(self) -> None:
        self._advance(announce=False)

    def board_settled(self) -> None:
        if self._awaiting_board:
            self._awaiting_board = False
            self._settle_guard.stop()
            self._advance(announce=not self.closed)

    def _advance(self, announce: bool = True) -> None:
        if self.closed or self.taken_over:
            return
        state = self.state
        if self.body.get("over") or state.is_over:
            self.thinking.emit(-1)
            if self.match.next_code:
                self._prompt("{name} starts a new game with you: “Join the next game” on the score sheet.",
                             name=self._host_name())
            else:
                template, params = game_over_parts(self.match)
                self._prompt(template, **params)
            if announce and not getattr(self, "_announced_over", False):
                self._announced_over = True
                self.finished.emit()
            return
        turn = state.current_player
        taken_back = self._taken_back is not None and self._taken_back == turn
        if turn == self.seat:
            self.thinking.emit(-1)
            if taken_back:
                self._prompt("Taken back.")
            else:
                self._prompt("{name}, your turn.", name=self.match.seats[turn].name)
        else:
            self.thinking.emit(-1 if turn is None else turn)
            name = self.match.seats[turn].name if turn is not None else ""
            self._prompt("{name} took back a move." if taken_back else "Waiting for {name}…", name=name)

    def try_action(self, action) -> bool:
        """Send this seat's action if it is one of the host's legal actions; the table moves when
        the host's next view arrives (never here: the host is the truth)."""
        if self.closed or not self.my_turn or self.taken_over:
            self.status.emit(fill(QCoreApplication.translate("GameController", "Wait: it is not your turn.")))
            return False
        if self._sent_at is not None and not self.session.not_answered:
            self.status.emit(t("Sent. Waiting for the host…"))
            return False
        try:
            found = legal_action(self.state, action)
        except IllegalMove:
            self.status.emit(self.reason_for(action) or "")
            return False
        self._sent_at, self._sent_undo, self._said_not_answered = self.session.version, False, False
        self.session.send_action(found)  # pending (re-sent) until the host answers; it replaces one unanswered
        self.status.emit(t("Sent. Waiting for the host…"))
        return True

    def reason_for(self, action) -> str | None:
        """Why the host would refuse this action (None when it is in the host's list): the game's
        own reason from a clone of the stand-in, else the engine's general one."""
        try:
            legal_action(self.state, action)
            return None
        except IllegalMove as general:
            reason = general
        probe = self.state.stand_in.clone()
        try:
            probe.apply(action)
        except IllegalMove as error:
            reason = error
        except Exception:  # noqa: BLE001  placeholders the rules trip over: the general reason
            pass
        return translate_error(reason, self.match.spec.id)

    # --------------------------------------------------------------- taking back, and what a remote seat cannot do
    def can_undo(self) -> bool:
        """The host's view says how many of this seat's own actions of this turn it may take back."""
        undoable = self.body.get("undoable")
        return self.can_act and type(undoable) is int and undoable > 0

    def undo(self) -> None:
        """Ask the host to take back this seat's last action; the table shows the position before
        it when the host's next view arrives (the host decides, by the same rule as at its table)."""
        if self._sent_at is not None and not self.closed and not self.session.not_answered:
            self.status.emit(t("Sent. Waiting for the host…"))
            return
        if not self.can_undo():
            self.status.emit(fill(QCoreApplication.translate("GameController", "Nothing of this turn can be taken back.")))
            return
        self._sent_at, self._sent_undo, self._said_not_answered = self.session.version, True, False
        self.session.send_undo()
        self.status.emit(t("Taking back… waiting for the host."))

    def request_hint(self, callback) -> None:
        """Hints are the host's choice, for everyone: the host's app thinks the hint out on a table
        that agrees with what this seat sees (net/host.py) and sends it in a copy of this view."""
        if self.body.get("hints") is not True or self.closed or self.taken_over:
            self.status.emit(t("The host turned hints off for this game."))
            callback(None)
            return
        self._hint_wanted = (self.session.version, callback)
        self.session.ask_hint()
        self.status.emit(t("Asking the host for a hint…"))

    def _take_hint(self, body: dict) -> None:
        wanted, hint = getattr(self, "_hint_wanted", None), body.get("hint")
        if wanted is None or not isinstance(hint, dict) or hint.get("base") != wanted[0]:
            return
        self._hint_wanted = None
        try:
            action = legal_action(self.state, freeze(hint.get("action")))
        except (IllegalMove, TypeError):
            return wanted[1](None)
        self.status.emit(fill(QCoreApplication.translate("GameController", "Hint ready.")))
        wanted[1](Hint(action))  # the move only: the host thought it out on this seat's view

    def autosave(self) -> bool:
        return True  # the host saves; the shelf's entry is kept by _remember

    def dismiss_curtain(self) -> None:
        pass

    def close(self) -> None:
        """Say bye and close the link (quitting, or back to the shelf)."""
        if self.closed:
            return
        self.closed = True
        self._settle_guard.stop()
        self.connection.close()
        self.thinking.emit(-1)
