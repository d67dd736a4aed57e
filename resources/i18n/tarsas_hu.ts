<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Írj valamit az asztalnak…</translation>
    </message>
    <message>
        <source>{name}: {line}</source>
        <translation>{name}: {line}</translation>
    </message>
</context>
<context>
    <name>ClockChoice</name>
    <message>
        <source>1 day a move</source>
        <translation>Lépésenként 1 nap</translation>
    </message>
    <message>
        <source>1 hour a move</source>
        <translation>Lépésenként 1 óra</translation>
    </message>
    <message>
        <source>2 minutes a move</source>
        <translation>Lépésenként 2 perc</translation>
    </message>
    <message>
        <source>A friend whose time runs out has that turn played by the computer; after three turns in a row the computer keeps the seat until the friend is back.</source>
        <translation>Ha egy barát ideje lejár, azt a kört a számítógép játssza helyette; három egymás utáni kör után a számítógép tartja a helyét, amíg a barát vissza nem tér.</translation>
    </message>
    <message>
        <source>No turn clock</source>
        <translation>Nincs lépésóra</translation>
    </message>
    <message>
        <source>When time runs out:</source>
        <translation>Ha lejár az idő:</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>I&apos;m back: give me my seat</source>
        <translation>Visszajöttem: add vissza a helyem</translation>
    </message>
    <message>
        <source>The computer plays for {name} until {name} is back.</source>
        <translation>A számítógép játszik {name} helyett, amíg {name} vissza nem tér.</translation>
    </message>
    <message>
        <source>time ran out three turns in a row: the computer plays for {name} until {name} is back</source>
        <translation>három körön át lejárt az idő: a számítógép játszik {name} helyett, amíg {name} vissza nem tér</translation>
    </message>
    <message>
        <source>time ran out: the computer played for {name}</source>
        <translation>lejárt az idő: a számítógép játszott {name} helyett</translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation>{days} nap {hours} óra</translation>
    </message>
    <message>
        <source>⏱ Time ran out: the computer plays this turn for {name}.</source>
        <translation>⏱ Lejárt az idő: ezt a kört a számítógép játssza {name} helyett.</translation>
    </message>
    <message>
        <source>⏱ Turn clock: {limit} a move</source>
        <translation>⏱ Lépésóra: lépésenként {limit}</translation>
    </message>
    <message>
        <source>⏱ {name}: {left} left</source>
        <translation>⏱ {name}: még {left}</translation>
    </message>
