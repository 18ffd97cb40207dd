// Compiles Python to bytecode with the vendored Pyodide under Node (tools/bytecode.py runs it:
// node compile_pyc.mjs PYODIDE_DIR WORK_DIR).  WORK_DIR/jobs.json lists the jobs: each one's
// sources in WORK_DIR/<src>, compiled into WORK_DIR/<out>; prints Python's cache tag.
import { pathToFileURL } from "node:url";
import { readFileSync } from "node:fs";
const [pyodideDir, workDir] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(pyodideDir + "/pyodide.mjs").href);
// (no_debug_ranges: no column positions in the bytecode, a third smaller; tracebacks keep their lines)
const py = await loadPyodide({
  indexURL: pyodideDir + "/", args: ["-X", "no_debug_ranges"], stdout: () => {}, stderr: (s) => console.error(s),
});
py.FS.mkdirTree("/work");
py.FS.mount(py.FS.filesystems.NODEFS, { root: workDir }, "/work");
py.globals.set("jobs", py.toPy(JSON.parse(readFileSync(workDir + "/jobs.json", "utf8"))));
const tag = py.runPython(`
import os, py_compile, sys
STDLIB = next(p for p in sys.path if p.endswith(f"python{sys.version_info[0]}{sys.version_info[1]}.zip"))
for job in jobs:
    # the name a traceback gives: the app's modules by their names in the app zip, the standard
    # library's by its path in Pyodide (/lib/python314.zip/json/decoder.py, as Pyodide names it)
    prefix = STDLIB + "/" if job["stdlib"] else ""
    for name in job["names"]:
        cfile = f"/work/{job['out']}/{name[:-3]}.pyc"
        os.makedirs(os.path.dirname(cfile), exist_ok=True)
        py_compile.compile(f"/work/{job['src']}/{name}", cfile=cfile, dfile=prefix + name, doraise=True,
                           optimize=job["optimize"], invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
sys.implementation.cache_tag
`);
console.log(tag);
