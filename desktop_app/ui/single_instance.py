"""One Tarsas per user data directory: a second start hands its link or file to the running one.

The running app listens on a QLocalServer named after the user and the user data directory
(TARSAS_DATA_DIR or the platform's), so two users, or two test profiles, never meet. A second
start connects, sends one line, `{"data": DIR, "open": ARG}` (ARG a tarsas:// link, an absolute
path of an existing file, or null for "just come to the front"), reads "ok" and exits. The
running app checks every line (a length limit, a link or an existing file, the same data
directory), drops and logs anything else, brings its window to the front and opens the link or
file as if it had been given on its own command line.

Start-up stays cheap: on Unix the server is a socket file, so a start that finds no file skips
this module and QtNetwork altogether (app.py decides); the first instance imports them and starts
listening just after its first paint. A file left by a crashed instance is found stale (nobody accepts, or nobody answers in
ANSWER_MS) and removed.

Until then a start is found by its instance lock (app.py `become_the_instance`, a QLockFile
beside the socket, held for the instance's life): a second start that comes while the first is
still starting waits for its socket instead of opening a second window."""
from __future__ import annotations

import json
import logging
import os
import stat
import sys

# Where the server is, what an argument means: in app.py, so a first start decides without this module.
from desktop_app.app import data_dir, outside_argument, server_name  # noqa: F401

log = logging.getLogger("tarsas.ui.single_instance")

LINE_LIMIT = 8192      # bytes in one hand-off line; a longer one is junk
LINK_LIMIT = 2048      # characters in a tarsas:// link (an invite code is ~150)
CONNECT_MS = 500       # a live server accepts at once; a dead one refuses at once (Unix) or is gone
ANSWER_MS = 2000       # connected but no answer by then: a hung or stopped instance, treated as gone
IDLE_MS = 5000         # a connection that sends no full line by then is closed


def checked(message: dict, folder: str) -> tuple[bool, str | None]:
    """(accepted, argument) for one parsed hand-off line; argument None means "come to the front"."""
    if not isinstance(message, dict) or set(message) != {"data", "open"} or message["data"] != folder:
        return False, None
    argument = message["open"]
    if argument is None:
        return True, None
    if not isinstance(argument, str) or not argument or any(ord(c) < 32 or c == "\x7f" for c in argument):
        return False, None
    if argument.startswith("tarsas://"):
        return len(argument) <= LINK_LIMIT, argument
    if len(argument) <= 4096 and os.path.isabs(argument) and os.path.isfile(argument):
        return True, argument
    return False, None


def hand_over(argument: str | None, name: str | None = None, folder: str | None = None) -> bool | None:
    """From a second start: give `argument` to the running instance. True: it took it (exit 0);
    False: it refused it (exit with an error); None: nobody runs (become the instance)."""
    folder = folder or data_dir()
    name = name or server_name(folder)
    if os.name != "nt":
        try:
            found = os.lstat(name)
        except FileNotFoundError:
            return None  # no socket file, no instance: QtNetwork is not even imported
        if found.st_uid != os.getuid() or not stat.S_ISSOCK(found.st_mode):
            # Someone else's file in a shared temporary folder: an invite link holds a seat's
            # secret, so nothing is sent there (and this start listens without the name).
            log.warning("%s is not this user's Tarsas; nothing is handed to it", name)
            return None
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

    socket = QLocalSocket()
    socket.connectToServer(name)
    if socket.waitForConnected(CONNECT_MS):
        line = json.dumps({"data": folder, "open": argument}, ensure_ascii=True).encode("ascii") + b"\n"
        socket.write(line)
        socket.waitForBytesWritten(ANSWER_MS)
        answer = b""
        while b"\n" not in answer and socket.waitForReadyRead(ANSWER_MS):
            answer += bytes(socket.readAll().data())
        socket.abort()
        if answer.startswith(b"ok"):
            return True
        if answer.startswith(b"refused"):
            return False
        log.warning("the running Tarsas did not answer; starting anew")
    QLocalServer.removeServer(name)  # a crashed instance's socket: not ours to keep
    return None


