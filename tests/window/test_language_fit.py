"""Issue 22, finding 17 and the "Done when" journey: after a language switch at 1280x720, in
Hungarian and in Spanish (and back in English), no text of the shell is cut: every label, button and check box shows
its whole text on the shelf and at each game's table (the tables' own texts are checked by each
game's test at 1280x720)."""
import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY
from desktop_app.ui.first_turn import set_dismissed
from desktop_app.ui.i18n import install_language


@pytest.fixture
def english_after(qapp):
    yield
    install_language("en")


def cut_texts(page, seen: list | None = None) -> list[str]:
    """The visible labels and buttons under `page` whose text does not fit them (each one
    looked at is added to `seen`)."""
    cut = []
    for widget in page.findChildren(QLabel) + page.findChildren(QAbstractButton):
        if not widget.isVisible() or not widget.text().strip() or widget.width() <= 1:
            continue
        if seen is not None:
            seen.append(widget)
        if isinstance(widget, QLabel):
            if widget.textFormat() == 1 or "<" in widget.text():  # rich text lays out on its own
                continue
            if widget.wordWrap():
                fits = widget.heightForWidth(widget.width()) <= widget.height()
            else:
                lines = widget.text().split("\n")
                room = widget.contentsRect().width() - 2 * widget.margin() - 2 * max(widget.indent(), 0)
                fits = max(widget.fontMetrics().horizontalAdvance(line) for line in lines) <= room
        else:
            fits = widget.sizeHint().width() <= widget.width() + 1
        if not fits:
            cut.append(f"{type(widget).__name__} {widget.objectName() or ''} {widget.text()!r} in {widget.width()}x{widget.height()}")
    return cut


@pytest.mark.parametrize("language", ["en", "hu", "es"])
def test_no_shell_text_is_cut_after_a_language_switch_at_1280x720(window, qtbot, english_after, language):
    window.resize(1280, 720)
    qtbot.wait(50)
    window.switch_language(language)
    qtbot.wait(50)
    seen = []
    found = [f"shelf: {c}" for c in cut_texts(window.shelf, seen)]
    for game, spec in REGISTRY.items():
        set_dismissed(game)
        seats = [Seat("Anna", spec.colours[0])] + [Seat(n, spec.colours[i + 1], "greedy") for i, n in enumerate(("Bence", "Csilla", "Dani"))]
        window.start(Match.start(spec, seats[:min(4, spec.max_players)], 3))
        window.table.controller.ai_pause_ms = 10**9
        qtbot.wait(200)
        found += [f"{game}: {c}" for c in cut_texts(window.table, seen)]
        if game == "copenhagen":  # the check sees a cut text: the Hint button given a sentence
            hint = window.table.hint_button
            words = hint.text()
            hint.setText(words * 12)
            assert any(words * 12 in c for c in cut_texts(window.table))
            hint.setText(words)
        window.show_shelf()
        qtbot.wait(50)
    assert len(seen) > 60, len(seen)  # the shelf's and four tables' labels and buttons
    assert not found, "\n".join(found)
