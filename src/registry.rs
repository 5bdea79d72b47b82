//! The one place that lists the games. Each game's entry (id, credits,
//! rules text, options, how to start it) lives in its own module; a new
//! game is its module plus one line here. The site's game list and the
//! protocol's `new` read this list.

pub use crate::game_info::{Choice, GameInfo, GameOption, LegendEntry, Start};
use crate::games::{crosshairs, kobudai, mad, martian};
use crate::limits;
use crate::session::AnySession;

/// Every game, in the order the site lists them.
pub static GAMES: [&GameInfo; 5] = [
    &mad::BISHOPS_INFO,
    &mad::ROOKS_INFO,
    &kobudai::INFO,
    &martian::INFO,
    &crosshairs::INFO,
];

/// The game with this id, if there is one.
pub fn info(id: &str) -> Option<&'static GameInfo> {
    GAMES.iter().copied().find(|g| g.id == id)
}

/// Every game with every choice of its option: `(game, options)`.
pub fn variants() -> Vec<(&'static GameInfo, Vec<(String, String)>)> {
    GAMES
        .iter()
        .flat_map(|&g| g.variants().into_iter().map(move |o| (g, o)))
        .collect()
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
                .ok_or_else(|| {
                    format!(
                        "option '{}' should be written KEY=VALUE",
                        limits::excerpt(w)
                    )
                })
        })
        .collect()
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
    for (key, value) in options {
        if key == "position" {
            limits::check_length("position", value, limits::MAX_POSITION_CHARS)?;
        }
    }
    (game.start)(options)
}
