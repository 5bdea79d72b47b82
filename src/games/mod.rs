//! One module per game, each implementing [`crate::game::Game`].

pub mod crosshairs;
pub mod kobudai;
pub mod kobudai_learnt;
pub mod mad;
pub mod mad_bishops_lines;
pub mod mad_learnt;
pub mod mad_rooks_lines;
pub mod martian;
pub mod martian_learnt;
