//! Keeping the process alive until the message has really left: wait for
//! the answer (with a time limit) instead of exiting after the send.
use futures::StreamExt;
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};
use std::time::Duration;

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    nym_bin_common::logging::setup_tracing_logger();

    let mut client = MixnetClient::connect_new().await?;
    let own_address = *client.nym_address();

    // Only queued when this returns: encryption, mixing with cover traffic
    // and sending to the gateway still have to happen.
    client.send_plain_message(own_address, "still in the queue").await?;

    // Stay up until something with a body arrives, or 60 seconds pass.
    let wait = async {
        while let Some(message) = client.next().await {
            if !message.message.is_empty() {
                return Some(message);
            }
        }
        None
    };
    match tokio::time::timeout(Duration::from_secs(60), wait).await {
        Ok(Some(message)) => println!("received: {}", String::from_utf8_lossy(&message.message)),
        Ok(None) => println!("the client stopped"),
        Err(_) => println!("nothing within 60 seconds"),
    }

    client.disconnect().await;
    Ok(())
}
