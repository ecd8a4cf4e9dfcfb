"""The log reads as sentences in both languages.

Every catalogue: no Japanese translation puts a space between a placeholder (a name, a number) and the
particle after it ("Ada は" instead of "Adaは"). Every game: a played game's log, rendered in English and
Japanese, has no runs of bare digits ("2 4 6"), no unexplained marks ("6*") and no name followed by a
space and a particle.
"""
from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication

from gameshelf.core.engine import Seat
from gameshelf.core.games import registry
from gameshelf.desktop.translations import Translations, tr

ROOT = Path(__file__).resolve().parents[2]
PARTICLES = "はがをにのでとへも"
# a placeholder ({name}, or %1 in QML), then spaces, then a particle
SPACED_PARTICLE = re.compile(r"(\{\w+\}|%\d)[ \t\u3000]+(?=[" + PARTICLES + "])")
NAMES = ("Ada", "ゆき", "Chloé", "Dario")


def spaced_particles(text: str) -> list[str]:
    return [m.group(0) for m in SPACED_PARTICLE.finditer(text)]


def japanese_translations() -> list[tuple[str, str, str, str]]:
    """(catalogue, context, source, translation) of every current Japanese translation."""
    out = []
    for path in sorted((ROOT / "i18n").glob("*_ja.ts")):
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name") or ""
            for msg in context.iter("message"):
                node = msg.find("translation")
                if node is None or node.get("type") in ("vanished", "obsolete"):
                    continue
                out.append((path.name, name, msg.findtext("source") or "", node.text or ""))
    return out


def test_the_check_finds_a_space_before_a_particle():
    assert spaced_particles("{rider} は進みます。") == ["{rider} "]
    assert spaced_particles("%1 の手番") == ["%1 "]
    assert spaced_particles("{team}\u3000が勝ちました") == ["{team}\u3000"]
    assert spaced_particles("{rider}は {spent}を使います") == []  # the space is before the placeholder
    assert spaced_particles("{count} 枚") == []  # a counter, not a particle


def test_no_japanese_translation_has_a_space_between_a_placeholder_and_its_particle():
    rows = japanese_translations()
    assert len({catalogue for catalogue, *_ in rows}) >= 5 and len(rows) > 500
    bad = [f"{catalogue} [{context}] {source!r} -> {text!r}"
           for catalogue, context, source, text in rows if spaced_particles(text)]
    assert bad == []


def played_log(game_id: str, steps: int, seed: int) -> list:
    """Every log message of a game played at random (legal moves) for `steps` decisions."""
    game = registry()[game_id]
    n = max(game.spec.min_players, min(len(NAMES), game.spec.max_players))
    state = game.new_game([Seat(name) for name in NAMES[:n]], game.spec.defaults(), seed)
    messages = [ev.message for ev in getattr(state, "intro", ())]
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over(state):
            break
        acting = game.to_act(state)
        seat = acting[0] if isinstance(acting, (list, tuple)) else acting
        messages += [ev.message for ev in game.apply(state, seat, rng.choice(list(game.legal_actions(state, seat))))]
    return messages


@pytest.fixture
def translations(qapp):
    t = Translations(QCoreApplication.instance())
    yield t
    t.clear()


@pytest.mark.parametrize("game_id", ["dice_road_race", "grands_tours", "grimoire", "grandprix_f1", "tournay"])
def test_a_played_log_reads_as_sentences_in_both_languages(translations, game_id):
    messages = [m for seed in (3, 8) for m in played_log(game_id, 600, seed)]
    assert len({m.key for m in messages}) >= 10
    names = "|".join(re.escape(n) for n in NAMES)
    for language in ("en", "ja"):
        translations.apply(language)
        lines = [tr(m) for m in messages]
        assert not [line for line in lines if re.search(r"\d \d", line)], "bare digit runs"
        assert not [line for line in lines if re.search(r"\d\*|\*\d", line)], "unexplained marks"
        assert not [line for line in lines if "{" in line or "}" in line], "unfilled placeholders"
        if language == "ja":
            assert not [line for line in lines if re.search(f"({names})[ \u3000]+[{PARTICLES}]", line)]
