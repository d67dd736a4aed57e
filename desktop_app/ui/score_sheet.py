"""The final score sheet: winners, where every player's points came from and each seat's points over
the game (the score graph), as a panel over the table that can be put away (Esc or "Put away") to
study the final table and brought back from the side panel. It never blocks the window and never
leaves the table by itself; "Review" (or a click on the graph) asks for the review of this game."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView, QDialogButtonBox, QFrame, QHeaderView, QLabel, QTableWidget, QTableWidgetItem,
    QHBoxLayout, QSizePolicy, QVBoxLayout,
)

from .score_graph import ScoreGraph, graph_for

GRAPH_WIDTH = 230  # beside the points table: the sheet grows no taller for it


def row_label(game_id: str, key: str) -> str:
    """A breakdown key ("empty_cells", "tasks_round_1") as the game's translated row title."""
    return QCoreApplication.translate(game_id, key.replace("_", " ").capitalize())


class ScoreSheet(QFrame):
    play_again = Signal()
    back_to_shelf = Signal()
    review = Signal(int)  # the review of this game at that step (the end, from the button)

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
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeToContents)
        self.table.verticalHeader().setMinimumSectionSize(24)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarAlwaysOff)
        self.middle = QHBoxLayout()
        self.middle.addWidget(self.table, 1)
        self.graph: ScoreGraph | None = None  # built for each finished match (graph_for)
        layout.addLayout(self.middle, 1)
        self.buttons = QDialogButtonBox()
        self.put_away_button = self.buttons.addButton("", QDialogButtonBox.RejectRole)
        self.again_button = self.buttons.addButton("", QDialogButtonBox.AcceptRole)
        self.shelf_button = self.buttons.addButton("", QDialogButtonBox.DestructiveRole)
        self.review_button = self.buttons.addButton("", QDialogButtonBox.ActionRole)
        self.review_button.clicked.connect(lambda: self._ask_review(None))
        self.put_away_button.clicked.connect(self.hide)
        self.again_button.clicked.connect(self.play_again)
        self.shelf_button.clicked.connect(self.back_to_shelf)
        layout.addWidget(self.buttons)
        escape = QShortcut(QKeySequence(Qt.Key_Escape), self)  # Esc puts the sheet away, nothing more
        escape.setContext(Qt.WidgetWithChildrenShortcut)
        escape.activated.connect(self.hide)
        self.match = None
        self.record = None  # what the graph and Review replay: the match, or a joined game's record
        self.hide()

    def show_for(self, match) -> None:
        self.match = match
        if self.graph is not None:
            self.middle.removeWidget(self.graph)
            self.graph.deleteLater()
            self.graph = None
        # A game joined from another computer has only its views here until the host's final view
        # brought the finished game's record (checked, ui/online/remote_controller.py): then it replays.
        self.record = match if hasattr(match, "fresh_state") else getattr(match, "record", None)
        self.review_button.setVisible(self.record is not None)
        if self.record is not None:
            self.graph = graph_for(self.record, self)
            self.graph.setMinimumSize(160, 120)
            self.graph.setFixedWidth(GRAPH_WIDTH)
            self.graph.setSizePolicy(QSizePolicy.Fixed, QSizePolicy.Expanding)
            self.graph.step_clicked.connect(self._ask_review)
            self.middle.addWidget(self.graph)
        self.retranslate()
        self.place()
        self.show()
        self.raise_()
        self.put_away_button.setFocus()

    def forget(self) -> None:
        """The table closed: hide, and keep nothing of its game (match, record, graph)."""
        self.hide()
        self.match = self.record = None
        if self.graph is not None:
            self.middle.removeWidget(self.graph)
            self.graph.deleteLater()
            self.graph = None

    def retranslate(self) -> None:
        self.put_away_button.setText(self.tr("Put away"))
        self.put_away_button.setToolTip(self.tr("Hide the score sheet to study the final table (Esc)"))
        # A joined game whose host plays again offers its next game (ui/online/remote_controller.py).
        self.again_button.setText(self.tr("Join the next game") if getattr(self.match, "next_code", None)
                                  else self.tr("Play again"))
        self.shelf_button.setText(self.tr("Back to shelf"))
        self.review_button.setText(self.tr("Review"))
        self.review_button.setToolTip(self.tr("Replay this game move by move"))
        if self.graph is not None:
            self.graph.setToolTip(self.tr("Points over the game; click to review the game from there"))
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
        if self.isVisible():  # new words, new widths
            self.place()

    def _ask_review(self, step: int | None) -> None:
        if self.record is not None:
            self.review.emit(len(self.record.log) if step is None else step)

    def place(self) -> None:
        """Centred over the table, never taller than the page (the rows scroll inside), and no
        bigger than the points need: the rows' own height, the graph beside them."""
        parent = self.parentWidget()
        if parent is None:
            return
        area = parent.rect()
        table = self.table
        table.resizeColumnsToContents()
        columns = max(1, table.columnCount())
        column = max(64, max((table.sizeHintForColumn(c) for c in range(columns)), default=0) + 12)
        table_width = table.verticalHeader().sizeHint().width() + column * columns + 2 * table.frameWidth()
        table_height = (table.horizontalHeader().sizeHint().height() + table.verticalHeader().length()
                        + 2 * table.frameWidth())
        margins = self.layout().contentsMargins()
        self.buttons.layout().invalidate()  # words just changed (a language): a fresh size hint
        graph = GRAPH_WIDTH + self.middle.spacing() if self.graph is not None else 0
        frame = 2 * self.frameWidth()
        width = min(area.width() - 40, frame + margins.left() + margins.right()
                    + max(table_width + graph, self.buttons.sizeHint().width()))  # every button's words
        spacing = self.layout().spacing()
        rest = (frame + margins.top() + margins.bottom() + 2 * spacing + self.buttons.sizeHint().height()
                + self.headline.heightForWidth(width - frame - margins.left() - margins.right()))
        table.setMinimumHeight(max(60, min(table_height, area.height() - 40 - rest)))  # no squeeze
        height = min(area.height() - 40, rest + table_height)
        self.setGeometry((area.width() - width) // 2, (area.height() - height) // 2, width, height)
