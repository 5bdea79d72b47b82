//! The Mad games' learnt evaluations: a logistic model of whether the
//! player to act goes on to win, fitted to games of Hard's search against
//! itself (`self-play`, then `fit-mad`; docs/strength.md, "The fourteenth
//! session" and "The fifteenth session").
//!
//! A checker acts along its lines, so the model reads the board as its
//! lines (Mad Rooks' rows and columns, Mad Bishops' diagonals): each line,
//! seen from the player to act, is one pattern, with a weight for each
//! pattern by the line's class. Which lines, patterns and classes is each
//! game's own ([`super::mad_rooks_lines`], [`super::mad_bishops_lines`]).
//! Beside the patterns: the lead in checkers, whether the player to act is
//! in contact (can kill), and whether they sit in the second seat, each
//! weighted by the phase (the checkers left).

use crate::ai::knowledge::logistic;
#[cfg(test)]
use crate::board::lines::Cells;

/// Phases with their own scalar weights, by the checkers on the board.
pub const PHASES: usize = 4;
/// Scalar weights a phase: the bias, the lead, contact, the second seat.
pub const SCALARS_PER_PHASE: usize = 4;
/// A stored pattern weight is this many times its value, as an `i8`.
pub const PATTERN_SCALE: f32 = 256.0;
/// The most lines a board has (Mad Bishops' 19 diagonals).
pub const MAX_LINES: usize = 19;

/// What the model reads in a position, for the player to act.
#[derive(Clone, Debug, PartialEq)]
pub struct Features {
    /// Each line's pattern weight index (its class's first index plus its
    /// pattern), the first [`Features::line_count`] of them.
    lines: [u16; MAX_LINES],
    /// How many lines count: 0 where the game's patterns do not.
    line_count: usize,
    /// The phase, 0 (fewest checkers) to 3.
    pub phase: usize,
    /// The player to act's checkers less the enemy's.
    pub lead: f32,
    /// Whether the player to act can kill.
    pub contact: bool,
    /// Whether the player to act is the second player.
    pub second_seat: bool,
}

impl Features {
    /// The features of a position: `own` and `enemy` are the counts of
    /// the player to act's checkers and the enemy's, `lines` the patterns'
    /// weight indices (empty where they do not count).
    pub fn new(own: u32, enemy: u32, lines: &[u16], contact: bool, second_seat: bool) -> Features {
        let mut indices = [0; MAX_LINES];
        let line_count = lines.len().min(MAX_LINES);
        indices[..line_count].copy_from_slice(&lines[..line_count]);
        Features {
            lines: indices,
            line_count,
            phase: phase(own + enemy),
            lead: own as f32 - enemy as f32,
            contact,
            second_seat,
        }
    }

    /// The lines' pattern weight indices; empty where they do not count.
    pub fn lines(&self) -> &[u16] {
        &self.lines[..self.line_count]
    }

    /// The scalar inputs, in the order of a phase's weights.
    pub fn scalars(&self) -> [f32; SCALARS_PER_PHASE] {
        [
            1.0,
            self.lead,
            f32::from(u8::from(self.contact)),
            f32::from(u8::from(self.second_seat)),
        ]
    }

    /// The model's logit (the log-odds that the player to act wins), given
    /// the scalar weights (`PHASES * SCALARS_PER_PHASE`) and a pattern's
    /// weight by its index.
    pub fn logit(&self, scalars: &[f32], pattern: impl Fn(usize) -> f32) -> f32 {
        let weights = &scalars[self.phase * SCALARS_PER_PHASE..][..SCALARS_PER_PHASE];
        let linear: f32 = weights.iter().zip(self.scalars()).map(|(w, x)| w * x).sum();
        linear
            + self
                .lines()
                .iter()
                .map(|&i| pattern(usize::from(i)))
                .sum::<f32>()
    }
}

/// A fitted model: its scalar weights and its pattern weights, each an
/// `i8` [`PATTERN_SCALE`] times the weight.
pub struct Model {
    pub scalars: [f32; PHASES * SCALARS_PER_PHASE],
    pub patterns: &'static [u8],
}

