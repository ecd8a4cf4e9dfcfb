"""The rules of Grands Tours (product edition; design/games/grands_tours.md).

Flow: one round per card of the deck. The director car's card decides the
round: Camp ("camp": everyone rolls the grupetto, then re-adjusts in turn
from the leader), Rest day ("rest": in turn from the leader, each team rolls
its grupetto with any peloton dice it picks; then cards are turned up to the
next rest day), or a stage/assist card ("action": one move each in turn from
the leader, then the car's card and the held-over cards are judged, then the
jerseys; a lost overall die showing 7 may ask its old holder for a face,
"seven", and each new holder picks the rider die the jersey die replaces,
"jersey"). Then the car moves on; past the last card the game is "over".
"""
from __future__ import annotations

import functools
import random
from typing import Any, Sequence

from ...engine import Choice, Event, GameSpec, IllegalAction, Msg, OptionSpec, Outcome, Seat, SeededRng, event
from ...engine.contract import option_error
from ...engine.messages import GAME_OVER, NOT_YOUR_TURN, UNKNOWN_ACTION
from . import messages as M
from .actions import (ACTION_TYPES, EMPTY_PASS, KEEP, ROLL, Keep, Pass, Place, Readjust, Remove, Replace, RestRoll,
                      Roll, SevenFace, Swap, TakeJersey, Train)
from .data import (ASSISTS, CAMP_ASIDE, GRUPETTO, JERSEY_FACES, JERSEYS, MAX_FACE, PELOTON, SHORT, TEAM_DICE,
                   WEEK_SETS, WEEKS, Card)
from .state import GtState, JerseyDie, Team

JIDX = {name: i for i, name in enumerate(JERSEYS)}

_place = functools.lru_cache(maxsize=None)(Place)
_train = functools.lru_cache(maxsize=None)(Train)
_replace = functools.lru_cache(maxsize=None)(Replace)
_remove = functools.lru_cache(maxsize=None)(Remove)
_swap = functools.lru_cache(maxsize=None)(Swap)
_pass = functools.lru_cache(maxsize=None)(Pass)
_readjust = functools.lru_cache(maxsize=None)(Readjust)
_take = functools.lru_cache(maxsize=None)(TakeJersey)


@functools.lru_cache(maxsize=None)
def clockwise(n: int, start: int) -> tuple[int, ...]:
    """Seats from `start` (included) round the table (left-hand order)."""
    return tuple((start + i) % n for i in range(n))


def card_label(card: Card) -> Msg:
    if card.kind == "camp":
        return M.CARD_CAMP()
    if card.kind == "rest":
        return M.CARD_REST()
    if card.kind == "assist":
        return M.CARD_ASSIST(assist=M.ASSIST_NAMES[card.assist]())
    if card.lead is None:
        return M.CARD_STAGE_NO_LEAD(point=M.POINT_NAMES[card.point](), week=card.week)
    return M.CARD_STAGE(lead=card.lead, point=M.POINT_NAMES[card.point](), week=card.week)


def build_deck(course: str, weeks: str, assists: bool, n_players: int,
               rng: random.Random) -> tuple[tuple[Card, ...], list[int]]:
    """All cards of the game (ids = index) and the deck in draw order (next card last)."""
    cards: list[Card] = []

    def add(**fields: Any) -> int:
        cards.append(Card(len(cards), **fields))
        return len(cards) - 1

    camp = add(kind="camp")
    if course == "short":
        draws = [camp] + [add(kind="stage", lead=lead, point=point, week=week) for week, lead, point in SHORT]
        return tuple(cards), draws[::-1]
    chosen = [1, 2, 3] if course == "standard" else [int(w) for w in weeks.split("+")]
    decks = {w: [add(kind="stage", lead=lead, point=point, week=w) for lead, point in WEEKS[w]] for w in chosen}
    if course == "standard" or assists:
        pool = [a for a in ASSISTS for _ in range(2)]
        rng.shuffle(pool)
        for i, assist in enumerate(pool[:n_players]):  # as many as players, round-robin into the weeks
            week = chosen[i % len(chosen)]
            decks[week].append(add(kind="assist", assist=assist, week=week))
    draws = [camp]
    for i, week in enumerate(chosen):
        if i:
            draws.append(add(kind="rest"))
        rng.shuffle(decks[week])
        draws.extend(decks[week])
    return tuple(cards), draws[::-1]


def deck_segments(deck: list[int], cards: tuple[Card, ...]) -> list[tuple[int, int]]:
    """(start, end) slices of the deck between rest days: cards only ever shuffle within one."""
    spans, start = [], 0
    for i, card in enumerate(deck):
        if cards[card].kind == "rest":
            spans.append((start, i))
            start = i + 1
    spans.append((start, len(deck)))
    return spans


