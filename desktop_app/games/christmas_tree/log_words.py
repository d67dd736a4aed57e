"""What the log says when cards are revealed and rounds are scored (issue 22 finding 5; no Qt).

A log line is one action's (template, params). The action that reveals the picks (the round's
last seat to pick) also tells every seat's card and space, and what each placement adds to its
tree; the action after which a round is scored also tells each seat's task points, and the last
one the final scoring. Params use the shared forms (engine.game.plain_value): {"seat": i} is a
seat's name, {"template", "params"} a sentence of its own, a list of sentences one a line, a list
of word lists "bulbs +2, gingerbread +4" (each word translated)."""
from __future__ import annotations

from desktop_app.engine.game import IllegalMove
from desktop_app.engine.i18n import QT_TRANSLATE_NOOP

from . import scoring
from .components import CARDS, GLASS, SPACES


# Word params (translated one by one in the game's context).
WORDS = (QT_TRANSLATE_NOOP("christmas_tree", "bulbs"), QT_TRANSLATE_NOOP("christmas_tree", "gingerbread"), QT_TRANSLATE_NOOP("christmas_tree", "snowflakes"),
         QT_TRANSLATE_NOOP("christmas_tree", "candy"), QT_TRANSLATE_NOOP("christmas_tree", "neutral"), QT_TRANSLATE_NOOP("christmas_tree", "none"))


def sentence(template: str, **params) -> dict:
    return {"template": template, "params": params}


def seat(index: int) -> dict:
    return {"seat": index}


# A glass ornament's name is one phrase: Spanish puts the noun first with the colour agreeing
# ("estrella dorada"), so a colour and a shape are never joined word by word.
GLASS_NAMES = {
    ("gold", "star"): QT_TRANSLATE_NOOP("christmas_tree", "gold star"),
    ("gold", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "gold ball"),
    ("gold", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "gold spiral"),
    ("green", "star"): QT_TRANSLATE_NOOP("christmas_tree", "green star"),
    ("green", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "green ball"),
    ("green", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "green spiral"),
    ("purple", "star"): QT_TRANSLATE_NOOP("christmas_tree", "purple star"),
    ("purple", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "purple ball"),
    ("purple", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "purple spiral"),
}
# The same with its article, for "swaps the gold star on space 3": the article follows the
# noun's gender in Spanish ("la estrella dorada", "el caramelo").
THE_GLASS = {
    ("gold", "star"): QT_TRANSLATE_NOOP("christmas_tree", "the gold star"),
    ("gold", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "the gold ball"),
    ("gold", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "the gold spiral"),
    ("green", "star"): QT_TRANSLATE_NOOP("christmas_tree", "the green star"),
    ("green", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "the green ball"),
    ("green", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "the green spiral"),
    ("purple", "star"): QT_TRANSLATE_NOOP("christmas_tree", "the purple star"),
    ("purple", "ball"): QT_TRANSLATE_NOOP("christmas_tree", "the purple ball"),
    ("purple", "spiral"): QT_TRANSLATE_NOOP("christmas_tree", "the purple spiral"),
}
THE_KIND = {"candy": QT_TRANSLATE_NOOP("christmas_tree", "the candy"),
            "gingerbread": QT_TRANSLATE_NOOP("christmas_tree", "the gingerbread")}
THE_CARD = QT_TRANSLATE_NOOP("christmas_tree", "the card")


def card_words(card_id: str | None) -> list[str]:
    """A card in the game's words, as phrases the catalogue translates: ["gold star"], ["candy"]."""
    card = CARDS.get(card_id)
    if card is None:
        return ["card"]
    if card.kind == GLASS:
        return [GLASS_NAMES.get((card.colour, card.shape), f"{card.colour} {card.shape}")]
    return [card.kind]


def the_card_words(card_id: str | None) -> list[str]:
    """The card with its article, for a sentence: ["the gold star"], ["the candy"]."""
    card = CARDS.get(card_id)
    if card is None:
        return [THE_CARD]
    if card.kind == GLASS:
        return [THE_GLASS.get((card.colour, card.shape), f"the {card.colour} {card.shape}")]
    return [THE_KIND.get(card.kind, f"the {card.kind}")]


def tree_points(cards, turned) -> dict[str, int]:
    """A tree's end-game points by kind, without linzer."""
    parts = scoring.final_breakdown(cards, turned, 0)
    parts.pop("linzer")
    return parts


def gains(before: tuple, after: tuple) -> list[list]:
    """What a change of one tree (cards, turned) does to its end-game points, as word lists:
    [["bulbs", "+2"], ["gingerbread", "-2"]]; a candy's own value says "candy"."""
    old, new = tree_points(*before), tree_points(*after)
    out = []
    for key, word in (("bulbs", "bulbs"), ("gingerbread", "gingerbread"), ("snowflakes_and_candy", "snowflakes")):
        change = new[key] - old[key]
        if change:
            if key == "snowflakes_and_candy" and _only_candy(before[0], after[0]):
                word = "candy"
            out.append([word, f"{change:+d}".replace("-", "−")])
    return out


