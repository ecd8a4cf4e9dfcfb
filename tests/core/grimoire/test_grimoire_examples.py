"""Every clarification and worked example of the seed rulebook (seeds/004), one test each."""
import pytest

from grimoire_helpers import all_quest_cards, arrange, choose, decline_swords, kinds, new, of_kind

from gameshelf.core.games.grimoire import GAME, quest_order, score
from gameshelf.core.games.grimoire import data as D
from gameshelf.core.games.grimoire.actions import ChoosePage, Luck, Target, Take
from gameshelf.core.games.grimoire.messages import LOG_DESIGNER_WINS


# --- set-up ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_order_tokens_one_per_player(n):
    """Two players use tokens 1-2, three 1-3, four all; the app hands them out at random (seeded)."""
    state = new(n, seed=3)
    assert sorted(p.token for p in state.players) == list(range(1, n + 1))
    assert [p.token for p in new(n, seed=3).players] == [p.token for p in state.players]


def test_setup_decks_shuffled_and_mp_starts_at_6():
    state = new(4)
    assert state.mp == 6 and state.round == 1
    assert len(all_quest_cards(state)) == 58 and len(state.item_deck) == 18
    assert state.discard == [] and all(p.chips == 0 for p in state.players)


# --- set phase ------------------------------------------------------------------------------------------
def test_mp_count_not_in_the_first_round_and_never_above_15():
    state = new(2)
    seen = []
    while state.round <= 12:
        assert state.phase == "choose"
        seen.append(state.mp)
        choose(state, 6, 6)
        while state.phase != "choose":
            seat = GAME.to_act(state)[0]
            GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
        for p in state.players:  # keep the game going: nobody ever reaches ten cards
            p.treasures.clear()
            p.companions.clear()
    assert seen == [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 15, 15]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_quest_card_placement_players_plus_one_first_face_down(n):
    state = new(n)
    assert len(state.field) == n + 1 and state.down == 0
    seen = GAME.observe(state, 0)
    assert seen.field[0] == D.HIDDEN and D.HIDDEN not in seen.field[1:]


# --- book phase -----------------------------------------------------------------------------------------
def test_bookmark_up_to_the_mp_value():
    state = new(3)
    legal = GAME.legal_actions(state, 0)
    assert [a.page for a in legal] == [1, 2, 3, 4, 5, 6]
    assert GAME.check(state, 0, ChoosePage(7)) is not None
    assert GAME.check(state, 0, ChoosePage(0)) is not None


def test_pages_are_marked_secretly_and_revealed_together():
    state = new(3)
    assert GAME.to_act(state) == (0, 1, 2)
    GAME.apply(state, 1, ChoosePage(4))
    assert GAME.to_act(state) == (0, 2)
    assert GAME.observe(state, 0).players[1].page is None
    assert GAME.observe(state, 0).players[1].chosen
    assert GAME.observe(state, 1).players[1].page == 4
    GAME.apply(state, 0, ChoosePage(2))
    events = GAME.apply(state, 2, ChoosePage(6))
    assert [e.get("page") for e in of_kind(events, "reveal")] == [2, 4, 6]
    assert GAME.observe(state, 0).players[1].page == 4


def test_order_example_lone_pages_first_then_shared_by_higher_previous_token():
    """A players (alone on their page) lowest first; then B players, higher previous token first."""
    # Seats 0 and 2 share page 3; seat 1 alone on 5 (Haste: counts as 0), seat 3 alone on 4.
    assert quest_order([3, 6, 3, 4], [1, 2, 3, 4], None) == [3, 1, 2, 0]
    assert quest_order([3, 5, 3, 4], [1, 2, 3, 4], None) == [1, 3, 2, 0]
    state = arrange(new(4), tokens=[1, 2, 3, 4])
    choose(state, 3, 6, 3, 4)
    assert state.order == [3, 1, 2, 0]
    assert [p.token for p in state.players] == [4, 2, 3, 1]


def test_time_is_processed_when_the_order_is_decided():
    state = arrange(new(3), tokens=[1, 2, 3], mp=11)
    events = choose(state, 2, 11, 4)
    assert state.reversed and state.order == [1, 2, 0]
    assert kinds(events).index("time") < kinds(events).index("turn")
    assert [p.token for p in state.players] == [3, 1, 2]


# --- quest phase ----------------------------------------------------------------------------------------
def test_quest_phase_in_token_order_page_effect_then_one_card():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "spy"], tokens=[1, 2])
    events = choose(state, 8, 3)
    assert state.order == [1, 0] and state.phase == "fireball"
    assert kinds(events)[-1] == "turn"