class GrandsTours:
    spec = GameSpec(
        "grands_tours",
        M.NAME,
        4,
        6,
        (
            OptionSpec("course", M.OPT_COURSE, "standard",
                       (Choice("standard", M.OPT_STANDARD()), Choice("short", M.OPT_SHORT()),
                        Choice("custom", M.OPT_CUSTOM()))),
            OptionSpec("weeks", M.OPT_WEEKS, "1+2+3", tuple(Choice(w, M.WEEKS_LABEL(weeks=w)) for w in WEEK_SETS),
                       only_with=(("course", "custom"),)),
            OptionSpec("assists", M.OPT_ASSISTS, True, only_with=(("course", "custom"),)),
            OptionSpec("first_leader", M.OPT_LEADER, "random",
                       (Choice("random", M.LEADER_RANDOM()),
                        *(Choice(str(k), M.LEADER_SEAT(number=k)) for k in range(1, 7)))),
        ),
        available=True,
    )
    action_types = ACTION_TYPES

    # --- setup ------------------------------------------------------------------
    def check_options(self, n_players: int, options: dict[str, Any]) -> Msg | None:
        problem = option_error(self.spec, n_players, options, M.BAD_PLAYERS, M.BAD_OPTION)
        leader = options.get("first_leader", "random")
        if problem is None and leader != "random" and int(leader) > n_players:
            return M.LEADER_SEAT_MISSING(number=leader)
        return problem

    def new_game(self, seats: Sequence[Seat], options: dict[str, Any], seed: int) -> GtState:
        problem = self.check_options(len(seats), options)
        if problem is not None:
            raise IllegalAction(problem)
        opts = {**self.spec.defaults(), **options}
        n = len(seats)
        rng = SeededRng(seed)
        cards, deck = build_deck(opts["course"], opts["weeks"], bool(opts["assists"]), n, rng)
        named = opts["first_leader"] != "random"
        leader = int(opts["first_leader"]) - 1 if named else rng.randrange(n)
        teams = [Team(grupetto=TEAM_DICE) for _ in range(n)]
        jerseys = [JerseyDie() for _ in JERSEYS]
        state = GtState(tuple(s.name for s in seats), cards, deck, teams, jerseys, rng, random_leader=not named)
        ev: list[Event] = []
        # Every die starts in the grupetto (Camp rolls them); the leader's rider die rests on the jersey card.
        teams[leader].grupetto -= 1
        jerseys[0].holder, jerseys[0].zone = leader, "grupetto"
        said = M.LOG_LEADER_NAMED if named else M.LOG_LEADER_LOT
        ev.append(event("leader", said(team=state.names[leader]), seat=leader, drawn=not named))
        self._deal(state, ev)
        self._start_round(state, ev)
        state.intro = tuple(ev)
        return state

    # --- who decides, and what ----------------------------------------------------
    def to_act(self, state: GtState) -> tuple[int, ...]:
        return (state.queue[0],) if state.phase != "over" and state.queue else ()

    def legal_actions(self, state: GtState, player: int) -> list[Any]:
        if state.phase == "over" or not state.queue or player != state.queue[0]:
            return []
        phase = state.phase
        if phase == "action":
            return self._action_moves(state, player)
        if phase == "camp":
            return self._camp_moves(state, player)
        if phase == "rest":
            return self._rest_moves(state, player)
        if phase == "seven":
            return [SevenFace(f) for f in self._seven_faces(state)]
        if phase == "jersey":
            return self._take_moves(state, player)
        return []

    def check(self, state: GtState, player: int, action: Any) -> Msg | None:
        if state.phase == "over":
            return GAME_OVER()
        kind = type(action)
        if kind not in _CHECKS:
            return UNKNOWN_ACTION()
        if not state.queue or player != state.queue[0]:
            return NOT_YOUR_TURN()
        if _PHASE_OF[kind] != state.phase:
            return M.WRONG_PHASE()
        return _CHECKS[kind](self, state, player, action)

    # --- reading the table ----------------------------------------------------------
    def biddable(self, state: GtState) -> list[int]:
        """Cards that take dice: held-over ones, then the stage and assist cards from the car on."""
        cards = state.cards
        return state.held + [c for c in state.course[state.car:] if cards[c].biddable]

    def peloton_jerseys(self, state: GtState, seat: int, zone: str = "peloton") -> list[tuple[str, int]]:
        """(name, face) of the jersey dice `seat` has in `zone`."""
        return [(JERSEYS[i], j.face) for i, j in enumerate(state.jerseys) if j.holder == seat and j.zone == zone]

    def totals(self, state: GtState, jersey: int) -> list[int]:
        attr = ("lead", "sprint", "mountain")[jersey]
        return [getattr(t, attr) for t in state.teams]

    def card_sums(self, state: GtState, card: int) -> list[int]:
        sums = [0] * state.n
        for owner, face, _j in state.bids.get(card, ()):
            sums[owner] += face
        return sums

    def _units(self, state: GtState, seat: int, face: int) -> list[str]:
        """The dice of `face` in `seat`'s peloton: "" per rider die (at most two listed), then jersey names."""
        riders = state.teams[seat].peloton[face] if face <= 6 else 0
        return [""] * min(riders, 2) + [JERSEYS[i] for i, j in enumerate(state.jerseys)
                                        if j.holder == seat and j.zone == "peloton" and j.face == face]

    def _has(self, state: GtState, seat: int, face: int, jersey: str, zone: str = "peloton") -> bool:
        if type(face) is not int or type(jersey) is not str:
            return False
        if jersey == "":
            if not 1 <= face <= 6:
                return False
            counts = state.teams[seat].peloton if zone == "peloton" else state.teams[seat].camp
            return counts[face] > 0
        i = JIDX.get(jersey)
        if i is None:
            return False
        j = state.jerseys[i]
        return j.holder == seat and j.zone == zone and j.face == face

    @staticmethod
    def _dup(state: GtState, seat: int) -> bool:
        return "duplicates" in state.teams[seat].assists

    @staticmethod
    def _faces_on(state: GtState, card: int) -> int:
        mask = 0
        for _o, face, _j in state.bids.get(card, ()):
            mask |= 1 << face
        return mask

    # --- action phase: checks ------------------------------------------------------------
    def _on_course(self, state: GtState, card: Any) -> bool:
        return type(card) is int and card in self.biddable(state)

    def _check_place(self, state: GtState, seat: int, a: Place) -> Msg | None:
        if not self._on_course(state, a.card):
            return M.NOT_ON_COURSE()
        if not self._has(state, seat, a.face, a.jersey):
            return M.NO_SUCH_DIE()
        if not self._dup(state, seat) and self._faces_on(state, a.card) >> a.face & 1:
            return M.FACE_TAKEN(face=a.face)
        return None

    def _check_train(self, state: GtState, seat: int, a: Train) -> Msg | None:
        if not self._on_course(state, a.card):
            return M.NOT_ON_COURSE()
        if type(a.low) is not int or not 1 <= a.low <= MAX_FACE - 2 or not _canonical(a.jerseys):
            return M.TRAIN_FACES()
        faces = (a.low, a.low + 1, a.low + 2)
        used = {state.jerseys[JIDX[j]].face for j in a.jerseys}
        if len(used) != len(a.jerseys) or not used <= set(faces):
            return M.TRAIN_FACES()
        if not all(self._has(state, seat, state.jerseys[JIDX[j]].face, j) for j in a.jerseys):
            return M.NO_SUCH_DIE()
        if not all(self._has(state, seat, f, "") for f in faces if f not in used):
            return M.NO_SUCH_DIE()
        if not self._dup(state, seat) and any(self._faces_on(state, a.card) >> f & 1 for f in faces):
            return M.TRAIN_FACES()
        return None

    def _target(self, state: GtState, card: Any, face: Any, owner: Any, jersey: Any) -> bool:
        return (type(owner) is int and type(face) is int and type(jersey) is str
                and (owner, face, jersey) in state.bids.get(card, ()))

    def _check_replace(self, state: GtState, seat: int, a: Replace) -> Msg | None:
        if not self._on_course(state, a.card):
            return M.NOT_ON_COURSE()
        if not self._target(state, a.card, a.face, a.owner, a.target):
            return M.NO_TARGET()
        if not self._two(state, seat, a.face, a.keep, a.spend):
            return M.NEED_TWO(face=a.face)
        if not self._dup(state, seat) and sum(1 for d in state.bids[a.card] if d[1] == a.face) > 1:
            return M.DUPLICATE_LEFT()
        return None

    def _two(self, state: GtState, seat: int, face: int, keep: Any, spend: Any) -> bool:
        """`keep` and `spend` name two different dice of `face` in the peloton."""
        if type(keep) is not str or type(spend) is not str:
            return False
        if keep == spend:
            return keep == "" and 1 <= face <= 6 and state.teams[seat].peloton[face] >= 2
        return self._has(state, seat, face, keep) and self._has(state, seat, face, spend)

    def _check_remove(self, state: GtState, seat: int, a: Remove) -> Msg | None:
        if "removal" not in state.teams[seat].assists:
            return M.NO_ASSIST(assist=M.ASSIST_NAMES["removal"]())
        if not self._on_course(state, a.card):
            return M.NOT_ON_COURSE()
        if not self._target(state, a.card, a.face, a.owner, a.target):
            return M.NO_TARGET()
        if not self._has(state, seat, a.face, a.spend):
            return M.NO_SUCH_DIE()
        return None

    def _check_swap(self, state: GtState, seat: int, a: Swap) -> Msg | None:
        if "swap" not in state.teams[seat].assists:
            return M.NO_ASSIST(assist=M.ASSIST_NAMES["swap"]())
        if not self._on_course(state, a.frm) or not self._on_course(state, a.to):
            return M.NOT_ON_COURSE()
        if a.frm == a.to or a.owner == seat or not self._target(state, a.frm, a.face, a.owner, a.target):
            return M.BAD_SWAP()
        if not self._target(state, a.to, a.face, seat, a.mine):
            return M.BAD_SWAP()
        if self._count(state, a.frm, a.face) > 1 or self._count(state, a.to, a.face) > 1:
            # A swap would hand a doubled face to a team without the Duplicates allowed card (cf. the FAQ on Replace).
            return M.DUPLICATE_LEFT()
        return None

    @staticmethod
    def _count(state: GtState, card: int, face: int) -> int:
        return sum(1 for d in state.bids.get(card, ()) if d[1] == face)

    def _grupetto_size(self, state: GtState, seat: int) -> int:
        return state.teams[seat].grupetto + sum(1 for j in state.jerseys if j.holder == seat and j.zone == "grupetto")

    def _peloton_size(self, state: GtState, seat: int) -> int:
        return sum(state.teams[seat].peloton) + sum(
            1 for j in state.jerseys if j.holder == seat and j.zone == "peloton")

    def _check_roll(self, state: GtState, seat: int, a: Roll) -> Msg | None:
        return None if self._grupetto_size(state, seat) else M.NOTHING_TO_ROLL()

    def _check_pass(self, state: GtState, seat: int, a: Pass) -> Msg | None:
        if type(a.count) is not int or type(a.face) is not int or not _canonical(a.jerseys):
            return M.BAD_PASS()
        if a.count == 0:
            stuck = not self._peloton_size(state, seat) and not self._grupetto_size(state, seat)
            return None if stuck and a.face == 0 and not a.jerseys else M.BAD_PASS()
        if a.count not in (1, 2) or len(a.jerseys) > a.count:
            return M.BAD_PASS()
        if not all(self._has(state, seat, a.face, j) for j in a.jerseys):
            return M.BAD_PASS()
        riders = a.count - len(a.jerseys)
        if riders and not (1 <= a.face <= 6 and state.teams[seat].peloton[a.face] >= riders):
            return M.BAD_PASS()
        return None

    # --- action phase: the moves -----------------------------------------------------------
    def _action_moves(self, state: GtState, seat: int) -> list[Any]:
        team = state.teams[seat]
        pel = team.peloton
        mine = self.peloton_jerseys(state, seat)
        by_face: dict[int, list[str]] = {}
        for name, face in mine:
            by_face.setdefault(face, []).append(name)
        dup = "duplicates" in team.assists
        removal = "removal" in team.assists
        swap = "swap" in team.assists
        cards = self.biddable(state)
        # The trains the peloton can lay, by low face (the jersey dice each uses), the same on every card.
        trains: list[tuple[int, list[tuple[str, ...]]]] = []
        for low in range(1, MAX_FACE - 1):
            options = [([""] if f <= 6 and pel[f] else []) + by_face.get(f, []) for f in (low, low + 1, low + 2)]
            if not all(options):
                continue
            if len(options[0]) == len(options[1]) == len(options[2]) == 1:
                used = tuple(j for opt in options for j in opt if j)
                trains.append((low, [tuple(sorted(used, key=JIDX.__getitem__))]))
            else:
                trains.append((low, [tuple(sorted([j for j in (x, y, z) if j], key=JIDX.__getitem__))
                                     for x in options[0] for y in options[1] for z in options[2]]))
        rider_faces = [f for f in range(1, 7) if pel[f]]
        out: list[Any] = []
        for c in cards:
            bids = state.bids.get(c, ())
            mask = 0
            for _o, f, _j in bids:
                mask |= 1 << f
            if dup:
                mask = 0
            for f in rider_faces:
                if not mask >> f & 1:
                    out.append(_place(c, f, ""))
            for name, f in mine:
                if not mask >> f & 1:
                    out.append(_place(c, f, name))
            for low, useds in trains:
                if mask >> low & 7:
                    continue
                for used in useds:
                    out.append(_train(c, low, used))
            seen = set()
            for die in bids:
                if die in seen:
                    continue
                seen.add(die)
                owner, f, target = die
                riders = pel[f] if f <= 6 else 0
                js = by_face.get(f, ())
                if riders + len(js) >= 2 and (dup or sum(1 for d in bids if d[1] == f) == 1):
                    for keep, spend in _pairs(riders, js):
                        out.append(_replace(c, f, owner, target, keep, spend))
                if removal:
                    if riders:
                        out.append(_remove(c, f, owner, target, ""))
                    for j in js:
                        out.append(_remove(c, f, owner, target, j))
                if swap and owner != seat and self._count(state, c, f) == 1:
                    for c2 in cards:
                        if c2 == c or self._count(state, c2, f) > 1:
                            continue
                        names = {d[2] for d in state.bids.get(c2, ()) if d[0] == seat and d[1] == f}
                        for m in sorted(names, key=lambda x: JIDX.get(x, -1)):
                            out.append(_swap(c, c2, f, owner, target, m))
        if self._grupetto_size(state, seat):
            out.append(ROLL)
        for f in range(1, 7):
            if pel[f]:
                out.append(_pass(f, 1, ()))
                if pel[f] >= 2:
                    out.append(_pass(f, 2, ()))
        for name, f in mine:
            out.append(_pass(f, 1, (name,)))
            if f <= 6 and pel[f]:
                out.append(_pass(f, 2, (name,)))
        for i, (n1, f1) in enumerate(mine):
            for n2, f2 in mine[i + 1:]:
                if f1 == f2:
                    out.append(_pass(f1, 2, (n1, n2)))
        if not self._peloton_size(state, seat) and not self._grupetto_size(state, seat):
            out.append(EMPTY_PASS)
        return out

    # --- action phase: apply ----------------------------------------------------------------
    def _take_from_peloton(self, state: GtState, seat: int, face: int, jersey: str) -> None:
        if jersey:
            j = state.jerseys[JIDX[jersey]]
            j.zone, j.face = "limbo", 0
        else:
            state.teams[seat].peloton[face] -= 1

    def _put_on_card(self, state: GtState, seat: int, card: int, face: int, jersey: str) -> None:
        state.bids.setdefault(card, []).append((seat, face, jersey))
        if jersey:
            j = state.jerseys[JIDX[jersey]]
            j.zone, j.card, j.face = "card", card, face

    def _to_grupetto(self, state: GtState, owner: int, jersey: str) -> None:
        if jersey:
            j = state.jerseys[JIDX[jersey]]
            j.zone, j.card, j.face = "grupetto", -1, 0
        else:
            state.teams[owner].grupetto += 1

    def _off_card(self, state: GtState, card: int, die: tuple[int, int, str]) -> None:
        bids = state.bids[card]
        bids.remove(die)
        if not bids:
            del state.bids[card]

    def _do_action(self, state: GtState, seat: int, a: Any, ev: list[Event]) -> None:
        name = state.names[seat]
        kind = type(a)
        if kind is Place:
            self._take_from_peloton(state, seat, a.face, a.jersey)
            self._put_on_card(state, seat, a.card, a.face, a.jersey)
            ev.append(event("place", M.LOG_PLACE(team=name, face=a.face, card=self._label(state, a.card)),
                            seat=seat, card=a.card, face=a.face, jersey=a.jersey))
        elif kind is Train:
            by_face = {state.jerseys[JIDX[j]].face: j for j in a.jerseys}
            faces = (a.low, a.low + 1, a.low + 2)
            for f in faces:
                self._take_from_peloton(state, seat, f, by_face.get(f, ""))
                self._put_on_card(state, seat, a.card, f, by_face.get(f, ""))
            ev.append(event("train", M.LOG_TRAIN(team=name, faces="-".join(map(str, faces)),
                                                 card=self._label(state, a.card)),
                            seat=seat, card=a.card, low=a.low, jerseys=a.jerseys))
        elif kind is Replace:
            self._off_card(state, a.card, (a.owner, a.face, a.target))
            self._to_grupetto(state, a.owner, a.target)
            self._take_from_peloton(state, seat, a.face, a.spend)
            self._to_grupetto(state, seat, a.spend)
            self._take_from_peloton(state, seat, a.face, a.keep)
            self._put_on_card(state, seat, a.card, a.face, a.keep)
            ev.append(event("replace", M.LOG_REPLACE(team=name, owner=state.names[a.owner], face=a.face,
                                                     card=self._label(state, a.card)),
                            seat=seat, card=a.card, face=a.face, owner=a.owner, target=a.target, keep=a.keep,
                            spend=a.spend))
        elif kind is Remove:
            self._off_card(state, a.card, (a.owner, a.face, a.target))
            self._to_grupetto(state, a.owner, a.target)
            self._take_from_peloton(state, seat, a.face, a.spend)
            self._to_grupetto(state, seat, a.spend)
            ev.append(event("remove", M.LOG_REMOVE(team=name, owner=state.names[a.owner], face=a.face,
                                                   card=self._label(state, a.card)),
                            seat=seat, card=a.card, face=a.face, owner=a.owner, target=a.target, spend=a.spend))
        elif kind is Swap:
            theirs, ours = (a.owner, a.face, a.target), (seat, a.face, a.mine)
            self._off_card(state, a.frm, theirs)
            self._off_card(state, a.to, ours)
            self._put_on_card(state, a.owner, a.to, a.face, a.target)
            self._put_on_card(state, seat, a.frm, a.face, a.mine)
            ev.append(event("swap", M.LOG_SWAP(team=name, owner=state.names[a.owner], face=a.face,
                                               frm=self._label(state, a.frm), to=self._label(state, a.to)),
                            seat=seat, frm=a.frm, to=a.to, face=a.face, owner=a.owner, target=a.target,
                            mine=a.mine))
        elif kind is Roll:
            faces, jerseys = self._roll_grupetto(state, seat)
            shown = _show(faces, jerseys)
            ev.append(event("roll", M.LOG_ROLL(team=name, faces=shown), chance=True, seat=seat, faces=faces,
                            jerseys=jerseys))
        elif kind is Pass:
            if a.count == 0:
                ev.append(event("pass", M.LOG_PASS_EMPTY(team=name), seat=seat, face=0, count=0, jerseys=()))
            else:
                for j in a.jerseys:
                    self._take_from_peloton(state, seat, a.face, j)
                    self._to_grupetto(state, seat, j)
                for _ in range(a.count - len(a.jerseys)):
                    self._take_from_peloton(state, seat, a.face, "")
                    self._to_grupetto(state, seat, "")
                ev.append(event("pass", M.LOG_PASS(team=name, faces=", ".join([str(a.face)] * a.count)), seat=seat,
                                face=a.face, count=a.count, jerseys=a.jerseys))

    def _roll_grupetto(self, state: GtState, seat: int, stay: int = 0,
                       stay_jerseys: tuple[str, ...] = ()) -> tuple[tuple[int, ...], tuple[tuple[str, int], ...]]:
        """The grupetto's dice (but `stay` rider dice and `stay_jerseys`) to the peloton re-rolled; 1s straight
        back. Returns the faces rolled."""
        team = state.teams[seat]
        rng = state.rng
        faces = tuple(sorted(rng.randrange(6) + 1 for _ in range(team.grupetto - stay)))
        team.grupetto = stay
        for f in faces:
            if f == 1:
                team.grupetto += 1
            else:
                team.peloton[f] += 1
        jerseys = []
        for i, j in enumerate(state.jerseys):
            if j.holder == seat and j.zone == "grupetto" and JERSEYS[i] not in stay_jerseys:
                j.zone, j.face = "peloton", rng.choice(JERSEY_FACES[JERSEYS[i]])
                jerseys.append((JERSEYS[i], j.face))
        return faces, tuple(jerseys)

    # --- judging -------------------------------------------------------------------------
    def _judge(self, state: GtState, ev: list[Event]) -> None:
        car = state.car_card
        for card in [car] + [c for c in state.held if c != car]:
            bids = state.bids.get(card)
            label = self._label(state, card)
            if not bids:
                if card in state.held:
                    state.held.remove(card)
                state.home.append(card)
                ev.append(event("home", M.LOG_HOME(card=label), card=card))
                continue
            sums = self.card_sums(state, card)
            best = max(sums)
            top = [s for s in range(state.n) if sums[s] == best]
            if len(top) > 1:
                if card not in state.held:
                    state.held.append(card)
                ev.append(event("tie", M.LOG_TIE(card=label, total=best), card=card, seats=tuple(top),
                                sums=tuple(sums)))
                continue
            winner = top[0]
            if card in state.held:
                state.held.remove(card)
            for owner, _face, jersey in state.bids.pop(card):
                self._to_grupetto(state, owner, jersey)
            self._win_card(state, winner, card)
            ev.append(event("win", M.LOG_WIN(team=state.names[winner], card=label, total=best), seat=winner,
                            card=card, sums=tuple(sums)))
        self._judge_jerseys(state, ev)

    def _win_card(self, state: GtState, seat: int, card: int) -> None:
        team = state.teams[seat]
        c = state.cards[card]
        team.won.append(card)
        if c.kind == "assist":
            if c.assist not in team.assists:
                team.assists.append(c.assist)
            return
        team.lead += c.lead_time
        if c.point == "sprint":
            team.sprint += 1
        elif c.point == "mountain":
            team.mountain += 1

    def _judge_jerseys(self, state: GtState, ev: list[Event]) -> None:
        """Each jersey goes to whoever now exceeds its holder; ties for the new best go earlier in turn order.

        Judged once per round, so several changes in one phase are one handover (FAQ).
        """
        for i, name in enumerate(JERSEYS):
            totals = self.totals(state, i)
            holder = state.jerseys[i].holder
            bar = totals[holder] if holder >= 0 else 0
            best = max(totals)
            if best <= bar:
                continue
            gainer = next(s for s in state.order if totals[s] == best)
            ev.append(event("jersey", M.LOG_JERSEY(team=state.names[gainer], jersey=M.JERSEY_NAMES[name]()),
                            seat=gainer, frm=holder, jersey=name, total=best))
            if holder >= 0:
                state.swaps.append(("lose", i, holder))
            state.swaps.append(("take", i, gainer))
        self._run_swaps(state, ev)

    def _run_swaps(self, state: GtState, ev: list[Event]) -> None:
        while state.swaps:
            step, i, seat = state.swaps[0]
            if step == "lose":
                j = state.jerseys[i]
                if j.face == MAX_FACE and j.zone in ("peloton", "card"):
                    state.seven_card = PELOTON if j.zone == "peloton" else j.card
                    faces = self._seven_faces(state)
                    if len(faces) > 1:
                        state.phase, state.queue = "seven", [seat]
                        return
                    self._hand_back(state, i, faces[0] if faces else 0, ev)
                else:
                    self._hand_back(state, i, j.face, ev)
            else:
                options = self._take_moves(state, seat, i)
                if len(options) > 1:
                    state.phase, state.queue = "jersey", [seat]
                    return
                self._take_jersey(state, seat, options[0], ev)
        self._end_round(state, ev)

    def _seven_faces(self, state: GtState) -> list[int]:
        """Faces the rider die replacing a lost overall die showing 7 may show (none: it goes to the grupetto)."""
        if state.seven_card == PELOTON:
            return list(range(1, 7))
        mask = self._faces_on(state, state.seven_card)
        return [f for f in range(1, 7) if not mask >> f & 1]

    def _hand_back(self, state: GtState, i: int, face: int, ev: list[Event]) -> None:
        """The loser's rider die from the jersey card takes the jersey die's place showing `face` (0: grupetto)."""
        _step, _i, seat = state.swaps.pop(0)
        j = state.jerseys[i]
        team = state.teams[seat]
        if j.zone == "grupetto" or face == 0:
            if j.zone == "card":
                self._off_card(state, j.card, (seat, j.face, JERSEYS[i]))
            team.grupetto += 1
            face = 0
        elif j.zone == "peloton":
            team.peloton[face] += 1
        else:
            bids = state.bids[j.card]
            bids[bids.index((seat, j.face, JERSEYS[i]))] = (seat, face, "")
        where = j.card if j.zone == "card" else PELOTON if j.zone == "peloton" else GRUPETTO
        j.holder, j.zone, j.card, j.face = -1, "rest", -1, 0
        said = M.LOG_JERSEY_BACK(face=face) if face else M.LOG_JERSEY_BACK_GRUPETTO()
        said = said._replace(params=(("team", state.names[seat]), ("jersey", M.JERSEY_NAMES[JERSEYS[i]]()),
                                     *said.params))
        ev.append(event("jersey_back", said,
                        seat=seat, jersey=JERSEYS[i], where=where, face=face))

    def _take_moves(self, state: GtState, seat: int, i: int | None = None) -> list[TakeJersey]:
        if i is None:
            i = state.swaps[0][1]
        name = JERSEYS[i]
        team = state.teams[seat]
        out = []
        for card in sorted(state.bids):
            for f in sorted({d[1] for d in state.bids[card] if d[0] == seat and d[2] == ""}):
                out.append(_take(name, card, f))
        out += [_take(name, PELOTON, f) for f in range(1, 7) if team.peloton[f]]
        if team.grupetto:
            out.append(_take(name, GRUPETTO, 0))
        # A jersey die has no 1: a rider die showing 1 (the 7 rule's) is swapped only when no other is left.
        faced = [a for a in out if a.face != 1]
        return faced or out

    def _take_jersey(self, state: GtState, seat: int, a: TakeJersey, ev: list[Event]) -> None:
        state.swaps.pop(0)
        i = JIDX[a.jersey]
        j = state.jerseys[i]
        team = state.teams[seat]
        j.holder = seat
        into = GRUPETTO if a.card == GRUPETTO or a.face == 1 else a.card  # where the jersey die lands
        if a.card == GRUPETTO:
            team.grupetto -= 1
        elif a.card == PELOTON:
            team.peloton[a.face] -= 1
        elif into == GRUPETTO:
            self._off_card(state, a.card, (seat, a.face, ""))
        else:
            bids = state.bids[a.card]
            bids[bids.index((seat, a.face, ""))] = (seat, a.face, a.jersey)
        if into == GRUPETTO:
            j.zone, j.card, j.face = "grupetto", -1, 0
        elif a.card == PELOTON:
            j.zone, j.card, j.face = "peloton", -1, a.face
        else:
            j.zone, j.card, j.face = "card", a.card, a.face
        said = (M.LOG_JERSEY_IN(team=state.names[seat], jersey=M.JERSEY_NAMES[a.jersey](), face=j.face) if j.face
                else M.LOG_JERSEY_IN_GRUPETTO(team=state.names[seat], jersey=M.JERSEY_NAMES[a.jersey]()))
        ev.append(event("jersey_in", said,
                        seat=seat, jersey=a.jersey, where=a.card, face=a.face, into=into))

    def _check_seven(self, state: GtState, seat: int, a: SevenFace) -> Msg | None:
        return None if type(a.face) is int and a.face in self._seven_faces(state) else M.BAD_SEVEN()

    def _check_take(self, state: GtState, seat: int, a: TakeJersey) -> Msg | None:
        return None if a in self._take_moves(state, seat) else M.BAD_TAKE()

    # --- events: camp and rest day ----------------------------------------------------------------
    def _camp_size(self, state: GtState, seat: int) -> int:
        return sum(state.teams[seat].camp) + sum(1 for j in state.jerseys if j.holder == seat and j.zone == "camp")

    def _camp_moves(self, state: GtState, seat: int) -> list[Any]:
        out: list[Any] = [KEEP]
        if self._camp_size(state, seat) >= 2:
            team = state.teams[seat]
            out += [_readjust(f, "") for f in range(1, 7) if team.camp[f]]
            out += [_readjust(face, name) for name, face in self.peloton_jerseys(state, seat, "camp")]
        return out

    def _check_readjust(self, state: GtState, seat: int, a: Readjust) -> Msg | None:
        if self._camp_size(state, seat) < 2 or not self._has(state, seat, a.face, a.jersey, "camp"):
            return M.NO_READJUST()
        return None

    def _roll_camp(self, state: GtState, seat: int, count: int) -> tuple[tuple[int, ...], tuple[tuple[str, int], ...]]:
        team = state.teams[seat]
        rng = state.rng
        faces = tuple(sorted(rng.randrange(6) + 1 for _ in range(count)))
        team.camp = [0] * 8
        for f in faces:
            team.camp[f] += 1
        jerseys = []
        for i, j in enumerate(state.jerseys):
            if j.holder == seat and j.zone == "camp":
                j.face = rng.choice(JERSEY_FACES[JERSEYS[i]])
                jerseys.append((JERSEYS[i], j.face))
        return faces, tuple(jerseys)

    def _camp(self, state: GtState, ev: list[Event]) -> None:
        for seat in state.order:
            team = state.teams[seat]
            count, team.grupetto = team.grupetto, 0
            for j in state.jerseys:
                if j.holder == seat and j.zone == "grupetto":
                    j.zone = "camp"
            faces, jerseys = self._roll_camp(state, seat, count)
            ev.append(event("camp_roll", M.LOG_CAMP_ROLL(team=state.names[seat], faces=_show(faces, jerseys)),
                            chance=True, seat=seat, faces=faces, jerseys=jerseys))
        state.phase, state.queue = "camp", list(state.order)
        self._next_camp(state, ev)

    def _next_camp(self, state: GtState, ev: list[Event]) -> None:
        while state.queue and self._camp_size(state, state.queue[0]) < 2:
            self._keep(state, state.queue[0], ev)
        if not state.queue:
            self._end_round(state, ev)

    def _keep(self, state: GtState, seat: int, ev: list[Event]) -> None:
        """Camp ends for `seat`: 1s to the grupetto, the rest to the peloton."""
        state.queue.pop(0)
        team = state.teams[seat]
        team.grupetto += team.camp[CAMP_ASIDE]
        kept_faces = [f for f in range(1, 7) if f != CAMP_ASIDE]
        for f in kept_faces:
            team.peloton[f] += team.camp[f]
        kept = tuple(f for f in kept_faces for _ in range(team.camp[f]))
        jerseys = []
        for i, j in enumerate(state.jerseys):
            if j.holder == seat and j.zone == "camp":
                j.zone = "peloton"  # jersey dice never show 1
                jerseys.append((JERSEYS[i], j.face))
        team.camp = [0] * 8
        ev.append(event("keep", M.LOG_KEEP(team=state.names[seat], faces=_show(kept, tuple(jerseys))), seat=seat,
                        faces=kept, jerseys=tuple(jerseys)))

    def _readjust(self, state: GtState, seat: int, a: Readjust, ev: list[Event]) -> None:
        team = state.teams[seat]
        if a.jersey:
            j = state.jerseys[JIDX[a.jersey]]
            j.zone, j.face = "grupetto", 0
        else:
            team.camp[a.face] -= 1
            team.grupetto += 1
        faces, jerseys = self._roll_camp(state, seat, sum(team.camp))
        ev.append(event("readjust", M.LOG_READJUST(team=state.names[seat], face=a.face, faces=_show(faces, jerseys)),
                        chance=True, seat=seat, face=a.face, jersey=a.jersey, faces=faces, jerseys=jerseys))
        if self._camp_size(state, seat) < 2:  # FAQ: with one die left there is nothing more to re-adjust
            self._keep(state, seat, ev)
            self._next_camp(state, ev)

    def _rest_moves(self, state: GtState, seat: int) -> list[RestRoll]:
        """Every choice of dice to roll: any peloton dice, and any grupetto dice (the rest stay unrolled)."""
        pel = state.teams[seat].peloton
        rider_sets: list[tuple[int, ...]] = [()]
        for f in range(1, 7):
            rider_sets = [s + (f,) * k for s in rider_sets for k in range(pel[f] + 1)]
        out = []
        for stay in range(state.teams[seat].grupetto + 1):
            for stay_jerseys in _subsets(self._jerseys_in(state, seat, "grupetto")):
                for jerseys in _subsets(self._jerseys_in(state, seat, "peloton")):
                    out += [RestRoll(r, jerseys, stay, stay_jerseys) for r in rider_sets]
        return out

    @staticmethod
    def _jerseys_in(state: GtState, seat: int, zone: str) -> list[str]:
        return [JERSEYS[i] for i, j in enumerate(state.jerseys) if j.holder == seat and j.zone == zone]

    def _check_rest(self, state: GtState, seat: int, a: RestRoll) -> Msg | None:
        if not isinstance(a.faces, tuple) or not _canonical(a.jerseys) or not _canonical(a.stay_jerseys):
            return M.BAD_REST()
        if any(type(f) is not int or not 1 <= f <= 6 for f in a.faces) or list(a.faces) != sorted(a.faces):
            return M.BAD_REST()
        pel = state.teams[seat].peloton
        if any(a.faces.count(f) > pel[f] for f in set(a.faces)):
            return M.BAD_REST()
        if not all(self._has(state, seat, state.jerseys[JIDX[j]].face, j) for j in a.jerseys):
            return M.BAD_REST()
        if type(a.stay) is not int or not 0 <= a.stay <= state.teams[seat].grupetto:
            return M.BAD_REST()
        if not set(a.stay_jerseys) <= set(self._jerseys_in(state, seat, "grupetto")):
            return M.BAD_REST()
        return None

    def _rest_roll(self, state: GtState, seat: int, a: RestRoll, ev: list[Event]) -> None:
        state.queue.pop(0)
        team = state.teams[seat]
        stay = a.stay + len(a.stay_jerseys)  # counted before the chosen peloton dice join the grupetto
        for f in a.faces:
            team.peloton[f] -= 1
            team.grupetto += 1
        for name in a.jerseys:
            j = state.jerseys[JIDX[name]]
            j.zone, j.face = "grupetto", 0
        count = self._grupetto_size(state, seat) - stay
        faces, jerseys = self._roll_grupetto(state, seat, a.stay, a.stay_jerseys)
        ev.append(event("rest_roll", M.LOG_REST_ROLL(team=state.names[seat], count=count, faces=_show(faces, jerseys)),
                        chance=True, seat=seat, chosen=a.faces, chosen_jerseys=a.jerseys, stay=a.stay,
                        stay_jerseys=a.stay_jerseys, faces=faces, jerseys=jerseys))
        self._next_rest(state, ev)

    def _next_rest(self, state: GtState, ev: list[Event]) -> None:
        if state.queue and not self._peloton_size(state, state.queue[0]) and not self._grupetto_size(
                state, state.queue[0]):
            self._rest_roll(state, state.queue[0], RestRoll(), ev)  # every die on cards: nothing to choose
        elif not state.queue:
            self._deal(state, ev)
            self._end_round(state, ev)

    # --- rounds ---------------------------------------------------------------------------------
    def _deal(self, state: GtState, ev: list[Event]) -> None:
        """Turns cards onto the course until a rest day (placed too) or the end of the deck."""
        while state.deck:
            card = state.deck.pop()
            state.course.append(card)
            ev.append(event("deal", M.LOG_DEAL(card=self._label(state, card)), reveal=True, card=card))
            if state.cards[card].kind == "rest":
                break

    def _start_round(self, state: GtState, ev: list[Event]) -> None:
        state.round += 1
        state.order = clockwise(state.n, state.leader)
        card = state.car_card
        ev.append(event("round", M.LOG_ROUND(round=state.round, card=self._label(state, card),
                                             team=state.names[state.leader]),
                        round=state.round, card=card, leader=state.leader, order=state.order))
        kind = state.cards[card].kind
        if kind == "camp":
            self._camp(state, ev)
        elif kind == "rest":
            state.phase, state.queue = "rest", list(state.order)
            self._next_rest(state, ev)
        else:
            state.phase, state.queue = "action", list(state.order)

    def _end_round(self, state: GtState, ev: list[Event]) -> None:
        state.car += 1
        state.queue = []
        if state.car >= len(state.course) and not state.deck:
            self._end_game(state, ev)
            return
        ev.append(event("car", M.LOG_CAR(), card=state.car_card, index=state.car))
        self._start_round(state, ev)

    def _end_game(self, state: GtState, ev: list[Event]) -> None:
        state.phase = "over"
        for card in list(state.held):  # ties never settled: nobody wins them
            for owner, _face, jersey in state.bids.pop(card, ()):
                self._to_grupetto(state, owner, jersey)
            state.home.append(card)
            ev.append(event("home", M.LOG_HOME(card=self._label(state, card)), card=card))
        state.held = []
        for seat in self.outcome(state).winners:
            held = tuple(JERSEYS[i] for i, j in enumerate(state.jerseys) if j.holder == seat)
            ev.append(event("game_end", M.LOG_GAME_END(team=state.names[seat]), seat=seat, jerseys=held))

    # --- apply --------------------------------------------------------------------------------
    def apply(self, state: GtState, player: int, action: Any) -> list[Event]:
        problem = self.check(state, player, action)
        if problem is not None:
            raise IllegalAction(problem)
        ev: list[Event] = []
        kind = type(action)
        if state.phase == "action":
            self._do_action(state, player, action, ev)
            state.queue.pop(0)
            if not state.queue:
                self._judge(state, ev)
        elif kind is Keep:
            self._keep(state, player, ev)
            self._next_camp(state, ev)
        elif kind is Readjust:
            self._readjust(state, player, action, ev)
        elif kind is RestRoll:
            self._rest_roll(state, player, action, ev)
        elif kind is SevenFace:
            state.queue = []
            self._hand_back(state, state.swaps[0][1], action.face, ev)
            self._run_swaps(state, ev)
        elif kind is TakeJersey:
            state.queue = []
            self._take_jersey(state, player, action, ev)
            self._run_swaps(state, ev)
        return ev

    # --- results and views ----------------------------------------------------------------------
    def is_over(self, state: GtState) -> bool:
        return state.phase == "over"

    def ranking(self, state: GtState) -> list[int]:
        """Jersey holders first (the overall leader first), then by lead time, points, turn order."""
        holders = {j.holder for j in state.jerseys if j.holder >= 0}
        order = clockwise(state.n, max(state.leader, 0))

        def key(seat: int) -> tuple:
            t = state.teams[seat]
            return (seat not in holders, seat != state.leader, -t.lead, -(t.sprint + t.mountain), order.index(seat))

        return sorted(range(state.n), key=key)

    def outcome(self, state: GtState) -> Outcome:
        ranking = self.ranking(state)
        winners = tuple(s for s in ranking if any(j.holder == s for j in state.jerseys))
        return Outcome(tuple(ranking), winners, tuple((s, state.teams[s].lead) for s in range(state.n)))

    def observe(self, state: GtState, player: int) -> GtState:
        """Everything is on the table except the order of the face-down deck and the generator."""
        seen = state.clone()
        seen.rng = None
        for start, end in deck_segments(seen.deck, seen.cards):
            seen.deck[start:end] = sorted(seen.deck[start:end])
        return seen

    def determinize(self, observation: GtState, rng: random.Random) -> GtState:
        world = observation.clone()
        for start, end in deck_segments(world.deck, world.cards):
            part = world.deck[start:end]
            rng.shuffle(part)
            world.deck[start:end] = part
        world.rng = SeededRng(rng.getrandbits(64))
        return world

    # --- helpers -----------------------------------------------------------------------------
    def _label(self, state: GtState, card: int) -> Msg:
        return card_label(state.cards[card])


