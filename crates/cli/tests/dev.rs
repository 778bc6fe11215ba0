//! `site dev` end to end: it builds and serves the fixture site, a change to the
//! content is rebuilt and announced to open pages, which reload.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

struct Dev {
    child: Child,
    port: u16,
}

impl Drop for Dev {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

fn copy_dir(from: &Path, to: &Path) {
    for entry in walkdir::WalkDir::new(from) {
        let entry = entry.unwrap();
        let target = to.join(entry.path().strip_prefix(from).unwrap());
        if entry.file_type().is_dir() {
            std::fs::create_dir_all(&target).unwrap();
        } else {
            std::fs::copy(entry.path(), &target).unwrap();
        }
    }
}

fn get(port: u16, path: &str) -> Option<String> {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).ok()?;
    write!(stream, "GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n").ok()?;
    let mut response = String::new();
    stream.read_to_string(&mut response).ok()?;
    Some(response)
}

#[test]
fn a_content_change_is_rebuilt_and_reloads_open_pages() {
    let dir = tempfile::tempdir().unwrap();
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("../compiler/tests/fixtures/site");
    copy_dir(&fixture, dir.path());
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["dev", "--root"])
        .arg(dir.path())
        .args(["--web-dist", "web-dist", "--out", "build", "--port", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let dev = Dev { child, port };

    let started = Instant::now();
    let page = loop {
        if let Some(page) = get(dev.port, "/base/docs/FAQ/") {
            break page;
        }
        assert!(started.elapsed() < Duration::from_secs(30), "the dev server did not start");
        std::thread::sleep(Duration::from_millis(100));
    };
    assert!(page.contains("new EventSource(\"/__dev/events\")"), "documents carry the live-reload script");

    let mut events = TcpStream::connect(("127.0.0.1", dev.port)).unwrap();
    write!(events, "GET /__dev/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n").unwrap();
    events.set_read_timeout(Some(Duration::from_secs(20))).unwrap();
    let mut events = BufReader::new(events);
    let mut line = String::new();
    while events.read_line(&mut line).unwrap() > 0 && line != "\r\n" {
        line.clear();
    }

    let changed = Instant::now();
    let faq = dir.path().join("content/docs/FAQ.md");
    let text = std::fs::read_to_string(&faq).unwrap();
    std::fs::write(&faq, text.replace("Because.", "Because it changed.")).unwrap();
    loop {
        line.clear();
        assert!(events.read_line(&mut line).unwrap() > 0, "the event stream ended");
        if line.starts_with("event: rebuilt") {
            break;
        }
    }
    let reload_after = changed.elapsed();
    eprintln!("rebuilt and told the open pages {} ms after the change", reload_after.as_millis());
    let page = get(dev.port, "/base/docs/FAQ/").unwrap();
    assert!(page.contains("Because it changed."), "the page is rebuilt");
}
