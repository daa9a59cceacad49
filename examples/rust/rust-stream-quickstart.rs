//! One program, two mixnet clients: `service` takes the stream listener,
//! `dialer` opens a stream to it, and one line travels each way.
//! src/main.rs of a project with the dependencies of rust-stream-quickstart.Cargo.toml.

use std::time::Duration;

use nym_sdk::mixnet::{MixnetClient, MixnetStream};
use tokio::io::{AsyncBufReadExt, AsyncReadExt, AsyncWriteExt, BufReader};
use tokio::time::timeout;

/// How long to wait for anything that has to cross the mixnet.
const PATIENCE: Duration = Duration::from_secs(90);

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Two ephemeral clients: fresh keys in memory, a gateway each.
    let mut dialer = MixnetClient::connect_new().await?;
    let mut service = MixnetClient::connect_new().await?;
    let service_address = *service.nym_address();
    println!("service address: {service_address}");

    // Taking the listener puts `service` in stream mode for good.
    let mut listener = service.listener()?;

    // `None` keeps the SDK's default number of reply SURBs per message.
    let mut outbound = dialer.open_stream(service_address, None).await?;
    println!("dialer opened {}", outbound.id());

    // Wait for the Open message; data sent before accept() would be lost.
    let inbound = timeout(PATIENCE, listener.accept())
        .await?
        .ok_or("the stream router stopped")?;
    println!("service accepted {}", inbound.id());

    // The accepted stream is served on its own task, like a TCP connection.
    let handler = tokio::spawn(shout_back(inbound));

    outbound.write_all(b"is anybody out there?\n").await?;
    outbound.flush().await?;

    let mut answer = vec![0u8; 512];
    let read = timeout(PATIENCE, outbound.read(&mut answer)).await??;
    println!("dialer read: {}", String::from_utf8_lossy(&answer[..read]).trim_end());

    handler.await??;

    // Dropping a stream only unregisters it locally; nothing is sent.
    drop(outbound);
    dialer.disconnect().await;
    service.disconnect().await;
    Ok(())
}

/// Reads one line from the stream and writes it back in capitals.
async fn shout_back(stream: MixnetStream) -> std::io::Result<()> {
    // BufReader keeps the write half usable: it passes writes through.
    let mut stream = BufReader::new(stream);
    let mut line = String::new();
    timeout(PATIENCE, stream.read_line(&mut line))
        .await
        .map_err(|_| std::io::Error::other("no line arrived in time"))??;
    println!("service read: {}", line.trim_end());

    // Replies go back through the dialer's SURBs: its address stays unknown here.
    stream.write_all(line.to_uppercase().as_bytes()).await?;
    stream.flush().await?;
    Ok(())
}
