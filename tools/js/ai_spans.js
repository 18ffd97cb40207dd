() => {
  // Long tasks with their start, and when an AI seat decides (data-decider is not the viewer):
  // the throttled run counts the tasks that begin while AI seats play apart from the human's.
  window.__tasks = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]); })
    .observe({type: 'longtask'});
  window.__spans = [];
  const root = document.documentElement;
  const note = () => {
    const d = root.dataset, ai = d.decider !== undefined && d.decider !== '-1' && d.decider !== d.viewer
      && d.privacy !== '1' && !d.winner;
    window.__spans.push([performance.now(), ai]);
  };
  note();
  new MutationObserver(note).observe(root, {attributes: true, attributeFilter: ['data-decider', 'data-viewer']});
  // How long each press took to be answered on the screen: from the tap to the end of the frame
  // that draws what it changed (the page handles the tap in its own task; the frame's style,
  // layout and paint follow).  Each press keeps [its start, its frame's animation callback, a
  // task queued from that callback]; the long animation frames (over 50 ms: their start, end)
  // say where the frame holding the callback ended (tools/bench_games.py press_answers).
  window.__presses = [];
  window.__frames = [];
  new PerformanceObserver(list => { for (const e of list.getEntries()) window.__frames.push([e.startTime, e.startTime + e.duration]); })
    .observe({type: 'long-animation-frame'});
  window.__clicks = 0;
  document.addEventListener('click', () => {
    const start = performance.now();
    window.__clicks++;
    requestAnimationFrame(() => {
      const drawn = performance.now();
      setTimeout(() => window.__presses.push([start, drawn, performance.now()]), 0);
    });
  }, true);
}
