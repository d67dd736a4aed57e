"""Small builders for New York tests: cities, hands and hand-set states."""
from desktop_app.games.new_york.city import City
from desktop_app.games.new_york.components import card
from desktop_app.games.new_york.rules import NewYorkState

# Tiles by their streets (ids from the data file), used to lay out test cities.
NO_STREET = (7, 14, 22, 23, 31, 32, 41, 42, 52, 53)
N_ONLY, E_ONLY, S_ONLY, W_ONLY = (5, 20, 39, 50), (6, 21, 38, 54), (13, 30, 43, 51), (12, 29, 40, 49)
NE, ES, SW, NW = (9, 18, 27, 36, 47), (3, 11, 19, 25, 46), (2, 10, 17, 26, 35), (4, 16, 28, 37, 48)


def city(layout: dict) -> City:
    cells = {(0, 0): 0}
    cells.update(layout)
    return City(cells)


def ring_city() -> City:
    """Times Square in the middle of a 3x3 block whose whole outline is one street ring of 12."""
    return city({(-1, -1): NW[0], (0, -1): N_ONLY[0], (1, -1): NE[0], (1, 0): E_ONLY[0],
                 (1, 1): ES[0], (0, 1): S_ONLY[0], (-1, 1): SW[0], (-1, 0): W_ONLY[0]})


def blue(*values):
    return [card(0, v) for v in values]


def green(*values):
    return [card(1, v) for v in values]


def yellow(*values):
    return [card(2, v) for v in values]


def red(*values):
    return [card(3, v) for v in values]


def fresh(players: int = 3, seed: int = 1, **options) -> NewYorkState:
    merged = {"exact_bonus": "may", "hands": "hidden"}
    merged.update(options)
    return NewYorkState.new(players, seed, merged)


def set_hand(state: NewYorkState, player: int, cards) -> None:
    """Give a player exactly these cards, swapping them with the deck so money is conserved."""
    hand = state.players[player].hand
    pool = state.deck
    for c in hand:
        pool.insert(0, c)
    hand.clear()
    for c in cards:
        for where in (pool, state.discard, state.display):
            if c in where:
                where.remove(c)
                break
        else:
            raise AssertionError(f"card {c} is in another hand")
        hand.append(c)
    hand.sort()
    state._legal = None


def money_total(state: NewYorkState) -> list[int]:
    everything = list(state.deck) + state.discard + state.display
    for p in state.players:
        everything += p.hand
    return sorted(c for c in everything if c < 100)


def tiles_everywhere(state: NewYorkState) -> list[int]:
    out = [t for t in state.market if t is not None] + state.bag + state.pending
    out += [t for _, t in state.final_queue]
    out += state.neutral or []
    for p in state.players:
        out += [t for t in p.city.cells.values() if t != 0] + p.reserve
    return sorted(out)
