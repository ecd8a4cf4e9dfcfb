<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>AboutPage</name>
    <message>
        <source>About Gameshelf</source>
        <translation>ゲームシェルフについて</translation>
    </message>
    <message>
        <source>Gameshelf</source>
        <translation>ゲームシェルフ</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>バージョン %1</translation>
    </message>
    <message>
        <source>Five tabletop games for one computer: play hot-seat with friends or against computer opponents.</source>
        <translation>1台のコンピューターで遊べる5つのボードゲーム。友だちと交代で遊ぶことも、コンピューター相手に遊ぶこともできます。</translation>
    </message>
    <message>
        <source>Gameshelf uses Qt and Qt for Python (PySide6) under the GNU LGPL version 3, Python under the PSF License, attrs and cattrs under the MIT License, and ICU under the Unicode License. Japanese text uses Noto Sans JP, under the SIL Open Font License 1.1.</source>
        <translation>Gameshelf は Qt と Qt for Python（PySide6）を GNU LGPL バージョン3 のもとで、Python を PSF ライセンスのもとで、attrs と cattrs を MIT ライセンスのもとで、ICU を Unicode ライセンスのもとで使用しています。日本語の表示には Noto Sans JP（SIL Open Font License 1.1）を使用しています。</translation>
    </message>
    <message>
        <source>Open-source licences</source>
        <translation>オープンソースライセンス</translation>
    </message>
    <message>
        <source>Japanese text uses Noto Sans JP, under the SIL Open Font License 1.1.</source>
        <translation type="vanished">日本語の表示には Noto Sans JP（SIL Open Font License 1.1）を使用しています。</translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Your move: make it on the table.</source>
        <translation>あなたの番です。盤上で操作してください。</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ 戻る</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>最初から</translation>
    </message>
    <message>
        <source>Leave</source>
        <translation>やめる</translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation>早わかり</translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation>次へ ›</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>Space</translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation>本番のゲームを遊ぶ</translation>
    </message>
</context>
<context>
    <name>DiceRoadRace</name>
    <message>
        <source>Are you sure?</source>
        <translation>よろしいですか？</translation>
    </message>
    <message>
        <source>End the race by agreement?</source>
        <translation>合意でレースを終えますか？</translation>
    </message>
</context>
<context>
    <name>DiceRoadRacePlayer</name>
    <message>
        <source>Leader&apos;s colour</source>
        <translation>リーダージャージ</translation>
    </message>
    <message>
        <source>GC %1 · %2</source>
        <translation>総合 %1位・%2</translation>
    </message>
    <message>
        <source>Finished #%1</source>
        <translation>%1着でゴール</translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceResults</name>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>Back to the shelf</source>
        <translation>ホームに戻る</translation>
    </message>
    <message>
        <source>Look at the table</source>
        <translation>盤面を見る</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続ける</translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceRoad</name>
    <message>
        <source>Board %1 · black side</source>
        <translation>ボード%1・黒面</translation>
    </message>
    <message>
        <source>Board %1 · white side</source>
        <translation>ボード%1・白面</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>スタート</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>ゴール</translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceTray</name>
    <message>
        <source>Drop dice here</source>
        <translation>ここにダイスを置く</translation>
    </message>
    <message>
        <source>Roll tray</source>
        <translation>ダイストレイ</translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die out of the game</source>
        <translation>除外されたダイス</translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation>出目 %1のダイス</translation>
    </message>
</context>
<context>
    <name>DirectorCar</name>
    <message>
        <source>Director car</source>
        <translation>ディレクターカー</translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <source>Rule: open the rulebook at this rule</source>
        <translation>ルール：このルールのところでルールブックを開く</translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation>ルール：%1</translation>
    </message>
    <message>
        <source>Up and Down go through the lines; Enter opens the rule of a line marked §</source>
        <translation>上下キーで行を移動し、§の付いた行でEnterキーを押すとそのルールを開きます</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>GcChart</name>
    <message>
        <source>Gap to leader (s)</source>
        <translation type="vanished">首位との差（秒）</translation>
    </message>
    <message>
        <source>GC time (s)</source>
        <translation type="vanished">総合タイム（秒）</translation>
    </message>
    <message>
        <source>No times yet</source>
        <translation type="vanished">まだタイムがありません</translation>
    </message>
    <message>
        <source>out</source>
        <translation type="vanished">除外</translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation>%1に交代してください</translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation>ほかの人は画面を見ないでください。</translation>
    </message>
    <message>
        <source>I am %1 — continue</source>
        <translation>%1です — 続ける</translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All games</source>
        <translation>すべてのゲーム</translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation>全員</translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation>記録と成績</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>ゲーム</translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation>ゲーム: %1</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>プレイヤー</translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation>プレイヤー: %1</translation>
    </message>
    <message>
        <source>No finished game yet. Games played to the end appear here.</source>
        <translation>終わったゲームはまだありません。最後まで遊んだゲームがここに並びます。</translation>
    </message>
    <message>
        <source>Show more games</source>
        <translation>もっと表示</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Watch the replay: %1, %2</source>
        <translation>リプレイを見る: %1、%2</translation>
    </message>
    <message>
        <source>%1&apos;s results</source>
        <translation>%1の成績</translation>
    </message>
    <message>
        <source>Choose a player to see their results.</source>
        <translation>プレイヤーを選ぶと成績が表示されます。</translation>
    </message>
    <message>
        <source>Against</source>
        <translation>対戦相手</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>勝ち</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>勝率</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>最高記録</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 戦 %1 勝</translation>
    </message>
    <message>
        <source>Typical length</source>
        <translation>ふだんの長さ</translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Gameshelf</source>
        <translation>ゲームシェルフ</translation>
    </message>
    <message>
        <source>Tabletop games for one computer</source>
        <translation>1台で遊べるボードゲーム集</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>About</source>
        <translation>このアプリについて</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>続きから遊ぶ</translation>
    </message>
    <message>
        <source>Continue %1: %2</source>
        <translation>続きから遊ぶ: %1（%2）</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Delete %1: %2</source>
        <translation>削除: %1（%2）</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>ゲームを選ぶ</translation>
    </message>
    <message>
        <source>History</source>
        <translation>記録と成績</translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation>このゲームを削除しますか？</translation>
    </message>
    <message>
        <source>%1
The game in progress is deleted for good; it cannot be brought back.</source>
        <translation>%1
