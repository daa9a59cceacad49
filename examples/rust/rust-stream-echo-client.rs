//! src/bin/client.rs: opens a stream to the echo server named on the
//! command line, sends three random payloads and checks each echo.

use std::time::Duration;

use nym_sdk::mixnet::{MixnetClient, Recipient};
use rand::RngCore;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

/// Upper bound for one round trip through the mixnet.
const TIMEOUT: Duration = Duration::from_secs(60);

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    nym_bin_common::logging::setup_tracing_logger();

    let server: Recipient = std::env::args()
        .nth(1)
        .ok_or("usage: client <ECHO_SERVER_ADDRESS>")?
        .parse()?;

    let mut client = MixnetClient::connect_new().await?;
    println!("client address: {}", client.nym_address());

    let mut stream = client.open_stream(server, None).await?;
    println!("opened stream {}", stream.id());

    // open_stream() returns once the Open message is queued. Data that
    // reaches the server before it has accepted the stream is dropped,
    // so leave the Open message a head start.
    tokio::time::sleep(Duration::from_secs(5)).await;

    for (round, size) in [320usize, 25_000, 1280].into_iter().enumerate() {
        let sent = random_payload(size);
        stream.write_all(&sent).await?;
        println!("round {}: sent {size} bytes", round + 1);

        // The echo may come back in pieces: read exactly what was sent.
        let mut echoed = vec![0u8; size];
        tokio::time::timeout(TIMEOUT, stream.read_exact(&mut echoed)).await??;
        assert_eq!(sent, echoed, "round {}: echo differs", round + 1);
        println!("round {}: echo of {size} bytes matches", round + 1);
    }

    drop(stream);
    client.disconnect().await;
    println!("all rounds done");
    Ok(())
}

/// Random bytes: the stream carries any binary data, not only text.
fn random_payload(len: usize) -> Vec<u8> {
    let mut bytes = vec![0u8; len];
    rand::thread_rng().fill_bytes(&mut bytes);
    bytes
}
