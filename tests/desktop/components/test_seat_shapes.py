"""One definition of the seat shapes (SeatToken.qml): a seat's badge and its chart marker have one shape."""
from __future__ import annotations

from gameshelf.desktop.presenters.charts import MARKERS, seat_series

PALETTE = ["#d63031", "#0984e3", "#00b894", "#fdcb6e", "#6c5ce7", "#e17055", "#2d3436", "#dfe6e9"]


def test_the_chart_markers_are_the_seat_shapes_in_seat_order(scene):
    s = scene('SeatToken { objectName: "token" }', 100, 100)
    assert s.obj("token").property("shapes").toVariant() == list(MARKERS)
    assert len(set(MARKERS)) == 8  # eight seats at most in any game, each its own shape
    assert [seat_series(seat, "x", "#000000", [])["marker"] for seat in range(8)] == list(MARKERS)


def test_a_seat_has_the_same_shape_on_its_badge_and_in_a_chart(scene):
    tokens = "\n".join(f'SeatToken {{ objectName: "token{n}"; seat: {n}; x: {n * 30}; width: 24; height: 24 }}'
                       for n in range(8))
    s = scene(f'SeriesChart {{ objectName: "chart"; y: 40; width: 700; height: 400 }}\n{tokens}', 720, 460)
    chart = s.obj("chart")
    chart.setProperty("categories", ["1", "2"])
    chart.setProperty("series", [seat_series(n, f"P{n + 1}", PALETTE[n], [n, n + 1]) for n in range(8)])
    s.wait(60)
    badges = [s.obj(f"token{n}").property("shape") for n in range(8)]
    assert badges == list(MARKERS)
    # each line's markers are its seat's shape (drawn from SeatToken's outlines), in its colour
    lines = s.named("chartLine", root=chart)
    assert len(lines) == 8
    for line in lines:
        seat = PALETTE.index(line.property("markerFill").name())
        assert line.property("marker") == badges[seat]
    # the highlighted point is a SeatToken of its seat, without a number
    chart.forceActiveFocus()
    s.wait(30)
    current = s.obj("chartCurrentPoint")
    assert current.isVisible() and current.property("shape") == badges[0]
    assert current.property("showNumber") is False
    legend = [m for entry in s.named("legendEntry", root=chart) for m in s.items(entry)
              if m is not entry and m.metaObject().indexOfProperty("showNumber") >= 0]
    assert sorted(e.property("shape") for e in legend) == sorted(MARKERS)


def _far(a: int, b: int) -> bool:
    """Two pixels (0xAARRGGBB) far apart in some channel: not the same ink at an edge drawn a little otherwise."""
    return any(abs((a >> s & 0xFF) - (b >> s & 0xFF)) > 90 for s in (0, 8, 16))


def test_a_seat_s_picture_is_its_badge_drawn_once(scene):
    """The game log shows a seat's shape as SeatToken's picture of it (an SVG image, copied as the log moves):
    the same shape, colour and edge as the badge itself, pixel for pixel but at the edges' smoothing."""
    size = 20
    rows = "\n".join(
        f'SeatToken {{ objectName: "token{n}"; seat: {n}; colour: "{PALETTE[n]}"; showNumber: false;'
        f' x: {n * 30 + 5}; y: 5; width: {size}; height: {size} }}\n'
        f'Image {{ x: {n * 30 + 5}; y: 35; width: {size}; height: {size}; sourceSize: Qt.size({size}, {size});'
        f' source: pictures.picture({n}, "{PALETTE[n]}", {size}) }}' for n in range(8))
    s = scene(f'SeatToken {{ id: pictures; visible: false }}\n{rows}', 250, 60, color="#f1e9db")
    s.wait(60)
    image = s.window.grabWindow()

    def far_pixels(seat: int, picture: int) -> int:
        return sum(_far(image.pixel(seat * 30 + 5 + x, 5 + y), image.pixel(picture * 30 + 5 + x, 35 + y))
                   for x in range(size) for y in range(size))

    for n in range(8):
        assert far_pixels(n, n) <= size * size * 0.02, MARKERS[n]
    assert all(far_pixels(n, (n + 1) % 8) > size * size * 0.1 for n in range(8))  # another seat's would not pass
