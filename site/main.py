"""The page's entry point: wire the listeners once and open what the address names.

Everything else is elsewhere: the pure Python beside this file decides (``update.screen.Screen``
is the update, ``panels`` and ``board_svg`` the view, ``table`` and ``engine`` the
model), and the ``glue`` package moves messages between the browser and it.  Listeners
go on ``#app`` (never re-rendered) and ``window``, once; presses are told apart by the
``data-*`` attributes of what was pressed.
"""

from __future__ import annotations

from pyscript import document, window


def start() -> None:
    """Attach the listeners, open the address's screen, say the page is ready.

    The listeners are added with ``addEventListener`` on persistent proxies, not PyScript's
    ``when``, whose first use imports ``pyscript.web`` (7-8 ms of the start)."""
    began = window.performance.now()
    from glue import inputs, language, routing, rules_dialog, startup, tabs
    from glue.dom import by_id, create_proxy

    app = by_id("app")  # (the icons' sprite comes drawn into the page by the build)
    for event, on_app in (("click", inputs.on_click), ("input", inputs.on_field), ("change", inputs.on_field),
                          ("keydown", inputs.on_key), ("focusin", inputs.on_focus)):
        app.addEventListener(event, create_proxy(on_app))
    app.addEventListener("toggle", create_proxy(inputs.on_toggle), True)  # toggle does not bubble
    app.addEventListener("close", create_proxy(rules_dialog.on_close), True)  # nor does a dialog's close
    for event, on_window in (("popstate", routing.on_popstate), ("keydown", inputs.on_window_key)):
        window.addEventListener(event, create_proxy(on_window))
    # (a low landscape screen, 1024x600, folds it too: its status needs the room, docs/site.md)
    wide = window.matchMedia("(min-width: 900px) and (orientation: landscape) and (min-height: 680px)")
    by_id("log-box").open = bool(wide.matches)  # open beside the island, folded below it
    wide.addEventListener("change", create_proxy(inputs.on_wide))
    tabs.listen()  # (this tab's id, and what the page's other tabs say)
    address = str(window.location.hash)  # read first: opening the link may rewrite the address

    def open_page() -> None:
        routing.open_from_link()
        rules_dialog.open_from_address(address)
        root = document.documentElement
        root.dataset.readyMs = str(round(window.performance.now()))
        root.dataset.appMs = str(round(window.performance.now() - began))  # our imports and first screen
        root.dataset.ready = "true"
        startup.warm_up()  # the game's modules, imported while the player reads the first screen

    # The first screen is drawn in the language chosen: at once in English, once its catalog is
    # here in another (boot.js asked for it as the page began).
    language.start(open_page)
