"""New York's state and actions (no Qt).

A turn is a chain of actions (rulebook p.3 "A játék menete"; digest "A turn"):
    ("take", (i, ...))             money from display positions: one card, or several totalling <= 5
    ("buy", slot, (card, ...))     buy the market tile in `slot` paying these hand cards (its currency);
                                   an exact payment grants another action, overpaying ends the actions
    ("to_city", tile, (x, y))      rebuild: reserve tile into the city
    ("to_reserve", (x, y))         rebuild: city tile onto the reserve
    ("swap", tile, (x, y))         rebuild: reserve tile takes the place of the city tile at (x, y)
    ("end_turn",)                  decline the extra action an exact payment gave
    ("pass",)                      only when nothing at all is possible
Then, for every tile bought this turn, in any order (phase "place"):
    ("place", tile, (x, y))        into the city
    ("reserve", tile)              onto the reserve
    ("neutral", tile)              2 players only: give it to the neutral player
At the end of the game the richest player in each leftover market slot's currency receives that tile
and places or reserves it the same way (phase "final_place"). Cards are ints (see components.card).
"""
from __future__ import annotations

import random
from bisect import bisect_left
from functools import lru_cache
from itertools import combinations

from desktop_app.engine.i18n import QT_TRANSLATE_NOOP
from desktop_app.engine.game import IllegalMove, fill_template, freeze, rng_from_json, rng_to_json, shared_winners
from . import log_words
from .city import City
from .components import (
    CURRENCIES, DIRECTIONS, DISPLAY_SIZE, SIDE_NAMES, START_TILE, MARKET_SLOTS, NEUTRAL_AFTER_A, NEUTRAL_SETUP_TILES, PILES, SCORING_CARD_A,
    SCORING_CARD_B, SCORING_CARDS, START_MONEY, TAKE_LIMIT, TILE_IDS, TILE_PRICE, TILE_TYPE, TYPES,
    card_currency, card_value, card_words, money_deck, tile_words,
)
from .scoring import scoring_result
from desktop_app.engine.caches import per_table

ACT, PLACE, FINAL_PLACE, OVER = "act", "place", "final_place", "over"
# Names of the three scorings as the score sheet labels them (score_breakdown keys start with these).
SCORING_NAMES = {"A": QT_TRANSLATE_NOOP("new_york", "first scoring"),
                 "B": QT_TRANSLATE_NOOP("new_york", "second scoring"),
                 "final": QT_TRANSLATE_NOOP("new_york", "final scoring")}
# A scoring card coming up, a whole line per card: its letter is no word to translate (a "B"
# param was looked up as the blue money's letter and read "K" in Hungarian).
SCORING_CARD_LINES = {"A": QT_TRANSLATE_NOOP("new_york", "Scoring card A comes up: the first scoring"),
                      "B": QT_TRANSLATE_NOOP("new_york", "Scoring card B comes up: the second scoring")}


@per_table
@lru_cache(maxsize=65536)
def payments_for(values: tuple, price: int) -> tuple:
    """Distinct ways to pay at least `price` with some of `values` (sorted card values of one
    currency) where no card could be left out: the smallest card is needed. Overpaying with a
    card to spare is never useful, so those payments are not offered (our reading)."""
    counts: dict[int, int] = {}
    for v in values:
        counts[v] = counts.get(v, 0) + 1
    distinct = sorted(counts)
    out = []

    def walk(index: int, chosen: list, total: int) -> None:
        if index == len(distinct):
            if chosen and total >= price and total - chosen[0] < price:
                out.append(tuple(chosen))
            return
        value = distinct[index]
        for n in range(counts[value] + 1):
            walk(index + 1, chosen + [value] * n, total + value * n)

    walk(0, [], 0)
    return tuple(sorted(out))


# Buy actions per (slot, price, cards of that slot's currency): a hand changes often as a whole,
# but each currency's cards and each slot's price recur.
@per_table
@lru_cache(maxsize=100_000)
def _slot_buys(slot: int, price: int, cards: tuple) -> tuple:
    """Buy actions for the tile in `slot` costing `price`, paid from `cards` (sorted, all of the
    slot's currency)."""
    values = tuple([c % 10 for c in cards])
    if sum(values) < price:
        return ()
    base = slot * 10
    return tuple([("buy", slot, tuple([base + v for v in pay])) for pay in payments_for(values, price)])


@lru_cache(maxsize=None)  # at most 9**4 + 9**3 + ... displays
def _take_choices(values: tuple) -> tuple:
    """Display positions one may take: any single card, or several totalling at most 5."""
    indices = range(len(values))
    actions = [("take", (i,)) for i in indices]
    for size in range(2, len(values) + 1):
        for combo in combinations(indices, size):
            if sum(values[i] for i in combo) <= TAKE_LIMIT:
                actions.append(("take", combo))
    return tuple(actions)


