//! The one place that lists the games: their ids, credits, options and
//! constructors. The site's game list and the protocol's `new` read it.

use crate::ai::Knowledge;
use crate::game::ActionKind;
use crate::games::crosshairs::{self, CrossHairs};
use crate::games::kobudai::{self, Kobudai};
use crate::games::mad::{self, Mad, Variant};
use crate::games::martian::{self, Martian};
use crate::session::{AnySession, Session};
use serde::{Serialize, Serializer};

/// Starts a game (named by its id) from its options, `position=TEXT` among
/// them.
pub type Start = fn(&str, &[(String, String)]) -> Result<Box<dyn AnySession>, String>;

/// What the site and the protocol know of a game before it starts.
#[derive(Clone, Debug, Serialize)]
pub struct GameInfo {
    pub id: &'static str,
    pub name: &'static str,
    pub designer: &'static str,
    pub year: &'static str,
    pub players: &'static str,
    pub summary: &'static str,
    /// How to start the game; `None` for games this build does not play
    /// yet. The site sees only whether it is there, as `available`.
    #[serde(rename = "available", serialize_with = "serialize_available")]
    pub start: Option<Start>,
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
    /// A worked example to replay action by action (a record), or empty.
    pub sample: &'static str,
}

/// One line of the board's legend: a kind of mark and what it means here.
#[derive(Clone, Debug, Serialize)]
pub struct LegendEntry {
    pub kind: ActionKind,
    pub label: &'static str,
}

const MAD_LEGEND: &[LegendEntry] = &[
    LegendEntry {
        kind: ActionKind::Kill,
        label: "Kill: takes the enemy checker there",
    },
    LegendEntry {
        kind: ActionKind::Engage,
        label: "Engage: slide here to face an enemy",
    },
];

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

pub const GAMES: [GameInfo; 5] = [
    GameInfo {
        id: "mad-bishops",
        name: "Mad Bishops",
        designer: "Mark Steere",
        year: "2010",
        players: "2",
        summary: "Checkers that see an enemy along a diagonal must kill it; the rest slide into sight of one.",
        start: Some(|id, options| mad_session(id, options, Variant::Bishops)),
        rules: mad::rules(Variant::Bishops),
        legend: MAD_LEGEND,
        score_name: "checkers",
        options: &[],
        fills_board: false,
        sample: "",
    },
    GameInfo {
        id: "mad-rooks",
        name: "Mad Rooks",
        designer: "Mark Steere",
        year: "2010",
        players: "2",
        summary: "A full 8x8 board where every checker starts face to face with the enemy along rows and columns.",
        start: Some(|id, options| mad_session(id, options, Variant::Rooks)),
        rules: mad::rules(Variant::Rooks),
        legend: MAD_LEGEND,
        score_name: "checkers",
        options: &[],
        fills_board: false,
        sample: "",
    },
    GameInfo {
        id: "kobudai",
        name: "Kobudai",
        designer: "Mark Steere",
        year: "2021",
        players: "2",
        summary: "Females race along shortest paths to kill the enemy male, without walling off their own.",
        start: Some(kobudai_session),
        rules: kobudai::RULES,
        legend: &[
            LegendEntry {
                kind: ActionKind::Kill,
                label: "Kill: step onto the enemy male",
            },
            LegendEntry {
                kind: ActionKind::Step,
                label: "Step one square closer to the enemy male",
            },
            LegendEntry {
                kind: ActionKind::Convert,
                label: "Make this female your male",
            },
        ],
        score_name: "stacks",
        options: &[GameOption {
            key: "size",
            label: "Board",
            choices: &[
                Choice {
                    value: "6",
                    label: "6x6",
                },
                Choice {
                    value: "8",
                    label: "8x8",
                },
            ],
        }],
        fills_board: false,
        sample: "",
    },
    GameInfo {
        id: "martian-checkers",
        name: "Martian Checkers",
        designer: "Jesse Welton",
        year: "",
        players: "2 to 4",
        summary: "Jump chains across a Martian Chess board, capturing pieces worth 1, 2 or 3 points.",
        start: Some(martian_session),
        rules: martian::RULES,
        legend: &[
            LegendEntry {
                kind: ActionKind::Step,
                label: "Step: one square, ends the turn",
            },
            LegendEntry {
                kind: ActionKind::Jump,
                label: "Jump over your own piece",
            },
            LegendEntry {
                kind: ActionKind::CaptureJump,
                label: "Jump that captures the piece jumped",
            },
        ],
        score_name: "points",
        options: &[GameOption {
            key: "players",
            label: "Players",
            choices: &[
                Choice {
                    value: "2",
                    label: "2 players",
                },
                Choice {
                    value: "3",
                    label: "3 players",
                },
                Choice {
                    value: "4",
                    label: "4 players",
                },
            ],
        }],
        fills_board: false,
        sample: "",
    },
    GameInfo {
        id: "cross-hairs",
        name: "Cross-Hairs",
        designer: "an unknown author",
        year: "rule text dated Oct 24, 2005",
        players: "2",
        summary: "Drop soldiers on a hex board and catch enemy soldiers between your pieces to crown Kings.",
        start: Some(crosshairs_session),
        rules: crosshairs::RULES,
        legend: &[
            LegendEntry {
                kind: ActionKind::Drop,
                label: "Drop a soldier here",
            },
            LegendEntry {
                kind: ActionKind::Step,
                label: "Move the soldier here",
            },
        ],
        score_name: "Kings",
        options: &[],
        fills_board: true,
        sample: crosshairs::SAMPLE,
    },
];

