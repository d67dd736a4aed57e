<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ShelfPage</name>
    <message numerus="yes">
        <source>Its bookmarks go with it (%n more saves).</source>
        <translation>
            <numerusform>Its bookmark goes with it (%n more save).</numerusform>
            <numerusform>Its bookmarks go with it (%n more saves).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>christmas_tree</name>
    <message numerus="yes">
        <source>%n more task card(s) travel unseen with other hands.</source>
        <translation>
            <numerusform>%n more task card travels unseen with another hand.</numerusform>
            <numerusform>%n more task cards travel unseen with other hands.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no points yet: %n of its bulb halves face empty spaces</source>
        <translation>
            <numerusform>no points yet: %n of its bulb halves faces an empty space</numerusform>
            <numerusform>no points yet: %n of its bulb halves face empty spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards discarded</source>
        <translation>
            <numerusform>%n card discarded</numerusform>
            <numerusform>%n cards discarded</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A {colour} {size} needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>A {colour} {size} needs %n {colour} card; you hold {held}.</numerusform>
            <numerusform>A {colour} {size} needs %n {colour} cards; you hold {held}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Coat of arms: choose %n rewards (a white tile, an ability tile, or reactivate yours).</source>
        <translation>
            <numerusform>Coat of arms: choose %n reward (a white tile, an ability tile, or reactivate yours).</numerusform>
            <numerusform>Coat of arms: choose %n rewards (a white tile, an ability tile, or reactivate yours).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Facade tile, {colour}, %n spaces; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</source>
        <translation>
            <numerusform>Facade tile, {colour}, %n space; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</numerusform>
            <numerusform>Facade tile, {colour}, %n spaces; {left} left.
Drag it onto your house (R or wheel: rotate, F or right-click: flip), or click to pick it up.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Here it needs %n {colour} cards; you hold {held}.</source>
        <translation>
            <numerusform>Here it needs %n {colour} card; you hold {held}.</numerusform>
            <numerusform>Here it needs %n {colour} cards; you hold {held}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now pick %n more cards, anywhere in the harbour (Any Cards).</source>
        <translation>
            <numerusform>Now pick %n more card, anywhere in the harbour (Any Cards).</numerusform>
            <numerusform>Now pick %n more cards, anywhere in the harbour (Any Cards).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Now pick %n more cards: two of the three must be neighbours.</source>
        <translation>
            <numerusform>Now pick %n more card: two of the three must be neighbours.</numerusform>
            <numerusform>Now pick %n more cards: two of the three must be neighbours.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The supply: %n cards; they refill the harbour.</source>
        <translation>
            <numerusform>The supply: %n card; it refills the harbour.</numerusform>
            <numerusform>The supply: %n cards; they refill the harbour.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards</source>
        <translation>
            <numerusform>build the {colour} {size} for %n card</numerusform>
            <numerusform>build the {colour} {size} for %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>build the {colour} {size} for %n cards with {abilities}</source>
        <translation>
            <numerusform>build the {colour} {size} for %n card with {abilities}</numerusform>
            <numerusform>build the {colour} {size} for %n cards with {abilities}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards</source>
        <translation>
            <numerusform>builds a {colour} {size} for %n card</numerusform>
            <numerusform>builds a {colour} {size} for %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities})</source>
        <translation>
            <numerusform>builds a {colour} {size} for %n card ({abilities})</numerusform>
            <numerusform>builds a {colour} {size} for %n cards ({abilities})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards ({abilities}) — completes {lines}: +{points}</source>
        <translation>
            <numerusform>builds a {colour} {size} for %n card ({abilities}) — completes {lines}: +{points}</numerusform>
            <numerusform>builds a {colour} {size} for %n cards ({abilities}) — completes {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>builds a {colour} {size} for %n cards — completes {lines}: +{points}</source>
        <translation>
            <numerusform>builds a {colour} {size} for %n card — completes {lines}: +{points}</numerusform>
            <numerusform>builds a {colour} {size} for %n cards — completes {lines}: +{points}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it earns %n coat-of-arms rewards (a white tile or an ability)</source>
        <translation>
            <numerusform>it earns %n coat-of-arms reward (a white tile or an ability)</numerusform>
            <numerusform>it earns %n coat-of-arms rewards (a white tile or an ability)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>it fills %n spaces of your house</source>
        <translation>
            <numerusform>it fills %n space of your house</numerusform>
            <numerusform>it fills %n spaces of your house</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards</source>
        <translation>
            <numerusform>then you hold %n {colour} card</numerusform>
            <numerusform>then you hold %n {colour} cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then you hold %n {colour} cards: enough for the {colour} {size}</source>
        <translation>
            <numerusform>then you hold %n {colour} card: enough for the {colour} {size}</numerusform>
            <numerusform>then you hold %n {colour} cards: enough for the {colour} {size}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>then {line} lacks only %n spaces</source>
        <translation>
            <numerusform>then {line} lacks only %n space</numerusform>
            <numerusform>then {line} lacks only %n spaces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>you hold only %n {colour} cards: the others build bigger tiles</source>
        <translation>
            <numerusform>you hold only %n {colour} card: the others build bigger tiles</numerusform>
            <numerusform>you hold only %n {colour} cards: the others build bigger tiles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}&apos;s hand: %n cards</source>
        <translation>
            <numerusform>{name}&apos;s hand: %n card</numerusform>
            <numerusform>{name}&apos;s hand: %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: %n points</source>
        <translation>
            <numerusform>{name}: %n point</numerusform>
            <numerusform>{name}: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points and on empty spaces ({empty}): a shared win</source>
        <translation>
            <numerusform>{tied} tie on %n point and on empty spaces ({empty}): a shared win</numerusform>
            <numerusform>{tied} tie on %n points and on empty spaces ({empty}): a shared win</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{tied} tie on %n points; {winner} wins with fewer empty spaces ({empty} against {others})</source>
        <translation>
            <numerusform>{tied} tie on %n point; {winner} wins with fewer empty spaces ({empty} against {others})</numerusform>
            <numerusform>{tied} tie on %n points; {winner} wins with fewer empty spaces ({empty} against {others})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} reaches %n points and wins the game at once</source>
        <translation>
            <numerusform>{winner} reaches %n point and wins the game at once</numerusform>
            <numerusform>{winner} reaches %n points and wins the game at once</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{winner} wins with %n points</source>
        <translation>
            <numerusform>{winner} wins with %n point</numerusform>
            <numerusform>{winner} wins with %n points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kingdom_builder</name>
    <message numerus="yes">
        <source>{tile} location: %n tiles left. {rule}</source>
        <translation>
            <numerusform>{tile} location: %n tile left. {rule}</numerusform>
            <numerusform>{tile} location: %n tiles left. {rule}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>new_york</name>
    <message numerus="yes">
        <source>Neutral player (%n buildings)</source>
        <translation>
            <numerusform>Neutral player (%n building)</numerusform>
            <numerusform>Neutral player (%n buildings)</numerusform>
        </translation>
    </message>
</context>
</TS>
