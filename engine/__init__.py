"""Cinderisle: the game engine (pure Python, standard library only)."""
