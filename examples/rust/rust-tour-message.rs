//! The raw message API in one go: connect, message ourselves, print what
//! comes back, disconnect.
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClient::connect_new().await?;
    let address = *client.nym_address();
    println!("listening on {address}");

    client.send_plain_message(address, "one self-addressed payload").await?;

    // One batch of reconstructed messages; the empty ones are SURB requests.
    if let Some(batch) = client.wait_for_messages().await {
        for message in batch.iter().filter(|m| !m.message.is_empty()) {
            println!("payload: {}", String::from_utf8_lossy(&message.message));
        }
    }

    client.disconnect().await;
    Ok(())
}
