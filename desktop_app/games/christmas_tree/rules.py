"""Christmas Tree's state and actions (no Qt).

Actions (hashable tuples of primitives):
    ("task", task_id)                   choose this round's task card (hidden until all have chosen)
    ("place", card_id, space, turned)   pick a card from the hand and say where it goes, upright
                                        (turned=0) or upside down (turned=1); hidden until every
                                        seat has picked, then all picks are revealed and placed;
                                        at a round's last pick, by a seat holding linzer, it also
                                        keeps that seat's linzer chance after the placement
    ("place", card_id, space, turned, 0)  the same at a round's last pick without that chance:
                                        the round is scored as soon as the cards are revealed
    ("swap", a, b, turn_a, turn_b)      linzer: swap the cards on spaces a < b; turn_x=1 turns that
                                        card upside down while it moves
    ("turn", space)                     linzer: turn one placed card upside down
    ("done",)                           use no (more) linzer now

Simultaneous choices are hidden choices made seat by seat (current_player steps through the seats)
and revealed together; `reveal_count` grows at every deal and reveal. Phases per round
(rulebook p.3, p.5): "task" (family/advanced) -> 7 x "pick" -> "linzer" -> round scoring.

Linzer may be spent after any placement (rulebook p.3). After the reveals of a round's first six
picks the hands pass at once and every seat holding linzer has an open linzer window: in the
"pick" phase it may swap/turn before its next pick, and that pick closes the window, so keeping
linzer costs no click. Seats with an open window are asked first (in seat order), then the rest.
After the round's seventh placement the round is scored at once, unless a seat kept its linzer
chance with that pick (the 4-item "place"; the table sends it only when the player asks for it,
computer players always keep it): then a "linzer" phase asks just those seats, in seat order, to
spend or say ("done",) before the scoring. So a player who ignores linzer never answers anything;
one who wants the chance after the last card says so with the pick (hidden like the pick itself)
and decides after seeing every placement, as the rulebook allows (p.3: "after any placement").

Older saves asked after every placement: each linzer seat in turn spent or said ("done",), then
everyone picked. That sequence is still legal here and gives the same table (("done",) closes the
window without picking; it is listed last in the pick phase and never needed; their last picks
are 4-item "place"s, which keep the chance, so the round-end questions come as they did). With two players a
neutral third tree is dealt a hand too; its card is picked and placed at random when the picks
are revealed.
"""
from __future__ import annotations

import random

from desktop_app.engine.game import (
    IllegalMove,
    fill_template,
    rng_from_json,
    rng_to_json,
    shared_winners,
)
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import log_words, scoring
from .components import (
    CARDS,
    EDGE_NEIGHBOURS,
    GINGER_PER_PLAYER,
    HAND_SIZE,
    INTRO_TASKS_PER_ROUND,
    LINZER,
    MAX_BELLS,
    MODES,
    PASS_DIRECTIONS,
    PICKS_PER_ROUND,
    ROUNDS,
    SPACES,
    TASK_CARDS_DEALT,
    TASKS,
    deck_cards,
)

NEUTRAL_OWNER = -1  # owner of the neutral tree's task card in round_tasks
RANDOM_OWNER = -2  # the introductory game's randomly drawn task cards
SLOTS = len(SPACES) + 1  # tree lists are indexed by space number; index 0 is unused


def empty_tree() -> list:
    return [None] * SLOTS


