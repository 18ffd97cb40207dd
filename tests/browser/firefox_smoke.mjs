// Firefox for the smoke (tests/browser/smoke.py): one headless Firefox page driven over
// WebDriver BiDi by puppeteer-core (pinned in package.json), answering the Python side's
// requests, one JSON object a line each way.
//
//   node firefox_smoke.mjs FIREFOX WIDTH HEIGHT
//
// Requests: {id, op, ...} with op "goto" {url}, "reload", "js" {source, args} (the value of the
// function expression `source` called in the page with `args`, a promise awaited), "tap" {x, y}
// (a real mouse press and release at that point of the viewport), "console" (the console's
// errors and the page errors puppeteer saw so far), "close".  Answers: {id, ok: true, value} or
// {id, ok: false, error}.  The first line out is {ready: true, version} once Firefox runs.
// Nothing but these lines goes to stdout.
import readline from "node:readline";
import puppeteer from "puppeteer-core";

const [executablePath, width, height] = process.argv.slice(2);
const TIMEOUT = 180_000;

const send = (obj) => process.stdout.write(JSON.stringify(obj) + "\n");

const browser = await puppeteer.launch({
  browser: "firefox",
  executablePath,
  headless: true,
  protocolTimeout: TIMEOUT,
  extraPrefsFirefox: {
    // Nothing but this machine: no updates, no telemetry, no captive-portal or connectivity checks.
    "app.update.enabled": false,
    "network.captive-portal-service.enabled": false,
    "network.connectivity-service.enabled": false,
    "toolkit.telemetry.enabled": false,
    "datareporting.policy.dataSubmissionEnabled": false,
  },
});
const page = await browser.newPage();
page.setDefaultTimeout(TIMEOUT);
page.setDefaultNavigationTimeout(TIMEOUT);
try {
  await page.setViewport({ width: Number(width), height: Number(height) });
} catch (error) {
  // Firefox before about 141 knows emulation.setViewport's sibling setScreenOrientationOverride
  // not (Debian bookworm's firefox-esr is 140): the viewport alone, through BiDi's own command.
  if (!String(error && error.message).includes("unknown command")) throw error;
  await page.mainFrame().browsingContext.setViewport({
    viewport: { width: Number(width), height: Number(height) }, devicePixelRatio: null });
}
const seen = [];
page.on("console", (m) => { if (m.type() === "error") seen.push("console: " + m.text()); });
page.on("pageerror", (e) => seen.push("page error: " + (e && e.message ? e.message : String(e))));

const ops = {
  goto: async ({ url }) => { await page.goto(url); return null; },
  reload: async () => { await page.reload(); return null; },
  js: async ({ source, args }) => page.evaluate(`(${source})(...${JSON.stringify(args || [])})`),
  tap: async ({ x, y }) => { await page.mouse.click(x, y); return null; },
  console: async () => seen.slice(),
  close: async () => { await browser.close(); return null; },
};

send({ ready: true, version: await browser.version() });
const lines = readline.createInterface({ input: process.stdin });
for await (const line of lines) {
  if (!line.trim()) continue;
  const request = JSON.parse(line);
  try {
    send({ id: request.id, ok: true, value: await ops[request.op](request) });
  } catch (e) {
    send({ id: request.id, ok: false, error: String(e && e.stack ? e.stack : e) });
  }
  if (request.op === "close") break;
}
await browser.close().catch(() => {});
process.exit(0);