</context>
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
    <name>FirstTurnGuide</name>
    <message>
        <source>First turn: step %d of %d</source>
        <translation>Első kör: %d. lépés / %d</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Értem</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Tovább</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Útmutató kihagyása</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Hiba történt egy gépi játékosnál: {error}</translation>
    </message>
    <message>
        <source>Game over. Shared win: {names}.</source>
        <translation>Vége a játéknak. Közös győzelem: {names}.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Vége a játéknak. Győztes: {names}.</translation>
    </message>
    <message>
        <source>Hint ready.</source>
        <translation>Itt a tipp.</translation>
    </message>
    <message>
        <source>Hints are off in this game.</source>
        <translation>Ebben a játékban nincs tipp.</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>Ebből a körből már semmit sem lehet visszavonni.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Add át a gépet: {name}.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Visszavonva.</translation>
    </message>
    <message>
        <source>The connection to the game&apos;s server is lost: friends&apos; moves wait until it is back. Trying again…</source>
        <translation>Megszakadt a kapcsolat a játék szerverével: a barátok lépései várnak, amíg helyre nem áll. Újrapróbálás…</translation>
    </message>
    <message>
        <source>This seat cannot move now.</source>
        <translation>Ez a hely most nem léphet.</translation>
    </message>
    <message>
        <source>This seat cannot take back now.</source>
        <translation>Ez a hely most nem vonhat vissza lépést.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Várj, most nem te következel.</translation>
    </message>
    <message>
        <source>Waiting for {name} (on another computer)…</source>
        <translation>Várakozás rá: {name} (másik számítógépen)…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} gondolkodik…</translation>
    </message>
    <message>
        <source>{name} took back a move.</source>
        <translation>{name} visszavont egy lépést.</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, te következel.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Connecting… waiting for the game to answer.</source>
        <translation>Kapcsolódás… várakozás a játék válaszára.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Csatlakozás</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Csatlakozás egy játékhoz</translation>
    </message>
    <message>
        <source>Paste the invite code or link your friend sent you (it starts with tarsas://join/).</source>
        <translation>Illeszd be a barátodtól kapott meghívókódot vagy linket (így kezdődik: tarsas://join/).</translation>
    </message>
    <message>
        <source>This game is over: nothing is left to play.</source>
        <translation>Ez a játék már véget ért: nincs mit játszani.</translation>
    </message>
    <message>
        <source>This is not an invite code: %1.</source>
        <translation>Ez nem meghívókód: %1.</translation>
    </message>
    <message>
        <source>an invite code is a short text starting with tarsas://join/</source>
        <translation>a meghívókód egy rövid szöveg, amely így kezdődik: tarsas://join/</translation>
    </message>
    <message>
        <source>an invite code starts with tarsas://join/</source>
        <translation>a meghívókód így kezdődik: tarsas://join/</translation>
    </message>
    <message>
        <source>the broker address has no host</source>
        <translation>a szerver címéből hiányzik a gép neve</translation>
    </message>
    <message>
        <source>the broker address is not mqtt://host:port</source>
        <translation>a szerver címe nem mqtt://gép:port alakú</translation>
    </message>
    <message>
        <source>the broker port is not a number</source>
        <translation>a szerver portja nem szám</translation>
    </message>
    <message>
        <source>the code does not name its broker</source>
        <translation>a kód nem nevezi meg a szerverét</translation>
    </message>
    <message>
        <source>the code is damaged or incomplete</source>
        <translation>a kód sérült vagy hiányos</translation>
    </message>
    <message>
        <source>the code is from another version of Tarsas</source>
        <translation>a kód a Tarsas egy másik változatából való</translation>
    </message>
    <message>
        <source>the code names a seat that no game has</source>
        <translation>a kód olyan helyet nevez meg, amely egyik játékban sincs</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Játék</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Súgó</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>Ú&amp;j játék</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Broker for games with friends on other computers…</source>
        <translation>Közvetítő a másik számítógépen ülő barátokkal játszott játékokhoz…</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>Nem sikerült csatlakozni</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>Nem folytatható</translation>
    </message>
    <message>
        <source>Cannot review</source>
        <translation>Nem tekinthető át</translation>
    </message>
    <message>
        <source>Export game…</source>
        <translation>Játszma exportálása…</translation>
    </message>
    <message>
        <source>How to play in Tarsas</source>
        <translation>Hogyan játssz a Tarsasban</translation>
    </message>
    <message>
        <source>Invite codes…</source>
        <translation>Meghívókódok…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Nyelv</translation>
    </message>
    <message>
        <source>Move this table to a server…</source>
        <translation>Asztal áthelyezése szerverre…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Megnyitás…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Visszanézés</translation>
    </message>
    <message>
        <source>Rules of %s…</source>
        <translation>%s – szabályok…</translation>
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
        <source>Statistics…</source>
        <translation>Statisztika…</translation>
    </message>
    <message>
        <source>The host keeps this game&apos;s record: save, export and review it there.</source>
        <translation>Ennek a játéknak a feljegyzését a házigazda őrzi: nála lehet menteni, exportálni és visszanézni.</translation>
    </message>
    <message>
        <source>This version of Tarsas cannot show that game (%s).</source>
        <translation>A Tarsas ezen változata nem tudja megjeleníteni ezt a játékot (%s).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>Your turn in %s.</source>
        <translation>Te jössz: %s.</translation>
    </message>
</context>
<context>
    <name>MoveToServer</name>
    <message>
        <source>Move</source>
        <translation>Áthelyezés</translation>
    </message>
    <message>
        <source>Move this table to a server</source>
        <translation>Asztal áthelyezése szerverre</translation>
    </message>
    <message>
        <source>Moving the table to the server…</source>
        <translation>Az asztal áthelyezése a szerverre…</translation>
    </message>
    <message>
        <source>The table server holds the game from now on: it goes on while this computer is off. Every code you gave out keeps working; you join your own seat like your friends.</source>
        <translation>Mostantól az asztalszerver tartja a játékot: akkor is folytatódik, ha ez a gép ki van kapcsolva. Minden kiadott kód érvényes marad; a saját helyedhez úgy csatlakozol, mint a barátaid.</translation>
    </message>
    <message>
        <source>This table&apos;s broker runs on this computer: its codes cannot lead to a server. Start the game on a table server instead.</source>
        <translation>Ennek az asztalnak a brókere ezen a gépen fut: a kódjai nem vezethetnek szerverre. Indítsd inkább a játékot asztalszerveren.</translation>
    </message>
    <message>
        <source>This table&apos;s codes lead to {room}, and the server is on {server}: the codes would stop working. Move it to a server on the same broker.</source>
        <translation>Ennek az asztalnak a kódjai ide vezetnek: {room}, a szerver pedig itt van: {server}; a kódok nem működnének tovább. Ugyanazon a brókeren lévő szerverre helyezd át.</translation>
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
        <source>Friend on another computer</source>
        <translation>Barát másik számítógépen</translation>
    </message>
    <message>
        <source>Hints for everyone (also friends on other computers)</source>
        <translation>Tipp mindenkinek (a más gépen játszó barátoknak is)</translation>
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
    <name>OnlineSettingsDialog</name>
    <message>
        <source>An internet broker</source>
        <translation>Internetes közvetítő</translation>
    </message>
    <message>
        <source>Broker address</source>
        <translation>A közvetítő címe</translation>
    </message>
    <message>
        <source>Broker password</source>
        <translation>A közvetítő jelszava</translation>
    </message>
    <message>
        <source>Friends connect to</source>
        <translation>A barátok ide csatlakoznak</translation>
    </message>
    <message>
        <source>Keep it in the settings file instead</source>
        <translation>Inkább a beállításfájlban maradjon</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>Online</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Jelszó (nem kötelező)</translation>
    </message>
    <message>
        <source>Password of {user} at {broker}:</source>
        <translation>{user} jelszava ({broker}):</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Port</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s password store ({store}), not in the settings file.</source>
        <translation>A jelszót a számítógép jelszótárolója ({store}) őrzi, nem a beállításfájl.</translation>
    </message>
    <message>
        <source>The password store refused the password ({error}). It is kept only until Tarsas closes; you will be asked for it again next time.</source>
        <translation>A jelszótároló nem fogadta el a jelszót ({error}). Csak a Tarsas bezárásáig marad meg; legközelebb újra megkérdezzük.</translation>
    </message>
    <message>
        <source>The password will be written in the settings file as typed: anyone who uses this computer account can read it.</source>
        <translation>A jelszó úgy kerül a beállításfájlba, ahogy beírtad: bárki elolvashatja, aki ezt a felhasználói fiókot használja.</translation>
    </message>
    <message>
        <source>This computer has no password store, so the password is kept only until Tarsas closes; you will be asked for it again next time. In the settings file, anyone who uses this computer account could read it.</source>
        <translation>Ezen a számítógépen nincs jelszótároló, ezért a jelszó csak a Tarsas bezárásáig marad meg; legközelebb újra megkérdezzük. A beállításfájlban bárki elolvashatná, aki ezt a felhasználói fiókot használja.</translation>
    </message>
    <message>
        <source>This computer hosts on the local network</source>
        <translation>Ez a számítógép a vendéglátó a helyi hálózaton</translation>
    </message>
    <message>
        <source>Type the broker as mqtt://host:port or mqtts://host:port.</source>
        <translation>A közvetítőt így írd be: mqtt://gép:port vagy mqtts://gép:port.</translation>
    </message>
    <message>
        <source>User (optional)</source>
        <translation>Felhasználó (nem kötelező)</translation>
    </message>
    <message>
        <source>no password for the broker</source>
        <translation>nincs jelszó a közvetítőhöz</translation>
    </message>
    <message>
        <source>port {port} is already in use by another program; choose another port in Settings → Online</source>
        <translation>a {port} portot már egy másik program használja; válassz másikat itt: Beállítások → Online</translation>
    </message>
</context>
<context>
    <name>Progress</name>
    <message>
        <source>{name} {points}</source>
        <translation>{name} {points}</translation>
    </message>
</context>
<context>
    <name>Records</name>
    <message>
        <source>Cannot open</source>
        <translation>Nem nyitható meg</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>Nem sikerült exportálni</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Játszma exportálása</translation>
    </message>
    <message>
        <source>Game exported</source>
        <translation>Játszma exportálva</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Játszma megnyitása</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Megnyitás a mappában</translation>
    </message>
    <message>
        <source>Tarsas games (*.tarsas *.json)</source>
        <translation>Tarsas-játszmák (*.tarsas *.json)</translation>
    </message>
    <message>
        <source>The game was saved as “{name}” in {folder}.</source>
        <translation>A játszma „{name}” néven ebbe a mappába került: {folder}</translation>
    </message>
    <message>
        <source>“{name}” could not be written: {error}</source>
        <translation>„{name}” nem írható: {error}</translation>
    </message>
</context>
<context>
    <name>RemoteConnection</name>
    <message>
        <source>Cannot reach the game&apos;s server at {broker}.</source>
        <translation>A játék szervere nem érhető el: {broker}.</translation>
    </message>
    <message>
        <source>No game answers this code.</source>
        <translation>Erre a kódra egyetlen játék sem válaszol.</translation>
    </message>
    <message>
        <source>The game&apos;s server at {broker} refused this code&apos;s login: the game may have been removed from it. Ask whoever sent you the code.</source>
        <translation>A játék szervere ({broker}) nem engedte be ezt a kódot: lehet, hogy a játékot már törölték róla. Kérdezd meg, aki a kódot küldte.</translation>
    </message>
</context>
<context>
    <name>RemoteController</name>
    <message>
        <source>Asking the host for a hint…</source>
        <translation>Tipp kérése a házigazdától…</translation>
    </message>
    <message>
        <source>Game over. Shared win: {names}.</source>
        <translation>Vége a játéknak. Megosztott győzelem: {names}.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Vége a játéknak. Győztes: {names}.</translation>
    </message>
    <message>
        <source>Sent. Waiting for the host…</source>
        <translation>Elküldve. Várakozás a házigazdára…</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Visszavonva.</translation>
    </message>
    <message>
        <source>Taking back… waiting for the host.</source>
        <translation>Visszavonás… várakozás a házigazdára.</translation>
    </message>
    <message>
        <source>The connection is lost; trying again…</source>
        <translation>Megszakadt a kapcsolat; újrapróbálás…</translation>
    </message>
    <message>
        <source>The host did not accept this move.</source>
        <translation>A házigazda nem fogadta el ezt a lépést.</translation>
    </message>
    <message>
        <source>The host did not take it back.</source>
        <translation>A házigazda nem vonta vissza.</translation>
    </message>
    <message>
        <source>The host has not answered yet… still trying. You may make another move, or go back to the shelf and come back later.</source>
        <translation>A házigazda még nem válaszolt… újrapróbálás. Léphetsz mást is, vagy visszamehetsz a polchoz, és később visszajöhetsz.</translation>
    </message>
    <message>
        <source>The host is away: the table waits until they are back.</source>
        <translation>A házigazda nincs itt: az asztal megvárja, amíg visszatér.</translation>
    </message>
    <message>
        <source>The host turned hints off for this game.</source>
        <translation>A házigazda ebben a játékban kikapcsolta a tippeket.</translation>
    </message>
    <message>
        <source>This seat is now open on another computer: it is played there.</source>
        <translation>Ez a hely most egy másik gépen van megnyitva: ott játsszák.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Várakozás rá: {name}…</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol</translation>
    </message>
    <message>
        <source>chose in secret</source>
        <translation>titokban választott</translation>
    </message>
    <message>
        <source>host</source>
        <translation>házigazda</translation>
    </message>
    <message>
        <source>host away</source>
        <translation>házigazda távol</translation>
    </message>
    <message>
        <source>online</source>
        <translation>elérhető</translation>
    </message>
    <message>
        <source>you</source>
        <translation>te</translation>
    </message>
    <message>
        <source>{name} starts a new game with you: “Join the next game” on the score sheet.</source>
        <translation>{name} új partit kezd veled: „Csatlakozás a következő partihoz” az eredménylapon.</translation>
    </message>
    <message>
        <source>{name} took back a move.</source>
        <translation>{name} visszavont egy lépést.</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, te jössz.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(nothing)</source>
        <translation>(semmi)</translation>
    </message>
    <message>
        <source>All hands and the deck order at this step (a finished game hides nothing)</source>
        <translation>Minden kéz és a pakli sorrendje ennél a lépésnél (egy befejezett játszma semmit sem rejt)</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Visszanézés bezárása</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Minden</translation>
    </message>
    <message>
        <source>Face-down discards</source>
        <translation>Lefordítva eldobott lapok</translation>
    </message>
    <message>
        <source>Finished game: nothing is hidden any more. Show the hand of:</source>
        <translation>Befejezett játszma: már semmi sem rejtett. Kinek a kezét mutassa:</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Napló</translation>
    </message>
    <message>
        <source>Next round (Down)</source>
        <translation>Következő forduló (Le)</translation>
    </message>
    <message>
        <source>Next scoring</source>
        <translation>Következő pontozás</translation>
    </message>
    <message>
        <source>Next turn (Page Down)</source>
        <translation>Következő kör (Page Down)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Egy lépés vissza (Balra)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Egy lépés előre (Jobbra)</translation>
    </message>
    <message>
        <source>Previous round (Up)</source>
        <translation>Előző forduló (Fel)</translation>
    </message>
    <message>
        <source>Previous turn (Page Up)</source>
        <translation>Előző kör (Page Up)</translation>
    </message>
    <message>
        <source>Review: {game}</source>
        <translation>Visszanézés: {game}</translation>
    </message>
    <message>
        <source>Step {step} of {total} · {progress}</source>
        <translation>{step}. lépés / {total} · {progress}</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Asztali beszélgetés</translation>
    </message>
    <message>
        <source>Task cards never dealt</source>
        <translation>Ki nem osztott feladatkártyák</translation>
    </message>
    <message>
        <source>The bag (drawn next first)</source>
        <translation>A zsák (elöl a következő húzás)</translation>
    </message>
    <message>
        <source>The deck (top first)</source>
        <translation>A pakli (felülről lefelé)</translation>
    </message>
    <message>
        <source>The hand of no seat</source>
        <translation>Gazdátlan kéz</translation>
    </message>
    <message>
        <source>This is a review: nothing can be played here.</source>
        <translation>Ez visszanézés: itt nem lehet lépni.</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>A végére (End)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Az elejére (Home)</translation>
    </message>
    <message>
        <source>Unfinished game, between two players&apos; turns: no hand is shown.</source>
        <translation>Befejezetlen játszma, két játékos köre között: senkinek a keze nem látszik.</translation>
    </message>
    <message>
        <source>Unfinished game: seen only as {name} sees it.</source>
        <translation>Befejezetlen játszma: csak úgy látható, ahogy {name} látja.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>{name} keze</translation>
    </message>
    <message>
        <source>{name}&apos;s task cards</source>
        <translation>{name} feladatkártyái</translation>
    </message>
    <message>
        <source>{what}: {name}</source>
        <translation>{what}: {name}</translation>
    </message>
</context>
<context>
    <name>RulesViewer</name>
    <message>
        <source>How to play in Tarsas</source>
        <translation>Hogyan játssz a Tarsasban</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Nyelv:</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>%s – szabályok</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <source>Retry</source>
        <translation>Újra</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Mentés máshová…</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}. Your last saved position is kept.</source>
        <translation>Ez a játék nem mentődik: {error}. Az utolsó mentett állás megmarad.</translation>
    </message>
</context>
<context>
    <name>SaveDialogs</name>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Már van „{name}” nevű mentés. Lecseréled?</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>A játszma folytatása</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>Nem sikerült menteni</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>A játék már nyitva van</translation>
    </message>
    <message>
        <source>Name of this save:</source>
        <translation>A mentés neve:</translation>
    </message>
    <message>
        <source>Play a copy from the bookmark</source>
        <translation>Másolat a könyvjelzőtől</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>Lecseréled a mentést?</translation>
    </message>
    <message>
        <source>Resume bookmark</source>
        <translation>Folytatás a könyvjelzőtől</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Mentés másként</translation>
    </message>
    <message>
        <source>Save elsewhere</source>
        <translation>Mentés máshová</translation>
    </message>
    <message>
        <source>Tarsas saves (*.json)</source>
        <translation>Tarsas-mentések (*.json)</translation>
    </message>
    <message>
        <source>The game went on after the bookmark “{name}” (now: {now}).

Continue the game where it is, or play on from the bookmark as a copy (the game itself stays as it is)?</source>
        <translation>A játszma tovább folyt e könyvjelző után: „{name}” (most: {now}).

Ott folytatod, ahol most tart, vagy a könyvjelzőtől játszol tovább egy másolattal (a játszma maga marad, ahogy van)?</translation>
    </message>
    <message>
        <source>This game is already open in another Tarsas window (process {pid} on {host}, since {since}). Playing it in two places at once would lose moves.

Open a copy of it as a new game instead?</source>
        <translation>Ez a játék már nyitva van egy másik Tarsas-ablakban ({pid}. folyamat, {host}, {since} óta). Ha két helyen játszod egyszerre, lépések vesznek el.

Megnyitod inkább a másolatát új játékként?</translation>
    </message>
    <message>
        <source>“{name}” could not be saved: {error}</source>
        <translation>„{name}” nem menthető: {error}</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Points over the game; click to jump there</source>
        <translation>Pontok a játszma során; kattints, hogy oda ugorj</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>lépések</translation>
    </message>
    <message>
        <source>points</source>
        <translation>pontok</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Hide the score sheet to study the final table (Esc)</source>
        <translation>Az eredménylap elrakása, hogy megnézhesd a végső asztalt (Esc)</translation>
    </message>
    <message>
        <source>Join the next game</source>
        <translation>Csatlakozás a következő partihoz</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Új parti</translation>
    </message>
    <message>
        <source>Points over the game; click to review the game from there</source>
        <translation>Pontok a játszma során; kattints, hogy onnan nézd vissza a játszmát</translation>
    </message>
    <message>
        <source>Put away</source>
        <translation>Elrakás</translation>
    </message>
    <message>
        <source>Replay this game move by move</source>
        <translation>A játszma visszajátszása lépésről lépésre</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Visszanézés</translation>
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
    <name>ServerHosting</name>
    <message>
        <source>A table server holds the game, so it goes on while this computer is off. You join it like every other player.</source>
        <translation>Az asztalszerver tartja a játékot, így akkor is folytatódik, ha ez a gép ki van kapcsolva. Úgy csatlakozol hozzá, mint bármelyik másik játékos.</translation>
    </message>
    <message>
        <source>Host on</source>
        <translation>Hol fut</translation>
    </message>
    <message>
        <source>Opening the game on the table server…</source>
        <translation>A játék megnyitása az asztalszerveren…</translation>
    </message>
    <message>
        <source>Paste the table server&apos;s code (it starts with tarsas://server/).</source>
        <translation>Illeszd be az asztalszerver kódját (tarsas://server/ kezdetű).</translation>
    </message>
    <message>
        <source>Table server</source>
        <translation>Asztalszerver</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s code: it starts with tarsas://server/ and names a broker. Ask whoever runs the server for it again.</source>
        <translation>Ez nem asztalszerver-kód: az ilyen tarsas://server/ kezdetű, és megnevez egy brókert. Kérd el újra a szerver gazdájától.</translation>
    </message>
    <message>
        <source>The game could not be opened on the table server: {error}</source>
        <translation>A játékot nem sikerült megnyitni az asztalszerveren: {error}</translation>
    </message>
    <message>
        <source>The game is open on the table server. Send each player their own code:</source>
        <translation>A játék megnyílt az asztalszerveren. Küldd el minden játékosnak a saját kódját:</translation>
    </message>
    <message>
        <source>The table server did not answer within {seconds} s: it may be stopped, or the code is old. Ask whoever runs it.</source>
        <translation>Az asztalszerver {seconds} másodpercen belül nem válaszolt: lehet, hogy le van állítva, vagy a kód régi. Kérdezd meg a gazdáját.</translation>
    </message>
    <message>
        <source>The table server refused the game: {why}</source>
        <translation>Az asztalszerver nem fogadta el a játékot: {why}</translation>
    </message>
    <message>
        <source>The table server&apos;s broker admits logins only. Ask whoever runs the server for a code that carries the login, or type the broker&apos;s user and password in Settings → Online.</source>
        <translation>Az asztalszerver brókere csak bejelentkezéssel enged be. Kérj a szerver gazdájától olyan kódot, amely tartalmazza a bejelentkezést, vagy írd be a bróker felhasználóját és jelszavát itt: Beállítások → Online.</translation>
    </message>
    <message>
        <source>The table server&apos;s broker did not answer within {seconds} s (or refused this computer). Check the network, or ask whoever runs the server.</source>
        <translation>Az asztalszerver brókere {seconds} másodpercen belül nem válaszolt (vagy elutasította ezt a gépet). Ellenőrizd a hálózatot, vagy kérdezd meg a szerver gazdáját.</translation>
    </message>
    <message>
        <source>The table server&apos;s broker refused the login “{user}”: check the user and password in Settings → Online, or ask whoever runs the server for its code again.</source>
        <translation>Az asztalszerver brókere nem fogadta el ezt a bejelentkezést: „{user}”; ellenőrizd a felhasználót és a jelszót itt: Beállítások → Online, vagy kérd el újra a szerver kódját a gazdájától.</translation>
    </message>
    <message>
        <source>a table server</source>
        <translation>asztalszerveren</translation>
    </message>
    <message>
        <source>the server&apos;s code: tarsas://server/…</source>
        <translation>a szerver kódja: tarsas://server/…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>ezen a gépen</translation>
    </message>
</context>
<context>
    <name>ServerWaitingRoom</name>
    <message>
        <source>Copied</source>
        <translation>Másolva</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Elrejtés</translation>
    </message>
    <message>
        <source>The table server holds this game: it goes on while this computer is off. Send each friend their own code (Copy, then paste it into a message). They choose “Join a game” on their shelf and paste it.</source>
        <translation>Ezt a játékot az asztalszerver tartja: akkor is folytatódik, ha ez a gép ki van kapcsolva. Küldd el minden barátodnak a saját kódját (Másolás, majd illeszd be egy üzenetbe). Ők a polcukon a „Csatlakozás egy játékhoz” gombot választják, és beillesztik.</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>Váróterem</translation>
    </message>
</context>
<context>
    <name>ShelfPage</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 játékos</translation>
    </message>
    <message>
        <source>A bookmark of the game above: resuming it continues that game from here</source>
        <translation>A fenti játszma könyvjelzője: a folytatása innen viszi tovább azt a játszmát</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Could not read joined game %s</source>
        <translation>Nem olvasható a csatlakozott játék: %s</translation>
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
        <source>Forget %s on this computer? Its code joins it again.</source>
        <translation>Elfelejted ezen a gépen: %s? A kódjával újra csatlakozhatsz.</translation>
    </message>
    <message>
        <source>Forget joined game</source>
        <translation>Csatlakozott játék elfelejtése</translation>
    </message>
    <message numerus="yes">
        <source>Its bookmarks go with it (%n more saves).</source>
        <translation>
            <numerusform>A könyvjelzői is törlődnek (még %n mentés).</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Csatlakozás egy játékhoz…</translation>
    </message>
    <message>
        <source>Joined from another computer</source>
        <translation>Másik gépről csatlakozva</translation>
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
        <source>Play a game a friend hosts on another computer: paste the code they sent</source>
        <translation>Játssz egy barátod által másik gépen indított játékban: illeszd be a kódot, amelyet küldött</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Betöltés</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Visszanézés</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Mentett játékok</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>könyvjelző</translation>
    </message>
    <message>
        <source>can&apos;t reach the game&apos;s server</source>
        <translation>a játék szervere nem érhető el</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>befejeződött</translation>
    </message>
    <message>
        <source>host away</source>
        <translation>házigazda távol</translation>
    </message>
    <message>
        <source>on another computer, as {name}</source>
        <translation>másik gépen, {name} helyén</translation>
    </message>
    <message>
        <source>waiting for {name}</source>
        <translation>várakozás rá: {name}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>te jössz</translation>
    </message>
    <message>
        <source>{host}&apos;s {game}</source>
        <translation>{host} játéka: {game}</translation>
    </message>
    <message>
        <source>{name} (a copy)</source>
        <translation>{name} (másolat)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (gép)</translation>
    </message>
    <message>
        <source>{name} (friend)</source>
        <translation>{name} (barát)</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>All games</source>
        <translation>Minden játék</translation>
    </message>
    <message>
        <source>Average score (every seat)</source>
        <translation>Átlagos pontszám (minden játékos)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Legjobb pontszám</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Befejezett játszmák</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Lejátszott játszmák</translation>
    </message>
    <message>
        <source>Longest game</source>
        <translation>Leghosszabb játszma</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statisztika</translation>
    </message>
    <message>
        <source>Win rate against the computer</source>
        <translation>Győzelmi arány a gép ellen</translation>
    </message>
    <message>
        <source>Wins by seat name</source>
        <translation>Győzelmek játékosnév szerint</translation>
    </message>
    <message>
        <source>{count} moves ({game})</source>
        <translation>{count} lépés ({game})</translation>
    </message>
    <message>
        <source>{level}: {rate} ({won} of {games})</source>
        <translation>{level}: {rate} ({games} játszmából {won})</translation>
    </message>
    <message>
        <source>{score} ({name})</source>
        <translation>{score} ({name})</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>? Rules</source>
        <translation>? Szabályok</translation>
    </message>
    <message>
        <source>A friend on another computer ({presence}).</source>
        <translation>Barát másik számítógépen ({presence}).</translation>
    </message>
    <message>
        <source>A friend on another computer ({presence}); a computer plays the seat until the friend arrives.</source>
        <translation>Barát másik számítógépen ({presence}); amíg meg nem érkezik, a gép játszik helyette.</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Vissza a polchoz</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Asztal igazítása</translation>
    </message>
    <message>
        <source>Friends join with their invite codes; start when everyone is here.</source>
        <translation>A barátok a meghívókódjukkal csatlakoznak; indíts, ha mindenki itt van.</translation>
    </message>
    <message>
        <source>Give the seat back to its player</source>
        <translation>A hely visszaadása a játékosának</translation>
    </message>
    <message>
        <source>Hide this panel (F9)</source>
        <translation>A panel elrejtése (F9)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <source>Invite codes</source>
        <translation>Meghívókódok</translation>
    </message>
    <message>
        <source>Let the computer play this seat: {level}</source>
        <translation>Ezen a helyen a gép játsszon: {level}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Napló</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Eredménylap</translation>
    </message>
    <message>
        <source>The network could not start: {error}</source>
        <translation>A hálózat nem indult el: {error}</translation>
    </message>
    <message>
        <source>The rules of this game, and how to play it here</source>
        <translation>A játék szabályai, és hogyan játszható itt</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Visszavonás</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>nincs itt</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>{mark} computer ({level})</source>
        <translation>{mark} gép ({level})</translation>
    </message>
    <message>
        <source>{player} {action}</source>
        <translation>{player} {action}</translation>
    </message>
    <message>
        <source>◀ Panel (F9)</source>
        <translation>◀ Panel (F9)</translation>
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
    <name>TrayWatch</name>
    <message>
        <source>Keep watching your online games?</source>
        <translation>Figyeljem tovább az online játékaidat?</translation>
    </message>
    <message>
        <source>Open Tarsas</source>
        <translation>Tarsas megnyitása</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Kilépés</translation>
    </message>
    <message>
        <source>Tarsas is watching your online games</source>
        <translation>A Tarsas figyeli az online játékaidat</translation>
    </message>
    <message>
        <source>Your online games are still going. Tarsas can stay in the system tray and tell you when it is your turn.</source>
        <translation>Az online játékaid még folynak. A Tarsas a tálcán maradhat, és szól, amikor te következel.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Continue</source>
        <translation>Folytatás</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Másolva</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Másolás</translation>
    </message>
    <message>
        <source>Friends’ computers connect to {address} ({link}).</source>
        <translation>A barátok gépei ide csatlakoznak: {address} ({link}).</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Elrejtés</translation>
    </message>
    <message>
        <source>Let the computer play: %s</source>
        <translation>Játsszon a gép: %s</translation>
    </message>
    <message>
        <source>Send each friend their own code (Copy, then paste it into a message). They choose “Join a game” on their shelf and paste it.</source>
        <translation>Küldd el minden barátodnak a saját kódját (Másolás, majd illeszd be egy üzenetbe). Ők a polcukon a „Csatlakozás egy játékhoz” gombot választják, és beillesztik.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Indítás</translation>
    </message>
    <message>
        <source>Wait for the player</source>
        <translation>Várunk a játékosra</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>Váróterem</translation>
    </message>
    <message>
        <source>away</source>
        <translation>távol</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>kapcsolódva</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>kapcsolódás…</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>még nem csatlakozott</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>nem indult el</translation>
    </message>
    <message>
        <source>online</source>
        <translation>online</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>indul…</translation>
    </message>
</context>
<context>
    <name>agents</name>
    <message>
        <source>Computer (easy)</source>
        <translation>Gép (könnyű)</translation>
    </message>
    <message>
        <source>Computer (expert, 6 s)</source>
        <translation>Gép (mester, 6 mp)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Gép (nehéz)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Gép (közepes)</translation>
    </message>
    <message>
        <source>Computer (random, no blunders)</source>
        <translation>Gép (véletlen, baklövés nélkül)</translation>
    </message>
    <message>
        <source>Computer (uniform random)</source>
        <translation>Gép (egyenletes véletlen)</translation>
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
        <source>expert</source>
        <translation>mester</translation>
    </message>
    <message>
        <source>gentle</source>
        <translation>szelíd</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>nehéz</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>közepes</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>véletlen</translation>
    </message>
</context>
<context>
    <name>christmas_tree</name>
    <message numerus="yes">
        <source>%n more task card(s) travel unseen with other hands.</source>
        <translation>
            <numerusform>Még %n feladatkártya vándorol láthatatlanul más lapokkal.</numerusform>
        </translation>
    </message>
    <message>
        <source>(neutral has {count})</source>
        <translation>(a semlegesnél {count})</translation>
    </message>
    <message>
        <source>(seen travelling)</source>
        <translation>(vándorlás közben látva)</translation>
    </message>
    <message>
        <source>(yours, travelling)</source>
        <translation>(a tiéd, vándorol)</translation>
    </message>
    <message>
        <source>+{n} bulb</source>
        <translation>+{n} égő</translation>
    </message>
    <message>
        <source>+{n} bulbs</source>
        <translation>+{n} égő</translation>
    </message>
    <message>
        <source>1 point per ball glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden gömb alakú üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per gold glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden arany üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per green glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden zöld üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per purple glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden lila üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per spiral glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden spirál alakú üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per star glass ornament; most: +6, second most: +3</source>
        <translation>1 pont minden csillag alakú üvegdíszért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>1 point per wrapped candy; most: +6, second most: +3</source>
        <translation>1 pont minden szaloncukorért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>2 points per gingerbread; most: +6, second most: +3</source>
        <translation>2 pont minden mézeskalácsért; legtöbb: +6, második legtöbb: +3</translation>
    </message>
    <message>
        <source>3 points per completed blue light bulb</source>
        <translation>3 pont minden teljes kék égőért</translation>
    </message>
    <message>
        <source>3 points per completed red light bulb</source>
        <translation>3 pont minden teljes piros égőért</translation>
    </message>
    <message>
        <source>3 points per completed yellow light bulb</source>
        <translation>3 pont minden teljes sárga égőért</translation>
    </message>
    <message>
        <source>4 points per pair of complete bulbs on two edges of one card that meet at a tip (each bulb is used only once)</source>
        <translation>4 pont minden égőpárért, amely egy kártya két, csúcsban találkozó élén van (minden égő csak egyszer számít)</translation>
    </message>
    <message>
        <source>4 points per pair of complete bulbs on two opposite edges of one card, a straight string of light (each bulb is used only once; a card lit on all four edges can score twice)</source>
        <translation>4 pont minden égőpárért egy kártya két szemközti élén, egyenes fényfüzérként (minden égő csak egyszer számít; a négy élén kivilágított kártya kétszer is érhet pontot)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed edge to edge (diagonal neighbours)</source>
        <translation>4 pont minden azonos (színű ÉS alakú) üvegdíszpárért, amelyek éllel érintkeznek (átlós szomszédok)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed one above the other (tips touching)</source>
        <translation>4 pont minden azonos (színű ÉS alakú) üvegdíszpárért, amelyek egymás fölött vannak (csúcsuk érintkezik)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed side by side in a row (tips touching)</source>
        <translation>4 pont minden azonos (színű ÉS alakú) üvegdíszpárért, amelyek egy sorban egymás mellett vannak (csúcsuk érintkezik)</translation>
    </message>
    <message>
        <source>4 task cards (rulebook)</source>
        <translation>4 feladatkártya (szabálykönyv)</translation>
    </message>
    <message>
        <source>5 points per diagonal (either direction) whose glass ornaments show at least its number of snowflakes (by length 1-6: 2, 3, 4, 5, 6, 7)</source>
        <translation>5 pont minden (bármely irányú) átlóért, amelynek üvegdíszein legalább annyi hópehely van, amennyi az átló száma (hossz szerint 1-6: 2, 3, 4, 5, 6, 7)</translation>
    </message>
    <message>
        <source>5 points per row (II-VI) whose two end cards are identical glass ornaments (colour and shape)</source>
        <translation>5 pont minden sorért (II-VI), amelynek két szélső kártyája azonos (színű és alakú) üvegdísz</translation>
    </message>
    <message>
        <source>5 points per row whose glass ornaments show at least the row&apos;s number of snowflakes (rows I-VI: 2, 3, 4, 5, 6, 7)</source>
        <translation>5 pont minden sorért, amelynek üvegdíszein legalább annyi hópehely van, amennyi a sor száma (I-VI. sor: 2, 3, 4, 5, 6, 7)</translation>
    </message>
    <message>
        <source>5 task cards (rulebook tip, p.7)</source>
        <translation>5 feladatkártya (a szabálykönyv tippje, 7. o.)</translation>
    </message>
    <message>
        <source>6 points per candy and gingerbread one above the other (tips touching)</source>
        <translation>6 pont minden egymás fölötti szaloncukor–mézeskalács párért (csúcsuk érintkezik)</translation>
    </message>
    <message>
        <source>6 points per candy and gingerbread side by side in a row (tips touching)</source>
        <translation>6 pont minden egy sorban egymás melletti szaloncukor–mézeskalács párért (csúcsuk érintkezik)</translation>
    </message>
    <message>
        <source>6 points per chain of 3 edge-adjacent glass ornaments with 0-1-2 snowflakes (the 1 in the middle)</source>
        <translation>6 pont minden 3 éllel csatlakozó üvegdíszből álló láncért 0-1-2 hópehellyel (az 1-es középen)</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, one on top with two side by side below it (A)</source>
        <translation>6 pont minden azonos színű vagy alakú üvegdísz-hármasért: egy felül, alatta kettő egymás mellett (A)</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, three consecutive in a row</source>
        <translation>6 pont minden azonos színű vagy alakú üvegdísz-hármasért: három egymás után egy sorban</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, three in a straight diagonal line</source>
        <translation>6 pont minden azonos színű vagy alakú üvegdísz-hármasért: három egy egyenes átlóban</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, two side by side with one hanging between them below (V)</source>
        <translation>6 pont minden azonos színű vagy alakú üvegdísz-hármasért: kettő egymás mellett, alattuk középen egy (V)</translation>
    </message>
    <message>
        <source>6 points per row that contains glass ornaments of all three colours</source>
        <translation>6 pont minden sorért, amelyben mindhárom színű üvegdísz megvan</translation>
    </message>
    <message>
        <source>6 points per row that contains glass ornaments of all three shapes</source>
        <translation>6 pont minden sorért, amelyben mindhárom alakú üvegdísz megvan</translation>
    </message>
    <message>
        <source>8 points per group of three glass ornaments with equal snowflake counts, one on top with two side by side below it (A)</source>
        <translation>8 pont minden egyenlő hópehelyszámú üvegdísz-hármasért: egy felül, alatta kettő egymás mellett (A)</translation>
    </message>
    <message>
        <source>8 points per group of three glass ornaments with equal snowflake counts, three in a straight diagonal line</source>
        <translation>8 pont minden egyenlő hópehelyszámú üvegdísz-hármasért: három egy egyenes átlóban</translation>
    </message>
    <message>
        <source>: {gains}</source>
        <translation>: {gains}</translation>
    </message>
    <message>
        <source>; bulb halves: {halves}</source>
        <translation>; égőfelek: {halves}</translation>
    </message>
    <message>
        <source>A 4th random task card for the neutral tree</source>
        <translation>Egy 4. véletlen feladatkártya a semleges fának</translation>
    </message>
    <message>
        <source>A card lies either upright or upside down.</source>
        <translation>Egy kártya vagy állva, vagy fejjel lefelé fekszik.</translation>
    </message>
    <message>
        <source>Advanced: 5 task cards each, 4 linzer, cards touch, tasks travel</source>
        <translation>Haladó: 5-5 feladatkártya, 4 linzer, a kártyák érintkeznek, a feladatok vándorolnak</translation>
    </message>
    <message>
        <source>All 30, whatever the game</source>
        <translation>Mind a 30, játékváltozattól függetlenül</translation>
    </message>
    <message>
        <source>Before your pick you may spend a linzer ({left} left): click a card on your tree, then another to swap them or the same one to turn it.</source>
        <translation>Választás előtt elkölthetsz egy linzert ({left} maradt): kattints egy kártyádra, majd egy másikra a cseréhez, vagy újra ugyanarra a megfordításhoz.</translation>
    </message>
    <message>
        <source>Bulbs</source>
        <translation>Égők</translation>
    </message>
    <message>
        <source>Choose a task card for this round</source>
        <translation>Válassz feladatkártyát erre a fordulóra</translation>
    </message>
    <message>
        <source>Choose one of your task cards for this round first.</source>
        <translation>Előbb válassz egy feladatkártyát erre a fordulóra.</translation>
    </message>
    <message>
        <source>Choose one of your task cards: it sets a scoring rule for everyone this round.</source>
        <translation>Válassz egy feladatkártyát: ebben a fordulóban mindenkire érvényes pontozási szabályt ad.</translation>
    </message>
    <message>
        <source>Choose two different cards to swap.</source>
        <translation>Két különböző kártyát válassz a cseréhez.</translation>
    </message>
    <message>
        <source>Choose your task card first.</source>
        <translation>Előbb válaszd ki a feladatkártyádat.</translation>
    </message>
    <message>
        <source>Christmas Tree</source>
        <translation>Karácsonyfa</translation>
    </message>
    <message>
        <source>Click to choose which cards turn upside down while swapped.</source>
        <translation>Kattintással választhatod ki, mely kártyák fordulnak meg a cserénél.</translation>
    </message>
    <message>
        <source>Deck: {deck} cards · discarded: {discarded}</source>
        <translation>Pakli: {deck} kártya · eldobva: {discarded}</translation>
    </message>
    <message>
        <source>Done with linzer</source>
        <translation>Kész a linzerrel</translation>
    </message>
    <message>
        <source>Draft ornament cards, hang them on your tree and score the tasks everyone sets. 2-4 players.</source>
        <translation>Válogass díszkártyákat, akaszd őket a fádra, és teljesítsd a közös feladatokat. 2-4 játékos.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a lit space of your tree (wheel, R or right-click turns it upside down), or click a card and then a space.</source>
        <translation>Húzz egy kártyát a kezedből a fád egy kivilágított helyére (görgő, R vagy jobb klikk: fejjel lefelé fordítja), vagy kattints egy kártyára, majd egy helyre.</translation>
    </message>
    <message>
        <source>Drag onto your tree (wheel, R or right-click: upside down), or click to pick it up.</source>
        <translation>Húzd a fádra (görgő, R vagy jobb klikk: megfordítás), vagy kattints rá, hogy felvedd.</translation>
    </message>
    <message>
        <source>Family: 4 task cards each (1-2 bells), 3 linzer</source>
        <translation>Családi: 4-4 feladatkártya (1-2 csengő), 3 linzer</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Végső értékelés</translation>
    </message>
    <message>
        <source>Final scoring: {seat} {total} (tasks {tasks}, snowflakes and candy {snow}, gingerbread {ginger}, bulbs {bulbs}, linzer {linzer})</source>
        <translation>Végső pontozás: {seat} {total} (feladatok {tasks}, hópelyhek és szaloncukrok {snow}, mézeskalácsok {ginger}, égők {bulbs}, linzer {linzer})</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Vége · {scores}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Játékváltozat</translation>
    </message>
    <message>
        <source>Gingerbread</source>
        <translation>Mézeskalács</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>A kezek rejtve vannak.</translation>
    </message>
    <message>
        <source>Hands pass left</source>
        <translation>A lapok balra mennek</translation>
    </message>
    <message>
        <source>Hands pass right</source>
        <translation>A lapok jobbra mennek</translation>
    </message>
    <message>
        <source>Hint: choose task card {task}</source>
        <translation>Tipp: a {task} feladatkártyát válaszd</translation>
    </message>
    <message>
        <source>Hint: keep your linzer (1 point each at the end)</source>
        <translation>Tipp: tartsd meg a linzereidet (a végén 1-1 pont)</translation>
    </message>
    <message>
        <source>Hint: put {card} on space {space}</source>
        <translation>Tipp: tedd a fád {space}. helyére: {card}</translation>
    </message>
    <message>
        <source>Hint: put {card} on space {space} upside down</source>
        <translation>Tipp: tedd a fád {space}. helyére, fejjel lefelé: {card}</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}</source>
        <translation>Tipp: költs el egy linzert, és cseréld meg két kártyádat: {first} ({a}. hely) és {second} ({b}. hely)</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, turning both</source>
        <translation>Tipp: költs el egy linzert, és cseréld meg két kártyádat: {first} ({a}. hely) és {second} ({b}. hely), mindkettőt megfordítva</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, turning {turned_card} from space {turned}</source>
        <translation>Tipp: költs el egy linzert, és cseréld meg két kártyádat: {first} ({a}. hely) és {second} ({b}. hely); megfordítva: {turned_card} ({turned}. helyről)</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: turn {card} on space {space} upside down</source>
        <translation>Tipp: költs el egy linzert, és fordítsd meg egy kártyádat: {card} ({space}. hely)</translation>
    </message>
    <message>
        <source>In the advanced game every card after the first must share an edge with a card already on your tree.</source>
        <translation>A haladó játékban az első utáni minden kártyának éllel kell érintkeznie egy már a fádon lévő kártyával.</translation>
    </message>
    <message>
        <source>Introductory: 3 random one-bell tasks a round, no linzer</source>
        <translation>Bevezető: fordulónként 3 véletlen egycsengős feladat, linzer nélkül</translation>
    </message>
    <message>
        <source>Keep the remaining linzer (1 point each at the end).</source>
        <translation>A megmaradt linzer a tiéd marad (a végén darabonként 1 pont).</translation>
    </message>
    <message>
        <source>Linzer</source>
        <translation>Linzer</translation>
    </message>
    <message>
        <source>Linzer ({left} left): click a card; then another card to swap them, or the same card again to turn it upside down.</source>
        <translation>Linzer ({left} maradt): kattints egy kártyára, majd egy másikra a cseréhez, vagy ugyanarra újra a megfordításhoz.</translation>
    </message>
    <message>
        <source>Linzer ({left} left): click cards on your tree now, or after this last card with &quot;Linzer after it&quot;.</source>
        <translation>Linzer ({left} maradt): kattints most a fád lapjaira, vagy e utolsó lap után a „Linzer utána” gombbal.</translation>
    </message>
    <message>
        <source>Linzer ({left} left): space {space} chosen; click another card to swap them, or the same card again to turn it upside down.</source>
        <translation>Linzer ({left} maradt): kijelölve a fád {space}. helye; kattints egy másik kártyára a cseréhez, vagy ugyanarra újra a megfordításhoz.</translation>
    </message>
    <message>
        <source>Linzer after it: no</source>
        <translation>Linzer utána: nem</translation>
    </message>
    <message>
        <source>Linzer after it: yes</source>
        <translation>Linzer utána: igen</translation>
    </message>
    <message>
        <source>Linzer are spent after a placement, before your next pick.</source>
        <translation>Linzert lerakás után, a következő választásod előtt lehet elkölteni.</translation>
    </message>
    <message>
        <source>Linzer only move cards already on your tree.</source>
        <translation>A linzer csak a fádon már lévő kártyákat mozgatja.</translation>
    </message>
    <message>
        <source>Matching halves form a bulb (ringed).</source>
        <translation>Két egyező félégő egy égő (gyűrű jelöli).</translation>
    </message>
    <message>
        <source>Move the card over your tree and click a lit space (R, wheel or right-click: upside down; Esc puts it back).</source>
        <translation>Vidd a kártyát a fád fölé, és kattints egy kivilágított helyre (R, görgő vagy jobb klikk: megfordítás; Esc: vissza).</translation>
    </message>
    <message>
        <source>Name the lower-numbered space first.</source>
        <translation>Előbb a kisebb számú helyet add meg.</translation>
    </message>
    <message>
        <source>Neutral tree</source>
        <translation>Semleges fa</translation>
    </message>
    <message>
        <source>Neutral tree: {card} on space {space}</source>
        <translation>Semleges fa: {card} → {space}. hely</translation>
    </message>
    <message>
        <source>Neutral tree: {card} on space {space}, upside down</source>
        <translation>Semleges fa: {card}, fejjel lefelé → {space}. hely</translation>
    </message>
    <message>
        <source>None: the 3 random task cards stand</source>
        <translation>Nincs: a 3 véletlen feladatkártya marad</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Most nem.</translation>
    </message>
    <message>
        <source>Only a round&apos;s last pick, by a player holding linzer, can leave out the linzer chance after it.</source>
        <translation>Csak a forduló utolsó húzásánál, és csak akinek van linzere, hagyhatja ki az utána járó linzerlehetőséget.</translation>
    </message>
    <message>
        <source>Pick a card from your hand and a space for it first.</source>
        <translation>Előbb válassz egy kártyát a kezedből és egy helyet neki.</translation>
    </message>
    <message>
        <source>Round {n} scored: the task cards</source>
        <translation>{n}. forduló: a feladatkártyák pontjai</translation>
    </message>
    <message>
        <source>Round {n} scoring</source>
        <translation>{n}. forduló pontozása</translation>
    </message>
    <message>
        <source>Round {n} scoring (click to show)</source>
        <translation>{n}. forduló értékelése (kattints rá)</translation>
    </message>
    <message>
        <source>Round {n} tasks (click to show)</source>
        <translation>{n}. forduló feladatai (kattints rá)</translation>
    </message>
    <message>
        <source>Round {n}/3 · card {card}/7</source>
        <translation>{n}/3. forduló · {card}/7. kártya</translation>
    </message>
    <message>
        <source>Round {round} scoring: {seat} +{points} ({tasks})</source>
        <translation>{round}. forduló pontozása: {seat} +{points} ({tasks})</translation>
    </message>
    <message>
        <source>Round {round} · card {card}/7 · {scores}</source>
        <translation>{round}. forduló · {card}/7. kártya · {scores}</translation>
    </message>
    <message>
        <source>Snowflakes and candy</source>
        <translation>Hópelyhek és szaloncukrok</translation>
    </message>
    <message>
        <source>Space {space} of your tree already holds a card.</source>
        <translation>A fád {space}. helyén már van kártya.</translation>
    </message>
    <message>
        <source>Swap: keep both as they lie</source>
        <translation>Csere: mindkettő úgy marad, ahogy fekszik</translation>
    </message>
    <message>
        <source>Swap: turn both cards</source>
        <translation>Csere: mindkét kártya megfordul</translation>
    </message>
    <message>
        <source>Swap: turn the first card</source>
        <translation>Csere: az első kártya megfordul</translation>
    </message>
    <message>
        <source>Swap: turn the second card</source>
        <translation>Csere: a második kártya megfordul</translation>
    </message>
    <message>
        <source>Task cards dealt (family game)</source>
        <translation>Kiosztott feladatkártyák (családi játék)</translation>
    </message>
    <message>
        <source>Task cards face up: {tasks}</source>
        <translation>Felfordított feladatkártyák: {tasks}</translation>
    </message>
    <message>
        <source>Task cards used</source>
        <translation>Használt feladatkártyák</translation>
    </message>
    <message>
        <source>Tasks round 1</source>
        <translation>Feladatok, 1. forduló</translation>
    </message>
    <message>
        <source>Tasks round 2</source>
        <translation>Feladatok, 2. forduló</translation>
    </message>
    <message>
        <source>Tasks round 3</source>
        <translation>Feladatok, 3. forduló</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Ez a kártya nincs a kezedben.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem szabályos.</translation>
    </message>
    <message>
        <source>That space is not available.</source>
        <translation>Ez a hely nem szabad.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>The game is over: the trees show the last round&apos;s tasks; click a task to change.</source>
        <translation>Vége a játéknak: a fák az utolsó forduló feladatait mutatják; kattints egy feladatra a váltáshoz.</translation>
    </message>
    <message>
        <source>The rulebook (p.5) reveals the neutral tree&apos;s task card &quot;in every variant&quot;, yet the introductory game already draws 3 random task cards; both readings are offered.</source>
        <translation>A szabálykönyv (5. o.) szerint a semleges fa feladatkártyáját „minden változatban” felfedjük, a bevezető játék viszont már eleve 3 véletlen feladatkártyát húz; mindkét olvasat választható.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s three levels (p.3 family, p.5 introductory and advanced).</source>
        <translation>A szabálykönyv három szintje (3. o. családi, 5. o. bevezető és haladó).</translation>
    </message>
    <message>
        <source>The rulebook&apos;s tips allow ignoring the family/advanced marks after a few games.</source>
        <translation>A szabálykönyv tippjei szerint néhány játék után a családi/haladó jelölés figyelmen kívül hagyható.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s tips suggest the family game may also be played with 5 task cards.</source>
        <translation>A szabálykönyv tippjei szerint a családi játék 5 feladatkártyával is játszható.</translation>
    </message>
    <message>
        <source>There is no card on space {space} of your tree.</source>
        <translation>A fád {space}. helyén nincs kártya.</translation>
    </message>
    <message>
        <source>Those marked for the chosen game</source>
        <translation>A választott változathoz jelöltek</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Two-player introductory game: neutral tree&apos;s task card</source>
        <translation>Kétszemélyes bevezető játék: a semleges fa feladatkártyája</translation>
    </message>
    <message>
        <source>Use a linzer now, or say you are done.</source>
        <translation>Most használj linzert, vagy jelezd, hogy kész vagy.</translation>
    </message>
    <message>
        <source>Use a linzer or press Done first.</source>
        <translation>Előbb használj linzert, vagy nyomd meg a Kész gombot.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Várakozás: {name}…</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Győztes: {names}</translation>
    </message>
    <message>
        <source>Yes: after every card is revealed you may spend linzer before the round is scored (then press Done). No: the round is scored at once.</source>
        <translation>Igen: a lapok felfordítása után, a pontozás előtt linzert használhatsz (aztán: Kész a linzerrel). Nem: a forduló pontozása azonnal jön.</translation>
    </message>
    <message>
        <source>You do not hold task card {task}.</source>
        <translation>Nincs nálad ez a feladatkártya: {task}.</translation>
    </message>
    <message>
        <source>You have no linzer left.</source>
        <translation>Nincs több linzered.</translation>
    </message>
    <message>
        <source>Your task cards</source>
        <translation>Feladatkártyáid</translation>
    </message>
    <message>
        <source>Your tree has no space {space}.</source>
        <translation>A fádnak nincs {space}. helye.</translation>
    </message>
    <message>
        <source>a linzer kept is 1 point at the end</source>
        <translation>a megtartott linzer a végén 1 pont</translation>
    </message>
    <message>
        <source>ball</source>
        <translation>gömb</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>bulbs</source>
        <translation>égők</translation>
    </message>
    <message>
        <source>candy</source>
        <translation>szaloncukor</translation>
    </message>
    <message>
        <source>candy +{n}</source>
        <translation>szaloncukor +{n}</translation>
    </message>
    <message>
        <source>candy worth {n}</source>
        <translation>{n} pontos szaloncukor</translation>
    </message>
    <message>
        <source>candy worth {value}</source>
        <translation>szaloncukor, értéke {value}</translation>
    </message>
    <message>
        <source>card</source>
        <translation>kártya</translation>
    </message>
    <message>
        <source>cards in your hand count for it</source>
        <translation>a kezedben van rá illő kártya</translation>
    </message>
    <message>
        <source>chooses a task card</source>
        <translation>feladatkártyát választott</translation>
    </message>
    <message>
        <source>chooses a task card; all task cards are revealed</source>
        <translation>feladatkártyát választott; minden feladatkártya felfedve</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>kiválasztva</translation>
    </message>
    <message>
        <source>deck {deck}</source>
        <translation>pakli: {deck}</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>húzott</translation>
    </message>
    <message>
        <source>gingerbread</source>
        <translation>mézeskalács</translation>
    </message>
    <message>
        <source>gingerbread +{n}</source>
        <translation>mézeskalács +{n}</translation>
    </message>
    <message>
        <source>gingerbread man</source>
        <translation>mézeskalács-figura</translation>
    </message>
    <message>
        <source>gingerbread man; wishes {wishes}</source>
        <translation>mézeskalács figura; kívánságai: {wishes}</translation>
    </message>
    <message>
        <source>glass</source>
        <translation>üvegdísz</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>arany</translation>
    </message>
    <message>
        <source>gold ball</source>
        <translation>arany gömb</translation>
    </message>
    <message>
        <source>gold spiral</source>
        <translation>arany spirál</translation>
    </message>
    <message>
        <source>gold star</source>
        <translation>arany csillag</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>green ball</source>
        <translation>zöld gömb</translation>
    </message>
    <message>
        <source>green spiral</source>
        <translation>zöld spirál</translation>
    </message>
    <message>
        <source>green star</source>
        <translation>zöld csillag</translation>
    </message>
    <message>
        <source>if the game ended now</source>
        <translation>ha most érne véget a játék</translation>
    </message>
    <message>
        <source>it adds {gains}</source>
        <translation>ezt hozza: {gains}</translation>
    </message>
    <message>
        <source>keeps the remaining linzer</source>
        <translation>megtartotta a maradék linzert</translation>
    </message>
    <message>
        <source>must share an edge</source>
        <translation>éllel kell érintkeznie</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>semleges</translation>
    </message>
    <message>
        <source>no other move does better now</source>
        <translation>most egyik másik lépés sem jobb</translation>
    </message>
    <message numerus="yes">
        <source>no points yet: %n of its bulb halves face empty spaces</source>
        <translation>
            <numerusform>még nem hoz pontot: %n félégője üres hely felé néz</numerusform>
        </translation>
    </message>
    <message>
        <source>no points yet: the gingerbread man scores for each neighbour it wishes for</source>
        <translation>még nem hoz pontot: a mézeskalács minden kívánt szomszédjáért pontot ér</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nincs</translation>
    </message>
    <message>
        <source>now:</source>
        <translation>most:</translation>
    </message>
    <message>
        <source>on your tree as it stands it gives you {points} points</source>
        <translation>a fád mostani állásában {points} pontot ér neked</translation>
    </message>
    <message>
        <source>picks a card</source>
        <translation>választott egy kártyát</translation>
    </message>
    <message>
        <source>picks a card; all picks are revealed</source>
        <translation>választott egy kártyát; minden választás felfedve</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>purple ball</source>
        <translation>lila gömb</translation>
    </message>
    <message>
        <source>purple spiral</source>
        <translation>lila spirál</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>lila csillag</translation>
    </message>
    <message>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <source>scored:</source>
        <translation>pontok:</translation>
    </message>
    <message>
        <source>snow +{n}</source>
        <translation>hópehely +{n}</translation>
    </message>
    <message>
        <source>snowflakes</source>
        <translation>hópelyhek</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}, turning both{gains}</source>
        <translation>elköltött egy linzert, és megcserélte két kártyáját: {first} ({a}. hely) és {second} ({b}. hely), mindkettőt megfordítva{gains}</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}, turning {turned_card} from space {turned}{gains}</source>
        <translation>elköltött egy linzert, és megcserélte két kártyáját: {first} ({a}. hely) és {second} ({b}. hely); megfordítva: {turned_card} ({turned}. helyről){gains}</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}{gains}</source>
        <translation>elköltött egy linzert, és megcserélte két kártyáját: {first} ({a}. hely) és {second} ({b}. hely){gains}</translation>
    </message>
    <message>
        <source>spends a linzer: turns {card} on space {space} upside down{gains}</source>
        <translation>elköltött egy linzert, és megfordította egy kártyáját: {card} ({space}. hely){gains}</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>spirál</translation>
    </message>
    <message>
        <source>star</source>
        <translation>csillag</translation>
    </message>
    <message>
        <source>swap: {gain} points now, −1 linzer</source>
        <translation>csere: most {gain} pont, −1 linzer</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>elvéve</translation>
    </message>
    <message>
        <source>the candy</source>
        <translation>szaloncukor</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>kártya</translation>
    </message>
    <message>
        <source>the gingerbread</source>
        <translation>mézeskalács</translation>
    </message>
    <message>
        <source>the gold ball</source>
        <translation>arany gömb</translation>
    </message>
    <message>
        <source>the gold spiral</source>
        <translation>arany spirál</translation>
    </message>
    <message>
        <source>the gold star</source>
        <translation>arany csillag</translation>
    </message>
    <message>
        <source>the green ball</source>
        <translation>zöld gömb</translation>
    </message>
    <message>
        <source>the green spiral</source>
        <translation>zöld spirál</translation>
    </message>
    <message>
        <source>the green star</source>
        <translation>zöld csillag</translation>
    </message>
    <message>
        <source>the purple ball</source>
        <translation>lila gömb</translation>
    </message>
    <message>
        <source>the purple spiral</source>
        <translation>lila spirál</translation>
    </message>
    <message>
        <source>the purple star</source>
        <translation>lila csillag</translation>
    </message>
    <message>
        <source>travelling with task card {task}</source>
        <translation>vándorló feladatkártya: {task}</translation>
    </message>
    <message>
        <source>turn: {gain} points now, −1 linzer</source>
        <translation>fordítás: most {gain} pont, −1 linzer</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>{action}
{lines}</source>
        <translation>{action}
{lines}</translation>
    </message>
    <message>
        <source>{card} · snowflakes: {n}</source>
        <translation>{card} · hópehely: {n}</translation>
    </message>
    <message>
        <source>{name} glass ornament, snowflakes: {count}</source>
        <translation>{name} üvegdísz, hópelyhek: {count}</translation>
    </message>
    <message>
        <source>{name} · {score} pts</source>
        <translation>{name} · {score} pont</translation>
    </message>
    <message>
        <source>{name} · {score} pts · linzer {linzer}</source>
        <translation>{name} · {score} pont · linzer {linzer}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand (1 card)</source>
        <translation>{name} keze (1 kártya)</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count} cards)</source>
        <translation>{name} kártyái ({count} db)</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {count}</source>
        <translation>{name} keze: {count}</translation>
    </message>
    <message>
        <source>{name}: snowflakes and candy {snow}, gingerbread {ginger}, complete bulbs {bulbs} ({points} points)</source>
        <translation>{name}: hópelyhek és szaloncukor {snow}, mézeskalács {ginger}, teljes égők {bulbs} ({points} pont)</translation>
    </message>
    <message>
        <source>{name}: {total}  (tasks {tasks}, snow {snow}, gingerbread {ginger}, bulbs {bulbs}, linzer {linzer})</source>
        <translation>{name}: {total}  (feladatok {tasks}, hó {snow}, mézeskalács {ginger}, égők {bulbs}, linzer {linzer})</translation>
    </message>
    <message>
        <source>{seat}: {card} on space {space}, upside down{gains}</source>
        <translation>{seat}: {card}, fejjel lefelé → {space}. hely{gains}</translation>
    </message>
    <message>
        <source>{seat}: {card} on space {space}{gains}</source>
        <translation>{seat}: {card} → {space}. hely{gains}</translation>
    </message>
    <message>
        <source>{task}: {words}</source>
        <translation>{task}: {words}</translation>
    </message>