impl Model {
    /// The model's chance that the player to act wins.
    pub fn win_chance(&self, features: &Features) -> f32 {
        let z = features.logit(&self.scalars, |i| {
            self.patterns
                .get(i)
                .map_or(0.0, |&b| f32::from(b as i8) / PATTERN_SCALE)
        });
        logistic(z)
    }
}

/// The phase of a position with `checkers` on the board.
fn phase(checkers: u32) -> usize {
    match checkers {
        0..=9 => 0,
        10..=17 => 1,
        18..=31 => 2,
        _ => 3,
    }
}

/// The sets of a square board drawn as text, its top rank first: `o` the
/// player to act's checkers, `x` the enemy's (bit `rank * side + file`).
#[cfg(test)]
pub(crate) fn pictured(rows: &[&str]) -> (Cells, Cells) {
    let (mut own, mut enemy) = (0, 0);
    let side = rows.len();
    for (r, line) in rows.iter().enumerate() {
        for (f, ch) in line.chars().enumerate() {
            let bit: Cells = 1 << ((side - 1 - r) * side + f);
            match ch {
                'o' => own |= bit,
                'x' => enemy |= bit,
                _ => {}
            }
        }
    }
    (own, enemy)
}

/// Checks that a fitted model favours the player to act when they lead in
/// the position `endgame` (own, enemy), and the first seat over the second
/// at the start, `start` (the first player's, the second's).
#[cfg(test)]
pub(crate) fn assert_favours_a_lead_and_the_first_seat(
    model: &Model,
    features: fn(Cells, Cells, bool, bool) -> Features,
    endgame: (Cells, Cells),
    start: (Cells, Cells),
) {
    let (own, enemy) = endgame;
    assert!(own.count_ones() > enemy.count_ones());
    let ahead = model.win_chance(&features(own, enemy, true, false));
    let behind = model.win_chance(&features(enemy, own, true, false));
    assert!(ahead > 0.5 && behind < ahead, "{ahead} {behind}");
    let first = model.win_chance(&features(start.0, start.1, true, false));
    let second = model.win_chance(&features(start.0, start.1, true, true));
    assert!(first > second, "{first} {second}");
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn features_keep_the_counts_phase_and_lines_they_are_given() {
        let f = Features::new(5, 4, &[3, 7], true, true);
        assert_eq!((f.lines(), f.phase, f.lead), (&[3, 7][..], 0, 1.0));
        assert_eq!(f.scalars(), [1.0, 1.0, 1.0, 1.0]);
        let full = Features::new(25, 25, &[], false, false);
        assert_eq!(
            (full.lines(), full.phase, full.scalars()),
            (&[][..], 3, [1.0, 0.0, 0.0, 0.0])
        );
        assert_eq!(Features::new(9, 9, &[], false, false).phase, 2);
        assert_eq!(Features::new(5, 5, &[], false, false).phase, 1);
    }

    #[test]
    fn the_logit_adds_the_phase_s_scalars_and_the_patterns() {
        let f = Features::new(6, 4, &[1, 2], true, false);
        let mut scalars = [0.0; PHASES * SCALARS_PER_PHASE];
        // Phase 1 (10 checkers): bias 0.5, lead 0.25 a checker, contact 1.
        scalars[4..8].copy_from_slice(&[0.5, 0.25, 1.0, -3.0]);
        let z = f.logit(&scalars, |i| i as f32 / 10.0);
        assert!((z - (0.5 + 0.5 + 1.0 + 0.3)).abs() < 1e-6, "{z}");
        assert_eq!(logistic(0.0), 0.5);
    }

    #[test]
    fn a_model_reads_its_bytes_as_signed_and_ignores_indices_beyond_them() {
        static BYTES: [u8; 2] = [64, 192];
        let model = Model {
            scalars: [0.0; PHASES * SCALARS_PER_PHASE],
            patterns: &BYTES,
        };
        // 64/256 - 64/256 = 0.
        assert_eq!(
            model.win_chance(&Features::new(1, 1, &[0, 1], false, false)),
            0.5
        );
        assert!(model.win_chance(&Features::new(1, 1, &[0, 9], false, false)) > 0.5);
    }
}
