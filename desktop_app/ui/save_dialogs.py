"""The questions and messages around saving: Save as (asking before replacing a name), Save
elsewhere…, and a match already open in another running Tarsas. Every text from a file or a
player is shown as plain text."""
from __future__ import annotations

import datetime
import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLocale, Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from typing import NamedTuple

from desktop_app.engine import save_fields
from desktop_app.engine.saves import SaveExists, SaveStore, read_header

from .i18n import fill


def message(parent: QWidget, icon, title: str, text: str, buttons=QMessageBox.Ok, default=QMessageBox.NoButton) -> int:
    """A message box whose text is plain text (names and file names are never read as HTML)."""
    box = QMessageBox(icon, title, text, buttons, parent)
    box.setTextFormat(Qt.PlainText)
    if default != QMessageBox.NoButton:
        box.setDefaultButton(default)
    return box.exec()


def error_text(error: OSError) -> str:
    return error.strerror or str(error) or type(error).__name__


class Bookmarked(NamedTuple):
    path: Path
    name: str


def save_as(parent: QWidget, store: SaveStore, match, thumbnail) -> Bookmarked | None:
    """Ask for a name and write a bookmark of the game (engine/saves.py: the game is not renamed);
    ask before replacing a save of that name; errors in a dialog. `thumbnail` is a callable giving
    the base64 PNG (made only when a save is really written)."""
    name, ok = QInputDialog.getText(parent, QCoreApplication.translate("SaveDialogs", "Save as"),
                                    QCoreApplication.translate("SaveDialogs", "Name of this save:"), text=match.name)
    name = name.strip()
    if not ok or not name:
        return None
    image = thumbnail()
    try:
        try:
            return Bookmarked(store.save_as(match, name, image), save_fields.plain_text(name))
        except SaveExists as exists:
            question = QCoreApplication.translate("SaveDialogs", "A save called “{name}” already exists. Replace it?")
            answer = message(parent, QMessageBox.Question, QCoreApplication.translate("SaveDialogs", "Replace save?"),
                             fill(question, name=exists.name),
                             QMessageBox.Yes | QMessageBox.No, QMessageBox.No)
            if answer != QMessageBox.Yes:
                return None
            return Bookmarked(store.save_as(match, name, image, replace=True), save_fields.plain_text(name))
    except OSError as error:
        message(parent, QMessageBox.Warning, QCoreApplication.translate("SaveDialogs", "Could not save"),
                fill(QCoreApplication.translate("SaveDialogs", "“{name}” could not be saved: {error}"), name=name, error=error_text(error)))
        return None


def save_elsewhere(parent: QWidget, store: SaveStore, match, thumbnail) -> Path | None:
    """Save a copy where the player chooses (when the saves folder cannot be written)."""
    suggested = str(Path.home() / f"{match.spec.id}-{match.match_id}.json")
    chosen, _filter = QFileDialog.getSaveFileName(parent, QCoreApplication.translate("SaveDialogs", "Save elsewhere"), suggested,
                                                  QCoreApplication.translate("SaveDialogs", "Tarsas saves (*.json)"))
    if not chosen:
        return None
    try:
        return store.export(match, Path(chosen), thumbnail())
    except OSError as error:
        message(parent, QMessageBox.Warning, QCoreApplication.translate("SaveDialogs", "Could not save"),
                fill(QCoreApplication.translate("SaveDialogs", "“{name}” could not be saved: {error}"),
                     name=os.path.basename(chosen), error=error_text(error)))
        return None


def resume_match(parent: QWidget, store: SaveStore, path):
    """The match to resume from a save on the shelf, or None when the player cancels. A bookmark
    continues its game; when the game went on after the bookmark, the player chooses: the game as
    it is now, or a copy from the bookmark (listed as a copy under its game). SaveError for a file
    that cannot be resumed."""
    info = read_header(path)
    game = store.went_on(info)
    if game is None:
        return store.open(path)
    text = QCoreApplication.translate(
        "SaveDialogs", "The game went on after the bookmark “{name}” (now: {now}).\n\nContinue the game where it is, or play on from the bookmark as a copy (the game itself stays as it is)?")
    now = _progress_line(game) or QLocale().toString(datetime.datetime.fromtimestamp(game.updated), QLocale.ShortFormat)
    box = QMessageBox(QMessageBox.Question, QCoreApplication.translate("SaveDialogs", "Resume bookmark"),
                      fill(text, name=info.name, now=now), QMessageBox.Cancel, parent)
    box.setTextFormat(Qt.PlainText)
    where = box.addButton(QCoreApplication.translate("SaveDialogs", "Continue the game"), QMessageBox.AcceptRole)
    copy = box.addButton(QCoreApplication.translate("SaveDialogs", "Play a copy from the bookmark"), QMessageBox.ActionRole)
    box.setDefaultButton(where)
    parent._resume_question = box  # tests answer it here
    box.exec()
    parent._resume_question = None
    if box.clickedButton() is where:
        return store.open(game.path)
    if box.clickedButton() is copy:
        return store.open_copy(path)
    return None


def _progress_line(info) -> str:
    from .progress import progress_line

    return progress_line(info.game, info.progress_parts, [seat.name for seat in info.seats])


def ask_open_copy(parent: QWidget, locked) -> bool:
    """The match is open in another running Tarsas: say so, and offer to open a copy instead."""
    owner = locked.owner
    since = QLocale().toString(datetime.datetime.fromtimestamp(owner.started), QLocale.ShortFormat)
    text = QCoreApplication.translate(
        "SaveDialogs",
        "This game is already open in another Tarsas window (process {pid} on {host}, since {since}). Playing it in two places at once would lose moves.\n\nOpen a copy of it as a new game instead?")
    text = fill(text, pid=owner.pid, host=owner.host, since=since)
    answer = message(parent, QMessageBox.Warning, QCoreApplication.translate("SaveDialogs", "Game already open"), text,
                     QMessageBox.Yes | QMessageBox.Cancel, QMessageBox.Cancel)
    return answer == QMessageBox.Yes


def take_lock(parent: QWidget, store: SaveStore, match):
    """The match's lock for this window; if another running Tarsas has the match open, say so and
    offer a copy (a new match id, so neither overwrites the other). None: the player cancelled."""
    import time

    from desktop_app.engine.locks import MatchLocked

    try:
        return store.lock(match)
    except MatchLocked as locked:
        if not ask_open_copy(parent, locked):
            return None
    match.copy_of = match.match_id  # listed as a copy, right after the game it copies
    match.match_id = os.urandom(6).hex()
    match.created = time.time()
    return store.lock(match)
