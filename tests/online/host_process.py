"""A real Tarsas host process (run by test_embedded_host.py): the main window hosts a game with
one friend's seat on the embedded broker, a friend (a ClientSession over MQTT, in this process)
joins by the code the waiting room shows and plays, then the window quits as a player quits it.
Prints one JSON line: moves, the friend's moves, and the threads alive after quitting."""
from __future__ import annotations

import json
import random
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))


def main(port: int) -> int:
    from PySide6.QtCore import QCoreApplication, QSettings

    from desktop_app.app import make_app
    from desktop_app.engine.game import Seat
    from desktop_app.engine.match import Match
    from desktop_app.games import REGISTRY
    from desktop_app.net import codes
    from desktop_app.net.client import ClientSession
    from desktop_app.net.broker_auth import seat_login
    from desktop_app.net.mqtt import MqttTransport, client_id_for
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.online.net_bridge import QtTransport

    app = make_app(sys.argv[:1])
    QSettings().setValue("online/port", port)
    window = MainWindow()
    window.resize(1280, 720)
    window.show()
    match = Match.start(REGISTRY["copenhagen"], [Seat("Host", "#d35400"), Seat("Anna", "#16a085", "remote")], 9)
    window.start(match)
    table, controller = window.table, window.table.controller

    def wait(condition, seconds=20.0) -> None:
        end = time.monotonic() + seconds
        while not condition():
            if time.monotonic() > end:
                raise TimeoutError("waited too long")
            QCoreApplication.processEvents()
            time.sleep(0.002)

    invite = codes.parse(table.waiting_room.lines[0].code.text())
    client = ClientSession(invite, QtTransport(MqttTransport(invite.broker, client_id_for(invite.secret, "seat"), *seat_login(invite))))
    client.start()
    wait(table.waiting_room.start_button.isEnabled)
    table.waiting_room.start_button.click()
    rng = random.Random(1)
    while sum(r.player == 1 for r in match.log) < 2:
        if controller.can_act and not controller._awaiting_board:
            controller.try_action(rng.choice(controller.state.legal_actions()))
        elif client.my_turn and client.version == len(match.log):
            before = len(match.log)
            client.send_action(rng.choice(client.legal_actions()))
            wait(lambda: len(match.log) > before)
        else:
            QCoreApplication.processEvents()
            time.sleep(0.002)
    client.leave()
    client.transport.close()
    window.close()  # the player quits: the room shuts down with the window
    app.processEvents()
    print(json.dumps({"moves": len(match.log), "friend_moves": sum(r.player == 1 for r in match.log),
                      "threads": sorted(t.name for t in threading.enumerate() if t is not threading.main_thread())}))
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
