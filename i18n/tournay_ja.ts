<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Tournay</name>
    <message>
        <source>turn 2</source>
        <translation>2枚めくる</translation>
    </message>
    <message>
        <source>crier</source>
        <translation>クライヤー</translation>
    </message>
    <message>
        <source>This deck&apos;s town crier has been revealed.</source>
        <translation>この山のタウンクライヤーはもう出ています。</translation>
    </message>
    <message>
        <source>Events left: %1</source>
        <translation>残りイベント: %1</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>サプライ</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
    <message>
        <source>2 d per citizen</source>
        <translation>市民1人につき2金</translation>
    </message>
    <message>
        <source>Keep one card: click it</source>
        <translation>1枚を選んで手札に(クリック)</translation>
    </message>
    <message>
        <source>Turned cards</source>
        <translation>めくったカード</translation>
    </message>
    <message>
        <source>Events in your hand to build as ramparts: %1</source>
        <translation>城壁にできる手札のイベント: %1枚</translation>
    </message>
</context>
<context>
    <name>TyCard</name>
    <message>
        <source>%1d</source>
        <translation>%1金</translation>
    </message>
</context>
<context>
    <name>TyDistrict</name>
    <message>
        <source>%1d</source>
        <translation>%1金</translation>
    </message>
    <message>
        <source>No buildings yet</source>
        <translation>まだ建物はありません</translation>
    </message>
</context>
<context>
    <name>TyPlayer</name>
    <message>
        <source>%1 d</source>
        <translation>%1金</translation>
    </message>
    <message>
        <source>Deniers</source>
        <translation>所持金</translation>
    </message>
    <message>
        <source>▥ %1</source>
        <translation>▥ %1</translation>
    </message>
    <message>
        <source>Ramparts built (1 point each)</source>
        <translation>建てた城壁(1枚1点)</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Score if the game ended now</source>
        <translation>今ゲームが終わった場合の得点</translation>
    </message>
    <message>
        <source>Last card chosen</source>
        <translation>最後のカードを選択済み</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Drag to borrow for %1 deniers</source>
        <translation>ドラッグして%1金で借りる</translation>
    </message>
    <message>
        <source>%1 standing, %2 laid down</source>
        <translation>立っている市民%1人、寝かせた市民%2人</translation>
    </message>
    <message>
        <source>%1d</source>
        <translation type="vanished">%1金</translation>
    </message>
</context>
<context>
    <name>TyResults</name>
    <message>
        <source>★ stands in this player&apos;s district</source>
        <translation>★ はそのプレイヤーの地区にある建物</translation>
    </message>
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
        <source>Tournay</source>
        <translation>トゥルネー</translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>1. You may place one card from your hand in your district (drag it to a lit cell): level I costs 1 d, level II 3 d.</source>
        <translation>1. 手札からカードを1枚、自分の地区に出せます（光っているマスへドラッグ）。レベルIは1金、レベルIIは3金。</translation>
    </message>
    <message>
        <source>2. One action: draw (1, 2 or 3 citizens for level I, II, III), use a building, fight an event with a coin, earn 2 d per citizen, or gather.</source>
        <translation>2. アクションを1つ：カードを引く（レベルI・II・IIIに市民1・2・3人）、建物を使う、コインの載ったイベントと戦う、市民1人につき2金を稼ぐ、市民を集める。</translation>
    </message>
    <message>
        <source>Used citizens lie down until you gather. Borrow an opponent&apos;s standing citizen for 2 d, paid to them.</source>
        <translation>使った市民は集め直すまで倒れたまま。相手の立っている市民は、その相手に2金払えば借りられます。</translation>
    </message>
    <message>
        <source>A crier turned: a coin on every event, then each event acts once per coin on everyone; a rampart shields you from one.</source>
        <translation>タウンクライヤーが出たら：全イベントにコイン1枚、そのあと各イベントがコイン1枚につき1回全員に発動。城壁1枚で1つを防げます。</translation>
    </message>
    <message>
        <source>End of your turn: 4 cards in hand at most.</source>
        <translation>手番の終わりの手札は4枚まで。</translation>
    </message>
    <message>
        <source>Each visible prestige building scores for everyone: the builder&apos;s value if it is in your district, the other value if not, times what you have of what it counts (12 at most).</source>
        <translation>見えている得点建物は全員に得点：自分の地区にあれば建てた人の値、なければほかの人の値に、数える対象の数を掛けます（12点まで）。</translation>
    </message>
    <message>
        <source>Plus every card&apos;s points (covered ones too) and 1 per rampart.</source>
        <translation>さらにすべてのカードの得点（下に重なったカードも）と、城壁1枚につき1点。</translation>
    </message>
    <message>
        <source>Complete district: 9 cells, at least 2 prestige buildings. The end begins with two complete districts, or one and players + 1 criers.</source>
        <translation>完成した地区：9マスが埋まり、得点建物が2つ以上。完成した地区が2つ、または1つとタウンクライヤーがプレイヤー数＋1枚で終了処理が始まります。</translation>
    </message>
    <message>
        <source>Then everyone plays a last turn, chooses a secret last card, and the game is scored.</source>
        <translation>全員が最後の手番を行い、秘密の最後のカードを選んで、得点を計算します。</translation>
    </message>
    <message>
        <source>Citizens standing on the plaza, ready to act: red soldiers, white clergy, yellow townsfolk</source>
        <translation>広場に立っている、働ける市民：赤は軍人、白は聖職者、黄は民間人</translation>
    </message>
    <message>
        <source>Citizens of that colour laid down: used (or lent) until you gather</source>
        <translation>倒れているその色の市民：使った（または貸した）市民で、集め直すまで使えません</translation>
    </message>
    <message>
        <source>The number on a citizen: its owner&apos;s seat; a grey one is a borrowed citizen&apos;s stand-in</source>
        <translation>市民の番号：持ち主の席の番号。灰色の市民は、借りた市民の代わりに置かれたもの</translation>
    </message>
    <message>
        <source>The start player: rounds and the last turns begin with them</source>
        <translation>開始プレイヤー：ラウンドも最後の手番もこの人から始まります</translation>
    </message>
    <message>
        <source>1d · 1★</source>
        <translation>1金 · 1★</translation>
    </message>
    <message>
        <source>On a card: its cost in deniers (d, the money) and its points (★) at the end</source>
        <translation>カードの上：出すときのコスト（金）と、最後にもらえる得点（★）</translation>
    </message>
    <message>
        <source>A deck or a hidden card: its level (III: prestige buildings); “10”: cards left</source>
        <translation>山札や裏向きのカード：そのレベル（IIIは得点建物）。「10」は山札の残り枚数</translation>
    </message>
    <message>
        <source>turn 2</source>
        <translation>2枚めくる</translation>
    </message>
    <message>
        <source>Under a face-up deck: drop citizens here to turn two cards instead of taking the top one</source>
        <translation>表向きの山札の下：ここに市民を置くと、一番上を取る代わりに2枚めくります</translation>
    </message>
    <message>
        <source>crier</source>
        <translation>クライヤー</translation>
    </message>
    <message>
        <source>That deck&apos;s town crier is out; criers out count for the end</source>
        <translation>その山札のタウンクライヤーが出た印。出た枚数はゲームの終了に関わります</translation>
    </message>
    <message>
        <source>The event row: coins on an event; only an event with a coin acts, or can be fought</source>
        <translation>イベントの列：イベントに載ったコイン。コインがあるイベントだけが発動し、戦えます</translation>
    </message>
    <message>
        <source>▥ on a small card: an event in hand, a rampart to come; “▥ 2” by a name: ramparts built. 1 point each</source>
        <translation>小さなカードの▥：手札のイベント（これから城壁になるもの）。名前の横の「▥ 2」：建てた城壁。1枚1点</translation>
    </message>
    <message>
        <source>On a cell: cards covered beneath the top one (they still score their points)</source>
        <translation>マスの上：一番上のカードの下に重なったカードの枚数（その得点も入ります）</translation>
    </message>
    <message>
        <source>A damaged building: cannot be used until you gather; it still scores</source>
        <translation>ダメージを受けた建物：市民を集め直すまで使えませんが、得点は入ります</translation>
    </message>
    <message>
        <source>In the rulebook&apos;s card lists: ◇ a card the expansion can replace, † this edition&apos;s text</source>
        <translation>ルールのカード一覧で、◇は拡張カードと入れ替えられるカード、†は本版の文章</translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation>ログの§：その行のもとになったルールを開きます</translation>
    </message>
