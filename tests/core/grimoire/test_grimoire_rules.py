"""Every page, companion and item text of this edition (design/games/grimoire.md), targeting, decisions."""
import pytest

from grimoire_helpers import (all_items, all_quest_cards, arrange, choose, decline_swords, kinds, new, of_kind,
                              snapshot)

from gameshelf.core.engine import IllegalAction
from gameshelf.core.games.grimoire import GAME, quest_order, score
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire import messages as M
from gameshelf.core.games.grimoire.actions import (ChoosePage, Fireball, Give, Luck, NunPick, Seize, SpyLook, Sword,
                                                   Take, Target)

FIELD3 = ["copper_coin", "silver_coin", "spy"]
FIELD4 = ["copper_coin", "silver_coin", "thief", "gold_coin"]


# --- the data --------------------------------------------------------------------------------------------
def test_card_counts_and_numbers():
    assert len(D.QUEST_DECK) == 58 and len(D.ITEM_DECK) == 18
    assert sum(1 for c in D.QUEST_DECK if c in D.TREASURES) == 29
    assert {c.key: c.count for c in D.ITEM_CARDS} == {
        "copper_sword": 5, "silver_bracelet": 2, "golden_cup": 1, "junk": 9, "lucky_shoes": 1}
    assert [p.number for p in D.PAGES] == list(range(1, 16))
    for card in list(D.CARDS.values()) + list(D.PAGES):
        assert card.name.context == card.text.context == "grimoire_cards"
        assert card.name().english() and card.text().english()


def test_spec():
    spec = GAME.spec
    assert (spec.id, spec.min_players, spec.max_players, spec.available, spec.options) == ("grimoire", 2, 4, True, ())
    assert spec.name.key == "game.grimoire" and spec.name.context == "games" and spec.name.text == "Grimoire"
    assert GAME.check_options(1, {}) is not None and GAME.check_options(5, {}) is not None
    assert GAME.check_options(3, {"variant": True}) is not None
    with pytest.raises(IllegalAction):
        GAME.new_game([], {}, 1)


# --- decisions and the contract ----------------------------------------------------------------------------
def test_illegal_actions_leave_the_state_untouched():
    state = new(3)
    before = snapshot(state)
    for seat, action in [(0, ChoosePage(7)), (0, Take(1)), (5, ChoosePage(1)), (0, ChoosePage(True)),
                         (0, ChoosePage("3")), (0, object())]:
        with pytest.raises(IllegalAction):
            GAME.apply(state, seat, action)
    assert snapshot(state) == before
    GAME.apply(state, 0, ChoosePage(3))
    assert GAME.check(state, 0, ChoosePage(4)) is not None  # chosen once per round


def test_bool_and_wrong_types_are_rejected():
    state = arrange(new(2), field=FIELD3)
    choose(state, 6, 8)
    assert GAME.check(state, 0, Take(True)) is not None and GAME.check(state, 0, Take(1)) is None
    state = arrange(new(2), field=FIELD3)
    choose(state, 3, 8)
    assert GAME.check(state, 0, Fireball([1])) is not None
    assert GAME.check(state, 0, Fireball((2, 1))) is not None  # increasing order only
    assert GAME.check(state, 0, Fireball((1, 1))) is not None
    assert GAME.check(state, 0, Fireball((0, 1, 2))) is not None  # up to two
    assert GAME.check(state, 1, Fireball(())) is not None  # not their decision


def test_the_last_field_card_is_taken_without_asking():
    state = arrange(new(2), field=FIELD3)
    choose(state, 3, 8)
    GAME.apply(state, 0, Fireball((0,)))
    events = GAME.apply(state, 0, Take(1))
    assert state.players[1].companions == ["spy"]  # seat 1 took the last card without a decision
    assert of_kind(events, "take")[-1].get("seat") == 1 and state.round == 2