def _subsets(names: list[str]) -> list[tuple[str, ...]]:
    """Every subset of `names`, each in their order."""
    out: list[tuple[str, ...]] = [()]
    for name in names:
        out += [s + (name,) for s in out]
    return out


def _canonical(jerseys: Any) -> bool:
    """A tuple of distinct jersey names in JERSEYS order (one spelling per action)."""
    if not isinstance(jerseys, tuple) or not all(type(j) is str and j in JIDX for j in jerseys):
        return False
    idx = [JIDX[j] for j in jerseys]
    return all(a < b for a, b in zip(idx, idx[1:]))


def _pairs(riders: int, jerseys: Sequence[str]) -> list[tuple[str, str]]:
    """(keep, spend) choices of two different dice of one face: rider dice are interchangeable."""
    units = [""] * min(riders, 2) + list(jerseys)
    out = []
    for a in range(len(units)):
        for b in range(len(units)):
            if a != b and (units[a], units[b]) not in out:
                out.append((units[a], units[b]))
    return out


def _show(faces: Sequence[int], jerseys: Sequence[tuple[str, int]] = ()) -> Msg | str:
    """Dice for the log: the rider dice's faces, then each jersey die by name ("2, 5, 6, plus the overall
    jersey die showing 7")."""
    shown: Msg | str = ", ".join(map(str, faces))
    for name, face in jerseys:
        die = M.JERSEY_DIE(jersey=M.JERSEY_NAMES[name](), face=face)
        shown = M.DICE_PLUS(dice=shown, die=die) if shown else die
    return shown or M.NO_DICE()


_CHECKS = {
    Place: GrandsTours._check_place, Train: GrandsTours._check_train, Replace: GrandsTours._check_replace,
    Roll: GrandsTours._check_roll, Pass: GrandsTours._check_pass, Remove: GrandsTours._check_remove,
    Swap: GrandsTours._check_swap, Readjust: GrandsTours._check_readjust,
    Keep: lambda self, state, seat, a: None, RestRoll: GrandsTours._check_rest,
    SevenFace: GrandsTours._check_seven, TakeJersey: GrandsTours._check_take,
}
_PHASE_OF = {Place: "action", Train: "action", Replace: "action", Roll: "action", Pass: "action", Remove: "action",
             Swap: "action", Readjust: "camp", Keep: "camp", RestRoll: "rest", SevenFace: "seven",
             TakeJersey: "jersey"}

GAME = GrandsTours()
