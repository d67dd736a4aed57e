"""Copenhagen's words (issue 13, finding 14): counts use real plurals, players are people."""
import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.games import REGISTRY
from desktop_app.table.text import tr
from test_table import open_game

EXPECTED = {  # the viewer's hand title with one card and with three, per language
    "en": ("Anna's hand: 1 card", "Anna's hand: 3 cards"),
    "hu": ("Anna kártyái: 1 lap", "Anna kártyái: 3 lap"),
    "es": ("Mano de Anna: 1 carta", "Mano de Anna: 3 cartas"),
}


@pytest.fixture
def language():
    from desktop_app.ui.i18n import install_language

    yield install_language
    install_language("en")


def texts(scene):
    return {i.text() for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem)}


@pytest.mark.parametrize("lang", sorted(EXPECTED))
def test_hand_counts_are_plurals(window, qtbot, language, lang):
    language(lang)
    controller, scene, view = open_game(window)
    for count, expected in zip((1, 3), EXPECTED[lang]):
        controller.state.players[0].hand = [count, 0, 0, 0, 0]
        scene.sync()
        assert expected in texts(scene)
    assert not any("(1 cards)" in t or "1 cards" in t for t in texts(scene))


@pytest.mark.parametrize("lang", ["en", "hu", "es"])
def test_reactivating_is_said_of_a_person(language, lang):
    language(lang)
    state = REGISTRY["copenhagen"].new_game(2, 1, {})
    template, params = state.describe_parts(("reactivate",))
    text = tr("copenhagen", template, **params)
    assert template == "turns their abilities active again"
    assert text and " its " not in f" {text} "
    if lang != "en":
        assert text != template  # translated


def test_the_hungarian_rules_are_headed_koppenhaga_as_the_window_says(language):
    """Issue 22, finding 23: the rules' heading is the game's name in the reader's language."""
    from pathlib import Path

    from PySide6.QtCore import QCoreApplication

    language("hu")
    title = QCoreApplication.translate("copenhagen", "Copenhagen")
    rules = Path(__file__).parents[2] / "resources" / "rules" / "copenhagen.hu.md"
    assert title == "Koppenhága"
    assert rules.read_text(encoding="utf-8").splitlines()[0] == f"# {title}"


def test_hungarian_copenhagen_words_use_natural_articles():
    """Issue 22, finding 23: no "a(z)" guesswork: every ability name starts with a consonant
    ("a Bármelyik kártya"), and line names ("1. sor", "5. sor") are never put after an article."""
    import xml.etree.ElementTree as ET
    from pathlib import Path

    catalogue = Path(__file__).parents[2] / "resources" / "i18n" / "tarsas_hu.ts"
    found = []
    for context in ET.parse(catalogue).getroot().iter("context"):
        if context.find("name").text != "copenhagen":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            texts = [n.text or "" for n in translation.iter("numerusform")] or [translation.text or ""]
            found += [t for t in texts if "a(z)" in t.lower()]
    assert found == []
