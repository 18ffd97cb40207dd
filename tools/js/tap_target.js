el => {
  // Where a tap on ``el`` lands: the centre of its box (scrolled into view first), and
  // whether something else lies on top there.
  let r = el.getBoundingClientRect();
  if (r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) {
    el.scrollIntoView({block: 'center', inline: 'center'});
    r = el.getBoundingClientRect();
  }
  const x = r.left + r.width / 2, y = r.top + r.height / 2;
  const hit = document.elementFromPoint(x, y);
  return {x, y, covered: !(hit && (hit === el || el.contains(hit))),
          hit: hit ? hit.tagName + (hit.id ? '#' + hit.id : '') + '.' + String(hit.getAttribute('class') || '') : ''};
}
