"""Which Game-menu entries can act where the window is (issue 22 finding 19): an entry that would
do nothing is disabled, never left to do nothing when clicked. At a table every entry acts (on a
joined table Save as, Review and Export say the host keeps the record; Undo says why nothing can
be taken back); on the shelf none of them has anything to act on."""
from __future__ import annotations

NAMES = ("save_as", "review", "export", "undo", "shelf")


def game_actions_state(window) -> dict[str, bool]:
    """name -> enabled, for the window's save_as, review, export, undo and shelf actions."""
    page = window.stack.currentWidget()
    if window._table is not None and page is window._table:
        return dict.fromkeys(NAMES, True)
    if window._review is not None and page is window._review:
        return {"save_as": False, "review": False, "export": True, "undo": False, "shelf": True}
    return dict.fromkeys(NAMES, False)
