// Hand a message to the client's queue, wait until it has travelled the
// mixnet (here: back to ourselves), then shut the client down cleanly so
// nothing still queued is lost.
use nym_sdk::mixnet::{MixnetClient, MixnetMessageSender};

#[tokio::main]
async fn main() {
    // An ephemeral client: fresh keys, nothing written to disk.
    let mut client = MixnetClient::connect_new()
        .await
        .expect("could not connect to a gateway");
    let own_address = *client.nym_address();
    println!("client address: {own_address}");

    // `send_plain_message` returns once the bytes are queued, not once they
    // have left the machine: the client packs them into Sphinx packets and
    // releases them at its Poisson-timed sending slots.
    client
        .send_plain_message(own_address, "queued, not yet sent")
        .await
        .expect("the client refused the message");

    // Keep the process (and the client) alive until the message is back.
    if let Some(received) = client.wait_for_messages().await {
        for message in received {
            println!("got back: {}", String::from_utf8_lossy(&message.message));
        }
    }

    // Stop the background tasks properly instead of dropping the client.
    client.disconnect().await;
}
