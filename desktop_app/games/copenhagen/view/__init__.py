"""Copenhagen's drawing: art.py (painters: facade walls, windows per colour, cards, ability
pictograms, gables, water, cobbles; PALETTE), items.py (the table's items), ids.py (card
identities so moves can travel), box.py (the shelf's box front). The scene lays them out."""
