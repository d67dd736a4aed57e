<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>copenhagen</name>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
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
</context>
</TS>
