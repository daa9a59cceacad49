//! Message mode first, then the switch to stream mode: after listener()
//! the message methods refuse to work, with Error::StreamModeActive.
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};
use nym_sdk::Error;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClient::connect_new().await?;
    let own_address = *client.nym_address();

    // Message mode, the default.
    client.send_plain_message(own_address, "message mode").await?;
    if let Some(batch) = client.wait_for_messages().await {
        for message in batch.iter().filter(|m| !m.message.is_empty()) {
            println!("got: {}", String::from_utf8_lossy(&message.message));
        }
    }

    // Stream mode from here on; there is no way back for this client.
    let _listener = client.listener()?;
    match client.send_plain_message(own_address, "too late").await {
        Err(Error::StreamModeActive) => println!("message API closed, as expected"),
        other => println!("unexpected: {other:?}"),
    }

    client.disconnect().await;
    Ok(())
}
