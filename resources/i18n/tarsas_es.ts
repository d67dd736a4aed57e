<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Curtain</name>
    <message>
        <source>I am ready</source>
        <translation>Estoy listo</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pasa el ordenador a {name}</translation>
    </message>
</context>
<context>
    <name>EndDialog</name>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Shared win: %s</source>
        <translation>Victoria compartida: %s</translation>
    </message>
    <message>
        <source>Winner: %s</source>
        <translation>Ganador: %s</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Ha fallado un jugador del ordenador: {error}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>No se pudo guardar automáticamente: {error}</translation>
    </message>
    <message>
        <source>Hint ready.</source>
        <translation>Pista lista.</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>No se puede deshacer nada de este turno.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espera: no es tu turno.</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, es tu turno.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Name of this save:</source>
        <translation>Nombre de esta partida guardada:</translation>
    </message>
    <message>
        <source>New %s…</source>
        <translation>Nueva partida de %s…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Save as…</source>
        <translation>Guardar como…</translation>
    </message>
    <message>
        <source>Saved as %s.</source>
        <translation>Guardada como %s.</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Settings…</source>
        <translation>Ajustes…</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>Fixed seed</source>
        <translation>Semilla fija</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>New game: %s</source>
        <translation>Nueva partida: %s</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>Opciones</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Jugado por</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Seat colour</source>
        <translation>Color del jugador</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Puestos</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>ShelfPage</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Could not read save %s</source>
        <translation>No se pudo leer la partida guardada %s</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Delete %s?</source>
        <translation>¿Borrar %s?</translation>
    </message>
    <message>
        <source>Delete save</source>
        <translation>Borrar partida guardada</translation>
    </message>
    <message>
        <source>No game in progress.</source>
        <translation>No hay ninguna partida en curso.</translation>
    </message>
    <message>
        <source>Pick a game from the shelf, or carry on where you left off.</source>
        <translation>Elige un juego de la estantería o sigue donde lo dejaste.</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordenador)</translation>
    </message>
</context>
<context>
    <name>TablePage</name>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Ajustar mesa</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
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
        <translation>Suelta la pieza en tu zona de juego.</translation>
    </message>
    <message>
        <source>Put back.</source>
        <translation>Devuelta.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espera: no es tu turno.</translation>
    </message>
</context>
<context>
    <name>agents</name>
    <message>
        <source>Computer (easy: random)</source>
        <translation>Ordenador (fácil: al azar)</translation>
    </message>
    <message>
        <source>Computer (medium: greedy)</source>
        <translation>Ordenador (medio: codicioso)</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Humano</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
</context>
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>A facade must stand on the ground or on an earlier tile; it would float.</source>
        <translation>Una fachada debe apoyarse en el suelo o en una loseta anterior; así quedaría flotando.</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fichas de habilidad</translation>
    </message>
    <message>
        <source>Additional Card</source>
        <translation>Carta adicional</translation>
    </message>
    <message>
        <source>Any Cards</source>
        <translation>Cualquier carta</translation>
    </message>
    <message>
        <source>Any handed-in cards count as the tile&apos;s colour</source>
        <translation>Cualquier carta entregada cuenta como el color de la loseta</translation>
    </message>
    <message>
        <source>B</source>
        <comment>letter on blue cards</comment>
        <translation>Az</translation>
    </message>
    <message>
        <source>Both Actions</source>
        <translation>Ambas acciones</translation>
    </message>
    <message>
        <source>Both Actions: now drag a facade tile onto your house, or skip building.</source>
        <translation>Ambas acciones: ahora arrastra una loseta de fachada a tu casa, o no construyas.</translation>
    </message>
    <message>
        <source>Build a facade now, or skip building.</source>
        <translation>Construye una fachada ahora, o no construyas.</translation>
    </message>
    <message>
        <source>Build cancelled.</source>
        <translation>Construcción cancelada.</translation>
    </message>
    <message>
        <source>Cards handed in or discarded; with 3-4 players they form the second supply.</source>
        <translation>Cartas entregadas o descartadas; con 3-4 jugadores forman la segunda reserva.</translation>
    </message>
    <message>
        <source>Cards in hand and ability tiles (· = used).</source>
        <translation>Cartas en la mano y fichas de habilidad (· = usada).</translation>
    </message>
    <message>
        <source>Cards of one other colour count as the tile&apos;s colour</source>
        <translation>Las cartas de otro único color cuentan como el color de la loseta</translation>
    </message>
    <message>
        <source>Change of Colors</source>
        <translation>Cambio de color</translation>
    </message>
    <message>
        <source>Choose your coat-of-arms reward first.</source>
        <translation>Primero elige la recompensa del escudo de armas.</translation>
    </message>
    <message>
        <source>Coat of arms ({count}): place a white tile, take an ability, or reactivate.</source>
        <translation>Escudo de armas ({count}): coloca una loseta blanca, toma una habilidad o reactiva.</translation>
    </message>
    <message>
        <source>Columns</source>
        <translation>Columnas</translation>
    </message>
    <message>
        <source>Construction Discount</source>
        <translation>Descuento de construcción</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>Copenhague</translation>
    </message>
    <message>
        <source>Discard down to 7 cards first.</source>
        <translation>Primero descarta hasta quedarte con 7 cartas.</translation>
    </message>
    <message>
        <source>Discards: {count}</source>
        <translation>Descartes: {count}</translation>
    </message>
    <message>
        <source>Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.</source>
        <translation>Reúne cartas de fachada en el puerto de Nyhavn y construye una fachada colorida. 2-4 jugadores.</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Espacios vacíos</translation>
    </message>
    <message>
        <source>End card
