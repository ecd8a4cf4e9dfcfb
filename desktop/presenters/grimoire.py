"""Grimoire on screen: the field, the MP track, the piles, the books and each player's cards.

Everything shown is built from `game.observe(state, perspective)` (or a view
with every hand hidden), never from the true state, so nothing hidden can leak
into the models. Perspective: the human deciding now; else the only human
seat (their hand stays visible while the computers think); else nobody.

Zone ids: "page:<n>" (the viewer's book), "slot:<i>" (field slots), "seat:<s>"
(a player's area), "deck", "discard", "items", "supply" (VP chips).
Piece ids: "bookmark", "card:<slot>", "hand:<seat>:<section>:<card>" (cards
grouped by kind; "?" for the hidden ones of other seats), "discard:<card>".
Legality always comes from the game's `check`.
"""
from __future__ import annotations

from collections import Counter
from typing import Any, Sequence


from gameshelf.core.engine import Event, Msg, QT_TRANSLATE_NOOP, message
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import (ChoosePage, Fireball, Give, Luck, NunPick, Seize, SpyLook, Sword,
                                                   Take, Target)
from gameshelf.core.games.grimoire.rules import score

from ..translations import tr
from . import HintMarks, Intent, Scene, View, perspective, seat_role
from .charts import chart, seat_series

ROUND_LABEL = message("grimoire_table.round", QT_TRANSLATE_NOOP("grimoire_table", "Round {round} · MP {mp}"))
LAST_ROUND_LABEL = message("grimoire_table.round_last", QT_TRANSLATE_NOOP(
    "grimoire_table", "Round {round} · MP {mp} · last round"))
CHOOSING = message("grimoire_table.choosing", QT_TRANSLATE_NOOP("grimoire_table", "choosing a page…"))
CHOSEN = message("grimoire_table.chosen", QT_TRANSLATE_NOOP("grimoire_table", "chosen"))
YOUR_PAGE = message("grimoire_table.your_page", QT_TRANSLATE_NOOP("grimoire_table", "chosen: {page} {name}"))
HIDDEN_TREASURES = message("grimoire_table.hidden_treasures", QT_TRANSLATE_NOOP("grimoire_table", "Treasures"))
HIDDEN_ITEMS = message("grimoire_table.hidden_items", QT_TRANSLATE_NOOP("grimoire_table", "Items"))
FACE_DOWN = message("grimoire_table.face_down", QT_TRANSLATE_NOOP("grimoire_table", "Face down"))
FACE_DOWN_TEXT = message("grimoire_table.face_down_text", QT_TRANSLATE_NOOP(
    "grimoire_table", "A quest card dealt face down. Whoever takes it looks at it; a companion is then shown."))
FACE_DOWN_SEEN = message("grimoire_table.face_down_seen", QT_TRANSLATE_NOOP(
    "grimoire_table", "Face down (your spy saw it)"))
HIDDEN_TEXT = message("grimoire_table.hidden_text", QT_TRANSLATE_NOOP(
    "grimoire_table", "Kept face down: only its holder sees it."))

# Short page texts for the book spread (the full text shows on hover).
SHORT = {
    D.LUCK: message("grimoire_table.short.luck", QT_TRANSLATE_NOOP("grimoire_table", "Redeal 1 field card")),
    D.SILENCE: message("grimoire_table.short.silence", QT_TRANSLATE_NOOP("grimoire_table", "Cancel a later page")),
    D.FIREBALL: message("grimoire_table.short.fireball", QT_TRANSLATE_NOOP(
        "grimoire_table", "Burn up to 2 field cards")),
    D.HEAL: message("grimoire_table.short.heal", QT_TRANSLATE_NOOP("grimoire_table", "1 card from the discards")),
    D.HASTE: message("grimoire_table.short.haste", QT_TRANSLATE_NOOP("grimoire_table", "Act as page 0")),
    D.RESISTANCE: message("grimoire_table.short.resistance", QT_TRANSLATE_NOOP("grimoire_table", "Defense, +1 chip")),
    D.CREATION: message("grimoire_table.short.creation", QT_TRANSLATE_NOOP("grimoire_table", "Draw 2 items")),
    D.LIGHTNING: message("grimoire_table.short.lightning", QT_TRANSLATE_NOOP("grimoire_table", "+2 chips")),
    D.CHARM: message("grimoire_table.short.charm", QT_TRANSLATE_NOOP(
        "grimoire_table", "Get a companion from the most")),
    D.SPIRIT: message("grimoire_table.short.spirit", QT_TRANSLATE_NOOP(
        "grimoire_table", "+3 chips if fewest, else +1")),
    D.TIME: message("grimoire_table.short.time", QT_TRANSLATE_NOOP("grimoire_table", "Reverse the order, Defense")),
    D.TRANSFORMATION: message("grimoire_table.short.transformation", QT_TRANSLATE_NOOP(
        "grimoire_table", "Half the richest's chips")),
    D.METEOR: message("grimoire_table.short.meteor", QT_TRANSLATE_NOOP("grimoire_table", "Others −1 chip, +2 chips")),
    D.DOMINATION: message("grimoire_table.short.domination", QT_TRANSLATE_NOOP(
        "grimoire_table", "Seize a companion, +1 chip")),
    D.MIRACLE: message("grimoire_table.short.miracle", QT_TRANSLATE_NOOP("grimoire_table", "2 discards, +2 chips")),
}

