"""Many broker links on one network thread (net/mqtt.py LinkLoop, issue 24): a table server's 500
rooms were 500 paho threads, and on a busy machine their keepalives were missed. Here, on a real
mosquitto: forty links served by one thread (no thread of paho's) pass messages both ways, each
keeps its own last will (a link cut without a goodbye fires its own will, and connects again by
itself), all come back after the broker restarts, and a closed link says goodbye after its last
message (no will)."""
from __future__ import annotations

import socket
import threading
import time

from desktop_app.net.mqtt import LinkLoop, MqttTransport

from .broker import mosquitto  # noqa: F401  (fixture)

LINKS = 40


def wait_for(predicate, seconds: float = 15.0) -> bool:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if predicate():
            return True
        time.sleep(0.02)
    return predicate()


def test_forty_links_on_one_thread_pass_messages_keep_their_wills_and_come_back(mosquitto):  # noqa: F811
    threads_before = threading.active_count()
    loop = LinkLoop()
    got: dict[int, list] = {i: [] for i in range(LINKS)}
    links = []
    for i in range(LINKS):
        link = MqttTransport(mosquitto.url, f"tarsas-loop-test-{i}", presence=f"tarsas/looptest/presence/{i}", loop=loop)
        link.on_message = lambda topic, payload, i=i: got[i].append((topic, payload))
        link.subscribe(f"tarsas/looptest/to/{i}")
        links.append(link)
    watcher = MqttTransport(mosquitto.url, "tarsas-loop-test-watcher", loop=loop)
    wills: list[tuple[str, bytes]] = []
    watcher.on_message = lambda topic, payload: wills.append((topic, payload))
    watcher.subscribe("tarsas/looptest/presence/+")
    try:
        assert all(link.wait_connected(15) for link in links + [watcher])
        assert threading.active_count() == threads_before + 1  # the loop's thread only
        for i, link in enumerate(links):
            # retained: a link's subscription may reach the broker after its neighbour's message
            link.publish(f"tarsas/looptest/to/{(i + 1) % LINKS}", b"x" * 5000 + str(i).encode(), retain=True)
        assert wait_for(lambda: all(got[i] for i in range(LINKS)))
        assert got[3] == [("tarsas/looptest/to/3", b"x" * 5000 + b"2")]

        victim = links[7]
        token = victim.will_token
        victim._client.socket().shutdown(socket.SHUT_RDWR)  # cut without a goodbye (as a lost network)
        assert wait_for(lambda: ("tarsas/looptest/presence/7", token) in wills)
        assert all(topic.endswith("/7") for topic, payload in wills if payload)  # nobody else's
        assert wait_for(lambda: victim.connects == 2 and victim.connected.is_set())
        assert victim.will_token != token  # a will of the new connection's own

        mosquitto.stop()
        assert wait_for(lambda: not any(link.connected.is_set() for link in links))
        mosquitto.start()
        assert wait_for(lambda: all(link.connected.is_set() for link in links), 30)
        got[0].clear()
        links[LINKS - 1].publish("tarsas/looptest/to/0", b"after the restart")
        assert wait_for(lambda: got[0] == [("tarsas/looptest/to/0", b"after the restart")])

        wills.clear()
        last = links[5]
        last.publish("tarsas/looptest/to/6", b"the last word")
        last.close()
        assert ("tarsas/looptest/to/6", b"the last word") in got[6] or wait_for(lambda: got[6][-1:] == [
            ("tarsas/looptest/to/6", b"the last word")])
        time.sleep(0.5)
        assert not [topic for topic, payload in wills if payload and topic.endswith("/5")]  # a goodbye: no will
    finally:
        for link in links + [watcher]:
            link.close(0.5)
        loop.stop()
    assert threading.active_count() == threads_before


def test_a_burst_of_publishes_wakes_the_loop_once():
    """Each publish from the session's thread used to write a wake byte to the loop (three or four
    per action: 10 % of a 200-room host's main thread, and a GIL hand-over each). One wake is
    pending until the loop flushes; only then does the next publish wake it again."""
    loop = LinkLoop("wake-test")  # its thread is never started: nothing drains the wake socket
    links = [object() for _ in range(5)]
    for _ in range(20):
        for link in links:
            loop.want_write(link)
    loop._wake_r.setblocking(False)
    assert len(loop._wake_r.recv(4096)) == 1
    loop._flush_writers()  # what the loop does each turn (the fake links are not its own: skipped)
    loop.want_write(links[0])
    assert len(loop._wake_r.recv(4096)) == 1
    loop.stop()
