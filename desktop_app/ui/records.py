"""Records to share: Export game… writes a `.tarsas` file (the save format, with its version);
Open…, a file dropped onto the window or `tarsas FILE` opens one. An opened file goes through the
save store's own reading path (every check a save gets) and opens as a new match, so nothing of
the sender's is touched: a finished game in review, an unfinished one to continue."""
from __future__ import annotations

import os
import time
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QMessageBox

from desktop_app.engine.saves import SaveError

from .i18n import fill, save_error_text

SUFFIX = ".tarsas"


def file_filter() -> str:
    return QCoreApplication.translate("Records", "Tarsas games (*.tarsas *.json)")


def export_game(window, match, thumbnail=lambda: "") -> Path | None:
    """Ask where, then write the match there as a record."""
    from .save_dialogs import error_text, message

    suggested = str(Path.home() / f"{match.spec.id}-{match.match_id}{SUFFIX}")
    chosen, _filter = QFileDialog.getSaveFileName(window, QCoreApplication.translate("Records", "Export game"),
                                                  suggested, file_filter())
    if not chosen:
        return None
    path = Path(chosen)
    if path.suffix.lower() not in (SUFFIX, ".json"):
        path = path.with_name(path.name + SUFFIX)
    try:
        written = window.store.export(match, path, thumbnail())
    except OSError as error:
        message(window, QMessageBox.Warning, QCoreApplication.translate("Records", "Could not export"),
                fill(QCoreApplication.translate("Records", "“{name}” could not be written: {error}"),
                     name=path.name, error=error_text(error)))
        return None
    exported(window, written)
    return written


def exported(window, path: Path) -> None:
    """Say where the record went, with "Show in folder" (the system's file manager opens there)."""
    from PySide6.QtCore import Qt, QUrl
    from PySide6.QtGui import QDesktopServices

    box = QMessageBox(QMessageBox.Information, QCoreApplication.translate("Records", "Game exported"),
                      fill(QCoreApplication.translate("Records", "The game was saved as “{name}” in {folder}."),
                           name=path.name, folder=str(path.parent)), QMessageBox.Ok, window)
    box.setTextFormat(Qt.PlainText)
    show = box.addButton(QCoreApplication.translate("Records", "Show in folder"), QMessageBox.ActionRole)
    window._export_message = box  # tests reach the open message here
    box.exec()
    window._export_message = None
    if box.clickedButton() is show:
        QDesktopServices.openUrl(QUrl.fromLocalFile(str(path.parent)))


def read_record(store, path) -> "Match":  # noqa: F821
    """The match a record holds, checked exactly as a save (SaveError naming the file), with a
    fresh id: continuing it never writes over the sender's autosave nor any save of ours."""
    match = store.open(Path(path))
    match.match_id = os.urandom(6).hex()
    match.created = time.time()
    return match


def open_record(window, path) -> bool:
    """Open a record in the window: review a finished game, continue an unfinished one."""
    from .save_dialogs import message

    try:
        match = read_record(window.store, path)
    except SaveError as error:
        message(window, QMessageBox.Warning, QCoreApplication.translate("Records", "Cannot open"),
                save_error_text(error))
        return False
    if match.state.is_over:
        window.review(match)
    else:
        window.start(match)
    return True


def ask_open(window) -> bool:
    chosen, _filter = QFileDialog.getOpenFileName(window, QCoreApplication.translate("Records", "Open a game"),
                                                  str(Path.home()), file_filter())
    return open_record(window, chosen) if chosen else False


def dropped_paths(mime) -> list[Path]:
    """The local files of a drop (a drop of anything else is not ours)."""
    if not mime.hasUrls():
        return []
    return [Path(url.toLocalFile()) for url in mime.urls() if url.isLocalFile()]
