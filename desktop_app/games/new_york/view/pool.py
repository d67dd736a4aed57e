"""Items kept from one sync to the next (issue 17: a review step <= 16 ms).

A sync rebuilds the whole table, but a step of a review or a move changes a few components. An
item whose look (everything its picture depends on, sizes included) is the same as an item of
the previous sync takes that item again: it is moved and given its new callbacks and tooltip,
but neither rebuilt nor repainted, so Qt repaints only what changed. Items of the previous sync
that no look asked for are removed at the end."""
from __future__ import annotations

from collections import defaultdict

from shiboken6 import isValid


class ItemPool:
    def __init__(self, scene):
        self.scene = scene
        self.made: list = []  # this sync's items (new or taken again)
        self.spare: dict = {}  # look -> items of the previous sync not taken yet

    def begin(self) -> None:
        spare = defaultdict(list)
        for item in self.made:
            if not isValid(item) or item.scene() is not self.scene:
                continue
            key = getattr(item, "pool_key", None)
            if key is None:
                self.scene.removeItem(item)
            else:
                spare[key].append(item)
        self.spare, self.made = spare, []

    def take(self, key):
        """An item of the previous sync with this `pool_key` (its look), or None."""
        if key is None:
            return None
        items = self.spare.get(key)
        return items.pop() if items else None

    def add(self, item):
        if item.scene() is not self.scene:
            self.scene.addItem(item)
        self.made.append(item)
        return item

    def end(self) -> None:
        for items in self.spare.values():
            for item in items:
                if isValid(item) and item.scene() is self.scene:
                    self.scene.removeItem(item)
        self.spare = {}
