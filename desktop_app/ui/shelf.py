"""The start screen: the games on the shelf, Continue, and the saved games.

Every entry of the saves list is built from the store's checked values (engine/saves.py SaveInfo)
by our own code, as plain text; an entry that still fails to show is reported by its file name
and the others list as usual."""
from __future__ import annotations

import datetime
import importlib
import importlib.util

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget,
    QToolButton,
)

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.engine.saves import SaveError
from desktop_app.games import CATALOG

from .i18n import fill, save_error_text, tr

KEPT_RECORD = Qt.UserRole + 1  # a finished joined game's entry: the path of its kept record
BOX_SIZE = QSize(200, 140)
THUMBNAIL_SIZE = QSize(208, 124)  # the saved table, big enough to recognise
BOX_COLOURS = {"copenhagen": "#3a6db5", "kingdom_builder": "#4c9a50", "new_york": "#c8453b",
               "christmas_tree": "#2e7d4f"}


def box_front(info, size: QSize = BOX_SIZE) -> QPixmap | None:
    """The game's own box front (games/<id>/view/box.py draw_box_front), None when it has none.
    Imported only here, after the shelf's first paint, so start-up does not grow."""
    name = f"desktop_app.games.{info.id}.view.box"
    try:
        if importlib.util.find_spec(name) is None:
            return None
    except ModuleNotFoundError:
        return None
    draw = getattr(importlib.import_module(name), "draw_box_front", None)
    if draw is None:
        return None
    pixmap = QPixmap(size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    try:
        draw(painter, QRectF(0, 0, size.width(), size.height()))
    finally:
        painter.end()
    return pixmap


def box_art(info, size: QSize = BOX_SIZE) -> QPixmap:
    """A game box drawn by us: a coloured lid with the title (until the game draws its own)."""
    pixmap = QPixmap(size)
    pixmap.fill(Qt.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    colour = QColor(BOX_COLOURS.get(info.id, "#7a5c3a"))
    painter.setBrush(colour.darker(130))
    painter.setPen(Qt.NoPen)
    painter.drawRoundedRect(QRectF(4, 8, size.width() - 8, size.height() - 10), 10, 10)
    painter.setBrush(colour)
    painter.drawRoundedRect(QRectF(0, 0, size.width() - 8, size.height() - 14), 10, 10)
    painter.setPen(QColor("#fffaf0"))
    painter.setFont(QFont("Serif", 15, QFont.Bold))
    painter.drawText(QRectF(6, 6, size.width() - 20, size.height() - 40), Qt.AlignCenter | Qt.TextWordWrap,
                     QCoreApplication.translate(info.id, info.title))
    painter.setFont(QFont("Sans", 9))
    painter.drawText(QRectF(6, size.height() - 44, size.width() - 20, 24), Qt.AlignCenter,
                     QCoreApplication.translate("ShelfPage", "%1–%2 players").replace("%1", str(info.min_players))
                     .replace("%2", str(info.max_players)))
    painter.end()
    return pixmap


def framed(image: QImage, size: QSize = THUMBNAIL_SIZE) -> QPixmap:
    """A thumbnail scaled into one fixed frame, so every entry's text starts at the same place."""
    pixmap = QPixmap(size)
    pixmap.fill(QColor("#efe5d4"))
    scaled = image.scaled(size, Qt.KeepAspectRatio, Qt.SmoothTransformation)
    painter = QPainter(pixmap)
    painter.drawImage((size.width() - scaled.width()) // 2, (size.height() - scaled.height()) // 2, scaled)
    painter.setPen(QColor("#c9b89c"))
    painter.drawRect(0, 0, size.width() - 1, size.height() - 1)
    painter.end()
    return pixmap


class ShelfPage(QWidget):
    new_game = Signal(str)          # game id
    resume = Signal(object)         # Path of a save
    review = Signal(object)         # Path of a save to review (ui/review.py)
    join_game = Signal(str)         # an invite code to join again, or "" to ask for one (ui/join_dialog.py)
    turn_arrived = Signal(str)      # game id: a joined game became this seat's turn (the window may notify)
    FIRST_LOOK_MS = 400             # the first look at joined games, after the first paint

    def __init__(self, store, parent=None, joined=None):
        self._listed = False  # the saved games are read after the first paint (see event())
        self._painted = False
        self._refresher = None  # ui/shelf_refresh.py, made on first use (after the first paint)
        self._joined_items: dict = {}
        self.joined_problems: list[str] = []
        super().__init__(parent)
        self.store = store
        self._joined = joined  # games joined on other computers: read with the saves, after the first paint
        layout = QVBoxLayout(self)
        layout.setContentsMargins(30, 20, 30, 20)
        self.title = QLabel("Tarsas")
        self.title.setStyleSheet("font-size:34px; font-weight:bold; color:#4a3424;")
        self.subtitle = QLabel()
        self.subtitle.setStyleSheet("color:#6b5a45; font-size:14px;")
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        shelf = QHBoxLayout()
        self.game_buttons: dict[str, QToolButton] = {}
        for info in CATALOG.values():
            button = QToolButton()  # its text and box art are set by retranslate()
            button.setIconSize(BOX_SIZE)
            button.setToolButtonStyle(Qt.ToolButtonIconOnly)  # the box shows the title: once
            button.setObjectName(f"shelf-{info.id}")
            button.clicked.connect(lambda _=False, game=info.id: self.new_game.emit(game))
            shelf.addWidget(button)
            self.game_buttons[info.id] = button
        shelf.addStretch()
        layout.addLayout(shelf)
        self.continue_button = QPushButton()
        self.continue_button.setStyleSheet("font-size:16px; padding:8px 20px;")
        self.continue_button.clicked.connect(self._continue)
        row = QHBoxLayout()
        row.addWidget(self.continue_button)
        self.continue_label = QLabel()
        self.continue_label.setTextFormat(Qt.PlainText)
        row.addWidget(self.continue_label, 1)
        self.join_button = QPushButton()  # a game hosted on another computer: paste its code
        self.join_button.setObjectName("shelf-join")
        self.join_button.setStyleSheet("font-size:16px; padding:8px 20px;")
        self.join_button.clicked.connect(lambda: self.join_game.emit(""))
        row.addWidget(self.join_button)
        layout.addLayout(row)
        self.saves_title = QLabel()
        layout.addWidget(self.saves_title)
        self.saves = QListWidget()
        self.saves.setIconSize(THUMBNAIL_SIZE)
        self.saves.setSpacing(2)
        self.saves.itemDoubleClicked.connect(self._open_item)
        self.saves.currentItemChanged.connect(lambda item, _old: self.review_button.setEnabled(self._reviewable(item) is not None or item is None))
        layout.addWidget(self.saves, 1)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.delete_button = QPushButton()
        self.resume_button.clicked.connect(self._resume_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        buttons.addWidget(self.resume_button)
        self.review_button = QPushButton()
        self.review_button.clicked.connect(self._review_selected)
        buttons.addWidget(self.review_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch()
        layout.addLayout(buttons)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setTextFormat(Qt.PlainText)
        self.problems.setStyleSheet("color:#a33;")
        layout.addWidget(self.problems)
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet("ShelfPage{background:#efe5d4;} QListWidget{background:#fbf6ec; border:1px solid #d8c9b0;}"
                           "QToolButton{border:none; font-size:14px; font-weight:bold; color:#4a3424;}"
                           "QToolButton:hover{background:#e6d6bb; border-radius:10px;}")
        self._latest = None
        self._boxes_drawn = False
        self._cleaned = False
        self.continue_button.setEnabled(False)
        self.retranslate(list_saves=False)

    def event(self, event) -> bool:
        # Reading the saves (JSON files, thumbnails to decode) takes 15-30 ms at start-up: the
        # shelf paints first and its list fills in on the next turn of the event loop.
        if not self._listed and event.type() == QEvent.Paint:
            self._listed = True
            QTimer.singleShot(0, self, self.refresh)
        if not self._painted and event.type() == QEvent.Paint:
            self._painted = True  # joined games are looked at once the shelf is up
            QTimer.singleShot(self.FIRST_LOOK_MS, self, self._look)
        return super().event(event)

    @property
    def refresher(self):
        """The background look at joined games (ui/shelf_refresh.py)."""
        if self._refresher is None:
            from .shelf_refresh import ShelfRefresher

            self._refresher = ShelfRefresher(
                self.joined, self, default_factory=lambda: getattr(self.window(), "transport_factory", None))
            self._refresher.changed.connect(self._joined_changed)
            self._refresher.turn_arrived.connect(self.turn_arrived)
        return self._refresher

    def _look(self) -> None:
        if self.isVisible():
            self.refresher.start()

    def showEvent(self, event) -> None:
        super().showEvent(event)
        if self._painted and not event.spontaneous():  # back from a table (a restored window keeps looking)
            self.refresher.start()

    def hideEvent(self, event) -> None:
        super().hideEvent(event)
        if self._refresher is not None and not event.spontaneous():  # a table opened, or the app quits
            self._refresher.stop()

    def retranslate(self, list_saves: bool = True) -> None:
        self.subtitle.setText(self.tr("Pick a game from the shelf, or carry on where you left off."))
        for game, button in self.game_buttons.items():
            info = CATALOG[game]
            title = QCoreApplication.translate(info.id, info.title)
            button.setText(title)
            button.setAccessibleName(title)
            button.setIcon(QIcon(self._box(info)))
            button.setToolTip(QCoreApplication.translate(info.id, info.blurb))
        self.continue_button.setText(self.tr("Continue"))
        self.join_button.setText(self.tr("Join a game…"))
        self.join_button.setToolTip(self.tr("Play a game a friend hosts on another computer: paste the code they sent"))
        self.saves_title.setText("<b>%s</b>" % self.tr("Saved games"))
        self.resume_button.setText(self.tr("Resume"))
        self.review_button.setText(self.tr("Review"))
        self.delete_button.setText(self.tr("Delete"))
        if list_saves:
            self.refresh()

    def _box(self, info) -> QPixmap:
        if self._boxes_drawn:
            try:
                front = box_front(info)
            except Exception as error:  # a game's painter failed: its box falls back, the shelf stays
                self.box_errors[info.id] = f"{type(error).__name__}: {error}"
                front = None
            if front is not None:
                return front
        return box_art(info)

    def draw_boxes(self) -> None:
        """The games' own box fronts, drawn once the shelf has painted (their modules load then)."""
        self._boxes_drawn = True
        self.box_errors: dict[str, str] = {}
        for game, button in self.game_buttons.items():
            button.setIcon(QIcon(self._box(CATALOG[game])))

    @property
    def joined(self):
        """The games joined on other computers (desktop_app/net/joined.py JoinedStore), imported
        on first use: the shelf lists them with the saves, after its first paint."""
        if self._joined is None:
            from desktop_app.net.joined import JoinedStore

            self._joined = JoinedStore()
        return self._joined

    def refresh(self) -> None:
        self._listed = True
        if not self._cleaned:  # once per run: temp files of writes killed in earlier runs
            self._cleaned = True
            self.store.clean_temp_files()
        if not self._boxes_drawn:
            self.draw_boxes()
        infos, errors = self.store.list()
        self.saves.clear()
        listed_by_joined = self._list_joined({info.path.name: info.path for info in infos})
        shown = []
        for info in infos:
            if info.path.name in listed_by_joined:
                continue  # a finished joined game: its joined line stands for it (and reviews it)
            try:
                self.saves.addItem(self._item(info))
            except Exception as error:  # whatever goes wrong with one entry names its file only
                errors.append(SaveError(info.path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"),
                                        detail=type(error).__name__))
                continue
            shown.append(info)
        unfinished = [i for i in shown if not i.finished]
        self._latest = unfinished[0] if unfinished else None
        self.continue_button.setEnabled(self._latest is not None)
        if self._latest:
            latest = self._latest
            progress = self._progress(latest)
            title = QCoreApplication.translate(latest.game, latest.title)
            self.continue_label.setText(f"{title}: {progress}" if progress else title)
        else:
            self.continue_label.setText(self.tr("No game in progress."))
        self.problems.setText("\n".join([self.tr("Could not read save %s") % save_error_text(e) for e in errors]
                                         + [self.tr("Could not read joined game %s") % name for name in self.joined_problems]))

    @staticmethod
    def _progress(info) -> str:
        """The progress line, from a known template and checked numbers (engine/save_fields.py)."""
        if not info.progress_parts:
            return ""
        template, params = info.progress_parts
        return tr(info.game, template, **params)

    def _item(self, info) -> QListWidgetItem:
        when = QLocale().toString(datetime.datetime.fromtimestamp(info.updated), QLocale.ShortFormat)
        computer = self.tr("{name} (computer)")
        seats = ", ".join(s.name if s.is_human else fill(computer, name=s.name) for s in info.seats)
        title = info.name or QCoreApplication.translate(info.game, info.title)
        details = " · ".join(part for part in (self._progress(info), when) if part)
        item = QListWidgetItem(f"{title} — {seats}\n{details}")  # list items are plain text
        item.setData(Qt.UserRole, info.path)
        item.setToolTip(QCoreApplication.translate(info.game, info.title))
        if info.thumbnail:  # already checked to be a small, whole PNG
            image = QImage.fromData(info.thumbnail, "PNG")
            if not image.isNull():
                item.setIcon(QIcon(framed(image)))
        return item

    def _list_joined(self, saved: dict | None = None) -> set[str]:
        """Games joined on other computers, first (yours to play first): "Anna's Kingdom Builder —
        your turn". Double-click (or Resume) joins again and shows the table at once. A finished
        one whose record this computer kept (among `saved`: save file name -> path) is listed once,
        by its joined line, which then reviews that record; returns the file names so listed."""
        joined, problems = self.joined.list()
        saved = saved or {}
        self._joined_items = {}
        listed = set()
        for entry in joined:
            info = CATALOG[entry.game]
            item = QListWidgetItem(self._joined_text(entry))
            item.setData(Qt.UserRole, entry)
            if entry.over and entry.kept in saved:
                item.setData(KEPT_RECORD, saved[entry.kept])
                listed.add(entry.kept)
            item.setToolTip(self.tr("Joined from another computer"))
            item.setIcon(QIcon(framed(self._box(info).toImage())))  # the game's box: no table picture here
            self.saves.addItem(item)
            self._joined_items[(entry.invite.room_hex, entry.seat)] = item
        self.joined_problems = [path.name for path, _why in problems]
        return listed

    def _joined_text(self, entry) -> str:
        """'Anna's Copenhagen — your turn' / waiting for Béla / finished / host away, the note of a
        broker that did not answer the last look, then the seat and when the table last changed."""
        info = CATALOG[entry.game]
        title = QCoreApplication.translate(info.id, info.title)
        whose = fill(self.tr("{host}'s {game}"), host=entry.host_name, game=title) if entry.host_name else title
        if entry.over:
            state = self.tr("finished")
        elif entry.host_away:
            state = self.tr("host away")
        elif entry.my_turn:
            state = self.tr("your turn")
        elif entry.turn is not None and entry.turn < len(entry.seats):
            state = fill(self.tr("waiting for {name}"), name=entry.seats[entry.turn])
        else:
            state = ""
        notes = self._refresher.notes if self._refresher is not None else {}
        if notes.get((entry.invite.room_hex, entry.seat)):
            note = self.tr("can't reach the game's server")
            state = f"{state} · {note}" if state else note
        when = QLocale().toString(datetime.datetime.fromtimestamp(entry.updated), QLocale.ShortFormat)
        details = " · ".join(p for p in (fill(self.tr("on another computer, as {name}"), name=entry.seats[entry.seat]), when) if p)
        return f"{whose} — {state}\n{details}" if state else f"{whose}\n{details}"

    def _joined_changed(self, entry) -> None:
        """A look at the game found a newer table (or its broker did not answer): its line, in place
        (the selection and the order stay; the next listing sorts)."""
        item = self._joined_items.get((entry.invite.room_hex, entry.seat))
        if item is None or self.saves.row(item) < 0:
            return
        item.setData(Qt.UserRole, entry)
        item.setText(self._joined_text(entry))

    def _open_item(self, item) -> None:
        data = item.data(Qt.UserRole)
        if hasattr(data, "code"):  # a joined game (net/joined.py JoinedGame)
            self.join_game.emit(data.code)
        else:
            self.resume.emit(data)

    @staticmethod
    def _reviewable(item):
        """The save a list entry reviews: its own, or a finished joined game's kept record (None:
        a joined game's record is the host's until its last view brings it)."""
        if item is None:
            return None
        data = item.data(Qt.UserRole)
        return item.data(KEPT_RECORD) if hasattr(data, "code") else data

    def _review_selected(self) -> None:
        path = self._reviewable(self.saves.currentItem())
        if path is not None:
            self.review.emit(path)

    def _continue(self) -> None:
        if self._latest:
            self.resume.emit(self._latest.path)

    def _resume_selected(self) -> None:
        item = self.saves.currentItem()
        if item:
            self._open_item(item)

    def _delete_selected(self) -> None:
        item = self.saves.currentItem()
        if item is None:
            return
        path = item.data(Qt.UserRole)
        if hasattr(path, "code"):  # a joined game: forget it here (the host keeps the game)
            box = QMessageBox(QMessageBox.Question, self.tr("Forget joined game"),
                              self.tr("Forget %s on this computer? Its code joins it again.") % item.text().split("\n")[0],
                              QMessageBox.Yes | QMessageBox.No, self)
            box.setTextFormat(Qt.PlainText)
            if box.exec() == QMessageBox.Yes:
                self.joined.forget(path)
                self.refresh()
            return
        box = QMessageBox(QMessageBox.Question, self.tr("Delete save"), self.tr("Delete %s?") % item.text().split("\n")[0],
                          QMessageBox.Yes | QMessageBox.No, self)
        box.setTextFormat(Qt.PlainText)
        if box.exec() == QMessageBox.Yes:
            self.store.delete(path)
            self.refresh()