途中のゲームは完全に削除され、元に戻せません。</translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation>残す</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>削除する</translation>
    </message>
    <message>
        <source>Resume last game</source>
        <translation type="vanished">前回のゲームを再開</translation>
    </message>
    <message>
        <source>Load a saved game…</source>
        <translation>保存したゲームを開く…</translation>
    </message>
    <message>
        <source>Watch a replay…</source>
        <translation>リプレイを見る…</translation>
    </message>
    <message>
        <source>Coming</source>
        <translation>近日公開</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>準備中</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Gameshelf — %1</source>
        <translation>ゲームシェルフ — %1</translation>
    </message>
    <message>
        <source>Gameshelf</source>
        <translation>ゲームシェルフ</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>Gameshelf saves (*.json)</source>
        <translation>ゲームシェルフの保存ファイル (*.json)</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation>すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Watch the replay of a saved game</source>
        <translation>保存したゲームのリプレイを見る</translation>
    </message>
    <message>
        <source>The file could not be opened</source>
        <translation>ファイルを開けませんでした</translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation>コンピューター・やさしい</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>コンピューター・ふつう</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation>コンピューター・つよい</translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation>‹ 戻る</translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation>新しいゲーム：%1</translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation>遊び方を学ぶ</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>人数</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>プレイヤー人数</translation>
    </message>
    <message>
        <source>Click for another colour</source>
        <translation>クリックで色を変更</translation>
    </message>
    <message>
        <source>Seat %1&apos;s colour and shape: click for another colour</source>
        <translation>席%1の色と形：クリックで別の色に</translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation>プレイヤー%1の名前</translation>
    </message>
    <message>
        <source>Who plays seat %1: %2</source>
        <translation>席%1のプレイヤー：%2</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>練習モード</translation>
    </message>
    <message>
        <source>Free undo: take back your decisions even after dice, draws or reveals. The game is marked as assisted, in its save too.</source>
        <translation>「元に戻す」が自由になります。ダイスを振った後や、カードを引いたり公開されたりした後でも、自分の決定を取り消せます。このゲームは保存ファイルにも「補助あり」と記録されます。</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <translation>‹ 戻る</translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <source>At a glance: %1</source>
        <translation>早わかり：%1</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>ターンの流れ</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>得点</translation>
    </message>
    <message>
        <source>The end</source>
        <translation>ゲームの終わり</translation>
    </message>
    <message>
        <source>On the table</source>
        <translation>盤上の記号</translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>‹ Close the replay</source>
        <translation>‹ リプレイを閉じる</translation>
    </message>
    <message>
        <source>Replay · %1</source>
        <translation>リプレイ · %1</translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation>視点</translation>
    </message>
    <message>
        <source>Nobody (a spectator)</source>
        <translation>観戦者（どの席でもない）</translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation>すべて公開</translation>
    </message>
    <message>
        <source>« Chapter</source>
        <translation>« 前の章</translation>
    </message>
    <message>
        <source>Start of this stage or round, or of the one before (Page Up)</source>
        <translation>このステージ・ラウンドの最初へ、すでに最初なら一つ前へ（Page Up）</translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation>◀ 戻る</translation>
    </message>
    <message>
        <source>One decision back (←)</source>
        <translation>一手戻る（←）</translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation>進む ▶</translation>
    </message>
    <message>
        <source>One decision on (→)</source>
        <translation>一手進む（→）</translation>
    </message>
    <message>
        <source>Chapter »</source>
        <translation>次の章 »</translation>
    </message>
    <message>
        <source>Start of the next stage or round (Page Down)</source>
        <translation>次のステージ・ラウンドの最初へ（Page Down）</translation>
    </message>
</context>
<context>
    <name>RulebookView</name>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>No matches</source>
        <translation>見つかりません</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 / %2 件</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>ルールを検索</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>次を検索</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>前を検索</translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation>次を検索（Enter）</translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation>前を検索（Shift+Enter）</translation>
    </message>
    <message>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <source>Rulebook text</source>
        <translation>ルールブック本文</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules: %1</source>
        <translation>ルール：%1</translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>%1 · %2: %3</source>
        <extracomment>a chart&apos;s value under the mouse or keyboard: player, stage/round, value (&quot;Ann · S3: +12 s&quot;)</extracomment>
        <translation>%1・%2：%3</translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation>まだ表示するものがありません</translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
    <message>
        <source>Animations</source>
        <translation>アニメーション</translation>
    </message>
    <message>
        <source>Off (reduced motion)</source>
        <translation>オフ（動きを減らす）</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>テーブルの色</translation>
    </message>
    <message>
        <source>Table colour %1 of %2</source>
        <translation>テーブルの色（%2色中%1番目）</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>サウンド</translation>
    </message>
    <message>
        <source>Volume</source>
        <translation>音量</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Mute</source>
        <translation>ミュート</translation>
    </message>
