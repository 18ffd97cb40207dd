() => {
  // A person decides now (or must tap in first), the game is over, or PyScript's error banner shows.
  const d = document.documentElement.dataset;
  return !!document.querySelector('.py-error') || !!d.winner || d.privacy === '1'
    || (d.viewer !== undefined && d.viewer !== '' && d.viewer === d.decider);
}
