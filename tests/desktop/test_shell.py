"""The shell: home screen, new-game setup, language switching, settings."""
from __future__ import annotations

from PySide6.QtCore import Qt, QUrl
from PySide6.QtTest import QTest

from gameshelf.desktop.paths import qml_dir

from .conftest import centre, find, search, settle


def test_home_lists_five_games_all_playable(window, runtime):
    games = runtime.shelf.property("games")
    assert [g["id"] for g in games] == ["grands_tours", "grandprix_f1", "tournay", "dice_road_race", "grimoire"]
    buttons = {g["id"]: find(window, "play_" + g["id"]) for g in games}
    playable = ["grands_tours", "grandprix_f1", "tournay", "dice_road_race", "grimoire"]
    assert [gid for gid, b in buttons.items() if b.property("enabled")] == playable
    assert all(buttons[gid].property("text") == "Coming soon" for gid in buttons if gid not in playable)


def test_new_game_screen_starts_a_game(window, qtbot, runtime):
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "play_dice_road_race")).toPoint())
    qtbot.waitUntil(lambda: search(window, "newGamePage") is not None)
    settle(window, qtbot)
    assert find(window, "setupProblem").property("visible") is False
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(find(window, "startButton")).toPoint())
    qtbot.waitUntil(lambda: runtime.controller.property("active"))
    seats = runtime.controller.session.seats
    assert len(seats) == 4 and seats[0].controller == "human" and len({s.colour for s in seats}) == 4
    qtbot.waitUntil(lambda: search(window, "diceRoadRace") is not None)
    # the table takes the new-game screen's place: left only for home, the screen would never be seen again
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: stack.property("depth") == 2 and search(window, "newGamePage") is None)
    assert stack.property("currentItem").objectName() == "tablePage"
    window.showHome()
    qtbot.waitUntil(lambda: stack.property("currentItem").objectName() == "homePage")
    assert stack.property("depth") == 1


def test_a_game_started_over_a_rulebook_takes_its_place(window, qtbot, runtime):
    """A game started while a rulebook read from home is shown: the table is not stacked over the hidden rulebook,
    whose text the software renderer would still go through at each of the table's frames."""
    from .test_table import HUMAN_VS_AI, start

    rules = QUrl.fromLocalFile(str(qml_dir() / "RulesPage.qml")).toString()
    window.openPage(rules, {"app": window, "gameId": "dice_road_race"})
    qtbot.waitUntil(lambda: search(window, "rulesPage") is not None)
    start(runtime, HUMAN_VS_AI)
    stack = find(window, "stack")
    qtbot.waitUntil(lambda: stack.property("currentItem").objectName() == "tablePage")
    qtbot.waitUntil(lambda: search(window, "rulesPage") is None)
    assert stack.property("depth") == 2


def test_option_refusals_come_from_the_game(runtime):
    shelf = runtime.shelf
    assert shelf.checkOptions("dice_road_race", 6, {"leader_colour": True}).startswith("The leader colour option")
    assert "leader_colour" in shelf.optionProblems("dice_road_race", 6, {})
    assert shelf.optionProblems("dice_road_race", 4, {}) == {}


def test_language_switch_updates_visible_text_live(window, qtbot, runtime):
    def play_text():  # the cards are rebuilt with the translated catalogue, so look each time
        return find(window, "play_dice_road_race").property("text")

    assert play_text() == "New game"
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: play_text() == "新しいゲーム")
    assert runtime.shelf.property("games")[3]["name"] == "ダイス・ロードレース"
    runtime.settings.language = "en"
    qtbot.waitUntil(lambda: play_text() == "New game")


def test_language_switch_reaches_the_table_and_log(window, qtbot, runtime):
    from .test_table import HUMAN_VS_AI, start

    controller = start(runtime, HUMAN_VS_AI)
    controller.press("2")
    qtbot.waitUntil(lambda: controller.viewer() == 0, timeout=10000)
    status = find(window, "statusLine")
    assert status.property("text").startswith("Ann:")
    declared = next(i for i, row in enumerate(controller.log.rows()) if row["kind"] == "declare")
    assert controller.log.rows()[declared]["text"] == "Ann will roll 2 dice."
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: "ダイス" in status.property("text") or "マス" in status.property("text"))
    assert controller.log.rows()[declared]["text"] == "Annはダイスを2個振ります。"


def test_settings_persist(runtime, tmp_path):
    runtime.settings.animationSpeed = "fast"
    runtime.settings.language = "ja"
    from PySide6.QtCore import QSettings

    from gameshelf.desktop.models.settings import Settings

    again = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.IniFormat))
    assert (again.language, again.animationSpeed) == ("ja", "fast")
    assert again.animationScale < 1


def test_rules_page_shows_the_rulebook_in_the_current_language(window, qtbot, runtime):
    runtime.settings.language = "ja"
    qtbot.waitUntil(lambda: find(window, "play_dice_road_race").property("text") == "新しいゲーム")
    qtbot.wait(50)  # the rebuilt cards get their layout
    rules = find(window, "rules_dice_road_race")
    QTest.mouseClick(window, Qt.LeftButton, Qt.NoModifier, centre(rules).toPoint())
    qtbot.waitUntil(lambda: search(window, "rulesPage") is not None)
    assert runtime.shelf.rules("dice_road_race").startswith("#")
    assert runtime.shelf.rules("dice_road_race") != runtime.shelf.rules("no_such_game")
