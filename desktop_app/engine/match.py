"""A match: game spec + options + seed + seats + the action log. Undo and replay live here."""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field

from .game import Action, ActionRecord, GameSpec, GameState, IllegalMove, Seat, aftermath_parts, describe_parts, legal_action
from .i18n import QT_TRANSLATE_NOOP


@dataclass
class Match:
    spec: GameSpec
    seats: list[Seat]
    seed: int
    options: dict
    state: GameState
    log: list[ActionRecord] = field(default_factory=list)
    match_id: str = field(default_factory=lambda: os.urandom(6).hex())  # not uuid: its import costs ~4 ms of start-up
    created: float = field(default_factory=time.time)
    name: str = ""
    copy_of: str = ""  # the match id of the game this one was copied from (a bookmark played as a copy)
    undos: int = 0  # take-backs so far (saved): with the log's length it makes `version`
    # The log's length after each recent take-back (not saved): a seat that missed some learns
    # from which line on its copy of the log is no longer true.
    undo_marks: list[int] = field(default_factory=list, repr=False, compare=False)
    # Table talk of an online game (issue 24; net/table_talk.py): [number, seat, text, when], saved.
    talk: list[list] = field(default_factory=list, repr=False, compare=False)

    UNDO_MARKS = 16

    @classmethod
    def start(cls, spec: GameSpec, seats: list[Seat], seed: int, options: dict | None = None) -> "Match":
        if not spec.min_players <= len(seats) <= spec.max_players:
            raise ValueError(f"{spec.title} takes {spec.min_players}-{spec.max_players} players")
        options = spec.check_options(options)
        return cls(spec, list(seats), int(seed), options, spec.new_game(len(seats), int(seed), options))

    def fresh_state(self) -> GameState:
        return self.spec.new_game(len(self.seats), self.seed, self.options)

    @property
    def current_seat(self) -> Seat | None:
        player = self.state.current_player
        return None if player is None else self.seats[player]

    @property
    def version(self) -> int:
        """Grows by one with every action and every take-back, never shrinks (also across a save
        and resume): the sequence number of the table each seat on another computer is shown."""
        return len(self.log) + 2 * self.undos

    def apply(self, action: Action) -> None:
        """Apply for the current player; IllegalMove leaves both state and log untouched."""
        player = self.state.current_player
        if player is None:
            raise IllegalMove("game_over", QT_TRANSLATE_NOOP("engine", "The game is over."))
        action = legal_action(self.state, action, getattr(self.state, "_explain", None))  # before describing it
        before = self.state.reveal_count
        text = self.state.describe(action)
        parts = describe_parts(self.state, action)
        self.state.apply(action)
        self.log.append(ActionRecord(player, action, before, self.state.reveal_count, text, parts,
                                     aftermath_parts(self.state, [s.name for s in self.seats])))

    def undoable(self) -> int:
        """How many trailing actions the current player may take back, when a person plays that
        seat (here, or a friend on another computer whom no computer holds for now).

        Only their own actions of the current turn, and only while none of them revealed anything
        hidden (a card drawn from a deck closes the window)."""
        player = self.state.current_player
        if player is None or self.seats[player].level is not None:
            return 0
        count = 0
        for record in reversed(self.log):
            if record.player != player or record.reveal_after != record.reveal_before:
                break
            count += 1
        return count

    def undo(self) -> None:
        if not self.undoable():
            raise IllegalMove("cannot_undo", QT_TRANSLATE_NOOP("engine", "Nothing of this turn can be taken back."))
        self.state = self.replay(self.log[:-1])
        self.log.pop()
        self.undos += 1
        self.undo_marks = [*self.undo_marks, len(self.log)][-self.UNDO_MARKS:]

    def replay(self, records: list[ActionRecord] | None = None) -> GameState:
        """Rebuild the state from the seed by re-applying the log. Each record's texts and reveal
        counters are refreshed from the replay: what undo may take back follows from the moves
        themselves, never from what a (maybe edited) save file claims about them."""
        state = self.fresh_state()
        for record in self.log if records is None else records:
            if state.current_player != record.player:
                raise ValueError(f"log out of step: action by seat {record.player} on seat {state.current_player}'s turn")
            record.text = state.describe(record.action)
            record.parts = describe_parts(state, record.action)
            record.reveal_before = state.reveal_count
            state.apply(record.action)
            record.reveal_after = state.reveal_count
            record.notes = aftermath_parts(state, [s.name for s in self.seats])
        return state
