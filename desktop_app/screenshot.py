"""`tarsas --screenshot OUT.png [--game ID --players N --seed S --moves K]`: render the window."""
from __future__ import annotations

import random
import sys

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication

from desktop_app.engine.agents import make_agent
from desktop_app.engine.game import Seat
from desktop_app.engine.match import Match
from desktop_app.games import REGISTRY


def settle(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def take_screenshot(args) -> int:
    from desktop_app.ui.main_window import MainWindow

    width, height = (int(v) for v in args.size.split("x"))
    window = MainWindow()
    window.table.game_finished.disconnect(window.on_finished)  # a finished game shows its final table, no score sheet
    window.resize(width, height)
    window.show()
    if getattr(args, "replay", None):  # the review of a record at a step (ui/review.py)
        from desktop_app.engine.saves import SaveError
        from desktop_app.ui.records import read_record

        try:
            window.review(read_record(window.store, args.replay), args.step)
        except SaveError as error:  # reported by name, like any file a player opens
            print(f"cannot open: {error}", file=sys.stderr)
            return 2
    elif args.game:
        spec = REGISTRY[args.game]
        players = max(spec.min_players, min(spec.max_players, args.players))
        seats = [Seat(name, spec.colours[i % len(spec.colours)], "human" if i == 0 else "greedy")
                 for i, name in enumerate(("Anna", "Bence", "Csilla", "Dani", "Emese", "Feri")[:players])]
        match = Match.start(spec, seats, args.seed)
        agents = [make_agent("greedy", spec, args.seed + i) for i in range(players)]
        rng = random.Random(args.seed)
        for _ in range(args.moves):
            if match.state.is_over:
                break
            player = match.state.current_player
            action = agents[player].choose(match.state) if rng.random() < 0.8 else rng.choice(match.state.legal_actions())
            match.apply(action)
        # Stop on the human's turn so the table shows a hand.
        guard = 0
        while not match.state.is_over and match.state.current_player != 0 and guard < 50:
            match.apply(agents[match.state.current_player].choose(match.state))
            guard += 1
        window.stack.setCurrentWidget(window.table)
        window.table.open(match)
    settle()
    QApplication.processEvents()
    window.grab().save(args.screenshot)
    print(f"wrote {args.screenshot}")
    window.table.close_match()
    return 0