class Player:
    __slots__ = ("city", "reserve", "hand", "score")

    def __init__(self):
        self.city = City()
        self.reserve: list[int] = []  # sorted tile ids
        self.hand: list[int] = []  # sorted cards
        self.score = 0

    def copy(self) -> "Player":
        other = Player.__new__(Player)
        other.city = self.city.copy()
        other.reserve = self.reserve[:]
        other.hand = self.hand[:]
        other.score = self.score
        return other

    def money(self, currency: int) -> int:
        return sum(card_value(c) for c in self.hand if card_currency(c) == currency)

    def to_json(self) -> dict:
        return {"city": [[x, y, t] for (x, y), t in sorted(self.city.cells.items())],
                "reserve": self.reserve[:], "hand": self.hand[:], "score": self.score}

    @classmethod
    def from_json(cls, data: dict) -> "Player":
        player = cls()
        player.city = City({(int(x), int(y)): int(t) for x, y, t in data["city"]})
        player.reserve = [int(t) for t in data["reserve"]]
        player.hand = [int(c) for c in data["hand"]]
        player.score = int(data["score"])
        return player


def _remove_cards(hand: list[int], cards) -> None:
    for c in cards:
        hand.remove(c)


class NewYorkState:
    def __init__(self):
        self.players: list[Player] = []
        self.neutral: list[int] | None = None  # 2 players: the neutral player's tiles
        self.market: list[int | None] = [None] * MARKET_SLOTS
        self.bag: list[int] = []  # last item is drawn next
        self.deck: list[int] = []  # last item is the top
        self.pile_starts: list[int] = [0]  # deck indices where the five piles begin (bottom first)
        self.discard: list[int] = []
        self.display: list[int] = []
        self.pending: list[int] = []  # tiles bought this turn, waiting beside the city
        self.final_queue: list[list[int]] = []  # [player, tile] handed out at the end
        self.current = 0
        self.start_player = 0
        self.phase = ACT
        self.bonus = False  # the current action is one granted by an exact payment
        self.actions_this_turn = 0
        self.round = 1
        self.scorings: list[dict] = []
        self.reveal_count = 0
        self.options: dict = {}
        self.rng = random.Random()
        self._legal: list | None = None
        self._scored: list = []  # the scorings the last apply() set off (for the log)
        # Copy-on-write after clone(): players this state may change in place (bit i for player i;
        # -1: all of them).
        self._owned_players = -1

    @property
    def rng(self) -> random.Random:
        """The game's random generator. A clone shares it with its original until either one
        draws from it (rarely: only when the money deck is reshuffled), then gets its own copy."""
        if self._rng_shared:
            own = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first
            own.setstate(self._rng.getstate())
            self._rng, self._rng_shared = own, False
        return self._rng

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng, self._rng_shared = value, False

    def _changing_player(self, index: int) -> Player:
        """Player `index`, first copied if a clone may still share it."""
        if not self._owned_players >> index & 1:
            self.players[index] = self.players[index].copy()
            self._owned_players |= 1 << index
        return self.players[index]

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, players: int, seed: int, options: dict) -> "NewYorkState":
        """Setup per rulebook p.2 "Előkészületek" (2 players: p.6)."""
        if not 2 <= players <= 6:
            raise ValueError("New York takes 2-6 players")
        state = cls()
        state.options = dict(options)
        rng = state.rng = random.Random(seed)
        state.players = [Player() for _ in range(players)]
        state.bag = list(TILE_IDS)
        rng.shuffle(state.bag)
        for slot in range(MARKET_SLOTS):
            state.market[slot] = state._draw_tile()
        if players == 2:
            state.neutral = sorted(state._draw_tile() for _ in range(NEUTRAL_SETUP_TILES))
        deck = money_deck(players)
        rng.shuffle(deck)
        state.deck = deck
        for player in state.players:  # face-up deal, one player after another, to at least 20
            while sum(card_value(c) for c in player.hand) < START_MONEY:
                player.hand.append(state._draw_card())
            player.hand.sort()
        state.start_player = min(range(players), key=lambda i: (len(state.players[i].hand),
                                                                 sum(card_value(c) for c in state.players[i].hand), i))
        state.current = state.start_player
        state.display = [state._draw_card() for _ in range(DISPLAY_SIZE)]
        state._build_piles()
        return state

    def _build_piles(self) -> None:
        """Five roughly equal piles, A shuffled into the 2nd and B into the 4th, pile 1 on top."""
        rest = self.deck  # top is the end of the list
        size, extra = divmod(len(rest), PILES)
        piles = []
        position = len(rest)
        for index in range(PILES):  # pile 1 comes from the top
            n = size + (1 if index < extra else 0)
            piles.append(rest[position - n:position])
            position -= n
        piles[1].append(SCORING_CARD_A)
        piles[3].append(SCORING_CARD_B)
        for pile in (piles[1], piles[3]):
            self.rng.shuffle(pile)
        self.deck = []
        self.pile_starts = []
        for pile in reversed(piles):  # pile 5 at the bottom
            self.pile_starts.append(len(self.deck))
            self.deck.extend(pile)

    def _draw_card(self) -> int | None:
        if not self.deck and self.discard:
            self.deck = self.discard
            self.discard = []
            self.rng.shuffle(self.deck)
            self.pile_starts = [0]
        if not self.deck:
            return None
        self.reveal_count += 1
        return self.deck.pop()

    def _draw_tile(self) -> int | None:
        if not self.bag:
            return None
        self.reveal_count += 1
        return self.bag.pop()

    # ----------------------------------------------------------------- protocol
    @property
    def current_player(self) -> int | None:
        return None if self.phase == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    def winners(self) -> list[int]:
        """Most points wins; a tie is a draw (rulebook p.6)."""
        return shared_winners([(p.score,) for p in self.players])

    def score_breakdown(self) -> list[dict[str, int]]:
        """Per player: what each scoring so far paid, kept apart (majorities and streets of the
        first, second and final scoring, in the order they happened), and the total. Keys read as
        row labels: translate("new_york", key.capitalize())."""
        out = []
        for i in range(len(self.players)):
            row: dict[str, int] = {}
            for result in self.scorings:
                name = SCORING_NAMES[result["round"]]
                row[name + ": buildings"] = result["majority"][i]
                row[name + ": streets"] = result["streets"][i]
            row["total"] = self.players[i].score
            out.append(row)
        return out

    def scoring_sheet(self) -> list[dict]:
        """Each scoring so far in detail, for a score sheet: {"round": "A" | "B" | "final",
        "title": translatable name, "rows": [(type name or "streets", [points per player])]}."""
        sheet = []
        for result in self.scorings:
            rows = [(name, [result["type_points"][i][t] for i in range(len(self.players))])
                    for t, name in enumerate(TYPES)]
            rows.append((QT_TRANSLATE_NOOP("new_york", "streets"), list(result["streets"])))
            sheet.append({"round": result["round"], "title": SCORING_NAMES[result["round"]], "rows": rows})
        return sheet

    def clone(self) -> "NewYorkState":
        """A deep copy in effect; players and the random generator are shared copy-on-write
        (a playout clones every position, and most actions change one player or none)."""
        other = NewYorkState.__new__(NewYorkState)
        other.__dict__.update(self.__dict__)
        self._owned_players = other._owned_players = 0
        self._rng_shared = other._rng_shared = True
        other.players = self.players[:]
        other.neutral = None if self.neutral is None else self.neutral[:]
        other.market = self.market[:]
        other.bag = self.bag[:]
        other.deck = self.deck[:]
        other.pile_starts = self.pile_starts[:]
        other.discard = self.discard[:]
        other.display = self.display[:]
        other.pending = self.pending[:]
        other.final_queue = [q[:] for q in self.final_queue]
        other.scorings = self.scorings[:]  # results are never changed once written
        other.options = dict(self.options)
        return other

    def to_json(self) -> dict:
        return {
            "players": [p.to_json() for p in self.players],
            "neutral": None if self.neutral is None else self.neutral[:],
            "market": self.market[:],
            "bag": self.bag[:],
            "deck": self.deck[:],
            "pile_starts": self.pile_starts[:],
            "discard": self.discard[:],
            "display": self.display[:],
            "pending": self.pending[:],
            "final_queue": [q[:] for q in self.final_queue],
            "current": self.current,
            "start_player": self.start_player,
            "phase": self.phase,
            "bonus": self.bonus,
            "actions_this_turn": self.actions_this_turn,
            "round": self.round,
            "scorings": [_json_copy(s) for s in self.scorings],
            "reveal_count": self.reveal_count,
            "options": dict(self.options),
            "rng": rng_to_json(self._rng),  # reading does not need an own copy
        }

    @classmethod
    def from_json(cls, data: dict) -> "NewYorkState":
        state = cls()
        state.players = [Player.from_json(p) for p in data["players"]]
        state.neutral = None if data["neutral"] is None else [int(t) for t in data["neutral"]]
        state.market = [None if t is None else int(t) for t in data["market"]]
        state.bag = [int(t) for t in data["bag"]]
        state.deck = [int(c) for c in data["deck"]]
        state.pile_starts = [int(i) for i in data["pile_starts"]]
        state.discard = [int(c) for c in data["discard"]]
        state.display = [int(c) for c in data["display"]]
        state.pending = [int(t) for t in data["pending"]]
        state.final_queue = [[int(p), int(t)] for p, t in data["final_queue"]]
        state.current = int(data["current"])
        state.start_player = int(data["start_player"])
        state.phase = str(data["phase"])
        state.bonus = bool(data["bonus"])
        state.actions_this_turn = int(data["actions_this_turn"])
        state.round = int(data["round"])
        state.scorings = [_json_copy(s) for s in data["scorings"]]
        state.reveal_count = int(data["reveal_count"])
        state.options = dict(data["options"])
        state.rng = rng_from_json(data["rng"])
        return state

    def progress(self) -> str:
        return fill_template(*self.progress_parts())

    def progress_parts(self) -> tuple[str, dict]:
        scores = "–".join(str(s) for s in self.scores())
        if self.is_over:
            return QT_TRANSLATE_NOOP("new_york", "Finished · {scores}"), {"scores": scores}
        done = "".join(r["round"][0].upper() if r["round"] != "final" else "" for r in self.scorings)
        if done:
            return (QT_TRANSLATE_NOOP("new_york", "Round {round} · scored {done} · {scores}"),
                    {"round": self.round, "done": ", ".join(done), "scores": scores})
        return QT_TRANSLATE_NOOP("new_york", "Round {round} · {scores}"), {"round": self.round, "scores": scores}

    def deck_pile(self) -> int | None:
        """Which of the five piles the top of the money deck is in (1..5), None after a reshuffle."""
        if len(self.pile_starts) != PILES or not self.deck:
            return None
        top = len(self.deck) - 1
        for index, start in enumerate(self.pile_starts):  # bottom pile (5) first
            end = self.pile_starts[index + 1] if index + 1 < PILES else float("inf")
            if start <= top < end:
                return PILES - index
        return None

    def view_for(self, player: int) -> dict:
        """The public table plus this player's hand. Other hands show as counts unless the
        "hands" option is "open" (what a perfect memory of the face-up money would know) or the
        game is over (the table then shows everyone's money)."""
        data = self.to_json()
        open_hands = self.options.get("hands", "hidden") == "open" or self.phase == OVER
        for index, p in enumerate(data["players"]):
            p["hand_size"] = len(self.players[index].hand)
            if index != player and not open_hands:
                p["hand"] = None
        data["deck"] = len(self.deck)
        data["deck_pile"] = self.deck_pile()
        data["bag"] = len(self.bag)
        data.pop("rng")
        return data

    def determinize(self, player: int, rng: random.Random) -> "NewYorkState":
        """A full state consistent with `player`'s view: the money deck is reshuffled within what
        is left of each pile (so the scoring cards stay in their piles), the bag is reshuffled.
        Hands stay: all money is dealt and taken face up, so a perfect memory knows them."""
        state = self.clone()
        starts = state.pile_starts + [len(state.deck)]
        deck = state.deck
        for index in range(len(starts) - 1):
            low, high = starts[index], min(starts[index + 1], len(deck))
            if high - low > 1:
                segment = deck[low:high]
                rng.shuffle(segment)
                deck[low:high] = segment
        rng.shuffle(state.bag)
        state.rng = random.Random(rng.getrandbits(64))
        state._legal = None
        return state

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            self._legal = self._compute_legal()
        return self._legal

    def _compute_legal(self) -> list[tuple]:
        if self.phase == OVER:
            return []
        player = self.players[self.current]
        if self.phase in (PLACE, FINAL_PLACE):
            tiles = self.pending if self.phase == PLACE else [t for p, t in self.final_queue if p == self.current]
            actions = []
            for tile in sorted(set(tiles)):
                for cell in player.city.legal_cells(tile):
                    actions.append(("place", tile, cell))
                actions.append(("reserve", tile))
                if self.phase == PLACE and self.neutral is not None:
                    actions.append(("neutral", tile))
            return actions
        actions = self._take_actions()
        actions.extend(self._buy_actions(player))
        actions.extend(self._rebuild_actions(player))
        if self.bonus and (self.options.get("exact_bonus", "may") == "may" or not actions):
            actions.append(("end_turn",))
        if not actions:
            actions.append(("pass",))
        return actions

    def _take_actions(self) -> list[tuple]:
        return list(_take_choices(tuple([c % 10 for c in self.display])))

    def _buy_actions(self, player: Player) -> list[tuple]:
        hand = player.hand  # sorted, so each currency's cards (currency * 10 + value) are a run
        actions = []
        start = 0
        for slot, tile in enumerate(self.market):
            end = bisect_left(hand, slot * 10 + 10, start)
            if tile is not None and end > start:
                actions.extend(_slot_buys(slot, TILE_PRICE[tile], tuple(hand[start:end])))
            start = end
        return actions

    def _rebuild_actions(self, player: Player) -> tuple:
        return player.city.rebuild_actions(tuple(sorted(set(player.reserve))))

    # ----------------------------------------------------------------- apply
    def apply(self, action) -> None:
        action = IllegalMove.legal_action(self, action, self._explain)  # any value: IllegalMove or the legal object
        if self.phase == OVER:
            raise IllegalMove("game_over", QT_TRANSLATE_NOOP("new_york", "The game is over."))
        if action not in self.legal_actions():
            raise self._explain(action)
        self._scored = []  # a new list: a clone shares the old one
        getattr(self, "_do_" + action[0])(*action[1:])
        self._legal = None

    def _do_take(self, indices) -> None:
        player = self._changing_player(self.current)
        for i in sorted(indices, reverse=True):
            player.hand.append(self.display.pop(i))
        player.hand.sort()
        self._end_actions()

    def _do_buy(self, slot, cards) -> None:
        player = self._changing_player(self.current)
        tile = self.market[slot]
        _remove_cards(player.hand, cards)
        self.discard.extend(cards)
        self.market[slot] = None
        self.pending.append(tile)
        self.actions_this_turn += 1
        if sum(card_value(c) for c in cards) == TILE_PRICE[tile]:
            self.bonus = True
        else:
            self._end_actions()

    def _do_to_city(self, tile, cell) -> None:
        player = self._changing_player(self.current)
        player.reserve.remove(tile)
        player.city.add(tile, tuple(cell))
        self._end_actions()

    def _do_to_reserve(self, cell) -> None:
        player = self._changing_player(self.current)
        player.reserve.append(player.city.remove(tuple(cell)))
        player.reserve.sort()
        self._end_actions()

    def _do_swap(self, tile, cell) -> None:
        player = self._changing_player(self.current)
        player.reserve.remove(tile)
        player.reserve.append(player.city.replace(tile, tuple(cell)))
        player.reserve.sort()
        self._end_actions()

    def _do_end_turn(self) -> None:
        self._end_actions()

    def _do_pass(self) -> None:
        self._end_actions()

    def _do_place(self, tile, cell) -> None:
        self._changing_player(self.current).city.add(tile, tuple(cell))
        self._after_placing(tile)

    def _do_reserve(self, tile) -> None:
        player = self._changing_player(self.current)
        player.reserve.append(tile)
        player.reserve.sort()
        self._after_placing(tile)

    def _do_neutral(self, tile) -> None:
        self.neutral.append(tile)
        self.neutral.sort()
        self._after_placing(tile)

    def _after_placing(self, tile: int) -> None:
        if self.phase == PLACE:
            self.pending.remove(tile)
            if not self.pending:
                self._finish_turn()
            return
        self.final_queue.remove([self.current, tile])
        self._next_final_recipient()

    def _end_actions(self) -> None:
        self.bonus = False
        if self.pending:
            self.phase = PLACE
        else:
            self._finish_turn()

    def _finish_turn(self) -> None:
        """Refill the display (scoring when a scoring card shows), then the market; the game ends
        when the market cannot be filled (rulebook p.4-6)."""
        while len(self.display) < DISPLAY_SIZE:
            drawn = self._draw_card()
            if drawn is None:
                break
            if drawn in SCORING_CARDS:
                self._score(SCORING_CARDS[drawn])
                continue
            self.display.append(drawn)
        short = False
        for slot in range(MARKET_SLOTS):
            if self.market[slot] is None:
                self.market[slot] = self._draw_tile()
                short = short or self.market[slot] is None
        self.pending = []
        self.actions_this_turn = 0
        if short:
            self._end_game()
            return
        self.phase = ACT
        self.current = (self.current + 1) % len(self.players)
        if self.current == self.start_player:
            self.round += 1

    def _score(self, round_name: str) -> None:
        neutral_counts = None
        if self.neutral is not None:
            neutral_counts = [0] * len(TYPES)
            for tile in self.neutral:
                neutral_counts[TILE_TYPE[tile]] += 1
        result = scoring_result([p.city for p in self.players], neutral_counts, round_name)
        for index, points in enumerate(result["points"]):
            self._changing_player(index).score += points
        self.scorings.append(result)
        self._scored.append(result)
        if self.neutral is not None and round_name in ("A", "B"):
            count = NEUTRAL_AFTER_A if round_name == "A" else len(self.bag) // 3
            for _ in range(min(count, len(self.bag))):
                self.neutral.append(self._draw_tile())
            self.neutral.sort()

    def _end_game(self) -> None:
        """Each leftover market tile goes to the richest player in its currency (ties: nobody);
        they place or reserve it; then the final scoring."""
        self.phase = FINAL_PLACE
        for slot, tile in enumerate(self.market):
            if tile is None:
                continue
            money = [p.money(slot) for p in self.players]
            best = max(money)
            if best > 0 and money.count(best) == 1:
                self.final_queue.append([money.index(best), tile])
                self.market[slot] = None
        self._next_final_recipient()

    def _next_final_recipient(self) -> None:
        if self.final_queue:
            self.current = min(p for p, _ in self.final_queue)
            return
        self._score("final")
        self.phase = OVER

    # ----------------------------------------------------------------- explanations
    def _explain(self, action) -> IllegalMove:
        kind = action[0] if isinstance(action, tuple) and action else None
        player = self.players[self.current]
        if self.phase in (PLACE, FINAL_PLACE):
            if kind not in ("place", "reserve", "neutral"):
                return IllegalMove("must_place", QT_TRANSLATE_NOOP("new_york", "First put each building you bought into your city or onto your reserve."))
            tiles = self.pending if self.phase == PLACE else [t for p, t in self.final_queue if p == self.current]
            if len(action) < 2 or action[1] not in tiles:
                return IllegalMove("not_yours_to_place", QT_TRANSLATE_NOOP("new_york", "That building is not waiting to be placed."))
            if kind == "neutral":
                if self.neutral is None:
                    return IllegalMove("no_neutral", QT_TRANSLATE_NOOP("new_york", "Only with two players can a building go to the neutral player."))
                return IllegalMove("neutral_not_now", QT_TRANSLATE_NOOP("new_york", "Buildings handed out at the end cannot go to the neutral player."))
            if kind == "place" and len(action) == 3:
                return _placement_move(player.city.placement_problem(action[1], action[2]))
            return IllegalMove("illegal", QT_TRANSLATE_NOOP("new_york", "That move is not allowed now."))
        if kind in ("place", "reserve", "neutral"):
            return IllegalMove("nothing_to_place", QT_TRANSLATE_NOOP("new_york", "Bought buildings are placed at the end of the turn, after your actions."))
        if kind == "take" and len(action) == 2:
            indices = action[1]
            if not indices or any(not isinstance(i, int) or not 0 <= i < len(self.display) for i in indices) \
                    or len(set(indices)) != len(indices):
                return IllegalMove("no_card_there", QT_TRANSLATE_NOOP("new_york", "There is no such money card on display."))
            total = sum(card_value(self.display[i]) for i in indices)
            return IllegalMove("take_too_much", QT_TRANSLATE_NOOP(
                "new_york", "Several cards may be taken only if they total at most 5 (these total {total})."), total=total)
        if kind == "buy" and len(action) == 3:
            slot, cards = action[1], action[2]
            if not isinstance(slot, int) or not 0 <= slot < MARKET_SLOTS or self.market[slot] is None:
                return IllegalMove("empty_slot", QT_TRANSLATE_NOOP("new_york", "There is no building on that market space."))
            tile = self.market[slot]
            currency = CURRENCIES[slot]
            if any(card_currency(c) != slot for c in cards):
                return IllegalMove("wrong_currency", QT_TRANSLATE_NOOP(
                    "new_york", "This building must be paid in {currency} money."), currency=currency)
            hand = player.hand[:]
            for c in cards:
                if c not in hand:
                    return IllegalMove("not_in_hand", QT_TRANSLATE_NOOP("new_york", "You do not hold those cards."))
                hand.remove(c)
            total = sum(card_value(c) for c in cards)
            if total < TILE_PRICE[tile]:
                return IllegalMove("too_little", QT_TRANSLATE_NOOP(
                    "new_york", "This building costs {price}; these cards make only {total}."),
                    price=TILE_PRICE[tile], total=total)
            spare = spare_card(cards, TILE_PRICE[tile])
            return IllegalMove("card_to_spare", QT_TRANSLATE_NOOP(
                "new_york", "Leave out the {card}: the other cards already reach the price of {price}, and no change is given."),
                card=(card_words(spare),), price=TILE_PRICE[tile])
        if kind == "to_city" and len(action) == 3:
            if action[1] not in player.reserve:
                return IllegalMove("not_in_reserve", QT_TRANSLATE_NOOP("new_york", "That building is not on your reserve."))
            return _placement_move(player.city.placement_problem(action[1], action[2]))
        if kind == "to_reserve" and len(action) == 2:
            return _placement_move(player.city.removal_problem(action[1]))
        if kind == "swap" and len(action) == 3:
            if action[1] not in player.reserve:
                return IllegalMove("not_in_reserve", QT_TRANSLATE_NOOP("new_york", "That building is not on your reserve."))
            return _placement_move(player.city.swap_problem(action[1], action[2]))
        if kind == "end_turn":
            if not self.bonus:
                return IllegalMove("must_act", QT_TRANSLATE_NOOP("new_york", "Take money, buy a building or rebuild first."))
            return IllegalMove("must_use_bonus", QT_TRANSLATE_NOOP("new_york", "With this option the extra action must be used."))
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("new_york", "That move is not allowed now."))

    # ----------------------------------------------------------------- words
    def describe(self, action) -> str:
        return fill_template(*self.describe_parts(action))

    def describe_parts(self, action) -> tuple[str, dict]:
        """The log line as a template (context "new_york"); names are params of translatable parts."""
        action = freeze(action)
        kind = action[0]
        if kind == "take":
            return QT_TRANSLATE_NOOP("new_york", "takes {cards}"), {
                "cards": log_words.the_cards([self.display[i] for i in action[1] if 0 <= i < len(self.display)])}
        if kind == "buy":
            tile = self.market[action[1]]
            total = sum(card_value(c) for c in action[2])
            params = {"building": log_words.the_building(tile), "total": total, "currency": CURRENCIES[action[1]]}
            if tile is not None and total == TILE_PRICE[tile]:
                return QT_TRANSLATE_NOOP("new_york", "buys {building} for {total} {currency}, exactly: another action"), params
            return QT_TRANSLATE_NOOP("new_york", "buys {building} for {total} {currency}"), params
        if kind in ("to_city", "place"):
            side, neighbour = self._beside(action[2])
            params = {"building": log_words.the_building(action[1])}
            if neighbour == START_TILE:
                params["side"] = side
                if kind == "to_city":
                    return QT_TRANSLATE_NOOP("new_york", "builds {building} from the reserve, {side} of Times Square"), params
                return QT_TRANSLATE_NOOP("new_york", "builds {building} {side} of Times Square"), params
            params["beside"] = log_words.beside(side, neighbour)
            if kind == "to_city":
                return QT_TRANSLATE_NOOP("new_york", "builds {building} from the reserve, {beside}"), params
            return QT_TRANSLATE_NOOP("new_york", "builds {building} {beside}"), params
        if kind == "to_reserve":
            tile = self.players[self.current].city.cells.get(tuple(action[1]))
            return QT_TRANSLATE_NOOP("new_york", "moves {building} to the reserve"), {"building": log_words.the_building(tile)}
        if kind == "swap":
            old = self.players[self.current].city.cells.get(tuple(action[2]))
            return (QT_TRANSLATE_NOOP("new_york", "swaps {old} for {building} from the reserve"),
                    {"building": log_words.the_building(action[1]), "old": log_words.the_building(old)})
        if kind == "reserve":
            return QT_TRANSLATE_NOOP("new_york", "puts {building} on the reserve"), {"building": log_words.the_building(action[1])}
        if kind == "neutral":
            return (QT_TRANSLATE_NOOP("new_york", "gives {building} to the neutral player"),
                    {"building": log_words.the_building(action[1])})
        if kind == "end_turn":
            return QT_TRANSLATE_NOOP("new_york", "ends the turn"), {}
        return QT_TRANSLATE_NOOP("new_york", "passes"), {}

    def advice_parts(self, action) -> tuple[str, dict]:
        """The action as advice to the player on turn ("take the blue 6"): the hint's words."""
        action = freeze(action)
        kind = action[0]
        if kind == "take":
            return QT_TRANSLATE_NOOP("new_york", "take {cards}"), {
                "cards": log_words.the_cards([self.display[i] for i in action[1] if 0 <= i < len(self.display)])}
        if kind == "buy":
            return QT_TRANSLATE_NOOP("new_york", "buy {building}, paying {cards}"), {
                "building": log_words.the_building(self.market[action[1]]), "cards": log_words.the_cards(action[2])}
        if kind in ("place", "to_city"):
            side, neighbour = self._beside(action[2])
            params = {"building": log_words.the_building(action[1])}
            if neighbour == START_TILE:
                params["side"] = side
                return QT_TRANSLATE_NOOP("new_york", "build {building} {side} of Times Square"), params
            params["beside"] = log_words.beside(side, neighbour)
            return QT_TRANSLATE_NOOP("new_york", "build {building} {beside}"), params
        if kind == "to_reserve":
            tile = self.players[self.current].city.cells.get(tuple(action[1]))
            return QT_TRANSLATE_NOOP("new_york", "move {building} to your reserve"), {"building": log_words.the_building(tile)}
        if kind == "swap":
            old = self.players[self.current].city.cells.get(tuple(action[2]))
            return (QT_TRANSLATE_NOOP("new_york", "swap {old} for {building} from your reserve"),
                    {"building": log_words.the_building(action[1]), "old": log_words.the_building(old)})
        if kind == "reserve":
            return QT_TRANSLATE_NOOP("new_york", "put {building} on your reserve"), {"building": log_words.the_building(action[1])}
        if kind == "neutral":
            return (QT_TRANSLATE_NOOP("new_york", "give {building} to the neutral player"),
                    {"building": log_words.the_building(action[1])})
        if kind == "end_turn":
            return QT_TRANSLATE_NOOP("new_york", "end your turn"), {}
        return QT_TRANSLATE_NOOP("new_york", "pass"), {}

    def aftermath_parts(self, names) -> list[tuple[str, dict]]:
        """The scorings the last action set off, as log lines: which scoring, then per player
        what scored and why (each building type's majority points, the longest street)."""
        lines = []
        for result in self._scored:
            round_name = result["round"]
            if round_name == "final":
                lines.append((QT_TRANSLATE_NOOP("new_york", "Final scoring: majorities and the longest street"), {}))
            else:
                lines.append((SCORING_CARD_LINES[round_name], {}))
            lines.extend(scoring_lines(result, names))
        return lines

    def _beside(self, cell) -> tuple[str, int]:
        """Where a plot lies, in the city's words: (side, tile) for a built neighbour, Times
        Square first (e.g. ("west", 0): west of Times Square)."""
        cells = self.players[self.current].city.cells
        x, y = cell
        found = []
        for _, dx, dy, opposite, _name in DIRECTIONS:
            tile = cells.get((x + dx, y + dy))
            if tile is not None:
                found.append((tile != START_TILE, SIDE_NAMES[opposite], tile))
        if not found:
            return SIDE_NAMES[1], START_TILE
        _, side, tile = min(found, key=lambda f: f[0])
        return side, tile

    # ----------------------------------------------------------------- helpers for UI and AI
    def points_if_scored_now(self) -> list[list[int]]:
        """Per player, majority points per building type if the next scoring happened now."""
        from .scoring import majority_points
        rounds = ("A", "B", "final")
        name = rounds[min(len(self.scorings), 2)]
        counts = [p.city.type_counts() for p in self.players]
        if self.neutral is not None:
            counts.append(self.neutral_counts())
        return majority_points(counts, name)[1][:len(self.players)]

    def neutral_counts(self) -> tuple[int, ...]:
        counts = [0] * len(TYPES)
        for tile in self.neutral or ():
            counts[TILE_TYPE[tile]] += 1
        return tuple(counts)

    def exact_payments(self, slot: int) -> list[tuple]:
        """Hand-card combinations paying the tile in `slot` exactly (for the UI's suggestion)."""
        return [a[2] for a in self.legal_actions() if a[0] == "buy" and a[1] == slot
                and sum(card_value(c) for c in a[2]) == TILE_PRICE[self.market[slot]]]


