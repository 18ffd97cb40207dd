// Cinderisle's Pyodide (written by build.py): Pyodide as npm ships it (pyodide.mjs, beside this
// file), given its standard library compiled to bytecode at build time, {{STDLIB}} here, rather
// than its python_stdlib.zip of sources, which the page would compile at every start.
import { loadPyodide as load, version } from "./pyodide.mjs";
export { version };
export function loadPyodide(options) {
  return load({ ...options, stdLibURL: new URL("./{{STDLIB}}", import.meta.url).href });
}
