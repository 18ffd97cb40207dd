"""build.py's offline parts (tools/) without a browser: the PNG icons, the manifest, the service worker, the bytecode."""

from __future__ import annotations

import json
import re
import shutil
import struct
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

from tools.dist import assemble
from tools.icons import ICON_SIZES, icon_png
from tools.manifest import BACKGROUND_COLOUR, THEME_COLOUR, web_manifest
from tools.npm import ensure_node_modules
from tools.paths import NODE_MODULES
from tools.service_worker import precache_list, write_service_worker

ROOT = Path(__file__).resolve().parents[2]


def png_chunks(data: bytes) -> list[tuple[bytes, bytes]]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    chunks, at = [], 8
    while at < len(data):
        (n,) = struct.unpack(">I", data[at:at + 4])
        kind, body = data[at + 4:at + 8], data[at + 8:at + 8 + n]
        (crc,) = struct.unpack(">I", data[at + 8 + n:at + 12 + n])
        assert crc == zlib.crc32(kind + body), f"bad CRC in {kind!r}"
        chunks.append((kind, body))
        at += 12 + n
    return chunks


@pytest.mark.parametrize("size", ICON_SIZES)
def test_icon_png_is_a_valid_rgba_picture_of_the_icon(size):
    data = icon_png(size)
    assert data == icon_png(size), "deterministic bytes"
    chunks = png_chunks(data)
    assert [k for k, _ in chunks] == [b"IHDR", b"IDAT", b"IEND"]
    width, height, depth, colour = struct.unpack(">IIBB", chunks[0][1][:10])
    assert (width, height, depth, colour) == (size, size, 8, 6)
    raw = zlib.decompress(chunks[1][1])
    assert len(raw) == size * (size * 4 + 1)

    def pixel(x: int, y: int) -> tuple[int, ...]:
        row = raw[y * (size * 4 + 1) + 1:(y + 1) * (size * 4 + 1)]
        return tuple(row[x * 4:x * 4 + 4])

    assert pixel(0, 0)[3] == 0, "transparent outside the rounded corner"
    assert pixel(size // 2, 2) == (0x12, 0x3A, 0x4E, 255), "the sea"
    assert pixel(size // 2, size * 45 // 64) == (0x2E, 0x24, 0x20, 255), "the volcano"
    assert pixel(size // 2, size * 25 // 64) == (0xFF, 0xD2, 0x7A, 255), "the ember in the crater"


def test_manifest_names_its_icons_and_colours():
    icons = {"any": "./assets/icon-x.svg", "192x192": "./assets/icon-192-x.png"}
    m = json.loads(web_manifest(icons))
    assert m["name"] == m["short_name"] == "Cinderisle"
    assert m["display"] == "standalone" and m["start_url"] == "./"
    assert m["theme_color"] == THEME_COLOUR and m["background_color"] == BACKGROUND_COLOUR
    assert [(i["src"], i["sizes"], i["type"]) for i in m["icons"]] == [
        ("./assets/icon-x.svg", "any", "image/svg+xml"),
        ("./assets/icon-192-x.png", "192x192", "image/png"),
    ]


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    ensure_node_modules()
    dest = tmp_path_factory.mktemp("dist")
    assemble(dest)
    return dest


def cache_of(dest: Path) -> str:
    return re.search(r'const CACHE = "([^"]+)";', (dest / "sw.js").read_text()).group(1)


def test_service_worker_lists_every_file_the_page_needs(built):
    urls = precache_list(built)
    files = {p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()}
    left_out = {f for f in files if ("./" + f) not in urls}
    assert "./" in urls and "index.html" in left_out, "the page is cached as ./"
    info = json.loads((built / "build-info.json").read_text())
    stock_stdlib = f"{info['pyodide']['dir']}/python_stdlib.zip"  # (the bench's bare page's alone)
    assert left_out - {"index.html"} == {
        "sw.js", "build-info.json", "bench-bare.html", stock_stdlib,
        *(f for f in files if f.startswith("pyscript-bare-")),
    }
    page = (built / "index.html").read_text()
    for ref in re.findall(r'(?:href|src|config)="(\./[^"]+)"', page):
        assert ref in urls, f"index.html refers to {ref}, which is not precached"
    assert "{{" not in (built / "sw.js").read_text()
    assert json.loads((built / "build-info.json").read_text())["cache"] == cache_of(built)
    # Every language's catalog, so that a language is chosen offline too (docs/site.md, "Languages").
    assert sorted(info["catalogs"]) == ["de", "es", "fr"]
    assert all(c["url"] in urls and c["url"] in page for c in info["catalogs"].values())


def test_cache_name_follows_the_content(built, tmp_path):
    copy = tmp_path / "copy"
    shutil.copytree(built, copy)
    assert write_service_worker(copy) == cache_of(built), "same files, same cache"
    (copy / "assets" / next(p.name for p in (copy / "assets").glob("site-*.css"))).write_text("/* changed */")
    changed = write_service_worker(copy)
    assert changed != cache_of(built) and cache_of(copy) == changed


def test_the_app_zip_ships_bytecode_for_every_module(built):
    """Every module of the app zip has its .pyc beside it (``engine/state.pyc``), compiled by the vendored Pyodide
    (the same magic number for all, CPython 3.14's cache tag), unchecked hash-based (flags 1:
    the page uses it without the source's date), and build-info.json says which source each
    came from."""
    info = json.loads((built / "build-info.json").read_text())
    with zipfile.ZipFile(built / info["app_zip"]) as zf:
        names = set(zf.namelist())
        sources = sorted(n for n in names if n.endswith(".py"))
        assert len(sources) > 40 and "engine/state.py" in sources and "glue/startup.py" in sources
        magics = set()
        for name in sources:
            pyc = name[:-3] + ".pyc"  # beside its source, where zipimport looks
            assert pyc in names, f"no bytecode for {name}"
            header = zf.read(pyc)[:16]
            magics.add(header[:4])
            assert int.from_bytes(header[4:8], "little") == 0b01, f"{pyc} is not an unchecked hash-based .pyc"
            assert info["bytecode"]["files"][name] == pyc
    assert len(magics) == 1
    assert set(info["bytecode"]["sources"]) == set(sources)


def test_pyodide_s_standard_library_ships_as_bytecode_and_the_bare_page_s_as_it_comes(built):
    """The build compiles Pyodide's standard library (python_stdlib.zip, sources only) to a zip
    of unchecked hash-based .pyc files, one for each source and no source, everything else as it
    was; the page's interpreter (a module beside pyodide.mjs) hands Pyodide that zip, and the
    page preloads it and counts its bytes; the bench's bare page loads Pyodide as npm ships it."""
    info = json.loads((built / "build-info.json").read_text())
    runtime = built / info["pyodide"]["dir"]
    with zipfile.ZipFile(runtime / "python_stdlib.zip") as stock, \
            zipfile.ZipFile(runtime / info["stdlib"]["zip"]) as ours:
        sources = {n for n in stock.namelist() if n.endswith(".py")}
        assert len(sources) > 400 and "json/decoder.py" in sources and "asyncio/events.py" in sources
        assert info["stdlib"]["modules"] == len(sources)
        names = set(ours.namelist())
        assert not {n for n in names if n.endswith(".py")}, "bytecode only"
        assert names == {n[:-3] + ".pyc" if n in sources else n for n in stock.namelist()}
        magics = set()
        for name in sources:
            header = ours.read(name[:-3] + ".pyc")[:16]
            magics.add(header[:4])
            assert int.from_bytes(header[4:8], "little") == 0b01, f"{name}: not an unchecked hash-based .pyc"
        assert len(magics) == 1
        assert info["bytecode"] and magics == {
            zipfile.ZipFile(built / info["app_zip"]).read("engine/state.pyc")[:4]
        }, "the magic number of the app's own bytecode: the same Python"
    interpreter = (built / info["interpreter"]).read_text()
    assert info["interpreter"].startswith(f"./{info['pyodide']['dir']}/cinderisle-pyodide-")
    assert 'from "./pyodide.mjs"' in interpreter and f'"./{info["stdlib"]["zip"]}"' in interpreter
    configs = {p.name: json.loads(p.read_text()) for p in built.glob("pyscript-*.json")}
    assert {c["interpreter"] for n, c in configs.items() if n.startswith("pyscript-bare-")} == {
        f"./{info['pyodide']['dir']}/pyodide.mjs"}
    assert configs[info["config"][2:]]["interpreter"] == info["interpreter"]
    page = (built / "index.html").read_text()
    manifest = json.loads(re.search(r'id="runtime-manifest">(.*?)</script>', page).group(1))
    stdlib_url = f"./{info['pyodide']['dir']}/{info['stdlib']['zip']}"
    assert stdlib_url in manifest["files"] and not any(u.endswith("/python_stdlib.zip") for u in manifest["files"])
    assert {"url": stdlib_url} in manifest["preload"] and {"url": info["interpreter"], "module": True} in manifest["preload"]


def test_the_page_tells_the_standard_library_s_bytecode_from_its_sources(tmp_path, monkeypatch):
    """glue/startup.stdlib_bytecode_used counts the modules imported from the standard library's
    zip (``python3XX.zip`` on sys.path), and those of them that came from a .pyc; a module from
    elsewhere is not counted."""
    import importlib
    import py_compile

    from glue import startup

    stdlib = tmp_path / f"python{sys.version_info[0]}{sys.version_info[1]}.zip"
    py_compile.compile(str(_source(tmp_path, "from_pyc")), cfile=str(tmp_path / "from_pyc.pyc"),
                       invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    with zipfile.ZipFile(stdlib, "w") as zf:
        zf.write(tmp_path / "from_pyc.pyc", "from_pyc.pyc")
        zf.writestr("from_source.py", "X = 2\n")
    _source(tmp_path, "elsewhere")
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.syspath_prepend(str(stdlib))
    saved = dict(sys.modules)
    try:
        before = startup.stdlib_bytecode_used()
        for name in ("from_pyc", "from_source", "elsewhere"):
            importlib.import_module(name)
        after = startup.stdlib_bytecode_used()
        assert (after[0] - before[0], after[1] - before[1]) == (1, 2)
    finally:
        sys.modules.clear()
        sys.modules.update(saved)


def _source(folder: Path, name: str) -> Path:
    path = folder / f"{name}.py"
    path.write_text("X = 1\n")
    return path


def test_the_page_tells_the_build_s_bytecode_from_its_own(tmp_path, monkeypatch):
    """glue/startup.bytecode_used counts a module imported from an unchecked hash-based .pyc as
    the build's, and one compiled from its source (a timestamp .pyc) as not."""
    import importlib
    import py_compile

    from glue import startup

    for name, mode in (("shipped_mod", py_compile.PycInvalidationMode.UNCHECKED_HASH),
                       ("compiled_here", py_compile.PycInvalidationMode.TIMESTAMP)):
        src = tmp_path / f"{name}.py"
        src.write_text("X = 1\n")
        py_compile.compile(str(src), cfile=importlib.util.cache_from_source(str(src)), invalidation_mode=mode)
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    saved = dict(sys.modules)
    try:
        for m in [m for m in sys.modules if m in ("shipped_mod", "compiled_here")]:
            del sys.modules[m]
        importlib.import_module("shipped_mod")
        assert startup.bytecode_used() == (1, 1, [])
        importlib.import_module("compiled_here")
        assert startup.bytecode_used() == (1, 2, ["compiled_here"])
    finally:
        sys.modules.clear()
        sys.modules.update(saved)


def test_the_page_looks_at_its_bytecode_a_few_modules_a_step(monkeypatch):
    """glue/startup.warm_up's survey reads at most SURVEY_STEP modules' .pyc headers a step (the
    first screen's all at once held a cheap tablet's page for 110-150 ms), and says what it found
    once, when the last is read: of the modules imported when it began."""
    from glue import startup

    said = []
    monkeypatch.setattr(startup, "say_bytecode", lambda used, stdlib: said.append((used, stdlib)))
    read = []
    monkeypatch.setattr(startup, "from_build", lambda name, module, here: read.append(name) or name == "sys" or None)
    survey = startup.Survey()
    survey.look()  # (nothing to look at before it begins)
    assert read == [] and not survey.done()
    survey.begin()
    first = [name for name, _ in survey.modules]
    assert len(first) > 3 * startup.SURVEY_STEP
    steps = 0
    while not survey.done():
        before = len(read)
        survey.look()
        steps += 1
        assert 0 < len(read) - before <= startup.SURVEY_STEP
        assert len(said) == (1 if survey.done() else 0)
    assert steps == -(-len(first) // startup.SURVEY_STEP) and read == first
    assert said[0][0] == (1, 1, [])  # (of the modules it began with: here, "sys" alone is the app's)


TRACEBACK_JS = r"""
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
const [pyodideDir, interpreter, zip] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(interpreter).href);  // (the page's: build-info.json)
const py = await loadPyodide({ indexURL: pyodideDir + "/", stdout: () => {}, stderr: () => {} });
py.FS.mkdirTree("/home/pyodide");
py.FS.writeFile("/home/pyodide/app.zip", new Uint8Array(readFileSync(zip)));
console.log(py.runPython(`
import json, os, sys, traceback
os.chdir("/home/pyodide")
sys.path.insert(0, os.path.abspath("app.zip"))
import engine.game
try:
    engine.game.Game.__new__(engine.game.Game).play(None)
except AttributeError:
    text = traceback.format_exc()
try:
    json.loads("{")
except ValueError:
    stdlib_text = traceback.format_exc()
json.dumps({"file": engine.game.__file__, "traceback": text, "unpacked": os.listdir("."),
            "json": json.__file__, "stdlib_traceback": stdlib_text})
`));
"""


def test_the_page_imports_the_app_zip_as_it_is_and_its_tracebacks_show_their_lines(built, tmp_path):
    """The page puts the app zip on sys.path (zipimport) instead of unpacking it: in the
    vendored Pyodide, run under Node through the page's interpreter module, a module comes from
    its .pyc in the zip, and a traceback through it names the module's file and shows the
    source line (the zip's sources, read by zipimport when a traceback is written).  Nothing is
    unpacked.  The standard library comes from the build's bytecode too."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("no node here")
    info = json.loads((built / "build-info.json").read_text())
    script = tmp_path / "traceback.mjs"
    script.write_text(TRACEBACK_JS)
    import subprocess

    run = subprocess.run([node, str(script), str(NODE_MODULES / "pyodide"), str(built / info["interpreter"]),
                          str(built / info["app_zip"])],
                         capture_output=True, text=True, timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    got = json.loads(run.stdout.strip().splitlines()[-1])
    assert got["file"] == "/home/pyodide/app.zip/engine/game.pyc", "imported from its bytecode in the zip"
    assert 'File "engine/game.py", line ' in got["traceback"], got["traceback"]
    source = (ROOT / "engine" / "game.py").read_text().splitlines()
    line = int(re.search(r'File "engine/game\.py", line (\d+)', got["traceback"]).group(1))
    assert source[line - 1].strip() in got["traceback"], "the traceback shows the source's line"
    assert "app.zip" in got["unpacked"] and not {"engine", "glue", "main.py"} & set(got["unpacked"])
    # The standard library, through the page's interpreter: from the build's bytecode, and a
    # traceback through it names its file and line (its text is not shipped).
    assert re.fullmatch(r"/lib/python3\d+\.zip/json/__init__\.pyc", got["json"]), got["json"]
    assert re.search(r'File "/lib/python3\d+\.zip/json/decoder\.py", line \d+, in ', got["stdlib_traceback"]), \
        got["stdlib_traceback"]
