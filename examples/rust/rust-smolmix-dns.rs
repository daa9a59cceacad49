//! One DNS question over UDP through the mixnet: an A query for example.com,
//! written by hand, sent to 1.1.1.1:53 from a smolmix UdpSocket.
//! Optional: `-- --ipr <ADDRESS>` picks the exit instead of discovery.
use smolmix::{Recipient, Tunnel};
use std::net::{Ipv4Addr, SocketAddr};

type AnyError = Box<dyn std::error::Error>;

#[tokio::main]
async fn main() -> Result<(), AnyError> {
    nym_bin_common::logging::setup_tracing_logger();

    let mut builder = Tunnel::builder();
    if let Some(exit) = chosen_exit()? {
        builder = builder.ipr_address(exit);
    }
    // Connects a mixnet client, asks the IPR for an IP address, starts smoltcp.
    let tunnel = builder.build().await?;
    println!("tunnel address: {}", tunnel.allocated_ips().ipv4);

    let socket = tunnel.udp_socket().await?;
    let resolver: SocketAddr = "1.1.1.1:53".parse()?;
    socket.send_to(&a_query("example.com", 0x4e59), resolver).await?;

    let mut answer = [0u8; 512];
    let (len, from) = socket.recv_from(&mut answer).await?;
    let count = u16::from_be_bytes([answer[6], answer[7]]);
    println!("{len} bytes from {from}, {count} answer record(s)");
    if count > 0 && len >= 4 {
        // With no extra records, the last answer's address closes the packet.
        let ip = Ipv4Addr::new(answer[len - 4], answer[len - 3], answer[len - 2], answer[len - 1]);
        println!("example.com resolves to {ip} (as seen from the exit)");
    }

    tunnel.shutdown().await;
    Ok(())
}

/// The value after `--ipr`, if the command line has one.
fn chosen_exit() -> Result<Option<Recipient>, AnyError> {
    let args: Vec<String> = std::env::args().collect();
    match args.iter().position(|arg| arg == "--ipr") {
        Some(i) => {
            let value = args.get(i + 1).ok_or("--ipr needs an address")?;
            Ok(Some(value.parse()?))
        }
        None => Ok(None),
    }
}

/// A minimal DNS query: header with recursion desired, one question, type A.
fn a_query(name: &str, id: u16) -> Vec<u8> {
    let mut packet = Vec::with_capacity(64);
    packet.extend_from_slice(&id.to_be_bytes());
    packet.extend_from_slice(&[0x01, 0x00, 0x00, 0x01, 0, 0, 0, 0, 0, 0]);
    for label in name.split('.') {
        packet.push(label.len() as u8);
        packet.extend_from_slice(label.as_bytes());
    }
    packet.extend_from_slice(&[0x00, 0x00, 0x01, 0x00, 0x01]);
    packet
}
