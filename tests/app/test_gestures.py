"""Pointers on the board (akropolis/app/gestures.py): a press that moves less
than the threshold is a click, more is a drag that pans; two fingers pinch,
a third is ignored, and a finger left after a pinch drags on from where it
is."""

from __future__ import annotations

import math

import pytest

from akropolis.app.gestures import BUSY, DRAG_THRESHOLD, FREE, VIEW, Gestures
from akropolis.app.viewport import Viewport

BASE = (0.0, 0.0, 400.0, 300.0)
SIZE = (800.0, 600.0)  # 0.5 units per pixel


@pytest.fixture
def hands() -> Gestures:
    return Gestures(Viewport())


def test_a_hovering_pointer_is_free(hands):
    assert hands.move(1, (10, 10), BASE, SIZE) == FREE
    assert not hands.dragged


def test_a_press_that_moves_less_than_the_threshold_is_a_click(hands):
    hands.down(1, True, (100, 100), BASE, SIZE)
    assert hands.move(1, (100 + DRAG_THRESHOLD - 1, 100), BASE, SIZE) == BUSY
    assert hands.view.pan == (0, 0)
    hands.up(1)
    assert not hands.dragged and hands.drag is None


def test_a_drag_pans_and_swallows_the_click_that_follows(hands):
    hands.down(1, True, (100, 100), BASE, SIZE)
    assert hands.move(1, (100 + DRAG_THRESHOLD, 100), BASE, SIZE) == VIEW
    assert hands.move(1, (140, 120), BASE, SIZE) == VIEW
    assert hands.view.pan == pytest.approx((-20, -10))
    hands.up(1)
    assert hands.dragged, "the click after a drag is not a click on a hex"
    hands.settle()
    assert not hands.dragged
    # Once it passed the threshold, the drag follows the pointer back.
    hands.down(1, True, (100, 100), BASE, SIZE)
    hands.move(1, (130, 100), BASE, SIZE)
    assert hands.move(1, (102, 100), BASE, SIZE) == VIEW
    assert hands.view.pan == pytest.approx((-21, -10))


def test_two_fingers_pinch(hands):
    hands.down(1, True, (300, 300), BASE, SIZE)
    hands.down(2, False, (500, 300), BASE, SIZE)
    assert hands.view.pinching and hands.dragged
    assert hands.move(2, (700, 300), BASE, SIZE) == VIEW
    assert hands.view.zoom == pytest.approx(2)
    # The point under the fingers' midpoint stays under it.
    assert hands.view.city_point(BASE, SIZE, (500, 300)) == pytest.approx((0, 0))
    assert hands.view.pan == pytest.approx((-25, 0))


def test_a_third_finger_is_ignored(hands):
    hands.down(1, True, (300, 300), BASE, SIZE)
    hands.down(2, False, (500, 300), BASE, SIZE)
    hands.down(3, False, (100, 100), BASE, SIZE)
    assert set(hands.pointers) == {1, 2}
    assert hands.move(3, (0, 0), BASE, SIZE) == BUSY
    assert hands.view.zoom == pytest.approx(1) and hands.view.pan == pytest.approx((0, 0))
    hands.up(3)
    assert hands.view.pinching


def test_a_pinch_followed_by_a_one_finger_drag_starts_where_the_finger_is(hands):
    hands.down(1, True, (300, 300), BASE, SIZE)
    hands.down(2, False, (500, 300), BASE, SIZE)
    hands.move(1, (200, 300), BASE, SIZE)
    zoom, pan = hands.view.zoom, hands.view.pan
    hands.up(2)
    assert not hands.view.pinching and hands.dragged
    # The finger left has not moved: the view does not jump.
    assert hands.move(1, (200, 300), BASE, SIZE) == VIEW
    assert hands.view.pan == pytest.approx(pan) and hands.view.zoom == zoom
    hands.move(1, (220, 300), BASE, SIZE)
    unit = hands.view.units_per_pixel(BASE, SIZE)
    assert hands.view.pan == pytest.approx((pan[0] - 20 * unit, pan[1]))
    hands.up(1)
    assert hands.dragged


def test_a_new_primary_pointer_forgets_pointers_whose_up_was_missed(hands):
    hands.down(1, True, (300, 300), BASE, SIZE)
    hands.down(2, False, (500, 300), BASE, SIZE)
    hands.down(7, True, (10, 10), BASE, SIZE)
    assert set(hands.pointers) == {7} and not hands.view.pinching
    assert not hands.dragged


def test_the_pinch_distance_never_divides_by_zero(hands):
    hands.down(1, True, (300, 300), BASE, SIZE)
    hands.down(2, False, (300, 300), BASE, SIZE)
    hands.move(2, (400, 300), BASE, SIZE)
    assert math.isfinite(hands.view.zoom)
