"""Issue 15: hostile files and ordinary mistakes. Each file is judged on its own: a bad one is named
(SaveError), every other save still lists, loads and resumes; nothing is overwritten without asking.
The shelf and --list-saves sides are in tests/ui/test_hostile_shelf.py and tests/installer/test_list_saves.py."""
import errno
import functools
import json
import os
import random
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop_app.engine import safe_json
from desktop_app.engine.game import Seat
from desktop_app.engine.locks import MatchLocked
from desktop_app.engine.match import Match
from desktop_app.engine.save_fields import HOLD_LEVELS, PROGRESS_TEMPLATES, SEAT_LEVELS, png_ok
from desktop_app.engine.saves import read_header, SaveError, SaveExists, SaveStore, UnsafePath
from desktop_app.games import REGISTRY


def played(game="copenhagen", actions=12, seed=3) -> Match:
    spec = REGISTRY[game]
    seats = [Seat("Anna", "#d35400"), Seat("Bot", "#16a085", "random")] + \
        [Seat(f"P{i}", "#123456") for i in range(max(0, spec.min_players - 2))]
    match = Match.start(spec, seats, seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if match.state.is_over:
            break
        match.apply(rng.choice(match.state.legal_actions()))
    return match


@pytest.fixture
def store(tmp_path):
    return SaveStore(tmp_path / "saves")


@pytest.fixture
def good(store):
    """A good autosave; its parsed JSON is the template for the hostile variants."""
    path = store.save(played())
    return path, json.loads(path.read_text())


def put(store, name, data=None, text=None):
    path = store.folder / name
    path.write_text(text if text is not None else json.dumps(data, allow_nan=True), encoding="utf-8")
    return path


def assert_only_bad(store, good_path, bad_names):
    """The bad files are named, the good one lists and loads."""
    infos, errors = store.list()
    assert [i.path.name for i in infos] == [good_path.name]
    assert sorted(e.path.name for e in errors) == sorted(bad_names)
    for error in errors:
        assert str(error).startswith(error.path.name + ": ")
    assert store.load(good_path).match_id == infos[0].match_id
    return {e.path.name: e.reason for e in errors}


# ---------------------------------------------------------------- 1. one bad header field
@pytest.mark.parametrize("value", ["Infinity", "NaN", "1e300", "-1e13", "-Infinity", "true", '"yesterday"'])
def test_bad_time_stamp_names_the_file(store, good, value):
    path, data = good
    text = json.dumps({**data, "updated": "@@"}).replace('"@@"', value)
    put(store, "bad-time.json", text=text)
    reasons = assert_only_bad(store, path, ["bad-time.json"])
    assert "time stamp updated" in reasons["bad-time.json"]


def test_thumbnail_that_is_not_base64_or_not_a_png_is_dropped(store, good):
    path, data = good
    for name, thumb in {"t1.json": "not base64 at all!!", "t2.json": "aGVsbG8=", "t3.json": 17,
                        "t4.json": "iVBORw0KGgo" + "A" * 40}.items():
        put(store, name, {**data, "thumbnail": thumb, "match_id": name[:2] + "x"})
    infos, errors = store.list()
    assert errors == [] and len(infos) == 5
    assert {i.path.name: i.thumbnail for i in infos if i.path != path} == dict.fromkeys(["t1.json", "t2.json", "t3.json", "t4.json"], b"")


def test_a_real_thumbnail_is_kept_and_checked_as_a_png(store, qtbot):
    from desktop_app.ui.table_page import TablePage

    page = TablePage(store)
    qtbot.addWidget(page)
    page.open(played())
    from desktop_app.ui.thumbnails import png_base64

    thumb = png_base64(page.scene)
    page.close_match()
    path = store.save(played(), thumbnail=thumb)
    (info,), _ = store.list()
    assert info.path == path and info.thumbnail.startswith(b"\x89PNG") and png_ok(info.thumbnail)
    assert not png_ok(info.thumbnail[:-20])  # truncated
    broken = bytearray(info.thumbnail)
    broken[40] ^= 0xFF
    assert not png_ok(bytes(broken))  # a flipped byte fails its CRC


@pytest.mark.parametrize("parts", [
    ["{a[0]}", {"a": 5}],
    ["%n rounds", {"n": 1e30}],
    ["{a:>300000000}", {"a": "x"}],  # 4.5 GB if it were ever formatted
    ["{0.__class__}", {}],
    ["Turn {turn} · {scores}", {"turn": 1e30, "scores": "1–2"}],
    ["Turn {turn} · {scores}", {"turn": True, "scores": "1–2"}],
    ["Turn {turn} · {scores}", {"turn": 3, "scores": "<b>SYSTEM ERROR</b>"}],
    ["Turn {turn} · {scores}", {"turn": 3}],
    "Turn 3",
    [1, 2],
])
def test_progress_line_from_a_file_is_never_formatted(store, good, parts):
    path, data = good
    put(store, "bad-progress.json", {**data, "progress_parts": parts, "match_id": "other"})
    started = time.process_time()
    reasons = assert_only_bad(store, path, ["bad-progress.json"])
    assert time.process_time() - started < 5  # no 4.5 GB string (speed proper lives in bench/)
    assert "progress line" in reasons["bad-progress.json"]


def test_known_progress_lines_list_with_checked_params(store, good):
    path, _data = good
    (info,), _ = store.list()
    template, params = info.progress_parts
    assert template in PROGRESS_TEMPLATES["copenhagen"] and type(params["turn"]) is int


@pytest.mark.parametrize("game", sorted(REGISTRY))
def test_progress_templates_known_for_every_game(game):
    """save_fields.PROGRESS_TEMPLATES stays in step with what each game writes."""
    seen = set()
    for seed in range(3):
        match = played(game, actions=10_000, seed=seed)
        state = match.fresh_state()
        for record in match.log:
            seen.add(state.progress_parts()[0])
            state.apply(record.action)
        seen.add(state.progress_parts()[0])
    assert seen <= PROGRESS_TEMPLATES[game]


def test_a_file_of_brackets_is_refused_without_recursion(store, good):
    path, _ = good
    put(store, "brackets.json", text="[" * 1024)
    put(store, "deep.json", text="[" * 100_000 + "]" * 100_000)
    put(store, "deep-objects.json", text='{"a":' * 5000 + "1" + "}" * 5000)
    reasons = assert_only_bad(store, path, ["brackets.json", "deep.json", "deep-objects.json"])
    assert "nested too deeply" in reasons["deep.json"]


def test_nesting_check_ignores_brackets_in_strings_and_stays_linear():
    assert safe_json.nesting_ok('{"name": "' + "[" * 5000 + '"}')
    assert safe_json.loads(b'{"a": "\\"[[["}') == {"a": '"[[['}
    started = time.process_time()
    assert safe_json.nesting_ok('"' + '\\"' * 300_000 + "[" * 60)  # one unterminated string: brackets inside
    assert safe_json.nesting_ok('"\\"' * 300_000)  # many quotes and escapes: one pass, not one per quote
    assert time.process_time() - started < 5
    assert not safe_json.nesting_ok("[" * 60) and not safe_json.nesting_ok("[{" * 30 + "}]" * 30)
    with pytest.raises(safe_json.JsonFileError):
        safe_json.loads(b"[" * 49 + b"]" * 49)


# ---------------------------------------------------------------- 2. special files
def test_named_pipe_and_device_symlink_are_refused_at_once(store, good):
    path, _ = good
    os.mkfifo(store.folder / "x.json")
    os.symlink("/dev/zero", store.folder / "zero.json")
    os.symlink(path, store.folder / "link-to-good.json")
    reasons = assert_only_bad(store, path, ["x.json", "zero.json", "link-to-good.json"])
    assert all("not a regular file" in r for r in reasons.values())
    with pytest.raises(SaveError):
        store.load(store.folder / "zero.json")


def test_too_large_file_is_refused_unread(store, good, monkeypatch):
    path, data = good
    big = put(store, "big.json", {**data, "match_id": "big", "padding": "x" * 2000})
    monkeypatch.setattr(safe_json, "MAX_BYTES", os.path.getsize(big) - 1)
    monkeypatch.setattr(safe_json.read_json, "__defaults__", (safe_json.MAX_BYTES, safe_json.MAX_DEPTH))
    infos, errors = store.list()
    assert "too large" in {e.path.name: e.reason for e in errors}["big.json"]


# ---------------------------------------------------------------- 3. snapshots whose to_json raises
def test_hostile_snapshot_is_refused_by_name(store, good):
    path, data = good
    state = json.loads(json.dumps(data["state"]))
    state["tile_supply"][0][0] = 196
    put(store, "hostile.json", {**data, "state": state, "match_id": "hostile"})
    infos, errors = store.list()
    assert {i.path.name for i in infos} == {path.name, "hostile.json"}  # the header is fine
    with pytest.raises(SaveError) as error:
        store.open(store.folder / "hostile.json")
    assert error.value.path.name == "hostile.json"
    assert store.open(path).state.to_json() == data["state"]


def test_name_with_a_lone_surrogate_lists_as_replacement_text(store, good):
    path, data = good
    text = json.dumps({**data, "name": "@@", "match_id": "surrogate"}).replace('"@@"', '"A\\ud800B"')
    put(store, "surrogate.json", text=text)
    infos, errors = store.list()
    assert errors == []
    assert {i.name for i in infos} == {"", "A\ufffdB"}
    "".join(i.name for i in infos).encode("utf-8")  # printable to a strict UTF-8 stream


# ---------------------------------------------------------------- 4. silent overwrites
def test_friday_night_names_never_collide_and_existing_names_ask(store):
    first = store.save_as(played(seed=1), "Friday night!")
    second = store.save_as(played("new_york", seed=2), "Friday night?")
    assert first != second
    assert {i.name for i in store.list()[0]} == {"Friday night!", "Friday night?"}
    again = played(seed=5)
    with pytest.raises(SaveExists) as exists:
        store.save_as(again, "Friday night!")
    assert exists.value.path == first and again.name == ""
    assert store.load(first).seed == 1  # untouched until the player says replace
    store.save_as(again, "Friday night!", replace=True)
    assert store.load(first).seed == 5


def test_named_save_never_replaces_an_autosave(store):
    match = played()
    auto = store.save(match)
    other = played(seed=9)
    named = store.save_as(other, auto.stem)  # called exactly like the autosave's file
    assert named != auto and named.name.startswith("save-") and auto.name.startswith("auto-")
    assert store.load(auto).match_id == match.match_id and len(store.load(auto).log) == len(match.log)


def test_a_bookmark_whose_game_went_on_is_resumed_as_a_copy_and_the_game_is_kept(store):
    """Issue 22 finding 3: a bookmark is of its game (same id); when the game went on after it,
    resuming it from the bookmark is a copy (a new id naming its original), never the game itself
    written back."""
    match = played(actions=4)
    checkpoint = store.save_as(match, "checkpoint")
    assert store.went_on(read_header(checkpoint)) is None  # nothing newer yet: it continues the game
    assert store.open(checkpoint).match_id == match.match_id and match.name == ""  # the game is not renamed
    rng = random.Random(1)
    for _ in range(15):
        match.apply(rng.choice(match.state.legal_actions()))
    auto = store.save(match)
    assert store.went_on(read_header(checkpoint)).path == auto
    copy = store.open_copy(checkpoint)
    assert copy.match_id != match.match_id and copy.copy_of == match.match_id and len(copy.log) == 4
    copy.apply(copy.state.legal_actions()[0])
    assert store.save(copy) != auto and read_header(store.autosave_path(copy)).copy_of == match.match_id
    assert len(store.load(auto).log) == 19  # not 5
    assert len(store.load(checkpoint).log) == 4


def test_resuming_an_autosave_continues_the_same_match(store):
    match = played()
    auto = store.save(match)
    assert store.open(auto).match_id == match.match_id


def test_second_instance_is_told_the_match_is_open(store, tmp_path):
    match = played()
    store.save(match)
    holder = subprocess.Popen([sys.executable, "-c", (
        "import sys, time; from pathlib import Path; from desktop_app.engine.locks import MatchLock;"
        "MatchLock(Path(sys.argv[1]), sys.argv[2]).acquire(); print('held', flush=True); time.sleep(60)"),
        str(store.locks_folder), match.match_id], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        with pytest.raises(MatchLocked) as locked:
            store.lock(store.open(store.autosave_path(match)))
        assert locked.value.owner.pid == holder.pid
    finally:
        holder.kill()
        holder.wait()
    lock = store.lock(match)  # the holder died: its lock is stale and taken over
    assert json.loads(lock.path.read_text())["pid"] == os.getpid()
    assert store.lock(match).held  # this process reopening its own match
    lock.release()
    assert not lock.path.exists()


def test_unreadable_lock_is_stale(store):
    match = played()
    store.locks_folder.mkdir(parents=True)
    (store.locks_folder / f"{match.match_id}.lock").write_text("[[[garbage")
    assert store.lock(match).held


# ---------------------------------------------------------------- 5. path traversal
@pytest.mark.parametrize("match_id", ["../../../x/evil", "a/b", "", ".hidden", "x" * 65, 17, None, "ok\n"])
def test_match_id_must_match_a_strict_pattern(store, good, match_id, tmp_path):
    path, data = good
    put(store, "traversal.json", {**data, "match_id": match_id})
    reasons = assert_only_bad(store, path, ["traversal.json"])
    assert "match id" in reasons["traversal.json"]
    with pytest.raises(SaveError):
        store.open(store.folder / "traversal.json")
    assert not (tmp_path / "x").exists()


def test_every_write_stays_in_the_saves_folder(store, tmp_path):
    match = played()
    match.match_id = "../../../x/evil"
    with pytest.raises(ValueError):
        store.save(match)
    match.match_id = "fine"
    for outside in [tmp_path / "elsewhere.json", store.folder / ".." / "up.json", store.folder / "sub" / "a.json"]:
        with pytest.raises(UnsafePath):
            store.save(match, outside)
    assert sorted(p.name for p in tmp_path.rglob("*.json")) == []


# ---------------------------------------------------------------- 6. failed writes (the UI side: tests/ui)
@pytest.mark.parametrize("failure", ["full disk", "read-only folder"])
def test_failed_write_keeps_the_last_good_file(store, monkeypatch, failure):
    match = played()
    path = store.save(match)
    before = path.read_bytes()
    match.apply(match.state.legal_actions()[0])
    if failure == "full disk":
        monkeypatch.setattr(os, "fsync", lambda fd: (_ for _ in ()).throw(OSError(errno.ENOSPC, "No space left on device")))
    else:
        import tempfile

        monkeypatch.setattr(tempfile, "mkstemp", lambda **kw: (_ for _ in ()).throw(OSError(errno.EROFS, "Read-only file system")))
    with pytest.raises(OSError):
        store.save(match)
    with pytest.raises(OSError):
        store.save_as(match, "Named")
    assert path.read_bytes() == before
    assert sorted(p.name for p in store.folder.iterdir()) == [path.name]


# ---------------------------------------------------------------- 7. odd values
def test_byte_order_mark_is_accepted(store, good):
    path, data = good
    bom = store.folder / "bom.json"
    bom.write_bytes(b"\xef\xbb\xbf" + json.dumps({**data, "match_id": "bom"}).encode())
    infos, errors = store.list()
    assert errors == [] and {i.path.name for i in infos} == {path.name, "bom.json"}
    assert store.load(bom).match_id == "bom"


@pytest.mark.parametrize("field,value,words", [
    ("version", 0, "format version"), ("version", -5, "format version"), ("version", True, "format version"),
    ("version", 1.0, "format version"), ("version", "1", "format version"),
    ("finished", "no", "finished"), ("finished", 0, "finished"), ("finished", None, "finished"),
    ("name", ["x"], "name"), ("created", float("nan"), "time stamp"),
    ("seats", [], "seats"), ("seats", "Anna", "seats"),
])
def test_odd_header_values_are_refused(store, good, field, value, words):
    path, data = good
    put(store, "odd.json", {**data, field: value})
    reasons = assert_only_bad(store, path, ["odd.json"])
    assert words in reasons["odd.json"]


def test_unknown_computer_level_is_named(store, good):
    path, data = good
    seats = [dict(data["seats"][0]), {**data["seats"][1], "agent": "grandmaster"}]
    put(store, "level.json", {**data, "seats": seats})
    reasons = assert_only_bad(store, path, ["level.json"])
    assert "unknown computer level 'grandmaster'" in reasons["level.json"]


def test_seat_levels_are_the_agents_levels():
    from desktop_app.engine.agents import LEVEL_LABELS

    assert SEAT_LEVELS == set(LEVEL_LABELS) | {"remote"}  # "remote": a friend on another computer
    assert HOLD_LEVELS == set(LEVEL_LABELS) - {"human"}


def test_odd_values_deeper_in_the_file_are_refused_by_load(store, good):
    path, data = good
    cases = {"seed.json": {"seed": 1.5}, "seed2.json": {"seed": True}, "log.json": {"log": [[0, [1.0], 0, 0]]},
             "log2.json": {"log": [[True, ["pass"], 0, 0]]}, "opts.json": {"options": ["x"]},
             "state.json": {"state": None}}
    for name, change in cases.items():
        put(store, name, {**data, **change, "match_id": name.split(".")[0]})
    for name in cases:
        with pytest.raises(SaveError) as error:
            store.load(store.folder / name)
        assert error.value.path.name == name


def test_stray_temp_files_are_cleaned_when_old(store, good):
    old = store.folder / ".auto-copenhagen-x-abc.tmp"
    young = store.folder / ".auto-copenhagen-y-def.tmp"
    other = store.folder / "notes.tmp"
    for path in (old, young, other):
        path.write_text("partial")
    os.utime(old, (time.time() - 120, time.time() - 120))
    os.utime(other, (time.time() - 120, time.time() - 120))
    assert store.clean_temp_files() == [old]
    assert not old.exists() and young.exists() and other.exists()


# ---------------------------------------------------------------- any value anywhere
from hypothesis import given, settings, strategies as st  # noqa: E402

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**70, 2**70) | st.floats(allow_nan=True) | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12)
HEADER_KEYS = ["format", "version", "game", "match_id", "name", "options", "seed", "seats", "log", "state",
               "progress", "progress_parts", "finished", "created", "updated", "thumbnail"]


