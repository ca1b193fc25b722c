"""The board's zoom and pan (akropolis/web/viewport.py): the city stays put
under the mouse wheel and under a pinch, and the zoom stays in its range."""

from __future__ import annotations

import pytest

from akropolis.app.viewport import MAX_ZOOM, MIN_ZOOM, STEP, Viewport, parse_box

BASE = (-100.0, -50.0, 400.0, 200.0)  # a city box twice as wide as high
SIZE = (800.0, 400.0)  # a board of the same shape: 2 pixels per unit
TALL = (400.0, 800.0)  # a phone's board: the width limits the drawing


def box(view: Viewport, base=BASE) -> tuple[float, ...]:
    return parse_box(view.viewbox(base))


def screen_of(view: Viewport, base, size, spot) -> tuple[float, float]:
    """Where the city's ``spot`` (from the base centre) is on the board."""
    unit = view.units_per_pixel(base, size)
    return (
        size[0] / 2 + (spot[0] - view.pan[0]) / unit,
        size[1] / 2 + (spot[1] - view.pan[1]) / unit,
    )


def test_fit_shows_the_base_box():
    view = Viewport()
    assert box(view) == BASE
    view.zoom_by(STEP)
    view.pan = (10.0, 5.0)
    view.fit()
    assert box(view) == BASE and not view.pinching


def test_zooming_in_shows_less_around_the_same_centre():
    view = Viewport()
    view.zoom_by(2.0)
    x, y, w, h = box(view)
    assert (w, h) == (200.0, 100.0)
    assert (x + w / 2, y + h / 2) == (100.0, 50.0)  # the base box's centre


@pytest.mark.parametrize("factor", [STEP, 1 / STEP])
def test_zoom_stays_in_range(factor):
    view = Viewport()
    for _ in range(50):
        view.zoom_by(factor)
    assert view.zoom == (MAX_ZOOM if factor > 1 else MIN_ZOOM)


@pytest.mark.parametrize("size", [SIZE, TALL])
def test_units_per_pixel_follow_the_limiting_side(size):
    view = Viewport()
    unit = view.units_per_pixel(BASE, size)
    # "meet": the whole box fits, so the tighter side decides.
    assert unit == max(BASE[2] / size[0], BASE[3] / size[1])
    view.zoom_by(2.0)
    assert view.units_per_pixel(BASE, size) == unit / 2


@pytest.mark.parametrize("size", [SIZE, TALL])
@pytest.mark.parametrize("factor", [STEP, 1 / STEP])
def test_the_wheel_zooms_around_the_pointer(size, factor):
    view = Viewport()
    view.zoom_by(1.5)
    view.pan = (12.0, -7.0)
    point = (size[0] * 0.8, size[1] * 0.3)
    spot = view.city_point(BASE, size, point)
    view.zoom_at(BASE, size, point, factor)
    assert view.zoom == pytest.approx(1.5 * factor)
    assert screen_of(view, BASE, size, spot) == pytest.approx(point)


def test_a_drag_moves_the_city_with_the_pointer():
    view = Viewport()
    view.zoom_by(2.0)
    start = view.pan
    spot = view.city_point(BASE, TALL, (100.0, 100.0))
    view.drag(BASE, TALL, start, (30.0, -20.0))
    assert screen_of(view, BASE, TALL, spot) == pytest.approx((130.0, 80.0))


@pytest.mark.parametrize("size", [SIZE, TALL])
def test_a_pinch_zooms_by_the_fingers_spread_and_keeps_the_city_under_them(size):
    view = Viewport()
    a, b = (100.0, 200.0), (200.0, 200.0)
    spot = view.city_point(BASE, size, (150.0, 200.0))
    view.pinch_start(BASE, size, a, b)
    assert view.pinching
    # Fingers twice as far apart, and moved right and down together.
    view.pinch_to(BASE, size, (80.0, 250.0), (280.0, 250.0))
    assert view.zoom == pytest.approx(2.0)
    assert screen_of(view, BASE, size, spot) == pytest.approx((180.0, 250.0))
    # Back together: back to the zoom the pinch began with.
    view.pinch_to(BASE, size, a, b)
    assert view.zoom == pytest.approx(1.0)
    view.pinch_end()
    assert not view.pinching


def test_a_pinch_is_clamped_and_survives_fingers_landing_together():
    view = Viewport()
    view.pinch_start(BASE, SIZE, (100.0, 100.0), (100.0, 100.0))
    view.pinch_to(BASE, SIZE, (0.0, 100.0), (800.0, 100.0))
    assert view.zoom == MAX_ZOOM
    view.pinch_to(BASE, SIZE, (100.0, 100.0), (100.5, 100.0))
    assert view.zoom == MIN_ZOOM


def test_pinch_to_without_a_start_starts_one():
    view = Viewport()
    view.pinch_to(BASE, SIZE, (0.0, 0.0), (10.0, 0.0))
    assert view.pinching and view.zoom == 1.0
