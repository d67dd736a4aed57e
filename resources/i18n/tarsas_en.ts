<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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
        <source>The supply: %n cards; they refill the harbour.</source>
        <translation>
            <numerusform>The supply: %n card; it refills the harbour.</numerusform>
            <numerusform>The supply: %n cards; they refill the harbour.</numerusform>
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
</context>
</TS>
