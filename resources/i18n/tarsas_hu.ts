<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>Curtain</name>
    <message>
        <source>I am ready</source>
        <translation>Készen állok</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Add át a gépet: {name}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Vége a játéknak</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Új parti</translation>
    </message>
    <message>
        <source>Shared win: %s</source>
        <translation>Közös győzelem: %s</translation>
    </message>
    <message>
        <source>Winner: %s</source>
        <translation>Győztes: %s</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Hiba történt egy gépi játékosnál: {error}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>Az automatikus mentés nem sikerült: {error}</translation>
    </message>
    <message>
        <source>Hint ready.</source>
        <translation>Itt a tipp.</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>Ebből a körből már semmit sem lehet visszavonni.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Visszavonva.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Várj, most nem te következel.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, te következel.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Nem folytatható</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Name of this save:</source>
        <translation>A mentés neve:</translation>
    </message>
    <message>
        <source>New %s…</source>
        <translation>Új játék: %s…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Mentés másként</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Mentés másként…</translation>
    </message>
    <message>
        <source>Saved as %s.</source>
        <translation>Elmentve: %s.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Beállítások…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Colour</source>
        <translation>Szín</translation>
    </message>
    <message>
        <source>Fixed seed</source>
        <translation>Rögzített kezdőérték</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Név</translation>
    </message>
    <message>
        <source>New game: %s</source>
        <translation>Új játék: %s</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Beállítások</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Ki játssza</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Játékosok</translation>
    </message>
    <message>
        <source>Seat colour</source>
        <translation>A játékos színe</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Helyek</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
</context>
<context>
    <name>ShelfPage</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 játékos</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Could not read save %s</source>
        <translation>Nem olvasható mentés: %s</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Törlés</translation>
    </message>
    <message>
        <source>Delete %s?</source>
        <translation>Törlöd ezt: %s?</translation>
    </message>
    <message>
        <source>Delete save</source>
        <translation>Mentés törlése</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>Nincs folyamatban lévő játék.</translation>
    </message>
    <message>
        <source>Pick a game from the shelf, or carry on where you left off.</source>
        <translation>Válassz játékot a polcról, vagy folytasd ott, ahol abbahagytad.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Betöltés</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Mentett játékok</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (gép)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Asztal igazítása</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Napló</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>{player} {action}</source>
        <translation>{player} {action}</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Drop the piece on your house.</source>
        <translation>Tedd le a darabot a saját területedre.</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>Visszatéve.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Várj, most nem te következel.</translation>
    </message>
</context>
<context>
    <name>agents</name>
    <message>
        <source>Computer (easy: random)</source>
        <translation>Gép (könnyű: véletlenszerű)</translation>
    </message>
    <message>
        <source>Computer (medium: greedy)</source>
        <translation>Gép (közepes: mohó)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Ember</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>könnyű</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>közepes</translation>
    </message>
</context>
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n kártya</numerusform>
        </translation>
    </message>
    <message>
        <source>A facade must stand on the ground or on an earlier tile; it would float.</source>
        <translation>A homlokzatlapkának a földön vagy egy korábbi lapkán kell állnia; így lebegne.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Képességlapkák</translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation>Plusz 1 kártya</translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation>Bármelyik kártya</translation>
    </message>
    <message>
        <source>Any handed-in cards count as the tile&apos;s colour</source>
        <translation>Bármely leadott kártya a lapka színének számít</translation>
    </message>
    <message>
        <source>B</source>
        <comment>letter on blue cards</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation>Kártyahúzás és építés</translation>
    </message>
    <message>
        <source>Both Actions: now drag a facade tile onto your house, or skip building.</source>
        <translation>Kártyahúzás és építés: most húzz egy homlokzatlapkát a házadra, vagy hagyd ki az építést.</translation>
    </message>
    <message>
        <source>Build a facade now, or skip building.</source>
        <translation>Most építs egy homlokzatot, vagy hagyd ki az építést.</translation>
    </message>
    <message>
        <source>Build cancelled.</source>
        <translation>Az építés elmaradt.</translation>
    </message>
    <message>
        <source>Cards handed in or discarded; with 3-4 players they form the second supply.</source>
        <translation>Leadott és eldobott kártyák; 3-4 játékosnál ezekből lesz a második kártyakészlet.</translation>
    </message>
    <message>
        <source>Cards in hand and ability tiles (· = used).</source>
        <translation>Kártyák a kézben és képességlapkák (· = elhasznált).</translation>
    </message>
    <message>
        <source>Cards of one other colour count as the tile&apos;s colour</source>
        <translation>Egy másik szín kártyái számítanak a lapka színének</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Színváltás</translation>
    </message>
    <message>
        <source>Choose your coat-of-arms reward first.</source>
        <translation>Előbb válaszd ki a címerért járó jutalmat.</translation>
    </message>
    <message>
        <source>Coat of arms ({count}): place a white tile, take an ability, or reactivate.</source>
        <translation>Címer ({count}): tegyél le fehér lapkát, vegyél képességlapkát, vagy fordítsd vissza a képességeidet.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Oszlopok</translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation>Olcsóbb építés</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>Koppenhága</translation>
    </message>
    <message>
        <source>Discard down to 7 cards first.</source>
        <translation>Előbb dobj el kártyát, amíg 7 marad.</translation>
    </message>
    <message>
        <source>Discards: {count}</source>
        <translation>Dobott lapok: {count}</translation>
    </message>
    <message>
        <source>Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.</source>
        <translation>Gyűjts homlokzatkártyákat a Nyhavn kikötőben, és építs színes házhomlokzatot. 2-4 játékos.</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Üres mezők</translation>
    </message>
    <message>
        <source>End card