</context>
<context>
    <name>StandingsTable</name>
    <message>
        <source>Rank</source>
        <translation>順位</translation>
    </message>
    <message>
        <source>Rider</source>
        <translation>選手</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>タイム</translation>
    </message>
    <message>
        <source>Gap</source>
        <translation>差</translation>
    </message>
    <message>
        <source>Extra</source>
        <translation>加算</translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation>ボーナス</translation>
    </message>
    <message>
        <source>Stage place</source>
        <translation>ステージ順位</translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation>まだ結果がありません</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>‹ Home</source>
        <translation>‹ ホーム</translation>
    </message>
    <message>
        <source>← Undo</source>
        <translation>← 元に戻す</translation>
    </message>
    <message>
        <source>→ Redo</source>
        <translation>→ やり直す</translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation>ヒント (H)</translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation>リプレイを見る</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>開く</translation>
    </message>
    <message>
        <source>? (F1)</source>
        <translation>?（F1）</translation>
    </message>
    <message>
        <source>The game at a glance (F1)</source>
        <translation>このゲームの早わかり（F1）</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>ルール</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation>よい手を探しています…</translation>
    </message>
    <message>
        <source>Hint (click to close)</source>
        <translation>ヒント（クリックで閉じる）</translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Rule: open the rulebook at this rule</source>
        <translation>ルール：このルールのところでルールブックを開く</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The command line is not understood ({detail}). `gameshelf --help` lists the options.</source>
        <translation>コマンドラインを解釈できません（{detail}）。使えるオプションは `gameshelf --help` で確認できます。</translation>
    </message>
    <message>
        <source>{option} needs a whole number from {low} to {high} (got “{value}”).</source>
        <translation>{option}には {low}〜{high}の整数を指定してください（指定された値:「{value}」）。</translation>
    </message>
    <message>
        <source>--lang is ja or en (got “{value}”).</source>
        <translation>--lang は ja か en です（指定された値:「{value}」）。</translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, each from {low} to {high}, as in 1280x720 (got “{value}”).</source>
        <translation>--size は 幅x高さ のピクセル数で、それぞれ {low}〜{high}です。例: 1280x720（指定された値:「{value}」）。</translation>
    </message>
    <message>
        <source>There is no game “{game}”. Playable games: {games}.</source>
        <translation>「{game}」というゲームはありません。遊べるゲーム: {games}</translation>
    </message>
    <message>
        <source>“{game}” cannot be played yet: its table is coming. Playable games: {games}.</source>
        <translation>「{game}」はまだ遊べません（テーブルを準備中です）。遊べるゲーム: {games}</translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players (got {value}).</source>
        <translation>{game}のプレイ人数は {low}〜{high}人です（指定された人数: {value}）。</translation>
    </message>
    <message>
        <source>There is no screen “{screen}”. Screens: {screens}.</source>
        <translation>「{screen}」という画面はありません。画面: {screens}</translation>
    </message>
    <message>
        <source>--screenshot needs --demo GAME or --screen SCREEN, or --load FILE with --step N: it says what to draw.</source>
        <translation>--screenshot には、何を描くかを示す --demo GAME か --screen SCREEN、または --load FILE と --step N が必要です。</translation>
    </message>
    <message>
        <source>--step needs --load FILE: it says which decision of that save to show.</source>
        <translation type="vanished">--step には --load FILE が必要です：どのセーブの何手目を表示するかを指定します。</translation>
    </message>
    <message>
        <source>{file} has {steps} decisions: --step is a whole number from 0 to {steps} (got “{value}”).</source>
        <translation>{file}は全 {steps} 手です：--step には 0〜{steps}の整数を指定してください（指定された値:「{value}」）。</translation>
    </message>
    <message>
        <source>Could not open {file}: {reason}</source>
        <translation type="vanished">{file}を開けませんでした：{reason}</translation>
    </message>
    <message>
        <source>--step needs --load FILE or --screen learn:GAME: it says which decision of that save, or which step of that lesson, to show.</source>
        <translation>--step には --load FILE か --screen learn:GAME が必要です。保存ファイルの何手目か、チュートリアルの何ステップ目を表示するかを指定します。</translation>
    </message>
    <message>
        <source>{game} has no lesson or reference card yet. Games that have one: {games}.</source>
        <translation>{game}にはまだチュートリアルも早わかりもありません。あるゲーム：{games}。</translation>
    </message>
    <message>
        <source>The lesson of {game} has {steps} steps: --step is a whole number from 1 to {steps} (got “{value}”).</source>
        <translation>{game}のチュートリアルは{steps}ステップです。--step には1〜{steps}の整数を指定してください（指定値：“{value}”）。</translation>
    </message>
    <message>
        <source>The screenshot must be a .png, .jpg or .bmp file (got “{file}”).</source>
        <translation>スクリーンショットのファイルは .png、.jpg、.bmp のいずれかにしてください（指定:「{file}」）。</translation>
    </message>
    <message>
        <source>The screenshot cannot be written: there is no folder “{folder}”.</source>
        <translation>スクリーンショットを書き出せません。フォルダー「{folder}」がありません。</translation>
    </message>
    <message>
        <source>The screenshot could not be written to “{file}”.</source>
        <translation>スクリーンショットを「{file}」に書き出せませんでした。</translation>
    </message>
    <message>
        <source>{first} and {second} cannot be used together.</source>
        <translation>{first}と {second}は同時には使えません。</translation>
    </message>
    <message>
        <source>Five tabletop games at one computer.</source>
        <translation>1台のコンピューターで遊べる5つのボードゲーム。</translation>
    </message>
    <message>
        <source>usage: </source>
        <translation>使い方: </translation>
    </message>
    <message>
        <source>options</source>
        <translation>オプション</translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation>このヘルプを表示して終了する</translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation>バージョンを表示して終了する</translation>
    </message>
    <message>
        <source>a saved game to open (as --load FILE does)</source>
        <translation>開く保存ファイル（--load FILE と同じ）</translation>
    </message>
    <message>
        <source>open a saved game</source>
        <translation>保存したゲームを開く</translation>
    </message>
    <message>
        <source>play GAME with computer players only</source>
        <translation>GAME をコンピューターだけで対戦させる（デモ）</translation>
    </message>
    <message>
        <source>open a screen: home, history, settings, about, new:GAME, rules:GAME, reference:GAME or learn:GAME (with --step N, at step N)</source>
        <translation>画面を開く：home、history、settings、about、new:GAME、rules:GAME、reference:GAME、learn:GAME のいずれか（--step N でNステップ目）</translation>
    </message>
    <message>
        <source>print &apos;first-frame &lt;seconds&gt; &lt;CPU seconds&gt;&apos; when the home screen is drawn, then exit</source>
        <translation>ホーム画面を描いた時点で「first-frame &lt;秒数&gt; &lt;CPU秒数&gt;」と表示して終了する</translation>
    </message>
    <message>
        <source>open a screen: home, settings, about, new:GAME or rules:GAME</source>
        <translation type="vanished">画面を開く：home、settings、about、new:GAME、rules:GAME のいずれか</translation>
    </message>
    <message>
        <source>demo: decisions to play before the screenshot</source>
        <translation>デモ：スクリーンショットまでに進める手数</translation>
    </message>
    <message>
        <source>demo: number of computer players</source>
        <translation>デモ：コンピューターの人数</translation>
    </message>
    <message>
        <source>demo or screen: write it to this PNG and exit</source>
        <translation>デモまたは画面：その画像を PNG に書き出して終了する</translation>
    </message>
    <message>
        <source>language for this run: ja or en</source>
        <translation>今回の表示言語：ja または en</translation>
    </message>
    <message>
        <source>demo: the game&apos;s seed</source>
        <translation>デモ：ゲームのシード値</translation>
    </message>
    <message>
        <source>window size WIDTHxHEIGHT</source>
        <translation>ウィンドウの大きさ（幅x高さ）</translation>
    </message>
    <message>
        <source>print &apos;first-frame &lt;seconds&gt;&apos; when the home screen is drawn, then exit</source>
        <translation type="vanished">ホーム画面を描いた時点で「first-frame &lt;秒数&gt;」と表示して終了する</translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name}が考えています…</translation>
    </message>
    <message>
        <source>Could not open {file}: {reason}</source>
        <translation type="vanished">{file}を開けませんでした：{reason}</translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation>{file}を保存できませんでした：{reason}</translation>
    </message>
    <message>
        <source>Resume {game} ({when})</source>
        <translation type="vanished">{game}を続ける（{when}）</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>{file}に保存しました。</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>プレイヤー全員に名前が必要です。</translation>
    </message>
    <message>
        <source>{text} — about {chances} in 10 (estimated chances)</source>
        <translation>{text} — 見込みはおよそ10回に{chances}回</translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is.</source>
        <translation>ヒントは手番のプレイヤーだけが使えます。</translation>
    </message>
    <message>
        <source>Hint used: this game is now marked as assisted, in its save too, like a practice game.</source>
        <translation>ヒントを使いました。このゲームは練習ゲームと同じく「補助あり」として記録され、保存ファイルにもそう残ります。</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it plays a safe move instead.</source>
        <translation>コンピューターでエラーが起きました（{error}）。代わりに安全な手を指します。</translation>
    </message>
