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
