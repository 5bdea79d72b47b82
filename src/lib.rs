//! Rule engines for five abstract board games — Mad Bishops, Mad Rooks,
//! Kobudai, Martian Checkers and Cross-Hairs — shared by the web site
//! (through WebAssembly) and the `engine` text protocol.
//!
//! - [`game`]: the game-agnostic core every game implements.
//! - [`board`]: board geometry (cell names, centres, directions).
//! - [`games`]: one module per game.
//! - [`session`]: a game in progress with its record, undo and redo, driven
//!   by action notation; what the site and the protocol talk to.
//! - [`record`]: the compact form of a game record, for addresses.
//! - [`view`]: the description of a position that the renderer draws.
//! - [`turn_view`]: what the latest turns did, marked and in words.
//! - [`game_info`]: what a game tells the site before it starts (each game
//!   module defines its entry).
//! - [`registry`]: the one place that lists the games.
//! - [`protocol`]: the engine text protocol, line by line.
//! - [`ai`]: the computer opponent, a search over any game.
//! - [`tournament`]: matches between players, for measuring strength; it
//!   uses [`ai`] and the [`registry`], which know nothing of it.
//! - [`analysis`]: a game already played, turn by turn, and what a search
//!   would play at any point of it (the `analyse` command).
//! - [`rng`]: a seeded random number generator for playouts and tests.
//! - [`fitting`]: what the tools that fit learnt evaluations share.
//! - [`command_line`]: what the commands share in reading their arguments.

pub mod ai;
#[cfg(feature = "search")]
pub mod analysis;
pub mod board;
pub mod command_line;
pub mod fitting;
#[cfg(feature = "search")]
pub mod fuzzing;
pub mod game;
pub mod game_info;
pub mod games;
pub mod limits;
#[cfg(feature = "search")]
pub mod pooling;
#[cfg(feature = "search")]
pub mod protocol;
pub mod record;
pub mod registry;
#[cfg(feature = "search")]
pub mod replays_file;
pub mod rng;
pub mod seat_adjusted;
pub mod session;
#[cfg(feature = "search")]
pub mod tournament;
pub mod turn_view;
pub mod view;

#[cfg(target_arch = "wasm32")]
mod wasm;
