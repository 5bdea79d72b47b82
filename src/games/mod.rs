//! One module per game, each implementing [`crate::game::Game`].

pub mod mad;