B_LOOK = message("grimoire_table.b_look", QT_TRANSLATE_NOOP("grimoire_table", "Spy: look"))
B_NO_LOOK = message("grimoire_table.b_no_look", QT_TRANSLATE_NOOP("grimoire_table", "Don't look"))
B_SWORD = message("grimoire_table.b_sword", QT_TRANSLATE_NOOP("grimoire_table", "Use the copper sword"))
B_NO_SWORD = message("grimoire_table.b_no_sword", QT_TRANSLATE_NOOP("grimoire_table", "Don't use a sword"))
B_BURN = message("grimoire_table.b_burn", QT_TRANSLATE_NOOP("grimoire_table", "Burn {count} selected"))
B_BURN_NONE = message("grimoire_table.b_burn_none", QT_TRANSLATE_NOOP("grimoire_table", "Burn nothing"))
B_NUN = message("grimoire_table.b_nun", QT_TRANSLATE_NOOP("grimoire_table", "Take the selected cards"))
B_CLEAR = message("grimoire_table.b_clear", QT_TRANSLATE_NOOP("grimoire_table", "Clear selection"))
B_TARGET = message("grimoire_table.b_target", QT_TRANSLATE_NOOP("grimoire_table", "Target {player}"))
HG_TAKE = message("grimoire_table.hg_take", QT_TRANSLATE_NOOP("grimoire_table", "Take {card}"))
HG_LUCK = message("grimoire_table.hg_luck", QT_TRANSLATE_NOOP("grimoire_table", "Luck: take {card}"))
HG_BURN = message("grimoire_table.hg_burn", QT_TRANSLATE_NOOP("grimoire_table", "Burn: {cards}"))
HG_GIVE = message("grimoire_table.hg_give", QT_TRANSLATE_NOOP("grimoire_table", "Give {card}"))
HG_SEIZE = message("grimoire_table.hg_seize", QT_TRANSLATE_NOOP("grimoire_table", "Seize {card}"))
HG_SEP = message("grimoire_table.hg_sep", QT_TRANSLATE_NOOP("grimoire_table", ", "))  # between card names
B_CHOOSE = message("grimoire_table.b_choose", QT_TRANSLATE_NOOP("grimoire_table", "Choose page {page}"))

