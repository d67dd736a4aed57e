"""The new-game dialog and the end-of-game screen."""
from __future__ import annotations

import random
from importlib import import_module

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QTableWidget, QTableWidgetItem, QVBoxLayout,
)

from desktop_app.engine.agents import AGENTS, LEVEL_LABELS
from desktop_app.engine.game import GameSpec, Seat

DEFAULT_NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, colour: str, name: str, agent: str):
        self.name = QLineEdit(name)
        self.colour = QColor(colour)
        self.colour_button = QPushButton()
        self.colour_button.setFixedWidth(48)
        self.colour_button.clicked.connect(self.pick_colour)
        self.agent = QComboBox()
        for level in ["human", *AGENTS]:
            self.agent.addItem(QCoreApplication.translate("agents", LEVEL_LABELS.get(level, level)), level)
        self.agent.setCurrentIndex(self.agent.findData(agent))
        self.widgets = (self.name, self.colour_button, self.agent)
        for col, widget in enumerate(self.widgets):
            grid.addWidget(widget, row, col)
        self._paint()

    def pick_colour(self) -> None:
        colour = QColorDialog.getColor(self.colour, None, QCoreApplication.translate("NewGameDialog", "Seat colour"))
        if colour.isValid():
            self.colour = colour
            self._paint()

    def _paint(self) -> None:
        self.colour_button.setStyleSheet(f"background:{self.colour.name()};")

    def set_visible(self, visible: bool) -> None:
        for widget in self.widgets:
            widget.setVisible(visible)

    def seat(self, index: int) -> Seat:
        return Seat(self.name.text().strip() or DEFAULT_NAMES[index], self.colour.name(), self.agent.currentData())


class NewGameDialog(QDialog):
    def __init__(self, spec: GameSpec, parent=None):
        super().__init__(parent)
        self.spec = spec
        self.setWindowTitle(self.tr("New game: %s") % QCoreApplication.translate(spec.id, spec.title))
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.count = QSpinBox()
        self.count.setRange(spec.min_players, spec.max_players)
        self.count.setValue(min(max(2, spec.min_players), spec.max_players))
        form.addRow(self.tr("Players"), self.count)
        layout.addLayout(form)
        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        for col, text in enumerate((self.tr("Name"), self.tr("Colour"), self.tr("Played by"))):
            grid.addWidget(QLabel(f"<b>{text}</b>"), 0, col)
        self.rows = [SeatRow(grid, i + 1, spec.colours[i % len(spec.colours)], DEFAULT_NAMES[i],
                             "human" if i == 0 else "greedy") for i in range(spec.max_players)]
        layout.addWidget(seats_box)
        self.option_boxes: dict[str, QComboBox] = {}
        if spec.options:
            options_box = QGroupBox(self.tr("Options"))
            options_form = QFormLayout(options_box)
            for option in spec.options:
                box = QComboBox()
                for value, label in option.choices:
                    box.addItem(QCoreApplication.translate(spec.id, label), value)
                box.setCurrentIndex(box.findData(option.default))
                box.setToolTip(QCoreApplication.translate(spec.id, option.help))
                options_form.addRow(QCoreApplication.translate(spec.id, option.label), box)
                self.option_boxes[option.key] = box
            layout.addWidget(options_box)
        # A game may offer a picture of its setup (e.g. the assembled board): `options_preview(options)`
        # in its scene module returns a QPixmap, or a sentence when there is nothing to show yet.
        scene_module = import_module(spec.scene.partition(":")[0])
        self._make_preview = getattr(scene_module, "options_preview", None)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignCenter)
        self.preview.setWordWrap(True)
        if self._make_preview is not None:
            layout.addWidget(self.preview)
            for box in self.option_boxes.values():
                box.currentIndexChanged.connect(self._show_preview)
            self._show_preview()
        seed_row = QHBoxLayout()
        self.use_seed = QCheckBox(self.tr("Fixed seed"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setEnabled(False)
        self.use_seed.toggled.connect(self.seed.setEnabled)
        seed_row.addWidget(self.use_seed)
        seed_row.addWidget(self.seed)
        seed_row.addStretch()
        layout.addLayout(seed_row)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _show_preview(self) -> None:
        picture = self._make_preview(self.options())
        if isinstance(picture, str):
            self.preview.setText(picture)
        else:
            self.preview.setPixmap(picture)

    def _show_rows(self) -> None:
        for i, row in enumerate(self.rows):
            row.set_visible(i < self.count.value())

    def seats(self) -> list[Seat]:
        return [row.seat(i) for i, row in enumerate(self.rows[: self.count.value()])]

    def options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def chosen_seed(self) -> int:
        return self.seed.value() if self.use_seed.isChecked() else random.randrange(2**31)


class EndDialog(QDialog):
    """Winners and where every player's points came from; play again or back to the shelf."""

    PLAY_AGAIN = 2

    def __init__(self, match, parent=None):
        super().__init__(parent)
        state = match.state
        self.setWindowTitle(self.tr("Game over"))
        layout = QVBoxLayout(self)
        names = [match.seats[i].name for i in state.winners()]
        headline = QLabel((self.tr("Winner: %s") if len(names) == 1 else self.tr("Shared win: %s")) % ", ".join(names))
        headline.setTextFormat(Qt.PlainText)  # players' names are never markup
        headline.setStyleSheet("font-size:20px; font-weight:bold;")
        headline.setAlignment(Qt.AlignCenter)
        layout.addWidget(headline)
        breakdown = state.score_breakdown()
        keys = [k for k in breakdown[0] if k != "total"] + ["total"]
        table = QTableWidget(len(keys), len(match.seats))
        table.setHorizontalHeaderLabels([s.name for s in match.seats])
        context = match.spec.id
        table.setVerticalHeaderLabels([QCoreApplication.translate(context, k.replace("_", " ").capitalize()) for k in keys])
        for col, parts in enumerate(breakdown):
            for row, key in enumerate(keys):
                item = QTableWidgetItem(str(parts.get(key, "")))
                item.setTextAlignment(Qt.AlignCenter)
                table.setItem(row, col, item)
        table.setMinimumWidth(120 + 110 * len(match.seats))
        table.setMinimumHeight(40 + 32 * len(keys))
        layout.addWidget(table)
        buttons = QDialogButtonBox()
        again = buttons.addButton(self.tr("Play again"), QDialogButtonBox.AcceptRole)
        shelf = buttons.addButton(self.tr("Back to shelf"), QDialogButtonBox.RejectRole)
        again.clicked.connect(lambda: self.done(self.PLAY_AGAIN))
        shelf.clicked.connect(self.reject)
        layout.addWidget(buttons)
