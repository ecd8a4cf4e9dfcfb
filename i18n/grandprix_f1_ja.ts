<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>F1Circuit</name>
    <message>
        <source>Take box %1 (key %1)</source>
        <translation>ボックス%1を選ぶ（キー%1）</translation>
    </message>
    <message>
        <source>Bonus space: draw %1 ones</source>
        <translation>ボーナスマス：「1」のカードを%1枚引く</translation>
    </message>
    <message>
        <source>Penalty space: pay %1</source>
        <translation>ペナルティマス：%1を支払う</translation>
    </message>
</context>
<context>
    <name>F1Counters</name>
    <message>
        <source>The &quot;1&quot; pile: %1 cards; %2 played 1s wait to rebuild it</source>
        <translation>「1」の山：%1枚。使われた1のカード%2枚が山の作り直しを待っています</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>銀行</translation>
    </message>
</context>
<context>
    <name>F1Player</name>
    <message>
        <source>%1 (you)</source>
        <translation>%1（あなた）</translation>
    </message>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
</context>
<context>
    <name>F1Results</name>
    <message>
        <source>%1 pts</source>
        <translation>%1点</translation>
    </message>
    <message>
        <source>Back to the shelf</source>
        <translation>棚に戻る</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>盤面を見る</translation>
    </message>
    <message>
        <source>Next race</source>
        <translation>次のレースへ</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>GrandPrix-F1</source>
        <translation>グランプリF1</translation>
    </message>
