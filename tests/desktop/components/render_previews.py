"""Render every component into PNG files for a visual check.

    QT_QPA_PLATFORM=offscreen python tests/desktop/components/render_previews.py [OUT_DIR]

OUT_DIR defaults to /tmp/components. test_previews.py renders the same scenes into a temp dir.
"""
from __future__ import annotations

import json
import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from component_harness import Scene  # noqa: E402

RULES = """# The Dice Road Race

A stage race for 2–6 players. Each rider rolls dice to move along the course.

## Setup

Place the boards to form the **course** of the stage. Each player takes a rider and the matching dice.

### Choosing the stages

Pick a flat stage for your first game. Mountain stages cost more to climb: every space shows its *cost*.

## Playing a turn

On your turn, roll all your dice and choose which to use. A die used to pay for a space leaves the game.

1. Roll the dice.
2. Spend dice to move.
3. Pass to the next rider.

### Time trials

In a time trial each rider races alone; the time is counted in turns.

## End of the stage

The first rider over the line wins the stage and a **bonus** of 10 seconds. The general classification adds up the times.

| Place | Bonus |
|---|---|
| 1 | 10 s |
| 2 | 6 s |
| 3 | 4 s |

### ルール（日本語）

サイコロを振って、コースを進みます。山岳ステージではコストが高くなります。先頭の選手はイエロージャージを着ます。
"""

SERIES = [
    {"name": "Alice", "color": "#c0392b", "marker": "circle", "values": [0, 2, 6, 8, 10, 6]},
    {"name": "Bob", "color": "#1f5fa8", "marker": "square", "values": [3, 0, 4, 13, None]},
    {"name": "さくら", "color": "#2e8b57", "marker": "diamond", "values": [8, 12, 0, 0, 0, 0],
     "texts": ["+8 s", "+12 s", "leader", "leader", "leader", "leader"]},
    {"name": "Dmitri", "color": "#d68a00", "marker": "triangle", "values": [6, 8, 15]},
]
STAGES = ["S1", "S2", "S3", "S4", "S5", "S6"]

ROWS = [
    {"rank": 1, "name": "さくら", "color": "#2e8b57", "time": "11:39", "gap": "", "extra": 2, "bonus": "-10", "place": 1},
    {"rank": 2, "name": "Alice", "color": "#c0392b", "time": "11:45", "gap": "+6", "extra": 0, "bonus": "-6", "place": 3},
    {"rank": 3, "name": "Bob", "color": "#1f5fa8", "time": "11:55", "gap": "+16", "extra": None, "bonus": "", "place": 2},
    {"rank": 4, "name": "Dmitri Ivanovich", "color": "#d68a00", "time": "12:20", "gap": "+41", "extra": 5, "place": 6},
    {"rank": 5, "name": "Eve", "color": "#7d3c98", "time": "12:31", "gap": "+52", "extra": 1, "bonus": 0, "place": 4},
    {"rank": 6, "name": "Frank", "color": "#222222", "time": "12:44", "gap": "+1:05", "place": 5},
]

