//! `site dev` end to end: it builds and serves the fixture site; an edit to a page's
//! text updates that page and names it to open pages, other changes rebuild the site
//! and reload them.

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
fn an_edit_to_a_pages_text_updates_open_pages_in_place_and_other_changes_reload_them() {
    let dir = tempfile::tempdir().unwrap();
    copy_fixture(dir.path());
    let dev = start_dev(dir.path());
    let page = dev.wait_until_serving("/base/docs/FAQ/");
    assert!(page.contains("new EventSource(\"/__dev/events\")"), "documents carry the live-reload script");

    let mut events = TcpStream::connect(("127.0.0.1", dev.port)).unwrap();
    write!(events, "GET /__dev/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n\r\n").unwrap();
    // Shorter than the stream's keep-alive interval, so a missing event fails the test.
    events.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
    let mut events = BufReader::new(events);
    let mut line = String::new();
    while events.read_line(&mut line).unwrap() > 0 && line != "\r\n" {
        line.clear();
    }

    let changed = Instant::now();
    let faq = dir.path().join("content/docs/FAQ.md");
    let text = std::fs::read_to_string(&faq).unwrap();
    std::fs::write(&faq, text.replace("Because.", "Because it changed.")).unwrap();
    assert_eq!(next_event(&mut events), ("page-updated".to_string(), "/docs/FAQ/".to_string()));
    eprintln!("updated the page and told the open pages {} ms after the change", changed.elapsed().as_millis());
    let data = get(dev.port, "/base/data/docs/FAQ/index.json").unwrap();
    assert!(data.contains("Because it changed."), "the page data is written before the pages are told");
    let document_written = (0..200).any(|_| {
        std::thread::sleep(Duration::from_millis(25));
        get(dev.port, "/base/docs/FAQ/").unwrap().contains("Because it changed.")
    });
    assert!(document_written, "the page's document follows");

    // The title is the sidebar's label: every page shows it.
    std::fs::write(&faq, text.replace("title: FAQ", "title: Questions")).unwrap();
    assert_eq!(next_event(&mut events).0, "rebuilt");
    assert!(get(dev.port, "/base/data/site.json").unwrap().contains(r#""label":"Questions""#), "the site is rebuilt");
}

/// The next server-sent event's name and data.
fn next_event(events: &mut impl BufRead) -> (String, String) {
    let mut line = String::new();
    let mut name = None;
    loop {
        line.clear();
        assert!(events.read_line(&mut line).unwrap() > 0, "the event stream ended");
        if let Some(event) = line.trim_end().strip_prefix("event: ") {
            name = Some(event.to_string());
        } else if let (Some(data), Some(name)) = (line.trim_end().strip_prefix("data: "), &name) {
            return (name.clone(), data.to_string());
        }
    }
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
