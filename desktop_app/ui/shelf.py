"""The start screen: the games on the shelf, Continue, and the saved games.

Every entry of the saves list is built from the store's checked values (engine/saves.py SaveInfo)
by our own code, as plain text; an entry that still fails to show is reported by its file name
and the others list as usual."""
from __future__ import annotations

import datetime
import importlib
import importlib.util

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QPointF, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QFontInfo, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget,
    QToolButton,
)

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.engine.saves import SaveError
from desktop_app.games import CATALOG

from .i18n import fill, save_error_text, tr

KEPT_RECORD = Qt.UserRole + 1  # a finished joined game's entry: the path of its kept record
GAME_FILES = Qt.UserRole + 2   # a game's entry: every file of the game (engine/saved_games.py), for Delete
BOOKMARK_SIZE = QSize(104, 62)  # a bookmark's picture: half a game's, so it reads as under its game
BOX_SIZE = QSize(200, 140)
THUMBNAIL_SIZE = QSize(208, 124)  # the saved table, big enough to recognise
PAGE_STYLE = ("ShelfPage{background:#efe5d4;} QListWidget{background:#fbf6ec; border:1px solid #d8c9b0;}"
              "QToolButton{border:none; font-size:14px; font-weight:bold; color:#4a3424;}"
              "QToolButton:hover{background:#e6d6bb; border-radius:10px;}")
TITLE_STYLE = "font-size:%dpx; font-weight:bold; color:#4a3424;"
SUBTITLE_STYLE = "color:#6b5a45; font-size:%dpx;"
BIG_BUTTON_STYLE = "font-size:%dpx; padding:8px 20px;"
BOX_COLOURS = {"copenhagen": "#3a6db5", "kingdom_builder": "#4c9a50", "new_york": "#c8453b",
               "christmas_tree": "#2e7d4f"}


def room_scale(size: QSize) -> float:
    """How much larger than at 1280x720 the shelf draws its boxes, thumbnails and list: the room
    it has (a 2560x1440 window: twice; at QT_SCALE_FACTOR=2 the same screen is 1280x720 here),
    in quarter steps so a window being resized does not redraw on every pixel."""
    scale = min(size.width() / 1280, size.height() / 720)
    return max(1.0, min(2.0, int(scale * 4) / 4))


def scaled(size: QSize, scale: float) -> QSize:
    return QSize(round(size.width() * scale), round(size.height() * scale))


def _canvas(size: QSize, ratio: float) -> QPixmap:
    """A transparent pixmap of `size` logical pixels at the screen's pixel ratio (crisp at 2x)."""
    pixmap = QPixmap(scaled(size, ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.transparent)
    return pixmap


def box_front(info, size: QSize = BOX_SIZE, ratio: float = 1.0) -> QPixmap | None:
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
    pixmap = _canvas(size, ratio)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.Antialiasing)
    try:
        draw(painter, QRectF(0, 0, size.width(), size.height()))
    finally:
        painter.end()
    return pixmap


def box_art(info, size: QSize = BOX_SIZE, ratio: float = 1.0) -> QPixmap:
    """A game box drawn by us: a coloured lid with the title (until the game draws its own)."""
    pixmap = _canvas(size, ratio)
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


def framed(image: QImage, size: QSize = THUMBNAIL_SIZE, ratio: float = 1.0) -> QPixmap:
    """A thumbnail scaled into one fixed frame, so every entry's text starts at the same place."""
    pixmap = _canvas(size, ratio)
    pixmap.fill(QColor("#efe5d4"))
    fitted = image.scaled(scaled(size, ratio), Qt.KeepAspectRatio, Qt.SmoothTransformation)
    fitted.setDevicePixelRatio(ratio)
    painter = QPainter(pixmap)
    painter.drawImage(QPointF((size.width() - fitted.width() / ratio) / 2, (size.height() - fitted.height() / ratio) / 2), fitted)
    painter.setPen(QColor("#c9b89c"))
    painter.drawRect(0, 0, size.width() - 1, size.height() - 1)
    painter.end()
    return pixmap