def test_face_down_card_taken_is_seen_by_its_taker_only_treasure_stays_hidden():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "spy"])
    choose(state, 6, 8)
    events = GAME.apply(state, 0, Take(0))
    take = of_kind(events, "take")[0]
    assert take.reveal and take.get("face_down") and take.get("card") == ""
    assert "gold" not in take.message.english()
    assert state.players[0].treasures == ["gold_coin"]
    assert GAME.observe(state, 0).players[0].treasures == ["gold_coin"]
    assert GAME.observe(state, 1).players[0].treasures == [D.HIDDEN]


def test_face_down_card_taken_is_shown_when_a_companion():
    state = arrange(new(2), field=["king", "silver_coin", "spy"])
    choose(state, 6, 8)
    take = of_kind(GAME.apply(state, 0, Take(0)), "take")[0]
    assert take.get("card") == "king" and take.reveal
    assert GAME.observe(state, 1).players[0].companions == ["king"]


def test_companions_face_up_treasures_face_down_in_hand():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    choose(state, 6, 8)
    GAME.apply(state, 0, Take(1))
    GAME.apply(state, 1, Take(2))
    seen = GAME.observe(state, 1)
    assert seen.players[0].treasures == [D.HIDDEN] and seen.players[1].companions == ["spy"]


def test_leftover_field_cards_go_to_the_discard_pile():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    choose(state, 6, 8)
    GAME.apply(state, 0, Take(1))
    events = GAME.apply(state, 1, Take(2))
    assert state.round == 2 and state.discard == ["copper_coin"]
    discard = of_kind(events, "discard")[0]
    assert discard.reveal and discard.get("face_down")  # the face-down leftover is revealed face up


def test_empty_quest_deck_discards_shuffled_into_a_new_deck():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    state.discard, state.deck = state.deck[:-2], state.deck[-2:]
    choose(state, 1, 6)
    events = GAME.apply(state, 0, Luck(1))  # draws the second-to-last card: the deck still holds one
    assert "reshuffle" not in kinds(events)
    state2 = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    state2.discard, state2.deck = state2.deck[:-1], state2.deck[-1:]
    choose(state2, 1, 6)
    before = len(state2.discard)
    events = GAME.apply(state2, 0, Luck(1))
    reshuffle = of_kind(events, "reshuffle")[0]
    assert reshuffle.chance and state2.discard == [] and len(state2.deck) == before + 1
    assert len(all_quest_cards(state2)) == 58


# --- end of the game ------------------------------------------------------------------------------------
NINE = ["thief"] * 3 + ["archer"] * 3 + ["merchant"] * 2 + ["prince"]  # no spy: no look to answer


def hoard(state, seat, cards):
    """Moves cards from the deck into a hand (treasures and companions where they belong)."""
    for card in cards:
        state.deck.remove(card)
        (state.players[seat].treasures if card in D.TREASURES else state.players[seat].companions).append(card)


def finish_round(state):
    while state.phase != "choose" and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])


@pytest.mark.parametrize("what", ["treasures", "companions"])
def test_ten_treasures_or_ten_companions_end_the_game_after_the_round(what):
    cards = ["copper_coin"] * 9 if what == "treasures" else NINE
    extra = "silver_coin" if what == "treasures" else "merchant"
    state = arrange(new(3), field=["gold_coin", extra, "copper_coin", "king"], tokens=[1, 2, 3], **{f"{what}0": cards})
    choose(state, 8, 9, 10)
    events = GAME.apply(state, 0, Take(1))
    assert "last_round" in kinds(events) and state.ending and not GAME.is_over(state)
    finish_round(state)
    assert GAME.is_over(state) and state.end_reason == "cards"


def test_once_met_the_game_ends_with_that_round_whatever_happens_after():
    """The end condition, once met, holds even if the count drops again in the round (here by Charm)."""
    state = arrange(new(2), field=["copper_coin", "merchant", "silver_coin"], tokens=[1, 2], companions0=NINE)
    choose(state, 3, 9)  # seat 0 acts first (Fireball), seat 1 casts Charm on seat 0 afterwards
    GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])  # burn nothing
    GAME.apply(state, 0, Take(1))  # the tenth companion
    assert state.ending
    decline_swords(state)  # seat 0 is asked about a copper sword, though it holds none
    if state.phase == "give":
        GAME.apply(state, 0, GAME.legal_actions(state, 0)[0])
    assert len(state.players[0].companions) == 9
    finish_round(state)
    assert GAME.is_over(state)


