"""The page's model: the game behind its one door (``adapter``), the table around the device,
the values a drawing is made from (``frame``), saves, links and the new-game form's state."""
