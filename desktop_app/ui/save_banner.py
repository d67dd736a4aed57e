"""The banner over the table while saving fails: it stays until a save succeeds (the status line
is rewritten every move, so a failure shown there would be gone at once), with "Retry" and
"Save elsewhere…". It floats over the top of the table (a child of the board view, outside any
layout), so showing or hiding it never resizes or shifts the table under the mouse."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from .i18n import fill


class SaveBanner(QFrame):
    retry = Signal()
    save_elsewhere = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setObjectName("save-banner")
        self.setStyleSheet("#save-banner{background:#f6d6cf; border:2px solid #a33; border-radius:6px;}"
                           "QLabel{color:#5a1a12; font-size:14px;}")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 10, 6)
        self.icon = QLabel("⚠")  # a shape, not only a colour
        self.icon.setStyleSheet("font-size:20px;")
        self.label = QLabel()
        self.label.setTextFormat(Qt.PlainText)
        self.label.setWordWrap(True)
        self.retry_button = QPushButton()
        self.elsewhere_button = QPushButton()
        self.retry_button.clicked.connect(self.retry)
        self.elsewhere_button.clicked.connect(self.save_elsewhere)
        layout.addWidget(self.icon)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.retry_button)
        layout.addWidget(self.elsewhere_button)
        self.error = ""
        self.retranslate()
        self.hide()
        if parent is not None:
            parent.installEventFilter(self)

    MARGIN = 8

    def eventFilter(self, watched, event) -> bool:
        if watched is self.parentWidget() and event.type() == QEvent.Resize and self.isVisible():
            self.place()
        return False

    def place(self) -> None:
        """Across the top of the table, as wide as it, as tall as its text needs."""
        parent = self.parentWidget()
        if parent is None:
            return
        width = max(200, parent.width() - 2 * self.MARGIN)
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        self.setGeometry(self.MARGIN, self.MARGIN, width, max(height, self.sizeHint().height()))
        self.raise_()

    def retranslate(self) -> None:
        self.retry_button.setText(QCoreApplication.translate("SaveBanner", "Retry"))
        self.elsewhere_button.setText(QCoreApplication.translate("SaveBanner", "Save elsewhere…"))
        if self.error:
            self._show_text()

    def failed(self, error: str) -> None:
        """A save failed: show why, until saved() is called."""
        self.error = error
        self._show_text()
        self.show()
        self.place()

    def saved(self) -> None:
        self.error = ""
        self.hide()

    def _show_text(self) -> None:
        self.label.setText(fill(QCoreApplication.translate(
            "SaveBanner", "This game is not being saved: {error}. Your last saved position is kept."), error=self.error))
