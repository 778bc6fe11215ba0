//! Worker threads, one per core, each running its own single-threaded event loop, as
//! nginx runs one worker process per core: a connection's requests are read, answered
//! and written on one thread, with no hand-over between threads per request. (With
//! tokio's shared multi-threaded scheduler, every request woke a second thread; on a
//! busy machine each wake waits for a time slice, and throughput fell to half of
//! nginx's while CPU time per request was lower than nginx's.)
//!
//! The accept loop hands each new connection to the worker with the fewest open ones.
//!
//! A busy worker finds new requests ready each time it has answered the last ones,
//! so it never blocks and keeps its core until the scheduler takes it away: where
//! other programs share the cores (the load generator in `bench/serve`, a proxy in
//! front), they wait for it, and so do their requests. Each time a worker has
//! answered all it had ready it yields its core before it checks for more: on the
//! page at 100 connections that took our p99 from 7.8 ms to about 2 ms, with the
//! same CPU per request (`bench/README.md`). Yielding every 16 responses, or every
//! millisecond, in the middle of a batch, made the p99 at 1,000 connections worse
//! instead (31 and 35 ms against 21 and 22).

use std::future::Future;
use std::pin::Pin;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use std::thread::JoinHandle;
use tokio::sync::mpsc;

/// The work of one connection; first polled on the worker's event loop, so the
/// sockets it opens there belong to that loop.
pub(crate) type Job = Pin<Box<dyn Future<Output = ()> + Send>>;

pub(crate) struct Workers {
    workers: Vec<Worker>,
}

struct Worker {
    jobs: mpsc::UnboundedSender<Job>,
    open: Arc<AtomicUsize>,
    thread: JoinHandle<()>,
}

impl Workers {
    /// One worker per core.
    pub(crate) fn start() -> std::io::Result<Workers> {
        let count = std::thread::available_parallelism().map_or(1, |n| n.get());
        let workers = (0..count).map(Worker::start).collect::<std::io::Result<_>>()?;
        Ok(Workers { workers })
    }

    /// Runs `job` on the least busy worker.
    pub(crate) fn run(&self, job: Job) {
        let worker = self.workers.iter().min_by_key(|w| w.open.load(Ordering::Relaxed)).expect("there is a worker");
        worker.open.fetch_add(1, Ordering::Relaxed);
        let open = worker.open.clone();
        let counted: Job = Box::pin(async move {
            job.await;
            open.fetch_sub(1, Ordering::Relaxed);
        });
        // A worker only stops when its sender is dropped.
        let _ = worker.jobs.send(counted);
    }

    /// Stops the workers once their work is done; what is still running is dropped.
    pub(crate) async fn stop(self) {
        let threads: Vec<JoinHandle<()>> = self.workers.into_iter().map(|w| w.thread).collect();
        let _ = tokio::task::spawn_blocking(move || threads.into_iter().for_each(|t| drop(t.join()))).await;
    }
}

impl Worker {
    fn start(index: usize) -> std::io::Result<Worker> {
        let (jobs, mut received) = mpsc::unbounded_channel::<Job>();
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_all()
            // Out of ready work, about to wait for I/O: let threads waiting for this
            // core run first (see the module's comment).
            .on_thread_park(std::thread::yield_now)
            .build()?;
        let thread = std::thread::Builder::new().name(format!("site-worker-{index}")).spawn(move || {
            runtime.block_on(async {
                while let Some(job) = received.recv().await {
                    tokio::spawn(job);
                }
            });
        })?;
        Ok(Worker { jobs, open: Arc::new(AtomicUsize::new(0)), thread })
    }
}
