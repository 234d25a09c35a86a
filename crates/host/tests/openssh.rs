//! The OpenSSH client joins as a family member would: `ssh -p PORT
//! NAME@HOST`, the passphrase typed at its prompt (here by `SSH_ASKPASS`),
//! a terminal asked for (`-tt`), and `NO_COLOR` sent when set
//! (`-o SetEnv`). Skipped, saying so, where no `ssh` is installed.

#![allow(missing_docs, clippy::unwrap_used)]

mod common;

use std::io::Read;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use common::{PASSPHRASE, TestTable};
use majlis_tui::seats::SeatKind;

fn have_ssh() -> bool {
    Command::new("ssh").arg("-V").output().is_ok() && Command::new("script").arg("--version").output().is_ok()
}

/// `ssh` joining the table as `name`, its output read on a thread.
fn ssh(table: &TestTable, name: &str, extra: &[&str]) -> (Child, std::sync::mpsc::Receiver<Vec<u8>>) {
    let askpass = table.dir.path().join("askpass.sh");
    std::fs::write(&askpass, format!("#!/bin/sh\necho '{PASSPHRASE}'\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&askpass, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    // In a pseudo-terminal of 100×30 (util-linux `script`), as a player's
    // terminal is: ssh asks for a terminal of that size.
    let ssh = format!(
        "stty rows 30 cols 100; exec ssh -tt -p {} -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \\
         -o PubkeyAuthentication=no -o LogLevel=ERROR {} {name}@127.0.0.1",
        table.port(),
        extra.join(" ")
    );
    let mut child = Command::new("script")
        .args(["-qfec", &ssh, "/dev/null"])
        .env("SSH_ASKPASS", &askpass)
        .env("SSH_ASKPASS_REQUIRE", "force")
        .env("DISPLAY", ":0")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut out = child.stdout.take().unwrap();
    let (send, receive) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let mut buf = [0; 8192];
        while let Ok(n) = out.read(&mut buf) {
            if n == 0 || send.send(buf[..n].to_vec()).is_err() {
                break;
            }
        }
    });
    (child, receive)
}

/// Everything `ssh` printed until `until` holds of it (at most 20 s).
fn read_until(receive: &std::sync::mpsc::Receiver<Vec<u8>>, until: impl Fn(&str) -> bool) -> String {
    let end = Instant::now() + Duration::from_secs(20);
    let mut all = Vec::new();
    while Instant::now() < end {
        if let Ok(bytes) = receive.recv_timeout(Duration::from_millis(50)) {
            all.extend(bytes);
        }
        if until(&String::from_utf8_lossy(&all)) {
            break;
        }
    }
    String::from_utf8_lossy(&all).into_owned()
}

#[test]
fn openssh_joins_with_the_passphrase_and_sees_the_lobby_then_its_seat() {
    if !have_ssh() {
        eprintln!("no ssh client (or no util-linux script) here: skipped");
        return;
    }
    let table = TestTable::start(
        "jackar",
        11,
        &["amal", "Computer (easy)"],
        &[
            SeatKind::Remote,
            SeatKind::Computer {
                level: rules_core::Level::Easy,
            },
        ],
    );
    let (mut child, out) = ssh(&table, "amal", &[]);
    let text = read_until(&out, |t| t.contains("You are amal") || t.contains("Jackar"));
    assert!(text.contains("Jackar"), "{text}");
    assert!(text.contains("\x1b[?1049h"), "the alternate screen");
    assert!(text.contains("\x1b["), "colours and moves");
    // Ctrl-C leaves: the screen is given back and ssh ends.
    use std::io::Write;
    child.stdin.as_mut().unwrap().write_all(b"\x03").unwrap();
    let rest = read_until(&out, |t| t.contains("You have left the table"));
    assert!(rest.contains("\x1b[?1049l"), "{rest}");
    let end = Instant::now() + Duration::from_secs(10);
    while child.try_wait().unwrap().is_none() && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(20));
    }
    assert!(child.try_wait().unwrap().is_some(), "ssh ended");
}

#[test]
fn openssh_with_no_color_gets_no_colours() {
    if !have_ssh() {
        eprintln!("no ssh client (or no util-linux script) here: skipped");
        return;
    }
    let table = TestTable::start(
        "jackar",
        11,
        &["amal", "Computer (easy)"],
        &[
            SeatKind::Remote,
            SeatKind::Computer {
                level: rules_core::Level::Easy,
            },
        ],
    );
    let (mut plain, plain_out) = ssh(&table, "amal", &["-o", "SetEnv=NO_COLOR=1"]);
    let text = read_until(&plain_out, |t| t.contains("amal"));
    assert!(text.contains("amal"), "{text}");
    // Colours are SGR 30–38, 40–48, 90–97, 100–107 (39 and 49 put the
    // terminal's own colours back): none in the whole screen.
    let coloured = ["\x1b[3", "\x1b[4", "\x1b[9", "\x1b[10", ";3", ";4"]
        .iter()
        .any(|code| text.contains(code) && colour_in(&text));
    assert!(!coloured, "{text:?}");
    let _ = plain.kill();
    let _ = plain.wait();
    // The first screen gone before amal joins again: a name still at the
    // table is refused without the player's key.
    let end = Instant::now() + Duration::from_secs(20);
    while table.status().here.iter().any(|n| n == "amal") && Instant::now() < end {
        std::thread::sleep(Duration::from_millis(20));
    }
    let (mut colour, colour_out) = ssh(&table, "amal", &[]);
    let text = read_until(&colour_out, |t| t.contains("amal"));
    assert!(colour_in(&text), "without NO_COLOR there are colours: {text:?}");
    let _ = colour.kill();
}

/// Whether any SGR sequence in `text` sets a colour (not the default one).
fn colour_in(text: &str) -> bool {
    text.split("\x1b[").skip(1).any(|rest| {
        let Some(end) = rest.find('m') else { return false };
        let params = &rest[..end];
        if !params.chars().all(|c| c.is_ascii_digit() || c == ';') {
            return false;
        }
        params
            .split(';')
            .any(|p| matches!(p.parse::<u32>(), Ok(30..=38 | 40..=48 | 90..=97 | 100..=107)))
    })
}
