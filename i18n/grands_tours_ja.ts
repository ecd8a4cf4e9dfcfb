<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>GrandsTours</name>
    <message>
        <source>No cards left on the course</source>
        <translation>コースにカードが残っていません</translation>
    </message>
    <message>
        <source>The table, dimmed while the panel above asks</source>
        <translation>パネルが答えを待つ間、暗くなっている卓</translation>
    </message>
    <message>
        <source>Camp: your roll</source>
        <translation>キャンプ：あなたの出目</translation>
    </message>
    <message>
        <source>Click a die to set it aside in the grupetto and re-roll the others (keys 1–6), or keep these dice (Enter). 1s go to the grupetto when you keep.</source>
        <translation>ダイスをクリックすると、そのダイスをグルペットに移して残りを振り直します（再調整、キー1〜6）。この出目で決めるなら「このダイスで決定」（Enter）。決定すると1の目はグルペットへ移ります。</translation>
    </message>
    <message>
        <source>Grupetto: %1</source>
        <translation>グルペット：%1個</translation>
    </message>
    <message>
        <source>Keep these dice</source>
        <translation>このダイスで決定</translation>
    </message>
    <message>
        <source>Rest day</source>
        <translation>休息日</translation>
    </message>
    <message>
        <source>Pick the dice to roll: click a die, press a peloton face (1–6), or mark any die with ←/→ and pick it with Space. Your grupetto dice start picked; click one to leave it unrolled. Then roll (Enter).</source>
        <translation>振るダイスを選びます。ダイスをクリックするか、プロトンのダイスはその目の数字キー（1〜6）で、どのダイスも←/→で印を付けてスペースキーで選べます。グルペットのダイスは最初から選ばれています。振らずに残すダイスはクリックして選択を外します。選んだら振ってください（Enter）。</translation>
    </message>
    <message>
        <source>Peloton</source>
        <translation>プロトン</translation>
    </message>
    <message>
        <source>Grupetto</source>
        <translation>グルペット</translation>
    </message>
    <message>
        <source>Your %1 grupetto dice are rolled. Click peloton dice to roll them too (keys 1–6), then roll (Enter).</source>
        <translation type="vanished">グルペットのダイス%1個を振ります。一緒に振るプロトンエリアのダイスをクリックで選び（キー1〜6）、振ってください（Enter）。</translation>
    </message>
    <message>
        <source>Choose the face of your returning rider die</source>
        <translation>戻ってくる選手ダイスの目を選んでください</translation>
    </message>
    <message>
        <source>You take the %1</source>
        <translation>%1を獲得しました</translation>
    </message>
    <message>
        <source>Choose the rider die it replaces (keys 1–%1). It keeps its face and place.</source>
        <translation>入れ替える選手ダイスを選んでください（キー1〜%1）。目と場所はそのままです。</translation>
    </message>
    <message>
        <source>Which move?</source>
        <translation>どのアクションにしますか？</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
</context>
<context>
    <name>GtCard</name>
    <message>
        <source>Held over</source>
        <translation>保留</translation>
    </message>
</context>
<context>
    <name>GtChart</name>
    <message>
        <source>max %1</source>
        <translation type="vanished">最大 %1</translation>
    </message>
</context>
<context>
    <name>GtGhost</name>
    <message>
        <source>Home</source>
        <translation>ホーム</translation>
    </message>
</context>
<context>
    <name>GtJerseys</name>
    <message>
        <source>Jerseys</source>
        <translation>三賞ジャージ</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>タイム</translation>
    </message>
    <message>
        <source>Spr.</source>
        <translation>スプ</translation>
    </message>
    <message>
        <source>Mtn.</source>
        <translation>山岳</translation>
    </message>
    <message>
        <source>Home: %1 · Deck: %2</source>
        <translation>ホーム：%1枚 · デッキ：%2枚</translation>
    </message>
    <message>
        <source>hide</source>
        <translation>隠す</translation>
    </message>
    <message>
        <source>show</source>
        <translation>見る</translation>
    </message>
    <message>
        <source>Still in the deck: %1</source>
        <translation>山札に残っているもの：%1</translation>
    </message>