</context>
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards discarded</source>
        <translation>
            <numerusform>%n eldobott lap</numerusform>
        </translation>
    </message>
    <message>
        <source>A facade must stand on the ground or on an earlier tile; it would float.</source>
        <translation>A homlokzatlapkának a földön vagy egy korábbi lapkán kell állnia; így lebegne.</translation>
    </message>
    <message>
        <source>A {colour} {size} fits nowhere on your house.</source>
        <translation>A {size} mezős {colour} lapka sehol sem fér el a házadon.</translation>
    </message>
    <message numerus="yes">
        <source>A {colour} {size} needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>A {size} mezős {colour} lapkához %n {colour} kártya kell; neked {held} van.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Képességlapkák</translation>
    </message>
    <message>
        <source>Ability tiles</source>
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
        <source>Cards in hand (at most 7 at the end of a turn).</source>
        <translation>Kártyák a kézben (a kör végén legfeljebb 7).</translation>
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
    <message numerus="yes">
        <source>Coat of arms: choose %n rewards (a white tile, an ability tile, or reactivate yours).</source>
        <translation>
            <numerusform>Címer: válassz %n jutalmat (fehér lapka, képességlapka, vagy a sajátjaid visszafordítása aktívra).</numerusform>
        </translation>
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
        <source>Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.</source>
        <translation>Gyűjts homlokzatkártyákat a Nyhavn kikötőben, és építs színes házhomlokzatot. 2-4 játékos.</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Üres mezők</translation>
    </message>
    <message>
        <source>End</source>
        <comment>on the End-of-Game card</comment>
        <translation>Vége</translation>
    </message>
    <message>
        <source>End card revealed: the game is over</source>
        <translation>A játékvége kártya előkerült: a játék véget ért</translation>
    </message>
    <message>
        <source>End card: among the last ten cards of the supply</source>
        <translation>Játékvége kártya: a kártyakészlet utolsó tíz lapja között</translation>
    </message>
    <message>
        <source>End card: waits until the supply first runs out</source>
        <translation>Játékvége kártya: a ponttábla mellett vár, amíg először elfogy a kártyakészlet</translation>
    </message>
    <message>
        <source>End-of-Game card</source>
        <translation>Játékvége kártya</translation>
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
        <source>Final scores: {scores}</source>
        <translation>Végeredmény: {scores}</translation>
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
    <message numerus="yes">
        <source>Here it needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>Itt %n {colour} kártya kell hozzá; neked {held} van.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Now pick %n more cards, anywhere in the harbour (Any Cards).</source>
        <translation>
            <numerusform>Most válassz még %n kártyát, bárhonnan a kikötőből (Bármelyik kártya).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now pick %n more cards: two of the three must be neighbours.</source>
        <translation>
            <numerusform>Most válassz még %n kártyát: a háromból kettőnek szomszédosnak kell lennie.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now pick a neighbouring card, or any card and then your Any Cards tile.</source>
        <translation>Most válassz egy szomszédos kártyát, vagy bármelyiket, aztán a Bármelyik kártya lapkádat.</translation>
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
        <source>Score track: the first to 12 points wins at once.</source>
        <translation>Ponttábla: aki elsőként éri el a 12 pontot, azonnal nyer.</translation>
    </message>
    <message>
        <source>Score: 12 points win at once</source>
        <translation>Ponttábla: 12 pont azonnal nyer</translation>
    </message>
    <message>
        <source>Skip building</source>
        <translation>Nem építek</translation>
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
        <source>The End card is revealed: the game ends. Most points: {names}.</source>
        <translation>Előkerült a játékvége kártya: vége a játéknak. A legtöbb pont: {names}.</translation>
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
    <message numerus="yes">
        <source>The supply: %n cards; they refill the harbour.</source>
        <translation>
            <numerusform>Kártyakészlet: %n lap; innen töltődik fel a kikötő.</numerusform>
        </translation>
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
        <source>Those cards are not neighbours: click your Any Cards tile to take them with it, or pick another card.</source>
        <translation>Ezek a kártyák nem szomszédosak: kattints a Bármelyik kártya lapkádra, hogy azzal vedd el őket, vagy válassz másik kártyát.</translation>
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
        <translation>A {ability} képességlapkád nem aktív.</translation>
    </message>
    <message>
        <source>beside your {colour} tile it costs one card less</source>
        <translation>a {colour} lapkád mellett eggyel kevesebb kártyába kerül</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>build nothing this turn</source>
        <translation>ebben a körben ne építs</translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards</source>
        <translation>
            <numerusform>építsd meg a {size} mezős {colour} lapkát %n kártyáért</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards with {abilities}</source>
        <translation>
            <numerusform>építsd meg a {size} mezős {colour} lapkát %n kártyáért ({abilities})</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities}) — completes {lines}: +{points}</source>
        <translation>
            <numerusform>épített egy {size} mezős {colour} lapkát %n kártyáért ({abilities}) — ezzel kész {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards — completes {lines}: +{points}</source>
        <translation>
            <numerusform>épített egy {size} mezős {colour} lapkát %n kártyáért — ezzel kész {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds nothing</source>
        <translation>nem épített</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>az 1. oszlop</translation>
    </message>
    <message>
        <source>column 2</source>
        <translation>a 2. oszlop</translation>
    </message>
    <message>
        <source>column 3</source>
        <translation>a 3. oszlop</translation>
    </message>
    <message>
        <source>column 4</source>
        <translation>a 4. oszlop</translation>
    </message>
    <message>
        <source>column 5</source>
        <translation>az 5. oszlop</translation>
    </message>
    <message>
        <source>cost: {count}</source>
        <translation>ár: {count}</translation>
    </message>
    <message>
        <source>discard a {colour} card</source>
        <translation>dobj el egy {colour} kártyát</translation>
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
        <source>from now on: {rule}</source>
        <translation>mostantól: {rule}</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>it completes {lines}: +{points}</source>
        <translation>ezzel kész {lines}: +{points}</translation>
    </message>
    <message>
        <source>it completes {lines}: +{points}, and 12 points win at once</source>
        <translation>ezzel kész {lines}: +{points}, és a 12 pont azonnal nyer</translation>
    </message>
    <message numerus="yes">
        <source>it earns %n coat-of-arms rewards (a white tile or an ability)</source>
        <translation>
            <numerusform>%n címerjutalmat ér (fehér lapka vagy képesség)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it fills %n spaces of your house</source>
        <translation>
            <numerusform>%n mezőt tölt ki a házadon</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passzolj</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passzolt</translation>
    </message>
    <message>
        <source>place a white tile</source>
        <translation>tegyél le egy fehér lapkát</translation>
    </message>
    <message>
        <source>places a white tile</source>
        <translation>lerakott egy fehér lapkát</translation>
    </message>
    <message>
        <source>places a white tile — completes {lines}: +{points}</source>
        <translation>lerakott egy fehér lapkát — ezzel kész {lines}: +{points}</translation>
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
        <source>row 1</source>
        <translation>az 1. sor</translation>
    </message>
    <message>
        <source>row 2</source>
        <translation>a 2. sor</translation>
    </message>
    <message>
        <source>row 3</source>
        <translation>a 3. sor</translation>
    </message>
    <message>
        <source>row 4</source>
        <translation>a 4. sor</translation>
    </message>
    <message>
        <source>row 5</source>
        <translation>az 5. sor</translation>
    </message>
    <message>
        <source>row 6</source>
        <translation>a 6. sor</translation>
    </message>
    <message>
        <source>row 7</source>
        <translation>a 7. sor</translation>
    </message>
    <message>
        <source>row 8</source>
        <translation>a 8. sor</translation>
    </message>
    <message>
        <source>row 9</source>
        <translation>a 9. sor</translation>
    </message>
    <message>
        <source>take the {ability} ability tile</source>
        <translation>vedd el a {ability} képességlapkát</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>vedd el: {cards}</translation>
    </message>
    <message>
        <source>take {cards} with {abilities}</source>
        <translation>vedd el: {cards} ({abilities})</translation>
    </message>
    <message>
        <source>takes the {ability} ability</source>
        <translation>képességlapkát vett el: {ability}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>kártyát vett el a kikötőből: {cards}</translation>
    </message>
    <message>
        <source>takes {cards} ({abilities})</source>
        <translation>kártyát vett el a kikötőből: {cards} ({abilities})</translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards</source>
        <translation>
            <numerusform>utána %n {colour} kártyád lesz</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards: enough for the {colour} {size}</source>
        <translation>
            <numerusform>utána %n {colour} kártyád lesz: elég a {size} mezős {colour} lapkához</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {line} lacks only %n spaces</source>
        <translation>
            <numerusform>utána {line} kitöltéséhez már csak %n mező hiányzik</numerusform>
        </translation>
    </message>
    <message>
        <source>turn your abilities active again</source>
        <translation>fordítsd vissza aktívra a képességeidet</translation>
    </message>
    <message>
        <source>turns their abilities active again</source>
        <translation>újra aktívra fordította a képességlapkáit</translation>
    </message>
    <message>
        <source>white</source>
        <translation>fehér</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message numerus="yes">
        <source>you hold only %n {colour} cards: the others build bigger tiles</source>
        <translation>
            <numerusform>csak %n {colour} kártyád van: a többiből nagyobb lapkát építhetsz</numerusform>
        </translation>
    </message>
    <message>
        <source>you may use {abilities} again</source>
        <translation>újra használhatod: {abilities}</translation>
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
        <source>{name} completes {lines}: +{points}</source>
        <translation>{name} házán kész {lines}: +{points}</translation>
    </message>
    <message>
        <source>{name} reaches 12 points and wins at once.</source>
        <translation>{name} elérte a 12 pontot, és azonnal nyert.</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>{name} kártyái: %n lap</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n points</source>
        <translation>
            <numerusform>{name}: %n pont</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: points {score}, empty spaces {empty}, cards in hand {cards}</source>
        <translation>{name}: {score} pont, {empty} üres mező, {cards} kártya a kézben</translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points and on empty spaces ({empty}): a shared win</source>
        <translation>
            <numerusform>{tied} egyaránt %n pontot ért el, és az üres mezők száma is egyenlő ({empty}): közös győzelem</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points; {winner} wins with fewer empty spaces ({empty} against {others})</source>
        <translation>
            <numerusform>{tied} egyaránt %n pontot ért el; {winner} nyert, mert kevesebb üres mező maradt a házán (neki {empty}, a többieknek {others})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} reaches %n points and wins the game at once</source>
        <translation>
            <numerusform>{winner} %n pontot ért el, és ezzel azonnal megnyerte a játékot</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} wins with %n points</source>
        <translation>
            <numerusform>{winner} nyert %n ponttal</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>(Another move is almost as good.)</source>
        <translation>(Egy másik lépés majdnem ugyanilyen jó.)</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>Ebből a körből már semmit sem lehet visszavonni.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem szabályos.</translation>
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
        <source>has a progress line this Tarsas does not know</source>
        <translation>olyan állásleírást tartalmaz, amelyet ez a Tarsas nem ismer</translation>
    </message>
    <message>
        <source>has an invalid match id ({value})</source>
        <translation>érvénytelen játékazonosítót tartalmaz ({value})</translation>
    </message>
    <message>
        <source>has an invalid time stamp {field} ({value})</source>
        <translation>érvénytelen időbélyeget tartalmaz: {field} ({value})</translation>
    </message>
    <message>
        <source>has an invalid {field} ({value})</source>
        <translation>érvénytelen mezőt tartalmaz: {field} ({value})</translation>
    </message>
    <message>
        <source>has an unknown computer level {level}</source>
        <translation>ismeretlen gépi szintet tartalmaz: {level}</translation>
    </message>
    <message>
        <source>has no valid format version ({value})</source>
        <translation>nincs érvényes formátumverziója ({value})</translation>
    </message>
    <message>
        <source>is damaged ({detail})</source>
        <translation>sérült ({detail})</translation>
    </message>
    <message>
        <source>is damaged or truncated (not valid JSON at line {line})</source>
        <translation>sérült vagy csonka (érvénytelen JSON, {line}. sor)</translation>
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
        <source>is nested too deeply</source>
        <translation>túl mélyen egymásba ágyazott</translation>
    </message>
    <message>
        <source>is not a Tarsas save</source>
        <translation>nem Tarsas-mentés</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>nem közönséges fájl</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>nem szövegfájl</translation>
    </message>
    <message>
        <source>is too large ({size} bytes; at most {limit})</source>
        <translation>túl nagy ({size} bájt; legfeljebb {limit})</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>{n}. játékos</translation>
    </message>
    <message>
        <source>was made by a newer Tarsas (format {version}; this one reads up to {supported})</source>
        <translation>újabb Tarsas készítette ({version}. formátum; ez a változat legfeljebb {supported}. formátumú mentést olvas)</translation>
    </message>
