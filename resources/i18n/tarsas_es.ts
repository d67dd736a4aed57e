<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>ChatPanel</name>
    <message>
        <source>Say something to the table…</source>
        <translation>Di algo a la mesa…</translation>
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
        <translation>1 día por jugada</translation>
    </message>
    <message>
        <source>1 hour a move</source>
        <translation>1 hora por jugada</translation>
    </message>
    <message>
        <source>2 minutes a move</source>
        <translation>2 minutos por jugada</translation>
    </message>
    <message>
        <source>A friend whose time runs out has that turn played by the computer; after three turns in a row the computer keeps the seat until the friend is back.</source>
        <translation>Si a un amigo se le acaba el tiempo, el ordenador juega ese turno por él; tras tres turnos seguidos, el ordenador se queda con su puesto hasta que vuelva.</translation>
    </message>
    <message>
        <source>No turn clock</source>
        <translation>Sin reloj de turnos</translation>
    </message>
    <message>
        <source>When time runs out:</source>
        <translation>Cuando se acaba el tiempo:</translation>
    </message>
</context>
<context>
    <name>ClockLabel</name>
    <message>
        <source>I&apos;m back: give me my seat</source>
        <translation>He vuelto: devuélveme mi puesto</translation>
    </message>
    <message>
        <source>The computer plays for {name} until {name} is back.</source>
        <translation>El ordenador juega por {name} hasta que {name} vuelva.</translation>
    </message>
    <message>
        <source>time ran out three turns in a row: the computer plays for {name} until {name} is back</source>
        <translation>se acabó el tiempo tres turnos seguidos: el ordenador juega por {name} hasta que {name} vuelva</translation>
    </message>
    <message>
        <source>time ran out: the computer played for {name}</source>
        <translation>se acabó el tiempo: el ordenador jugó por {name}</translation>
    </message>
    <message>
        <source>{days} d {hours} h</source>
        <translation>{days} d {hours} h</translation>
    </message>
    <message>
        <source>⏱ Time ran out: the computer plays this turn for {name}.</source>
        <translation>⏱ Se acabó el tiempo: el ordenador juega este turno por {name}.</translation>
    </message>
    <message>
        <source>⏱ Turn clock: {limit} a move</source>
        <translation>⏱ Reloj de turnos: {limit} por jugada</translation>
    </message>
    <message>
        <source>⏱ {name}: {left} left</source>
        <translation>⏱ {name}: quedan {left}</translation>
    </message>
