//! `site dev` end to end: it builds and serves the fixture site, a change to the
//! content is rebuilt and announced to open pages, which reload.

mod common;

use common::{copy_fixture, free_port, get, Running};
use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn start_dev(root: &Path) -> Running {
    let port = free_port();
    let child = Command::new(env!("CARGO_BIN_EXE_site"))
        .args(["dev", "--root"])
        .arg(root)
        .args(["--web-dist", "web-dist", "--out", "build", "--port", &port.to_string()])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    Running { child, port }
}

#[test]
fn a_content_change_is_rebuilt_and_reloads_open_pages() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture(dir.path());
    let dev = start_dev(dir.path());
    let page = dev.wait_until_serving("/base/docs/FAQ/");
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

#[cfg(unix)]
#[test]
fn ctrl_c_stops_the_dev_server_even_with_a_page_listening() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture(dir.path());
    let mut dev = start_dev(dir.path());
    dev.wait_until_serving("/base/");
    let mut events = TcpStream::connect(("127.0.0.1", dev.port)).unwrap();
    write!(events, "GET /__dev/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n").unwrap();
    std::thread::sleep(Duration::from_millis(300));
    let status = dev.interrupt(Duration::from_secs(10));
    assert!(status.is_some_and(|s| s.success()), "the dev server did not stop: {status:?}");
}
