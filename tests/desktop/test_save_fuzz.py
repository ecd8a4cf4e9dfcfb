"""Property: whatever a file holds, loading it is a clean, translated refusal or the exact game, and never writes.

The documents are real saves of every playable game (short random games), mutated: values replaced by other
JSON types and near-miss types, deep nesting, long strings, unpaired surrogates, huge numbers, fields dropped
or added, subtrees spliced in from another game's save, the text cut or two texts spliced.
"""
from __future__ import annotations

import copy
import json
import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

from hypothesis import HealthCheck, event, given, settings, strategies as st

from gameshelf.core.engine import LoadError, Msg, Seat, Session, dumps, parse, render
from gameshelf.core.games import playable
from gameshelf.desktop.models.storage import read_session

ROOT = Path(__file__).resolve().parents[2]
NAMES = ("Ann", "ボブ", "Chloé", "Dario 🚲", "x" * 24, "Farid", "Gina", "裕")  # up to 8 seats (GrandPrix-F1)
CONTROLLERS = ("human", "ai:easy", "ai:normal", "ai:hard")
EXCEPTION_NAME = re.compile(r"Traceback|\b\w*(Error|Exception)\b")


def real_save(game, n: int, seed: int, moves: int) -> str:
    """A save after `moves` random legal decisions (fewer if the game ends)."""
    rng = random.Random(seed)
    seats = [Seat(NAMES[i], f"#{rng.randrange(2**24):06x}", rng.choice(CONTROLLERS)) for i in range(n)]
    session = Session.new(game, seats, game.spec.defaults(), seed, practice=rng.random() < 0.3)
    while len(session.steps) < moves and session.to_act():
        seat = session.to_act()[0]
        session.submit(seat, rng.choice(game.legal_actions(session.state, seat)))
    return dumps(session.record, game)


BASES = [real_save(game, n, seed, moves)
         for seed, game in enumerate(playable().values())
         for n, moves in ((game.spec.min_players, 40), (game.spec.max_players, 10_000))]


def japanese_catalogue() -> dict[tuple[str, str], str]:
    found = {}
    for ts in (ROOT / "i18n").glob("*_ja.ts"):
        for context in ET.parse(ts).getroot().iter("context"):
            name = context.findtext("name")
            for msg in context.iter("message"):
                translation = msg.find("translation")
                if translation is not None and translation.text and not translation.get("type"):
                    found[(name, msg.findtext("source"))] = translation.text
    return found


JAPANESE = japanese_catalogue()


def paths(value, at=()):
    """Every place in a document: key/index tuples."""
    yield at
    if isinstance(value, dict):
        for key, item in value.items():
            yield from paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            yield from paths(item, (*at, index))


def get(doc, path):
    for key in path:
        doc = doc[key]
    return doc


RAW = "\u0000raw{}\u0000"  # a placeholder json.dumps escapes; the raw text replaces it after dumping
characters = st.characters(exclude_categories=())  # surrogates and controls included
leaves = (st.none() | st.booleans() | st.integers() | st.integers(-2**70, 2**70) | st.floats()
          | st.text(characters, max_size=30) | st.sampled_from(["", "2", "human", "ai:godlike", "#d63031", "\ud800"]))
json_values = st.recursive(leaves, lambda inner: st.lists(inner, max_size=4)
                           | st.dictionaries(st.text(characters, max_size=8), inner, max_size=4), max_leaves=12)
raw_values = st.sampled_from([
    "[" * 3000 + "]" * 3000,  # deeper than the decoder's recursion
    "{\"a\": " * 400 + "1" + "}" * 400,  # deep but decodable
    "9" * 5000,  # beyond the decoder's digit limit
    json.dumps("y" * 300_000),
    json.dumps("名" * 25),
    "1e999", "NaN", "-0.0",
])


def near_miss(value):
    """The same value in another JSON type: what a hand-edited save gets wrong."""
    if isinstance(value, bool):
        return [int(value), str(value).lower(), None]
    if isinstance(value, int):
        return [str(value), float(value), value + 0.5, bool(value), -value - 1, value + 2**40]
    if isinstance(value, str):
        return [[value], len(value), value + "\u0007", value * 3, value[:-1]]
    if isinstance(value, list):
        return [value[::-1], value[:-1], value + value[:1], {}, value[1:]]
    return [list(value.values()) if isinstance(value, dict) else None]


