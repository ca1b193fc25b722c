"""The page before Python speaks the catalogue too: the loading screen, its
errors and progress, the update banner and the menu before Python, in the
language read (the settings', else the browser's)."""

from __future__ import annotations

import html
import json
import re
from html.parser import HTMLParser
from pathlib import Path

from akropolis import i18n
from scripts import build

ROOT = Path(__file__).resolve().parents[2]
SOURCE = (ROOT / "index.html").read_text(encoding="utf-8")
SCRIPTS = {p.name: p.read_text(encoding="utf-8") for p in (ROOT / "static").glob("*.*js")}
SCRIPTS["index.html"] = SOURCE


class Visible(HTMLParser):
    """The body's texts outside scripts, templates and styles, each with
    whether an element around it says which catalogue entry it is."""

    def __init__(self) -> None:
        super().__init__()
        self.stack: list[tuple[str, bool]] = []
        self.texts: list[tuple[str, bool]] = []
        self.body = False

    def handle_starttag(self, tag, attrs):
        if tag == "body":
            self.body = True
        marked = any(name in ("data-word", "data-words") for name, _ in attrs)
        if tag not in ("meta", "link", "br", "input", "img"):
            self.stack.append((tag, marked))

    def handle_endtag(self, tag):
        while self.stack:
            if self.stack.pop()[0] == tag:
                break

    def handle_data(self, data):
        hidden = any(t in ("script", "style", "template", "svg", "title") for t, _ in self.stack)
        if self.body and not hidden and re.search(r"[A-Za-z]", data):
            self.texts.append((data.strip(), any(m for _, m in self.stack)))


def test_every_text_of_the_page_is_a_catalogue_entry():
    page = Visible()
    page.feed(SOURCE)
    assert [text for text, marked in page.texts if not marked] == []


def test_no_script_writes_words_of_its_own():
    """The page's scripts write words through akropolisWord (or data the
    catalogue made: data-early), never a literal. (worker-boot.mjs's own
    ``fail`` names a damaged download's technical fault: the loading screen
    shows it under PAGE_FAILED, as it shows Python's exception.)"""
    writes = re.compile(r"""(textContent\s*\+?=|innerHTML\s*\+?=)\s*["'`][A-Za-z]{2}""")
    fails = re.compile(r"""fail\(\s*["'`][A-Za-z]{2}""")
    found = [m.group(0) for text in SCRIPTS.values() for m in writes.finditer(text)]
    found += [m.group(0) for name, text in SCRIPTS.items() if name != "worker-boot.mjs"
              for m in fails.finditer(text)]
    assert found == []


def built_page() -> str:
    return build.page_html({"plugins": []})


def test_the_build_writes_each_languages_words_and_menu():
    page = built_page()
    blob = re.search(r'<script id="page-words" type="application/json">(.*?)</script>', page)
    words = json.loads(blob.group(1))
    assert set(words) == set(i18n.LANGUAGES)
    assert words["fr"]["PAGE_LOADING"] == i18n.catalogue("fr")["PAGE_LOADING"]
    # English in the page itself, for the first paint and without scripts.
    assert 'data-word="PAGE_LOADING">Loading the Python runtime…<' in page
    assert '<span lang="fr">Akropolis a besoin de JavaScript' in page
    # The menu before Python, in French in its template.
    template = re.search(r'<template id="early-menu-fr">(.*?)</template>', page, re.S).group(1)
    with i18n.using("fr"):
        from akropolis.app.early import early_menu_html

        assert template == early_menu_html()
        assert html.escape(i18n.t("EARLY_START")) in template