def test_quest_deck_and_discards_both_empty_end_the_game_at_once():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    # Everything else is in the players' hands: only one card is left in the deck and none in the discards.
    hoard(state, 1, state.deck[:-1])
    choose(state, 1, 6)
    events = GAME.apply(state, 0, Luck(2))  # Luck: discard, then draw the last card... the discard reshuffles
    assert not GAME.is_over(state)
    # Four players hold all but two deck cards, spread so that nobody reaches ten of a kind.
    state = arrange(new(4), field=["copper_coin", "silver_coin", "spy", "gold_coin", "king"])
    rest = sorted(state.deck[:-2], key=lambda c: c in D.TREASURES)
    for i, card in enumerate(rest):
        hoard(state, i % 4, [card])
    choose(state, 6, 6, 6, 6)
    events = []
    while state.phase != "choose" and not GAME.is_over(state):
        seat = GAME.to_act(state)[0]
        events += GAME.apply(state, seat, GAME.legal_actions(state, seat)[0])
    # Round 2's deal: two cards, then the one discarded card reshuffled, then nothing is left anywhere.
    assert GAME.is_over(state) and state.end_reason == "deck"
    assert "deck_out" in kinds(events) and state.round == 2
    assert len(all_quest_cards(state)) == 58


# --- scoring --------------------------------------------------------------------------------------------
def test_vp_is_quest_cards_plus_items_plus_chips():
    state = arrange(new(2), treasures0=["gold_coin", "copper_coin"], companions0=["mercenary"],
                    items0=["golden_cup", "copper_sword"], chips0=4)
    row = score(state)[0]
    assert row == {"cards": 3 + 1 + 2, "items": 5 + 1, "chips": 4, "junk": 0, "total": 16}


def test_most_junk_scores_5_and_every_tied_player_gets_it():
    state = arrange(new(3), items0=["junk", "junk"], items1=["junk", "junk"], items2=["junk"])
    assert [row["junk"] for row in score(state)] == [5, 5, 0]
    state = arrange(new(3), items0=["junk", "junk", "junk"], items1=["junk", "junk"])
    assert [row["junk"] for row in score(state)] == [5, 0, 0]
    assert [row["junk"] for row in score(arrange(new(3)))] == [0, 0, 0]  # nobody holds junk: nobody scores it


def test_tie_for_first_the_designer_wins():
    state = arrange(new(3), chips0=7, chips1=7, chips2=3)
    outcome = GAME.outcome(state)
    assert outcome.winners == () and dict(outcome.scores) == {0: 7, 1: 7, 2: 3}
    assert "Hayato Kisaragi" in LOG_DESIGNER_WINS().english()


def test_highest_total_wins():
    state = arrange(new(3), chips0=7, chips1=8, chips2=3)
    assert GAME.outcome(state).winners == (1,) and GAME.outcome(state).ranking == (1, 0, 2)


# --- items ----------------------------------------------------------------------------------------------
def test_items_only_from_creation_kept_face_down():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    state.item_deck.remove("lucky_shoes")
    state.item_deck.insert(0, "lucky_shoes")  # keep the shoes out of this draw
    choose(state, 7, 8)
    assert len(state.players[0].items) == 2 and len(state.item_deck) == 16
    assert GAME.observe(state, 1).players[0].items == [D.HIDDEN, D.HIDDEN]
    assert all(not p.items for p in state.players[1:])


def test_lucky_shoes_shown_when_drawn():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    state.item_deck.remove("lucky_shoes")
    state.item_deck.append("lucky_shoes")
    events = choose(state, 7, 8)
    shown = [e for e in of_kind(events, "item") if e.get("card") == "lucky_shoes"]
    assert shown and "lucky_shoes" in GAME.observe(state, 1).players[0].items


def test_empty_item_deck_no_more_items():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    state.players[1].items, state.item_deck = state.item_deck[:-1], state.item_deck[-1:]
    events = choose(state, 7, 8)
    assert len(state.players[0].items) == 1 and "items_out" in kinds(events)


# --- page notes ------------------------------------------------------------------------------------------
def test_luck_face_down_card_replaced_face_down_unseen():
    state = arrange(new(2), field=["gold_coin", "silver_coin", "spy"])
    choose(state, 1, 6)
    events = GAME.apply(state, 0, Luck(0))
    replace = of_kind(events, "replace")[0]
    assert replace.get("card") == "" and state.down == 0 and state.seen_down == []
    assert GAME.observe(state, 0).field[0] == D.HIDDEN
    assert state.discard == ["gold_coin"]  # the discarded card lies face up


def test_heal_random_card_drawn_from_the_shuffled_discards():
    picks = set()
    for seed in range(12):
        state = arrange(new(2, seed), field=["copper_coin", "silver_coin", "spy"])
        for card in ("gold_coin", "king", "queen", "thief"):
            state.deck.remove(card)
            state.discard.append(card)
        choose(state, 4, 6)
        took = [c for c in state.players[0].treasures + state.players[0].companions if c != "silver_coin"]
        picks.add(took[0])
        assert len(state.discard) >= 3
    assert len(picks) > 1  # random, by the state's generator


