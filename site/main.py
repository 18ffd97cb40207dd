"""The page's entry point: wire the listeners once and open what the address names.

Everything else is elsewhere: the pure Python beside this file decides (``app.Screen``
is the update, ``panels`` and ``board_svg`` the view, ``table`` and ``engine`` the
model), and the ``glue`` package moves messages between the browser and it.  Listeners
go on ``#app`` (never re-rendered) and ``window``, once; presses are told apart by the
``data-*`` attributes of what was pressed.
"""

from __future__ import annotations

from pyscript import document, when, window


def start() -> None:
    """Attach the listeners, open the address's screen, say the page is ready."""
    began = window.performance.now()
    import board_svg
    from glue import inputs, routing, rules_dialog, startup
    from glue.dom import by_id

    by_id("sprite").innerHTML = board_svg.sprite()
    for event, on_app in (("click", inputs.on_click), ("input", inputs.on_field), ("change", inputs.on_field),
                          ("keydown", inputs.on_key), ("focusin", inputs.on_focus)):
        when(event, "#app")(on_app)
    when("toggle", "#app", capture=True)(inputs.on_toggle)  # toggle does not bubble
    when("close", "#app", capture=True)(rules_dialog.on_close)  # nor does a dialog's close
    for event, on_window in (("popstate", routing.on_popstate), ("keydown", inputs.on_window_key)):
        when(event, [window])(on_window)
    wide = window.matchMedia("(min-width: 900px) and (orientation: landscape)")
    by_id("log-box").open = bool(wide.matches)  # open beside the island, folded below it
    when("change", [wide])(inputs.on_wide)
    address = str(window.location.hash)  # read first: opening the link may rewrite the address
    routing.open_from_link()
    rules_dialog.open_from_address(address)
    startup.say_bytecode()
    root = document.documentElement
    root.dataset.readyMs = str(round(window.performance.now()))
    root.dataset.appMs = str(round(window.performance.now() - began))  # our imports and first screen
    root.dataset.ready = "true"
    startup.warm_up()  # the game's modules, imported while the player reads the first screen
