// Cinderisle boot: checks the browser can run the game, starts PyScript, and drives
// the loading screen's progress bar until the page says data-ready="true".
//
// Progress is real: the build writes the runtime files and their sizes into the
// #runtime-manifest JSON; fetches of those files are counted byte by byte (on a
// clone of the response, so the browser's own streaming wasm compile and its code
// cache are untouched), module files are counted when they finish, and PyScript's
// `py:progress` stages move the bar through starting Python and unpacking the app.
(function () {
  "use strict";
  var root = document.documentElement;

  // ---- errors nobody caught ---------------------------------------------------
  // Every uncaught error, every promise rejected with nobody to handle it and every error
  // banner of PyScript (.py-error) is counted on <html data-page-errors="N"> and its words
  // kept in window.__pageErrors (first 2000 characters each), from the first line of the
  // page on.  Tests read them in every browser: WebKit's automation shows no console.  A
  // banner that only repeats the error just recorded (PyScript shows an uncaught
  // PythonError as one) is not counted again.
  var pageErrors = window.__pageErrors = [];
  var lastError = "";
  function pageError(kind, text) {
    pageErrors.push(kind + ": " + String(text).slice(0, 2000));
    root.dataset.pageErrors = String(pageErrors.length);
  }
  function withStack(text, error) {  // (Chromium's stacks begin with the message, others' do not)
    var stack = error && error.stack ? String(error.stack) : "";
    if (!stack) return text;
    return stack.indexOf(text) >= 0 ? stack : text + "\n" + stack;
  }
  addEventListener("error", function (event) {
    // (a file that failed to load fires its error on its element, which does not bubble here)
    lastError = String(event.message || event.error || "an error without a message");
    pageError("error", withStack(lastError + (event.filename ? " (" + event.filename + ":" + event.lineno + ":" +
      event.colno + ")" : ""), event.error));
  });
  addEventListener("unhandledrejection", function (event) {
    lastError = "";
    pageError("unhandled rejection", withStack(String(event.reason), event.reason));
  });
  function watchBanners() {
    function seen(node) {
      if (!node.classList || !node.classList.contains("py-error")) return;
      var text = (node.textContent || "").trim();
      if (lastError && text === lastError.trim()) lastError = "";
      else pageError("PyScript's error banner", text);
    }
    Array.prototype.forEach.call(document.body.children, seen);
    new MutationObserver(function (records) {
      records.forEach(function (r) { Array.prototype.forEach.call(r.addedNodes, seen); });
    }).observe(document.body, { childList: true });  // (PyScript appends its banner to <body>)
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", watchBanners);
  else watchBanners();

  var manifest;
  try {
    manifest = JSON.parse(document.getElementById("runtime-manifest").textContent);
  } catch (e) {
    manifest = null;
  }

  // A region's new HTML, or a board layer's new SVG, patched into it (glue/dom.py, set_html
  // and set_board).  What is the same keeps its element (and its focus, and a running
  // animation).  An element of the same tag and the same control (``keys``: its id and the
  // attributes that tell controls apart) gets the new one's attributes, and its children are
  // patched the same way.  Anything else is replaced.  After an action most of the page is as
  // it was: a cheap tablet restyled 500-800 new elements a move when each changed part was
  // written whole, and laid the page out again to put the focus back.  Form fields are
  // replaced whole (what a player typed is not an attribute).
  function sameControl(a, b, keys) {
    for (var i = 0; i < keys.length; i++) {
      if (a.getAttribute(keys[i]) !== b.getAttribute(keys[i])) return false;
    }
    return true;
  }
  function sameAttributes(a, b) {
    var i, attr;
    for (i = a.attributes.length - 1; i >= 0; i--) {
      attr = a.attributes[i];
      if (!b.hasAttributeNS(attr.namespaceURI, attr.localName)) a.removeAttributeNS(attr.namespaceURI, attr.localName);
    }
    for (i = 0; i < b.attributes.length; i++) {
      attr = b.attributes[i];
      if (a.getAttributeNS(attr.namespaceURI, attr.localName) !== attr.value) a.setAttributeNS(attr.namespaceURI, attr.name, attr.value);
    }
  }
  // The live node ``a`` made the new node ``b``, in ``parent``: kept as it is, given b's
  // attributes and children, or replaced.  A body the glue says is unchanged (``data-kept``,
  // view/markup.py kept_body) is kept as it is.
  function patchInto(parent, a, b, keys) {
    if (b.nodeType === 1 && a.nodeType === 1 && b.hasAttribute("data-kept") && a.hasAttribute("data-body")) return;
    if (a.isEqualNode(b)) return;
    if (a.nodeType === 3 && b.nodeType === 3) {
      a.nodeValue = b.nodeValue;
    } else if (a.nodeType === 1 && b.nodeType === 1 && a.tagName === b.tagName && sameControl(a, b, keys)
               && !/^(INPUT|SELECT|TEXTAREA)$/.test(a.tagName)) {
      sameAttributes(a, b);
      morph(a, b, keys);
    } else {
      parent.replaceChild(b, a);
    }
  }
  function morph(live, next, keys) {
    var a = live.firstChild, b = next.firstChild;
    while (b) {
      var after = b.nextSibling;
      if (!a) {
        live.appendChild(b);
      } else {
        var now = a;
        a = a.nextSibling;
        patchInto(live, now, b, keys);
      }
      b = after;
    }
    while (a) {
      var extra = a;
      a = a.nextSibling;
      live.removeChild(extra);
    }
  }
  window.cinderisleMorph = function (box, html, keys, svg) {
    var t = document.createElement("template");
    t.innerHTML = svg ? '<svg xmlns="http://www.w3.org/2000/svg">' + html + "</svg>" : html;
    morph(box, svg ? t.content.firstChild : t.content, keys || ["id"]);
  };
  // A board layer patched group by group (glue/dom.py, _patch_groups): ``svg`` holds the new
  // SVG of the groups at the indexes ``at`` of the layer's children (``deep`` groups down),
  // which has ``count`` of them; only those are parsed.  False, with nothing changed, when the
  // layer is not as the glue takes it to be.
  window.cinderislePatchGroups = function (box, deep, count, at, svg, keys) {
    var holder = box;
    for (var d = 0; d < deep; d++) {
      if (holder.childNodes.length !== 1) return false;
      holder = holder.firstChild;
    }
    if (holder.childNodes.length !== count) return false;
    var t = document.createElement("template");
    t.innerHTML = '<svg xmlns="http://www.w3.org/2000/svg">' + svg + "</svg>";
    var next = Array.prototype.slice.call(t.content.firstChild.childNodes);
    if (next.length !== at.length) return false;
    var live = [];
    for (var k = 0; k < at.length; k++) live.push(holder.childNodes[at[k]]);
    for (k = 0; k < at.length; k++) patchInto(holder, live[k], next[k], keys);
    return true;
  };

  // Cards flying from the tiles that paid to the seats that collected them (glue/effects.py
  // decides which, ``flights`` as JSON: [tile id, seat, resource, icon's markup] each). Done here
  // in one call after the frame that shows the harvest: from Python, a dozen chips' elements,
  // styles and animations crossed into the page call by call, 20-40 ms of a cheap tablet's
  // frame. Every position is read before the first chip is added (a read after it would lay
  // the page out again, once per chip). ``data-flown`` counts the chips flown.
  window.cinderisleFly = function (flights) {
    requestAnimationFrame(function () {
      var paths = [];
      JSON.parse(flights).forEach(function (f) {
        var source = document.querySelector('#board [data-tile="' + f[0] + '"]');
        var target = document.querySelector('[data-hand-seat="' + f[1] + '"]') ||
          document.querySelector('[data-seat-card="' + f[1] + '"]');
        if (!source || !target) return;
        var a = source.getBoundingClientRect(), b = target.getBoundingClientRect();
        var x0 = a.left + a.width / 2, y0 = a.top + a.height / 2;
        paths.push([f[2], f[3], x0, y0, b.left + b.width / 2 - x0, b.top + b.height / 2 - y0]);
      });
      var chips = paths.map(function (p, i) {
        var chip = document.createElement("div");
        chip.className = "fly res-" + p[0];
        chip.setAttribute("aria-hidden", "true");
        chip.innerHTML = p[1];
        chip.style.left = Math.round(p[2]) + "px";
        chip.style.top = Math.round(p[3]) + "px";
        document.body.appendChild(chip);
        chip.animate([
          {transform: "translate(-50%, -50%)", opacity: 1},
          {transform: "translate(calc(-50% + " + Math.round(p[4]) + "px), calc(-50% + " + Math.round(p[5]) +
            "px)) scale(0.6)", opacity: 0.3}
        ], {duration: 300, delay: 40 * i, easing: "ease-in", fill: "backwards"});
        return chip;
      });
      if (!chips.length) return;
      root.dataset.flown = String(Number(root.dataset.flown || 0) + chips.length);
      setTimeout(function () { chips.forEach(function (c) { c.remove(); }); }, 400 + 40 * chips.length);
    });
  };

  function $(id) { return document.getElementById(id); }
  function whenDom(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }
  function problem(text, kind) {
    root.dataset.bootProblem = kind || "true";
    whenDom(function () {
      var box = $("loading-problem");
      if (!box) return;
      box.hidden = false;
      box.setAttribute("role", "alert");
      box.textContent = text;
      var t = $("loading-text");
      if (t) t.textContent = say("failed", "Cinderisle could not start.");
    });
  }

  function canRun() {
    try {
      if (typeof WebAssembly !== "object" || typeof WebAssembly.instantiate !== "function") return false;
      // the smallest valid module: "\0asm", version 1
      new WebAssembly.Module(new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0]));
      return "noModule" in HTMLScriptElement.prototype && typeof ReadableStream === "function" &&
        typeof Promise === "function" && typeof fetch === "function";
    } catch (e) {
      return false;
    }
  }

  if (!manifest) {
    problem(say("incomplete", "This copy of Cinderisle is incomplete (no runtime manifest). Rebuild it with: python build.py"));
    return;
  }
  if (!canRun()) {
    root.dataset.unsupported = "true";
    problem(say("unsupported", "This browser cannot run Cinderisle: it needs WebAssembly and modern JavaScript. Please open this page in a current Chrome, Edge, Firefox or Safari."));
    return;
  }
  // Opened as a file (dist/index.html double-clicked, or a downloaded copy): browsers do not
  // let such a page fetch the game's own files, so say how to open it instead.
  if (location.protocol === "file:") {
    problem(say("file", "Cinderisle was opened as a file, and a browser does not let a page opened that way load the game. Open it from a web server instead: in the game's folder run \u201cpython build.py serve\u201d and open the address it prints, or put the dist folder on any static web server. Once opened from a server, it can be installed and then plays offline."), "file");
    return;
  }
  // Anything the page's Content-Security-Policy refuses while it starts (a runtime from
  // elsewhere than this site, say) would leave the bar waiting for good: say so instead.
  document.addEventListener("securitypolicyviolation", function (event) {
    if (root.dataset.ready === "true") return;
    problem(say("blocked", "The game tried to load {file}, which this page does not allow: it runs only from its own files. Reload the page; if this comes back, rebuild it with: python build.py")
      .replace("{file}", event.blockedURI || say("a_file", "a file")), "csp");
  });

  // ---- progress -------------------------------------------------------------
  var sizes = {};
  var total = 0;
  Object.keys(manifest.files).forEach(function (path) {
    var url = new URL(path, location.href).href;
    sizes[url] = manifest.files[path];
    total += manifest.files[path];
  });
  var got = {};
  var held = null;  // a press made before the game was ready (see "the first screen" below)
  var shown = 0;
  var floor = 0;
  var stageText = "";
  var MB = 1024 * 1024;

  function bytesDone() {
    var sum = 0;
    for (var k in got) sum += Math.min(got[k], sizes[k]);
    return sum;
  }
  // Downloads fill the bar to DOWNLOADED.  Then Python starts on this thread and says
  // nothing until it is done (no frame is drawn meanwhile), so the bar glides on towards
  // STARTED as a compositor transition, which keeps moving while the thread is busy.
  var DOWNLOADED = 0.7, STARTED = 0.88;
  var gliding = false;
  var pending = false;
  function render() {
    pending = false;
    var bytes = bytesDone();
    var frac = Math.max(floor, total ? DOWNLOADED * bytes / total : 0);
    if (frac < shown) frac = shown;
    shown = frac;
    var fill = $("progress-fill"), bar = $("progress"), text = $("loading-text");
    // (while the page is still parsed the bar may be there and its words not yet: a render then
    // set textContent on null, the page error seen now and then in the tests)
    if (!fill || !bar || !text) return;
    if (!gliding && total && bytes >= total && frac < STARTED) {
      gliding = true;
      fill.style.transition = "transform 6s cubic-bezier(0.15, 0.6, 0.3, 1)";
      fill.style.transform = "scaleX(" + STARTED + ")";
      if (!stageText) stageText = say("waking", "Waking the volcano (starting Python)…");
    } else if (!gliding || frac >= STARTED) {
      fill.style.transition = "";
      fill.style.transform = "scaleX(" + frac.toFixed(3) + ")";
    }
    bar.setAttribute("aria-valuenow", String(Math.round(frac * 100)));
    if (root.dataset.bootProblem) return;
    if (held) text.textContent = say("held", "Starting\u2026 (your press waits for the game)");
    else if (stageText) text.textContent = stageText;
    else if (bytes > 0) text.textContent = say("fetching", "Fetching the island: {got} of {total} MB")
      .replace("{got}", (bytes / MB).toFixed(1)).replace("{total}", (total / MB).toFixed(1));
  }
  function update() {
    if (!pending) {
      pending = true;
      requestAnimationFrame(render);
    }
  }
  function note(url, n) {
    if (url in sizes && (got[url] || 0) < n) {
      got[url] = n;
      update();
    }
  }
  function stage(frac, text) {
    if (frac > floor) floor = frac;
    if (text) stageText = text;
    update();
  }

  var realFetch = window.fetch;
  // Responses asked for early (the runtime's files Pyodide and PyScript fetch, below: "start
  // PyScript"), by URL: the page's first plain fetch of each (no options: Pyodide's, PyScript's)
  // gets that response rather than asking again; a later one, or one that failed, goes out.
  var early = {};
  window.fetch = function (input, init) {
    var url = null, promise;
    try {
      url = new URL(typeof input === "string" || input instanceof URL ? String(input) : input.url, location.href).href;
    } catch (e) { /* not a URL this page can read: fetched as asked */ }
    if (url && early[url] && (typeof input === "string" || input instanceof URL) &&
        (!init || Object.keys(init).length === 0)) {
      var self = this, args = arguments;
      promise = early[url].then(function (response) {
        return response.ok ? response : realFetch.apply(self, args);
      }, function () { return realFetch.apply(self, args); });
      delete early[url];
    } else {
      promise = realFetch.apply(this, arguments);
    }
    if (!url || !(url in sizes)) return promise;
    return promise.then(function (response) {
      if (response.ok && response.body) {
        try {
          var reader = response.clone().body.getReader();
          var n = 0;
          var pump = function () {
            return reader.read().then(function (r) {
              if (r.done) { note(url, sizes[url]); return; }
              n += r.value.byteLength;
              note(url, n);
              return pump();
            });
          };
          pump().catch(function () {});
        } catch (e) { /* counting is best effort */ }
      }
      return response;
    });
  };
  if (typeof PerformanceObserver === "function") {
    try {
      new PerformanceObserver(function (list) {
        list.getEntries().forEach(function (e) { if (e.name in sizes) note(e.name, sizes[e.name]); });
      }).observe({ type: "resource", buffered: true });
    } catch (e) { /* older browsers: stages still move the bar */ }
  }

  var UNPACKING = ["unpacking", "Unpacking the rules…"], LAYING = ["laying", "Laying out the island…"];
  var stages = {
    "Loading Pyodide": [0.01, null],
    "Loading interpreter": [0.02, null],
    "Loaded interpreter": [0.88, UNPACKING],
    "Loading files": [0.9, UNPACKING],
    "Loaded files": [0.94, UNPACKING],
    "Loaded Pyodide": [0.95, LAYING]
  };
  addEventListener("py:progress", function (event) {
    var s = stages[event.detail];
    if (s) stage(s[0], s[1] ? say(s[1][0], s[1][1]) : "");
  });
  addEventListener("py:ready", function () { stage(0.96, say(LAYING[0], LAYING[1])); });

  function finish() {
    if (root.dataset.ready !== "true") return false;
    window.__cinderisleReadyAt = window.__cinderisleReadyAt || performance.now();
    floor = 1;
    stageText = say("ready", "Ready");
    render();
    keepOffline();
    // "done": the slim bar fades out as it is (its styles hang on data-first-paint; removed, the
    // whole loading card came back over the game for the length of the fade).
    if (root.dataset.firstPaint) root.dataset.firstPaint = "done";
    pressHeld();
    return true;
  }

  // ---- offline ----------------------------------------------------------------
  // The service worker (sw.js) precaches the whole game.  It is registered only once
  // the game is playable: registered earlier, its precaching races the page's own
  // downloads and a first visit fetches the 9.6 MB wasm twice.  data-offline on <html>:
  // "installing", then "ready" once the active worker's cache is complete
  // (data-offline-cache names it), or "unsupported" (no service workers here, e.g. a
  // LAN address over plain http) or "failed".
  var offlineStarted = false;
  function keepOffline() {
    if (offlineStarted) return;
    offlineStarted = true;
    var sw = navigator.serviceWorker;
    if (!sw || !window.caches || !window.isSecureContext) {
      root.dataset.offline = "unsupported";
      return;
    }
    root.dataset.offline = "installing";
    sw.addEventListener("message", function (event) {
      var d = event.data;
      if (d && d.type === "cinderisle-offline" && typeof d.cache === "string") {
        root.dataset.offlineCache = d.cache;
        root.dataset.offline = "ready";
      }
    });
    function ask() {
      if (sw.controller) sw.controller.postMessage({ type: "cinderisle-which-cache" });
    }
    sw.addEventListener("controllerchange", ask);
    sw.register("./sw.js", { scope: "./", updateViaCache: "none" })
      .then(function (registration) {
        var next = registration.installing || registration.waiting;
        if (!next) return sw.ready.then(ask);
        // A new build's worker is on its way in (it was found while this page started):
        // it tells this page once it is active.  The worker it replaces is not asked
        // meanwhile: in Chromium, a worker waiting to take over then stayed waiting for
        // good once the old one had a page's message.  If the new one fails to install,
        // the old one still keeps the game, and is asked.
        next.addEventListener("statechange", function () {
          if (next.state === "redundant") ask();
        });
      })
      .catch(function () { root.dataset.offline = "failed"; });
  }
  new MutationObserver(function (records, observer) {
    if (finish()) observer.disconnect();
  }).observe(root, { attributes: true, attributeFilter: ["data-ready"] });

  // ---- the first screen, before Python ---------------------------------------------
  // The build drew the new-game screen into the page (site/firstpaint.py, the same Python
  // that draws it once the game runs).  Where the address opens on it, it shows early, with
  // the loading bar small at the bottom; Python then draws the same screen over it.  A press
  // meanwhile is held, said ("Starting…") and made once the game is ready; the form's fields
  // wait (they are disabled until then).
  //
  // Which first screen the address opens on, if the build drew it: "landfall" (no island,
  // or Landfall, in the address), the seed's number for a seed link (?seed=N, its island's
  // outline until Python has dealt it), or null (a game, a rules section, anything else).
  function firstScreen() {
    var q = new URLSearchParams(location.search);
    if (location.hash.indexOf("#rules-") === 0) return null;
    var known = { island: 1, pace: 1, seed: 1, lang: 1 };
    var other = false;
    q.forEach(function (v, k) { if (!known[k] || q.getAll(k).length > 1) other = true; });
    if (other) return null;
    if (q.has("island")) return q.get("island") === "landfall" ? "landfall" : null;
    if (!q.has("seed")) return "landfall";
    var tpl = $("first-seed");
    var seed = q.get("seed");
    if (!tpl || !tpl.innerHTML || !/^[1-9][0-9]{0,9}$/.test(seed) ||
        Number(seed) > Number(tpl.getAttribute("data-max-seed"))) return null;
    return seed;
  }
  // The language the page will speak (the first screen was drawn in English): the link's
  // lang=, else the language this device chose (glue/language.py, KEY), else the first of the
  // browser's languages that the page offers (#catalogs), else English (words/catalog.py, resolve).
  function catalogs() {
    try {
      return JSON.parse(($("catalogs") || {}).textContent || "{}");
    } catch (e) {
      return null;
    }
  }
  function pageLanguage() {
    var listed = catalogs();
    if (!listed) return "";
    var offered = { en: 1 };
    Object.keys(listed).forEach(function (k) { offered[k] = 1; });
    function primary(tag) { return String(tag || "").trim().replace("_", "-").split("-")[0].toLowerCase(); }
    var link = new URLSearchParams(location.search).get("lang");
    if (link !== null && (offered[primary(link)] || primary(link) === "qps")) return primary(link);
    var kept = null;
    try { kept = localStorage.getItem("cinderisle.lang"); } catch (e) { return ""; }
    if (kept !== null && offered[primary(kept)]) return primary(kept);
    var prefs = navigator.languages || [navigator.language];
    for (var i = 0; i < prefs.length; i++) if (offered[primary(prefs[i])]) return primary(prefs[i]);
    return "en";
  }
  // The loading screen's words in the page's language: the build wrote them from the catalogs
  // (#loading-words, tools/loading_words.py, site/words/loading.py); English is this file's own
  // (an English start reads nothing more).
  var loadingWords = null;
  function say(key, english) {
    if (!loadingWords) {  // (undefined when a problem is said before this line ran)
      loadingWords = {};
      var lang = pageLanguage();
      if (lang && lang !== "en") {
        try {
          loadingWords = JSON.parse(($("loading-words") || {}).textContent || "{}")[lang] || {};
        } catch (e) { /* English, then */ }
      }
    }
    return loadingWords[key] || english;
  }
  // A language other than English: index.html's loading words (English) are put in its words as
  // the page is parsed (a mutation is seen before the next frame), never shown in English first.
  (function () {
    var lang = pageLanguage();
    if (!lang || lang === "en") return;
    function put() {
      if (!$("loading-problem")) return false;  // (the words before it are parsed whole)
      var bar = $("progress"), text = $("loading-text");
      bar.setAttribute("aria-label", say("label", bar.getAttribute("aria-label")));
      if (!stageText && !held && !root.dataset.bootProblem) text.textContent = say("rowing", text.textContent);
      var phone = document.querySelector("#upright-words .upright-phone");
      if (phone) phone.textContent = say("upright", "Turn your phone upright to play.");
      var low = document.querySelector("#upright-words .upright-window");
      if (low) low.textContent = say("taller", "Make the window taller to play.");
      return true;
    }
    if (put()) return;
    var watch = new MutationObserver(function () { if (put()) watch.disconnect(); });
    watch.observe(root, { childList: true, subtree: true });
  })();
  // The seed link's first screen: the one the build drew for its mark, with the link's seed.
  function seedScreen(ng, seed) {
    var tpl = $("first-seed"), mark = tpl.getAttribute("data-seed-mark");
    ng.innerHTML = tpl.innerHTML.split(mark).join(seed);
    var name = $("island-name");
    if (name) name.textContent = tpl.getAttribute("data-island-name").split(mark).join(seed);
  }
  // What this device keeps that the first visit's screen does not show (games in progress,
  // the form's last settings...: site/firstpaint.py, UNLESS; a key ending in "*" is a prefix):
  // then the game's Python draws the first screen itself, rather than another over this one.
  function keptHere(keys) {
    try {
      var all = null;
      return keys.some(function (k) {
        if (!k) return false;
        if (k.charAt(k.length - 1) !== "*") return localStorage.getItem(k) !== null;
        all = all || Object.keys(localStorage);
        var prefix = k.slice(0, -1);
        return all.some(function (name) { return name.indexOf(prefix) === 0; });
      });
    } catch (e) {
      return true;  // storage refused: what it holds cannot be known
    }
  }
  function holdPresses() {
    document.addEventListener("click", function (event) {
      if (root.dataset.ready === "true") return;
      var el = event.target && event.target.closest ? event.target.closest("#app [data-action]") : null;
      if (!el) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held = { action: el.getAttribute("data-action"), section: el.getAttribute("data-section") };
      root.dataset.held = held.action;
      update();
    }, true);
  }
  function pressHeld() {
    if (!held) return;
    var sel = '[data-action="' + held.action + '"]' + (held.section ? '[data-section="' + held.section + '"]' : "");
    var el = document.querySelector("#app " + sel);
    held = null;
    delete root.dataset.held;
    if (el) el.click();
  }
  whenDom(function () {
    var ng = $("newgame");
    var first = firstScreen();
    if (!ng || !ng.hasAttribute("data-first-paint") || !ng.firstElementChild || !first || pageLanguage() !== "en" ||
        keptHere((ng.getAttribute("data-first-paint-unless") || "").split(" "))) return;
    if (first !== "landfall") seedScreen(ng, first);
    holdPresses();
    // Shown in the first frame once the page is parsed.  Shown only once PyScript had asked for
    // the interpreter, as it was, it waited for Python to be ready in one load of five: once
    // Pyodide's start holds the page's thread no frame is drawn (docs/site.md).
    var shown = false;
    function reveal() {
      if (shown || root.dataset.ready === "true") return;
      shown = true;
      ng.hidden = false;
      ng.setAttribute("data-first-paint-of", first);  // (which island: the page's Python takes this screen over)
      ng.querySelectorAll("input, select, textarea").forEach(function (f) { f.disabled = true; });
      root.dataset.firstPaint = "true";
      root.dataset.screen = "new-game";  // (what the page's Python says of it too: the top bar's words show)
    }
    requestAnimationFrame(reveal);
  });

  // ---- the island's first paint (python build.py bench) -------------------------
  // data-island-ms on <html>: milliseconds from navigation to the frame that first draws
  // an island (the game's board or the new-game screen's preview).
  var ISLAND = "#board svg [data-layer=tiles], #preview svg [data-layer=tiles]";
  function islandPainted() {
    var island = document.querySelector(ISLAND);
    if (root.dataset.islandMs || !island || island.closest("[hidden]")) return false;
    requestAnimationFrame(function () {
      if (!root.dataset.islandMs) root.dataset.islandMs = String(Math.round(performance.now()));
    });
    return true;
  }
  whenDom(function () {
    if (islandPainted()) return;
    new MutationObserver(function (records, observer) {
      if (islandPainted()) observer.disconnect();
    }).observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ["hidden"] });
  });

  // PyScript's error banner: say so on the loading screen instead of hanging there.
  whenDom(function () {
    new MutationObserver(function () {
      var err = document.querySelector(".py-error");
      if (err && root.dataset.ready !== "true") {
        var lines = (err.textContent || "").trim().split("\n");
        problem(say("crashed", "Something went wrong while starting the game: {error} Reloading the page may help.")
          .replace("{error}", lines[lines.length - 1]));
      }
    }).observe(document.body, { childList: true });
  });

  // ---- the island sized in pixels ----------------------------------------------
  // The island's <svg> fills #board, sized in pixels (the board's own size, watched), never in
  // percent: sized in percent, every layout of the page laid the whole SVG out again, its
  // numbers' text included, whatever had changed (a word in the status cost 15-35 ms of layout
  // on a cheap tablet).  In pixels it is laid out again only when the board's size changes.
  whenDom(function () {
    var board = $("board");
    if (!board || typeof ResizeObserver !== "function") return;
    var width = 0, height = 0;
    // In whole pixels, and only when they change: a board a fraction of a pixel taller (361.703
    // and then 361.734 px) laid the whole island out again, 20 ms of a cheap tablet's frame.
    function fit() {
      var svg = board.firstElementChild;
      if (!svg || !width || !height) return;
      var w = Math.round(width), h = Math.round(height);
      if (svg.style.width !== w + "px") svg.style.width = w + "px";
      if (svg.style.height !== h + "px") svg.style.height = h + "px";
      if (board.dataset.fitted !== w + "x" + h) board.dataset.fitted = w + "x" + h;  // (what tests wait on)
    }
    new ResizeObserver(function (entries) {
      var r = entries[entries.length - 1].contentRect;
      width = r.width;
      height = r.height;
      fit();
    }).observe(board);
    new MutationObserver(fit).observe(board, { childList: true });  // a new <svg>
  });

  // ---- the log's newest line kept in sight --------------------------------------
  // The log is scrolled to its end when lines come (glue/game_screen.py).  When its box grows
  // shorter (in landscape a hint or the recap makes the status taller above it) it is scrolled to
  // its end again, unless the reader scrolled up to older lines (a wheel, a finger, a key or the
  // scroll bar, until they come back to the end): else the newest line was cut at the box's
  // foot, or hidden below it.  (Whether the log was at its end is not read from its scroll
  // events: one that comes after the box changed size again would say no.)
  whenDom(function () {
    var log = $("log");
    if (!log || typeof ResizeObserver !== "function") return;
    var reading = false;
    function read() { reading = true; }
    ["wheel", "touchstart", "keydown", "pointerdown"].forEach(function (kind) {
      log.addEventListener(kind, read, { passive: true });
    });
    // (Read only while the reader is up the log: the page's own scrolling to its end, after each
    // new line, then laid the whole page out a second time, 40-50 ms on a cheap tablet.)
    log.addEventListener("scroll", function () {
      if (reading && log.scrollTop + log.clientHeight >= log.scrollHeight - 4) reading = false;
    }, { passive: true });
    new ResizeObserver(function () {
      if (!reading) log.scrollTop = log.scrollHeight;
    }).observe(log);
  });

  // ---- PyScript's watch on the page, stopped once Python runs ---------------------
  // PyScript watches the whole document (a MutationObserver on it: childList, subtree,
  // attributes) for <script type="py"> and py-* attributes added later, and runs an XPath
  // query over every element added.  The game adds neither: its scripts are in the page when
  // PyScript scans it, and its listeners go on #app (site/main.py).  On a cheap tablet that
  // watch cost 8-12 ms of every press, so it is stopped once Python is up (py:ready, before
  // the game's Python runs).  data-pyscript-watch says how many watches were stopped.
  var watches = [];
  var observe = MutationObserver.prototype.observe;
  MutationObserver.prototype.observe = function (target, opts) {
    if (target === document && opts && opts.childList && opts.subtree && opts.attributes &&
        !opts.attributeFilter && watches.indexOf(this) < 0) watches.push(this);
    return observe.apply(this, arguments);
  };
  addEventListener("py:ready", function () {
    MutationObserver.prototype.observe = observe;
    watches.forEach(function (w) { w.disconnect(); });
    root.dataset.pyscriptWatch = String(watches.length);
  }, { once: true });

  // ---- start PyScript --------------------------------------------------------
  // Ask for the big runtime files now, in parallel, instead of one after another
  // as PyScript -> pyodide.mjs -> pyodide.asm.mjs discover them.  Modules by
  // <link rel=modulepreload>; the files Pyodide and PyScript fetch (the standard library,
  // the lock file, the config, the app zip) by a fetch of our own, handed to their fetch
  // above.  Not <link rel=preload as=fetch>: WebKit never gives such a preload to a later
  // fetch() (it said so, "preloaded but not used", and each file was downloaded twice when
  // the fetch came before the preload had finished or with no disk cache: docs/site.md).
  (manifest.preload || []).forEach(function (p) {
    if (!p.module) {
      var url = new URL(p.url, location.href).href;
      early[url] = realFetch.call(window, url);
      early[url].catch(function () {});  // (refused: the page's own fetch then asks again)
      return;
    }
    var link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = p.url;
    document.head.appendChild(link);
  });

  // A language other than English: its catalog too, which the page's Python asks for first of all.
  var lang = pageLanguage(), listed = lang && lang !== "en" ? catalogs() : null;
  if (listed && listed[lang] && listed[lang].url) {
    var catalogUrl = new URL(listed[lang].url, location.href).href;
    early[catalogUrl] = realFetch.call(window, catalogUrl);
    early[catalogUrl].catch(function () {});
  }

  // PyScript's core starts once the whole page is parsed, so that it always finds the
  // <script type="py"> and its config (the vendored interpreter).  Started earlier, while a
  // slow parse held the page, it once found no config and went for Pyodide on a CDN.
  whenDom(function () {
    var core = document.createElement("script");
    core.type = "module";
    core.src = manifest.core;
    core.onerror = function () {
      problem(say("unloaded", "The game's files could not be loaded. Check the connection and reload the page."));
    };
    document.head.appendChild(core);
    update();
  });
})();
