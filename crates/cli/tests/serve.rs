//! `site serve` end to end: a built site served by the real binary, under abuse that
//! a public server meets, and stopped with Ctrl-C.

mod common;

use common::{copy_fixture, free_port, get, Running};
use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The fixture site built into `root/build`.
fn build_fixture(root: &Path) {
    copy_fixture(root);
    let status = Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["build", "--root"])
        .arg(root)
        .args(["--web-dist", "web-dist", "--out", "build"])
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success());
}

/// `site serve` on the build, with the open-file limit set to `open_files`.
fn serve(root: &Path, open_files: u32) -> Running {
    let port = free_port();
    let child = Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -n {open_files} && exec \"$0\" serve --dir \"$1\" --port {port}"))
        .arg(env!("CARGO_BIN_EXE_site"))
        .arg(root.join("build"))
        .stdout(Stdio::null())
        .spawn()
        .unwrap();
    Running { child, port }
}

#[cfg(unix)]
#[test]
fn more_half_sent_requests_than_open_files_do_not_make_the_server_unreachable() {
    const HALF_SENT: usize = 1100;
    // This test holds the clients' ends of the connections.
    let limit = rlimit::increase_nofile_limit(4096).unwrap();
    assert!(limit >= 1500, "the test needs 1,500 open files, the limit is {limit}");
    let dir = tempfile::tempdir().unwrap();
    build_fixture(dir.path());
    let server = serve(dir.path(), 1024);
    server.wait_until_serving("/base/");

    let mut half_sent = Vec::with_capacity(HALF_SENT);
    for _ in 0..HALF_SENT {
        let Ok(mut stream) = TcpStream::connect(("127.0.0.1", server.port)) else { continue };
        let _ = stream.write_all(b"GET /base/ HTTP/1.1\r\nHost: 127.0.0.1\r\n");
        half_sent.push(stream);
    }
    // Well within the 30 s header deadline: only the connection cap keeps it answering.
    for _ in 0..5 {
        let response = get(server.port, "/base/docs/FAQ/").unwrap_or_default();
        assert!(response.starts_with("HTTP/1.1 200 OK"), "the server did not answer: {response:?}");
    }
    let closed = half_sent
        .iter_mut()
        .map(|stream| {
            stream.set_nonblocking(true).unwrap();
            match stream.read(&mut [0u8; 64]) {
                Ok(0) => true,
                Err(err) => err.kind() != std::io::ErrorKind::WouldBlock,
                Ok(_) => false,
            }
        })
        .filter(|&closed| closed)
        .count();
    assert!(closed >= HALF_SENT - 1024, "the longest waiting connections made room: {closed} closed");
}

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_server() {
    let dir = tempfile::tempdir().unwrap();
    build_fixture(dir.path());
    let mut server = serve(dir.path(), 1024);
    server.wait_until_serving("/base/");
    let status = server.interrupt(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "{status:?}");
}
