//! `majlis host` as shipped: the binary itself, in a pseudo-terminal (util-linux
//! `script`), read as a terminal reads it (vt100). It listens on a free port
//! (`--port 0`); the test reads the port and the passphrase off the host's
//! panel, as a family reads them. One player joins with the OpenSSH client (in a
//! pseudo-terminal of its own), one with a russh client; both wait in the
//! lobby; the host sets up Jackar with both seats by SSH and starts it; the
//! player to act makes a move at their own screen; the host quits (the game
//! saved with its seats); a second `majlis host` continues it from the picker
//! with the same seats, and both players take them again. Skipped, saying
//! so, where `ssh` or `script` is missing.

#![allow(missing_docs, clippy::unwrap_used)]

use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const WAIT: Duration = Duration::from_secs(20);
const ROWS: u16 = 30;
const COLS: u16 = 100;

const F2: &[u8] = b"\x1bOQ";
const UP: &[u8] = b"\x1b[A";
const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const LEFT: &[u8] = b"\x1b[D";
const BACKSPACE: &[u8] = b"\x7f";
const ENTER: &[u8] = b"\r";

fn have_tools() -> bool {
    Command::new("ssh").arg("-V").output().is_ok() && Command::new("script").arg("--version").output().is_ok()
}

/// A program in a pseudo-terminal of `ROWS`×`COLS`, its screen parsed.
struct Pty {
    child: Child,
    input: ChildStdin,
    screen: Arc<Mutex<vt100::Parser>>,
}

