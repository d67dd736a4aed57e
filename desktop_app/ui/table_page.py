"""The playing page: the game's table (view + scene), the side panel and the status line."""
from __future__ import annotations

import base64
from importlib import import_module

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QImage, QKeySequence, QPainter, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QFrame, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget,
)

from desktop_app.engine.agents import LEVEL_SHORT

from desktop_app.table.board_view import BoardView
from desktop_app.table.icons import icon_pixmap
from .controller import GameController
from .first_turn import maybe_start as start_first_turn_guide
from .i18n import fill, progress_text, record_text
from .save_banner import SaveBanner
from .rules_viewer import open_rules


def scene_class(spec):
    module, _, name = spec.scene.partition(":")
    return getattr(import_module(module), name)


def render_thumbnail(scene, width: int = 240) -> str:
    """The whole table as a small PNG, base64-encoded for the save file."""
    rect: QRectF = scene.table_rect()
    height = max(1, int(width * rect.height() / max(rect.width(), 1)))
    image = QImage(width, height, QImage.Format_ARGB32_Premultiplied)
    image.fill(QColor("#e9dfcf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.Antialiasing)
    scene.render(painter, QRectF(0, 0, width, height), rect)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.WriteOnly)
    image.save(buffer, "PNG")
    return base64.b64encode(bytes(data)).decode("ascii")


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
        self.kind = QLabel("" if seat.is_human else "(%s)" % QCoreApplication.translate("agents", LEVEL_SHORT.get(seat.agent, seat.agent)))
        self.kind.setStyleSheet("color:#6b5a45;")
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

    def retranslate(self) -> None:
        if not self.seat.is_human:
            self.kind.setText("(%s)" % QCoreApplication.translate("agents", LEVEL_SHORT.get(self.seat.agent, self.seat.agent)))

    def show_state(self, score: int, current: bool, thinking: bool) -> None:
        self.score.setText(str(score))
        self.name.setText(self.base_name)
        kind = "hourglass" if thinking else "turn" if current else None
        self.marker.setPixmap(icon_pixmap(kind, 14) if kind else QPixmap())
        self.setStyleSheet("PlayerRow{background:#fbeed3; border-radius:6px;}" if current else "")


class Curtain(QWidget):
    """Covers the table between two humans' turns so neither sees the other's hand."""

    dismissed = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setAutoFillBackground(True)
        self.setStyleSheet("background:#3d3128;")
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

    def show_for(self, name: str) -> None:
        self.label.setText(fill(self.tr("Pass the computer to {name}"), name=name))
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.button.setFocus()


class TablePage(QWidget):
    back_to_shelf = Signal()
    game_finished = Signal()

    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.store = store
        self.controller: GameController | None = None
        self.scene = None
        self.guide = None
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        left = QVBoxLayout()
        self.view = BoardView()
        self.status = QLabel(" ")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.PlainText)
        self.save_banner = SaveBanner()
        self.save_banner.retry.connect(lambda: self.controller and self.controller.autosave())
        self.save_banner.save_elsewhere.connect(self.save_elsewhere)
        left.addWidget(self.save_banner)
        self.status.setStyleSheet("font-size:14px; padding:6px 10px; background:#f7efe2; color:#2d2a26;")
        left.addWidget(self.view, 1)
        left.addWidget(self.status)
        layout.addLayout(left, 1)
        side = QVBoxLayout()
        panel = QWidget()
        panel.setFixedWidth(250)
        panel.setLayout(side)
        panel.setStyleSheet("QWidget{background:#f3eadb;}")
        self.title = QLabel()
        self.title.setStyleSheet("font-size:18px; font-weight:bold;")
        side.addWidget(self.title)
        self.players_box = QVBoxLayout()
        side.addLayout(self.players_box)
        self.progress = QLabel()
        side.addWidget(self.progress)
        self.log_title = QLabel()
        side.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        side.addWidget(self.log, 1)
        self.undo_button = QPushButton()
        self.hint_button = QPushButton()
        self.fit_button = QPushButton()
        self.shelf_button = QPushButton()
        self.rules_button = QPushButton()
        for button in (self.undo_button, self.hint_button, self.rules_button, self.fit_button, self.shelf_button):
            side.addWidget(button)
        self.rules_button.clicked.connect(self.show_rules)
        rules_key = QShortcut(QKeySequence.HelpContents, self)  # F1 on the table: this game's rules
        rules_key.setContext(Qt.WidgetWithChildrenShortcut)
        rules_key.activated.connect(self.show_rules)
        self.undo_button.clicked.connect(self.undo)
        self.hint_button.clicked.connect(self.hint)
        self.fit_button.clicked.connect(self.view.fit)
        self.shelf_button.clicked.connect(self.back_to_shelf)
        layout.addWidget(panel)
        self.curtain = Curtain(self)
        self.curtain.dismissed.connect(lambda: self.controller and self.controller.dismiss_curtain())
        self.rows: list[PlayerRow] = []
        self._thinking = -1
        self.retranslate()

    def retranslate(self) -> None:
        self.log_title.setText(self.tr("Log"))
        self.undo_button.setText(self.tr("Undo"))
        self.hint_button.setText(self.tr("Hint"))
        self.rules_button.setText(self.tr("? Rules"))
        self.rules_button.setToolTip(self.tr("The rules of this game, and how to play it here"))
        if self.guide is not None:
            self.guide.retranslate()
        self.save_banner.retranslate()
        self.fit_button.setText(self.tr("Fit table"))
        self.shelf_button.setText(self.tr("Back to shelf"))
        self.curtain.button.setText(QCoreApplication.translate("Curtain", "I am ready"))
        for row in self.rows:
            row.retranslate()
        if self.controller is not None:
            self.title.setText(QCoreApplication.translate(self.controller.match.spec.id, self.controller.match.spec.title))
            self.scene.sync()
            self.log.clear()  # rebuilt in the new language by refresh()
            self.refresh()

    def open(self, match) -> GameController:
        self.close_match()
        self.controller = GameController(match, self.store)
        self.scene = scene_class(match.spec)(self.controller)
        self.controller.thumbnail_source = lambda: render_thumbnail(self.scene)
        self.view.setScene(self.scene)
        self.title.setText(QCoreApplication.translate(match.spec.id, match.spec.title))
        for row in self.rows:
            row.deleteLater()
        self.rows = [PlayerRow(seat) for seat in match.seats]
        for row in self.rows:
            self.players_box.addWidget(row)
        self.controller.changed.connect(self.refresh)
        self.controller.status.connect(self.status.setText)
        self.controller.thinking.connect(self._on_thinking)
        self.controller.curtain.connect(self._on_curtain)
        self.controller.finished.connect(self.game_finished)
        self.controller.save_failed.connect(self.save_banner.failed)
        self.controller.saved.connect(self.save_banner.saved)
        self.save_banner.saved()
        self.log.clear()
        for record in match.log:
            self._log(record)
        self.refresh()
        QTimer.singleShot(0, self.view.fit)
        self.controller.start()
        self.guide = start_first_turn_guide(self.view, match)
        return self.controller

    def show_rules(self) -> None:
        game_id = self.controller.match.spec.id if self.controller else "tarsas"
        open_rules(game_id, self.window())

    def _log(self, record) -> None:
        seat = self.controller.match.seats[record.player]
        self.log.addItem(fill(QCoreApplication.translate("TablePage", "{player} {action}"), player=seat.name,
                              action=record_text(record, self.controller.match.spec.id)))

    def refresh(self) -> None:
        if self.controller is None:
            return
        match = self.controller.match
        state = match.state
        while self.log.count() < len(match.log):
            self._log(match.log[self.log.count()])
        while self.log.count() > len(match.log):
            self.log.takeItem(self.log.count() - 1)
        self.log.scrollToBottom()
        scores = state.scores()
        for i, row in enumerate(self.rows):
            row.show_state(scores[i], i == state.current_player, i == self._thinking)
        self.progress.setText(progress_text(state, match.spec.id))
        self.undo_button.setEnabled(self.controller.can_undo())

    def _on_thinking(self, seat: int) -> None:
        self._thinking = seat
        self.refresh()

    def _on_curtain(self, name: str) -> None:
        if name:
            self.curtain.show_for(name)
        else:
            self.curtain.hide()

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        if self.curtain.isVisible():
            self.curtain.setGeometry(self.rect())

    def undo(self) -> None:
        if self.controller:
            self.controller.undo()

    def save_elsewhere(self) -> None:
        if self.controller:
            from .save_dialogs import save_elsewhere

            save_elsewhere(self, self.store, self.controller.match, lambda: render_thumbnail(self.scene))

    def hint(self) -> None:
        if not self.controller or not self.controller.can_act:
            return
        self.hint_button.setEnabled(False)
        self.controller.request_hint(self._show_hint)

    def _show_hint(self, action) -> None:
        self.hint_button.setEnabled(True)
        if self.scene is not None and action is not None:
            self.scene.show_hint(action)

    def close_match(self) -> None:
        if self.guide is not None:
            self.guide.close_guide()
            self.guide = None
        if self.controller is not None:
            self.controller.close()
            self.controller.deleteLater()
        self.controller = None
        self.curtain.hide()