</context>
<context>
    <name>tournay</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Base game</source>
        <translation>基本ゲーム</translation>
    </message>
    <message>
        <source>Advanced rules (fewer citizens at the start, recruiting)</source>
        <translation>上級ルール(開始時の市民が少なく、勧誘あり)</translation>
    </message>
    <message>
        <source>Expansion cards</source>
        <translation>拡張カード</translation>
    </message>
    <message>
        <source>Without the expansion</source>
        <translation>拡張なし</translation>
    </message>
    <message>
        <source>Expansion cards replace the marked cards</source>
        <translation>マークの付いたカードを拡張カードと入れ替える</translation>
    </message>
    <message>
        <source>Marked and expansion cards shuffled, three left out per deck</source>
        <translation>マーク付きと拡張カードを混ぜ、各山から3枚除く</translation>
    </message>
    <message>
        <source>{colour} {level}</source>
        <translation>{colour}{level}</translation>
    </message>
    <message>
        <source>I</source>
        <translation>I</translation>
    </message>
    <message>
        <source>II</source>
        <translation>II</translation>
    </message>
    <message>
        <source>III</source>
        <translation>III</translation>
    </message>
    <message>
        <source>earning money</source>
        <translation>お金を稼ぐ</translation>
    </message>
    <message>
        <source>ransom</source>
        <translation>身代金</translation>
    </message>
    <message>
        <source>Tournay needs {low} to {high} players.</source>
        <translation>トゥルネーは{low}〜{high}人で遊びます。</translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation>オプション{option}の値がこのゲームでは使えません。</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the turn.</source>
        <translation>手番の今の段階ではその手は打てません。</translation>
    </message>
    <message>
        <source>You have already chosen your last card.</source>
        <translation>最後のカードはもう選んであります。</translation>
    </message>
    <message>
        <source>That choice is not open now.</source>
        <translation>今はその選択はできません。</translation>
    </message>
    <message>
        <source>That answer is malformed: slots, seats, columns and rows are whole numbers (a list of slots is a tuple), cards, colours and citizens are named by text.</source>
        <translation>その答えは形式が正しくありません。スロット、席、列、段は整数で（複数のスロットはタプルで）、カード、色、市民は文字列で指定します。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>An event in hand is a rampart: it never goes into the district.</source>
        <translation>手札のイベントは城壁です。地区には置けません。</translation>
    </message>
    <message>
        <source>A new card goes next to a card of your district, which must fit in a 3 by 3 square.</source>
        <translation>新しいカードは地区のカードの縦か横に隣接させ、地区は3×3に収めなくてはなりません。</translation>
    </message>
    <message>
        <source>You already have a prestige building of that name.</source>
        <translation>同じ名前の得点建物をすでに建てています。</translation>
    </message>
    <message>
        <source>That costs {cost} deniers, more than you have.</source>
        <translation>それには{cost}金が必要で、所持金が足りません。</translation>
    </message>
    <message>
        <source>This building also costs another card from your hand: name it.</source>
        <translation>この建物は手札からもう1枚のカードも必要です。そのカードを選んでください。</translation>
    </message>
    <message>
        <source>This building also costs one of your {colour} citizens: name it.</source>
        <translation>この建物には{colour}の市民1人も必要です。その市民を選んでください。</translation>
    </message>
    <message>
        <source>This card costs deniers only.</source>
        <translation>このカードのコストはお金だけです。</translation>
    </message>
    <message>
        <source>There is no such deck.</source>
        <translation>そのような山はありません。</translation>
    </message>
    <message>
        <source>That deck is empty.</source>
        <translation>その山は空です。</translation>
    </message>
    <message>
        <source>That deck has no face-up card on top.</source>
        <translation>その山の一番上に表向きのカードはありません。</translation>
    </message>
    <message>
        <source>Take the face-up card, or turn two cards and keep one.</source>
        <translation>表向きのカードを取るか、2枚めくって1枚を選んでください。</translation>
    </message>
    <message>
        <source>Only an opponent&apos;s standing citizens can be borrowed, and no more than the action needs.</source>
        <translation>借りられるのは対戦相手の広場に立っている市民だけで、アクションに必要な数までです。</translation>
    </message>
    <message>
        <source>This needs {count} {colour} citizens: you have too few standing (borrow the rest).</source>
        <translation>{colour}の市民が{count}人必要です。立っている市民が足りません(残りは借りられます)。</translation>
    </message>
    <message>
        <source>There is no building of yours there that a citizen can use.</source>
        <translation>そこには市民が使える自分の建物がありません。</translation>
    </message>
    <message>
        <source>That building is occupied or damaged; gather your citizens to free it.</source>
        <translation>その建物は使用中かダメージを受けています。市民を集めれば空きます。</translation>
    </message>
    <message>
        <source>Using that building would change nothing now.</source>
        <translation>今その建物を使っても何も起きません。</translation>
    </message>
    <message>
        <source>There is no event there.</source>
        <translation>そこにイベントはありません。</translation>
    </message>
    <message>
        <source>Only an event with a coin on it can be fought.</source>
        <translation>戦えるのはコインが乗っているイベントだけです。</translation>
    </message>
    <message>
        <source>Earn with some of your own standing citizens of one colour.</source>
        <translation>お金を稼ぐには、自分の広場に立っている同じ色の市民を使います。</translation>
    </message>
    <message>
        <source>Recruiting belongs to the advanced rules.</source>
        <translation>勧誘は上級ルールのアクションです。</translation>
    </message>
    <message>
        <source>The supply has no {colour} citizen left.</source>
        <translation>サプライに{colour}の市民が残っていません。</translation>
    </message>
    <message>
        <source>{count} cards are left out of the level I and II decks, unseen.</source>
        <translation>レベルIとIIの山から{count}枚が、誰にも見られずに取り除かれます。</translation>
    </message>
    <message>
        <source>{event} joins the event queue.</source>
        <translation>{event}がイベントキューに並びます。</translation>
    </message>
    <message>
        <source>{player} is the start player.</source>
        <translation>{player}が開始プレイヤーです。</translation>
    </message>
    <message>
        <source>Round {round}.</source>
        <translation>第{round}ラウンド。</translation>
    </message>
    <message>
        <source>{player}&apos;s turn.</source>
        <translation>{player}の手番です。</translation>
    </message>
    <message>
        <source>The end has come: from {player}, everyone plays one last turn.</source>
        <translation>終了条件が満たされました。{player}から全員が最終手番を行います。</translation>
    </message>
    <message>
        <source>The game has lasted {rounds} rounds and stops here.</source>
        <translation>{rounds}ラウンドに達したため、ゲームはここで終わります。</translation>
    </message>
    <message>
        <source>{player} places no card.</source>
        <translation>{player}はカードを出しません。</translation>
    </message>
    <message>
        <source>{player} places {card} for {cost} deniers.</source>
        <translation>{player}が{cost}金で{card}を出します。</translation>
    </message>
    <message>
        <source>It covers {card}.</source>
        <translation>{card}の上に重ねます。</translation>
    </message>
    <message>
        <source>{card} goes back under its deck.</source>
        <translation>{card}は山の一番下に戻ります。</translation>
    </message>
    <message>
        <source>{player}&apos;s {colour} citizen there goes back to the plaza.</source>
        <translation>そこにいた{player}の{colour}の市民は広場に戻ります。</translation>
    </message>
    <message>
        <source>The piece there goes back to the supply.</source>
        <translation>そこにあったコマはサプライに戻ります。</translation>
    </message>
    <message>
        <source>{player} borrows a {colour} citizen from {owner} for {fee} deniers.</source>
        <translation>{player}が{fee}金で{owner}から{colour}の市民を借ります。</translation>
    </message>
    <message>
        <source>{player} draws from the {deck} deck.</source>
        <translation>{player}が{deck}の山からカードを引きます。</translation>
    </message>
    <message>
        <source>{player} takes {card}, face up on the {deck} deck.</source>
        <translation>{player}が{deck}の山の表向きの{card}を取ります。</translation>
    </message>
    <message>
        <source>{card} goes face down under the {deck} deck.</source>
        <translation>{card}は裏向きで{deck}の山の一番下に入ります。</translation>
    </message>
    <message>
        <source>{player} turns {count} cards of the {deck} deck.</source>
        <translation>{player}が{deck}の山から{count}枚めくります。</translation>
    </message>
    <message>
        <source>{player} turns one more card of the {deck} deck.</source>
        <translation>{player}が{deck}の山からもう1枚めくります。</translation>
    </message>
    <message>
        <source>A town crier in the {deck} deck! ({count} revealed so far)</source>
        <translation>{deck}の山からタウンクライヤー！（これまでに{count}枚）</translation>
    </message>
    <message>
        <source>{player} takes a card into their hand.</source>
        <translation>{player}がカードを1枚手札に加えます。</translation>
    </message>
    <message>
        <source>{card} lies face up on the {deck} deck.</source>
        <translation>{card}が表向きで{deck}の山の上に置かれます。</translation>
    </message>
    <message>
        <source>{player} turns the top card of the {deck} deck.</source>
        <translation>{player}が{deck}の山の一番上のカードをめくります。</translation>
    </message>
    <message>
        <source>{player} uses {card}.</source>
        <translation>{player}が{card}を使います。</translation>
    </message>
    <message>
        <source>{player} fights {event} and takes it as a rampart.</source>
        <translation>{player}が{event}と戦い、城壁として手札に加えます。</translation>
    </message>
    <message>
        <source>{player} earns money with {count} {colour} citizens.</source>
        <translation>{player}が{colour}の市民{count}人でお金を稼ぎます。</translation>
    </message>
    <message>
        <source>{player} gathers all their citizens back to the plaza.</source>
        <translation>{player}が市民を全員広場に集めます。</translation>
    </message>
    <message>
        <source>{player} recruits a {colour} citizen for {cost} deniers.</source>
        <translation>{player}が{cost}金で{colour}の市民を勧誘します。</translation>
    </message>
    <message>
        <source>{player} gains {deniers} deniers ({source}).</source>
        <translation>{player}が{deniers}金を得ます（{source}）。</translation>
    </message>
    <message>
        <source>{player} pays {deniers} deniers ({source}).</source>
        <translation>{player}が{deniers}金を払います（{source}）。</translation>
    </message>
    <message>
        <source>{player} takes {deniers} deniers from {target} ({source}).</source>
        <translation>{player}が{target}から{deniers}金を受け取ります（{source}）。</translation>
    </message>
    <message>
        <source>{player} takes a {colour} citizen from the supply ({source}).</source>
        <translation>{player}がサプライから{colour}の市民を獲得します（{source}）。</translation>
    </message>
    <message>
        <source>A coin goes on {event}.</source>
        <translation>{event}にコインが1枚乗ります。</translation>
    </message>
    <message>
        <source>No event has a coin: nothing happens.</source>
        <translation>コインの乗ったイベントがないので、何も起きません。</translation>
    </message>
    <message>
        <source>{player} builds a rampart against {event}.</source>
        <translation>{player}が城壁を建設して{event}を防ぎます。</translation>
    </message>
    <message>
        <source>{player} is shielded from {event} without a rampart.</source>
        <translation>{player}は城壁を使わずに{event}を防ぎます。</translation>
    </message>
    <message>
        <source>{player} chooses {colour} for the Levy.</source>
        <translation>{player}が徴税の色に{colour}を選びます。</translation>
    </message>
    <message>
        <source>{event}: nothing changes for {player}.</source>
        <translation>{event}：{player}には何も起きません。</translation>
    </message>
    <message>
        <source>{player} lays down a {colour} citizen.</source>
        <translation>{player}が{colour}の市民を1人倒します。</translation>
    </message>
    <message>
        <source>{player} stands up a {colour} citizen.</source>
        <translation>{player}が{colour}の市民を1人立たせます。</translation>
    </message>
    <message>
        <source>{player} loses a {colour} citizen to the supply.</source>
        <translation>{player}の{colour}の市民が1人サプライに戻ります。</translation>
    </message>
    <message>
        <source>{player}&apos;s {card} is damaged.</source>
        <translation>{player}の{card}がダメージを受けます。</translation>
    </message>
    <message>
        <source>{player} discards a card under its deck.</source>
        <translation>{player}がカードを1枚、その山の一番下に捨てます。</translation>
    </message>
    <message>
        <source>{player} discards {event} under the event deck.</source>
        <translation>{player}が{event}をイベントの山の一番下に捨てます。</translation>
    </message>
    <message>
        <source>{player} takes {event} from the event deck as a rampart.</source>
        <translation>{player}がイベントの山から{event}を城壁として手札に加えます。</translation>
    </message>
    <message>
        <source>{player} sets events off with the Ballista.</source>
        <translation>{player}が弩砲でイベントを発動させます。</translation>
    </message>
    <message>
        <source>{player} takes the {coins} coins off {event}.</source>
        <translation>{player}が{event}から{coins}枚のコインを取ります。</translation>
    </message>
    <message>
        <source>{player} takes a coin off {event}.</source>
        <translation>{player}が{event}からコインを1枚取り除きます。</translation>
    </message>
    <message>
        <source>{player} uses {card} in {owner}&apos;s district with a grey citizen.</source>
        <translation>{player}が灰色市民を置いて{owner}の地区の{card}を使います。</translation>
    </message>
    <message>
        <source>{player} demolishes {card}.</source>
        <translation>{player}が{card}を取り壊します。</translation>
    </message>
    <message>
        <source>{player} chooses {colour} for the Lordship.</source>
        <translation>{player}が領主権の色に{colour}を選びます。</translation>
    </message>
    <message>
        <source>{player}&apos;s {character} lets a white citizen use {card}.</source>
        <translation>{player}の{character}により、白の市民が{card}を使います。</translation>
    </message>
    <message>
        <source>{player} builds a rampart.</source>
        <translation>{player}が城壁を建設します。</translation>
    </message>
    <message>
        <source>Everyone chooses a last card in secret.</source>
        <translation>全員がこっそり最後のカードを選びます。</translation>
    </message>
    <message>
        <source>{player} has chosen.</source>
        <translation>{player}が選びました。</translation>
    </message>
    <message>
        <source>{player} places no last card.</source>
        <translation>{player}は最後のカードを出しません。</translation>
    </message>
    <message>
        <source>{player}&apos;s last card: {card}.</source>
        <translation>{player}の最後のカード：{card}。</translation>
    </message>
    <message>
        <source>{player} scores {points} points for {card}.</source>
        <translation>{player}が{card}で{points}点を得ます。</translation>
    </message>
    <message>
        <source>{player}: {total} points (prestige {prestige}, cards {cards}, ramparts {ramparts}).</source>
        <translation>{player}：{total}点（得点建物{prestige}、カード{cards}、城壁{ramparts}）。</translation>
    </message>
    <message>
        <source>Winner: {players}!</source>
        <translation>勝者：{players}！</translation>
    </message>
    <message>
        <source>red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>white</source>
        <translation>白</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>黄</translation>
    </message>
