//! What the tools that fit a learnt evaluation share (`fit-mad`,
//! `fit-kobudai`, `fit-martian`): reading the positions `self-play`
//! writes, holding out one game in four, the log loss by which the
//! fits are compared, and (for the models whose every input is a
//! one-hot class with a weight of its own) the gradient descent itself.

use crate::ai::knowledge::logistic;
use crate::game::Player;
use std::io::BufRead;

/// One position of a `self-play` game.
pub struct Position<'a> {
    /// The position's text, as the game reads it.
    pub text: &'a str,
    /// The game's winners, numbered from 1 and joined by commas.
    winners: &'a str,
    /// Whether the position's game is held out of the fit: every fourth
    /// game of the input, counted from 1.
    pub held_out: bool,
}

impl Position<'_> {
    /// Whether `player` won this position's game.
    pub fn won_by(&self, player: Player) -> bool {
        self.winners.split(',').any(|w| w == player.to_string())
    }

    /// `player`'s share of the win: 1 alone, a half or a third when tied
    /// (as the searches score a finished game), 0 for a loss.
    pub fn share_of(&self, player: Player) -> f32 {
        if self.won_by(player) {
            1.0 / self.winners.split(',').count() as f32
        } else {
            0.0
        }
    }
}

/// Calls `visit` with each position of `self-play` lines (game number,
/// position, winners); an error names the line.
pub fn each_position(
    input: impl BufRead,
    mut visit: impl FnMut(&Position) -> Result<(), String>,
) -> Result<(), String> {
    let (mut games, mut last) = (0usize, String::new());
    for (n, line) in input.lines().enumerate() {
        let line = line.map_err(|e| e.to_string())?;
        let fields: Vec<&str> = line.split(' ').collect();
        let [game, text, winners] = fields.as_slice() else {
            return Err(format!("line {}: not 'GAME POSITION WINNERS'", n + 1));
        };
        if games == 0 || last != *game {
            games += 1;
            last = game.to_string();
        }
        let position = Position {
            text,
            winners,
            held_out: games % 4 == 3,
        };
        visit(&position).map_err(|e| format!("line {}: {e}", n + 1))?;
    }
    Ok(())
}

/// Weights as a weight file holds them: a Rust array literal that
/// `include!` reads back bit for bit.
pub fn weights_text(weights: &[f32]) -> String {
    let text: Vec<String> = weights.iter().map(|w| format!("{w:?}")).collect();
    format!("[{}]\n", text.join(", "))
}

/// Writes a weight file, saying which one when it cannot.
pub fn write(path: &std::path::Path, contents: impl AsRef<[u8]>) -> Result<(), String> {
    std::fs::write(path, contents).map_err(|e| {
        let path = crate::limits::excerpt(&path.display().to_string());
        format!("cannot write {path}: {e}")
    })
}

/// The log loss of `chance` when the outcome was `won`.
pub fn log_loss(chance: f32, won: bool) -> f64 {
    share_log_loss(chance, f32::from(u8::from(won)))
}

/// The log loss of `chance` when the player's share of the win was
/// `share` (0 to 1; a shared win counts its share won and the rest lost).
pub fn share_log_loss(chance: f32, share: f32) -> f64 {
    let p = f64::from(chance).clamp(1e-6, 1.0 - 1e-6);
    let share = f64::from(share);
    -share * p.ln() - (1.0 - share) * (1.0 - p).ln()
}

/// Stochastic gradient descent for a logistic model of one-hot classes:
/// an example reads a few weights (one a feature), and the model's chance
/// is the logistic of their sum. Each pass visits the examples in the
/// order given (shuffle them first), moving each weight an example reads
/// against the error, with a small L2 penalty.
pub struct Descent {
    pub passes: usize,
    pub learning_rate: f32,
    pub l2: f32,
}

impl Descent {
    /// `size` weights fitted to `examples`: `reads` gives, for each
    /// example, the weights it reads and the chance it should have, or
    /// `None` for an example held out of the fit.
    pub fn fit<E>(
        &self,
        size: usize,
        examples: &[E],
        reads: impl Fn(&E) -> Option<(&[u16], f32)>,
    ) -> Vec<f32> {
        let mut weights = vec![0.0; size];
        for _ in 0..self.passes {
            for (indices, target) in examples.iter().filter_map(&reads) {
                let gradient = chance(&weights, indices) - target;
                for &i in indices {
                    let w = &mut weights[usize::from(i)];
                    *w -= self.learning_rate * (gradient + self.l2 * *w);
                }
            }
        }
        weights
    }
}