</context>
<context>
    <name>drr</name>
    <message>
        <source>Flat</source>
        <translation>平坦</translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation>山岳</translation>
    </message>
    <message>
        <source>Medium mountain</source>
        <translation>丘陵</translation>
    </message>
    <message>
        <source>Individual time trial</source>
        <translation>個人タイムトライアル</translation>
    </message>
    <message>
        <source>Single race</source>
        <translation>ワンデーレース</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <source>Stage race (five stages)</source>
        <translation>ステージレース（5ステージ）</translation>
    </message>
    <message>
        <source>Single-race course (boards in order, W white / B black side)</source>
        <translation>ワンデーレースのコース（ボードの並び順、W＝白面／B＝黒面）</translation>
    </message>
    <message>
        <source>Leader colour (the general classification (GC) leader rides in yellow; up to 5 players)</source>
        <translation>リーダーカラー（総合成績（GC）の首位が黄色で走る。5人まで）</translation>
    </message>
    <message>
        <source>{course} ({total})</source>
        <translation>{course}（{total}）</translation>
    </message>
    <message>
        <source>The Dice Road Race needs {low} to {high} riders.</source>
        <translation>ダイス・ロードレースは {low}〜{high} 人で遊びます。</translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation>オプション{option}の値がこのゲームでは使えません。</translation>
    </message>
    <message>
        <source>The leader colour option needs 5 or fewer players, so that the yellow pieces are free.</source>
        <translation>リーダーカラーは黄色の駒を空けておくため、5人以下のときだけ使えます。</translation>
    </message>
    <message>
        <source>That move does not fit this moment of the turn.</source>
        <translation>今はその操作はできません。</translation>
    </message>
    <message>
        <source>You may roll from 1 to {held} dice (the dice you hold).</source>
        <translation>振れるダイスは1〜{held}個（手元のダイスの数）です。</translation>
    </message>
    <message>
        <source>Your roll of {total} cannot pay for that space.</source>
        <translation>出目の合計{total}ではそのマスまで進めません。</translation>
    </message>
    <message>
        <source>You stop on or behind the space where the rider whose roll you joined stopped.</source>
        <translation>便乗したときは、相手の選手が止まったマスより先には進めません。</translation>
    </message>
    <message>
        <source>In the time trial you may not stop on a space another rider occupies.</source>
        <translation>タイムトライアルでは、ほかの選手がいるマスに止まれません。</translation>
    </message>
    <message>
        <source>Riders never move backwards.</source>
        <translation>選手は後ろには戻れません。</translation>
    </message>
    <message>
        <source>Retiring exists only in the stage race.</source>
        <translation>リタイアはステージレースでのみできます。</translation>
    </message>
    <message>
        <source>You can retire between turns, while a rider is about to name their dice.</source>
        <translation>リタイアできるのは手番の合間、ダイスの数を宣言する前だけです。</translation>
    </message>
    <message>
        <source>You have already retired from this stage.</source>
        <translation>このステージではすでにリタイアしています。</translation>
    </message>
    <message>
        <source>You have finished this stage: your place stands, and you may retire once the next stage begins.</source>
        <translation>このステージはすでにゴールしています。順位はそのまま残り、リタイアは次のステージが始まってからできます。</translation>
    </message>
    <message>
        <source>The last rider in the general classification cannot retire.</source>
        <translation>総合順位に残る最後の選手はリタイアできません。</translation>
    </message>
    <message>
        <source>Stage {stage}: {kind}, course total {total}.</source>
        <translation>第{stage}ステージ：{kind}、コース合計{total}。</translation>
    </message>
    <message>
        <source>Stage {stage}: {kind}, {total} to pay.</source>
        <translation type="vanished">第{stage}ステージ：{kind}、コース合計{total}。</translation>
    </message>
    <message>
        <source>{rider} is up.</source>
        <translation>{rider}の手番です。</translation>
    </message>
    <message>
        <source>{rider} will roll {dice} dice.</source>
        <translation>{rider}はダイスを{dice}個振ります。</translation>
    </message>
    <message>
        <source>{rider} will roll one die.</source>
        <translation>{rider}はダイスを1個振ります。</translation>
    </message>
    <message>
        <source>{rider} has answered.</source>
        <translation>{rider}が答えました。</translation>
    </message>
    <message>
        <source>{rider} joins the roll.</source>
        <translation>{rider}が便乗します。</translation>
    </message>
    <message>
        <source>{rider} does not join.</source>
        <translation>{rider}は便乗しません。</translation>
    </message>
    <message>
        <source>{rider} rolls {faces}, a total of {total}.</source>
        <translation>{rider}の出目は{faces}、合計{total}。</translation>
    </message>
    <message>
        <source>{rider} finishes in {rolls} rolls with {over} to spare: a time of {time} seconds.</source>
        <translation>{rider}は{rolls}回の振りで{over}余してゴール：タイムは{time}秒。</translation>
    </message>
    <message>
        <source>{rider} rolls {faces}: {total}.</source>
        <translation type="vanished">{rider}の出目 {faces}：合計 {total}。</translation>
    </message>
    <message>
        <source>{rider} moves {spaces} spaces, paying {spent}.</source>
        <translation>{rider}は{spent}を使って{spaces}マス進みます。</translation>
    </message>
    <message>
        <source>{rider} moves one space, paying {spent}.</source>
        <translation>{rider}は{spent}を使って1マス進みます。</translation>
    </message>
    <message>
        <source>{rider} stays put.</source>
        <translation>{rider}はその場に留まります。</translation>
    </message>
    <message>
        <source>{rider} loses {lost} dice to sixes and keeps {left}.</source>
        <translation>{rider}は6の目でダイスを{lost}個失い、残りは{left}個です。</translation>
    </message>
    <message>
        <source>{rider} loses a die to a six and keeps {left}.</source>
        <translation>{rider}は6の目でダイスを1個失い、残りは{left}個です。</translation>
    </message>
    <message>
        <source>{rider} crosses the line in place {place}.</source>
        <translation>{rider}が{place}着でゴール！</translation>
    </message>
    <message>
        <source>{rider} wins the stage: one more round for the others.</source>
        <translation>{rider}がステージ優勝！ほかの選手はあと1周だけ走ります。</translation>
    </message>
    <message>
        <source>Stage {stage} is over.</source>
        <translation>第{stage}ステージ終了。</translation>
    </message>
    <message>
        <source>{rider} leaves the start ramp.</source>
        <translation>{rider}がスタート台を出ます。</translation>
    </message>
    <message>
        <source>{rider} finishes in {rolls} rolls with {over} to spare: {time} s.</source>
        <translation type="vanished">{rider}は{rolls}回の振りでゴール、{over} 余り：{time}秒。</translation>
    </message>
    <message>
        <source>{rider} takes a die back and now holds {dice}.</source>
        <translation>{rider}はダイスを1個取り戻し、{dice}個になりました。</translation>
    </message>
    <message>
        <source>{rider} retires from the general classification.</source>
        <translation>{rider}は総合順位からリタイアします。</translation>
    </message>
    <message>
        <source>Tied on time: {riders} ride on until their order is settled.</source>
        <translation>タイムが同じです：{riders}は順位が決まるまで走り続けます。</translation>
    </message>
    <message>
        <source>No rider can change places any more: end the race by agreement?</source>
        <translation>もう順位は入れ替わりません。合意でレースを終えますか？</translation>
    </message>
    <message>
        <source>{rider} votes to {choice}.</source>
        <translation>{rider}の投票：{choice}。</translation>
    </message>
    <message>
        <source>end the race</source>
        <translation>レースを終える</translation>
    </message>
    <message>
        <source>race on</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>{rider} wins!</source>
        <translation>{rider}の優勝！</translation>
    </message>
    <message>
        <source>{rider} cannot pay for the next space and stays put.</source>
        <translation>{rider}は次のマスに進めず、その場に留まります。</translation>
    </message>
