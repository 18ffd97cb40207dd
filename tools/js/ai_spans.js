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
}
