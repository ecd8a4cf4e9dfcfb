"""The Tournay rulebooks list every card and event exactly as core/games/tournay/data.py has them."""
from __future__ import annotations

import pytest

from core.games.tournay import data as D
from tool_modules import load_tool

tables = load_tool("tournay_card_tables")


@pytest.mark.parametrize("lang", tables.LANGS)
def test_every_table_of_the_rulebook_is_the_one_made_from_the_data(lang):
    text = tables.rulebook(lang).read_text("utf-8")
    for heading, table in tables.tables(lang).items():
        assert f"{heading}\n\n{table}\n" in text, f"{lang}: the table after {heading!r} differs from data.py"
    assert tables.rewrite(text, lang) == text  # nothing stale after a table either


@pytest.mark.parametrize("lang", tables.LANGS)
def test_the_tables_hold_one_row_per_card_and_event(lang):
    rows = [line for table in tables.tables(lang).values() for line in table.splitlines()[2:]]
    faces = [k for k, c in D.CARDS.items() if c.kind != D.CRIER] + list(D.EVENTS)
    assert len(rows) == len(faces)
    marked = sum(1 for row in rows if tables.MARK in row.split("|")[1])
    assert marked == sum(1 for k in faces if k in D.EVENTS or D.CARDS[k].edition)
