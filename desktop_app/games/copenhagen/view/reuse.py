"""Keep the items a sync would rebuild exactly as they were (issue 17: a review step <= 16 ms).

The scene builds items from the model on each sync, but an item that would look and behave the
same as one already on the table (same kind, picture, place, stacking and frame) is not swapped
in: the old one stays, with the new one's Python state (its click handler, its slot...) and
tooltip, so its device cache stays valid and the view repaints only what changed."""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem
from shiboken6 import isValid

from desktop_app.table.motion import ORIGIN_SLOT, piece_key, tag_piece


def signature(item) -> tuple:
    """Everything that decides how the item paints and answers, as a hashable value (a
    Clickable's mouse buttons and cursor follow from whether it has a click handler). Not the
    tooltip: a kept item takes the new one, which needs no repaint."""
    if isinstance(item, QGraphicsSimpleTextItem):
        look = (item.text(), item.font().key(), item.brush().color().rgba())
    else:
        look = (item.look(), getattr(item, "selected", None), getattr(item, "lit", None),
                getattr(item, "on_click", None) is not None)
    return (type(item), look, item.pos().toTuple(), item.zValue())


class ItemKeeper:
    def __init__(self, scene):
        self._scene = scene
        self._mine: list = []        # (item, its signature) this scene's syncs put on the table
        self._old: dict[tuple, list] = {}  # signature -> last sync's items that may be kept
        self._free: set = set()      # last sync's items not kept (yet)

    def begin(self) -> None:
        """Before a sync: what is on the table now may be kept."""
        self._old, self._free = {}, set()
        for item, sig in self._mine:
            if not isValid(item) or item.scene() is not self._scene:  # e.g. the scene was cleared
                continue
            if item.pos().toTuple() != sig[2] or item.zValue() != sig[3]:  # stopped on its way
                sig = signature(item)
            self._old.setdefault(sig, []).append(item)
            self._free.add(item)
        self._mine = []

    def put(self, item):
        """The item to use for `item` (configured, not yet tagged): an identical old one, or it."""
        sig = signature(item)
        for old in self._old.get(sig, ()):
            if old in self._free:
                self._free.discard(old)
                old.__dict__.update(item.__dict__)  # the new click handler, slot, references
                tag_piece(old, piece_key(item), item.data(ORIGIN_SLOT))  # untagged until the scene tags it
                if old.toolTip() != item.toolTip():
                    old.setToolTip(item.toolTip())
                self._mine.append((old, sig))
                return old
        self._scene.addItem(item)
        self._mine.append((item, sig))
        return item

    def count(self) -> int:
        return len(self._mine)

    def since(self, start: int) -> list:
        """What was put since count() was `start` (to keep all of it at once next time)."""
        return self._mine[start:]

    def keep(self, entries: list) -> bool:
        """Keep these items of the last sync as they are, if all are still there unchanged."""
        free = self._free
        for item, sig in entries:
            if item not in free or item.pos().toTuple() != sig[2] or item.zValue() != sig[3]:
                return False
        free.difference_update(item for item, _ in entries)
        self._mine.extend(entries)
        return True

    def end(self) -> None:
        """After a sync: take away what was not kept."""
        for item in self._free:
            if item.scene() is self._scene:
                self._scene.removeItem(item)
        self._old, self._free = {}, set()

    def clear(self) -> None:
        self._mine = []
        self._old, self._free = {}, set()
