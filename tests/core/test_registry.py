"""The registry of games: the shelf lists every game without importing its rules; a game is imported when asked for."""
import subprocess
import sys

import pytest

from gameshelf.core.games import SHELF, catalogue, listing, playable, registry

GAME_IDS = [entry.id for entry in SHELF]


@pytest.mark.parametrize("game_id", GAME_IDS)
def test_each_listing_says_what_its_game_spec_says(game_id):
    entry, spec = listing(game_id), registry()[game_id].spec
    assert (entry.id, entry.min_players, entry.max_players, entry.available) == (
        spec.id, spec.min_players, spec.max_players, spec.available)
    assert entry.name == spec.name  # key, context and text: one translation for both


def test_the_registry_is_a_mapping_of_the_listed_games():
    games = registry()
    assert list(games) == GAME_IDS and len(games) == len(SHELF)
    assert "chess" not in games and games.get("chess") is None
    with pytest.raises(KeyError):
        games["chess"]
    assert games["tournay"] is registry()["tournay"] is playable()["tournay"]
    assert games["grimoire"].spec.id == "grimoire"
    assert dict(playable()) == {game_id: game for game_id, game in games.items() if game.spec.available}
    assert listing("chess") is None


def test_the_shelf_imports_no_game_until_one_is_asked_for():
    """What the home screen reads (catalogue, the playable ids) imports no game's rules; a lookup imports its game
    only. A fresh interpreter: this test process has imported every game already."""
    script = (
        "import sys\n"
        "from gameshelf.core.games import catalogue, playable, registry\n"
        "loaded = lambda: sorted({m.split('.')[3] for m in sys.modules if m.startswith('gameshelf.core.games.')})\n"
        "names = [(g.id, g.name.text, g.available) for g in catalogue()]\n"
        "ids = list(playable())\n"
        "assert 'tournay' in registry() and 'grimoire' in playable()\n"
        "print(loaded())\n"
        "registry()['grimoire']\n"
        "print(loaded())\n"
        "print('cattrs' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, check=True).stdout.split("\n")
    assert out[:3] == ["[]", "['grimoire']", "False"]  # nor is a record converter made before a record is written


def test_the_catalogue_lists_every_game_in_shelf_order():
    assert [(g.id, g.available) for g in catalogue()] == [(entry.id, True) for entry in SHELF]