</context>
<context>
    <name>first_turn</name>
    <message>
        <source>At the end of your turn, drag each building you bought into your city (streets must match) or onto your reserve.</source>
        <translation>A köröd végén húzd a megvett épületlapkákat a városodba (az utcáknak illeszkedniük kell) vagy a tartalékmezőre.</translation>
    </message>
    <message>
        <source>Drag a settlement onto a lit hex, or click a lit hex. Hexes you may not use are dimmed.</source>
        <translation>Húzz egy települést egy kivilágított mezőre, vagy kattints rá. A nem használható mezők halványak.</translation>
    </message>
    <message>
        <source>Drag the card onto a lit space of your tree. R, the wheel or a right-click turns it upside down.</source>
        <translation>Húzd a kártyát a fád egy kivilágított helyére. R, a görgő vagy jobb klikk fejjel lefelé fordítja.</translation>
    </message>
    <message>
        <source>If you hold task cards, first choose one: it sets a scoring rule for everybody this round. The revealed tasks show their live points.</source>
        <translation>Ha van feladatkártyád, előbb válassz egyet: ebben a fordulóban mindenkire érvényes pontozási szabályt ad. A felfedett feladatok az aktuális pontjukat mutatják.</translation>
    </message>
    <message>
        <source>On your turn take money, buy a building or rebuild. To take money, click a card here (or several worth 5 at most), then Take selected.</source>
        <translation>A körödben vegyél pénzt, vásárolj épületet vagy építs át. Pénzért kattints itt egy kártyára (vagy többre, legfeljebb 5 értékben), majd a Kijelöltek elvétele gombra.</translation>
    </message>
    <message>
        <source>Or build: drag a facade tile of a colour you hold onto your house. R or the wheel turns it, F or a right-click flips it; green means you may build there.</source>
        <translation>Vagy építs: húzz a házadra egy homlokzatlapkát olyan színben, amilyen kártyáid vannak. R vagy a görgő forgatja, F vagy jobb klikk tükrözi; a zöld azt jelzi, hogy oda építhetsz.</translation>
    </message>
    <message>
        <source>Settle next to a location to take its tile: from your next turn it gives you an extra build or move. The three Kingdom Builder cards decide what earns gold at the end.</source>
        <translation>Építs egy hely mellé, és megkapod a helylapkáját: a következő körödtől plusz építést vagy áthelyezést ad. A három Kingdom Builder kártya dönti el, mi ér aranyat a végén.</translation>
    </message>
    <message>
        <source>Stuck? Hint suggests a move, Undo takes back this turn&apos;s steps, and Rules explains everything.</source>
        <translation>Elakadtál? A Tipp lépést javasol, a Visszavonás visszavonja e kör lépéseit, a Szabályok mindent elmagyaráznak.</translation>
    </message>
    <message>
        <source>Take cards: click two neighbouring cards in the harbour. That is a whole turn.</source>
        <translation>Kártyahúzás: kattints két szomszédos kártyára a kártyakínálatban. Ez egy teljes kör.</translation>
    </message>
    <message>
        <source>These are your ornament cards. Pick one each time: everyone reveals and places together, then the hands are passed on.</source>
        <translation>Ezek a díszkártyáid. Minden alkalommal válassz egyet: mindenki egyszerre fedi fel és teszi le, aztán a lapokat továbbadjátok.</translation>
    </message>
    <message>
        <source>This is your house. Build facade tiles into it: every finished floor or column scores, and 12 points win.</source>
        <translation>Ez a házad. Építs bele homlokzatlapkákat: minden kész szint (sor) és oszlop pontot ér, 12 ponttal nyersz.</translation>
    </message>
    <message>
        <source>To buy, click the money cards of the building&apos;s bank in your hand, then the building on the market. Pay the exact price and you may act again.</source>
        <translation>Vásárláshoz kattints a kezedben az épület bankjának pénzkártyáira, majd az épületre a piacon. Ha pontosan fizetsz, újra léphetsz.</translation>
    </message>
    <message>
        <source>Your cards and ability tiles are down here. Click an ability before you take or build to use it.</source>
        <translation>Lent vannak a kártyáid és a képességlapkáid. Kattints egy képességre húzás vagy építés előtt, hogy használd.</translation>
    </message>
    <message>
        <source>Your terrain card says where you build this turn: three settlements on that terrain, next to your own settlements whenever you can.</source>
        <translation>A tájkártyád mutatja, hova építesz ebben a körben: három települést arra a tájegységre, ha lehet, a saját településeid mellé.</translation>
    </message>
