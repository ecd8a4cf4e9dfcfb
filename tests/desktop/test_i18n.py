"""Every string has a Japanese translation and the shipped .qm files match the .ts files."""
from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_translations_are_complete_and_compiled():
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "--check"],
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    for catalogue in (ROOT / "i18n").glob("*_ja.ts"):
        assert 'type="unfinished"' not in catalogue.read_text(encoding="utf-8"), catalogue.name


def test_translation_check_finds_the_qt_tools_beside_python_without_path():
    """A venv used without activation has its scripts folder off PATH: the tools are found beside Python."""
    env = {"PATH": "/nonexistent", "HOME": "/nonexistent"}
    result = subprocess.run([sys.executable, str(ROOT / "tools" / "i18n.py"), "--check"],
                            capture_output=True, text=True, timeout=120, env=env)
    assert result.returncode == 0, result.stdout + result.stderr


def test_japanese_names_a_player_without_an_honorific():
    """One rule in every game and screen (docs/ARCHITECTURE.md): a name as entered, no さん or 様 after it."""
    placeholder = r"(?:%\d|\{\w+\})"
    honorific = re.compile(placeholder + r"\s*(?:さん|様|氏)")
    found = [(catalogue.name, line.strip()) for catalogue in (ROOT / "i18n").glob("*_ja.ts")
             for line in catalogue.read_text(encoding="utf-8").splitlines()
             if "<translation" in line and honorific.search(line)]
    assert not found, found


def test_a_text_said_once_is_kept_for_the_language_and_said_again_after_a_switch(monkeypatch):
    """The presenters' `SaidOnce` renders a message once while the translators stay, and anew once they change."""
    from gameshelf.core.engine.messages import NOT_YOUR_TURN
    from gameshelf.desktop import translations

    rendered = []
    monkeypatch.setattr(translations, "tr", lambda msg: rendered.append(msg) or f"text {len(rendered)}")
    say = translations.SaidOnce()
    assert say(NOT_YOUR_TURN()) == say(NOT_YOUR_TURN()) == "text 1" and len(rendered) == 1
    monkeypatch.setattr(translations, "_installs", translations.translations_version() + 1)  # another language
    assert say(NOT_YOUR_TURN()) == "text 2"
