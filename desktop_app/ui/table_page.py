"""The playing page: the game's table (view + scene), the side panel and the status line."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QListWidget, QMenu, QPushButton, QToolButton, QVBoxLayout, QWidget,
)

from desktop_app.engine.agents import AGENTS, LEVEL_LABELS, LEVEL_SHORT
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from desktop_app.table.board_view import BoardView
from desktop_app.table.icons import icon_pixmap
from desktop_app.table.scene import release_table_caches
from .controller import GameController
from .first_turn import maybe_start as start_first_turn_guide
from .i18n import fill, record_text
from .save_banner import SaveBanner
from .rules_viewer import open_rules
from .score_sheet import ScoreSheet
from .progress import state_progress
from .thumbnails import scene_class, source_for as thumbnail_source
from .online.chat_panel import ChatPanel
from .online.clock_label import ClockLabel, log_notes
from .online.clock_choice import chosen_clock
from .online.waiting_room import MARK, WaitingRoom, presence_text


class PlayerRow(QFrame):
    def __init__(self, seat, parent=None):
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 3, 6, 3)
        self.swatch = QLabel()
        self.swatch.setFixedSize(14, 14)
        self.swatch.setStyleSheet(f"background:{seat.colour}; border:1px solid #333; border-radius:7px;")
        self.base_name = seat.name
        self.seat = seat
        self.name = QLabel(seat.name)
        self.name.setTextFormat(Qt.PlainText)  # a name is never markup
        self.kind = QLabel()
        self.kind.setStyleSheet("color:#6b5a45;")
        self.presence = "offline"  # a remote seat's: offline (not joined yet), online, away
        self.score = QLabel("0")
        self.score.setStyleSheet("font-weight:bold;")
        self.marker = QLabel()  # painted hourglass / turn marker: no emoji font needed
        self.marker.setFixedSize(14, 14)
        layout.addWidget(self.swatch)
        layout.addWidget(self.name)
        layout.addWidget(self.marker)
        layout.addStretch(1)
        layout.addWidget(self.kind)
        layout.addWidget(self.score)

        self.retranslate()

    def retranslate(self) -> None:
        seat = self.seat
        level = seat.level
        short = QCoreApplication.translate("agents", LEVEL_SHORT.get(level, level)) if level else ""
        if seat.is_remote:  # where its moves come from, in words (never by colour alone)
            mark, presence = MARK.get(self.presence, ""), presence_text(self.presence)
            short_presence = QCoreApplication.translate("TablePage", PANEL_PRESENCE.get(self.presence, PANEL_PRESENCE["offline"]))
            if level:  # short in the panel; the whole story in the tooltip
                self.kind.setText(fill(QCoreApplication.translate("TablePage", "{mark} computer ({level})"),
                                       mark=mark, level=short))
                tip = QCoreApplication.translate("TablePage", "A friend on another computer ({presence}); "
                                                 "a computer plays the seat until the friend arrives.")
            else:
                self.kind.setText(f"{mark} {short_presence}")
                tip = QCoreApplication.translate("TablePage", "A friend on another computer ({presence}).")
            self.kind.setToolTip(fill(tip, presence=presence))
        else:
            self.kind.setText("" if level is None else "(%s)" % short)

    def show_presence(self, seat, presence: str) -> None:
        self.seat, self.presence = seat, presence
        self.retranslate()

    def show_state(self, score: int, current: bool, thinking: bool) -> None:
        self.score.setText(str(score))
        self.name.setText(self.base_name)
        kind = "hourglass" if thinking else "turn" if current else None
        self.marker.setPixmap(icon_pixmap(kind, 14) if kind else QPixmap())
        # The labels are transparent on the band: the panel's own background rule gives every
        # widget in it #f3eadb, which drew darker boxes behind the name and the score.
        self.setStyleSheet("PlayerRow{background:#fbeed3; border-radius:6px;} PlayerRow QLabel{background:transparent;}"
                           if current else "")


class Curtain(QWidget):
    """Covers the table between two humans' turns so neither sees the other's hand."""

    dismissed = Signal()

    COLOUR = QColor("#3d3128")

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAttribute(Qt.WA_OpaquePaintEvent)  # every pixel painted below: nothing shows through
        layout = QVBoxLayout(self)
        layout.addStretch()
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignCenter)
        self.label.setTextFormat(Qt.PlainText)
        self.label.setStyleSheet("color:#f5e9d6; font-size:26px; font-weight:bold;")
        self.button = QPushButton(self.tr("I am ready"))
        self.button.setStyleSheet("font-size:16px; padding:10px 24px; background:#f5e9d6;")
        self.button.clicked.connect(self.dismissed)
        layout.addWidget(self.label)
        layout.addWidget(self.button, 0, Qt.AlignCenter)
        layout.addStretch()
        self.hide()

    def paintEvent(self, event) -> None:
        painter = QPainter(self)
        painter.fillRect(self.rect(), self.COLOUR)
        painter.end()

    def show_for(self, name: str) -> None:
        self.name = name
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.label.setText(fill(self.tr("Pass the computer to {name}"), name=getattr(self, "name", "")))
        self.button.setText(self.tr("I am ready"))


PANEL_PRESENCE = {  # a remote seat's presence in the narrow side panel (the waiting room says more)
    "offline": QT_TRANSLATE_NOOP("TablePage", "not here"),
    "online": QT_TRANSLATE_NOOP("TablePage", "online"),
    "away": QT_TRANSLATE_NOOP("TablePage", "away"),
}
PANEL_WIDE, PANEL_NARROW = 250, 210  # side panel widths (px) from 1200 px wide, and below


class TablePage(QWidget):
    back_to_shelf = Signal()
    game_finished = Signal()
    play_again = Signal()

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        self.controller: GameController | None = None
        self.scene = None
        self.guide = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        left.setSpacing(0)  # the status line sits right under the table: no pixel of height wasted
        self.view = BoardView()
        self.status = QLabel(" ")
        self.status.setObjectName("status")
        self.status.setWordWrap(True)
        self.status.setAlignment(Qt.AlignLeft | Qt.AlignVCenter)
        self.status.setTextFormat(Qt.PlainText)
        self.save_banner = SaveBanner(self.view)  # floats over the table: never resizes it
        self.save_banner.retry.connect(lambda: self.controller and self.controller.autosave())
        self.save_banner.save_elsewhere.connect(self.save_elsewhere)
        self.status.setStyleSheet("font-size:13px; padding:1px 10px; background:#f7efe2; color:#2d2a26;")
        # Two lines, always: a longer or shorter message never resizes the table under the mouse.
        # Kept tight: every pixel of height it takes is taken from the table at 1280x720.
        status_font = QFont(self.status.font())
        status_font.setPixelSize(13)
        self.status.setFixedHeight(2 * QFontMetrics(status_font).lineSpacing() + 4)
        left.addWidget(self.view, 1)
        left.addWidget(self.status)
        layout.addLayout(left, 1)
        side = QVBoxLayout()
        self.side = side
        panel = QWidget()
        self.panel = panel
        panel.setFixedWidth(PANEL_WIDE)
        panel.setLayout(side)
        self.panel_button = QToolButton()  # hides the panel, so the table gets the whole width
        self.panel_button.setText("▶")
        self.panel_button.clicked.connect(self.toggle_panel)
        panel.setStyleSheet("QWidget{background:#f3eadb;}")
        self.title = QLabel()
        self.title.setStyleSheet("font-size:18px; font-weight:bold;")
        title_row = QHBoxLayout()
        title_row.addWidget(self.title, 1)
        title_row.addWidget(self.panel_button)
        side.addLayout(title_row)
        self.players_box = QVBoxLayout()
        side.addLayout(self.players_box)
        self.progress = QLabel()
        self.progress.setWordWrap(True)
        side.addWidget(self.progress)
        self.clock_label = ClockLabel()  # online games with a turn clock (issue 24)
        side.addWidget(self.clock_label)
        self.log_title = QLabel()
        side.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        self.log.setMinimumHeight(48)  # gives way to the first-turn guide above it at 1280x720
        side.addWidget(self.log, 1)
        self.chat = ChatPanel()  # table talk, online games only (issue 24)
        side.addWidget(self.chat)
        self.undo_button = QPushButton()
        self.hint_button = QPushButton()
        self.fit_button = QPushButton()
        self.shelf_button = QPushButton()
        self.rules_button = QPushButton()
        self.sheet_button = QPushButton()  # brings the put-away score sheet back (finished games)
        self.sheet_button.hide()
        self.room_button = QPushButton()  # brings the waiting room (the invite codes) back
        self.room_button.hide()
        for button in (self.room_button, self.sheet_button, self.undo_button, self.hint_button, self.rules_button,
                       self.fit_button, self.shelf_button):
            side.addWidget(button)
        self.rules_button.clicked.connect(self.show_rules)
        rules_key = QShortcut(QKeySequence.HelpContents, self)  # F1 on the table: this game's rules
        rules_key.setContext(Qt.WidgetWithChildrenShortcut)
        rules_key.activated.connect(self.show_rules)
        self.undo_button.clicked.connect(self.undo)
        self.hint_button.clicked.connect(self.hint)
        self.fit_button.clicked.connect(self.view.fit)
        self.shelf_button.clicked.connect(self.back_to_shelf)
        self.sheet_button.clicked.connect(self.show_score_sheet)
        self.room_button.clicked.connect(self.show_waiting_room)
        layout.addWidget(panel)
        self.show_panel_button = QToolButton(self.view)  # brings the hidden panel back
        self.show_panel_button.clicked.connect(self.toggle_panel)
        self.show_panel_button.hide()
        panel_key = QShortcut(QKeySequence(Qt.Key_F9), self)
        panel_key.setContext(Qt.WidgetWithChildrenShortcut)
        panel_key.activated.connect(self.toggle_panel)
        if QSettings().value("table/panel_hidden", False, type=bool):
            self.set_panel_shown(False)
        self.sheet = ScoreSheet(self.view)
        self.sheet.play_again.connect(self.play_again)
        self.sheet.back_to_shelf.connect(self.back_to_shelf)
        self.waiting_room = WaitingRoom(self.view)
        self.waiting_room.start_clicked.connect(self._start_hosted)
        self.waiting_room.hold_changed.connect(self.set_hold)
        self.link_factory = None  # room -> a link with .transport and .close() (tests: an in-memory broker)
        self.show_codes_elsewhere = None  # a joined table's own way to show its codes (a server game opened here)
        self.room = self.link = self.session = None
        self.curtain = Curtain(self)
        self.curtain.dismissed.connect(lambda: self.controller and self.controller.dismiss_curtain())
        self.view.viewport().installEventFilter(self)
        self.rows: list[PlayerRow] = []
        self._thinking = -1
        self._hinting: tuple[int, int] | None = None  # (seat, log length) while a Hint is computed
        self.retranslate()

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Log"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.rules_button.setText(self.tr("? Rules"))
        self.rules_button.setToolTip(self.tr("The rules of this game, and how to play it here"))
        self.sheet_button.setText(self.tr("Score sheet"))
        self.room_button.setText(self.tr("Invite codes"))
        self.waiting_room.retranslate()
        if self.guide is not None:
            self.guide.retranslate()
        self.save_banner.retranslate()
        self.fit_button.setText(self.tr("Fit table"))
        self.shelf_button.setText(self.tr("Back to shelf"))
        self.panel_button.setToolTip(self.tr("Hide this panel (F9)"))
        self.show_panel_button.setText(self.tr("◀ Panel (F9)"))
        self.curtain.retranslate()
        self.clock_label.retranslate()
        self.chat.retranslate()
        self.sheet.retranslate()
        for row in self.rows:
            row.retranslate()
        if self.controller is not None:
            self.title.setText(QCoreApplication.translate(self.controller.match.spec.id, self.controller.match.spec.title))
            self.controller.retranslate()
            self.retranslate_table()
            self.log.clear()  # rebuilt in the new language by refresh()
            self.refresh()

    def retranslate_table(self) -> None:
        """The table's own texts: a scene may offer retranslate(); else it is synced again. Every
        item's cached painting is dropped, so no text keeps the old language on screen."""
        scene = self.scene
        again = getattr(scene, "retranslate", None)
        if again is not None:
            again()
        else:
            scene.sync()
        for item in scene.items():
            item.update()
        scene.update()

    def open(self, match, controller=None) -> GameController:
        """Open a match at this table; `controller` is given for a seat joined from another
        computer (ui/online/remote_controller.py), else a GameController runs the match here."""
        self.close_match()
        self.controller = controller if controller is not None else GameController(match, self.store)
        remote = [i for i, seat in enumerate(match.seats) if seat.is_remote]
        # Only the table that runs the match hosts (a joined seat's RemoteController opens here too).
        hosting = bool(remote) and not match.state.is_over and type(self.controller) is GameController
        if hosting:
            self.controller.hold_start()  # before the table is built: nothing is playable until Start
        self.scene = scene_class(match.spec)(self.controller)
        self.controller.thumbnail_source = thumbnail_source(self.controller)  # from the model, never this table
        self.view.setScene(self.scene)
        self.title.setText(QCoreApplication.translate(match.spec.id, match.spec.title))
        for row in self.rows:  # out of the panel now, not at the next deferred delete
            self.players_box.removeWidget(row)
            row.hide()
            row.deleteLater()
        self.rows = [PlayerRow(seat) for seat in match.seats]
        for i, row in enumerate(self.rows):
            self.players_box.addWidget(row)
            if match.seats[i].is_remote or match.seats[i].is_human:  # the seat menu: hand it to a computer, give it back
                row.setContextMenuPolicy(Qt.CustomContextMenu)
                row.customContextMenuRequested.connect(lambda pos, s=i: self._seat_menu(s, pos))
        # Pacing: with a scene that animates, the panel and the next seat wait for its pieces.
        settled = getattr(self.scene, "motion_finished", None)
        if settled is not None:
            self.controller.paced = True
            settled.connect(self._on_board_settled)
        else:
            self.controller.changed.connect(self.refresh)
        self.controller.status.connect(self.status.setText)
        self.controller.thinking.connect(self._on_thinking)
        self.controller.curtain.connect(self._on_curtain)
        self.controller.finished.connect(self._on_finished)
        self.controller.save_failed.connect(self.save_banner.failed)
        self.controller.saved.connect(self.save_banner.saved)
        self.save_banner.saved()
        self.log.clear()
        for record in match.log:
            self._log(record)
        self.sheet.hide()
        self.sheet_button.setVisible(match.state.is_over)
        if hosting:
            self._host(match, remote)
        self.refresh()
        QTimer.singleShot(0, self.view.fit)
        QTimer.singleShot(0, self.log.scrollToBottom)  # once laid out: the newest line in sight
        if self.room is None:
            self.controller.start()
        else:  # friends join first; the host starts from the waiting room
            QTimer.singleShot(0, self.show_waiting_room)
        self.guide = start_first_turn_guide(self.view, match)
        if self.guide is not None:
            self.guide.closed.connect(self._forget_guide)
            self._seat_guide()
        self.clock_label.follow(self.controller)
        self.chat.follow(self.controller)
        return self.controller

    # ------------------------------------------------------------ hosting friends on other computers
    def _host(self, match, remote: list[int]) -> None:
        """Open the match's room (the same codes as last time, net/rooms.py), connect to its
        broker and let the controller take the remote seats' moves from the network."""
        from desktop_app.net import rooms
        from desktop_app.net.host import HostSession

        from .online.online_settings import HostLink, read_choice

        choice = read_choice()
        hints = QSettings().value("online/hints", True, type=bool)  # the new-game dialog's choice (a resume keeps the room's)
        clock, clock_level = chosen_clock()  # likewise the turn clock
        self.room = rooms.open_room(match.match_id, remote, choice.broker_url(), choice.embedded, hints=hints,
                                    clock=clock, clock_level=clock_level)
        self.waiting_room.set_room(match, self.room, self.room.broker)
        self.waiting_room.set_problem("")
        self.room_button.show()
        self.status.setText(self.tr("Friends join with their invite codes; start when everyone is here."))
        try:
            self.link = (self.link_factory or HostLink)(self.room)
        except (OSError, ValueError) as error:
            self.link = None
            self.waiting_room.set_problem(fill(self.tr("The network could not start: {error}"), error=str(error)))
            return
        transport = self.link.transport
        self.session = HostSession(match, self.room.room, self.room.secrets, transport, hints=self.room.hints,
                                   **self._turn_clock(match))
        getattr(self.link, "follow", lambda _session: None)(self.session)  # cleans up after a finished game
        transport.on_message = self._on_room_message  # the session's, then who is here now
        transport.connection_changed.connect(self._on_link)
        self.waiting_room.set_link(transport.up, starting=getattr(self.link, "starting", False))
        if hasattr(self.link, "failed"):  # the embedded broker starts off the UI thread (online_settings)
            self.link.failed.connect(self._on_link_failed)
        self.controller.attach_room(self.session)
        self.session.on_hold = self._clock_hold  # a seat whose time ran out: the computer plays it here
        self.session.on_talk = self._talked
        self.session.start()
        from .online.net_bridge import SessionTicker

        self._ticker = SessionTicker(self.session, self)  # the session's summaries of what it dropped

    def _turn_clock(self, match) -> dict:
        """The room's turn clock, from its file when the table was open before (the same deadline);
        paused until the host starts the table."""
        from desktop_app.net import turn_clock

        if not self.room.clock:
            return {}
        path = turn_clock.path_for(turn_clock.clocks_dir(), match.match_id)
        clock = turn_clock.load(path, self.room.clock, self.room.clock_level)
        clock.paused = True
        return {"turn_clock": clock, "clock_path": path}

    def _talked(self, _line) -> None:
        """A line of table talk: saved with the match, then every seat's view carries it."""
        if self.controller is not None:
            self.controller.autosave()
        if self.session is not None:
            self.session.publish_views()
        self.chat.refresh()

    def _clock_hold(self, seat: int, level) -> None:
        self.set_hold(seat, level)
        self.clock_label.refresh()

    def _on_room_message(self, topic: str, payload: bytes) -> None:
        session, controller = self.session, self.controller
        if session is None or controller is None:
            return
        before = dict(session.presence)
        session.handle(topic, payload)
        for seat, presence in session.presence.items():
            if before.get(seat) != presence:
                controller.presence_changed(seat, presence)
                self._show_presence()

    def _on_link(self, up: bool) -> None:
        self.waiting_room.set_link(up)
        if self.session is not None:
            self.session.on_link(up)  # back: every view again (a restarted broker lost the retained ones)
        if self.controller is not None and not getattr(self.controller, "remote", False):
            self.status.setText(self.controller.prompt_text())  # down: the table says so (every prompt)
            self._show_presence()

    def _on_link_failed(self, error: str) -> None:
        self.waiting_room.set_link(False, failed=True)
        self.waiting_room.set_problem(fill(self.tr("The network could not start: {error}"), error=error))
        if self.waiting_room.isVisible():
            self.waiting_room.place()  # the new line needs room

    def _show_presence(self) -> None:
        if self.controller is None or self.room is None:  # only a hosting table (a joined one has its own)
            return
        presence = self.session.presence if self.session is not None else {}
        unknown = self.session is not None and self.session.link_up is False  # our own link is down
        for i, row in enumerate(self.rows):
            seat = self.controller.match.seats[i]
            if seat.is_remote:  # nobody is "online" as far as a table without its link can tell
                row.show_presence(seat, "away" if unknown and presence.get(i) == "online" else presence.get(i, "offline"))
        if self.room is not None:
            self.waiting_room.show_state(self.controller.match, presence)

    def show_waiting_room(self) -> None:
        if self.room is not None and self.controller is not None:
            self._show_presence()
            self.waiting_room.show_room()
        elif self.show_codes_elsewhere is not None and self.controller is not None:
            self.show_codes_elsewhere()

    def has_invite_codes(self) -> bool:
        """This table can show invite codes again (hosted here, or a server game opened here)."""
        return self.controller is not None and (self.room is not None or self.show_codes_elsewhere is not None)

    def _start_hosted(self) -> None:
        self.waiting_room.hide()
        controller = self.controller
        if controller is not None and not controller.started:
            self.waiting_room.started = True
            self.waiting_room.retranslate()
            clock = getattr(self.session, "turn_clock", None)
            if clock is not None:
                clock.paused = False  # the turn clock runs from now
            controller.start()
            self.scene.sync()  # the table was built before anyone could act: light what is playable now
            self.refresh()

    def set_hold(self, seat: int, level) -> None:
        """Let a computer level hold a friend's seat (None: give it back to its player)."""
        if self.controller is not None:
            self.controller.set_hold(seat, level)
            self._show_presence()
            if seat < len(self.rows):  # a local seat's row says who plays it now
                self.rows[seat].seat = self.controller.match.seats[seat]
                self.rows[seat].retranslate()

    def _seat_menu(self, seat: int, position) -> None:
        controller = self.controller
        if controller is None or not (controller.match.seats[seat].is_remote or controller.match.seats[seat].is_human):
            return
        menu = QMenu(self)
        hold = controller.match.seats[seat].hold
        for level in AGENTS:
            action = menu.addAction(fill(self.tr("Let the computer play this seat: {level}"),
                                         level=QCoreApplication.translate("agents", LEVEL_LABELS[level])))
            action.setCheckable(True)
            action.setChecked(hold == level)
            action.triggered.connect(lambda _=False, s=seat, lv=level: self.set_hold(s, lv))
        back = menu.addAction(self.tr("Give the seat back to its player"))
        back.setEnabled(hold is not None)
        back.triggered.connect(lambda _=False, s=seat: self.set_hold(s, None))
        if controller.match.seats[seat].is_remote:
            menu.addSeparator()
            menu.addAction(self.tr("Invite codes"), self.show_waiting_room)
        self.seat_menu = menu  # tests reach the open menu here
        menu.popup(self.rows[seat].mapToGlobal(position))
        self._menu = menu

    def _close_room(self) -> None:
        """Quitting, or another game: the session stops, the link closes, no thread is left."""
        if getattr(self, "_ticker", None) is not None:
            self._ticker.stop()
            self._ticker = None
        if self.session is not None:
            leave = getattr(self.session, "leave", None)  # the joining side's "host away" (work/online_join)
            if leave is not None:
                leave()
            self.session.close()
        if self.link is not None:
            self.link.close()
        self.room = self.link = self.session = None
        self.show_codes_elsewhere = None
        self.room_button.hide()
        self.waiting_room.hide()

    def _forget_guide(self) -> None:
        self.guide = None

    def _seat_guide(self) -> None:
        """The first-turn guide sits in the side panel above the log (the table stays free), or
        over the table when the panel is hidden."""
        if self.guide is None:
            return
        if self.panel.isVisibleTo(self):
            self.guide.dock(self.side, self.side.indexOf(self.log_title))
        else:
            self.guide.float_over_table()

    def _on_board_settled(self) -> None:
        if self.controller is None:
            return
        self.refresh()
        self.controller.board_settled()

    def _on_finished(self) -> None:
        self.sheet_button.show()
        self.game_finished.emit()  # the window shows the score sheet (tests and tools may not)

    def show_score_sheet(self) -> None:
        if self.controller is not None and self.controller.state.is_over:
            self.sheet.show_for(self.controller.match)

    def eventFilter(self, watched, event) -> bool:
        # A refused drop's reason stays only until the held piece hovers a legal spot again. The
        # scene finds the spot after this filter, so look once the move was handled (and only
        # while a message other than the standing prompt is up: the drag path stays cheap).
        if (event.type() == QEvent.MouseMove and self.controller is not None
                and getattr(self.scene, "ghost", None) is not None
                and self.status.text() != self.controller.prompt_text()):
            QTimer.singleShot(0, self._clear_refusal)
        return False

    def _clear_refusal(self) -> None:
        target = getattr(self.scene, "target", None)
        if self.controller is not None and target is not None and target.legal:
            self.status.setText(self.controller.prompt_text())

    def show_rules(self) -> None:
        game_id = self.controller.match.spec.id if self.controller else "tarsas"
        open_rules(game_id, self.window())

    def _log(self, record) -> None:
        seats = self.controller.match.seats
        text = fill(QCoreApplication.translate("TablePage", "{player} {action}"), player=seats[record.player].name,
                    action=record_text(record, self.controller.match.spec.id, [s.name for s in seats]))
        notes = log_notes(self.controller).get(self.log.count())  # the turn clock's lines of this action
        self.log.addItem("\n".join([*("⏱ " + note for note in notes or ()), text]))
        self.log.item(self.log.count() - 1).setData(Qt.UserRole, record)  # what the line says

    def refresh(self) -> None:
        if self.controller is None:
            return
        match = self.controller.match
        state = match.state
        shown = min(self.log.count(), len(match.log))
        # A take-back seen from another computer may have rewritten the newest lines (same count).
        changed = next((i for i in range(max(0, shown - 40), shown) if self.log.item(i).data(Qt.UserRole) != match.log[i]), shown)
        while self.log.count() > changed:
            self.log.takeItem(self.log.count() - 1)
        while self.log.count() < len(match.log):
            self._log(match.log[self.log.count()])
        while self.log.count() > len(match.log):
            self.log.takeItem(self.log.count() - 1)
        self.log.scrollToBottom()
        scores = state.scores()
        if self._hinting is not None and self._hinting != (state.current_player, len(match.log)):
            self._hinting = None  # the table moved on: that hint will never come
        hinting = self._hinting[0] if self._hinting is not None else -1
        for i, row in enumerate(self.rows):
            row.show_state(scores[i], i == state.current_player and not state.is_over, i in (self._thinking, hinting))
        self._show_presence()
        self.progress.setText(state_progress(state, match.spec.id, [seat.name for seat in match.seats]))
        self.clock_label.refresh()
        self.undo_button.setEnabled(self.controller.can_undo())
        self.hint_button.setEnabled(self.controller.can_act and self._hinting is None)

    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        self.refresh()

    def _on_curtain(self, name: str) -> None:
        if name:
            self.curtain.show_for(name)
        else:
            self.curtain.hide()
            self.refresh()  # the buttons at once: handing over moves no piece

    def toggle_panel(self) -> None:
        self.set_panel_shown(not self.panel.isVisible())
        QSettings().setValue("table/panel_hidden", not self.panel.isVisible())

    def set_panel_shown(self, shown: bool) -> None:
        """The side panel collapses (F9 or its button) and the table refits to the freed width."""
        self.panel.setVisible(shown)
        self.show_panel_button.setVisible(not shown)
        self._place_panel_button()
        if getattr(self, "guide", None) is not None:
            self._seat_guide()

    def _place_panel_button(self) -> None:
        button = self.show_panel_button
        button.adjustSize()
        button.move(self.view.width() - button.width() - 6, 6)
        button.raise_()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        # A narrow window gets a narrower panel: the table keeps the space it needs.
        self.panel.setFixedWidth(PANEL_WIDE if self.width() >= 1200 else PANEL_NARROW)
        self._place_panel_button()
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())
        if self.sheet.isVisible():
            self.sheet.place()
        if self.waiting_room.isVisible():
            self.waiting_room.place()

    def undo(self) -> None:
        if self.controller:
            self.controller.undo()

    def save_elsewhere(self) -> None:
        if self.controller:
            from .save_dialogs import save_elsewhere

            save_elsewhere(self, self.store, self.controller.match, self.controller.thumbnail_source)

    def hint(self) -> None:
        if not self.controller or not self.controller.can_act:
            return
        self.hint_button.setEnabled(False)
        # While the hint is worked out, the seat shows the thinking marker a computer seat shows.
        self._hinting = (self.controller.state.current_player, len(self.controller.match.log))
        self.controller.request_hint(self._show_hint)
        self.refresh()

    def _show_hint(self, hint) -> None:
        self._hinting = None
        self.refresh()
        if self.scene is not None and hint is not None:
            self.scene.show_hint(hint.action, hint)

    def close_match(self) -> None:
        if self.guide is not None:
            self.guide.close_guide()
            self.guide = None
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
        self._close_room()
        self.controller = None
        self.clock_label.follow(None)
        self.chat.follow(None)
        self._hinting = None
        self._drop_scene()
        self.curtain.hide()
        self.sheet.forget()

    def _drop_scene(self) -> None:
        """The closed table's scene goes (next loop turn: a handler of one of its items may be
        running), and the pixmaps it painted with it: nothing of a game outlives its table."""
        scene, self.scene = self.scene, None
        if scene is None:
            return
        self.view.setScene(None)
        scene.setParent(self)  # Qt owns it now, so deleteLater() decides when it goes
        scene.deleteLater()
        release_table_caches()