@functools.lru_cache(maxsize=None)
def good_save_text() -> str:
    match = played(actions=8)
    return json.dumps(__import__("desktop_app.engine.saves", fromlist=["match_to_json"]).match_to_json(match))


def paths_in(value, prefix=()):
    """Every (path, value) in a parsed JSON document, to pick one to replace."""
    yield prefix
    if isinstance(value, dict):
        for key, inner in value.items():
            yield from paths_in(inner, prefix + (key,))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from paths_in(inner, prefix + (index,))


def replaced(document, path, new):
    if not path:
        return new
    copy = document.copy() if isinstance(document, dict) else list(document)
    copy[path[0]] = replaced(document[path[0]], path[1:], new)
    return copy


def fresh_store():
    import tempfile

    folder = tempfile.mkdtemp(prefix="tarsas-fuzz-")
    store = SaveStore(Path(folder))
    return store


def judge_alone(store, path):
    """list() never raises and names the file or lists it; load() succeeds or raises SaveError naming it."""
    infos, errors = store.list()
    assert [i.path.name for i in infos] + [e.path.name for e in errors] == [path.name]
    try:
        store.load(path)
    except SaveError as error:
        assert error.path.name == path.name
    try:
        store.open(path)
    except SaveError:
        pass
    import shutil

    shutil.rmtree(store.folder)


