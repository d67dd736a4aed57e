"""The new-game dialog (the end of a game is the score sheet, score_sheet.py)."""
from __future__ import annotations

import random
from importlib import import_module

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox, QColorDialog, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
    QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout,
)

from desktop_app.engine.agents import AGENTS, LEVEL_LABELS
from desktop_app.engine.game import GameSpec, Seat

DEFAULT_NAMES = ("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")


class SeatRow:
    def __init__(self, grid: QGridLayout, row: int, colour: str, name: str, agent: str):
        self.name = QLineEdit(name)
        self.name.setMinimumWidth(90)  # a name stays readable beside the "Played by" choices
        self.colour = QColor(colour)
        self.colour_button = QPushButton()
        self.colour_button.setFixedWidth(48)
        self.colour_button.clicked.connect(self.pick_colour)
        self.agent = QComboBox()
        # As wide as "Computer (medium)": the dialog still fits 1280 px; the list shows longer choices whole.
        self.agent.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
        self.agent.setMinimumContentsLength(17)
        for level in ["human", *AGENTS]:
            self.agent.addItem(QCoreApplication.translate("agents", LEVEL_LABELS.get(level, level)), level)
        # A seat whose moves come over the network: starting the game opens its waiting room.
        self.agent.addItem(QCoreApplication.translate("NewGameDialog", "Friend on another computer"), "remote")
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
        # Two columns (seats and the setup picture | options), so even Kingdom Builder's dialog
        # fits a 1280x720 screen; seed and buttons span both.
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns)
        layout = QVBoxLayout()
        columns.addLayout(layout)
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
                # Long choices (Christmas Tree's) are shown whole in the list: the dialog fits 1280 px.
                box.setSizeAdjustPolicy(QComboBox.AdjustToMinimumContentsLengthWithIcon)
                box.setMinimumContentsLength(36)
                for value, label in option.choices:
                    box.addItem(QCoreApplication.translate(spec.id, label), value)
                box.setCurrentIndex(box.findData(option.default))
                box.setToolTip(QCoreApplication.translate(spec.id, option.help))
                options_form.addRow(QCoreApplication.translate(spec.id, option.label), box)
                self.option_boxes[option.key] = box
            right = QVBoxLayout()
            right.addWidget(options_box)
            right.addStretch()
            columns.addLayout(right)
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
            # One size for the picture and for the sentence shown instead: no hole, no jump.
            size = self.preview.pixmap().size() if not self.preview.pixmap().isNull() else None
            self.preview.setFixedSize(size.width(), size.height()) if size else self.preview.setFixedSize(320, 200)
        layout.addStretch()
        for box in self.option_boxes.values():
            box.currentIndexChanged.connect(self._enable_used_options)
        self._enable_used_options()
        seed_row = QHBoxLayout()
        self.use_seed = QCheckBox(self.tr("Fixed seed"))
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setEnabled(False)
        self.use_seed.toggled.connect(self.seed.setEnabled)
        seed_row.addWidget(self.use_seed)
        seed_row.addWidget(self.seed)
        seed_row.addStretch()
        outer.addLayout(seed_row)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._show_rows()

    def _enable_used_options(self) -> None:
        """An option that only counts when another has some value (GameOption.used_when, e.g. a
        quadrant when Board is "chosen") is greyed out while the game would ignore it."""
        for option in self.spec.options:
            used_when = option.used_when
            if used_when and used_when[0] in self.option_boxes:
                key, value = used_when
                self.option_boxes[option.key].setEnabled(self.option_boxes[key].currentData() == value)

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