class InstanceServer:
    """The running instance's side: listens and turns each good line into `on_open(argument)`."""

    def __init__(self, on_open, name: str | None = None, folder: str | None = None):
        self.folder = folder or data_dir()
        self.name = name or server_name(self.folder)
        self.on_open = on_open
        self.received: list[str | None] = []  # every accepted hand-off, in order (tests read it)
        self.dropped = 0
        self.server = None  # built by listen(): QtNetwork loads after the first paint
        self.connections: set[_Connection] = set()  # open ones (a signal keeps no plain object alive)

    def listen(self) -> bool:
        from PySide6.QtNetwork import QLocalServer

        if self.server is None:
            self.server = QLocalServer()
            self.server.setSocketOptions(QLocalServer.UserAccessOption)
            self.server.newConnection.connect(self._accept)
        if self.server.isListening():
            return True
        if not self.server.listen(self.name):
            # The name is taken: by a live instance that started at the same moment (it keeps it)
            # or by a file a crash left (nobody answers it: remove it and listen again).
            if hand_over(None, self.name, self.folder) is not None:
                log.warning("another Tarsas listens on %s; this one runs without the hand-off", self.name)
                return False
            QLocalServer.removeServer(self.name)
            if not self.server.listen(self.name):
                log.warning("cannot listen for a second start: %s", self.server.errorString())
                return False
        return True

    def close(self) -> None:
        if self.server is not None:
            self.server.close()  # removes the socket file: the next start needs no QtNetwork to know

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            self.connections.add(_Connection(self.server.nextPendingConnection(), self))

    def _take(self, line: bytes) -> bool:
        """One line from a second start: True when it was good (and is being opened)."""
        try:
            message = json.loads(line.decode("utf-8"))
        except ValueError:
            return self._drop("not a JSON line")
        accepted, argument = checked(message, self.folder)
        if not accepted:
            return self._drop(f"not a link, an existing file or this data folder: {line[:200]!r}")
        self.received.append(argument)
        from PySide6.QtCore import QTimer

        QTimer.singleShot(0, self.server, lambda: self.on_open(argument))  # after the answer has gone out
        return True

    def _drop(self, why: str) -> bool:
        self.dropped += 1
        log.warning("dropped a hand-off from a second start: %s", why)
        return False


class _Connection:
    """One second start's connection: a line at most LINE_LIMIT long within IDLE_MS, answered.
    The server keeps it until its socket disconnects."""

    def __init__(self, socket, server: InstanceServer):
        from PySide6.QtCore import QTimer

        self.socket, self.server, self.buffer = socket, server, bytearray()
        self.idle = QTimer(socket)
        self.idle.setSingleShot(True)
        self.idle.timeout.connect(self._too_slow)
        self.idle.start(IDLE_MS)
        socket.readyRead.connect(self._read)
        socket.disconnected.connect(lambda: server.connections.discard(self))
        socket.disconnected.connect(socket.deleteLater)

    def _too_slow(self) -> None:
        self._finish(self.server._drop("no full line in time"))

    def _read(self) -> None:
        if not self.idle.isActive():
            return  # answered already: anything more is ignored
        self.buffer += bytes(self.socket.readAll().data())
        end = self.buffer.find(b"\n")
        if end > LINE_LIMIT or (end < 0 and len(self.buffer) > LINE_LIMIT):
            self._finish(self.server._drop(f"a line over {LINE_LIMIT} bytes"))
        elif end >= 0:
            self._finish(self.server._take(bytes(self.buffer[:end])))

    def _finish(self, accepted: bool) -> None:
        self.idle.stop()
        self.buffer.clear()
        if self.socket.state() == self.socket.LocalSocketState.ConnectedState:
            self.socket.write(b"ok\n" if accepted else b"refused\n")
            self.socket.flush()
            self.socket.disconnectFromServer()


def refuse_message(argument: str | None) -> str:
    return f"Tarsas is already running and did not take {argument!r} (not a tarsas:// link nor an existing file)."


def print_refusal(argument: str | None) -> None:
    if sys.stderr is not None:
        print(refuse_message(argument), file=sys.stderr)
