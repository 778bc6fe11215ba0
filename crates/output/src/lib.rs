//! Writes the site to disk, with `.br` and `.gz` copies of text files.
//!
//! A build writes a directory beside the output and swaps it in, so a failed build
//! never leaves a half-written site. That directory is the output before last, kept
//! beside the output as a spare and brought up to date, where there is one: creating
//! a site's thousands of files and folders anew on every rebuild, and removing the
//! old ones, took most of a rebuild's time (on ext4 without a journal, each new file
//! or folder is checked against every one removed in the last minutes).
//!
//! The dev server instead updates the output in place, writing only files whose
//! content changed. Either way, a manifest of content hashes from the last write lets
//! unchanged files keep their compressed copies instead of being compressed again.
//! The dev server writes no compressed copies at all: its reader is on the same
//! machine, and compressing every changed page would only delay the reload.
//!
//! The modules, in the order data flows through them (each uses only those before it):
//! `fs_util` (file operations that name the path in their errors); `memory` (freed
//! memory given back to the system, [`release_freed`]); `output` (the
//! files to write, [`Output`], and [`WriteReport`]); `manifest` (the hashes of the
//! last write, in [`MANIFEST`], and of this one's files as they are written);
//! `compress` (the compressed copies); `spill` (files made before they are written,
//! [`Spill`]); `write` (the files written in parallel, and [`update_in_place`]);
//! `swap` ([`SiteWrite`]: the folder beside the output, the spare, the lock and the
//! swap).

mod compress;
mod fs_util;
mod manifest;
mod memory;
mod output;
mod spill;
mod swap;
mod texts;
mod write;

pub use manifest::MANIFEST;
pub use memory::{release_freed, set_up_allocator};
pub use output::{Compression, Content, Output, WriteReport};
pub use spill::Spill;
pub use swap::{write_fresh, write_in_place, SiteWrite};
pub use texts::{TextAt, TextFile};
pub use write::update_in_place;
