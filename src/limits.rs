//! Limits on what the engines take from outside (positions, actions,
//! records), and the short excerpt of refused input that messages quote.
//! Far above any real game: they are there so that hostile input is
//! refused at once, with a message of a few words, instead of being
//! worked through or repeated back whole.

/// The longest action text: the longest real one (a Martian jump chain
/// across the board) is about 40 characters.
pub const MAX_ACTION_CHARS: usize = 64;
/// The longest position text: a 10x10 board with every stash is under 300.
pub const MAX_POSITION_CHARS: usize = 4_000;
/// The most actions a record may hold: a long game is a few thousand.
pub const MAX_RECORD_ACTIONS: usize = 20_000;
/// The longest compact record: at most three characters an action.
pub const MAX_COMPACT_CHARS: usize = 3 * MAX_RECORD_ACTIONS;
/// How much of refused input a message quotes.
const EXCERPT_CHARS: usize = 24;

/// At most a short excerpt of `text`, for a message; "…" marks a cut.
pub fn excerpt(text: &str) -> String {
    match text.char_indices().nth(EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_string(),
    }
}

/// Refuses `text` when it has more than `max` characters, saying which
/// input (`what`) and the limit.
pub fn check_length(what: &str, text: &str, max: usize) -> Result<(), String> {
    if text.len() <= max || text.chars().count() <= max {
        return Ok(());
    }
    Err(format!(
        "the {what} '{}' is too long: at most {max} characters",
        excerpt(text)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpts_cut_on_a_character_boundary() {
        assert_eq!(excerpt("short"), "short");
        let long = "é".repeat(30);
        assert_eq!(excerpt(&long), format!("{}…", "é".repeat(24)));
    }

    #[test]
    fn lengths_are_counted_in_characters() {
        assert!(check_length("action", &"é".repeat(64), 64).is_ok());
        let refused = check_length("action", &"x".repeat(65), 64).unwrap_err();
        assert_eq!(
            refused,
            format!(
                "the action '{}…' is too long: at most 64 characters",
                "x".repeat(24)
            )
        );
    }
}