def test_luck_with_a_single_field_card_is_applied_without_asking():
    state = arrange(new(2), field=FIELD3)
    choose(state, 3, 1)  # seat 1 (Luck) first, then Fireball
    GAME.apply(state, 1, Luck(1))
    GAME.apply(state, 1, Take(2))
    events = GAME.apply(state, 0, Fireball((0, 1)))  # burns the two left; nothing to take
    assert "nothing_to_take" in kinds(events)


# --- pages -------------------------------------------------------------------------------------------------
def test_luck_face_up_replacement_is_shown():
    state = arrange(new(2), field=FIELD3)
    choose(state, 1, 8)
    top = state.deck[-1]
    events = GAME.apply(state, 0, Luck(2))
    assert state.field[2] == top and of_kind(events, "replace")[0].get("card") == top
    assert state.discard == ["spy"] and state.down == 0


def test_silence_targets_a_later_player_not_under_defense():
    state = arrange(new(4), field=FIELD4 + ["king"], tokens=[1, 2, 3, 4])
    choose(state, 2, 6, 8, 13)  # order: 0 (Silence), 1 (Resistance), 2, 3
    assert state.phase == "target" and [a.seat for a in GAME.legal_actions(state, 0)] == [2, 3]
    GAME.apply(state, 0, Target(3))
    decline_swords(state)
    assert state.silenced == [3]
    events = []
    for seat in (0, 1, 2):
        events += GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    assert of_kind(events, "silenced")[0].get("seat") == 3
    assert state.players[3].chips == 0 and state.players[2].chips == 2  # Meteor silenced: nobody lost a chip
    assert state.phase == "take" and GAME.to_act(state) == (3,)  # still takes a card


def test_silence_with_nobody_after_has_no_effect():
    state = arrange(new(2), field=FIELD3, tokens=[1, 2])
    choose(state, 5, 2)  # Haste (as page 0) acts first; Silence last, with nobody after it
    events = GAME.apply(state, 0, Take(1))
    assert of_kind(events, "no_effect")[-1].get("page") == 2


def test_fireball_up_to_two_cards_no_replacement():
    state = arrange(new(2), field=FIELD3)
    choose(state, 3, 8)
    options = {a.slots for a in GAME.legal_actions(state, 0)}
    assert options == {(), (0,), (1,), (2,), (0, 1), (0, 2), (1, 2)}
    events = GAME.apply(state, 0, Fireball((0, 2)))
    burnt = of_kind(events, "discard")
    assert [e.get("card") for e in burnt] == ["copper_coin", "spy"] and burnt[0].get("face_down")
    assert "replace" not in kinds(events)
    assert state.players[0].treasures == ["silver_coin"]  # the one card left, taken without asking


def test_fireball_may_burn_nothing():
    state = arrange(new(2), field=FIELD3)
    choose(state, 3, 8)
    events = GAME.apply(state, 0, Fireball(()))
    assert "fireball_none" in kinds(events) and state.discard == []


def test_heal_with_an_empty_discard_pile_has_no_effect():
    state = arrange(new(2), field=FIELD3)
    events = choose(state, 4, 8)
    assert of_kind(events, "no_effect")[0].get("page") == 4


def test_heal_with_a_nun_chooses_the_card():
    state = arrange(new(2), field=FIELD3, companions0=["nun"])
    for card in ("gold_coin", "king", "gold_coin"):
        state.deck.remove(card)
        state.discard.append(card)
    choose(state, 4, 8)
    assert state.phase == "nun"
    assert [a.cards for a in GAME.legal_actions(state, 0)] == [("gold_coin",), ("king",)]
    GAME.apply(state, 0, NunPick(("king",)))
    assert state.players[0].companions == ["nun", "king"] and state.discard == ["gold_coin", "gold_coin"]


