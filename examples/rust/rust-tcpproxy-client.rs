//! src/bin/proxy-client.rs: a NymProxyClient on 127.0.0.1:8080 that
//! forwards each local TCP connection to the proxy server given as argument.

use std::time::Duration;

use nym_sdk::mixnet::Recipient;
use nym_sdk::tcp_proxy::NymProxyClient;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let server: Recipient = std::env::args()
        .nth(1)
        .ok_or_else(|| anyhow::anyhow!("usage: proxy-client <PROXY_SERVER_ADDRESS>"))?
        .parse()?;

    // Listen on 127.0.0.1:8080; keep a session's mixnet client 60 s after
    // its TCP connection closes; mainnet (None); keep 2 clients warm.
    let proxy = NymProxyClient::new(server, "127.0.0.1", "8080", 60, None, 2).await?;
    let runner = proxy.clone();
    tokio::spawn(async move { runner.run().await });

    // Leave the pool time to connect its first clients.
    tokio::time::sleep(Duration::from_secs(15)).await;

    // From here on it is ordinary TCP: the proxy does the mixnet part.
    let mut socket = TcpStream::connect("127.0.0.1:8080").await?;
    socket.write_all(b"hello, hidden service").await?;

    let mut answer = vec![0u8; 1024];
    let read = tokio::time::timeout(Duration::from_secs(90), socket.read(&mut answer)).await??;
    print!("{}", String::from_utf8_lossy(&answer[..read]));

    drop(socket);
    proxy.disconnect().await;
    Ok(())
}
