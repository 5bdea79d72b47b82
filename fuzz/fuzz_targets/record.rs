#![no_main]
//! Fuzz target: see boardgames::fuzzing::record.

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| boardgames::fuzzing::record(data));