@settings(max_examples=150, deadline=None)
@given(key=st.sampled_from(HEADER_KEYS), value=json_values)
def test_any_value_in_any_header_field_is_judged_on_its_own(key, value):
    store = fresh_store()
    data = json.loads(good_save_text())
    path = put(store, "fuzzed.json", {**data, key: value})
    judge_alone(store, path)


@settings(max_examples=150, deadline=None)
@given(data=st.data(), value=json_values)
def test_any_value_anywhere_in_the_file_is_judged_on_its_own(data, value):
    store = fresh_store()
    document = json.loads(good_save_text())
    where = data.draw(st.sampled_from(list(paths_in({k: v for k, v in document.items() if k != "thumbnail"}))))
    path = put(store, "fuzzed.json", replaced(document, where, value))
    judge_alone(store, path)


@settings(max_examples=100, deadline=None)
@given(cut=st.integers(0, 10**6), junk=st.binary(max_size=40))
def test_any_truncation_or_junk_is_judged_on_its_own(cut, junk):
    store = fresh_store()
    text = good_save_text().encode()
    cut %= len(text) + 1
    path = store.folder / "fuzzed.json"
    path.write_bytes(text[:cut] + junk + text[cut + len(junk):])
    judge_alone(store, path)


def test_lock_of_a_reused_pid_is_stale(store):
    """The pid is running, but that process started after the lock was taken: not the owner."""
    import socket

    match = played()
    other = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        store.locks_folder.mkdir(parents=True)
        lock_file = store.locks_folder / f"{match.match_id}.lock"
        lock_file.write_text(json.dumps({"pid": other.pid, "host": socket.gethostname(), "started": time.time() - 3600}))
        assert store.lock(match).held
        lock_file.write_text(json.dumps({"pid": other.pid, "host": socket.gethostname(), "started": time.time()}))
        with pytest.raises(MatchLocked):
            store.lock(match)
    finally:
        other.kill()
        other.wait()