def test_miracle_with_a_nun_chooses_two_cards():
    state = arrange(new(2), field=FIELD3, companions0=["nun"], tokens=[2, 1])
    for card in ("gold_coin", "king", "gold_coin"):
        state.deck.remove(card)
        state.discard.append(card)
    choose(state, 15, 15)
    assert [a.cards for a in GAME.legal_actions(state, 0)] == [("gold_coin", "gold_coin"), ("gold_coin", "king")]
    assert GAME.check(state, 0, NunPick(("king", "king"))) is not None
    GAME.apply(state, 0, NunPick(("gold_coin", "gold_coin")))
    assert state.players[0].treasures == ["gold_coin", "gold_coin"] and state.players[0].chips == 2


def test_miracle_with_one_discard_card_takes_it():
    state = arrange(new(2), field=FIELD3, tokens=[2, 1])
    state.deck.remove("king")
    state.discard.append("king")
    choose(state, 15, 15)
    assert state.players[0].companions == ["king"] and state.players[0].chips == 2


def test_resistance_defense_and_one_chip():
    state = arrange(new(2), field=FIELD3)
    choose(state, 6, 13)
    assert state.defense == [0] and state.players[0].chips == 1
    GAME.apply(state, 0, Take(1))
    assert state.players[0].chips == 1 and state.players[1].chips == 2  # Meteor skips Defense


def test_creation_with_merchants_draws_more():
    state = arrange(new(2), field=FIELD3, companions0=["merchant", "merchant"])
    choose(state, 7, 8)
    assert len(state.players[0].items) == 4 and len(state.item_deck) == 14


def test_charm_the_target_chooses_the_companion_given():
    state = arrange(new(2), field=FIELD3, companions1=["king", "thief"])
    choose(state, 9, 10)
    decline_swords(state)
    assert state.phase == "give" and GAME.to_act(state) == (1,)
    assert [a.card for a in GAME.legal_actions(state, 1)] == ["king", "thief"]
    assert GAME.check(state, 0, Give("thief")) is not None
    GAME.apply(state, 1, Give("thief"))
    assert state.players[0].companions == ["thief"] and state.players[1].companions == ["king"]
    assert GAME.to_act(state) == (0,) and state.phase == "take"


def test_domination_the_caster_chooses_and_gains_a_chip():
    state = arrange(new(2), field=FIELD3, companions1=["king", "thief"])
    choose(state, 14, 15)
    decline_swords(state)
    assert state.phase == "seize" and GAME.to_act(state) == (0,) and state.players[0].chips == 1
    assert GAME.check(state, 0, Seize("queen")) is not None
    GAME.apply(state, 0, Seize("king"))
    assert state.players[0].companions == ["king"]


@pytest.mark.parametrize("page", [9, 14])
def test_nobody_with_companions_no_target(page):
    state = arrange(new(2), field=FIELD3)
    events = choose(state, page, 15)
    assert of_kind(events, "no_effect")[0].get("page") == page
    assert state.players[0].chips == (1 if page == 14 else 0)


def test_transformation_nobody_with_chips_no_effect():
    state = arrange(new(2), field=FIELD3)
    events = choose(state, 12, 15)
    assert of_kind(events, "no_effect")[0].get("page") == 12


def test_meteor_every_other_player_not_under_defense_loses_a_chip_if_they_have_one():
    state = arrange(new(4), field=FIELD4 + ["king"], tokens=[1, 2, 3, 4], chips1=3, chips2=0, chips3=2)
    choose(state, 13, 15, 15, 6)  # seat 3 Resistance acts first, then Meteor
    GAME.apply(state, 3, Take(1))
    events = decline_swords(state)
    assert [e.get("target") for e in of_kind(events, "sword")] == [1]  # seat 2 has no chip, seat 3 has Defense
    assert [p.chips for p in state.players] == [2, 2, 0, 3]


def test_two_time_casters_cancel_out():
    state = arrange(new(3), tokens=[1, 2, 3])
    events = choose(state, 11, 11, 4)
    assert not state.reversed and of_kind(events, "time")[0].get("reversed") is False
    assert state.order == [2, 1, 0]  # 4 alone, then the shared 11s by higher previous token
    assert state.defense == [1, 0]


