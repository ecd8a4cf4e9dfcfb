<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GrimoireBook</name>
    <message>
        <source>Grimoire: the 15 pages (every book is the same)</source>
        <translation>魔導書：15のページ（どのブックも同じ）</translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation>ブックマーカー</translation>
    </message>
    <message>
        <source>over MP</source>
        <translation>MP超過</translation>
    </message>
</context>
<context>
    <name>GrimoireDiscard</name>
    <message>
        <source>Discard pile (%1) · your nun takes %2: %3 chosen</source>
        <translation>破棄カード（%1枚）・修道女で%2枚選ぶ：%3枚選択中</translation>
    </message>
    <message>
        <source>Discard pile (%1)</source>
        <translation>破棄カード（%1枚）</translation>
    </message>
    <message>
        <source>Empty for now. Discarded cards land here face up, for everyone to see.</source>
        <translation>まだ空です。捨てられたカードは表向きでここに置かれ、誰でも見ることができます。</translation>
    </message>
</context>
<context>
    <name>GrimoireField</name>
    <message>
        <source>MP</source>
        <translation>MP</translation>
    </message>
    <message>
        <source>Magic points: pages 1–%1 may be chosen</source>
        <translation>魔力（MP）：1〜%1ページから選べます</translation>
    </message>
    <message>
        <source>Last round!</source>
        <translation>最終ラウンド！</translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation>クエスト山札</translation>
    </message>
    <message>
        <source>Item deck</source>
        <translation>アイテム山札</translation>
    </message>
    <message>
        <source>VP chips</source>
        <translation>VPチップ</translation>
    </message>
</context>
<context>
    <name>GrimoirePlayer</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>Order %1</source>
        <translation>順番 %1</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>防御術</translation>
    </message>
    <message>
        <source>Silenced</source>
        <translation>静寂</translation>
    </message>
    <message>
        <source>This player&apos;s page has no effect this round.</source>
        <translation>このプレイヤーのページは、このラウンドは効果を発揮しません。</translation>
    </message>
</context>
<context>
    <name>GrimoireResults</name>
    <message>
        <source>Back to the shelf</source>
        <translation>棚に戻る</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>テーブルを見る</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Grimoire</source>
        <translation>グリモワール</translation>
    </message>
