"""The main window: the shelf and the table in one stack, the menus."""
from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QCoreApplication, QPoint, QSettings, QSize, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QStackedWidget

from desktop_app.engine.saves import SaveError, SaveStore
from desktop_app.games import CATALOG, REGISTRY

from .i18n import LANGUAGES, chosen_language, install_language, save_error_text, save_language
from .shelf import ShelfPage
from .ui_thread_gc import pin_collection_to_ui_thread

if TYPE_CHECKING:
    from desktop_app.engine.match import Match


def _open_rules(game_id: str | None, parent) -> None:
    """Open a rules text (None: the general one). The viewer module and its painters load on first
    use: importing them at start-up cost ~30 ms before the shelf could paint."""
    from .rules_viewer import GENERAL, open_rules

    open_rules(game_id or GENERAL, parent)


PREFERRED_SIZE = QSize(1280, 800)  # the first window's least size, where the screen has room for it
FIRST_SHARE = 0.8                  # of the screen's available room a first window takes on a big screen
WIDEST = 16 / 9                    # a first window no wider than this for its height (an ultra-wide screen)


def first_size(room: QSize) -> QSize:
    """The first window's size on a screen with this much room: 80% of it (a 2560x1440 screen gets
    2048x1152, not a 1280x800 window in a corner), no wider than 16:9, at least 1280x800 where
    that fits, never more than the room (a 1280x720 screen: all of it)."""
    height = round(room.height() * FIRST_SHARE)
    width = min(round(room.width() * FIRST_SHARE), round(height * WIDEST))
    return QSize(width, height).expandedTo(PREFERRED_SIZE).boundedTo(room)
GEOMETRY_KEY = "window/geometry"   # the last window's size and place (QWidget.saveGeometry)


