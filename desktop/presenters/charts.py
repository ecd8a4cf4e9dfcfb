"""The data of a results chart, as components/SeriesChart.qml takes it: one series per seat.

Every presenter builds its end-of-stage and end-of-game charts here, so a seat keeps the same
colour and the same marker shape in every chart of the app (colour is never the only cue).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

# The seat shapes, in seat order: the names of qml/components/seatshapes.js (its NAMES), which draws them
# for the seat badge (SeatToken.qml) and the chart markers alike; seat i gets MARKERS[i % 8].
MARKERS = ("circle", "square", "diamond", "triangle", "hexagon", "star", "pentagon", "cross")


def seat_marker(seat: int) -> str:
    return MARKERS[seat % len(MARKERS)]


def seat_series(seat: int, name: str, colour: str, values: Sequence[float | None],
                texts: Sequence[str] | None = None) -> dict[str, Any]:
    """One seat's line: a value per category (None where it has none) and, optionally, how each reads."""
    series = {"name": name, "color": colour, "marker": seat_marker(seat), "values": list(values)}
    if texts is not None:
        series["texts"] = list(texts)
    return series


def chart(key: str, title: str, x_title: str, y_title: str, categories: Sequence[str],
          series: Sequence[dict[str, Any]], kind: str = "line") -> dict[str, Any]:
    """A whole chart: its key (the item's objectName suffix), titles, x categories and series."""
    return {"key": key, "title": title, "xTitle": x_title, "yTitle": y_title, "categories": list(categories),
            "series": list(series), "kind": kind}


def tournay_scores(history: Sequence[Any], final: Any, score_of: Callable[[Any], Sequence[float]],
                   seats: Sequence[Any], round_label: Callable[[int], str]) -> tuple[list[str], list[dict[str, Any]]]:
    """Tournay: each seat's score as it would be counted at the end of each round, from the session's snapshots
    (`history`: the state after each step; `final`: the last one). A step that ends a round also starts the
    next one, which moves no points, so the first snapshot of round r + 1 holds round r's score; the last round
    ends with the game (its value is the final score). Returns the categories and one series per seat."""
    totals: dict[int, Sequence[float]] = {}
    for before, after in zip(history, history[1:]):
        if after.round != before.round:
            totals[before.round] = score_of(after)
    totals[final.round] = score_of(final)
    rounds = sorted(totals)
    series = [seat_series(s, seat.name, seat.colour, [totals[r][s] for r in rounds]) for s, seat in enumerate(seats)]
    return [round_label(r) for r in rounds], series
