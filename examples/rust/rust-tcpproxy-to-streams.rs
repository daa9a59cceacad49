//! What NymProxyClient and NymProxyServer do, rebuilt on streams: one mixnet
//! client per side, one stream per TCP connection.
//!   exit side:  cargo run -- exit 127.0.0.1:9000
//!   entry side: cargo run -- entry <EXIT_ADDRESS>   (then connect to 127.0.0.1:8080)
//! Dependencies: those of rust-stream-quickstart.Cargo.toml.

use std::time::Duration;

use nym_sdk::mixnet::{MixnetClient, Recipient};
use tokio::io::copy_bidirectional;
use tokio::net::{TcpListener, TcpStream};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["exit", upstream] => run_exit(upstream.to_string()).await,
        ["entry", exit] => run_entry(exit.parse()?).await,
        _ => Err("usage: exit <UPSTREAM_HOST:PORT> | entry <EXIT_ADDRESS>".into()),
    }
}

/// Accepts streams and joins each to a new TCP connection to the upstream service.
async fn run_exit(upstream: String) -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClient::connect_new().await?;
    println!("exit address: {}", client.nym_address());
    let mut listener = client.listener()?;

    while let Some(mut stream) = listener.accept().await {
        let upstream = upstream.clone();
        tokio::spawn(async move {
            let Ok(mut tcp) = TcpStream::connect(&upstream).await else {
                eprintln!("{}: upstream {upstream} unreachable", stream.id());
                return;
            };
            // Runs until the TCP side closes or the stream is reaped when idle.
            let _ = copy_bidirectional(&mut stream, &mut tcp).await;
        });
    }
    Ok(())
}

/// Listens on 127.0.0.1:8080 and carries each TCP connection in a stream of its own.
async fn run_entry(exit: Recipient) -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClient::connect_new().await?;
    let local = TcpListener::bind("127.0.0.1:8080").await?;
    println!("entry listening on 127.0.0.1:8080");

    loop {
        let (mut tcp, peer) = local.accept().await?;
        let mut stream = client.open_stream(exit, None).await?;
        println!("{peer} -> {}", stream.id());
        tokio::spawn(async move {
            // Data that overtakes the Open frame is dropped at the exit:
            // give the Open a head start before the first bytes follow.
            tokio::time::sleep(Duration::from_secs(3)).await;
            let _ = copy_bidirectional(&mut tcp, &mut stream).await;
        });
    }
}
