"""Items kept from one sync to the next (issue 17: a review step <= 16 ms).

A game's sync() rebuilds its table from the model, but a step of a review or a move changes a
few components. Between `begin()` and `end()` the scene asks `take(key, look)` for each item it
is about to build: the previous sync's item with that key (the component it stands for) and that
look (everything its picture and behaviour depend on that the scene will not set again itself)
comes back, with the device cache Qt already painted for it, so the view repaints only what
changed. Otherwise the scene builds the item and hands it to `add(item, key, look)`. `end()`
removes the previous sync's items nobody took.

A taken item keeps its position and attributes: the scene sets again whatever is not in the look
(its tooltip, its click handler) and puts it in place with `move(item, pos)`. Its stacking order
is put back as the last sync left it (a motion cut short by this sync leaves it raised)."""
from __future__ import annotations

from typing import Hashable

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem
from shiboken6 import isValid


class ItemKeeper:
    def __init__(self, scene):
        self.scene = scene
        self._placed: dict[QGraphicsItem, tuple] = {}  # this sync's items -> (key, look), in order
        self._stacking: dict[QGraphicsItem, float] = {}  # the last sync's items -> z as it left them
        self._spare: dict[Hashable, list[tuple]] = {}  # key -> last sync's (item, look) not taken yet

    def begin(self) -> None:
        """Before a sync: what the last sync placed may be taken again; an item added without a
        key never is, so it goes at once."""
        spare: dict[Hashable, list[tuple]] = {}
        for item, (key, look) in self._placed.items():
            if not isValid(item) or item.scene() is not self.scene:  # the scene was cleared, or it went
                continue
            if key is None:
                self.scene.removeItem(item)
            else:
                spare.setdefault(key, []).append((item, look))
        self._spare, self._placed = spare, {}

    def take(self, key: Hashable, look: Hashable = None) -> QGraphicsItem | None:
        """The last sync's item with this key and look (now placed again), or None."""
        if key is None:
            return None
        candidates = self._spare.get(key)
        if not candidates:
            return None
        for index, (item, old_look) in enumerate(candidates):
            if old_look == look:
                del candidates[index]
                z = self._stacking.get(item)
                if z is not None and item.zValue() != z:
                    item.setZValue(z)
                self._placed[item] = (key, look)
                return item
        return None

    def add(self, item: QGraphicsItem, key: Hashable = None, look: Hashable = None) -> QGraphicsItem:
        """Place a newly built item (key None: never taken again); an item taken in this sync is
        placed already (nothing to do). Returns the item."""
        if item in self._placed:
            return item
        if item.scene() is not self.scene:
            self.scene.addItem(item)
        self._placed[item] = (key, look)
        return item

    @staticmethod
    def move(item: QGraphicsItem, pos: QPointF) -> None:
        """Put an item at `pos`; one that moves repaints its device cache: Qt shifts a cached
        picture by whole device pixels only, so after a move by a fraction of one (at any zoom
        but 1:1, any move may be) it would differ from the same item built there afresh."""
        if item.pos() != pos:
            item.setPos(pos)
            item.update()

    def end(self) -> None:
        """After a sync: remove the last sync's items that were not taken, and note how this
        sync stacked its own (a motion started after it may raise one and be cut short)."""
        for entries in self._spare.values():
            for item, _look in entries:
                if isValid(item) and item.scene() is self.scene:
                    self.scene.removeItem(item)
        self._spare = {}
        self._stacking = {item: item.zValue() for item in self._placed if isValid(item)}

    def placed(self) -> list[QGraphicsItem]:
        """This sync's items, in the order they were placed."""
        return list(self._placed)

    def forget(self) -> None:
        """Drop every reference (the scene is being cleared by other means)."""
        self._placed, self._stacking, self._spare = {}, {}, {}


__all__ = ["ItemKeeper"]
