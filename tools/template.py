"""The site's templates (index.html, sw.js ...): ``{{NAME}}`` filled in, none left."""

from __future__ import annotations

import re

from tools.console import BuildError


def fill(template: str, values: dict[str, str], name: str) -> str:
    """``template`` with each ``{{KEY}}`` of ``values`` replaced; a BuildError naming the
    template ``name`` when a ``{{KEY}}`` is left without a value."""
    for key, value in values.items():
        template = template.replace("{{" + key + "}}", value)
    left = re.findall(r"\{\{[A-Z_]+\}\}", template)
    if left:
        raise BuildError(f"{name}: no value for {', '.join(sorted(set(left)))}")
    return template
