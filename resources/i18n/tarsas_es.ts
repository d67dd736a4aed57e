<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Curtain</name>
    <message>
        <source>I am ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Back to shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: %s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint ready.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of this save:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New %s…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved as %s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fixed seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game: %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShelfPage</name>
    <message>
        <source>%1–%2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read save %s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %s?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick a game from the shelf, or carry on where you left off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to shelf</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>agents</name>
    <message>
        <source>Computer (easy: random)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer (medium: greedy)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>medium</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>A facade must stand on the ground or on an earlier tile; it would float.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any handed-in cards count as the tile&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>B</source>
        <comment>letter on blue cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both Actions: now drag a facade tile onto your house, or skip building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a facade now, or skip building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards handed in or discarded; with 3-4 players they form the second supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in hand and ability tiles (· = used).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of one other colour count as the tile&apos;s colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose your coat-of-arms reward first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coat of arms ({count}): place a white tile, take an ability, or reactivate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard down to 7 cards first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End card
beside the
track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End card
in supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End card
revealed</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Facade tile, {colour}, %n spaces; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>G</source>
        <comment>letter on green cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the tile over your house and click to build (R rotate, F flip, Esc put back).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No white tile is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No {colour} tile of size {size} is left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody may own two ability tiles of the same kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now pick a neighbouring card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P</source>
        <comment>letter on purple cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay one card fewer for a facade tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>R</source>
        <comment>letter on red cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reactivate abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score (12 wins at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score track: the first to 12 points wins at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supply
{count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take a third card from anywhere in the harbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take any two cards from the harbour, not only neighbours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take cards and then build in the same turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take cards or build a facade.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take two neighbouring cards (the two ends are not neighbours).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take two neighbouring cards from the harbour, or drag a facade tile onto your house.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That space is already built.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Hungarian rulebook can be read either way; the online version uses the first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards must all be {colour} (or use Change of Colors).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards you hand in of one colour count as another colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ends when the End-of-Game card is revealed while refilling the harbour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The supply: cards refill the harbour from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tile must lie wholly on the house&apos;s grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card in that harbour space.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This tile costs {cost} cards here, not {paid}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those cards are not neighbours (the two ends are not neighbours either); an active Any Cards tile would allow it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn} · {scores}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>W</source>
        <comment>letter on white tiles</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White tiles come only from a coat of arms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White tiles: {count} left. Only a coat of arms gives one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Y</source>
        <comment>letter on yellow cards</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot build that tile there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot place a white tile there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot take those cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold more than 7 cards: click cards in your hand to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold more than 7 cards: discard first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You must take two cards, never just one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your abilities (click to use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your {ability} tile is not active.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>builds nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discards a {colour} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>passes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>places a white tile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes the {ability} ability</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>takes {cards} ({abilities})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turns its abilities active again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ability} (active): {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ability} (used): {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ability} ready: {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} card — click to discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} facade card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} left in the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count}/7)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: points {score}, empty spaces {empty}, cards in hand {cards}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
