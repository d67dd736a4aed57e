"""`tarsas --list-saves` from the source tree: what the bundle test compares against."""
import os
import subprocess
import sys

from installer_helpers import ROOT, write_save_from_source


def list_saves(data_dir):
    env = dict(os.environ, TARSAS_DATA_DIR=str(data_dir))
    return subprocess.run([sys.executable, "-m", "desktop_app.app", "--list-saves"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120)


def test_lists_a_save_written_by_the_source_run(tmp_path):
    file_name, game = write_save_from_source(tmp_path, "Before the upgrade")
    result = list_saves(tmp_path)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == [f"{file_name}\t{game}\tBefore the upgrade"]
    assert "unreadable" not in result.stderr


def test_reports_a_damaged_save_and_still_lists_the_others(tmp_path):
    file_name, _game = write_save_from_source(tmp_path, "Good one")
    (tmp_path / "saves" / "broken.json").write_text('{"format": "tarsas-save", "version": 1, "game"')
    result = list_saves(tmp_path)
    assert result.returncode == 0
    assert [line.split("\t")[0] for line in result.stdout.splitlines()] == [file_name]
    assert "unreadable: broken.json" in result.stderr


def test_empty_data_dir(tmp_path):
    result = list_saves(tmp_path / "nothing-here")
    assert result.returncode == 0 and result.stdout == ""
    assert "0 saves" in result.stderr


def list_saves_strict(data_dir):
    """--list-saves with stdout and stderr strictly UTF-8 (a surrogate or stray byte would raise)."""
    env = dict(os.environ, TARSAS_DATA_DIR=str(data_dir), PYTHONIOENCODING="utf-8:strict")
    return subprocess.run([sys.executable, "-m", "desktop_app.app", "--list-saves"], cwd=ROOT, env=env,
                          capture_output=True, timeout=120, check=False)


def test_hostile_files_are_named_and_the_good_ones_still_list(tmp_path):
    """Issue 15 items 1-3: a file of brackets, a pipe, a symlink to /dev/zero, a lone surrogate in
    a name, a good save whose file name is not UTF-8, a snapshot whose to_json raises."""
    import json

    file_name, game = write_save_from_source(tmp_path, "Good one")
    saves = tmp_path / "saves"
    good = saves / file_name
    data = json.loads(good.read_text(encoding="utf-8"))
    (saves / "brackets.json").write_text("[" * 1024)
    os.mkfifo(saves / "x.json")
    os.symlink("/dev/zero", saves / "zero.json")
    surrogate = json.dumps({**data, "name": "@@", "match_id": "surrogate"}).replace('"@@"', '"Bad \\udc80 name"')
    (saves / "surrogate.json").write_text(surrogate)
    raw_name = b"caf\xe9-" + os.fsencode(file_name)  # Latin-1 bytes: not UTF-8
    (saves / os.fsdecode(raw_name)).write_bytes(good.read_bytes())
    hostile = json.loads(json.dumps(data))
    if game == "copenhagen":
        hostile["state"]["tile_supply"][0][0] = 196
    else:  # the first registered game is another one: any snapshot that cannot be rebuilt
        hostile["state"] = {"players": 196}
    (saves / "hostile.json").write_text(json.dumps({**hostile, "match_id": "hostile"}))
    result = list_saves_strict(tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.split(b"\n")[:-1]
    assert sorted(line.split(b"\t")[0] for line in lines) == sorted([file_name.encode(), raw_name, b"surrogate.json"])
    assert f"surrogate.json\t{game}\tBad \ufffd name".encode() in lines
    stderr = result.stderr.decode("utf-8")
    for bad in ("brackets.json", "x.json", "zero.json", "hostile.json"):
        assert f"unreadable: {bad}: " in stderr
    assert "3 saves in" in stderr and "Traceback" not in stderr