impl Pty {
    fn spawn(command: &str, env: &[(&str, &Path)]) -> Pty {
        let line = format!("stty rows {ROWS} cols {COLS}; exec {command}");
        let mut script = Command::new("script");
        script
            .args(["-qfec", &line, "/dev/null"])
            .env("TERM", "xterm-256color")
            .env("MAJLIS_LANG", "en")
            .env_remove("NO_COLOR")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        for (key, value) in env {
            script.env(key, value);
        }
        let mut child = script.spawn().unwrap();
        let input = child.stdin.take().unwrap();
        let mut out = child.stdout.take().unwrap();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(ROWS, COLS, 0)));
        let parsed = screen.clone();
        std::thread::spawn(move || {
            let mut buf = [0; 8192];
            while let Ok(n) = out.read(&mut buf) {
                if n == 0 {
                    break;
                }
                parsed.lock().unwrap().process(&buf[..n]);
            }
        });
        Pty { child, input, screen }
    }

    fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    fn wait(&self, f: impl Fn(&str) -> bool) -> bool {
        let end = Instant::now() + WAIT;
        while Instant::now() < end {
            if f(&self.text()) {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }

    /// Types keys, one at a time, as a person does.
    fn keys(&mut self, keys: &[&[u8]]) {
        for key in keys {
            self.input.write_all(key).unwrap();
            self.input.flush().unwrap();
            std::thread::sleep(Duration::from_millis(60));
        }
    }

    fn exited(&mut self, within: Duration) -> bool {
        let end = Instant::now() + within;
        while Instant::now() < end {
            if self.child.try_wait().unwrap().is_some() {
                return true;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        false
    }
}

impl Drop for Pty {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// The port and the passphrase, read off the host's panel.
fn join_details(host: &Pty) -> (u16, String) {
    assert!(
        host.wait(|s| s.contains("Passphrase: ") && s.contains("ssh -p ")),
        "the panel says how to join:\n{}",
        host.text()
    );
    let text = host.text();
    let port = text
        .split("ssh -p ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|p| p.parse().ok())
        .unwrap();
    let words = text
        .split("Passphrase: ")
        .nth(1)
        .and_then(|rest| rest.lines().next())
        .and_then(|line| line.split('│').next())
        .map(|words| words.trim().to_owned())
        .unwrap();
    assert_eq!(words.split(' ').count(), 4, "{words:?}");
    (port, words)
}

/// The OpenSSH client joining as `name`, the passphrase given by SSH_ASKPASS.
fn openssh(dir: &Path, port: u16, name: &str, passphrase: &str) -> Pty {
    let askpass = dir.join("askpass.sh");
    std::fs::write(&askpass, format!("#!/bin/sh\necho '{passphrase}'\n")).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        std::fs::set_permissions(&askpass, std::fs::Permissions::from_mode(0o700)).unwrap();
    }
    let command = format!(
        "ssh -tt -p {port} -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null \
         -o PubkeyAuthentication=no -o LogLevel=ERROR {name}@127.0.0.1"
    );
    let display = PathBuf::from(":0");
    Pty::spawn(
        &command,
        &[
            ("SSH_ASKPASS", askpass.as_path()),
            ("SSH_ASKPASS_REQUIRE", Path::new("force")),
            ("DISPLAY", display.as_path()),
        ],
    )
}

/// A russh client that believes the host's key.
struct Trusting;

impl russh::client::Handler for Trusting {
    type Error = russh::Error;

    async fn check_server_key(&mut self, _key: &russh::keys::PublicKeyOrCertificate) -> Result<bool, Self::Error> {
        Ok(true)
    }
}

/// A player by a russh client: their screen, parsed.
struct RusshPlayer {
    screen: Arc<Mutex<vt100::Parser>>,
    writer: russh::ChannelWriteHalf<russh::client::Msg>,
    _handle: russh::client::Handle<Trusting>,
}

impl RusshPlayer {
    async fn join(port: u16, name: &str, passphrase: &str) -> RusshPlayer {
        let config = Arc::new(russh::client::Config::default());
        let mut handle = russh::client::connect(config, ("127.0.0.1", port), Trusting)
            .await
            .unwrap();
        assert!(handle.authenticate_password(name, passphrase).await.unwrap().success());
        let channel = handle.channel_open_session().await.unwrap();
        channel
            .request_pty(false, "xterm-256color", u32::from(COLS), u32::from(ROWS), 0, 0, &[])
            .await
            .unwrap();
        channel.request_shell(false).await.unwrap();
        let (mut read, writer) = channel.split();
        let screen = Arc::new(Mutex::new(vt100::Parser::new(ROWS, COLS, 0)));
        let parsed = screen.clone();
        tokio::spawn(async move {
            while let Some(message) = read.wait().await {
                if let russh::ChannelMsg::Data { data } = message {
                    parsed.lock().unwrap().process(&data);
                }
            }
        });
        RusshPlayer {
            screen,
            writer,
            _handle: handle,
        }
    }

    fn text(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    async fn wait(&self, f: impl Fn(&str) -> bool) -> bool {
        let end = Instant::now() + WAIT;
        while Instant::now() < end {
            if f(&self.text()) {
                return true;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        false
    }

    async fn send(&self, bytes: &[u8]) {
        self.writer.data_bytes(bytes.to_vec()).await.unwrap();
    }
}

/// `majlis host --port 0` with its files in `dir`.
fn host(dir: &Path) -> Pty {
    let command = format!("{} host --port 0", env!("CARGO_BIN_EXE_majlis"));
    Pty::spawn(
        &command,
        &[
            ("MAJLIS_DATA_DIR", dir.join("data").as_path()),
            ("MAJLIS_CONFIG_DIR", dir.join("config").as_path()),
        ],
    )
}

/// The saved game (the only one), once written.
fn saved(dir: &Path) -> Option<serde_json::Value> {
    let text = std::fs::read_to_string(dir.join("data").join("game-1.json")).ok()?;
    serde_json::from_str(&text).ok()
}

fn actions(save: &serde_json::Value) -> usize {
    save["record"]["actions"].as_array().map_or(0, Vec::len)
}

/// Whose turn a player's screen says it is (the seat to act sees its own
/// prompt: "amal to play", "amal: no card can be played").
fn acts(screen: &str, name: &str) -> bool {
    screen.contains(&format!("{name} to play")) || screen.contains(&format!("{name}: no card"))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_host_binary_serves_openssh_and_russh_players_saves_and_continues_with_the_same_seats() {
    if !have_tools() {
        eprintln!("no ssh client (or no util-linux script) here: skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut first = host(dir.path());
    let (port, passphrase) = join_details(&first);

    // Two players join: one with OpenSSH, one with russh. Both wait in the lobby.
    let mut amal = openssh(dir.path(), port, "amal", &passphrase);
    let sami = RusshPlayer::join(port, "sami", &passphrase).await;
    assert!(
        amal.wait(|s| s.contains("Waiting for the host to start the game")),
        "{}",
        amal.text()
    );
    assert!(
        sami.wait(|s| s.contains("Waiting for the host")).await,
        "{}",
        sami.text()
    );
    assert!(
        first.wait(|s| s.contains("Joined: ") && s.contains("amal") && s.contains("sami")),
        "{}",
        first.text()
    );

    // The host closes the panel, picks Jackar, two players, both by SSH.
    first.keys(&[F2, DOWN, ENTER]);
    assert!(
        first.wait(|s| s.contains("Jackar") && s.contains("Players")),
        "{}",
        first.text()
    );
    first.keys(&[UP, LEFT, DOWN]);
    for name in ["amal", "sami"] {
        first.keys(&[BACKSPACE; 16]);
        first.keys(&[name.as_bytes(), RIGHT]);
        first.keys(&[DOWN]);
    }
    assert!(first.wait(|s| s.matches("By SSH").count() == 2), "{}", first.text());
    first.keys(&[DOWN, ENTER]);
    assert!(
        first.wait(|s| s.contains("is playing…")),
        "the host waits for a player:\n{}",
        first.text()
    );

    // The player to act moves at their own screen (Enter takes the first
    // choice at each step, then confirms); the move is saved.
    assert!(
        amal.wait(|s| acts(s, "amal") || s.contains("sami is playing")),
        "{}",
        amal.text()
    );
    let amal_acts = acts(&amal.text(), "amal");
    let end = Instant::now() + WAIT;
    while saved(dir.path()).is_none_or(|s| actions(&s) == 0) && Instant::now() < end {
        if amal_acts {
            amal.keys(&[ENTER]);
        } else {
            sami.send(ENTER).await;
        }
        tokio::time::sleep(Duration::from_millis(300)).await;
    }
    let save = saved(dir.path()).expect("the move is saved");
    let played = actions(&save);
    assert!(played > 0);
    assert_eq!(save["names"], serde_json::json!(["amal", "sami"]));
    assert_eq!(
        save["seats"],
        serde_json::json!([{"kind": "remote"}, {"kind": "remote"}])
    );

    // The host quits: saved, and the players are told.
    first.keys(&[b"q"]);
    assert!(first.wait(|s| s.contains("Save and quit")), "{}", first.text());
    first.keys(&[b"q"]);
    assert!(first.exited(WAIT), "the host quits:\n{}", first.text());
    assert!(
        sami.wait(|s| s.contains("The host has closed the table")).await,
        "{}",
        sami.text()
    );
    let save = saved(dir.path()).unwrap();
    assert!(actions(&save) >= played);
    assert_eq!(
        save["seats"],
        serde_json::json!([{"kind": "remote"}, {"kind": "remote"}])
    );
    drop(amal);

    // A second host continues it from the picker, with the same seats by SSH.
    let mut second = host(dir.path());
    let (port, passphrase) = join_details(&second);
    second.keys(&[F2]);
    assert!(second.wait(|s| s.contains("Continue")), "{}", second.text());
    let amal = openssh(dir.path(), port, "amal", &passphrase);
    let sami = RusshPlayer::join(port, "sami", &passphrase).await;
    assert!(amal.wait(|s| s.contains("Waiting for the host")), "{}", amal.text());
    second.keys(&[ENTER]);
    assert!(
        second.wait(|s| s.contains("amal is playing…") || s.contains("sami is playing…")),
        "the seats are by SSH again (no hand, no curtain at the host):\n{}",
        second.text()
    );
    // Each player is at their seat again, the game where it was.
    let at_the_game = |s: &str| s.contains("Series 1") && !s.contains("Waiting for the host");
    assert!(amal.wait(at_the_game), "{}", amal.text());
    assert!(sami.wait(at_the_game).await, "{}", sami.text());
    assert!(
        acts(&amal.text(), "amal") || acts(&sami.text(), "sami"),
        "the player to act is asked at their own screen:\n{}\n{}",
        amal.text(),
        sami.text()
    );
    second.keys(&[b"q"]);
    assert!(second.wait(|s| s.contains("Save and quit")), "{}", second.text());
    second.keys(&[b"q"]);
    assert!(second.exited(WAIT), "{}", second.text());
    assert_eq!(
        actions(&saved(dir.path()).unwrap()),
        actions(&save),
        "nothing played meanwhile"
    );
}
