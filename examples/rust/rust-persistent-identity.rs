//! The same exchange as the first program, with keys and state kept on disk:
//! the client has the same Nym address every time it starts from this folder.
use nym_sdk::mixnet::{
    MixnetClient, MixnetClientBuilder, MixnetMessageSender, ReconstructedMessage, StoragePaths,
};

type AnyError = Box<dyn std::error::Error>;

const STATE_DIR: &str = "./my-client-data";

#[tokio::main]
async fn main() -> Result<(), AnyError> {
    nym_bin_common::logging::setup_tracing_logger();

    // Identity and encryption keys, the ack key, the gateway registration,
    // reply SURBs and credentials are files in this folder. First run:
    // created. Later runs: loaded.
    std::fs::create_dir_all(STATE_DIR)?;
    let paths = StoragePaths::new_from_dir(STATE_DIR)?;

    let mut client = MixnetClientBuilder::new_with_default_storage(paths)
        .await?
        .build()?
        .connect_to_mixnet()
        .await?;

    let outcome = exchange(&mut client).await;
    // Flushes the SURB store and stops the background tasks.
    client.disconnect().await;
    outcome
}

async fn exchange(client: &mut MixnetClient) -> Result<(), AnyError> {
    let own_address = *client.nym_address();
    println!("stable address: {own_address}");

    client
        .send_plain_message(own_address, "sent by a client that remembers its keys")
        .await?;

    let first = next_with_payload(client).await.ok_or("client stopped")?;
    println!("arrived: {}", String::from_utf8_lossy(&first.message));

    let tag = first.sender_tag.ok_or("message came without reply SURBs")?;
    client.send_reply(tag, "answered anonymously").await?;

    let answer = next_with_payload(client).await.ok_or("client stopped")?;
    println!("answer: {}", String::from_utf8_lossy(&answer.message));
    Ok(())
}

async fn next_with_payload(client: &mut MixnetClient) -> Option<ReconstructedMessage> {
    while let Some(batch) = client.wait_for_messages().await {
        if let Some(message) = batch.into_iter().find(|m| !m.message.is_empty()) {
            return Some(message);
        }
    }
    None
}