beside the
track</source>
        <translation>Vége-
kártya
kint</translation>
    </message>
    <message>
        <source>End card
in supply</source>
        <translation>Vége-
kártya
pakli
alján</translation>
    </message>
    <message>
        <source>End card
revealed</source>
        <translation>Vége-
kártya
felfor-
dítva</translation>
    </message>
    <message numerus="yes">
        <source>Facade tile, {colour}, %n spaces; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</source>
        <translation>
            <numerusform>Homlokzatlapka, {colour}, %n mezős; {left} maradt.
Húzd a házadra (R vagy görgő: forgatás, F vagy jobb klikk: tükrözés), vagy kattints rá, hogy felvedd.</numerusform>
        </translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation>Homlokzatlapkák</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Vége · {scores}</translation>
    </message>
    <message>
        <source>G</source>
        <comment>letter on green cards</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>A kezek rejtve vannak.</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Kikötő – kártyakínálat</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation>Hogyan fizetsz?</translation>
    </message>
    <message>
        <source>Move the tile over your house and click to build (R rotate, F flip, Esc put back).</source>
        <translation>Vidd a lapkát a házad fölé, és kattints az építéshez (R forgatás, F tükrözés, Esc vissza).</translation>
    </message>
    <message>
        <source>No white tile is left.</source>
        <translation>Nem maradt fehér homlokzatlapka.</translation>
    </message>
    <message>
        <source>No {colour} tile of size {size} is left.</source>
        <translation>Nem maradt {size} mezős {colour} homlokzatlapka.</translation>
    </message>
    <message>
        <source>Nobody may own two ability tiles of the same kind.</source>
        <translation>Senkinek sem lehet két egyforma képességlapkája.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Most nem.</translation>
    </message>
    <message>
        <source>Now pick a neighbouring card.</source>
        <translation>Most válassz egy szomszédos kártyát.</translation>
    </message>
    <message>
        <source>P</source>
        <comment>letter on purple cards</comment>
        <translation>L</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Pay one card fewer for a facade tile.</source>
        <translation>Egy homlokzatlapkáért eggyel kevesebb kártyát fizetsz.</translation>
    </message>
    <message>
        <source>Pay {cards}</source>
        <translation>Fizetés: {cards}</translation>
    </message>
    <message>
        <source>R</source>
        <comment>letter on red cards</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Reactivate abilities</source>
        <translation>Képességek visszafordítása</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Sorok</translation>
    </message>
    <message>
        <source>Score (12 wins at once)</source>
        <translation>Pontok (12 azonnal nyer)</translation>
    </message>
    <message>
        <source>Score track: the first to 12 points wins at once.</source>
        <translation>Ponttábla: aki elsőként éri el a 12 pontot, azonnal nyer.</translation>
    </message>
    <message>
        <source>Skip building</source>
        <translation>Nem építek</translation>
    </message>
    <message>
        <source>Supply
{count}</source>
        <translation>Pakli
{count}</translation>
    </message>
    <message>
        <source>Take a third card from anywhere in the harbour.</source>
        <translation>Vegyél el egy harmadik kártyát bárhonnan a kártyakínálatból.</translation>
    </message>
    <message>
        <source>Take any two cards from the harbour, not only neighbours.</source>
        <translation>Bármelyik két kártyát elveheted a kártyakínálatból, nem csak szomszédosakat.</translation>
    </message>
    <message>
        <source>Take cards and then build in the same turn.</source>
        <translation>Ugyanabban a körben húzol kártyát és építesz is.</translation>
    </message>
    <message>
        <source>Take cards or build a facade.</source>
        <translation>Húzz kártyát, vagy építs homlokzatot.</translation>
    </message>
    <message>
        <source>Take two neighbouring cards (the two ends are not neighbours).</source>
        <translation>Két szomszédos kártyát vegyél el (a két vége nem szomszédos).</translation>
    </message>
    <message>
        <source>Take two neighbouring cards from the harbour, or drag a facade tile onto your house.</source>
        <translation>Vegyél el két szomszédos kártyát a kártyakínálatból, vagy húzz egy homlokzatlapkát a házadra.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem szabályos.</translation>
    </message>
    <message>
        <source>That space is already built.</source>
        <translation>Ez a mező már be van építve.</translation>
    </message>
    <message>
        <source>The Hungarian rulebook can be read either way; the online version uses the first.</source>
        <translation>A magyar szabály mindkét módon érthető; az online változat az elsőt használja.</translation>
    </message>
    <message>
        <source>The cards must all be {colour} (or use Change of Colors).</source>
        <translation>Minden kártyának {colour} színűnek kell lennie (vagy használd a Színváltást).</translation>
    </message>
    <message>
        <source>The cards you hand in of one colour count as another colour.</source>
        <translation>Az egyik színből leadott kártyáid egy másik színnek számítanak.</translation>
    </message>
    <message>
        <source>The game ends when the End-of-Game card is revealed while refilling the harbour.</source>
        <translation>A játék véget ér, amikor a kártyakínálat feltöltésekor előkerül a játékvége kártya.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>The supply: cards refill the harbour from here.</source>
        <translation>A kártyakészlet: innen töltődik fel a kártyakínálat.</translation>
    </message>
    <message>
        <source>The tile must lie wholly on the house&apos;s grid.</source>
        <translation>A lapkának teljesen a ház építési rácsán kell lennie.</translation>
    </message>
    <message>
        <source>There is no card in that harbour space.</source>
        <translation>Azon a helyen nincs kártya.</translation>
    </message>
    <message>
        <source>This tile costs {cost} cards here, not {paid}.</source>
        <translation>Ez a lapka itt {cost} kártyába kerül, nem {paid}.</translation>
    </message>
    <message>
        <source>Those cards are not neighbours (the two ends are not neighbours either); an active Any Cards tile would allow it.</source>
        <translation>Ezek a kártyák nem szomszédosak (a két vége sem az); egy aktív Bármelyik kártya képességlapkával elveheted őket.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Turn {turn} · {scores}</source>
        <translation>{turn}. kör · {scores}</translation>
    </message>
    <message>
        <source>W</source>
        <comment>letter on white tiles</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>White tiles come only from a coat of arms.</source>
        <translation>Fehér homlokzatlapkát csak címerért kaphatsz.</translation>
    </message>
    <message>
        <source>White tiles: {count} left. Only a coat of arms gives one.</source>
        <translation>Fehér homlokzatlapkák: {count} maradt. Csak címerért kaphatsz egyet.</translation>
    </message>
    <message>
        <source>Window columns</source>
        <translation>Ablakos oszlopok</translation>
    </message>
    <message>
        <source>Window rows</source>
        <translation>Ablakos sorok</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>letter on yellow cards</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>You cannot build that tile there.</source>
        <translation>Oda nem építheted ezt a lapkát.</translation>
    </message>
    <message>
        <source>You cannot place a white tile there.</source>
        <translation>Oda nem tehetsz fehér lapkát.</translation>
    </message>
    <message>
        <source>You cannot take those cards.</source>
        <translation>Ezeket a kártyákat nem veheted el.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Nincsenek nálad ezek a kártyák.</translation>
    </message>
    <message>
        <source>You hold more than 7 cards: click cards in your hand to discard.</source>
        <translation>7-nél több kártyád van: kattints a kezedben lévő kártyákra a dobáshoz.</translation>
    </message>
    <message>
        <source>You hold more than 7 cards: discard first.</source>
        <translation>7-nél több kártyád van: előbb dobj el.</translation>
    </message>
    <message>
        <source>You must take two cards, never just one.</source>
        <translation>Két kártyát kell elvenned, sosem csak egyet.</translation>
    </message>
    <message>
        <source>Your abilities (click to use)</source>
        <translation>Képességeid (kattints a használathoz)</translation>
    </message>
    <message>
        <source>Your {ability} tile is not active.</source>
        <translation>A(z) {ability} képességlapkád nem aktív.</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards</source>
        <translation>
            <numerusform>épített egy {size} mezős {colour} lapkát %n kártyáért</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities})</source>
        <translation>
            <numerusform>épített egy {size} mezős {colour} lapkát %n kártyáért ({abilities})</numerusform>
        </translation>
    </message>
    <message>
        <source>builds nothing</source>
        <translation>nem épített</translation>
    </message>
    <message>
        <source>cost: {count}</source>
        <translation>ár: {count}</translation>
    </message>
    <message>
        <source>discards a {colour} card</source>
        <translation>eldobott egy {colour} kártyát</translation>
    </message>
    <message>
        <source>empty space</source>
        <translation>üres hely</translation>
    </message>
    <message>
        <source>free</source>
        <translation>ingyen</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passzolt</translation>
    </message>
    <message>
        <source>places a white tile</source>
        <translation>lerakott egy fehér lapkát</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <source>takes the {ability} ability</source>
        <translation>képességlapkát vett el: {ability}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>elvette: {cards}</translation>
    </message>
    <message>
        <source>takes {cards} ({abilities})</source>
        <translation>elvette: {cards} ({abilities})</translation>
    </message>
    <message>
        <source>turns its abilities active again</source>
        <translation>visszafordította aktívra a képességlapkáit</translation>
    </message>
    <message>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>{ability} (active): {rule}</source>
        <translation>{ability} (aktív): {rule}</translation>
    </message>
    <message>
        <source>{ability} (used): {rule}</source>
        <translation>{ability} (elhasznált): {rule}</translation>
    </message>
    <message>
        <source>{ability} ready: {rule}</source>
        <translation>{ability} bekapcsolva: {rule}</translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation>{colour} kártya</translation>
    </message>
    <message>
        <source>{colour} card — click to discard</source>
        <translation>{colour} kártya – kattints a dobáshoz</translation>
    </message>
    <message>
        <source>{colour} facade card</source>
        <translation>{colour} homlokzatkártya</translation>
    </message>
    <message>
        <source>{count} left in the supply.</source>
        <translation>{count} maradt a készletben.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count}/7)</source>
        <translation>{name} kártyái ({count}/7)</translation>
    </message>
    <message>
        <source>{name}: points {score}, empty spaces {empty}, cards in hand {cards}</source>
        <translation>{name}: {score} pont, {empty} üres mező, {cards} kártya a kézben</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>Ebből a körből már semmit sem lehet visszavonni.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>cannot be read ({detail})</source>
        <translation>nem olvasható ({detail})</translation>
    </message>
    <message>
        <source>has no format version</source>
        <translation>nincs benne formátumverzió</translation>
    </message>
    <message>
        <source>is damaged ({detail})</source>
        <translation>sérült ({detail})</translation>
    </message>
    <message>
        <source>is damaged or truncated (not valid JSON at line {line})</source>
        <translation>sérült vagy csonka (érvénytelen JSON a(z) {line}. sorban)</translation>
    </message>
    <message>
        <source>is for an unknown game {game}</source>
        <translation>ismeretlen játék mentése: {game}</translation>
    </message>
    <message>
        <source>is inconsistent: replaying its moves does not give the saved table</source>
        <translation>ellentmondásos: a lépéseit újrajátszva nem a mentett asztal jön ki</translation>
    </message>
    <message>
        <source>is not a Tarsas save</source>
        <translation>nem Tarsas-mentés</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>nem szövegfájl</translation>
    </message>
    <message>
        <source>was made by a newer Tarsas (format {version}; this one reads up to {supported})</source>
        <translation>újabb Tarsas készítette ({version}. formátum; ez a változat legfeljebb a(z) {supported}. formátumot olvassa)</translation>
    </message>
</context>
</TS>
