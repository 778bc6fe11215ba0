//! Large cached files sent from the files themselves, on a real socket: the bytes
//! arrive whole and in order, in ranges, to slow readers, and from memory when the
//! file no longer holds them.

#![cfg(target_os = "linux")]

use site_headers::HeaderRules;
use site_server::{serve_on, ServerConfig};
use std::fs;
use std::io::{Seek, SeekFrom, Write};
use std::time::Duration;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};

const SIZE: usize = 300 * 1024;

/// Bytes that differ from position to position, so that a misplaced piece shows.
fn content() -> Vec<u8> {
    (0..SIZE as u32).map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8).collect()
}

/// Serves a folder holding `large.bin` until the returned sender is dropped; the
/// files are not checked against the disk again while the test runs.
async fn start() -> (u16, tempfile::TempDir, tokio::sync::oneshot::Sender<()>) {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("large.bin"), content()).unwrap();
    let mut config = ServerConfig::new(dir.path().to_path_buf(), "/base/".into(), HeaderRules::default());
    config.recheck_files_after = Duration::from_secs(3600);
    assert!(config.limits.open_files > 0, "this process may keep files open");
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(serve_on(listener, config, None, async {
        let _ = stopped.await;
    }));
    (port, dir, stop)
}

/// Reads one response from `stream`: its head and exactly Content-Length bytes of body.
async fn read_response(stream: &mut TcpStream) -> (String, Vec<u8>) {
    let mut received = Vec::new();
    let mut buffer = vec![0u8; 4096];
    let head_end = loop {
        if let Some(end) = received.windows(4).position(|w| w == b"\r\n\r\n") {
            break end + 4;
        }
        let n = stream.read(&mut buffer).await.unwrap();
        assert!(n > 0, "the connection closed before the headers");
        received.extend_from_slice(&buffer[..n]);
    };
    let head = String::from_utf8_lossy(&received[..head_end]).to_string();
    let length: usize =
        head.lines().find_map(|line| line.to_ascii_lowercase().strip_prefix("content-length:").map(|v| v.trim().parse().unwrap())).unwrap();
    let mut body = received[head_end..].to_vec();
    while body.len() < length {
        let n = stream.read(&mut buffer).await.unwrap();
        assert!(n > 0, "the connection closed within the body");
        body.extend_from_slice(&buffer[..n]);
    }
    assert_eq!(body.len(), length, "nothing beyond the body");
    (head, body)
}

async fn get(stream: &mut TcpStream, extra_headers: &str) -> (String, Vec<u8>) {
    let request = format!("GET /base/large.bin HTTP/1.1\r\nHost: x\r\n{extra_headers}\r\n");
    stream.write_all(request.as_bytes()).await.unwrap();
    read_response(stream).await
}

#[tokio::test(flavor = "multi_thread")]
async fn large_files_arrive_whole_in_ranges_and_to_slow_readers() {
    let (port, _dir, _stop) = start().await;
    let expected = content();
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    let (head, body) = get(&mut stream, "").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(body == expected, "the whole file, in order");
    assert!(get(&mut stream, "").await.1 == expected, "again on the same connection");

    let (head, body) = get(&mut stream, "Range: bytes=70000-250000\r\n").await;
    assert!(head.starts_with("HTTP/1.1 206"), "{head}");
    assert!(body == expected[70_000..=250_000], "the range asked for");

    // A reader with a small buffer that takes its time: the sends stop part-way.
    let socket = TcpSocket::new_v4().unwrap();
    socket.set_recv_buffer_size(4096).unwrap();
    let mut slow = socket.connect(([127, 0, 0, 1], port).into()).await.unwrap();
    slow.write_all(b"GET /base/large.bin HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let (_, body) = read_response(&mut slow).await;
    assert!(body == expected, "whole to a slow reader");
}

#[tokio::test(flavor = "multi_thread")]
async fn the_bytes_are_sent_from_the_file_itself() {
    let (port, dir, _stop) = start().await;
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    assert!(get(&mut stream, "").await.1 == content());

    // Overwritten in place, same length, and not checked again: a copy from memory
    // would still send the bytes read first.
    let mut file = fs::OpenOptions::new().write(true).open(dir.path().join("large.bin")).unwrap();
    file.seek(SeekFrom::Start(100_000)).unwrap();
    file.write_all(b"written in place").unwrap();
    let (_, body) = get(&mut stream, "").await;
    assert_eq!(&body[100_000..100_016], b"written in place");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_file_cut_short_in_place_is_sent_from_memory() {
    let (port, dir, _stop) = start().await;
    let expected = content();
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    assert!(get(&mut stream, "").await.1 == expected);

    // Until the server checks the file again, the response announces the bytes it
    // holds, and must deliver all of them: those the file still has, then the rest.
    fs::OpenOptions::new().write(true).open(dir.path().join("large.bin")).unwrap().set_len(1000).unwrap();
    let (head, body) = get(&mut stream, "").await;
    assert!(head.starts_with("HTTP/1.1 200"), "{head}");
    assert!(body == expected, "all {SIZE} bytes, {} received", body.len());
    assert!(get(&mut stream, "").await.1 == expected, "and again");
}