class ShelfPage(QWidget):
    new_game = Signal(str)          # game id
    resume = Signal(object)         # Path of a save
    review = Signal(object)         # Path of a save to review (ui/review.py)
    join_game = Signal(str)         # an invite code to join again, or "" to ask for one (ui/online/join_dialog.py)
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
        self.title.setStyleSheet(TITLE_STYLE % 34)
        self.subtitle = QLabel()
        self.subtitle.setStyleSheet(SUBTITLE_STYLE % 14)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        shelf = QHBoxLayout()
        self.game_buttons: dict[str, QToolButton] = {}
        for info in CATALOG.values():
            button = QToolButton()  # its text and box art are set by retranslate()
            button.setIconSize(BOX_SIZE)
            button.setMinimumSize(1, 1)  # grown boxes never keep a shrinking window big (room_scale)
            button.setToolButtonStyle(Qt.ToolButtonIconOnly)  # the box shows the title: once
            button.setObjectName(f"shelf-{info.id}")
            button.clicked.connect(lambda _=False, game=info.id: self.new_game.emit(game))
            shelf.addWidget(button)
            self.game_buttons[info.id] = button
        shelf.addStretch()
        layout.addLayout(shelf)
        self.continue_button = QPushButton()
        self.continue_button.setStyleSheet(BIG_BUTTON_STYLE % 16)
        self.continue_button.clicked.connect(self._continue)
        row = QHBoxLayout()
        row.addWidget(self.continue_button)
        self.continue_label = QLabel()
        self.continue_label.setTextFormat(Qt.PlainText)
        row.addWidget(self.continue_label, 1)
        self.join_button = QPushButton()  # a game hosted on another computer: paste its code
        self.join_button.setObjectName("shelf-join")
        self.join_button.setStyleSheet(BIG_BUTTON_STYLE % 16)
        self.join_button.clicked.connect(lambda: self.join_game.emit(""))
        row.addWidget(self.join_button)
        layout.addLayout(row)
        self.saves_title = QLabel()
        layout.addWidget(self.saves_title)
        self.saves = QListWidget()
        self.saves.setIconSize(THUMBNAIL_SIZE)
        self.saves.setSpacing(2)
        self.saves.itemDoubleClicked.connect(self._open_item)
        self.saves.currentItemChanged.connect(lambda _item, _old: self._enable_buttons())
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
        self.setStyleSheet(PAGE_STYLE)
        self._latest = None
        self._scale = 1.0  # room_scale(): the boxes, thumbnails and list grow with the window
        self._latest_saved = None
        self._boxes_drawn = False
        self._cleaned = False
        self.continue_button.setEnabled(False)
        self._enable_buttons()  # nothing listed yet: nothing to resume, review or delete
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

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        scale = room_scale(event.size())
        if scale != self._scale:
            self._scale = scale
            self._fit_room()

    def _fit_room(self) -> None:
        """Boxes, thumbnails and the list's text at the shelf's scale (drawn again at that size)."""
        scale = self._scale
        for game, button in self.game_buttons.items():
            button.setIconSize(scaled(BOX_SIZE, scale))
            button.setIcon(QIcon(self._box(CATALOG[game])))
        self.saves.setIconSize(scaled(THUMBNAIL_SIZE, scale))
        text = round(QFontInfo(QApplication.font()).pixelSize() * scale)  # the list, labels and buttons
        self.setStyleSheet(PAGE_STYLE + ("" if scale == 1 else
                                         "QListWidget, QLabel{font-size:%dpx;} QPushButton{font-size:%dpx; padding:%dpx %dpx;}"
                                         % (text, text, round(4 * scale), round(12 * scale))))
        self.title.setStyleSheet(TITLE_STYLE % round(34 * scale))
        self.subtitle.setStyleSheet(SUBTITLE_STYLE % round(14 * scale))
        for button in (self.continue_button, self.join_button):
            button.setStyleSheet(BIG_BUTTON_STYLE % round(16 * scale))
        if self._listed:
            self.refresh()

    def _box(self, info) -> QPixmap:
        size, ratio = scaled(BOX_SIZE, self._scale), self.devicePixelRatioF()
        if self._boxes_drawn:
            try:
                front = box_front(info, size, ratio)
            except Exception as error:  # a game's painter failed: its box falls back, the shelf stays
                self.box_errors[info.id] = f"{type(error).__name__}: {error}"
                front = None
            if front is not None:
                return front
        return box_art(info, size, ratio)

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
        from desktop_app.engine.saved_games import games

        infos, errors = self.store.list()
        self.saves.clear()
        listed_by_joined = self._list_joined({info.path.name: info.path for info in infos})
        shown = []
        for game in games([i for i in infos if i.path.name not in listed_by_joined]):
            # a finished joined game is listed by its joined line (which reviews it)
            try:
                items = [self._item(game.main, game)] + [self._bookmark_item(b) for b in game.bookmarks]
            except Exception as error:  # whatever goes wrong with one entry names its file only
                errors.append(SaveError(game.main.path, QT_TRANSLATE_NOOP("engine", "is damaged ({detail})"),
                                        detail=type(error).__name__))
                continue
            for item in items:
                self.saves.addItem(item)
            shown.append(game)
        unfinished = [g.main for g in shown if not g.finished]
        self._latest_saved = max(unfinished, key=lambda i: i.updated) if unfinished else None
        if self.saves.count() and self.saves.currentItem() is None:
            self.saves.setCurrentRow(0)  # Resume, Review and Delete act on a chosen line
        self._choose_continue()
        self.problems.setText("\n".join([self.tr("Could not read save %s") % save_error_text(e) for e in errors]
                                         + [self.tr("Could not read joined game %s") % name for name in self.joined_problems]))

    def _choose_continue(self) -> None:
        """What Continue continues: a joined game where it is your turn (a friend waits for you),
        else the most recently played unfinished game here; never a finished one."""
        waiting = [item.data(Qt.UserRole) for item in self._joined_items.values()
                   if self.saves.row(item) >= 0 and getattr(item.data(Qt.UserRole), "my_turn", False)
                   and not item.data(Qt.UserRole).over]
        self._latest = waiting[0] if waiting else self._latest_saved
        self.continue_button.setEnabled(self._latest is not None)
        latest = self._latest
        if latest is None:
            self.continue_label.setText(self.tr("No game in progress."))
        elif hasattr(latest, "code"):  # a joined game (net/joined.py JoinedGame)
            self.continue_label.setText(self._joined_text(latest).split("\n")[0])
        else:
            progress = self._progress(latest)
            title = QCoreApplication.translate(latest.game, latest.title)
            self.continue_label.setText(f"{title}: {progress}" if progress else title)

    def _enable_buttons(self) -> None:
        """Resume, Review and Delete only when a line is chosen that they act on."""
        item = self.saves.currentItem()
        self.resume_button.setEnabled(item is not None)
        self.delete_button.setEnabled(item is not None)
        self.review_button.setEnabled(self._reviewable(item) is not None)

    @staticmethod
    def _progress(info) -> str:
        """The progress line, from a known template and checked numbers (engine/save_fields.py),
        each score beside its seat's name."""
        from .progress import progress_line

        return progress_line(info.game, info.progress_parts, [seat.name for seat in info.seats])

    def _item(self, info, game=None) -> QListWidgetItem:
        """A game's entry: its name (or title), seats, progress and when it was last played."""
        when = QLocale().toString(datetime.datetime.fromtimestamp(info.updated), QLocale.ShortFormat)
        computer, friend = self.tr("{name} (computer)"), self.tr("{name} (friend)")
        # a friend on another computer is a person, whoever holds the seat meanwhile (issue 23)
        seats = ", ".join(s.name if s.is_human else fill(friend if s.is_remote else computer, name=s.name)
                          for s in info.seats)
        title = info.match_name if info.is_bookmark else info.name
        title = title or QCoreApplication.translate(info.game, info.title)
        if info.copy_of:
            title = fill(self.tr("{name} (a copy)"), name=title)
        details = " · ".join(part for part in (self._progress(info), when) if part)
        item = QListWidgetItem(f"{title} — {seats}\n{details}")  # list items are plain text
        item.setData(Qt.UserRole, info.path)
        if game is not None:
            item.setData(GAME_FILES, [f.path for f in game.files])
        item.setToolTip(QCoreApplication.translate(info.game, info.title))
        self._set_picture(item, info, THUMBNAIL_SIZE)
        return item

    def _bookmark_item(self, info) -> QListWidgetItem:
        """A bookmark, under its game: its name and the position it keeps."""
        when = QLocale().toString(datetime.datetime.fromtimestamp(info.updated), QLocale.ShortFormat)
        details = " · ".join(part for part in (self._progress(info), when) if part)
        word = self.tr("bookmark")
        item = QListWidgetItem(f"{info.name} — {word}\n{details}")
        item.setData(Qt.UserRole, info.path)
        item.setToolTip(self.tr("A bookmark of the game above: resuming it continues that game from here"))
        self._set_picture(item, info, BOOKMARK_SIZE)
        return item

    def _set_picture(self, item, info, size: QSize) -> None:
        """The entry's thumbnail at the shelf's scale and the screen's pixel ratio (crisp at 2x)."""
        if info.thumbnail:  # already checked to be a small, whole PNG
            image = QImage.fromData(info.thumbnail, "PNG")
            if not image.isNull():
                ratio = self.devicePixelRatioF()
                frame, whole = scaled(size, self._scale), scaled(THUMBNAIL_SIZE, self._scale)
                picture = framed(image, frame, ratio)
                if size != THUMBNAIL_SIZE:  # every entry's text starts at the same place
                    full = _canvas(whole, ratio)
                    painter = QPainter(full)
                    painter.drawPixmap(whole.width() - frame.width(), (whole.height() - frame.height()) // 2, picture)
                    painter.end()
                    picture = full
                item.setIcon(QIcon(picture))

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
            item.setIcon(QIcon(framed(self._box(info).toImage(), scaled(THUMBNAIL_SIZE, self._scale), self.devicePixelRatioF())))  # the game's box: no table picture here
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
        self._choose_continue()
        self._enable_buttons()

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
        latest = self._latest
        if latest is None:
            return
        if hasattr(latest, "code"):  # a joined game where it is your turn: join it again
            self.join_game.emit(latest.code)
        else:
            self.resume.emit(latest.path)

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
        files = item.data(GAME_FILES) or [path]  # a game goes with its bookmarks; a bookmark alone
        text = self.tr("Delete %s?") % item.text().split("\n")[0]
        if len(files) > 1:
            text += "\n" + fill(self.tr("Its bookmarks go with it (%n more saves).", "", len(files) - 1), n=len(files) - 1)
        box = QMessageBox(QMessageBox.Question, self.tr("Delete save"), text, QMessageBox.Yes | QMessageBox.No, self)
        box.setTextFormat(Qt.PlainText)
        if box.exec() == QMessageBox.Yes:
            for file in files:
                self.store.delete(file)
            self.refresh()