def spare_card(cards, price: int) -> int | None:
    """The smallest card of a payment that could be left out with the rest still reaching the
    price (the payment is then refused: no change is given), or None."""
    total = sum(card_value(c) for c in cards)
    for c in sorted(cards, key=card_value):
        if total - card_value(c) >= price:
            return c
    return None


def scoring_lines(result: dict, names) -> list[tuple[str, dict]]:
    """Per player, what a scoring paid and why: "Anna +7: majorities theatre 3, park 2; longest
    street 2"."""
    lines = []
    for player, name in enumerate(names):
        types = tuple((TYPES[t], result["type_points"][player][t]) for t in range(len(TYPES))
                      if result["type_points"][player][t])
        params = {"name": name, "points": result["points"][player], "street": result["streets"][player]}
        if types:
            params["types"] = types
            lines.append((QT_TRANSLATE_NOOP("new_york", "  {name} +{points}: majorities {types}; longest street {street}"), params))
        else:
            lines.append((QT_TRANSLATE_NOOP("new_york", "  {name} +{points}: no majority; longest street {street}"), params))
    return lines


def _placement_move(problem) -> IllegalMove:
    if problem is None:
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("new_york", "That move is not allowed now."))
    key, text, params = problem
    return IllegalMove(key, text, **params)


def _json_copy(value):
    if isinstance(value, dict):
        return {k: _json_copy(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_json_copy(v) for v in value]
    return value
