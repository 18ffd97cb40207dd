"""dist/: the whole static site put together (``python build.py build``).

The runtime (:mod:`tools.vendor`), the app zip (:mod:`tools.appzip`) and its bytecode
(:mod:`tools.bytecode`), the styles, scripts and icons under names with a hash of their bytes,
the PyScript configs, index.html with its loading manifest and first screen, the benchmark's
bare page, the service worker and build-info.json (what went where).
"""

from __future__ import annotations

import json
import os
import shutil
import time
from pathlib import Path
from typing import Any

from tools.appzip import APP_ZIP_AT, app_sources, reproducible_zip
from tools.bytecode import bytecode, stdlib_interpreter
from tools.console import log
from tools.digest import sha
from tools.first_screen import first_screen
from tools.icons import ICON_SIZES, icon_png
from tools.loading_words import loading_words
from tools.manifest import THEME_COLOUR, web_manifest
from tools.npm import ensure_node_modules
from tools.paths import DIST, ROOT, SITE
from tools.po import catalogs as po_catalogs
from tools.service_worker import write_service_worker
from tools.template import fill
from tools.vendor import Vendored, pyscript_plugins, vendor_pyodide, vendor_pyscript


def build(quiet: bool = False) -> dict[str, Any]:
    """Assemble dist/ and return what went where (also written to dist/build-info.json)."""
    t0 = time.perf_counter()
    ensure_node_modules()
    tmp = ROOT / f"dist.tmp-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir()
    try:
        info = assemble(tmp)
        old = ROOT / f"dist.old-{os.getpid()}"
        if DIST.exists():
            DIST.rename(old)
        tmp.rename(DIST)
        if old.exists():
            shutil.rmtree(old)
    finally:
        if tmp.exists():
            shutil.rmtree(tmp)
    if not quiet:
        mb = dist_size() / 1e6
        log(f"built dist/ in {time.perf_counter() - t0:.1f} s ({mb:.1f} MB)")
    return info


def dist_size(path: Path = DIST) -> int:
    """The bytes of every file under ``path``."""
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def _write_hashed(dest: Path, rel_dir: str, stem: str, ext: str, data: bytes) -> str:
    name = f"{stem}-{sha(data)[:10]}{ext}"
    folder = dest / rel_dir if rel_dir else dest
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_bytes(data)
    return f"./{rel_dir}/{name}" if rel_dir else f"./{name}"


def _loading_manifest(dest: Path, pyodide: Vendored, core: Vendored, stdlib_url: str, interpreter: str,
                      config_url: str, app_zip: str) -> str:
    """The page's runtime manifest (boot.js reads it from index.html): PyScript's core, the
    files the loading bar counts and those it fetches early."""
    # What the loading bar counts: the runtime, which is nearly all of the bytes.  (The
    # app zip comes after Python has started; PyScript's own stages cover it.)
    tracked = {f"./{pyodide.dir}/{f}": len(b) for f, b in pyodide.blobs.items() if f != "python_stdlib.zip"}
    tracked[stdlib_url] = (dest / stdlib_url).stat().st_size
    for name in core.blobs:
        if name == "core.js" or (name.startswith("core-") and name.endswith(".js")):
            tracked[f"./{core.dir}/{name}"] = len(core.blobs[name])
    # Fetched early, in parallel (boot.js adds the <link>s once the browser passed its
    # checks).  Not the wasm: a preloaded wasm loses Chrome's compiled-code cache, and
    # warm loads took twice as long (docs/site.md).
    preload: list[dict[str, str | bool]] = [{"url": stdlib_url}, {"url": f"./{pyodide.dir}/pyodide-lock.json"}]
    preload += [{"url": url, "module": True} for url in dict.fromkeys(
        (interpreter, f"./{pyodide.dir}/pyodide.mjs", f"./{pyodide.dir}/pyodide.asm.mjs"))]
    preload += [
        {"url": f"./{core.dir}/{name}", "module": True}
        for name in core.blobs
        if name.startswith("core-") and name.endswith(".js")
    ]
    # And the plugins PyScript's core imports as soon as it runs (a round trip after it, which
    # the bare page waits for).
    preload += [{"url": f"./{core.dir}/{name}", "module": True} for name in pyscript_plugins(core.blobs)]
    # The config and the app zip too: PyScript asks for them only once its core, and then
    # Python, have started (on a slow network a round trip each).
    preload += [{"url": config_url}, {"url": app_zip}]
    manifest = {"core": f"./{core.dir}/core.js", "files": tracked, "preload": preload}
    return json.dumps(manifest, separators=(",", ":")).replace("</", "<\\/")


