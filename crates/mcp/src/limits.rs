//! What one call may take of the server: inputs of at most 256 KB, a few calls
//! working at once (one per core), and a deadline, so that no input or number of
//! clients makes it hang. Calls work on blocking threads, off the async threads that
//! serve the site's files: a large conversion never delays a page.

use std::sync::Arc;
use std::time::Duration;

use tokio::sync::Semaphore;

use crate::site::{Site, SiteSource};

/// The most a text given to a tool may hold, in bytes; more is an error result.
pub const MAX_INPUT_BYTES: usize = 256 * 1024;

/// The largest message taken (a request's body, a line on stdio): a 256 KB input
/// written as JSON, with room for its escapes. Inputs past 256 KB but within this get
/// an error result that says why; larger messages are refused unread.
pub const MAX_MESSAGE_BYTES: usize = 4 * MAX_INPUT_BYTES;

/// How long a call may take, waiting for a turn included.
pub const CALL_DEADLINE: Duration = Duration::from_secs(10);

/// What the calls share: where the site is, and the turns to work on it.
pub struct Limits {
    source: SiteSource,
    turns: Arc<Semaphore>,
}

impl Limits {
    /// Calls on the built site `source`, as many at once as there are cores.
    pub fn new(source: SiteSource) -> Limits {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        Limits { source, turns: Arc::new(Semaphore::new(cores)) }
    }

    /// Loads the site on a thread of its own, so that the first call finds it loaded;
    /// a site that cannot be loaded is reported by the calls.
    pub fn preload(self: &Arc<Self>) {
        let limits = self.clone();
        std::thread::spawn(move || drop(limits.source.current()));
    }

    /// Runs `work` on the current build on a blocking thread, in turn, within the
    /// deadline; what it or the deadline says otherwise is the error.
    pub(crate) async fn run<T: Send + 'static>(
        self: &Arc<Self>,
        work: impl FnOnce(&Site) -> Result<T, String> + Send + 'static,
    ) -> Result<T, String> {
        let limits = self.clone();
        let call = async move {
            let turn = limits.turns.clone().acquire_owned().await.map_err(|_| "the server is stopping".to_string())?;
            let task = tokio::task::spawn_blocking(move || {
                // Held until the work ends, even when its caller has given up waiting.
                let _turn = turn;
                work(&*limits.source.current()?)
            });
            task.await.map_err(|err| format!("the call failed: {err}"))?
        };
        tokio::time::timeout(CALL_DEADLINE, call)
            .await
            .unwrap_or_else(|_| Err(format!("the call took longer than {} s: its answer was dropped", CALL_DEADLINE.as_secs())))
    }
}

/// An error result for a text larger than [`MAX_INPUT_BYTES`].
pub(crate) fn check_size(name: &str, text: &str) -> Result<(), String> {
    if text.len() > MAX_INPUT_BYTES {
        return Err(format!(
            "`{name}` is {} bytes; the most a call takes is {MAX_INPUT_BYTES} bytes (256 KB): give it in parts",
            text.len()
        ));
    }
    Ok(())
}
