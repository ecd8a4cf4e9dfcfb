<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>GrimoireBook</name>
    <message>
        <source>Grimoire: the 15 pages (every book is the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over MP</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireDiscard</name>
    <message>
        <source>Discard pile (%1) · your nun takes %2: %3 chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty for now. Discarded cards land here face up, for everyone to see.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireField</name>
    <message>
        <source>MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Magic points: pages 1–%1 may be chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoirePlayer</name>
    <message>
        <source>%1 (you)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player&apos;s page has no effect this round.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GrimoireResults</name>
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
        <source>Grimoire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grimoire</name>
    <message>
        <source>Grimoire needs {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not fit this moment of the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose a page from 1 to {mp} (the MP track).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already marked your page this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player cannot be the target of this page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card in that place of the field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireball discards up to two different field cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} cards that are in the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one of the companions you hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold no copper sword.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one of the companions the target holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} quest cards are laid out, the first face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quest deck is empty: the discard pile is shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quest order this round: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has marked a page.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} opens the book at page {page}: {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time: the order is reversed this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two Time pages cancel out: the order stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s spy looks at the face-down card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s spy does not look.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s page is silenced this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} has no effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {mp} magic points (MP), pages 1 to {mp} may be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} acts (page {page}: {name}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} acts first: their thieves take {chips} VP in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} acts last: their archers take {chips} VP in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} gains {chips} VP in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} goes to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is laid out in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new card is laid out face down in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} burns nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws an item card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws {card} and shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The item deck is empty: no more items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} targets {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} discards a copper sword: {name} has no effect on them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} does not use a copper sword.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target}&apos;s mercenary guards their companions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} silences {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} gives {card} to {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card} from {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {chips} VP in chips from {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{target} loses {chips} VP in chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the face-down card, a treasure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the face-down card and shows it: {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card is left on the field for {player}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} holds {count} {what}: this is the last round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>treasures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>companions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The quest deck and the discard pile are both empty: the game ends at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {total} VP (cards {cards}, items {items}, chips {chips}, junk bonus {junk}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie for first place: as the rulebook says, the designer Hayato Kisaragi wins, and nobody at this table does.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grimoire_cards</name>
    <message>
        <source>Copper coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure. 1 VP. Kept face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure. 2 VP. Kept face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold coin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasure. 3 VP. Kept face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. At the start of your quest turn you may look at the face-down field card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP. Your companions cannot be taken (Charm, Domination).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Thief</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. When you are the first to act in the quest phase, take 1 VP chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Archer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. When you are the last to act in the quest phase, take 1 VP chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. When you cast Creation, draw one more item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nun</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 VP. With Heal or Miracle, choose the cards from the discard pile instead of drawing at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruffian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each ruffian is worth as many VP as the ruffians you hold (1, 4 or 9 VP in all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prince</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP, +1 VP for each companion you hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP, +1 VP for each treasure you hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP, +1 VP for every 2 VP of chips you hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copper sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. When a page targets you, you may discard this to cancel that page&apos;s effect on you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver bracelet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden cup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>5 VP.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>0 VP. At the end, whoever holds the most junk scores +5 VP (all tied players do).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lucky shoes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 VP. Shown when drawn. While you hold it, among players who shared a page you get the lowest order token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard one field card and deal a replacement from the quest deck (a face-down card is replaced face down, unseen).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player who acts after you this round: their page has no effect this round (they still take a card). Cannot target Defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard up to two field cards (no replacement).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one random card from the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Haste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book phase: this page counts as page 0 when the order is decided. No effect in the quest phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense this round, and gain 1 VP chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw two item cards (kept face down; lucky shoes is shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain 2 VP chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The player with the most companions gives you one companion of their choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If no player has fewer VP chips than you, gain 3 VP chips; otherwise gain 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book phase: the quest-phase order is reversed this round (two casters cancel out). Defense this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Transformation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take half (rounded up) of the VP chips of the player with the most VP chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Meteor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every other player not under Defense loses 1 VP chip (if they have one); gain 2 VP chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domination</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one companion of your choice from the player with the most companions, and gain 1 VP chip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take two random cards from the discard pile and gain 2 VP chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player under Defense is skipped by pages that target the player with the most companions or VP chips (the next-most is targeted), cannot be silenced and loses nothing to Meteor. It lasts the whole quest phase.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>grimoire_table</name>
    <message>
        <source>Round {round} · MP {mp}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} · MP {mp} · last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t use a sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP chip supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>choosing a page…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen: {page} {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A quest card dealt face down. Whoever takes it looks at it; a companion is then shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face down (your spy saw it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kept face down: only its holder sees it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redeal 1 field card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel a later page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn up to 2 field cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card from the discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Act as page 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense, +1 chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw 2 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+2 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Get a companion from the most</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+3 chips if fewest, else +1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reverse the order, Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Half the richest&apos;s chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Others −1 chip, +2 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seize a companion, +1 chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 discards, +2 chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spy: look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t look</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the copper sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn {count} selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Luck: take {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seize {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose page {page}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: drag the bookmark onto a page from 1 to {mp}, or click one (arrows + Enter). Nobody sees it until all have chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: page {page} marked. Waiting for the others…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players choose their pages in secret…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: take a field card — drag it to your area or click it (arrows + Enter, keys 1–{count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Luck — click the field card to discard; a new one is dealt in its place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Fireball — select up to two field cards to burn (click or Space), then confirm (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {page} — click the player to target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: your spy may look at the face-down card (Y / N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {caster}&apos;s {page} targets you. Discard a copper sword to cancel it (Y / N)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {caster}&apos;s {page} targets you. You hold no copper sword to cancel it: go on (N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} decides whether to use a copper sword…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Charm — click one of your companions to give to {caster}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: Domination — click one of {target}&apos;s companions to take.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: your nun chooses — click {count} cards in the discard pile, then confirm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins with {total} VP!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie for first place: nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the bookmark on a page of your book, or a field card in your own area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do with that card now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fireball burns at most two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your nun takes {count} cards: clear the selection to change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie for first: the designer wins, and nobody at this table does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended after round {round}: someone held ten treasures or companions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended in round {round}: no quest cards were left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP at the end of each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire page {number}, {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire page {number}, {name}, locked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, you can choose it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, your bookmark is here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field slot {number}: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field slot {number}, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} in field slot {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s {card} (×{count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (×{count}) in the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s bookmark on page {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Junk bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Set: the MP rises by 1 (from round 2, up to 15); players + 1 quest cards are dealt, the first face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Book: everyone marks a page from 1 to the MP in secret (drag the bookmark or click a page); all are revealed at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order: pages nobody shares first, lowest first; shared pages after, last round&apos;s higher order token first. Haste counts as 0, Time reverses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quest, in order: thieves (first) or archers (last) pay, the spy may look, cast your page, take one field card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the VP of your quest cards and items, and your VP chips.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonuses: prince +1 per companion, queen +1 per treasure, king +1 per 2 VP of chips; 1/2/3 ruffians score 1/4/9 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most junk (at least one) scores +5, every tied player too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone holds 10 treasures or 10 companions: that round is played out, then the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The most VP wins; a tie for the most means nobody at the table wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The MP track: the lit number is this round&apos;s MP, the highest page you may choose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A page of the book: its number (the lower, the earlier you act) and its spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>over MP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On a greyed page: above this round&apos;s MP, it cannot be chosen yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order token: when that player acts this round; it breaks next round&apos;s ties</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gold coin badge: that player&apos;s VP chips, in VP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The circle on a quest card: its VP (a gold band is a treasure coin, a blue band a companion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The face-down field card: whoever takes it looks first; a companion is then shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A spy may look at the face-down card before you cast; “your spy saw it” then shows on it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Treasures ×3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another player&apos;s hidden treasures or items: only how many</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>King ×2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards held: blue companions, gold treasures (yours), lilac items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A page is marked, still secret; after the reveal the badge shows the page and its spell</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense (Resistance, Time): no page can target that player this round; grey “Silenced”: their page does nothing</source>
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
        <source>Welcome to Grimoire! You are Ada, an adventurer with a book of 15 spells, against Bruno and Chloé. Every round, everyone secretly opens their book at one page; then, in page order, each casts that spell and takes one quest card. The most victory points (VP) at the end wins. Press Next (or Space) to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the field: one quest card per player plus one, the first face down. Coins are treasures worth 1, 2 or 3 VP, kept face down in your area. People are companions: worth VP too, shown to all, and each has an effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is your book. Each page is a spell; the MP track says how high you may go: page 6 in round 1, one page more each round. A low page acts early and picks first; a high page casts a stronger spell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno and Chloé have marked their pages in secret. Now you: drag your bookmark onto page 6, Resistance. It gives you 1 VP chip and Defense: no spell can target you this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pages are revealed together: Bruno 3, you 6 and Chloé 6 as well. Players alone on their page act first, lowest page first; players who share a page come after them, the higher order token of last round first. So: Bruno, you, Chloé. Two pages bend this: Haste (5) counts as page 0, and Time (11) reverses the order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno acts first. Fireball burns up to two field cards: both Archers go to the discard pile, face up. Then he takes the face-down card, a treasure, so it stays hidden. Your Resistance gives you a VP chip, and the Spy is the one card left, so it is yours: a decision with a single answer is made for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé shared your page, so she acts last, and nothing is left for her: that is the price of a shared page. Cards left on the field go to the discard pile; when the quest deck runs out, the discard pile is shuffled into a new one. Round 2 begins with MP 7.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 2 went by: you cast Heal (page 4), which takes a random card from the discard pile (an Archer), and you took the King. Chloé cast Creation and drew two item cards: items stay secret, and only Creation draws them. Her face-down card was a Thief.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 3: MP 8, so page 8 is open. Lightning (page 8) gains 2 VP chips. Click page 8 in your book.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé, alone on page 7, acts first, so her Thief earns her a VP chip; she draws two items and takes a Silver coin. You and Bruno share page 8: he held the higher token, so he goes before you and takes the other Silver coin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You act last, so your Archer earns you a VP chip. Before you cast, your Spy may look at the face-down card. Press Y on the keyboard to look (N would not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lightning gave you 2 VP chips, and the face-down card is a second King: a king adds 1 VP for every 2 VP of chips you hold. Press 1 to take it (keys 1 to 4 take the field cards from the left). A companion taken face down is shown to all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds 4 to 6 went by. You cast Silence (page 2) on Bruno: his page did nothing that round. You took a Prince, a Nun and a Mercenary; with a mercenary nobody can take your companions. Chloé cast Luck (page 1) to swap a field card for a new one. Bruno answered your next Silence with a copper sword, an item that cancels a page aimed at its holder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 7, MP 12. Transformation (page 12) takes half the VP chips, rounded up, of the other player with the most chips. Drag your bookmark onto page 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno, alone on page 3, acts first: his Fireball burns one Copper coin and he takes the Queen. You and Chloé both chose Transformation; you held the higher token, so you go next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno and Chloé tie for the most chips, so you choose the target: click “Target Bruno”. A spell never targets its own caster, nor a player under Defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno had no sword to use: you take 2 of his 4 VP chips. Now drag the Merchant into your area. A merchant draws one more item whenever you cast Creation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s Transformation targets you: you now have the most chips. A holder of a copper sword could discard it to cancel the page. Everyone targeted is asked, so nobody learns who holds one. You have none: press N.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé took half your chips. Round 8 went by: Chloé&apos;s Meteor (page 13) cost you and Bruno a chip each, and her copper swords blocked both your and Bruno&apos;s Transformation. Your spy showed you a Merchant under the face-down card, and you took it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at your area: 9 companions. As soon as anyone holds 10 treasures or 10 companions, that round is played to its end and the game is over. Round 9 may be the last.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round 9, MP 14. Chloé holds 11 VP chips: time for Transformation again. Click page 12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé, alone on Heal, acts first and takes the King. Bruno, who shares page 12 with you but held the higher token, goes second: his Transformation takes 6 of Chloé&apos;s chips, and he takes a Silver coin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Archer pays a chip again, since you act last. Press Y: your Spy looks at the face-down card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno now holds the most chips, so your Transformation took 4 of his 8. Drag the Nun into your area: your tenth companion. Everyone has acted, so this ends the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hidden cards are shown and counted: each card&apos;s VP, the bonuses of kings (1 per 2 VP of chips), queens (1 per treasure), princes (1 per companion) and ruffians, items, and chips. Whoever holds the most junk items scores 5 more: Chloé, with three. You win with 39 VP; Chloé has 37, Bruno 35.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A tie for the most VP means nobody at the table wins: the rulebook gives the win to the game&apos;s designer. Spells you have not cast ask for other choices: Charm (9) makes a player give you a companion, Domination (14) lets you take one, and with a Nun you pick Heal&apos;s cards yourself. Press “Play a real game” to play one.</source>
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