class MainWindow(QMainWindow):
    def __init__(self, store: SaveStore | None = None):
        from desktop_app.table.fonts import load_fonts

        # The shipped fonts before any widget: the shell never changes its letters (nor the menu
        # bar its height) after the first paint, when a table would load them (~1 ms).
        load_fonts()
        # Before any network or computer player's thread: cycles of Qt objects are freed here only
        pin_collection_to_ui_thread()
        super().__init__()
        self.store = store or SaveStore()
        self.setWindowTitle("Tarsas")
        self._chosen_size = self._place_first()
        self.stack = QStackedWidget()
        self.shelf = ShelfPage(self.store)
        self._table = None  # the playing page is built when first needed: the shelf shows sooner
        self._review = None  # likewise the review page
        self.setAcceptDrops(True)  # a .tarsas file dropped onto the window opens it
        self.stack.addWidget(self.shelf)
        self.setCentralWidget(self.stack)
        self.shelf.new_game.connect(self.ask_new_game)
        self.shelf.resume.connect(self.resume)
        self.shelf.review.connect(self.review_save)
        self.shelf.join_game.connect(self.join)
        self.shelf.turn_arrived.connect(self._notify_turn)  # a joined game's turn, seen from the shelf
        self.transport_factory = None  # invite -> transport; None: MQTT to the code's broker (tests: a memory broker)
        self.join_timeout_ms = 12000   # no view by then: "No game answers this code"
        self._tray = None
        self.notifications: list[str] = []  # what was notified (your turn while the window was behind)
        self._build_menus()
        self._enable_game_actions()
        self.stack.currentChanged.connect(self._enable_game_actions)  # the shortcuts follow the entries
        self.statusBar().hide()

    # ------------------------------------------------------------ the window's size and place
    def _place_first(self) -> QSize:
        """The last size and place (Qt keeps a restored window on a screen that exists), else
        first_size() centred on the screen. Returns the size chosen, so the first show can tell
        whether someone resized the window since."""
        saved = QSettings().value(GEOMETRY_KEY)
        if isinstance(saved, (QByteArray, bytes)) and self.restoreGeometry(saved):
            return self.size()
        room = self.screen().availableGeometry()
        size = first_size(room.size())
        self.resize(size)
        self.move(room.center() - QPoint(size.width() // 2, size.height() // 2))
        return size

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._chosen_size is not None:
            QTimer.singleShot(0, self, self._fit_frame)

    def _fit_frame(self) -> None:
        """Once the window manager framed the first window: frame included, inside the screen's
        available room (a 1280x800 window on a 1280x720 screen hid the shelf's buttons). A size
        set by a caller after construction (a test, --screenshot) is left alone."""
        chosen, self._chosen_size = self._chosen_size, None
        if chosen is None or self.size() != chosen or self.isMaximized() or self.isFullScreen():
            return
        room = self.screen().availableGeometry()
        frame = self.frameGeometry()
        extra = frame.size() - self.size()
        if room.contains(frame):
            return
        size = self.size().boundedTo(room.size() - extra)
        self.resize(size)
        left = min(max(frame.left(), room.left()), room.right() + 1 - size.width() - extra.width())
        top = min(max(frame.top(), room.top()), room.bottom() + 1 - size.height() - extra.height())
        self.move(left, top)

    def _remember_place(self) -> None:
        QSettings().setValue(GEOMETRY_KEY, self.saveGeometry())

    @property
    def table(self):
        if self._table is None:
            from .table_page import TablePage

            self._table = TablePage(self.store)
            self.stack.addWidget(self._table)
            self._table.back_to_shelf.connect(self.show_shelf)
            self._table.play_again.connect(self.play_again)
            self._table.game_finished.connect(self.on_finished)
            self._table.sheet.review.connect(self.review_finished)
        return self._table

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        new_game = game.addMenu(self.tr("&New game"))  # a submenu of titles: never "New New York…"
        for info in CATALOG.values():
            action = QAction(QCoreApplication.translate(info.id, info.title) + "…", self)
            action.triggered.connect(lambda _=False, g=info.id: self.ask_new_game(g))
            new_game.addAction(action)
        game.addSeparator()
        self._build_record_actions(game)
        game.addSeparator()
        self.save_as_action = QAction(self.tr("Save as…"), self)
        self.save_as_action.setShortcut(QKeySequence.SaveAs)
        self.save_as_action.triggered.connect(self.save_as)
        game.addAction(self.save_as_action)
        undo = QAction(self.tr("Undo"), self)
        undo.setShortcut(QKeySequence.Undo)
        undo.triggered.connect(lambda: self.table.undo())
        game.addAction(undo)
        shelf = QAction(self.tr("Back to shelf"), self)
        shelf.triggered.connect(self.show_shelf)
        game.addAction(shelf)
        codes = QAction(self.tr("Invite codes…"), self)  # a hosted or server game's codes, again (issue 24)
        codes.triggered.connect(lambda: self.table.show_waiting_room())
        game.addAction(codes)
        move = QAction(self.tr("Move this table to a server…"), self)  # issue 24 (ui/online/move_to_server.py)
        move.triggered.connect(self.move_to_server)
        game.addAction(move)
        self.undo_action, self.shelf_action, self.move_action, self.codes_action = undo, shelf, move, codes
        game.aboutToShow.connect(self._enable_game_actions)  # what each entry can do, when the menu opens
        settings = QAction(self.tr("Settings…"), self)
        settings.triggered.connect(self.open_settings)
        game.addAction(settings)
        game.addSeparator()
        quit_action = QAction(self.tr("Quit"), self)
        quit_action.setShortcut(QKeySequence.Quit)
        quit_action.triggered.connect(self.close)
        game.addAction(quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        for info in CATALOG.values():
            action = QAction(self.tr("Rules of %s…") % QCoreApplication.translate(info.id, info.title), self)
            action.triggered.connect(lambda _=False, g=info.id: _open_rules(g, self))
            help_menu.addAction(action)
        help_menu.addSeparator()
        how = QAction(self.tr("How to play in Tarsas"), self)
        how.triggered.connect(lambda: _open_rules(None, self))
        help_menu.addAction(how)

    # ------------------------------------------------------------ review and records (ui/review.py, ui/records.py)
    def _build_record_actions(self, menu) -> None:
        from . import records

        for text, slot, key in ((self.tr("Review"), self.review_current, None),
                                (self.tr("Export game…"), self.export_current, None),
                                (self.tr("Open…"), lambda: records.ask_open(self), QKeySequence.Open),
                                (self.tr("Statistics…"), self.show_statistics, None)):
            action = QAction(text, self)
            if key is not None:
                action.setShortcut(key)
            action.triggered.connect(slot)
            menu.addAction(action)
            if slot == self.review_current:
                self.review_action = action
            elif slot == self.export_current:
                self.export_action = action

    def _enable_game_actions(self, _index=None) -> None:
        """Game menu entries that cannot act where the window is are disabled (on the shelf: Save
        as, Review, Export, Undo and Back to shelf)."""
        from .menu_state import game_actions_state

        state = game_actions_state(self)
        for name, enabled in state.items():
            getattr(self, f"{name}_action").setEnabled(enabled)
        from .online.move_to_server import can_move

        self.move_action.setEnabled(can_move(self))
        self.codes_action.setEnabled(self._table is not None and self.stack.currentWidget() is self._table
                                     and self._table.has_invite_codes())

    def move_to_server(self) -> None:
        from .online.move_to_server import move_table

        move_table(self)

    @property
    def review_page(self):
        if self._review is None:
            from .review import ReviewPage

            self._review = ReviewPage()
            self.stack.addWidget(self._review)
            self._review.closed.connect(self.close_review)
        return self._review

    def review(self, match, step: int | None = None, curtain: bool = False) -> None:
        self.stack.setCurrentWidget(self.review_page)
        self.review_page.open(match, step, curtain)
        self.review_page.setFocus()

    def review_save(self, path) -> None:
        """Review a save from the shelf: read through the store's checks; nothing is written."""
        from .save_dialogs import message

        try:
            match = self.store.open(path)
        except SaveError as error:
            from PySide6.QtWidgets import QMessageBox

            message(self, QMessageBox.Warning, self.tr("Cannot review"), save_error_text(error))
            self.shelf.refresh()
            return
        self.review(match)

    def _remote_table(self) -> bool:
        """A joined game is the host's: its record, saves and review live on the host's computer."""
        controller = self._table.controller if self._table is not None else None
        if getattr(controller, "remote", False):
            controller.status.emit(self.tr("The host keeps this game's record: save, export and review it there."))
            return True
        return False

    def _joined_record(self):
        """A finished joined game's record, once the host's last view brought it (else None)."""
        controller = self._table.controller if self._table is not None else None
        return getattr(getattr(controller, "match", None), "record", None)

    def review_current(self) -> None:
        controller = self._table.controller if self._table is not None else None
        if self._joined_record() is not None and self.stack.currentWidget() is self._table:
            self.review(self._joined_record())
            return
        if self._remote_table():
            return
        if controller is not None and self.stack.currentWidget() is self._table:
            # Behind the hot-seat curtain nobody's hand shows, in the review neither.
            self.review(controller.match, curtain=controller.viewer is None)

    def review_finished(self, step: int) -> None:
        """From the score sheet: the review of the game just finished, at `step`."""
        controller = self._table.controller
        if controller is not None and controller.state.is_over:
            self.review(self._table.sheet.record or controller.match, step)  # a joined game: its record

    def export_current(self) -> None:
        from .records import export_game
        from .thumbnails import thumbnail_of

        page = self.stack.currentWidget()
        if page is self._table and self._joined_record() is not None:
            export_game(self, self._joined_record(), lambda: thumbnail_of(self._joined_record()))
            return
        if page is self._table and self._remote_table():
            return
        if page is self._table and self._table.controller is not None:
            match = self._table.controller.match
            export_game(self, match, lambda: thumbnail_of(match))
        elif page is self._review and self._review.replay is not None:
            export_game(self, self._review.replay.match)

    def show_statistics(self) -> None:
        from .stats import StatsDialog

        StatsDialog(self.store, self).exec()

    def close_review(self) -> None:
        self.review_page.close_review()
        table_open = self._table is not None and self._table.controller is not None
        if table_open:
            self.stack.setCurrentWidget(self._table)
        else:
            self.show_shelf()

    def dragEnterEvent(self, event) -> None:
        from .records import dropped_paths

        if dropped_paths(event.mimeData()):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:
        from .records import dropped_paths, open_record

        paths = dropped_paths(event.mimeData())
        if paths:
            event.acceptProposedAction()
            open_record(self, paths[0])

    def open_settings(self) -> None:
        from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout

        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Settings"))
        form = QFormLayout(dialog)
        languages = QComboBox()
        for code, name in LANGUAGES.items():
            languages.addItem(name, code)
        languages.setCurrentIndex(languages.findData(chosen_language()))
        form.addRow(self.tr("Language"), languages)
        from PySide6.QtWidgets import QPushButton

        from .online.online_settings import OnlineSettingsDialog

        online = QPushButton(self.tr("Broker for games with friends on other computers…"))
        online.setAutoDefault(False)  # Enter in the dialog means OK, never "open the broker settings"
        online.clicked.connect(lambda: OnlineSettingsDialog(dialog).exec())
        form.addRow(self.tr("Online"), online)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec():
            self.switch_language(languages.currentData())

    def switch_language(self, language: str) -> None:
        """Change language live: new translators, then rebuild every text on screen."""
        save_language(language)
        install_language(language)
        self.menuBar().clear()
        self._build_menus()
        self._enable_game_actions()
        self.shelf.retranslate()
        if self._table is not None:  # not built yet: it will be built in the new language
            self._table.retranslate()
        if self._review is not None:
            self._review.retranslate()
        viewer = sys.modules.get("desktop_app.ui.rules_viewer")  # only open viewers need it
        if viewer is not None:
            viewer.retranslate_open_viewers(language)

    def ask_new_game(self, game_id: str) -> None:
        from .dialogs import NewGameDialog  # imported on first use: keeps ~50 ms off start-up

        from desktop_app.engine.match import Match

        spec = REGISTRY[game_id]
        dialog = NewGameDialog(spec, self)
        if dialog.exec() and dialog.hosting.on_server():  # a table server holds the game; this window joins it
            from .online.server_hosting import host_on_server

            host_on_server(self, spec, dialog.seats(), dialog.options(), dialog.hints.isChecked(),
                           dialog.hosting.code.text().strip())
        elif dialog.result():
            self.start(Match.start(spec, dialog.seats(), dialog.chosen_seed(), dialog.options()))

    def start(self, match: Match) -> None:
        from .save_dialogs import take_lock

        self.table.close_match()
        lock = take_lock(self, self.store, match)
        if lock is None:
            return
        self.stack.setCurrentWidget(self.table)
        self.table.open(match).save_lock = lock
        self.table.controller.autosave()

    def resume(self, path) -> None:
        from .save_dialogs import message, resume_match, take_lock

        try:
            match = resume_match(self, self.store, path)  # a bookmark continues its game (or a copy of it)
            if match is None:
                return
        except SaveError as error:
            from PySide6.QtWidgets import QMessageBox

            message(self, QMessageBox.Warning, self.tr("Cannot resume"), save_error_text(error))
            self.shelf.refresh()
            return
        self.table.close_match()
        lock = take_lock(self, self.store, match)
        if lock is None:
            return
        self.stack.setCurrentWidget(self.table)
        self.table.open(match).save_lock = lock
        if self.store.autosave_path(match) != path:  # from a bookmark or a copy: its autosave is the game now
            self.table.controller.autosave()

    def save_as(self) -> None:
        controller = self.table.controller
        if controller is None or self.stack.currentWidget() is not self.table or self._remote_table():
            return
        from .save_dialogs import save_as
        from .thumbnails import thumbnail_of

        saved = save_as(self, self.store, controller.match, lambda: thumbnail_of(controller.match))
        if saved:
            controller.status.emit(self.tr("Saved as %s.") % saved.name)

    # ------------------------------------------------------------ a link or a file from outside (app.py, ui/single_instance.py)
    def open_argument(self, argument: str) -> None:
        """What `tarsas ARGUMENT` opens: a tarsas:// link joins, a file opens as a record."""
        if argument.startswith("tarsas://"):  # an invite link (the desktop's scheme handler)
            from PySide6.QtCore import QTimer

            QTimer.singleShot(0, self, lambda: self.join(argument))  # once the window shows
        else:
            from .records import open_record

            open_record(self, argument)

    def handed_over(self, argument: str | None) -> None:
        """A second start gave this window its link or file (None: it was started bare): come to the
        front and open it, once no dialog of ours is up (a nested modal would run inside that one)."""
        self.come_forward()
        if argument is not None:
            self._open_when_no_dialog(argument)

    def _open_when_no_dialog(self, argument: str) -> None:
        from PySide6.QtCore import QTimer
        from PySide6.QtWidgets import QApplication

        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(250, self, lambda: self._open_when_no_dialog(argument))
            return
        self.open_argument(argument)

    def come_forward(self) -> None:
        from PySide6.QtCore import QTimer, Qt
        from PySide6.QtWidgets import QApplication

        if self.isMinimized():
            self.setWindowState((self.windowState() & ~Qt.WindowMinimized) | Qt.WindowActive)
        self.show()
        self.raise_()
        self.activateWindow()
        modal = QApplication.activeModalWidget()
        if modal is not None and modal is not self:
            modal.raise_()
            modal.activateWindow()
        # A window manager may refuse to give focus to a window that did not ask by a click: the
        # taskbar entry then asks for attention instead.
        QTimer.singleShot(300, self, lambda: None if self.isActiveWindow() else QApplication.alert(self))

    # ------------------------------------------------------------ games joined on other computers
    def join(self, code: str = "") -> bool:
        """Join a game hosted on another computer: the dialog takes (or starts with) its code and
        waits for the seat's view; the table then opens from it. True when a table opened."""
        from .online.join_dialog import JoinDialog

        from desktop_app.net.codes import BadInvite, parse

        try:  # a game on the shelf shows its table even once it is over (a new code says it is over)
            known = bool(code) and self.shelf.joined.find(parse(code)) is not None
        except BadInvite:
            known = False
        dialog = JoinDialog(self._connect, self, code, show_finished=known)
        if code:  # from the shelf or a tarsas:// link: connect at once, the dialog shows progress
            dialog.try_join()
        self._join_dialog = dialog  # tests reach the open dialog here
        accepted = dialog.exec()
        self._join_dialog = None
        if not accepted or dialog.connection is None:
            return False
        return self.open_joined(dialog.connection, dialog.body, dialog.code)

    def _connect(self, invite):
        from .online.remote_controller import RemoteConnection

        return RemoteConnection(invite, self.transport_factory, self.join_timeout_ms, self)

    def open_joined(self, connection, body: dict, code: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        from .online.remote_controller import BadView, RemoteController
        from .save_dialogs import message

        try:
            controller = RemoteController(connection, body, self.shelf.joined, code, saves=self.store)
        except BadView as error:
            connection.close()
            message(self, QMessageBox.Warning, self.tr("Cannot join"),
                    self.tr("This version of Tarsas cannot show that game (%s).") % error)
            return False
        self.table.close_match()
        connection.setParent(controller)  # the link lives as long as its table
        self.stack.setCurrentWidget(self.table)
        self.table.open(controller.match, controller)
        from .online.server_waiting_room import offer_codes_again

        offer_codes_again(self)  # a server game opened here: its codes, from the table again
        controller.presence_changed.connect(self._show_presence)
        controller.turn_arrived.connect(self._notify_turn)
        self._show_presence()
        return True

    def _show_presence(self) -> None:
        """Beside each seat's name on a joined table: you, host (away), online, away."""
        controller = self._table.controller if self._table is not None else None
        if not getattr(controller, "remote", False):
            return
        for seat, text in controller.presence_texts().items():
            if seat < len(self._table.rows):
                self._table.rows[seat].kind.setText(f"({text})")

    def _notify_turn(self, game_id: str | None = None) -> None:
        """Your turn in a joined game (the open table's, or `game_id` from the shelf) while the
        window is behind others: a desktop notification (the tray's balloon where there is a
        tray, else the window asks for attention)."""
        from PySide6.QtWidgets import QApplication, QSystemTrayIcon

        if self.isActiveWindow():
            return
        info = CATALOG[game_id] if game_id else self._table.controller.match.spec
        text = self.tr("Your turn in %s.") % QCoreApplication.translate(info.id, info.title)
        self.notifications.append(text)
        if QSystemTrayIcon.isSystemTrayAvailable():
            if self._tray is None:
                self._tray = QSystemTrayIcon(self.windowIcon(), self)
            self._tray.show()
            self._tray.showMessage("Tarsas", text, QSystemTrayIcon.Information, 8000)
        else:
            QApplication.alert(self)

    def show_shelf(self) -> None:
        self.table.close_match()
        self.shelf.refresh()
        self.stack.setCurrentWidget(self.shelf)

    def on_finished(self) -> None:
        """A game just ended at this table: its score sheet, over the final table (not modal)."""
        self.table.show_score_sheet()

    def play_again(self) -> None:
        """From the score sheet: the same seats and options, a new deal."""
        controller = self.table.controller
        if controller is None:
            return
        if getattr(controller, "remote", False):  # a new deal of a joined game is the host's to start
            code = getattr(controller, "next_code", None)  # the host's next game, when it started one
            self.show_shelf()
            if code:
                self.join(code)
            return
        import random

        from desktop_app.engine.match import Match

        match = controller.match
        again = Match.start(match.spec, match.seats, random.randrange(2**31), match.options)
        controller.invite_again(again)  # a hosted table: each friend's finished table is told its new code
        self.start(again)

    def closeEvent(self, event) -> None:
        from .online.tray import TrayWatch

        if getattr(self, "tray_watch", None) is None:
            self.tray_watch = TrayWatch(self)
        if self.tray_watch.offer():  # online games going: keep watching them from the tray (issue 24)
            event.ignore()
            return
        self._remember_place()
        if self._table is not None:
            self._table.close_match()
        super().closeEvent(event)