</context>
<context>
    <name>grimoire</name>
    <message>
        <source>Grimoire needs {low} to {high} players.</source>
        <translation>グリモワールは{low}〜{high}人で遊びます。</translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation>オプション{option}の値は、このゲームでは使えません。</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the round.</source>
        <translation>今はその操作をする場面ではありません。</translation>
    </message>
    <message>
        <source>You may choose a page from 1 to {mp} (the MP track).</source>
        <translation>選べるのは1〜{mp}ページです（MPトラック）。</translation>
    </message>
    <message>
        <source>You have already marked your page this round.</source>
        <translation>このラウンドのページはもう選んであります。</translation>
    </message>
    <message>
        <source>Answer yes or no.</source>
        <translation>はいか、いいえで答えてください。</translation>
    </message>
    <message>
        <source>That player cannot be the target of this page.</source>
        <translation>そのプレイヤーはこのページの対象にできません。</translation>
    </message>
    <message>
        <source>There is no card in that place of the field.</source>
        <translation>場のその位置にはカードがありません。</translation>
    </message>
    <message>
        <source>Fireball discards up to two different field cards.</source>
        <translation>火球の魔法で破棄できるのは、場の異なるカード2枚までです。</translation>
    </message>
    <message>
        <source>Choose {count} cards that are in the discard pile.</source>
        <translation>破棄カードの中から{count}枚選んでください。</translation>
    </message>
    <message>
        <source>Give one of the companions you hold.</source>
        <translation>持っている『仲間』を1枚渡してください。</translation>
    </message>
    <message>
        <source>You hold no copper sword.</source>
        <translation>銅の剣を持っていません。</translation>
    </message>
    <message>
        <source>Take one of the companions the target holds.</source>
        <translation>対象のプレイヤーが持っている『仲間』を1枚選んでください。</translation>
    </message>
    <message>
        <source>Round {round}: {mp} magic points (MP), pages 1 to {mp} may be chosen.</source>
        <translation>第{round}ラウンド：魔力（MP）{mp}。1〜{mp}ページを選べます。</translation>
    </message>
    <message>
        <source>{player} acts (page {page}: {name}).</source>
        <translation>{player}の番です（{page}ページ：{name}）。</translation>
    </message>
    <message>
        <source>{player} acts first: their thieves take {chips} VP in chips.</source>
        <translation>{player}が最初に行動：盗賊が{chips}VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>{player} acts last: their archers take {chips} VP in chips.</source>
        <translation>{player}が最後に行動：弓使いが{chips}VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>{player} gains {chips} VP in chips.</source>
        <translation>{player}が{chips}VP分のVPチップを得ました。</translation>
    </message>
    <message>
        <source>{player} takes {chips} VP in chips from {target}.</source>
        <translation>{player}が{target}から{chips}VP分のVPチップを奪いました。</translation>
    </message>
    <message>
        <source>{target} loses {chips} VP in chips.</source>
        <translation>{target}が{chips}VP分のVPチップを失いました。</translation>
    </message>
    <message>
        <source>Round {round}: MP {mp}, pages 1 to {mp} may be chosen.</source>
        <translation type="vanished">第{round}ラウンド：MP {mp}。1〜{mp}ページを選べます。</translation>
    </message>
    <message>
        <source>{count} quest cards are laid out, the first face down.</source>
        <translation>クエストカードを{count}枚並べました（1枚目はウラ向き）。</translation>
    </message>
    <message>
        <source>The quest deck is empty: the discard pile is shuffled into a new deck.</source>
        <translation>クエスト山札がなくなったので、破棄カードを混ぜて新しい山札にしました。</translation>
    </message>
    <message>
        <source>Quest order this round: {players}.</source>
        <translation>このラウンドの順番：{players}。</translation>
    </message>
    <message>
        <source>{player} has marked a page.</source>
        <translation>{player}がページを選びました。</translation>
    </message>
    <message>
        <source>{player} opens the book at page {page}: {name}.</source>
        <translation>{player}のページは{page}ページ：{name}。</translation>
    </message>
    <message>
        <source>Time: the order is reversed this round.</source>
        <translation>時間術：このラウンドの順番が逆になります。</translation>
    </message>
    <message>
        <source>Two Time pages cancel out: the order stands.</source>
        <translation>時間の魔法が打ち消し合い、順番はそのままです。</translation>
    </message>
    <message>
        <source>{player} acts ({page}: {name}).</source>
        <translation type="vanished">{player}の番です（{page}ページ：{name}）。</translation>
    </message>
    <message>
        <source>{player} acts first: their thieves take {chips} VP chips.</source>
        <translation type="vanished">{player}が最初に行動：盗賊が{chips}VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>{player} acts last: their archers take {chips} VP chips.</source>
        <translation type="vanished">{player}が最後に行動：弓使いが{chips}VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>{player}&apos;s spy looks at the face-down card.</source>
        <translation>{player}の密偵がウラ向きのカードを見ました。</translation>
    </message>
    <message>
        <source>{player}&apos;s spy does not look.</source>
        <translation>{player}の密偵は見ませんでした。</translation>
    </message>
    <message>
        <source>{player}&apos;s page is silenced this round.</source>
        <translation>{player}のページは静寂の魔法で効果を失っています。</translation>
    </message>
    <message>
        <source>{name} has no effect.</source>
        <translation>{name}は効果がありません。</translation>
    </message>
    <message>
        <source>{player} gains {chips} VP chips.</source>
        <translation type="vanished">{player}が{chips}VP分のVPチップを得ました。</translation>
    </message>
    <message>
        <source>{card} goes to the discard pile.</source>
        <translation>{card}を破棄しました。</translation>
    </message>
    <message>
        <source>{card} is laid out in its place.</source>
        <translation>代わりに{card}を置きました。</translation>
    </message>
    <message>
        <source>A new card is laid out face down in its place.</source>
        <translation>代わりに新しいカードをウラ向きで置きました。</translation>
    </message>
    <message>
        <source>{player} burns nothing.</source>
        <translation>{player}は何も破棄しませんでした。</translation>
    </message>
    <message>
        <source>{player} takes {card} from the discard pile.</source>
        <translation>{player}が破棄カードから{card}を得ました。</translation>
    </message>
    <message>
        <source>{player} draws an item card.</source>
        <translation>{player}がアイテムカードを1枚引きました。</translation>
    </message>
    <message>
        <source>{player} draws {card} and shows it.</source>
        <translation>{player}が{card}を引いて公開しました。</translation>
    </message>
    <message>
        <source>The item deck is empty: no more items.</source>
        <translation>アイテム山札がなくなりました。もうアイテムは引けません。</translation>
    </message>
    <message>
        <source>{name} targets {target}.</source>
        <translation>{name}の対象は{target}です。</translation>
    </message>
    <message>
        <source>{target} discards a copper sword: {name} has no effect on them.</source>
        <translation>{target}が銅の剣を捨てて、{name}の効果を打ち消しました。</translation>
    </message>
    <message>
        <source>{target} does not use a copper sword.</source>
        <translation>{target}は銅の剣を使いませんでした。</translation>
    </message>
    <message>
        <source>{target} keeps their copper sword.</source>
        <translation type="vanished">{target}は銅の剣を使いませんでした。</translation>
    </message>
    <message>
        <source>{target}&apos;s mercenary guards their companions.</source>
        <translation>{target}の傭兵が『仲間』を守りました。</translation>
    </message>
    <message>
        <source>{player} silences {target}.</source>
        <translation>{player}が{target}に静寂の魔法をかけました。</translation>
    </message>
    <message>
        <source>{target} gives {card} to {player}.</source>
        <translation>{target}が{player}に{card}を渡しました。</translation>
    </message>
    <message>
        <source>{player} takes {card} from {target}.</source>
        <translation>{player}が{target}から{card}を奪いました。</translation>
    </message>
    <message>
        <source>{player} takes {chips} VP chips from {target}.</source>
        <translation type="vanished">{player}が{target}から{chips}VP分のVPチップを奪いました。</translation>
    </message>
    <message>
        <source>{target} loses {chips} VP chip.</source>
        <translation type="vanished">{target}が{chips}VP分のVPチップを失いました。</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player}が{card}を取りました。</translation>
    </message>
    <message>
        <source>{player} takes the face-down card, a treasure.</source>
        <translation>{player}がウラ向きのカードを取りました（『財宝』）。</translation>
    </message>
    <message>
        <source>{player} takes the face-down card and shows it: {card}.</source>
        <translation>{player}がウラ向きのカードを取って公開しました：{card}。</translation>
    </message>
    <message>
        <source>No card is left on the field for {player}.</source>
        <translation>{player}が取れるカードは場に残っていません。</translation>
    </message>
    <message>
        <source>{player} holds {count} {what}: this is the last round.</source>
        <translation>{player}の{what}が{count}枚になりました。このラウンドが最後です。</translation>
    </message>
    <message>
        <source>treasures</source>
        <translation>『財宝』</translation>
    </message>
    <message>
        <source>companions</source>
        <translation>『仲間』</translation>
    </message>
    <message>
        <source>The quest deck and the discard pile are both empty: the game ends at once.</source>
        <translation>クエスト山札と破棄カードがどちらもなくなったので、ただちにゲーム終了です。</translation>
    </message>
    <message>
        <source>{player}: {total} VP (cards {cards}, items {items}, chips {chips}, junk bonus {junk}).</source>
        <translation>{player}：{total}VP（カード{cards}、アイテム{items}、チップ{chips}、ガラクタ品ボーナス{junk}）。</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player}の勝ちです！</translation>
    </message>
    <message>
        <source>A tie for first place: as the rulebook says, the designer Hayato Kisaragi wins, and nobody at this table does.</source>
        <translation>1位が同点です。ルールのとおり、勝者はデザイナーのHayato Kisaragi氏。このテーブルの誰も勝ちではありません。</translation>
    </message>
