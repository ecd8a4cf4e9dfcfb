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
        <translation>{place}、{players}のボックス</translation>
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
        <translation>{player}：このレースで使うピットボックスを選んでください。光っているボックスをクリック（キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player}: choose the pit box both your cars share this race: click a lit box (keys 1–6, or ←→ and Enter).</source>
        <translation>{player}：このレースで2台が共用するピットボックスを選んでください。光っているボックスをクリック（キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player}: all six boxes are taken: choose one to share (a lit box; keys 1–6, or ←→ and Enter).</source>
        <translation>{player}：6つのボックスはすべて埋まっています。共用するボックスを選んでください（光っているボックス。キー1〜6、または←→とEnter）。</translation>
    </message>
    <message>
        <source>{player} is choosing a pit box…</source>
        <translation>{player}がピットボックスを選んでいます…</translation>
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
<context>
    <name>reference</name>
    <message>
        <source>Play exactly one card per turn, for either of your cars: it moves exactly that many spaces; every space burns one fuel.</source>
        <translation>毎手番カードを1枚、どちらかの車のために出します。車はちょうどその数だけ進み、1マスごとに燃料を1使います。</translation>
    </message>
    <message>
        <source>Blocked by full spaces, a car stops behind and the rest is lost; lanes and gravel are used only when there is no other way.</source>
        <translation>前のマスがふさがっていれば手前で止まり、残りは無駄になります。追い越し車線と砂利道は、ほかに道がないときだけ使います。</translation>
    </message>
    <message>
        <source>Passing 19 you may take the pit lane (after ending on 19 you must, but never on the final lap); stop in your own box.</source>
        <translation>19を過ぎるときピットレーンに入れます（19で止まった後は必須。ただしファイナルラップは別）。自分のボックスで止まります。</translation>
    </message>
    <message>
        <source>In the box: stay (20, then 20, then 10 fuel) or leave, choosing dry or rain tyres.</source>
        <translation>ボックスでは、とどまる（燃料20、次も20、3回目は10）か、ドライかレインのタイヤを選んで出ます。</translation>
    </message>
    <message>
        <source>Your hand is your fuel. Ending on 1, 12 or 19 draws 1s; swap them for bank cards at once or never.</source>
        <translation>手札が燃料です。1、12、19で止まると1のカードを引けます。銀行のカードと交換できるのは引いた直後だけ。</translation>
    </message>
    <message>
        <source>Wrong tyres for the weather: a 10 moves 6 and a 6 moves 4. In gravel and the pit lane a 10 counts as 6.</source>
        <translation>天気に合わないタイヤでは10が6マス、6が4マス。砂利道とピットレーンでは10は6扱い。</translation>
    </message>
    <message>
        <source>Places 1 to 6 score 10, 6, 4, 3, 2, 1 points; a two-car player adds both cars.</source>
        <translation>1〜6位に10、6、4、3、2、1点。2台持ちのプレイヤーは2台の点を合計します。</translation>
    </message>
    <message>
        <source>The first car over the line after the last lap wins; the race runs until every car has finished or is out.</source>
        <translation>最後の周を終えて最初にラインを越えた車の勝ち。全車がゴールかリタイアするまでレースは続きます。</translation>
    </message>
    <message>
        <source>A player with no cards is out; with two cars, a car that never stayed in its box is disqualified.</source>
        <translation>手札がなくなったプレイヤーはリタイア。2台持ちでは、一度もボックスにとどまらなかった車は失格です。</translation>
    </message>
    <message>
        <source>A space of the ideal line, 1 to 30; a line across it: two cars fit</source>
        <translation>レコードラインのマス（1〜30）。横線のあるマスには2台入れます</translation>
    </message>
    <message>
        <source>−N (red frame): ending there costs N fuel, no change given</source>
        <translation>−N（赤枠）：ここで止まると燃料Nを支払う（お釣りなし）</translation>
    </message>
    <message>
        <source>+N (gold frame): ending there draws N cards from the “1” pile</source>
        <translation>+N（金枠）：ここで止まると「1」の山からN枚引く</translation>
    </message>
    <message>
        <source>Yellow spaces: a gravel bed; a car stops on its last space at the latest</source>
        <translation>黄色のマス：砂利道。遅くとも最後のマスで止まります</translation>
    </message>
    <message>
        <source>Small grey spaces by a corner: an overtaking lane</source>
        <translation>コーナー脇の小さな灰色のマス：追い越し車線</translation>
    </message>
    <message>
        <source>Blue-grey spaces: the pit lane, B1 to B19 (10 counts as 6 up to B15)</source>
        <translation>青灰色のマス：ピットレーンB1〜B19（B15までは10が6扱い）</translation>
    </message>
    <message>
        <source>A pit box you may take now, with its key (1–6)</source>
        <translation>いま選べるピットボックスと、そのキー（1〜6）</translation>
    </message>
    <message>
        <source>A box in a player&apos;s colour, with their seat number: theirs</source>
        <translation>プレイヤーの色と席番号のボックス：その人のボックス</translation>
    </message>
    <message>
        <source>A car: its player&apos;s seat number, and a or b for their two cars</source>
        <translation>車：プレイヤーの席番号と、2台を区別するaかb</translation>
    </message>
    <message>
        <source>☀ Dry</source>
        <translation>☀ 晴れ</translation>
    </message>
    <message>
        <source>The weather pill: ☀ dry, or ☂ rain once the “1” pile has run out</source>
        <translation>天気：☀ 晴れ、「1」の山が尽きると ☂ 雨</translation>
    </message>
    <message>
        <source>×N under a card of the bank or your hand: how many of it there are</source>
        <translation>銀行や手札のカードの下の×N：そのカードの枚数</translation>
    </message>
    <message>
        <source>The “1” pile: bonus cards left; the rain card lies under them</source>
        <translation>「1」の山：残りのボーナスカード。雨カードはその一番下</translation>
    </message>
    <message>
        <source>Tyre marks (pale blue spaces): the route of the last move</source>
        <translation>タイヤの跡（薄い青のマス）：直前の移動のルート</translation>
    </message>
    <message>
        <source>A gold double ring: what a hint or the lesson points at</source>
        <translation>金色の二重の輪：ヒントやレッスンが指しているもの</translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation>ログの§：その行のもとになったルールを開きます</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to GrandPrix-F1! You are Ada, against Bruno and Chloé. With three players everyone drives two cars, paid from one hand. The race is 4 laps: the first car over the line at the end of its last lap wins. Press Next (or Space) to go on.</source>
        <translation>GrandPrix-F1へようこそ！&#x3000;あなたの相手は健二と美咲です。3人で遊ぶときは、みんな2台の車を1つの手札で走らせます。レースは4周。最後の周を終えてラインを最初に越えた車が勝ちです。「次へ」（またはスペース）で進みます。</translation>
    </message>
    <message>
        <source>The circuit runs from space 1 to 30; the line lies between 30 and 1. Framed spaces do something when a move ends there: 1, 12 and 19 give you free 1s, and a −4 or −6 badge is a penalty in fuel. Spaces 2, 5, 12, 13 and 14 hold one car; the others two.</source>
        <translation>コースはマス1から30まで。スタート／フィニッシュラインは30と1の間です。枠付きのマスは、そこで移動を終えると効果があります。1、12、19では1のカードがもらえ、−4や−6のマークは燃料のペナルティです。マス2、5、12、13、14には1台、ほかのマスには2台まで入れます。</translation>
    </message>
    <message>
        <source>This is your hand: 6 tens, 10 sixes and 10 fours, 160 fuel for both cars. A card moves a car exactly its value, and every space burns one fuel. Fuel comes back only in the pits and from the framed spaces. A player with no cards left is out.</source>
        <translation>これがあなたの手札です。10が6枚、6が10枚、4が10枚で、2台合わせて燃料160。カードを出すと車はちょうどその数だけ進み、1マスごとに燃料を1使います。燃料が戻るのはピットと枠付きのマスだけ。手札がなくなったプレイヤーはリタイアです。</translation>
    </message>
    <message>
        <source>The start order was drawn: Bruno&apos;s car 2 is on pole on 30, your car 1 on 29 and your car 2 on 27. Cars take turns in this order all race. First, in the same order, each player picks a pit box for both cars: Bruno takes box 2.</source>
        <translation>スタート順はもう決まっています。ポールポジション（30）は健二の2号車、あなたの1号車は29、2号車は27です。レース中はずっとこの順で手番が回ります。まずは同じ順番で、2台が使うピットボックスを選びます。健二はボックス2を選びました。</translation>
    </message>
    <message>
        <source>Your turn to choose. A box is where your cars stop to refuel; the lane passes boxes 1 to 6 in order. Click box 5, the lit one.</source>
        <translation>あなたが選ぶ番です。ボックスは給油のために車を止める場所で、ピットレーンの先へ行くほど番号が大きくなります。光っているボックス5をクリックしてください。</translation>
    </message>
    <message>
        <source>Chloé takes box 1 and the race starts. Bruno plays a 6 for his car 1, which ends on space 1, the best lap: he draws four 1s from the “1” pile and at once exchanges them for a 4 from the bank.</source>
        <translation>美咲がボックス1を選び、レーススタートです。健二は1号車に6を出し、マス1（ベストラップ）で止まりました。「1」の山からカードを4枚引き、すぐに銀行の4と交換しています。</translation>
    </message>
    <message>
        <source>Your turn. You must play exactly one card each turn, for either of your cars. Drag a 10 from your hand onto your car 2 (1b, on 27): it drives 10 spaces, to 7. A car never stops early by choice.</source>
        <translation>あなたの番です。毎手番かならずカードを1枚、どちらかの車のために出します。手札の10を、27にいる2号車（1b）にドラッグしてください。車はちょうど10マス進んでマス7へ。自分から手前で止まることはできません。</translation>
    </message>
    <message>
        <source>Chloé plays a 10 for her car 1: from 28 to space 8.</source>
        <translation>美咲は1号車に10を出し、28からマス8へ進みました。</translation>
    </message>
    <message>
        <source>Your car 2 again. This time click: first a 10 in your hand (the space it reaches lights up), then space 17.</source>
        <translation>また2号車の番です。今度はクリックで。まず手札の10をクリックすると、届くマスが光ります。次にマス17をクリックしてください。</translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 goes to 6. Bruno plays two 10s for his car 1: to 11, then past 19 into the pit lane. From B2 on a 10 counts only 6, so it stops on B2.</source>
        <translation>美咲の2号車はマス6へ。健二は1号車に10を2枚続けて出しました。まず11へ、次は19を過ぎてピットレーンへ。B2からは10が6扱いになるので、B2で止まります。</translation>
    </message>
    <message>
        <source>Now your car 1, still on the grid. Use the keyboard: press 3 to pick your third card, the 10, then Enter. (← and → pick another card, ↑ and ↓ the other car.)</source>
        <translation>今度はまだグリッドにいる1号車です。キーボードを使いましょう。3を押して3枚目のカード（10）を選び、Enterで出します。（←→で別のカード、↑↓でもう1台の車を選べます）</translation>
    </message>
    <message>
        <source>Your car 1 ended on 9, a penalty space: 4 fuel. You pay with cards worth at least 4, and no change is given. Click “Pay 4”.</source>
        <translation>1号車はペナルティマスの9で止まりました。燃料4の支払いです。合計4以上のカードで払い、お釣りはありません。「4で支払う」をクリックしてください。</translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 ends on 12, a sector best: she draws two 1s and exchanges them for a 2. Her car now stands on 12, a one-car space.</source>
        <translation>美咲の2号車はセクターベストの12で止まり、1を2枚引いて2に交換しました。12は1台しか入れないマスです。</translation>
    </message>
    <message>
        <source>Your car 1 is on 9. A 10 would run into Chloé on 12, and the only way past is the gravel bed (yellow). Nobody crosses a whole bed in one move: the car stops on its last space, K17. Drag your car 1 onto K17, the lit space.</source>
        <translation>1号車はマス9にいます。10を出すと12の美咲にぶつかるので、抜ける道は砂利道（黄色）だけ。砂利道は1回の移動では通り抜けられず、最後のマスK17で止まります。1号車を光っているK17にドラッグしてください。</translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 takes the pit lane but stops on B1, behind Bruno. Bruno drives his car 1 into box 2: reaching your box ends the move. Then he plays a 6 for his car 2.</source>
        <translation>美咲の2号車はピットレーンに入りましたが、前に健二がいるのでB1で止まります。健二は1号車をボックス2に入れました。自分のボックスに着いたら移動は終わりです。続けて2号車に6を出しました。</translation>
    </message>
    <message>
        <source>Your car 1 starts on gravel, where a 10 counts only 6. Drag a 6 onto your car 1: the move passes 19, so a panel asks whether to take the pit lane. Choose the pit lane: Chloé blocks B1, so the car stops on 19.</source>
        <translation>1号車は砂利道から出るので、10は6扱いです。6を1号車にドラッグしてください。19を過ぎる移動なので、ピットレーンに入るか聞かれます。「ピットレーンへ」を選びましょう。B1に美咲がいるので、車は19で止まります。</translation>
    </message>
    <message>
        <source>Space 19 is a sector best: you drew two 1s. Straight away, and never later, you may exchange them for a 2. Press 2 for the second button, “Exchange for 2”.</source>
        <translation>19はセクターベスト。1を2枚引きました。交換できるのは今だけで、後からはできません。2を押して2つ目のボタン「2に交換する」を選んでください。</translation>
    </message>
    <message>
        <source>A few turns on: your car 2 reaches 19 too. Bruno&apos;s car 1 stays in box 2: it skips its turn and takes 20 fuel. Your car 1 ended its last move on 19, so it must now take the pit lane.</source>
        <translation>数手番後。2号車も19に着きました。健二の1号車はボックス2にとどまり、手番を休んで燃料20を受け取りました。あなたの1号車は前の移動を19で終えたので、今度はピットレーンに入らなければなりません。</translation>
    </message>
    <message>
        <source>Click a 6, then space B6: the pit speed limit holds your car 1 to 6 spaces. No panel asks this time, since the pit lane is compulsory after ending on 19.</source>
        <translation>6をクリックしてから、マスB6をクリックしてください。ピットレーンの速度制限で、1号車は6マスまでしか進めません。19で止まった後はピットイン必須なので、今回は何も聞かれません。</translation>
    </message>
    <message>
        <source>Chloé&apos;s car 1 takes the pit lane too and stops on B2.</source>
        <translation>美咲の1号車もピットレーンに入り、B2で止まりました。</translation>
    </message>
    <message>
        <source>In the pit lane a car must stop in its own box, and reaching it ends the move: the rest of the card is lost. Drag your car 1 onto box 5.</source>
        <translation>ピットレーンでは自分のボックスにかならず止まり、着いたところで移動は終わります。カードの残りは無駄になります。1号車をボックス5にドラッグしてください。</translation>
    </message>
    <message>
        <source>Chloé&apos;s car 2 stays in box 1 and Bruno&apos;s car 1 stays a second time. Bruno&apos;s car 2 ends on 18 and pays 6 fuel.</source>
        <translation>美咲の2号車はボックス1にとどまり、健二の1号車は2回目の休み。健二の2号車は18で止まり、燃料6を支払いました。</translation>
    </message>
    <message>
        <source>Your car 1 is in its box. Each turn there it either stays (it skips the turn and takes fuel: 20, then 20, then 10, as 10s, 6s and 4s) or leaves. Each of your cars must stop at least once. Stay: click “Stay: take 10 + 10”.</source>
        <translation>1号車がボックスに入りました。ボックスでは毎手番、とどまる（手番を休んで燃料をもらう。1回目20、2回目20、3回目10を10・6・4のカードで）か出るかを選びます。どちらの車も最低1回はボックスで止まる必要があります。「とどまって10 + 10を受け取る」をクリックしてください。</translation>
    </message>
    <message>
        <source>Your car 1 stays twice more: 50 fuel in all, the most one stop gives. Meanwhile the pit lane is busy: your car 2 waits behind the others. Bruno and Chloé leave their boxes.</source>
        <translation>1号車はさらに2回とどまりました。合計50、1回のピットでもらえる最大の燃料です。その間ピットレーンは混み合い、2号車は前の車の後ろで待っています。健二と美咲はボックスを出ていきました。</translation>
    </message>
    <message>
        <source>After three stays the car must leave. Drag a 6 onto your car 1. Tyres are changed only in the box, so you choose them as you leave: the track is dry, so click “Leave on dry tyres”.</source>
        <translation>3回とどまったら、出るしかありません。6を1号車にドラッグしてください。タイヤを替えられるのはボックスだけなので、出るときに選びます。路面は乾いているので「ドライタイヤで出る」をクリックしましょう。</translation>
    </message>
    <message>
        <source>Laps later. On lap 2 the “1” pile ran out and the rain card showed: it rains to the end of the race. On the wrong tyres a 10 moves only 6 and a 6 only 4, so every car went into its box for rain tyres. Now it is the final lap, and your car 1 is on 24, 7 spaces from the line.</source>
        <translation>何周か後。2周目に「1」の山が尽きて雨カードが出ました。ここからレース終了まで雨です。合わないタイヤでは10が6マス、6が4マスしか進めないので、どの車もボックスに入ってレインタイヤに替えました。いよいよファイナルラップ。1号車はマス24、ラインまであと7マスです。</translation>
    </message>
    <message>
        <source>The crossing at the end of the last lap finishes a car; the first to finish wins the race. Drag your car 1 over the finish line.</source>
        <translation>最後の周を終えてラインを越えた車はゴールです。最初にゴールした車がレースに勝ちます。1号車をフィニッシュラインの先へドラッグしてください。</translation>
    </message>
    <message>
        <source>Your car 1 wins! A finished car leaves the board and the race goes on until every car has finished or is out: Bruno&apos;s car 2 crosses second, Chloé&apos;s car 2 third and your car 2 fourth.</source>
        <translation>1号車の優勝です！&#x3000;ゴールした車はコースを離れ、すべての車がゴールするかリタイアするまでレースは続きます。健二の2号車が2位、美咲の2号車が3位、あなたの2号車が4位でゴールしました。</translation>
    </message>
    <message>
        <source>Places 1 to 6 score 10, 6, 4, 3, 2 and 1 points, and you add up both your cars: the most points wins. A car that finishes without having stayed in its box is disqualified. That is all you need. Press “Play a real game” to race against computer players.</source>
        <translation>1〜6位には10、6、4、3、2、1点が入り、2台の点を合計して多い人の勝ちです。一度もボックスにとどまらずにゴールした車は失格になります。これで準備は万端。「本番のゲームを遊ぶ」でコンピューター相手にレースしてみましょう。</translation>
    </message>
    <message>
        <source>Ada</source>
        <translation>あなた</translation>
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