</context>
<context>
    <name>kingdom_builder</name>
    <message>
        <source> and </source>
        <translation> és </translation>
    </message>
    <message>
        <source>1 gold per 2 settlements in your largest settlement area.</source>
        <translation>1 arany minden 2 település után a legnagyobb települési területeden.</translation>
    </message>
    <message>
        <source>1 gold per horizontal line with at least one of your settlements.</source>
        <translation>1 arany minden vízszintes vonalért, amelyben legalább egy településed áll.</translation>
    </message>
    <message>
        <source>1 gold per separate settlement area.</source>
        <translation>1 arany minden különálló települési területért.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to a location or castle hex.</source>
        <translation>1 arany minden település után, amely hely- vagy vármezővel határos.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to a mountain.</source>
        <translation>1 arany minden település után, amely heggyel határos.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to water (settlements on water score nothing).</source>
        <translation>1 arany minden település után, amely vízzel határos (a vízen álló települések nem érnek aranyat).</translation>
    </message>
    <message>
        <source>2 gold per settlement on the one horizontal line where you have most.</source>
        <translation>2 arany minden település után abban az egy vízszintes vonalban, ahol a legtöbb településed áll.</translation>
    </message>
    <message>
        <source>3 gold per castle hex next to at least one of your settlements: {list}</source>
        <translation>3 arany minden vármezőért, amely legalább egy településeddel határos: {list}</translation>
    </message>
    <message>
        <source>3 gold per settlement in the quadrant where you have fewest.</source>
        <translation>3 arany minden település után abban a negyedben, ahol a legkevesebb településed áll.</translation>
    </message>
    <message>
        <source>3 random cards of 10</source>
        <translation>3 véletlen kártya a 10-ből</translation>
    </message>
    <message>
        <source>4 gold per location or castle hex linked by your settlements to another one.</source>
        <translation>4 arany minden hely- vagy vármezőért, amelyet településeid egy másikkal összekötnek.</translation>
    </message>
    <message>
        <source>; settlement of {name}</source>
        <translation>; {name} települése</translation>
    </message>
    <message>
        <source>A count of zero can still be second (5/0/0 scores 12/6/6)</source>
        <translation>Nulla településsel is lehet második (5/0/0 esetén 12/6/6)</translation>
    </message>
    <message>
        <source>A lost location tile</source>
        <translation>Elvesztett helylapka</translation>
    </message>
    <message>
        <source>A terrain card, face down.</source>
        <translation>Egy tájkártya, lefordítva.</translation>
    </message>
    <message>
        <source>Ba</source>
        <comment>short for Barn</comment>
        <translation>Pj</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>Pajta</translation>
    </message>
    <message>
        <source>Barn, turned 180°</source>
        <translation>Pajta, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Játéktábla</translation>
    </message>
    <message>
        <source>Build 1 settlement at either end of a straight line of at least 3 of your settlements.</source>
        <translation>Építs 1 települést legalább 3 saját településed egyenes láncolatának valamelyik végére.</translation>
    </message>
    <message>
        <source>Build 1 settlement at the edge of the board, next to your own if possible.</source>
        <translation>Építs 1 települést a játéktábla szélére, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Build 1 settlement on desert, next to your own if possible.</source>
        <translation>Építs 1 települést sivatagra, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Build 1 settlement on grass, next to your own if possible.</source>
        <translation>Építs 1 települést rétre, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Build 1 settlement on the terrain of your card, next to your own if possible.</source>
        <translation>Építs 1 települést a tájkártyád tájegységére, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Build settlements on the terrain you draw, grab location tiles and score 3 goal cards. 2-4 players.</source>
        <translation>Építs településeket a húzott tájegységre, szerezz helylapkákat, és teljesítsd a 3 Kingdom Builder kártyát. 2-4 játékos.</translation>
    </message>
    <message>
        <source>Build your 3 settlements before ending the turn.</source>
        <translation>Előbb építsd meg a 3 településedet, csak utána fejezheted be a lépést.</translation>
    </message>
    <message>
        <source>Build {left} more {on}: drag a settlement or click a lit hex.</source>
        <translation>Még {left} települést kell építened {on}: húzz oda egyet, vagy kattints egy kiemelt mezőre.</translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of canyon</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Card 1</source>
        <translation>1. kártya</translation>
    </message>
    <message>
        <source>Card 2</source>
        <translation>2. kártya</translation>
    </message>
    <message>
        <source>Card 3</source>
        <translation>3. kártya</translation>
    </message>
    <message>
        <source>Castle: 3 gold at the end for each player with a settlement next to it.</source>
        <translation>Vár: a játék végén 3 arany minden játékosnak, akinek települése határos vele.</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Várak</translation>
    </message>
    <message>
        <source>Choose 4 different quadrants.</source>
        <translation>Válassz 4 különböző negyedet.</translation>
    </message>
    <message>
        <source>Chosen below</source>
        <translation>Lent kiválasztva</translation>
    </message>
    <message>
        <source>Citizens</source>
        <translation>Polgárok</translation>
    </message>
    <message>
        <source>Click to close.</source>
        <translation>Kattints a bezáráshoz.</translation>
    </message>
    <message>
        <source>Click to use it; click again to put it back.</source>
        <translation>Kattints a használathoz; újabb kattintással visszateszed.</translation>
    </message>
    <message>
        <source>Click: light the settlements that scored.</source>
        <translation>Kattintás: megmutatja a pontot hozó településeket.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>initial of desert</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>Discoverers</source>
        <translation>Felfedezők</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Lépés vége</translation>
    </message>
    <message>
        <source>F</source>
        <comment>initial of flower field</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Fa</source>
        <comment>short for Farm</comment>
        <translation>Fa</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Farm</translation>
    </message>
    <message>
        <source>Farm, turned 180°</source>
        <translation>Farm, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Gazdák</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Végső pontozás</translation>
    </message>
    <message>
        <source>Finish your mandatory builds before ending the turn ({left} left).</source>
        <translation>Fejezd be a kötelező építést, mielőtt befejezed a lépést (még {left}).</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Vége · {scores}</translation>
    </message>
    <message>
        <source>Fishermen</source>
        <translation>Halászok</translation>
    </message>
    <message>
        <source>G</source>
        <comment>initial of grass</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Game over, won by {names}. Click a card to circle the settlements that scored it.</source>
        <translation>Vége a játéknak, nyertes: {names}. Kattints egy kártyára: bekarikázzuk a pontot hozó településeket.</translation>
    </message>
    <message>
        <source>Ha</source>
        <comment>short for Harbor</comment>
        <translation>Ki</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Kikötő</translation>
    </message>
    <message>
        <source>Harbor, turned 180°</source>
        <translation>Kikötő, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Hermits</source>
        <translation>Remeték</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>Kingdom Builder</source>
        <translation>Kingdom Builder</translation>
    </message>
    <message>
        <source>Kingdom Builder cards</source>
        <translation>Kingdom Builder kártyák</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Lovagok</translation>
    </message>
    <message>
        <source>Lords</source>
        <translation>Nemesek</translation>
    </message>
    <message>
        <source>Lords: second place with zero settlements</source>
        <translation>Nemesek: második hely nulla településsel</translation>
    </message>
    <message>
        <source>Mandatory builds done: use a ready tile, or end your turn.</source>
        <translation>A kötelező építés kész: használj egy helylapkát, vagy fejezd be a lépést.</translation>
    </message>
    <message>
        <source>May take another one there after losing it</source>
        <translation>Elvesztése után ott újra vehet egyet</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>Kereskedők</translation>
    </message>
    <message>
        <source>Miners</source>
        <translation>Bányászok</translation>
    </message>
    <message>
        <source>Move 1 of your settlements exactly 2 hexes in a straight line, jumping anything.</source>
        <translation>Helyezd át 1 településedet egyenes vonalban pontosan 2 mezővel; bármit átugorhat.</translation>
    </message>
    <message>
        <source>Move 1 of your settlements onto water, next to your own if possible.</source>
        <translation>Helyezd át 1 településedet vízre, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Move 1 of your settlements to the terrain of your card, next to your own if possible.</source>
        <translation>Helyezd át 1 településedet a tájkártyád tájegységére, lehetőleg a saját településed mellé.</translation>
    </message>
    <message>
        <source>Move over a lit hex and click to build (Esc puts it back).</source>
        <translation>Vidd egy kivilágított mező fölé, és kattints az építéshez (Esc: vissza).</translation>
    </message>
    <message>
        <source>Need at least one settlement in the quadrant to score</source>
        <translation>A pontozáshoz legalább egy település kell a negyedben</translation>
    </message>
    <message>
        <source>Never take a tile from that location hex again</source>
        <translation>Arról a helymezőről soha többé nem vehet lapkát</translation>
    </message>
    <message>
        <source>No free hex is left at the edge of the board: the Tower cannot be used now.</source>
        <translation>A tábla szélén nincs több szabad mező: a Torony most nem használható.</translation>
    </message>
    <message>
        <source>No free {terrain} hex is left: the {tile} cannot be used now.</source>
        <translation>{tile}: most nem használható, mert nincs több szabad mező ({terrain}).</translation>
    </message>
    <message>
        <source>No terrain card.</source>
        <translation>Nincs tájkártya.</translation>
    </message>
    <message>
        <source>None of your settlements can jump 2 hexes in a straight line onto a free grass, canyon, desert, flower or forest hex.</source>
        <translation>Egyik településed sem ugorhat egyenesen 2 mezőt szabad rét, kanyon, sivatag, virágmező vagy erdő mezőre.</translation>
    </message>
    <message>
        <source>Not there.</source>
        <translation>Oda nem.</translation>
    </message>
    <message>
        <source>Nothing can be built on a {terrain} hex.</source>
        <translation>Erre a mezőre nem lehet építeni: {terrain}.</translation>
    </message>
    <message>
        <source>Nothing can be placed now.</source>
        <translation>Most semmit sem lehet lerakni.</translation>
    </message>
    <message>
        <source>Nothing is built on water (only the Harbor moves a settlement there).</source>
        <translation>Vízre nem lehet építeni (csak a Kikötő helyezhet át oda települést).</translation>
    </message>
    <message>
        <source>Nothing left to do: your turn ends by itself in a moment (Undo takes back your last build).</source>
        <translation>Nincs több teendőd: a köröd magától véget ér (a Visszavonás visszaveszi az utolsó építést).</translation>
    </message>
    <message>
        <source>Nothing to build now: use a tile or end your turn.</source>
        <translation>Most nincs mit építeni: használj helylapkát, vagy fejezd be a lépést.</translation>
    </message>
    <message>
        <source>Now click where it goes.</source>
        <translation>Most kattints oda, ahová kerüljön.</translation>
    </message>
    <message>
        <source>Oa</source>
        <comment>short for Oasis</comment>
        <translation>Oá</translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation>Oázis</translation>
    </message>
    <message>
        <source>Oasis, turned 180°</source>
        <translation>Oázis, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Or</source>
        <comment>short for Oracle</comment>
        <translation>Jó</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Jósda</translation>
    </message>
    <message>
        <source>Oracle, turned 180°</source>
        <translation>Jósda, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Pa</source>
        <comment>short for Paddock</comment>
        <translation>Ka</translation>
    </message>
    <message>
        <source>Paddock</source>
        <translation>Karám</translation>
    </message>
    <message>
        <source>Paddock, turned 180°</source>
        <translation>Karám, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Per quadrant: 12 gold for the most settlements, 6 for the second most.</source>
        <translation>Negyedenként: 12 arany a legtöbb településért, 6 a második legtöbbért.</translation>
    </message>
    <message>
        <source>Pick one of your lit settlements.</source>
        <translation>Válassz egyet a kivilágított településeid közül.</translation>
    </message>
    <message>
        <source>Pick one of your own settlements to move.</source>
        <translation>Válassz ki egy saját településedet az áthelyezéshez.</translation>
    </message>
    <message>
        <source>Put tile back</source>
        <translation>Lapka vissza</translation>
    </message>
    <message>
        <source>Quadrant bottom left</source>
        <translation>Bal alsó negyed</translation>
    </message>
    <message>
        <source>Quadrant bottom right</source>
        <translation>Jobb alsó negyed</translation>
    </message>
    <message>
        <source>Quadrant top left</source>
        <translation>Bal felső negyed</translation>
    </message>
    <message>
        <source>Quadrant top right</source>
        <translation>Jobb felső negyed</translation>
    </message>
    <message>
        <source>Random quadrants, positions and turns</source>
        <translation>Véletlen negyedek, helyek és elforgatások</translation>
    </message>
    <message>
        <source>Round {round} · last round · {scores}</source>
        <translation>{round}. forduló · utolsó forduló · {scores}</translation>
    </message>
    <message>
        <source>Round {round} · {scores}</source>
        <translation>{round}. forduló · {scores}</translation>
    </message>
    <message>
        <source>Running gold: {list}</source>
        <translation>Eddigi arany: {list}</translation>
    </message>
    <message>
        <source>Suggested first game (Fishermen, Merchants, Knights)</source>
        <translation>Javasolt első játék (Halászok, Kereskedők, Lovagok)</translation>
    </message>
    <message>
        <source>Suggested first game (Tavern, Paddock / Oasis, Farm)</source>
        <translation>Javasolt első játék (Taverna, Karám / Oázis, Farm)</translation>
    </message>
    <message>
        <source>T</source>
        <comment>initial of forest</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>Ta</source>
        <comment>short for Tavern</comment>
        <translation>Ta</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taverna</translation>
    </message>
    <message>
        <source>Tavern, turned 180°</source>
        <translation>Taverna, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Terrain card: {terrain}</source>
        <translation>Tájkártya: {terrain}</translation>
    </message>
    <message>
        <source>Terrain card: {terrain}.</source>
        <translation>Tájkártya: {terrain}.</translation>
    </message>
    <message>
        <source>Terrain deck: {count} cards left.</source>
        <translation>Tájkártya-pakli: {count} lap maradt.</translation>
    </message>
    <message>
        <source>That hex already holds a settlement.</source>
        <translation>Azon a mezőn már áll település.</translation>
    </message>
    <message>
        <source>That is not a hex of the board.</source>
        <translation>Ez nem a játéktábla mezője.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem szabályos.</translation>
    </message>
    <message>
        <source>That settlement cannot move with the {tile}.</source>
        <translation>Ez a település nem helyezhető át ezzel: {tile}.</translation>
    </message>
    <message>
        <source>That settlement cannot move with this tile.</source>
        <translation>Ez a település nem helyezhető át ezzel a lapkával.</translation>
    </message>
    <message>
        <source>The Harbor moves a settlement onto water only.</source>
        <translation>A Kikötő csak vízre helyez át települést.</translation>
    </message>
    <message>
        <source>The Paddock may jump over anything but must land on grass, canyon, desert, flowers or forest.</source>
        <translation>A Karám bármit átugorhat, de rétre, kanyonra, sivatagra, virágmezőre vagy erdőre kell érkeznie.</translation>
    </message>
    <message>
        <source>The Paddock moves a settlement exactly 2 hexes in a straight line.</source>
        <translation>A Karám egyenes vonalban pontosan 2 mezővel helyez át egy települést.</translation>
    </message>
    <message>
        <source>The Tavern builds only at the end of a straight line of 3 or more of your settlements.</source>
        <translation>A Taverna csak legalább 3 saját településed egyenes láncolatának végére építhet.</translation>
    </message>
    <message>
        <source>The Tavern builds only on grass, canyon, desert, flowers or forest.</source>
        <translation>A Taverna csak rétre, kanyonra, sivatagra, virágmezőre vagy erdőre építhet.</translation>
    </message>
    <message>
        <source>The Tavern needs a straight line of 3 of your settlements with a free hex at one end; you have none yet.</source>
        <translation>A Tavernához 3 saját településed egyenes láncolata kell, a végén szabad mezővel; ilyened még nincs.</translation>
    </message>
    <message>
        <source>The Tower builds only on a hex at the edge of the board.</source>
        <translation>A Torony csak a játéktábla szélén lévő mezőre építhet.</translation>
    </message>
    <message>
        <source>The quadrants, their places and turns are drawn at random when the game starts.</source>
        <translation>A negyedeket, helyüket és elforgatásukat a játék kezdetekor sorsoljuk.</translation>
    </message>
    <message>
        <source>The rulebook allows one tile per player per location hex.</source>
        <translation>A szabály szerint helymezőnként egy játékos csak egy helylapkát vehet el.</translation>
    </message>
    <message>
        <source>The rulebook does not say; the community FAQ favours the first reading.</source>
        <translation>A szabály erről hallgat; a közösségi GYIK az első olvasatot támogatja.</translation>
    </message>
    <message>
        <source>The rulebook suggests its first-game board; afterwards any 4 of the 8 quadrants.</source>
        <translation>A szabály az első játékhoz ajánl táblát; később a 8 negyedből bármelyik 4.</translation>
    </message>
    <message>
        <source>The settlement must move to another hex.</source>
        <translation>A települést másik mezőre kell áthelyezni.</translation>
    </message>
    <message>
        <source>The {tile} tile builds a settlement.</source>
        <translation>{tile}: ez a helylapka települést épít.</translation>
    </message>
    <message>
        <source>The {tile} tile moves a settlement.</source>
        <translation>{tile}: ez a helylapka települést helyez át.</translation>
    </message>
    <message>
        <source>This settlement must go on {terrain}, not {here}.</source>
        <translation>Ennek a településnek ide kell kerülnie: {terrain}, nem ide: {here}.</translation>
    </message>
    <message>
        <source>This tile moves a settlement: click the settlement to move first.</source>
        <translation>Ez a lapka települést helyez át: előbb kattints az áthelyezendő településre.</translation>
    </message>
    <message>
        <source>Tile put back.</source>
        <translation>Lapka visszatéve.</translation>
    </message>
    <message>
        <source>Tiles may be used before or after the 3 mandatory builds, never between them.</source>
        <translation>Helylapkát a 3 kötelező építés előtt vagy után használhatsz, közben soha.</translation>
    </message>
    <message>
        <source>To</source>
        <comment>short for Tower</comment>
        <translation>To</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Torony</translation>
    </message>
    <message>
        <source>Tower, turned 180°</source>
        <translation>Torony, 180°-kal elforgatva</translation>
    </message>
    <message>
        <source>Used when Board is &apos;Chosen&apos;; the 4 quadrants must differ; any may be turned 180°.</source>
        <translation>Akkor számít, ha a Játéktábla „Lent kiválasztva”; a 4 negyed különböző legyen; bármelyik elforgatható 180°-kal.</translation>
    </message>
    <message>
        <source>Used when Cards is &apos;Chosen&apos;; the 3 cards must differ.</source>
        <translation>Akkor számít, ha a kártyák „Lent kiválasztva”; a 3 kártya különböző legyen.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Várj, most nem te következel.</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Munkások</translation>
    </message>
    <message>
        <source>You already used this {tile} tile this turn.</source>
        <translation>{tile}: ezt a helylapkát ebben a lépésben már használtad.</translation>
    </message>
    <message>
        <source>You do not hold that location tile.</source>
        <translation>Nincs ilyen helylapkád.</translation>
    </message>
    <message>
        <source>You have no settlement left to build.</source>
        <translation>Nincs több településed az építéshez.</translation>
    </message>
    <message>
        <source>You have no settlement on the board to move.</source>
        <translation>Nincs a táblán áthelyezhető településed.</translation>
    </message>
    <message>
        <source>You must build next to your own settlements when you can.</source>
        <translation>Ha lehetséges, a saját településeid mellé kell építened.</translation>
    </message>
    <message>
        <source>You took this {tile} tile this turn; use it from your next turn.</source>
        <translation>{tile}: ezt a helylapkát ebben a lépésben szerezted; a következő lépésedtől használhatod.</translation>
    </message>
    <message>
        <source>Your mandatory builds are done: use a tile or end your turn.</source>
        <translation>A kötelező építésed kész: használj helylapkát, vagy fejezd be a lépést.</translation>
    </message>
    <message>
        <source>Your supply: drag a settlement onto a lit hex (or click a lit hex).</source>
        <translation>A készleted: húzz egy települést egy kivilágított mezőre (vagy kattints egy kivilágított mezőre).</translation>
    </message>
    <message>
        <source>a castle comes within one build (3 gold)</source>
        <translation>egy vár egy építésnyire kerül (3 arany)</translation>
    </message>
    <message>
        <source>beside the Barn</source>
        <translation>a Pajta mellé</translation>
    </message>
    <message>
        <source>beside the Farm</source>
        <translation>a Farm mellé</translation>
    </message>
    <message>
        <source>beside the Harbor</source>
        <translation>a Kikötő mellé</translation>
    </message>
    <message>
        <source>beside the Oasis</source>
        <translation>az Oázis mellé</translation>
    </message>
    <message>
        <source>beside the Oracle</source>
        <translation>a Jósda mellé</translation>
    </message>
    <message>
        <source>beside the Paddock</source>
        <translation>a Karám mellé</translation>
    </message>
    <message>
        <source>beside the Tavern</source>
        <translation>a Taverna mellé</translation>
    </message>
    <message>
        <source>beside the Tower</source>
        <translation>a Torony mellé</translation>
    </message>
    <message>
        <source>beside the castle</source>
        <translation>egy vár mellé</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>bal alsó</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>jobb alsó</translation>
    </message>
    <message>
        <source>build {on} {near}</source>
        <translation>építs települést {on}, {near}</translation>
    </message>
    <message>
        <source>builds {on} {near}</source>
        <translation>települést épített {on}, {near}</translation>
    </message>
    <message>
        <source>builds {on} {near}; gold: {gold}</source>
        <translation>települést épített {on}, {near}; arany: {gold}</translation>
    </message>
    <message>
        <source>canyon</source>
        <translation>kanyon</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>vár</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>sivatag</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>fejezd be a köröd</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>befejezte a lépését</translation>
    </message>
    <message>
        <source>ends the turn: the game is over. Final scoring:
{first}: {first_gold}
{second}: {second_gold}
{third}: {third_gold}
Castles: {castle_gold}
Total: {total_gold}</source>
        <translation>befejezte a lépését: vége a játéknak. Végső pontozás:
{first}: {first_gold}
{second}: {second_gold}
{third}: {third_gold}
Várak: {castle_gold}
Összesen: {total_gold}</translation>
    </message>
    <message>
        <source>flower field</source>
        <translation>virágmező</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>erdő</translation>
    </message>
    <message>
        <source>from canyon</source>
        <translation>a kanyonból</translation>
    </message>
    <message>
        <source>from desert</source>
        <translation>a sivatagból</translation>
    </message>
    <message>
        <source>from flower field</source>
        <translation>a virágmezőről</translation>
    </message>
    <message>
        <source>from forest</source>
        <translation>az erdőből</translation>
    </message>
    <message>
        <source>from grass</source>
        <translation>a rétről</translation>
    </message>
    <message>
        <source>from water</source>
        <translation>a vízről</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>rét</translation>
    </message>
    <message>
        <source>in the Barn quadrant</source>
        <translation>a Pajta-negyedben</translation>
    </message>
    <message>
        <source>in the Farm quadrant</source>
        <translation>a Farm-negyedben</translation>
    </message>
    <message>
        <source>in the Harbor quadrant</source>
        <translation>a Kikötő-negyedben</translation>
    </message>
    <message>
        <source>in the Oasis quadrant</source>
        <translation>az Oázis-negyedben</translation>
    </message>
    <message>
        <source>in the Oracle quadrant</source>
        <translation>a Jósda-negyedben</translation>
    </message>
    <message>
        <source>in the Paddock quadrant</source>
        <translation>a Karám-negyedben</translation>
    </message>
    <message>
        <source>in the Tavern quadrant</source>
        <translation>a Taverna-negyedben</translation>
    </message>
    <message>
        <source>in the Tower quadrant</source>
        <translation>a Torony-negyedben</translation>
    </message>
    <message>
        <source>it looked best over the next turns ({percent}% win chance)</source>
        <translation>a következő körökre nézve ez tűnt a legjobbnak ({percent}% nyerési esély)</translation>
    </message>
    <message>
        <source>location</source>
        <translation>hely</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>hegy</translation>
    </message>
    <message>
        <source>next to the Barn</source>
        <translation>a Pajta mellett</translation>
    </message>
    <message>
        <source>next to the Farm</source>
        <translation>a Farm mellett</translation>
    </message>
    <message>
        <source>next to the Harbor</source>
        <translation>a Kikötő mellett</translation>
    </message>
    <message>
        <source>next to the Oasis</source>
        <translation>az Oázis mellett</translation>
    </message>
    <message>
        <source>next to the Oracle</source>
        <translation>a Jósda mellett</translation>
    </message>
    <message>
        <source>next to the Paddock</source>
        <translation>a Karám mellett</translation>
    </message>
    <message>
        <source>next to the Tavern</source>
        <translation>a Taverna mellett</translation>
    </message>
    <message>
        <source>next to the Tower</source>
        <translation>a Torony mellett</translation>
    </message>
    <message>
        <source>next to the castle</source>
        <translation>egy vár mellett</translation>
    </message>
    <message>
        <source>nothing else gains gold now</source>
        <translation>most semmi más nem hoz aranyat</translation>
    </message>
    <message>
        <source>on canyon</source>
        <translation>a kanyonba</translation>
    </message>
    <message>
        <source>on desert</source>
        <translation>a sivatagba</translation>
    </message>
    <message>
        <source>on flower field</source>
        <translation>a virágmezőre</translation>
    </message>
    <message>
        <source>on forest</source>
        <translation>az erdőbe</translation>
    </message>
    <message>
        <source>on grass</source>
        <translation>a rétre</translation>
    </message>
    <message>
        <source>on water</source>
        <translation>a vízre</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>kész</translation>
    </message>
    <message>
        <source>taken this turn: usable from your next turn</source>
        <translation>ebben a körben szerezted: a következő lépésedtől használható</translation>
    </message>
    <message>
        <source>the Barn</source>
        <translation>a Pajta lapkáját</translation>
    </message>
    <message>
        <source>the Farm</source>
        <translation>a Farm lapkáját</translation>
    </message>
    <message>
        <source>the Harbor</source>
        <translation>a Kikötő lapkáját</translation>
    </message>
    <message>
        <source>the Oasis</source>
        <translation>az Oázis lapkáját</translation>
    </message>
    <message>
        <source>the Oracle</source>
        <translation>a Jósda lapkáját</translation>
    </message>
    <message>
        <source>the Paddock</source>
        <translation>a Karám lapkáját</translation>
    </message>
    <message>
        <source>the Tavern</source>
        <translation>a Taverna lapkáját</translation>
    </message>
    <message>
        <source>the Tower</source>
        <translation>a Torony lapkáját</translation>
    </message>
    <message>
        <source>the gold changes: {gold}</source>
        <translation>az arany így változik: {gold}</translation>
    </message>
    <message>
        <source>the {tile} location comes within one build</source>
        <translation>egy építésnyire kerül ez a hely: {tile}</translation>
    </message>
    <message>
        <source>to canyon</source>
        <translation>a kanyonba</translation>
    </message>
    <message>
        <source>to desert</source>
        <translation>a sivatagba</translation>
    </message>
    <message>
        <source>to flower field</source>
        <translation>a virágmezőre</translation>
    </message>
    <message>
        <source>to forest</source>
        <translation>az erdőbe</translation>
    </message>
    <message>
        <source>to grass</source>
        <translation>a rétre</translation>
    </message>
    <message>
        <source>to water</source>
        <translation>a vízre</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>bal felső</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>jobb felső</translation>
    </message>
    <message>
        <source>use {tile}: build {on} {near}</source>
        <translation>használd {tile}: építs települést {on}, {near}</translation>
    </message>
    <message>
        <source>use {tile}: move a settlement {source} {target} {near}</source>
        <translation>használd {tile}: helyezz át egy települést {source} {target}, {near}</translation>
    </message>
    <message>
        <source>used this turn</source>
        <translation>ebben a körben használva</translation>
    </message>
    <message>
        <source>uses {tile}: builds {on} {near}</source>
        <translation>{tile} használta: települést épített {on}, {near}</translation>
    </message>
    <message>
        <source>uses {tile}: builds {on} {near}; gold: {gold}</source>
        <translation>{tile} használta: települést épített {on}, {near}; arany: {gold}</translation>
    </message>
    <message>
        <source>uses {tile}: moves a settlement {source} {target} {near}</source>
        <translation>{tile} használta: áthelyezett egy települést {source} {target}, {near}</translation>
    </message>
    <message>
        <source>uses {tile}: moves a settlement {source} {target} {near}; gold: {gold}</source>
        <translation>{tile} használta: áthelyezett egy települést {source} {target}, {near}; arany: {gold}</translation>
    </message>
    <message>
        <source>water</source>
        <translation>víz</translation>
    </message>
    <message>
        <source>you take its {tile} tile, and the gold changes: {gold}</source>
        <translation>megkapod a helylapkáját ({tile}), és az arany így változik: {gold}</translation>
    </message>
    <message>
        <source>you take its {tile} tile: one more build every turn</source>
        <translation>megkapod a helylapkáját ({tile}): minden körben eggyel több építés</translation>
    </message>
    <message>
        <source>your settlements then touch {count} kinds of terrain, so later cards stay next to them</source>
        <translation>a településeid így {count} féle tájjal szomszédosak, így a későbbi kártyák is melléjük építhetők</translation>
    </message>
    <message>
        <source>{card}: the settlements of {name} that scored are circled.</source>
        <translation>{card}: bekarikázva {name} aranyat hozó települései.</translation>
    </message>
    <message>
        <source>{count} settlements in supply.</source>
        <translation>{count} település a készletben.</translation>
    </message>
    <message>
        <source>{name} (turned)</source>
        <translation>{name} (elforgatva)</translation>
    </message>
    <message>
        <source>{name} quadrant, {where}. {rule}</source>
        <translation>{name} negyed, {where}. {rule}</translation>
    </message>
    <message>
        <source>{name}: on turn, {count} settlements in supply.</source>
        <translation>{name}: soron van, {count} település a készletben.</translation>
    </message>
    <message>
        <source>{name}: {count} settlements in supply.</source>
        <translation>{name}: {count} település a készletben.</translation>
    </message>
    <message>
        <source>{terrain} {near}</source>
        <translation>{terrain} {near}</translation>
    </message>
    <message>
        <source>{tile} ({why}). {rule}</source>
        <translation>{tile} ({why}). {rule}</translation>
    </message>
    <message numerus="yes">
        <source>{tile} location: %n tiles left. {rule}</source>
        <translation>
            <numerusform>{tile} hely: %n helylapka maradt. {rule}</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile}: click or drag onto a lit hex.</source>
        <translation>{tile}: kattints vagy húzz egy kiemelt mezőre.</translation>
    </message>
    <message>
        <source>{tile}: click the settlement to move (lit).</source>
        <translation>{tile}: kattints az áthelyezendő településre (kivilágítva).</translation>
    </message>
    <message>
        <source>{tile}: click where it goes (lit), or another lit settlement.</source>
        <translation>{tile}: kattints oda, ahová kerüljön (kivilágítva), vagy egy másik kivilágított településre.</translation>
    </message>
