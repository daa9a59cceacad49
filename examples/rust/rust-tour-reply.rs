//! Two clients: alice writes to bob's address, bob answers through the
//! sender tag of her message. Bob never learns alice's address.
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender, ReconstructedMessage};

async fn next_with_payload(client: &mut MixnetClient) -> Option<ReconstructedMessage> {
    while let Some(batch) = client.wait_for_messages().await {
        if let Some(message) = batch.into_iter().find(|m| !m.message.is_empty()) {
            return Some(message);
        }
    }
    None
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut alice = MixnetClient::connect_new().await?;
    let mut bob = MixnetClient::connect_new().await?;
    let bob_address = *bob.nym_address();

    // send_plain_message attaches reply SURBs to the message by default.
    alice.send_plain_message(bob_address, "hello bob").await?;

    if let Some(question) = next_with_payload(&mut bob).await {
        println!("bob read: {}", String::from_utf8_lossy(&question.message));
        if let Some(tag) = question.sender_tag {
            bob.send_reply(tag, "hello, whoever you are").await?;
        }
    }

    if let Some(answer) = next_with_payload(&mut alice).await {
        println!("alice read: {}", String::from_utf8_lossy(&answer.message));
    }

    alice.disconnect().await;
    bob.disconnect().await;
    Ok(())
}