</context>
<context>
    <name>grandprix_f1</name>
    <message>
        <source>Race length</source>
        <translation>レースの長さ</translation>
    </message>
    <message>
        <source>4 laps</source>
        <translation>4周</translation>
    </message>
    <message>
        <source>5 laps (+20 fuel per car; 3, 5 or 6 players)</source>
        <translation>5周（1台につき燃料+20、3・5・6人のみ）</translation>
    </message>
    <message>
        <source>Best-lap bonus on space 1</source>
        <translation>マス1のベストラップボーナス</translation>
    </message>
    <message>
        <source>+4 cards (as printed on the board)</source>
        <translation>+4枚（ボードの表記どおり）</translation>
    </message>
    <message>
        <source>+3 cards</source>
        <translation>+3枚</translation>
    </message>
    <message>
        <source>Races</source>
        <translation>レース数</translation>
    </message>
    <message>
        <source>A single race</source>
        <translation>1レースのみ</translation>
    </message>
    <message>
        <source>Championship of {races} races</source>
        <translation>{races}レースのチャンピオンシップ</translation>
    </message>
    <message>
        <source>Advanced: accidents and damage</source>
        <translation>上級：アクシデントとダメージ</translation>
    </message>
    <message>
        <source>Advanced: unexpected rain</source>
        <translation>上級：予期せぬ雨</translation>
    </message>
    <message>
        <source>Advanced: double weather change</source>
        <translation>上級：二重の天候変化</translation>
    </message>
    <message>
        <source>{player}&apos;s car</source>
        <translation>{player}の車</translation>
    </message>
    <message>
        <source>{player}&apos;s car {number}</source>
        <translation>{player}の{number}号車</translation>
    </message>
    <message>
        <source>dry tyres</source>
        <translation>ドライタイヤ</translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation>レインタイヤ</translation>
    </message>
    <message>
        <source>space {space}</source>
        <translation>マス{space}</translation>
    </message>
    <message>
        <source>box {box}</source>
        <translation>ボックス{box}</translation>
    </message>
    <message>
        <source>GrandPrix-F1 needs {low} to {high} players.</source>
        <translation>グランプリF1は{low}〜{high}人で遊びます。</translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation>オプション{option}の値はこのゲームでは使えません。</translation>
    </message>
    <message>
        <source>A 5-lap race needs 3, 5 or 6 players: with other numbers the cards cannot fund it.</source>
        <translation>5周のレースは3・5・6人でのみ遊べます。ほかの人数ではカードが足りません。</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the race.</source>
        <translation>その手は今のレースの場面では選べません。</translation>
    </message>
    <message>
        <source>You may move the car whose turn it is, or your other car if it is on the track.</source>
        <translation>動かせるのは手番の車か、コース上にいるあなたのもう1台の車だけです。</translation>
    </message>
    <message>
        <source>You hold no card of that value.</source>
        <translation>その数字のカードを持っていません。</translation>
    </message>
    <message>
        <source>This move does not pass space 19, so it cannot take the pit lane.</source>
        <translation>この移動はマス19を通過しないので、ピットレーンには入れません。</translation>
    </message>
    <message>
        <source>This car must take the pit lane: it ended its last move on 19 or it is damaged.</source>
        <translation>この車はピットレーンに入らなければなりません（前の移動でマス19に止まったか、ダメージを受けています）。</translation>
    </message>
    <message>
        <source>Tyres are changed only in the box: choose dry or rain tyres when leaving it.</source>
        <translation>タイヤ交換はボックスでのみできます。ボックスを出るときにドライかレインを選んでください。</translation>
    </message>
    <message>
        <source>This car is in its box: it stays or leaves.</source>
        <translation>この車はボックスにいます。とどまるか出るかを選んでください。</translation>
    </message>
    <message>
        <source>Only a car in its box can stay.</source>
        <translation>とどまれるのはボックスにいる車だけです。</translation>
    </message>
    <message>
        <source>The car has stayed three turns: it must leave.</source>
        <translation>この車はもう3回休みました。ボックスを出なければなりません。</translation>
    </message>
    <message>
        <source>Take {amount} fuel in 10s, 6s and 4s that the bank holds.</source>
        <translation>銀行にある10・6・4のカードで燃料{amount}を受け取ってください。</translation>
    </message>
    <message>
        <source>The drawn 1s may only become bank cards of the same total.</source>
        <translation>引いた1のカードは、合計が同じ銀行のカードとしか交換できません。</translation>
    </message>
    <message>
        <source>A box is named by its number, a whole number from 1 to 6.</source>
        <translation>ボックスは1から6までの整数の番号で指定します。</translation>
    </message>
    <message>
        <source>Box {box} is not yours to take: choose one of boxes {free}.</source>
        <translation>ボックス{box}は選べません。ボックス{free}のどれかを選んでください。</translation>
    </message>
    <message>
        <source>The car is named by its number, a whole number.</source>
        <translation>車は番号（整数）で指定します。</translation>
    </message>
    <message>
        <source>The card is named by its value, a whole number: 1, 2, 3, 4, 6 or 10.</source>
        <translation>カードは数字（1、2、3、4、6、10のいずれかの整数）で指定します。</translation>
    </message>
    <message>
        <source>Whether the car takes the pit lane is given as yes or no (true or false).</source>
        <translation>ピットレーンに入るかどうかは、はい・いいえ（true か false）で指定します。</translation>
    </message>
    <message>
        <source>The tyres are given as text: &quot;dry&quot; or &quot;wet&quot; when leaving the box, otherwise empty.</source>
        <translation>タイヤは文字で指定します。ボックスを出るときは「dry」か「wet」、それ以外のときは空にします。</translation>
    </message>
    <message>
        <source>Cards are listed by their values, whole numbers, largest first (as in 10 + 6 + 4).</source>
        <translation>カードは数字（整数）を大きい順に並べて指定します（例：10 + 6 + 4）。</translation>
    </message>
    <message>
        <source>Pay at least {cost} from your hand, with no card more than needed.</source>
        <translation>手札から{cost}以上を、余分なカードなしで支払ってください。</translation>
    </message>
    <message>
        <source>Race {race} of {races}: {laps} laps, the track is dry.</source>
        <translation>第{race}戦（全{races}戦）：{laps}周、路面はドライです。</translation>
    </message>
    <message>
        <source>Start order drawn (player and car number): {cars}.</source>
        <translation>スタート順が決まりました（プレイヤー名と車の番号）：{cars}。</translation>
    </message>
    <message>
        <source>{player} takes box {box}.</source>
        <translation>{player}はボックス{box}を選びました。</translation>
    </message>
    <message>
        <source>A {card} card is played for {car}.</source>
        <translation>{car}に{card}のカードが出されました。</translation>
    </message>
    <message>
        <source>Start order drawn: {cars}.</source>
        <translation type="vanished">スタート順が決まりました：{cars}。</translation>
    </message>
    <message>
        <source>{player} uses box {box}.</source>
        <translation type="vanished">{player}はボックス{box}を使います。</translation>
    </message>
    <message>
        <source>{player} receives {count} cards: {fuel} fuel.</source>
        <translation>{player}はカード{count}枚（燃料{fuel}）を受け取りました。</translation>
    </message>
    <message>
        <source>{player} plays a {card} for {car}.</source>
        <translation type="vanished">{player}が{car}に{card}のカードを出しました。</translation>
    </message>
    <message>
        <source>{car} moves {moved} spaces to {space}.</source>
        <translation>{car}は{moved}マス進んで{space}へ。</translation>
    </message>
    <message>
        <source>{car} moves {moved} spaces and crosses the finish line.</source>
        <translation>{car}は{moved}マス進んでフィニッシュラインを越えました。</translation>
    </message>
    <message>
        <source>{car} is blocked and moves {moved} of {budget} spaces, to {space}.</source>
        <translation>{car}は前をふさがれ、{budget}マスのうち{moved}マスだけ進んで{space}へ。</translation>
    </message>
    <message>
        <source>{car} is blocked and cannot move: the card is spent.</source>
        <translation>{car}は前をふさがれて動けません。カードは使われました。</translation>
    </message>
    <message>
        <source>{car} takes the pit lane.</source>
        <translation>{car}はピットレーンに入ります。</translation>
    </message>
    <message>
        <source>{car} runs into the gravel.</source>
        <translation>{car}は砂利道に入りました。</translation>
    </message>
    <message>
        <source>{car} starts lap {lap} of {laps}.</source>
        <translation>{car}は{lap}周目（全{laps}周）に入りました。</translation>
    </message>
    <message>
        <source>{car} starts the final lap.</source>
        <translation>{car}はファイナルラップに入りました。</translation>
    </message>
    <message>
        <source>{car} crosses the line in place {place}.</source>
        <translation>{car}が{place}位でゴールしました。</translation>
    </message>
    <message>
        <source>{car} crosses the line without a pit stop and is disqualified.</source>
        <translation>{car}はピットストップなしでゴールしたため失格です。</translation>
    </message>
    <message>
        <source>{car} ends on {space}: {player} draws {count} cards from the &quot;1&quot; pile.</source>
        <translation>{car}が{space}に止まりました。{player}は「1」の山からカードを{count}枚引きます。</translation>
    </message>
    <message>
        <source>The &quot;1&quot; pile is empty: only {count} of {wanted} cards could be drawn.</source>
        <translation>「1」の山が空です。{wanted}枚のうち{count}枚しか引けませんでした。</translation>
    </message>
    <message>
        <source>{player} exchanges the drawn 1s for {cards}.</source>
        <translation>{player}は引いた1のカードを{cards}に交換しました。</translation>
    </message>
    <message>
        <source>{player} keeps the drawn 1s.</source>
        <translation>{player}は引いた1のカードをそのまま持ちます。</translation>
    </message>
    <message>
        <source>{car} ends on {space}: a penalty of {cost} fuel.</source>
        <translation>{car}が{space}に止まりました。燃料{cost}のペナルティです。</translation>
    </message>
    <message>
        <source>{player} pays {cards}.</source>
        <translation>{player}は{cards}を支払いました。</translation>
    </message>
    <message>
        <source>{car} reaches box {box}.</source>
        <translation>{car}がボックス{box}に入りました。</translation>
    </message>
    <message>
        <source>{car} is repaired in its box.</source>
        <translation>{car}はボックスで修理されました。</translation>
    </message>
    <message>
        <source>{car} stays in the box (stop {stays}) and takes {cards}.</source>
        <translation>{car}はボックスにとどまり（{stays}回目の休み）、{cards}を受け取りました。</translation>
    </message>
    <message>
        <source>{car} cannot leave box {box}: its exit is taken. The card is spent; the car stays in the box, with {stays} of its 3 stays taken.</source>
        <translation>{car}はボックス{box}から出られません。出口のマスがふさがっています。カードは使ったことになり、車はボックスに残ります（この入庫での休みは3回中{stays}回）。</translation>
    </message>
    <message>
        <source>{car} leaves the box on {tyres}.</source>
        <translation>{car}は{tyres}でボックスを出ます。</translation>
    </message>
    <message>
        <source>The rain card shows: it is raining.</source>
        <translation>雨カードが出ました。雨が降り始めました。</translation>
    </message>
    <message>
        <source>The sun card shows: the track is dry for the rest of the race.</source>
        <translation>太陽カードが出ました。このレースの残りは晴れです。</translation>
    </message>
    <message>
        <source>The sun card is shuffled into the &quot;1&quot; pile.</source>
        <translation>太陽カードが「1」の山に混ぜられました。</translation>
    </message>
    <message>
        <source>The &quot;1&quot; pile is rebuilt from {count} played 1s.</source>
        <translation>使われた1のカード{count}枚で「1」の山を作り直しました。</translation>
    </message>
    <message>
        <source>{car} runs into the car ahead (overshoot {over}): damaged, it must pit for repair.</source>
        <translation>{car}が前の車に追突しました（超過{over}）。ダメージを受け、修理のためピットインしなければなりません。</translation>
    </message>
    <message>
        <source>{car} crashes into the car ahead (overshoot {over}) and is out.</source>
        <translation>{car}が前の車に激突しました（超過{over}）。リタイアです。</translation>
    </message>
    <message>
        <source>{car} has no fuel left and is out.</source>
        <translation>{car}は燃料が尽きてリタイアしました。</translation>
    </message>
    <message>
        <source>Race {race} is over.</source>
        <translation>第{race}戦が終わりました。</translation>
    </message>
    <message>
        <source>{player}: {points} points in this race, {total} in total.</source>
        <translation>{player}：このレース{points}点、合計{total}点。</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player}の勝ちです！</translation>
    </message>
    <message>
        <source>No car reached the finish: nobody wins.</source>
        <translation>ゴールした車はありません。勝者なしです。</translation>
    </message>