</context>
<context>
    <name>GtLog</name>
    <message>
        <source>Game log</source>
        <translation type="vanished">ゲームの記録</translation>
    </message>
</context>
<context>
    <name>GtResults</name>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation>リードタイム</translation>
    </message>
    <message>
        <source>Spr.</source>
        <translation>スプリント</translation>
    </message>
    <message>
        <source>Mtn.</source>
        <translation>山岳</translation>
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
    <name>GtTeam</name>
    <message>
        <source>thinking…</source>
        <translation>考え中…</translation>
    </message>
    <message>
        <source>Grupetto %1</source>
        <translation>グルペット %1</translation>
    </message>
    <message>
        <source>Lead %1</source>
        <translation>タイム %1</translation>
    </message>
    <message>
        <source>Spr. %1</source>
        <translation>スプ %1</translation>
    </message>
    <message>
        <source>Mtn. %1</source>
        <translation>山岳 %1</translation>
    </message>
    <message>
        <source>Won:</source>
        <translation>獲得：</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Grands Tours</source>
        <translation>グラン・ツール</translation>
    </message>
</context>
<context>
    <name>grands_tours</name>
    <message>
        <source>Course</source>
        <translation>コース</translation>
    </message>
    <message>
        <source>Standard course (three weeks, about 90 minutes)</source>
        <translation>標準コース（3週間、約90分）</translation>
    </message>
    <message>
        <source>Short course (one week, about 30 minutes)</source>
        <translation>ショートコース（1週間、約30分）</translation>
    </message>
    <message>
        <source>Custom course (choose the weeks)</source>
        <translation>カスタムコース（週を選ぶ）</translation>
    </message>
    <message>
        <source>Weeks on the custom course</source>
        <translation>カスタムコースの週</translation>
    </message>
    <message>
        <source>Weeks {weeks}</source>
        <translation>{weeks}週目</translation>
    </message>
    <message>
        <source>Assist cards on the custom course</source>
        <translation>カスタムコースでアシストカードを使う</translation>
    </message>
    <message>
        <source>First leader (who played most recently)</source>
        <translation>最初のリーダー（いちばん最近遊んだプレイヤー）</translation>
    </message>
    <message>
        <source>Drawn by lot</source>
        <translation>くじで決める</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>overall jersey</source>
        <translation>総合時間賞ジャージ</translation>
    </message>
    <message>
        <source>sprint jersey</source>
        <translation>スプリント賞ジャージ</translation>
    </message>
    <message>
        <source>mountain jersey</source>
        <translation>山岳賞ジャージ</translation>
    </message>
    <message>
        <source>Removal</source>
        <translation>除去</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>Duplicates allowed</source>
        <translation>ダイス重複可</translation>
    </message>
    <message>
        <source>{point} (lead time {lead}, week {week})</source>
        <translation>{point}（リードタイム{lead}、{week}週目）</translation>
    </message>
    <message>
        <source>{point} (no lead time, week {week})</source>
        <translation>{point}（リードタイムなし、{week}週目）</translation>
    </message>
    <message>
        <source>sprint stage</source>
        <translation>スプリントステージ</translation>
    </message>
    <message>
        <source>mountain stage</source>
        <translation>山岳ステージ</translation>
    </message>
    <message>
        <source>no-points stage</source>
        <translation>ポイントなしステージ</translation>
    </message>
    <message>
        <source>stage without points</source>
        <translation type="vanished">ポイントなしステージ</translation>
    </message>
    <message>
        <source>the {jersey} die showing {face}</source>
        <translation>{face}の目の{jersey}ダイス</translation>
    </message>
    <message>
        <source>{dice}, plus {die}</source>
        <translation>{dice}と{die}</translation>
    </message>
    <message>
        <source>no dice</source>
        <translation>ダイスなし</translation>
    </message>
    <message>
        <source>At camp, {team} rolls {faces}.</source>
        <translation>{team}はキャンプで{faces}を出しました。</translation>
    </message>
    <message>
        <source>{team} passes and drops {faces} into the grupetto.</source>
        <translation>{team}はパスして、{faces}をグルペットへ移しました。</translation>
    </message>
    <message>
        <source>Tie at {total} on {card}: the card is held over.</source>
        <translation>{card}は合計{total}で並んだため、保留になりました。</translation>
    </message>
    <message>
        <source>stage {lead} {point} (week {week})</source>
        <translation type="vanished">ステージ {lead} {point}（{week}週目）</translation>
    </message>
    <message>
        <source>Camp</source>
        <translation>キャンプ</translation>
    </message>
    <message>
        <source>Rest day</source>
        <translation>休息日</translation>
    </message>
    <message>
        <source>assist card {assist}</source>
        <translation>アシストカード「{assist}」</translation>
    </message>
    <message>
        <source>sprint</source>
        <translation type="vanished">スプリント</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation type="vanished">山岳</translation>
    </message>
    <message>
        <source>no points</source>
        <translation type="vanished">ポイントなし</translation>
    </message>
    <message>
        <source>Grands Tours needs {low} to {high} teams.</source>
        <translation>グラン・ツールは{low}〜{high}チームで遊びます。</translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation>オプション{option}に、このゲームが知らない値が入っています。</translation>
    </message>
    <message>
        <source>There is no player {number} at this table to be the first leader.</source>
        <translation>最初のリーダーにするプレイヤー{number}がこのテーブルにいません。</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the round.</source>
        <translation>ラウンドの今の段階では、そのアクションはできません。</translation>
    </message>
    <message>
        <source>Dice go only on stage and assist cards still on the course.</source>
        <translation>ダイスを置けるのは、コースに残っているステージカードとアシストカードだけです。</translation>
    </message>
    <message>
        <source>You have no such die in your peloton.</source>
        <translation>プロトンエリアにそのダイスがありません。</translation>
    </message>
    <message>
        <source>A die showing {face} is already on that card: one die per face on a card.</source>
        <translation>そのカードにはすでに{face}のダイスがあります。1枚のカードに同じ目は1個までです。</translation>
    </message>
    <message>
        <source>A train is three consecutive faces from your peloton, none already on the card.</source>
        <translation>トレインは、プロトンエリアの連続した目のダイス3個で、どの目もそのカードにまだないものです。</translation>
    </message>
    <message>
        <source>To replace a {face} you need two dice showing {face} in your peloton.</source>
        <translation>{face}を置換するには、プロトンエリアに{face}のダイスが2個必要です。</translation>
    </message>
    <message>
        <source>There is no such die on that card.</source>
        <translation>そのカードにそのダイスはありません。</translation>
    </message>
    <message>
        <source>That would leave two dice of one face on the card, which only the Duplicates allowed card permits.</source>
        <translation>そうするとカードに同じ目のダイスが2個残ります。それができるのはダイス重複可の持ち主だけです。</translation>
    </message>
    <message>
        <source>Your grupetto is empty: there is nothing to roll.</source>
        <translation>グルペットが空なので、振るダイスがありません。</translation>
    </message>
    <message>
        <source>Pass one die, or two dice of one face, from your peloton; you pass empty-handed only when your peloton and grupetto are both empty.</source>
        <translation>パスでは、プロトンエリアのダイス1個か、同じ目のダイス2個をグルペットへ移します。ダイスを動かさずにパスできるのは、プロトンエリアもグルペットのエリアも空のときだけです。</translation>
    </message>
    <message>
        <source>Pass one die, or two dice of one face, from your peloton; you pass empty-handed only when no other move is left.</source>
        <translation type="vanished">パスでは、プロトンエリアのダイス1個か、同じ目のダイス2個をグルペットへ移します。ダイスを動かさずにパスできるのは、ほかに何もできないときだけです。</translation>
    </message>
    <message>
        <source>You need the assist card {assist} for that.</source>
        <translation>それにはアシストカード「{assist}」が必要です。</translation>
    </message>
    <message>
        <source>Swap trades another team&apos;s die on one card with your die of the same face on another card.</source>
        <translation>入れ替えは、あるカード上のほかのチームのダイスと、別のカード上にある同じ目の自分のダイスの位置を入れ替えます。</translation>
    </message>
    <message>
        <source>Re-adjusting sets aside one of your just-rolled dice and needs at least two of them.</source>
        <translation>再調整では振ったダイスの1個をグルペットへ移します。振ったダイスが2個以上必要です。</translation>
    </message>
    <message>
        <source>Choose the dice to roll from those in your peloton and your grupetto.</source>
        <translation>振るダイスは、プロトンエリアとグルペットのエリアにある自分のダイスから選んでください。</translation>
    </message>
    <message>
        <source>Choose dice from your peloton to roll with your grupetto.</source>
        <translation type="vanished">グルペットと一緒に振るダイスをプロトンエリアから選んでください。</translation>
    </message>
    <message>
        <source>Choose a face from 1 to 6 that is not already on that card.</source>
        <translation>そのカードにまだない目を1〜6から選んでください。</translation>
    </message>
    <message>
        <source>Choose one of your rider dice for the jersey die to replace.</source>
        <translation>三賞ダイスと入れ替える自分の選手ダイスを1個選んでください。</translation>
    </message>
    <message>
        <source>{team} is drawn by lot to lead and takes the overall jersey die.</source>
        <translation>くじで{team}がリーダーに決まり、総合ダイスを受け取りました。</translation>
    </message>
    <message>
        <source>{team} played most recently: they lead and take the overall jersey die.</source>
        <translation>いちばん最近遊んだ{team}がリーダーになり、総合ダイスを受け取りました。</translation>
    </message>
    <message>
        <source>On the course: {card}.</source>
        <translation>コースに並んだカード：{card}。</translation>
    </message>
    <message>
        <source>Round {round}: {card}; {team} leads.</source>
        <translation>第{round}ラウンド：{card}。リーダーは{team}。</translation>
    </message>
    <message>
        <source>{team} rolls {faces} at camp.</source>
        <translation type="vanished">{team}はキャンプで{faces}を出しました。</translation>
    </message>
    <message>
        <source>{team} sets a {face} aside and re-rolls: {faces}.</source>
        <translation>{team}は{face}をグルペットへ移して再調整：{faces}。</translation>
    </message>
    <message>
        <source>{team} starts with {faces}.</source>
        <translation>{team}は{faces}でスタートします。</translation>
    </message>
    <message>
        <source>{team} rolls {count} dice on the rest day: {faces}.</source>
        <translation>{team}は休息日にダイス{count}個を振りました：{faces}。</translation>
    </message>
    <message>
        <source>{team} places a {face} on {card}.</source>
        <translation>{team}が{card}に{face}を配置しました。</translation>
    </message>
    <message>
        <source>{team} places a train {faces} on {card}.</source>
        <translation>{team}が{card}にトレイン{faces}を配置しました。</translation>
    </message>
    <message>
        <source>{team} replaces {owner}&apos;s {face} on {card}.</source>
        <translation>{team}が{card}の{owner}の{face}を置換しました。</translation>
    </message>
    <message>
        <source>{team} removes {owner}&apos;s {face} from {card}.</source>
        <translation>{team}が{card}から{owner}の{face}を除去しました。</translation>
    </message>
    <message>
        <source>{team} swaps {owner}&apos;s {face} on {frm} with their own on {to}.</source>
        <translation>{team}が{frm}の{owner}の{face}と、{to}にある自分の{face}を入れ替えました。</translation>
    </message>
    <message>
        <source>{team} rolls the grupetto: {faces}.</source>
        <translation>{team}がグルペットをロール：{faces}。</translation>
    </message>
    <message>
        <source>{team} passes, dropping {faces} to the grupetto.</source>
        <translation type="vanished">{team}はパスして、{faces}をグルペットへ移しました。</translation>
    </message>
    <message>
        <source>{team} has no move and passes.</source>
        <translation>{team}はできるアクションがなく、パスしました。</translation>
    </message>
    <message>
        <source>{team} wins {card} with {total}.</source>
        <translation>{team}が合計{total}で{card}を獲得しました。</translation>
    </message>
    <message>
        <source>{card} is tied at {total}: held over.</source>
        <translation type="vanished">{card}は合計{total}で並んだため、保留になりました。</translation>
    </message>
    <message>
        <source>Nobody rode for {card}: it goes home.</source>
        <translation>{card}にはダイスがなく、ホームエリアへ移りました。</translation>
    </message>
    <message>
        <source>{team} takes the {jersey}.</source>
        <translation>{team}が{jersey}を獲得しました。</translation>
    </message>
    <message>
        <source>{team} hands back the {jersey}; a rider die takes its place showing {face}.</source>
        <translation>{team}は{jersey}を失い、選手ダイスが{face}の目でその場所に入りました。</translation>
    </message>
    <message>
        <source>{team} hands back the {jersey}; a rider die takes its place in the grupetto.</source>
        <translation>{team}は{jersey}を失い、選手ダイスがグルペットに戻りました。</translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die replaces a rider die in the grupetto.</source>
        <translation>{team}の{jersey}のダイスが、グルペットの選手ダイスと入れ替わりました。</translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die replaces a rider die showing {face}.</source>
        <translation>{team}の{jersey}のダイスが、{face}の選手ダイスと入れ替わりました。</translation>
    </message>
    <message>
        <source>The director car moves on.</source>
        <translation>ディレクターカーが次のカードへ進みます。</translation>
    </message>
    <message>
        <source>{team} wins, holding a jersey!</source>
        <translation>三賞ジャージを持つ{team}の勝利です！</translation>
    </message>