</context>
<context>
    <name>drr_table</name>
    <message>
        <source>Stage {number} of {count} · {kind}</source>
        <translation>第{number}ステージ（全{count}）・{kind}</translation>
    </message>
    <message>
        <source>Single race · {course}</source>
        <translation>ワンデーレース・{course}</translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation>{seconds}秒</translation>
    </message>
    <message>
        <source>+{seconds} s</source>
        <translation>+{seconds}秒</translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation type="vanished">CPU・やさしい</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="vanished">CPU・ふつう</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation type="vanished">CPU・つよい</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="vanished">プレイヤー</translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation>{dice}個振る</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>戻す</translation>
    </message>
    <message>
        <source>Join the roll</source>
        <translation>便乗する</translation>
    </message>
    <message>
        <source>Stay out</source>
        <translation>見送る</translation>
    </message>
    <message>
        <source>Furthest</source>
        <translation>最も先へ</translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation>ここで止まる</translation>
    </message>
    <message>
        <source>Retire…</source>
        <translation>リタイア…</translation>
    </message>
    <message>
        <source>End the race</source>
        <translation>レースを終える</translation>
    </message>
    <message>
        <source>Race on</source>
        <translation>続ける</translation>
    </message>
    <message>
        <source>{rider} leaves the general classification and loses all GC time, and rides the next stage for stage wins only. Retire?</source>
        <translation>{rider}は総合順位から外れ、総合タイムはなくなります。次のステージからはステージ優勝だけを狙って走ります。リタイアしますか？</translation>
    </message>
    <message>
        <source>{rider}: drag dice into the tray (or press 1–{held}), then roll.</source>
        <translation>{rider}：ダイスをトレイにドラッグして（または 1〜{held} キー）、振ってください。</translation>
    </message>
    <message>
        <source>{rider}: drag your die into the tray (or press 1), then roll.</source>
        <translation>{rider}：ダイスをトレイにドラッグして（または 1 キー）、振ってください。</translation>
    </message>
    <message>
        <source>{rider}: {dice} in the tray. Add more or press Roll (Enter).</source>
        <translation>{rider}：トレイにダイス{dice}個。追加するか「振る」（Enter）を押してください。</translation>
    </message>
    <message>
        <source>{rider}: {active} rolls {dice} dice from your space. Join the roll?</source>
        <translation>{rider}：{active}が同じマスからダイスを{dice}個振ります。便乗しますか？</translation>
    </message>
    <message>
        <source>{rider}: you rolled {total}. Click a lit space or drag your rider there (arrows + Enter).</source>
        <translation>{rider}：出目の合計は {total}。光っているマスをクリックするか、駒をドラッグしてください（矢印キー＋Enter）。</translation>
    </message>
    <message>
        <source>{rider}: you rolled {total} with {active}. Click a lit space, up to {active}&apos;s space.</source>
        <translation>{rider}：{active}に便乗して合計 {total}。{active}のマスまでの光っているマスをクリックしてください。</translation>
    </message>
    <message>
        <source>{rider} chooses how many dice to roll…</source>
        <translation>{rider}が振るダイスの数を考えています…</translation>
    </message>
    <message>
        <source>{rider} decides whether to join the roll…</source>
        <translation>{rider}が便乗するか考えています…</translation>
    </message>
    <message>
        <source>{rider} chooses where to stop…</source>
        <translation>{rider}が止まるマスを考えています…</translation>
    </message>
    <message>
        <source>{rider}: nobody can change places any more. End the race now?</source>
        <translation>{rider}：もう順位は入れ替わりません。ここでレースを終えますか？</translation>
    </message>
    <message>
        <source>Waiting for {rider}&apos;s vote…</source>
        <translation>{rider}の投票を待っています…</translation>
    </message>
    <message>
        <source>{rider} wins! The race is over.</source>
        <translation>{rider}の優勝！レース終了です。</translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation>レース終了です。</translation>
    </message>
    <message>
        <source>Dice go into the roll tray; riders go on the road.</source>
        <translation>ダイスはトレイへ、選手の駒はコースへ置いてください。</translation>
    </message>
    <message>
        <source>Stage {number} result</source>
        <translation>第{number}ステージの結果</translation>
    </message>
    <message>
        <source>Race result</source>
        <translation>レース結果</translation>
    </message>
    <message>
        <source>Final general classification</source>
        <translation>最終総合順位</translation>
    </message>
    <message>
        <source>General classification</source>
        <translation>総合順位</translation>
    </message>
    <message>
        <source>{rider} wins the race!</source>
        <translation>{rider}の優勝！</translation>
    </message>
    <message>
        <source>S{number}</source>
        <translation>第{number}</translation>
    </message>
    <message>
        <source>retired</source>
        <translation>リタイア</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>未完走</translation>
    </message>
    <message>
        <source>starts in round {round}</source>
        <translation>{round}巡目にスタート</translation>
    </message>
    <message>
        <source>{rolls} rolls so far</source>
        <translation>ここまで{rolls}回</translation>
    </message>
    <message>
        <source>time {time} s in {rolls} rolls</source>
        <translation>{rolls}回で{time}秒</translation>
    </message>
    <message>
        <source>space {pos} of {total}</source>
        <translation>{total}マス中{pos}マス目</translation>
    </message>
    <message>
        <source>The GC after each stage</source>
        <translation>各ステージ後の総合順位</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>Gap to the GC leader (s)</source>
        <translation>総合首位との差（秒）</translation>
    </message>
    <message>
        <source>GC leader</source>
        <translation>総合首位</translation>
    </message>
    <message>
        <source>Roll {dice} dice</source>
        <translation>ダイスを{dice}個振る</translation>
    </message>
    <message>
        <source>Roll 1 die</source>
        <translation>ダイスを1個振る</translation>
    </message>
    <message>
        <source>Stop on space {pos}</source>
        <translation>{pos}マス目で止まる</translation>
    </message>
    <message>
        <source>Start line</source>
        <translation>スタートライン</translation>
    </message>
    <message>
        <source>Space {pos} of {total}, {terrain}, costs {cost}</source>
        <translation>{total}マス中{pos}マス目、{terrain}、コスト{cost}</translation>
    </message>
    <message>
        <source>Finish line, space {pos}</source>
        <translation>ゴールライン、{pos}マス目</translation>
    </message>
    <message>
        <source>flat</source>
        <translation>平坦</translation>
    </message>
    <message>
        <source>climb</source>
        <translation>上り</translation>
    </message>
    <message>
        <source>steep climb</source>
        <translation>急な上り</translation>
    </message>
    <message>
        <source>{place}, you can stop here</source>
        <translation>{place}、ここに止まれます</translation>
    </message>
    <message>
        <source>{place}; here: {riders}</source>
        <translation>{place}。ここにいる選手：{riders}</translation>
    </message>
    <message>
        <source>Roll tray, {dice} dice in it</source>
        <translation>ダイストレイ、ダイス{dice}個</translation>
    </message>
    <message>
        <source>{name}&apos;s rider on space {pos} of {total}</source>
        <translation>{name}の選手、{total}マス中{pos}マス目</translation>
    </message>
    <message>
        <source>{name}&apos;s rider at the start</source>
        <translation>{name}の選手、スタート地点</translation>
    </message>
    <message>
        <source>{rider}, race leader</source>
        <translation>{rider}、レースの首位</translation>
    </message>
    <message>
        <source>{name}&apos;s die {number} showing {face}, {where}</source>
        <translation>{name}のダイス{number}、出目{face}、{where}</translation>
    </message>
    <message>
        <source>{name}&apos;s die {number}, {where}</source>
        <translation>{name}のダイス{number}、{where}</translation>
    </message>
    <message>
        <source>{name}&apos;s die {number}, out of the game</source>
        <translation>{name}のダイス{number}、ゲームから除外</translation>
    </message>
    <message>
        <source>in the roll tray</source>
        <translation>ダイストレイの中</translation>
    </message>
    <message>
        <source>in {name}&apos;s hand</source>
        <translation>{name}の手元</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>It is not your turn to decide.</source>
        <translation>あなたの番ではありません。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しています。</translation>
    </message>
    <message>
        <source>That move does not exist in this game.</source>
        <translation>このゲームにその操作はありません。</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Grands Tours</source>
        <translation>グラン・ツール</translation>
    </message>
    <message>
        <source>GrandPrix-F1</source>
        <translation>グランプリF1</translation>
    </message>
    <message>
        <source>Tournay</source>
        <translation>トゥルネー</translation>
    </message>
    <message>
        <source>The Dice Road Race</source>
        <translation>ダイス・ロードレース</translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation>グリモア</translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>The game library was damaged and could not be read. It was kept, moved aside to {file}, and a new library was started.</source>
        <translation>ゲームライブラリが壊れていて読み込めませんでした。消さずに {file}へ移して保管し、新しいライブラリを作りました。</translation>
    </message>
    <message>
        <source>The game library is in use by another Gameshelf window: games played here are not kept. Close the other window and start Gameshelf again to keep them.</source>
        <translation>ゲームライブラリは別のGameshelfのウィンドウで使用中のため、ここで遊ぶゲームは記録されません。記録するには、もう一方のウィンドウを閉じてからGameshelfを起動し直してください。</translation>
    </message>
    <message>
        <source>The game library cannot be written ({file} is read-only): games are not kept.</source>
        <translation>ゲームライブラリに書き込めません（{file}は読み取り専用です）。ゲームは記録されません。</translation>
    </message>
    <message>
        <source>The game library was written by a newer Gameshelf (library version {version}; this version reads up to {supported}). It was left as it is: games are not kept.</source>
        <translation>ゲームライブラリは新しいバージョンのGameshelfで作られています（ライブラリの形式 {version}、このバージョンが読めるのは {supported} まで）。ライブラリには手を付けていません。ゲームは記録されません。</translation>
    </message>
    <message>
        <source>The disk is full: the game could not be kept in the library. Games are not kept until there is room again.</source>
        <translation>ディスクがいっぱいのため、ゲームをライブラリに記録できませんでした。空きができるまでゲームは記録されません。</translation>
    </message>
    <message>
        <source>The game library could not be used ({code}): games are not kept.</source>
        <translation>ゲームライブラリを使えませんでした（{code}）。ゲームは記録されません。</translation>
    </message>
    <message>
        <source>The game library is damaged: games are not kept. Gameshelf moves it aside, keeping it, at its next start.</source>
        <translation>ゲームライブラリが壊れているため、ゲームは記録されません。次回の起動時に、消さずに別の場所へ移して保管します。</translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation>{name}（コンピューター・{level}）</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>やさしい</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>ふつう</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>つよい</translation>
    </message>
    <message>
        <source>people only</source>
        <translation>人どうし</translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation>コンピューター・{level}</translation>
    </message>
    <message>
        <source>{rank}. {name}</source>
        <translation>{rank}位 {name}</translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation>勝者: {names}</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation>勝者なし</translation>
    </message>
    <message>
        <source>{count} decisions</source>
        <translation>{count} 手</translation>
    </message>
    <message>
        <source>assisted</source>
        <translation>補助あり</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>練習モード</translation>
    </message>
    <message>
        <source>{median} decisions (from {low} to {high}, {games} games)</source>
        <translation>{median} 手（{low}〜{high} 手、{games} ゲーム）</translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation>{percent}%</translation>
    </message>
    <message>
        <source>{name}&apos;s wins per game</source>
        <translation>{name}のゲーム別勝率</translation>
    </message>
    <message>
        <source>games won (%)</source>
        <translation>勝率（%）</translation>
    </message>
    <message>
        <source>Games are not being kept.</source>
        <translation>ゲームは記録されていません。</translation>
    </message>