/// The game with this id, if there is one.
pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().find(|g| g.id == id)
}

/// Reads `KEY=VALUE` words into pairs.
pub fn parse_options<'a>(
    words: impl IntoIterator<Item = &'a str>,
) -> Result<Vec<(String, String)>, String> {
    words
        .into_iter()
        .filter(|w| !w.is_empty())
        .map(|w| {
            w.split_once('=')
                .map(|(k, v)| (k.to_string(), v.to_string()))
                .ok_or_else(|| format!("option '{w}' should be written KEY=VALUE"))
        })
        .collect()
}

fn serialize_available<S: Serializer>(
    start: &Option<Start>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.serialize_bool(start.is_some())
}

/// Starts a game from its id and options (`position=TEXT` for every game).
pub fn start(id: &str, options: &[(String, String)]) -> Result<Box<dyn AnySession>, String> {
    let Some(game) = info(id) else {
        let ids: Vec<&str> = GAMES.iter().map(|g| g.id).collect();
        return Err(format!(
            "unknown game '{id}'; the games are {}",
            ids.join(", ")
        ));
    };
    let Some(start) = game.start else {
        return Err(format!("{} is not built yet", game.name));
    };
    start(game.id, options)
}

/// The `position` option, refusing any other: for games with no options.
fn only_position<'a>(id: &str, options: &'a [(String, String)]) -> Result<Option<&'a str>, String> {
    let mut position = None;
    for (key, value) in options {
        match key.as_str() {
            "position" => position = Some(value.as_str()),
            other => return Err(format!("{id} has no option '{other}'")),
        }
    }
    Ok(position)
}

fn mad_session(
    id: &str,
    options: &[(String, String)],
    variant: Variant,
) -> Result<Box<dyn AnySession>, String> {
    let start = match only_position(id, options)? {
        Some(text) => {
            Mad::from_position(variant, text).map_err(|e| format!("bad position: {e}"))?
        }
        None => Mad::new(variant),
    };
    Ok(boxed(start))
}

/// "6 or 8", "2, 3 or 4".
fn one_of(values: &[&str]) -> String {
    match values.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// Reads the options of a game whose one choice (such as `size`) takes a
/// number, besides `position`. The allowed values are the choices the game
/// list offers, so what the site offers and what is accepted are one list.
fn numeric_option<'a>(
    id: &str,
    options: &'a [(String, String)],
) -> Result<(Option<u8>, Option<&'a str>), String> {
    let option = info(id)
        .and_then(|g| g.options.first())
        .expect("a game read by numeric_option has one option");
    let (key, allowed): (&str, Vec<&str>) =
        (option.key, option.choices.iter().map(|c| c.value).collect());
    let mut choice = None;
    let mut position = None;
    for (k, value) in options {
        if k == "position" {
            position = Some(value.as_str());
        } else if k == key {
            match value.parse::<u8>() {
                Ok(n) if allowed.contains(&value.as_str()) => choice = Some(n),
                _ => return Err(format!("{key} must be {}, not '{value}'", one_of(&allowed))),
            }
        } else {
            return Err(format!(
                "{id} has no option '{k}'; it takes {key}={}",
                one_of(&allowed)
            ));
        }
    }
    Ok((choice, position))
}

fn kobudai_session(id: &str, options: &[(String, String)]) -> Result<Box<dyn AnySession>, String> {
    let (size, position) = numeric_option(id, options)?;
    let start = match position {
        Some(text) => {
            Kobudai::from_position(text, size).map_err(|e| format!("bad position: {e}"))?
        }
        None => Kobudai::new(size.unwrap_or(kobudai::SIZES[0]))?,
    };
    Ok(boxed(start))
}

fn martian_session(id: &str, options: &[(String, String)]) -> Result<Box<dyn AnySession>, String> {
    let (players, position) = numeric_option(id, options)?;
    let start = match position {
        Some(text) => {
            Martian::from_position(text, players).map_err(|e| format!("bad position: {e}"))?
        }
        None => Martian::new(players.unwrap_or(martian::PLAYER_COUNTS[0]))?,
    };
    Ok(boxed(start))
}

fn crosshairs_session(
    id: &str,
    options: &[(String, String)],
) -> Result<Box<dyn AnySession>, String> {
    let start = match only_position(id, options)? {
        Some(text) => CrossHairs::from_position(text).map_err(|e| format!("bad position: {e}"))?,
        None => CrossHairs::new(),
    };
    Ok(boxed(start))
}

fn boxed<G: Knowledge + 'static>(start: G) -> Box<dyn AnySession> {
    Box::new(Session::new(start))
}