def nudged(value, doc):
    """A value of the same type nearby: these pass the format and reach the rules."""
    if isinstance(value, bool):
        return [not value]
    if isinstance(value, int):
        return [value + d for d in (-3, -1, 1, 2, 7)]
    if isinstance(value, str):
        return [v for v in paths_values(doc) if isinstance(v, str)] or [value]
    if isinstance(value, list):
        return [value[:k] for k in range(len(value))] + [sorted(value, key=json.dumps)] or [value]
    return [value]


def paths_values(doc):
    return [get(doc, p) for p in paths(doc)]


@st.composite
def documents(draw) -> str:
    text = draw(st.sampled_from(BASES))
    doc = json.loads(text)
    raws = []
    for _ in range(draw(st.integers(0, 3))):
        places = list(paths(doc))
        op = draw(st.sampled_from(["value", "raw", "near", "nudge", "nudge", "drop", "add", "splice"]))
        if op == "nudge":  # a number or yes/no, mostly a move's: the rules must refuse it or play it
            places = [p for p in places if isinstance(get(doc, p), (int, bool))] or places
        path = draw(st.sampled_from(places))
        if op == "drop" and path:
            parent = get(doc, path[:-1])
            del parent[path[-1]]
            continue
        if op == "add":
            target = get(doc, path)
            if isinstance(target, dict):
                target[draw(st.text(characters, max_size=8))] = draw(json_values)
                continue
            op = "value"
        if op == "value":
            new = draw(json_values)
        elif op == "raw":
            raws.append(draw(raw_values))
            new = RAW.format(len(raws) - 1)
        elif op == "near":
            new = draw(st.sampled_from(near_miss(get(doc, path))))
        elif op == "nudge":
            new = draw(st.sampled_from(nudged(get(doc, path), doc)))
        else:  # a subtree of another save, perhaps another game's
            other = json.loads(draw(st.sampled_from(BASES)))
            new = copy.deepcopy(get(other, draw(st.sampled_from(list(paths(other))))))
        if path:
            get(doc, path[:-1])[path[-1]] = new
        else:
            doc = new
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    for index, raw in enumerate(raws):
        text = text.replace(json.dumps(RAW.format(index)), raw)
    cut = draw(st.sampled_from(["none"] * 6 + ["cut", "splice"]))
    if cut == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif cut == "splice":
        other = draw(st.sampled_from(BASES))
        text = text[: draw(st.integers(0, len(text)))] + other[draw(st.integers(0, len(other))):]
    return text


def assert_clean(reason: Msg) -> None:
    """Every part of the message has a Japanese translation; none names a Python exception or runs long."""
    todo = [reason]
    while todo:
        msg = todo.pop()
        assert (msg.context, msg.text) in JAPANESE, msg
        todo.extend(v for _k, v in msg.params if isinstance(v, Msg))
    english = reason.english()
    assert not EXCEPTION_NAME.search(english) and len(english) < 400, english
    assert render(reason, lambda context, text: JAPANESE[(context, text)])


@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
@given(text=documents(), encoding=st.sampled_from(["utf-8"] * 6 + ["utf-16", "surrogatepass"]))
def test_any_document_loads_exactly_or_is_refused_cleanly_and_the_file_is_untouched(tmp_path_factory, text, encoding):
    path = tmp_path_factory.mktemp("fuzz") / "save.json"
    data = text.encode("utf-8", "surrogatepass") if encoding == "surrogatepass" else text.encode(encoding, "replace")
    path.write_bytes(data)
    try:
        session = read_session(path)
    except LoadError as refused:
        assert refused.reason.key != "save.unplayable", "a rules crash on a move the format allows"
        assert_clean(refused.reason)
        event(refused.reason.key)
    else:
        record, game = parse(text, playable())
        assert session.record == record and len(session.states()) == len(record.steps) + 1
        again = dumps(session.record, game)
        again.encode("utf-8")  # what autosave writes
        assert parse(again, playable())[0] == record
        event("loaded")
    assert path.read_bytes() == data


def test_the_real_saves_load_as_they_were_written(tmp_path):
    path = tmp_path / "real.json"
    for text in BASES:
        path.write_text(text, encoding="utf-8")
        assert dumps(read_session(path).record, parse(text, playable())[1]) == text
