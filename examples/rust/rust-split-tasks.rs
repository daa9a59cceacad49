//! Sending from one task while another receives: split_sender() hands out a
//! cloneable MixnetClientSender, and the client itself, a futures Stream of
//! messages, moves into the receiving task.
use futures::StreamExt;
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut client = MixnetClient::connect_new().await?;
    let own_address = *client.nym_address();
    let sender = client.split_sender();

    let receiving = tokio::spawn(async move {
        let mut seen = 0;
        // next() yields one message at a time; empty ones ask for SURBs.
        while let Some(message) = client.next().await {
            if message.message.is_empty() {
                continue;
            }
            seen += 1;
            println!("receiver got: {}", String::from_utf8_lossy(&message.message));
            if seen == 3 {
                break;
            }
        }
        client.disconnect().await;
    });

    let sending = tokio::spawn(async move {
        for n in 1..=3 {
            let text = format!("message {n} from the sending task");
            if let Err(err) = sender.send_plain_message(own_address, text).await {
                eprintln!("send failed: {err}");
            }
        }
    });

    sending.await?;
    receiving.await?;
    Ok(())
}