def test_haste_acts_in_the_book_phase_only():
    state = arrange(new(3), tokens=[1, 2, 3])
    events = choose(state, 1, 5, 2)
    assert state.order == [1, 0, 2]
    assert of_kind(events, "no_effect")[0].get("page") == 5


def test_lightning_two_chips_in_any_change():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"])
    choose(state, 8, 9)
    assert state.players[0].chips == 2


@pytest.mark.parametrize("page", [9, 14])
def test_charm_and_domination_tied_most_companions_the_caster_chooses(page):
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    companions1=["king"], companions2=["queen"])
    choose(state, page, 8, 8)  # the others share page 8, so they act after the caster
    assert state.phase == "target" and GAME.to_act(state) == (0,)
    assert [a.seat for a in GAME.legal_actions(state, 0)] == [1, 2]
    GAME.apply(state, 0, Target(2))
    decline_swords(state)
    assert "queen" in state.players[0].companions and state.players[2].companions == []


@pytest.mark.parametrize("page", [9, 14])
def test_charm_and_domination_most_under_defense_next_most_targeted(page):
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    companions1=["king", "prince"], companions2=["queen"])
    events = choose(state, page, 6, 15)  # seat 1 casts Resistance: Defense for the whole quest phase
    events += GAME.apply(state, 1, Take(1))  # seat 1 acts first
    events += decline_swords(state)
    assert of_kind(events, "target")[0].get("target") == 2
    assert "queen" in state.players[0].companions


def test_spirit_applies_when_others_tie_for_fewest_chips():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    chips0=2, chips1=2, chips2=5)
    choose(state, 10, 12, 13)
    assert state.players[0].chips == 2 + 3


def test_spirit_gains_one_when_someone_has_fewer():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    chips0=2, chips1=1)
    choose(state, 10, 12, 13)
    assert state.players[0].chips == 3


def test_time_art_in_the_book_phase_defense_in_the_quest_phase():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    chips1=6, chips2=4)
    choose(state, 12, 11, 13)  # Time reverses: 2 (page 13) first, then 0 (Transformation), then 1 (Time)
    assert state.order == [2, 0, 1] and 1 in state.defense
    assert state.players[1].chips == 6  # Meteor skipped seat 1 (Defense) although seat 1 acts after it
    assert state.players[2].chips == 4 + 2
    GAME.apply(state, 2, Take(1))
    decline_swords(state)
    # Transformation skips seat 1 (Defense, 6 chips): seat 2 is the next-most and loses half of 6.
    assert state.players[0].chips == 3 and state.players[2].chips == 3 and state.players[1].chips == 6


@pytest.mark.parametrize("chips,taken", [(5, 3), (4, 2), (1, 1)])
def test_transformation_half_rounded_up(chips, taken):
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"], tokens=[1, 2], mp=15, chips1=chips)
    choose(state, 12, 13)
    decline_swords(state)
    assert state.players[0].chips == taken


def test_transformation_tied_most_chips_the_caster_chooses():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    chips1=4, chips2=4)
    choose(state, 12, 13, 14)
    assert [a.seat for a in GAME.legal_actions(state, 0)] == [1, 2]
    GAME.apply(state, 0, Target(1))
    decline_swords(state)
    assert [p.chips for p in state.players] == [2, 2, 4]


def test_transformation_most_under_defense_next_most_targeted():
    state = arrange(new(3), field=["copper_coin", "silver_coin", "spy", "gold_coin"], tokens=[1, 2, 3], mp=15,
                    chips1=9, chips2=3)
    choose(state, 12, 6, 14)
    GAME.apply(state, 1, Take(1))  # seat 1 (Resistance) acts first
    decline_swords(state)
    assert [p.chips for p in state.players][::2] == [2, 1]


def test_miracle_two_random_cards_from_the_shuffled_discards():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"], tokens=[2, 1])
    for card in ("gold_coin", "king", "queen"):
        state.deck.remove(card)
        state.discard.append(card)
    events = choose(state, 15, 15)  # shared: the higher previous token (seat 0) acts first
    got = of_kind(events, "from_discard")
    assert len(got) == 2 and all(e.chance for e in got) and len(state.discard) == 1
    assert state.players[0].chips == 2


def test_advice_thief_takes_a_chip_when_first_to_act():
    state = arrange(new(2), field=["copper_coin", "silver_coin", "spy"], tokens=[1, 2], companions0=["thief"],
                    companions1=["thief"])
    events = choose(state, 1, 6)
    assert of_kind(events, "chips")[0].get("source") == "thief"
    assert state.players[0].chips == 1 and state.players[1].chips == 0
