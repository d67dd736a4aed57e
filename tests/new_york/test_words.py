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
