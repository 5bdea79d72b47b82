//! One module per game, each implementing [`crate::game::Game`].

pub mod kobudai;
pub mod mad;
pub mod martian;
