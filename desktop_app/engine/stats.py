"""A player's record, computed from the saves: games played and finished, wins by seat name, the
win rate against each computer level, best and average scores, the longest game.

Each save is loaded through the store (every check a save gets, its moves replayed) once; what the
figures need of it is kept in a small index in the user data directory, keyed by file name, size
and modification time, so the next count reads only new or changed saves. An index that is
missing, damaged or of another version is rebuilt from the saves. A game counts once, at its
furthest position, however its files were written: its autosave and its bookmarks share its match
id, and saves from before bookmarks (a resumed named save began a new match, leaving the old id's
autosave and named save behind) are folded into the game that went on exactly as the shelf folds
them (engine/saved_games.py). No Qt here."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass, field
from pathlib import Path

from . import safe_json
from .saves import SaveError, SaveStore, atomic_write_text, read_header

INDEX_NAME = "stats-index.json"
INDEX_FORMAT = "tarsas-stats-index"
INDEX_VERSION = 2  # 2: summaries carry the seed (to find old split saves of one game)


def summarise(match) -> dict:
    """What the figures need of one match (plain JSON values)."""
    state = match.state
    over = bool(state.is_over)
    return {
        "match_id": match.match_id, "game": match.spec.id, "seed": str(match.seed), "finished": over,
        "actions": len(match.log),
        "seats": [[s.name, s.agent] for s in match.seats],
        "scores": [int(v) for v in state.scores()], "winners": [int(w) for w in state.winners()] if over else [],
    }


def _valid_entry(entry) -> bool:
    try:
        key, summary = entry["key"], entry["summary"]
        ok = (isinstance(key, list) and len(key) == 2 and all(type(v) is int for v in key)
              and isinstance(summary["match_id"], str) and isinstance(summary["game"], str)
              and isinstance(summary["seed"], str)
              and type(summary["finished"]) is bool and type(summary["actions"]) is int
              and all(isinstance(n, str) and isinstance(a, str) for n, a in summary["seats"])
              and len(summary["scores"]) == len(summary["seats"])
              and all(type(v) is int for v in summary["scores"])
              and all(type(w) is int and 0 <= w < len(summary["seats"]) for w in summary["winners"]))
        return ok
    except (KeyError, TypeError, ValueError):
        return False


class StatsIndex:
    def __init__(self, store: SaveStore, path: Path | None = None):
        self.store = store
        self.path = Path(path) if path else store.folder.parent / INDEX_NAME
        self.rebuilt = False  # whether the last refresh() found no usable index

    def _read(self) -> dict[str, dict]:
        try:
            data = safe_json.read_json(self.path)
        except (safe_json.JsonFileError, OSError):
            data = None
        if not (isinstance(data, dict) and data.get("format") == INDEX_FORMAT and data.get("version") == INDEX_VERSION
                and isinstance(data.get("saves"), dict)):
            self.rebuilt = True
            return {}
        entries = data["saves"]
        if not all(isinstance(name, str) and _valid_entry(entry) for name, entry in entries.items()):
            self.rebuilt = True  # one bad entry and nothing of it is trusted
            return {}
        return entries

    def refresh(self) -> list[dict]:
        """The summary of every save that loads, the index brought up to date on disk."""
        self.rebuilt = False
        old = self._read()
        entries: dict[str, dict] = {}
        for path in self.store._entries():
            try:
                info = os.stat(path, follow_symlinks=False)
            except OSError:
                continue
            key = [info.st_size, info.st_mtime_ns]
            known = old.get(path.name)
            if known is not None and known["key"] == key:
                entries[path.name] = known
                continue
            try:
                summary = summarise(self.store.load(path))
            except SaveError:
                continue  # the shelf reports it; it counts for nothing here
            entries[path.name] = {"key": key, "summary": summary}
        if entries != old or self.rebuilt:
            try:
                atomic_write_text(self.path, json.dumps({"format": INDEX_FORMAT, "version": INDEX_VERSION,
                                                         "saves": entries}, separators=(",", ":")))
            except OSError:
                pass  # a read-only data folder: the figures are still right, only slower next time
        return self._as_games(entries)

    def _as_games(self, entries: dict[str, dict]) -> list[dict]:
        """The summaries, each naming in `game_id` the game it belongs to: its match id, or for the
        files of an old split game the match id of the game that went on (the shelf's grouping)."""
        summaries = {name: dict(entry["summary"], game_id=entry["summary"]["match_id"]) for name, entry in entries.items()}
        ids_by_deal: dict[tuple[str, str], set[str]] = {}
        for summary in summaries.values():
            ids_by_deal.setdefault((summary["game"], summary["seed"]), set()).add(summary["match_id"])
        shared = {deal for deal, ids in ids_by_deal.items() if len(ids) > 1}
        names = [name for name, s in summaries.items() if (s["game"], s["seed"]) in shared]
        if names:  # rare: only these files are read again, for their moves
            from .saved_games import games

            infos = []
            for name in names:
                try:
                    infos.append(read_header(self.store.folder / name))
                except SaveError:
                    continue
            for game in games(infos):
                for info in game.files:
                    if info.path.name in summaries:
                        summaries[info.path.name]["game_id"] = game.match_id
        return list(summaries.values())


@dataclass
class Figures:
    played: int = 0
    finished: int = 0
    wins: dict[str, int] = field(default_factory=dict)              # seat name -> wins
    against: dict[str, tuple[int, int]] = field(default_factory=dict)  # level -> (human wins, games)
    best: tuple[int, str] | None = None                             # (score, seat name)
    average: float | None = None                                    # over every seat of finished games
    longest: tuple[int, str] | None = None                          # (actions, game id)

    def win_rate(self, level: str) -> float | None:
        won, games = self.against.get(level, (0, 0))
        return won / games if games else None


def matches(summaries: list[dict]) -> list[dict]:
    """One summary per game: the furthest of its saves."""
    best: dict[str, dict] = {}
    for summary in summaries:
        game = summary.get("game_id", summary["match_id"])
        known = best.get(game)
        if known is None or (summary["finished"], summary["actions"]) > (known["finished"], known["actions"]):
            best[game] = summary
    return list(best.values())


def figures(summaries: list[dict], game: str | None = None) -> Figures:
    """The record over every match (of `game`, when given)."""
    result = Figures()
    scores: list[int] = []
    for match in matches(summaries):
        if game is not None and match["game"] != game:
            continue
        result.played += 1
        if result.longest is None or match["actions"] > result.longest[0]:
            result.longest = (match["actions"], match["game"])
        if not match["finished"]:
            continue
        result.finished += 1
        seats = match["seats"]
        for w in match["winners"]:
            result.wins[seats[w][0]] = result.wins.get(seats[w][0], 0) + 1
        human_won = any(seats[w][1] == "human" for w in match["winners"])
        if any(agent == "human" for _name, agent in seats):
            for level in {agent for _name, agent in seats if agent != "human"}:
                won, games = result.against.get(level, (0, 0))
                result.against[level] = (won + human_won, games + 1)
        for (name, _agent), score in zip(seats, match["scores"]):
            scores.append(score)
            if result.best is None or score > result.best[0]:
                result.best = (score, name)
    result.average = sum(scores) / len(scores) if scores else None
    return result