</context>
<context>
    <name>gt_table</name>
    <message>
        <source>Round {round} of {count} · {card}</source>
        <translation>第{round}ラウンド（全{count}） · {card}</translation>
    </message>
    <message>
        <source>The race is over</source>
        <translation>レース終了</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation type="vanished">コンピューター · やさしい</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="vanished">コンピューター · ふつう</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation type="vanished">コンピューター · 強い</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="vanished">プレイヤー</translation>
    </message>
    <message>
        <source>Sprint</source>
        <translation>スプリント</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>山岳</translation>
    </message>
    <message>
        <source>No points</source>
        <translation>ポイントなし</translation>
    </message>
    <message>
        <source>Week {week}</source>
        <translation>{week}週目</translation>
    </message>
    <message>
        <source>{card} (week {week})</source>
        <translation>{card}（{week}週目）</translation>
    </message>
    <message>
        <source>Assist</source>
        <translation>アシスト</translation>
    </message>
    <message>
        <source>Overall</source>
        <translation>総合</translation>
    </message>
    <message>
        <source>on the jersey card</source>
        <translation>三賞ジャージカードの上</translation>
    </message>
    <message>
        <source>in the peloton</source>
        <translation>プロトンエリア</translation>
    </message>
    <message>
        <source>in the grupetto</source>
        <translation>グルペット</translation>
    </message>
    <message>
        <source>on a card</source>
        <translation>カードの上</translation>
    </message>
    <message>
        <source>rolled at camp</source>
        <translation>キャンプで振った</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>まだいません</translation>
    </message>
    <message>
        <source>Roll the grupetto ({count})</source>
        <translation>グルペットをロール（{count}個）</translation>
    </message>
    <message>
        <source>Pass the selected dice</source>
        <translation>選んだダイスでパス</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Clear selection</source>
        <translation>選択を解除</translation>
    </message>
    <message>
        <source>Keep these dice</source>
        <translation>このダイスで決定</translation>
    </message>
    <message>
        <source>Roll {count} dice</source>
        <translation>ダイス{count}個を振る</translation>
    </message>
    <message>
        <source>Roll no dice</source>
        <translation>何も振らない</translation>
    </message>
    <message>
        <source>{team}: drag a die onto a card (or click dice, then a card). Keys: 1–6 pick dice, ←/→ a card, ↑/↓ a die on it, Enter plays there, Space rolls.</source>
        <translation>{team}：ダイスをカードへドラッグしてください（ダイス、カードの順にクリックでも可）。キー：1〜6でダイス、←/→でカード、↑/↓でカード上のダイスを選び、Enterで実行。スペースでロール。</translation>
    </message>
    <message>
        <source>{team}: {dice} selected. Drop or click on a card, or on a die to replace it. Keys: ←/→ a card, ↑/↓ a die on it, Enter.</source>
        <translation>{team}：{dice}を選択中。カードへドロップ（またはクリック）で配置、カード上のダイスなら置換。キー：←/→でカード、↑/↓でカード上のダイス、Enter。</translation>
    </message>
    <message>
        <source>{team}: Enter: {move}. ↑/↓ another die, ←/→ another card, Esc clears.</source>
        <translation>{team}：Enterで「{move}」。↑/↓で別のダイス、←/→で別のカード、Escで解除。</translation>
    </message>
    <message>
        <source>{team}: {owner}&apos;s {face} on {card} is marked. Pick two dice of that face (1–6) to replace it, then Enter. ↑/↓ another die.</source>
        <translation>{team}：{card}にある{owner}の{face}を選択中。置換するには同じ目のダイスを2個選んで（1〜6）Enter。↑/↓で別のダイス。</translation>
    </message>
    <message>
        <source>{team}: rest day. Pick the dice to roll, from your peloton and your grupetto, then roll.</source>
        <translation>{team}：休息日です。プロトンエリアとグルペットから振るダイスを選んで、振ってください。</translation>
    </message>
    <message>
        <source>{team}: several moves fit. Choose one (keys 1–{count}, Esc cancels).</source>
        <translation>{team}：できるアクションが複数あります。1つ選んでください（キー1〜{count}、Escで取消）。</translation>
    </message>
    <message>
        <source>Removal: drop one of your dice on a die of that face (or click it, then the die; or ↑/↓ and Enter).</source>
        <translation>除去：同じ目のダイスの上に自分のダイスを1個ドロップ（または自分のダイス、相手のダイスの順にクリック。↑/↓とEnterでも可）。</translation>
    </message>
    <message>
        <source>Swap: drag your die on a card onto another team&apos;s die of that face on another card (or click both; or ↑/↓ and Enter on each).</source>
        <translation>入れ替え：カード上の自分のダイスを、別のカードにあるほかのチームの同じ目のダイスへドラッグ（または両方をクリック。それぞれ↑/↓とEnterでも可）。</translation>
    </message>
    <message>
        <source>Place your {face} on {card}</source>
        <translation>{face}を{card}に配置</translation>
    </message>
    <message>
        <source>Place {low}, {mid} and {high} together on {card}</source>
        <translation>{low}・{mid}・{high}をまとめて{card}に配置</translation>
    </message>
    <message>
        <source>Pass {count} × {face} to your grupetto</source>
        <translation>{face}を{count}個グルペットに移してパス</translation>
    </message>
    <message>
        <source>Set your {face} aside and re-roll the others</source>
        <translation>{face}をグルペットに移して残りを振り直す</translation>
    </message>
    <message>
        <source>Choose face {face}</source>
        <translation>出目{face}を選ぶ</translation>
    </message>
    <message>
        <source>The jersey replaces: {where}</source>
        <translation>ジャージが置き換えるダイス：{where}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>ラウンド</translation>
    </message>
    <message>
        <source>Course card {number}: {title}, {point}</source>
        <translation>コースカード{number}：{title}、{point}</translation>
    </message>
    <message>
        <source>{place}, open for dice</source>
        <translation>{place}、ダイスを置けます</translation>
    </message>
    <message>
        <source>{place}; dice: {bids}</source>
        <translation>{place}。ダイス：{bids}</translation>
    </message>
    <message>
        <source>{team} {sum}</source>
        <translation>{team} {sum}</translation>
    </message>
    <message>
        <source>{team}&apos;s die showing {face}</source>
        <translation>{team}のダイス、出目{face}</translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die showing {face}</source>
        <translation>{team}の{jersey}のダイス、出目{face}</translation>
    </message>
    <message>
        <source>{team}&apos;s die, to roll</source>
        <translation>{team}のダイス、これから振る</translation>
    </message>
    <message>
        <source>{team}&apos;s {jersey} die, to roll</source>
        <translation>{team}の{jersey}のダイス、これから振る</translation>
    </message>
    <message>
        <source>{die} on course card {number}</source>
        <translation>{die}、コースカード{number}の上</translation>
    </message>
    <message>
        <source>{die} in the peloton</source>
        <translation>{die}、プロトンエリア</translation>
    </message>
    <message>
        <source>{die} in the grupetto</source>
        <translation>{die}、グルペット</translation>
    </message>
    <message>
        <source>{die}, selected</source>
        <translation>{die}、選択中</translation>
    </message>
    <message>
        <source>{die}, rolled at camp: click to keep it out</source>
        <translation>{die}、キャンプで振ったダイス：クリックでよける</translation>
    </message>
    <message>
        <source>Returning rider die showing {face}</source>
        <translation>戻ってくる選手ダイス、出目{face}</translation>
    </message>
    <message>
        <source>{team}&apos;s peloton, {count} dice</source>
        <translation>{team}のプロトンエリア、ダイス{count}個</translation>
    </message>
    <message>
        <source>{team}&apos;s grupetto, {count} dice</source>
        <translation>{team}のグルペット、ダイス{count}個</translation>
    </message>
    <message>
        <source>Removal: drop one of your dice on a die of that face (or click it, then the die; keys: a digit, ↑/↓ to mark the die, Enter).</source>
        <translation type="vanished">除去：同じ目のダイスの上に自分のダイスを1個ドロップ（または自分のダイス、相手のダイスの順にクリック。キー：数字で選び、↑/↓で相手のダイスを選んでEnter）。</translation>
    </message>
    <message>
        <source>Swap: drag your die on a card onto another team&apos;s die of that face on another card (or click both; keys: mark your die with ↑/↓ and Enter, then theirs and Enter).</source>
        <translation type="vanished">入れ替え：カード上の自分のダイスを、別のカードにあるほかのチームの同じ目のダイスへドラッグ（または両方をクリック。キー：↑/↓で自分のダイスを選んでEnter、次に相手のダイスを選んでEnter）。</translation>
    </message>
    <message>
        <source>Every team rolls its grupetto, then may set one die aside and re-roll the rest.</source>
        <translation>全チームがグルペットのダイスをロール。そのあとダイス1個をよけて、残りを振り直せます。</translation>
    </message>
    <message>
        <source>Each team rolls its grupetto with any peloton dice it picks. Then new cards are turned.</source>
        <translation>各チームがグルペットのダイスを、選んだプロトンエリアのダイスと一緒にロール。そのあと新しいカードをめくります。</translation>
    </message>
    <message>
        <source>Win it to knock a die off a card: it and one of your dice of that face go to the grupettos.</source>
        <translation>獲得すると、カード上のダイスを外せます。そのダイスと、同じ目の自分のダイス1個がそれぞれのグルペットへ。</translation>
    </message>
    <message>
        <source>Win it to trade your die on a card for another team&apos;s die of that face on another card.</source>
        <translation>獲得すると、カード上の自分のダイスと、別のカードにあるほかのチームの同じ目のダイスを入れ替えられます。</translation>
    </message>
    <message>
        <source>Win it to place dice on faces already on a card.</source>
        <translation>獲得すると、カード上にすでにある目と同じ目のダイスも置けます。</translation>
    </message>
    <message>
        <source>{team}: drag a die onto a card (or click dice, then a card; keys 1–6, arrows, Enter). Space rolls.</source>
        <translation type="vanished">{team}：ダイスをカードへドラッグしてください（ダイス、カードの順にクリックでも可。キー1〜6、矢印、Enter）。スペースでロール。</translation>
    </message>
    <message>
        <source>{team}: {dice} selected. Click or drop on a card, on a die to replace it, or press Enter for the marked card.</source>
        <translation type="vanished">{team}：{dice}を選択中。カードをクリック（またはドロップ）で配置、カード上のダイスなら置換。Enterで印のカードへ。</translation>
    </message>
    <message>
        <source>{team}: camp. Keep these dice, or click one to set it aside and re-roll the others.</source>
        <translation>{team}：キャンプ。この出目で決めるか、ダイスを1個クリックして再調整してください。</translation>
    </message>
    <message>
        <source>{team}: rest day. Pick peloton dice to roll with your grupetto, then roll.</source>
        <translation type="vanished">{team}：休息日。グルペットと一緒に振るプロトンエリアのダイスを選んで、振ってください。</translation>
    </message>
    <message>
        <source>{team}: your lost overall die showed 7. Choose the face of the rider die that takes its place.</source>
        <translation>{team}：失った総合ダイスの目は7でした。代わりに入る選手ダイスの目を選んでください。</translation>
    </message>
    <message>
        <source>{team}: you take the {jersey}. Choose the rider die it replaces.</source>
        <translation>{team}：{jersey}を獲得しました。入れ替える選手ダイスを選んでください。</translation>
    </message>
    <message>
        <source>{team} is deciding…</source>
        <translation>{team}が考えています…</translation>
    </message>
    <message>
        <source>{team}: several moves fit. Choose one.</source>
        <translation type="vanished">{team}：できるアクションが複数あります。1つ選んでください。</translation>
    </message>
    <message>
        <source>The race is over. Winners: {teams}.</source>
        <translation>レース終了。勝者：{teams}。</translation>
    </message>
    <message>
        <source>Place the {face}</source>
        <translation>{face}を配置</translation>
    </message>
    <message>
        <source>Replace {owner}&apos;s {face} with two of yours</source>
        <translation>{owner}の{face}を自分の2個で置換</translation>
    </message>
    <message>
        <source>Removal: send {owner}&apos;s {face} and one of yours to the grupettos</source>
        <translation>除去：{owner}の{face}と自分の1個をグルペットへ</translation>
    </message>
    <message>
        <source>swap your {face} on {mine} with {owner}&apos;s on {card}</source>
        <translation>{mine}の自分の{face}と、{card}の{owner}の{face}を入れ替え</translation>
    </message>
    <message>
        <source>pick your {face} on {card} for a Swap</source>
        <translation>入れ替えに使う{card}の自分の{face}を選ぶ</translation>
    </message>
    <message>
        <source>Your {face} on {card}</source>
        <translation>{card}の上の自分の{face}</translation>
    </message>
    <message>
        <source>A {face} in your peloton</source>
        <translation>プロトンエリアの{face}</translation>
    </message>
    <message>
        <source>A die in your grupetto</source>
        <translation>グルペットのダイス</translation>
    </message>
    <message>
        <source>Removal: drop one of your dice on a die of that face (or click it, then the die).</source>
        <translation type="vanished">除去：同じ目のダイスの上に自分のダイスを1個ドロップ（または自分のダイス、相手のダイスの順にクリック）。</translation>
    </message>
    <message>
        <source>Swap: drag your die on a card onto another team&apos;s die of that face on another card (or click both).</source>
        <translation type="vanished">入れ替え：カード上の自分のダイスを、別のカードにあるほかのチームの同じ目のダイスへドラッグ（または両方をクリック）。</translation>
    </message>
    <message>
        <source>Select one die to place, two of one face to replace, or three in a row for a train.</source>
        <translation>配置ならダイス1個、置換なら同じ目の2個、トレインなら連続した目の3個を選んでください。</translation>
    </message>
    <message>
        <source>First pick dice from your peloton (click them or press 1–6).</source>
        <translation>先にプロトンエリアのダイスを選んでください（クリックかキー1〜6）。</translation>
    </message>
    <message>
        <source>Select the die, or two dice of one face, to pass to your grupetto.</source>
        <translation>グルペットへ移すダイス1個、または同じ目のダイス2個を選んでください。</translation>
    </message>
    <message>
        <source>That does not go there.</source>
        <translation>そこには置けません。</translation>
    </message>
    <message>
        <source>You have no die showing {face} to use.</source>
        <translation>使える{face}のダイスがありません。</translation>
    </message>
    <message>
        <source>Judging: {card}</source>
        <translation>判定：{card}</translation>
    </message>
    <message>
        <source>{team} wins it with {total}</source>
        <translation>{team}が合計{total}で獲得</translation>
    </message>
    <message>
        <source>Tied at {total}: held over</source>
        <translation>合計{total}で並び、保留</translation>
    </message>
    <message>
        <source>No dice: the card goes home</source>
        <translation>ダイスなし：ホームエリアへ</translation>
    </message>
    <message>
        <source>Winners: {teams}</source>
        <translation>勝者：{teams}</translation>
    </message>
    <message>
        <source>{team} · {jerseys}</source>
        <translation>{team} · {jerseys}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>R{round}</source>
        <translation>R{round}</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>リードタイム</translation>
    </message>
    <message>
        <source>Sprint points</source>
        <translation>スプリントポイント</translation>
    </message>
    <message>
        <source>Mountain points</source>
        <translation>山岳ポイント</translation>
    </message>
</context>
</TS>