</context>
<context>
    <name>tournay_cards</name>
    <message>
        <source>Arsenal</source>
        <translation>兵器庫</translation>
    </message>
    <message>
        <source>Draw a red level II card.</source>
        <translation>赤のレベルIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Ballista</source>
        <translation>弩砲</translation>
    </message>
    <message>
        <source>Choose up to two events in the queue and add a coin to each (if a circle is free). Harmful ones strike every other player once per coin; beneficial ones act for everyone.</source>
        <translation>キューのイベントを2枚まで選び、それぞれにコインを1枚足す（空いた丸があれば）。害になるものはコイン1枚につき1回、自分以外の全員に発動し、利益になるものは全員に発動する。</translation>
    </message>
    <message>
        <source>Barracks</source>
        <translation>兵舎</translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a red citizen from the supply.</source>
        <translation>3金払い、サプライから赤の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Fort</source>
        <translation>砦</translation>
    </message>
    <message>
        <source>Fight an event that has a coin, without paying its cost.</source>
        <translation>コインの乗ったイベント1枚と、そのコストを払わずに戦う。</translation>
    </message>
    <message>
        <source>Knight</source>
        <translation>騎士</translation>
    </message>
    <message>
        <source>A prestige building you place in its row or column costs 2 deniers less.</source>
        <translation>同じ段か列に出す得点建物のコストが2金安くなる。</translation>
    </message>
    <message>
        <source>Watch</source>
        <translation>見張り所</translation>
    </message>
    <message>
        <source>Take all the coins off one event: they become your deniers.</source>
        <translation>イベント1枚のコインをすべて取り、自分のお金にする。</translation>
    </message>
    <message>
        <source>Sergeant</source>
        <translation>軍曹</translation>
    </message>
    <message>
        <source>Using a red building in its row or column gives 1 more denier.</source>
        <translation>同じ段か列の赤の建物を使うと、さらに1金得る。</translation>
    </message>
    <message>
        <source>Armoury</source>
        <translation>武具庫</translation>
    </message>
    <message>
        <source>Gain 1 denier per red card in your district (at most 4).</source>
        <translation>地区の赤のカード1枚につき1金得る（最大4金）。</translation>
    </message>
    <message>
        <source>Fort II</source>
        <translation>砦II</translation>
    </message>
    <message>
        <source>Fight an event that has no coin, without paying its cost.</source>
        <translation>コインの乗っていないイベント1枚と、そのコストを払わずに戦う。</translation>
    </message>
    <message>
        <source>Arsenal II</source>
        <translation>兵器庫II</translation>
    </message>
    <message>
        <source>Draw a red level III card.</source>
        <translation>赤のレベルIIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Barracks II</source>
        <translation>兵舎II</translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a red citizen from the supply.</source>
        <translation>2金払い、サプライから赤の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Captain</source>
        <translation>隊長</translation>
    </message>
    <message>
        <source>Using a red building in its row or column gives 2 more deniers.</source>
        <translation>同じ段か列の赤の建物を使うと、さらに2金得る。</translation>
    </message>
    <message>
        <source>Siege Tower</source>
        <translation>攻城塔</translation>
    </message>
    <message>
        <source>Each opponent puts a damage token on one of their unoccupied buildings (their choice).</source>
        <translation>各対戦相手は自分の空いている建物1つを選び、ダメージチップを置く。</translation>
    </message>
    <message>
        <source>Rampart Works</source>
        <translation>城壁工房</translation>
    </message>
    <message>
        <source>Take the top card of the event deck into your hand as a rampart.</source>
        <translation>イベントの山の一番上のカードを城壁として手札に加える。</translation>
    </message>
    <message>
        <source>Marshal</source>
        <translation>元帥</translation>
    </message>
    <message>
        <source>Whenever you fight an event, gain 2 deniers.</source>
        <translation>イベントと戦うたびに2金得る。</translation>
    </message>
    <message>
        <source>War Chest</source>
        <translation>軍資金庫</translation>
    </message>
    <message>
        <source>Gain 5 deniers.</source>
        <translation>5金得る。</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>図書館</translation>
    </message>
    <message>
        <source>Draw a level I card of any colour.</source>
        <translation>好きな色のレベルIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Scriptorium</source>
        <translation>写字室</translation>
    </message>
    <message>
        <source>Draw a white level II card.</source>
        <translation>白のレベルIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Monastery</source>
        <translation>修道院</translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a white citizen from the supply.</source>
        <translation>3金払い、サプライから白の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Chapel</source>
        <translation>礼拝堂</translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 4).</source>
        <translation>地区の白のカード1枚につき1金得る（最大4金）。</translation>
    </message>
    <message>
        <source>Almonry</source>
        <translation>施物所</translation>
    </message>
    <message>
        <source>Stand up one of your laid-down citizens.</source>
        <translation>倒れている自分の市民を1人立たせる。</translation>
    </message>
    <message>
        <source>Bishop</source>
        <translation>司教</translation>
    </message>
    <message>
        <source>Using a white building in its row or column gives 1 more denier.</source>
        <translation>同じ段か列の白の建物を使うと、さらに1金得る。</translation>
    </message>
    <message>
        <source>Priest</source>
        <translation>司祭</translation>
    </message>
    <message>
        <source>Using a white building in its row or column also stands up one of your laid-down citizens.</source>
        <translation>同じ段か列の白の建物を使うと、倒れている自分の市民も1人立たせる。</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>救護院</translation>
    </message>
    <message>
        <source>Gain 3 deniers.</source>
        <translation>3金得る。</translation>
    </message>
    <message>
        <source>Great Library</source>
        <translation>大図書館</translation>
    </message>
    <message>
        <source>Draw a level II card of any colour.</source>
        <translation>好きな色のレベルIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Scriptorium II</source>
        <translation>写字室II</translation>
    </message>
    <message>
        <source>Draw a white level III card.</source>
        <translation>白のレベルIIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Monastery II</source>
        <translation>修道院II</translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a white citizen from the supply.</source>
        <translation>2金払い、サプライから白の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Abbey Church</source>
        <translation>修道院教会</translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 6).</source>
        <translation>地区の白のカード1枚につき1金得る（最大6金）。</translation>
    </message>
    <message>
        <source>Canon</source>
        <translation>参事会員</translation>
    </message>
    <message>
        <source>Using a white building in its row or column gives 2 more deniers.</source>
        <translation>同じ段か列の白の建物を使うと、さらに2金得る。</translation>
    </message>
    <message>
        <source>Cloister</source>
        <translation>回廊</translation>
    </message>
    <message>
        <source>Stand up all your laid-down white citizens.</source>
        <translation>倒れている自分の白の市民をすべて立たせる。</translation>
    </message>
    <message>
        <source>Reliquary</source>
        <translation>聖遺物堂</translation>
    </message>
    <message>
        <source>Remove one coin from an event, back to the supply.</source>
        <translation>イベント1枚からコインを1枚取り除き、サプライに戻す。</translation>
    </message>
    <message>
        <source>Inquisitor</source>
        <translation>異端審問官</translation>
    </message>
    <message>
        <source>Each time criers set events off, it shields you from one of them like a rampart.</source>
        <translation>タウンクライヤーでイベントが発生するたび、城壁のようにそのうち1つを防ぐ。</translation>
    </message>
    <message>
        <source>Seminary</source>
        <translation>神学校</translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a citizen of any colour from the supply.</source>
        <translation>2金払い、サプライから好きな色の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Bridge</source>
        <translation>橋</translation>
    </message>
    <message>
        <source>Use one unoccupied building in an opponent&apos;s district, putting a grey citizen on it; your characters do not add to it.</source>
        <translation>対戦相手の地区の空いている建物1つに灰色市民を置いて使う。自分の人物カードの効果は加わらない。</translation>
    </message>
    <message>
        <source>Market</source>
        <translation>市場</translation>
    </message>
    <message>
        <source>Guild</source>
        <translation>ギルド</translation>
    </message>
    <message>
        <source>Draw a yellow level II card.</source>
        <translation>黄のレベルIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Town House</source>
        <translation>町屋敷</translation>
    </message>
    <message>
        <source>Pay 3 deniers: take a yellow citizen from the supply.</source>
        <translation>3金払い、サプライから黄の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Alderman</source>
        <translation>参事</translation>
    </message>
    <message>
        <source>Using a yellow building in its row or column gives 1 more denier.</source>
        <translation>同じ段か列の黄の建物を使うと、さらに1金得る。</translation>
    </message>
    <message>
        <source>Advocate</source>
        <translation>代訴人</translation>
    </message>
    <message>
        <source>Borrowing an opponent&apos;s citizen costs you 1 denier instead of 2.</source>
        <translation>対戦相手の市民を借りる費用が2金ではなく1金になる。</translation>
    </message>
    <message>
        <source>Workshop</source>
        <translation>工房</translation>
    </message>
    <message>
        <source>Gain 1 denier per yellow citizen you own.</source>
        <translation>持っている黄の市民1人につき1金得る。</translation>
    </message>
    <message>
        <source>Weaver</source>
        <translation>織工</translation>
    </message>
    <message>
        <source>Discard a card from your hand: gain 4 deniers.</source>
        <translation>手札を1枚捨て、4金得る。</translation>
    </message>
    <message>
        <source>Great Bridge</source>
        <translation>大橋</translation>
    </message>
    <message>
        <source>As the Bridge, and gain 1 denier.</source>
        <translation>橋と同じ効果に加え、1金得る。</translation>
    </message>
    <message>
        <source>Great Market</source>
        <translation>大市場</translation>
    </message>
    <message>
        <source>Guild Hall</source>
        <translation>ギルド会館</translation>
    </message>
    <message>
        <source>Draw a yellow level III card.</source>
        <translation>黄のレベルIIIのカードを1枚引く。</translation>
    </message>
    <message>
        <source>Town Hall</source>
        <translation>町役場</translation>
    </message>
    <message>
        <source>Pay 2 deniers: take a yellow citizen from the supply.</source>
        <translation>2金払い、サプライから黄の市民を1人獲得する。</translation>
    </message>
    <message>
        <source>Bailiff</source>
        <translation>代官</translation>
    </message>
    <message>
        <source>Using a yellow building in its row or column gives 2 more deniers.</source>
        <translation>同じ段か列の黄の建物を使うと、さらに2金得る。</translation>
    </message>
    <message>
        <source>Notary</source>
        <translation>公証人</translation>
    </message>
    <message>
        <source>A card you place in its row or column costs 1 denier less.</source>
        <translation>同じ段か列に出すカードのコストが1金安くなる。</translation>
    </message>
    <message>
        <source>Counting House</source>
        <translation>会計所</translation>
    </message>
    <message>
        <source>Gain 2 deniers per yellow citizen standing on your plaza.</source>
        <translation>自分の広場に立っている黄の市民1人につき2金得る。</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>港</translation>
    </message>
    <message>
        <source>Pay 2 deniers: take the face-up top card of any level I or II deck.</source>
        <translation>2金払い、レベルIかIIの山の一番上にある表向きのカードを1枚取る。</translation>
    </message>
    <message>
        <source>Demolisher</source>
        <translation>解体屋</translation>
    </message>
    <message>
        <source>Remove the top card of another cell of your district to the bottom of its deck and gain twice its denier cost.</source>
        <translation>自分の地区の別のマスの一番上のカードを取り除いてその山の一番下に入れ、そのカードの金コストの2倍を得る。</translation>
    </message>
    <message>
        <source>Catapult</source>
        <translation>投石機</translation>
    </message>
    <message>
        <source>Put a damage token on one unoccupied building of each opponent (your choice). While a citizen stands on it, it shields you from one event when criers fire.</source>
        <translation>対戦相手ごとに、その空いている建物を1つ選んでダメージチップを置く。このカードに市民が乗っている間にタウンクライヤーがめくられたら、イベント1つを防ぐ。</translation>
    </message>
    <message>
        <source>Knight (expansion)</source>
        <translation>騎士（拡張）</translation>
    </message>
    <message>
        <source>Each time the red and grey citizens on buildings in its row and column reach an even number after you place one, fight an event with a coin for free.</source>
        <translation>同じ段と列の建物に赤か灰色の市民を乗せ、その段と列の建物の上にいる赤と灰色の市民が偶数になったら、コインの乗ったイベント1枚と無料で戦える。</translation>
    </message>
    <message>
        <source>Lordship</source>
        <translation>領主権</translation>
    </message>
    <message>
        <source>Choose a colour: each opponent pays you 1 denier per building of that colour in their district.</source>
        <translation>色を1つ選ぶ。各対戦相手は自分の地区のその色の建物1つにつき1金をあなたに払う。</translation>
    </message>
    <message>
        <source>Knight II (expansion)</source>
        <translation>騎士II（拡張）</translation>
    </message>
    <message>
        <source>As the Knight (expansion), and you also take the coins of the event fought.</source>
        <translation>騎士（拡張）と同じ効果に加え、戦ったイベントのコインも得る。</translation>
    </message>
    <message>
        <source>Mercenary</source>
        <translation>傭兵</translation>
    </message>
    <message>
        <source>Earning money with red citizens gives 3 deniers each instead of 2.</source>
        <translation>赤の市民でお金を稼ぐと、1人につき2金ではなく3金得る。</translation>
    </message>
    <message>
        <source>Courthouse</source>
        <translation>裁判所</translation>
    </message>
    <message>
        <source>Take 4 deniers from the richest opponent; if several are richest, 3 from each.</source>
        <translation>最も裕福な対戦相手から4金を受け取る。同率の場合はそれぞれから3金。</translation>
    </message>
    <message>
        <source>Abbey</source>
        <translation>大修道院</translation>
    </message>
    <message>
        <source>Turn the top card of the three level I decks; keep two, the third goes back face up.</source>
        <translation>レベルIの3つの山の一番上をめくり、2枚を手札に加え、残りは表向きで山に戻す。</translation>
    </message>
    <message>
        <source>Abbey II</source>
        <translation>大修道院II</translation>
    </message>
    <message>
        <source>Turn the top card of the three level II decks; keep two, the third goes back face up.</source>
        <translation>レベルIIの3つの山の一番上をめくり、2枚を手札に加え、残りは表向きで山に戻す。</translation>
    </message>
    <message>
        <source>Monk</source>
        <translation>修道士</translation>
    </message>
    <message>
        <source>After you use a white building in its row or column, one more white citizen of yours may use an unoccupied yellow building there.</source>
        <translation>同じ段か列の白の建物を使った後、自分の白の市民をもう1人使って、そこにある空いている黄の建物を使ってもよい。</translation>
    </message>
    <message>
        <source>Monk II</source>
        <translation>修道士II</translation>
    </message>
    <message>
        <source>Templar</source>
        <translation>テンプル騎士</translation>
    </message>
    <message>
        <source>After you use a white building in its row or column, one more white citizen of yours may use an unoccupied red building there.</source>
        <translation>同じ段か列の白の建物を使った後、自分の白の市民をもう1人使って、そこにある空いている赤の建物を使ってもよい。</translation>
    </message>
    <message>
        <source>Templar II</source>
        <translation>テンプル騎士II</translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation>醸造所</translation>
    </message>
    <message>
        <source>Gain 1 denier per citizen standing on your plaza.</source>
        <translation>自分の広場に立っている市民1人につき1金得る。</translation>
    </message>
    <message>
        <source>Inn</source>
        <translation>宿屋</translation>
    </message>
    <message>
        <source>Gain 4 deniers per pair of a yellow and a red citizen standing on your plaza.</source>
        <translation>自分の広場に立っている黄と赤の市民のペア1組につき4金得る。</translation>
    </message>
    <message>
        <source>Senator</source>
        <translation>元老院議員</translation>
    </message>
    <message>
        <source>Each time you gather your citizens, gain 2 deniers.</source>
        <translation>市民を広場に集めるたびに2金得る。</translation>
    </message>
    <message>
        <source>Bakery</source>
        <translation>パン屋</translation>
    </message>
    <message>
        <source>Gain 2 deniers per red citizen, or per white citizen, standing on your plaza (the better).</source>
        <translation>自分の広場に立っている赤の市民1人につき2金、または白の市民1人につき2金得る（多い方）。</translation>
    </message>
    <message>
        <source>Senator II</source>
        <translation>元老院議員II</translation>
    </message>
    <message>
        <source>Each time you gather your citizens, gain 3 deniers.</source>
        <translation>市民を広場に集めるたびに3金得る。</translation>
    </message>
    <message>
        <source>Merchant Guild</source>
        <translation>商人ギルド</translation>
    </message>
    <message>
        <source>Gain 1 denier per card in your hand.</source>
        <translation>手札1枚につき1金得る。</translation>
    </message>
    <message>
        <source>Belfry</source>
        <translation>鐘楼</translation>
    </message>
    <message>
        <source>Per visible set of a red, a white and a yellow card.</source>
        <translation>見えている赤・白・黄のカードの組1つにつき。</translation>
    </message>
    <message>
        <source>City Hall</source>
        <translation>市庁舎</translation>
    </message>
    <message>
        <source>Per yellow citizen owned.</source>
        <translation>持っている黄の市民1人につき。</translation>
    </message>
    <message>
        <source>Cloth Hall</source>
        <translation>織物会館</translation>
    </message>
    <message>
        <source>Per visible yellow card.</source>
        <translation>見えている黄のカード1枚につき。</translation>
    </message>
    <message>
        <source>Mint</source>
        <translation>造幣所</translation>
    </message>
    <message>
        <source>Per 4 deniers held.</source>
        <translation>所持金4金につき。</translation>
    </message>
    <message>
        <source>Tour des Six</source>
        <translation>六人の塔</translation>
    </message>
    <message>
        <source>Per visible character.</source>
        <translation>見えている人物カード1枚につき。</translation>
    </message>
    <message>
        <source>Cathedral</source>
        <translation>大聖堂</translation>
    </message>
    <message>
        <source>8 points for its builder only.</source>
        <translation>建てたプレイヤーだけが8点。</translation>
    </message>
    <message>
        <source>La Madeleine</source>
        <translation>ラ・マドレーヌ教会</translation>
    </message>
    <message>
        <source>Per visible prestige building.</source>
        <translation>見えている得点建物1つにつき。</translation>
    </message>
    <message>
        <source>Saint-Brice</source>
        <translation>サン・ブリス教会</translation>
    </message>
    <message>
        <source>Saint-Jacques</source>
        <translation>サン・ジャック教会</translation>
    </message>
    <message>
        <source>Per visible white card.</source>
        <translation>見えている白のカード1枚につき。</translation>
    </message>
    <message>
        <source>Saint-Nicolas</source>
        <translation>サン・ニコラ教会</translation>
    </message>
    <message>
        <source>Per set of a red, a white and a yellow citizen owned.</source>
        <translation>持っている赤・白・黄の市民の組1つにつき。</translation>
    </message>
    <message>
        <source>Saint-Quentin</source>
        <translation>サン・カンタン教会</translation>
    </message>
    <message>
        <source>Per white citizen owned.</source>
        <translation>持っている白の市民1人につき。</translation>
    </message>
    <message>
        <source>Pont des Trous</source>
        <translation>ポン・デ・トルー</translation>
    </message>
    <message>
        <source>Porte de la Vigne</source>
        <translation>ポルト・ド・ラ・ヴィーニュ</translation>
    </message>
    <message>
        <source>Per red citizen owned.</source>
        <translation>持っている赤の市民1人につき。</translation>
    </message>
    <message>
        <source>Tour d&apos;Arras</source>
        <translation>アラスの塔</translation>
    </message>
    <message>
        <source>Per visible white or yellow building.</source>
        <translation>見えている白か黄の建物1つにつき。</translation>
    </message>
    <message>
        <source>Tour Henry VIII</source>
        <translation>ヘンリー8世の塔</translation>
    </message>
    <message>
        <source>Per rampart built.</source>
        <translation>建設した城壁1枚につき。</translation>
    </message>
    <message>
        <source>Tour Saint-Georges</source>
        <translation>サン・ジョルジュの塔</translation>
    </message>
    <message>
        <source>Per visible red card.</source>
        <translation>見えている赤のカード1枚につき。</translation>
    </message>
    <message>
        <source>Town Crier</source>
        <translation>タウンクライヤー</translation>
    </message>
    <message>
        <source>Turned while drawing: a coin goes on every event with a free circle, then every event acts once per coin on it.</source>
        <translation>カードを引くときにめくれたら、空いた丸のあるイベントすべてにコインを1枚置き、各イベントが乗っているコインの数だけ発動する。</translation>
    </message>
    <message>
        <source>Plague</source>
        <translation>ペスト</translation>
    </message>
    <message>
        <source>Lose one citizen of your choice to the supply.</source>
        <translation>自分の市民1人を選んでサプライに戻す。</translation>
    </message>
    <message>
        <source>Famine</source>
        <translation>飢饉</translation>
    </message>
    <message>
        <source>Pay 2 deniers; if you cannot, lay down a yellow citizen.</source>
        <translation>2金払う。払えなければ黄の市民を1人倒す。</translation>
    </message>
    <message>
        <source>Fire</source>
        <translation>火災</translation>
    </message>
    <message>
        <source>Put a damage token on one of your unoccupied buildings.</source>
        <translation>自分の空いている建物1つにダメージチップを置く。</translation>
    </message>
    <message>
        <source>Norman Raid</source>
        <translation>ノルマン人の襲撃</translation>
    </message>
    <message>
        <source>Discard a card from your hand.</source>
        <translation>手札を1枚捨てる。</translation>
    </message>
    <message>
        <source>Heresy</source>
        <translation>異端</translation>
    </message>
    <message>
        <source>Lay down one white citizen.</source>
        <translation>白の市民を1人倒す。</translation>
    </message>
    <message>
        <source>Mutiny</source>
        <translation>反乱</translation>
    </message>
    <message>
        <source>Lay down one red citizen.</source>
        <translation>赤の市民を1人倒す。</translation>
    </message>
    <message>
        <source>Strike</source>
        <translation>ストライキ</translation>
    </message>
    <message>
        <source>Lay down one yellow citizen.</source>
        <translation>黄の市民を1人倒す。</translation>
    </message>
    <message>
        <source>Tithe</source>
        <translation>十分の一税</translation>
    </message>
    <message>
        <source>Pay 1 denier per white card in your district (at most 3).</source>
        <translation>地区の白のカード1枚につき1金払う（最大3金）。</translation>
    </message>
    <message>
        <source>Levy</source>
        <translation>徴税</translation>
    </message>
    <message>
        <source>A colour is chosen: pay 1 denier per building of it in your district (at most 3).</source>
        <translation>選ばれた色について、地区のその色の建物1つにつき1金払う（最大3金）。</translation>
    </message>
    <message>
        <source>Flood</source>
        <translation>洪水</translation>
    </message>
    <message>
        <source>Pay 3 deniers, or send one standing citizen to the supply.</source>
        <translation>3金払うか、立っている市民1人をサプライに戻す。</translation>
    </message>
    <message>
        <source>Harvest</source>
        <translation>収穫</translation>
    </message>
    <message>
        <source>Gain 2 deniers.</source>
        <translation>2金得る。</translation>
    </message>
    <message>
        <source>Fair</source>
        <translation>市</translation>
    </message>
    <message>
        <source>Gain 1 denier per yellow card in your district (at most 3).</source>
        <translation>地区の黄のカード1枚につき1金得る（最大3金）。</translation>
    </message>
    <message>
        <source>Pilgrimage</source>
        <translation>巡礼</translation>
    </message>
    <message>
        <source>Gain 1 denier per white card in your district (at most 3).</source>
        <translation>地区の白のカード1枚につき1金得る（最大3金）。</translation>
    </message>
    <message>
        <source>Tournament</source>
        <translation>馬上槍試合</translation>
    </message>
    <message>
        <source>Gain 1 denier per red card in your district (at most 3).</source>
        <translation>地区の赤のカード1枚につき1金得る（最大3金）。</translation>
    </message>
    <message>
        <source>Procession</source>
        <translation>聖行列</translation>
    </message>
