"""bench/memory.py's pure parts: /proc's texts read (canned here), the
process tree, the order of the runs and the medians. No browser is started."""

from __future__ import annotations

from bench import memory


def test_the_parent_is_read_after_the_command_name_even_with_brackets_and_spaces():
    assert memory.parent_of("4242 (chromium) S 17 4242 17 0 -1") == 17
    assert memory.parent_of("99 (Web Content (x) y) R 4242 99 1 0") == 4242


def test_the_tree_holds_the_root_and_every_descendant_only():
    parents = {1: 0, 10: 1, 11: 10, 12: 10, 13: 12, 20: 1, 21: 20}
    assert memory.descendants(parents, 10) == {10, 11, 12, 13}
    assert memory.descendants(parents, 13) == {13}


def test_a_field_in_kilobytes_or_none():
    status = "Name:\tchromium\nVmPeak:\t  900 kB\nVmRSS:\t  123456 kB\nThreads:\t9\n"
    rollup = "55550000-7ffd0000 ---p 00000000 00:00 0  [rollup]\nRss:  2000 kB\nPss:  1500 kB\n"
    assert memory.field_kb(status, "VmRSS") == 123456
    assert memory.field_kb(rollup, "Pss") == 1500
    assert memory.field_kb("Name:\tkthreadd\n", "VmRSS") == 0


def test_the_runs_are_interleaved_every_other_one_reversed():
    assert memory.order(3, ["this build", "main"]) == [
        (0, "this build"), (0, "main"), (1, "main"), (1, "this build"),
        (2, "this build"), (2, "main"),
    ]


def test_medians_in_megabytes_and_ratios_to_the_last_build():
    peaks = {
        "this build": [{"pss": 1024 * 110, "rss": 1024 * 300}, {"pss": 1024 * 130, "rss": 1024 * 200},
                       {"pss": 1024 * 121, "rss": 1024 * 250}],
        "main": [{"pss": 1024 * 100, "rss": 1024 * 250}],
    }
    figures = memory.summary(peaks)
    assert figures["this build"]["pss"] == 121
    assert figures["this build"]["pss_ratio"] == 1.21
    assert figures["this build"]["rss_ratio"] == 1.0
    assert figures["main"]["pss"] == 100
    assert figures["main"]["pss_ratio"] == 1.0
    assert "(1.21)" in memory.table(peaks)
