"""New York's words on the table: letters that tell things apart in every language."""
import pytest

from desktop_app.games.new_york.scene import currency_letter, type_letter


@pytest.mark.parametrize("language", ["en", "hu", "es"])
def test_building_and_bank_letters_are_all_different(qapp, language):
    """Issue 13 finding 14: Hungarian used "P" for both park and piros (red money)."""
    from desktop_app.ui.i18n import install_language
    install_language(language)
    try:
        letters = [type_letter(k) for k in range(6)] + [currency_letter(b) for b in range(4)]
        assert len(set(letters)) == len(letters), letters
    finally:
        install_language("en")


def test_the_next_scoring_keeps_its_letter_in_hungarian(window, qtbot):
    """"B" names the second scoring; it is not the Hungarian letter of blue money ("K")."""
    from desktop_app.games.new_york.scoring import scoring_result
    from desktop_app.ui.i18n import install_language

    from .test_table import open_game
    controller, scene, view = open_game(window)
    state = controller.state
    state.scorings = [scoring_result([p.city for p in state.players], None, "A")]
    install_language("hu")
    try:
        scene.sync()
        labels = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
        assert any(t.endswith("következő: B") for t in labels), labels
    finally:
        install_language("en")


def test_hungarian_log_lines_read_naturally_and_use_the_rulebooks_word(window, qtbot):
    """Issue 22, 23: no "a(z) park 11 épületet" in the log; the rulebook's "cselekedet" (not
    "akció") wherever New York speaks of actions; English counts its buildings in real plurals."""
    import re
    from pathlib import Path

    from desktop_app.ui.i18n import install_language

    from .test_table import buy_and_end, drag, open_game
    controller, scene, view = open_game(window)
    player = buy_and_end(controller, scene, 7)  # a building with no street
    install_language("hu")
    try:
        scene.sync()
        scene.skip_motion()
        area = scene.areas[player]
        drag(view, area.bought_tile_rect(0).center(), area.cell_rect((1, 0)).center())
        log = window.table.log
        qtbot.waitUntil(lambda: "megépítette" in log.item(log.count() - 1).text())
        line = log.item(log.count() - 1).text()
        assert "a(z)" not in line and "épületet" not in line, line
        assert re.fullmatch(r".+ megépítette (a [2-46-9]|a 1\d|az 5)-[aeoö]s \w+ a Times Square keleti oldalán", line), line
        catalogue = Path(__file__).parents[2] / "resources" / "i18n" / "tarsas_hu.ts"
        new_york = re.search(r"<name>new_york</name>(.*?)</context>", catalogue.read_text(encoding="utf-8"), re.S).group(1)
        translations = re.findall(r"<translation>(.*?)</translation>", new_york)
        assert not [t for t in translations if "akció" in t or "a(z) {building}" in t or "a(z) {neighbour}" in t]
        assert sum("cselekedet" in t for t in translations) >= 8
    finally:
        install_language("en")
    from desktop_app.table.text import tr
    assert tr("new_york", "Neutral player (%n buildings)", n=1) == "Neutral player (1 building)"


def test_spanish_lines_give_a_feminine_building_no_masculine_article(qapp):
    """"construye el estación 10": each Spanish building phrase carries its own article
    ("la estación 10", "al sur de la estación 10", "el teatro 3")."""
    from desktop_app.games.new_york import log_words
    from desktop_app.table.text import tr
    from desktop_app.ui.i18n import install_language
    station = next(t for t in range(1, 55) if TILE_TYPE_OF(t) == 2)
    install_language("es")
    try:
        line = tr("new_york", "builds {building} {beside}", building=log_words.the_building(station),
                  beside=log_words.beside("south", station))
        assert "el estación" not in line and "del estación" not in line, line
        assert line.startswith("construye la estación") and " al sur de la estación " in line, line
    finally:
        install_language("en")


def TILE_TYPE_OF(tile):
    from desktop_app.games.new_york.components import TILE_TYPE
    return TILE_TYPE[tile]
