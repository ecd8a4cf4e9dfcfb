<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>AboutPage</name>
    <message>
        <source>About Gameshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gameshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five tabletop games for one computer: play hot-seat with friends or against computer opponents.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gameshelf uses Qt and Qt for Python (PySide6) under the GNU LGPL version 3, Python under the PSF License, attrs and cattrs under the MIT License, and ICU under the Unicode License. Japanese text uses Noto Sans JP, under the SIL Open Font License 1.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open-source licences</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CoachPanel</name>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your move: make it on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At a glance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next ›</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a real game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoadRace</name>
    <message>
        <source>Are you sure?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the race by agreement?</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoadRacePlayer</name>
    <message>
        <source>Leader&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GC %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished #%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceResults</name>
    <message>
        <source>Stage</source>
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
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceRoad</name>
    <message>
        <source>Board %1 · black side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board %1 · white side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiceRoadRaceTray</name>
    <message>
        <source>Drop dice here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll tray</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Die</name>
    <message>
        <source>Die out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Die showing %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DirectorCar</name>
    <message>
        <source>Director car</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLog</name>
    <message>
        <source>Game log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: open the rulebook at this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up and Down go through the lines; Enter opens the rule of a line marked §</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HandOverScreen</name>
    <message>
        <source>Pass the computer to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone else, please look away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am %1 — continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryPage</name>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History and statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No finished game yet. Games played to the end appear here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show more games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay: %1, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1&apos;s results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player to see their results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Typical length</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HomePage</name>
    <message>
        <source>Gameshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop games for one computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
