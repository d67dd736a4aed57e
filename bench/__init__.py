"""Tarsas benchmarks: `uv run python -m bench [--quick]` prints a table and, last, one JSON line.

Every benchmark is written over `desktop_app.games.REGISTRY` through the engine protocol, so a game
shows up here as soon as it is registered. The Qt measurements (start-up, drag, save with thumbnail,
memory) run in child processes (`python -m bench.gui ...`) so one cannot disturb another.
"""