/// The model's chance for an example reading the weights at `indices`.
pub fn chance(weights: &[f32], indices: &[u16]) -> f32 {
    logistic(indices.iter().map(|&i| weights[usize::from(i)]).sum())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_descent_learns_each_class_s_rate_and_skips_held_out_examples() {
        // Class 0 wins three times in four, class 1 once in four; a held
        // out example that would pull class 1 up is left out.
        let examples: Vec<([u16; 1], f32, bool)> = (0..400)
            .map(|k| match k % 8 {
                0..=2 => ([0], 1.0, false),
                3 => ([0], 0.0, false),
                4 => ([1], 1.0, false),
                _ => ([1], 0.0, false),
            })
            .chain((0..400).map(|_| ([1], 1.0, true)))
            .collect();
        let descent = Descent {
            passes: 50,
            learning_rate: 0.05,
            l2: 0.0,
        };
        let weights = descent.fit(2, &examples, |(indices, target, held_out)| {
            (!held_out).then_some((&indices[..], *target))
        });
        let rates = [0, 1].map(|c| chance(&weights, &[c]));
        assert!((rates[0] - 0.75).abs() < 0.05, "{rates:?}");
        assert!((rates[1] - 0.25).abs() < 0.05, "{rates:?}");
    }

    #[test]
    fn positions_are_read_with_their_winners_and_every_fourth_game_held_out() {
        let input = "0 a:1 1\n0 b:2 1\n1 c:1 2\n2 d:1 1,2\n2 e:2 1,2\n3 f:1 1\n";
        let mut seen = Vec::new();
        each_position(input.as_bytes(), |p| {
            seen.push((p.text.to_string(), p.won_by(1), p.won_by(2), p.held_out));
            Ok(())
        })
        .unwrap();
        let held: Vec<bool> = seen.iter().map(|s| s.3).collect();
        assert_eq!(held, [false, false, false, true, true, false]);
        assert_eq!(seen[2], ("c:1".to_string(), false, true, false));
        assert!(seen[3].1 && seen[3].2);
        each_position("0 a:1 1,3\n1 b:1 2\n".as_bytes(), |p| {
            let shares = [1, 2, 3].map(|player| p.share_of(player));
            let expected = if p.text == "a:1" {
                [0.5, 0.0, 0.5]
            } else {
                [0.0, 1.0, 0.0]
            };
            assert_eq!(shares, expected, "{}", p.text);
            Ok(())
        })
        .unwrap();
    }

    #[test]
    fn a_bad_line_or_visit_is_named_by_its_line() {
        let bad = each_position("0 a:1 1\n0 b:2\n".as_bytes(), |_| Ok(()));
        assert_eq!(bad.unwrap_err(), "line 2: not 'GAME POSITION WINNERS'");
        let refused = each_position("0 a:1 1\n".as_bytes(), |_| Err("no".into()));
        assert_eq!(refused.unwrap_err(), "line 1: no");
    }

    #[test]
    fn a_file_that_cannot_be_written_is_named() {
        let path = std::path::Path::new("/no/such/dir/w.in");
        let error = write(path, "[]").unwrap_err();
        assert!(
            error.starts_with("cannot write /no/such/dir/w.in: "),
            "{error}"
        );
    }

    #[test]
    fn a_shared_win_s_log_loss_is_least_at_its_share() {
        let at_half = share_log_loss(0.5, 0.5);
        assert!((at_half - 2f64.ln()).abs() < 1e-9);
        assert!(share_log_loss(0.3, 0.5) > at_half && share_log_loss(0.7, 0.5) > at_half);
        assert_eq!(share_log_loss(0.8, 1.0), log_loss(0.8, true));
    }

    #[test]
    fn the_log_loss_is_small_for_a_confident_right_guess() {
        assert!(log_loss(0.99, true) < 0.02);
        assert!(log_loss(0.99, false) > 4.0);
        assert!((log_loss(0.5, true) - 2f64.ln()).abs() < 1e-9);
        assert!(log_loss(1.0, false).is_finite());
    }
}
