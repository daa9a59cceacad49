//! src/main.rs of nym-mixnet-demo: message our own Nym address through the
//! mixnet, read the message back, then answer it through the reply SURBs it
//! carried, without using the sender's address.
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender, ReconstructedMessage};

type AnyError = Box<dyn std::error::Error>;

#[tokio::main]
async fn main() -> Result<(), AnyError> {
    // Log lines go to stderr; RUST_LOG picks the level (info when unset).
    nym_bin_common::logging::setup_tracing_logger();

    // Ephemeral client: new keys in memory, gone after disconnect.
    let mut client = MixnetClient::connect_new().await?;

    // Whatever happens in the exchange, shut the client down properly.
    let outcome = exchange(&mut client).await;
    client.disconnect().await;
    outcome
}

async fn exchange(client: &mut MixnetClient) -> Result<(), AnyError> {
    let own_address = *client.nym_address();
    println!("connected as {own_address}");

    // Returns once the message is queued; packets leave in the background.
    client
        .send_plain_message(own_address, "a first message through the mixnet")
        .await?;
    println!("queued, waiting for it to come back");

    let first = next_with_payload(client).await.ok_or("client stopped")?;
    println!("arrived: {}", String::from_utf8_lossy(&first.message));

    // The tag names the sender without revealing its address.
    let tag = first.sender_tag.ok_or("message came without reply SURBs")?;
    client.send_reply(tag, "an answer sent through a SURB").await?;

    let answer = next_with_payload(client).await.ok_or("client stopped")?;
    println!("answer: {}", String::from_utf8_lossy(&answer.message));
    Ok(())
}

/// The next message that has a body. Empty messages are requests for more
/// reply SURBs, handled by the SDK itself, so they are passed over.
async fn next_with_payload(client: &mut MixnetClient) -> Option<ReconstructedMessage> {
    while let Some(batch) = client.wait_for_messages().await {
        if let Some(message) = batch.into_iter().find(|m| !m.message.is_empty()) {
            return Some(message);
        }
    }
    None
}