def test_two_haste_casters_share_page_zero():
    assert quest_order([5, 5, 1], [1, 3, 2], None) == [2, 1, 0]
    assert quest_order([5, 4, 1], [1, 3, 2], None) == [0, 2, 1]


# --- targeting ---------------------------------------------------------------------------------------------
def test_everyone_else_under_defense_no_target():
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], companions1=["king"], companions2=["queen"])
    events = choose(state, 14, 6, 11)  # Time reverses: 0 (14) acts first; 1 and 2 under Defense
    assert state.order[0] == 0 and of_kind(events, "no_effect")[0].get("page") == 14


def test_copper_sword_the_target_decides_cancel():
    state = arrange(new(2), field=FIELD3, companions1=["king"], items1=["copper_sword"])
    choose(state, 14, 15)
    assert state.phase == "sword" and GAME.to_act(state) == (1,)
    assert GAME.check(state, 0, Sword(True)) is not None
    assert GAME.legal_actions(state, 1) == [Sword(True), Sword(False)]
    events = GAME.apply(state, 1, Sword(True))
    assert state.players[1].companions == ["king"] and state.players[1].items == []
    assert state.item_discard == ["copper_sword"] and state.players[0].chips == 1  # the caster's own chip stays
    assert of_kind(events, "sword")[0].get("use") is True


def test_copper_sword_declined_the_page_takes_effect():
    state = arrange(new(2), field=FIELD3, chips1=4, items1=["copper_sword"])
    choose(state, 12, 15)
    events = GAME.apply(state, 1, Sword(False))
    assert [p.chips for p in state.players] == [2, 2] and state.players[1].items == ["copper_sword"]
    assert of_kind(events, "sword")[0].message.english() == "P1 does not use a copper sword."


def test_a_target_without_a_sword_is_asked_and_can_only_decline():
    state = arrange(new(2), field=FIELD3, chips1=4, items1=["junk"])
    choose(state, 12, 15)
    assert state.phase == "sword" and GAME.to_act(state) == (1,) and state.target == 1
    assert GAME.legal_actions(state, 1) == [Sword(False)]  # a lone answer, yet not applied by the rules
    assert GAME.check(state, 1, Sword(True)) == M.NO_SWORD()
    before = snapshot(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, 1, Sword(True))
    assert snapshot(state) == before
    assert GAME.check(state, 0, Sword(False)) is not None  # the target's decision, nobody else's
    events = GAME.apply(state, 1, Sword(False))
    sword = of_kind(events, "sword")[0]
    assert sword.message.english() == "P1 does not use a copper sword." and dict(sword.data) == {
        "target": 1, "use": False, "page": 12}
    assert [p.chips for p in state.players] == [2, 2] and state.phase == "take"


def test_silence_charm_and_meteor_ask_targets_without_a_sword_too():
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3])
    choose(state, 2, 8, 8)
    GAME.apply(state, 0, Target(2))
    assert state.phase == "sword" and GAME.to_act(state) == (2,) and GAME.legal_actions(state, 2) == [Sword(False)]
    state = arrange(new(2), field=FIELD3, companions1=["king"])
    choose(state, 9, 15)
    assert state.phase == "sword" and GAME.to_act(state) == (1,)
    GAME.apply(state, 1, Sword(False))
    assert state.players[0].companions == ["king"]  # a lone companion kind is given without asking
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], chips1=2, chips2=2, items2=["copper_sword"])
    choose(state, 13, 15, 15)
    asked = []
    while state.phase == "sword":
        asked.append(GAME.to_act(state)[0])
        GAME.apply(state, asked[-1], Sword(False))
    assert asked == [1, 2] and [p.chips for p in state.players] == [2, 1, 1]