</context>
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
    <name>FirstTurnGuide</name>
    <message>
        <source>First turn: step %d of %d</source>
        <translation>Primer turno: paso %d de %d</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>Skip the guide</source>
        <translation>Saltar la guía</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>A computer player failed: {error}</source>
        <translation>Ha fallado un jugador del ordenador: {error}</translation>
    </message>
    <message>
        <source>Game over. Shared win: {names}.</source>
        <translation>Fin de la partida. Victoria compartida: {names}.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Fin de la partida. Gana {names}.</translation>
    </message>
    <message>
        <source>Hint ready.</source>
        <translation>Pista lista.</translation>
    </message>
    <message>
        <source>Hints are off in this game.</source>
        <translation>En esta partida no hay pistas.</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>No se puede deshacer nada de este turno.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}.</source>
        <translation>Pasa el ordenador a {name}.</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>The connection to the game&apos;s server is lost: friends&apos; moves wait until it is back. Trying again…</source>
        <translation>Se perdió la conexión con el servidor de la partida: las jugadas de tus amigos esperan hasta que vuelva. Reintentando…</translation>
    </message>
    <message>
        <source>This seat cannot move now.</source>
        <translation>Este asiento no puede mover ahora.</translation>
    </message>
    <message>
        <source>This seat cannot take back now.</source>
        <translation>Este asiento no puede deshacer ahora.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espera: no es tu turno.</translation>
    </message>
    <message>
        <source>Waiting for {name} (on another computer)…</source>
        <translation>Esperando a {name} (en otro ordenador)…</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} está pensando…</translation>
    </message>
    <message>
        <source>{name} took back a move.</source>
        <translation>{name} deshizo una jugada.</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, es tu turno.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Connecting… waiting for the game to answer.</source>
        <translation>Conectando… esperando la respuesta de la partida.</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>Join a game</source>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <source>Paste the invite code or link your friend sent you (it starts with tarsas://join/).</source>
        <translation>Pega el código o enlace de invitación que te envió tu amigo (empieza por tarsas://join/).</translation>
    </message>
    <message>
        <source>This game is over: nothing is left to play.</source>
        <translation>Esta partida ya terminó: no queda nada por jugar.</translation>
    </message>
    <message>
        <source>This is not an invite code: %1.</source>
        <translation>Esto no es un código de invitación: %1.</translation>
    </message>
    <message>
        <source>an invite code is a short text starting with tarsas://join/</source>
        <translation>un código de invitación es un texto corto que empieza por tarsas://join/</translation>
    </message>
    <message>
        <source>an invite code starts with tarsas://join/</source>
        <translation>un código de invitación empieza por tarsas://join/</translation>
    </message>
    <message>
        <source>the broker address has no host</source>
        <translation>a la dirección del servidor le falta el equipo</translation>
    </message>
    <message>
        <source>the broker address is not mqtt://host:port</source>
        <translation>la dirección del servidor no es mqtt://equipo:puerto</translation>
    </message>
    <message>
        <source>the broker port is not a number</source>
        <translation>el puerto del servidor no es un número</translation>
    </message>
    <message>
        <source>the code does not name its broker</source>
        <translation>el código no indica su servidor</translation>
    </message>
    <message>
        <source>the code is damaged or incomplete</source>
        <translation>el código está dañado o incompleto</translation>
    </message>
    <message>
        <source>the code is from another version of Tarsas</source>
        <translation>el código es de otra versión de Tarsas</translation>
    </message>
    <message>
        <source>the code names a seat that no game has</source>
        <translation>el código indica un puesto que ninguna partida tiene</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Juego</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Broker for games with friends on other computers…</source>
        <translation>Bróker para partidas con amigos en otros ordenadores…</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>No se puede unir</translation>
    </message>
    <message>
        <source>Cannot resume</source>
        <translation>No se puede continuar</translation>
    </message>
    <message>
        <source>Cannot review</source>
        <translation>No se puede revisar</translation>
    </message>
    <message>
        <source>Export game…</source>
        <translation>Exportar partida…</translation>
    </message>
    <message>
        <source>How to play in Tarsas</source>
        <translation>Cómo jugar en Tarsas</translation>
    </message>
    <message>
        <source>Invite codes…</source>
        <translation>Códigos de invitación…</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>Move this table to a server…</source>
        <translation>Mover esta mesa a un servidor…</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Rules of %s…</source>
        <translation>Reglas de %s…</translation>
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
        <source>Statistics…</source>
        <translation>Estadísticas…</translation>
    </message>
    <message>
        <source>The host keeps this game&apos;s record: save, export and review it there.</source>
        <translation>El anfitrión guarda el registro de esta partida: guárdala, expórtala y revísala allí.</translation>
    </message>
    <message>
        <source>This version of Tarsas cannot show that game (%s).</source>
        <translation>Esta versión de Tarsas no puede mostrar esa partida (%s).</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Your turn in %s.</source>
        <translation>Te toca en %s.</translation>
    </message>
</context>
<context>
    <name>MoveToServer</name>
    <message>
        <source>Move</source>
        <translation>Mover</translation>
    </message>
    <message>
        <source>Move this table to a server</source>
        <translation>Mover esta mesa a un servidor</translation>
    </message>
    <message>
        <source>Moving the table to the server…</source>
        <translation>Moviendo la mesa al servidor…</translation>
    </message>
    <message>
        <source>The table server holds the game from now on: it goes on while this computer is off. Every code you gave out keeps working; you join your own seat like your friends.</source>
        <translation>A partir de ahora el servidor de mesas guarda la partida: sigue aunque este ordenador esté apagado. Todos los códigos que diste siguen valiendo; tú te unes a tu propio puesto como tus amigos.</translation>
    </message>
    <message>
        <source>This table&apos;s broker runs on this computer: its codes cannot lead to a server. Start the game on a table server instead.</source>
        <translation>El bróker de esta mesa funciona en este ordenador: sus códigos no pueden llevar a un servidor. Empieza la partida en un servidor de mesas.</translation>
    </message>
    <message>
        <source>This table&apos;s codes lead to {room}, and the server is on {server}: the codes would stop working. Move it to a server on the same broker.</source>
        <translation>Los códigos de esta mesa llevan a {room} y el servidor está en {server}: los códigos dejarían de funcionar. Muévela a un servidor del mismo bróker.</translation>
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
        <source>Friend on another computer</source>
        <translation>Amigo en otro ordenador</translation>
    </message>
    <message>
        <source>Hints for everyone (also friends on other computers)</source>
        <translation>Pistas para todos (también para amigos en otros ordenadores)</translation>
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
    <name>OnlineSettingsDialog</name>
    <message>
        <source>An internet broker</source>
        <translation>Un bróker de internet</translation>
    </message>
    <message>
        <source>Broker address</source>
        <translation>Dirección del bróker</translation>
    </message>
    <message>
        <source>Broker password</source>
        <translation>Contraseña del bróker</translation>
    </message>
    <message>
        <source>Friends connect to</source>
        <translation>Los amigos se conectan a</translation>
    </message>
    <message>
        <source>Keep it in the settings file instead</source>
        <translation>Guardarla en el archivo de ajustes</translation>
    </message>
    <message>
        <source>Online</source>
        <translation>En línea</translation>
    </message>
    <message>
        <source>Password (optional)</source>
        <translation>Contraseña (opcional)</translation>
    </message>
    <message>
        <source>Password of {user} at {broker}:</source>
        <translation>Contraseña de {user} en {broker}:</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>The password is kept in this computer&apos;s password store ({store}), not in the settings file.</source>
        <translation>La contraseña se guarda en el almacén de contraseñas de este ordenador ({store}), no en el archivo de ajustes.</translation>
    </message>
    <message>
        <source>The password store refused the password ({error}). It is kept only until Tarsas closes; you will be asked for it again next time.</source>
        <translation>El almacén de contraseñas no aceptó la contraseña ({error}). Se guarda solo hasta que se cierre Tarsas; la próxima vez se te volverá a pedir.</translation>
    </message>
    <message>
        <source>The password will be written in the settings file as typed: anyone who uses this computer account can read it.</source>
        <translation>La contraseña se escribirá tal cual en el archivo de ajustes: cualquiera que use esta cuenta del ordenador podrá leerla.</translation>
    </message>
    <message>
        <source>This computer has no password store, so the password is kept only until Tarsas closes; you will be asked for it again next time. In the settings file, anyone who uses this computer account could read it.</source>
        <translation>Este ordenador no tiene almacén de contraseñas, así que la contraseña se guarda solo hasta que se cierre Tarsas; la próxima vez se te volverá a pedir. En el archivo de ajustes, cualquiera que use esta cuenta del ordenador podría leerla.</translation>
    </message>
    <message>
        <source>This computer hosts on the local network</source>
        <translation>Este ordenador aloja la partida en la red local</translation>
    </message>
    <message>
        <source>Type the broker as mqtt://host:port or mqtts://host:port.</source>
        <translation>Escribe el bróker como mqtt://host:puerto o mqtts://host:puerto.</translation>
    </message>
    <message>
        <source>User (optional)</source>
        <translation>Usuario (opcional)</translation>
    </message>
    <message>
        <source>no password for the broker</source>
        <translation>no hay contraseña para el bróker</translation>
    </message>
    <message>
        <source>port {port} is already in use by another program; choose another port in Settings → Online</source>
        <translation>otro programa ya usa el puerto {port}; elige otro en Ajustes → En línea</translation>
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
        <translation>No se puede abrir</translation>
    </message>
    <message>
        <source>Could not export</source>
        <translation>No se pudo exportar</translation>
    </message>
    <message>
        <source>Export game</source>
        <translation>Exportar partida</translation>
    </message>
    <message>
        <source>Game exported</source>
        <translation>Partida exportada</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Show in folder</source>
        <translation>Mostrar en la carpeta</translation>
    </message>
    <message>
        <source>Tarsas games (*.tarsas *.json)</source>
        <translation>Partidas de Tarsas (*.tarsas *.json)</translation>
    </message>
    <message>
        <source>The game was saved as “{name}” in {folder}.</source>
        <translation>La partida se guardó como «{name}» en {folder}.</translation>
    </message>
    <message>
        <source>“{name}” could not be written: {error}</source>
        <translation>No se pudo escribir «{name}»: {error}</translation>
    </message>
</context>
<context>
    <name>RemoteConnection</name>
    <message>
        <source>Cannot reach the game&apos;s server at {broker}.</source>
        <translation>No se puede llegar al servidor de la partida en {broker}.</translation>
    </message>
    <message>
        <source>No game answers this code.</source>
        <translation>Ninguna partida responde a este código.</translation>
    </message>
    <message>
        <source>The game&apos;s server at {broker} refused this code&apos;s login: the game may have been removed from it. Ask whoever sent you the code.</source>
        <translation>El servidor de la partida en {broker} rechazó el acceso de este código: puede que la partida se haya quitado de él. Pregunta a quien te envió el código.</translation>
    </message>
</context>
<context>
    <name>RemoteController</name>
    <message>
        <source>Asking the host for a hint…</source>
        <translation>Pidiendo una pista al anfitrión…</translation>
    </message>
    <message>
        <source>Game over. Shared win: {names}.</source>
        <translation>Fin de la partida. Victoria compartida: {names}.</translation>
    </message>
    <message>
        <source>Game over. Winner: {names}.</source>
        <translation>Fin de la partida. Gana: {names}.</translation>
    </message>
    <message>
        <source>Sent. Waiting for the host…</source>
        <translation>Enviado. Esperando al anfitrión…</translation>
    </message>
    <message>
        <source>Taken back.</source>
        <translation>Deshecho.</translation>
    </message>
    <message>
        <source>Taking back… waiting for the host.</source>
        <translation>Deshaciendo… esperando al anfitrión.</translation>
    </message>
    <message>
        <source>The connection is lost; trying again…</source>
        <translation>Se perdió la conexión; reintentando…</translation>
    </message>
    <message>
        <source>The host did not accept this move.</source>
        <translation>El anfitrión no aceptó esta jugada.</translation>
    </message>
    <message>
        <source>The host did not take it back.</source>
        <translation>El anfitrión no lo deshizo.</translation>
    </message>
    <message>
        <source>The host has not answered yet… still trying. You may make another move, or go back to the shelf and come back later.</source>
        <translation>El anfitrión aún no ha respondido… se sigue intentando. Puedes hacer otra jugada, o volver a la estantería y regresar más tarde.</translation>
    </message>
    <message>
        <source>The host is away: the table waits until they are back.</source>
        <translation>El anfitrión no está: la mesa espera a que vuelva.</translation>
    </message>
    <message>
        <source>The host turned hints off for this game.</source>
        <translation>El anfitrión desactivó las pistas en esta partida.</translation>
    </message>
    <message>
        <source>This seat is now open on another computer: it is played there.</source>
        <translation>Este puesto está abierto ahora en otro ordenador: se juega desde allí.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>chose in secret</source>
        <translation>eligió en secreto</translation>
    </message>
    <message>
        <source>host</source>
        <translation>anfitrión</translation>
    </message>
    <message>
        <source>host away</source>
        <translation>anfitrión ausente</translation>
    </message>
    <message>
        <source>online</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>{name} starts a new game with you: “Join the next game” on the score sheet.</source>
        <translation>{name} empieza una nueva partida contigo: «Unirse a la siguiente partida» en la hoja de puntos.</translation>
    </message>
    <message>
        <source>{name} took back a move.</source>
        <translation>{name} deshizo una jugada.</translation>
    </message>
    <message>
        <source>{name}, your turn.</source>
        <translation>{name}, te toca.</translation>
    </message>
</context>
<context>
    <name>ReviewPage</name>
    <message>
        <source>(nothing)</source>
        <translation>(nada)</translation>
    </message>
    <message>
        <source>All hands and the deck order at this step (a finished game hides nothing)</source>
        <translation>Todas las manos y el orden del mazo en este paso (una partida terminada no oculta nada)</translation>
    </message>
    <message>
        <source>Close the review</source>
        <translation>Cerrar la revisión</translation>
    </message>
    <message>
        <source>Everything</source>
        <translation>Todo</translation>
    </message>
    <message>
        <source>Face-down discards</source>
        <translation>Descartes boca abajo</translation>
    </message>
    <message>
        <source>Finished game: nothing is hidden any more. Show the hand of:</source>
        <translation>Partida terminada: ya no hay nada oculto. Mostrar la mano de:</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Next round (Down)</source>
        <translation>Ronda siguiente (Abajo)</translation>
    </message>
    <message>
        <source>Next scoring</source>
        <translation>Puntuación siguiente</translation>
    </message>
    <message>
        <source>Next turn (Page Down)</source>
        <translation>Turno siguiente (Av Pág)</translation>
    </message>
    <message>
        <source>One step back (Left)</source>
        <translation>Un paso atrás (Izquierda)</translation>
    </message>
    <message>
        <source>One step forward (Right)</source>
        <translation>Un paso adelante (Derecha)</translation>
    </message>
    <message>
        <source>Previous round (Up)</source>
        <translation>Ronda anterior (Arriba)</translation>
    </message>
    <message>
        <source>Previous turn (Page Up)</source>
        <translation>Turno anterior (Re Pág)</translation>
    </message>
    <message>
        <source>Review: {game}</source>
        <translation>Revisión: {game}</translation>
    </message>
    <message>
        <source>Step {step} of {total} · {progress}</source>
        <translation>Paso {step} de {total} · {progress}</translation>
    </message>
    <message>
        <source>Table talk</source>
        <translation>Charla de la mesa</translation>
    </message>
    <message>
        <source>Task cards never dealt</source>
        <translation>Cartas de tarea nunca repartidas</translation>
    </message>
    <message>
        <source>The bag (drawn next first)</source>
        <translation>La bolsa (primero lo próximo que se saca)</translation>
    </message>
    <message>
        <source>The deck (top first)</source>
        <translation>El mazo (de arriba abajo)</translation>
    </message>
    <message>
        <source>The hand of no seat</source>
        <translation>Mano sin jugador</translation>
    </message>
    <message>
        <source>This is a review: nothing can be played here.</source>
        <translation>Esto es una revisión: aquí no se puede jugar.</translation>
    </message>
    <message>
        <source>To the end (End)</source>
        <translation>Al final (Fin)</translation>
    </message>
    <message>
        <source>To the start (Home)</source>
        <translation>Al principio (Inicio)</translation>
    </message>
    <message>
        <source>Unfinished game, between two players&apos; turns: no hand is shown.</source>
        <translation>Partida sin terminar, entre los turnos de dos jugadores: no se muestra ninguna mano.</translation>
    </message>
    <message>
        <source>Unfinished game: seen only as {name} sees it.</source>
        <translation>Partida sin terminar: se ve solo como la ve {name}.</translation>
    </message>
    <message>
        <source>{name}&apos;s hand</source>
        <translation>Mano de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s task cards</source>
        <translation>Cartas de tarea de {name}</translation>
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
        <translation>Cómo jugar en Tarsas</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Rules of %s</source>
        <translation>Reglas de %s</translation>
    </message>
</context>
<context>
    <name>SaveBanner</name>
    <message>
        <source>Retry</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Save elsewhere…</source>
        <translation>Guardar en otro sitio…</translation>
    </message>
    <message>
        <source>This game is not being saved: {error}. Your last saved position is kept.</source>
        <translation>Esta partida no se está guardando: {error}. Se conserva la última posición guardada.</translation>
    </message>
</context>
<context>
    <name>SaveDialogs</name>
    <message>
        <source>A save called “{name}” already exists. Replace it?</source>
        <translation>Ya existe una partida guardada llamada «{name}». ¿Reemplazarla?</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <source>Could not save</source>
        <translation>No se pudo guardar</translation>
    </message>
    <message>
        <source>Game already open</source>
        <translation>Partida ya abierta</translation>
    </message>
    <message>
        <source>Name of this save:</source>
        <translation>Nombre de esta partida guardada:</translation>
    </message>
    <message>
        <source>Play a copy from the bookmark</source>
        <translation>Jugar una copia desde el marcador</translation>
    </message>
    <message>
        <source>Replace save?</source>
        <translation>¿Reemplazar la partida guardada?</translation>
    </message>
    <message>
        <source>Resume bookmark</source>
        <translation>Reanudar el marcador</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Guardar como</translation>
    </message>
    <message>
        <source>Save elsewhere</source>
        <translation>Guardar en otro sitio</translation>
    </message>
    <message>
        <source>Tarsas saves (*.json)</source>
        <translation>Partidas de Tarsas (*.json)</translation>
    </message>
    <message>
        <source>The game went on after the bookmark “{name}” (now: {now}).

Continue the game where it is, or play on from the bookmark as a copy (the game itself stays as it is)?</source>
        <translation>La partida siguió después del marcador «{name}» (ahora: {now}).

¿Continuar la partida donde está, o seguir desde el marcador con una copia (la partida misma queda como está)?</translation>
    </message>
    <message>
        <source>This game is already open in another Tarsas window (process {pid} on {host}, since {since}). Playing it in two places at once would lose moves.

Open a copy of it as a new game instead?</source>
        <translation>Esta partida ya está abierta en otra ventana de Tarsas (proceso {pid} en {host}, desde {since}). Jugarla en dos sitios a la vez perdería jugadas.

¿Abrir una copia como partida nueva?</translation>
    </message>
    <message>
        <source>“{name}” could not be saved: {error}</source>
        <translation>No se pudo guardar «{name}»: {error}</translation>
    </message>
</context>
<context>
    <name>ScoreGraph</name>
    <message>
        <source>Points over the game; click to jump there</source>
        <translation>Puntos a lo largo de la partida; haz clic para saltar ahí</translation>
    </message>
    <message>
        <source>moves</source>
        <translation>jugadas</translation>
    </message>
    <message>
        <source>points</source>
        <translation>puntos</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Hide the score sheet to study the final table (Esc)</source>
        <translation>Guarda la hoja de puntos para estudiar la mesa final (Esc)</translation>
    </message>
    <message>
        <source>Join the next game</source>
        <translation>Unirse a la siguiente partida</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
    <message>
        <source>Points over the game; click to review the game from there</source>
        <translation>Puntos a lo largo de la partida; haz clic para revisar la partida desde ahí</translation>
    </message>
    <message>
        <source>Put away</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Replay this game move by move</source>
        <translation>Repetir esta partida jugada a jugada</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
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
    <name>ServerHosting</name>
    <message>
        <source>A table server holds the game, so it goes on while this computer is off. You join it like every other player.</source>
        <translation>Un servidor de mesas guarda la partida, así que sigue aunque este ordenador esté apagado. Te unes a ella como cualquier otro jugador.</translation>
    </message>
    <message>
        <source>Host on</source>
        <translation>Alojar en</translation>
    </message>
    <message>
        <source>Opening the game on the table server…</source>
        <translation>Abriendo la partida en el servidor de mesas…</translation>
    </message>
    <message>
        <source>Paste the table server&apos;s code (it starts with tarsas://server/).</source>
        <translation>Pega el código del servidor de mesas (empieza por tarsas://server/).</translation>
    </message>
    <message>
        <source>Table server</source>
        <translation>Servidor de mesas</translation>
    </message>
    <message>
        <source>That is not a table server&apos;s code: it starts with tarsas://server/ and names a broker. Ask whoever runs the server for it again.</source>
        <translation>Eso no es el código de un servidor de mesas: empieza por tarsas://server/ y nombra un bróker. Pídeselo otra vez a quien lleva el servidor.</translation>
    </message>
    <message>
        <source>The game could not be opened on the table server: {error}</source>
        <translation>No se pudo abrir la partida en el servidor de mesas: {error}</translation>
    </message>
    <message>
        <source>The game is open on the table server. Send each player their own code:</source>
        <translation>La partida está abierta en el servidor de mesas. Envía a cada jugador su propio código:</translation>
    </message>
    <message>
        <source>The table server did not answer within {seconds} s: it may be stopped, or the code is old. Ask whoever runs it.</source>
        <translation>El servidor de mesas no respondió en {seconds} s: puede que esté parado o que el código sea antiguo. Pregunta a quien lo lleva.</translation>
    </message>
    <message>
        <source>The table server refused the game: {why}</source>
        <translation>El servidor de mesas rechazó la partida: {why}</translation>
    </message>
    <message>
        <source>The table server&apos;s broker admits logins only. Ask whoever runs the server for a code that carries the login, or type the broker&apos;s user and password in Settings → Online.</source>
        <translation>El bróker del servidor de mesas solo admite accesos con usuario. Pide a quien lleva el servidor un código que incluya el acceso, o escribe el usuario y la contraseña del bróker en Ajustes → En línea.</translation>
    </message>
    <message>
        <source>The table server&apos;s broker did not answer within {seconds} s (or refused this computer). Check the network, or ask whoever runs the server.</source>
        <translation>El bróker del servidor de mesas no respondió en {seconds} s (o rechazó este ordenador). Revisa la red o pregunta a quien lleva el servidor.</translation>
    </message>
    <message>
        <source>The table server&apos;s broker refused the login “{user}”: check the user and password in Settings → Online, or ask whoever runs the server for its code again.</source>
        <translation>El bróker del servidor de mesas rechazó el usuario «{user}»: revisa el usuario y la contraseña en Ajustes → En línea, o pide de nuevo el código del servidor a quien lo lleva.</translation>
    </message>
    <message>
        <source>a table server</source>
        <translation>un servidor de mesas</translation>
    </message>
    <message>
        <source>the server&apos;s code: tarsas://server/…</source>
        <translation>el código del servidor: tarsas://server/…</translation>
    </message>
    <message>
        <source>this computer</source>
        <translation>este ordenador</translation>
    </message>
</context>
<context>
    <name>ServerWaitingRoom</name>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>The table server holds this game: it goes on while this computer is off. Send each friend their own code (Copy, then paste it into a message). They choose “Join a game” on their shelf and paste it.</source>
        <translation>El servidor de mesas guarda esta partida: sigue aunque este ordenador esté apagado. Envía a cada amigo su propio código (Copiar y pégalo en un mensaje). Ellos eligen «Unirse a una partida» en su estantería y lo pegan.</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>Sala de espera</translation>
    </message>
</context>
<context>
    <name>ShelfPage</name>
    <message>
        <source>%1–%2 players</source>
        <translation>%1–%2 jugadores</translation>
    </message>
    <message>
        <source>A bookmark of the game above: resuming it continues that game from here</source>
        <translation>Un marcador de la partida de arriba: reanudarlo continúa esa partida desde aquí</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Could not read joined game %s</source>
        <translation>No se pudo leer la partida unida %s</translation>
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
        <source>Forget %s on this computer? Its code joins it again.</source>
        <translation>¿Olvidar %s en este ordenador? Su código vuelve a unirte.</translation>
    </message>
    <message>
        <source>Forget joined game</source>
        <translation>Olvidar partida unida</translation>
    </message>
    <message numerus="yes">
        <source>Its bookmarks go with it (%n more saves).</source>
        <translation>
            <numerusform>Sus marcadores también se borran (%n guardado más).</numerusform>
            <numerusform>Sus marcadores también se borran (%n guardados más).</numerusform>
        </translation>
    </message>
    <message>
        <source>Join a game…</source>
        <translation>Unirse a una partida…</translation>
    </message>
    <message>
        <source>Joined from another computer</source>
        <translation>Unida desde otro ordenador</translation>
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
        <source>Play a game a friend hosts on another computer: paste the code they sent</source>
        <translation>Juega una partida que un amigo aloja en otro ordenador: pega el código que te envió</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisar</translation>
    </message>
    <message>
        <source>Saved games</source>
        <translation>Partidas guardadas</translation>
    </message>
    <message>
        <source>bookmark</source>
        <translation>marcador</translation>
    </message>
    <message>
        <source>can&apos;t reach the game&apos;s server</source>
        <translation>no se llega al servidor de la partida</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>terminada</translation>
    </message>
    <message>
        <source>host away</source>
        <translation>anfitrión ausente</translation>
    </message>
    <message>
        <source>on another computer, as {name}</source>
        <translation>en otro ordenador, como {name}</translation>
    </message>
    <message>
        <source>waiting for {name}</source>
        <translation>esperando a {name}</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>te toca</translation>
    </message>
    <message>
        <source>{host}&apos;s {game}</source>
        <translation>{game} de {host}</translation>
    </message>
    <message>
        <source>{name} (a copy)</source>
        <translation>{name} (una copia)</translation>
    </message>
    <message>
        <source>{name} (computer)</source>
        <translation>{name} (ordenador)</translation>
    </message>
    <message>
        <source>{name} (friend)</source>
        <translation>{name} (amigo)</translation>
    </message>
</context>
<context>
    <name>StatsDialog</name>
    <message>
        <source>All games</source>
        <translation>Todos los juegos</translation>
    </message>
    <message>
        <source>Average score (every seat)</source>
        <translation>Puntuación media (todos los jugadores)</translation>
    </message>
    <message>
        <source>Best score</source>
        <translation>Mejor puntuación</translation>
    </message>
    <message>
        <source>Games finished</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Games played</source>
        <translation>Partidas jugadas</translation>
    </message>
    <message>
        <source>Longest game</source>
        <translation>Partida más larga</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Win rate against the computer</source>
        <translation>Porcentaje de victorias contra el ordenador</translation>
    </message>
    <message>
        <source>Wins by seat name</source>
        <translation>Victorias por nombre de jugador</translation>
    </message>
    <message>
        <source>{count} moves ({game})</source>
        <translation>{count} jugadas ({game})</translation>
    </message>
    <message>
        <source>{level}: {rate} ({won} of {games})</source>
        <translation>{level}: {rate} ({won} de {games})</translation>
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
        <translation>? Reglas</translation>
    </message>
    <message>
        <source>A friend on another computer ({presence}).</source>
        <translation>Un amigo en otro ordenador ({presence}).</translation>
    </message>
    <message>
        <source>A friend on another computer ({presence}); a computer plays the seat until the friend arrives.</source>
        <translation>Un amigo en otro ordenador ({presence}); el ordenador juega este asiento hasta que llegue.</translation>
    </message>
    <message>
        <source>Back to shelf</source>
        <translation>Volver a la estantería</translation>
    </message>
    <message>
        <source>Fit table</source>
        <translation>Ajustar mesa</translation>
    </message>
    <message>
        <source>Friends join with their invite codes; start when everyone is here.</source>
        <translation>Los amigos se unen con sus códigos de invitación; empieza cuando estén todos.</translation>
    </message>
    <message>
        <source>Give the seat back to its player</source>
        <translation>Devolver el asiento a su jugador</translation>
    </message>
    <message>
        <source>Hide this panel (F9)</source>
        <translation>Ocultar este panel (F9)</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Invite codes</source>
        <translation>Códigos de invitación</translation>
    </message>
    <message>
        <source>Let the computer play this seat: {level}</source>
        <translation>Que el ordenador juegue este asiento: {level}</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntos</translation>
    </message>
    <message>
        <source>The network could not start: {error}</source>
        <translation>No se pudo iniciar la red: {error}</translation>
    </message>
    <message>
        <source>The rules of this game, and how to play it here</source>
        <translation>Las reglas de este juego y cómo jugarlo aquí</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>not here</source>
        <translation>no está</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en línea</translation>
    </message>
    <message>
        <source>{mark} computer ({level})</source>
        <translation>{mark} ordenador ({level})</translation>
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
    <name>TrayWatch</name>
    <message>
        <source>Keep watching your online games?</source>
        <translation>¿Seguir pendiente de tus partidas en línea?</translation>
    </message>
    <message>
        <source>Open Tarsas</source>
        <translation>Abrir Tarsas</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Tarsas is watching your online games</source>
        <translation>Tarsas está pendiente de tus partidas en línea</translation>
    </message>
    <message>
        <source>Your online games are still going. Tarsas can stay in the system tray and tell you when it is your turn.</source>
        <translation>Tus partidas en línea siguen en marcha. Tarsas puede quedarse en la bandeja del sistema y avisarte cuando sea tu turno.</translation>
    </message>
</context>
<context>
    <name>WaitingRoom</name>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
    <message>
        <source>Copied</source>
        <translation>Copiado</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Friends’ computers connect to {address} ({link}).</source>
        <translation>Los ordenadores de los amigos se conectan a {address} ({link}).</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Let the computer play: %s</source>
        <translation>Que juegue el ordenador: %s</translation>
    </message>
    <message>
        <source>Send each friend their own code (Copy, then paste it into a message). They choose “Join a game” on their shelf and paste it.</source>
        <translation>Envía a cada amigo su propio código (Copiar y pégalo en un mensaje). En su estantería eligen «Unirse a una partida» y lo pegan.</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Wait for the player</source>
        <translation>Esperar al jugador</translation>
    </message>
    <message>
        <source>Waiting room</source>
        <translation>Sala de espera</translation>
    </message>
    <message>
        <source>away</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>conectado</translation>
    </message>
    <message>
        <source>connecting…</source>
        <translation>conectando…</translation>
    </message>
    <message>
        <source>not joined yet</source>
        <translation>aún no se ha unido</translation>
    </message>
    <message>
        <source>not started</source>
        <translation>no iniciado</translation>
    </message>
    <message>
        <source>online</source>
        <translation>en línea</translation>
    </message>
    <message>
        <source>starting…</source>
        <translation>iniciando…</translation>
    </message>
</context>
<context>
    <name>agents</name>
    <message>
        <source>Computer (easy)</source>
        <translation>Ordenador (fácil)</translation>
    </message>
    <message>
        <source>Computer (expert, 6 s)</source>
        <translation>Ordenador (experto, 6 s)</translation>
    </message>
    <message>
        <source>Computer (hard)</source>
        <translation>Ordenador (difícil)</translation>
    </message>
    <message>
        <source>Computer (medium)</source>
        <translation>Ordenador (medio)</translation>
    </message>
    <message>
        <source>Computer (random, no blunders)</source>
        <translation>Ordenador (al azar, sin errores graves)</translation>
    </message>
    <message>
        <source>Computer (uniform random)</source>
        <translation>Ordenador (azar uniforme)</translation>
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
        <source>expert</source>
        <translation>experto</translation>
    </message>
    <message>
        <source>gentle</source>
        <translation>amable</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>medio</translation>
    </message>
    <message>
        <source>uniform</source>
        <translation>azar</translation>
    </message>
</context>
<context>
    <name>christmas_tree</name>
    <message numerus="yes">
        <source>%n more task card(s) travel unseen with other hands.</source>
        <translation>
            <numerusform>%n carta de tarea más viaja oculta con otra mano.</numerusform>
            <numerusform>%n cartas de tarea más viajan ocultas con otras manos.</numerusform>
        </translation>
    </message>
    <message>
        <source>(neutral has {count})</source>
        <translation>(el neutral tiene {count})</translation>
    </message>
    <message>
        <source>(seen travelling)</source>
        <translation>(vista de viaje)</translation>
    </message>
    <message>
        <source>(yours, travelling)</source>
        <translation>(tuya, de viaje)</translation>
    </message>
    <message>
        <source>+{n} bulb</source>
        <translation>+{n} bombilla</translation>
    </message>
    <message>
        <source>+{n} bulbs</source>
        <translation>+{n} bombillas</translation>
    </message>
    <message>
        <source>1 point per ball glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal en forma de bola; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per gold glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal dorado; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per green glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal verde; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per purple glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal morado; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per spiral glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal en forma de espiral; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per star glass ornament; most: +6, second most: +3</source>
        <translation>1 punto por cada adorno de cristal en forma de estrella; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>1 point per wrapped candy; most: +6, second most: +3</source>
        <translation>1 punto por cada caramelo envuelto; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>2 points per gingerbread; most: +6, second most: +3</source>
        <translation>2 puntos por cada galleta de jengibre; quien más: +6, segundo: +3</translation>
    </message>
    <message>
        <source>3 points per completed blue light bulb</source>
        <translation>3 puntos por cada bombilla azul completa</translation>
    </message>
    <message>
        <source>3 points per completed red light bulb</source>
        <translation>3 puntos por cada bombilla roja completa</translation>
    </message>
    <message>
        <source>3 points per completed yellow light bulb</source>
        <translation>3 puntos por cada bombilla amarilla completa</translation>
    </message>
    <message>
        <source>4 points per pair of complete bulbs on two edges of one card that meet at a tip (each bulb is used only once)</source>
        <translation>4 puntos por cada par de bombillas completas en dos bordes de una carta que se unen en un vértice (cada bombilla cuenta una sola vez)</translation>
    </message>
    <message>
        <source>4 points per pair of complete bulbs on two opposite edges of one card, a straight string of light (each bulb is used only once; a card lit on all four edges can score twice)</source>
        <translation>4 puntos por cada par de bombillas completas en dos bordes opuestos de una carta, una guirnalda recta (cada bombilla cuenta una sola vez; una carta iluminada en sus cuatro bordes puede puntuar dos veces)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed edge to edge (diagonal neighbours)</source>
        <translation>4 puntos por cada par de adornos de cristal idénticos (mismo color Y forma) unidos por un borde (vecinos en diagonal)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed one above the other (tips touching)</source>
        <translation>4 puntos por cada par de adornos de cristal idénticos (mismo color Y forma) uno encima del otro (tocándose por la punta)</translation>
    </message>
    <message>
        <source>4 points per pair of identical glass ornaments (same colour AND shape) placed side by side in a row (tips touching)</source>
        <translation>4 puntos por cada par de adornos de cristal idénticos (mismo color Y forma) uno al lado del otro en una fila (tocándose por la punta)</translation>
    </message>
    <message>
        <source>4 task cards (rulebook)</source>
        <translation>4 cartas de tarea (reglamento)</translation>
    </message>
    <message>
        <source>5 points per diagonal (either direction) whose glass ornaments show at least its number of snowflakes (by length 1-6: 2, 3, 4, 5, 6, 7)</source>
        <translation>5 puntos por cada diagonal (en cualquier sentido) cuyos adornos de cristal muestran al menos su número de copos (por longitud 1-6: 2, 3, 4, 5, 6, 7)</translation>
    </message>
    <message>
        <source>5 points per row (II-VI) whose two end cards are identical glass ornaments (colour and shape)</source>
        <translation>5 puntos por cada fila (II-VI) cuyas dos cartas de los extremos son adornos de cristal idénticos (color y forma)</translation>
    </message>
    <message>
        <source>5 points per row whose glass ornaments show at least the row&apos;s number of snowflakes (rows I-VI: 2, 3, 4, 5, 6, 7)</source>
        <translation>5 puntos por cada fila cuyos adornos de cristal muestran al menos el número de copos de la fila (filas I-VI: 2, 3, 4, 5, 6, 7)</translation>
    </message>
    <message>
        <source>5 task cards (rulebook tip, p.7)</source>
        <translation>5 cartas de tarea (consejo del reglamento, p. 7)</translation>
    </message>
    <message>
        <source>6 points per candy and gingerbread one above the other (tips touching)</source>
        <translation>6 puntos por cada caramelo y galleta de jengibre uno encima del otro (tocándose por la punta)</translation>
    </message>
    <message>
        <source>6 points per candy and gingerbread side by side in a row (tips touching)</source>
        <translation>6 puntos por cada caramelo y galleta de jengibre uno al lado del otro en una fila (tocándose por la punta)</translation>
    </message>
    <message>
        <source>6 points per chain of 3 edge-adjacent glass ornaments with 0-1-2 snowflakes (the 1 in the middle)</source>
        <translation>6 puntos por cada cadena de 3 adornos de cristal unidos por bordes con 0-1-2 copos (el 1 en medio)</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, one on top with two side by side below it (A)</source>
        <translation>6 puntos por cada trío de adornos de cristal del mismo color o forma, uno arriba y dos juntos debajo (A)</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, three consecutive in a row</source>
        <translation>6 puntos por cada trío de adornos de cristal del mismo color o forma, tres seguidos en una fila</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, three in a straight diagonal line</source>
        <translation>6 puntos por cada trío de adornos de cristal del mismo color o forma, tres en una diagonal recta</translation>
    </message>
    <message>
        <source>6 points per group of three glass ornaments sharing a colour or a shape, two side by side with one hanging between them below (V)</source>
        <translation>6 puntos por cada trío de adornos de cristal del mismo color o forma, dos juntos con uno colgando entre ellos debajo (V)</translation>
    </message>
    <message>
        <source>6 points per row that contains glass ornaments of all three colours</source>
        <translation>6 puntos por cada fila con adornos de cristal de los tres colores</translation>
    </message>
    <message>
        <source>6 points per row that contains glass ornaments of all three shapes</source>
        <translation>6 puntos por cada fila con adornos de cristal de las tres formas</translation>
    </message>
    <message>
        <source>8 points per group of three glass ornaments with equal snowflake counts, one on top with two side by side below it (A)</source>
        <translation>8 puntos por cada trío de adornos de cristal con el mismo número de copos, uno arriba y dos juntos debajo (A)</translation>
    </message>
    <message>
        <source>8 points per group of three glass ornaments with equal snowflake counts, three in a straight diagonal line</source>
        <translation>8 puntos por cada trío de adornos de cristal con el mismo número de copos, tres en una diagonal recta</translation>
    </message>
    <message>
        <source>: {gains}</source>
        <translation>: {gains}</translation>
    </message>
    <message>
        <source>; bulb halves: {halves}</source>
        <translation>; medias bombillas: {halves}</translation>
    </message>
    <message>
        <source>A 4th random task card for the neutral tree</source>
        <translation>Una 4.ª carta de tarea al azar para el árbol neutral</translation>
    </message>
    <message>
        <source>A card lies either upright or upside down.</source>
        <translation>Una carta está derecha o boca abajo.</translation>
    </message>
    <message>
        <source>Advanced: 5 task cards each, 4 linzer, cards touch, tasks travel</source>
        <translation>Avanzado: 5 cartas de tarea cada uno, 4 linzer, las cartas se tocan, las tareas viajan</translation>
    </message>
    <message>
        <source>All 30, whatever the game</source>
        <translation>Las 30, sea cual sea el juego</translation>
    </message>
    <message>
        <source>Before your pick you may spend a linzer ({left} left): click a card on your tree, then another to swap them or the same one to turn it.</source>
        <translation>Antes de elegir puedes gastar un linzer (quedan {left}): clic en una carta de tu árbol y luego en otra para intercambiarlas, o en la misma para girarla.</translation>
    </message>
    <message>
        <source>Bulbs</source>
        <translation>Bombillas</translation>
    </message>
    <message>
        <source>Choose a task card for this round</source>
        <translation>Elige una carta de tarea para esta ronda</translation>
    </message>
    <message>
        <source>Choose one of your task cards for this round first.</source>
        <translation>Primero elige una de tus cartas de tarea para esta ronda.</translation>
    </message>
    <message>
        <source>Choose one of your task cards: it sets a scoring rule for everyone this round.</source>
        <translation>Elige una de tus cartas de tarea: fija una regla de puntuación para todos en esta ronda.</translation>
    </message>
    <message>
        <source>Choose two different cards to swap.</source>
        <translation>Elige dos cartas distintas para intercambiarlas.</translation>
    </message>
    <message>
        <source>Choose your task card first.</source>
        <translation>Primero elige tu carta de tarea.</translation>
    </message>
    <message>
        <source>Christmas Tree</source>
        <translation>Árbol de Navidad</translation>
    </message>
    <message>
        <source>Click to choose which cards turn upside down while swapped.</source>
        <translation>Haz clic para elegir qué cartas se ponen boca abajo al intercambiarlas.</translation>
    </message>
    <message>
        <source>Deck: {deck} cards · discarded: {discarded}</source>
        <translation>Mazo: {deck} cartas · descartadas: {discarded}</translation>
    </message>
    <message>
        <source>Done with linzer</source>
        <translation>Terminar con linzer</translation>
    </message>
    <message>
        <source>Draft ornament cards, hang them on your tree and score the tasks everyone sets. 2-4 players.</source>
        <translation>Elige cartas de adorno, cuélgalas en tu árbol y puntúa las tareas que todos proponen. 2-4 jugadores.</translation>
    </message>
    <message>
        <source>Drag a card from your hand onto a lit space of your tree (wheel, R or right-click turns it upside down), or click a card and then a space.</source>
        <translation>Arrastra una carta de tu mano a un espacio iluminado de tu árbol (rueda, R o clic derecho: boca abajo), o haz clic en una carta y luego en un espacio.</translation>
    </message>
    <message>
        <source>Drag onto your tree (wheel, R or right-click: upside down), or click to pick it up.</source>
        <translation>Arrástrala a tu árbol (rueda, R o clic derecho: boca abajo), o haz clic para cogerla.</translation>
    </message>
    <message>
        <source>Family: 4 task cards each (1-2 bells), 3 linzer</source>
        <translation>Familiar: 4 cartas de tarea cada uno (1-2 campanas), 3 linzer</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Final scoring: {seat} {total} (tasks {tasks}, snowflakes and candy {snow}, gingerbread {ginger}, bulbs {bulbs}, linzer {linzer})</source>
        <translation>Puntuación final: {seat} {total} (tareas {tasks}, copos y caramelos {snow}, jengibre {ginger}, bombillas {bulbs}, linzer {linzer})</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Terminada · {scores}</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Gingerbread</source>
        <translation>Jengibre</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>Las manos están ocultas.</translation>
    </message>
    <message>
        <source>Hands pass left</source>
        <translation>Las manos pasan a la izquierda</translation>
    </message>
    <message>
        <source>Hands pass right</source>
        <translation>Las manos pasan a la derecha</translation>
    </message>
    <message>
        <source>Hint: choose task card {task}</source>
        <translation>Pista: elige la carta de tarea {task}</translation>
    </message>
    <message>
        <source>Hint: keep your linzer (1 point each at the end)</source>
        <translation>Pista: guarda tus linzer (1 punto cada uno al final)</translation>
    </message>
    <message>
        <source>Hint: put {card} on space {space}</source>
        <translation>Pista: pon {card} en el espacio {space}</translation>
    </message>
    <message>
        <source>Hint: put {card} on space {space} upside down</source>
        <translation>Pista: pon {card} en el espacio {space}, boca abajo</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}</source>
        <translation>Pista: gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, turning both</source>
        <translation>Pista: gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}, girando ambas</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: swap {first} on space {a} and {second} on space {b}, turning {turned_card} from space {turned}</source>
        <translation>Pista: gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}, girando {turned_card} del espacio {turned}</translation>
    </message>
    <message>
        <source>Hint: spend a linzer: turn {card} on space {space} upside down</source>
        <translation>Pista: gasta un linzer: pon boca abajo {card} del espacio {space}</translation>
    </message>
    <message>
        <source>In the advanced game every card after the first must share an edge with a card already on your tree.</source>
        <translation>En el juego avanzado, cada carta después de la primera debe compartir un borde con una carta ya colocada en tu árbol.</translation>
    </message>
    <message>
        <source>Introductory: 3 random one-bell tasks a round, no linzer</source>
        <translation>Introductorio: 3 tareas de una campana al azar por ronda, sin linzer</translation>
    </message>
    <message>
        <source>Keep the remaining linzer (1 point each at the end).</source>
        <translation>Quédate los linzer que te quedan (1 punto cada uno al final).</translation>
    </message>
    <message>
        <source>Linzer</source>
        <translation>Linzer</translation>
    </message>
    <message>
        <source>Linzer ({left} left): click a card; then another card to swap them, or the same card again to turn it upside down.</source>
        <translation>Linzer (quedan {left}): haz clic en una carta; luego en otra para intercambiarlas, o en la misma otra vez para ponerla boca abajo.</translation>
    </message>
    <message>
        <source>Linzer ({left} left): click cards on your tree now, or after this last card with &quot;Linzer after it&quot;.</source>
        <translation>Linzer (quedan {left}): haz clic ahora en cartas de tu árbol, o tras esta última carta con «Linzer después».</translation>
    </message>
    <message>
        <source>Linzer ({left} left): space {space} chosen; click another card to swap them, or the same card again to turn it upside down.</source>
        <translation>Linzer (quedan {left}): espacio {space} elegido; haz clic en otra carta para intercambiarlas, o en la misma otra vez para ponerla boca abajo.</translation>
    </message>
    <message>
        <source>Linzer after it: no</source>
        <translation>Linzer después: no</translation>
    </message>
    <message>
        <source>Linzer after it: yes</source>
        <translation>Linzer después: sí</translation>
    </message>
    <message>
        <source>Linzer are spent after a placement, before your next pick.</source>
        <translation>Los linzer se gastan tras colocar una carta, antes de tu siguiente elección.</translation>
    </message>
    <message>
        <source>Linzer only move cards already on your tree.</source>
        <translation>Los linzer solo mueven cartas que ya están en tu árbol.</translation>
    </message>
    <message>
        <source>Matching halves form a bulb (ringed).</source>
        <translation>Dos mitades iguales: una bombilla (anillo).</translation>
    </message>
    <message>
        <source>Move the card over your tree and click a lit space (R, wheel or right-click: upside down; Esc puts it back).</source>
        <translation>Lleva la carta sobre tu árbol y haz clic en un espacio iluminado (R, rueda o clic derecho: boca abajo; Esc la devuelve).</translation>
    </message>
    <message>
        <source>Name the lower-numbered space first.</source>
        <translation>Indica primero el espacio de número más bajo.</translation>
    </message>
    <message>
        <source>Neutral tree</source>
        <translation>Árbol neutral</translation>
    </message>
    <message>
        <source>Neutral tree: {card} on space {space}</source>
        <translation>Árbol neutral: {card} en el espacio {space}</translation>
    </message>
    <message>
        <source>Neutral tree: {card} on space {space}, upside down</source>
        <translation>Árbol neutral: {card} en el espacio {space}, boca abajo</translation>
    </message>
    <message>
        <source>None: the 3 random task cards stand</source>
        <translation>Ninguna: quedan las 3 cartas de tarea al azar</translation>
    </message>
    <message>
        <source>Not now.</source>
        <translation>Ahora no.</translation>
    </message>
    <message>
        <source>Only a round&apos;s last pick, by a player holding linzer, can leave out the linzer chance after it.</source>
        <translation>Solo en la última elección de una ronda, y teniendo linzer, se puede renunciar a usar linzer después.</translation>
    </message>
    <message>
        <source>Pick a card from your hand and a space for it first.</source>
        <translation>Primero elige una carta de tu mano y un espacio para ella.</translation>
    </message>
    <message>
        <source>Round {n} scored: the task cards</source>
        <translation>Ronda {n} puntuada: las cartas de tarea</translation>
    </message>
    <message>
        <source>Round {n} scoring</source>
        <translation>Puntuación de la ronda {n}</translation>
    </message>
    <message>
        <source>Round {n} scoring (click to show)</source>
        <translation>Puntuación de la ronda {n} (clic para ver)</translation>
    </message>
    <message>
        <source>Round {n} tasks (click to show)</source>
        <translation>Tareas de la ronda {n} (clic para ver)</translation>
    </message>
    <message>
        <source>Round {n}/3 · card {card}/7</source>
        <translation>Ronda {n}/3 · carta {card}/7</translation>
    </message>
    <message>
        <source>Round {round} scoring: {seat} +{points} ({tasks})</source>
        <translation>Puntuación de la ronda {round}: {seat} +{points} ({tasks})</translation>
    </message>
    <message>
        <source>Round {round} · card {card}/7 · {scores}</source>
        <translation>Ronda {round} · carta {card}/7 · {scores}</translation>
    </message>
    <message>
        <source>Snowflakes and candy</source>
        <translation>Copos y caramelos</translation>
    </message>
    <message>
        <source>Space {space} of your tree already holds a card.</source>
        <translation>El espacio {space} de tu árbol ya tiene una carta.</translation>
    </message>
    <message>
        <source>Swap: keep both as they lie</source>
        <translation>Intercambio: ambas quedan como están</translation>
    </message>
    <message>
        <source>Swap: turn both cards</source>
        <translation>Intercambio: girar ambas cartas</translation>
    </message>
    <message>
        <source>Swap: turn the first card</source>
        <translation>Intercambio: girar la primera carta</translation>
    </message>
    <message>
        <source>Swap: turn the second card</source>
        <translation>Intercambio: girar la segunda carta</translation>
    </message>
    <message>
        <source>Task cards dealt (family game)</source>
        <translation>Cartas de tarea repartidas (juego familiar)</translation>
    </message>
    <message>
        <source>Task cards face up: {tasks}</source>
        <translation>Cartas de tarea boca arriba: {tasks}</translation>
    </message>
    <message>
        <source>Task cards used</source>
        <translation>Cartas de tarea usadas</translation>
    </message>
    <message>
        <source>Tasks round 1</source>
        <translation>Tareas ronda 1</translation>
    </message>
    <message>
        <source>Tasks round 2</source>
        <translation>Tareas ronda 2</translation>
    </message>
    <message>
        <source>Tasks round 3</source>
        <translation>Tareas ronda 3</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>Esa carta no está en tu mano.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ese movimiento no está permitido ahora.</translation>
    </message>
    <message>
        <source>That space is not available.</source>
        <translation>Ese espacio no está disponible.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The game is over: the trees show the last round&apos;s tasks; click a task to change.</source>
        <translation>La partida ha terminado: los árboles muestran las tareas de la última ronda; haz clic en una tarea para cambiar.</translation>
    </message>
    <message>
        <source>The rulebook (p.5) reveals the neutral tree&apos;s task card &quot;in every variant&quot;, yet the introductory game already draws 3 random task cards; both readings are offered.</source>
        <translation>El reglamento (p. 5) revela la carta de tarea del árbol neutral «en todas las variantes», pero el juego introductorio ya roba 3 cartas de tarea al azar; se ofrecen ambas lecturas.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s three levels (p.3 family, p.5 introductory and advanced).</source>
        <translation>Los tres niveles del reglamento (p. 3 familiar, p. 5 introductorio y avanzado).</translation>
    </message>
    <message>
        <source>The rulebook&apos;s tips allow ignoring the family/advanced marks after a few games.</source>
        <translation>Los consejos del reglamento permiten ignorar las marcas familiar/avanzado tras unas partidas.</translation>
    </message>
    <message>
        <source>The rulebook&apos;s tips suggest the family game may also be played with 5 task cards.</source>
        <translation>Los consejos del reglamento sugieren que el juego familiar también se puede jugar con 5 cartas de tarea.</translation>
    </message>
    <message>
        <source>There is no card on space {space} of your tree.</source>
        <translation>No hay ninguna carta en el espacio {space} de tu árbol.</translation>
    </message>
    <message>
        <source>Those marked for the chosen game</source>
        <translation>Las marcadas para el juego elegido</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Two-player introductory game: neutral tree&apos;s task card</source>
        <translation>Juego introductorio a dos: carta de tarea del árbol neutral</translation>
    </message>
    <message>
        <source>Use a linzer now, or say you are done.</source>
        <translation>Usa un linzer ahora o di que has terminado.</translation>
    </message>
    <message>
        <source>Use a linzer or press Done first.</source>
        <translation>Primero usa un linzer o pulsa Terminar.</translation>
    </message>
    <message>
        <source>Waiting for {name}…</source>
        <translation>Esperando a {name}…</translation>
    </message>
    <message>
        <source>Winner: {names}</source>
        <translation>Ganador: {names}</translation>
    </message>
    <message>
        <source>Yes: after every card is revealed you may spend linzer before the round is scored (then press Done). No: the round is scored at once.</source>
        <translation>Sí: cuando se revelan las cartas puedes gastar linzer antes del recuento (luego, Terminar con linzer). No: la ronda se puntúa enseguida.</translation>
    </message>
    <message>
        <source>You do not hold task card {task}.</source>
        <translation>No tienes la carta de tarea {task}.</translation>
    </message>
    <message>
        <source>You have no linzer left.</source>
        <translation>No te quedan linzer.</translation>
    </message>
    <message>
        <source>Your task cards</source>
        <translation>Tus cartas de tarea</translation>
    </message>
    <message>
        <source>Your tree has no space {space}.</source>
        <translation>Tu árbol no tiene el espacio {space}.</translation>
    </message>
    <message>
        <source>a linzer kept is 1 point at the end</source>
        <translation>cada linzer que guardes vale 1 punto al final</translation>
    </message>
    <message>
        <source>ball</source>
        <translation>bola</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>bulbs</source>
        <translation>bombillas</translation>
    </message>
    <message>
        <source>candy</source>
        <translation>caramelo</translation>
    </message>
    <message>
        <source>candy +{n}</source>
        <translation>caramelo +{n}</translation>
    </message>
    <message>
        <source>candy worth {n}</source>
        <translation>caramelo de {n}</translation>
    </message>
    <message>
        <source>candy worth {value}</source>
        <translation>caramelo de valor {value}</translation>
    </message>
    <message>
        <source>card</source>
        <translation>carta</translation>
    </message>
    <message>
        <source>cards in your hand count for it</source>
        <translation>cuenta con cartas de tu mano</translation>
    </message>
    <message>
        <source>chooses a task card</source>
        <translation>elige una carta de tarea</translation>
    </message>
    <message>
        <source>chooses a task card; all task cards are revealed</source>
        <translation>elige una carta de tarea; se revelan todas las cartas de tarea</translation>
    </message>
    <message>
        <source>chosen</source>
        <translation>elegida</translation>
    </message>
    <message>
        <source>deck {deck}</source>
        <translation>mazo {deck}</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>robada</translation>
    </message>
    <message>
        <source>gingerbread</source>
        <translation>galleta de jengibre</translation>
    </message>
    <message>
        <source>gingerbread +{n}</source>
        <translation>jengibre +{n}</translation>
    </message>
    <message>
        <source>gingerbread man</source>
        <translation>galleta de jengibre</translation>
    </message>
    <message>
        <source>gingerbread man; wishes {wishes}</source>
        <translation>hombre de jengibre; deseos: {wishes}</translation>
    </message>
    <message>
        <source>glass</source>
        <translation>cristal</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>dorado</translation>
    </message>
    <message>
        <source>gold ball</source>
        <translation>bola dorada</translation>
    </message>
    <message>
        <source>gold spiral</source>
        <translation>espiral dorada</translation>
    </message>
    <message>
        <source>gold star</source>
        <translation>estrella dorada</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>green ball</source>
        <translation>bola verde</translation>
    </message>
    <message>
        <source>green spiral</source>
        <translation>espiral verde</translation>
    </message>
    <message>
        <source>green star</source>
        <translation>estrella verde</translation>
    </message>
    <message>
        <source>if the game ended now</source>
        <translation>si la partida terminara ahora</translation>
    </message>
    <message>
        <source>it adds {gains}</source>
        <translation>suma {gains}</translation>
    </message>
    <message>
        <source>keeps the remaining linzer</source>
        <translation>se queda con los linzer que le quedan</translation>
    </message>
    <message>
        <source>must share an edge</source>
        <translation>debe compartir un borde</translation>
    </message>
    <message>
        <source>neutral</source>
        <translation>neutral</translation>
    </message>
    <message>
        <source>no other move does better now</source>
        <translation>ahora ninguna otra jugada es mejor</translation>
    </message>
    <message numerus="yes">
        <source>no points yet: %n of its bulb halves face empty spaces</source>
        <translation>
            <numerusform>aún sin puntos: %n de sus medias bombillas da a espacios vacíos</numerusform>
            <numerusform>aún sin puntos: %n de sus medias bombillas dan a espacios vacíos</numerusform>
        </translation>
    </message>
    <message>
        <source>no points yet: the gingerbread man scores for each neighbour it wishes for</source>
        <translation>aún sin puntos: la galleta de jengibre puntúa por cada vecino que desea</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>now:</source>
        <translation>ahora:</translation>
    </message>
    <message>
        <source>on your tree as it stands it gives you {points} points</source>
        <translation>con tu árbol tal como está te da {points} puntos</translation>
    </message>
    <message>
        <source>picks a card</source>
        <translation>elige una carta</translation>
    </message>
    <message>
        <source>picks a card; all picks are revealed</source>
        <translation>elige una carta; se revelan todas las elecciones</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>purple ball</source>
        <translation>bola morada</translation>
    </message>
    <message>
        <source>purple spiral</source>
        <translation>espiral morada</translation>
    </message>
    <message>
        <source>purple star</source>
        <translation>estrella morada</translation>
    </message>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>scored:</source>
        <translation>puntuado:</translation>
    </message>
    <message>
        <source>snow +{n}</source>
        <translation>nieve +{n}</translation>
    </message>
    <message>
        <source>snowflakes</source>
        <translation>copos</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}, turning both{gains}</source>
        <translation>gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}, girando ambas{gains}</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}, turning {turned_card} from space {turned}{gains}</source>
        <translation>gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}, girando {turned_card} del espacio {turned}{gains}</translation>
    </message>
    <message>
        <source>spends a linzer: swaps {first} on space {a} and {second} on space {b}{gains}</source>
        <translation>gasta un linzer: intercambia {first} del espacio {a} y {second} del espacio {b}{gains}</translation>
    </message>
    <message>
        <source>spends a linzer: turns {card} on space {space} upside down{gains}</source>
        <translation>gasta un linzer: pone boca abajo {card} del espacio {space}{gains}</translation>
    </message>
    <message>
        <source>spiral</source>
        <translation>espiral</translation>
    </message>
    <message>
        <source>star</source>
        <translation>estrella</translation>
    </message>
    <message>
        <source>swap: {gain} points now, −1 linzer</source>
        <translation>intercambio: {gain} puntos ahora, −1 linzer</translation>
    </message>
    <message>
        <source>taken</source>
        <translation>tomada</translation>
    </message>
    <message>
        <source>the candy</source>
        <translation>el caramelo</translation>
    </message>
    <message>
        <source>the card</source>
        <translation>la carta</translation>
    </message>
    <message>
        <source>the gingerbread</source>
        <translation>la galleta de jengibre</translation>
    </message>
    <message>
        <source>the gold ball</source>
        <translation>la bola dorada</translation>
    </message>
    <message>
        <source>the gold spiral</source>
        <translation>la espiral dorada</translation>
    </message>
    <message>
        <source>the gold star</source>
        <translation>la estrella dorada</translation>
    </message>
    <message>
        <source>the green ball</source>
        <translation>la bola verde</translation>
    </message>
    <message>
        <source>the green spiral</source>
        <translation>la espiral verde</translation>
    </message>
    <message>
        <source>the green star</source>
        <translation>la estrella verde</translation>
    </message>
    <message>
        <source>the purple ball</source>
        <translation>la bola morada</translation>
    </message>
    <message>
        <source>the purple spiral</source>
        <translation>la espiral morada</translation>
    </message>
    <message>
        <source>the purple star</source>
        <translation>la estrella morada</translation>
    </message>
    <message>
        <source>travelling with task card {task}</source>
        <translation>viaja con la carta de tarea {task}</translation>
    </message>
    <message>
        <source>turn: {gain} points now, −1 linzer</source>
        <translation>girar: {gain} puntos ahora, −1 linzer</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>{action}
{lines}</source>
        <translation>{action}
{lines}</translation>
    </message>
    <message>
        <source>{card} · snowflakes: {n}</source>
        <translation>{card} · copos: {n}</translation>
    </message>
    <message>
        <source>{name} glass ornament, snowflakes: {count}</source>
        <translation>{name} de cristal, copos: {count}</translation>
    </message>
    <message>
        <source>{name} · {score} pts</source>
        <translation>{name} · {score} ptos</translation>
    </message>
    <message>
        <source>{name} · {score} pts · linzer {linzer}</source>
        <translation>{name} · {score} ptos · linzer {linzer}</translation>
    </message>
    <message>
        <source>{name}&apos;s hand (1 card)</source>
        <translation>Mano de {name} (1 carta)</translation>
    </message>
    <message>
        <source>{name}&apos;s hand ({count} cards)</source>
        <translation>Mano de {name} ({count} cartas)</translation>
    </message>
    <message>
        <source>{name}&apos;s hand: {count}</source>
        <translation>Mano de {name}: {count}</translation>
    </message>
    <message>
        <source>{name}: snowflakes and candy {snow}, gingerbread {ginger}, complete bulbs {bulbs} ({points} points)</source>
        <translation>{name}: copos y caramelos {snow}, jengibre {ginger}, bombillas completas {bulbs} ({points} puntos)</translation>
    </message>
    <message>
        <source>{name}: {total}  (tasks {tasks}, snow {snow}, gingerbread {ginger}, bulbs {bulbs}, linzer {linzer})</source>
        <translation>{name}: {total}  (tareas {tasks}, nieve {snow}, jengibre {ginger}, bombillas {bulbs}, linzer {linzer})</translation>
    </message>
    <message>
        <source>{seat}: {card} on space {space}, upside down{gains}</source>
        <translation>{seat}: {card} en el espacio {space}, boca abajo{gains}</translation>
    </message>
    <message>
        <source>{seat}: {card} on space {space}{gains}</source>
        <translation>{seat}: {card} en el espacio {space}{gains}</translation>
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
            <numerusform>%n carta descartada</numerusform>
            <numerusform>%n cartas descartadas</numerusform>
        </translation>
    </message>
    <message>
        <source>A facade must stand on the ground or on an earlier tile; it would float.</source>
        <translation>Una fachada debe apoyarse en el suelo o en una loseta anterior; así quedaría flotando.</translation>
    </message>
    <message>
        <source>A {colour} {size} fits nowhere on your house.</source>
        <translation>Una loseta {colour} de {size} no cabe en ningún sitio de tu casa.</translation>
    </message>
    <message numerus="yes">
        <source>A {colour} {size} needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>Una loseta {colour} de {size} necesita %n carta {colour}; tienes {held}.</numerusform>
            <numerusform>Una loseta {colour} de {size} necesita %n cartas (color: {colour}); tienes {held}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Fichas de habilidad</translation>
    </message>
    <message>
        <source>Ability tiles</source>
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
        <source>Cards in hand (at most 7 at the end of a turn).</source>
        <translation>Cartas en la mano (como máximo 7 al final del turno).</translation>
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
    <message numerus="yes">
        <source>Coat of arms: choose %n rewards (a white tile, an ability tile, or reactivate yours).</source>
        <translation>
            <numerusform>Escudo de armas: elige %n recompensa (una loseta blanca, una ficha de habilidad o reactivar las tuyas).</numerusform>
            <numerusform>Escudo de armas: elige %n recompensas (una loseta blanca, una ficha de habilidad o reactivar las tuyas).</numerusform>
        </translation>
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
        <source>Draft facade cards in Nyhavn harbour and build a colourful house front. 2-4 players.</source>
        <translation>Reúne cartas de fachada en el puerto de Nyhavn y construye una fachada colorida. 2-4 jugadores.</translation>
    </message>
    <message>
        <source>Empty cells</source>
        <translation>Espacios vacíos</translation>
    </message>
    <message>
        <source>End</source>
        <comment>on the End-of-Game card</comment>
        <translation>Fin</translation>
    </message>
    <message>
        <source>End card revealed: the game is over</source>
        <translation>Carta de Fin de juego revelada: la partida ha terminado</translation>
    </message>
    <message>
        <source>End card: among the last ten cards of the supply</source>
        <translation>Carta de Fin de juego: entre las diez últimas cartas del mazo</translation>
    </message>
    <message>
        <source>End card: waits until the supply first runs out</source>
        <translation>Carta de Fin de juego: espera junto a la pista hasta que el mazo se agote por primera vez</translation>
    </message>
    <message>
        <source>End-of-Game card</source>
        <translation>Carta de Fin de juego</translation>
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
        <source>Final scores: {scores}</source>
        <translation>Puntuación final: {scores}</translation>
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
    <message numerus="yes">
        <source>Here it needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>Aquí necesita %n carta {colour}; tienes {held}.</numerusform>
            <numerusform>Aquí necesita %n cartas (color: {colour}); tienes {held}.</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>Now pick %n more cards, anywhere in the harbour (Any Cards).</source>
        <translation>
            <numerusform>Ahora elige %n carta más, de cualquier sitio del puerto (Cualquier carta).</numerusform>
            <numerusform>Ahora elige %n cartas más, de cualquier sitio del puerto (Cualquier carta).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now pick %n more cards: two of the three must be neighbours.</source>
        <translation>
            <numerusform>Ahora elige %n carta más: dos de las tres deben ser adyacentes.</numerusform>
            <numerusform>Ahora elige %n cartas más: dos de las tres deben ser adyacentes.</numerusform>
        </translation>
    </message>
    <message>
        <source>Now pick a neighbouring card, or any card and then your Any Cards tile.</source>
        <translation>Ahora elige una carta adyacente, o cualquier carta y luego tu ficha de Cualquier carta.</translation>
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
        <source>Score track: the first to 12 points wins at once.</source>
        <translation>Pista de puntuación: el primero en llegar a 12 puntos gana al instante.</translation>
    </message>
    <message>
        <source>Score: 12 points win at once</source>
        <translation>Puntuación: 12 puntos ganan al instante</translation>
    </message>
    <message>
        <source>Skip building</source>
        <translation>No construir</translation>
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
        <source>The End card is revealed: the game ends. Most points: {names}.</source>
        <translation>Sale la carta de Fin de Juego: la partida termina. Más puntos: {names}.</translation>
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
    <message numerus="yes">
        <source>The supply: %n cards; they refill the harbour.</source>
        <translation>
            <numerusform>El mazo: %n carta; con ella se repone el puerto.</numerusform>
            <numerusform>El mazo: %n cartas; con ellas se repone el puerto.</numerusform>
        </translation>
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
        <source>Those cards are not neighbours: click your Any Cards tile to take them with it, or pick another card.</source>
        <translation>Esas cartas no son vecinas: haz clic en tu ficha de Cualquier carta para tomarlas con ella, o elige otra carta.</translation>
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
        <source>beside your {colour} tile it costs one card less</source>
        <translation>junto a tu loseta {colour} cuesta una carta menos</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>build nothing this turn</source>
        <translation>no construyas este turno</translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards</source>
        <translation>
            <numerusform>construye la loseta {colour} de {size} por %n carta</numerusform>
            <numerusform>construye la loseta {colour} de {size} por %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards with {abilities}</source>
        <translation>
            <numerusform>construye la loseta {colour} de {size} por %n carta con {abilities}</numerusform>
            <numerusform>construye la loseta {colour} de {size} por %n cartas con {abilities}</numerusform>
        </translation>
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
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities}) — completes {lines}: +{points}</source>
        <translation>
            <numerusform>construye una loseta {colour} de {size} por %n carta ({abilities}) — completa {lines}: +{points}</numerusform>
            <numerusform>construye una loseta {colour} de {size} por %n cartas ({abilities}) — completa {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards — completes {lines}: +{points}</source>
        <translation>
            <numerusform>construye una loseta {colour} de {size} por %n carta — completa {lines}: +{points}</numerusform>
            <numerusform>construye una loseta {colour} de {size} por %n cartas — completa {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message>
        <source>builds nothing</source>
        <translation>no construye</translation>
    </message>
    <message>
        <source>column 1</source>
        <translation>la columna 1</translation>
    </message>
    <message>
        <source>column 2</source>
        <translation>la columna 2</translation>
    </message>
    <message>
        <source>column 3</source>
        <translation>la columna 3</translation>
    </message>
    <message>
        <source>column 4</source>
        <translation>la columna 4</translation>
    </message>
    <message>
        <source>column 5</source>
        <translation>la columna 5</translation>
    </message>
    <message>
        <source>cost: {count}</source>
        <translation>coste: {count}</translation>
    </message>
    <message>
        <source>discard a {colour} card</source>
        <translation>descarta una carta {colour}</translation>
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
        <source>from now on: {rule}</source>
        <translation>desde ahora: {rule}</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>it completes {lines}: +{points}</source>
        <translation>completa {lines}: +{points}</translation>
    </message>
    <message>
        <source>it completes {lines}: +{points}, and 12 points win at once</source>
        <translation>completa {lines}: +{points}, y 12 puntos ganan al instante</translation>
    </message>
    <message numerus="yes">
        <source>it earns %n coat-of-arms rewards (a white tile or an ability)</source>
        <translation>
            <numerusform>gana %n recompensa de escudo de armas (una loseta blanca o una habilidad)</numerusform>
            <numerusform>gana %n recompensas de escudo de armas (una loseta blanca o una habilidad)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it fills %n spaces of your house</source>
        <translation>
            <numerusform>llena %n espacio de tu casa</numerusform>
            <numerusform>llena %n espacios de tu casa</numerusform>
        </translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>place a white tile</source>
        <translation>coloca una loseta blanca</translation>
    </message>
    <message>
        <source>places a white tile</source>
        <translation>coloca una loseta blanca</translation>
    </message>
    <message>
        <source>places a white tile — completes {lines}: +{points}</source>
        <translation>coloca una loseta blanca — completa {lines}: +{points}</translation>
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
        <source>row 1</source>
        <translation>la fila 1</translation>
    </message>
    <message>
        <source>row 2</source>
        <translation>la fila 2</translation>
    </message>
    <message>
        <source>row 3</source>
        <translation>la fila 3</translation>
    </message>
    <message>
        <source>row 4</source>
        <translation>la fila 4</translation>
    </message>
    <message>
        <source>row 5</source>
        <translation>la fila 5</translation>
    </message>
    <message>
        <source>row 6</source>
        <translation>la fila 6</translation>
    </message>
    <message>
        <source>row 7</source>
        <translation>la fila 7</translation>
    </message>
    <message>
        <source>row 8</source>
        <translation>la fila 8</translation>
    </message>
    <message>
        <source>row 9</source>
        <translation>la fila 9</translation>
    </message>
    <message>
        <source>take the {ability} ability tile</source>
        <translation>toma la ficha de habilidad {ability}</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>toma {cards}</translation>
    </message>
    <message>
        <source>take {cards} with {abilities}</source>
        <translation>toma {cards} con {abilities}</translation>
    </message>
    <message>
        <source>takes the {ability} ability</source>
        <translation>toma la habilidad {ability}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>toma del puerto: {cards}</translation>
    </message>
    <message>
        <source>takes {cards} ({abilities})</source>
        <translation>toma del puerto: {cards} ({abilities})</translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards</source>
        <translation>
            <numerusform>así tendrás %n carta {colour}</numerusform>
            <numerusform>así tendrás %n cartas (color: {colour})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards: enough for the {colour} {size}</source>
        <translation>
            <numerusform>así tendrás %n carta {colour}: basta para la loseta {colour} de {size}</numerusform>
            <numerusform>así tendrás %n cartas (color: {colour}): bastan para la loseta {colour} de {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {line} lacks only %n spaces</source>
        <translation>
            <numerusform>así a {line} solo le falta %n espacio</numerusform>
            <numerusform>así a {line} solo le faltan %n espacios</numerusform>
        </translation>
    </message>
    <message>
        <source>turn your abilities active again</source>
        <translation>vuelve a activar tus habilidades</translation>
    </message>
    <message>
        <source>turns their abilities active again</source>
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
    <message numerus="yes">
        <source>you hold only %n {colour} cards: the others build bigger tiles</source>
        <translation>
            <numerusform>solo tienes %n carta {colour}: con las demás construyes losetas mayores</numerusform>
            <numerusform>solo tienes %n cartas (color: {colour}): con las demás construyes losetas mayores</numerusform>
        </translation>
    </message>
    <message>
        <source>you may use {abilities} again</source>
        <translation>puedes volver a usar {abilities}</translation>
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
        <source>{name} completes {lines}: +{points}</source>
        <translation>{name} completa {lines}: +{points}</translation>
    </message>
    <message>
        <source>{name} reaches 12 points and wins at once.</source>
        <translation>{name} llega a 12 puntos y gana al instante.</translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>Mano de {name}: %n carta</numerusform>
            <numerusform>Mano de {name}: %n cartas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n points</source>
        <translation>
            <numerusform>{name}: %n punto</numerusform>
            <numerusform>{name}: %n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{name}: points {score}, empty spaces {empty}, cards in hand {cards}</source>
        <translation>{name}: puntos {score}, espacios vacíos {empty}, cartas en la mano {cards}</translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points and on empty spaces ({empty}): a shared win</source>
        <translation>
            <numerusform>{tied} empatan a %n punto y en casillas vacías ({empty}): victoria compartida</numerusform>
            <numerusform>{tied} empatan a %n puntos y en casillas vacías ({empty}): victoria compartida</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points; {winner} wins with fewer empty spaces ({empty} against {others})</source>
        <translation>
            <numerusform>{tied} empatan a %n punto; gana {winner} por tener menos casillas vacías ({empty} frente a {others})</numerusform>
            <numerusform>{tied} empatan a %n puntos; gana {winner} por tener menos casillas vacías ({empty} frente a {others})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} reaches %n points and wins the game at once</source>
        <translation>
            <numerusform>{winner} llega a %n puntos y gana la partida al instante</numerusform>
            <numerusform>{winner} llega a %n puntos y gana la partida al instante</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} wins with %n points</source>
        <translation>
            <numerusform>{winner} gana con %n punto</numerusform>
            <numerusform>{winner} gana con %n puntos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>(Another move is almost as good.)</source>
        <translation>(Otra jugada es casi igual de buena.)</translation>
    </message>
    <message>
        <source>Nothing of this turn can be taken back.</source>
        <translation>No se puede deshacer nada de este turno.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Esa jugada no está permitida ahora.</translation>
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
        <source>has a progress line this Tarsas does not know</source>
        <translation>tiene una línea de progreso que este Tarsas no conoce</translation>
    </message>
    <message>
        <source>has an invalid match id ({value})</source>
        <translation>tiene un identificador de partida no válido ({value})</translation>
    </message>
    <message>
        <source>has an invalid time stamp {field} ({value})</source>
        <translation>tiene una marca de tiempo {field} no válida ({value})</translation>
    </message>
    <message>
        <source>has an invalid {field} ({value})</source>
        <translation>tiene un campo {field} no válido ({value})</translation>
    </message>
    <message>
        <source>has an unknown computer level {level}</source>
        <translation>tiene un nivel de ordenador desconocido: {level}</translation>
    </message>
    <message>
        <source>has no valid format version ({value})</source>
        <translation>no tiene una versión de formato válida ({value})</translation>
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
        <source>is nested too deeply</source>
        <translation>está anidado demasiado profundamente</translation>
    </message>
    <message>
        <source>is not a Tarsas save</source>
        <translation>no es una partida guardada de Tarsas</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>is not a text file</source>
        <translation>no es un archivo de texto</translation>
    </message>
    <message>
        <source>is too large ({size} bytes; at most {limit})</source>
        <translation>es demasiado grande ({size} bytes; como máximo {limit})</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>jugador {n}</translation>
    </message>
    <message>
        <source>was made by a newer Tarsas (format {version}; this one reads up to {supported})</source>
        <translation>se creó con un Tarsas más nuevo (formato {version}; este lee hasta el {supported})</translation>
    </message>
</context>
<context>
    <name>first_turn</name>
    <message>
        <source>At the end of your turn, drag each building you bought into your city (streets must match) or onto your reserve.</source>
        <translation>Al final de tu turno, arrastra cada edificio comprado a tu ciudad (las calles deben coincidir) o a tu reserva.</translation>
    </message>
    <message>
        <source>Drag a settlement onto a lit hex, or click a lit hex. Hexes you may not use are dimmed.</source>
        <translation>Arrastra un poblado a una casilla iluminada o haz clic en ella. Las casillas que no puedes usar están atenuadas.</translation>
    </message>
    <message>
        <source>Drag the card onto a lit space of your tree. R, the wheel or a right-click turns it upside down.</source>
        <translation>Arrastra la carta a un espacio iluminado de tu árbol. R, la rueda o el clic derecho la ponen boca abajo.</translation>
    </message>
    <message>
        <source>If you hold task cards, first choose one: it sets a scoring rule for everybody this round. The revealed tasks show their live points.</source>
        <translation>Si tienes cartas de tarea, primero elige una: fija una regla de puntuación para todos en esta ronda. Las tareas reveladas muestran sus puntos actuales.</translation>
    </message>
    <message>
        <source>On your turn take money, buy a building or rebuild. To take money, click a card here (or several worth 5 at most), then Take selected.</source>
        <translation>En tu turno toma dinero, compra un edificio o reconstruye. Para tomar dinero, haz clic en una carta aquí (o en varias que sumen 5 como máximo) y luego en Tomar seleccionadas.</translation>
    </message>
    <message>
        <source>Or build: drag a facade tile of a colour you hold onto your house. R or the wheel turns it, F or a right-click flips it; green means you may build there.</source>
        <translation>O construye: arrastra a tu casa una loseta de fachada de un color que tengas. R o la rueda la giran, F o el clic derecho la voltean; el verde indica que puedes construir ahí.</translation>
    </message>
    <message>
        <source>Settle next to a location to take its tile: from your next turn it gives you an extra build or move. The three Kingdom Builder cards decide what earns gold at the end.</source>
        <translation>Construye junto a un lugar para tomar su loseta: desde tu próximo turno te da una construcción o un movimiento extra. Las tres cartas de Kingdom Builder deciden qué da oro al final.</translation>
    </message>
    <message>
        <source>Stuck? Hint suggests a move, Undo takes back this turn&apos;s steps, and Rules explains everything.</source>
        <translation>¿Atascado? Pista sugiere una jugada, Deshacer anula los pasos de este turno y Reglas lo explica todo.</translation>
    </message>
    <message>
        <source>Take cards: click two neighbouring cards in the harbour. That is a whole turn.</source>
        <translation>Tomar cartas: haz clic en dos cartas adyacentes del puerto. Eso es un turno completo.</translation>
    </message>
    <message>
        <source>These are your ornament cards. Pick one each time: everyone reveals and places together, then the hands are passed on.</source>
        <translation>Estas son tus cartas de adorno. Elige una cada vez: todos revelan y colocan a la vez, y luego se pasan las manos.</translation>
    </message>
    <message>
        <source>This is your house. Build facade tiles into it: every finished floor or column scores, and 12 points win.</source>
        <translation>Esta es tu casa. Construye losetas de fachada en ella: cada piso o columna completa puntúa, y 12 puntos ganan.</translation>
    </message>
    <message>
        <source>To buy, click the money cards of the building&apos;s bank in your hand, then the building on the market. Pay the exact price and you may act again.</source>
        <translation>Para comprar, haz clic en las cartas de dinero del banco del edificio en tu mano y luego en el edificio del mercado. Si pagas el precio exacto, puedes volver a actuar.</translation>
    </message>
    <message>
        <source>Your cards and ability tiles are down here. Click an ability before you take or build to use it.</source>
        <translation>Aquí abajo están tus cartas y fichas de habilidad. Haz clic en una habilidad antes de tomar o construir para usarla.</translation>
    </message>
    <message>
        <source>Your terrain card says where you build this turn: three settlements on that terrain, next to your own settlements whenever you can.</source>
        <translation>Tu carta de terreno indica dónde construyes este turno: tres poblados en ese terreno, junto a los tuyos siempre que puedas.</translation>
    </message>
</context>
<context>
    <name>kingdom_builder</name>
    <message>
        <source> and </source>
        <translation> y </translation>
    </message>
    <message>
        <source>1 gold per 2 settlements in your largest settlement area.</source>
        <translation>1 oro por cada 2 poblados de tu mayor zona de poblados.</translation>
    </message>
    <message>
        <source>1 gold per horizontal line with at least one of your settlements.</source>
        <translation>1 oro por cada fila horizontal con al menos uno de tus poblados.</translation>
    </message>
    <message>
        <source>1 gold per separate settlement area.</source>
        <translation>1 oro por cada zona de poblados separada.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to a location or castle hex.</source>
        <translation>1 oro por cada poblado junto a una casilla de lugar o de castillo.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to a mountain.</source>
        <translation>1 oro por cada poblado junto a una montaña.</translation>
    </message>
    <message>
        <source>1 gold per settlement next to water (settlements on water score nothing).</source>
        <translation>1 oro por cada poblado junto al agua (los poblados sobre el agua no puntúan).</translation>
    </message>
    <message>
        <source>2 gold per settlement on the one horizontal line where you have most.</source>
        <translation>2 oros por cada poblado de la fila horizontal donde tengas más.</translation>
    </message>
    <message>
        <source>3 gold per castle hex next to at least one of your settlements: {list}</source>
        <translation>3 oros por cada castillo junto a al menos uno de tus poblados: {list}</translation>
    </message>
    <message>
        <source>3 gold per settlement in the quadrant where you have fewest.</source>
        <translation>3 oros por cada poblado del cuadrante donde tengas menos.</translation>
    </message>
    <message>
        <source>3 random cards of 10</source>
        <translation>3 cartas al azar de 10</translation>
    </message>
    <message>
        <source>4 gold per location or castle hex linked by your settlements to another one.</source>
        <translation>4 oros por cada casilla de lugar o castillo que tus poblados unen con otra.</translation>
    </message>
    <message>
        <source>; settlement of {name}</source>
        <translation>; poblado de {name}</translation>
    </message>
    <message>
        <source>A count of zero can still be second (5/0/0 scores 12/6/6)</source>
        <translation>Con cero poblados también se puede quedar segundo (5/0/0 da 12/6/6)</translation>
    </message>
    <message>
        <source>A lost location tile</source>
        <translation>Una loseta de lugar perdida</translation>
    </message>
    <message>
        <source>A terrain card, face down.</source>
        <translation>Una carta de terreno, boca abajo.</translation>
    </message>
    <message>
        <source>Ba</source>
        <comment>short for Barn</comment>
        <translation>Es</translation>
    </message>
    <message>
        <source>Barn</source>
        <translation>Establo</translation>
    </message>
    <message>
        <source>Barn, turned 180°</source>
        <translation>Establo, girado 180°</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Build 1 settlement at either end of a straight line of at least 3 of your settlements.</source>
        <translation>Construye 1 poblado en un extremo de una línea recta de al menos 3 de tus poblados.</translation>
    </message>
    <message>
        <source>Build 1 settlement at the edge of the board, next to your own if possible.</source>
        <translation>Construye 1 poblado en el borde del tablero, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Build 1 settlement on desert, next to your own if possible.</source>
        <translation>Construye 1 poblado en desierto, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Build 1 settlement on grass, next to your own if possible.</source>
        <translation>Construye 1 poblado en pradera, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Build 1 settlement on the terrain of your card, next to your own if possible.</source>
        <translation>Construye 1 poblado en el terreno de tu carta, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Build settlements on the terrain you draw, grab location tiles and score 3 goal cards. 2-4 players.</source>
        <translation>Construye poblados en el terreno que robas, consigue losetas de lugar y puntúa 3 cartas de objetivo. 2-4 jugadores.</translation>
    </message>
    <message>
        <source>Build your 3 settlements before ending the turn.</source>
        <translation>Construye tus 3 poblados antes de terminar el turno.</translation>
    </message>
    <message>
        <source>Build {left} more {on}: drag a settlement or click a lit hex.</source>
        <translation>Construye {left} más {on}: arrastra un poblado o haz clic en una casilla iluminada.</translation>
    </message>
    <message>
        <source>C</source>
        <comment>initial of canyon</comment>
        <translation>C</translation>
    </message>
    <message>
        <source>Card 1</source>
        <translation>Carta 1</translation>
    </message>
    <message>
        <source>Card 2</source>
        <translation>Carta 2</translation>
    </message>
    <message>
        <source>Card 3</source>
        <translation>Carta 3</translation>
    </message>
    <message>
        <source>Castle: 3 gold at the end for each player with a settlement next to it.</source>
        <translation>Castillo: al final, 3 oros para cada jugador con un poblado a su lado.</translation>
    </message>
    <message>
        <source>Castles</source>
        <translation>Castillos</translation>
    </message>
    <message>
        <source>Choose 4 different quadrants.</source>
        <translation>Elige 4 cuadrantes distintos.</translation>
    </message>
    <message>
        <source>Chosen below</source>
        <translation>Elegidos abajo</translation>
    </message>
    <message>
        <source>Citizens</source>
        <translation>Ciudadanos</translation>
    </message>
    <message>
        <source>Click to close.</source>
        <translation>Haz clic para cerrar.</translation>
    </message>
    <message>
        <source>Click to use it; click again to put it back.</source>
        <translation>Haz clic para usarla; otro clic la devuelve.</translation>
    </message>
    <message>
        <source>Click: light the settlements that scored.</source>
        <translation>Clic: ilumina los poblados que puntuaron.</translation>
    </message>
    <message>
        <source>D</source>
        <comment>initial of desert</comment>
        <translation>D</translation>
    </message>
    <message>
        <source>Discoverers</source>
        <translation>Exploradores</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>F</source>
        <comment>initial of flower field</comment>
        <translation>F</translation>
    </message>
    <message>
        <source>Fa</source>
        <comment>short for Farm</comment>
        <translation>Gr</translation>
    </message>
    <message>
        <source>Farm</source>
        <translation>Granja</translation>
    </message>
    <message>
        <source>Farm, turned 180°</source>
        <translation>Granja, girada 180°</translation>
    </message>
    <message>
        <source>Farmers</source>
        <translation>Granjeros</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Puntuación final</translation>
    </message>
    <message>
        <source>Finish your mandatory builds before ending the turn ({left} left).</source>
        <translation>Termina tus construcciones obligatorias antes de acabar el turno (faltan {left}).</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Terminada · {scores}</translation>
    </message>
    <message>
        <source>Fishermen</source>
        <translation>Pescadores</translation>
    </message>
    <message>
        <source>G</source>
        <comment>initial of grass</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Game over, won by {names}. Click a card to circle the settlements that scored it.</source>
        <translation>Fin de la partida, gana {names}. Haz clic en una carta para rodear los poblados que puntuaron.</translation>
    </message>
    <message>
        <source>Ha</source>
        <comment>short for Harbor</comment>
        <translation>Pu</translation>
    </message>
    <message>
        <source>Harbor</source>
        <translation>Puerto</translation>
    </message>
    <message>
        <source>Harbor, turned 180°</source>
        <translation>Puerto, girado 180°</translation>
    </message>
    <message>
        <source>Hermits</source>
        <translation>Ermitaños</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>Kingdom Builder</source>
        <translation>Kingdom Builder</translation>
    </message>
    <message>
        <source>Kingdom Builder cards</source>
        <translation>Cartas de Kingdom Builder</translation>
    </message>
    <message>
        <source>Knights</source>
        <translation>Caballeros</translation>
    </message>
    <message>
        <source>Lords</source>
        <translation>Señores</translation>
    </message>
    <message>
        <source>Lords: second place with zero settlements</source>
        <translation>Señores: segundo puesto con cero poblados</translation>
    </message>
    <message>
        <source>Mandatory builds done: use a ready tile, or end your turn.</source>
        <translation>Construcciones obligatorias hechas: usa una loseta lista o termina tu turno.</translation>
    </message>
    <message>
        <source>May take another one there after losing it</source>
        <translation>Puede tomar otra allí después de perderla</translation>
    </message>
    <message>
        <source>Merchants</source>
        <translation>Comerciantes</translation>
    </message>
    <message>
        <source>Miners</source>
        <translation>Mineros</translation>
    </message>
    <message>
        <source>Move 1 of your settlements exactly 2 hexes in a straight line, jumping anything.</source>
        <translation>Mueve 1 de tus poblados exactamente 2 casillas en línea recta, saltando lo que sea.</translation>
    </message>
    <message>
        <source>Move 1 of your settlements onto water, next to your own if possible.</source>
        <translation>Mueve 1 de tus poblados al agua, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Move 1 of your settlements to the terrain of your card, next to your own if possible.</source>
        <translation>Mueve 1 de tus poblados al terreno de tu carta, junto a los tuyos si es posible.</translation>
    </message>
    <message>
        <source>Move over a lit hex and click to build (Esc puts it back).</source>
        <translation>Ponlo sobre una casilla iluminada y haz clic para construir (Esc lo devuelve).</translation>
    </message>
    <message>
        <source>Need at least one settlement in the quadrant to score</source>
        <translation>Hace falta al menos un poblado en el cuadrante para puntuar</translation>
    </message>
    <message>
        <source>Never take a tile from that location hex again</source>
        <translation>No volver a tomar nunca una loseta de esa casilla de lugar</translation>
    </message>
    <message>
        <source>No free hex is left at the edge of the board: the Tower cannot be used now.</source>
        <translation>No queda ninguna casilla libre en el borde del tablero: la Torre no se puede usar ahora.</translation>
    </message>
    <message>
        <source>No free {terrain} hex is left: the {tile} cannot be used now.</source>
        <translation>No queda ninguna casilla libre de {terrain}: {tile} no se puede usar ahora.</translation>
    </message>
    <message>
        <source>No terrain card.</source>
        <translation>Sin carta de terreno.</translation>
    </message>
    <message>
        <source>None of your settlements can jump 2 hexes in a straight line onto a free grass, canyon, desert, flower or forest hex.</source>
        <translation>Ninguno de tus poblados puede saltar 2 casillas en línea recta a una casilla libre de pradera, cañón, desierto, flores o bosque.</translation>
    </message>
    <message>
        <source>Not there.</source>
        <translation>Ahí no.</translation>
    </message>
    <message>
        <source>Nothing can be built on a {terrain} hex.</source>
        <translation>No se puede construir en una casilla de {terrain}.</translation>
    </message>
    <message>
        <source>Nothing can be placed now.</source>
        <translation>Ahora no se puede colocar nada.</translation>
    </message>
    <message>
        <source>Nothing is built on water (only the Harbor moves a settlement there).</source>
        <translation>No se construye en el agua (solo el Puerto mueve un poblado allí).</translation>
    </message>
    <message>
        <source>Nothing left to do: your turn ends by itself in a moment (Undo takes back your last build).</source>
        <translation>Nada más que hacer: el turno acaba solo (Deshacer quita la última construcción).</translation>
    </message>
    <message>
        <source>Nothing to build now: use a tile or end your turn.</source>
        <translation>Nada que construir ahora: usa una loseta o termina tu turno.</translation>
    </message>
    <message>
        <source>Now click where it goes.</source>
        <translation>Ahora haz clic donde debe ir.</translation>
    </message>
    <message>
        <source>Oa</source>
        <comment>short for Oasis</comment>
        <translation>Oa</translation>
    </message>
    <message>
        <source>Oasis</source>
        <translation>Oasis</translation>
    </message>
    <message>
        <source>Oasis, turned 180°</source>
        <translation>Oasis, girado 180°</translation>
    </message>
    <message>
        <source>Or</source>
        <comment>short for Oracle</comment>
        <translation>Or</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>Oráculo</translation>
    </message>
    <message>
        <source>Oracle, turned 180°</source>
        <translation>Oráculo, girado 180°</translation>
    </message>
    <message>
        <source>Pa</source>
        <comment>short for Paddock</comment>
        <translation>Ce</translation>
    </message>
    <message>
        <source>Paddock</source>
        <translation>Cercado</translation>
    </message>
    <message>
        <source>Paddock, turned 180°</source>
        <translation>Cercado, girado 180°</translation>
    </message>
    <message>
        <source>Per quadrant: 12 gold for the most settlements, 6 for the second most.</source>
        <translation>Por cuadrante: 12 oros a quien tenga más poblados, 6 al segundo.</translation>
    </message>
    <message>
        <source>Pick one of your lit settlements.</source>
        <translation>Elige uno de tus poblados iluminados.</translation>
    </message>
    <message>
        <source>Pick one of your own settlements to move.</source>
        <translation>Elige uno de tus propios poblados para moverlo.</translation>
    </message>
    <message>
        <source>Put tile back</source>
        <translation>Devolver loseta</translation>
    </message>
    <message>
        <source>Quadrant bottom left</source>
        <translation>Cuadrante inferior izquierdo</translation>
    </message>
    <message>
        <source>Quadrant bottom right</source>
        <translation>Cuadrante inferior derecho</translation>
    </message>
    <message>
        <source>Quadrant top left</source>
        <translation>Cuadrante superior izquierdo</translation>
    </message>
    <message>
        <source>Quadrant top right</source>
        <translation>Cuadrante superior derecho</translation>
    </message>
    <message>
        <source>Random quadrants, positions and turns</source>
        <translation>Cuadrantes, posiciones y giros al azar</translation>
    </message>
    <message>
        <source>Round {round} · last round · {scores}</source>
        <translation>Ronda {round} · última ronda · {scores}</translation>
    </message>
    <message>
        <source>Round {round} · {scores}</source>
        <translation>Ronda {round} · {scores}</translation>
    </message>
    <message>
        <source>Running gold: {list}</source>
        <translation>Oro hasta ahora: {list}</translation>
    </message>
    <message>
        <source>Suggested first game (Fishermen, Merchants, Knights)</source>
        <translation>Primera partida sugerida (Pescadores, Comerciantes, Caballeros)</translation>
    </message>
    <message>
        <source>Suggested first game (Tavern, Paddock / Oasis, Farm)</source>
        <translation>Primera partida sugerida (Taberna, Cercado / Oasis, Granja)</translation>
    </message>
    <message>
        <source>T</source>
        <comment>initial of forest</comment>
        <translation>B</translation>
    </message>
    <message>
        <source>Ta</source>
        <comment>short for Tavern</comment>
        <translation>Ta</translation>
    </message>
    <message>
        <source>Tavern</source>
        <translation>Taberna</translation>
    </message>
    <message>
        <source>Tavern, turned 180°</source>
        <translation>Taberna, girada 180°</translation>
    </message>
    <message>
        <source>Terrain card: {terrain}</source>
        <translation>Carta de terreno: {terrain}</translation>
    </message>
    <message>
        <source>Terrain card: {terrain}.</source>
        <translation>Carta de terreno: {terrain}.</translation>
    </message>
    <message>
        <source>Terrain deck: {count} cards left.</source>
        <translation>Mazo de terrenos: quedan {count} cartas.</translation>
    </message>
    <message>
        <source>That hex already holds a settlement.</source>
        <translation>Esa casilla ya tiene un poblado.</translation>
    </message>
    <message>
        <source>That is not a hex of the board.</source>
        <translation>Esa no es una casilla del tablero.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ese movimiento no está permitido ahora.</translation>
    </message>
    <message>
        <source>That settlement cannot move with the {tile}.</source>
        <translation>Ese poblado no puede moverse con {tile}.</translation>
    </message>
    <message>
        <source>That settlement cannot move with this tile.</source>
        <translation>Ese poblado no puede moverse con esta loseta.</translation>
    </message>
    <message>
        <source>The Harbor moves a settlement onto water only.</source>
        <translation>El Puerto solo mueve un poblado al agua.</translation>
    </message>
    <message>
        <source>The Paddock may jump over anything but must land on grass, canyon, desert, flowers or forest.</source>
        <translation>El Cercado puede saltar lo que sea, pero debe caer en pradera, cañón, desierto, flores o bosque.</translation>
    </message>
    <message>
        <source>The Paddock moves a settlement exactly 2 hexes in a straight line.</source>
        <translation>El Cercado mueve un poblado exactamente 2 casillas en línea recta.</translation>
    </message>
    <message>
        <source>The Tavern builds only at the end of a straight line of 3 or more of your settlements.</source>
        <translation>La Taberna solo construye al final de una línea recta de 3 o más de tus poblados.</translation>
    </message>
    <message>
        <source>The Tavern builds only on grass, canyon, desert, flowers or forest.</source>
        <translation>La Taberna solo construye en pradera, cañón, desierto, flores o bosque.</translation>
    </message>
    <message>
        <source>The Tavern needs a straight line of 3 of your settlements with a free hex at one end; you have none yet.</source>
        <translation>La Taberna necesita una línea recta de 3 de tus poblados con una casilla libre en un extremo; aún no tienes ninguna.</translation>
    </message>
    <message>
        <source>The Tower builds only on a hex at the edge of the board.</source>
        <translation>La Torre solo construye en una casilla del borde del tablero.</translation>
    </message>
    <message>
        <source>The quadrants, their places and turns are drawn at random when the game starts.</source>
        <translation>Los cuadrantes, su posición y su giro se sortean al empezar la partida.</translation>
    </message>
    <message>
        <source>The rulebook allows one tile per player per location hex.</source>
        <translation>El reglamento permite una loseta por jugador y casilla de lugar.</translation>
    </message>
    <message>
        <source>The rulebook does not say; the community FAQ favours the first reading.</source>
        <translation>El reglamento no lo dice; las preguntas frecuentes de la comunidad prefieren la primera lectura.</translation>
    </message>
    <message>
        <source>The rulebook suggests its first-game board; afterwards any 4 of the 8 quadrants.</source>
        <translation>El reglamento sugiere un tablero para la primera partida; después, 4 cualesquiera de los 8 cuadrantes.</translation>
    </message>
    <message>
        <source>The settlement must move to another hex.</source>
        <translation>El poblado debe moverse a otra casilla.</translation>
    </message>
    <message>
        <source>The {tile} tile builds a settlement.</source>
        <translation>La loseta {tile} construye un poblado.</translation>
    </message>
    <message>
        <source>The {tile} tile moves a settlement.</source>
        <translation>La loseta {tile} mueve un poblado.</translation>
    </message>
    <message>
        <source>This settlement must go on {terrain}, not {here}.</source>
        <translation>Este poblado debe ir en {terrain}, no en {here}.</translation>
    </message>
    <message>
        <source>This tile moves a settlement: click the settlement to move first.</source>
        <translation>Esta loseta mueve un poblado: primero haz clic en el poblado que quieres mover.</translation>
    </message>
    <message>
        <source>Tile put back.</source>
        <translation>Loseta devuelta.</translation>
    </message>
    <message>
        <source>Tiles may be used before or after the 3 mandatory builds, never between them.</source>
        <translation>Las losetas se usan antes o después de las 3 construcciones obligatorias, nunca entre ellas.</translation>
    </message>
    <message>
        <source>To</source>
        <comment>short for Tower</comment>
        <translation>To</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Tower</source>
        <translation>Torre</translation>
    </message>
    <message>
        <source>Tower, turned 180°</source>
        <translation>Torre, girada 180°</translation>
    </message>
    <message>
        <source>Used when Board is &apos;Chosen&apos;; the 4 quadrants must differ; any may be turned 180°.</source>
        <translation>Se usa si Tablero es «Elegidos abajo»; los 4 cuadrantes deben ser distintos; cualquiera puede girarse 180°.</translation>
    </message>
    <message>
        <source>Used when Cards is &apos;Chosen&apos;; the 3 cards must differ.</source>
        <translation>Se usa si las cartas son «Elegidos abajo»; las 3 cartas deben ser distintas.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn.</source>
        <translation>Espera: no es tu turno.</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Trabajadores</translation>
    </message>
    <message>
        <source>You already used this {tile} tile this turn.</source>
        <translation>Ya usaste esta loseta {tile} este turno.</translation>
    </message>
    <message>
        <source>You do not hold that location tile.</source>
        <translation>No tienes esa loseta de lugar.</translation>
    </message>
    <message>
        <source>You have no settlement left to build.</source>
        <translation>No te quedan poblados para construir.</translation>
    </message>
    <message>
        <source>You have no settlement on the board to move.</source>
        <translation>No tienes ningún poblado en el tablero que mover.</translation>
    </message>
    <message>
        <source>You must build next to your own settlements when you can.</source>
        <translation>Debes construir junto a tus poblados siempre que puedas.</translation>
    </message>
    <message>
        <source>You took this {tile} tile this turn; use it from your next turn.</source>
        <translation>Tomaste esta loseta {tile} este turno; úsala a partir de tu próximo turno.</translation>
    </message>
    <message>
        <source>Your mandatory builds are done: use a tile or end your turn.</source>
        <translation>Tus construcciones obligatorias están hechas: usa una loseta o termina tu turno.</translation>
    </message>
    <message>
        <source>Your supply: drag a settlement onto a lit hex (or click a lit hex).</source>
        <translation>Tu reserva: arrastra un poblado a una casilla iluminada (o haz clic en una casilla iluminada).</translation>
    </message>
    <message>
        <source>a castle comes within one build (3 gold)</source>
        <translation>un castillo queda a una construcción (3 de oro)</translation>
    </message>
    <message>
        <source>beside the Barn</source>
        <translation>junto al Establo</translation>
    </message>
    <message>
        <source>beside the Farm</source>
        <translation>junto a la Granja</translation>
    </message>
    <message>
        <source>beside the Harbor</source>
        <translation>junto al Puerto</translation>
    </message>
    <message>
        <source>beside the Oasis</source>
        <translation>junto al Oasis</translation>
    </message>
    <message>
        <source>beside the Oracle</source>
        <translation>junto al Oráculo</translation>
    </message>
    <message>
        <source>beside the Paddock</source>
        <translation>junto al Cercado</translation>
    </message>
    <message>
        <source>beside the Tavern</source>
        <translation>junto a la Taberna</translation>
    </message>
    <message>
        <source>beside the Tower</source>
        <translation>junto a la Torre</translation>
    </message>
    <message>
        <source>beside the castle</source>
        <translation>junto a un castillo</translation>
    </message>
    <message>
        <source>bottom left</source>
        <translation>abajo a la izquierda</translation>
    </message>
    <message>
        <source>bottom right</source>
        <translation>abajo a la derecha</translation>
    </message>
    <message>
        <source>build {on} {near}</source>
        <translation>construye {on} {near}</translation>
    </message>
    <message>
        <source>builds {on} {near}</source>
        <translation>construye {on} {near}</translation>
    </message>
    <message>
        <source>builds {on} {near}; gold: {gold}</source>
        <translation>construye {on} {near}; oro: {gold}</translation>
    </message>
    <message>
        <source>canyon</source>
        <translation>cañón</translation>
    </message>
    <message>
        <source>castle</source>
        <translation>castillo</translation>
    </message>
    <message>
        <source>desert</source>
        <translation>desierto</translation>
    </message>
    <message>
        <source>end the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>ends the turn: the game is over. Final scoring:
{first}: {first_gold}
{second}: {second_gold}
{third}: {third_gold}
Castles: {castle_gold}
Total: {total_gold}</source>
        <translation>termina el turno: la partida ha terminado. Puntuación final:
{first}: {first_gold}
{second}: {second_gold}
{third}: {third_gold}
Castillos: {castle_gold}
Total: {total_gold}</translation>
    </message>
    <message>
        <source>flower field</source>
        <translation>campo de flores</translation>
    </message>
    <message>
        <source>forest</source>
        <translation>bosque</translation>
    </message>
    <message>
        <source>from canyon</source>
        <translation>de un cañón</translation>
    </message>
    <message>
        <source>from desert</source>
        <translation>de un desierto</translation>
    </message>
    <message>
        <source>from flower field</source>
        <translation>de un campo de flores</translation>
    </message>
    <message>
        <source>from forest</source>
        <translation>de un bosque</translation>
    </message>
    <message>
        <source>from grass</source>
        <translation>de una pradera</translation>
    </message>
    <message>
        <source>from water</source>
        <translation>del agua</translation>
    </message>
    <message>
        <source>grass</source>
        <translation>pradera</translation>
    </message>
    <message>
        <source>in the Barn quadrant</source>
        <translation>en el cuadrante del Establo</translation>
    </message>
    <message>
        <source>in the Farm quadrant</source>
        <translation>en el cuadrante de la Granja</translation>
    </message>
    <message>
        <source>in the Harbor quadrant</source>
        <translation>en el cuadrante del Puerto</translation>
    </message>
    <message>
        <source>in the Oasis quadrant</source>
        <translation>en el cuadrante del Oasis</translation>
    </message>
    <message>
        <source>in the Oracle quadrant</source>
        <translation>en el cuadrante del Oráculo</translation>
    </message>
    <message>
        <source>in the Paddock quadrant</source>
        <translation>en el cuadrante del Cercado</translation>
    </message>
    <message>
        <source>in the Tavern quadrant</source>
        <translation>en el cuadrante de la Taberna</translation>
    </message>
    <message>
        <source>in the Tower quadrant</source>
        <translation>en el cuadrante de la Torre</translation>
    </message>
    <message>
        <source>it looked best over the next turns ({percent}% win chance)</source>
        <translation>parecía la mejor para los próximos turnos ({percent}% de probabilidad de ganar)</translation>
    </message>
    <message>
        <source>location</source>
        <translation>lugar</translation>
    </message>
    <message>
        <source>mountain</source>
        <translation>montaña</translation>
    </message>
    <message>
        <source>next to the Barn</source>
        <translation>junto al Establo</translation>
    </message>
    <message>
        <source>next to the Farm</source>
        <translation>junto a la Granja</translation>
    </message>
    <message>
        <source>next to the Harbor</source>
        <translation>junto al Puerto</translation>
    </message>
    <message>
        <source>next to the Oasis</source>
        <translation>junto al Oasis</translation>
    </message>
    <message>
        <source>next to the Oracle</source>
        <translation>junto al Oráculo</translation>
    </message>
    <message>
        <source>next to the Paddock</source>
        <translation>junto al Cercado</translation>
    </message>
    <message>
        <source>next to the Tavern</source>
        <translation>junto a la Taberna</translation>
    </message>
    <message>
        <source>next to the Tower</source>
        <translation>junto a la Torre</translation>
    </message>
    <message>
        <source>next to the castle</source>
        <translation>junto a un castillo</translation>
    </message>
    <message>
        <source>nothing else gains gold now</source>
        <translation>nada más da oro ahora</translation>
    </message>
    <message>
        <source>on canyon</source>
        <translation>en un cañón</translation>
    </message>
    <message>
        <source>on desert</source>
        <translation>en un desierto</translation>
    </message>
    <message>
        <source>on flower field</source>
        <translation>en un campo de flores</translation>
    </message>
    <message>
        <source>on forest</source>
        <translation>en un bosque</translation>
    </message>
    <message>
        <source>on grass</source>
        <translation>en una pradera</translation>
    </message>
    <message>
        <source>on water</source>
        <translation>en el agua</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>lista</translation>
    </message>
    <message>
        <source>taken this turn: usable from your next turn</source>
        <translation>tomada este turno: se puede usar desde tu próximo turno</translation>
    </message>
    <message>
        <source>the Barn</source>
        <translation>la loseta del Establo</translation>
    </message>
    <message>
        <source>the Farm</source>
        <translation>la loseta de la Granja</translation>
    </message>
    <message>
        <source>the Harbor</source>
        <translation>la loseta del Puerto</translation>
    </message>
    <message>
        <source>the Oasis</source>
        <translation>la loseta del Oasis</translation>
    </message>
    <message>
        <source>the Oracle</source>
        <translation>la loseta del Oráculo</translation>
    </message>
    <message>
        <source>the Paddock</source>
        <translation>la loseta del Cercado</translation>
    </message>
    <message>
        <source>the Tavern</source>
        <translation>la loseta de la Taberna</translation>
    </message>
    <message>
        <source>the Tower</source>
        <translation>la loseta de la Torre</translation>
    </message>
    <message>
        <source>the gold changes: {gold}</source>
        <translation>el oro cambia así: {gold}</translation>
    </message>
    <message>
        <source>the {tile} location comes within one build</source>
        <translation>la ubicación {tile} queda a una construcción</translation>
    </message>
    <message>
        <source>to canyon</source>
        <translation>a un cañón</translation>
    </message>
    <message>
        <source>to desert</source>
        <translation>a un desierto</translation>
    </message>
    <message>
        <source>to flower field</source>
        <translation>a un campo de flores</translation>
    </message>
    <message>
        <source>to forest</source>
        <translation>a un bosque</translation>
    </message>
    <message>
        <source>to grass</source>
        <translation>a una pradera</translation>
    </message>
    <message>
        <source>to water</source>
        <translation>al agua</translation>
    </message>
    <message>
        <source>top left</source>
        <translation>arriba a la izquierda</translation>
    </message>
    <message>
        <source>top right</source>
        <translation>arriba a la derecha</translation>
    </message>
    <message>
        <source>use {tile}: build {on} {near}</source>
        <translation>usa {tile}: construye {on} {near}</translation>
    </message>
    <message>
        <source>use {tile}: move a settlement {source} {target} {near}</source>
        <translation>usa {tile}: mueve un poblado {source} {target} {near}</translation>
    </message>
    <message>
        <source>used this turn</source>
        <translation>usada este turno</translation>
    </message>
    <message>
        <source>uses {tile}: builds {on} {near}</source>
        <translation>usa {tile}: construye {on} {near}</translation>
    </message>
    <message>
        <source>uses {tile}: builds {on} {near}; gold: {gold}</source>
        <translation>usa {tile}: construye {on} {near}; oro: {gold}</translation>
    </message>
    <message>
        <source>uses {tile}: moves a settlement {source} {target} {near}</source>
        <translation>usa {tile}: mueve un poblado {source} {target} {near}</translation>
    </message>
    <message>
        <source>uses {tile}: moves a settlement {source} {target} {near}; gold: {gold}</source>
        <translation>usa {tile}: mueve un poblado {source} {target} {near}; oro: {gold}</translation>
    </message>
    <message>
        <source>water</source>
        <translation>agua</translation>
    </message>
    <message>
        <source>you take its {tile} tile, and the gold changes: {gold}</source>
        <translation>te llevas su loseta de {tile}, y el oro cambia así: {gold}</translation>
    </message>
    <message>
        <source>you take its {tile} tile: one more build every turn</source>
        <translation>te llevas su loseta de {tile}: una construcción más cada turno</translation>
    </message>
    <message>
        <source>your settlements then touch {count} kinds of terrain, so later cards stay next to them</source>
        <translation>tus poblados tocarán {count} tipos de terreno, así las próximas cartas seguirán a su lado</translation>
    </message>
    <message>
        <source>{card}: the settlements of {name} that scored are circled.</source>
        <translation>{card}: están marcados los poblados de {name} que puntuaron.</translation>
    </message>
    <message>
        <source>{count} settlements in supply.</source>
        <translation>{count} poblados en la reserva.</translation>
    </message>
    <message>
        <source>{name} (turned)</source>
        <translation>{name} (girado)</translation>
    </message>
    <message>
        <source>{name} quadrant, {where}. {rule}</source>
        <translation>Cuadrante {name}, {where}. {rule}</translation>
    </message>
    <message>
        <source>{name}: on turn, {count} settlements in supply.</source>
        <translation>{name}: en su turno, {count} poblados en la reserva.</translation>
    </message>
    <message>
        <source>{name}: {count} settlements in supply.</source>
        <translation>{name}: {count} poblados en la reserva.</translation>
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
            <numerusform>Lugar {tile}: queda %n loseta. {rule}</numerusform>
            <numerusform>Lugar {tile}: quedan %n losetas. {rule}</numerusform>
        </translation>
    </message>
    <message>
        <source>{tile}: click or drag onto a lit hex.</source>
        <translation>{tile}: haz clic o arrastra a una casilla iluminada.</translation>
    </message>
    <message>
        <source>{tile}: click the settlement to move (lit).</source>
        <translation>{tile}: haz clic en el poblado que vas a mover (iluminado).</translation>
    </message>
    <message>
        <source>{tile}: click where it goes (lit), or another lit settlement.</source>
        <translation>{tile}: haz clic donde debe ir (iluminado) o en otro poblado iluminado.</translation>
    </message>
</context>
<context>
    <name>new_york</name>
    <message>
        <source>  {name} +{points}: majorities {types}; longest street {street}</source>
        <translation>  {name} gana {points}: por mayorías {types}; por la calle más larga {street}</translation>
    </message>
    <message>
        <source>  {name} +{points}: no majority; longest street {street}</source>
        <translation>  {name} gana {points}: ninguna mayoría; por la calle más larga {street}</translation>
    </message>
    <message>
        <source>A new building must touch the city along a full side; a corner is not enough.</source>
        <translation>Un edificio nuevo debe tocar la ciudad por un lado entero; una esquina no basta.</translation>
    </message>
    <message>
        <source>B</source>
        <comment>letter for blue money</comment>
        <translation>Az</translation>
    </message>
    <message>
        <source>Bought buildings are placed at the end of the turn, after your actions.</source>
        <translation>Los edificios comprados se colocan al final del turno, después de tus acciones.</translation>
    </message>
    <message>
        <source>Building market</source>
        <translation>Mercado de edificios</translation>
    </message>
    <message>
        <source>Buildings handed out at the end cannot go to the neutral player.</source>
        <translation>Los edificios repartidos al final no pueden ir al jugador neutral.</translation>
    </message>
    <message>
        <source>Buildings left in the bag: {bag}</source>
        <translation>Edificios en la bolsa: {bag}</translation>
    </message>
    <message>
        <source>Buildings per type in each city, and the points each would earn if the next scoring happened now; the street column is the longest outer street.</source>
        <translation>Edificios por tipo en cada ciudad y los puntos que daría cada uno si la próxima puntuación fuera ahora; la columna de calle es la calle exterior más larga.</translation>
    </message>
    <message>
        <source>Buy buildings in the right currency and grow your New York around Times Square. 2-6 players.</source>
        <translation>Compra edificios con la moneda adecuada y haz crecer tu Nueva York alrededor de Times Square. 2-6 jugadores.</translation>
    </message>
    <message>
        <source>Click cards to take one, or several worth 5 at most.</source>
        <translation>Haz clic en cartas para tomar una, o varias que sumen 5 como máximo.</translation>
    </message>
    <message>
        <source>Click to select for a payment.</source>
        <translation>Haz clic para seleccionarla para un pago.</translation>
    </message>
    <message>
        <source>Discards {n} · bag {bag}</source>
        <translation>Descartes {n} · bolsa {bag}</translation>
    </message>
    <message>
        <source>Drop it on your reserve to take it out of the city.</source>
        <translation>Suéltalo en tu reserva para sacarlo de la ciudad.</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Terminar turno</translation>
    </message>
    <message>
        <source>Exact payment: one more action, or End turn; then drag the building into your city or reserve.</source>
        <translation>Pago exacto: otra acción, o Terminar turno; luego arrastra el edificio a tu ciudad o a tu reserva.</translation>
    </message>
    <message>
        <source>Extra action after an exact payment</source>
        <translation>Acción extra tras un pago exacto</translation>
    </message>
    <message>
        <source>Final scoring: buildings</source>
        <translation>Puntuación final: edificios</translation>
    </message>
    <message>
        <source>Final scoring: majorities and the longest street</source>
        <translation>Puntuación final: mayorías y la calle más larga</translation>
    </message>
    <message>
        <source>Final scoring: streets</source>
        <translation>Puntuación final: calles</translation>
    </message>
    <message>
        <source>Finished · {scores}</source>
        <translation>Terminada · {scores}</translation>
    </message>
    <message>
        <source>First put each building you bought into your city or onto your reserve.</source>
        <translation>Primero pon cada edificio comprado en tu ciudad o en tu reserva.</translation>
    </message>
    <message>
        <source>First scoring: buildings</source>
        <translation>Primera puntuación: edificios</translation>
    </message>
    <message>
        <source>First scoring: streets</source>
        <translation>Primera puntuación: calles</translation>
    </message>
    <message>
        <source>G</source>
        <comment>letter for green money</comment>
        <translation>V</translation>
    </message>
    <message>
        <source>Hands are hidden.</source>
        <translation>Las manos están ocultas.</translation>
    </message>
    <message>
        <source>Hidden: only the number of cards shows</source>
        <translation>Oculto: solo se ve el número de cartas</translation>
    </message>
    <message>
        <source>Hint: {move}</source>
        <translation>Pista: {move}</translation>
    </message>
    <message>
        <source>If scored now · next: {round}</source>
        <translation>Si se puntuara ahora · siguiente: {round}</translation>
    </message>
    <message>
        <source>It could only be reached from Times Square by crossing a street.</source>
        <translation>Solo se llegaría desde Times Square cruzando una calle.</translation>
    </message>
    <message>
        <source>It is placed when its owner ends the turn.</source>
        <translation>Su dueño lo coloca al terminar el turno.</translation>
    </message>
    <message>
        <source>It would enclose an empty plot in the city.</source>
        <translation>Encerraría un solar vacío en la ciudad.</translation>
    </message>
    <message>
        <source>Its {side} side has a street, its neighbour&apos;s does not.</source>
        <translation>Su lado {side} tiene calle y el de su vecino no.</translation>
    </message>
    <message>
        <source>Its {side} side has no street, but its neighbour&apos;s has one.</source>
        <translation>Su lado {side} no tiene calle, pero el de su vecino sí.</translation>
    </message>
    <message>
        <source>Leave out the {card}: the other cards already reach the price of {price}, and no change is given.</source>
        <translation>Deja fuera el {card}: las demás cartas ya alcanzan el precio de {price}, y no se da cambio.</translation>
    </message>
    <message>
        <source>M</source>
        <comment>letters for museum</comment>
        <translation>M</translation>
    </message>
    <message>
        <source>Money display</source>
        <translation>Dinero a la vista</translation>
    </message>
    <message>
        <source>Money is dealt and taken face up, so every hand can be known by memory.</source>
        <translation>El dinero se reparte y se toma boca arriba, así que cada mano se puede saber de memoria.</translation>
    </message>
    <message>
        <source>Money per bank</source>
        <translation>Dinero por banco</translation>
    </message>
    <message>
        <source>Move the building to a lit plot and click (Esc puts it back).</source>
        <translation>Lleva el edificio a un solar iluminado y haz clic (Esc lo devuelve).</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>Neutral</translation>
    </message>
    <message numerus="yes">
        <source>Neutral player (%n buildings)</source>
        <translation>
            <numerusform>Jugador neutral (%n edificio)</numerusform>
            <numerusform>Jugador neutral (%n edificios)</numerusform>
        </translation>
    </message>
    <message>
        <source>New York</source>
        <translation>Nueva York</translation>
    </message>
    <message>
        <source>New York buildings are not turned: their streets stay as printed.</source>
        <translation>Los edificios de New York no se giran: sus calles quedan como están impresas.</translation>
    </message>
    <message>
        <source>No exact payment: the smallest is selected. </source>
        <translation>No hay pago exacto: se ha seleccionado el menor. </translation>
    </message>
    <message>
        <source>Not allowed now.</source>
        <translation>Ahora no está permitido.</translation>
    </message>
    <message>
        <source>Only with two players can a building go to the neutral player.</source>
        <translation>Solo con dos jugadores puede ir un edificio al jugador neutral.</translation>
    </message>
    <message>
        <source>Open: show what a perfect memory would know</source>
        <translation>Abierto: muestra lo que sabría una memoria perfecta</translation>
    </message>
    <message>
        <source>Opponents&apos; money</source>
        <translation>Dinero de los rivales</translation>
    </message>
    <message>
        <source>P</source>
        <comment>letters for park</comment>
        <translation>P</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Pay in {bank}: select cards in your hand, then click here. Click with nothing selected for a suggested payment.</source>
        <translation>Paga en {bank}: selecciona cartas de tu mano y haz clic aquí. Haz clic sin nada seleccionado para un pago sugerido.</translation>
    </message>
    <message>
        <source>Place the building: drag it into your city or onto your reserve.</source>
        <translation>Coloca el edificio: arrástralo a tu ciudad o a tu reserva.</translation>
    </message>
    <message>
        <source>R</source>
        <comment>letter for red money</comment>
        <translation>R</translation>
    </message>
    <message>
        <source>Reserve</source>
        <translation>Reserva</translation>
    </message>
    <message>
        <source>Round {round} · scored {done} · {scores}</source>
        <translation>Ronda {round} · puntuado {done} · {scores}</translation>
    </message>
    <message>
        <source>Round {round} · {scores}</source>
        <translation>Ronda {round} · {scores}</translation>
    </message>
    <message>
        <source>Scoring card A comes up: the first scoring</source>
        <translation>Sale la carta de puntuación A: la primera puntuación</translation>
    </message>
    <message>
        <source>Scoring card B comes up: the second scoring</source>
        <translation>Sale la carta de puntuación B: la segunda puntuación</translation>
    </message>
    <message>
        <source>Scoring {round}</source>
        <translation>Puntuación {round}</translation>
    </message>
    <message>
        <source>Scoring {round} is still in the deck (pile {pile}).</source>
        <translation>La puntuación {round} sigue en el mazo (montón {pile}).</translation>
    </message>
    <message>
        <source>Second scoring: buildings</source>
        <translation>Segunda puntuación: edificios</translation>
    </message>
    <message>
        <source>Second scoring: streets</source>
        <translation>Segunda puntuación: calles</translation>
    </message>
    <message>
        <source>Several cards may be taken only if they total at most 5 (these total {total}).</source>
        <translation>Solo se pueden tomar varias cartas si suman 5 como máximo (estas suman {total}).</translation>
    </message>
    <message>
        <source>Sk</source>
        <comment>letters for skyscraper</comment>
        <translation>Ra</translation>
    </message>
    <message>
        <source>St</source>
        <comment>letters for station</comment>
        <translation>Es</translation>
    </message>
    <message>
        <source>Suggested exact payment selected: click the building again to buy it.</source>
        <translation>Pago exacto sugerido seleccionado: haz clic otra vez en el edificio para comprarlo.</translation>
    </message>
    <message>
        <source>T</source>
        <comment>letters for theatre</comment>
        <translation>T</translation>
    </message>
    <message>
        <source>Take money, buy a building or rebuild first.</source>
        <translation>Primero toma dinero, compra un edificio o reconstruye.</translation>
    </message>
    <message>
        <source>Take selected</source>
        <translation>Tomar seleccionadas</translation>
    </message>
    <message>
        <source>Taking it away would cut part of the city off from Times Square.</source>
        <translation>Quitarlo separaría parte de la ciudad de Times Square.</translation>
    </message>
    <message>
        <source>Taking it away would leave an enclosed empty plot.</source>
        <translation>Quitarlo dejaría un solar vacío encerrado.</translation>
    </message>
    <message>
        <source>Te</source>
        <comment>letters for temple</comment>
        <translation>Te</translation>
    </message>
    <message>
        <source>That building is already on your reserve.</source>
        <translation>Ese edificio ya está en tu reserva.</translation>
    </message>
    <message>
        <source>That building is not on your reserve.</source>
        <translation>Ese edificio no está en tu reserva.</translation>
    </message>
    <message>
        <source>That building is not waiting to be placed.</source>
        <translation>Ese edificio no está esperando a ser colocado.</translation>
    </message>
    <message>
        <source>That move is not allowed now.</source>
        <translation>Ese movimiento no está permitido ahora.</translation>
    </message>
    <message>
        <source>That plot does not touch your city: build next to a building you have.</source>
        <translation>Ese solar no toca tu ciudad: construye junto a un edificio que tengas.</translation>
    </message>
    <message>
        <source>That plot is already built.</source>
        <translation>Ese solar ya está construido.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The money deck is in pile {pile} of 5; scoring A is shuffled into pile 2, B into pile 4.</source>
        <translation>El mazo de dinero va por el montón {pile} de 5; la puntuación A está en el montón 2 y la B en el 4.</translation>
    </message>
    <message>
        <source>The money deck was reshuffled from the discards.</source>
        <translation>El mazo de dinero se ha vuelto a barajar con los descartes.</translation>
    </message>
    <message>
        <source>The neutral player counts in every majority but scores no streets. With two players you may drop a bought building here.</source>
        <translation>El jugador neutral cuenta en todas las mayorías, pero no puntúa calles. Con dos jugadores puedes soltar aquí un edificio comprado.</translation>
    </message>
    <message>
        <source>The player may take it or end the turn</source>
        <translation>El jugador puede tomarla o terminar el turno</translation>
    </message>
    <message>
        <source>The player must take it</source>
        <translation>El jugador debe tomarla</translation>
    </message>
    <message>
        <source>The rulebook says an exact payment &apos;gives a new action&apos;; we let the player decline it.</source>
        <translation>El reglamento dice que un pago exacto «da una nueva acción»; dejamos que el jugador la rechace.</translation>
    </message>
    <message>
        <source>There is no building on that market space.</source>
        <translation>No hay ningún edificio en ese lugar del mercado.</translation>
    </message>
    <message>
        <source>There is no building on that plot to exchange.</source>
        <translation>No hay ningún edificio que cambiar en ese solar.</translation>
    </message>
    <message>
        <source>There is no building on that plot.</source>
        <translation>No hay ningún edificio en ese solar.</translation>
    </message>
    <message>
        <source>There is no such money card on display.</source>
        <translation>No hay esa carta de dinero a la vista.</translation>
    </message>
    <message>
        <source>These cards pay {total} for a price of {price}: {over} over, no change is given and your actions end. Click the building again to buy it anyway.</source>
        <translation>Estas cartas pagan {total} por un precio de {price}: {over} de más, no hay cambio y tus acciones terminan. Haz clic otra vez en el edificio para comprarlo de todos modos.</translation>
    </message>
    <message>
        <source>This building costs {price}; these cards make only {total}.</source>
        <translation>Este edificio cuesta {price}; estas cartas solo suman {total}.</translation>
    </message>
    <message>
        <source>This building must be paid in {currency} money.</source>
        <translation>Este edificio se paga con dinero {currency}.</translation>
    </message>
    <message>
        <source>Times Square</source>
        <translation>Times Square</translation>
    </message>
    <message>
        <source>Times Square never moves and cannot be exchanged.</source>
        <translation>Times Square nunca se mueve ni se puede cambiar.</translation>
    </message>
    <message>
        <source>Times Square never moves.</source>
        <translation>Times Square nunca se mueve.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Use your extra action first; then drag the building into your city or reserve.</source>
        <translation>Usa primero tu acción extra; luego arrastra el edificio a tu ciudad o a tu reserva.</translation>
    </message>
    <message>
        <source>With this option the extra action must be used.</source>
        <translation>Con esta opción hay que usar la acción extra.</translation>
    </message>
    <message>
        <source>Y</source>
        <comment>letter for yellow money</comment>
        <translation>Am</translation>
    </message>
    <message>
        <source>You cannot buy that building with those cards.</source>
        <translation>No puedes comprar ese edificio con esas cartas.</translation>
    </message>
    <message>
        <source>You do not have enough money in this currency.</source>
        <translation>No tienes suficiente dinero en esta moneda.</translation>
    </message>
    <message>
        <source>You do not hold those cards.</source>
        <translation>No tienes esas cartas.</translation>
    </message>
    <message>
        <source>Your exact payment gave you another action, and in this game it must be used: take money, buy or rebuild first; then you place the building.</source>
        <translation>Tu pago exacto te dio otra acción y en esta partida hay que usarla: primero toma dinero, compra o reconstruye; después colocas el edificio.</translation>
    </message>
    <message>
        <source>a building</source>
        <translation>un edificio</translation>
    </message>
    <message>
        <source>a building is paid in one currency</source>
        <translation>un edificio se paga en una sola moneda</translation>
    </message>
    <message>
        <source>an exact payment gives another action</source>
        <translation>un pago exacto da otra acción</translation>
    </message>
    <message>
        <source>an exact payment gives another action, and your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>un pago exacto da otra acción, y tus edificios de tipo {kind} suben a {count}: +{gain} si se puntuara ahora</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>build {building} {beside}</source>
        <translation>construye {building} {beside}</translation>
    </message>
    <message>
        <source>build {building} {side} of Times Square</source>
        <translation>construye {building} al {side} de Times Square</translation>
    </message>
    <message>
        <source>builds {building} from the reserve, {beside}</source>
        <translation>construye desde la reserva {building} {beside}</translation>
    </message>
    <message>
        <source>builds {building} from the reserve, {side} of Times Square</source>
        <translation>construye desde la reserva {building} al {side} de Times Square</translation>
    </message>
    <message>
        <source>builds {building} {beside}</source>
        <translation>construye {building} {beside}</translation>
    </message>
    <message>
        <source>builds {building} {side} of Times Square</source>
        <translation>construye {building} al {side} de Times Square</translation>
    </message>
    <message>
        <source>built, your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>construido, tus edificios de tipo {kind} suben a {count}: +{gain} si se puntuara ahora</translation>
    </message>
    <message>
        <source>buy {building}, paying {cards}</source>
        <translation>compra {building} pagando con {cards}</translation>
    </message>
    <message>
        <source>buys {building} for {total} {currency}</source>
        <translation>compra {building} por {total} en {currency}</translation>
    </message>
    <message>
        <source>buys {building} for {total} {currency}, exactly: another action</source>
        <translation>compra {building} por {total} justos en {currency}, así que tiene otra acción</translation>
    </message>
    <message>
        <source>east</source>
        <translation>este</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacío</translation>
    </message>
    <message>
        <source>end your turn</source>
        <translation>termina tu turno</translation>
    </message>
    <message>
        <source>ends the turn</source>
        <translation>termina el turno</translation>
    </message>
    <message>
        <source>ends your actions</source>
        <translation>terminan tus acciones</translation>
    </message>
    <message>
        <source>exact for the {building}: another action</source>
        <translation>exacto para el edificio {building}: otra acción</translation>
    </message>
    <message>
        <source>exact ✓</source>
        <translation>exacto ✓</translation>
    </message>
    <message>
        <source>exact ✓ +action</source>
        <translation>exacto ✓ +acción</translation>
    </message>
    <message>
        <source>final scoring</source>
        <translation>puntuación final</translation>
    </message>
    <message>
        <source>first scoring</source>
        <translation>primera puntuación</translation>
    </message>
    <message>
        <source>give {building} to the neutral player</source>
        <translation>da {building} al jugador neutral</translation>
    </message>
    <message>
        <source>gives {building} to the neutral player</source>
        <translation>da {building} al jugador neutral</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>it frees the plot for a better building later</source>
        <translation>libera el solar para un edificio mejor más adelante</translation>
    </message>
    <message>
        <source>it is the building worth most to your city for the price</source>
        <translation>es el edificio que más vale para tu ciudad por su precio</translation>
    </message>
    <message>
        <source>it keeps your longest street at {after} and leaves its open ends free</source>
        <translation>mantiene tu calle más larga en {after} y deja libres sus extremos</translation>
    </message>
    <message>
        <source>leave out the {card}: the rest already pays the {building}&apos;s price of {price}</source>
        <translation>deja fuera el {card}: el resto ya paga el precio de {price} del edificio {building}</translation>
    </message>
    <message>
        <source>leave out {card}</source>
        <translation>deja fuera {card}</translation>
    </message>
    <message>
        <source>money worth {total}: no other take is worth more to you</source>
        <translation>dinero por valor de {total}: ninguna otra carta vale más para ti</translation>
    </message>
    <message>
        <source>move {building} to your reserve</source>
        <translation>pasa {building} de tu ciudad a tu reserva</translation>
    </message>
    <message>
        <source>moves {building} to the reserve</source>
        <translation>pasa {building} de su ciudad a la reserva</translation>
    </message>
    <message>
        <source>museum</source>
        <translation>museo</translation>
    </message>
    <message>
        <source>no further action this turn is worth its cost</source>
        <translation>ninguna otra acción de este turno compensa</translation>
    </message>
    <message>
        <source>no plot suits it now; from the reserve you can build it later</source>
        <translation>ningún solar le conviene ahora; desde la reserva podrás construirlo más tarde</translation>
    </message>
    <message>
        <source>north</source>
        <translation>norte</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
    </message>
    <message>
        <source>park</source>
        <translation>parque</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>passes</source>
        <translation>pasa</translation>
    </message>
    <message>
        <source>put {building} on your reserve</source>
        <translation>pon {building} en tu reserva</translation>
    </message>
    <message>
        <source>puts {building} on the reserve</source>
        <translation>pone {building} en la reserva</translation>
    </message>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>scoring card</source>
        <translation>carta de puntuación</translation>
    </message>
    <message>
        <source>scoring card A</source>
        <translation>carta de puntuación A</translation>
    </message>
    <message>
        <source>scoring card B</source>
        <translation>carta de puntuación B</translation>
    </message>
    <message>
        <source>second scoring</source>
        <translation>segunda puntuación</translation>
    </message>
    <message>
        <source>selected {total}</source>
        <translation>seleccionado {total}</translation>
    </message>
    <message>
        <source>skyscraper</source>
        <translation>rascacielos</translation>
    </message>
    <message>
        <source>south</source>
        <translation>sur</translation>
    </message>
    <message>
        <source>station</source>
        <translation>estación</translation>
    </message>
    <message>
        <source>streets</source>
        <translation>calles</translation>
    </message>
    <message>
        <source>swap</source>
        <translation>cambio</translation>
    </message>
    <message>
        <source>swap {old} for {building} from your reserve</source>
        <translation>cambia {old} por {building} de tu reserva</translation>
    </message>
    <message>
        <source>swapped in, the {kind} is worth +{gain} if scoring came now</source>
        <translation>al cambiarlo, el edificio de tipo {kind} vale +{gain} si se puntuara ahora</translation>
    </message>
    <message>
        <source>swaps {old} for {building} from the reserve</source>
        <translation>cambia {old} por {building} de la reserva</translation>
    </message>
    <message>
        <source>take {cards}</source>
        <translation>toma {cards}</translation>
    </message>
    <message>
        <source>takes {cards}</source>
        <translation>toma {cards}</translation>
    </message>
    <message>
        <source>temple</source>
        <translation>templo</translation>
    </message>
    <message>
        <source>the museum {price}</source>
        <translation>el museo {price}</translation>
    </message>
    <message>
        <source>the neutral player scores no streets, and it does not help your rival</source>
        <translation>el jugador neutral no puntúa calles, y no ayuda a tu rival</translation>
    </message>
    <message>
        <source>the park {price}</source>
        <translation>el parque {price}</translation>
    </message>
    <message>
        <source>the reserve&apos;s {kind} fits your city better</source>
        <translation>el edificio de tipo {kind} de la reserva encaja mejor en tu ciudad</translation>
    </message>
    <message>
        <source>the skyscraper {price}</source>
        <translation>el rascacielos {price}</translation>
    </message>
    <message>
        <source>the station {price}</source>
        <translation>la estación {price}</translation>
    </message>
    <message>
        <source>the temple {price}</source>
        <translation>el templo {price}</translation>
    </message>
    <message>
        <source>the theatre {price}</source>
        <translation>el teatro {price}</translation>
    </message>
    <message>
        <source>the {currency} {value}</source>
        <translation>el {value} {currency}</translation>
    </message>
    <message>
        <source>theatre</source>
        <translation>teatro</translation>
    </message>
    <message>
        <source>then you can pay the {building} exactly, in {currency}, and an exact payment gives another action</source>
        <translation>así puedes pagar el edificio {building} exacto, en {currency}, y un pago exacto da otra acción</translation>
    </message>
    <message>
        <source>to the neutral player</source>
        <translation>al jugador neutral</translation>
    </message>
    <message>
        <source>to the reserve</source>
        <translation>a la reserva</translation>
    </message>
    <message>
        <source>west</source>
        <translation>oeste</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>your longest street grows from {before} to {after}: a point for each side at every scoring</source>
        <translation>tu calle más larga crece de {before} a {after}: un punto por cada lado en cada puntuación</translation>
    </message>
    <message>
        <source>your {kind} count rises to {count}: +{gain} if scoring came now</source>
        <translation>tus edificios de tipo {kind} suben a {count}: +{gain} si se puntuara ahora</translation>
    </message>
    <message>
        <source>{bank} {value}</source>
        <translation>{bank} {value}</translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
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
        <translation>Dinero de {name}</translation>
    </message>
    <message>
        <source>{name}&apos;s money cards: {count}</source>
        <translation>Cartas de dinero de {name}: {count}</translation>
    </message>
    <message>
        <source>{name}: {points} = {types} + street {street}</source>
        <translation>{name}: {points} = {types} + calle {street}</translation>
    </message>
    <message>
        <source>{over} over the {building}&apos;s price of {price}: no change, ends your actions</source>
        <translation>{over} más que el precio {price} del edificio {building}: sin cambio, terminan tus acciones</translation>
    </message>
    <message>
        <source>{over} over!</source>
        <translation>¡{over} de más!</translation>
    </message>
    <message>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <source>{scoring}: {points}</source>
        <translation>{scoring}: {points}</translation>
    </message>
    <message>
        <source>{short} short</source>
        <translation>faltan {short}</translation>
    </message>
    <message>
        <source>{short} short of the {building}&apos;s price of {price}</source>
        <translation>faltan {short} para el precio {price} del edificio {building}</translation>
    </message>
    <message>
        <source>{side} of the museum {price}</source>
        <translation>al {side} del museo {price}</translation>
    </message>
    <message>
        <source>{side} of the park {price}</source>
        <translation>al {side} del parque {price}</translation>
    </message>
    <message>
        <source>{side} of the skyscraper {price}</source>
        <translation>al {side} del rascacielos {price}</translation>
    </message>
    <message>
        <source>{side} of the station {price}</source>
        <translation>al {side} de la estación {price}</translation>
    </message>
    <message>
        <source>{side} of the temple {price}</source>
        <translation>al {side} del templo {price}</translation>
    </message>
    <message>
        <source>{side} of the theatre {price}</source>
        <translation>al {side} del teatro {price}</translation>
    </message>
    <message>
        <source>{tile} (reserve)</source>
        <translation>{tile} (reserva)</translation>
    </message>
    <message>
        <source>{tile}: bought this turn. Drag it into your city or onto your reserve to end your actions, or use the extra action first.</source>
        <translation>{tile}: comprado este turno. Arrástralo a tu ciudad o a tu reserva para terminar tus acciones, o usa antes la acción extra.</translation>
    </message>
    <message>
        <source>{tile}: bought this turn; it waits beside the city until the end of the turn.</source>
        <translation>{tile}: comprado este turno; espera junto a la ciudad hasta el final del turno.</translation>
    </message>
    <message>
        <source>{tile}: drag it into your city, or onto your reserve.</source>
        <translation>{tile}: arrástralo a tu ciudad o a tu reserva.</translation>
    </message>
</context>
</TS>
