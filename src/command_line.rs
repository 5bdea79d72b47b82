//! What the project's commands (`tournament`, `analyse`) share in reading
//! their arguments: flags that take a value, numbers, and a game's
//! `KEY=VALUE` options among the other words.

use std::str::FromStr;

/// A command's arguments, read: the flags given with their values, and the
/// other words in order.
#[derive(Debug, Default, PartialEq)]
pub struct Arguments {
    flags: Vec<(String, String)>,
    pub words: Vec<String>,
}

impl Arguments {
    /// Reads `args`, where each of `flags` (such as `--seed`) takes the
    /// word after it as its value.
    pub fn read(args: &[String], flags: &[&str]) -> Result<Arguments, String> {
        let mut read = Arguments::default();
        let mut it = args.iter();
        while let Some(arg) = it.next() {
            if flags.contains(&arg.as_str()) {
                let value = it.next().ok_or_else(|| format!("{arg} needs a value"))?;
                read.flags.push((arg.clone(), value.clone()));
            } else {
                read.words.push(arg.clone());
            }
        }
        Ok(read)
    }

    /// The value of `flag`, the last given if it was given more than once.
    pub fn value(&self, flag: &str) -> Option<&str> {
        self.flags
            .iter()
            .rev()
            .find(|(name, _)| name == flag)
            .map(|(_, value)| value.as_str())
    }

    /// The value of `flag` as a number, `default` when it was not given.
    pub fn number<T: FromStr>(&self, flag: &str, default: T) -> Result<T, String> {
        self.value(flag).map_or(Ok(default), number)
    }
}

/// `text` as a number, or an error quoting the start of it.
pub fn number<T: FromStr>(text: &str) -> Result<T, String> {
    text.parse().map_err(|_| {
        let excerpt: String = text.chars().take(20).collect();
        format!("'{excerpt}' is not a number")
    })
}

/// Splits the words after a command's game into the game's `KEY=VALUE`
/// options and the rest (players, records), each in order. A player's
/// name may hold `=` too (`iterations=N`): those stay with the rest.
pub fn options_and_rest(words: &[String]) -> (Vec<&str>, Vec<&str>) {
    let is_option = |w: &&String| w.contains('=') && !w.starts_with("iterations=");
    let options = words.iter().filter(is_option).map(String::as_str);
    let rest = words.iter().filter(|w| !is_option(w)).map(String::as_str);
    (options.collect(), rest.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn flags_take_the_next_word_and_the_others_stay_in_order() {
        let args = words("mad-rooks hard --seed 7 mcts --seed 9 --scale 0.5");
        let read = Arguments::read(&args, &["--seed", "--scale", "--games"]).unwrap();
        assert_eq!(read.words, words("mad-rooks hard mcts"));
        assert_eq!(read.value("--seed"), Some("9"));
        assert_eq!(read.number("--scale", 1.0), Ok(0.5));
        assert_eq!(read.number("--games", 20u64), Ok(20));
        assert!(read.number::<u64>("--scale", 1).is_err());
        let error = Arguments::read(&words("mad-rooks --seed"), &["--seed"]).unwrap_err();
        assert_eq!(error, "--seed needs a value");
    }

    #[test]
    fn a_bad_number_is_quoted_briefly() {
        let long = "x".repeat(500);
        let error = number::<u32>(&long).unwrap_err();
        assert!(error.len() < 60, "{error}");
        assert_eq!(number::<u32>("12"), Ok(12));
    }

    #[test]
    fn options_are_the_key_value_words_but_a_count_of_iterations() {
        let args = words("players=4 hard iterations=500 size=8");
        let (options, rest) = options_and_rest(&args);
        assert_eq!(options, ["players=4", "size=8"]);
        assert_eq!(rest, ["hard", "iterations=500"]);
    }
}