</context>
<context>
    <name>new_york</name>
    <message>
        <source>  {name} +{points}: majorities {types}; longest street {street}</source>
        <translation>  {name} {points} pontot kap: a többségekért {types}; a leghosszabb utcáért {street}</translation>
    </message>
    <message>
        <source>  {name} +{points}: no majority; longest street {street}</source>
        <translation>  {name} {points} pontot kap: többsége nincs, a leghosszabb utcáért {street}</translation>
    </message>
    <message>
        <source>A new building must touch the city along a full side; a corner is not enough.</source>
        <translation>Az új épületnek teljes oldallal kell a városhoz csatlakoznia; a sarok nem elég.</translation>
    </message>
    <message>
        <source>B</source>
        <comment>letter for blue money</comment>
        <translation>K</translation>
    </message>
    <message>
        <source>Bought buildings are placed at the end of the turn, after your actions.</source>
        <translation>A megvett épületlapkákat a kör végén, a cselekedeteid után rakod le.</translation>
    </message>
    <message>
        <source>Building market</source>
        <translation>Épületpiac</translation>
    </message>
    <message>
        <source>Buildings handed out at the end cannot go to the neutral player.</source>
        <translation>A játék végén kiosztott épületlapkák nem kerülhetnek a semleges játékoshoz.</translation>
    </message>
    <message>
        <source>Buildings left in the bag: {bag}</source>
        <translation>Épületek a zsákban: {bag}</translation>
    </message>
    <message>
        <source>Buildings per type in each city, and the points each would earn if the next scoring happened now; the street column is the longest outer street.</source>
        <translation>Épületek típusonként minden városban, és a pontok, ha most jönne a következő értékelés; az utca oszlop a leghosszabb külső utca.</translation>
    </message>
    <message>
        <source>Buy buildings in the right currency and grow your New York around Times Square. 2-6 players.</source>
        <translation>Vegyél épületeket a megfelelő pénznemben, és építsd fel New Yorkodat a Times Square körül. 2-6 játékos.</translation>
    </message>
    <message>
        <source>Click cards to take one, or several worth 5 at most.</source>
        <translation>Kattints a kártyákra: vegyél el egyet, vagy többet legfeljebb 5 értékben.</translation>
    </message>
    <message>
        <source>Click to select for a payment.</source>
        <translation>Kattints a fizetéshez kijelöléshez.</translation>
    </message>
    <message>
        <source>Discards {n} · bag {bag}</source>
        <translation>Dobott lapok {n} · zsák {bag}</translation>
    </message>
    <message>
        <source>Drop it on your reserve to take it out of the city.</source>
        <translation>Tedd a tartalékmeződre, hogy kivedd a városból.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Kör vége</translation>
    </message>
    <message>
        <source>Exact payment: one more action, or End turn; then drag the building into your city or reserve.</source>
        <translation>Pontos fizetés: még egy cselekedet, vagy Kör vége; utána húzd az épületet a városodba vagy tartalékra.</translation>
    </message>
    <message>
        <source>Extra action after an exact payment</source>
        <translation>Új cselekedet pontos fizetés után</translation>
    </message>
    <message>
        <source>Final scoring: buildings</source>
        <translation>Végső értékelés: épületek</translation>
    </message>
    <message>
        <source>Final scoring: majorities and the longest street</source>
        <translation>Végső értékelés: többségek és a leghosszabb utca</translation>
    </message>
    <message>
        <source>Final scoring: streets</source>
        <translation>Végső értékelés: utcák</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Vége · {scores}</translation>
    </message>
    <message>
        <source>First put each building you bought into your city or onto your reserve.</source>
        <translation>Előbb tedd a megvett épületlapkákat a városodba vagy a tartalékmezőre.</translation>
    </message>
    <message>
        <source>First scoring: buildings</source>
        <translation>Első értékelés: épületek</translation>
    </message>
    <message>
        <source>First scoring: streets</source>
        <translation>Első értékelés: utcák</translation>
    </message>
    <message>
        <source>G</source>
        <comment>letter for green money</comment>
        <translation>Z</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>A kezek rejtve vannak.</translation>
    </message>
    <message>
        <source>Hidden: only the number of cards shows</source>
        <translation>Rejtett: csak a kártyák száma látszik</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Tipp: {move}</translation>
    </message>
    <message>
        <source>If scored now · next: {round}</source>
        <translation>Ha most lenne értékelés · következő: {round}</translation>
    </message>
    <message>
        <source>It could only be reached from Times Square by crossing a street.</source>
        <translation>A Times Square-ről csak utcán átkelve lehetne elérni.</translation>
    </message>
    <message>
        <source>It is placed when its owner ends the turn.</source>
        <translation>A gazdája a köre végén helyezi le.</translation>
    </message>
    <message>
        <source>It would enclose an empty plot in the city.</source>
        <translation>Üres telket zárna körbe a városban.</translation>
    </message>
    <message>
        <source>Its {side} side has a street, its neighbour&apos;s does not.</source>
        <translation>Az épület {side} oldalán utca van, a szomszédjáén nincs.</translation>
    </message>
    <message>
        <source>Its {side} side has no street, but its neighbour&apos;s has one.</source>
        <translation>Az épület {side} oldalán nincs utca, a szomszédjáén van.</translation>
    </message>
    <message>
        <source>Leave out the {card}: the other cards already reach the price of {price}, and no change is given.</source>
        <translation>Hagyd ki ezt: {card}; a többi lap már kiadja a {price} árat, és visszajáró nincs.</translation>
    </message>
    <message>
        <source>M</source>
        <comment>letters for museum</comment>
        <translation>Mú</translation>
    </message>
    <message>
        <source>Money display</source>
        <translation>Pénzkártya-kínálat</translation>
    </message>
    <message>
        <source>Money is dealt and taken face up, so every hand can be known by memory.</source>
        <translation>A pénzkártyákat felfordítva osztjuk és vesszük el, így emlékezetből minden kéz ismerhető.</translation>
    </message>
    <message>
        <source>Money per bank</source>
        <translation>Pénz bankonként</translation>
    </message>
    <message>
        <source>Move the building to a lit plot and click (Esc puts it back).</source>
        <translation>Vidd az épületlapkát egy kivilágított telekre, és kattints (Esc: vissza).</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Semleges</translation>
    </message>
    <message numerus="yes">
        <source>Neutral player (%n buildings)</source>
        <translation>
            <numerusform>Semleges játékos (%n épület)</numerusform>
        </translation>
    </message>
    <message>
        <source>New York</source>
        <translation>New York</translation>
    </message>
    <message>
        <source>New York buildings are not turned: their streets stay as printed.</source>
        <translation>A New York-i épületlapkákat nem lehet forgatni: az utcáik úgy maradnak, ahogy nyomtatták őket.</translation>
    </message>
    <message>
        <source>No exact payment: the smallest is selected. </source>
        <translation>Nincs pontos fizetés: a legkisebb van kiválasztva. </translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Most nem szabályos.</translation>
    </message>
    <message>
        <source>Only with two players can a building go to the neutral player.</source>
        <translation>Épületlapka csak két játékosnál kerülhet a semleges játékoshoz.</translation>
    </message>
    <message>
        <source>Open: show what a perfect memory would know</source>
        <translation>Nyílt: látszik, amit egy tökéletes memória tudna</translation>
    </message>
    <message>
        <source>Opponents&apos; money</source>
        <translation>Az ellenfelek pénze</translation>
    </message>
    <message>
        <source>P</source>
        <comment>letters for park</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passz</translation>
    </message>
    <message>
        <source>Pay in {bank}: select cards in your hand, then click here. Click with nothing selected for a suggested payment.</source>
        <translation>Fizetés ezzel: {bank}. Jelölj ki kártyákat a kezedben, majd kattints ide. Kijelölés nélkül kattintva fizetési javaslatot kapsz.</translation>
    </message>
    <message>
        <source>Place the building: drag it into your city or onto your reserve.</source>
        <translation>Rakd le az épületet: húzd a városodba vagy a tartalékodra.</translation>
    </message>
    <message>
        <source>R</source>
        <comment>letter for red money</comment>
        <translation>Pi</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Tartalékmező</translation>
    </message>
    <message>
        <source>Round {round} · scored {done} · {scores}</source>
        <translation>{round}. kör · értékelve: {done} · {scores}</translation>
    </message>
    <message>
        <source>Round {round} · {scores}</source>
        <translation>{round}. kör · {scores}</translation>
    </message>
    <message>
        <source>Scoring card A comes up: the first scoring</source>
        <translation>Előkerült az A értékelőkártya: az első értékelés</translation>
    </message>
    <message>
        <source>Scoring card B comes up: the second scoring</source>
        <translation>Előkerült a B értékelőkártya: a második értékelés</translation>
    </message>
    <message>
        <source>Scoring {round}</source>
        <translation>{round} értékelés</translation>
    </message>
    <message>
        <source>Scoring {round} is still in the deck (pile {pile}).</source>
        <translation>A(z) {round} értékelés még a pakliban van ({pile}. pakli).</translation>
    </message>
    <message>
        <source>Second scoring: buildings</source>
        <translation>Második értékelés: épületek</translation>
    </message>
    <message>
        <source>Second scoring: streets</source>
        <translation>Második értékelés: utcák</translation>
    </message>
    <message>
        <source>Several cards may be taken only if they total at most 5 (these total {total}).</source>
        <translation>Több kártyát csak akkor vehetsz el, ha összegük legfeljebb 5 (ezeké {total}).</translation>
    </message>
    <message>
        <source>Sk</source>
        <comment>letters for skyscraper</comment>
        <translation>Fk</translation>
    </message>
    <message>
        <source>St</source>
        <comment>letters for station</comment>
        <translation>Pu</translation>
    </message>
    <message>
        <source>Suggested exact payment selected: click the building again to buy it.</source>
        <translation>Javasolt pontos fizetés kijelölve: kattints újra az épületre a vásárláshoz.</translation>
    </message>
    <message>
        <source>T</source>
        <comment>letters for theatre</comment>
        <translation>Sz</translation>
    </message>
    <message>
        <source>Take money, buy a building or rebuild first.</source>
        <translation>Előbb vegyél pénzt, vásárolj épületet vagy építs át.</translation>
    </message>
    <message>
        <source>Take selected</source>
        <translation>Kijelöltek elvétele</translation>
    </message>
    <message>
        <source>Taking it away would cut part of the city off from Times Square.</source>
        <translation>Ha elveszed, a város egy része elszakadna a Times Square-től.</translation>
    </message>
    <message>
        <source>Taking it away would leave an enclosed empty plot.</source>
        <translation>Ha elveszed, körbezárt üres telek maradna.</translation>
    </message>
    <message>
        <source>Te</source>
        <comment>letters for temple</comment>
        <translation>Te</translation>
    </message>
    <message>
        <source>That building is already on your reserve.</source>
        <translation>Ez az épületlapka már a tartalékmeződön van.</translation>
    </message>
    <message>
        <source>That building is not on your reserve.</source>
        <translation>Ez az épületlapka nincs a tartalékmeződön.</translation>
    </message>
    <message>
        <source>That building is not waiting to be placed.</source>
        <translation>Ez az épületlapka nem vár lerakásra.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ez a lépés most nem szabályos.</translation>
    </message>
    <message>
        <source>That plot does not touch your city: build next to a building you have.</source>
        <translation>Ez a telek nem érintkezik a városoddal: egy meglévő épületed mellé építs.</translation>
    </message>
    <message>
        <source>That plot is already built.</source>
        <translation>Ez a telek már be van építve.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A játék véget ért.</translation>
    </message>
    <message>
        <source>The money deck is in pile {pile} of 5; scoring A is shuffled into pile 2, B into pile 4.</source>
        <translation>A pénzkártyapakli teteje: {pile}. kupac (az 5-ből); az A értékelés a 2., a B a 4. kupacba van keverve.</translation>
    </message>
    <message>
        <source>The money deck was reshuffled from the discards.</source>
        <translation>A pénzkártyapaklit a dobott lapokból újrakevertük.</translation>
    </message>
    <message>
        <source>The neutral player counts in every majority but scores no streets. With two players you may drop a bought building here.</source>
        <translation>A semleges játékos minden többségbe beleszámít, de utcáért nem kap pontot. Két játékosnál ide is teheted a megvett épületet.</translation>
    </message>
    <message>
        <source>The player may take it or end the turn</source>
        <translation>A játékos elveheti, vagy befejezheti a kört</translation>
    </message>
    <message>
        <source>The player must take it</source>
        <translation>A játékosnak el kell vennie</translation>
    </message>
    <message>
        <source>The rulebook says an exact payment &apos;gives a new action&apos;; we let the player decline it.</source>
        <translation>A szabály szerint a pontos fizetésért „új cselekedetet kap” a játékos; mi hagyjuk, hogy lemondjon róla.</translation>
    </message>
    <message>
        <source>There is no building on that market space.</source>
        <translation>Azon a piaci helyen nincs épületlapka.</translation>
    </message>
    <message>
        <source>There is no building on that plot to exchange.</source>
        <translation>Azon a telken nincs kicserélhető épület.</translation>
    </message>
    <message>
        <source>There is no building on that plot.</source>
        <translation>Azon a telken nincs épület.</translation>
    </message>
    <message>
        <source>There is no such money card on display.</source>
        <translation>Nincs ilyen pénzkártya a kínálatban.</translation>
    </message>
    <message>
        <source>These cards pay {total} for a price of {price}: {over} over, no change is given and your actions end. Click the building again to buy it anyway.</source>
        <translation>Ezek a lapok {total}-t fizetnek {price} árért: {over}-vel több, visszajáró nincs, és véget érnek a cselekedeteid. Kattints újra az épületre, ha mégis megveszed.</translation>
    </message>
    <message>
        <source>This building costs {price}; these cards make only {total}.</source>
        <translation>Ennek az épületnek az ára {price}; ezek a kártyák csak {total} értékűek.</translation>
    </message>
    <message>
        <source>This building must be paid in {currency} money.</source>
        <translation>Ezt az épületet ilyen pénzzel kell fizetni: {currency}.</translation>
    </message>
    <message>
        <source>Times Square</source>
        <translation>Times Square</translation>
    </message>
    <message>
        <source>Times Square never moves and cannot be exchanged.</source>
        <translation>A Times Square sosem mozdul, és nem cserélhető.</translation>
    </message>
    <message>
        <source>Times Square never moves.</source>
        <translation>A Times Square sosem mozdul.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Összesen</translation>
    </message>
    <message>
        <source>Use your extra action first; then drag the building into your city or reserve.</source>
        <translation>Előbb használd fel az új cselekedetet; utána húzd az épületet a városodba vagy tartalékra.</translation>
    </message>
    <message>
        <source>With this option the extra action must be used.</source>
        <translation>Ezzel a beállítással az új cselekedetet ki kell használni.</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>letter for yellow money</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>You cannot buy that building with those cards.</source>
        <translation>Ezekkel a kártyákkal nem veheted meg ezt az épületet.</translation>
    </message>
    <message>
        <source>You do not have enough money in this currency.</source>
        <translation>Nincs elég pénzed ebben a pénznemben.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>Nincsenek nálad ezek a kártyák.</translation>
    </message>
    <message>
        <source>Your exact payment gave you another action, and in this game it must be used: take money, buy or rebuild first; then you place the building.</source>
        <translation>A pontos fizetésért új cselekedet jár, és ebben a játékban ezt fel kell használni: előbb vegyél pénzt, vásárolj vagy építs át; utána helyezed le az épületet.</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>egy épületet</translation>
    </message>
    <message>
        <source>a building is paid in one currency</source>
        <translation>egy épületet egyféle pénznemben kell fizetni</translation>
    </message>
    <message>
        <source>an exact payment gives another action</source>
        <translation>a pontos fizetésért új cselekedet jár</translation>
    </message>
    <message>
        <source>an exact payment gives another action, and your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>a pontos fizetésért új cselekedet jár, és ebből a típusból ({kind}) {count} lesz: +{gain}, ha most jönne az értékelés</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>kék</translation>
    </message>
    <message>
        <source>build {building} {beside}</source>
        <translation>építsd meg {building} {beside}</translation>
    </message>
    <message>
        <source>build {building} {side} of Times Square</source>
        <translation>építsd meg {building} a Times Square {side} oldalán</translation>
    </message>
    <message>
        <source>builds {building} from the reserve, {beside}</source>
        <translation>a tartalékról megépítette {building} {beside}</translation>
    </message>
    <message>
        <source>builds {building} from the reserve, {side} of Times Square</source>
        <translation>a tartalékról megépítette {building} a Times Square {side} oldalán</translation>
    </message>
    <message>
        <source>builds {building} {beside}</source>
        <translation>megépítette {building} {beside}</translation>
    </message>
    <message>
        <source>builds {building} {side} of Times Square</source>
        <translation>megépítette {building} a Times Square {side} oldalán</translation>
    </message>
    <message>
        <source>built, your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>megépítve ebből a típusból ({kind}) {count} lesz: +{gain}, ha most jönne az értékelés</translation>
    </message>
    <message>
        <source>buy {building}, paying {cards}</source>
        <translation>vedd meg {building}, és add oda érte {cards}</translation>
    </message>
    <message>
        <source>buys {building} for {total} {currency}</source>
        <translation>megvette {building} {total} {currency} pénzért</translation>
    </message>
    <message>
        <source>buys {building} for {total} {currency}, exactly: another action</source>
        <translation>megvette {building} pontosan {total} {currency} pénzért, így új cselekedetet kap</translation>
    </message>
    <message>
        <source>east</source>
        <translation>keleti</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>üres</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>fejezd be a kört</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>befejezte a körét</translation>
    </message>
    <message>
        <source>ends your actions</source>
        <translation>véget érnek a cselekedeteid</translation>
    </message>
    <message>
        <source>exact for the {building}: another action</source>
        <translation>pontos a {building} árára: új cselekedet</translation>
    </message>
    <message>
        <source>exact ✓</source>
        <translation>pontos ✓</translation>
    </message>
    <message>
        <source>exact ✓ +action</source>
        <translation>pontos ✓ +cselekedet</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>végső értékelés</translation>
    </message>
    <message>
        <source>first scoring</source>
        <translation>első értékelés</translation>
    </message>
    <message>
        <source>give {building} to the neutral player</source>
        <translation>add a semleges játékosnak {building}</translation>
    </message>
    <message>
        <source>gives {building} to the neutral player</source>
        <translation>a semleges játékosnak adta {building}</translation>
    </message>
    <message>
        <source>green</source>
        <translation>zöld</translation>
    </message>
    <message>
        <source>it frees the plot for a better building later</source>
        <translation>felszabadítja a telket egy jobb épületnek</translation>
    </message>
    <message>
        <source>it is the building worth most to your city for the price</source>
        <translation>ennyi pénzért ez ér a legtöbbet a városodnak</translation>
    </message>
    <message>
        <source>it keeps your longest street at {after} and leaves its open ends free</source>
        <translation>a leghosszabb utcád {after} marad, és a végei szabadok maradnak</translation>
    </message>
    <message>
        <source>leave out the {card}: the rest already pays the {building}&apos;s price of {price}</source>
        <translation>hagyd ki ezt: {card}; a többi már kiadja a {building} {price} árát</translation>
    </message>
    <message>
        <source>leave out {card}</source>
        <translation>hagyd ki: {card}</translation>
    </message>
    <message>
        <source>money worth {total}: no other take is worth more to you</source>
        <translation>{total} értékű pénz: más lap felvétele nem ér többet neked</translation>
    </message>
    <message>
        <source>move {building} to your reserve</source>
        <translation>tedd át a városodból a tartalékodra {building}</translation>
    </message>
    <message>
        <source>moves {building} to the reserve</source>
        <translation>a városából a tartalékmezőre tette {building}</translation>
    </message>
    <message>
        <source>museum</source>
        <translation>múzeum</translation>
    </message>
    <message>
        <source>no further action this turn is worth its cost</source>
        <translation>ebben a körben már egy cselekedet sem éri meg</translation>
    </message>
    <message>
        <source>no plot suits it now; from the reserve you can build it later</source>
        <translation>most egy telek sem illik hozzá; a tartalékról később megépítheted</translation>
    </message>
    <message>
        <source>north</source>
        <translation>északi</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>semmi</translation>
    </message>
    <message>
        <source>park</source>
        <translation>park</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passzolj</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>passzolt</translation>
    </message>
    <message>
        <source>put {building} on your reserve</source>
        <translation>tedd a tartalékodra {building}</translation>
    </message>
    <message>
        <source>puts {building} on the reserve</source>
        <translation>a tartalékmezőre tette {building}</translation>
    </message>
    <message>
        <source>red</source>
        <translation>piros</translation>
    </message>
    <message>
        <source>scoring card</source>
        <translation>értékelőkártya</translation>
    </message>
    <message>
        <source>scoring card A</source>
        <translation>A értékelőkártya</translation>
    </message>
    <message>
        <source>scoring card B</source>
        <translation>B értékelőkártya</translation>
    </message>
    <message>
        <source>second scoring</source>
        <translation>második értékelés</translation>
    </message>
    <message>
        <source>selected {total}</source>
        <translation>kiválasztva {total}</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>felhőkarcoló</translation>
    </message>
    <message>
        <source>south</source>
        <translation>déli</translation>
    </message>
    <message>
        <source>station</source>
        <translation>pályaudvar</translation>
    </message>
    <message>
        <source>streets</source>
        <translation>utcák</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>csere</translation>
    </message>
    <message>
        <source>swap {old} for {building} from your reserve</source>
        <translation>építsd be a tartalékodról {building}, {old} pedig tedd a tartalékodra</translation>
    </message>
    <message>
        <source>swapped in, the {kind} is worth +{gain} if scoring came now</source>
        <translation>becserélve ez ({kind}) +{gain} pontot ér, ha most jönne az értékelés</translation>
    </message>
    <message>
        <source>swaps {old} for {building} from the reserve</source>
        <translation>a tartalékról beépítette {building}, {old} pedig a tartalékmezőre tette</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>vedd el {cards}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>elvette {cards}</translation>
    </message>
    <message>
        <source>temple</source>
        <translation>templom</translation>
    </message>
    <message>
        <source>the museum {price}</source>
        <translation>{price:a -as} múzeumot</translation>
    </message>
    <message>
        <source>the neutral player scores no streets, and it does not help your rival</source>
        <translation>a semleges játékos nem kap pontot utcáért, és az ellenfeledet sem segíti</translation>
    </message>
    <message>
        <source>the park {price}</source>
        <translation>{price:a -as} parkot</translation>
    </message>
    <message>
        <source>the reserve&apos;s {kind} fits your city better</source>
        <translation>a tartalékon lévő épület ({kind}) jobban illik a városodba</translation>
    </message>
    <message>
        <source>the skyscraper {price}</source>
        <translation>{price:a -as} felhőkarcolót</translation>
    </message>
    <message>
        <source>the station {price}</source>
        <translation>{price:a -as} pályaudvart</translation>
    </message>
    <message>
        <source>the temple {price}</source>
        <translation>{price:a -as} templomot</translation>
    </message>
    <message>
        <source>the theatre {price}</source>
        <translation>{price:a -as} színházat</translation>
    </message>
    <message>
        <source>the {currency} {value}</source>
        <translation>a {currency} {value:-as}t</translation>
    </message>
    <message>
        <source>theatre</source>
        <translation>színház</translation>
    </message>
    <message>
        <source>then you can pay the {building} exactly, in {currency}, and an exact payment gives another action</source>
        <translation>utána pontosan ki tudod fizetni ezt: {building} ({currency} pénzzel), és a pontos fizetésért új cselekedet jár</translation>
    </message>
    <message>
        <source>to the neutral player</source>
        <translation>a semleges játékosnak</translation>
    </message>
    <message>
        <source>to the reserve</source>
        <translation>a tartalékmezőre</translation>
    </message>
    <message>
        <source>west</source>
        <translation>nyugati</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>sárga</translation>
    </message>
    <message>
        <source>your longest street grows from {before} to {after}: a point for each side at every scoring</source>
        <translation>a leghosszabb utcád {before} helyett {after} hosszú lesz: minden értékeléskor oldalanként egy pont</translation>
    </message>
    <message>
        <source>your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>ebből a típusból ({kind}) {count} lesz: +{gain}, ha most jönne az értékelés</translation>
    </message>
    <message>
        <source>{bank} {value}</source>
        <translation>{bank} {value}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} és {last}</translation>
    </message>
    <message>
        <source>{first}, {rest}</source>
        <translation>{first}, {rest}</translation>
    </message>
    <message>
        <source>{kind}, {price}</source>
        <translation>{kind}, {price}</translation>
    </message>
    <message>
        <source>{name}&apos;s money</source>
        <translation>{name} pénze</translation>
    </message>
    <message>
        <source>{name}&apos;s money cards: {count}</source>
        <translation>{name} pénzlapjai: {count}</translation>
    </message>
    <message>
        <source>{name}: {points} = {types} + street {street}</source>
        <translation>{name}: {points} = {types} + utca {street}</translation>
    </message>
    <message>
        <source>{over} over the {building}&apos;s price of {price}: no change, ends your actions</source>
        <translation>{over}-vel több a {building} {price} áránál: nincs visszajáró, véget érnek a cselekedeteid</translation>
    </message>
    <message>
        <source>{over} over!</source>
        <translation>{over}-vel több!</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pont</translation>
    </message>
    <message>
        <source>{scoring}: {points}</source>
        <translation>{scoring}: {points}</translation>
    </message>
    <message>
        <source>{short} short</source>
        <translation>{short} hiányzik</translation>
    </message>
    <message>
        <source>{short} short of the {building}&apos;s price of {price}</source>
        <translation>{short} hiányzik a {building} {price} árából</translation>
    </message>
    <message>
        <source>{side} of the museum {price}</source>
        <translation>{price:a -as} múzeum {side} oldalán</translation>
    </message>
    <message>
        <source>{side} of the park {price}</source>
        <translation>{price:a -as} park {side} oldalán</translation>
    </message>
    <message>
        <source>{side} of the skyscraper {price}</source>
        <translation>{price:a -as} felhőkarcoló {side} oldalán</translation>
    </message>
    <message>
        <source>{side} of the station {price}</source>
        <translation>{price:a -as} pályaudvar {side} oldalán</translation>
    </message>
    <message>
        <source>{side} of the temple {price}</source>
        <translation>{price:a -as} templom {side} oldalán</translation>
    </message>
    <message>
        <source>{side} of the theatre {price}</source>
        <translation>{price:a -as} színház {side} oldalán</translation>
    </message>
    <message>
        <source>{tile} (reserve)</source>
        <translation>{tile} (tartalék)</translation>
    </message>
    <message>
        <source>{tile}: bought this turn. Drag it into your city or onto your reserve to end your actions, or use the extra action first.</source>
        <translation>{tile}: ebben a körben vetted. Húzd a városodba vagy a tartalékodra, és véget érnek a cselekedeteid; vagy előbb használd fel az új cselekedetet.</translation>
    </message>
    <message>
        <source>{tile}: bought this turn; it waits beside the city until the end of the turn.</source>
        <translation>{tile}: ebben a körben vetted; a kör végéig a város mellett vár.</translation>
    </message>
    <message>
        <source>{tile}: drag it into your city, or onto your reserve.</source>
        <translation>{tile}: húzd a városodba vagy a tartalékmezőre.</translation>
    </message>
</context>
</TS>