The game in progress is deleted for good; it cannot be brought back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a saved game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch a replay…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Main</name>
    <message>
        <source>Gameshelf — %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gameshelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gameshelf saves (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay of a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file could not be opened</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGamePage</name>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Learn to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click for another colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat %1&apos;s colour and shape: click for another colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays seat %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free undo: take back your decisions even after dice, draws or reveals. The game is marked as assisted, in its save too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PageHeader</name>
    <message>
        <source>‹ Back</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReferencePage</name>
    <message>
        <source>At a glance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayPage</name>
    <message>
        <source>‹ Close the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay · %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seen by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody (a spectator)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show everything</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>« Chapter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of this stage or round, or of the one before (Page Up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>◀ Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One decision back (←)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forward ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One decision on (→)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chapter »</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the next stage or round (Page Down)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulebookView</name>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match (Shift+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rulebook text</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeriesChart</name>
    <message>
        <source>%1 · %2: %3</source>
        <extracomment>a chart&apos;s value under the mouse or keyboard: player, stage/round, value (&quot;Ann · S3: +12 s&quot;)</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to show yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsPage</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off (reduced motion)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mute</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StandingsTable</name>
    <message>
        <source>Rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rider</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No results yet</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>‹ Home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>← Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>→ Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (H)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Watch the replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>? (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game at a glance (F1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for a good move…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint (click to close)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toast</name>
    <message>
        <source>Rule: open the rulebook at this rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <source>The command line is not understood ({detail}). `gameshelf --help` lists the options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{option} needs a whole number from {low} to {high} (got “{value}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--lang is ja or en (got “{value}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--size is WIDTHxHEIGHT in pixels, each from {low} to {high}, as in 1280x720 (got “{value}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no game “{game}”. Playable games: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{game}” cannot be played yet: its table is coming. Playable games: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} is played by {low} to {high} players (got {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no screen “{screen}”. Screens: {screens}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--screenshot needs --demo GAME or --screen SCREEN, or --load FILE with --step N: it says what to draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--step needs --load FILE or --screen learn:GAME: it says which decision of that save, or which step of that lesson, to show.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{game} has no lesson or reference card yet. Games that have one: {games}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson of {game} has {steps} steps: --step is a whole number from 1 to {steps} (got “{value}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} has {steps} decisions: --step is a whole number from 0 to {steps} (got “{value}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot must be a .png, .jpg or .bmp file (got “{file}”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot cannot be written: there is no folder “{folder}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The screenshot could not be written to “{file}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second} cannot be used together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Five tabletop games at one computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>usage: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show this help and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show the version and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a saved game to open (as --load FILE does)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a saved game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>play GAME with computer players only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>open a screen: home, history, settings, about, new:GAME, rules:GAME, reference:GAME or learn:GAME (with --step N, at step N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo: decisions to play before the screenshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo: number of computer players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo or screen: write it to this PNG and exit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>language for this run: ja or en</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>demo: the game&apos;s seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>window size WIDTHxHEIGHT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>print &apos;first-frame &lt;seconds&gt; &lt;CPU seconds&gt;&apos; when the home screen is drawn, then exit</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>controller</name>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{text} — about {chances} in 10 (estimated chances)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is for the player whose turn it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint used: this game is now marked as assisted, in its save too, like a practice game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it plays a safe move instead.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drr</name>
    <message>
        <source>Flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium mountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Individual time trial</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage race (five stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single-race course (boards in order, W white / B black side)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{course} ({total})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dice Road Race needs {low} to {high} riders.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The option {option} has a value this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The leader colour option needs 5 or fewer players, so that the yellow pieces are free.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not fit this moment of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may roll from 1 to {held} dice (the dice you hold).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your roll of {total} cannot pay for that space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You stop on or behind the space where the rider whose roll you joined stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the time trial you may not stop on a space another rider occupies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riders never move backwards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retiring exists only in the stage race.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can retire between turns, while a rider is about to name their dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already retired from this stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have finished this stage: your place stands, and you may retire once the next stage begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last rider in the general classification cannot retire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} is up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} will roll {dice} dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} will roll one die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} has answered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} joins the roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} does not join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} rolls {faces}, a total of {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} finishes in {rolls} rolls with {over} to spare: a time of {time} seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} moves {spaces} spaces, paying {spent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leader colour (the general classification (GC) leader rides in yellow; up to 5 players)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage}: {kind}, course total {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} moves one space, paying {spent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} stays put.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} loses {lost} dice to sixes and keeps {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} loses a die to a six and keeps {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} crosses the line in place {place}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} wins the stage: one more round for the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage} is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} leaves the start ramp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} takes a die back and now holds {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} retires from the general classification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tied on time: {riders} ride on until their order is settled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rider can change places any more: end the race by agreement?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} votes to {choice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>end the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>race on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} cannot pay for the next space and stays put.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>drr_table</name>
    <message>
        <source>Stage {number} of {count} · {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Single race · {course}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{seconds} s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {dice}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Join the roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Furthest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retire…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} leaves the general classification and loses all GC time, and rides the next stage for stage wins only. Retire?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: drag dice into the tray (or press 1–{held}), then roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: drag your die into the tray (or press 1), then roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: {dice} in the tray. Add more or press Roll (Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: {active} rolls {dice} dice from your space. Join the roll?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: you rolled {total}. Click a lit space or drag your rider there (arrows + Enter).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: you rolled {total} with {active}. Click a lit space, up to {active}&apos;s space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} chooses how many dice to roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} decides whether to join the roll…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} chooses where to stop…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}: nobody can change places any more. End the race now?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for {rider}&apos;s vote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} wins! The race is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The race is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice go into the roll tray; riders go on the road.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {number} result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Race result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final general classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>General classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider} wins the race!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S{number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>retired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>starts in round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rolls} rolls so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time {time} s in {rolls} rolls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>space {pos} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GC after each stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gap to the GC leader (s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GC leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll {dice} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll 1 die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop on space {pos}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Space {pos} of {total}, {terrain}, costs {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish line, space {pos}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>flat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>steep climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}, you can stop here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{place}; here: {riders}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll tray, {dice} dice in it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s rider on space {pos} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s rider at the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rider}, race leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s die {number} showing {face}, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s die {number}, {where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s die {number}, out of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the roll tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in {name}&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>It is not your turn to decide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move does not exist in this game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <source>Grands Tours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GrandPrix-F1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tournay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dice Road Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grimoire</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>library</name>
    <message>
        <source>The game library was damaged and could not be read. It was kept, moved aside to {file}, and a new library was started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game library is in use by another Gameshelf window: games played here are not kept. Close the other window and start Gameshelf again to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game library cannot be written ({file} is read-only): games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game library was written by a newer Gameshelf (library version {version}; this version reads up to {supported}). It was left as it is: games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full: the game could not be kept in the library. Games are not kept until there is room again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game library could not be used ({code}): games are not kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game library is damaged: games are not kept. Gameshelf moves it aside, keeping it, at its next start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (computer, {level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>people only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer, {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{rank}. {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won by {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} decisions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>assisted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>practice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{median} decisions (from {low} to {high}, {games} games)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s wins per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>games won (%)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games are not being kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>os</name>
    <message>
        <source>the file or folder does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>permission is denied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not an ordinary file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is read-only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the operating system reported an error ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>reference</name>
    <message>
        <source>Declare: choose 1, 2 or 3 of your dice (drag them into the tray, or press 1–3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Riders on your space may join your roll with as many dice; a joiner never ends ahead of you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll, then move: pay each space&apos;s cost out of your total; stop anywhere you can pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose every die that showed a 6, but never the last one you rolled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first rider over the line wins the stage; everyone else gets one more turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus for the first three places: −10, −5 and −2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra time: 0 s on the winning roll, +10 s in the extra round, +20 s if you did not finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each new stage, every rider gets one lost die back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After stage 5 (stage 3 is a time trial), the lowest total time wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once nobody can change places, everyone may agree to end early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space: the number is what it costs to enter it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A grey-green space is flat: it costs 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>▲ marks: one per point of cost above flat (how steep)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A rider&apos;s jersey, numbered by seat (seat 1 starts stage 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The badge on a rider&apos;s card: this turn&apos;s rolled total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An empty square on a rider&apos;s card: a die lost to a six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The small tick under a die in the tray: whose die it is (their colour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A space in a yellow frame: you can stop there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gold double ring: what a hint or the lesson points at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“GC 2 · 20 s (+30 s)”: place in the general classification, total time, gap to the leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>§ in the log: opens the rule that line comes from</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>replay</name>
    <message>
        <source>Decision {step} of {steps}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set-up ({steps} decisions)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>save</name>
    <message>
        <source>Could not open {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save cannot be replayed: the rules could not apply one of its moves.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save (it is not readable JSON).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save (its data is nested too deeply).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large to be a Gameshelf save (a save is at most {limit} MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Gameshelf save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save was written by a newer Gameshelf (format {version}); this version reads format {supported}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save is damaged at {where}: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save was written by an older Gameshelf, before the rules of {game} changed; it cannot be replayed under the new rules. Start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number is expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>true or false is expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text is expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A list is expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A JSON object is expected there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No such field belongs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is empty, too long, or has characters that cannot be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This version does not know that value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save is for a game this version does not have ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s players or options are not valid: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save is damaged at move {step}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>shelf</name>
    <message>
        <source>{low}–{high} players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook for this game is not written yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stage race played as a dice auction: win stage cards with your team&apos;s dice and chase three jerseys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card-driven Formula 1 race: your hand is your fuel; pit stops, rain and gravel traps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a three-by-three district of buildings and citizens, and weather the town&apos;s events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a spell page in secret each round, then take quest cards: treasures, companions and items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bike race with dice: choose how many to roll, ride in the bunch, and beware of sixes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>table</name>
    <message>
        <source>Computer · easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer · hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>tutorial</name>
    <message>
        <source>Step {number} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This lesson no longer matches the rules at step {number} ({reason}). The game goes on as a normal game against the computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read this step, then press Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is allowed, but this step asks for another one: {task}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These are your three dice. Every turn you choose how many to roll: more dice go further, but each six you roll costs you that die for the rest of the stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn. A turn goes: declare your dice, the others may join, roll, move, lose your sixes. Drag two of your dice into the tray, then press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno and Chloé stand on your space, so each may join your roll with as many dice as you declared. Bruno joins; Chloé stays out. The dice are rolled: you have 4 + 5 = 9, Bruno 5 + 6 = 11.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno rolled 11, but a rider who joins a roll never ends ahead of the rider who made it: he is blocked on 6 beside you, and the rest of his 11 is lost. He also rolled a six: after the moves, every six costs its die, so Bruno keeps 2 dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now it is Bruno&apos;s turn, and he declares 2 dice. You stand on his space, so the table asks you whether to join his roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Joining is a free roll on someone else&apos;s turn, though you cannot pass Bruno. Press Y on the keyboard to join (N would stay out).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno rolled 5 + 6 = 11 and rides to space 13. You rolled 1 + 3 = 4: the active rider moves first, then those who joined.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the course: 24 spaces from the start to the finish. The number on a space is what it costs to enter it: 1 on the flat, 2 or 3 on the climbs. You move by paying these costs out of the total you roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to The Dice Road Race! You are Ada, the red rider, against Bruno and Chloé. The first rider over the finish line wins a stage; a full game is a stage race of five stages, won by the lowest total time. Let&apos;s ride the first stage together. Press Next (or Space) to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 9 to spend. Entering spaces 1 to 6 costs 2 + 1 + 1 + 2 + 2 + 1 = 9. Drag your rider to space 6, the lit one. You may always stop short, but what you do not spend is lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With 4 you can enter space 7, which costs 2; space 8 would cost 3 more. Click space 7, the lit one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bruno&apos;s six costs him a die: he has one left. Chloé, alone at the start, rolls three dice: 6 + 4 + 6 = 16 takes her to space 10, but her two sixes cost two dice. A roll never takes your last die: she keeps one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more button: Retire. A rider whose race has gone badly may leave the general classification for good and ride on from the next stage with three dice, for stage wins only. You are doing well: do not retire.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your turn again, and nobody is on your space. This time use the keyboard: press 3 to roll all three dice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You rolled 1 + 3 + 2 = 6. Press F to go as far as you can pay, to space 11 (the arrow keys and Enter would pick another space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A few turns later: with one die each, Bruno and Chloé crawl up the climbs, while you roll three dice every turn. You are on space 19, five spaces from the finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The finish is in reach. Click your third die (the dice before it go into the tray too), then press Roll.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You rolled 6 + 2 + 2 = 10, more than the finish costs. Drag your rider onto the finish: the first rider over the line wins the stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the stage! Your six still costs a die. Now everyone else takes one last turn, the extra round: Bruno rolls a 6 and climbs to space 18.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chloé&apos;s last turn ends the stage. The winner takes 10 seconds off: you stand at −10. Bruno and Chloé did not finish and get 20 seconds of extra time each. The general classification adds up each rider&apos;s seconds over the stages, lowest first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before each new stage every rider gets one lost die back, up to three. The race has five stages: flat, mountain, an individual time trial (each rider rides alone and every roll costs 10 seconds), medium mountain and mountain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After stage 5 the lowest total time wins the race. If the order can no longer change earlier, the table asks everyone whether to end by agreement: “End the race” or “Race on”. That is all you need. Press “Play a real game” to race against computer players.</source>
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
</context>
</TS>