def assemble(dest: Path) -> dict[str, Any]:
    """Write the site into the empty folder ``dest`` (node_modules/ installed); returns what
    went where, as written to ``dest/build-info.json``."""
    pyodide = vendor_pyodide(dest)
    core = vendor_pyscript(dest)
    pyodide_dir, core_dir = pyodide.dir, core.dir

    sources = app_sources()
    pycs, compiled, stdlib_zip, stdlib = bytecode(sources, pyodide.blobs["python_stdlib.zip"], pyodide.version)
    # The page's Pyodide: as npm ships it, but for its standard library, which the build
    # compiled (Pyodide ships it as sources, which every page compiles at every start: most of
    # a cold start: docs/site.md, "The standard library as bytecode").  A module beside pyodide.mjs hands
    # Pyodide that zip; the bench's bare page loads Pyodide as it comes.
    interpreter = bare_interpreter = f"./{pyodide_dir}/pyodide.mjs"
    stdlib_url = f"./{pyodide_dir}/python_stdlib.zip"
    if stdlib_zip is not None:
        stdlib["zip"] = Path(_write_hashed(dest, pyodide_dir, "python_stdlib", ".zip", stdlib_zip)).name
        stdlib_url = f"./{pyodide_dir}/{stdlib['zip']}"
        interpreter = _write_hashed(dest, pyodide_dir, "cinderisle-pyodide", ".mjs", stdlib_interpreter(stdlib["zip"]))
    app_zip = _write_hashed(dest, "", "app", ".zip", reproducible_zip({**sources, **pycs}))
    css = _write_hashed(dest, "assets", "site", ".css", (SITE / "style.css").read_bytes())
    boot = _write_hashed(dest, "assets", "boot", ".js", (SITE / "boot.js").read_bytes())
    icon = _write_hashed(dest, "assets", "icon", ".svg", (SITE / "icon.svg").read_bytes())
    icons = {"any": icon}
    for size in ICON_SIZES:
        icons[f"{size}x{size}"] = _write_hashed(dest, "assets", f"icon-{size}", ".png", icon_png(size))
    webmanifest = _write_hashed(dest, "", "manifest", ".webmanifest", web_manifest(icons))

    # The app zip is written into Python's file system as it is and imported from (zipimport),
    # not unpacked: unpacking its 150 files took tens of milliseconds of every start, and a
    # module is read from the zip only when imported (docs/site.md, "Bytecode").
    config = json.dumps({"interpreter": interpreter, "files": {app_zip: f"./{APP_ZIP_AT}"}}, indent=1).encode()
    config_url = _write_hashed(dest, "", "pyscript", ".json", config)
    bare_config = json.dumps({"interpreter": bare_interpreter}, indent=1).encode()
    bare_config_url = _write_hashed(dest, "", "pyscript-bare", ".json", bare_config)
    manifest_json = _loading_manifest(dest, pyodide, core, stdlib_url, interpreter, config_url, app_zip)

    # Each language's catalog, compiled from its .po (tools/po.py), fetched only when chosen.
    compiled_catalogs = po_catalogs()
    catalogs = {lang: {"name": name, "url": _write_hashed(dest, "locale", lang, ".mo", mo)}
                for lang, (name, mo) in compiled_catalogs.items()}
    loading = loading_words({lang: mo for lang, (_name, mo) in compiled_catalogs.items()})
    first = {"sprite": "", "island-name": "&nbsp;", "top-actions": "", "newgame": "", "unless": "", "newgame-seed": "",
             "seed-mark": "", "max-seed": "", "island-name-seed": "",
             **first_screen({lang: str(c["name"]) for lang, c in catalogs.items()})}
    page = fill(
        (SITE / "index.html").read_text(encoding="utf-8"),
        {
            "CSS": css,
            "PYSCRIPT_CSS": f"./{core_dir}/core.css",
            "BOOT": boot,
            "ICON": icon,
            "WEBMANIFEST": webmanifest,
            "THEME": THEME_COLOUR,
            "MANIFEST": manifest_json,
            "CATALOGS": json.dumps(catalogs, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/"),
            "LOADING_WORDS": json.dumps(loading, separators=(",", ":"), ensure_ascii=False).replace("</", "<\\/"),
            "CONFIG": config_url,
            "APP_ZIP_AT": APP_ZIP_AT,
            **{f"FIRST_{k.upper().replace('-', '_')}": v for k, v in first.items()},
        },
        "site/index.html",
    )
    (dest / "index.html").write_text(page, encoding="utf-8")
    bare = fill(
        (SITE / "bench-bare.html").read_text(encoding="utf-8"),
        {"CORE": f"./{core_dir}/core.js", "CONFIG": bare_config_url, "ICON": icon},
        "site/bench-bare.html",
    )
    (dest / "bench-bare.html").write_text(bare, encoding="utf-8")
    cache = write_service_worker(dest)

    info = {
        "pyscript": {"version": core.version, "dir": core_dir},
        "pyodide": {"version": pyodide.version, "dir": pyodide_dir},
        "app_zip": app_zip,
        "bytecode": compiled,
        "stdlib": stdlib,
        "interpreter": interpreter,
        "config": config_url,
        "css": css,
        "boot": boot,
        "manifest": webmanifest,
        "icons": icons,
        "cache": cache,
        "catalogs": catalogs,
    }
    (dest / "build-info.json").write_text(json.dumps(info, indent=1) + "\n")
    return info