def test_a_holders_decline_and_a_non_holders_look_the_same_to_the_others():
    """Same game, seat 1 holding a copper sword or a junk: seats 0 and 2 see the same question, log and table."""
    states = [arrange(new(3), field=FIELD4, tokens=[1, 2, 3], chips1=4, items1=[item])
              for item in ("copper_sword", "junk")]
    logs = [choose(s, 12, 15, 15) for s in states]
    assert [s.phase for s in states] == ["sword", "sword"] and [GAME.to_act(s) for s in states] == [(1,), (1,)]
    for seat in (0, 2):
        assert snapshot(GAME.observe(states[0], seat))[0] == snapshot(GAME.observe(states[1], seat))[0]
    assert logs[0] == logs[1]
    logs = [GAME.apply(s, 1, Sword(False)) for s in states]
    assert logs[0] == logs[1] and of_kind(logs[0], "sword")
    for seat in (0, 2):
        assert snapshot(GAME.observe(states[0], seat))[0] == snapshot(GAME.observe(states[1], seat))[0]
    assert GAME.to_act(states[0]) == GAME.to_act(states[1]) == (0,)


def test_copper_sword_against_silence_and_meteor():
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], chips1=2, chips2=2, items1=["copper_sword"],
                    items2=["copper_sword"])
    choose(state, 2, 8, 8)
    GAME.apply(state, 0, Target(1))
    assert state.phase == "sword" and GAME.to_act(state) == (1,)
    GAME.apply(state, 1, Sword(True))
    assert state.silenced == []
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], chips1=2, chips2=2, items1=["copper_sword"],
                    items2=["copper_sword"])
    choose(state, 13, 15, 15)
    assert GAME.to_act(state) == (1,)
    GAME.apply(state, 1, Sword(False))
    assert GAME.to_act(state) == (2,)
    GAME.apply(state, 2, Sword(True))
    assert [p.chips for p in state.players] == [2, 1, 2] and state.phase == "take"


def test_mercenary_protects_companions():
    state = arrange(new(2), field=FIELD3, companions1=["mercenary", "king"], items1=["copper_sword"])
    events = choose(state, 9, 15)
    assert "mercenary" in kinds(events) and state.phase == "take"  # no sword asked: nothing to cancel
    assert state.players[1].companions == ["mercenary", "king"]


def test_tie_caster_may_pick_the_one_without_a_mercenary():
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], companions1=["mercenary"], companions2=["king"])
    choose(state, 14, 15, 15)
    assert [a.seat for a in GAME.legal_actions(state, 0)] == [1, 2]
    GAME.apply(state, 0, Target(2))
    decline_swords(state)
    assert state.players[0].companions == ["king"]


# --- companions --------------------------------------------------------------------------------------------
def test_spy_may_look_and_then_knows_the_face_down_card():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "thief"], companions0=["spy"])
    choose(state, 8, 15)
    assert state.phase == "spy" and GAME.to_act(state) == (0,)
    assert GAME.observe(state, 0).field[0] == D.HIDDEN
    events = GAME.apply(state, 0, SpyLook(True))
    assert of_kind(events, "spy")[0].reveal
    assert GAME.observe(state, 0).field[0] == "gold_coin" and GAME.observe(state, 1).field[0] == D.HIDDEN


def test_spy_may_skip():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "thief"], companions0=["spy"])
    choose(state, 8, 15)
    GAME.apply(state, 0, SpyLook(False))
    assert GAME.observe(state, 0).field[0] == D.HIDDEN and state.players[0].chips == 2


def test_spy_not_asked_once_the_face_down_card_is_gone():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "thief"], companions1=["spy"])
    choose(state, 8, 15)
    GAME.apply(state, 0, Take(0))
    assert state.phase != "spy"


def test_thief_per_card_when_first_archer_when_last():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "king", "gold_coin"], tokens=[1, 2, 3],
                    companions0=["thief", "thief"],
                    companions2=["archer", "thief"], companions1=["archer"])
    choose(state, 8, 10, 12)
    assert state.players[0].chips == 2 + 2
    GAME.apply(state, 0, Take(1))
    GAME.apply(state, 1, Take(2))
    decline_swords(state)
    assert state.players[2].chips == 1 + 2  # archer, then Transformation... of seat 0's 4 chips: 2
    assert state.players[1].chips == 3  # Spirit: 3 (nobody had fewer); no archer chip, not last


