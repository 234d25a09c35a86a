//! The terminal: a guard that sets up raw mode, the alternate screen and mouse
//! capture and restores all of it when dropped (on return, on error and, through
//! the panic hook, on panic), and the main loop.

use std::io::{self, IsTerminal, Stdout};
use std::sync::Once;
use std::sync::atomic::{AtomicBool, Ordering};

use crossterm::event::{self, DisableMouseCapture, EnableMouseCapture};
use crossterm::execute;
use crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

use crate::app::App;

/// Whether the terminal is in Majlis's modes. Restoring twice would do harm: leaving
/// the alternate screen again moves the cursor back over whatever was printed
/// since (the panic message, the shell's prompt).
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Owns the terminal's special modes for as long as it lives.
pub struct TerminalGuard {
    terminal: Terminal<CrosstermBackend<Stdout>>,
}

impl TerminalGuard {
    /// Enters raw mode, the alternate screen and mouse capture, after installing the
    /// panic hook that undoes them.
    ///
    /// # Errors
    /// When the terminal refuses (not a terminal, …); whatever was set up is undone.
    pub fn enter() -> io::Result<Self> {
        // Refused before anything is written: escape codes in a file or a pipe
        // help nobody, and the picker cannot be driven from one.
        if !io::stdout().is_terminal() {
            return Err(io::Error::other("standard output is not a terminal"));
        }
        install_panic_hook();
        enable_raw_mode()?;
        ACTIVE.store(true, Ordering::SeqCst);
        let set_up = execute!(io::stdout(), EnterAlternateScreen, EnableMouseCapture)
            .and_then(|()| Terminal::new(CrosstermBackend::new(io::stdout())));
        match set_up {
            Ok(terminal) => Ok(TerminalGuard { terminal }),
            Err(error) => {
                restore();
                Err(error)
            }
        }
    }

    /// The ratatui terminal.
    pub fn terminal(&mut self) -> &mut Terminal<CrosstermBackend<Stdout>> {
        &mut self.terminal
    }
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Puts the terminal back as it was, once: later calls do nothing. Errors are
/// ignored because there is nothing better to do while leaving.
pub fn restore() {
    if !ACTIVE.swap(false, Ordering::SeqCst) {
        return;
    }
    let _ = disable_raw_mode();
    let _ = execute!(
        io::stdout(),
        DisableMouseCapture,
        LeaveAlternateScreen,
        crossterm::cursor::Show
    );
}

/// Restores the terminal before the panic message is printed, so it is readable.
fn install_panic_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Draws and handles events until the family quits.
///
/// # Errors
/// When the terminal cannot be read or drawn to. The game on screen is saved
/// first, so a closed window or a lost connection keeps it for "Continue".
pub fn main_loop(app: &mut App) -> anyhow::Result<()> {
    let mut guard = TerminalGuard::enter().map_err(setup_error)?;
    let result = run_events(app, &mut guard);
    save_on_error(app, result)
}

/// Why the terminal could not be set up, in words that say what to do.
fn setup_error(error: io::Error) -> anyhow::Error {
    anyhow::Error::new(error)
        .context("the game table needs an interactive terminal (for scripts, use `majlis engine` or `majlis sim`)")
}

fn run_events(app: &mut App, guard: &mut TerminalGuard) -> io::Result<()> {
    let size = guard.terminal().size()?;
    app.handle(&event::Event::Resize(size.width, size.height));
    while !app.should_quit() {
        guard.terminal().draw(|frame| app.draw(frame))?;
        app.handle(&event::read()?);
    }
    Ok(())
}

/// When the event loop failed, saves the game on screen before the error is
/// returned; the error then names both failures if the save fails too.
fn save_on_error(app: &mut App, result: io::Result<()>) -> anyhow::Result<()> {
    let Err(error) = result else {
        return Ok(());
    };
    let error = anyhow::Error::new(error).context("the terminal failed");
    match app.save_game() {
        Ok(()) => Err(error),
        Err(save) => Err(error.context(format!("and the game could not be saved: {save}"))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::App;
    use crate::save::{Found, SaveStore};

    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("majlis-terminal-test-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    fn playing_app(dir: &std::path::Path) -> App {
        let mut app = App::new(crate::games::SCREENS, SaveStore::at(dir), Box::new(|| 7), (120, 40));
        app.play(
            "shesh-besh",
            7,
            serde_json::Value::Null,
            vec!["Amal".into(), "Dov".into()],
        )
        .expect("a game");
        app
    }

    #[test]
    fn a_terminal_error_saves_the_game_before_it_is_returned() {
        let dir = scratch("read-error");
        let mut app = playing_app(&dir);
        let gone = io::Error::new(io::ErrorKind::BrokenPipe, "the terminal is gone");
        let error = save_on_error(&mut app, Err(gone)).expect_err("the error is passed on");
        assert!(format!("{error:#}").contains("the terminal is gone"), "{error:#}");
        let found = SaveStore::at(&dir).load(|id| id == "shesh-besh");
        assert!(
            matches!(&found, Found::Save(save) if save.names == ["Amal", "Dov"]),
            "{found:?}"
        );
    }

    #[test]
    fn a_terminal_error_with_a_failing_save_names_both() {
        let dir = scratch("read-error-blocked");
        std::fs::create_dir_all(&dir).expect("dir");
        std::fs::write(dir.join("file"), "not a directory").expect("plant");
        let mut app = playing_app(&dir.join("file"));
        let gone = io::Error::new(io::ErrorKind::BrokenPipe, "the terminal is gone");
        let error = save_on_error(&mut app, Err(gone)).expect_err("the error is passed on");
        let text = format!("{error:#}");
        assert!(
            text.contains("the terminal is gone") && text.contains("could not be saved"),
            "{text}"
        );
    }

    #[test]
    fn a_terminal_that_cannot_be_set_up_is_explained() {
        let error = setup_error(io::Error::other("standard output is not a terminal"));
        let text = format!("{error:#}");
        assert!(
            text.starts_with("the game table needs an interactive terminal")
                && text.ends_with("standard output is not a terminal"),
            "{text}"
        );
    }

    #[test]
    fn a_clean_end_saves_nothing_more() {
        let dir = scratch("clean-end");
        let mut app = playing_app(&dir);
        save_on_error(&mut app, Ok(())).expect("fine");
        assert!(!dir.join("autosave.json").exists());
    }
}