</context>
<context>
    <name>tournay_table</name>
    <message>
        <source>Building</source>
        <translation>建物</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Prestige building</source>
        <translation>得点建物</translation>
    </message>
    <message>
        <source>Town crier</source>
        <translation>タウンクライヤー</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>harmful</source>
        <translation>悪いイベント</translation>
    </message>
    <message>
        <source>beneficial</source>
        <translation>良いイベント</translation>
    </message>
    <message>
        <source>Fight: {count} {colour} + {ransom} d</source>
        <translation>戦う: {colour}{count}人+{ransom}金</translation>
    </message>
    <message>
        <source>Harmful</source>
        <translation>有害</translation>
    </message>
    <message>
        <source>Helpful</source>
        <translation>有益</translation>
    </message>
    <message>
        <source>Fight: {count} {colour}</source>
        <translation>戦う: {colour}{count}人</translation>
    </message>
    <message>
        <source>A card of the {deck} deck, held face down.</source>
        <translation>{deck}の山のカード(裏向きで持っています)。</translation>
    </message>
    <message>
        <source>+1 card</source>
        <translation>+カード1枚</translation>
    </message>
    <message>
        <source>+1 citizen</source>
        <translation>+市民1人</translation>
    </message>
    <message>
        <source>Round {round}</source>
        <translation>第{round}ラウンド</translation>
    </message>
    <message>
        <source>Round {round} · last round</source>
        <translation>第{round}ラウンド・最終ラウンド</translation>
    </message>
    <message>
        <source>Gather citizens</source>
        <translation>市民を集める</translation>
    </message>
    <message>
        <source>Place no card</source>
        <translation>カードを出さない</translation>
    </message>
    <message>
        <source>No last card</source>
        <translation>最後のカードを出さない</translation>
    </message>
    <message>
        <source>Confirm ({count})</source>
        <translation>決定({count})</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>{card}を取る</translation>
    </message>
    <message>
        <source>{deck}: take the face-up card</source>
        <translation>{deck}: 表向きのカードを取る</translation>
    </message>
    <message>
        <source>{deck}: turn two, keep one</source>
        <translation>{deck}: 2枚めくって1枚取る</translation>
    </message>
    <message>
        <source>None</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Build {card} as a rampart</source>
        <translation>{card}を城壁にする</translation>
    </message>
    <message>
        <source>{player}: {card}</source>
        <translation>{player}: {card}</translation>
    </message>
    <message>
        <source>a standing {colour} citizen</source>
        <translation>立っている{colour}の市民</translation>
    </message>
    <message>
        <source>a laid-down {colour} citizen</source>
        <translation>寝かせた{colour}の市民</translation>
    </message>
    <message>
        <source>Build {card} on the lit square ({cost} d)</source>
        <translation>{card}を光るマスに建てる({cost}金)</translation>
    </message>
    <message>
        <source>Last card: {card} on the lit square ({cost} d)</source>
        <translation>最後のカード: {card}を光るマスに置く({cost}金)</translation>
    </message>
    <message>
        <source>Draw the face-up card of {deck}</source>
        <translation>{deck}の表向きのカードを引く</translation>
    </message>
    <message>
        <source>Draw from {deck}: turn two, keep one</source>
        <translation>{deck}から引く: 2枚めくって1枚取る</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>Fight {event}</source>
        <translation>{event}と戦う</translation>
    </message>
    <message>
        <source>Earn {deniers} d with {count} {colour} citizens</source>
        <translation>{colour}の市民{count}人で{deniers}金稼ぐ</translation>
    </message>
    <message>
        <source>Recruit a {colour} citizen ({cost} d)</source>
        <translation>{colour}の市民を1人雇う({cost}金)</translation>
    </message>
    <message>
        <source>{move}, borrowing {count} from {players}</source>
        <translation>{move}({players}から{count}人借りる)</translation>
    </message>
    <message>
        <source>Shield yourself from: {events}</source>
        <translation>城壁で防ぐ: {events}</translation>
    </message>
    <message>
        <source>Shield nothing (confirm)</source>
        <translation>何も防がない(確定)</translation>
    </message>
    <message>
        <source>Ballista: {events}</source>
        <translation>バリスタ: {events}</translation>
    </message>
    <message>
        <source>Choose: {answer}</source>
        <translation>選ぶ: {answer}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>the {colour} citizen on {card}</source>
        <translation>{card}の上の{colour}の市民</translation>
    </message>
    <message>
        <source>{player}: drag a card from your hand onto a lit square of your district (or click both), or place none (N).</source>
        <translation>{player}: 手札のカードを地区の光っているマスへドラッグ(または両方をクリック)。出さないならN。</translation>
    </message>
    <message>
        <source>{player}: drag citizens onto a deck, one of your buildings, an event or the bank; drag an opponent&apos;s citizen to borrow it; or gather.</source>
        <translation>{player}: 市民を山・自分の建物・イベント・銀行へドラッグ。相手の市民をドラッグすると借りられます。市民を集めることもできます。</translation>
    </message>
    <message>
        <source>{player}: {colour} citizens chosen ({borrowed} borrowed). Now click a deck, a building, an event or the bank.</source>
        <translation>{player}: {colour}の市民を選びました(借りた市民{borrowed}人)。山・建物・イベント・銀行をクリックしてください。</translation>
    </message>
    <message>
        <source>{player}: {card} chosen. Click a lit square (cost shown).</source>
        <translation>{player}: {card}を選びました。光っているマスをクリック(コスト表示あり)。</translation>
    </message>
    <message>
        <source>{player}: {question}</source>
        <translation>{player}: {question}</translation>
    </message>
    <message>
        <source>{player}: choose your last card in secret: drag it onto your district, or place none.</source>
        <translation>{player}: 最後のカードをこっそり選んで地区へドラッグ。出さないこともできます。</translation>
    </message>
    <message>
        <source>{player}: your last card is chosen. Waiting for the others…</source>
        <translation>{player}: 最後のカードを選びました。ほかの人を待っています…</translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation>{player}が考えています…</translation>
    </message>
    <message>
        <source>The players choose their last cards in secret…</source>
        <translation>全員が最後のカードをこっそり選んでいます…</translation>
    </message>
    <message>
        <source>{players} won with {total} points.</source>
        <translation>{players}が{total}点で勝ちました。</translation>
    </message>
    <message>
        <source>keep one of the turned cards (click it).</source>
        <translation>めくったカードから1枚選んでください(クリック)。</translation>
    </message>
    <message>
        <source>choose the deck to draw from.</source>
        <translation>カードを引く山を選んでください。</translation>
    </message>
    <message>
        <source>town criers! Choose the harmful events your ramparts shield you from, then confirm.</source>
        <translation>タウンクライヤー!城壁で防ぐ悪いイベントを選んで決定してください。</translation>
    </message>
    <message>
        <source>choose up to two events for the Ballista, then confirm.</source>
        <translation>弩砲で狙うイベントを2つまで選んで決定してください。</translation>
    </message>
    <message>
        <source>more than 4 cards in hand: discard one under its deck, or build an event as a rampart (it shields nothing).</source>
        <translation>手札が5枚以上です。1枚を山の下に捨てるか、イベントを城壁にしてください(この城壁は何も防ぎません)。</translation>
    </message>
    <message>
        <source>choose the colour of the citizen to take.</source>
        <translation>受け取る市民の色を選んでください。</translation>
    </message>
    <message>
        <source>choose the colour of the citizen to stand up.</source>
        <translation>立たせる市民の色を選んでください。</translation>
    </message>
    <message>
        <source>choose a colour for the Lordship.</source>
        <translation>領主権の色を選んでください。</translation>
    </message>
    <message>
        <source>choose a colour for the Levy.</source>
        <translation>徴税の色を選んでください。</translation>
    </message>
    <message>
        <source>Flood: pay, or choose the standing citizen to lose.</source>
        <translation>洪水: お金を払うか、失う立っている市民を選んでください。</translation>
    </message>
    <message>
        <source>choose the citizen to stand up.</source>
        <translation>立たせる市民を選んでください。</translation>
    </message>
    <message>
        <source>Plague: choose the citizen you lose.</source>
        <translation>ペスト: 失う市民を選んでください。</translation>
    </message>
    <message>
        <source>choose the building that takes the damage.</source>
        <translation>ダメージを受ける建物を選んでください。</translation>
    </message>
    <message>
        <source>Norman Raid: choose the card to discard.</source>
        <translation>ノルマン人の襲撃: 捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>choose the card the Weaver discards.</source>
        <translation>織工で捨てるカードを選んでください。</translation>
    </message>
    <message>
        <source>choose an opponent&apos;s building to use.</source>
        <translation>使う相手の建物を選んでください。</translation>
    </message>
    <message>
        <source>choose the card to demolish.</source>
        <translation>取り壊すカードを選んでください。</translation>
    </message>
    <message>
        <source>one more citizen may use a building: choose it, or none.</source>
        <translation>もう1人の市民が建物を使えます。建物を選ぶか「なし」を選んでください。</translation>
    </message>
    <message>
        <source>Catapult: choose the building of {player} that takes the damage.</source>
        <translation>投石機: ダメージを与える{player}の建物を選んでください。</translation>
    </message>
    <message>
        <source>choose one of the answers below.</source>
        <translation>下から1つ選んでください。</translation>
    </message>
    <message>
        <source>That needs {colour} citizens.</source>
        <translation>そこには{colour}の市民が必要です。</translation>
    </message>
    <message>
        <source>That is not yours to move.</source>
        <translation>それはあなたが動かせるものではありません。</translation>
    </message>
    <message>
        <source>Only your own standing citizens earn money.</source>
        <translation>お金を稼げるのは自分の立っている市民だけです。</translation>
    </message>
    <message>
        <source>Choose a citizen first (click it), then the bank.</source>
        <translation>先に市民を選び(クリック)、それから銀行をクリックしてください。</translation>
    </message>
    <message>
        <source>Nothing happens there.</source>
        <translation>そこでは何も起きません。</translation>
    </message>
    <message>
        <source>Final score</source>
        <translation>最終得点</translation>
    </message>
    <message>
        <source>{player}&apos;s district, column {x}, row {y}: {card}</source>
        <translation>{player}の地区、列{x}・段{y}:{card}</translation>
    </message>
    <message>
        <source>{player}&apos;s district, column {x}, row {y}, empty</source>
        <translation>{player}の地区、列{x}・段{y}、空き</translation>
    </message>
    <message>
        <source>{place}, with a {colour} citizen</source>
        <translation>{place}、{colour}の市民あり</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>灰色</translation>
    </message>
    <message>
        <source>{place}, damaged</source>
        <translation>{place}、ダメージあり</translation>
    </message>
    <message>
        <source>{place}, you can play here</source>
        <translation>{place}、ここに出せます</translation>
    </message>
    <message>
        <source>{place}, you can play here for {cost}</source>
        <translation>{place}、{cost}金でここに出せます</translation>
    </message>
    <message>
        <source>{player}&apos;s hand card {number}: {card}</source>
        <translation>{player}の手札{number}枚目:{card}</translation>
    </message>
    <message>
        <source>a face-down card</source>
        <translation>裏向きのカード</translation>
    </message>
    <message>
        <source>{deck} deck, {count} cards</source>
        <translation>{deck}の山、{count}枚</translation>
    </message>
    <message>
        <source>{deck} deck, {count} cards, face up: {card}</source>
        <translation>{deck}の山、{count}枚、表向き:{card}</translation>
    </message>
    <message>
        <source>{deck} deck: turn two cards, keep one</source>
        <translation>{deck}の山: 2枚めくって1枚取る</translation>
    </message>
    <message>
        <source>Event slot {number}: {event}, {coins} coins on it</source>
        <translation>イベント欄{number}:{event}、コイン{coins}枚</translation>
    </message>
    <message>
        <source>Event slot {number}, empty</source>
        <translation>イベント欄{number}、空き</translation>
    </message>
    <message>
        <source>Bank: a standing citizen earns money here</source>
        <translation>銀行: 立っている市民がここでお金を稼ぐ</translation>
    </message>
    <message>
        <source>Citizen supply: recruit here</source>
        <translation>市民のサプライ: ここで勧誘する</translation>
    </message>
    <message>
        <source>{player}&apos;s {colour} citizens: {standing} standing, {down} laid down</source>
        <translation>{player}の{colour}の市民: 立っている{standing}人、倒れている{down}人</translation>
    </message>
    <message>
        <source>{player}&apos;s district, {score} points</source>
        <translation>{player}の地区、{score}点</translation>
    </message>
    <message>
        <source>{players} wins!</source>
        <translation>{players}の勝ち!</translation>
    </message>
    <message>
        <source>The game ended after round {round}.</source>
        <translation>第{round}ラウンドのあとでゲームが終わりました。</translation>
    </message>
    <message>
        <source>The game was stopped after {round} rounds.</source>
        <translation>{round}ラウンドでゲームを打ち切りました。</translation>
    </message>
    <message>
        <source>Score at the end of each round</source>
        <translation>各ラウンド終了時の得点</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Prestige buildings</source>
        <translation>得点建物</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>カードの得点</translation>
    </message>
    <message>
        <source>Ramparts</source>
        <translation>城壁</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>+{n} d</source>
        <translation>+{n}金</translation>
    </message>
    <message>
        <source>Pay {cost} d: a {colour} citizen</source>
        <translation>{cost}金で{colour}の市民</translation>
    </message>
    <message>
        <source>Pay {cost} d: any citizen</source>
        <translation>{cost}金で好きな市民</translation>
    </message>
    <message>
        <source>+1 d per {colour} card (max {cap})</source>
        <translation>{colour}カード毎+1金（最大{cap}）</translation>
    </message>
    <message>
        <source>Draw a {colour} {level}</source>
        <translation>{colour}の{level}を引く</translation>
    </message>
    <message>
        <source>Draw any {level}</source>
        <translation>好きな色の{level}を引く</translation>
    </message>
    <message>
        <source>Row/col {colour}: +{n} d</source>
        <translation>縦横の{colour}: +{n}金</translation>
    </message>
    <message>
        <source>Gather: +{n} d</source>
        <translation>集めると+{n}金</translation>
    </message>
    <message>
        <source>★ per {colour} citizen</source>
        <translation>{colour}の市民毎に★</translation>
    </message>
    <message>
        <source>★ per {colour} card</source>
        <translation>{colour}のカード毎に★</translation>
    </message>
    <message>
        <source>★ per 3-colour card set</source>
        <translation>3色のカード組毎に★</translation>
    </message>
    <message>
        <source>★ per 3-colour citizen set</source>
        <translation>3色の市民組毎に★</translation>
    </message>
    <message>
        <source>★ per 4 d</source>
        <translation>4金毎に★</translation>
    </message>
    <message>
        <source>★ per character</source>
        <translation>人物毎に★</translation>
    </message>
    <message>
        <source>★ per prestige building</source>
        <translation>得点建物毎に★</translation>
    </message>
    <message>
        <source>★ per white or yellow building</source>
        <translation>白・黄の建物毎に★</translation>
    </message>
    <message>
        <source>★ per rampart</source>
        <translation>城壁毎に★</translation>
    </message>
    <message>
        <source>8★ for its builder only</source>
        <translation>建てた人だけ8★</translation>
    </message>
    <message>
        <source>Coins on up to 2 events</source>
        <translation>イベント2つまでに金貨</translation>
    </message>
    <message>
        <source>Fight a coined event free</source>
        <translation>金貨付きイベントと無料で戦う</translation>
    </message>
    <message>
        <source>Fight an uncoined event free</source>
        <translation>金貨なしイベントと無料で戦う</translation>
    </message>
    <message>
        <source>Row/col prestige: −2 d</source>
        <translation>縦横の得点建物: −2金</translation>
    </message>
    <message>
        <source>Take an event&apos;s coins</source>
        <translation>イベントの金貨を得る</translation>
    </message>
    <message>
        <source>An event card as a rampart</source>
        <translation>イベントを城壁として得る</translation>
    </message>
    <message>
        <source>Each opponent damages 1</source>
        <translation>各相手が建物1つ損傷</translation>
    </message>
    <message>
        <source>+2 d per fight</source>
        <translation>戦うたび+2金</translation>
    </message>
    <message>
        <source>Stand up 1 citizen</source>
        <translation>市民1人を立たせる</translation>
    </message>
    <message>
        <source>Row/col white: stand 1 up</source>
        <translation>縦横の白: 1人立たせる</translation>
    </message>
    <message>
        <source>Stand up all white</source>
        <translation>白の市民を全員立たせる</translation>
    </message>
    <message>
        <source>Take a coin off an event</source>
        <translation>イベントの金貨1枚を除く</translation>
    </message>
    <message>
        <source>Shields you from 1 event</source>
        <translation>イベント1つを防ぐ</translation>
    </message>
    <message>
        <source>Use an opponent&apos;s building</source>
        <translation>相手の建物を使う</translation>
    </message>
    <message>
        <source>Bridge, then +1 d</source>
        <translation>橋と同じ、さらに+1金</translation>
    </message>
    <message>
        <source>Borrowing costs 1 d</source>
        <translation>借りるのは1金</translation>
    </message>
    <message>
        <source>+1 d per yellow citizen</source>
        <translation>黄の市民毎+1金</translation>
    </message>
    <message>
        <source>Discard a card: +4 d</source>
        <translation>手札1枚捨てて+4金</translation>
    </message>
    <message>
        <source>Row/col cards: −1 d</source>
        <translation>縦横のカード: −1金</translation>
    </message>
    <message>
        <source>+2 d per yellow standing</source>
        <translation>立つ黄の市民毎+2金</translation>
    </message>
    <message>
        <source>Pay 2 d: a face-up card</source>
        <translation>2金で表向きのカード</translation>
    </message>
    <message>
        <source>Demolish: +2× its cost</source>
        <translation>取り壊してコスト×2金</translation>
    </message>
    <message>
        <source>Damage 1 per opponent; shield</source>
        <translation>相手ごとに1つ損傷・イベント防御</translation>
    </message>
    <message>
        <source>Even count: free fight</source>
        <translation>偶数で無料で戦う</translation>
    </message>
    <message>
        <source>Even count: free fight + coins</source>
        <translation>偶数で無料で戦い金貨も</translation>
    </message>
    <message>
        <source>Opponents pay 1 d per colour</source>
        <translation>相手が色毎に1金払う</translation>
    </message>
    <message>
        <source>Red earns 3 d each</source>
        <translation>赤の稼ぎは1人3金</translation>
    </message>
    <message>
        <source>4 d from the richest</source>
        <translation>最も裕福な相手から4金</translation>
    </message>
    <message>
        <source>Turn three I, keep two</source>
        <translation>Iを3枚めくり2枚取る</translation>
    </message>
    <message>
        <source>Turn three II, keep two</source>
        <translation>IIを3枚めくり2枚取る</translation>
    </message>
    <message>
        <source>After white: use a yellow</source>
        <translation>白の後に黄を使う</translation>
    </message>
    <message>
        <source>After white: use a red</source>
        <translation>白の後に赤を使う</translation>
    </message>
    <message>
        <source>+1 d per citizen standing</source>
        <translation>立つ市民毎+1金</translation>
    </message>
    <message>
        <source>+4 d per yellow+red pair</source>
        <translation>黄と赤の組毎+4金</translation>
    </message>
    <message>
        <source>+2 d per red or white</source>
        <translation>赤か白の市民毎+2金</translation>
    </message>
    <message>
        <source>+1 d per card in hand</source>
        <translation>手札1枚毎+1金</translation>
    </message>
    <message>
        <source>Lose 1 citizen</source>
        <translation>市民1人を失う</translation>
    </message>
    <message>
        <source>Pay {n} d or lay down 1 {colour}</source>
        <translation>{n}金払うか{colour}の市民1人を倒す</translation>
    </message>
    <message>
        <source>Damage 1 empty building</source>
        <translation>空いている建物1つにダメージ</translation>
    </message>
    <message>
        <source>Discard 1 card</source>
        <translation>手札を1枚捨てる</translation>
    </message>
    <message>
        <source>Lay down 1 {colour}</source>
        <translation>{colour}の市民1人を倒す</translation>
    </message>
    <message>
        <source>−1 d per {colour} card (max {cap})</source>
        <translation>{colour}カード毎−1金（最大{cap}）</translation>
    </message>
    <message>
        <source>−1 d per building of a colour (max {cap})</source>
        <translation>選ばれた色の建物毎−1金（最大{cap}）</translation>
    </message>
    <message>
        <source>Pay {n} d or lose 1 citizen</source>
        <translation>{n}金払うか市民1人を失う</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to Tournay! You are Ada, against Bruno. Each of you builds a district of up to nine cards and puts citizens to work in it: red soldiers, white clergy, yellow townsfolk. Whoever has the most prestige points (PP) at the end wins. Press Next (or Space) to go on.</source>
        <translation>トゥルネーへようこそ！ 今回の相手は健二です。お互いに最大9枚のカードで自分の地区を作り、そこで市民を働かせます。市民は赤の軍人、白の聖職者、黄の民間人の3種類。最後に得点がいちばん多い人の勝ちです。「次へ」（またはスペース）で進みます。</translation>
    </message>
    <message>
        <source>This is your plaza: two citizens of each colour, standing, and 6 deniers. A turn has two phases: first you may place one card from your hand, then you must take one action with your citizens. Citizens you use lie down until you gather them back.</source>
        <translation>ここがあなたの広場です。各色2人ずつの市民が立っていて、所持金は6金。手番は2つのフェイズに分かれます。まず手札からカードを1枚出せて（任意）、次に市民を使ってアクションを必ず1つ行います。使った市民は、広場に集め直すまで倒れたままです。</translation>
    </message>
    <message>
        <source>Your hand is empty, so there is nothing to place: straight to the action. Draw a card: one citizen draws from a level I deck, two from level II, three from level III. Drag a yellow citizen onto the yellow I deck, the lit one.</source>
        <translation>手札が空なので出すカードはありません。いきなりアクションです。カードを引きましょう。レベルIの山札からは市民1人、レベルIIは2人、レベルIIIは3人で引きます。黄の市民を、光っている黄のレベルIの山札までドラッグしてください。</translation>
    </message>
    <message>
        <source>No card lay face up on the deck, so you turned two and keep one: only you see them. Market earns 3 deniers each time you use it. Click Market to keep it; Guild goes back face up on the deck, for anyone to take.</source>
        <translation>山札の一番上が表向きではなかったので、2枚めくって1枚を取ります。めくったカードはあなたにしか見えません。市場は使うたびに3金を生みます。市場をクリックして取りましょう。ギルドは表向きで山札に戻り、誰でも取れるようになります。</translation>
    </message>
    <message>
        <source>Bruno&apos;s turn. He borrows your standing yellow citizen to draw from the yellow III deck, where the prestige buildings are: borrowing costs him 2 deniers, paid to you, and your citizen lies down at your plaza. He keeps a card in secret; City Hall lies face up now.</source>
        <translation>健二の手番です。健二はあなたの立っている黄の市民を借りて、得点建物が入っている黄のレベルIIIの山札から引きました。借り賃の2金はあなたに支払われ、貸した市民はあなたの広場で倒れます。健二は1枚をこっそり手札に入れ、山札の上には市庁舎が表向きになりました。</translation>
    </message>
    <message>
        <source>Round 2, phase 1: place a card. A level I card costs 1 denier, a level II card 3. Your first card may go anywhere; later ones must touch a card already there, inside a 3 × 3 grid. Drag Market from your hand into your district.</source>
        <translation>第2ラウンド、フェイズ1はカードを出すところから。レベルIのカードは1金、レベルIIは3金です。最初のカードはどこに置いてもよく、以後のカードはすでにあるカードと辺で接し、3×3の枠に収まるように置きます。手札の市場を自分の地区にドラッグしてください。</translation>
    </message>
    <message>
        <source>Phase 2. Level II cards are stronger: drawing one takes two citizens of its colour. Drag a red citizen onto the red II deck (both of your red citizens go).</source>
        <translation>フェイズ2です。レベルIIのカードはより強力で、引くにはその色の市民が2人必要です。赤の市民を赤のレベルIIの山札までドラッグしてください（赤の市民が2人とも行きます）。</translation>
    </message>
    <message>
        <source>One of the cards you turned is a town crier! You turn one more card and keep one of those that are not criers; then the crier fires. Click Fort II to keep it.</source>
        <translation>めくったカードの中にタウンクライヤーがいました！ もう1枚めくり、タウンクライヤー以外から1枚を取ります。そのあとでタウンクライヤーが発動します。砦IIをクリックして取りましょう。</translation>
    </message>
    <message>
        <source>The crier puts a coin on every event of the queue, and each event with coins then strikes everyone once per coin, from left to right. Procession comes first: it stands up one of your laid-down citizens. Press 2 on the keyboard to stand up your yellow one.</source>
        <translation>タウンクライヤーが発動すると、イベントキューのすべてのイベントにコインが1枚ずつ載り、コインのあるイベントが左から順に、コイン1枚につき1回ずつ全員に効果を及ぼします。最初は聖行列で、倒れている市民を1人起こせます。キーボードの2を押して、黄の市民を起こしましょう。</translation>
    </message>
    <message>
        <source>Then Harvest gives each of you 2 deniers, and Tournament pays for red cards, which neither of you has yet. Events can hurt too (Plague, Fire, Famine…). An event you have fought becomes a rampart in your hand, and when a crier fires you may lay a rampart down to shield yourself from one harmful event.</source>
        <translation>続いて収穫で2人とも2金をもらい、馬上槍試合は赤のカードの数だけお金をくれますが、まだどちらも持っていません。イベントには害のあるもの（ペスト、火災、飢饉など）もあります。戦って手に入れたイベントは手札で城壁になり、タウンクライヤーが発動したとき城壁を1枚建てれば、害のあるイベント1つから身を守れます。</translation>
    </message>
    <message>
        <source>Bruno borrows one of your white citizens (2 more deniers for you) to draw from the white III deck. He keeps Saint-Nicolas; Saint-Quentin now lies face up.</source>
        <translation>健二はあなたの白の市民を借りて（あなたにまた2金）、白のレベルIIIの山札から引きました。サン・ニコラ教会を取り、山札の上にはサン・カンタン教会が表向きになりました。</translation>
    </message>
    <message>
        <source>Round 3. Placing a card is optional: keep Fort II in your hand for now. Press N to place no card.</source>
        <translation>第3ラウンド。カードを出すのは任意です。砦IIはまだ手札に残しておきましょう。Nを押して、カードを出さずに進みます。</translation>
    </message>
    <message>
        <source>Use a building: put a citizen of its colour on it, and it works. The yellow citizen the Procession stood up can go to work: drag it onto your Market for 3 deniers. An occupied building cannot be used again until you gather.</source>
        <translation>建物を使います。同じ色の市民を建物に置くと、その効果が働きます。聖行列で起きた黄の市民の出番です。市場にドラッグして3金を得ましょう。市民が乗っている建物は、市民を集め直すまでもう使えません。</translation>
    </message>
    <message>
        <source>Bruno places City Hall, a prestige building. It costs 2 deniers and one more card from his hand (Saint-Nicolas goes back under its deck). Prestige buildings score at the end for everyone, their builder most. Then he takes Guild, the face-up card of the yellow I deck.</source>
        <translation>健二は得点建物の市庁舎を出しました。コストは2金と、手札からもう1枚（サン・ニコラ教会が山札の下に戻ります）。得点建物はゲームの終わりに全員に得点をもたらし、建てた本人がいちばん多くもらいます。続けて健二は、黄のレベルIの山札で表向きのギルドを取りました。</translation>
    </message>
    <message>
        <source>Round 4. Place Fort II (3 deniers) by clicking: click the card in your hand, then the lit cell to the right of your Market.</source>
        <translation>第4ラウンド。今度はクリックで砦II（3金）を出します。手札のカードをクリックしてから、市場の右の光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>Fight an event: pick one with a coin and pay its cost, here one white citizen and 1 denier. The event becomes a rampart in your hand, worth 1 PP at the end. Drag a white citizen onto Procession.</source>
        <translation>イベントと戦います。コインの載ったイベントを選んでコストを払います。ここでは白の市民1人と1金です。戦ったイベントは手札で城壁になり、最後に1点になります。白の市民を聖行列までドラッグしてください。</translation>
    </message>
    <message>
        <source>Two more actions. Earn money: lay down your own citizens of one colour for 2 deniers each. Gather: press the button and every citizen of yours comes back to your plaza standing. At the end of a turn you may hold 4 cards at most: discard the extra, or lay an event down as a rampart.</source>
        <translation>アクションはあと2つあります。お金を稼ぐ：同じ色の自分の市民を倒して、1人につき2金。市民を集める：ボタンを押すと、自分の市民が全員立った状態で広場に戻ります。手番の終わりに持てる手札は4枚までで、超えた分は捨てるか、イベントなら城壁として建てます。</translation>
    </message>
    <message>
        <source>Thirty rounds later. Both districts are complete: nine cells, at least two of them prestige buildings. Your Fort II has fought several events for free: they wait in your hand. Your Bailiff, a character, adds deniers whenever you use a yellow building in its row or column. When two districts are complete, the end begins: everyone plays one last turn.</source>
        <translation>30ラウンド後に飛びます。2人とも地区が完成しました。9マスが埋まり、得点建物が2つ以上見えている状態です。あなたの砦IIはいくつものイベントとただで戦い、それらは手札で待っています。あなたの代官は人物カードで、同じ行か列の黄の建物を使うたびにお金を足してくれます。地区が2つ完成したので終了処理が始まり、全員が最後の手番を1回ずつ行います。</translation>
    </message>
    <message>
        <source>Your last turn. You have no card to place, and after this turn comes the secret last card, so a card in hand can still help. Drag a white citizen onto the white I deck.</source>
        <translation>あなたの最後の手番です。出せるカードはありませんが、この手番のあとには秘密の最後のカードがあるので、手札のカードがまだ役に立つかもしれません。白の市民を白のレベルIの山札にドラッグしてください。</translation>
    </message>
    <message>
        <source>Another town crier, the third one out: it fires after you choose. Click Almonry to keep it.</source>
        <translation>またタウンクライヤーです。これで3枚目。カードを選んだあとで発動します。施物所をクリックして取りましょう。</translation>
    </message>
    <message>
        <source>Every event gets a coin. Strike would lay down a yellow citizen and Tithe would cost you a denier per white card, but the events in your hand can become ramparts: one shields you from one event. Click Strike and Tithe, then Confirm.</source>
        <translation>すべてのイベントにコインが載りました。ストライキは黄の市民を1人倒し、十分の一税は白のカード1枚につき1金を取ります。でも手札のイベントは城壁にでき、1枚で1つのイベントを防げます。ストライキと十分の一税をクリックして、「決定」を押してください。</translation>
    </message>
    <message>
        <source>Fair has two coins, so it pays each of you twice: 3 deniers a time for three yellow cards. Your ramparts kept Strike and Tithe off you; Bruno pays 1 denier to the Tithe. Bruno&apos;s last turn: he gathers his citizens.</source>
        <translation>市にはコインが2枚あるので2回発動します。黄のカード3枚分の3金を、2人とも2回ずつもらいました。ストライキと十分の一税は城壁で防ぎました。健二は十分の一税で1金を払います。健二の最後の手番は、市民を集めるでした。</translation>
    </message>
    <message>
        <source>The secret last card: everyone at once picks a card from their hand and its cell, or none; then all are shown together. Your district is full, so Almonry would cover or replace a card worth more to you. Press N to place no last card.</source>
        <translation>秘密の最後のカードです。全員が同時に、手札のカード1枚と置くマスをこっそり選び（出さなくてもかまいません）、一斉に公開します。あなたの地区はもう埋まっているので、施物所を出すと、もっと価値のあるカードを覆うか取り除くことになります。Nを押して、最後のカードを出さないことにしましょう。</translation>
    </message>
    <message>
        <source>Bruno places none either. The events still in hands are built as ramparts, and the game is over.</source>
        <translation>健二も出しませんでした。手札に残ったイベントは城壁として建設され、ゲーム終了です。</translation>
    </message>
    <message>
        <source>Scoring. Each visible prestige building scores for every player: its builder&apos;s value for whoever shows it, the other value for everyone else, times what each has of what it counts, 12 at most. Then every card adds its points, covered ones too, and each rampart 1. You win, 49 to 45!</source>
        <translation>得点計算です。見えている得点建物は、それぞれ全員に得点をもたらします。自分の地区にあれば建てた人の得点、なければほかの人の得点に、数える対象の数を掛けます（1つにつき12点まで）。さらに地区のすべてのカードの得点（下に重なったカードも）と、城壁1枚につき1点。49対45であなたの勝ちです！</translation>
    </message>
    <message>
        <source>That is all you need for a first game. The end can also begin when one district is complete and enough town criers have come out (three at two players). Press “Play a real game” to play against a computer player.</source>
        <translation>最初のゲームに必要なことはこれで全部です。地区が1つ完成していて、タウンクライヤーが十分めくられている（2人プレイなら3枚）ときにも終了処理が始まります。「本番のゲームを遊ぶ」でコンピューターと対戦しましょう。</translation>
    </message>
    <message>
        <source>Ada (you)</source>
        <translation>あなた</translation>
    </message>
    <message>
        <source>Bruno</source>
        <translation>健二</translation>
    </message>
</context>
</TS>
