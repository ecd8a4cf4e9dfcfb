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
        <source>No lead time</source>
        <translation type="unfinished"></translation>
    </message>
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
    <name>GtGrupetto</name>
    <message>
        <source>Grupetto %1</source>
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
    <name>GtPeloton</name>
    <message>
        <source>Peloton: no dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peloton: in your tray below</source>
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
<context>
    <name>reference</name>
    <message>
        <source>One action a turn: Place a die on a card; Replace a die there with two of its face; Train three consecutive faces onto one card; Roll your grupetto; or Pass one or two dice of a face to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid on any card from the director car on, or a held-over one. A card holds one die of each face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camp opens the race: everyone rolls; re-adjust (set one die aside, re-roll the rest) as often as you like. 1s go to the grupetto.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the turns, the card at the director car is judged: the highest team total wins it. A tie holds it over; a card with no dice goes home.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A won card gives its lead time and its sprint or mountain point; all its dice go back to their grupettos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most lead time holds the overall die and plays first; most sprint or mountain points hold those dice. A jersey moves only when someone goes above its holder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race ends when the director car has passed every card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone holding a jersey die then wins: one to three winners.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The big number on a stage card: the lead time it gives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Written where a stage card&apos;s number would be: the card gives no lead time, only its mountain point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Won:” badges: the cards a team won, each with its lead time: green for a sprint point, red on white for a mountain point, grey for none; three red dots for a card with no lead time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A lilac badge with a name: an assist card the team won, its help for the rest of the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A green band: the card gives a sprint point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red dots: the card gives a mountain point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The coloured band: the card&apos;s week (1 blue, 2 orange, 3 purple)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team&apos;s total on a card; the gold row is ahead there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A yellow, green or red square by a name: that team holds the overall (leader), sprint or mountain jersey; the die of that colour is the jersey die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director car, under the card judged at the end of this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Held</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Held over”: a tied card, judged again every round until one team is ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“Grupetto 5”: spent dice, back with fresh faces when you roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gold ring: what a hint or the lesson points at</source>
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
        <source>Welcome to Grands Tours! You direct the red team against Bruno, Chloé and Dario. Your riders are dice: you put them on stage cards, and the team with the highest total on a card wins it. Stages bring lead time and sprint or mountain points, and whoever leads in each holds a jersey. Everyone holding a jersey at the end wins. This is the short course: Camp and eight stages. Press Next (or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race starts at Camp: everyone rolls all their dice, and a 1 can&apos;t ride, so it goes to the grupetto. The yellow die is the overall jersey die: as the leader you hold it in place of one rider; it counts as your own and has no 1. You rolled three 1s: too many. Re-adjust: click one of your 1s to set it aside and re-roll all the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Much better: 2, 2, 2, 3, 4, 5, 6 and the overall die on 6. Each re-adjust costs a die, so stop here: press Enter to keep these dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The others take their turns at Camp in seat order. Bruno and Chloé keep their rolls. Dario had three 1s too: he re-adjusts once and starts with six dice. Camp is an event, so nothing is judged; the director car moves on to the first sprint stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the course. Each stage card shows its lead time (the big number) and its point: sprint or mountain. A round is one turn for each player, then the card at the director car (the lit sprint stage) is judged, then the car moves on to the next card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your dice ready to ride are in your peloton; spent dice, like your 1s from Camp, wait in your grupetto until you roll them again. Dice you put on a card stay there until the card is judged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno replaces your 6: with two 6s of his own he knocks yours off the card; your 6 and one of his go to the grupettos, his other 6 stays. Chloé and Dario place. Nobody put a die on the sprint stage at the director car, so it goes home: nobody wins it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3. Your overall die shows 6 and rides like any die of yours. Click it, then click the lit mountain stage (lead time 3): the cards a selected die fits light up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2, and you lead, so you go first. On your turn you do one action. Place puts one die on any card from the director car on, not only the one it stands at. A card holds only one die of each face. Drag a 6 from your peloton onto the lit mountain stage: it gives 3 lead time, the sprint stage at the director car only 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno and Chloé place on later cards; Dario puts a lone 2 on the sprint stage at the director car. With no other dice there, his 2 is the highest total: Dario takes the card, its lead time and its sprint point. He now leads in lead time and in sprint points, so he takes the overall jersey and the sprint jersey, and picks which of his dice each jersey die replaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lost the overall die: a rider die of yours took its place on the card, showing the same 6. Dario is the leader now, so he starts round 4; then the turns go on in seat order. He places a 6 on a mountain stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director car stands at the mountain stage worth 2, and Bruno&apos;s 6 is alone there. A train puts three dice with consecutive faces on one card at once. Click your 3, your 4 and your 5, then click the lit card: 3 + 4 + 5 = 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno places a 5 on a sprint stage and Chloé replaces it. Then the card at the director car is judged: your 12 beats Bruno&apos;s 6. You win it, with 2 lead time and a mountain point, and every die on it goes back to its owner&apos;s grupetto. You take the overall jersey back, and the mountain jersey too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A jersey die takes the place of one of your rider dice, with that die&apos;s face and place. Here every choice is fine; put it in your grupetto, where it will be rolled fresh. Click the lit choice in the panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now the mountain jersey die. The panel&apos;s choices are numbered: press 3 to put it in your grupetto too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 5, and you lead again. Your peloton holds only three 2s. Drag a 2 onto the lit sprint stage at the end of the course.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fight over one 2: Bruno replaces yours, Chloé replaces Bruno&apos;s, Dario replaces Chloé&apos;s. Each replace costs its player a die. Meanwhile the sprint stage at the director car goes to Chloé, the only team on it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn to replace: you have two 2s left. Drag one of them onto Dario&apos;s 2 on the last sprint stage. One of yours stays on the card, the other goes to your grupetto with Dario&apos;s die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno rolls his grupetto; Chloé places a 6; Dario places a 5 and wins the mountain stage at the director car. That puts him above your lead time: the overall jersey goes to Dario. Equalling is not enough, a jersey moves only when someone goes above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 7: Dario leads and rolls. Your peloton is empty, so roll too: every die in your grupetto comes back to the peloton with a fresh face, and any 1 goes straight back. Press Space. (Pass would send one die, or two of a face, to the grupetto to be rolled later.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno places a 4. Chloé places a 5 and wins the mountain stage at the director car, which makes her the leader with the overall jersey. In round 8 she rolls, and Dario replaces your 6 on the last mountain stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Think ahead to the last card, the sprint stage worth 2: a sprint point there could take the sprint jersey. Drag a 4 onto it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno places a 5 and wins the mountain stage. The last round: Chloé leads and places a 5 on the last card, and Dario places a 3 there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace Dario&apos;s 3 with your two 3s, this time by clicking: click one 3 in your peloton, then the other, then Dario&apos;s 3 on the card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno rolls. The last card is judged: Chloé&apos;s 11 beats your 9, so she takes the sprint point and the sprint jersey. The director car has passed every card: the race is over. Everyone holding a jersey wins: Chloé (overall and sprint) and you, with the mountain jersey!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The standard course adds more: rest days between weeks, where you choose dice to roll again; assist cards (Removal, Swap, Duplicates allowed) that you win like stages; and when the overall die showing 7 changes hands, its old holder picks the face of the die that replaces it. The rulebook explains each. Press “Play a real game” to race against computer players.</source>
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
    <message>
        <source>Chloé</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dario</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
