"""The Qt bridge hands messages from a network thread to the UI thread, and stops on close."""
import threading

from desktop_app.net.transport import MemoryBroker
from desktop_app.ui.online.net_bridge import QtTransport


def test_messages_from_another_thread_arrive_on_the_ui_thread(qtbot):
    broker = MemoryBroker()
    sender, receiver = broker.connect(), QtTransport(broker.connect())
    seen = []
    receiver.on_message = lambda topic, payload: seen.append((topic, payload, threading.current_thread()))
    receiver.subscribe("room/#")
    sender.publish("room/a", b"one")
    worker = threading.Thread(target=broker.pump)  # delivery happens on a foreign thread
    worker.start()
    worker.join()
    assert seen == []  # queued: nothing ran on the worker thread
    qtbot.waitUntil(lambda: len(seen) == 1)
    assert seen[0][:2] == ("room/a", b"one") and seen[0][2] is threading.main_thread()


def test_nothing_is_delivered_after_close(qtbot):
    broker = MemoryBroker()
    sender, receiver = broker.connect(), QtTransport(broker.connect())
    seen = []
    receiver.on_message = lambda *message: seen.append(message)
    receiver.subscribe("room/#")
    sender.publish("room/a", b"one")
    broker.pump()  # queued on the Qt side...
    receiver.close()  # ...then the table closes before the event loop delivers it
    qtbot.wait(20)
    assert seen == [] and not receiver.inner.connected