S_CHOOSE = message("grimoire_table.s_choose", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: drag the bookmark onto a page from 1 to {mp}, or click one (arrows + Enter). Nobody sees it until all have chosen."))
S_CHOSEN = message("grimoire_table.s_chosen", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: page {page} marked. Waiting for the others…"))
S_WAIT_CHOOSE = message("grimoire_table.s_wait_choose", QT_TRANSLATE_NOOP(
    "grimoire_table", "The players choose their pages in secret…"))
S_TAKE = message("grimoire_table.s_take", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: take a field card — drag it to your area or click it (arrows + Enter, keys 1–{count})."))
S_LUCK = message("grimoire_table.s_luck", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: Luck — click the field card to discard; a new one is dealt in its place."))
S_FIREBALL = message("grimoire_table.s_fireball", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: Fireball — select up to two field cards to burn (click or Space), then confirm (Enter)."))
S_TARGET = message("grimoire_table.s_target", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: {page} — click the player to target."))
S_SPY = message("grimoire_table.s_spy", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: your spy may look at the face-down card (Y / N)."))
S_SWORD = message("grimoire_table.s_sword", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: {caster}'s {page} targets you. Discard a copper sword to cancel it (Y / N)?"))
S_NO_SWORD = message("grimoire_table.s_no_sword", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: {caster}'s {page} targets you. You hold no copper sword to cancel it: go on (N)."))
S_WAIT_SWORD = message("grimoire_table.s_wait_sword", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player} decides whether to use a copper sword…"))
S_GIVE = message("grimoire_table.s_give", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: Charm — click one of your companions to give to {caster}."))
S_SEIZE = message("grimoire_table.s_seize", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: Domination — click one of {target}'s companions to take."))
S_NUN = message("grimoire_table.s_nun", QT_TRANSLATE_NOOP(
    "grimoire_table", "{player}: your nun chooses — click {count} cards in the discard pile, then confirm."))
S_WAIT = message("grimoire_table.s_wait", QT_TRANSLATE_NOOP("grimoire_table", "{player} is deciding…"))
S_OVER = message("grimoire_table.s_over", QT_TRANSLATE_NOOP("grimoire_table", "{player} wins with {total} VP!"))
S_OVER_TIE = message("grimoire_table.s_over_tie", QT_TRANSLATE_NOOP(
    "grimoire_table", "A tie for first place: nobody wins."))

NOT_HERE = message("grimoire_table.not_here", QT_TRANSLATE_NOOP(
    "grimoire_table", "Drop the bookmark on a page of your book, or a field card in your own area."))
NOT_NOW = message("grimoire_table.not_now", QT_TRANSLATE_NOOP("grimoire_table", "Nothing to do with that card now."))
FIREBALL_FULL = message("grimoire_table.fireball_full", QT_TRANSLATE_NOOP(
    "grimoire_table", "Fireball burns at most two cards."))
NUN_FULL = message("grimoire_table.nun_full", QT_TRANSLATE_NOOP(
    "grimoire_table", "Your nun takes {count} cards: clear the selection to change it."))

TITLE = message("grimoire_table.title", QT_TRANSLATE_NOOP("grimoire_table", "Final score"))
WINNER = message("grimoire_table.winner", QT_TRANSLATE_NOOP("grimoire_table", "{player} wins!"))
NOBODY = message("grimoire_table.nobody", QT_TRANSLATE_NOOP(
    "grimoire_table", "A tie for first: the designer wins, and nobody at this table does."))
END_CARDS = message("grimoire_table.end_cards", QT_TRANSLATE_NOOP(
    "grimoire_table", "The game ended after round {round}: someone held ten treasures or companions."))
END_DECK = message("grimoire_table.end_deck", QT_TRANSLATE_NOOP(
    "grimoire_table", "The game ended in round {round}: no quest cards were left."))
ROUND_SHORT = message("grimoire_table.round_short", QT_TRANSLATE_NOOP("grimoire_table", "R{round}"))
CHART_TITLE = message("grimoire_table.chart_title", QT_TRANSLATE_NOOP("grimoire_table", "VP at the end of each round"))
CHART_X = message("grimoire_table.chart_x", QT_TRANSLATE_NOOP("grimoire_table", "Round"))
CHART_Y = message("grimoire_table.chart_y", QT_TRANSLATE_NOOP("grimoire_table", "VP"))

# Accessible names (the `a11y` field of zone and piece rows): what the thing is and where, for screen readers.
A_PAGE = message("grimoire_table.a_page", QT_TRANSLATE_NOOP("grimoire_table", "Grimoire page {number}, {name}"))
A_PAGE_LOCKED = message("grimoire_table.a_page_locked", QT_TRANSLATE_NOOP(
    "grimoire_table", "Grimoire page {number}, {name}, locked"))
A_CHOOSABLE = message("grimoire_table.a_choosable", QT_TRANSLATE_NOOP("grimoire_table", "{place}, you can choose it"))
A_BOOKMARKED = message("grimoire_table.a_bookmarked", QT_TRANSLATE_NOOP("grimoire_table", "{place}, your bookmark is here"))
A_SLOT = message("grimoire_table.a_slot", QT_TRANSLATE_NOOP("grimoire_table", "Field slot {number}: {card}"))
A_SLOT_EMPTY = message("grimoire_table.a_slot_empty", QT_TRANSLATE_NOOP("grimoire_table", "Field slot {number}, empty"))
A_SEAT = message("grimoire_table.a_seat", QT_TRANSLATE_NOOP("grimoire_table", "{name}'s cards"))
A_DECK = message("grimoire_table.a_deck", QT_TRANSLATE_NOOP("grimoire_table", "Quest deck"))
A_DISCARD = message("grimoire_table.a_discard", QT_TRANSLATE_NOOP("grimoire_table", "Discard pile"))
A_ITEMS = message("grimoire_table.a_items", QT_TRANSLATE_NOOP("grimoire_table", "Item deck"))
A_SUPPLY = message("grimoire_table.a_supply", QT_TRANSLATE_NOOP("grimoire_table", "VP chip supply"))
A_FIELD_CARD = message("grimoire_table.a_field_card", QT_TRANSLATE_NOOP("grimoire_table", "{card} in field slot {number}"))
A_HAND_CARD = message("grimoire_table.a_hand_card", QT_TRANSLATE_NOOP("grimoire_table", "{name}'s {card} (×{count})"))
A_DISCARD_CARD = message("grimoire_table.a_discard_card", QT_TRANSLATE_NOOP(
    "grimoire_table", "{card} (×{count}) in the discard pile"))
A_BOOKMARK = message("grimoire_table.a_bookmark", QT_TRANSLATE_NOOP("grimoire_table", "{name}'s bookmark on page {number}"))
A_BOOKMARK_FREE = message("grimoire_table.a_bookmark_free", QT_TRANSLATE_NOOP("grimoire_table", "{name}'s bookmark"))
A_BOOKMARK_NOBODY = message("grimoire_table.a_bookmark_nobody", QT_TRANSLATE_NOOP("grimoire_table", "Bookmark"))
A_PILES = {"deck": A_DECK, "discard": A_DISCARD, "items": A_ITEMS, "supply": A_SUPPLY}
COLUMNS = {
    "name": message("grimoire_table.col_name", QT_TRANSLATE_NOOP("grimoire_table", "Player")),
    "cards": message("grimoire_table.col_cards", QT_TRANSLATE_NOOP("grimoire_table", "Cards")),
    "items": message("grimoire_table.col_items", QT_TRANSLATE_NOOP("grimoire_table", "Items")),
    "chips": message("grimoire_table.col_chips", QT_TRANSLATE_NOOP("grimoire_table", "Chips")),
    "junk": message("grimoire_table.col_junk", QT_TRANSLATE_NOOP("grimoire_table", "Junk bonus")),
    "total": message("grimoire_table.col_total", QT_TRANSLATE_NOOP("grimoire_table", "Total")),
}

QUEST_PHASES = ("spy", "luck", "target", "fireball", "nun", "sword", "give", "seize", "take")
FLY_EVENTS = {"take", "give", "seize", "chips", "steal_chips", "lose_chip", "discard", "from_discard", "item",
              "sword", "replace", "deal"}



def card_text(key: str) -> tuple[str, str, int]:
    """Name, effect text and printed VP of a card (the hidden card: a back)."""
    if key == D.HIDDEN or key == "":
        return "", tr(HIDDEN_TEXT()), 0
    card = D.CARDS[key]
    return tr(card.name()), tr(card.text()), card.vp


def round_totals(history: Sequence[Any], final: Any) -> dict[int, list[int]]:
    """Round -> each seat's VP at its end. A step that ends a round also deals the next one, which moves no
    VP, so the first snapshot of round r + 1 holds round r's totals; the last round ends with the game."""
    totals = {before.round: [row["total"] for row in score(after)]
              for before, after in zip(history, history[1:]) if after.round != before.round}
    totals[final.round] = [row["total"] for row in score(final)]
    return totals


def spectator(game: Any, state: Any) -> Any:
    """What a spectator may see: an observation by no seat at all (every hand hidden)."""
    return game.observe(state, -1)


class GrimoirePresenter:
    qml = "games/grimoire/Grimoire.qml"
    dialog_events: tuple[str, ...] = ()  # only the end of the game has a result dialog

    def __init__(self, game: Any, seats: Any):
        self.game = game
        self.seats = tuple(seats)
        self.cursor = 1  # keyboard cursor in the book (page number)
        self.slot_cursor: int | None = None  # keyboard cursor on the field
        self.burn: list[int] = []  # Fireball: slots selected (UI only, until confirmed)
        self.nun: list[str] = []  # nun: discard cards selected (UI only)
        self.batch = 0  # bumps per absorbed decision, so QML flies each decision's cards once
        self.still = False  # drawn after an undo or a load: the table as it stands, nothing flies again

    # --- events --------------------------------------------------------------------
    def pace_ms(self, events: list[Event]) -> int:
        """Time to show a decision before the next computer move: flights, the reveal, a new deal."""
        flights = sum(e.kind in FLY_EVENTS for e in events)
        reveal = any(e.kind == "reveal" for e in events)
        return 350 + 160 * min(flights, 8) + (900 if reveal else 0)

    def absorb(self, events: list[Event]) -> None:
        self.batch += 1
        self.still = False
        self.burn, self.nun, self.slot_cursor = [], [], None

    def rebuild(self, history: list[Event]) -> None:
        self.absorb([])
        self.still = True

    # --- perspective ------------------------------------------------------------------
    def perspective(self, view: View) -> int | None:
        return perspective(self.seats, view)

    def observation(self, state: Any, view: View) -> tuple[Any, int | None]:
        me = self.perspective(view)
        return (spectator(self.game, state) if me is None else self.game.observe(state, me)), me

    # --- scene ---------------------------------------------------------------------------
    def scene(self, state: Any, view: View) -> Scene:
        seen, me = self.observation(state, view)
        deciding = view.viewer  # may act now (None: nobody at this screen may)
        phase = seen.phase
        if phase == "choose" and deciding is not None:
            self.cursor = max(D.FIRST_PAGE, min(self.cursor, seen.mp))
        field = self._field_pieces(seen, deciding)
        pieces = field + self._hand_pieces(seen, me, deciding) + self._discard_pieces(seen, deciding)
        pieces.append(self._bookmark(seen, me, deciding))
        zones = self._zones(seen, me, deciding, field)
        players = self._players(seen, me, view)
        self._name(zones, pieces, players)
        return Scene(zones, pieces, self._buttons(seen, deciding),
                     players, {**self._panel(seen, me, deciding, view), "a11yBookmark": pieces[-1]["a11y"]},
                     self._status(seen, deciding))

    def _name(self, zones: list[dict], pieces: list[dict], players: list[dict]) -> None:
        """Gives every zone, piece and player row its accessible name (`a11y`): what it is and where, translated."""
        for p in players:
            p["a11y"] = tr(A_SEAT(name=self.seats[p["seat"]].name))
        for z in zones:
            kind, n = z["kind"], z["pos"]
            if kind == "page":
                place = tr((A_PAGE if z["open"] else A_PAGE_LOCKED)(number=n, name=z["name"]))
                place = tr(A_BOOKMARKED(place=place)) if z["marked"] else place
                z["a11y"] = tr(A_CHOOSABLE(place=place)) if z["reachable"] else place
            elif kind == "slot":
                card = z.get("piece")
                z["a11y"] = tr(A_SLOT(number=n + 1, card=card["label"])) if card else tr(A_SLOT_EMPTY(number=n + 1))
            elif kind == "seat":
                z["a11y"] = tr(A_SEAT(name=self.seats[n].name))
            else:
                z["a11y"] = tr(A_PILES[kind]())
        for p in pieces:
            kind, seat = p["kind"], p["seat"]
            if kind == "field":
                p["a11y"] = tr(A_FIELD_CARD(card=p["label"], number=int(p["zone"].split(":")[1]) + 1))
            elif kind == "discard":
                p["a11y"] = tr(A_DISCARD_CARD(card=p["label"], count=p["count"]))
            elif kind == "bookmark":
                owner = self.seats[seat].name if seat >= 0 else ""
                p["a11y"] = (tr(A_BOOKMARK_NOBODY()) if not owner else tr(A_BOOKMARK_FREE(name=owner))
                             if not p["zone"].startswith("page:") else
                             tr(A_BOOKMARK(name=owner, number=p["zone"].split(":")[1])))
            else:
                p["a11y"] = tr(A_HAND_CARD(name=self.seats[seat].name, card=p["label"], count=p["count"]))

    def _acting(self, seen: Any, deciding: int | None, phase: str) -> bool:
        return deciding is not None and seen.phase == phase and deciding in self.game.to_act(seen)

    def _zones(self, seen: Any, me: int | None, deciding: int | None, field: list[dict]) -> list[dict]:
        choosing = self._acting(seen, deciding, "choose")
        mine = seen.players[me].page if me is not None else None
        zones = []
        for page in D.PAGES:
            n = page.number
            zones.append(self._zone(
                f"page:{n}", "page", n, reachable=choosing and n <= seen.mp, cursor=choosing and self.cursor == n,
                name=tr(page.name()), short=tr(SHORT[n]()), text=tr(page.text()), open=n <= seen.mp,
                marked=mine == n))
        picking = any(self._acting(seen, deciding, p) for p in ("take", "luck", "fireball"))
        cards = {p["zone"]: p for p in field}
        for slot in range(len(seen.field)):
            zones.append(self._zone(f"slot:{slot}", "slot", slot, reachable=picking and seen.field[slot] is not None,
                                    cursor=picking and self.slot_cursor == slot, piece=cards.get(f"slot:{slot}")))
        targeting = self._acting(seen, deciding, "target")
        for p in seen.players:
            zones.append(self._zone(f"seat:{p.seat}", "seat", p.seat,
                                    reachable=(targeting and p.seat in seen.candidates)
                                    or (self._acting(seen, deciding, "take") and p.seat == deciding)))
        for pile in ("deck", "discard", "items", "supply"):
            zones.append(self._zone(pile, pile, 0))
        return zones

    @staticmethod
    def _zone(uid: str, kind: str, pos: int, reachable: bool = False, cursor: bool = False, **extra) -> dict:
        return {"uid": uid, "kind": kind, "pos": pos, "cost": 0, "board": 0, "boardLabel": "", "reachable": reachable,
                "cursor": cursor, "trail": False, **extra}

    @staticmethod
    def _piece(uid: str, kind: str, seat: int, zone: str, card: str = "", count: int = 1, draggable: bool = False,
               highlighted: bool = False, label: str = "", **extra) -> dict:
        name, text, vp = card_text(card)
        return {"uid": uid, "kind": kind, "seat": seat, "die": 0, "colour": "", "label": label or name, "zone": zone,
                "slot": 0, "slots": 1, "onBoard": True, "leader": False, "draggable": draggable,
                "highlighted": highlighted, "lastMoved": False, "face": 0, "rollId": 0, "lost": False,
                "card": card, "count": count, "text": text, "vp": vp,
                "kindName": D.CARDS[card].kind if card in D.CARDS else "", **extra}

    def _field_pieces(self, seen: Any, deciding: int | None) -> list[dict]:
        taking = self._acting(seen, deciding, "take")
        clickable = taking or self._acting(seen, deciding, "luck") or self._acting(seen, deciding, "fireball")
        pieces = []
        for slot, card in enumerate(seen.field):
            if card is None:
                continue
            down = slot == seen.down
            piece = self._piece(f"card:{slot}", "field", -1, f"slot:{slot}", card, draggable=taking,
                                highlighted=slot in self.burn, faceDown=down, clickable=clickable)
            if down and card == D.HIDDEN:
                piece["label"], piece["text"] = tr(FACE_DOWN()), tr(FACE_DOWN_TEXT())
            elif down:  # this viewer's spy looked at it
                piece["seenBy"] = tr(FACE_DOWN_SEEN())
            pieces.append(piece)
        return pieces

    def _hand_pieces(self, seen: Any, me: int | None, deciding: int | None) -> list[dict]:
        """Each player's cards grouped by kind. Others' hidden cards come from the observation as "?"."""
        giving = self._acting(seen, deciding, "give")
        seizing = self._acting(seen, deciding, "seize")
        pieces = []
        for p in seen.players:
            own = p.seat == me
            clickable_comp = (giving and p.seat == deciding) or (seizing and p.seat == seen.target)
            for section, cards in (("companion", p.companions), ("treasure", p.treasures), ("item", p.items)):
                counts = Counter(cards)
                for card in sorted(counts, key=lambda c: (c == D.HIDDEN, c)):
                    piece = self._piece(f"hand:{p.seat}:{section}:{card}", section, p.seat, f"seat:{p.seat}", card,
                                        counts[card], highlighted=section == "companion" and clickable_comp,
                                        clickable=section == "companion" and clickable_comp, own=own)
                    if card == D.HIDDEN:
                        piece["label"] = tr(HIDDEN_TREASURES() if section == "treasure" else HIDDEN_ITEMS())
                    pieces.append(piece)
        return pieces

    def _discard_pieces(self, seen: Any, deciding: int | None) -> list[dict]:
        nun = self._acting(seen, deciding, "nun")
        counts = Counter(seen.discard)
        chosen = Counter(self.nun)
        return [self._piece(f"discard:{card}", "discard", -1, "discard", card, counts[card], clickable=nun,
                            highlighted=chosen[card] > 0, selected=chosen[card])
                for card in sorted(counts, key=lambda c: (D.CARDS[c].kind, -D.CARDS[c].vp, c))]

    def _bookmark(self, seen: Any, me: int | None, deciding: int | None) -> dict:
        choosing = self._acting(seen, deciding, "choose")
        page = seen.players[me].page if me is not None else None
        zone = f"page:{page}" if page else "book"
        colour = self.seats[me].colour if me is not None else "#b23a2e"
        piece = self._piece("bookmark", "bookmark", -1 if me is None else me, zone, draggable=choosing)
        piece["colour"] = colour
        return piece

    def _buttons(self, seen: Any, deciding: int | None) -> list[dict]:
        buttons: list[dict] = []

        def add(uid: str, msg: Msg, available: bool = True, main: bool = False, shortcut: str = ""):
            buttons.append({"uid": uid, "label": tr(msg), "available": available, "main": main,
                            "shortcut": shortcut, "confirm": ""})

        if deciding is None or deciding not in self.game.to_act(seen):
            return buttons
        phase = seen.phase
        if phase == "choose":
            add("choose", B_CHOOSE(page=self.cursor), True, True, "Enter")
        elif phase == "spy":
            add("look", B_LOOK(), main=True, shortcut="Y")
            add("no_look", B_NO_LOOK(), shortcut="N")
        elif phase == "sword":  # every target is asked; only a holder is offered the sword itself
            held = self._holds_sword(seen, deciding)
            if held:
                add("sword", B_SWORD(), main=True, shortcut="Y")
            add("no_sword", B_NO_SWORD(), main=not held, shortcut="N")
        elif phase == "fireball":
            add("burn", B_BURN(count=len(self.burn)) if self.burn else B_BURN_NONE(), main=True, shortcut="Enter")
            add("clear", B_CLEAR(), bool(self.burn), shortcut="Esc")
        elif phase == "nun":
            add("nun", B_NUN(), len(self.nun) == seen.pick, True, "Enter")
            add("clear", B_CLEAR(), bool(self.nun), shortcut="Esc")
        elif phase == "target":
            for seat in seen.candidates:
                add(f"target:{seat}", B_TARGET(player=self.seats[seat].name))
        return buttons

    @staticmethod
    def _holds_sword(seen: Any, seat: int) -> bool:
        """From `seat`'s own view (its items are face up to it); only ever asked for the deciding seat."""
        return "copper_sword" in seen.players[seat].items

    def _players(self, seen: Any, me: int | None, view: View) -> list[dict]:
        acting = self.game.to_act(seen) if seen.phase != "over" else ()
        quest = seen.phase in QUEST_PHASES or seen.phase == "over"
        rows = []
        for p in seen.players:
            seat = self.seats[p.seat]
            revealed = seen.phase != "choose" and p.page is not None and bool(seen.order)
            if seen.phase == "choose":
                if p.page is not None and p.seat == me:
                    page_state = tr(YOUR_PAGE(page=p.page, name=D.PAGE_BY_NUMBER[p.page].name()))
                else:
                    page_state = tr(CHOSEN()) if p.chosen else tr(CHOOSING())
            else:
                page_state = ""
            page = D.PAGE_BY_NUMBER.get(p.page) if revealed else None
            rows.append({
                "uid": f"seat:{p.seat}", "seat": p.seat, "name": seat.name, "colour": seat.colour,
                "role": seat_role(seat),
                "dice": 0, "gcTime": "", "gcGap": "", "gcPlace": 0, "inGc": False, "status": page_state,
                "stagePlace": 0, "active": quest and p.seat == seen.active, "toAct": p.seat in acting,
                "thinking": view.thinking == p.seat, "leader": False, "progress": 0.0, "total": -1,
                "token": p.token if quest and seen.order else 0, "chips": p.chips, "me": p.seat == me,
                "chosen": p.chosen, "revealed": revealed, "page": p.page if revealed else 0,
                "pageName": tr(page.name()) if page else "", "pageText": tr(page.text()) if page else "",
                "defense": p.seat in seen.defense, "silenced": p.seat in seen.silenced,
                "target": seen.phase == "target" and p.seat in seen.candidates and view.viewer in acting,
                "treasures": len(p.treasures), "companions": len(p.companions), "items": len(p.items),
            })
        return rows

    def _panel(self, seen: Any, me: int | None, deciding: int | None, view: View) -> dict:
        label = LAST_ROUND_LABEL if seen.ending else ROUND_LABEL
        return {
            "stageLabel": tr(label(round=seen.round, mp=seen.mp)), "round": seen.round, "mp": seen.mp,
            "mpMin": D.MP_START, "mpMax": D.MP_MAX, "slots": len(seen.field), "deck": len(seen.deck),
            "discard": len(seen.discard), "items": len(seen.item_deck), "usedSwords": len(seen.item_discard),
            "phase": seen.phase, "me": -1 if me is None else me, "choosing": self._acting(seen, deciding, "choose"),
            "nunPick": seen.pick if self._acting(seen, deciding, "nun") else 0, "nunChosen": len(self.nun),
            "defenseName": tr(D.DEFENSE_NAME()), "defenseText": tr(D.DEFENSE_TEXT()),
            "batch": self.batch, "flights": [] if self.still else self._flights(seen, view.recent),
            "ending": seen.ending,
            "reveal": [{"name": self.seats[e.get("seat")].name, "colour": self.seats[e.get("seat")].colour,
                        "page": e.get("page"), "pageName": tr(D.PAGE_BY_NUMBER[e.get("page")].name())}
                       for e in view.recent if e.kind == "reveal"],
        }

    def _flights(self, seen: Any, recent: tuple[Event, ...]) -> list[dict]:
        """What moves on the table after the last decision: from a zone id to a zone id (QML animates)."""
        flights = []

        def fly(src: str, dst: str, kind: str, card: str = "", chips: int = 0) -> None:
            flights.append({"from": src, "to": dst, "kind": kind, "label": card_text(card)[0] if card else "",
                            "chips": chips})

        for ev in recent:
            k = ev.kind
            if k == "take":
                fly(f"slot:{ev.get('slot')}", f"seat:{ev.get('seat')}", "card", ev.get("card"))
            elif k in ("give", "seize"):
                fly(f"seat:{ev.get('target')}", f"seat:{ev.get('seat')}", "card", ev.get("card"))
            elif k == "chips":
                fly("supply", f"seat:{ev.get('seat')}", "chips", chips=ev.get("chips"))
            elif k == "steal_chips":
                fly(f"seat:{ev.get('target')}", f"seat:{ev.get('seat')}", "chips", chips=ev.get("chips"))
            elif k == "lose_chip":
                fly(f"seat:{ev.get('target')}", "supply", "chips", chips=ev.get("chips"))
            elif k == "discard":
                fly(f"slot:{ev.get('slot')}", "discard", "card", ev.get("card"))
            elif k == "from_discard":
                fly("discard", f"seat:{ev.get('seat')}", "card", ev.get("card"))
            elif k == "item":
                fly("items", f"seat:{ev.get('seat')}", "card", ev.get("card"))
            elif k == "sword" and ev.get("use"):
                fly(f"seat:{ev.get('target')}", "items", "card", "copper_sword")
            elif k == "replace":
                fly("deck", f"slot:{ev.get('slot')}", "card", ev.get("card"))
            elif k == "deal":
                for slot, card in enumerate(ev.get("cards")):
                    fly("deck", f"slot:{slot}", "card", card)
        return flights

    def _status(self, seen: Any, deciding: int | None) -> str:
        names = [s.name for s in self.seats]
        if seen.phase == "over":
            outcome = self.game.outcome(seen)
            if not outcome.winners:
                return tr(S_OVER_TIE())
            win = outcome.winners[0]
            return tr(S_OVER(player=names[win], total=dict(outcome.scores)[win]))
        acting = self.game.to_act(seen)
        if seen.phase == "choose":
            if deciding is None:
                return tr(S_WAIT_CHOOSE())
            page = seen.players[deciding].page
            if seen.players[deciding].chosen and page is not None:
                return tr(S_CHOSEN(player=names[deciding], page=page))
            return tr(S_CHOOSE(player=names[deciding], mp=seen.mp))
        if deciding is None or deciding not in acting:
            if not acting:
                return ""
            # Every target is asked about the sword, so saying so tells nobody whether they hold one.
            wait = S_WAIT_SWORD if seen.phase == "sword" else S_WAIT
            return tr(wait(player=names[acting[0]]))
        who = names[deciding]
        caster = seen.active
        page = D.PAGE_BY_NUMBER[seen.players[caster].page].name() if seen.players[caster].page else ""
        phase = seen.phase
        if phase == "take":
            return tr(S_TAKE(player=who, count=len(seen.field)))
        if phase == "luck":
            return tr(S_LUCK(player=who))
        if phase == "fireball":
            return tr(S_FIREBALL(player=who))
        if phase == "target":
            return tr(S_TARGET(player=who, page=page))
        if phase == "spy":
            return tr(S_SPY(player=who))
        if phase == "sword":
            status = S_SWORD if self._holds_sword(seen, deciding) else S_NO_SWORD
            return tr(status(player=who, caster=names[caster], page=page))
        if phase == "give":
            return tr(S_GIVE(player=who, caster=names[caster]))
        if phase == "seize":
            return tr(S_SEIZE(player=who, target=names[seen.target]))
        return tr(S_NUN(player=who, count=seen.pick))

    # --- results ----------------------------------------------------------------------------
    def chapter(self, state: Any) -> tuple[int, Msg]:
        """The chapter a state belongs to, for the replay's jumps: the round."""
        return state.round, (LAST_ROUND_LABEL if state.ending else ROUND_LABEL)(round=state.round, mp=state.mp)

    def result_dialog(self, state: Any, final: bool, history: Sequence[Any] = ()) -> dict:
        """The score breakdown, the winner (or the designer), and VP after each round (from the session's
        snapshots). Only at the end, when every hand is shown, so true states may be read."""
        totals = round_totals(history, state)
        rows = score(state)
        outcome = self.game.outcome(state)
        place = {seat: i + 1 for i, seat in enumerate(outcome.ranking)}
        table = [{"seat": s, "name": self.seats[s].name, "color": self.seats[s].colour, "rank": place[s],
                  "winner": s in outcome.winners, **rows[s]} for s in outcome.ranking]
        rounds = sorted(totals)
        series = [seat_series(s, seat.name, seat.colour, [totals[r][s] for r in rounds])
                  for s, seat in enumerate(self.seats)]
        reason = END_DECK if state.end_reason == "deck" else END_CARDS
        return {
            "title": tr(TITLE()), "final": final,
            "winner": tr(WINNER(player=self.seats[outcome.winners[0]].name)) if outcome.winners else "",
            "nobody": "" if outcome.winners else tr(NOBODY()), "reason": tr(reason(round=state.round)),
            "rows": table, "headers": {k: tr(m()) for k, m in COLUMNS.items()},
            "chart": chart("vp", tr(CHART_TITLE()), tr(CHART_X()), tr(CHART_Y()),
                           [tr(ROUND_SHORT(round=r)) for r in rounds], series),
        }

    # --- input ---------------------------------------------------------------------------------
    def drop(self, state: Any, view: View, piece: str, zone: str) -> Intent:
        seat = view.viewer
        if piece == "bookmark" and zone.startswith("page:"):
            return Intent(((seat, ChoosePage(int(zone.split(":")[1]))),))
        if piece.startswith("card:") and zone.startswith("seat:"):
            if int(zone.split(":")[1]) != seat:
                return Intent(refusal=NOT_HERE())
            return Intent(((seat, Take(int(piece.split(":")[1]))),))
        return Intent(refusal=NOT_HERE())

    def activate(self, state: Any, view: View, target: str) -> Intent:
        seat = view.viewer
        kind, _, rest = target.partition(":")
        phase = state.phase
        if kind == "page":
            return Intent(((seat, ChoosePage(int(rest))),))
        if kind == "card" or kind == "slot":
            slot = int(rest)
            if phase == "luck":
                return Intent(((seat, Luck(slot)),))
            if phase == "fireball":
                return self._toggle_burn(state, seat, slot)
            return Intent(((seat, Take(slot)),))
        if kind == "seat":
            return Intent(((seat, Target(int(rest))),))
        if kind == "target":
            return Intent(((seat, Target(int(rest))),))
        if kind == "hand":
            owner, section, card = rest.split(":")
            if phase == "seize":
                return Intent(((seat, Seize(card)),))
            if phase == "give" or section == "companion":
                return Intent(((seat, Give(card)),))
            return Intent(refusal=NOT_NOW())
        if kind == "discard":
            return self._toggle_nun(state, seat, rest)
        if target == "choose":
            return Intent(((seat, ChoosePage(self.cursor)),))
        if target in ("look", "no_look"):
            return Intent(((seat, SpyLook(target == "look")),))
        if target in ("sword", "no_sword"):
            return Intent(((seat, Sword(target == "sword")),))
        if target == "burn":
            return Intent(((seat, Fireball(tuple(sorted(self.burn)))),))
        if target == "nun":
            return Intent(((seat, NunPick(tuple(sorted(self.nun)))),))
        if target == "clear":
            self.burn, self.nun = [], []
            return Intent(changed=True)
        return Intent()

    def _toggle_burn(self, state: Any, seat: int, slot: int) -> Intent:
        """Selecting is UI only, but each selection is checked as the Fireball it would become."""
        if slot in self.burn:
            self.burn.remove(slot)
            return Intent(changed=True)
        if len(self.burn) >= D.FIREBALL_MAX:
            return Intent(refusal=FIREBALL_FULL())
        problem = self.game.check(state, seat, Fireball(tuple(sorted(self.burn + [slot]))))
        if problem is not None:
            return Intent(refusal=problem)
        self.burn.append(slot)
        return Intent(changed=True)

    def _toggle_nun(self, state: Any, seat: int, card: str) -> Intent:
        """Click a discard card to add one of it to the nun's choice; click it again when full to take it back."""
        if state.phase != "nun" or seat != state.decider:
            return Intent(refusal=NOT_NOW())
        if len(self.nun) < state.pick and self.nun.count(card) < state.discard.count(card):
            self.nun.append(card)
            return Intent(changed=True)
        if card in self.nun:
            self.nun.remove(card)
            return Intent(changed=True)
        return Intent(refusal=NUN_FULL(count=state.pick))

    def press(self, state: Any, view: View, key: str) -> Intent:
        seat = view.viewer
        if seat is None:
            return Intent()
        phase = state.phase
        if phase == "choose":
            if key in ("Left", "Right", "Up", "Down"):
                step = {"Left": -1, "Right": 1, "Up": -8, "Down": 8}[key]
                self.cursor = max(D.FIRST_PAGE, min(state.mp, self.cursor + step))
                return Intent(changed=True)
            if key in ("Return", "Enter", "Space"):
                return Intent(((seat, ChoosePage(self.cursor)),))
            return Intent()
        if phase in ("take", "luck", "fireball"):
            full = [s for s, c in enumerate(state.field) if c is not None]
            if key in "123456" and len(key) == 1:
                slot = int(key) - 1
                return self.activate(state, view, f"slot:{slot}")
            if key in ("Left", "Right") and full:
                at = full.index(self.slot_cursor) if self.slot_cursor in full else -1
                at = (at + (1 if key == "Right" else -1)) % len(full)
                self.slot_cursor = full[at]
                return Intent(changed=True)
            if key == "Space" and phase == "fireball" and self.slot_cursor is not None:
                return self._toggle_burn(state, seat, self.slot_cursor)
            if key in ("Return", "Enter"):
                if phase == "fireball":
                    return self.activate(state, view, "burn")
                if self.slot_cursor is not None:
                    return self.activate(state, view, f"slot:{self.slot_cursor}")
            if key == "Escape" and phase == "fireball":
                return self.activate(state, view, "clear")
            return Intent()
        if key in ("Y", "N"):
            if phase == "spy":
                return self.activate(state, view, "look" if key == "Y" else "no_look")
            if phase == "sword":
                return self.activate(state, view, "sword" if key == "Y" else "no_sword")
        if phase == "nun":
            if key in ("Return", "Enter"):
                return self.activate(state, view, "nun")
            if key == "Escape":
                return self.activate(state, view, "clear")
        return Intent()

    def hint_marks(self, state: Any, seat: int, action: Any) -> HintMarks:
        seen = self.game.observe(state, seat)  # names only what this seat can see

        def name(card: str | None) -> str:
            return tr(D.CARDS[card].name()) if card in D.CARDS else tr(FACE_DOWN())

        def slots(chosen: Sequence[int]) -> str:
            return tr(HG_SEP()).join(name(seen.field[i]) for i in chosen)

        if isinstance(action, ChoosePage):
            # not the "choose" button: it names the keyboard-marked page
            return HintMarks(B_CHOOSE(page=action.page), ("bookmark",), (f"page:{action.page}",))
        if isinstance(action, Take):
            return HintMarks(HG_TAKE(card=slots([action.slot])), (f"card:{action.slot}",), (f"seat:{seat}",))
        if isinstance(action, Luck):
            return HintMarks(HG_LUCK(card=slots([action.slot])), (f"card:{action.slot}",), (f"seat:{seat}",))
        if isinstance(action, Fireball):
            return HintMarks(HG_BURN(cards=slots(action.slots)) if action.slots else B_BURN_NONE(),
                             tuple(f"card:{i}" for i in action.slots), buttons=("burn",))
        if isinstance(action, NunPick):
            return HintMarks(HG_TAKE(card=tr(HG_SEP()).join(name(c) for c in action.cards)), buttons=("nun",))
        if isinstance(action, Target):
            return HintMarks(B_TARGET(player=self.seats[action.seat].name), buttons=(f"target:{action.seat}",))
        if isinstance(action, SpyLook):
            return HintMarks(B_LOOK() if action.look else B_NO_LOOK(), buttons=("look" if action.look else "no_look",))
        if isinstance(action, Sword):
            return HintMarks(B_SWORD() if action.use else B_NO_SWORD(), buttons=("sword" if action.use else "no_sword",))
        if isinstance(action, Give):
            return HintMarks(HG_GIVE(card=name(action.card)))
        return HintMarks(HG_SEIZE(card=name(action.card)))


PRESENTER = GrimoirePresenter
