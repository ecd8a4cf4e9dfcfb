<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GrandsTours</name>
    <message>
        <source>No cards left on the course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table, dimmed while the panel above asks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camp: your roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a die to set it aside in the grupetto and re-roll the others (keys 1–6), or keep these dice (Enter). 1s go to the grupetto when you keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grupetto: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick the dice to roll: click a die, press a peloton face (1–6), or mark any die with ←/→ and pick it with Space. Your grupetto dice start picked; click one to leave it unrolled. Then roll (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peloton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grupetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the face of your returning rider die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take the %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the rider die it replaces (keys 1–%1). It keeps its face and place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which move?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GtCard</name>
    <message>
        <source>Held over</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GtGhost</name>
    <message>
        <source>Home</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GtJerseys</name>
    <message>
        <source>Jerseys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mtn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Home: %1 · Deck: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still in the deck: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GtResults</name>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spr.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mtn.</source>
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
    <name>GtTeam</name>
    <message>
        <source>thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grupetto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spr. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mtn. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Grands Tours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grands_tours</name>
    <message>
        <source>Course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standard course (three weeks, about 90 minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Short course (one week, about 30 minutes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom course (choose the weeks)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks on the custom course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Weeks {weeks}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assist cards on the custom course</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First leader (who played most recently)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>overall jersey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sprint jersey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mountain jersey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duplicates allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rest day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assist card {assist}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{point} (lead time {lead}, week {week})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{point} (no lead time, week {week})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sprint stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>mountain stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the {jersey} die showing {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{dice}, plus {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grands Tours needs {low} to {high} teams.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no player {number} at this table to be the first leader.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not fit this moment of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice go only on stage and assist cards still on the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no such die in your peloton.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die showing {face} is already on that card: one die per face on a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A train is three consecutive faces from your peloton, none already on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To replace a {face} you need two dice showing {face} in your peloton.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such die on that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would leave two dice of one face on the card, which only the Duplicates allowed card permits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your grupetto is empty: there is nothing to roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass one die, or two dice of one face, from your peloton; you pass empty-handed only when your peloton and grupetto are both empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You need the assist card {assist} for that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap trades another team&apos;s die on one card with your die of the same face on another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re-adjusting sets aside one of your just-rolled dice and needs at least two of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the dice to roll from those in your peloton and your grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a face from 1 to 6 that is not already on that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your rider dice for the jersey die to replace.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} is drawn by lot to lead and takes the overall jersey die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} played most recently: they lead and take the overall jersey die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the course: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {card}; {team} leads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} sets a {face} aside and re-rolls: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} starts with {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} rolls {count} dice on the rest day: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} places a {face} on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} places a train {faces} on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} replaces {owner}&apos;s {face} on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} removes {owner}&apos;s {face} from {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} swaps {owner}&apos;s {face} on {frm} with their own on {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} rolls the grupetto: {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} passes and drops {faces} into the grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie at {total} on {card}: the card is held over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} has no move and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no-points stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At camp, {team} rolls {faces}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} wins {card} with {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody rode for {card}: it goes home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} takes the {jersey}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} hands back the {jersey}; a rider die takes its place showing {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} hands back the {jersey}; a rider die takes its place in the grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die replaces a rider die in the grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die replaces a rider die showing {face}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director car moves on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} wins, holding a jersey!</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>gt_table</name>
    <message>
        <source>Round {round} of {count} · {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Week {week}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on the jersey card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the peloton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the grupetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolled at camp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the grupetto ({count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the selected dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep these dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: drag a die onto a card (or click dice, then a card). Keys: 1–6 pick dice, ←/→ a card, ↑/↓ a die on it, Enter plays there, Space rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: {dice} selected. Drop or click on a card, or on a die to replace it. Keys: ←/→ a card, ↑/↓ a die on it, Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: Enter: {move}. ↑/↓ another die, ←/→ another card, Esc clears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: {owner}&apos;s {face} on {card} is marked. Pick two dice of that face (1–6) to replace it, then Enter. ↑/↓ another die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: rest day. Pick the dice to roll, from your peloton and your grupetto, then roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: several moves fit. Choose one (keys 1–{count}, Esc cancels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every team rolls its grupetto, then may set one die aside and re-roll the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each team rolls its grupetto with any peloton dice it picks. Then new cards are turned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win it to knock a die off a card: it and one of your dice of that face go to the grupettos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win it to trade your die on a card for another team&apos;s die of that face on another card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win it to place dice on faces already on a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set your {face} aside and re-roll the others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose face {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The jersey replaces: {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: camp. Keep these dice, or click one to set it aside and re-roll the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (week {week})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: your lost overall die showed 7. Choose the face of the rider die that takes its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}: you take the {jersey}. Choose the rider die it replaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race is over. Winners: {teams}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace {owner}&apos;s {face} with two of yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removal: send {owner}&apos;s {face} and one of yours to the grupettos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>swap your {face} on {mine} with {owner}&apos;s on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pick your {face} on {card} for a Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {face} on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {face} in your peloton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A die in your grupetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removal: drop one of your dice on a die of that face (or click it, then the die; or ↑/↓ and Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap: drag your die on a card onto another team&apos;s die of that face on another card (or click both; or ↑/↓ and Enter on each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one die to place, two of one face to replace, or three in a row for a train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First pick dice from your peloton (click them or press 1–6).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select the die, or two dice of one face, to pass to your grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no die showing {face} to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place your {face} on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {low}, {mid} and {high} together on {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass {count} × {face} to your grupetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Judging: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} wins it with {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied at {total}: held over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No dice: the card goes home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winners: {teams}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} · {jerseys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sprint points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Course card {number}: {title}, {point}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, open for dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}; dice: {bids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s die showing {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die showing {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s die, to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die, to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die} on course card {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die} in the peloton</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die} in the grupetto</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}, selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{die}, rolled at camp: click to keep it out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Returning rider die showing {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s peloton, {count} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{team}&apos;s grupetto, {count} dice</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