</context>
<context>
    <name>grandprix_f1_table</name>
    <message>
        <source>Lap {lap}/{laps}</source>
        <translation>{lap}/{laps}周</translation>
    </message>
    <message>
        <source>On the grid</source>
        <translation>スタート位置</translation>
    </message>
    <message>
        <source>Race {race} of {races}</source>
        <translation>第{race}戦（全{races}戦）</translation>
    </message>
    <message>
        <source>Dry</source>
        <translation>晴れ</translation>
    </message>
    <message>
        <source>Rain</source>
        <translation>雨</translation>
    </message>
    <message>
        <source>dry tyres</source>
        <translation>ドライタイヤ</translation>
    </message>
    <message>
        <source>rain tyres</source>
        <translation>レインタイヤ</translation>
    </message>
    <message>
        <source>finished {place}.</source>
        <translation type="vanished">{place}位でゴール</translation>
    </message>
    <message>
        <source>finished in place {place}</source>
        <translation>{place}位でゴール</translation>
    </message>
    <message>
        <source>out</source>
        <translation>リタイア</translation>
    </message>
    <message>
        <source>disqualified</source>
        <translation>失格</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>ダメージあり</translation>
    </message>
    <message>
        <source>in box {box}</source>
        <translation>ボックス{box}で停車中</translation>
    </message>
    <message>
        <source>must still pit</source>
        <translation>ピットイン未了</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <source>Box {box}</source>
        <translation>ボックス{box}</translation>
    </message>
    <message>
        <source>On the grid · box {box}</source>
        <translation>スタート位置・ボックス{box}</translation>
    </message>
    <message>
        <source>Track space {label}</source>
        <translation>コースのマス{label}</translation>
    </message>
    <message>
        <source>Gravel trap {label}</source>
        <translation>砂利道のマス{label}</translation>
    </message>
    <message>
        <source>Inside lane space {label}</source>
        <translation>内側レーンのマス{label}</translation>
    </message>
    <message>
        <source>Pit lane space {label}</source>
        <translation>ピットレーンのマス{label}</translation>
    </message>
    <message>
        <source>{label} in the pit lane</source>
        <translation>ピットレーンの{label}</translation>
    </message>
    <message>
        <source>{place}, free: take it (key {key})</source>
        <translation>{place}、空き：選べます（キー{key}）</translation>
    </message>
    <message>
        <source>{place}, {players}&apos;s box</source>
        <translation>{place}、{players}さんのボックス</translation>
    </message>
    <message>
        <source>Finish line</source>
        <translation>フィニッシュライン</translation>
    </message>
    <message>
        <source>{place}, costs {cost} to stop on</source>
        <translation>{place}、止まると{cost}を支払う</translation>
    </message>
    <message>
        <source>{place}, bonus {bonus}</source>
        <translation>{place}、ボーナス{bonus}</translation>
    </message>
    <message>
        <source>{place}, reachable: {how}</source>
        <translation>{place}、行けます：{how}</translation>
    </message>
    <message>
        <source>{place}; here: {cars}</source>
        <translation>{place}。ここにいる車：{cars}</translation>
    </message>
    <message>
        <source>{car} (marked {label})</source>
        <translation>{car}（表示 {label}）</translation>
    </message>
    <message>
        <source>{car} on {place}</source>
        <translation>{car}、{place}</translation>
    </message>
    <message>
        <source>{car}, not on the track</source>
        <translation>{car}、コース外</translation>
    </message>
    <message>
        <source>Speed card {value} in your hand (×{count})</source>
        <translation>手札のスピードカード{value}（{count}枚）</translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces</source>
        <translation>{card}のカード：{moved}マス</translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces, then pay {cost}</source>
        <translation>{card}のカード：{moved}マス、その後{cost}を支払う</translation>
    </message>
    <message>
        <source>Card {card}: {moved} spaces, draw {bonus} ones</source>
        <translation>{card}のカード：{moved}マス、「1」を{bonus}枚引く</translation>
    </message>
    <message>
        <source>Card {card}: blocked after {moved} of {budget} spaces</source>
        <translation>{card}のカード：{budget}マスのうち{moved}マスでふさがれる</translation>
    </message>
    <message>
        <source>Into the pit lane</source>
        <translation>ピットレーンへ</translation>
    </message>
    <message>
        <source>Stay on the track</source>
        <translation>コースを走り続ける</translation>
    </message>
    <message>
        <source>Leave on dry tyres</source>
        <translation>ドライタイヤで出る</translation>
    </message>
    <message>
        <source>Leave on rain tyres</source>
        <translation>レインタイヤで出る</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>Stay: take {cards}</source>
        <translation>とどまって{cards}を受け取る</translation>
    </message>
    <message>
        <source>Keep the ones</source>
        <translation>1のまま持つ</translation>
    </message>
    <message>
        <source>Exchange for {cards}</source>
        <translation>{cards}に交換する</translation>
    </message>
    <message>
        <source>Pay {cards}</source>
        <translation>{cards}で支払う</translation>
    </message>
    <message>
        <source>Card {card}: take the pit lane?</source>
        <translation>{card}のカード：ピットレーンに入りますか？</translation>
    </message>
    <message>
        <source>Card {card}: leave the box on which tyres?</source>
        <translation>{card}のカード：どちらのタイヤでボックスを出ますか？</translation>
    </message>
    <message>
        <source>In the box: stay a turn for {fuel} fuel, or play a card to leave (stays so far: {stays} of 3).</source>
        <translation>ボックスにいます。1手番とどまって燃料{fuel}を受け取るか、カードを出して出発します（ここまでの停車：3回中{stays}回）。</translation>
    </message>
    <message>
        <source>Three stays taken: play a card to leave the box.</source>
        <translation>3回とどまりました。カードを出してボックスを出てください。</translation>
    </message>
    <message>
        <source>Bonus: you drew {count} ones. Exchange them for bank cards of the same total?</source>
        <translation>ボーナス：「1」を{count}枚引きました。合計が同じ銀行のカードに交換しますか？</translation>
    </message>
    <message>
        <source>Penalty space: pay at least {cost} in cards (no change).</source>
        <translation>ペナルティマス：合計{cost}以上のカードを支払ってください（おつりはありません）。</translation>
    </message>
    <message>
        <source>{player}: drag a card onto {car}, or the car onto a lit space (click a card, then a space; keys: 1–6 pick a card, Enter plays).</source>
        <translation>{player}：カードを{car}にドラッグするか、車を光っているマスへドラッグしてください（カード→マスの順にクリックでも可。キー：1〜6でカードを選び、Enterで出す）。</translation>
    </message>
    <message>
        <source>{player}: drag a card onto one of your cars, or a car onto a lit space (click a card, then a space; ↑↓ switch car, 1–6 pick a card, Enter plays).</source>
        <translation>{player}：カードを自分の車にドラッグするか、車を光っているマスへドラッグしてください（カード→マスの順にクリックでも可。↑↓で車を切り替え、1〜6でカードを選び、Enterで出す）。</translation>
    </message>
    <message>
        <source>{player}: choose your pit box for this race: click a lit box (keys 1–6, or ←→ and Enter).</source>
        <translation>{player}さん：このレースで使うピットボックスを選んでください。光っているボックスをクリック（キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player}: choose the pit box both your cars share this race: click a lit box (keys 1–6, or ←→ and Enter).</source>
        <translation>{player}さん：このレースで2台が共用するピットボックスを選んでください。光っているボックスをクリック（キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player}: all six boxes are taken: choose one to share (a lit box; keys 1–6, or ←→ and Enter).</source>
        <translation>{player}さん：6つのボックスはすべて埋まっています。共用するボックスを選んでください（光っているボックス。キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player} is choosing a pit box…</source>
        <translation>{player}さんがピットボックスを選んでいます…</translation>
    </message>
    <message>
        <source>{player}: {car} is in its box.</source>
        <translation>{player}：{car}はボックスにいます。</translation>
    </message>
    <message>
        <source>{player}: choose on the panel.</source>
        <translation>{player}：パネルで選んでください。</translation>
    </message>
    <message>
        <source>{player} is deciding…</source>
        <translation>{player}が考えています…</translation>
    </message>
    <message>
        <source>{player} wins the championship with {points} points!</source>
        <translation>{player}が{points}点でチャンピオンです！</translation>
    </message>
    <message>
        <source>{player} wins the race!</source>
        <translation>{player}がレースに優勝しました！</translation>
    </message>
    <message>
        <source>Nobody scored: no winner.</source>
        <translation>誰も得点しませんでした。勝者はいません。</translation>
    </message>
    <message>
        <source>First choose your pit box: click a lit box (keys 1–6).</source>
        <translation>先にピットボックスを選んでください。光っているボックスをクリック（キー1〜6）。</translation>
    </message>
    <message>
        <source>Drop a card on your car, or your car on a lit space.</source>
        <translation>カードは自分の車へ、車は光っているマスへドロップしてください。</translation>
    </message>
    <message>
        <source>None of your cards takes this car to that space.</source>
        <translation>手札のどのカードでも、この車はそのマスへ行けません。</translation>
    </message>
    <message>
        <source>Card {card} does not take this car to that space.</source>
        <translation>{card}のカードでは、この車はそのマスへ行けません。</translation>
    </message>
    <message>
        <source>Pick a card first (click it, or keys 1–6).</source>
        <translation>先にカードを選んでください（クリックか1〜6のキー）。</translation>
    </message>
    <message>
        <source>Play the {card} for {car}: {where}</source>
        <translation>{car}に{card}を出す：{where}</translation>
    </message>
    <message>
        <source>Play the {card} for {car} and leave the box on {tyres}: {where}</source>
        <translation>{car}に{card}を出し、{tyres}でボックスを出る：{where}</translation>
    </message>
    <message>
        <source>Stay in the box one more turn and take {cards} in fuel</source>
        <translation>ボックスにもう1ターンとどまり、燃料として{cards}を受け取る</translation>
    </message>
    <message>
        <source>Keep the {count} ones you drew</source>
        <translation>引いた1のカード{count}枚をそのまま持つ</translation>
    </message>
    <message>
        <source>Exchange the ones you drew for {cards} from the bank</source>
        <translation>引いた1のカードを銀行の{cards}に交換する</translation>
    </message>
    <message>
        <source>Take box {box}</source>
        <translation>ボックス{box}を選ぶ</translation>
    </message>
    <message>
        <source>Pay the penalty with {cards}</source>
        <translation>{cards}でペナルティを支払う</translation>
    </message>
    <message>
        <source>to space {space}</source>
        <translation>マス{space}へ</translation>
    </message>
    <message>
        <source>to space {space}, a penalty space: pay {cost}</source>
        <translation>マス{space}へ（ペナルティマス：{cost}を支払う）</translation>
    </message>
    <message>
        <source>to space {space}, a framed space: draw {bonus} ones</source>
        <translation>マス{space}へ（ボーナスマス：1のカードを{bonus}枚引く）</translation>
    </message>
    <message>
        <source>round the cars ahead by the overtaking lane</source>
        <translation>追い越し車線で前の車をかわす</translation>
    </message>
    <message>
        <source>into the gravel (the next move goes at most 6)</source>
        <translation>砂利道へ（次の移動は最大6マス）</translation>
    </message>
    <message>
        <source>into the pit lane</source>
        <translation>ピットレーンへ</translation>
    </message>
    <message>
        <source>along the pit lane</source>
        <translation>ピットレーンを進む</translation>
    </message>
    <message>
        <source>into the pit lane and your box {box}</source>
        <translation>ピットレーンに入り、自分のボックス{box}へ</translation>
    </message>
    <message>
        <source>across the finish line</source>
        <translation>フィニッシュラインを越える</translation>
    </message>
    <message>
        <source>{where} (blocked after {moved} of {budget} spaces)</source>
        <translation>{where}（前をふさがれ、{budget}マスのうち{moved}マスだけ進む）</translation>
    </message>
    <message>
        <source>blocked at once, it stays where it is</source>
        <translation>すぐに前をふさがれ、その場にとどまる</translation>
    </message>
    <message>
        <source>Fuel in hand as the leader starts each lap</source>
        <translation>先頭の車が各周回に入ったときの手札の燃料</translation>
    </message>
    <message>
        <source>Lap</source>
        <translation>周回</translation>
    </message>
    <message>
        <source>Fuel</source>
        <translation>燃料</translation>
    </message>
    <message>
        <source>Lap {lap}</source>
        <translation>{lap}周目</translation>
    </message>
    <message>
        <source>End</source>
        <translation>終了時</translation>
    </message>
    <message>
        <source>Race result</source>
        <translation>レース結果</translation>
    </message>
    <message>
        <source>Championship standings after race {race}</source>
        <translation>第{race}戦終了時のチャンピオンシップ順位</translation>
    </message>
    <message>
        <source>{player} wins!</source>
        <translation>{player}の勝利！</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>車</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Championship</source>
        <translation>チャンピオンシップ</translation>
    </message>
</context>
</TS>
