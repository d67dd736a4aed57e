"""The toolkit's ItemKeeper: items whose key and look are unchanged survive a sync, others go."""
from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QGraphicsRectItem, QGraphicsScene
from shiboken6 import isValid

from desktop_app.table.keeper import ItemKeeper


class Table:
    """A scene whose sync() builds one square per (key, look) of `layout` through the keeper."""

    def __init__(self):
        self.scene = QGraphicsScene()
        self.keeper = ItemKeeper(self.scene)
        self.built = 0

    def sync(self, layout: list[tuple]) -> list:
        self.keeper.begin()
        items = []
        for key, look in layout:
            item = self.keeper.take(key, look)
            if item is None:
                item = QGraphicsRectItem(QRectF(0, 0, 10, 10))
                self.built += 1
                self.keeper.add(item, key, look)
            items.append(item)
        self.keeper.end()
        return items


def test_an_unchanged_item_survives_a_sync_and_a_changed_one_is_built_again(qtbot):
    table = Table()
    first = table.sync([("a", 1), ("b", 1), ("c", 1)])
    second = table.sync([("a", 1), ("b", 2), ("c", 1)])
    assert second[0] is first[0] and second[2] is first[2]
    assert second[1] is not first[1]
    assert table.built == 4
    assert set(table.scene.items()) == set(second)
    assert not isValid(first[1]) or first[1].scene() is None  # the old look of "b" left the table


def test_what_no_sync_asks_for_is_removed(qtbot):
    table = Table()
    first = table.sync([("a", 1), ("b", 1)])
    second = table.sync([("b", 1)])
    assert second == [first[1]]
    assert table.scene.items() == [first[1]]
    assert table.sync([]) == [] and table.scene.items() == []


def test_items_of_the_same_key_and_look_are_each_taken_once(qtbot):
    table = Table()
    first = table.sync([("label", "x"), ("label", "x")])
    second = table.sync([("label", "x"), ("label", "x"), ("label", "x")])
    assert set(second[:2]) == set(first) and second[2] not in first
    assert len(table.scene.items()) == 3 and table.built == 3


def test_an_item_without_a_key_is_never_kept(qtbot):
    table = Table()
    first = table.sync([(None, 1), ("a", 1)])
    assert table.keeper.take(None, 1) is None
    second = table.sync([(None, 1), ("a", 1)])
    assert second[0] is not first[0] and second[1] is first[1]
    assert len(table.scene.items()) == 2


def test_a_taken_item_gets_its_stacking_back(qtbot):
    """A motion cut short by a sync leaves its piece raised; taken again, it is put back."""
    table = Table()
    item = table.sync([("a", 1)])[0]
    item.setZValue(800)
    assert table.sync([("a", 1)]) == [item]
    assert item.zValue() == 0


def test_items_the_scene_lost_meanwhile_are_not_handed_out(qtbot):
    table = Table()
    table.sync([("a", 1), ("b", 1)])
    table.scene.clear()
    second = table.sync([("a", 1), ("b", 1)])
    assert all(isValid(item) and item.scene() is table.scene for item in second)
    assert table.built == 4


def test_placed_lists_this_syncs_items_in_order(qtbot):
    table = Table()
    items = table.sync([("b", 1), ("a", 1)])
    assert table.keeper.placed() == items
    table.keeper.forget()
    assert table.keeper.placed() == []


def test_a_kept_item_that_moves_repaints_its_cache(qtbot):
    """Qt shifts a device cache by whole pixels only: a kept item put elsewhere is repainted
    (one left in place is not)."""
    painted = []

    class Counted(QGraphicsRectItem):
        def paint(self, painter, option, widget=None):
            painted.append(self.pos().toTuple())
            super().paint(painter, option, widget)

    from PySide6.QtCore import QPointF
    from PySide6.QtWidgets import QGraphicsItem, QGraphicsView

    scene = QGraphicsScene(0, 0, 100, 100)
    view = QGraphicsView(scene)
    view.resize(160, 160)
    view.show()
    item = Counted(QRectF(0, 0, 10, 10))
    item.setCacheMode(QGraphicsItem.DeviceCoordinateCache)
    scene.addItem(item)
    qtbot.waitUntil(lambda: bool(painted))
    ItemKeeper.move(item, QPointF(0, 0))  # where it is: nothing to do
    view.viewport().repaint()
    assert painted == [(0.0, 0.0)]
    ItemKeeper.move(item, QPointF(20.5, 30.25))
    view.viewport().repaint()
    assert item.pos() == QPointF(20.5, 30.25) and painted[-1] == (20.5, 30.25)


def test_adding_a_taken_item_again_changes_nothing(qtbot):
    """Take-or-build then add (New York's way): a taken item is placed once."""
    table = Table()
    first = table.sync([("a", 1)])[0]
    table.keeper.begin()
    item = table.keeper.take("a", 1)
    assert item is first and table.keeper.add(item, "a", 1) is item
    table.keeper.end()
    assert table.keeper.placed() == [item] and table.scene.items() == [item]


def test_the_stacking_put_back_is_the_one_the_sync_left(qtbot):
    """A z the scene set after adding the item (in the same sync) is the one restored."""
    table = Table()
    table.keeper.begin()
    item = table.keeper.add(QGraphicsRectItem(QRectF(0, 0, 10, 10)), "a", 1)
    item.setZValue(5)
    table.keeper.end()
    item.setZValue(800)  # raised by a motion, cut short by the next sync
    assert table.sync([("a", 1)]) == [item] and item.zValue() == 5
