<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Tournay</name>
    <message>
        <source>turn 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This deck&apos;s town crier has been revealed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 d per citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep one card: click it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events in your hand to build as ramparts: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TyCard</name>
    <message>
        <source>%1d</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TyDistrict</name>
    <message>
        <source>%1d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No buildings yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TyPlayer</name>
    <message>
        <source>%1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deniers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▥ %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramparts built (1 point each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score if the game ended now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last card chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag to borrow for %1 deniers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 standing, %2 laid down</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TyResults</name>
    <message>
        <source>★ stands in this player&apos;s district</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Tournay</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>1. You may place one card from your hand in your district (drag it to a lit cell): level I costs 1 d, level II 3 d.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2. One action: draw (1, 2 or 3 citizens for level I, II, III), use a building, fight an event with a coin, earn 2 d per citizen, or gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used citizens lie down until you gather. Borrow an opponent&apos;s standing citizen for 2 d, paid to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crier turned: a coin on every event, then each event acts once per coin on everyone; a rampart shields you from one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End of your turn: 4 cards in hand at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each visible prestige building scores for everyone: the builder&apos;s value if it is in your district, the other value if not, times what you have of what it counts (12 at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plus every card&apos;s points (covered ones too) and 1 per rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Complete district: 9 cells, at least 2 prestige buildings. The end begins with two complete districts, or one and players + 1 criers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then everyone plays a last turn, chooses a secret last card, and the game is scored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citizens standing on the plaza, ready to act: red soldiers, white clergy, yellow townsfolk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citizens of that colour laid down: used (or lent) until you gather</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number on a citizen: its owner&apos;s seat; a grey one is a borrowed citizen&apos;s stand-in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start player: rounds and the last turns begin with them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1d · 1★</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a card: its cost in deniers (d, the money) and its points (★) at the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A deck or a hidden card: its level (III: prestige buildings); “10”: cards left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under a face-up deck: drop citizens here to turn two cards instead of taking the top one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deck&apos;s town crier is out; criers out count for the end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The event row: coins on an event; only an event with a coin acts, or can be fought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▥ on a small card: an event in hand, a rampart to come; “▥ 2” by a name: ramparts built. 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a cell: cards covered beneath the top one (they still score their points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A damaged building: cannot be used until you gather; it still scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the rulebook&apos;s card lists: ◇ a card the expansion can replace, † this edition&apos;s text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournay</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Base game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced rules (fewer citizens at the start, recruiting)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without the expansion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion cards replace the marked cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marked and expansion cards shuffled, three left out per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>III</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>earning money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ransom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournay needs {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not fit this moment of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already chosen your last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That choice is not open now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That answer is malformed: slots, seats, columns and rows are whole numbers (a list of slots is a tuple), cards, colours and citizens are named by text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event in hand is a rampart: it never goes into the district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new card goes next to a card of your district, which must fit in a 3 by 3 square.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already have a prestige building of that name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That costs {cost} deniers, more than you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This building also costs another card from your hand: name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This building also costs one of your {colour} citizens: name it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card costs deniers only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That deck has no face-up card on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the face-up card, or turn two cards and keep one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an opponent&apos;s standing citizens can be borrowed, and no more than the action needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This needs {count} {colour} citizens: you have too few standing (borrow the rest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no building of yours there that a citizen can use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That building is occupied or damaged; gather your citizens to free it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using that building would change nothing now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no event there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an event with a coin on it can be fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earn with some of your own standing citizens of one colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruiting belongs to the advanced rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supply has no {colour} citizen left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards are left out of the level I and II decks, unseen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{event} joins the event queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is the start player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end has come: from {player}, everyone plays one last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has lasted {rounds} rounds and stops here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places {card} for {cost} deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It covers {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes back under its deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {colour} citizen there goes back to the plaza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The piece there goes back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} borrows a {colour} citizen from {owner} for {fee} deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws from the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card}, face up on the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes face down under the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} turns {count} cards of the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} turns one more card of the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A town crier in the {deck} deck! ({count} revealed so far)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a card into their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} lies face up on the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} turns the top card of the {deck} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} fights {event} and takes it as a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} earns money with {count} {colour} citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gathers all their citizens back to the plaza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} recruits a {colour} citizen for {cost} deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains {deniers} deniers ({source}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {deniers} deniers ({source}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {deniers} deniers from {target} ({source}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a {colour} citizen from the supply ({source}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A coin goes on {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No event has a coin: nothing happens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds a rampart against {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is shielded from {event} without a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses {colour} for the Levy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{event}: nothing changes for {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} lays down a {colour} citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} stands up a {colour} citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} loses a {colour} citizen to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards a card under its deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {event} under the event deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {event} from the event deck as a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sets events off with the Ballista.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the {coins} coins off {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes a coin off {event}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} uses {card} in {owner}&apos;s district with a grey citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} demolishes {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses {colour} for the Lordship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {character} lets a white citizen use {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone chooses a last card in secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places no last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s last card: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} scores {points} points for {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {total} points (prestige {prestige}, cards {cards}, ramparts {ramparts}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {players}!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournay_cards</name>
    <message>
        <source>Arsenal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a red level II card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ballista</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose up to two events in the queue and add a coin to each (if a circle is free). Harmful ones strike every other player once per coin; beneficial ones act for everyone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barracks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a red citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight an event that has a coin, without paying its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A prestige building you place in its row or column costs 2 deniers less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take all the coins off one event: they become your deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a red building in its row or column gives 1 more denier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per red card in your district (at most 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fort II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight an event that has no coin, without paying its cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arsenal II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a red level III card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barracks II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a red citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a red building in its row or column gives 2 more deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Siege Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each opponent puts a damage token on one of their unoccupied buildings (their choice).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rampart Works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the top card of the event deck into your hand as a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whenever you fight an event, gain 2 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>War Chest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 5 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a level I card of any colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scriptorium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a white level II card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a white citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Almonry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up one of your laid-down citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a white building in its row or column gives 1 more denier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Priest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a white building in its row or column also stands up one of your laid-down citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 3 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Library</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a level II card of any colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scriptorium II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a white level III card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monastery II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a white citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abbey Church</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a white building in its row or column gives 2 more deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up all your laid-down white citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reliquary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove one coin from an event, back to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time criers set events off, it shields you from one of them like a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seminary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a citizen of any colour from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use one unoccupied building in an opponent&apos;s district, putting a grey citizen on it; your characters do not add to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a yellow level II card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a yellow citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alderman</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a yellow building in its row or column gives 1 more denier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advocate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrowing an opponent&apos;s citizen costs you 1 denier instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per yellow citizen you own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weaver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card from your hand: gain 4 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the Bridge, and gain 1 denier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Great Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a yellow level III card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a yellow citizen from the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bailiff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using a yellow building in its row or column gives 2 more deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card you place in its row or column costs 1 denier less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting House</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 2 deniers per yellow citizen standing on your plaza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers: take the face-up top card of any level I or II deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demolisher</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the top card of another cell of your district to the bottom of its deck and gain twice its denier cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catapult</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a damage token on one unoccupied building of each opponent (your choice). While a citizen stands on it, it shields you from one event when criers fire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight (expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time the red and grey citizens on buildings in its row and column reach an even number after you place one, fight an event with a coin for free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lordship</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a colour: each opponent pays you 1 denier per building of that colour in their district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knight II (expansion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As the Knight (expansion), and you also take the coins of the event fought.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earning money with red citizens gives 3 deniers each instead of 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courthouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take 4 deniers from the richest opponent; if several are richest, 3 from each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abbey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the top card of the three level I decks; keep two, the third goes back face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abbey II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the top card of the three level II decks; keep two, the third goes back face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After you use a white building in its row or column, one more white citizen of yours may use an unoccupied yellow building there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Monk II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After you use a white building in its row or column, one more white citizen of yours may use an unoccupied red building there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templar II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per citizen standing on your plaza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 4 deniers per pair of a yellow and a red citizen standing on your plaza.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time you gather your citizens, gain 2 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bakery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 2 deniers per red citizen, or per white citizen, standing on your plaza (the better).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Senator II</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each time you gather your citizens, gain 3 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per card in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Belfry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible set of a red, a white and a yellow card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per yellow citizen owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cloth Hall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible yellow card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 4 deniers held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour des Six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8 points for its builder only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>La Madeleine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible prestige building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint-Brice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint-Jacques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible white card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint-Nicolas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per set of a red, a white and a yellow citizen owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint-Quentin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per white citizen owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pont des Trous</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Porte de la Vigne</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per red citizen owned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour d&apos;Arras</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible white or yellow building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour Henry VIII</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per rampart built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tour Saint-Georges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per visible red card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town Crier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turned while drawing: a coin goes on every event with a free circle, then every event acts once per coin on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose one citizen of your choice to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Famine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 deniers; if you cannot, lay down a yellow citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fire</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a damage token on one of your unoccupied buildings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norman Raid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heresy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down one white citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mutiny</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down one red citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Strike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down one yellow citizen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tithe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 1 denier per white card in your district (at most 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Levy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A colour is chosen: pay 1 denier per building of it in your district (at most 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 3 deniers, or send one standing citizen to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harvest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 2 deniers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per yellow card in your district (at most 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pilgrimage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 1 denier per red card in your district (at most 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Procession</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tournay_table</name>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Town crier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>harmful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>beneficial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight: {count} {colour} + {ransom} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harmful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight: {count} {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of the {deck} deck, held face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather citizens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place no card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No last card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck}: take the face-up card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck}: turn two, keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build {card} as a rampart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a standing {colour} citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a laid-down {colour} citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build {card} on the lit square ({cost} d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last card: {card} on the lit square ({cost} d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the face-up card of {deck}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw from {deck}: turn two, keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight {event}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earn {deniers} d with {count} {colour} citizens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recruit a {colour} citizen ({cost} d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{move}, borrowing {count} from {players}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield yourself from: {events}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shield nothing (confirm)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ballista: {events}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose: {answer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {colour} citizen on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: drag a card from your hand onto a lit square of your district (or click both), or place none (N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: drag citizens onto a deck, one of your buildings, an event or the bank; drag an opponent&apos;s citizen to borrow it; or gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {colour} citizens chosen ({borrowed} borrowed). Now click a deck, a building, an event or the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {card} chosen. Click a lit square (cost shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {question}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: choose your last card in secret: drag it onto your district, or place none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: your last card is chosen. Waiting for the others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players choose their last cards in secret…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} won with {total} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>keep one of the turned cards (click it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the deck to draw from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>town criers! Choose the harmful events your ramparts shield you from, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose up to two events for the Ballista, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>more than 4 cards in hand: discard one under its deck, or build an event as a rampart (it shields nothing).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the colour of the citizen to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the colour of the citizen to stand up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a colour for the Lordship.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose a colour for the Levy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flood: pay, or choose the standing citizen to lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the citizen to stand up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plague: choose the citizen you lose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the building that takes the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Norman Raid: choose the card to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the card the Weaver discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose an opponent&apos;s building to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose the card to demolish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one more citizen may use a building: choose it, or none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catapult: choose the building of {player} that takes the damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choose one of the answers below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That needs {colour} citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not yours to move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own standing citizens earn money.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a citizen first (click it), then the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing happens there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s district, column {x}, row {y}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s district, column {x}, row {y}, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, with a {colour} citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, you can play here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, you can play here for {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s hand card {number}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck} deck, {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck} deck, {count} cards, face up: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{deck} deck: turn two cards, keep one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event slot {number}: {event}, {coins} coins on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event slot {number}, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank: a standing citizen earns money here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Citizen supply: recruit here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {colour} citizens: {standing} standing, {down} laid down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s district, {score} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended after round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was stopped after {round} rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prestige buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{n} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {cost} d: a {colour} citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {cost} d: any citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 d per {colour} card (max {cap})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a {colour} {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw any {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row/col {colour}: +{n} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather: +{n} d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per {colour} citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per {colour} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per 3-colour card set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per 3-colour citizen set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per 4 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per prestige building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per white or yellow building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>★ per rampart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>8★ for its builder only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coins on up to 2 events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight a coined event free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight an uncoined event free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row/col prestige: −2 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take an event&apos;s coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An event card as a rampart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each opponent damages 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 d per fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up 1 citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row/col white: stand 1 up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stand up all white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a coin off an event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shields you from 1 event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use an opponent&apos;s building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bridge, then +1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrowing costs 1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 d per yellow citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card: +4 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row/col cards: −1 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 d per yellow standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay 2 d: a face-up card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Demolish: +2× its cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage 1 per opponent; shield</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even count: free fight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Even count: free fight + coins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opponents pay 1 d per colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red earns 3 d each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 d from the richest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn three I, keep two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn three II, keep two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After white: use a yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After white: use a red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 d per citizen standing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+4 d per yellow+red pair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 d per red or white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 d per card in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose 1 citizen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {n} d or lay down 1 {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage 1 empty building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard 1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay down 1 {colour}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 d per {colour} card (max {cap})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1 d per building of a colour (max {cap})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {n} d or lose 1 citizen</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to Tournay! You are Ada, against Bruno. Each of you builds a district of up to nine cards and puts citizens to work in it: red soldiers, white clergy, yellow townsfolk. Whoever has the most prestige points (PP) at the end wins. Press Next (or Space) to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your plaza: two citizens of each colour, standing, and 6 deniers. A turn has two phases: first you may place one card from your hand, then you must take one action with your citizens. Citizens you use lie down until you gather them back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is empty, so there is nothing to place: straight to the action. Draw a card: one citizen draws from a level I deck, two from level II, three from level III. Drag a yellow citizen onto the yellow I deck, the lit one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card lay face up on the deck, so you turned two and keep one: only you see them. Market earns 3 deniers each time you use it. Click Market to keep it; Guild goes back face up on the deck, for anyone to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno&apos;s turn. He borrows your standing yellow citizen to draw from the yellow III deck, where the prestige buildings are: borrowing costs him 2 deniers, paid to you, and your citizen lies down at your plaza. He keeps a card in secret; City Hall lies face up now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2, phase 1: place a card. A level I card costs 1 denier, a level II card 3. Your first card may go anywhere; later ones must touch a card already there, inside a 3 × 3 grid. Drag Market from your hand into your district.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phase 2. Level II cards are stronger: drawing one takes two citizens of its colour. Drag a red citizen onto the red II deck (both of your red citizens go).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the cards you turned is a town crier! You turn one more card and keep one of those that are not criers; then the crier fires. Click Fort II to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crier puts a coin on every event of the queue, and each event with coins then strikes everyone once per coin, from left to right. Procession comes first: it stands up one of your laid-down citizens. Press 2 on the keyboard to stand up your yellow one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then Harvest gives each of you 2 deniers, and Tournament pays for red cards, which neither of you has yet. Events can hurt too (Plague, Fire, Famine…). An event you have fought becomes a rampart in your hand, and when a crier fires you may lay a rampart down to shield yourself from one harmful event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno borrows one of your white citizens (2 more deniers for you) to draw from the white III deck. He keeps Saint-Nicolas; Saint-Quentin now lies face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3. Placing a card is optional: keep Fort II in your hand for now. Press N to place no card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use a building: put a citizen of its colour on it, and it works. The yellow citizen the Procession stood up can go to work: drag it onto your Market for 3 deniers. An occupied building cannot be used again until you gather.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno places City Hall, a prestige building. It costs 2 deniers and one more card from his hand (Saint-Nicolas goes back under its deck). Prestige buildings score at the end for everyone, their builder most. Then he takes Guild, the face-up card of the yellow I deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 4. Place Fort II (3 deniers) by clicking: click the card in your hand, then the lit cell to the right of your Market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fight an event: pick one with a coin and pay its cost, here one white citizen and 1 denier. The event becomes a rampart in your hand, worth 1 PP at the end. Drag a white citizen onto Procession.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two more actions. Earn money: lay down your own citizens of one colour for 2 deniers each. Gather: press the button and every citizen of yours comes back to your plaza standing. At the end of a turn you may hold 4 cards at most: discard the extra, or lay an event down as a rampart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thirty rounds later. Both districts are complete: nine cells, at least two of them prestige buildings. Your Fort II has fought several events for free: they wait in your hand. Your Bailiff, a character, adds deniers whenever you use a yellow building in its row or column. When two districts are complete, the end begins: everyone plays one last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your last turn. You have no card to place, and after this turn comes the secret last card, so a card in hand can still help. Drag a white citizen onto the white I deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another town crier, the third one out: it fires after you choose. Click Almonry to keep it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every event gets a coin. Strike would lay down a yellow citizen and Tithe would cost you a denier per white card, but the events in your hand can become ramparts: one shields you from one event. Click Strike and Tithe, then Confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair has two coins, so it pays each of you twice: 3 deniers a time for three yellow cards. Your ramparts kept Strike and Tithe off you; Bruno pays 1 denier to the Tithe. Bruno&apos;s last turn: he gathers his citizens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret last card: everyone at once picks a card from their hand and its cell, or none; then all are shown together. Your district is full, so Almonry would cover or replace a card worth more to you. Press N to place no last card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno places none either. The events still in hands are built as ramparts, and the game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring. Each visible prestige building scores for every player: its builder&apos;s value for whoever shows it, the other value for everyone else, times what each has of what it counts, 12 at most. Then every card adds its points, covered ones too, and each rampart 1. You win, 49 to 45!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is all you need for a first game. The end can also begin when one district is complete and enough town criers have come out (three at two players). Press “Play a real game” to play against a computer player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ada (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
