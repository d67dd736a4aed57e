"""The final score sheet: winners and where every player's points came from, as a panel over the
table that can be put away (Esc or "Put away") to study the final table and brought back from the
side panel. It never blocks the window and never leaves the table by itself."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QDialogButtonBox, QFrame, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
    QVBoxLayout,
)


def row_label(game_id: str, key: str) -> str:
    """A breakdown key ("empty_cells", "tasks_round_1") as the game's translated row title."""
    return QCoreApplication.translate(game_id, key.replace("_", " ").capitalize())


class ScoreSheet(QFrame):
    play_again = Signal()
    back_to_shelf = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("ScoreSheet")
        self.setStyleSheet("#ScoreSheet{background:#fffaf0; border:2px solid #8a6d1f; border-radius:10px;}"
                           " QLabel{background:transparent; color:#2d2a26;}")
        self.setFrameShape(QFrame.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 12, 16, 12)
        self.headline = QLabel()
        self.headline.setObjectName("headline")
        self.headline.setStyleSheet("font-size:20px; font-weight:bold;")
        self.headline.setAlignment(Qt.AlignCenter)
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.PlainText)  # players' names are never markup
        layout.addWidget(self.headline)
        self.table = QTableWidget()
        self.table.setEditTriggers(QAbstractItemView.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.NoSelection)
        self.table.setFocusPolicy(Qt.NoFocus)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.Stretch)
        layout.addWidget(self.table, 1)
        self.buttons = QDialogButtonBox()
        self.put_away_button = self.buttons.addButton("", QDialogButtonBox.RejectRole)
        self.again_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.shelf_button = self.buttons.addButton("", QDialogButtonBox.DestructiveRole)
        self.put_away_button.clicked.connect(self.hide)
        self.again_button.clicked.connect(self.play_again)
        self.shelf_button.clicked.connect(self.back_to_shelf)
        layout.addWidget(self.buttons)
        escape = QShortcut(QKeySequence(Qt.Key_Escape), self)  # Esc puts the sheet away, nothing more
        escape.setContext(Qt.WidgetWithChildrenShortcut)
        escape.activated.connect(self.hide)
        self.match = None
        self.hide()

    def show_for(self, match) -> None:
        self.match = match
        self.retranslate()
        self.place()
        self.show()
        self.raise_()
        self.put_away_button.setFocus()

    def retranslate(self) -> None:
        self.put_away_button.setText(self.tr("Put away"))
        self.put_away_button.setToolTip(self.tr("Hide the score sheet to study the final table (Esc)"))
        self.again_button.setText(self.tr("Play again"))
        self.shelf_button.setText(self.tr("Back to shelf"))
        if self.match is None:
            return
        match, state = self.match, self.match.state
        names = [match.seats[i].name for i in state.winners()]
        headline = self.tr("Winner: %s") if len(names) == 1 else self.tr("Shared win: %s")
        self.headline.setText(headline % ", ".join(names))
        breakdown = state.score_breakdown()
        keys = [k for k in breakdown[0] if k != "total"] + ["total"]
        self.table.clear()
        self.table.setRowCount(len(keys))
        self.table.setColumnCount(len(match.seats))
        self.table.setHorizontalHeaderLabels([s.name for s in match.seats])
        self.table.setVerticalHeaderLabels([row_label(match.spec.id, k) for k in keys])
        for col, parts in enumerate(breakdown):
            for row, key in enumerate(keys):
                item = QTableWidgetItem(str(parts.get(key, "")))
                item.setTextAlignment(Qt.AlignCenter)
                if key == "total":
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.table.setItem(row, col, item)

    def place(self) -> None:
        """Centred over the table, never taller than the page (the rows scroll inside)."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        rows = self.table.rowCount()
        width = min(area.width() - 40, 180 + 110 * max(1, self.table.columnCount()))
        height = min(area.height() - 40, 150 + 30 * rows)
        self.setGeometry((area.width() - width) // 2, (area.height() - height) // 2, width, height)
