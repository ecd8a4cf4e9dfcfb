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
        <translation type="vanished">このダイスで決定</translation>
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
        <source>No lead time</source>
        <translation>タイムなし</translation>
    </message>
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
    <name>GtGrupetto</name>
    <message>
        <source>Grupetto %1</source>
        <translation>グルペット %1</translation>
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
        <translation type="vanished">チーム</translation>
    </message>
    <message>
        <source>Lead</source>
        <translation type="vanished">タイム</translation>
    </message>
    <message>
        <source>Spr.</source>
        <translation type="vanished">スプ</translation>
    </message>
    <message>
        <source>Mtn.</source>
        <translation type="vanished">山岳</translation>
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
    <name>GtPeloton</name>
    <message>
        <source>Peloton: no dice</source>
        <translation>プロトンエリア：ダイスなし</translation>
    </message>
    <message>
        <source>Peloton: in your tray below</source>
        <translation>プロトンエリア：下のトレイにあります</translation>
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
        <translation type="vanished">グルペット %1</translation>
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
<context>
    <name>reference</name>
    <message>
        <source>One action a turn: Place a die on a card; Replace a die there with two of its face; Train three consecutive faces onto one card; Roll your grupetto; or Pass one or two dice of a face to it.</source>
        <translation>手番にはアクションを1つ：カードにダイスを配置／同じ目2個でカード上のダイスを置換／連続した目3個を1枚にトレイン／グルペットをロール／ダイス1個か同じ目2個をグルペットへパス。</translation>
    </message>
    <message>
        <source>Bid on any card from the director car on, or a held-over one. A card holds one die of each face.</source>
        <translation>置けるのはディレクターカーのカードから先と、保留中のカード。1枚のカードに同じ目は1個まで。</translation>
    </message>
    <message>
        <source>Camp opens the race: everyone rolls; re-adjust (set one die aside, re-roll the rest) as often as you like. 1s go to the grupetto.</source>
        <translation>レースはキャンプから。全員が振り、何度でも再調整（1個を脇に置いて残りを振り直す）できます。1はグルペットへ。</translation>
    </message>
    <message>
        <source>After the turns, the card at the director car is judged: the highest team total wins it. A tie holds it over; a card with no dice goes home.</source>
        <translation>手番のあと、ディレクターカーのカードを判定。チームの合計が最大なら獲得。同点なら保留、ダイスがなければホームエリアへ。</translation>
    </message>
    <message>
        <source>A won card gives its lead time and its sprint or mountain point; all its dice go back to their grupettos.</source>
        <translation>獲得したカードのリードタイムとスプリントまたは山岳ポイントが入り、カード上のダイスはすべてグルペットへ。</translation>
    </message>
    <message>
        <source>Most lead time holds the overall die and plays first; most sprint or mountain points hold those dice. A jersey moves only when someone goes above its holder.</source>
        <translation>リードタイム最多が総合ダイスを持って先手番、スプリント・山岳ポイント最多がそれぞれのダイスを持ちます。ジャージは持ち主を上回ったときだけ移ります。</translation>
    </message>
    <message>
        <source>The race ends when the director car has passed every card.</source>
        <translation>ディレクターカーがすべてのカードを通り過ぎたらレース終了。</translation>
    </message>
    <message>
        <source>Everyone holding a jersey die then wins: one to three winners.</source>
        <translation>そのとき三賞ダイスを持っている人が全員勝者（1〜3人）。</translation>
    </message>
    <message>
        <source>The big number on a stage card: the lead time it gives</source>
        <translation>ステージカードの大きな数字：得られるリードタイム</translation>
    </message>
    <message>
        <source>No lead time</source>
        <translation>タイムなし</translation>
    </message>
    <message>
        <source>Written where a stage card&apos;s number would be: the card gives no lead time, only its mountain point</source>
        <translation>ステージカードの数字の位置にこう書かれていたら、そのカードはリードタイムがなく、山岳ポイントだけ</translation>
    </message>
    <message>
        <source>“Won:” badges: the cards a team won, each with its lead time: green for a sprint point, red on white for a mountain point, grey for none; three red dots for a card with no lead time</source>
        <translation>「獲得：」のバッジ：チームが獲得したカードとそのリードタイム。緑はスプリントポイント、白地に赤は山岳ポイント、灰色はポイントなし。赤い点が三つならリードタイムのないカード</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>入れ替え</translation>
    </message>
    <message>
        <source>A lilac badge with a name: an assist card the team won, its help for the rest of the race</source>
        <translation>名前入りの薄紫のバッジ：チームが獲得したアシストカード。レースの終わりまで使える助け</translation>
    </message>
    <message>
        <source>A dash instead of a number: no lead time, only its mountain point</source>
        <translation type="vanished">数字の代わりの「–」：リードタイムはなく、山岳ポイントだけ</translation>
    </message>
    <message>
        <source>A green band: the card gives a sprint point</source>
        <translation>緑の帯：スプリントポイントが得られるカード</translation>
    </message>
    <message>
        <source>Red dots: the card gives a mountain point</source>
        <translation>赤い点：山岳ポイントが得られるカード</translation>
    </message>
    <message>
        <source>W1</source>
        <translation>1週</translation>
    </message>
    <message>
        <source>The coloured band: the card&apos;s week (1 blue, 2 orange, 3 purple)</source>
        <translation>色の帯：カードの週（1週目は青、2週目はオレンジ、3週目は紫）</translation>
    </message>
    <message>
        <source>A team&apos;s total on a card; the gold row is ahead there</source>
        <translation>カード上のチームの合計。金色の行がそのカードで首位</translation>
    </message>
    <message>
        <source>A yellow, green or red square by a name: that team holds the overall (leader), sprint or mountain jersey; the die of that colour is the jersey die</source>
        <translation>名前の横の黄・緑・赤の四角：そのチームが総合（リーダー）・スプリント・山岳のジャージを持つ。その色のダイスが三賞ダイス</translation>
    </message>
    <message>
        <source>“Won:” badges: cards the team won, with their lead time, green for sprint, red for mountain, grey for none</source>
        <translation type="vanished">「獲得：」のバッジ：獲得したカードとそのリードタイム。緑はスプリント、赤は山岳、灰色はポイントなし</translation>
    </message>
    <message>
        <source>An empty purple badge: an assist card won; its name follows in a lilac chip</source>
        <translation type="vanished">中が空の紫のバッジ：獲得したアシストカード。続く薄紫の札がその名前</translation>
    </message>
    <message>
        <source>Car</source>
        <translation>車</translation>
    </message>
    <message>
        <source>The director car, under the card judged at the end of this round</source>
        <translation>ディレクターカー：このラウンドの終わりに判定するカードの下にいる</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>保留</translation>
    </message>
    <message>
        <source>“Held over”: a tied card, judged again every round until one team is ahead</source>
        <translation>「保留」：同点のカード。どこかのチームが抜け出すまで毎ラウンド判定し直す</translation>
    </message>
    <message>
        <source>“Grupetto 5”: spent dice, back with fresh faces when you roll</source>
        <translation>「グルペット 5」：使い終わったダイス。ロールで新しい目になって戻る</translation>
    </message>
    <message>
        <source>A gold ring: what a hint or the lesson points at</source>
        <translation>金色の輪：ヒントやレッスンが指しているもの</translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation>ログの§：その行の元になったルールを開く</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Welcome to Grands Tours! You direct the red team against Bruno, Chloé and Dario. Your riders are dice: you put them on stage cards, and the team with the highest total on a card wins it. Stages bring lead time and sprint or mountain points, and whoever leads in each holds a jersey. Everyone holding a jersey at the end wins. This is the short course: Camp and eight stages. Press Next (or Space).</source>
        <translation>グラン・ツールへようこそ！あなたは赤チームの監督として、健二、美咲、大輔と競います。選手はダイスです。ステージカードにダイスを置き、カード上の合計がいちばん大きいチームがそのカードを獲得します。ステージからはリードタイムとスプリントポイントか山岳ポイントが得られ、それぞれの首位がジャージを持ちます。最後にジャージを持っている人は全員が勝者です。今回はショートコース（キャンプと8ステージ）。「次へ」（またはスペースキー）で進みます。</translation>
    </message>
    <message>
        <source>The race starts at Camp: everyone rolls all their dice, and a 1 can&apos;t ride, so it goes to the grupetto. The yellow die is the overall jersey die: as the leader you hold it in place of one rider; it counts as your own and has no 1. You rolled three 1s: too many. Re-adjust: click one of your 1s to set it aside and re-roll all the others.</source>
        <translation>レースはキャンプから始まります。全員が手持ちのダイスをすべて振り、1の目は走れないのでグルペットへ。黄色いダイスは総合ダイスです。リーダーのあなたは選手1人の代わりにこれを持ち、自分のダイスとして数えます。1の目はありません。1が3つも出てしまいました。再調整しましょう。1のダイスを1つクリックして脇に置き、残りを振り直します。</translation>
    </message>
    <message>
        <source>Much better: 2, 2, 2, 3, 4, 5, 6 and the overall die on 6. Each re-adjust costs a die, so stop here: press Enter to keep these dice.</source>
        <translation>ずっと良くなりました。2、2、2、3、4、5、6と、総合ダイスが6です。再調整のたびにダイスが1個減るので、ここで止めましょう。Enterキーを押してこのダイスで決定します。</translation>
    </message>
    <message>
        <source>The others take their turns at Camp in seat order. Bruno and Chloé keep their rolls. Dario had three 1s too: he re-adjusts once and starts with six dice. Camp is an event, so nothing is judged; the director car moves on to the first sprint stage.</source>
        <translation>ほかのプレイヤーも席順にキャンプを行います。健二と美咲は出目をそのまま決定。大輔も1が3つ出たので1回再調整し、ダイス6個でスタートします。キャンプはイベントなので判定はなく、ディレクターカーは最初のスプリントステージへ進みます。</translation>
    </message>
    <message>
        <source>This is the course. Each stage card shows its lead time (the big number) and its point: sprint or mountain. A round is one turn for each player, then the card at the director car (the lit sprint stage) is judged, then the car moves on to the next card.</source>
        <translation>これがコースです。ステージカードには、リードタイム（大きな数字）とポイント（スプリントか山岳）が描かれています。1ラウンドでは全員が1回ずつ手番を行い、そのあとディレクターカーのところのカード（光っているスプリントステージ）を判定し、カーが次のカードへ進みます。</translation>
    </message>
    <message>
        <source>Your dice ready to ride are in your peloton; spent dice, like your 1s from Camp, wait in your grupetto until you roll them again. Dice you put on a card stay there until the card is judged.</source>
        <translation>走れるダイスはプロトンにあります。キャンプで出た1のような使い終わったダイスは、振り直すまでグルペットで待ちます。カードに置いたダイスは、そのカードが判定されるまでそこに残ります。</translation>
    </message>
    <message>
        <source>Bruno replaces your 6: with two 6s of his own he knocks yours off the card; your 6 and one of his go to the grupettos, his other 6 stays. Chloé and Dario place. Nobody put a die on the sprint stage at the director car, so it goes home: nobody wins it.</source>
        <translation>健二があなたの6を置換しました。自分の6を2個使ってあなたの6をカードから押しのけ、あなたの6と健二の6の1個はそれぞれのグルペットへ、もう1個の6がカードに残ります。美咲と大輔は配置。ディレクターカーのところのスプリントステージには誰もダイスを置かなかったので、ホームエリアへ移り、誰も獲得できません。</translation>
    </message>
    <message>
        <source>Round 3. Your overall die shows 6 and rides like any die of yours. Click it, then click the lit mountain stage (lead time 3): the cards a selected die fits light up.</source>
        <translation>第3ラウンド。総合ダイスは6の目で、ほかのダイスと同じように使えます。総合ダイスをクリックしてから、光っている山岳ステージ（リードタイム3）をクリックしてください。ダイスを選ぶと、置けるカードが光ります。</translation>
    </message>
    <message>
        <source>Round 2, and you lead, so you go first. On your turn you do one action. Place puts one die on any card from the director car on, not only the one it stands at. A card holds only one die of each face. Drag a 6 from your peloton onto the lit mountain stage: it gives 3 lead time, the sprint stage at the director car only 1.</source>
        <translation>第2ラウンド。リーダーのあなたから手番です。手番ではアクションを1つ行います。配置では、ダイス1個をカードに置きます。置けるのはディレクターカーのいるカードだけでなく、その先のカードすべてです。1枚のカードには同じ目のダイスは1個しか置けません。プロトンの6を、光っている山岳ステージへドラッグしてください。ディレクターカーのところのスプリントステージはリードタイム1ですが、こちらは3です。</translation>
    </message>
    <message>
        <source>Bruno and Chloé place on later cards; Dario puts a lone 2 on the sprint stage at the director car. With no other dice there, his 2 is the highest total: Dario takes the card, its lead time and its sprint point. He now leads in lead time and in sprint points, so he takes the overall jersey and the sprint jersey, and picks which of his dice each jersey die replaces.</source>
        <translation>健二と美咲は先のカードに配置。大輔は、ディレクターカーのところのスプリントステージに2を1個だけ置きました。ほかにダイスがないので、2でも合計が最大です。大輔はカードを獲得し、リードタイムとスプリントポイントを手にしました。どちらも首位になったので総合ジャージとスプリントジャージを取り、それぞれの三賞ダイスを自分のどのダイスと入れ替えるか選びます。</translation>
    </message>
    <message>
        <source>You lost the overall die: a rider die of yours took its place on the card, showing the same 6. Dario is the leader now, so he starts round 4; then the turns go on in seat order. He places a 6 on a mountain stage.</source>
        <translation>あなたは総合ダイスを失いました。代わりにあなたの選手ダイスが同じ6の目でカード上のその位置に入ります。リーダーは大輔になったので、第4ラウンドは大輔から始まり、あとは席順に進みます。大輔は山岳ステージに6を配置しました。</translation>
    </message>
    <message>
        <source>The director car stands at the mountain stage worth 2, and Bruno&apos;s 6 is alone there. A train puts three dice with consecutive faces on one card at once. Click your 3, your 4 and your 5, then click the lit card: 3 + 4 + 5 = 12.</source>
        <translation>ディレクターカーはリードタイム2の山岳ステージにいて、そこには健二の6が1個だけ。トレインなら、連続した目のダイス3個を一度に1枚のカードへ置けます。3、4、5をクリックしてから、光っているカードをクリックしてください。3 + 4 + 5 = 12です。</translation>
    </message>
    <message>
        <source>Bruno places a 5 on a sprint stage and Chloé replaces it. Then the card at the director car is judged: your 12 beats Bruno&apos;s 6. You win it, with 2 lead time and a mountain point, and every die on it goes back to its owner&apos;s grupetto. You take the overall jersey back, and the mountain jersey too.</source>
        <translation>健二はスプリントステージに5を置き、美咲がそれを置換しました。ここでディレクターカーのところのカードを判定します。あなたの12が健二の6を上回り、あなたの獲得です。リードタイム2と山岳ポイントが入り、カード上のダイスはすべて持ち主のグルペットへ戻ります。総合ジャージを取り返し、山岳ジャージも手にしました。</translation>
    </message>
    <message>
        <source>A jersey die takes the place of one of your rider dice, with that die&apos;s face and place. Here every choice is fine; put it in your grupetto, where it will be rolled fresh. Click the lit choice in the panel.</source>
        <translation>三賞ダイスは、あなたの選手ダイス1個と、目も位置もそのまま入れ替わります。今回はどれを選んでもかまいません。グルペットに入れて、次に振るときに新しい目を出しましょう。パネルの光っている選択肢をクリックしてください。</translation>
    </message>
    <message>
        <source>Now the mountain jersey die. The panel&apos;s choices are numbered: press 3 to put it in your grupetto too.</source>
        <translation>次は山岳ダイスです。パネルの選択肢には番号が付いています。3を押して、これもグルペットに入れましょう。</translation>
    </message>
    <message>
        <source>Round 5, and you lead again. Your peloton holds only three 2s. Drag a 2 onto the lit sprint stage at the end of the course.</source>
        <translation>第5ラウンド。またあなたから手番です。プロトンには2が3個だけ。2を1個、コースの最後にある光っているスプリントステージへドラッグしてください。</translation>
    </message>
    <message>
        <source>A fight over one 2: Bruno replaces yours, Chloé replaces Bruno&apos;s, Dario replaces Chloé&apos;s. Each replace costs its player a die. Meanwhile the sprint stage at the director car goes to Chloé, the only team on it.</source>
        <translation>2をめぐる奪い合いです。健二があなたの2を、美咲が健二の2を、大輔が美咲の2を置換しました。置換するたびにダイスが1個グルペットへ行きます。その間に、ディレクターカーのところのスプリントステージは、ただ1チームだけダイスを置いていた美咲が獲得しました。</translation>
    </message>
    <message>
        <source>Your turn to replace: you have two 2s left. Drag one of them onto Dario&apos;s 2 on the last sprint stage. One of yours stays on the card, the other goes to your grupetto with Dario&apos;s die.</source>
        <translation>今度はあなたが置換する番です。2がまだ2個あります。1個を、最後のスプリントステージにある大輔の2へドラッグしてください。あなたの2の1個がカードに残り、もう1個は大輔のダイスと一緒にグルペットへ行きます。</translation>
    </message>
    <message>
        <source>Bruno rolls his grupetto; Chloé places a 6; Dario places a 5 and wins the mountain stage at the director car. That puts him above your lead time: the overall jersey goes to Dario. Equalling is not enough, a jersey moves only when someone goes above.</source>
        <translation>健二はグルペットをロール、美咲は6を配置。大輔は5を置いて、ディレクターカーのところの山岳ステージを獲得しました。これで大輔のリードタイムがあなたを上回り、総合ジャージは大輔へ。並ぶだけでは足りず、上回ったときにだけジャージが移ります。</translation>
    </message>
    <message>
        <source>Round 7: Dario leads and rolls. Your peloton is empty, so roll too: every die in your grupetto comes back to the peloton with a fresh face, and any 1 goes straight back. Press Space. (Pass would send one die, or two of a face, to the grupetto to be rolled later.)</source>
        <translation>第7ラウンド。リーダーの大輔はロールしました。あなたのプロトンは空なので、あなたもロールしましょう。グルペットのダイスがすべて新しい目でプロトンに戻り、1が出たものはすぐグルペットへ戻ります。スペースキーを押してください。（パスなら、ダイス1個か同じ目の2個をグルペットへ移し、あとで振り直せます。）</translation>
    </message>
    <message>
        <source>Bruno places a 4. Chloé places a 5 and wins the mountain stage at the director car, which makes her the leader with the overall jersey. In round 8 she rolls, and Dario replaces your 6 on the last mountain stage.</source>
        <translation>健二は4を配置。美咲は5を置いてディレクターカーのところの山岳ステージを獲得し、総合ジャージを取ってリーダーになりました。第8ラウンド、美咲はロールし、大輔は最後の山岳ステージにあるあなたの6を置換しました。</translation>
    </message>
    <message>
        <source>Think ahead to the last card, the sprint stage worth 2: a sprint point there could take the sprint jersey. Drag a 4 onto it.</source>
        <translation>最後のカード、リードタイム2のスプリントステージを見すえましょう。そこでスプリントポイントを取れば、スプリントジャージに手が届くかもしれません。4をそこへドラッグしてください。</translation>
    </message>
    <message>
        <source>Bruno places a 5 and wins the mountain stage. The last round: Chloé leads and places a 5 on the last card, and Dario places a 3 there.</source>
        <translation>健二は5を置いて山岳ステージを獲得。いよいよ最終ラウンドです。リーダーの美咲が最後のカードに5を置き、大輔もそこに3を置きました。</translation>
    </message>
    <message>
        <source>Replace Dario&apos;s 3 with your two 3s, this time by clicking: click one 3 in your peloton, then the other, then Dario&apos;s 3 on the card.</source>
        <translation>あなたの3を2個使って、大輔の3を置換しましょう。今度はクリックで。プロトンの3を1個クリックし、もう1個もクリックしてから、カード上の大輔の3をクリックします。</translation>
    </message>
    <message>
        <source>Bruno rolls. The last card is judged: Chloé&apos;s 11 beats your 9, so she takes the sprint point and the sprint jersey. The director car has passed every card: the race is over. Everyone holding a jersey wins: Chloé (overall and sprint) and you, with the mountain jersey!</source>
        <translation>健二はロール。最後のカードの判定です。美咲の11があなたの9を上回り、美咲がスプリントポイントとスプリントジャージを獲得しました。ディレクターカーがすべてのカードを通り過ぎ、レースは終わりです。ジャージを持っている人が全員勝者。美咲（総合とスプリント）と、山岳ジャージのあなたです！</translation>
    </message>
    <message>
        <source>The standard course adds more: rest days between weeks, where you choose dice to roll again; assist cards (Removal, Swap, Duplicates allowed) that you win like stages; and when the overall die showing 7 changes hands, its old holder picks the face of the die that replaces it. The rulebook explains each. Press “Play a real game” to race against computer players.</source>
        <translation>標準コースにはさらに要素があります。週の間の休息日には振り直すダイスを選べます。アシストカード（除去、入れ替え、ダイス重複可）はステージと同じように競って獲得します。7の目の総合ダイスが持ち主を替えるときは、元の持ち主が戻るダイスの目を選びます。どれもルールブックで説明しています。「本番のゲームを遊ぶ」でコンピューターと対戦しましょう。</translation>
    </message>
    <message>
        <source>Ada (you)</source>
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
    <message>
        <source>Dario</source>
        <translation>大輔</translation>
    </message>
</context>
</TS>
