//! The server on a real socket, against clients that are slow, idle or too many.

use site_headers::HeaderRules;
use site_server::{serve_on, ServerConfig};
use std::fs;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

struct Server {
    port: u16,
    _dir: tempfile::TempDir,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.stop.take().map(|stop| stop.send(()));
    }
}

async fn start(configure: impl FnOnce(&mut ServerConfig)) -> Server {
    let dir = tempfile::tempdir().unwrap();
    fs::write(dir.path().join("index.html"), "<h1>Home</h1>").unwrap();
    fs::write(dir.path().join("large.bin"), vec![7u8; 16 * 1024 * 1024]).unwrap();
    let mut config = ServerConfig::new(dir.path().to_path_buf(), "/base/".into(), HeaderRules::default());
    configure(&mut config);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let port = listener.local_addr().unwrap().port();
    let (stop, stopped) = tokio::sync::oneshot::channel::<()>();
    tokio::spawn(serve_on(listener, config, None, async {
        let _ = stopped.await;
    }));
    Server { port, _dir: dir, stop: Some(stop) }
}

/// A full request on a new connection; the response's status line.
async fn status_line(port: u16) -> String {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).await.unwrap();
    stream.write_all(b"GET /base/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut response = Vec::new();
    stream.read_to_end(&mut response).await.unwrap();
    String::from_utf8_lossy(&response).lines().next().unwrap_or("").to_string()
}

/// How long until the server closes `stream` (reading until end of stream or error).
async fn time_until_closed(mut stream: TcpStream, limit: Duration) -> Option<Duration> {
    let started = Instant::now();
    let mut buffer = [0u8; 4096];
    tokio::time::timeout(limit, async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => return started.elapsed(),
                Ok(_) => {}
            }
        }
    })
    .await
    .ok()
}

#[tokio::test(flavor = "multi_thread")]
async fn clients_trickling_their_headers_are_cut_off_at_the_deadline() {
    let server = start(|config| config.limits.header_read_timeout = Duration::from_millis(800)).await;
    let mut trickling = Vec::new();
    for _ in 0..20 {
        let mut stream = TcpStream::connect(("127.0.0.1", server.port)).await.unwrap();
        stream.write_all(b"GET /base/ HTTP/1.1\r\n").await.unwrap();
        trickling.push(stream);
    }
    let (closed_tx, mut closed) = tokio::sync::mpsc::unbounded_channel();
    for mut stream in trickling {
        let closed_tx = closed_tx.clone();
        tokio::spawn(async move {
            let started = Instant::now();
            // One header byte every 100 ms, as a slow-loris client sends them.
            for byte in b"X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa".iter() {
                if stream.write_all(&[*byte]).await.is_err() {
                    break;
                }
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            let _ = closed_tx.send(started.elapsed() + time_until_closed(stream, Duration::from_secs(5)).await.unwrap_or(Duration::MAX));
        });
    }
    drop(closed_tx);
    while let Some(after) = closed.recv().await {
        assert!(after < Duration::from_secs(3), "a trickling client stayed connected for {after:?}");
    }
    assert_eq!(status_line(server.port).await, "HTTP/1.1 200 OK");
}

#[tokio::test(flavor = "multi_thread")]
async fn an_idle_keep_alive_connection_is_closed_at_the_deadline() {
    let server = start(|config| config.limits.header_read_timeout = Duration::from_millis(500)).await;
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).await.unwrap();
    stream.write_all(b"GET /base/ HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    let closed_after = time_until_closed(stream, Duration::from_secs(5)).await;
    assert!(closed_after.is_some_and(|after| after < Duration::from_secs(2)), "{closed_after:?}");
}

#[tokio::test(flavor = "multi_thread")]
async fn connections_from_the_servers_first_moments_get_the_whole_deadline() {
    let server = start(|config| config.limits.header_read_timeout = Duration::from_secs(3)).await;
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).await.unwrap();
    // Idle past a sweep (ten per second here), well within the deadline.
    tokio::time::sleep(Duration::from_millis(400)).await;
    stream.write_all(b"GET /base/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n").await.unwrap();
    let mut response = Vec::new();
    let _ = stream.read_to_end(&mut response).await;
    assert!(response.starts_with(b"HTTP/1.1 200"), "{:?}", String::from_utf8_lossy(&response));
}

#[tokio::test(flavor = "multi_thread")]
async fn at_the_connection_cap_half_sent_requests_make_room_for_clients_that_send_theirs() {
    let server = start(|config| config.limits.max_connections = 8).await;
    let mut half_sent = Vec::new();
    for _ in 0..12 {
        let mut stream = TcpStream::connect(("127.0.0.1", server.port)).await.unwrap();
        stream.write_all(b"GET /base/ HTTP/1.1\r\nHost: x\r\n").await.unwrap();
        half_sent.push(stream);
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    // The header deadline is the default 30 s: only making room can answer these.
    for _ in 0..3 {
        let answered = tokio::time::timeout(Duration::from_secs(5), status_line(server.port)).await;
        assert_eq!(answered.as_deref().ok(), Some("HTTP/1.1 200 OK"));
    }
    let oldest = half_sent.remove(0);
    assert!(time_until_closed(oldest, Duration::from_secs(5)).await.is_some(), "the longest waiting connection was closed");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_client_that_stops_reading_is_cut_off() {
    let server = start(|config| config.limits.send_timeout = Duration::from_millis(500)).await;
    let mut stream = TcpStream::connect(("127.0.0.1", server.port)).await.unwrap();
    stream.write_all(b"GET /base/large.bin HTTP/1.1\r\nHost: x\r\n\r\n").await.unwrap();
    // 16 MiB do not fit in the sockets' buffers: the server's writes stall.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let mut received = 0usize;
    let mut buffer = vec![0u8; 1 << 16];
    let drained = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match stream.read(&mut buffer).await {
                Ok(0) | Err(_) => break,
                Ok(n) => received += n,
            }
        }
    })
    .await;
    assert!(drained.is_ok(), "the connection was closed");
    assert!(received < 16 * 1024 * 1024, "the response was cut off, {received} bytes received");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_burst_of_clients_waits_in_the_listen_queue_rather_than_being_dropped() {
    // More than the 128 that tokio's own `bind` lets wait, within what the system allows.
    let somaxconn: usize = fs::read_to_string("/proc/sys/net/core/somaxconn").ok().and_then(|v| v.trim().parse().ok()).unwrap_or(4096);
    let clients = somaxconn.min(300);
    let listener = site_server::listen("127.0.0.1:0".parse().unwrap()).unwrap();
    let port = listener.local_addr().unwrap().port();
    let mut connected = Vec::new();
    // Where the queue is full, connecting waits for the kernel's retries (or, with
    // SYN cookies, succeeds on the client's side only: such a client reaches the
    // server once it sends something, and these send nothing).
    while let Ok(Ok(stream)) = tokio::time::timeout(Duration::from_secs(2), TcpStream::connect(("127.0.0.1", port))).await {
        connected.push(stream);
        if connected.len() == clients {
            break;
        }
    }
    assert_eq!(connected.len(), clients, "every client connected");
    let mut accepted = 0;
    while let Ok(Ok(_)) = tokio::time::timeout(Duration::from_millis(200), listener.accept()).await {
        accepted += 1;
    }
    assert_eq!(accepted, clients, "every client waited in the queue");
}