def _only_candy(old_cards, new_cards) -> bool:
    added = [new_cards[s] for s in SPACES if new_cards[s] and new_cards[s] != old_cards[s]]
    return bool(added) and all(CARDS[c].kind == "candy" for c in added)


def gains_suffix(before: tuple, after: tuple) -> dict | str:
    """": bulbs +2, gingerbread +4" for a sentence's end, or "" when the tree's points stay."""
    found = gains(before, after)
    return sentence(QT_TRANSLATE_NOOP("christmas_tree", ": {gains}"), gains=found) if found else ""


def placement(state, after, tree: int) -> dict:
    """One tree's revealed placement: who, which card, which space, what it adds."""
    space = after.last_placed[tree]
    card, turned = after.trees[tree][space], after.turned[tree][space]
    before_tree = (state.trees[tree], state.turned[tree])
    after_tree = (after.trees[tree], after.turned[tree])
    if tree == state.neutral:
        if turned:
            return sentence(QT_TRANSLATE_NOOP("christmas_tree", "Neutral tree: {card} on space {space}, upside down"),
                            card=[the_card_words(card)], space=space)
        return sentence(QT_TRANSLATE_NOOP("christmas_tree", "Neutral tree: {card} on space {space}"), card=[the_card_words(card)], space=space)
    suffix = gains_suffix(before_tree, after_tree)
    if turned:
        return sentence(QT_TRANSLATE_NOOP("christmas_tree", "{seat}: {card} on space {space}, upside down{gains}"),
                        seat=seat(tree), card=[the_card_words(card)], space=space, gains=suffix)
    return sentence(QT_TRANSLATE_NOOP("christmas_tree", "{seat}: {card} on space {space}{gains}"),
                    seat=seat(tree), card=[the_card_words(card)], space=space, gains=suffix)


def revealed_tasks(state, after) -> list[dict]:
    """The task cards this action lays face up (this round's, not yet face up before it): chosen
    (family), home again (advanced), the neutral tree's."""
    if after.round != state.round:
        return []
    before = {t for t, _ in state.round_tasks}
    shown = [[seat(owner) if owner >= 0 else "neutral", task] for task, owner in after.round_tasks if task not in before]
    if not shown:
        return []
    return [sentence(QT_TRANSLATE_NOOP("christmas_tree", "Task cards face up: {tasks}"), tasks=shown)]


def round_scoring(state, after) -> list[dict]:
    """The lines of a round scored by this action (and the final scoring when the game ends)."""
    if len(after.round_points) == len(state.round_points):
        return []
    scored = after.round_points[-1]
    number = len(after.round_points)
    lines = []
    for p in range(state.players):
        total = sum(points[p] for _, _, points in scored)
        tasks = [[task, points[p]] for task, _, points in scored]
        lines.append(sentence(QT_TRANSLATE_NOOP("christmas_tree", "Round {round} scoring: {seat} +{points} ({tasks})"),
                              round=number, seat=seat(p), points=total, tasks=tasks or "none"))
    if after.is_over:
        for p, row in enumerate(after.score_breakdown()):
            lines.append(sentence(QT_TRANSLATE_NOOP("christmas_tree", "Final scoring: {seat} {total} (tasks {tasks}, snowflakes and candy "
                                                        "{snow}, gingerbread {ginger}, bulbs {bulbs}, linzer {linzer})"),
                                  seat=seat(p), total=row["total"], tasks=sum(v for k, v in row.items() if k.startswith("tasks_")),
                                  snow=row["snowflakes_and_candy"], ginger=row["gingerbread"], bulbs=row["bulbs"], linzer=row["linzer"]))
    return lines


def consequences(state, action) -> list[dict]:
    """Every public thing `action` sets off, a sentence a line: the placements it reveals, the task
    cards it lays face up, the round scoring it triggers. [] when it reveals nothing."""
    after = state.clone()
    try:
        after.apply(action)
    except IllegalMove:  # a description of a move not legal now: it sets nothing off
        return []
    lines = []
    if after.reveal_count != state.reveal_count and action[0] == "place":
        lines += [placement(state, after, tree) for tree in range(state.tree_count)]
    lines += revealed_tasks(state, after)
    lines += round_scoring(state, after)
    return lines


def linzer_gains(state, action) -> dict | str:
    """What a swap or turn does to the tree's end-game points (the suffix of its log line). Worked
    out on the tree alone: a description may be asked of a move that is not legal now."""
    p = state.current_player
    cards, turned = list(state.trees[p]), list(state.turned[p])
    if action[0] == "turn":
        turned[action[1]] ^= 1
    else:
        _, a, b, turn_a, turn_b = action
        cards[a], cards[b] = cards[b], cards[a]
        turned[a], turned[b] = turned[b] ^ turn_b, turned[a] ^ turn_a
    return gains_suffix((state.trees[p], state.turned[p]), (cards, turned))
