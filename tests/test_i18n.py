"""Translations (issue 7, "Languages"): the catalogues are complete, every marked string is in them,
placeholders survive translation, model text reaches the catalogues, and the window switches
language live."""
from __future__ import annotations

import ast
import functools
import importlib.util
import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings

from desktop_app.engine.game import Seat
from desktop_app.games import REGISTRY

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"


def _load_update():
    spec = importlib.util.spec_from_file_location("tarsas_i18n_update", I18N / "update.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


update = _load_update()
LANGUAGES = ("hu", "es")


def catalogue(language: str) -> dict:
    path = update.ts_path(language)
    return _catalogue(path, path.stat().st_mtime_ns)


@functools.lru_cache(maxsize=8)
def _catalogue(path, mtime_ns: int) -> dict:  # parsed once per version of the file (it is ~1 MB)
    return {(m.context, m.source, m.comment): m for m in update.read_ts(path)}


@pytest.fixture(scope="module")
def extracted(tmp_path_factory) -> dict:
    """Run pyside6-lupdate over desktop_app/ into a fresh .ts, as a translator would (plus the
    `tr("context", "text", **params)` calls lupdate cannot read, found by update.py's scan)."""
    target = tmp_path_factory.mktemp("lupdate") / "fresh.ts"
    return {(m.context, m.source, m.comment): m for m in update.extract(target, "hu")}


# ---------------------------------------------------------------- (a) complete catalogues
@pytest.mark.parametrize("language", LANGUAGES)
def test_no_message_is_unfinished_vanished_or_empty(language):
    messages = update.read_ts(update.ts_path(language))
    assert len(messages) > 100
    bad = [f"[{m.context}] {m.source!r}" for m in messages if not m.finished or not all(f.strip() for f in m.forms)]
    assert not bad, f"untranslated in tarsas_{language}.ts (translate them, see resources/i18n/update.py):\n" + "\n".join(bad)


def test_english_catalogue_gives_every_plural_its_forms():
    english = catalogue("en")
    plurals = {key for key in catalogue("hu") if "%n" in key[1]}
    assert plurals == set(english), "run `uv run python resources/i18n/update.py`"
    for m in english.values():
        assert m.numerus and m.finished and len(m.forms) == 2 and m.forms[0] != m.forms[1], m.source


# ---------------------------------------------------------------- (b) nothing missing from the catalogues
@pytest.mark.parametrize("language", LANGUAGES)
def test_every_extracted_string_is_in_the_catalogue(extracted, language):
    have = set(catalogue(language))
    missing = sorted(set(extracted) - have)
    assert not missing, (f"{len(missing)} source strings are not in tarsas_{language}.ts; run "
                         "`uv run python resources/i18n/update.py` and translate them:\n"
                         + "\n".join(f"[{c}] {s!r}" for c, s, _ in missing))
    stale = sorted(have - set(extracted))
    assert not stale, "strings no longer in the code; run resources/i18n/update.py:\n" + "\n".join(map(str, stale))


def test_plural_messages_are_numerus():
    for language in (*LANGUAGES, "en"):
        for m in update.read_ts(update.ts_path(language)):
            assert m.numerus == ("%n" in m.source), (language, m.source)


# ---------------------------------------------------------------- (c) placeholders survive
def _placeholders(text: str) -> list[str]:
    return sorted(set(update.placeholders(text)) | set(re.findall(r"%n|%s|%\d", text)))


@pytest.mark.parametrize("language", LANGUAGES)
def test_translations_keep_their_placeholders(language):
    wrong = []
    for m in update.read_ts(update.ts_path(language)):
        wanted = [p for p in _placeholders(m.source) if not (p == "%n" and language == "hu")]
        for form in m.forms:
            got = [p for p in _placeholders(form) if not (p == "%n" and language == "hu")]
            if got != wanted:
                wrong.append(f"[{m.context}] {m.source!r} -> {form!r}")
    assert not wrong, "\n".join(wrong)


# ---------------------------------------------------------------- model text reaches the catalogues
def _known(context: str, text: str) -> bool:
    return (context, text, "") in catalogue("hu")


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_spec_texts_are_marked(game):
    spec = REGISTRY[game]
    texts = [spec.title, spec.blurb] + [t for o in spec.options for t in (o.label, o.help, *(c[1] for c in o.choices)) if t]
    missing = [t for t in texts if t and not _known(game, t)]
    assert not missing, f"mark with QT_TRANSLATE_NOOP({game!r}, ...): {missing}"


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_log_lines_breakdown_and_progress_are_translatable(game):
    """Play a random game: every describe_parts template, every word param, every score
    breakdown label and the progress line must be in the catalogue (context: the game id)."""
    spec = REGISTRY[game]
    state = spec.new_game(spec.max_players, 5, spec.default_options())
    rng = random.Random(5)
    unknown = set()

    def check_parts(parts):
        template, params = parts
        if not _known(game, template):
            unknown.add(template)
        for value in params.values():
            values = value if isinstance(value, (list, tuple)) else [value]
            # word params (colours, component names) are translated too; "3–1", "A, B" are not words
            unknown.update(v for v in values if isinstance(v, str) and re.search(r"[^\W\d_]{2}", v) and not _known(game, v))

    for _ in range(3000):
        if state.is_over:
            break
        actions = state.legal_actions()
        action = rng.choice(actions)
        if hasattr(state, "describe_parts"):
            check_parts(state.describe_parts(action))
        if hasattr(state, "progress_parts"):
            check_parts(state.progress_parts())
        state.apply(action)
    for key in state.score_breakdown()[0]:
        label = key.replace("_", " ").capitalize()
        if not _known(game, label):
            unknown.add(label)
    assert not unknown, f"not in the catalogue for {game}: {sorted(unknown)}"


def test_illegal_move_templates_are_marked():
    """IllegalMove(key, template): the template is QT_TRANSLATE_NOOP(...) or a variable, never a bare literal."""
    offenders = []
    for path in sorted((ROOT / "desktop_app").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "IllegalMove"
                    and len(node.args) >= 2 and isinstance(node.args[1], (ast.Constant, ast.JoinedStr))):
                offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert not offenders, "unmarked IllegalMove templates: " + ", ".join(offenders)


# ---------------------------------------------------------------- runtime: plurals and live switch
@pytest.fixture
def temporary_settings(tmp_path, qapp):
    """QSettings in a temporary folder (the user's real language choice is never touched)."""
    names = (QCoreApplication.organizationName(), QCoreApplication.applicationName())
    QCoreApplication.setOrganizationName("TarsasTest")
    QCoreApplication.setApplicationName("TarsasTest")
    QSettings.setDefaultFormat(QSettings.IniFormat)
    QSettings.setPath(QSettings.IniFormat, QSettings.UserScope, str(tmp_path / "settings"))
    yield
    from desktop_app.ui.i18n import install_language

    install_language("en")
    QSettings.setDefaultFormat(QSettings.NativeFormat)
    QCoreApplication.setOrganizationName(names[0])
    QCoreApplication.setApplicationName(names[1])


def test_plural_forms_at_run_time(temporary_settings):
    from desktop_app.ui.i18n import install_language, tr

    template = "builds a {colour} {size} for %n cards"
    install_language("en")
    assert tr("copenhagen", template, colour="red", size=2, n=1) == "builds a red 2 for 1 card"
    assert tr("copenhagen", template, colour="red", size=2, n=3) == "builds a red 2 for 3 cards"
    install_language("es")
    assert tr("copenhagen", template, colour="red", size=2, n=1).endswith("por 1 carta")
    assert tr("copenhagen", template, colour="red", size=2, n=3).endswith("por 3 cartas")
    install_language("hu")
    assert tr("copenhagen", template, colour="red", size=2, n=3) == "épített egy 2 mezős piros lapkát 3 kártyáért"


def test_illegal_move_reason_is_translated(temporary_settings):
    from desktop_app.ui.i18n import install_language, translate_error

    state = REGISTRY["copenhagen"].new_game(2, 1, {})
    with pytest.raises(Exception) as caught:
        state.apply(("take", (0,), ()))
    install_language("hu")
    reason = translate_error(caught.value, "copenhagen")
    assert reason and reason != caught.value.message


def test_switching_language_live_changes_menu_and_shelf(qtbot, tmp_path, temporary_settings):
    from desktop_app.engine.match import Match
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.i18n import chosen_language, install_language
    from desktop_app.ui.main_window import MainWindow

    install_language("en")
    window = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(window)
    menu = window.menuBar().actions()[0]
    assert menu.text() == "&Game"
    assert window.shelf.continue_button.text() == "Continue"
    window.switch_language("hu")
    assert chosen_language() == "hu"  # persisted in (temporary) QSettings
    assert window.menuBar().actions()[0].text() == "&Játék"
    assert window.shelf.continue_button.text() == "Folytatás"
    assert window.shelf.game_buttons["copenhagen"].text() == "Koppenhága"
    assert window.shelf.subtitle.text().startswith("Válassz")
    # the table follows too: buttons, title and the log
    spec = REGISTRY["copenhagen"]
    window.start(Match.start(spec, [Seat("Anna", "#d35400"), Seat("Bence", "#16a085")], 3))
    window.table.curtain.button.click()  # two humans: the table is handed to Anna first
    assert window.table.controller.try_action(("take", (0, 1), ()))
    qtbot.waitUntil(lambda: window.table.log.count() == 1)  # the panel follows once the board settled
    assert window.table.hint_button.text() == "Tipp"
    assert window.table.title.text() == "Koppenhága"
    assert "kártyát vett el" in window.table.log.item(0).text()
    window.switch_language("es")
    assert window.menuBar().actions()[0].text() == "&Juego"
    assert window.table.hint_button.text() == "Pista"
    assert "toma" in window.table.log.item(0).text()
    window.switch_language("en")
    assert window.menuBar().actions()[0].text() == "&Game"
    assert "takes" in window.table.log.item(0).text()
    window.table.close_match()


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_every_table_redraws_in_each_language(qtbot, tmp_path, temporary_settings, game):
    """Each game's table syncs in Hungarian and Spanish after some moves (no text breaks a paint),
    and its log and title follow the language."""
    from desktop_app.engine.agents import make_agent
    from desktop_app.engine.match import Match
    from desktop_app.engine.saves import SaveStore
    from desktop_app.ui.i18n import install_language
    from desktop_app.ui.main_window import MainWindow

    install_language("en")
    spec = REGISTRY[game]
    seats = [Seat(n, spec.colours[i], "human" if i == 0 else "greedy") for i, n in enumerate(("Anna", "Bence", "Csilla"))]
    seats = seats[:max(spec.min_players, min(3, spec.max_players))]
    match = Match.start(spec, seats, 7)
    agent = make_agent("random", spec, 7)
    for _ in range(12):
        if match.state.is_over:
            break
        match.apply(agent.choose(match.state))
    window = MainWindow(SaveStore(tmp_path / "saves"))
    qtbot.addWidget(window)
    window.start(match)
    english_log = window.table.log.item(0).text()
    for language in ("hu", "es"):
        window.switch_language(language)
        title = QCoreApplication.translate(game, spec.title)
        assert window.table.title.text() == title
        window.table.scene.sync()
        assert window.table.log.item(0).text() != english_log, "the log follows the language"
        image = window.grab()
        assert not image.isNull()
    window.switch_language("en")
    assert window.table.log.item(0).text() == english_log
    window.table.close_match()


def test_rebuilding_a_catalogue_leaves_a_loaded_one_whole(tmp_path, qapp):
    """A fresh clone has no .qm files: every test worker (or a second Tarsas) builds them at once.
    A catalogue another process has loaded is memory-mapped, and rewriting it in place killed that
    process with SIGBUS (CI, session 9). The rebuilt file must be a new file renamed over the old."""
    from PySide6.QtCore import QTranslator

    from desktop_app.ui.i18n import build_catalogues, lrelease_command

    if lrelease_command() is None:
        pytest.skip("pyside6-lrelease is not installed")
    source = I18N / "tarsas_hu.ts"
    (tmp_path / source.name).write_bytes(source.read_bytes())
    [built] = build_catalogues(tmp_path)
    loaded = QTranslator()
    assert loaded.load(str(built))
    before = built.stat().st_ino
    assert build_catalogues(tmp_path, force=True) == [built]
    assert built.stat().st_ino != before
    assert loaded.translate("copenhagen", "Copenhagen") == "Koppenhága"  # the old mapping still reads
    assert not list(tmp_path.glob("*.partial"))
