"""Qt pieces shared by every game: window, shelf, dialogs, table view, pieces, controller."""
