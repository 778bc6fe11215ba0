//! What the CLI's end-to-end tests share: the fixture site, ports, a running `site`
//! process and plain HTTP requests.

#![allow(dead_code)] // Each test file uses its own part.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, ExitStatus};
use std::time::{Duration, Instant};

/// A `site` process, killed when dropped.
pub(crate) struct Running {
    pub(crate) child: Child,
    pub(crate) port: u16,
}

impl Drop for Running {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Running {
    /// Waits until the server answers `path`; its response.
    pub(crate) fn wait_until_serving(&self, path: &str) -> String {
        let started = Instant::now();
        loop {
            if let Some(response) = get(self.port, path) {
                return response;
            }
            assert!(started.elapsed() < Duration::from_secs(30), "the server did not start");
            std::thread::sleep(Duration::from_millis(100));
        }
    }

    /// Sends Ctrl-C (SIGINT); the exit status if the process ends within `limit`.
    #[cfg(unix)]
    pub(crate) fn interrupt(&mut self, limit: Duration) -> Option<ExitStatus> {
        let status = Command::new("kill").args(["-INT", &self.child.id().to_string()]).status().unwrap();
        assert!(status.success());
        let started = Instant::now();
        while started.elapsed() < limit {
            if let Some(status) = self.child.try_wait().unwrap() {
                return Some(status);
            }
            std::thread::sleep(Duration::from_millis(50));
        }
        None
    }
}

pub(crate) fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// A copy of the compiler's fixture site (base path `/base/`) in `to`.
pub(crate) fn copy_fixture(to: &Path) {
    let from = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/tests/fixtures/site");
    for entry in walkdir::WalkDir::new(&from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(&from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

/// A GET on a new connection; the whole response, or `None` if the server is not there.
pub(crate) fn get(port: u16, path: &str) -> Option<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    stream.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    write!(stream, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    Some(response)
}