</context>
<context>
    <name>grimoire_cards</name>
    <message>
        <source>Copper coin</source>
        <translation>銅貨</translation>
    </message>
    <message>
        <source>Treasure. 1 VP. Kept face down.</source>
        <translation>『財宝』。1VP。ウラ向きで持ちます。</translation>
    </message>
    <message>
        <source>Silver coin</source>
        <translation>銀貨</translation>
    </message>
    <message>
        <source>Treasure. 2 VP. Kept face down.</source>
        <translation>『財宝』。2VP。ウラ向きで持ちます。</translation>
    </message>
    <message>
        <source>Gold coin</source>
        <translation>金貨</translation>
    </message>
    <message>
        <source>Treasure. 3 VP. Kept face down.</source>
        <translation>『財宝』。3VP。ウラ向きで持ちます。</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>密偵</translation>
    </message>
    <message>
        <source>1 VP. At the start of your quest turn you may look at the face-down field card.</source>
        <translation>1VP。クエストフェイズの自分の番の始めに、場のウラ向きのカードを見られます。</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>2 VP. Your companions cannot be taken (Charm, Domination).</source>
        <translation>2VP。自分の『仲間』を奪われません（魅了の魔法、支配の魔法）。</translation>
    </message>
    <message>
        <source>Thief</source>
        <translation>盗賊</translation>
    </message>
    <message>
        <source>1 VP. When you are the first to act in the quest phase, take 1 VP chip.</source>
        <translation>1VP。クエストフェイズで最初に行動するとき、1VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Archer</source>
        <translation>弓使い</translation>
    </message>
    <message>
        <source>1 VP. When you are the last to act in the quest phase, take 1 VP chip.</source>
        <translation>1VP。クエストフェイズで最後に行動するとき、1VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>商人</translation>
    </message>
    <message>
        <source>1 VP. When you cast Creation, draw one more item.</source>
        <translation>1VP。創造の魔法を使うとき、アイテムカードを1枚多く引きます。</translation>
    </message>
    <message>
        <source>Nun</source>
        <translation>修道女</translation>
    </message>
    <message>
        <source>2 VP. With Heal or Miracle, choose the cards from the discard pile instead of drawing at random.</source>
        <translation>2VP。治癒の魔法や奇跡の魔法で、破棄カードを無作為に得る代わりに、好きなカードを選んで得ます。</translation>
    </message>
    <message>
        <source>Ruffian</source>
        <translation>荒くれ者</translation>
    </message>
    <message>
        <source>Each ruffian is worth as many VP as the ruffians you hold (1, 4 or 9 VP in all).</source>
        <translation>1枚につき、持っている荒くれ者の枚数と同じVP（合計1、4、9VP）。</translation>
    </message>
    <message>
        <source>Prince</source>
        <translation>王子</translation>
    </message>
    <message>
        <source>1 VP, +1 VP for each companion you hold.</source>
        <translation>1VP。持っている『仲間』1枚につき＋1VP。</translation>
    </message>
    <message>
        <source>Queen</source>
        <translation>女王</translation>
    </message>
    <message>
        <source>1 VP, +1 VP for each treasure you hold.</source>
        <translation>1VP。持っている『財宝』1枚につき＋1VP。</translation>
    </message>
    <message>
        <source>King</source>
        <translation>王</translation>
    </message>
    <message>
        <source>1 VP, +1 VP for every 2 VP of chips you hold.</source>
        <translation>1VP。持っているVPチップ2VP分につき＋1VP。</translation>
    </message>
    <message>
        <source>Copper sword</source>
        <translation>銅の剣</translation>
    </message>
    <message>
        <source>1 VP. When a page targets you, you may discard this to cancel that page&apos;s effect on you.</source>
        <translation>1VP。ページの効果の対象になったとき、これを捨てて自分へのその効果を打ち消せます。</translation>
    </message>
    <message>
        <source>Silver bracelet</source>
        <translation>純銀の腕輪</translation>
    </message>
    <message>
        <source>3 VP.</source>
        <translation>3VP。</translation>
    </message>
    <message>
        <source>Golden cup</source>
        <translation>黄金の杯</translation>
    </message>
    <message>
        <source>5 VP.</source>
        <translation>5VP。</translation>
    </message>
    <message>
        <source>Junk</source>
        <translation>ガラクタ品</translation>
    </message>
    <message>
        <source>0 VP. At the end, whoever holds the most junk scores +5 VP (all tied players do).</source>
        <translation>0VP。ゲーム終了時に最も多く持っているプレイヤーは＋5VP（同数なら全員）。</translation>
    </message>
    <message>
        <source>Lucky shoes</source>
        <translation>幸運の靴</translation>
    </message>
    <message>
        <source>1 VP. Shown when drawn. While you hold it, among players who shared a page you get the lowest order token.</source>
        <translation>1VP。引いたら公開します。持っている間、同じページを選んだプレイヤーの中で、いちばん小さい順番トークンを受け取ります。</translation>
    </message>
    <message>
        <source>Luck</source>
        <translation>幸運の魔法</translation>
    </message>
    <message>
        <source>Discard one field card and deal a replacement from the quest deck (a face-down card is replaced face down, unseen).</source>
        <translation>場のカードを1枚破棄し、クエスト山札から代わりを置きます（ウラ向きのカードは、誰も見ずにウラ向きで置き換えます）。</translation>
    </message>
    <message>
        <source>Silence</source>
        <translation>静寂の魔法</translation>
    </message>
    <message>
        <source>Choose a player who acts after you this round: their page has no effect this round (they still take a card). Cannot target Defense.</source>
        <translation>このラウンドで自分より後に行動するプレイヤーを1人選びます。そのページはこのラウンド効果を発揮しません（カードは取れます）。【防御術】を受けているプレイヤーは選べません。</translation>
    </message>
    <message>
        <source>Fireball</source>
        <translation>火球の魔法</translation>
    </message>
    <message>
        <source>Discard up to two field cards (no replacement).</source>
        <translation>場のカードを2枚まで破棄します（代わりは置きません）。</translation>
    </message>
    <message>
        <source>Heal</source>
        <translation>治癒の魔法</translation>
    </message>
    <message>
        <source>Take one random card from the discard pile.</source>
        <translation>破棄カードから無作為に1枚得ます。</translation>
    </message>
    <message>
        <source>Haste</source>
        <translation>加速の魔法</translation>
    </message>
    <message>
        <source>Book phase: this page counts as page 0 when the order is decided. No effect in the quest phase.</source>
        <translation>ブックフェイズ：順番を決めるとき、このページを0ページとして扱います。クエストフェイズでは何も起こりません。</translation>
    </message>
    <message>
        <source>Resistance</source>
        <translation>抵抗の魔法</translation>
    </message>
    <message>
        <source>Defense this round, and gain 1 VP chip.</source>
        <translation>このラウンドの間【防御術】を受け、1VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Creation</source>
        <translation>創造の魔法</translation>
    </message>
    <message>
        <source>Draw two item cards (kept face down; lucky shoes is shown).</source>
        <translation>アイテムカードを2枚引きます（ウラ向きで持ちます。幸運の靴だけは公開します）。</translation>
    </message>
    <message>
        <source>Lightning</source>
        <translation>雷撃の魔法</translation>
    </message>
    <message>
        <source>Gain 2 VP chips.</source>
        <translation>2VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Charm</source>
        <translation>魅了の魔法</translation>
    </message>
    <message>
        <source>The player with the most companions gives you one companion of their choice.</source>
        <translation>『仲間』が最も多いプレイヤーが、自分の『仲間』を1枚あなたに渡します（渡す側が選びます）。</translation>
    </message>
    <message>
        <source>Spirit</source>
        <translation>精霊の魔法</translation>
    </message>
    <message>
        <source>If no player has fewer VP chips than you, gain 3 VP chips; otherwise gain 1.</source>
        <translation>自分よりVPチップが少ないプレイヤーがいなければ3VP分、いれば1VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>時間の魔法</translation>
    </message>
    <message>
        <source>Book phase: the quest-phase order is reversed this round (two casters cancel out). Defense this round.</source>
        <translation>ブックフェイズ：このラウンドのクエストフェイズの順番が逆になります（2人なら打ち消し合います）。このラウンドの間【防御術】を受けます。</translation>
    </message>
    <message>
        <source>Transformation</source>
        <translation>変身の魔法</translation>
    </message>
    <message>
        <source>Take half (rounded up) of the VP chips of the player with the most VP chips.</source>
        <translation>VPチップが最も多いプレイヤーから、そのチップの半分（端数切り上げ）を奪います。</translation>
    </message>
    <message>
        <source>Meteor</source>
        <translation>流星の魔法</translation>
    </message>
    <message>
        <source>Every other player not under Defense loses 1 VP chip (if they have one); gain 2 VP chips.</source>
        <translation>【防御術】を受けていないほかのプレイヤー全員が1VP分のVPチップを失います（持っていれば）。自分は2VP分を得ます。</translation>
    </message>
    <message>
        <source>Domination</source>
        <translation>支配の魔法</translation>
    </message>
    <message>
        <source>Take one companion of your choice from the player with the most companions, and gain 1 VP chip.</source>
        <translation>『仲間』が最も多いプレイヤーから好きな『仲間』を1枚奪い、1VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Miracle</source>
        <translation>奇跡の魔法</translation>
    </message>
    <message>
        <source>Take two random cards from the discard pile and gain 2 VP chips.</source>
        <translation>破棄カードから無作為に2枚得て、2VP分のVPチップを得ます。</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>防御術</translation>
    </message>
    <message>
        <source>A player under Defense is skipped by pages that target the player with the most companions or VP chips (the next-most is targeted), cannot be silenced and loses nothing to Meteor. It lasts the whole quest phase.</source>
        <translation>【防御術】を受けているプレイヤーは、『仲間』やVPチップが最も多いプレイヤーを対象にするページの対象になりません（次に多いプレイヤーが対象になります）。静寂の魔法で選ばれず、流星の魔法でチップを失いません。クエストフェイズの間ずっと続きます。</translation>
    </message>