</context>
<context>
    <name>os</name>
    <message>
        <source>the file or folder does not exist.</source>
        <translation>ファイルまたはフォルダーが存在しません。</translation>
    </message>
    <message>
        <source>permission is denied.</source>
        <translation>アクセスする権限がありません。</translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation>ファイルではなくフォルダーです。</translation>
    </message>
    <message>
        <source>it is not an ordinary file.</source>
        <translation>通常のファイルではありません。</translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <source>the disk is read-only.</source>
        <translation>ディスクが読み取り専用です。</translation>
    </message>
    <message>
        <source>the operating system reported an error ({code}).</source>
        <translation>OS がエラーを返しました（{code}）。</translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Declare: choose 1, 2 or 3 of your dice (drag them into the tray, or press 1–3).</source>
        <translation>宣言：手元のダイスから1〜3個を選ぶ（トレイにドラッグ、または1〜3キー）。</translation>
    </message>
    <message>
        <source>Riders on your space may join your roll with as many dice; a joiner never ends ahead of you.</source>
        <translation>同じマスの選手は同じ数のダイスで便乗できる。便乗した選手はあなたより先には進めない。</translation>
    </message>
    <message>
        <source>Roll, then move: pay each space&apos;s cost out of your total; stop anywhere you can pay.</source>
        <translation>振って進む：出目の合計からマスのコストを払い、払える範囲のどこで止まってもよい。</translation>
    </message>
    <message>
        <source>Lose every die that showed a 6, but never the last one you rolled.</source>
        <translation>6の目のダイスは失う。ただし振ったダイスの最後の1個は残る。</translation>
    </message>
    <message>
        <source>The first rider over the line wins the stage; everyone else gets one more turn.</source>
        <translation>最初にゴールした選手がステージ優勝。ほかの選手はあと1ターンずつ走る。</translation>
    </message>
    <message>
        <source>Bonus for the first three places: −10, −5 and −2 seconds.</source>
        <translation>1〜3位のボーナス：−10秒、−5秒、−2秒。</translation>
    </message>
    <message>
        <source>Extra time: 0 s on the winning roll, +10 s in the extra round, +20 s if you did not finish.</source>
        <translation>加算タイム：優勝と同じ振りでゴールなら0秒、延長ラウンドでゴールなら+10秒、ゴールできなければ+20秒。</translation>
    </message>
    <message>
        <source>Before each new stage, every rider gets one lost die back.</source>
        <translation>新しいステージの前に、全員が失ったダイスを1個取り戻す。</translation>
    </message>
    <message>
        <source>After stage 5 (stage 3 is a time trial), the lowest total time wins.</source>
        <translation>第5ステージ（第3ステージはタイムトライアル）のあと、合計タイムがいちばん少ない選手の勝ち。</translation>
    </message>
    <message>
        <source>Once nobody can change places, everyone may agree to end early.</source>
        <translation>順位がもう入れ替わらなくなったら、全員の合意で早めに終えられる。</translation>
    </message>
    <message>
        <source>A space: the number is what it costs to enter it</source>
        <translation>マス：数字はそのマスに入るコスト</translation>
    </message>
    <message>
        <source>A grey-green space is flat: it costs 1</source>
        <translation>灰緑のマスは平地：コストは1</translation>
    </message>
    <message>
        <source>▲ marks: one per point of cost above flat (how steep)</source>
        <translation>▲：平地より高いコスト1につき1つ（上りの険しさ）</translation>
    </message>
    <message>
        <source>A rider&apos;s jersey, numbered by seat (seat 1 starts stage 1)</source>
        <translation>選手のジャージ。番号は席順（第1ステージは1番から）</translation>
    </message>
    <message>
        <source>The badge on a rider&apos;s card: this turn&apos;s rolled total</source>
        <translation>選手カードのバッジ：このターンの出目の合計</translation>
    </message>
    <message>
        <source>An empty square on a rider&apos;s card: a die lost to a six</source>
        <translation>選手カードの空の四角：6の目で失ったダイス</translation>
    </message>
    <message>
        <source>The small tick under a die in the tray: whose die it is (their colour)</source>
        <translation>トレイのダイスの下の小さな線：だれのダイスか（その選手の色）</translation>
    </message>
    <message>
        <source>A space in a yellow frame: you can stop there</source>
        <translation>黄色い枠のマス：そこで止まれる</translation>
    </message>
    <message>
        <source>A gold double ring: what a hint or the lesson points at</source>
        <translation>金色の二重の輪：ヒントやチュートリアルが指しているもの</translation>
    </message>
    <message>
        <source>“GC 2 · 20 s (+30 s)”: place in the general classification, total time, gap to the leader</source>
        <translation>「総合 2位・20秒 (+30秒)」：総合順位、合計タイム、首位との差</translation>
    </message>
    <message>
        <source>GC</source>
        <translation>総合</translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation>ログの§：その行のもとになったルールを開く</translation>
    </message>
</context>
<context>
    <name>replay</name>
    <message>
        <source>Could not open {file}: {reason}</source>
        <translation type="vanished">{file}を開けませんでした：{reason}</translation>
    </message>
    <message>
        <source>Decision {step} of {steps}</source>
        <translation>{step} 手目 / 全 {steps} 手</translation>
    </message>
    <message>
        <source>The set-up ({steps} decisions)</source>
        <translation>ゲーム開始時（全 {steps} 手）</translation>
    </message>
