arg => {
  // The next press of the person on the screen, as a newcomer following the hint would make it,
  // whoever sits there: behind the privacy screen (hotseat) they tap in; then what the hint
  // lights up (a glowing site, a control), else Hint, else Roll or End turn.  Returns what was
  // pressed ('tap-in', 'hint', 'lit <action>' or 'lit site', 'roll' or 'end' when the hint lit
  // nothing) with the page's moment before and after the press (PRESS_MOMENT_JS); or why
  // nothing was pressed: 'error' (PyScript's banner), 'over', 'turns' (``turns`` were played),
  // 'wait' (an AI seat decides), 'end-guarded' (End turn refuses presses just after Roll,
  // data-end-ready="0"), '' (nothing to press).  ``arg`` is ``turns``, or ``{turns, aim: true}``
  // for a driver that taps with a real pointer (WebKit, Firefox): then nothing is pressed, and
  // what to press comes back with where a tap on it lands (tap_target.js) and the moment before.
  const turns = typeof arg === 'number' ? arg : arg.turns, aim = typeof arg === 'object' && !!arg.aim;
  const shown = e => e && e.getClientRects().length > 0;
  const pick = sel => [...document.querySelectorAll(sel)].find(shown);
  const moment = @MOMENT@;
  const d = document.documentElement.dataset;
  if (document.querySelector('.py-error')) return {what: 'error'};
  if (d.winner) return {what: 'over'};
  if (Number(d.turns || 0) >= turns) return {what: 'turns'};
  if (d.privacy !== '1' && (d.viewer === undefined || d.viewer === '' || d.viewer !== d.decider)) return {what: 'wait'};
  let el = null, what = '';
  if (d.privacy === '1') [el, what] = [pick('[data-action=tap-in]'), 'tap-in'];
  else if ((el = pick('[data-hinted]'))) what = 'lit ' + (el.dataset.action || 'site');
  else if ((el = pick('[data-action=hint]:not([aria-pressed=true])'))) what = 'hint';
  else if ((el = pick('#tray [data-action=roll]') || pick('#tray [data-action=end]'))) what = el.dataset.action;
  if (!el) return {what: ''};
  if (el.dataset.action === 'end' && d.endReady === '0') return {what: 'end-guarded'};
  if (aim) return Object.assign({what, before: moment()}, (@TARGET@)(el));
  const before = moment();
  if (el.dataset.x !== undefined) el.dispatchEvent(new MouseEvent('click', {bubbles: true}));  // a site of the board
  else el.click();
  return {what, before, after: moment()};
}
