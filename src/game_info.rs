//! What the site and the protocol know of a game before it starts: its id,
//! credits, rules text, legend, options and how to start it. Each game
//! module defines its own entry; the registry lists them.

use crate::ai::Knowledge;
use crate::game::ActionKind;
use crate::limits;
use crate::session::{AnySession, Session};
use serde::Serialize;

/// Starts a game from its options, `position=TEXT` among them.
pub type Start = fn(&[(String, String)]) -> Result<Box<dyn AnySession>, String>;

/// A game's entry in the registry.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub designer: &'static str,
    pub year: &'static str,
    pub players: &'static str,
    pub summary: &'static str,
    /// How to start the game; not sent to JavaScript.
    #[serde(skip)]
    pub start: Start,
    /// The rules panel, one paragraph an entry.
    pub rules: &'static [&'static str],
    /// The kinds of target the board marks, each with its legend text.
    pub legend: &'static [LegendEntry],
    /// What the score counts, for the score panel ("checkers", "Kings", …).
    pub score_name: &'static str,
    /// The choices made when starting a game, besides `position`.
    pub options: &'static [GameOption],
    /// The game ends when the board is full, so the page counts the cells
    /// left.
    pub fills_board: bool,
    /// A turn may be ended before it must, with the action `end` (a
    /// Martian jump chain, Cross-Hairs' move after a drop), so the page
    /// keeps a strip below the board for its End turn button.
    pub ends_turns_by_choice: bool,
    /// A worked example to replay action by action (a record), or empty.
    pub sample: &'static str,
}

/// One line of the board's legend: a kind of mark and what it means here.
#[derive(Clone, Debug, Serialize)]
pub struct LegendEntry {
    pub kind: ActionKind,
    pub label: &'static str,
}

/// A choice made when starting a game, such as the board size.
#[derive(Clone, Debug, Serialize)]
pub struct GameOption {
    pub key: &'static str,
    /// What the choice is, for people ("Board").
    pub label: &'static str,
    /// The allowed values, the default first.
    pub choices: &'static [Choice],
}

#[derive(Clone, Debug, Serialize)]
pub struct Choice {
    pub value: &'static str,
    pub label: &'static str,
}

impl GameInfo {
    /// Every way to start this game from its usual position: one list of
    /// `KEY=VALUE` options per choice of its option (one empty list for a
    /// game with no options). Tests, benchmarks and tournaments iterate
    /// over these.
    pub fn variants(&self) -> Vec<Vec<(String, String)>> {
        match self.options.first() {
            None => vec![Vec::new()],
            Some(option) => option
                .choices
                .iter()
                .map(|c| vec![(option.key.to_string(), c.value.to_string())])
                .collect(),
        }
    }

    /// The `position` option, refusing any other: for games with no options.
    pub fn only_position<'a>(
        &self,
        options: &'a [(String, String)],
    ) -> Result<Option<&'a str>, String> {
        let mut position = None;
        for (key, value) in options {
            match key.as_str() {
                "position" => position = Some(value.as_str()),
                other => {
                    return Err(format!(
                        "{} has no option '{}'",
                        self.id,
                        limits::excerpt(other)
                    ))
                }
            }
        }
        Ok(position)
    }

    /// Reads the options of a game whose one choice (such as `size`) takes
    /// a number, besides `position`. The allowed values are the choices the
    /// game list offers, so what the site offers and what is accepted are
    /// one list.
    pub fn numeric_option<'a>(
        &self,
        options: &'a [(String, String)],
    ) -> Result<(Option<u8>, Option<&'a str>), String> {
        let Some(option) = self.options.first() else {
            return self.only_position(options).map(|p| (None, p));
        };
        let allowed: Vec<&str> = option.choices.iter().map(|c| c.value).collect();
        let key = option.key;
        let mut choice = None;
        let mut position = None;
        for (k, value) in options {
            if k == "position" {
                position = Some(value.as_str());
            } else if k == key {
                match value.parse::<u8>() {
                    Ok(n) if allowed.contains(&value.as_str()) => choice = Some(n),
                    _ => {
                        return Err(format!(
                            "{key} must be {}, not '{}'",
                            one_of(&allowed),
                            limits::excerpt(value)
                        ))
                    }
                }
            } else {
                return Err(format!(
                    "{} has no option '{k}'; it takes {key}={}",
                    self.id,
                    one_of(&allowed)
                ));
            }
        }
        Ok((choice, position))
    }
}

/// "6 or 8", "2, 3 or 4".
fn one_of(values: &[&str]) -> String {
    match values.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// A session of `start`, or the position reader's error said as such.
pub fn session_of<G: Knowledge + 'static>(
    start: Result<G, String>,
) -> Result<Box<dyn AnySession>, String> {
    Ok(Box::new(Session::new(start?)))
}

/// A position reader's error, as the registry reports it.
pub fn bad_position(e: String) -> String {
    format!("bad position: {e}")
}
