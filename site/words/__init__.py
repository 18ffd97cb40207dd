"""Words a player reads, made from the engine's facts (events, hints, places, clocks).

Below the model, so that the table, the screen and the view word things the same way.
"""