</context>
<context>
    <name>grimoire_table</name>
    <message>
        <source>Round {round} · MP {mp}</source>
        <translation>第{round}ラウンド・MP {mp}</translation>
    </message>
    <message>
        <source>Round {round} · MP {mp} · last round</source>
        <translation>第{round}ラウンド・MP {mp}・最終ラウンド</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation type="vanished">コンピューター・やさしい</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="vanished">コンピューター・ふつう</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation type="vanished">コンピューター・つよい</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>choosing a page…</source>
        <translation>ページを選んでいます…</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>chosen: {page} {name}</source>
        <translation>選択：{page} {name}</translation>
    </message>
    <message>
        <source>Treasures</source>
        <translation>『財宝』</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>Face down</source>
        <translation>ウラ向き</translation>
    </message>
    <message>
        <source>A quest card dealt face down. Whoever takes it looks at it; a companion is then shown.</source>
        <translation>ウラ向きで置かれたクエストカード。取ったプレイヤーが中身を見ます。『仲間』なら公開します。</translation>
    </message>
    <message>
        <source>Face down (your spy saw it)</source>
        <translation>ウラ向き（密偵で確認済み）</translation>
    </message>
    <message>
        <source>Kept face down: only its holder sees it.</source>
        <translation>ウラ向きで持つカード。持ち主だけが見られます。</translation>
    </message>
    <message>
        <source>Redeal 1 field card</source>
        <translation>場の1枚を入れ替え</translation>
    </message>
    <message>
        <source>Cancel a later page</source>
        <translation>後の人のページを無効に</translation>
    </message>
    <message>
        <source>Burn up to 2 field cards</source>
        <translation>場のカードを2枚まで破棄</translation>
    </message>
    <message>
        <source>1 card from the discards</source>
        <translation>破棄カードから1枚</translation>
    </message>
    <message>
        <source>Act as page 0</source>
        <translation>0ページとして順番決定</translation>
    </message>
    <message>
        <source>Defense, +1 chip</source>
        <translation>防御術、チップ+1</translation>
    </message>
    <message>
        <source>Draw 2 items</source>
        <translation>アイテムを2枚引く</translation>
    </message>
    <message>
        <source>+2 chips</source>
        <translation>チップ+2</translation>
    </message>
    <message>
        <source>Get a companion from the most</source>
        <translation>最多の人から『仲間』をもらう</translation>
    </message>
    <message>
        <source>+3 chips if fewest, else +1</source>
        <translation>最少ならチップ+3、他は+1</translation>
    </message>
    <message>
        <source>Reverse the order, Defense</source>
        <translation>順番を逆に、防御術</translation>
    </message>
    <message>
        <source>Half the richest&apos;s chips</source>
        <translation>最多の人のチップ半分を奪う</translation>
    </message>
    <message>
        <source>Others −1 chip, +2 chips</source>
        <translation>他の全員チップ−1、自分+2</translation>
    </message>
    <message>
        <source>Seize a companion, +1 chip</source>
        <translation>『仲間』を奪う、チップ+1</translation>
    </message>
    <message>
        <source>2 discards, +2 chips</source>
        <translation>破棄カード2枚、チップ+2</translation>
    </message>
    <message>
        <source>Spy: look</source>
        <translation>密偵で見る</translation>
    </message>
    <message>
        <source>Don&apos;t look</source>
        <translation>見ない</translation>
    </message>
    <message>
        <source>Use the copper sword</source>
        <translation>銅の剣を使う</translation>
    </message>
    <message>
        <source>Keep the sword</source>
        <translation type="vanished">剣を使わない</translation>
    </message>
    <message>
        <source>Don&apos;t use a sword</source>
        <translation>剣を使わない</translation>
    </message>
    <message>
        <source>Burn {count} selected</source>
        <translation>選んだ{count}枚を破棄</translation>
    </message>
    <message>
        <source>Burn nothing</source>
        <translation>何も破棄しない</translation>
    </message>
    <message>
        <source>Take the selected cards</source>
        <translation>選んだカードを得る</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Target {player}</source>
        <translation>{player}を対象に</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>{card}を取る</translation>
    </message>
    <message>
        <source>Luck: take {card}</source>
        <translation>幸運の魔法：{card}を取る</translation>
    </message>
    <message>
        <source>Burn: {cards}</source>
        <translation>破棄：{cards}</translation>
    </message>
    <message>
        <source>Give {card}</source>
        <translation>{card}を渡す</translation>
    </message>
    <message>
        <source>Seize {card}</source>
        <translation>{card}を奪う</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Choose page {page}</source>
        <translation>{page}ページに決定</translation>
    </message>
    <message>
        <source>{player}: drag the bookmark onto a page from 1 to {mp}, or click one (arrows + Enter). Nobody sees it until all have chosen.</source>
        <translation>{player}：ブックマーカーを1〜{mp}ページのどれかへドラッグするか、ページをクリックしてください（矢印キー＋Enterでも可）。全員が選ぶまで誰にも見えません。</translation>
    </message>
    <message>
        <source>{player}: page {page} marked. Waiting for the others…</source>
        <translation>{player}：{page}ページを選びました。ほかのプレイヤーを待っています…</translation>
    </message>
    <message>
        <source>The players choose their pages in secret…</source>
        <translation>各プレイヤーが秘密にページを選んでいます…</translation>
    </message>
    <message>
        <source>{player}: take a field card — drag it to your area or click it (arrows + Enter, keys 1–{count}).</source>
        <translation>{player}：場のカードを1枚取ってください。自分のエリアへドラッグするか、クリックします（矢印キー＋Enter、1〜{count}キーでも可）。</translation>
    </message>
    <message>
        <source>{player}: Luck — click the field card to discard; a new one is dealt in its place.</source>
        <translation>{player}：幸運の魔法。破棄する場のカードをクリックしてください。代わりのカードが置かれます。</translation>
    </message>
    <message>
        <source>{player}: Fireball — select up to two field cards to burn (click or Space), then confirm (Enter).</source>
        <translation>{player}：火球の魔法。破棄する場のカードを2枚まで選び（クリックかSpace）、決定してください（Enter）。</translation>
    </message>
    <message>
        <source>{player}: {page} — click the player to target.</source>
        <translation>{player}：{page}。対象にするプレイヤーをクリックしてください。</translation>
    </message>
    <message>
        <source>{player}: your spy may look at the face-down card (Y / N).</source>
        <translation>{player}：密偵でウラ向きのカードを見ますか？（Y / N）</translation>
    </message>
    <message>
        <source>{player}: {caster}&apos;s {page} targets you. Discard a copper sword to cancel it (Y / N)?</source>
        <translation>{player}：{caster}の{page}の対象になりました。銅の剣を捨てて打ち消しますか？（Y / N）</translation>
    </message>
    <message>
        <source>{player}: {caster}&apos;s {page} targets you. You hold no copper sword to cancel it: go on (N).</source>
        <translation>{player}：{caster}の{page}の対象になりました。打ち消す銅の剣を持っていないので、そのまま進めてください。（N）</translation>
    </message>
    <message>
        <source>{player} decides whether to use a copper sword…</source>
        <translation>{player}が銅の剣を使うかどうか決めています…</translation>
    </message>
    <message>
        <source>{player}: Charm — click one of your companions to give to {caster}.</source>
        <translation>{player}：魅了の魔法。{caster}に渡す自分の『仲間』をクリックしてください。</translation>
    </message>
    <message>
        <source>{player}: Domination — click one of {target}&apos;s companions to take.</source>
        <translation>{player}：支配の魔法。奪う{target}の『仲間』をクリックしてください。</translation>
    </message>
    <message>
        <source>{player}: your nun chooses — click {count} cards in the discard pile, then confirm.</source>
        <translation>{player}：修道女の効果。破棄カードから{count}枚をクリックして選び、決定してください。</translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation>{player}が考えています…</translation>
    </message>
    <message>
        <source>{player} wins with {total} VP!</source>
        <translation>{player}が{total}VPで勝ちました！</translation>
    </message>
    <message>
        <source>A tie for first place: nobody wins.</source>
        <translation>1位が同点：誰も勝ちではありません。</translation>
    </message>
    <message>
        <source>Drop the bookmark on a page of your book, or a field card in your own area.</source>
        <translation>ブックマーカーは自分のブックのページへ、場のカードは自分のエリアへドロップしてください。</translation>
    </message>
    <message>
        <source>Nothing to do with that card now.</source>
        <translation>今はそのカードでできることはありません。</translation>
    </message>
    <message>
        <source>Fireball burns at most two cards.</source>
        <translation>火球の魔法で破棄できるのは2枚までです。</translation>
    </message>
    <message>
        <source>Your nun takes {count} cards: clear the selection to change it.</source>
        <translation>修道女で得るのは{count}枚です。変えるときは選択を解除してください。</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player}の勝ちです！</translation>
    </message>
    <message>
        <source>A tie for first: the designer wins, and nobody at this table does.</source>
        <translation>1位が同点：勝者はデザイナー。このテーブルの誰も勝ちではありません。</translation>
    </message>
    <message>
        <source>The game ended after round {round}: someone held ten treasures or companions.</source>
        <translation>第{round}ラウンドの終わりでゲーム終了：『財宝』か『仲間』が10枚になったプレイヤーがいます。</translation>
    </message>
    <message>
        <source>The game ended in round {round}: no quest cards were left.</source>
        <translation>第{round}ラウンドでゲーム終了：クエストカードがなくなりました。</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>VP at the end of each round</source>
        <translation>各ラウンド終了時のVP</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>VP</source>
        <translation>VP</translation>
    </message>
    <message>
        <source>Grimoire page {number}, {name}</source>
        <translation>魔導書の{number}ページ、{name}</translation>
    </message>
    <message>
        <source>Grimoire page {number}, {name}, locked</source>
        <translation>魔導書の{number}ページ、{name}、まだ選べません</translation>
    </message>
    <message>
        <source>{place}, you can choose it</source>
        <translation>{place}、選べます</translation>
    </message>
    <message>
        <source>{place}, your bookmark is here</source>
        <translation>{place}、あなたのブックマーカーがあります</translation>
    </message>
    <message>
        <source>Field slot {number}: {card}</source>
        <translation>場の{number}番目：{card}</translation>
    </message>
    <message>
        <source>Field slot {number}, empty</source>
        <translation>場の{number}番目、空き</translation>
    </message>
    <message>
        <source>{name}&apos;s cards</source>
        <translation>{name}のカード</translation>
    </message>
    <message>
        <source>Quest deck</source>
        <translation>クエスト山札</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>破棄カード</translation>
    </message>
    <message>
        <source>Item deck</source>
        <translation>アイテム山札</translation>
    </message>
    <message>
        <source>VP chip supply</source>
        <translation>VPチップの置き場</translation>
    </message>
    <message>
        <source>{card} in field slot {number}</source>
        <translation>{card}、場の{number}番目</translation>
    </message>
    <message>
        <source>{name}&apos;s {card} (×{count})</source>
        <translation>{name}の{card}（{count}枚）</translation>
    </message>
    <message>
        <source>{card} (×{count}) in the discard pile</source>
        <translation>破棄カードの{card}（{count}枚）</translation>
    </message>
    <message>
        <source>{name}&apos;s bookmark on page {number}</source>
        <translation>{name}のブックマーカー、{number}ページ</translation>
    </message>
    <message>
        <source>{name}&apos;s bookmark</source>
        <translation>{name}のブックマーカー</translation>
    </message>
    <message>
        <source>Bookmark</source>
        <translation>ブックマーカー</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Chips</source>
        <translation>チップ</translation>
    </message>
    <message>
        <source>Junk bonus</source>
        <translation>ガラクタ品ボーナス</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Set: the MP rises by 1 (from round 2, up to 15); players + 1 quest cards are dealt, the first face down.</source>
        <translation>セット：MPが1上がる（第2ラウンドから、最大15）。「人数＋1」枚のクエストカードを並べ、最初の1枚はウラ向き。</translation>
    </message>
    <message>
        <source>Book: everyone marks a page from 1 to the MP in secret (drag the bookmark or click a page); all are revealed at once.</source>
        <translation>ブック：全員が1〜MPのページをこっそり選ぶ（ブックマーカーをドラッグか、ページをクリック）。全員そろったら一斉に公開。</translation>
    </message>
    <message>
        <source>Order: pages nobody shares first, lowest first; shared pages after, last round&apos;s higher order token first. Haste counts as 0, Time reverses.</source>
        <translation>順番：誰とも重ならないページが先（小さい順）。重なったページは後で、前のラウンドの順番トークンが大きい人から。加速の魔法は0扱い、時間の魔法は逆順。</translation>
    </message>
    <message>
        <source>Quest, in order: thieves (first) or archers (last) pay, the spy may look, cast your page, take one field card.</source>
        <translation>クエスト（順番どおり）：盗賊（最初）か弓使い（最後）がチップを稼ぎ、密偵が見て、魔法を使い、場のカードを1枚取る。</translation>
    </message>
    <message>
        <source>Add the VP of your quest cards and items, and your VP chips.</source>
        <translation>クエストカードとアイテムのVP、VPチップを合計する。</translation>
    </message>
    <message>
        <source>Bonuses: prince +1 per companion, queen +1 per treasure, king +1 per 2 VP of chips; 1/2/3 ruffians score 1/4/9 each.</source>
        <translation>ボーナス：王子は『仲間』1枚ごと＋1、女王は『財宝』1枚ごと＋1、王はチップ2VPごと＋1。荒くれ者は1/2/3枚で1枚あたり1/4/9VP。</translation>
    </message>
    <message>
        <source>The most junk (at least one) scores +5, every tied player too.</source>
        <translation>ガラクタ品が最多（1枚以上）の人は＋5。並んだら全員＋5。</translation>
    </message>
    <message>
        <source>Someone holds 10 treasures or 10 companions: that round is played out, then the game ends.</source>
        <translation>誰かの『財宝』か『仲間』が10枚になったら、そのラウンドを最後まで行って終了。</translation>
    </message>
    <message>
        <source>The most VP wins; a tie for the most means nobody at the table wins.</source>
        <translation>VPが最も多い人の勝ち。最多で並んだら、テーブルの誰も勝たない。</translation>
    </message>
    <message>
        <source>The MP track: the lit number is this round&apos;s MP, the highest page you may choose</source>
        <translation>MP表：光っている数がこのラウンドのMP。選べるページの上限</translation>
    </message>
    <message>
        <source>A page of the book: its number (the lower, the earlier you act) and its spell</source>
        <translation>ブックのページ：番号（小さいほど早く行動）とその魔法</translation>
    </message>
    <message>
        <source>over MP</source>
        <translation>MP超過</translation>
    </message>
    <message>
        <source>On a greyed page: above this round&apos;s MP, it cannot be chosen yet</source>
        <translation>灰色のページ：このラウンドのMPより上なので、まだ選べない</translation>
    </message>
    <message>
        <source>Order 2</source>
        <translation>順番 2</translation>
    </message>
    <message>
        <source>The order token: when that player acts this round; it breaks next round&apos;s ties</source>
        <translation>順番トークン：このラウンドで何番目に行動するか。次のラウンドの同点を決める</translation>
    </message>
    <message>
        <source>The gold coin badge: that player&apos;s VP chips, in VP</source>
        <translation>金貨のバッジ：そのプレイヤーのVPチップ（VP）</translation>
    </message>
    <message>
        <source>The circle on a quest card: its VP (a gold band is a treasure coin, a blue band a companion)</source>
        <translation>クエストカードの丸：そのVP（金色の帯は『財宝』の硬貨、青い帯は『仲間』）</translation>
    </message>
    <message>
        <source>The face-down field card: whoever takes it looks first; a companion is then shown</source>
        <translation>場のウラ向きのカード：取った人がまず見て、『仲間』なら公開する</translation>
    </message>
    <message>
        <source>Spy</source>
        <translation>密偵</translation>
    </message>
    <message>
        <source>A spy may look at the face-down card before you cast; “your spy saw it” then shows on it</source>
        <translation>密偵は魔法の前にウラ向きのカードを見られる。見たカードには「密偵で確認済み」と出る</translation>
    </message>
    <message>
        <source>Treasures ×3</source>
        <translation>『財宝』 ×3</translation>
    </message>
    <message>
        <source>Another player&apos;s hidden treasures or items: only how many</source>
        <translation>ほかの人の伏せた『財宝』やアイテム：枚数だけ見える</translation>
    </message>
    <message>
        <source>King ×2</source>
        <translation>王 ×2</translation>
    </message>
    <message>
        <source>Cards held: blue companions, gold treasures (yours), lilac items</source>
        <translation>持っているカード：青は『仲間』、金色は『財宝』（自分の分）、薄紫はアイテム</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>選択済み</translation>
    </message>
    <message>
        <source>A page is marked, still secret; after the reveal the badge shows the page and its spell</source>
        <translation>ページを選んだがまだ秘密。公開後はページ番号と魔法が出る</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>防御術</translation>
    </message>
    <message>
        <source>Defense (Resistance, Time): no page can target that player this round; grey “Silenced”: their page does nothing</source>
        <translation>【防御術】（抵抗・時間の魔法）：このラウンドは魔法の対象にならない。灰色の「静寂」：ページの効果なし</translation>
    </message>
    <message>
        <source>A gold double ring: what a hint or the lesson points at</source>
        <translation>金色の二重の輪：ヒントやチュートリアルが指しているもの</translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation>ログの§：その行のもとになったルールを開く</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to Grimoire! You are Ada, an adventurer with a book of 15 spells, against Bruno and Chloé. Every round, everyone secretly opens their book at one page; then, in page order, each casts that spell and takes one quest card. The most victory points (VP) at the end wins. Press Next (or Space) to go on.</source>
        <translation>グリモワールへようこそ！あなたは15の魔法が載ったブックを持つ冒険者、彩です。相手は健二と美咲。毎ラウンド、全員がこっそりブックのページを1つ選び、ページの順に魔法を使って、場のクエストカードを1枚ずつ取ります。最後に勝利点（VP）が最も多い人の勝ちです。「次へ」（またはSpaceキー）で進みます。</translation>
    </message>
    <message>
        <source>This is the field: one quest card per player plus one, the first face down. Coins are treasures worth 1, 2 or 3 VP, kept face down in your area. People are companions: worth VP too, shown to all, and each has an effect.</source>
        <translation>これが場です。クエストカードが「人数＋1」枚並び、最初の1枚はウラ向きです。硬貨は『財宝』で1〜3VP、手元にウラ向きで置きます。人物は『仲間』で、VPがあるうえに全員に見えるように置き、それぞれ効果を持っています。</translation>
    </message>
    <message>
        <source>This is your book. Each page is a spell; the MP track says how high you may go: page 6 in round 1, one page more each round. A low page acts early and picks first; a high page casts a stronger spell.</source>
        <translation>これがあなたのブックです。各ページが1つの魔法で、選べるのはMP表の値まで。第1ラウンドは6ページまでで、ラウンドごとに1ページずつ増えます。小さいページは早く行動して先にカードを選べ、大きいページほど強い魔法が使えます。</translation>
    </message>
    <message>
        <source>Bruno and Chloé have marked their pages in secret. Now you: drag your bookmark onto page 6, Resistance. It gives you 1 VP chip and Defense: no spell can target you this round.</source>
        <translation>健二と美咲はもうこっそりページを選びました。次はあなたです。ブックマーカーを6ページ「抵抗の魔法」にドラッグしてください。1VP分のチップと【防御術】が得られ、このラウンドは魔法の対象になりません。</translation>
    </message>
    <message>
        <source>The pages are revealed together: Bruno 3, you 6 and Chloé 6 as well. Players alone on their page act first, lowest page first; players who share a page come after them, the higher order token of last round first. So: Bruno, you, Chloé. Two pages bend this: Haste (5) counts as page 0, and Time (11) reverses the order.</source>
        <translation>ページが一斉に公開されました。健二は3、あなたは6、美咲も6です。ほかの誰とも重ならないページの人が先に、ページの小さい順に行動します。ページが重なった人はその後で、前のラウンドの順番トークンが大きかった人が先。なので、健二、あなた、美咲の順です。例外として、加速の魔法（5）はページ0として数え、時間の魔法（11）は順番を逆にします。</translation>
    </message>
    <message>
        <source>Bruno acts first. Fireball burns up to two field cards: both Archers go to the discard pile, face up. Then he takes the face-down card, a treasure, so it stays hidden. Your Resistance gives you a VP chip, and the Spy is the one card left, so it is yours: a decision with a single answer is made for you.</source>
        <translation>最初は健二です。火球の魔法は場のカードを2枚まで破棄します。弓使い2枚がオモテ向きで破棄カード置き場へ。それから健二はウラ向きのカードを取りました。『財宝』だったので、中身は伏せられたままです。あなたは抵抗の魔法で1VP分のチップを得て、残った1枚の密偵があなたのものに。答えが1つしかない選択は自動で行われます。</translation>
    </message>
    <message>
        <source>Chloé shared your page, so she acts last, and nothing is left for her: that is the price of a shared page. Cards left on the field go to the discard pile; when the quest deck runs out, the discard pile is shuffled into a new one. Round 2 begins with MP 7.</source>
        <translation>美咲はあなたと同じページだったので最後になり、取れるカードが残っていません。ページが重なるとこうなります。場に残ったカードは破棄カード置き場へ。クエスト山札がなくなったら、破棄カードを混ぜて新しい山札にします。第2ラウンドはMP7で始まります。</translation>
    </message>
    <message>
        <source>Round 2 went by: you cast Heal (page 4), which takes a random card from the discard pile (an Archer), and you took the King. Chloé cast Creation and drew two item cards: items stay secret, and only Creation draws them. Her face-down card was a Thief.</source>
        <translation>第2ラウンドは早送りしました。あなたは治癒の魔法（4ページ）で破棄カードから無作為に1枚（弓使い）を得て、場から王を取りました。美咲は創造の魔法でアイテムカードを2枚引きました。アイテムは中身が秘密で、創造の魔法でしか引けません。美咲が取ったウラ向きのカードは盗賊でした。</translation>
    </message>
    <message>
        <source>Round 3: MP 8, so page 8 is open. Lightning (page 8) gains 2 VP chips. Click page 8 in your book.</source>
        <translation>第3ラウンドはMP8なので、8ページまで選べます。雷撃の魔法（8ページ）は2VP分のチップを得る魔法です。ブックの8ページをクリックしてください。</translation>
    </message>
    <message>
        <source>Chloé, alone on page 7, acts first, so her Thief earns her a VP chip; she draws two items and takes a Silver coin. You and Bruno share page 8: he held the higher token, so he goes before you and takes the other Silver coin.</source>
        <translation>7ページで一人だけの美咲が最初に行動。最初に行動したので盗賊が1VP分のチップを稼ぎ、アイテムを2枚引いて銀貨を取りました。あなたと健二は8ページで重なり、前のトークンが大きかった健二が先。雷撃の魔法を使い、もう1枚の銀貨を取りました。</translation>
    </message>
    <message>
        <source>You act last, so your Archer earns you a VP chip. Before you cast, your Spy may look at the face-down card. Press Y on the keyboard to look (N would not).</source>
        <translation>あなたは最後に行動するので、弓使いが1VP分のチップを稼ぎます。魔法を使う前に、密偵でウラ向きのカードを見られます。キーボードのYを押して見てください（Nなら見ません）。</translation>
    </message>
    <message>
        <source>Lightning gave you 2 VP chips, and the face-down card is a second King: a king adds 1 VP for every 2 VP of chips you hold. Press 1 to take it (keys 1 to 4 take the field cards from the left). A companion taken face down is shown to all.</source>
        <translation>雷撃の魔法で2VP分のチップを得ました。ウラ向きのカードは2枚目の王です。王はチップ2VPごとに＋1VPになります。1キーを押して取ってください（1〜4キーで左から場のカードを取れます）。ウラ向きで取った『仲間』は全員に公開されます。</translation>
    </message>
    <message>
        <source>Rounds 4 to 6 went by. You cast Silence (page 2) on Bruno: his page did nothing that round. You took a Prince, a Nun and a Mercenary; with a mercenary nobody can take your companions. Chloé cast Luck (page 1) to swap a field card for a new one. Bruno answered your next Silence with a copper sword, an item that cancels a page aimed at its holder.</source>
        <translation>第4〜6ラウンドは早送りしました。あなたは静寂の魔法（2ページ）を健二に使い、そのラウンドの健二のページは効果なし。王子、修道女、傭兵を取りました。傭兵がいると、あなたの『仲間』は誰にも取られません。美咲は幸運の魔法（1ページ）で場のカードを1枚入れ替えました。健二は2回目の静寂の魔法を銅の剣で防ぎました。銅の剣は、自分を狙ったページを打ち消せるアイテムです。</translation>
    </message>
    <message>
        <source>Round 7, MP 12. Transformation (page 12) takes half the VP chips, rounded up, of the other player with the most chips. Drag your bookmark onto page 12.</source>
        <translation>第7ラウンド、MP12。変身の魔法（12ページ）は、ほかのプレイヤーのうちチップが最も多い人から、そのチップの半分（切り上げ）を奪います。ブックマーカーを12ページにドラッグしてください。</translation>
    </message>
    <message>
        <source>Bruno, alone on page 3, acts first: his Fireball burns one Copper coin and he takes the Queen. You and Chloé both chose Transformation; you held the higher token, so you go next.</source>
        <translation>3ページで一人だけの健二が最初。火球の魔法で銅貨を1枚破棄して、女王を取りました。あなたと美咲はどちらも変身の魔法で、前のトークンが大きかったあなたが次です。</translation>
    </message>
    <message>
        <source>Bruno and Chloé tie for the most chips, so you choose the target: click “Target Bruno”. A spell never targets its own caster, nor a player under Defense.</source>
        <translation>健二と美咲がチップ最多で並んでいるので、対象はあなたが選びます。「健二を対象に」をクリックしてください。魔法を使った本人や、【防御術】を受けている人が対象になることはありません。</translation>
    </message>
    <message>
        <source>Bruno had no sword to use: you take 2 of his 4 VP chips. Now drag the Merchant into your area. A merchant draws one more item whenever you cast Creation.</source>
        <translation>健二は剣を使わなかったので、4VP分のチップのうち2VP分を奪いました。次は商人を手元にドラッグしてください。商人がいると、創造の魔法でアイテムを1枚多く引けます。</translation>
    </message>
    <message>
        <source>Chloé&apos;s Transformation targets you: you now have the most chips. A holder of a copper sword could discard it to cancel the page. Everyone targeted is asked, so nobody learns who holds one. You have none: press N.</source>
        <translation>美咲の変身の魔法があなたを狙います。いまチップが最も多いのはあなたです。銅の剣を持っていれば、捨てて魔法を打ち消せます。狙われた人は必ず聞かれるので、誰が剣を持っているかは分かりません。あなたは持っていないので、Nを押してください。</translation>
    </message>
    <message>
        <source>Chloé took half your chips. Round 8 went by: Chloé&apos;s Meteor (page 13) cost you and Bruno a chip each, and her copper swords blocked both your and Bruno&apos;s Transformation. Your spy showed you a Merchant under the face-down card, and you took it.</source>
        <translation>美咲にチップを半分奪われました。第8ラウンドは早送りしました。美咲の流星の魔法（13ページ）であなたと健二はチップを1VP分ずつ失い、あなたと健二の変身の魔法は美咲の銅の剣で2回とも防がれました。あなたは密偵で見たウラ向きのカード、商人を取りました。</translation>
    </message>
    <message>
        <source>Look at your area: 9 companions. As soon as anyone holds 10 treasures or 10 companions, that round is played to its end and the game is over. Round 9 may be the last.</source>
        <translation>あなたの手元を見てください。『仲間』が9枚あります。誰かの『財宝』か『仲間』が10枚になったら、そのラウンドを最後まで行ってゲーム終了です。第9ラウンドが最後になるかもしれません。</translation>
    </message>
    <message>
        <source>Round 9, MP 14. Chloé holds 11 VP chips: time for Transformation again. Click page 12.</source>
        <translation>第9ラウンド、MP14。美咲のチップは11VP分あります。もう一度変身の魔法を使いましょう。12ページをクリックしてください。</translation>
    </message>
    <message>
        <source>Chloé, alone on Heal, acts first and takes the King. Bruno, who shares page 12 with you but held the higher token, goes second: his Transformation takes 6 of Chloé&apos;s chips, and he takes a Silver coin.</source>
        <translation>治癒の魔法で一人だけの美咲が最初に行動し、王を取りました。あなたと同じ12ページの健二は、前のトークンが大きかったので2番目。変身の魔法で美咲からチップ6VP分を奪い、銀貨を取りました。</translation>
    </message>
    <message>
        <source>Your Archer pays a chip again, since you act last. Press Y: your Spy looks at the face-down card.</source>
        <translation>あなたは最後に行動するので、また弓使いがチップを稼ぎます。Yを押して、密偵でウラ向きのカードを見ましょう。</translation>
    </message>
    <message>
        <source>Bruno now holds the most chips, so your Transformation took 4 of his 8. Drag the Nun into your area: your tenth companion. Everyone has acted, so this ends the game.</source>
        <translation>いまチップが最も多いのは健二なので、あなたの変身の魔法は健二の8VP分から4VP分を奪いました。修道女を手元にドラッグしてください。10枚目の『仲間』です。全員が行動し終えたので、これでゲーム終了です。</translation>
    </message>
    <message>
        <source>The hidden cards are shown and counted: each card&apos;s VP, the bonuses of kings (1 per 2 VP of chips), queens (1 per treasure), princes (1 per companion) and ruffians, items, and chips. Whoever holds the most junk items scores 5 more: Chloé, with three. You win with 39 VP; Chloé has 37, Bruno 35.</source>
        <translation>伏せていたカードを公開して数えます。カードごとのVP、王（チップ2VPごとに＋1）、女王（『財宝』1枚ごとに＋1）、王子（『仲間』1枚ごとに＋1）と荒くれ者のボーナス、アイテム、チップの合計です。ガラクタ品を最も多く持つ人は＋5。今回は3枚持つ美咲です。39VPであなたの勝ち！美咲は37VP、健二は35VPでした。</translation>
    </message>
    <message>
        <source>A tie for the most VP means nobody at the table wins: the rulebook gives the win to the game&apos;s designer. Spells you have not cast ask for other choices: Charm (9) makes a player give you a companion, Domination (14) lets you take one, and with a Nun you pick Heal&apos;s cards yourself. Press “Play a real game” to play one.</source>
        <translation>合計VPが最多で並んだら、テーブルの誰も勝ちません。ルールブックでは勝者はゲームデザイナーです。まだ使っていない魔法には別の選択もあります。魅了の魔法（9）では相手に『仲間』を1枚渡させ、支配の魔法（14）では自分で選んで1枚奪います。修道女がいれば、治癒の魔法で得るカードを自分で選べます。「本番のゲームを遊ぶ」で遊んでみましょう。</translation>
    </message>
    <message>
        <source>Ada</source>
        <translation>彩</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>健二</translation>
    </message>
    <message>
        <source>Chloé</source>
        <translation>美咲</translation>
    </message>
</context>
</TS>