</context>
<context>
    <name>save</name>
    <message>
        <source>Could not open {file}: {reason}</source>
        <translation>{file}を開けませんでした：{reason}</translation>
    </message>
    <message>
        <source>The file cannot be read: {detail}</source>
        <translation>ファイルを読み込めません：{detail}</translation>
    </message>
    <message>
        <source>The save cannot be replayed: the rules could not apply one of its moves.</source>
        <translation>保存ファイルを再現できません：ルール上、適用できない手が含まれています。</translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save (it is not readable JSON).</source>
        <translation>ゲームシェルフの保存ファイルではありません（JSONとして読めません）。</translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save (its data is nested too deeply).</source>
        <translation>ゲームシェルフの保存ファイルではありません（データの入れ子が深すぎます）。</translation>
    </message>
    <message>
        <source>The file is too large to be a Gameshelf save (a save is at most {limit} MB).</source>
        <translation>ゲームシェルフの保存ファイルとしては大きすぎます（保存ファイルは最大 {limit} MB です）。</translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save.</source>
        <translation>ゲームシェルフの保存ファイルではありません。</translation>
    </message>
    <message>
        <source>The save was written by a newer Gameshelf (format {version}); this version reads format {supported}.</source>
        <translation>新しいバージョンのゲームシェルフで保存されたファイルです（形式 {version}）。このバージョンが読めるのは形式 {supported} までです。</translation>
    </message>
    <message>
        <source>The save is damaged at {where}: {problem}</source>
        <translation>保存ファイルの {where}が壊れています：{problem}</translation>
    </message>
    <message>
        <source>The save was written by an older Gameshelf, before the rules of {game} changed; it cannot be replayed under the new rules. Start a new game.</source>
        <translation>このセーブは{game}のルールが変わる前の古いGameshelfで書かれたため、今のルールでは再現できません。新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>A whole number is expected there.</source>
        <translation>整数でなければなりません。</translation>
    </message>
    <message>
        <source>true or false is expected there.</source>
        <translation>true か false でなければなりません。</translation>
    </message>
    <message>
        <source>Text is expected there.</source>
        <translation>文字列でなければなりません。</translation>
    </message>
    <message>
        <source>A list is expected there.</source>
        <translation>リストでなければなりません。</translation>
    </message>
    <message>
        <source>A JSON object is expected there.</source>
        <translation>JSON オブジェクトでなければなりません。</translation>
    </message>
    <message>
        <source>The field is missing.</source>
        <translation>項目がありません。</translation>
    </message>
    <message>
        <source>No such field belongs there.</source>
        <translation>そこにはない項目です。</translation>
    </message>
    <message>
        <source>The number is out of range.</source>
        <translation>数値が範囲外です。</translation>
    </message>
    <message>
        <source>The list is too long.</source>
        <translation>リストが長すぎます。</translation>
    </message>
    <message>
        <source>The text is empty, too long, or has characters that cannot be saved.</source>
        <translation>文字列が空か、長すぎるか、保存できない文字を含んでいます。</translation>
    </message>
    <message>
        <source>This version does not know that value.</source>
        <translation>このバージョンでは使えない値です。</translation>
    </message>
    <message>
        <source>The save is damaged: {detail}.</source>
        <translation type="vanished">保存ファイルが壊れています：{detail}。</translation>
    </message>
    <message>
        <source>The save is for a game this version does not have ({game}).</source>
        <translation>このバージョンにないゲームの保存ファイルです（{game}）。</translation>
    </message>
    <message>
        <source>The save&apos;s players or options are not valid: {reason}</source>
        <translation>保存ファイルのプレイヤーまたはオプションが正しくありません：{reason}</translation>
    </message>
    <message>
        <source>The save is damaged at move {step}: {reason}</source>
        <translation>保存ファイルの{step}手目が壊れています：{reason}</translation>
    </message>
