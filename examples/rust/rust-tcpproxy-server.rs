//! src/bin/proxy-server.rs: a plain TCP service on 127.0.0.1:9000 and a
//! NymProxyServer in front of it, reachable only through the mixnet.

use nym_sdk::tcp_proxy::NymProxyServer;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpListener;

const UPSTREAM: &str = "127.0.0.1:9000";

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // The service being hidden: it answers every chunk with its length.
    let upstream = TcpListener::bind(UPSTREAM).await?;
    tokio::spawn(async move {
        while let Ok((mut socket, _)) = upstream.accept().await {
            tokio::spawn(async move {
                let mut chunk = vec![0u8; 16 * 1024];
                while let Ok(read) = socket.read(&mut chunk).await {
                    if read == 0 {
                        break;
                    }
                    let answer = format!("upstream got {read} bytes\n");
                    if socket.write_all(answer.as_bytes()).await.is_err() {
                        break;
                    }
                }
            });
        }
    });

    // Keys live in this folder, so the Nym address survives restarts.
    // None, None: mainnet defaults, any gateway.
    let mut proxy = NymProxyServer::new(UPSTREAM, "./proxy-server-data", None, None).await?;
    println!("proxy server address: {}", proxy.nym_address());

    // Ctrl-C asks the proxy to stop through its shutdown channel.
    let stop = proxy.disconnect_signal();
    tokio::spawn(async move {
        let _ = tokio::signal::ctrl_c().await;
        let _ = stop.send(()).await;
    });

    proxy.run_with_shutdown().await?;
    Ok(())
}
