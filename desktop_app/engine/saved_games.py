"""The saves folder as games: one entry per game, its bookmarks listed under it (no Qt).

A game is one match id (engine/saves.py): its autosave is the game, a named save is a bookmark of
it. The shelf lists each game once, by its autosave (or, when that is gone, its newest bookmark),
its bookmarks under it and a copy made from a bookmark right after its original. Saves written
before bookmarks kept their game's id on resume (a resumed named save began a new match) left an
autosave (and the named save, under the old id) behind that another autosave of the same deal took
further: such a superseded autosave is folded into the game that went on, never listed as a game of
its own nor offered by Continue; the named save is listed as that game's bookmark. Statistics
(engine/stats.py) count the games this module finds."""
from __future__ import annotations

from dataclasses import dataclass, field

from .saves import SaveInfo


@dataclass
class SavedGame:
    main: SaveInfo                                         # what the game's entry shows and resumes
    bookmarks: list[SaveInfo] = field(default_factory=list)  # newest first
    superseded: list[SaveInfo] = field(default_factory=list)  # old autosaves of the same game (folded in)

    @property
    def finished(self) -> bool:
        return self.main.finished

    @property
    def match_id(self) -> str:
        return self.main.match_id

    @property
    def files(self) -> list[SaveInfo]:
        """Every file of the game (deleting the game deletes these)."""
        return [self.main, *self.bookmarks, *self.superseded]


def _deal(info: SaveInfo) -> tuple:
    """What two saves of one deal share: game, seed, options and seats."""
    data = info.data
    return (info.game, repr(data.get("seed")), repr(data.get("options")), repr(data.get("seats")))


def _takes_further(later: SaveInfo, earlier: SaveInfo) -> bool:
    """`later` holds every move of `earlier` and more (the same deal played on)."""
    a, b = earlier.log, later.log
    return len(b) > len(a) and b[:len(a)] == a


def games(infos: list[SaveInfo]) -> list[SavedGame]:
    """The saves as games, newest first (a copy right after the game it was copied from)."""
    groups: dict[tuple[str, str], list[SaveInfo]] = {}
    for info in infos:
        groups.setdefault((info.game, info.match_id), []).append(info)
    found: dict[tuple[str, str], SavedGame] = {}
    for key, files in groups.items():
        files = sorted(files, key=lambda i: i.updated, reverse=True)
        auto = next((i for i in files if i.is_autosave), None)
        main = auto or next((i for i in files if not i.is_bookmark), files[0])
        found[key] = SavedGame(main, [i for i in files if i is not main and i.is_bookmark],
                               [i for i in files if i is not main and not i.is_bookmark])
    _fold_superseded(found)
    ordered = sorted(found.values(), key=lambda g: g.main.updated, reverse=True)
    return _copies_after_originals(ordered)


def _fold_superseded(found: dict[tuple[str, str], SavedGame]) -> None:
    """Old-style resumes: an unfinished autosave (or a bookmark whose autosave is gone) that
    another autosave of the same deal (not a copy of either) took further is that game's past; it
    is folded into it."""
    kept = [g for g in found.values() if (g.main.is_autosave or g.main.is_bookmark) and not g.main.copy_of]
    by_deal: dict[tuple, list[SavedGame]] = {}
    for game in kept:
        by_deal.setdefault(_deal(game.main), []).append(game)
    gone: set[int] = set()
    for same in by_deal.values():
        if len(same) < 2:
            continue
        for old in same:
            if old.main.finished:
                continue
            heirs = [g for g in same if g is not old and id(g) not in gone and g.main.is_autosave
                     and _takes_further(g.main, old.main)]
            if not heirs:
                continue
            heir = max(heirs, key=lambda g: len(g.main.log))
            past = [old.main] if old.main.is_autosave else []
            heir.superseded += [*past, *old.superseded]
            marks = [] if past else [old.main]
            heir.bookmarks = sorted(heir.bookmarks + marks + old.bookmarks, key=lambda i: i.updated, reverse=True)
            gone.add(id(old))
            del found[(old.main.game, old.main.match_id)]


def _copies_after_originals(ordered: list[SavedGame]) -> list[SavedGame]:
    ids = {g.match_id for g in ordered}
    copies: dict[str, list[SavedGame]] = {}
    for game in ordered:
        if game.main.copy_of in ids and game.main.copy_of != game.match_id:
            copies.setdefault(game.main.copy_of, []).append(game)
    placed: list[SavedGame] = []
    seen: set[int] = set()

    def put(game: SavedGame) -> None:
        if id(game) in seen:
            return
        seen.add(id(game))
        placed.append(game)
        for copy in copies.get(game.match_id, []):
            put(copy)
    for game in ordered:
        if not (game.main.copy_of in ids and game.main.copy_of != game.match_id):
            put(game)
    for game in ordered:  # copies of copies whose chain loops: still listed
        put(game)
    return placed


def to_continue(listed: list[SavedGame]) -> SavedGame | None:
    """The game Continue offers: the most recently played unfinished one (never a finished game)."""
    unfinished = [g for g in listed if not g.finished]
    return max(unfinished, key=lambda g: g.main.updated) if unfinished else None
