//! Streams that stay silent are reaped by the router after the client's
//! idle timeout; a read on a reaped stream returns 0 bytes (end of stream).
//! Uses the dependencies of rust-stream-quickstart.Cargo.toml.

use std::time::Duration;

use nym_sdk::mixnet::MixnetClientBuilder;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::time::timeout;

/// Far below the 30-minute default, to see the clean-up happen.
const IDLE: Duration = Duration::from_secs(20);

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClientBuilder::new_ephemeral()
        .with_stream_idle_timeout(IDLE)
        .build()?
        .connect_to_mixnet()
        .await?;

    // A client may open a stream to its own address, fine for a test like this
    // one: both ends then share one entry of the client's routing table.
    let own_address = *client.nym_address();
    let mut listener = client.listener()?;
    let mut outbound = client.open_stream(own_address, None).await?;
    let mut inbound = timeout(Duration::from_secs(90), listener.accept())
        .await?
        .ok_or("the stream router stopped")?;

    outbound.write_all(b"one message, then silence").await?;
    let mut buffer = vec![0u8; 256];
    let read = timeout(Duration::from_secs(90), inbound.read(&mut buffer)).await??;
    println!("received {read} bytes");

    // Say nothing for longer than the idle timeout (the sweep runs every 10 s at most).
    tokio::time::sleep(IDLE + Duration::from_secs(12)).await;

    match inbound.read(&mut buffer).await? {
        0 => println!("stream {} was reaped: end of stream", inbound.id()),
        more => println!("still open, {more} bytes arrived"),
    }

    drop(outbound);
    drop(inbound);
    client.disconnect().await;
    Ok(())
}
