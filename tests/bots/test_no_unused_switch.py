"""The shipped bots hold no switch that no bot turns on: each setting of the
search (``Look``) takes at least two values among the registered bots, each
optional part of a level's ``Settings`` is used by one of them, and each
projection weight that is off by default (0, False or None) is on in one
of them. A setting that only an experiment used belongs with the
experiment (experiments/README.md), not in what the browser downloads."""

from __future__ import annotations

from dataclasses import fields

from akropolis.bots import BOTS
from akropolis.bots.hard import Settings
from akropolis.bots.outlook import Weights
from akropolis.bots.search import Look


def every_settings() -> list[Settings]:
    return [
        bot.settings
        for bot in BOTS.values()
        if isinstance(getattr(bot, "settings", None), Settings)
    ]


def test_each_setting_of_the_search_is_used():
    looks = [look for s in every_settings() for look in (s.look, s.plan) if look is not None]
    for field in fields(Look):
        assert len({getattr(look, field.name) for look in looks}) >= 2, field.name


def test_each_part_of_a_level_s_settings_is_used():
    # ``weights`` is every level's projection (tuned values, not a switch).
    for field in fields(Settings):
        if field.name == "weights":
            continue
        values = {getattr(s, field.name) for s in every_settings()}
        assert len(values) >= 2, field.name


def test_each_weight_that_is_off_by_default_is_on_somewhere():
    weights = [
        w
        for s in every_settings()
        for w in (s.weights, s.solo_weights, s.plan_weights)
        if w is not None
    ]
    weights += [
        bot.settings.weights
        for bot in BOTS.values()
        if hasattr(getattr(bot, "settings", None), "weights")
    ]
    default = Weights()
    for field in fields(Weights):
        if getattr(default, field.name) in (0, 0.0, False, None):
            assert any(getattr(w, field.name) != getattr(default, field.name) for w in weights), (
                field.name
            )
