<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>F1Circuit</name>
    <message>
        <source>Take box %1 (key %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus space: draw %1 ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty space: pay %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>F1Counters</name>
    <message>
        <source>The &quot;1&quot; pile: %1 cards; %2 played 1s wait to rebuild it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>F1Player</name>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>F1Results</name>
    <message>
        <source>%1 pts</source>
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
    <message>
        <source>Next race</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>GrandPrix-F1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grandprix_f1</name>
    <message>
        <source>Race length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>4 laps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 laps (+20 fuel per car; 3, 5 or 6 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best-lap bonus on space 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+4 cards (as printed on the board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A single race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship of {races} races</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced: accidents and damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced: unexpected rain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advanced: double weather change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s car {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GrandPrix-F1 needs {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 5-lap race needs 3, 5 or 6 players: with other numbers the cards cannot fund it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not fit this moment of the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may move the car whose turn it is, or your other car if it is on the track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no card of that value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This move does not pass space 19, so it cannot take the pit lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car must take the pit lane: it ended its last move on 19 or it is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyres are changed only in the box: choose dry or rain tyres when leaving it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This car is in its box: it stays or leaves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a car in its box can stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car has stayed three turns: it must leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {amount} fuel in 10s, 6s and 4s that the bank holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The drawn 1s may only become bank cards of the same total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A box is named by its number, a whole number from 1 to 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box {box} is not yours to take: choose one of boxes {free}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The car is named by its number, a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is named by its value, a whole number: 1, 2, 3, 4, 6 or 10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whether the car takes the pit lane is given as yes or no (true or false).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tyres are given as text: &quot;dry&quot; or &quot;wet&quot; when leaving the box, otherwise empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are listed by their values, whole numbers, largest first (as in 10 + 6 + 4).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay at least {cost} from your hand, with no card more than needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race {race} of {races}: {laps} laps, the track is dry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start order drawn (player and car number): {cars}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes box {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} receives {count} cards: {fuel} fuel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {card} card is played for {car}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} moves {moved} spaces to {space}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} moves {moved} spaces and crosses the finish line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} is blocked and moves {moved} of {budget} spaces, to {space}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} is blocked and cannot move: the card is spent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} takes the pit lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} runs into the gravel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} starts lap {lap} of {laps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} starts the final lap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} crosses the line in place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} crosses the line without a pit stop and is disqualified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} ends on {space}: {player} draws {count} cards from the &quot;1&quot; pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &quot;1&quot; pile is empty: only {count} of {wanted} cards could be drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} exchanges the drawn 1s for {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps the drawn 1s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} ends on {space}: a penalty of {cost} fuel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} reaches box {box}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} is repaired in its box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} stays in the box (stop {stays}) and takes {cards}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} cannot leave box {box}: its exit is taken. The card is spent; the car stays in the box, with {stays} of its 3 stays taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} leaves the box on {tyres}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rain card shows: it is raining.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sun card shows: the track is dry for the rest of the race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The sun card is shuffled into the &quot;1&quot; pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The &quot;1&quot; pile is rebuilt from {count} played 1s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} runs into the car ahead (overshoot {over}): damaged, it must pit for repair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} crashes into the car ahead (overshoot {over}) and is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} has no fuel left and is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race {race} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {points} points in this race, {total} in total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No car reached the finish: nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grandprix_f1_table</name>
    <message>
        <source>Lap {lap}/{laps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race {race} of {races}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dry tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>finished in place {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must still pit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the grid · box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track space {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gravel trap {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inside lane space {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pit lane space {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} in the pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, free: take it (key {key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, {players}&apos;s box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, costs {cost} to stop on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, bonus {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, reachable: {how}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}; here: {cars}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} (marked {label})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car} on {place}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{car}, not on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed card {value} in your hand (×{count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces, then pay {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces, draw {bonus} ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: blocked after {moved} of {budget} spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Into the pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay on the track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave on dry tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave on rain tyres</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay: take {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange for {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: take the pit lane?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card}: leave the box on which tyres?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box: stay a turn for {fuel} fuel, or play a card to leave (stays so far: {stays} of 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Three stays taken: play a card to leave the box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus: you drew {count} ones. Exchange them for bank cards of the same total?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Penalty space: pay at least {cost} in cards (no change).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: drag a card onto {car}, or the car onto a lit space (click a card, then a space; keys: 1–6 pick a card, Enter plays).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: drag a card onto one of your cars, or a car onto a lit space (click a card, then a space; ↑↓ switch car, 1–6 pick a card, Enter plays).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: choose your pit box for this race: click a lit box (keys 1–6, or ←→ and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: choose the pit box both your cars share this race: click a lit box (keys 1–6, or ←→ and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: all six boxes are taken: choose one to share (a lit box; keys 1–6, or ←→ and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is choosing a pit box…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {car} is in its box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: choose on the panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the championship with {points} points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the race!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody scored: no winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose your pit box: click a lit box (keys 1–6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card on your car, or your car on a lit space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of your cards takes this car to that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} does not take this car to that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a card first (click it, or keys 1–6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card} for {car}: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play the {card} for {car} and leave the box on {tyres}: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay in the box one more turn and take {cards} in fuel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the {count} ones you drew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exchange the ones you drew for {cards} from the bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the penalty with {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to space {space}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to space {space}, a penalty space: pay {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to space {space}, a framed space: draw {bonus} ones</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>round the cars ahead by the overtaking lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into the gravel (the next move goes at most 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into the pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>along the pit lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>into the pit lane and your box {box}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>across the finish line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{where} (blocked after {moved} of {budget} spaces)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blocked at once, it stays where it is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel in hand as the leader starts each lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lap {lap}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship standings after race {race}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Championship</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Play exactly one card per turn, for either of your cars: it moves exactly that many spaces; every space burns one fuel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blocked by full spaces, a car stops behind and the rest is lost; lanes and gravel are used only when there is no other way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passing 19 you may take the pit lane (after ending on 19 you must, but never on the final lap); stop in your own box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the box: stay (20, then 20, then 10 fuel) or leave, choosing dry or rain tyres.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand is your fuel. Ending on 1, 12 or 19 draws 1s; swap them for bank cards at once or never.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wrong tyres for the weather: a 10 moves 6 and a 6 moves 4. In gravel and the pit lane a 10 counts as 6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places 1 to 6 score 10, 6, 4, 3, 2, 1 points; a two-car player adds both cars.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first car over the line after the last lap wins; the race runs until every car has finished or is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player with no cards is out; with two cars, a car that never stayed in its box is disqualified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space of the ideal line, 1 to 30; a line across it: two cars fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−N (red frame): ending there costs N fuel, no change given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+N (gold frame): ending there draws N cards from the “1” pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow spaces: a gravel bed; a car stops on its last space at the latest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Small grey spaces by a corner: an overtaking lane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue-grey spaces: the pit lane, B1 to B19 (10 counts as 6 up to B15)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pit box you may take now, with its key (1–6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A box in a player&apos;s colour, with their seat number: theirs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A car: its player&apos;s seat number, and a or b for their two cars</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>☀ Dry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The weather pill: ☀ dry, or ☂ rain once the “1” pile has run out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×N under a card of the bank or your hand: how many of it there are</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The “1” pile: bonus cards left; the rain card lies under them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tyre marks (pale blue spaces): the route of the last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gold double ring: what a hint or the lesson points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to GrandPrix-F1! You are Ada, against Bruno and Chloé. With three players everyone drives two cars, paid from one hand. The race is 4 laps: the first car over the line at the end of its last lap wins. Press Next (or Space) to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The circuit runs from space 1 to 30; the line lies between 30 and 1. Framed spaces do something when a move ends there: 1, 12 and 19 give you free 1s, and a −4 or −6 badge is a penalty in fuel. Spaces 2, 5, 12, 13 and 14 hold one car; the others two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your hand: 6 tens, 10 sixes and 10 fours, 160 fuel for both cars. A card moves a car exactly its value, and every space burns one fuel. Fuel comes back only in the pits and from the framed spaces. A player with no cards left is out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The start order was drawn: Bruno&apos;s car 2 is on pole on 30, your car 1 on 29 and your car 2 on 27. Cars take turns in this order all race. First, in the same order, each player picks a pit box for both cars: Bruno takes box 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn to choose. A box is where your cars stop to refuel; the lane passes boxes 1 to 6 in order. Click box 5, the lit one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé takes box 1 and the race starts. Bruno plays a 6 for his car 1, which ends on space 1, the best lap: he draws four 1s from the “1” pile and at once exchanges them for a 4 from the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. You must play exactly one card each turn, for either of your cars. Drag a 10 from your hand onto your car 2 (1b, on 27): it drives 10 spaces, to 7. A car never stops early by choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé plays a 10 for her car 1: from 28 to space 8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 2 again. This time click: first a 10 in your hand (the space it reaches lights up), then space 17.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 goes to 6. Bruno plays two 10s for his car 1: to 11, then past 19 into the pit lane. From B2 on a 10 counts only 6, so it stops on B2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now your car 1, still on the grid. Use the keyboard: press 3 to pick your third card, the 10, then Enter. (← and → pick another card, ↑ and ↓ the other car.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 ended on 9, a penalty space: 4 fuel. You pay with cards worth at least 4, and no change is given. Click “Pay 4”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 ends on 12, a sector best: she draws two 1s and exchanges them for a 2. Her car now stands on 12, a one-car space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 is on 9. A 10 would run into Chloé on 12, and the only way past is the gravel bed (yellow). Nobody crosses a whole bed in one move: the car stops on its last space, K17. Drag your car 1 onto K17, the lit space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 takes the pit lane but stops on B1, behind Bruno. Bruno drives his car 1 into box 2: reaching your box ends the move. Then he plays a 6 for his car 2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 starts on gravel, where a 10 counts only 6. Drag a 6 onto your car 1: the move passes 19, so a panel asks whether to take the pit lane. Choose the pit lane: Chloé blocks B1, so the car stops on 19.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space 19 is a sector best: you drew two 1s. Straight away, and never later, you may exchange them for a 2. Press 2 for the second button, “Exchange for 2”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few turns on: your car 2 reaches 19 too. Bruno&apos;s car 1 stays in box 2: it skips its turn and takes 20 fuel. Your car 1 ended its last move on 19, so it must now take the pit lane.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a 6, then space B6: the pit speed limit holds your car 1 to 6 spaces. No panel asks this time, since the pit lane is compulsory after ending on 19.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s car 1 takes the pit lane too and stops on B2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the pit lane a car must stop in its own box, and reaching it ends the move: the rest of the card is lost. Drag your car 1 onto box 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 stays in box 1 and Bruno&apos;s car 1 stays a second time. Bruno&apos;s car 2 ends on 18 and pays 6 fuel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 is in its box. Each turn there it either stays (it skips the turn and takes fuel: 20, then 20, then 10, as 10s, 6s and 4s) or leaves. Each of your cars must stop at least once. Stay: click “Stay: take 10 + 10”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 stays twice more: 50 fuel in all, the most one stop gives. Meanwhile the pit lane is busy: your car 2 waits behind the others. Bruno and Chloé leave their boxes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After three stays the car must leave. Drag a 6 onto your car 1. Tyres are changed only in the box, so you choose them as you leave: the track is dry, so click “Leave on dry tyres”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laps later. On lap 2 the “1” pile ran out and the rain card showed: it rains to the end of the race. On the wrong tyres a 10 moves only 6 and a 6 only 4, so every car went into its box for rain tyres. Now it is the final lap, and your car 1 is on 24, 7 spaces from the line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The crossing at the end of the last lap finishes a car; the first to finish wins the race. Drag your car 1 over the finish line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your car 1 wins! A finished car leaves the board and the race goes on until every car has finished or is out: Bruno&apos;s car 2 crosses second, Chloé&apos;s car 2 third and your car 2 fourth.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Places 1 to 6 score 10, 6, 4, 3, 2 and 1 points, and you add up both your cars: the most points wins. A car that finishes without having stayed in its box is disqualified. That is all you need. Press “Play a real game” to race against computer players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