def test_scoring_formulas_ruffian_prince_queen_king():
    for ruffians, vp in ((1, 1), (2, 4), (3, 9)):
        state = arrange(new(2), companions0=["ruffian"] * ruffians)
        assert score(state)[0]["cards"] == vp
    state = arrange(new(2), companions0=["prince", "prince", "spy"])
    assert score(state)[0]["cards"] == 2 * (1 + 3) + 1
    state = arrange(new(2), companions0=["queen"], treasures0=["copper_coin", "gold_coin"])
    assert score(state)[0]["cards"] == 1 + 2 + 4
    state = arrange(new(2), companions0=["king"], chips0=7)
    assert score(state)[0] == {"cards": 1 + 3, "items": 0, "chips": 7, "junk": 0, "total": 11}


def test_item_vp():
    state = arrange(new(2), items0=["silver_bracelet", "golden_cup", "copper_sword", "lucky_shoes", "junk"])
    assert score(state)[0]["items"] == 3 + 5 + 1 + 1 + 0
    assert score(state)[0]["junk"] == 5


def test_lucky_shoes_lowest_token_among_shared_pages():
    assert quest_order([3, 3, 3, 1], [1, 2, 4, 3], None) == [3, 2, 1, 0]
    assert quest_order([3, 3, 3, 1], [1, 2, 4, 3], 0) == [3, 0, 2, 1]
    assert quest_order([2, 3, 3, 1], [1, 2, 4, 3], 0) == [3, 0, 2, 1]  # alone on a page: the shoes change nothing
    state = arrange(new(3), tokens=[1, 3, 2], items0=["lucky_shoes"])
    choose(state, 4, 4, 4)
    assert state.order == [0, 1, 2]


def test_time_reverses_the_order_after_the_lucky_shoes():
    """The shoes put their holder first among the players who shared a page; Time then reverses the whole order,
    so under Time the holder acts last of them."""
    state = arrange(new(4), tokens=[1, 3, 2, 4], items0=["lucky_shoes"])
    choose(state, 4, 4, 4, D.TIME)  # seats 0-2 share page 4, seat 3 casts Time alone
    assert state.order == [2, 1, 0, 3]  # before Time: 3 alone, then the shoes' 0, then 1 (token 3) and 2


# --- hidden information ----------------------------------------------------------------------------------
def test_observe_hides_hands_decks_and_the_generator():
    state = arrange(new(3), treasures1=["gold_coin"], items1=["junk", "lucky_shoes"], companions1=["king"])
    seen = GAME.observe(state, 0)
    assert seen.rng is None and set(seen.deck) == {D.HIDDEN} and set(seen.item_deck) == {D.HIDDEN}
    assert seen.players[1].treasures == [D.HIDDEN] and seen.players[1].items == [D.HIDDEN, "lucky_shoes"]
    assert seen.players[1].companions == ["king"]
    mine = GAME.observe(state, 1)
    assert mine.players[1].treasures == ["gold_coin"] and mine.players[1].items == ["junk", "lucky_shoes"]


def test_determinize_deals_unseen_cards_consistently():
    import random
    state = arrange(new(3), treasures1=["gold_coin", "copper_coin"], items1=["junk", "lucky_shoes"])
    seen = GAME.observe(state, 0)
    for seed in range(5):
        world = GAME.determinize(seen, random.Random(seed))
        assert sorted(all_quest_cards(world)) == sorted(D.QUEST_DECK)
        assert sorted(all_items(world)) == sorted(D.ITEM_DECK)
        assert all(c in D.TREASURES for c in world.players[1].treasures)
        assert world.players[1].items[1] == "lucky_shoes" and world.players[1].items[0] != "lucky_shoes"
        assert world.rng is not None and world.viewer == -1
        assert snapshot(GAME.observe(world, 0))[0] == snapshot(seen)[0]


