"""Caches that belong to the game at the table (issue 22, finding 25): a scene's figures and
pictures, a game's memoised rules and evaluations. They speed up one game and its review, but
each new game fills them with positions of its own, so over an evening they grew with every game
until their size limits (tens of thousands of entries). A cache registered here is emptied when
its table closes (`forget_table_caches`, called by the table toolkit); the next game fills its own.

Register a dict (`_CACHE = per_table({})`) or an lru_cache-wrapped function (`@per_table` above
`@lru_cache`). Clearing runs on the UI thread while a cancelled computer seat may still be
searching: an lru_cache clears safely; a dict must be read as `value = cache.get(key)` and written
as `cache[key] = value = ...` (never `cache[key]` after a check), so a clear between two lines
costs a recomputation, never a KeyError. No Qt here: model modules register too."""
from __future__ import annotations

from typing import Callable, TypeVar

T = TypeVar("T")
_CLEARERS: list[Callable[[], None]] = []


def per_table(cache: T) -> T:
    """Empty `cache` (a dict or an lru_cache-wrapped function) whenever a table closes."""
    clear = getattr(cache, "cache_clear", None) or getattr(cache, "clear", None)
    if clear is None:
        raise TypeError(f"{cache!r} has neither cache_clear() nor clear()")
    _CLEARERS.append(clear)
    return cache


def forget_table_caches() -> None:
    for clear in _CLEARERS:
        clear()