</context>
<context>
    <name>shelf</name>
    <message>
        <source>{low}–{high} players</source>
        <translation>{low}〜{high}人</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>The rulebook for this game is not written yet.</source>
        <translation>このゲームのルールブックはまだありません。</translation>
    </message>
    <message>
        <source>A stage race played as a dice auction: win stage cards with your team&apos;s dice and chase three jerseys.</source>
        <translation>ダイスで競り合うステージレース。チームのダイスでステージカードを勝ち取り、3つのジャージを狙おう。</translation>
    </message>
    <message>
        <source>A card-driven Formula 1 race: your hand is your fuel; pit stops, rain and gravel traps.</source>
        <translation>カードで走るF1レース。手札が燃料。ピットストップ、雨、グラベルに注意。</translation>
    </message>
    <message>
        <source>Build a three-by-three district of buildings and citizens, and weather the town&apos;s events.</source>
        <translation>建物と市民で3×3の街区をつくり、町の出来事を乗り切ろう。</translation>
    </message>
    <message>
        <source>Choose a spell page in secret each round, then take quest cards: treasures, companions and items.</source>
        <translation>毎ラウンド呪文のページをこっそり選び、クエストカードを手に入れよう。財宝、仲間、アイテム。</translation>
    </message>
    <message>
        <source>Three-week cycling tours: lead your team through mountains, sprints and time trials.</source>
        <translation type="vanished">3週間の自転車グランツール。山岳、スプリント、タイムトライアルでチームを導こう。</translation>
    </message>
    <message>
        <source>Formula One racing: manage speed, tyres and fuel around the circuit.</source>
        <translation type="vanished">F1レース。スピード、タイヤ、燃料をやりくりしてサーキットを走り抜けよう。</translation>
    </message>
    <message>
        <source>Build a medieval town with cards: buildings, districts and tournaments.</source>
        <translation type="vanished">カードで中世の町をつくろう。建物、街区、そして馬上試合。</translation>
    </message>
    <message>
        <source>A bike race with dice: choose how many to roll, ride in the bunch, and beware of sixes.</source>
        <translation>ダイスで走る自転車レース。振る数を選び、集団に乗り、6の目に気をつけよう。</translation>
    </message>
    <message>
        <source>Wizards choose spells in secret and race for the magic cards.</source>
        <translation type="vanished">魔法使いたちが呪文をこっそり選び、魔法のカードを奪い合う。</translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Computer · easy</source>
        <translation>コンピューター・やさしい</translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation>コンピューター・ふつう</translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation>コンピューター・つよい</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="vanished">プレイヤー</translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation>ステップ {number}/{count}</translation>
    </message>
    <message>
        <source>This lesson no longer matches the rules at step {number} ({reason}). The game goes on as a normal game against the computer.</source>
        <translation>このチュートリアルはステップ{number}でルールと合わなくなりました（{reason}）。ここからはコンピューター相手の通常のゲームとして続きます。</translation>
    </message>
    <message>
        <source>read this step, then press Next</source>
        <translation>説明を読んでから「次へ」を押してください</translation>
    </message>
    <message>
        <source>That move is allowed, but this step asks for another one: {task}.</source>
        <translation>その手もルール上は指せますが、このステップでは別の手をお願いしています：{task}。</translation>
    </message>
    <message>
        <source>These are your three dice. Every turn you choose how many to roll: more dice go further, but each six you roll costs you that die for the rest of the stage.</source>
        <translation>これがあなたのダイス3個です。毎ターン、何個振るかを選びます。多く振れば遠くまで進めますが、6の目が出たダイスはそのステージの間なくなります。</translation>
    </message>
    <message>
        <source>Your turn. A turn goes: declare your dice, the others may join, roll, move, lose your sixes. Drag two of your dice into the tray, then press Roll.</source>
        <translation>あなたの番です。ターンの流れは、振る数の宣言、ほかの選手の便乗、ダイスを振る、進む、6の目のダイスを失う、です。ダイスを2個トレイにドラッグして、「振る」を押してください。</translation>
    </message>
    <message>
        <source>Bruno and Chloé stand on your space, so each may join your roll with as many dice as you declared. Bruno joins; Chloé stays out. The dice are rolled: you have 4 + 5 = 9, Bruno 5 + 6 = 11.</source>
        <translation>健二と美咲はあなたと同じマスにいるので、あなたが宣言したのと同じ数のダイスで便乗できます。健二は便乗し、美咲は見送りました。出目はあなたが4 + 5 = 9、健二が5 + 6 = 11です。</translation>
    </message>
    <message>
        <source>Bruno rolled 11, but a rider who joins a roll never ends ahead of the rider who made it: he is blocked on 6 beside you, and the rest of his 11 is lost. He also rolled a six: after the moves, every six costs its die, so Bruno keeps 2 dice.</source>
        <translation>健二の出目は11でしたが、便乗した選手は振った本人より先には進めません。健二はあなたと同じ6マス目で止まり、11の残りは消えます。さらに6の目も出たので、移動のあとそのダイスを失い、健二のダイスは2個になります。</translation>
    </message>
    <message>
        <source>Now it is Bruno&apos;s turn, and he declares 2 dice. You stand on his space, so the table asks you whether to join his roll.</source>
        <translation>次は健二の番で、ダイス2個を宣言しました。あなたは同じマスにいるので、便乗するかどうかを聞かれます。</translation>
    </message>
    <message>
        <source>Joining is a free roll on someone else&apos;s turn, though you cannot pass Bruno. Press Y on the keyboard to join (N would stay out).</source>
        <translation>便乗すれば、人の番にただでダイスを振れます。ただし健二より先には進めません。キーボードのYで便乗します（Nなら見送り）。</translation>
    </message>
    <message>
        <source>Bruno rolled 5 + 6 = 11 and rides to space 13. You rolled 1 + 3 = 4: the active rider moves first, then those who joined.</source>
        <translation>健二は5 + 6 = 11で13マス目まで進みました。あなたの出目は1 + 3 = 4。先に手番の選手が進み、そのあと便乗した選手が進みます。</translation>
    </message>
    <message>
        <source>This is the course: 24 spaces from the start to the finish. The number on a space is what it costs to enter it: 1 on the flat, 2 or 3 on the climbs. You move by paying these costs out of the total you roll.</source>
        <translation>これがコースです。スタートからゴールまで24マス。マスの数字はそのマスに入るのにかかるコストで、平地は1、上りは2か3。振ったダイスの合計からこのコストを払って進みます。</translation>
    </message>
    <message>
        <source>Welcome to The Dice Road Race! You are Ada, the red rider, against Bruno and Chloé. The first rider over the finish line wins a stage; a full game is a stage race of five stages, won by the lowest total time. Let&apos;s ride the first stage together. Press Next (or Space) to go on.</source>
        <translation>ダイス・ロードレースへようこそ！あなたは赤い選手で、健二と美咲と競います。最初にゴールした選手がステージ優勝。本番のゲームは5ステージのステージレースで、合計タイムがいちばん少ない選手が勝ちます。まずは第1ステージを一緒に走りましょう。「次へ」（またはSpaceキー）で進みます。</translation>
    </message>
    <message>
        <source>You have 9 to spend. Entering spaces 1 to 6 costs 2 + 1 + 1 + 2 + 2 + 1 = 9. Drag your rider to space 6, the lit one. You may always stop short, but what you do not spend is lost.</source>
        <translation>使えるのは9です。1〜6マス目に入るコストは2 + 1 + 1 + 2 + 2 + 1 = 9。光っている6マス目まで、あなたの駒をドラッグしてください。手前で止まってもかまいませんが、使わなかった分は消えます。</translation>
    </message>
    <message>
        <source>With 4 you can enter space 7, which costs 2; space 8 would cost 3 more. Click space 7, the lit one.</source>
        <translation>4あれば、コスト2の7マス目に入れます。8マス目にはさらに3かかります。光っている7マス目をクリックしてください。</translation>
    </message>
    <message>
        <source>Bruno&apos;s six costs him a die: he has one left. Chloé, alone at the start, rolls three dice: 6 + 4 + 6 = 16 takes her to space 10, but her two sixes cost two dice. A roll never takes your last die: she keeps one.</source>
        <translation>健二は6の目でダイスを1個失い、残り1個です。スタートに1人残った美咲はダイス3個を振り、6 + 4 + 6 = 16で10マス目へ。ただし6が2つでダイスを2個失います。最後の1個はなくならないので、美咲の手元には1個残ります。</translation>
    </message>
    <message>
        <source>One more button: Retire. A rider whose race has gone badly may leave the general classification for good and ride on from the next stage with three dice, for stage wins only. You are doing well: do not retire.</source>
        <translation>もう一つのボタンが「リタイア」です。レースがうまくいかなかった選手は総合順位から完全に外れ、次のステージからダイス3個で、ステージ優勝だけをねらって走れます。あなたは好調なので、リタイアはしません。</translation>
    </message>
    <message>
        <source>Your turn again, and nobody is on your space. This time use the keyboard: press 3 to roll all three dice.</source>
        <translation>またあなたの番です。同じマスにはだれもいません。今度はキーボードで、3を押してダイスを3個とも振りましょう。</translation>
    </message>
    <message>
        <source>You rolled 1 + 3 + 2 = 6. Press F to go as far as you can pay, to space 11 (the arrow keys and Enter would pick another space).</source>
        <translation>出目は1 + 3 + 2 = 6。Fを押すと、払える限り先の11マス目まで進みます（矢印キーとEnterで別のマスも選べます）。</translation>
    </message>
    <message>
        <source>A few turns later: with one die each, Bruno and Chloé crawl up the climbs, while you roll three dice every turn. You are on space 19, five spaces from the finish.</source>
        <translation>数ターン後。ダイスが1個ずつの健二と美咲は上りでなかなか進めず、あなたは毎ターン3個振ってきました。いまは19マス目、ゴールまであと5マスです。</translation>
    </message>
    <message>
        <source>The finish is in reach. Click your third die (the dice before it go into the tray too), then press Roll.</source>
        <translation>ゴールが見えてきました。3個目のダイスをクリックし（手前のダイスも一緒にトレイに入ります）、「振る」を押してください。</translation>
    </message>
    <message>
        <source>You rolled 6 + 2 + 2 = 10, more than the finish costs. Drag your rider onto the finish: the first rider over the line wins the stage.</source>
        <translation>出目は6 + 2 + 2 = 10で、ゴールまでのコストより多くあります。駒をゴールへドラッグしてください。最初にゴールした選手がステージ優勝です。</translation>
    </message>
    <message>
        <source>You won the stage! Your six still costs a die. Now everyone else takes one last turn, the extra round: Bruno rolls a 6 and climbs to space 18.</source>
        <translation>ステージ優勝です！ただし6の目のダイスは失います。ここからほかの選手は最後に1ターンずつ走ります（延長ラウンド）。健二は6を出して18マス目まで上りました。</translation>
    </message>
    <message>
        <source>Chloé&apos;s last turn ends the stage. The winner takes 10 seconds off: you stand at −10. Bruno and Chloé did not finish and get 20 seconds of extra time each. The general classification adds up each rider&apos;s seconds over the stages, lowest first.</source>
        <translation>美咲の最後のターンでステージが終わります。優勝者は10秒のボーナスで、あなたは−10秒。ゴールできなかった健二と美咲には20秒ずつ加算されます。総合順位は各ステージの秒数の合計で決まり、少ない順に並びます。</translation>
    </message>
    <message>
        <source>Before each new stage every rider gets one lost die back, up to three. The race has five stages: flat, mountain, an individual time trial (each rider rides alone and every roll costs 10 seconds), medium mountain and mountain.</source>
        <translation>新しいステージの前に、どの選手も失ったダイスを1個取り戻します（最大3個）。レースは平坦、山岳、個人タイムトライアル（1人ずつ走り、1回振るごとに10秒）、丘陵、山岳の5ステージです。</translation>
    </message>
    <message>
        <source>After stage 5 the lowest total time wins the race. If the order can no longer change earlier, the table asks everyone whether to end by agreement: “End the race” or “Race on”. That is all you need. Press “Play a real game” to race against computer players.</source>
        <translation>第5ステージのあと、合計タイムがいちばん少ない選手が優勝です。それより前に順位がもう入れ替わらなくなったら、合意で終えるかどうか全員に聞かれます（「レースを終える」か「続ける」）。これで遊び方はひととおりです。「本番のゲームを遊ぶ」でコンピューターと対戦しましょう。</translation>
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
</context>
</TS>
