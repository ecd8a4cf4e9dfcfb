"""Translatable messages for reasons, events and labels, without Qt.

`core` cannot import Qt, yet every reason and log line must reach the player in
their language. A message carries a Qt Linguist context, the English source
text (a `str.format` template) and its parameters; the desktop layer looks the
source up with `QCoreApplication.translate(context, text)` and formats it.
Definitions are written as `QT_TRANSLATE_NOOP("ctx", "text")` so that
`pyside6-lupdate` extracts them from the Python sources.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, NamedTuple

import attrs


def QT_TRANSLATE_NOOP(context: str, text: str) -> tuple[str, str]:  # noqa: N802 (lupdate's name)
    """Marks a literal for extraction; returns (context, text) unchanged."""
    return context, text


class Msg(NamedTuple):
    """A message instance: `key` is stable (tests, saves), `text` is the English template.

    A NamedTuple rather than attrs: games create thousands per playout.
    """

    key: str
    context: str
    text: str
    params: tuple[tuple[str, Any], ...] = ()

    def param(self, name: str) -> Any:
        return dict(self.params)[name]

    def english(self) -> str:
        """Rendered in English, translating nested messages (for logs, CLI, tests)."""
        return render(self, lambda ctx, text: text)


_new_msg = tuple.__new__  # skips NamedTuple's Python-level __new__ on the hot path


@attrs.frozen
class MsgDef:
    """A message definition; call it with parameters to get a `Msg`."""

    key: str
    context: str
    text: str

    def __call__(self, **params: Any) -> Msg:
        return _new_msg(Msg, (self.key, self.context, self.text, tuple(params.items())))


def message(key: str, marked: tuple[str, str]) -> MsgDef:
    context, text = marked
    return MsgDef(key, context, text)


def render(msg: Msg, translate) -> str:
    """Format `msg` with `translate(context, text) -> str`; nested Msg params are rendered too."""
    params = {
        name: render(value, translate) if isinstance(value, Msg) else value
        for name, value in msg.params
    }
    return translate(msg.context, msg.text).format(**params)


@attrs.frozen
class RuleLinks:
    """Where a game's messages come from in its rulebook: message key -> section id.

    Section ids are written on the rulebook headings of both languages as `## Title {#id}`
    (`i18n/rules/<lang>/<game>.md`). `reasons` covers every refusal, `events` every log line;
    `unlinked` names the game's other messages (option labels, names, fragments used inside other
    messages), so a test can tell a new message that lacks a section from one that needs none.
    """

    reasons: Mapping[str, str]
    events: Mapping[str, str]
    unlinked: frozenset[str] = frozenset()

    def section(self, key: str) -> str | None:
        return self.reasons.get(key) or self.events.get(key)


def links(section: str, *defs: MsgDef) -> dict[str, str]:
    """{key: section} for each definition: `links("retirement", RETIRE_WHEN, LAST_IN_GC)`."""
    return {d.key: section for d in defs}


def keys(*defs: MsgDef | Iterable[MsgDef]) -> frozenset[str]:
    """The keys of definitions (or of collections of them, e.g. a dict's values)."""
    out: set[str] = set()
    for d in defs:
        out.update([d.key] if isinstance(d, MsgDef) else (x.key for x in d))
    return frozenset(out)


# Messages every game shares.
NOT_YOUR_TURN = message("engine.not_your_turn", QT_TRANSLATE_NOOP("engine", "It is not your turn to decide."))
GAME_OVER = message("engine.game_over", QT_TRANSLATE_NOOP("engine", "The game is over."))
UNKNOWN_ACTION = message("engine.unknown_action", QT_TRANSLATE_NOOP("engine", "That move does not exist in this game."))
