"""Stable identities for Copenhagen's cards (no Qt).

The model keeps the harbour as colours and hands as counts per colour; the table needs one id per
card so a card taken by a computer can travel from its harbour space into that player's hand, and
a refilled space can show its card coming off the supply. The ids follow the log records applied
since the previous sync; anything else (a load, an undo) is reconciled from the state."""
from __future__ import annotations

from ..components import COLOURS, HIDDEN_CARD

ORDER = {colour: i for i, colour in enumerate(COLOURS + (HIDDEN_CARD,))}


class CardIds:
    def __init__(self):
        self._next = 0
        self.display: list[int | None] = []          # id per harbour space
        self._colours: list[str | None] = []
        self.hands: dict[int, list[tuple[str, int]]] = {}  # player -> [(colour, id)] in arrival order
        self.origins: dict[int, str] = {}             # ids new in this update that came off the supply
        self.last_taken: dict[int, list[int]] = {}    # player -> ids of the cards of their latest take

    def _new(self) -> int:
        self._next += 1
        return self._next

    def update(self, state, records) -> None:
        self.origins = {}
        for record in records:
            if record.action[0] != "take":
                continue
            taken = []
            for i in record.action[1]:
                if i < len(self.display) and self.display[i] is not None:
                    taken.append(self.display[i])
                    self.hands.setdefault(record.player, []).append((self._colours[i], self.display[i]))
                    self.display[i] = self._colours[i] = None
            self.last_taken[record.player] = taken
        if len(self.display) != len(state.display):
            self.display = [None] * len(state.display)
            self._colours = [None] * len(state.display)
        for i, colour in enumerate(state.display):
            if colour is None:
                self.display[i] = self._colours[i] = None
            elif self.display[i] is None or self._colours[i] != colour:
                self.display[i], self._colours[i] = self._new(), colour
                if records:
                    self.origins[self.display[i]] = "deck"
        for player, board in enumerate(state.players):
            wanted = dict(zip(COLOURS, board.hand))
            room = board.hidden  # cards of unknown colour (a remote seat's view of another hand)
            kept = []
            for entry in self.hands.get(player, []):  # the earliest of each colour stay
                if wanted.get(entry[0], 0) > 0:
                    wanted[entry[0]] -= 1
                    kept.append(entry)
                elif room > 0:  # e.g. a card seen taken from the harbour, now in a hidden hand
                    room -= 1
                    kept.append(entry)
                # else spent or discarded
            fresh = [colour for colour in COLOURS for _ in range(wanted[colour])] + [HIDDEN_CARD] * room
            for colour in fresh:  # dealt, or the state jumped
                card = self._new()
                kept.append((colour, card))
                if records:
                    self.origins[card] = "deck"
            self.hands[player] = kept
        for player in list(self.hands):
            if player >= len(state.players):
                del self.hands[player]

    def hand(self, player: int, by_colour: bool) -> list[tuple[str, int]]:
        """A player's cards: sorted by colour for the owner's own view, in arrival order otherwise."""
        held = list(self.hands.get(player, []))
        if by_colour:
            held.sort(key=lambda entry: ORDER[entry[0]])
        return held
