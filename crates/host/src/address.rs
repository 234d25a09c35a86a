//! Where others on the local network reach this computer: the addresses
//! shown in the join line ("ssh -p 2222 NAME@192.168.1.20"). Read from the
//! machine's interfaces, the private LAN IPv4 addresses first (every one, so
//! a computer on both wired and wifi shows both), and never an address no
//! one else can reach (loopback, link-local, the documentation ranges) unless
//! nothing else exists.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

/// The most addresses shown in the join line.
pub const MAX_SHOWN: usize = 3;

/// What is shown when nothing better is known.
pub const UNKNOWN_HOST: &str = "HOST";

/// How good an address is for others to join at, best first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Reach {
    /// A private LAN IPv4 address (10/8, 172.16/12, 192.168/16).
    PrivateV4,
    /// Another IPv4 address others may reach (public, or shared such as a
    /// carrier's or a VPN's 100.64/10).
    OtherV4,
    /// A global or unique-local IPv6 address.
    V6,
    /// Reachable from this computer only, or never in use on a network:
    /// loopback, link-local, unspecified, multicast, documentation ranges.
    Nowhere,
}

fn reach(ip: IpAddr) -> Reach {
    match ip {
        IpAddr::V4(ip) if nowhere_v4(ip) => Reach::Nowhere,
        IpAddr::V4(ip) if ip.is_private() => Reach::PrivateV4,
        IpAddr::V4(_) => Reach::OtherV4,
        IpAddr::V6(ip) if nowhere_v6(ip) => Reach::Nowhere,
        IpAddr::V6(_) => Reach::V6,
    }
}

fn nowhere_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    let documentation = matches!((a, b, c), (192, 0, 2) | (198, 51, 100) | (203, 0, 113));
    ip.is_loopback()
        || ip.is_link_local()
        || ip.is_unspecified()
        || ip.is_multicast()
        || ip.is_broadcast()
        || documentation
}

fn nowhere_v6(ip: Ipv6Addr) -> bool {
    let [first, second, ..] = ip.segments();
    let link_local = first & 0xffc0 == 0xfe80;
    let documentation = first == 0x2001 && second == 0x0db8;
    // An IPv4 address written as IPv6 is shown as the IPv4 one, if at all.
    let mapped = ip.to_ipv4_mapped().is_some();
    ip.is_loopback() || ip.is_unspecified() || ip.is_multicast() || link_local || documentation || mapped
}

/// Whether an interface is a virtual one of this computer's own (containers,
/// virtual machines, bridges): shown after the real ones of the same kind.
fn virtual_interface(name: &str) -> bool {
    [
        "docker", "br-", "veth", "virbr", "vmnet", "vboxnet", "lxc", "cni", "flannel", "podman",
    ]
    .iter()
    .any(|prefix| name.starts_with(prefix))
}

/// The hosts to show in the join line, best first (at most [`MAX_SHOWN`]),
/// from the interfaces' `(name, address)` and the computer's host name:
/// every address of the best kind found (private LAN IPv4, else other IPv4,
/// else IPv6), real interfaces before virtual ones; else the host name;
/// else, as a last resort, an address only this computer reaches; else
/// [`UNKNOWN_HOST`]. Never empty.
#[must_use]
pub fn choose(interfaces: &[(String, IpAddr)], host_name: Option<&str>) -> Vec<String> {
    let mut ranked: Vec<(Reach, bool, IpAddr)> = interfaces
        .iter()
        .map(|(name, ip)| (reach(*ip), virtual_interface(name), *ip))
        .collect();
    // Stable: the system's order is kept within a kind.
    ranked.sort_by_key(|(reach, virtual_, _)| (*reach, *virtual_));
    let mut seen = std::collections::HashSet::new();
    ranked.retain(|(_, _, ip)| seen.insert(*ip));
    let best = ranked.first().map(|(reach, _, _)| *reach);
    let of_kind = |kind: Reach| -> Vec<String> {
        ranked
            .iter()
            .filter(|(reach, _, _)| *reach == kind)
            .take(MAX_SHOWN)
            .map(|(_, _, ip)| ip.to_string())
            .collect()
    };
    match best {
        Some(kind) if kind != Reach::Nowhere => of_kind(kind),
        _ => {
            let name = host_name.map(str::trim).filter(|n| usable_host_name(n));
            match (name, best) {
                (Some(name), _) => vec![name.to_owned()],
                (None, Some(_)) => of_kind(Reach::Nowhere),
                (None, None) => vec![UNKNOWN_HOST.to_owned()],
            }
        }
    }
}

