//! A byte stream between two clients: one listens, the other opens a stream
//! to its address, and both use tokio's read and write helpers on it.
use nym_sdk::mixnet::MixnetClient;
use tokio::io::{AsyncReadExt, AsyncWriteExt};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut server = MixnetClient::connect_new().await?;
    let mut caller = MixnetClient::connect_new().await?;
    let server_address = *server.nym_address();

    // Both calls switch their client to stream mode for good.
    let mut listener = server.listener()?;
    // None: the default number of reply SURBs (10) per outgoing message.
    let mut outgoing = caller.open_stream(server_address, None).await?;
    let mut incoming = listener.accept().await.ok_or("listener closed")?;

    outgoing.write_all(b"bytes over the mixnet").await?;
    outgoing.flush().await?;

    let mut buffer = [0u8; 256];
    let read = incoming.read(&mut buffer).await?;
    println!("server read: {}", String::from_utf8_lossy(&buffer[..read]));

    // Streams first, then the clients that carry them.
    drop(outgoing);
    drop(incoming);
    caller.disconnect().await;
    server.disconnect().await;
    Ok(())
}