def test_determinize_fills_secret_pages():
    import random
    state = new(3)
    GAME.apply(state, 1, ChoosePage(5))
    world = GAME.determinize(GAME.observe(state, 0), random.Random(1))
    assert 1 <= world.players[1].page <= 6 and world.players[1].chosen and GAME.to_act(world) == (0, 2)


def test_undo_never_crosses_the_reveal_of_the_pages():
    from gameshelf.core.engine import Seat, Session
    session = Session.new(GAME, [Seat("a"), Seat("b"), Seat("c")], {}, 4)
    session.submit(0, ChoosePage(3))
    assert session.can_undo(0)  # nothing was revealed yet: a secret choice may be taken back
    session.submit(1, ChoosePage(4))
    events = session.submit(2, ChoosePage(6))
    assert all(e.reveal and not e.chance for e in of_kind(events, "reveal"))
    assert not session.can_undo(2)


class Arranged:
    """Grimoire whose new games are rearranged by hand (a Session replays records from `new_game`)."""

    def __init__(self, rearrange):
        self.rearrange = rearrange

    def __getattr__(self, name):
        return getattr(GAME, name)

    def new_game(self, seats, options, seed):
        return self.rearrange(GAME.new_game(seats, options, seed))


@pytest.mark.parametrize("use", [True, False])
def test_undo_never_crosses_a_computer_targets_sword_answer(use):
    """A computer target answers the copper sword question from its hidden hand: a use shows it held one, and even
    a decline was chosen on what it holds. The caster cannot take back the target choice and re-aim."""
    from gameshelf.core.engine import Seat, Session
    game = Arranged(lambda state: arrange(state, field=FIELD4, companions1=["king"], companions2=["queen"],
                                          items1=["copper_sword"]))
    seats = [Seat("me"), Seat("ai1", controller="ai:normal"), Seat("ai2", controller="ai:normal")]
    session = Session.new(game, seats, {}, 4)
    for seat, page in ((1, 15), (2, 15), (0, D.DOMINATION)):  # the human chooses last: the reveal is in its step
        session.submit(seat, ChoosePage(page))
    assert session.state.phase == "target" and session.to_act() == (0,)  # seats 1 and 2 tie on companions
    session.submit(0, Target(1))
    assert session.can_undo(0)  # the target choice alone may be taken back
    events = session.submit(1, Sword(use))
    assert of_kind(events, "sword")[0].reveal
    assert not session.can_undo(0) and not session.undo(0)


def test_hands_are_shown_once_the_game_is_over():
    from grimoire_helpers import random_game
    state, _ = random_game(3, 5)
    seen = GAME.observe(state, 0)
    assert seen.players == state.players and seen.rng is None and set(seen.deck) <= {D.HIDDEN}


def test_determinize_lets_a_target_asked_about_a_sword_hold_one_or_not():
    """Every target is asked, so the question says nothing: worlds for another seat vary on it."""
    import random
    state = arrange(new(3), field=FIELD4, tokens=[1, 2, 3], chips1=4, items1=["junk", "copper_sword"])
    choose(state, 12, 15, 15)
    assert state.phase == "sword" and GAME.to_act(state) == (1,)
    for viewer in (0, 2):
        seen = GAME.observe(state, viewer)
        held = set()
        for seed in range(30):
            world = GAME.determinize(seen, random.Random(seed))
            assert sorted(all_items(world)) == sorted(D.ITEM_DECK) and len(world.players[1].items) == 2
            has = "copper_sword" in world.players[1].items
            held.add(has)
            assert GAME.legal_actions(world, 1) == ([Sword(True), Sword(False)] if has else [Sword(False)])
            GAME.apply(world, 1, Sword(False))
            assert world.players[0].chips == 2
        assert held == {True, False}
