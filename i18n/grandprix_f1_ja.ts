<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
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
        <source>Pay at least {cost} from your hand, with no card more than needed.</source>
        <translation>手札から{cost}以上を、余分なカードなしで支払ってください。</translation>
    </message>
    <message>
        <source>Race {race} of {races}: {laps} laps, the track is dry.</source>
        <translation>第{race}戦（全{races}戦）：{laps}周、路面はドライです。</translation>
    </message>
    <message>
        <source>Start order drawn: {cars}.</source>
        <translation>スタート順が決まりました：{cars}。</translation>
    </message>
    <message>
        <source>{player} uses box {box}.</source>
        <translation>{player}はボックス{box}を使います。</translation>
    </message>
    <message>
        <source>{player} receives {count} cards: {fuel} fuel.</source>
        <translation>{player}はカード{count}枚（燃料{fuel}）を受け取りました。</translation>
    </message>
    <message>
        <source>{player} plays a {card} for {car}.</source>
        <translation>{player}が{car}に{card}のカードを出しました。</translation>
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
</TS>
