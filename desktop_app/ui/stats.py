"""The statistics page: the player's record per game and overall (engine/stats.py)."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from desktop_app.engine.agents import LEVEL_SHORT
from desktop_app.engine.stats import StatsIndex, figures
from desktop_app.games import CATALOG

from .i18n import fill


class StatsDialog(QDialog):
    def __init__(self, store, parent=None):
        super().__init__(parent)
        self.setWindowTitle(self.tr("Statistics"))
        self.summaries = StatsIndex(store).refresh()
        layout = QVBoxLayout(self)
        self.game = QComboBox()
        self.game.addItem(self.tr("All games"), None)
        for info in CATALOG.values():
            self.game.addItem(QCoreApplication.translate(info.id, info.title), info.id)
        self.game.currentIndexChanged.connect(self.show_figures)
        layout.addWidget(self.game)
        self.form = QFormLayout()
        layout.addLayout(self.form)
        self.values: dict[str, QLabel] = {}
        for key, label in (("played", self.tr("Games played")), ("finished", self.tr("Games finished")),
                           ("wins", self.tr("Wins by seat name")), ("against", self.tr("Win rate against the computer")),
                           ("best", self.tr("Best score")), ("average", self.tr("Average score (every seat)")),
                           ("longest", self.tr("Longest game"))):
            value = QLabel()
            value.setTextFormat(Qt.PlainText)  # seat names are never markup
            value.setWordWrap(True)
            self.form.addRow(label, value)
            self.values[key] = value
        buttons = QDialogButtonBox(QDialogButtonBox.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(460, 320)
        self.show_figures()

    def show_figures(self) -> None:
        locale = QLocale()
        f = figures(self.summaries, self.game.currentData())
        dash = "–"
        self.values["played"].setText(locale.toString(f.played))
        self.values["finished"].setText(locale.toString(f.finished))
        wins = sorted(f.wins.items(), key=lambda item: (-item[1], item[0]))
        self.values["wins"].setText(", ".join(f"{name} {count}" for name, count in wins) or dash)
        rates = []
        for level in sorted(f.against):
            won, games = f.against[level]
            name = QCoreApplication.translate("agents", LEVEL_SHORT.get(level, level))
            rates.append(fill(self.tr("{level}: {rate} ({won} of {games})"), level=name,
                              rate=locale.toString(round(100 * won / games)) + " %", won=won, games=games))
        self.values["against"].setText("\n".join(rates) or dash)
        self.values["best"].setText(fill(self.tr("{score} ({name})"), score=f.best[0], name=f.best[1]) if f.best else dash)
        self.values["average"].setText(locale.toString(f.average, "f", 1) if f.average is not None else dash)
        if f.longest:
            title = QCoreApplication.translate(f.longest[1], CATALOG[f.longest[1]].title) if f.longest[1] in CATALOG else f.longest[1]
            self.values["longest"].setText(fill(self.tr("{count} moves ({game})"), count=f.longest[0], game=title))
        else:
            self.values["longest"].setText(dash)
