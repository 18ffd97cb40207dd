// Cinderisle's service worker: plays the game with the network off after one visit.
//
// build.py fills in CACHE (named by a hash of every precached file, so each build has
// its own cache) and PRECACHE (every file the page needs, relative to this script).
//
// - install: precache everything into this build's cache, then take over at once.
// - activate: delete every other Cinderisle cache, claim the open pages, tell them.
// - fetch: the page (./, ./index.html) network-first with this build's copy as the
//   fallback; every other precached path (all versioned or content-hashed, so every
//   copy of it is the same bytes) through the browser's HTTP cache first, which answers
//   these immutable files without the network and keeps Chromium's compiled-code
//   cache working (served from Cache Storage, warm loads took about 40% longer here),
//   and from this build's cache when that fails.
//   A page fetched from the network is never written into the cache: the
//   cache holds exactly one build, the page with its own files, so an offline load
//   can never mix a new page with an old runtime or the other way round.
"use strict";

const CACHE = "{{CACHE}}";
const PREFIX = "cinderisle-";
const PRECACHE = {{PRECACHE}};
const PAGE = "./";

const scopeUrl = (path) => new URL(path, self.registration.scope).href;
const precached = new Set(PRECACHE.map(scopeUrl));
const pageUrls = new Set([scopeUrl(PAGE), scopeUrl("./index.html")]);

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches.open(CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting())
  );
});

// Settled once this worker's activation (old caches deleted, pages claimed) is done.
// Pages this worker takes over see it as their controller as soon as activation
// *starts*; they are answered only when it is over.
let markActivated;
const activated = new Promise((resolve) => { markActivated = resolve; });

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((names) => Promise.all(
      names.filter((n) => n.startsWith(PREFIX) && n !== CACHE).map((n) => caches.delete(n))
    ))
    .then(() => self.clients.claim())
    .then(() => self.clients.matchAll({ type: "window" }))
    .then((clients) => { markActivated(); clients.forEach(tell); }));
});

/** Tell a page which build this worker keeps offline (its cache is complete once active). */
function tell(client) {
  client.postMessage({ type: "cinderisle-offline", cache: CACHE });
}

self.addEventListener("message", (event) => {
  if (!(event.data && event.data.type === "cinderisle-which-cache" && event.source)) return;
  const active = self.registration.active;
  // A worker restarted after being idle is already "activated" and ran no activate event.
  const done = active && active.state === "activated" ? Promise.resolve() : activated;
  event.waitUntil(done.then(() => tell(event.source)));
});

/** The page: the network's copy when it answers, else this build's own. */
function pageFirstFromNetwork(request) {
  return fetch(request).catch(() =>
    caches.match(PAGE, { cacheName: CACHE }).then((hit) => hit || Response.error())
  );
}

/** A versioned or hashed file: the HTTP cache's (or the network's) copy, else this build's.
 * (caches.match with cacheName never re-creates a cache a newer worker deleted.) */
function hashedFile(request) {
  return fetch(request).catch(() =>
    caches.match(request, { cacheName: CACHE, ignoreSearch: true }).then((hit) => hit || Response.error())
  );
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  const bare = url.origin + url.pathname;
  if (request.mode === "navigate" && pageUrls.has(bare)) {
    event.respondWith(pageFirstFromNetwork(request));
  } else if (precached.has(bare) && !pageUrls.has(bare)) {
    event.respondWith(hashedFile(request));
  }
});