class ChristmasTreeState:
    def __init__(self):
        self.options: dict = {}
        self.mode = "family"
        self.players = 0
        self.trees: list[list] = []  # per tree: card id per space (None = empty)
        self.turned: list[list] = []  # per tree: 1 where the card lies upside down
        self.hands: list[list] = []  # per tree: the hand it holds now
        self.hand_task: list = []  # advanced: the task card travelling with each hand
        self.deck: list[str] = []  # last item is the top
        self.discards: list[str] = []
        self.linzer: list[int] = []
        self.task_hands: list[list] = []
        self.task_pool: list[str] = []
        self.pending_task: list = []
        self.pending_pick: list = []
        self.round_tasks: list[list] = []  # [task id, owner] revealed for this round
        self.tasks_revealed = False  # advanced: own task cards laid face up this round
        self.seen_tasks: list[list] = []  # advanced: task cards each player has seen travel by
        self.round_points: list[list] = []  # per finished round: [task id, owner, points per tree]
        self.last_placed: list = []  # per tree: the space filled at the last reveal
        self.window: list[bool] = []  # per player: may still spend linzer before its next pick
        self.asked: list[bool] = []  # per player: still to answer the round-end linzer question
        self.phase = "task"
        self.current = 0
        self.round = 0
        self.picks = 0
        self.passes = 0
        self.reveal_count = 0
        self.rng = random.Random()
        self._rng_shared = False
        self._legal: list | None = None
        self._legal_set: frozenset | None = None

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, players: int, seed: int, options: dict | None = None) -> ChristmasTreeState:
        if not 2 <= players <= 4:
            raise ValueError("Christmas Tree takes 2-4 players")
        options = dict(options or {})
        mode = options.get("mode", "family")
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}")
        state = cls()
        state.options = options
        state.mode = mode
        state.players = players
        state.rng = random.Random(seed)
        trees = state.tree_count
        state.trees = [empty_tree() for _ in range(trees)]
        state.turned = [[0] * SLOTS for _ in range(trees)]
        state.hands = [[] for _ in range(trees)]
        state.hand_task = [None] * trees
        state.last_placed = [None] * trees
        # Rulebook p.3: the deck for the player count plus 3 random gingerbread per player (two
        # players play as three: digest "Two players").
        base, ginger = deck_cards(players)
        state.rng.shuffle(ginger)
        state.deck = base + ginger[:GINGER_PER_PLAYER * trees]
        state.rng.shuffle(state.deck)
        state.linzer = [LINZER[mode]] * players
        state.window = [False] * players
        state.asked = [False] * players
        max_bells = 3 if options.get("task_set") == "all" else MAX_BELLS[mode]
        state.task_pool = [t for t, task in TASKS.items() if task["bells"] <= max_bells]
        state.rng.shuffle(state.task_pool)
        dealt = TASK_CARDS_DEALT[mode]
        if mode == "family" and options.get("family_tasks") == "5":
            dealt = 5
        state.task_hands = [[state.task_pool.pop() for _ in range(dealt)] for _ in range(players)]
        state.seen_tasks = [[] for _ in range(players)]
        state._start_round()
        return state

    @property
    def tree_count(self) -> int:
        return 3 if self.players == 2 else self.players

    @property
    def neutral(self) -> int | None:
        """Index of the neutral tree (two players only)."""
        return 2 if self.players == 2 else None

    def _start_round(self) -> None:
        """Deal 8 cards to every hand, then the task cards (rulebook p.3 steps 1-2, p.5)."""
        for hand in self.hands:
            hand.clear()
        for _ in range(HAND_SIZE):
            for hand in self.hands:
                hand.append(self.deck.pop())
        self.hand_task = [None] * self.tree_count
        self.pending_task = [None] * self.players
        self.pending_pick = [None] * self.players
        self.window = [False] * self.players
        self.asked = [False] * self.players
        self.round_tasks = []
        self.tasks_revealed = False
        self.seen_tasks = [[] for _ in range(self.players)]
        self.picks = self.passes = 0
        self.current = 0
        self.reveal_count += 1
        if self.mode == "introductory":
            self._random()
            self.round_tasks = [[self.task_pool.pop(), RANDOM_OWNER] for _ in range(INTRO_TASKS_PER_ROUND)]
            if self.neutral is not None and self.options.get("intro_neutral_task") == "extra":
                self.round_tasks.append([self.task_pool.pop(), NEUTRAL_OWNER])
            self.tasks_revealed = True
            self.phase = "pick"
        else:
            self.phase = "task"

    # ----------------------------------------------------------------- protocol
    @property
    def current_player(self) -> int | None:
        return None if self.phase == "over" else self.current

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    def task_score(self, player: int) -> int:
        return sum(points[player] for rnd in self.round_points for _, _, points in rnd)

    def final_parts(self, player: int) -> dict[str, int]:
        return scoring.final_breakdown(self.trees[player], self.turned[player], self.linzer[player])

    def scores(self) -> list[int]:
        return [b["total"] for b in self.score_breakdown()]

    def score_breakdown(self) -> list[dict[str, int]]:
        out = []
        for p in range(self.players):
            row = {f"tasks_round_{r + 1}": sum(points[p] for _, _, points in rnd)
                   for r, rnd in enumerate(self.round_points)}
            if self.is_over:
                row.update(self.final_parts(p))
            row["total"] = sum(row.values())
            out.append(row)
        return out

    def winners(self) -> list[int]:
        """Most points wins; the rulebook names no tie-break, so a tie is a shared win."""
        return shared_winners([(s,) for s in self.scores()])

    def clone(self) -> ChristmasTreeState:
        other = ChristmasTreeState.__new__(ChristmasTreeState)
        other.__dict__.update(self.__dict__)
        other.trees = [t[:] for t in self.trees]
        other.turned = [t[:] for t in self.turned]
        other.hands = [h[:] for h in self.hands]
        other.hand_task = self.hand_task[:]
        other.deck = self.deck[:]
        other.discards = self.discards[:]
        other.linzer = self.linzer[:]
        other.task_hands = [h[:] for h in self.task_hands]
        other.task_pool = self.task_pool[:]
        other.pending_task = self.pending_task[:]
        other.pending_pick = self.pending_pick[:]
        other.round_tasks = [t[:] for t in self.round_tasks]
        other.seen_tasks = [s[:] for s in self.seen_tasks]
        other.round_points = self.round_points[:]  # finished rounds are never mutated
        other.last_placed = self.last_placed[:]
        other.window = self.window[:]
        other.asked = self.asked[:]
        # Copy-on-write RNG: most clones (the greedy agent's look-ahead) never draw from it.
        self._rng_shared = other._rng_shared = True
        return other

    def _random(self) -> random.Random:
        if self._rng_shared:
            rng = random.Random.__new__(random.Random)
            rng.setstate(self.rng.getstate())
            self.rng = rng
            self._rng_shared = False
        return self.rng

    def to_json(self) -> dict:
        return {
            "options": dict(self.options), "mode": self.mode, "players": self.players,
            "trees": [t[:] for t in self.trees], "turned": [t[:] for t in self.turned],
            "hands": [h[:] for h in self.hands], "hand_task": self.hand_task[:],
            "deck": self.deck[:], "discards": self.discards[:], "linzer": self.linzer[:],
            "task_hands": [h[:] for h in self.task_hands], "task_pool": self.task_pool[:],
            "pending_task": self.pending_task[:],
            "pending_pick": [list(p) if p else None for p in self.pending_pick],
            "round_tasks": [t[:] for t in self.round_tasks], "tasks_revealed": self.tasks_revealed,
            "seen_tasks": [s[:] for s in self.seen_tasks],
            "round_points": [[[t, o, pts[:]] for t, o, pts in rnd] for rnd in self.round_points],
            "last_placed": self.last_placed[:], "window": self.window[:], "asked": self.asked[:],
            "phase": self.phase,
            "current": self.current,
            "round": self.round, "picks": self.picks, "passes": self.passes,
            "reveal_count": self.reveal_count, "rng": rng_to_json(self.rng),
        }

    @classmethod
    def from_json(cls, data: dict) -> ChristmasTreeState:
        state = cls()
        state.options = dict(data["options"])
        state.mode = str(data["mode"])
        state.players = int(data["players"])
        state.trees = [list(t) for t in data["trees"]]
        state.turned = [[int(x) for x in t] for t in data["turned"]]
        state.hands = [list(h) for h in data["hands"]]
        state.hand_task = list(data["hand_task"])
        state.deck = list(data["deck"])
        state.discards = list(data["discards"])
        state.linzer = [int(n) for n in data["linzer"]]
        state.task_hands = [list(h) for h in data["task_hands"]]
        state.task_pool = list(data["task_pool"])
        state.pending_task = list(data["pending_task"])
        state.pending_pick = [tuple(p) if p else None for p in data["pending_pick"]]
        state.round_tasks = [list(t) for t in data["round_tasks"]]
        state.tasks_revealed = bool(data["tasks_revealed"])
        state.seen_tasks = [list(s) for s in data["seen_tasks"]]
        state.round_points = [[(t, int(o), [int(x) for x in pts]) for t, o, pts in rnd] for rnd in data["round_points"]]
        state.last_placed = list(data["last_placed"])
        state.phase = str(data["phase"])
        state.current = int(data["current"])
        state.round = int(data["round"])
        state.picks = int(data["picks"])
        state.passes = int(data["passes"])
        state.reveal_count = int(data["reveal_count"])
        state.rng = rng_from_json(data["rng"])
        if "window" in data:
            state.window = [bool(w) for w in data["window"]]
        else:
            state._from_asking_save()
        if "asked" in data:
            state.asked = [bool(a) for a in data["asked"]]
        else:  # older rules asked every seat still holding linzer, from the current one on
            state.asked = [state.phase == "linzer" and p >= state.current and state.linzer[p] > 0
                           for p in range(state.players)]
        return state

    def _from_asking_save(self) -> None:
        """A snapshot from the rules that asked about linzer after every placement: mid-round, its
        "linzer" phase is this model's open windows (hands already passed; seats before the asked
        one have closed theirs). The same table the replay of its log gives."""
        self.window = [False] * self.players
        if self.phase == "linzer" and self.picks < PICKS_PER_ROUND:
            self._pass_hands()
            self.phase = "pick"
            self.window = [p >= self.current and self.linzer[p] > 0 for p in range(self.players)]

    def progress(self) -> str:
        return fill_template(*self.progress_parts())

    def progress_parts(self) -> tuple[str, dict]:
        scores = "–".join(str(s) for s in self.scores())
        if self.is_over:
            return QT_TRANSLATE_NOOP("christmas_tree", "Finished · {scores}"), {"scores": scores}
        return (QT_TRANSLATE_NOOP("christmas_tree", "Round {round} · card {card}/7 · {scores}"),
                {"round": self.round + 1, "card": min(self.picks + 1, PICKS_PER_ROUND), "scores": scores})

    # ----------------------------------------------------------------- hidden information
    def visible_tasks(self, player: int) -> list[str]:
        """Task cards of this round that `player` knows: the revealed ones, plus in the advanced
        game their own and those that travelled through their hands."""
        known = [t for t, _ in self.round_tasks]
        if not self.tasks_revealed:
            known += [t for t in self.seen_tasks[player] if t not in known]
        return known

    def view_for(self, player: int) -> dict:
        """The table as `player` sees it: other hands, the deck, discards, other seats' hidden
        choices and unseen task cards are reduced to counts."""
        data = self.to_json()
        data.pop("rng")
        data["hands"] = [h if i == player else len(h) for i, h in enumerate(self.hands)]
        seen = set(self.seen_tasks[player]) if player < self.players else set()
        data["hand_task"] = [t if (i == player or t in seen) else (None if t is None else "hidden")
                             for i, t in enumerate(self.hand_task)]
        data["deck"] = len(self.deck)
        data["discards"] = len(self.discards)
        data["task_hands"] = [h if i == player else len(h) for i, h in enumerate(self.task_hands)]
        data["task_pool"] = len(self.task_pool)
        data["pending_task"] = [t if i == player else t is not None for i, t in enumerate(self.pending_task)]
        data["pending_pick"] = [list(p) if i == player and p else (p is not None)
                                for i, p in enumerate(self.pending_pick)]
        data["seen_tasks"] = [s if i == player else len(s) for i, s in enumerate(self.seen_tasks)]
        return data

    def determinize(self, player: int, rng: random.Random) -> ChristmasTreeState:
        """A full state agreeing with `view_for(player)`: every card and task card that player
        cannot see is permuted among the places it could be, and the RNG is re-seeded."""
        state = self.clone()
        hidden_cards = list(self.deck) + list(self.discards)
        for i, hand in enumerate(self.hands):
            if i != player:
                hidden_cards += hand
        shuffled = hidden_cards[:]
        rng.shuffle(shuffled)
        card_map = dict(zip(hidden_cards, shuffled))
        state.deck = [card_map[c] for c in self.deck]
        state.discards = [card_map[c] for c in self.discards]
        state.hands = [h[:] if i == player else [card_map[c] for c in h] for i, h in enumerate(self.hands)]
        state.pending_pick = [p if (i == player or p is None) else (card_map[p[0]],) + tuple(p[1:])
                              for i, p in enumerate(self.pending_pick)]
        known = set(self.visible_tasks(player)) | set(self.task_hands[player])
        if self.pending_task[player]:
            known.add(self.pending_task[player])
        if self.hand_task[player]:
            known.add(self.hand_task[player])
        hidden_tasks = [t for t in self.task_pool if t not in known]
        for i in range(self.players):
            if i != player:
                hidden_tasks += [t for t in self.task_hands[i] if t not in known]
                if self.pending_task[i] and self.pending_task[i] not in known:
                    hidden_tasks.append(self.pending_task[i])
        hidden_tasks += [t for t in self.hand_task if t and t not in known]
        hidden_tasks = list(dict.fromkeys(hidden_tasks))  # a pending choice is also in its hand
        shuffled_tasks = hidden_tasks[:]
        rng.shuffle(shuffled_tasks)
        task_map = dict(zip(hidden_tasks, shuffled_tasks))

        def remap(t):
            return task_map.get(t, t) if t else t
        state.task_pool = [remap(t) for t in self.task_pool]
        state.task_hands = [[remap(t) for t in h] for h in self.task_hands]
        state.pending_task = [remap(t) for t in self.pending_task]
        state.hand_task = [remap(t) for t in self.hand_task]
        state.seen_tasks = [[remap(t) for t in s] for s in self.seen_tasks]
        state.rng = random.Random(rng.random())
        state._legal = state._legal_set = None
        return state

    # ----------------------------------------------------------------- legal actions
    def legal_actions(self) -> list[tuple]:
        if self._legal is None:
            self._legal = [] if self.is_over else self._generate()
            self._legal_set = frozenset(self._legal)
        return list(self._legal)

    def is_legal(self, action) -> bool:
        if self._legal is None:
            self.legal_actions()
        return action in self._legal_set

    def placement_spaces(self, tree: int) -> list[int]:
        """Empty spaces a card may go on. Advanced game: after the first card, only spaces sharing
        an edge with a placed card (rulebook p.5)."""
        cards = self.trees[tree]
        empty = [s for s in SPACES if cards[s] is None]
        if self.mode != "advanced" or len(empty) == len(SPACES) or tree == self.neutral:
            return empty
        return [s for s in empty if any(n and cards[n] for n in EDGE_NEIGHBOURS[s])]

    def _generate(self) -> list[tuple]:
        p = self.current
        if self.phase == "task":
            return [("task", t) for t in self.task_hands[p]]
        if self.phase == "pick":
            spaces = self.placement_spaces(p)
            actions = [("place", c, s, t) for c in self.hands[p] for s in spaces for t in (0, 1)]
            if self.picks == PICKS_PER_ROUND - 1 and self.linzer[p] > 0:  # without the chance after it
                actions += [a + (0,) for a in actions]
            if self.window[p]:  # "done" last: legal (older saves hold it), never needed
                actions += self.linzer_actions(p) + [("done",)]
            return actions
        if self.phase == "linzer":
            return [("done",)] + self.linzer_actions(p)
        return []

    def linzer_actions(self, p: int) -> list[tuple]:
        """Every turn and swap of the cards on tree `p` (each costs one linzer)."""
        cards = self.trees[p]
        filled = [s for s in SPACES if cards[s]]
        actions = [("turn", s) for s in filled]
        for i, a in enumerate(filled):
            for b in filled[i + 1:]:
                for ta in (0, 1):
                    for tb in (0, 1):
                        actions.append(("swap", a, b, ta, tb))
        return actions

    # ----------------------------------------------------------------- apply
    def apply(self, action) -> None:
        action = IllegalMove.legal_action(self, action, self._explain)  # any value: IllegalMove or the legal object
        if self.is_over:
            raise IllegalMove("game_over", QT_TRANSLATE_NOOP("christmas_tree", "The game is over."))
        if not self.is_legal(action):
            raise self._explain(action)
        getattr(self, "_do_" + action[0])(*action[1:])
        self._legal = self._legal_set = None

    def _explain(self, action) -> IllegalMove:
        """The most specific reason an action is not legal now."""
        p = self.current
        kind = action[0] if isinstance(action, tuple) and action else None
        if kind == "place" and len(action) == 5 and action[4] == 0:
            if self.phase == "pick" and (self.picks != PICKS_PER_ROUND - 1 or self.linzer[p] <= 0):
                return IllegalMove("no_linzer_chance", QT_TRANSLATE_NOOP(
                    "christmas_tree", "Only a round's last pick, by a player holding linzer, can leave out the linzer chance after it."))
            action = action[:4]
        wanted = {"task": {"task"}, "pick": {"place", "swap", "turn", "done"},
                  "linzer": {"swap", "turn", "done"}}[self.phase]
        if kind not in wanted:
            prompts = {"task": QT_TRANSLATE_NOOP("christmas_tree", "Choose one of your task cards for this round first."),
                       "pick": QT_TRANSLATE_NOOP("christmas_tree", "Pick a card from your hand and a space for it first."),
                       "linzer": QT_TRANSLATE_NOOP("christmas_tree", "Use a linzer now, or say you are done.")}
            return IllegalMove("wrong_phase", prompts[self.phase])
        if kind == "task" and len(action) == 2:
            return IllegalMove("task_not_held", QT_TRANSLATE_NOOP("christmas_tree", "You do not hold task card {task}."), task=str(action[1]))
        if kind == "place" and len(action) == 4:
            _, card, space, turned = action
            if card not in self.hands[p]:
                return IllegalMove("card_not_in_hand", QT_TRANSLATE_NOOP("christmas_tree", "That card is not in your hand."))
            if space not in SPACES:
                return IllegalMove("no_such_space", QT_TRANSLATE_NOOP("christmas_tree", "Your tree has no space {space}."), space=space)
            if self.trees[p][space] is not None:
                return IllegalMove("space_taken", QT_TRANSLATE_NOOP("christmas_tree", "Space {space} of your tree already holds a card."), space=space)
            if turned not in (0, 1):
                return IllegalMove("bad_orientation", QT_TRANSLATE_NOOP("christmas_tree", "A card lies either upright or upside down."))
            return IllegalMove("not_adjacent", QT_TRANSLATE_NOOP("christmas_tree", "In the advanced game every card after the first "
                                                  "must share an edge with a card already on your tree."))
        if kind in ("swap", "turn", "done"):
            if self.linzer[p] <= 0:
                return IllegalMove("no_linzer", QT_TRANSLATE_NOOP("christmas_tree", "You have no linzer left."))
            if self.phase == "pick" and not self.window[p]:
                return IllegalMove("linzer_closed", QT_TRANSLATE_NOOP("christmas_tree", "Linzer are spent after a placement, "
                                                                      "before your next pick."))
            spaces = action[1:3] if kind == "swap" else action[1:2]
            for s in spaces:
                if s not in SPACES or self.trees[p][s] is None:
                    return IllegalMove("linzer_empty_space", QT_TRANSLATE_NOOP("christmas_tree", "There is no card on space {space} of your tree."), space=s)
            if kind == "swap" and len(action) == 5 and action[1] == action[2]:
                return IllegalMove("swap_itself", QT_TRANSLATE_NOOP("christmas_tree", "Choose two different cards to swap."))
            if kind == "swap" and len(action) == 5 and action[1] > action[2]:
                return IllegalMove("swap_order", QT_TRANSLATE_NOOP("christmas_tree", "Name the lower-numbered space first."))
        return IllegalMove("illegal", QT_TRANSLATE_NOOP("christmas_tree", "That move is not allowed now."))

    def _next_seat(self) -> None:
        self.current += 1

    def _do_task(self, task_id) -> None:
        self.pending_task[self.current] = task_id
        self._next_seat()
        if self.current >= self.players:
            self._reveal_tasks()

    def _reveal_tasks(self) -> None:
        """Family: all chosen task cards turn face up. Advanced: each goes into its owner's hand
        and travels with it (rulebook p.5). Two players: the neutral tree's task card is drawn from
        the remaining ones and revealed now, in every mode."""
        for p, t in enumerate(self.pending_task):
            self.task_hands[p].remove(t)
        if self.mode == "advanced":
            for p, t in enumerate(self.pending_task):
                self.hand_task[p] = t
                self.seen_tasks[p].append(t)
        else:
            self.round_tasks = [[t, p] for p, t in enumerate(self.pending_task)]
            self.tasks_revealed = True
        if self.neutral is not None and self.task_pool:
            self.round_tasks.append([self.task_pool.pop(), NEUTRAL_OWNER])
        self.pending_task = [None] * self.players
        self.reveal_count += 1
        self.phase = "pick"
        self.current = 0

    def _do_place(self, card, space, turned, *no_chance) -> None:
        self.pending_pick[self.current] = (card, space, turned) + no_chance
        self.window[self.current] = False  # the pick ends this seat's linzer window
        self._next_picker()

    def _next_picker(self) -> None:
        """Seats with an open linzer window first, then those yet to pick; all picked: reveal."""
        for p in range(self.players):
            if self.window[p]:
                self.current = p
                return
        for p in range(self.players):
            if self.pending_pick[p] is None:
                self.current = p
                return
        self._reveal_picks()

    def _reveal_picks(self) -> None:
        """Everyone turns their pick face up and places it (rulebook p.3 step 3)."""
        # A last pick keeps its seat's linzer chance unless it said otherwise (5-item "place").
        self.asked = [len(pick) == 3 and self.linzer[p] > 0 for p, pick in enumerate(self.pending_pick)]
        for p, (card, space, turned, *_) in enumerate(self.pending_pick):
            self._put(p, card, space, turned)
        if self.neutral is not None:
            tree = self.neutral
            rng = self._random()
            card = rng.choice(self.hands[tree])
            space = rng.choice(self.placement_spaces(tree))
            self._put(tree, card, space, rng.randrange(2))
        self.pending_pick = [None] * self.players
        self.picks += 1
        self.reveal_count += 1
        if self.picks == PICKS_PER_ROUND:
            # The round is scored next: only the seats that kept their linzer chance are asked.
            self.phase = "linzer"
            self.current = -1
            self._next_linzer_seat()
            return
        self.asked = [False] * self.players
        self._pass_hands()
        self.phase = "pick"
        self.window = [n > 0 for n in self.linzer]
        self._next_picker()

    def _put(self, tree: int, card: str, space: int, turned: int) -> None:
        self.hands[tree].remove(card)
        self.trees[tree][space] = card
        self.turned[tree][space] = turned
        self.last_placed[tree] = space

    def _next_linzer_seat(self) -> None:
        """After a round's last placement, ask each seat that kept its chance in turn; then score."""
        if 0 <= self.current < self.players:
            self.asked[self.current] = False
        for p in range(self.current + 1, self.players):
            if self.asked[p]:
                self.current = p
                return
        self._end_round()

    def _do_swap(self, a, b, turn_a, turn_b) -> None:
        p = self.current
        cards, turned = self.trees[p], self.turned[p]
        cards[a], cards[b] = cards[b], cards[a]
        turned[a], turned[b] = turned[b] ^ turn_b, turned[a] ^ turn_a
        self._spend_linzer()

    def _do_turn(self, space) -> None:
        self.turned[self.current][space] ^= 1
        self._spend_linzer()

    def _spend_linzer(self) -> None:
        self.linzer[self.current] -= 1
        if self.linzer[self.current] == 0:
            self._close_window()

    def _do_done(self) -> None:
        self._close_window()

    def _close_window(self) -> None:
        if self.phase == "pick":
            self.window[self.current] = False
            self._next_picker()
        else:
            self._next_linzer_seat()

    def _pass_hands(self) -> None:
        """Pass every hand on: left = to the next seat; the advanced game alternates (p.5). The
        advanced game's task cards travel too and are laid face up once each is back home."""
        step = PASS_DIRECTIONS[self.mode][self.round]
        n = self.tree_count
        hands, tasks = [None] * n, [None] * n
        for i in range(n):
            hands[(i + step) % n] = self.hands[i]
            tasks[(i + step) % n] = self.hand_task[i]
        self.hands, self.hand_task = hands, tasks
        self.passes += 1
        if self.mode == "advanced" and not self.tasks_revealed:
            for p in range(self.players):
                if tasks[p] and tasks[p] not in self.seen_tasks[p]:
                    self.seen_tasks[p].append(tasks[p])
            if self.passes % n == 0:  # every own task card is back with its owner
                own = [[t, p] for p, t in enumerate(tasks[:self.players])]
                self.round_tasks = own + self.round_tasks
                self.hand_task = [None] * n
                self.tasks_revealed = True

    def _end_round(self) -> None:
        """Discard the last card of each hand, score the round's task cards for every tree
        (rulebook p.3 step 4); after round 3 the game ends with the final scoring (p.4)."""
        for hand in self.hands:
            self.discards.extend(hand)
            hand.clear()
        if not self.tasks_revealed:  # cannot happen with 7 picks, kept for odd data
            self.round_tasks = [[t, p] for p, t in enumerate(self.hand_task[:self.players]) if t] + self.round_tasks
            self.tasks_revealed = True
        trees = list(zip(self.trees, self.turned))
        self.round_points.append([(t, owner, scoring.task_points(t, trees)) for t, owner in self.round_tasks])
        self.round += 1
        if self.round == ROUNDS:
            self.phase = "over"
            self.current = 0
            return
        self._start_round()

    # ----------------------------------------------------------------- words
    def card_words(self, space: int) -> list[str]:
        """The current seat's card on `space`, in words."""
        return card_words(self.trees[self.current][space] if space in SPACES else None)

    def the_card_words(self, space: int) -> list[str]:
        """The same with its article ("the gold star"), for a sentence."""
        return log_words.the_card_words(self.trees[self.current][space] if space in SPACES else None)

    def describe(self, action) -> str:
        return fill_template(*self.describe_parts(action))

    def describe_parts(self, action) -> tuple[str, dict]:
        """The log line as a template (context "christmas_tree") and its params. An action that
        reveals something (the last pick, the last task card chosen) or scores a round says so,
        a line each (log_words): nothing of a hidden pick shows before its reveal."""
        template, params = self._own_words(action)
        last_hidden = (action[0] in ("place", "task") and self.phase in ("pick", "task")
                       and sum(1 for c in (self.pending_pick if self.phase == "pick" else self.pending_task) if c is None) == 1)
        if last_hidden or action[0] in ("swap", "turn", "done"):
            lines = log_words.consequences(self, action)
            if lines:
                return QT_TRANSLATE_NOOP("christmas_tree", "{action}\n{lines}"), {
                    "action": log_words.sentence(template, **params), "lines": lines}
        return template, params

    def _own_words(self, action) -> tuple[str, dict]:
        """The acting seat's own part of its log line."""
        kind = action[0]
        if kind == "task":
            if sum(1 for t in self.pending_task if t is None) == 1 and self.mode != "advanced":  # advanced: they travel hidden
                return QT_TRANSLATE_NOOP("christmas_tree", "chooses a task card; all task cards are revealed"), {}
            return QT_TRANSLATE_NOOP("christmas_tree", "chooses a task card"), {}
        if kind == "place":
            if sum(1 for pick in self.pending_pick if pick is None) == 1:
                return QT_TRANSLATE_NOOP("christmas_tree", "picks a card; all picks are revealed"), {}
            return QT_TRANSLATE_NOOP("christmas_tree", "picks a card"), {}
        if kind == "swap":
            _, a, b, ta, tb = action
            params = {"first": [self.the_card_words(a)], "second": [self.the_card_words(b)], "a": a, "b": b,
                      "gains": log_words.linzer_gains(self, action)}
            if ta and tb:
                return QT_TRANSLATE_NOOP("christmas_tree", "spends a linzer: swaps {first} on space {a} and {second} on "
                                                           "space {b}, turning both{gains}"), params
            if ta or tb:
                params["turned"], params["turned_card"] = (a, params["first"]) if ta else (b, params["second"])
                return QT_TRANSLATE_NOOP("christmas_tree", "spends a linzer: swaps {first} on space {a} and {second} on "
                                                           "space {b}, turning {turned_card} from space {turned}{gains}"), params
            return QT_TRANSLATE_NOOP("christmas_tree", "spends a linzer: swaps {first} on space {a} and {second} on "
                                                       "space {b}{gains}"), params
        if kind == "turn":
            return (QT_TRANSLATE_NOOP("christmas_tree", "spends a linzer: turns {card} on space {space} upside down{gains}"),
                    {"card": [self.the_card_words(action[1])], "space": action[1], "gains": log_words.linzer_gains(self, action)})
        if kind == "done":
            return QT_TRANSLATE_NOOP("christmas_tree", "keeps the remaining linzer"), {}
        return str(action), {}


card_words = log_words.card_words  # a card in the game's words (the scene and the log)


def card_name(card_id: str) -> str:
    """Short English words for a card, for logs and tooltips."""
    card = CARDS[card_id]
    if card.kind == "glass":
        flakes = f", {card.snowflakes} snowflake{'s' if card.snowflakes != 1 else ''}"
        return f"{card.colour} {card.shape}{flakes}"
    if card.kind == "candy":
        return f"candy worth {card.value}"
    return "gingerbread man"