# name -> (qml body, width, height, settle ms)
SCENES: dict[str, tuple[str, int, int, int]] = {
    "die": ("""
    Column {
        anchors.centerIn: parent; spacing: 28
        Row { spacing: 26
            Repeater { model: 6; Die { required property int index; face: index + 1; size: 84; highlighted: index === 5 } } }
        Row { spacing: 26
            Repeater { model: 6
                Die { required property int index; face: index + 1; size: 56; dimmed: index === 4
                      dieColor: ["#c0392b", "#1f5fa8", "#222222", "#f2c230", "#2e8b57", "#f7f1e3"][index] } } }
        Row { spacing: 26
            Die { face: 3; size: 40 } Die { face: 4; size: 32 } Die { face: 6; size: 24 }
            Die { id: rolling; face: 2; size: 56; animationScale: 1; Component.onCompleted: tumble(5) }
            Die { face: 1; size: 56; animationScale: 1; Component.onCompleted: lost = true }
        }
    }""", 820, 360, 180),
    "series_chart": (f"""
    Row {{ anchors.fill: parent; anchors.margins: 20; spacing: 20
        SeriesChart {{ width: 680; height: parent.height; title: "General classification"; xTitle: "Stage"
                      yTitle: "Gap to the leader (s)"; categories: {json.dumps(STAGES)}; series: {json.dumps(SERIES)}
                      Component.onCompleted: {{ currentSeries = 2; currentIndex = 3 }} }}
        Column {{ spacing: 20
            SeriesChart {{ width: 520; height: 250; kind: "bar"; title: "Scores"; xTitle: "Round"; yTitle: "Points"
                          categories: {json.dumps(STAGES)}; series: {json.dumps(SERIES[:3])} }}
            SeriesChart {{ width: 520; height: 210; title: "Prologue"; categories: ["P"]; legendVisible: false
                          series: [{{name: "A", color: "#c0392b", values: [0]}}, {{name: "B", color: "#1f5fa8", values: [3]}}] }}
        }}
    }}""", 1280, 520, 100),
    "standings_table": (f"""
    Row {{ anchors.fill: parent; anchors.margins: 20; spacing: 20
        StandingsTable {{ title: "General classification after stage 5"; highlightName: "Alice"
                         rows: {json.dumps(ROWS)} }}
        Column {{ spacing: 20
            StandingsTable {{ title: "Stage 5"; columns: ["place", "name", "time", "bonus"]; fontPixelSize: 13
                             rows: {json.dumps(ROWS[:3])} }}
            StandingsTable {{ title: "Mountains"; fontPixelSize: 13 }}
        }}
    }}""", 1280, 460, 50),
    "rulebook_view": (f"""
    RulebookView {{ id: rb; anchors.fill: parent; animationScale: 0; markdown: {json.dumps(RULES)}
        Timer {{ running: true; interval: 60; onTriggered: {{ rb.searchText = "dice"; rb.findNext(); rb.findNext() }} }} }}""",
                      1280, 720, 150),
    "rulebook_view_narrow": (f"""
    RulebookView {{ anchors.fill: parent; animationScale: 0; fontPixelSize: 14; markdown: {json.dumps(RULES)} }}""",
                             480, 600, 80),
    "hand_over_screen": ("""
    Rectangle { anchors.fill: parent; color: "red"; Text { text: "SECRET HAND"; font.pixelSize: 60 } }
    HandOverScreen { playerName: "Alice"; playerColor: "#1f5fa8"; animationScale: 0 }""", 1280, 720, 50),
    "hand_over_screen_ja": ("""
    HandOverScreen { playerName: "さくら"; playerColor: "#f2c230"; playerSeat: 2; animationScale: 0 }""", 960, 540, 50),
    "seat_tokens_and_turn_frames": ("""
    Column { anchors.centerIn: parent; spacing: 20
        Row { spacing: 12
            Repeater { model: ["#e03308", "#006cfe", "#f5f6fa", "#1e2124", "#6ac9ff", "#bc2e89", "#8fbf83", "#721499"]
                SeatToken { required property int index; required property string modelData
                            seat: index; colour: modelData; width: 40; height: 40 } } }
        Row { spacing: 12
            Repeater { model: 8; SeatToken { required property int index; seat: index; colour: "#e03308"; width: 14; height: 14 } } }
        Row { spacing: 16
            Rectangle { width: 180; height: 60; radius: 10; color: "#fffaf1"
                TurnFrame { anchors.fill: parent; acting: true; radius: 10 } }
            Rectangle { width: 180; height: 60; radius: 10; color: "#f1e9db"
                TurnFrame { anchors.fill: parent; answering: true; radius: 10 } }
            Rectangle { width: 180; height: 60; radius: 10; color: "#f1e9db"; TurnFrame { anchors.fill: parent } }
        }
    }""", 640, 320, 50),
    "thinking_and_toast": ("""
    Column { anchors.centerIn: parent; spacing: 24
        Row { spacing: 20
            ThinkingIndicator { running: true; text: "Alice is thinking…" }
            ThinkingIndicator { running: true; animationScale: 0; text: "さくらが考えています…" }
            ThinkingIndicator { running: true; fontPixelSize: 20; color: "#fbf6ec"; backgroundColor: "transparent"; text: "Computer (hard) is thinking…" }
        }
        Toast { animationScale: 0; Component.onCompleted: show("You cannot use that die: it has already been spent.") }
        Toast { animationScale: 0; Component.onCompleted: show("その動きはできません。山岳のマスには 3 以上の目が必要です。A much longer refusal message wraps onto more lines when it does not fit.") }
    }""", 960, 360, 80),
}


def render_all(out_dir: Path) -> list[Path]:
    written = []
    for name, (body, width, height, settle) in SCENES.items():
        scene = Scene(body, width, height)
        try:
            if scene.warnings:
                raise RuntimeError(f"{name}: " + "\n".join(scene.warnings))
            path = out_dir / f"{name}.png"
            scene.grab(path, settle_ms=settle + 150)
            if scene.warnings:
                raise RuntimeError(f"{name}: " + "\n".join(scene.warnings))
            written.append(path)
        finally:
            scene.close()
    return written


def main() -> None:
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv)  # noqa: F841
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path("/tmp/components")
    for path in render_all(out):
        print(path)


if __name__ == "__main__":
    main()
