//! Sending the large files of the cache from the files themselves: the kernel moves
//! their bytes from its page cache to the socket (`sendfile`), as nginx does, rather
//! than the server copying them from its memory into the socket. On an 80 KB asset
//! at 1,000 connections that copy was about a third of the server's CPU time per
//! request (`bench/README.md`).
//!
//! hyper only writes bytes from memory, so the bytes still come from the cache:
//! a response whose body is a large file's bytes carries a [`FileRegion`] naming
//! the file behind them, and the connection's socket ([`SendfileSocket`]) knows
//! those bytes among what hyper writes and sends them from the file. Whatever it
//! does not know is written as it is, so no response depends on the file: a file
//! found shorter than the bytes held (cut short in place) is sent from memory.
//! The descriptor kept is the one the bytes were read from, so a file replaced by
//! renaming, as builds do, is still sent as read; one overwritten in place is sent
//! as it now is until the cache notices the change, as nginx does.
//!
//! The files stay open while they are cached, within a budget of descriptors
//! ([`OpenFiles`]) so that connections never run short of them.

use bytes::Bytes;
use std::fs::File;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;

/// Files smaller than this are copied, which spares a second call per response;
/// sending from the file was measured on an 80 KB asset, not on smaller files.
pub(crate) const SMALLEST_SENT_FROM_FILE: u64 = 32 * 1024;

/// How many files may be kept open to send from.
pub(crate) struct OpenFiles {
    left: AtomicUsize,
}

impl OpenFiles {
    pub(crate) fn new(budget: usize) -> Arc<OpenFiles> {
        Arc::new(OpenFiles { left: AtomicUsize::new(budget) })
    }

    /// Keeps `file` open if the budget allows.
    pub(crate) fn keep(self: &Arc<Self>, file: File) -> Option<Arc<KeptFile>> {
        self.left.fetch_update(Ordering::AcqRel, Ordering::Acquire, |left| left.checked_sub(1)).ok()?;
        Some(Arc::new(KeptFile { file, budget: self.clone() }))
    }
}

/// A file kept open to send from; closing it returns its place in the budget.
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) struct KeptFile {
    file: File,
    budget: Arc<OpenFiles>,
}

impl Drop for KeptFile {
    fn drop(&mut self) {
        self.budget.left.fetch_add(1, Ordering::AcqRel);
    }
}

/// A response body that is part of a kept file: `body` holds the file's bytes from
/// `offset` on, as read into the cache.
#[derive(Clone)]
#[cfg_attr(not(target_os = "linux"), allow(dead_code))]
pub(crate) struct FileRegion {
    body: Bytes,
    file: Arc<KeptFile>,
    offset: u64,
}

impl FileRegion {
    pub(crate) fn new(body: Bytes, file: Arc<KeptFile>, offset: u64) -> FileRegion {
        FileRegion { body, file, offset }
    }

    /// Where in the file `bytes` are, if they are a part of the body. (The region
    /// holds the body, so its memory cannot be reused for other bytes meanwhile.)
    #[cfg_attr(not(target_os = "linux"), allow(dead_code))]
    fn file_offset(&self, bytes: &[u8]) -> Option<u64> {
        let at = (bytes.as_ptr() as usize).checked_sub(self.body.as_ptr() as usize)?;
        (!bytes.is_empty() && at + bytes.len() <= self.body.len()).then_some(self.offset + at as u64)
    }
}

/// The region of the response being written on a connection, set by the service
/// when it answers and read by the connection's socket.
pub(crate) type CurrentRegion = Arc<std::sync::Mutex<Option<FileRegion>>>;

#[cfg(target_os = "linux")]
pub(crate) use linux::SendfileSocket;

#[cfg(target_os = "linux")]
mod linux {
    use super::{CurrentRegion, FileRegion};
    use rustix::net::{SendAncillaryBuffer, SendFlags};
    use std::io::{self, IoSlice};
    use std::pin::Pin;
    use std::task::{ready, Context, Poll};
    use tokio::io::{AsyncRead, AsyncWrite, Interest, ReadBuf};
    use tokio::net::TcpStream;

    /// A connection's socket that sends the current region's bytes from its file.
    pub(crate) struct SendfileSocket {
        stream: TcpStream,
        region: CurrentRegion,
    }

    impl SendfileSocket {
        pub(crate) fn new(stream: TcpStream, region: CurrentRegion) -> SendfileSocket {
            SendfileSocket { stream, region }
        }
    }