fn usable_host_name(name: &str) -> bool {
    !name.is_empty()
        && name != "localhost"
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '.' | '_'))
}

/// This computer's interfaces, as `(name, address)`; none when they cannot
/// be read.
#[must_use]
pub fn interfaces() -> Vec<(String, IpAddr)> {
    if_addrs::get_if_addrs()
        .map(|all| all.into_iter().map(|i| (i.name.clone(), i.ip())).collect())
        .unwrap_or_default()
}

/// This computer's host name, where the system says it.
#[must_use]
pub fn host_name() -> Option<String> {
    ["/proc/sys/kernel/hostname", "/etc/hostname"]
        .iter()
        .find_map(|path| std::fs::read_to_string(path).ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .map(|name| name.trim().to_owned())
        .filter(|name| !name.is_empty())
}

/// The hosts others join at, read from this computer (see [`choose`]).
#[must_use]
pub fn local_hosts() -> Vec<String> {
    choose(&interfaces(), host_name().as_deref())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn list(items: &[(&str, &str)]) -> Vec<(String, IpAddr)> {
        items
            .iter()
            .map(|(name, ip)| ((*name).to_owned(), ip.parse().expect("an address")))
            .collect()
    }

    #[test]
    fn private_lan_addresses_come_first_all_of_them() {
        let found = list(&[
            ("lo", "127.0.0.1"),
            ("eth0", "192.168.1.20"),
            ("wlan0", "10.0.0.7"),
            ("eth1", "81.2.69.160"),
            ("eth0", "fd00::20"),
        ]);
        assert_eq!(choose(&found, Some("salon")), ["192.168.1.20", "10.0.0.7"]);
    }

    #[test]
    fn containers_bridges_come_after_the_real_network() {
        let found = list(&[("docker0", "172.17.0.1"), ("wlan0", "192.168.0.12")]);
        assert_eq!(choose(&found, None), ["192.168.0.12", "172.17.0.1"]);
    }

    #[test]
    fn at_most_a_few_are_shown_and_none_twice() {
        let found = list(&[
            ("a", "10.0.0.1"),
            ("b", "10.0.0.2"),
            ("c", "10.0.0.1"),
            ("d", "10.0.0.3"),
            ("e", "10.0.0.4"),
        ]);
        assert_eq!(choose(&found, None), ["10.0.0.1", "10.0.0.2", "10.0.0.3"]);
    }

    #[test]
    fn a_test_net_address_is_never_shown_when_anything_else_is_known() {
        // This sandbox: eth0 in TEST-NET-1, an IPv6 unique-local address.
        let found = list(&[
            ("lo", "127.0.0.1"),
            ("eth0", "192.0.2.2"),
            ("lo", "::1"),
            ("eth0", "fd00::2"),
            ("eth0", "fe80::fc:ff:fe00:1"),
        ]);
        assert_eq!(choose(&found, Some("vm")), ["fd00::2"]);
        let v4_only = list(&[("lo", "127.0.0.1"), ("eth0", "192.0.2.2"), ("eth1", "198.51.100.4")]);
        assert_eq!(
            choose(&v4_only, Some("vm")),
            ["vm"],
            "the host name before an unreachable address"
        );
    }

    #[test]
    fn other_ipv4_before_ipv6_and_ipv6_before_the_host_name() {
        let found = list(&[("eth0", "fd00::2"), ("ppp0", "100.64.3.9")]);
        assert_eq!(choose(&found, Some("vm")), ["100.64.3.9"]);
        let found = list(&[("eth0", "2a00:1450::5"), ("lo", "127.0.0.1")]);
        assert_eq!(choose(&found, Some("vm")), ["2a00:1450::5"]);
    }

    #[test]
    fn loopback_only_when_nothing_else_exists() {
        let found = list(&[("lo", "127.0.0.1"), ("eth0", "169.254.3.3")]);
        assert_eq!(choose(&found, None), ["127.0.0.1", "169.254.3.3"]);
        assert_eq!(choose(&found, Some("localhost")), ["127.0.0.1", "169.254.3.3"]);
        assert_eq!(choose(&[], None), [UNKNOWN_HOST]);
        assert_eq!(choose(&[], Some("kitchen-pc")), ["kitchen-pc"]);
    }
}
