"""The start screen: the games on the shelf, Continue, and the saved games."""
from __future__ import annotations

import base64
import datetime

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QFont, QIcon, QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMessageBox, QPushButton, QVBoxLayout, QWidget,
    QToolButton,
)

from desktop_app.games import CATALOG

from .i18n import fill, save_error_text, tr

BOX_COLOURS = {"copenhagen": "#3a6db5", "kingdom_builder": "#4c9a50", "new_york": "#c8453b",
               "christmas_tree": "#2e7d4f"}


def box_art(info, size: QSize = QSize(180, 120)) -> QPixmap:
    """A game box drawn by us: a coloured lid with the title."""
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


class ShelfPage(QWidget):
    new_game = Signal(str)          # game id
    resume = Signal(object)         # Path of a save

    def __init__(self, store, parent=None):
        self._listed = False  # the saved games are read after the first paint (see event())
        super().__init__(parent)
        self.store = store
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
            button.setIconSize(QSize(180, 120))
            button.setToolButtonStyle(Qt.ToolButtonTextUnderIcon)
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
        row.addWidget(self.continue_label, 1)
        layout.addLayout(row)
        self.saves_title = QLabel()
        layout.addWidget(self.saves_title)
        self.saves = QListWidget()
        self.saves.setIconSize(QSize(120, 70))
        self.saves.itemDoubleClicked.connect(lambda item: self.resume.emit(item.data(Qt.UserRole)))
        layout.addWidget(self.saves, 1)
        buttons = QHBoxLayout()
        self.resume_button = QPushButton()
        self.delete_button = QPushButton()
        self.resume_button.clicked.connect(self._resume_selected)
        self.delete_button.clicked.connect(self._delete_selected)
        buttons.addWidget(self.resume_button)
        buttons.addWidget(self.delete_button)
        buttons.addStretch()
        layout.addLayout(buttons)
        self.problems = QLabel()
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color:#a33;")
        layout.addWidget(self.problems)
        self.setAttribute(Qt.WA_StyledBackground, True)
        self.setStyleSheet("ShelfPage{background:#efe5d4;} QListWidget{background:#fbf6ec; border:1px solid #d8c9b0;}"
                           "QToolButton{border:none; font-size:14px; font-weight:bold; color:#4a3424;}"
                           "QToolButton:hover{background:#e6d6bb; border-radius:10px;}")
        self._latest = None
        self.continue_button.setEnabled(False)
        self.retranslate(list_saves=False)

    def event(self, event) -> bool:
        # Reading the saves (JSON files, thumbnails to decode) takes 15-30 ms at start-up: the
        # shelf paints first and its list fills in on the next turn of the event loop.
        if not self._listed and event.type() == QEvent.Paint:
            self._listed = True
            QTimer.singleShot(0, self, self.refresh)
        return super().event(event)

    def retranslate(self, list_saves: bool = True) -> None:
        self.subtitle.setText(self.tr("Pick a game from the shelf, or carry on where you left off."))
        for game, button in self.game_buttons.items():
            info = CATALOG[game]
            button.setText(QCoreApplication.translate(info.id, info.title))
            button.setIcon(QIcon(box_art(info)))
            button.setToolTip(QCoreApplication.translate(info.id, info.blurb))
        self.continue_button.setText(self.tr("Continue"))
        self.saves_title.setText("<b>%s</b>" % self.tr("Saved games"))
        self.resume_button.setText(self.tr("Resume"))
        self.delete_button.setText(self.tr("Delete"))
        if list_saves:
            self.refresh()

    def refresh(self) -> None:
        self._listed = True
        infos, errors = self.store.list()
        self.saves.clear()
        for info in infos:
            when = QLocale().toString(datetime.datetime.fromtimestamp(info.updated), QLocale.ShortFormat)
            computer = self.tr("{name} (computer)")
            seats = ", ".join(s.name if s.is_human else fill(computer, name=s.name) for s in info.seats)
            title = info.name or QCoreApplication.translate(info.game, info.title)
            progress = tr(info.game, info.progress_parts[0], **info.progress_parts[1]) if info.progress_parts else info.progress
            item = QListWidgetItem(f"{title} — {seats}\n{progress} · {when}")
            item.setData(Qt.UserRole, info.path)
            if info.thumbnail:
                image = QImage.fromData(base64.b64decode(info.thumbnail), "PNG")
                item.setIcon(QIcon(QPixmap.fromImage(image)))
            self.saves.addItem(item)
        unfinished = [i for i in infos if not i.finished]
        self._latest = unfinished[0] if unfinished else None
        self.continue_button.setEnabled(self._latest is not None)
        if self._latest:
            latest = self._latest
            progress = tr(latest.game, latest.progress_parts[0], **latest.progress_parts[1]) if latest.progress_parts else latest.progress
            self.continue_label.setText(f"{QCoreApplication.translate(latest.game, latest.title)}: {progress}")
        else:
            self.continue_label.setText(self.tr("No game in progress."))
        self.problems.setText("\n".join(self.tr("Could not read save %s") % save_error_text(e) for e in errors))

    def _continue(self) -> None:
        if self._latest:
            self.resume.emit(self._latest.path)

    def _resume_selected(self) -> None:
        item = self.saves.currentItem()
        if item:
            self.resume.emit(item.data(Qt.UserRole))

    def _delete_selected(self) -> None:
        item = self.saves.currentItem()
        if item is None:
            return
        path = item.data(Qt.UserRole)
        if QMessageBox.question(self, self.tr("Delete save"), self.tr("Delete %s?") % path.name) == QMessageBox.Yes:
            self.store.delete(path)
            self.refresh()
