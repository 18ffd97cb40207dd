"""The page's PyScript glue: the only Python here that touches the browser.

Each module owns one job; ``main.py`` wires them together once.  Everything that can be
pure Python lives beside this package (``model/``, ``update/``, ``view/``, ``words/``) and
is tested in CPython; these modules only move messages and patch the DOM.

=================  ===========================================================
``dom``            finding elements, patching regions and ``data-*``, notices, files
``model``          the page's one model (``ui``) and what the glue drew (``drawn``)
``storage``        the games saved, damaged saves, the AI pace, the form's settings
``tabs``           one game in one tab at a time: the other tabs told, a game taken over
``routing``        the address: which screen a link opens, moving between screens
``game_screen``    drawing a game from its frame, the log
``chrome``         the top bar's buttons, the game screen emptied (every screen's)
``newgame_screen`` the new-game form, importing a record
``replay_screen``  stepping through a finished game
``clocks``         the game's clocks (Exchange Board, discards) and their countdown
``scheduler``      AI seats' turns, a slice of thinking per tick
``effects``        flying cards and the fresh dice
``focus``          keyboard focus: the board's sites, dialogs that open and close
``inputs``         taps, keys and fields, turned into presses
``startup``        what the start-up says about itself; the game's modules imported after it
=================  ===========================================================
"""
