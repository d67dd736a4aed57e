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
            # Each option's name above its choice: the choice has the column's whole width, so its
            # text shows whole ("…count as the tile's colour") and the dialog still fits 1280 px.
            options_form.setRowWrapPolicy(QFormLayout.WrapLongRows)
            for option in spec.options:
                box = QComboBox()
                box.setSizeAdjustPolicy(QComboBox.AdjustToContents)
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
        # With a friend on another computer the host decides about hints, for everyone (issue 23)
        self.hints = QCheckBox(self.tr("Hints for everyone (also friends on other computers)"))
        self.hints.setChecked(True)
        outer.addWidget(self.hints)
        from .online.clock_choice import ClockChoice

        self.clock = ClockChoice()  # online games: a limit per turn (issue 24)
        outer.addWidget(self.clock)
        for row in self.rows:
            row.agent.currentIndexChanged.connect(self._show_hints_choice)
        from .online.server_hosting import HostingChoice  # "Host on: this computer / a table server" (issue 24)

        self.hosting = HostingChoice()
        outer.addWidget(self.hosting)
        buttons = QDialogButtonBox(QDialogButtonBox.Ok | QDialogButtonBox.Cancel)
        buttons.button(QDialogButtonBox.Ok).setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        self.count.valueChanged.connect(self._show_rows)
        self._recall()
        self._show_rows()
        self.accepted.connect(self._remember)

    # ------------------------------------------------------------ the last choices, per game
    def _settings_key(self) -> str:
        return f"new_game/{self.spec.id}"

    def _recall(self) -> None:
        """The player count, who plays each seat and the options chosen the last time this game
        was started (choices the game no longer offers are skipped)."""
        from PySide6.QtCore import QSettings

        settings = QSettings()
        key = self._settings_key()
        count = settings.value(f"{key}/count")
        try:
            count = int(count)
        except (TypeError, ValueError):
            count = None
        if count is not None and self.spec.min_players <= count <= self.spec.max_players:
            self.count.setValue(count)
        agents = settings.value(f"{key}/agents")
        if isinstance(agents, str):
            agents = agents.split(",")
        for row, agent in zip(self.rows, agents if isinstance(agents, list) else []):
            index = row.agent.findData(agent)
            if index >= 0:
                row.agent.setCurrentIndex(index)
        for option, box in self.option_boxes.items():
            index = box.findData(settings.value(f"{key}/option/{option}"))
            if index >= 0:
                box.setCurrentIndex(index)

    def _remember(self) -> None:
        from PySide6.QtCore import QSettings

        settings = QSettings()
        key = self._settings_key()
        settings.setValue(f"{key}/count", self.count.value())
        settings.setValue(f"{key}/agents", ",".join(row.agent.currentData() for row in self.rows))
        for option, box in self.option_boxes.items():
            settings.setValue(f"{key}/option/{option}", box.currentData())

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
        self._show_hints_choice()

    def _show_hints_choice(self) -> None:
        if hasattr(self, "hints"):
            online = any(seat.is_remote for seat in self.seats())
            self.hints.setVisible(online)
            if hasattr(self, "clock"):
                self.clock.setVisible(online)

    def accept(self) -> None:
        """The hosted room keeps the hints choice (net/rooms.py): the table reads it from here."""
        from PySide6.QtCore import QSettings

        if not self.hosting.check():  # a table server's code that is none: said under it, the dialog stays
            return
        QSettings().setValue("online/hints", self.hints.isChecked())
        self.clock.remember()
        super().accept()

    def seats(self) -> list[Seat]:
        return [row.seat(i) for i, row in enumerate(self.rows[: self.count.value()])]

    def options(self) -> dict:
        return {key: box.currentData() for key, box in self.option_boxes.items()}

    def chosen_seed(self) -> int:
        return self.seed.value() if self.use_seed.isChecked() else random.randrange(2**31)
