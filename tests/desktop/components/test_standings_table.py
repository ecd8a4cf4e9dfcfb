"""StandingsTable.qml: rows, headers, placeholders, leader accent."""
from __future__ import annotations

ROWS = [
    {"rank": 1, "name": "Alice", "color": "#c0392b", "time": 470, "gap": "", "extra": 2, "bonus": "-10", "place": 2},
    {"rank": 2, "name": "Bob", "color": "#1f5fa8", "time": "7:55", "gap": "+5", "extra": 0, "bonus": None, "place": 1},
    {"rank": "3", "name": "さくら", "time": 482, "gap": 12},
]


def cells_of(s, row):
    return s.texts(row)


def test_shows_all_rows_with_placeholders(scene, qtbot):
    s = scene('StandingsTable { objectName: "table"; title: "After stage 4" }', 900, 400)
    table = s.obj("table")
    table.setProperty("rows", ROWS)
    qtbot.waitUntil(lambda: len(s.named("standingsRow")) == 3, timeout=2000)
    assert table.property("count") == 3
    rows = sorted(s.named("standingsRow"), key=lambda r: r.y())
    assert cells_of(s, rows[0]) == ["1", "Alice", "470", "–", "2", "-10", "2"]
    assert cells_of(s, rows[1]) == ["2", "Bob", "7:55", "+5", "0", "–", "1"]
    assert cells_of(s, rows[2]) == ["3", "さくら", "482", "12", "–", "–", "–"]
    texts = s.texts()
    for header in ("Rank", "Rider", "Time", "Gap", "Extra", "Bonus", "Stage place", "After stage 4"):
        assert header in texts
    # the leader row is tinted with the leader colour, others are not
    leader = table.property("leaderColor")
    assert rows[0].property("color") != rows[1].property("color")
    assert abs(rows[0].property("color").hueF() - leader.hueF()) < 0.05


def test_column_subset_and_order(scene, qtbot):
    s = scene('StandingsTable { objectName: "table"; columns: ["place", "name", "time"] }', 600, 300)
    table = s.obj("table")
    table.setProperty("rows", ROWS[:2])
    qtbot.waitUntil(lambda: len(s.named("standingsRow")) == 2, timeout=2000)
    rows = sorted(s.named("standingsRow"), key=lambda r: r.y())
    assert cells_of(s, rows[0]) == ["2", "Alice", "470"]
    texts = s.texts()
    assert "Stage place" in texts and "Rank" not in texts and "Bonus" not in texts


def test_empty_table_shows_placeholder(scene):
    s = scene('StandingsTable { objectName: "table" }', 600, 300)
    assert "No results yet" in s.texts()
    assert s.obj("table").property("count") == 0


def test_implicit_size_grows_with_rows(scene, qtbot):
    s = scene('StandingsTable { objectName: "table" }', 600, 300)
    table = s.obj("table")
    h0 = table.property("implicitHeight")
    table.setProperty("rows", ROWS)
    assert table.property("implicitHeight") > h0
    assert table.property("implicitWidth") > 200
