//! Memory a build has freed, given back to the system.
//!
//! glibc's allocator keeps freed memory in the heaps of the threads that freed it,
//! and a build frees a great deal between its steps: the pages' sources once
//! rendered, their bodies once written, and, as it writes, brotli's tables on every
//! core (13 to 17 MB a file at its two best qualities). Kept, that memory made a
//! build of 5,000 pages peak at twice what it had in use; given back after each step
//! and every few thousand files written, the peak fell by a quarter (275 MB to 195
//! to 215), for about a second more of system time in 23.
//!
//! What giving back cannot undo is a heap whose pages each hold a little of what is
//! still in use: glibc serves a large block from the heaps once one of that size has
//! been freed, and the small things made around brotli's tables (a file's result,
//! its name) were left scattered over the pages those tables had. [`set_up_allocator`] keeps
//! large blocks out of the heaps.

/// Blocks this large or larger are mapped apart from the heaps, and unmapped when
/// freed: brotli's tables, a file's bytes.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const LARGE_BLOCK: libc::c_int = 1 << 20;

/// What free room a heap keeps at its top before it gives it back by itself: set,
/// as the threshold above, it would otherwise stay at glibc's 128 KB, and a heap
/// taken back and given again at every file cost a site of 265 pages 1.3 s more of
/// system time. [`release_freed`] gives it back at the build's own moments.
#[cfg(all(target_os = "linux", target_env = "gnu"))]
const HEAP_TOP_KEPT: libc::c_int = 64 << 20;

/// Sets the allocator up for a build (glibc); elsewhere, nothing to do. Called once,
/// before the build's threads start.
pub fn set_up_allocator() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `mallopt` takes no pointer; it changes two of the allocator's settings,
    // which glibc reads under its own locks.
    unsafe {
        libc::mallopt(libc::M_MMAP_THRESHOLD, LARGE_BLOCK);
        libc::mallopt(libc::M_TRIM_THRESHOLD, HEAP_TOP_KEPT);
    }
}

/// Gives the memory the process has freed back to the system, where the allocator
/// keeps it (glibc); elsewhere, nothing to do.
pub fn release_freed() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: `malloc_trim` takes no pointer; it only returns free pages of the
    // allocator's own heaps to the system, and is safe to call from any thread.
    unsafe {
        libc::malloc_trim(0);
    }
}
