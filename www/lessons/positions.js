// Position text for the lessons' diagrams, written piece by piece ("rc3
// bf6") instead of in the engine's rank-by-rank format, so that a figure's
// data says plainly where each piece stands. The engine reads the result
// (src/board/ranks.rs); the lessons' tests check that every one does.

/**
 * A square board's position: `pieces` are the game's letter then the
 * square ("rc3 Bf6"); `tail` is what follows the board (":1" for Red to move).
 * @param {number} files @param {number} ranks @param {string} pieces @param {string} tail
 */
export function squares(files, ranks, pieces, tail) {
  const at = placed(pieces);
  const rows = [];
  for (let rank = ranks; rank >= 1; rank--) {
    const cells = [];
    for (let file = 0; file < files; file++) cells.push(at.get(`${String.fromCharCode(97 + file)}${rank}`) ?? null);
    rows.push(runs(cells));
  }
  return `${rows.join("/")}${tail}`;
}

/**
 * A Cross-Hairs position: `pieces` are a letter (o, x soldiers; O, X Kings)
 * then the cell ("xg5 Oe1"); rows 1 to 9 from the top, row r holding the
 * letters |5-r|, |5-r|+2, … of a-q.
 * @param {string} pieces @param {string} tail
 */
export function hexagon(pieces, tail) {
  const at = placed(pieces);
  const rows = [];
  for (let row = 1; row <= 9; row++) {
    const cells = [];
    for (let x = Math.abs(5 - row); x <= 16 - Math.abs(5 - row); x += 2) cells.push(at.get(`${String.fromCharCode(97 + x)}${row}`) ?? null);
    rows.push(runs(cells));
  }
  return `${rows.join("/")}${tail}`;
}

/** @param {string} pieces */
function placed(pieces) {
  return new Map(
    pieces
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => [p.slice(1), p[0]]),
  );
}

/** One line of cells: a letter a piece, a number for a run of empty cells. @param {(string|null)[]} cells */
function runs(cells) {
  let line = "";
  let empty = 0;
  for (const c of cells) {
    if (c === null) {
      empty += 1;
      continue;
    }
    if (empty) line += empty;
    empty = 0;
    line += c;
  }
  return empty ? line + empty : line;
}