beside the
track</source>
        <translation>Fin de
juego:
fuera</translation>
    </message>
    <message>
        <source>End card
in supply</source>
        <translation>Fin de
juego:
en el
mazo</translation>
    </message>
    <message>
        <source>End card
revealed</source>
        <translation>Fin de
juego:
¡salió!</translation>
    </message>
    <message numerus="yes">
        <source>Facade tile, {colour}, %n spaces; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</source>
        <translation>
            <numerusform>Loseta de fachada, {colour}, %n espacio; quedan {left}.
Arrástrala a tu casa (R o rueda: girar, F o clic derecho: voltear), o haz clic para cogerla.</numerusform>
            <numerusform>Loseta de fachada, {colour}, %n espacios; quedan {left}.
Arrástrala a tu casa (R o rueda: girar, F o clic derecho: voltear), o haz clic para cogerla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Facade tiles</source>
        <translation>Losetas de fachada</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Terminada · {scores}</translation>
    </message>
    <message>
        <source>G</source>
        <comment>letter on green cards</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>Las manos están ocultas.</translation>
    </message>
    <message>
        <source>Harbour</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>How do you pay?</source>
        <translation>¿Cómo pagas?</translation>
    </message>
    <message>
        <source>Move the tile over your house and click to build (R rotate, F flip, Esc put back).</source>
        <translation>Lleva la loseta sobre tu casa y haz clic para construir (R girar, F voltear, Esc devolver).</translation>
    </message>
    <message>
        <source>No white tile is left.</source>
        <translation>No queda ninguna loseta blanca.</translation>
    </message>
    <message>
        <source>No {colour} tile of size {size} is left.</source>
        <translation>No queda ninguna loseta {colour} de tamaño {size}.</translation>
    </message>
    <message>
        <source>Nobody may own two ability tiles of the same kind.</source>
        <translation>Nadie puede tener dos fichas de habilidad iguales.</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ahora no.</translation>
    </message>
    <message>
        <source>Now pick a neighbouring card.</source>
        <translation>Ahora elige una carta adyacente.</translation>
    </message>
    <message>
        <source>P</source>
        <comment>letter on purple cards</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pay one card fewer for a facade tile.</source>
        <translation>Paga una carta menos por una loseta de fachada.</translation>
    </message>
    <message>
        <source>Pay {cards}</source>
        <translation>Pagar: {cards}</translation>
    </message>
    <message>
        <source>R</source>
        <comment>letter on red cards</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Reactivate abilities</source>
        <translation>Reactivar habilidades</translation>
    </message>
    <message>
        <source>Rows</source>
        <translation>Filas</translation>
    </message>
    <message>
        <source>Score (12 wins at once)</source>
        <translation>Puntos (12 gana al instante)</translation>
    </message>
    <message>
        <source>Score track: the first to 12 points wins at once.</source>
        <translation>Pista de puntuación: el primero en llegar a 12 puntos gana al instante.</translation>
    </message>
    <message>
        <source>Skip building</source>
        <translation>No construir</translation>
    </message>
    <message>
        <source>Supply
{count}</source>
        <translation>Mazo
{count}</translation>
    </message>
    <message>
        <source>Take a third card from anywhere in the harbour.</source>
        <translation>Toma una tercera carta de cualquier lugar del puerto.</translation>
    </message>
    <message>
        <source>Take any two cards from the harbour, not only neighbours.</source>
        <translation>Toma dos cartas cualesquiera del puerto, no solo adyacentes.</translation>
    </message>
    <message>
        <source>Take cards and then build in the same turn.</source>
        <translation>Toma cartas y luego construye en el mismo turno.</translation>
    </message>
    <message>
        <source>Take cards or build a facade.</source>
        <translation>Toma cartas o construye una fachada.</translation>
    </message>
    <message>
        <source>Take two neighbouring cards (the two ends are not neighbours).</source>
        <translation>Toma dos cartas adyacentes (los dos extremos no son adyacentes).</translation>
    </message>
    <message>
        <source>Take two neighbouring cards from the harbour, or drag a facade tile onto your house.</source>
        <translation>Toma dos cartas adyacentes del puerto, o arrastra una loseta de fachada a tu casa.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ese movimiento no está permitido ahora.</translation>
    </message>
    <message>
        <source>That space is already built.</source>
        <translation>Ese espacio ya está construido.</translation>
    </message>
    <message>
        <source>The Hungarian rulebook can be read either way; the online version uses the first.</source>
        <translation>El reglamento húngaro admite ambas lecturas; la versión en línea usa la primera.</translation>
    </message>
    <message>
        <source>The cards must all be {colour} (or use Change of Colors).</source>
        <translation>Todas las cartas deben ser del color de la loseta: {colour} (o usa Cambio de color).</translation>
    </message>
    <message>
        <source>The cards you hand in of one colour count as another colour.</source>
        <translation>Las cartas que entregas de un color cuentan como de otro color.</translation>
    </message>
    <message>
        <source>The game ends when the End-of-Game card is revealed while refilling the harbour.</source>
        <translation>La partida termina cuando se revela la carta de Fin de Juego al rellenar el puerto.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The supply: cards refill the harbour from here.</source>
        <translation>La reserva: desde aquí se rellena el puerto con cartas.</translation>
    </message>
    <message>
        <source>The tile must lie wholly on the house&apos;s grid.</source>
        <translation>La loseta debe quedar entera sobre la cuadrícula de la casa.</translation>
    </message>
    <message>
        <source>There is no card in that harbour space.</source>
        <translation>No hay ninguna carta en ese lugar del puerto.</translation>
    </message>
    <message>
        <source>This tile costs {cost} cards here, not {paid}.</source>
        <translation>Aquí esta loseta cuesta {cost} cartas, no {paid}.</translation>
    </message>
    <message>
        <source>Those cards are not neighbours (the two ends are not neighbours either); an active Any Cards tile would allow it.</source>
        <translation>Esas cartas no son adyacentes (los dos extremos tampoco); una ficha activa de Cualquier carta lo permitiría.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Turn {turn} · {scores}</source>
        <translation>Turno {turn} · {scores}</translation>
    </message>
    <message>
        <source>W</source>
        <comment>letter on white tiles</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>White tiles come only from a coat of arms.</source>
        <translation>Las losetas blancas solo se obtienen con un escudo de armas.</translation>
    </message>
    <message>
        <source>White tiles: {count} left. Only a coat of arms gives one.</source>
        <translation>Losetas blancas: quedan {count}. Solo un escudo de armas da una.</translation>
    </message>
    <message>
        <source>Window columns</source>
        <translation>Columnas de ventanas</translation>
    </message>
    <message>
        <source>Window rows</source>
        <translation>Filas de ventanas</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>letter on yellow cards</comment>
        <translation>Am</translation>
    </message>
    <message>
        <source>You cannot build that tile there.</source>
        <translation>No puedes construir esa loseta ahí.</translation>
    </message>
    <message>
        <source>You cannot place a white tile there.</source>
        <translation>No puedes colocar una loseta blanca ahí.</translation>
    </message>
    <message>
        <source>You cannot take those cards.</source>
        <translation>No puedes tomar esas cartas.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>No tienes esas cartas.</translation>
    </message>
    <message>
        <source>You hold more than 7 cards: click cards in your hand to discard.</source>
        <translation>Tienes más de 7 cartas: haz clic en cartas de tu mano para descartarlas.</translation>
    </message>
    <message>
        <source>You hold more than 7 cards: discard first.</source>
        <translation>Tienes más de 7 cartas: primero descarta.</translation>
    </message>
    <message>
        <source>You must take two cards, never just one.</source>
        <translation>Debes tomar dos cartas, nunca solo una.</translation>
    </message>
    <message>
        <source>Your abilities (click to use)</source>
        <translation>Tus habilidades (clic para usar)</translation>
    </message>
    <message>
        <source>Your {ability} tile is not active.</source>
        <translation>Tu ficha de {ability} no está activa.</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards</source>
        <translation>
            <numerusform>construye una loseta {colour} de {size} por %n carta</numerusform>
            <numerusform>construye una loseta {colour} de {size} por %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities})</source>
        <translation>
            <numerusform>construye una loseta {colour} de {size} por %n carta ({abilities})</numerusform>
            <numerusform>construye una loseta {colour} de {size} por %n cartas ({abilities})</numerusform>
        </translation>
    </message>
    <message>
        <source>builds nothing</source>
        <translation>no construye</translation>
    </message>
    <message>
        <source>cost: {count}</source>
        <translation>coste: {count}</translation>
    </message>
    <message>
        <source>discards a {colour} card</source>
        <translation>descarta una carta {colour}</translation>
    </message>
    <message>
        <source>empty space</source>
        <translation>espacio vacío</translation>
    </message>
    <message>
        <source>free</source>
        <translation>gratis</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>places a white tile</source>
        <translation>coloca una loseta blanca</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morada</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>takes the {ability} ability</source>
        <translation>toma la habilidad {ability}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>toma {cards}</translation>
    </message>
    <message>
        <source>takes {cards} ({abilities})</source>
        <translation>toma {cards} ({abilities})</translation>
    </message>
    <message>
        <source>turns its abilities active again</source>
        <translation>vuelve a activar sus habilidades</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanca</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>{ability} (active): {rule}</source>
        <translation>{ability} (activa): {rule}</translation>
    </message>
    <message>
        <source>{ability} (used): {rule}</source>
        <translation>{ability} (usada): {rule}</translation>
    </message>
    <message>
        <source>{ability} ready: {rule}</source>
        <translation>{ability} preparada: {rule}</translation>
    </message>
    <message>
        <source>{colour} card</source>
        <translation>carta {colour}</translation>
    </message>
    <message>
        <source>{colour} card — click to discard</source>
        <translation>carta {colour}: haz clic para descartarla</translation>
    </message>
    <message>
        <source>{colour} facade card</source>
        <translation>carta de fachada {colour}</translation>
    </message>
    <message>
        <source>{count} left in the supply.</source>
        <translation>Quedan {count} en la reserva.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count}/7)</source>
        <translation>Mano de {name} ({count}/7)</translation>
    </message>
    <message>
        <source>{name}: points {score}, empty spaces {empty}, cards in hand {cards}</source>
        <translation>{name}: puntos {score}, espacios vacíos {empty}, cartas en la mano {cards}</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>No se puede deshacer nada de este turno.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>cannot be read ({detail})</source>
        <translation>no se puede leer ({detail})</translation>
    </message>
    <message>
        <source>has no format version</source>
        <translation>no indica versión de formato</translation>
    </message>
    <message>
        <source>is damaged ({detail})</source>
        <translation>está dañada ({detail})</translation>
    </message>
    <message>
        <source>is damaged or truncated (not valid JSON at line {line})</source>
        <translation>está dañada o incompleta (JSON no válido en la línea {line})</translation>
    </message>
    <message>
        <source>is for an unknown game {game}</source>
        <translation>es de un juego desconocido: {game}</translation>
    </message>
    <message>
        <source>is inconsistent: replaying its moves does not give the saved table</source>
        <translation>es incoherente: al repetir sus jugadas no se obtiene la mesa guardada</translation>
    </message>
    <message>
        <source>is not a Tarsas save</source>
        <translation>no es una partida guardada de Tarsas</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <source>was made by a newer Tarsas (format {version}; this one reads up to {supported})</source>
        <translation>se creó con un Tarsas más nuevo (formato {version}; este lee hasta el {supported})</translation>
    </message>
</context>
</TS>
