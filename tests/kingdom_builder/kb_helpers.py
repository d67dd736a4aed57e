"""Small helpers for Kingdom Builder tests: set up positions on the first-game board."""
from desktop_app.games.kingdom_builder.boards import SIZE
from desktop_app.games.kingdom_builder.rules import READY, KingdomBuilderState


def cell(row: int, col: int) -> int:
    return row * SIZE + col


def fresh(players: int = 2, seed: int = 0, **options) -> KingdomBuilderState:
    """A new game on the suggested first-game board (Tavern, Paddock / Oasis, Farm)."""
    return KingdomBuilderState.new(players, seed, options)


def place(state: KingdomBuilderState, player: int, *cells: int) -> None:
    """Put settlements from the player's supply on the board without taking tiles."""
    for c in cells:
        assert state.owner[c] < 0
        state._put(player, c)
        state.supply[player] -= 1
    state._invalidate()


def give_card(state: KingdomBuilderState, player: int, terrain: str) -> None:
    state.hand[player] = terrain
    state._invalidate()


def give_tile(state: KingdomBuilderState, player: int, location: int, status: str = READY) -> None:
    """Hand the player a tile from that location hex, as if taken there earlier."""
    state.tiles[player][location] = status
    state.taken_from[player].add(location)
    state.tiles_left[location] -= 1
    state._invalidate()


def targets(state: KingdomBuilderState, location: int):
    return state.options_now()["tiles"].get(location)


def snapshot(state: KingdomBuilderState) -> dict:
    return state.to_json()


def medium_position(players: int, seed: int, moves: int) -> KingdomBuilderState:
    """A position at the start of a turn after `moves` actions of medium players."""
    from desktop_app.engine.agents import make_agent
    from desktop_app.games import REGISTRY

    spec = REGISTRY["kingdom_builder"]
    state = spec.new_game(players, seed, spec.default_options())
    medium = make_agent("greedy", spec, seed)
    for _ in range(moves):
        state.apply(medium.choose(state.clone()))
    while state.phase != "before" or len(state.legal_actions()) < 2:
        state.apply(medium.choose(state.clone()))
    return state
