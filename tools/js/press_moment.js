() => {
  // What a press changes on the page: the game's actions, who looks, the build mode, the open
  // sheet, the hint shown and what it lights up, the drafts' counts, End turn's readiness.
  const d = document.documentElement.dataset;
  const hint = document.querySelector('[data-hint]');
  const lit = [...document.querySelectorAll('[data-hinted]')].map(e => JSON.stringify(Object.assign({}, e.dataset)));
  const steps = [...document.querySelectorAll('output[data-step]')].map(e => e.dataset.step + '=' + e.textContent);
  return JSON.stringify([d.actions, d.privacy, d.viewer, d.decider, d.mode, d.sheet, d.endReady, d.winner || '',
                         hint ? hint.dataset.hintAction : '', lit, steps]);
}
