//! HTTPS through the mixnet: a smolmix TcpStream wrapped in TLS by
//! tokio-rustls, then a plain HTTP/1.1 request for Cloudflare's trace page.
//! The `ip=` line it prints is the exit's address, not ours.
use rustls::pki_types::ServerName;
use smolmix::Tunnel;
use std::sync::Arc;
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio_rustls::TlsConnector;

type AnyError = Box<dyn std::error::Error>;

#[tokio::main]
async fn main() -> Result<(), AnyError> {
    nym_bin_common::logging::setup_tracing_logger();
    // rustls is built with ring only; make it the process-wide provider.
    let _ = rustls::crypto::ring::default_provider().install_default();

    let tunnel = Tunnel::new().await?;

    // smolmix has no resolver: connect to an IP address (DNS can go over
    // a tunnel UdpSocket, as in the DNS example).
    let tcp = tunnel.tcp_connect("1.1.1.1:443".parse()?).await?;

    let mut roots = rustls::RootCertStore::empty();
    roots.extend(webpki_roots::TLS_SERVER_ROOTS.iter().cloned());
    let config = rustls::ClientConfig::builder()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let connector = TlsConnector::from(Arc::new(config));
    let host = ServerName::try_from("cloudflare.com")?.to_owned();
    // The exit gateway sees TLS records for 1.1.1.1:443, not the request.
    let mut tls = connector.connect(host, tcp).await?;

    tls.write_all(
        b"GET /cdn-cgi/trace HTTP/1.1\r\nHost: cloudflare.com\r\nConnection: close\r\n\r\n",
    )
    .await?;
    let mut response = Vec::new();
    tls.read_to_end(&mut response).await?;

    let text = String::from_utf8_lossy(&response);
    match text.lines().find(|line| line.starts_with("ip=")) {
        Some(line) => println!("seen by the server as {line}"),
        None => println!("unexpected answer:\n{text}"),
    }

    tunnel.shutdown().await;
    Ok(())
}
