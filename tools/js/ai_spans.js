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
  // layout and paint follow, and a task queued from the frame's animation callback runs after them).
  window.__presses = [];
  window.__clicks = 0;
  document.addEventListener('click', () => {
    const start = performance.now();
    window.__clicks++;
    requestAnimationFrame(() => setTimeout(() => window.__presses.push(performance.now() - start), 0));
  }, true);
}
