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
</TS>
