//! The example servers: the failures the design seeds describe, each classified as they
//! argue (SEP-1303 wins where they disagree). Each module's `toolset()` is what its binary
//! serves and what the demo plays.

pub mod files;
pub mod payments;
pub mod search;