    /// What one write did.
    enum Sent {
        Bytes(usize),
        /// The file holds fewer bytes than the body (it was cut short in place) or
        /// cannot be sent from; nothing was written.
        FileFailed,
    }

    /// Writes `before` (the response's headers, if any) and then `len` bytes of
    /// `file` from `offset`, as far as the socket takes them without blocking.
    fn send(socket: &TcpStream, before: &[IoSlice<'_>], file: &std::fs::File, offset: u64, len: usize) -> io::Result<Sent> {
        let head: usize = before.iter().map(|slice| slice.len()).sum();
        let mut written = 0;
        if head > 0 {
            // MSG_MORE: the headers leave with the start of the body, not alone.
            written = rustix::net::sendmsg(socket, before, &mut SendAncillaryBuffer::default(), SendFlags::MORE | SendFlags::NOSIGNAL)?;
            if written < head {
                return Ok(Sent::Bytes(written));
            }
        }
        let mut at = offset;
        match rustix::fs::sendfile(socket, file, Some(&mut at), len) {
            Ok(0) | Err(_) if written > 0 => Ok(Sent::Bytes(written)),
            Err(rustix::io::Errno::AGAIN) => Err(io::ErrorKind::WouldBlock.into()),
            Ok(0) | Err(_) => Ok(Sent::FileFailed),
            Ok(sent) => Ok(Sent::Bytes(written + sent)),
        }
    }

    impl AsyncWrite for SendfileSocket {
        fn poll_write_vectored(self: Pin<&mut Self>, cx: &mut Context<'_>, bufs: &[IoSlice<'_>]) -> Poll<io::Result<usize>> {
            let this = self.get_mut();
            let mut region = this.region.lock().expect("the region lock is never poisoned");
            let found = region.as_ref().and_then(|region: &FileRegion| {
                bufs.iter().enumerate().find_map(|(index, slice)| Some((index, region.file_offset(slice)?, region.file.clone())))
            });
            let Some((index, offset, file)) = found else {
                return Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
            };
            loop {
                ready!(this.stream.poll_write_ready(cx))?;
                let sent =
                    this.stream.try_io(Interest::WRITABLE, || send(&this.stream, &bufs[..index], &file.file, offset, bufs[index].len()));
                match sent {
                    Ok(Sent::Bytes(count)) => return Poll::Ready(Ok(count)),
                    Ok(Sent::FileFailed) => {
                        // From memory from now on.
                        *region = None;
                        return Pin::new(&mut this.stream).poll_write_vectored(cx, bufs);
                    }
                    // The socket's readiness was cleared: wait for it again.
                    Err(err) if err.kind() == io::ErrorKind::WouldBlock => continue,
                    Err(err) => return Poll::Ready(Err(err)),
                }
            }
        }

        fn is_write_vectored(&self) -> bool {
            true
        }

        fn poll_write(self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &[u8]) -> Poll<io::Result<usize>> {
            self.poll_write_vectored(cx, &[IoSlice::new(buf)])
        }

        fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
            Pin::new(&mut self.stream).poll_flush(cx)
        }

        fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
            Pin::new(&mut self.stream).poll_shutdown(cx)
        }
    }

    impl AsyncRead for SendfileSocket {
        fn poll_read(mut self: Pin<&mut Self>, cx: &mut Context<'_>, buf: &mut ReadBuf<'_>) -> Poll<io::Result<()>> {
            Pin::new(&mut self.stream).poll_read(cx, buf)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_bytes_of_the_body_are_found_in_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("f");
        std::fs::write(&path, b"0123456789").unwrap();
        let budget = OpenFiles::new(1);
        let file = budget.keep(File::open(&path).unwrap()).unwrap();
        assert!(budget.keep(File::open(&path).unwrap()).is_none(), "the budget is spent");

        let whole = Bytes::from_static(b"0123456789");
        let region = FileRegion::new(whole.slice(2..8), file, 2);
        assert_eq!(region.file_offset(&whole[2..8]), Some(2));
        assert_eq!(region.file_offset(&whole[5..7]), Some(5));
        assert_eq!(region.file_offset(&whole[1..4]), None, "starts before the body");
        assert_eq!(region.file_offset(&whole[6..9]), None, "ends after the body");
        assert_eq!(region.file_offset(&whole[4..4]), None, "empty");
        assert_eq!(region.file_offset(b"234567"), None, "equal bytes elsewhere");

        drop(region);
        assert!(budget.keep(File::open(&path).unwrap()).is_some(), "closing the file returned its place");
    }
}
